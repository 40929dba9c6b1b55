"""Damp (Psyduck, ASC 226): "Pokémon in play (both yours and your opponent's) lose any
Ability that requires the Pokémon using it to Knock Out itself." — Cursed Blast ("If you
use this Ability, this Pokémon is Knocked Out") can't be used by either player while Psyduck
is in play; Abilities that don't Knock Out their own Pokémon stay usable."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, do, offered

PSYDUCK = "me2pt5-226"  # Damp
DUSKULL = "sv6pt5-18"
DUSCLOPS = "sv6pt5-19"  # Cursed Blast: 5 damage counters, then Knocked Out


def _game(psyduck_side: int | None) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, DUSKULL, DUSCLOPS)
    sc.active(1, KYOGRE)
    if psyduck_side is not None:
        sc.bench(psyduck_side, PSYDUCK)
    return sc.start(0, 3)


def _cursed_blast(g: Game) -> list[list[object]]:
    return [o for o in offered(g, "ability")
            if g.top(g.slot(o[1])).abilities[o[2]].name == "Cursed Blast"]


def test_cursed_blast_usable_without_damp():
    g = _game(None)
    assert _cursed_blast(g)
    do(g, "ability")
    assert g.pl(1)["active"]["dmg"] == 50  # the only target: 5 damage counters
    assert g.decision.kind == "prize"  # Dusclops Knocked Out itself: the opponent takes a Prize


def test_damp_of_the_opponent_takes_cursed_blast_away():
    assert not _cursed_blast(_game(1))


def test_damp_of_your_own_psyduck_takes_cursed_blast_away():
    assert not _cursed_blast(_game(0))
