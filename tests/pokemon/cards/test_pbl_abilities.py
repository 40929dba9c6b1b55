"""Abilities of Perfect Order / Pitch Black (PBL): each test builds the board with the Scenario
builder and checks what the Ability promises."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.rules.continuous import retreat_cost
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

MEGA_CHANDELURE_EX = "me5-115"  # Binding Flame; Phantom Maze [P][P] 130+
SNOVER = "me1-35"  # Basic, Retreat 3
KYOGRE = "me1-34"  # Basic, Retreat 3
PSYCHIC = "sve-5"


def test_binding_flame_opponents_active_retreats_for_one_more_even_a_basic():
    """Binding Flame works from the Bench, on the opponent's Active Pokémon only (PTCG:II-D-11)."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.bench(1, MEGA_CHANDELURE_EX)
    g = sc.start(0, 3)
    assert retreat_cost(g, g.pl(0)["active"]) == 4
    assert retreat_cost(g, g.pl(0)["bench"][0]) == 3  # not Active
    assert retreat_cost(g, g.pl(1)["active"]) == 3  # its owner's own Active


def test_phantom_maze_counts_the_retreat_cost_binding_flame_raised():
    sc = Scenario()
    sc.active(0, MEGA_CHANDELURE_EX, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, MEGA_CHANDELURE_EX)  # 350 HP, Retreat 2
    g = sc.start(0, 3)
    attack(g, "Phantom Maze")
    assert g.pl(1)["active"]["dmg"] == 130 + 50 * 3  # 2 printed + 1 (Binding Flame)
