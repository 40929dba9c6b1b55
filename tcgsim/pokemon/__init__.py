"""The Pokémon TCG, as the advanced rules guide defines it.

    from tcgsim import pokemon
    deck = pokemon.Deck.parse(text)
    game = pokemon.new_game(deck, deck, seed=7)
    while game.result is None:
        d = game.decision
        game.respond([0])
"""

from __future__ import annotations

from collections.abc import Sequence

# importing the rule modules registers their frame handlers
from tcgsim.pokemon import abilities, actions, attack, checkup, effects, knockout, setup, turn  # noqa: F401
from tcgsim.pokemon import cards as _cards  # noqa: F401  (registers card implementations)
from tcgsim.pokemon.carddb import CardDef, cards

try:
    from tcgsim.pokemon.deck import Deck, DeckError, check_deck
except ImportError:  # TEMP
    Deck = DeckError = check_deck = None
from tcgsim.pokemon.game import Game, initial_state

__all__ = ["CardDef", "Deck", "DeckError", "Game", "cards", "check_deck", "new_game"]


def _ids(deck: Deck | Sequence[str]) -> list[str]:
    return deck.card_ids() if Deck is not None and isinstance(deck, Deck) else list(deck)


def new_game(
    deck0: Deck | Sequence[str],
    deck1: Deck | Sequence[str],
    seed: int = 0,
    prizes: int = 6,
    sudden_death: bool = False,
) -> Game:
    """Start a game; it runs to the first decision (who goes first)."""
    g = Game(initial_state([_ids(deck0), _ids(deck1)], seed, prizes, sudden_death))
    g.push("setup")
    g.run()
    return g


def replay(state_or_seed: dict | int, decks: Sequence[Sequence[str]] | None = None,
           answers: Sequence[Sequence[int]] = ()) -> Game:
    """Rebuild a game from its seed, decks and answers (same seed + answers = same game)."""
    if isinstance(state_or_seed, dict):
        s = state_or_seed
        g = new_game(s["decks"][0], s["decks"][1], seed=s["seed"],
                     prizes=6 if not s.get("sudden_round") else 6, sudden_death=s["sudden_death"])
        answers = s["answers"]
    else:
        assert decks is not None
        g = new_game(decks[0], decks[1], seed=state_or_seed)
    for a in answers:
        g.respond(list(a))
    return g
