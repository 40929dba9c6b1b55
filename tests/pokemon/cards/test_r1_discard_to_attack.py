"""Attacks whose discard decides whether they do anything, and damage to itself counted from
its own damage counters: Eternatus (SSP 141) World Ender, Melmetal (SCR 104) Reforged Axe,
Palafin (TEF 49) Vanguard Punch."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, zone

ETERNATUS, MELMETAL, PALAFIN = "sv8-141", "sv7-104", "sv5-49"
WATER, FIRE, DARK, METAL = "sve-3", "sve-2", "sve-7", "sve-8"
SURFING_BEACH = "me1-129"
BRAVERY_CHARM = "sv2-173"  # Pokémon Tool: +50 HP
PIDGEOT_EX = "sv3-164"  # Stage 2 Pokémon ex, 280 HP, no Weakness to these types


def test_texts_are_implemented():
    for cid in (ETERNATUS, PALAFIN):
        assert missing_parts(cards().get(cid)) == []
    axe = [p for p in missing_parts(cards().get(MELMETAL)) if "Reforged Axe" in p]
    assert axe == []


# -- Eternatus (SSP 141) World Ender -------------------------------------------------------------
def test_world_ender_discards_the_stadium_then_damages():
    sc = Scenario()
    sc.active(0, ETERNATUS, energy=[FIRE, DARK, DARK])
    sc.active(1, PIDGEOT_EX)
    sc.stadium(SURFING_BEACH, owner=1)
    g = sc.start(0, 3)
    attack(g, "World Ender")
    assert g.s["stadium"] is None and zone(g, 1, "discard") == ["Surfing Beach"]
    assert g.pl(1)["active"]["dmg"] == 230


def test_world_ender_without_a_stadium_does_nothing():
    """PTCG:II-D-01: no Stadium to discard, so no damage at all."""
    sc = Scenario()
    sc.active(0, ETERNATUS, energy=[FIRE, DARK, DARK])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "World Ender")
    assert g.pl(1)["active"]["dmg"] == 0


# -- Melmetal (SCR 104) Reforged Axe ------------------------------------------------------------
def test_reforged_axe_discards_its_tools_before_damage():
    sc = Scenario()
    sc.active(0, MELMETAL, energy=[METAL, METAL, METAL], tools=[BRAVERY_CHARM])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Reforged Axe")
    assert g.pl(0)["active"]["tools"] == [] and zone(g, 0, "discard") == ["Bravery Charm"]
    assert g.pl(1)["active"]["dmg"] == 250


def test_reforged_axe_without_a_tool_does_nothing():
    sc = Scenario()
    sc.active(0, MELMETAL, energy=[METAL, METAL, METAL])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Reforged Axe")
    assert g.pl(1)["active"]["dmg"] == 0


# -- Palafin (TEF 49) Vanguard Punch ------------------------------------------------------------
def test_vanguard_punch_hurts_itself_per_counter_on_it():
    """PTCG:II-B-09: 10 damage to itself for each of its 3 damage counters (before the attack)."""
    sc = Scenario()
    sc.active(0, PALAFIN, energy=[WATER], damage=30)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Vanguard Punch")
    assert g.pl(1)["active"]["dmg"] == 130
    assert g.pl(0)["active"]["dmg"] == 30 + 30


def test_vanguard_punch_undamaged_does_no_damage_to_itself():
    sc = Scenario()
    sc.active(0, PALAFIN, energy=[WATER])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Vanguard Punch")
    assert g.pl(1)["active"]["dmg"] == 130 and g.pl(0)["active"]["dmg"] == 0


# -- Palossand ex (SSP 91/221) Barite Jail ------------------------------------------------------
PALOSSAND_EX, LAPRAS, KYOGRE = "sv8-91", "sv7-31", "me1-34"  # Lapras 130 HP, Kyogre 150 HP
PSYCHIC, FIGHTING = "sve-5", "sve-6"


def test_barite_jail_brings_each_benched_pokemon_to_100_hp():
    """PTCG:II-C-07: counters on each Benched Pokémon until 100 HP remain; none on one with 100
    or less, none on the Active Pokémon."""
    sc = Scenario()
    sc.active(0, PALOSSAND_EX, energy=[WATER, PSYCHIC, FIGHTING])
    sc.active(1, LAPRAS)
    sc.bench(1, LAPRAS, damage=10)
    sc.bench(1, KYOGRE)
    sc.bench(1, LAPRAS, damage=40)
    g = sc.start(0, 3)
    attack(g, "Barite Jail")
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [30, 50, 40]
    assert g.pl(1)["active"]["dmg"] == 0
