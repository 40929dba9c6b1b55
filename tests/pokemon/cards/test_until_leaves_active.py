"""Gouging Fire ex's Blaze Blitz (compiler.pokemon.self_lock_until_benched): "This Pokémon can't
use Blaze Blitz again until it leaves the Active Spot." (moving to the Bench ends the effects
of attacks on it)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, end_turn

GOUGING_FIRE_EX = "sv5-214"
MEGA_KANGASKHAN_EX = "me1-104"  # 300 HP: survives 260
SNOVER = "me1-35"
FIRE = "sve-2"


def _attacks(g: Game) -> list[str]:
    attacks = attacks_of(g, g.pl(g.current)["active"])
    return sorted(attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack")


def test_blaze_blitz_is_locked_until_gouging_fire_ex_moves_to_the_bench():
    sc = Scenario()
    sc.active(0, GOUGING_FIRE_EX, energy=[FIRE] * 5)
    sc.bench(0, SNOVER, energy=[FIRE] * 3)
    sc.active(1, MEGA_KANGASKHAN_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Blaze Blitz")
    end_turn(g)  # the opponent's turn
    assert _attacks(g) == ["Heat Blast"]  # still Active: locked
    _retreat(g)
    assert g.top(g.pl(0)["active"]).name == "Snover"
    end_turn(g)
    end_turn(g)
    _retreat(g)  # Snover retreats: Gouging Fire ex is Active again, the lock gone
    assert _attacks(g) == ["Blaze Blitz", "Heat Blast"]


def _retreat(g: Game) -> None:
    do(g, "retreat")
    while g.decision.kind != "main":  # the Energy to discard, the new Active: the only ones
        g.respond(list(range(g.decision.min)))
