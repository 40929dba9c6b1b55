"""Trainers of Perfect Order / Pitch Black (PBL): Gladion's Final Battle (more damage this
turn from Pokémon without a Rule Box, only as the last card in the hand) and Dark Bell (both
Active non-Darkness Pokémon Confused). Each test checks what the card promises on a board built
with the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, offered

GLADIONS_FINAL_BATTLE = "me5-118"
DARK_BELL = "me5-106"
SNOVER = "me1-35"  # Water, Beat 10 for [W], no Rule Box
PIKACHU_EX = "svp-106"  # Thunderbolt 120, a Rule Box
MEGA_CHANDELURE_EX = "me5-115"  # 350 HP, Psychic, weak to Darkness only
YVELTAL = "me1-88"  # Darkness
WATER = "sve-3"
LIGHTNING = "sve-4"


def _gladion_game(attacker: str, energy: list[str], *hand: str) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, MEGA_CHANDELURE_EX)
    sc.hand(0, GLADIONS_FINAL_BATTLE, *hand)
    return sc.start(0, 3)


def test_gladions_final_battle_80_more_from_a_pokemon_without_a_rule_box():
    g = _gladion_game(SNOVER, [WATER])
    do(g, "trainer", "Gladion's Final Battle")
    attack(g, "Beat")
    assert g.pl(1)["active"]["dmg"] == 90  # 10 + 80


def test_gladions_final_battle_nothing_more_from_a_pokemon_ex():
    g = _gladion_game(PIKACHU_EX, [LIGHTNING] * 3)
    do(g, "trainer", "Gladion's Final Battle")
    attack(g, "Thunderbolt")
    assert g.pl(1)["active"]["dmg"] == 120


def test_gladions_final_battle_only_as_the_last_card_in_the_hand():
    g = _gladion_game(SNOVER, [WATER], WATER)
    assert offered(g, "trainer", "Gladion's Final Battle") == []


def _dark_bell_game(yours: str, theirs: str) -> Game:
    sc = Scenario()
    sc.active(0, yours)
    sc.active(1, theirs)
    sc.hand(0, DARK_BELL)
    return sc.start(0, 3)


def test_dark_bell_confuses_both_actives():
    g = _dark_bell_game(SNOVER, MEGA_CHANDELURE_EX)
    do(g, "trainer", "Dark Bell")
    assert g.pl(0)["active"]["sp"] == "confused"
    assert g.pl(1)["active"]["sp"] == "confused"


def test_dark_bell_leaves_darkness_pokemon_alone():
    g = _dark_bell_game(YVELTAL, MEGA_CHANDELURE_EX)
    do(g, "trainer", "Dark Bell")
    assert g.pl(0)["active"]["sp"] != "confused"
    assert g.pl(1)["active"]["sp"] == "confused"
    g = _dark_bell_game(SNOVER, YVELTAL)
    do(g, "trainer", "Dark Bell")
    assert g.pl(0)["active"]["sp"] == "confused"
    assert g.pl(1)["active"]["sp"] != "confused"
