"""Kilowattrel's Storm Bolt (compiler.pokemon.move_to_bench, any_way): "Move all Energy from
this Pokémon to your Benched Pokémon in any way you like." (PTCG:II-C-10)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack

WATTREL, KILOWATTREL = "sv8-66", "sv8-67"
SNOVER, KYOGRE, IRON_HANDS_EX = "me1-35", "me1-34", "sv4-70"
LIGHTNING, GRASS = "sve-4", "sve-1"


def test_storm_bolt_moves_each_energy_to_the_benched_pokemon_chosen_for_it():
    sc = Scenario()
    sc.active(0, WATTREL, KILOWATTREL, energy=[LIGHTNING, LIGHTNING, GRASS])
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.active(1, IRON_HANDS_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Storm Bolt")
    answer(g, "move_energy", "Snover")
    answer(g, "move_energy", "Kyogre")
    answer(g, "move_energy", "Kyogre")
    me = g.pl(0)
    assert me["active"]["energy"] == []
    assert len(me["bench"][0]["energy"]) == 1 and len(me["bench"][1]["energy"]) == 2
    assert g.pl(1)["active"]["dmg"] == 160
