"""Alcremie's Colorful Confection: "Search your deck for up to 5 Pokémon that are the same type
as any Basic Energy attached to this Pokémon, reveal them, and put them into your hand. Then,
shuffle your deck." — the types of the Basic Energy attached when the attack is used."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick, zone

ALCREMIE = "sv7-65"
KYOGRE = "me1-34"  # Water
SNOVER = "me1-35"  # Water
MAKUHITA = "me1-72"  # Fighting
SIZZLIPEDE = "me5-9"  # Fire
WATER = "sve-3"
FIGHTING = "sve-6"
MIST = "sv5-161"  # Special Energy (Colorless): no type of Basic Energy


def test_colorful_confection_finds_pokemon_of_the_attached_basic_energy_types():
    sc = Scenario()
    sc.active(0, ALCREMIE, energy=[WATER, FIGHTING, MIST])
    sc.deck(0, SNOVER, MAKUHITA, SIZZLIPEDE, KYOGRE, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Colorful Confection")
    d = g.decision
    assert d.max == 3 and sorted(o.label for o in d.options) == ["Kyogre", "Makuhita", "Snover"]
    pick(g, "Kyogre", "Makuhita", "Snover")
    assert zone(g, 0, "hand") == ["Kyogre", "Makuhita", "Snover"]
    assert zone(g, 0, "deck") == ["Basic Water Energy", "Sizzlipede"]
