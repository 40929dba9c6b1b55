"""Giga Drain / Suction ("Heal from this Pokémon the same amount of damage you did to your
opponent's Active Pokémon": the damage the attack placed, compiler.pokemon.heal_damage_done)
and Happy Return ("Put 1 of your Benched Pokémon and all attached cards into your hand",
compiler.trainers.scoop_up read in an attack)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, answer, attack, zone

VIRIZION = "rsv10pt5-95"  # Giga Drain [G] 30
IRON_MOTH = "sv6pt5-9"  # Suction [C][C] 30 (its other attack is implemented too)
SWOOBAT = "rsv10pt5-120"  # Happy Return [C]
TYRANTRUM = "me3-45"  # weak to Grass
GRASS, FIRE, WATER = "sve-1", "sve-2", "sve-3"


def _drain(attacker: str, energy: list[str], name: str, defender: str) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy, damage=100)
    sc.active(1, defender)
    g = sc.start(0, 3)
    attack(g, name)
    return g


def test_giga_drain_heals_the_damage_done():
    g = _drain(VIRIZION, [GRASS], "Giga Drain", MEGA_ABOMASNOW)
    assert g.pl(1)["active"]["dmg"] == 30 and g.pl(0)["active"]["dmg"] == 70
    g = _drain(VIRIZION, [GRASS], "Giga Drain", TYRANTRUM)  # weak to Grass: 60 done
    assert g.pl(1)["active"]["dmg"] == 60 and g.pl(0)["active"]["dmg"] == 40


def test_suction_heals_the_damage_done():
    g = _drain(IRON_MOTH, [FIRE, FIRE], "Suction", MEGA_ABOMASNOW)
    assert g.pl(1)["active"]["dmg"] == 30 and g.pl(0)["active"]["dmg"] == 70


def test_happy_return_puts_a_benched_pokemon_and_its_cards_into_the_hand():
    sc = Scenario()
    sc.active(0, SWOOBAT, energy=[WATER])
    sc.bench(0, SNOVER, energy=[WATER])
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Happy Return")
    answer(g, "to_hand", "Snover")
    assert sorted(zone(g, 0, "hand")) == ["Basic Water Energy", "Snover"]
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Kyogre"]
    assert g.top(g.pl(0)["active"]).name == "Swoobat"  # never the Active Pokémon


def test_happy_return_with_no_benched_pokemon_does_nothing():
    sc = Scenario()
    sc.active(0, SWOOBAT, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Happy Return")
    assert zone(g, 0, "hand") == [] and g.top(g.pl(0)["active"]).name == "Swoobat"
