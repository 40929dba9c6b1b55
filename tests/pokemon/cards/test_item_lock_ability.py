"""Tyranitar's Daunting Gaze: "As long as this Pokémon is in the Active Spot, your opponent
can't play any Item cards from their hand." (a passive lock on the opponent, rule point
cant_play). The test checks what the opponent is offered."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario

TYRANITAR = "sv9-95"
SNOVER = "me1-35"
ULTRA_BALL = "me1-131"
PETREL = "sv10-176"
WATER = "sve-3"


def _game(tyranitar_active: bool) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, ULTRA_BALL, WATER, WATER, PETREL)
    if tyranitar_active:
        sc.active(1, TYRANITAR)
        sc.bench(1, SNOVER)
    else:
        sc.active(1, SNOVER)
        sc.bench(1, TYRANITAR)
    return sc.start(0, 3)


def _offered(g: Game) -> list[str]:
    return [o.label for o in g.decision.options]


def test_daunting_gaze_locks_items_from_the_active_spot_only():
    locked = _offered(_game(True))
    assert not any("Ultra Ball" in label for label in locked)
    assert any("Petrel" in label for label in locked)  # a Supporter still plays
    assert any("Ultra Ball" in label for label in _offered(_game(False)))
