"""The Pokémon TCG, as the advanced rules guide defines it.

    from tcgsim import pokemon
    deck = pokemon.Deck.parse(text)
    game = pokemon.new_game(deck, deck, seed=7)
    while game.result is None:
        d = game.decision
        game.respond([0])

See ``registry.py`` / ``install.py`` for the hook points and what fills them, and the
README's Architecture section for the folders (model/, rules/, effects/, compiler/, cards/).

The names in ``__all__`` are the public API, the same protocol as :mod:`tcgsim.zero`
(``tests/test_public_api.py`` holds both to it); everything else may move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tcgsim.core.card_game import respond_all, start_game
from tcgsim.core.statecheck import StateError
from tcgsim.core.unplayable import UnplayableCards, refuse_unless_allowed
from tcgsim.pokemon import install
from tcgsim.pokemon.game import Game, initial_state
from tcgsim.pokemon.model.carddb import CardDef, UnknownCard
from tcgsim.pokemon.model.carddb import cards as card_db
from tcgsim.pokemon.model.deck import Deck, DeckError, bundled_deck, bundled_decks, check_deck
from tcgsim.pokemon.playable import missing_parts, unplayable_cards
from tcgsim.pokemon.scenario import Scenario
from tcgsim.pokemon.text import LANGS as EVENT_LANGS  # the log's languages
from tcgsim.pokemon.text import event_text

# every handler, op, check and compiler pattern into the registry, in the order install.py writes
install.install()

__all__ = [
    "EVENT_LANGS", "CardDef", "Deck", "DeckError", "Game", "Scenario", "UnknownCard", "bundled_deck",
    "bundled_decks", "card", "card_db", "check_deck", "event_text", "find_cards", "is_playable",
    "missing_text", "new_game", "replay", "StateError", "UnplayableCards",
]


def _ids(deck: Deck | Sequence[str]) -> list[str]:
    return deck.card_ids() if isinstance(deck, Deck) else list(deck)


def new_game(
    deck0: Deck | Sequence[str],
    deck1: Deck | Sequence[str],
    seed: int = 0,
    prizes: int = 6,
    sudden_death: bool = False,
    allow_unplayable: bool = False,
) -> Game:
    """Start a game; it runs to the first decision (who goes first).

    A deck without a Basic Pokémon could never finish setup (PTCG:I-G), so it is refused.
    So is a deck with a card whose text is not all implemented (:func:`missing_text`), which
    would be played as a blank: :class:`~tcgsim.core.unplayable.UnplayableCards` names each
    such card and its missing text, unless ``allow_unplayable`` is set; then the state
    records it (``allow_unplayable``), so that its replay opts in too.
    """
    ids = [_ids(deck0), _ids(deck1)]
    db = card_db()
    unplayable = []
    for p, deck in enumerate(ids):
        if not any(db.get(cid).is_basic_pokemon for cid in deck):
            raise ValueError(f"deck {p} has no Basic Pokémon: setup could never finish")
        unplayable += refuse_unless_allowed(unplayable_cards(deck), allow_unplayable, f"deck {p}")
    return start_game(Game, initial_state(ids, seed, prizes, sudden_death), bool(unplayable))


def replay(state: dict[str, Any]) -> Game:
    """Rebuild a game from its seed, decks, options and answers: same inputs, same game."""
    opts = state["options"]
    g = new_game(state["decks"][0], state["decks"][1], seed=state["seed"],
                 prizes=opts["prizes"], sudden_death=opts["sudden_death"],
                 allow_unplayable=bool(state.get("allow_unplayable", False)))
    return respond_all(g, state["answers"])


# -- cards -------------------------------------------------------------------------------------
def card(card_id: str) -> CardDef:
    """The card with id ``card_id`` (``"sv1-86"``); :class:`UnknownCard` when there is none."""
    return card_db().get(card_id)


def find_cards(name: str) -> list[CardDef]:
    """Every printing of the cards called ``name``, oldest first (accents, case and quotes
    folded: ``"boss's orders"`` finds Boss's Orders)."""
    return card_db().by_name(name)


def missing_text(c: CardDef | str) -> list[str]:
    """The parts of a card's text the engine cannot play yet (``[]``: the card is playable);
    a card with missing text is never played as a blank (see ``check_deck``)."""
    return missing_parts(card(c) if isinstance(c, str) else c)


def is_playable(c: CardDef | str) -> bool:
    """Whether the engine plays every part of the card's text."""
    return not missing_text(c)
