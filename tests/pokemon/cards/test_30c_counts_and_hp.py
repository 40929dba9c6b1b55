"""Sylveon ex's Colorful Harmony ("50 damage for each type of Basic Energy attached to all of
your Pokémon": types, not cards) and Alolan Exeggutor's Scale Up ("If this Pokémon has 6 or
more Grass Energy attached, it gets +250 HP": read while it holds, PTCG:II-D-15)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack

SYLVEON_EX = "me30c-153"  # Colorful Harmony [P][C][C] 50×
EXEGGUTOR = "me30c-129"  # Alolan Exeggutor, 150 HP
GRENINJA_EX = "me30c-148"  # 300 HP, Water
SNOVER = "me1-35"
GRASS = "sve-1"
FIRE = "sve-2"
WATER = "sve-3"
PSYCHIC = "sve-5"
MIST = "sv5-161"  # a Special Energy: not a type of Basic Energy


def test_colorful_harmony_counts_types_of_basic_energy_on_all_your_pokemon():
    sc = Scenario()
    sc.active(0, SYLVEON_EX, energy=[PSYCHIC, PSYCHIC, MIST])
    sc.bench(0, SNOVER, energy=[WATER, FIRE])
    sc.bench(0, SNOVER, energy=[WATER])
    sc.active(1, GRENINJA_EX, energy=[GRASS])  # the opponent's do not count
    g = sc.start(0, 3)
    attack(g, "Colorful Harmony")
    assert active(g, 1)["dmg"] == 150  # Psychic, Water, Fire


def test_scale_up_needs_six_grass_energy():
    sc = Scenario()
    sc.active(0, EXEGGUTOR, energy=[GRASS] * 6, damage=100)
    sc.bench(0, EXEGGUTOR, energy=[GRASS] * 5 + [FIRE], damage=100)
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    assert g.remaining_hp(active(g, 0)) == 150 + 250 - 100
    assert g.remaining_hp(g.pl(0)["bench"][0]) == 150 - 100
