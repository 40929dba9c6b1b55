"""Sableye's Damage Collection (effects.counter_moves.move_any_from_bench_to_active): "You may
move any number of damage counters from your opponent's Benched Pokémon to their Active
Pokémon." (PTCG:II-C-08)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack

SABLEYE = "sv5-107"
MEGA_KANGASKHAN_EX, SNOVER, KYOGRE = "me1-104", "me1-35", "me1-34"
DARKNESS = "sve-7"


def test_damage_collection_moves_the_chosen_number_from_each_benched_pokemon():
    sc = Scenario()
    sc.active(0, SABLEYE, energy=[DARKNESS, DARKNESS])
    sc.active(1, MEGA_KANGASKHAN_EX, damage=10)
    sc.bench(1, SNOVER, damage=30)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER, damage=20)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Damage Collection")
    answer(g, "count", "2 damage counters")  # from the first Snover
    answer(g, "count", "0 damage counters")  # none from the second
    opp = g.pl(1)
    assert [b["dmg"] for b in opp["bench"]] == [10, 0, 20]
    assert opp["active"]["dmg"] == 30
