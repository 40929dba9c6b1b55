"""Shadowy Darkness Energy (PBL 83): provides Darkness Energy; its Darkness Pokémon on the Bench
takes no damage from the opponent's attacks (compiler sentence
``tools_stadiums.holder_benched_no_damage``); Zarude's Shadowy Whip (PBL 56) does 70 more while
a Benched Pokémon has one attached."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

SHADOWY = "me5-83"
ZARUDE = "me5-56"  # Darkness; Shadowy Whip [D][D][D] 100+
KYUREM_EX = "zsv10pt5-165"  # Blizzard Burst: 10 to each Benched per Prize card taken
PIKACHU_EX = "svp-106"  # 200 HP, weak to Fighting
SNOVER = "me1-35"
WATER, DARK = "sve-3", "sve-7"


def test_benched_darkness_pokemon_with_it_takes_no_damage_from_attacks():
    sc = Scenario()
    sc.active(0, KYUREM_EX, energy=[WATER] * 3)
    sc.active(1, PIKACHU_EX)
    sc.bench(1, ZARUDE, energy=[SHADOWY])
    sc.bench(1, SNOVER, energy=[SHADOWY])  # not a Darkness Pokémon
    sc.bench(1, ZARUDE)
    sc.prizes(1, n=3)  # the opponent has taken 3: 30 to each Benched Pokémon
    g = sc.start(0, 3)
    attack(g, "Blizzard Burst")
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 30, 30]


def test_shadowy_whip_70_more_with_shadowy_darkness_energy_on_the_bench():
    for bench_energy, dmg in (([SHADOWY], 170), ([DARK], 100)):
        sc = Scenario()
        sc.active(0, ZARUDE, energy=[DARK, SHADOWY, DARK])  # Shadowy provides Darkness
        sc.bench(0, ZARUDE, energy=bench_energy)
        sc.active(1, PIKACHU_EX)
        g = sc.start(0, 3)
        attack(g, "Shadowy Whip")
        assert g.pl(1)["active"]["dmg"] == dmg
