"""Pokémon that are two types (PTCG:II-D-07, rules.continuous.pokemon_types): Scovillain ex's
Double Type and Iron Treads' Dual Core. Weakness (damage step 3) counts either type."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.rules.continuous import pokemon_types
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack

CAPSAKID, SCOVILLAIN_EX = "sv1-27", "sv8-216"
SANDILE = "sv1-115"  # Fighting, Weakness Grass ×2
IRON_TREADS, IRON_HANDS_EX = "sv5-118", "sv4-70"  # Iron Hands ex: Weakness Fighting ×2
CAPSULE = "sv4-164"  # Future Booster Energy Capsule: +20 damage for a Future Pokémon
FIRE, METAL = "sve-2", "sve-8"


def test_double_type_scovillain_ex_is_grass_too_so_grass_weakness_applies():
    sc = Scenario()
    sc.active(0, CAPSAKID, SCOVILLAIN_EX, energy=[FIRE, FIRE])
    sc.active(1, SANDILE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    assert pokemon_types(g, active(g, 0)) == ("Fire", "Grass")
    attack(g, "Spicy Rage")
    assert active(g, 1)["dmg"] == 20  # 10, Weakness Grass ×2


def _iron_treads(tools: list[str]) -> int:
    sc = Scenario()
    sc.active(0, IRON_TREADS, energy=[METAL, METAL], tools=tools)
    sc.active(1, IRON_HANDS_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Wheel Pass")
    dmg: int = active(g, 1)["dmg"]
    return dmg


def test_dual_core_makes_iron_treads_fighting_only_with_the_capsule_attached():
    assert _iron_treads([CAPSULE]) == 160  # (60 + 20) × 2: Fighting while the Capsule is on it
    assert _iron_treads([]) == 60  # Metal only: no Weakness
