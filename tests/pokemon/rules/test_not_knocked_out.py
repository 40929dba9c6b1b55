""""If this Pokémon [has full HP and] would be Knocked Out by damage from an attack, [flip a
coin. If heads,] it is not Knocked Out, and its remaining HP becomes 10" (PTCG:II-D-16):
Annihilape's Durable Body (PBL 41) and Crustle's Sturdy (BLK 130), read where attack damage is
placed (rules/damage.py)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

ANNIHILAPE = "me5-41"  # 150 HP, Retreat 2
CRUSTLE = "zsv10pt5-130"  # 150 HP, Retreat 3
MEGA_CHANDELURE_EX = "me5-115"  # Phantom Maze 130 + 50 per Colorless of the Retreat Cost (+1)
PSYCHIC = "sve-5"


def _game(defender: str, damage: int = 0) -> Game:
    sc = Scenario()
    sc.active(0, MEGA_CHANDELURE_EX, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, defender, damage=damage)
    sc.bench(1, defender)
    return sc.start(0, 3)


def test_durable_body_heads_not_knocked_out_remaining_hp_10():
    g = _game(ANNIHILAPE)
    g.rng.force(True)
    attack(g, "Phantom Maze")  # 280 damage
    assert g.top(g.pl(1)["active"]).name == "Annihilape"
    assert g.pl(1)["active"]["dmg"] == 140
    assert events(g, "not_knocked_out", pokemon="Annihilape")
    assert len(g.pl(0)["prizes"]) == 6


def test_durable_body_tails_knocked_out():
    g = _game(ANNIHILAPE)
    g.rng.force(False)
    attack(g, "Phantom Maze")
    assert events(g, "knocked_out", pokemon="Annihilape")
    assert not events(g, "not_knocked_out")


def test_durable_body_even_with_damage_on_it():
    g = _game(ANNIHILAPE, damage=100)
    g.rng.force(True)
    attack(g, "Phantom Maze")
    assert g.pl(1)["active"]["dmg"] == 140


def test_durable_body_no_coin_when_the_damage_would_not_knock_it_out():
    sc = Scenario()
    sc.active(0, ANNIHILAPE, energy=[PSYCHIC, PSYCHIC])  # Ghostly Blow 100
    sc.active(1, ANNIHILAPE)
    g = sc.start(0, 3)
    attack(g, "Ghostly Blow")
    assert g.pl(1)["active"]["dmg"] == 100
    assert not events(g, "coin")


def test_sturdy_at_full_hp_not_knocked_out():
    g = _game(CRUSTLE)
    attack(g, "Phantom Maze")  # 330 damage
    assert g.pl(1)["active"]["dmg"] == 140
    assert not events(g, "coin")


def test_sturdy_with_damage_on_it_knocked_out():
    g = _game(CRUSTLE, damage=10)
    attack(g, "Phantom Maze")
    assert events(g, "knocked_out", pokemon="Crustle")
