"""Damage to Pokémon picked by what is on them or by name: "… to each Benched Pokémon that has
any damage counters on it (both yours and your opponent's)" (Hippowdon), "… to 1 of your
opponent's Pokémon that has any Special Energy attached" (Mandibuzz), "… to each of your
Drifloon and Drifblim" (Drifblim, itself included). Benched Pokémon get no Weakness and
Resistance (PTCG:II-B-08)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, pick

HIPPOWDON = "sv10-106"  # Super Sandstorm [F][F][C] 150
MANDIBUZZ = "me5-50"  # Bone Sniper [D]
DRIFBLIM = "sv7-61"  # Everyone Explode Now [P] 50×
DRIFLOON = "sv7-60"  # 70 HP
KYOGRE = "me1-34"  # 150 HP
GRENINJA_EX = "me30c-148"  # 300 HP
SNOVER = "me1-35"
MAKUHITA = "me1-72"
FIGHTING = "sve-6"
DARK = "sve-7"
PSYCHIC = "sve-5"
MIST = "sv5-161"  # Mist Energy, a Special Energy


def test_super_sandstorm_hits_only_damaged_benched_pokemon_of_both_players():
    sc = Scenario()
    sc.active(0, HIPPOWDON, energy=[FIGHTING] * 3)
    sc.bench(0, SNOVER, damage=10)
    sc.bench(0, MAKUHITA)
    sc.active(1, GRENINJA_EX)
    sc.bench(1, SNOVER, damage=20)
    sc.bench(1, MAKUHITA)
    g = sc.start(0, 3)
    attack(g, "Super Sandstorm")
    assert active(g, 1)["dmg"] == 150
    assert [s["dmg"] for s in g.pl(0)["bench"]] == [50, 0]
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [60, 0]


def test_bone_sniper_offers_only_pokemon_with_special_energy():
    sc = Scenario()
    sc.active(0, MANDIBUZZ, energy=[DARK])
    sc.active(1, KYOGRE, energy=[MIST])
    sc.bench(1, SNOVER, energy=[PSYCHIC])
    sc.bench(1, MAKUHITA, energy=[MIST])
    g = sc.start(0, 3)
    attack(g, "Bone Sniper")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 2 and not [x for x in labels if "Snover" in x]
    pick(g, "Makuhita")
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [0, 70]
    assert active(g, 1)["dmg"] == 0


def test_bone_sniper_without_special_energy_does_nothing():
    sc = Scenario()
    sc.active(0, MANDIBUZZ, energy=[DARK])
    sc.active(1, KYOGRE, energy=[PSYCHIC])
    g = sc.start(0, 3)
    attack(g, "Bone Sniper")
    assert active(g, 1)["dmg"] == 0


def test_everyone_explode_now_counts_and_hits_each_drifloon_and_drifblim():
    sc = Scenario()
    sc.active(0, DRIFBLIM, energy=[PSYCHIC])
    sc.bench(0, DRIFLOON)
    sc.bench(0, DRIFLOON)
    sc.bench(0, SNOVER)
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Everyone Explode Now")
    assert active(g, 1)["dmg"] == 150  # 3 × 50
    assert active(g, 0)["dmg"] == 30
    assert [s["dmg"] for s in g.pl(0)["bench"]] == [30, 30, 0]
