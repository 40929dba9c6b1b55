"""Zero Dimension TCG (零次元集换式卡牌), as its comprehensive rules 1.20 define it.

    from tcgsim import zero
    game = zero.new_game(deck0, deck1, seed=7)
    while game.result is None:
        d = game.decision
        game.respond([0])

Same protocol as :mod:`tcgsim.pokemon`: decisions as data, ``view(p)``, ``clone()``,
``to_json()`` / ``Game.from_json``, :func:`replay`. See ``game.py`` for the rule modules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tcgsim.core.statecheck import StateError

# importing the rule modules registers their frame handlers, actions and ops
from tcgsim.zero import (  # noqa: F401
    actions,
    chain,
    checks,
    combat,
    costs,
    effects,
    kw_chakra,
    kw_charge,
    kw_combat,
    kw_curse_seal,
    kw_exclusive,
    kw_false_life,
    kw_fruits,
    kw_guardian_star,
    kw_hand,
    kw_ninja_art,
    kw_odin,
    kw_quick,
    kw_quick_change,
    kw_release,
    kw_scheme,
    kw_summon,
    kw_super_saiyan,
    kw_transform,
    levelup,
    life,
    ops_basic,
    ops_cards,
    ops_combat,
    ops_effects,
    ops_zones,
    play,
    priority,
    replacements,
    setup,
    triggers,
    turn,
)
from tcgsim.zero.deck import Deck, DeckError, bundled_deck, bundled_decks, check_deck
from tcgsim.zero.game import Game, initial_state
from tcgsim.zero.words import LANGS as EVENT_LANGS  # the log's languages
from tcgsim.zero.words import event_text

__all__ = [
    "EVENT_LANGS", "Deck", "DeckError", "Game", "bundled_deck", "bundled_decks", "check_deck",
    "event_text", "new_game", "replay", "StateError",
]


def _ids(deck: Any) -> list[str]:
    return deck.card_ids() if hasattr(deck, "card_ids") else list(deck)


def new_game(deck0: Any | Sequence[str], deck1: Any | Sequence[str], seed: int = 0) -> Game:
    """Start a game (ZD:100); it runs to the first decision (the first player's mulligan)."""
    g = Game(initial_state([_ids(deck0), _ids(deck1)], seed))
    g.push("setup")
    g.run()
    return g


def replay(state: dict[str, Any]) -> Game:
    """Rebuild a game from its seed, decks and answers: same inputs, same game."""
    g = new_game(state["decks"][0], state["decks"][1], seed=state["seed"])
    for a in state["answers"]:
        g.respond(list(a))
    return g
