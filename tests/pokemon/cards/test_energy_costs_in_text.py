"""Attack texts that give something up: Lugia's "Discard a Fire Energy, a Water Energy, and a
Lightning Energy from this Pokémon" (one of each type), Mega Charizard X ex's "Discard any
amount of Fire Energy from among your Pokémon, and this attack does 90 damage for each card
you discarded in this way" (chosen before the damage that counts them), and Pawmot's "You may
have this Pokémon also do 60 damage to itself and make your opponent's Active Pokémon
Paralyzed" (both or neither)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, pick, zone

LUGIA = "me30c-121"  # Elemental Blast [R][W][L] 250
CHARIZARD = "me2-130"  # Mega Charizard X ex, Inferno X [R][R] 90×
PAWMOT = "me2-34"  # Voltaic Fist [L][L] 130
GRENINJA_EX = "me30c-148"  # 300 HP, Water, weak to Lightning
SNOVER = "me1-35"
FIRE = "sve-2"
WATER = "sve-3"
LIGHTNING = "sve-4"
PSYCHIC = "sve-5"


def _names(g, slot) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.name(c) for c in slot["energy"])


def test_elemental_blast_discards_one_energy_of_each_type():
    sc = Scenario()
    sc.active(0, LUGIA, energy=[FIRE, FIRE, WATER, LIGHTNING, PSYCHIC])
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Elemental Blast")
    assert active(g, 1)["dmg"] == 250
    assert _names(g, active(g, 0)) == ["Basic Fire Energy", "Basic Psychic Energy"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Lightning Energy",
                                     "Basic Water Energy"]


def test_inferno_x_counts_the_fire_energy_discarded_from_any_of_your_pokemon():
    sc = Scenario()
    sc.active(0, CHARIZARD, energy=[FIRE, FIRE, WATER])
    sc.bench(0, SNOVER, energy=[FIRE, WATER])
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Inferno X")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 3 and all("Fire" in x for x in labels)
    pick(g, "Snover", "Charizard")
    assert active(g, 1)["dmg"] == 180  # 2 × 90
    assert zone(g, 0, "discard") == ["Basic Fire Energy"] * 2
    assert _names(g, g.pl(0)["bench"][0]) == ["Basic Water Energy"]


def test_voltaic_fist_yes_hurts_itself_and_paralyzes():
    sc = Scenario()
    sc.active(0, PAWMOT, energy=[LIGHTNING] * 2)
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Voltaic Fist")
    pick(g, "Yes")
    assert active(g, 1)["dmg"] == 260  # 130 × 2, Weakness
    assert active(g, 0)["dmg"] == 60
    assert active(g, 1)["sp"] == "paralyzed"


def test_voltaic_fist_no_does_neither():
    sc = Scenario()
    sc.active(0, PAWMOT, energy=[LIGHTNING] * 2)
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Voltaic Fist")
    pick(g, "No")
    assert active(g, 1)["dmg"] == 260
    assert active(g, 0)["dmg"] == 0
    assert not active(g, 1).get("sp")
