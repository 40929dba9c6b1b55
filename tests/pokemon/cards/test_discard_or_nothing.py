"""Attacks that discard Basic Energy from the hand or do nothing: "Discard N Basic X Energy
cards from your hand. If you can't discard N cards in this way, this attack does nothing."
(Lurantis, Ceruledge, Hydrapple). The discard is done before the damage (attack step 3), so
too few cards stop the damage and every other effect (PTCG:II-D-01)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick, zone

LURANTIS = "sv10-14"  # Petal Blade Dance [G] 130
CERULEDGE = "me2-20"  # Infernal Slash [R] 220
HYDRAPPLE = "sv10-188"  # Hydra Breath [G]: discard 6, Knock Out the Active
KYOGRE = "me1-34"  # 150 HP, Water
GRASS = "sve-1"
FIRE = "sve-2"
WATER = "sve-3"


def _game(attacker: str, energy: str, hand: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=[energy] * 3)
    sc.active(1, KYOGRE)
    sc.bench(1, KYOGRE)
    sc.hand(0, *hand)
    return sc.start(0, 3)


def test_lurantis_discards_two_and_does_its_damage():
    g = _game(LURANTIS, GRASS, [GRASS, GRASS, GRASS, WATER])
    attack(g, "Petal Blade Dance")
    pick(g, *["Basic Grass Energy"] * 2)
    assert active(g, 1)["dmg"] == 130
    assert zone(g, 0, "discard").count("Basic Grass Energy") == 2
    assert zone(g, 0, "hand") == ["Basic Grass Energy", "Basic Water Energy"]


def test_lurantis_with_one_card_does_nothing():
    g = _game(LURANTIS, GRASS, [GRASS, WATER])
    attack(g, "Petal Blade Dance")
    pick(g, "Basic Grass Energy")  # the one there is
    assert active(g, 1)["dmg"] == 0
    assert events(g, "attack_does_nothing")


def test_ceruledge_without_fire_energy_in_hand_does_nothing():
    g = _game(CERULEDGE, FIRE, [WATER, WATER, WATER, WATER])
    attack(g, "Infernal Slash")
    assert active(g, 1)["dmg"] == 0
    assert zone(g, 0, "hand") == ["Basic Water Energy"] * 4


def test_ceruledge_with_four_does_220():
    g = _game(CERULEDGE, FIRE, [FIRE] * 4)
    attack(g, "Infernal Slash")
    pick(g, *["Basic Fire Energy"] * 4)
    assert events(g, "damage", amount=220)
    assert zone(g, 1, "discard") == ["Kyogre"]  # 150 HP
    assert zone(g, 0, "discard") == ["Basic Fire Energy"] * 4


def test_hydrapple_knocks_out_only_after_six():
    g = _game(HYDRAPPLE, GRASS, [GRASS] * 6)
    kyogre = active(g, 1)["id"]
    attack(g, "Hydra Breath")
    pick(g, *["Basic Grass Energy"] * 6)
    assert zone(g, 0, "discard") == ["Basic Grass Energy"] * 6
    assert all(s["id"] != kyogre for s in [active(g, 1), *g.pl(1)["bench"]] if s)
    assert zone(g, 1, "discard") == ["Kyogre"]


def test_hydrapple_with_five_does_nothing():
    g = _game(HYDRAPPLE, GRASS, [GRASS] * 5)
    kyogre = active(g, 1)["id"]
    attack(g, "Hydra Breath")
    pick(g, *["Basic Grass Energy"] * 5)
    assert active(g, 1)["id"] == kyogre
    assert zone(g, 1, "discard") == []
