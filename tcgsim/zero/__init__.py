"""Zero Dimension TCG (零次元集换式卡牌), as its comprehensive rules 1.20 define it.

    from tcgsim import zero
    game = zero.new_game(deck0, deck1, seed=7)
    while game.result is None:
        d = game.decision
        game.respond([0])

Same protocol as :mod:`tcgsim.pokemon`: decisions as data, ``view(p)``, ``clone()``,
``to_json()`` / ``Game.from_json``, :func:`replay`. See ``game.py`` for the rule modules and
``registry.py`` / ``install.py`` for the hook points and what fills them.
The names in ``__all__`` are the public API, the same names as the Pokémon package's
(``tests/test_public_api.py`` holds both to it); everything else may move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tcgsim.core.card_game import respond_all, start_game
from tcgsim.core.statecheck import StateError
from tcgsim.core.unplayable import UnplayableCards, refuse_unless_allowed
from tcgsim.zero import install
from tcgsim.zero.game import Game, initial_state
from tcgsim.zero.model.carddb import CardDef, UnknownCard, card, unplayable_cards
from tcgsim.zero.model.carddb import cards as card_db
from tcgsim.zero.model.carddb import missing_text as _missing_text
from tcgsim.zero.model.deck import Deck, DeckError, bundled_deck, bundled_decks, check_deck
from tcgsim.zero.scenario import Scenario
from tcgsim.zero.text import LANGS as EVENT_LANGS  # the log's languages
from tcgsim.zero.text import event_text

# every handler, op, rule hook and keyword into the registry, in the order install.py writes
install.install()

__all__ = [
    "EVENT_LANGS", "CardDef", "Deck", "DeckError", "Game", "Scenario", "UnknownCard", "bundled_deck",
    "bundled_decks", "card", "card_db", "check_deck", "event_text", "find_cards", "is_playable",
    "missing_text", "new_game", "replay", "StateError", "UnplayableCards",
]


def _ids(deck: Any) -> list[str]:
    return deck.card_ids() if hasattr(deck, "card_ids") else list(deck)


def new_game(
    deck0: Any | Sequence[str],
    deck1: Any | Sequence[str],
    seed: int = 0,
    allow_unplayable: bool = False,
) -> Game:
    """Start a game (ZD:100); it runs to the first decision (the first player's mulligan).

    A deck with a card whose text is not all scripted (:func:`missing_text`) is refused with
    :class:`~tcgsim.core.unplayable.UnplayableCards` naming each such card, unless
    ``allow_unplayable`` is set; then the state records it, so that its replay opts in too.
    """
    ids = [_ids(deck0), _ids(deck1)]
    unplayable = []
    for p, deck in enumerate(ids):
        unplayable += refuse_unless_allowed(unplayable_cards(deck), allow_unplayable, f"deck {p}")
    return start_game(Game, initial_state(ids, seed), bool(unplayable))


def replay(state: dict[str, Any]) -> Game:
    """Rebuild a game from its seed, decks and answers: same inputs, same game."""
    g = new_game(state["decks"][0], state["decks"][1], seed=state["seed"],
                 allow_unplayable=bool(state.get("allow_unplayable", False)))
    return respond_all(g, state["answers"])


# -- cards -------------------------------------------------------------------------------------
def find_cards(name: str) -> list[CardDef]:
    """The cards whose 牌名 is ``name`` (ZD:301; full/half width and spacing folded)."""
    return card_db().by_name(name)


def missing_text(c: CardDef | str) -> list[str]:
    """The part of a card's text its effects do not carry yet (``[]``: the card is
    playable); the card files name it in ``unscripted``."""
    return _missing_text(card(c) if isinstance(c, str) else c)


def is_playable(c: CardDef | str) -> bool:
    """Whether the engine plays every part of the card's text."""
    return not missing_text(c)
