"""Slaking ex's Born to Slack: "If your opponent has no Pokémon ex or Pokémon V in play, this
Pokémon can't attack" (a passive read when attacks are offered, PTCG:II-C-15; the board
condition "your opponent has no <kinds> in play")."""

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
