"""When the attacker may attack: Slaking ex's Born to Slack ("If your opponent has no Pokémon
ex or Pokémon V in play, this Pokémon can't attack": a passive read when attacks are offered,
PTCG:II-C-15) and Conkeldurr's Gutsy Swing ("If this Pokémon is affected by a Special
Condition, ignore all Energy in this attack's cost", PTCG:II-E-32)."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.rules.attack import usable_attacks
from tcgsim.pokemon.scenario import Scenario

SLAKING_EX = "sv8-227"  # Great Swing [C][C] 280
SNOVER, PIKACHU_EX = "me1-35", "svp-106"
WATER = "sve-3"


@pytest.mark.parametrize("active, bench, can_attack", [
    (SNOVER, None, False),
    (PIKACHU_EX, None, True),
    (SNOVER, PIKACHU_EX, True),  # anywhere in play
])
def test_born_to_slack(active, bench, can_attack):
    sc = Scenario()
    sc.active(0, SLAKING_EX, energy=[WATER, WATER])
    sc.active(1, active)
    if bench:
        sc.bench(1, bench)
    g = sc.start(0, 3)
    assert bool(usable_attacks(g, 0)) == can_attack


CONKELDURR = "sv6-105"  # Gutsy Swing [F][C][C][C] 250: no Energy while affected by a condition


@pytest.mark.parametrize("conditions, usable", [(["poisoned"], True), ([], False)])
def test_gutsy_swing_ignores_all_energy_while_affected_by_a_special_condition(conditions, usable):
    from tcgsim.pokemon.rules.attack import attacks_of
    sc = Scenario()
    sc.active(0, CONKELDURR, conditions=conditions)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    names = [attacks_of(g, g.pl(0)["active"])[i].name for i in usable_attacks(g, 0)]
    assert ("Gutsy Swing" in names) == usable
