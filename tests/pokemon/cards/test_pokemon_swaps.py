"""Switching a Pokémon in play with a card from the deck or the discard pile, everything on it
staying (PTCG:II-D-19; effects.ops_pokemon.swap_in): Ditto's Surprisingly Transform, Palafin's
Zero to Hero (a move to the Bench triggers it) with Palafin ex's Hero's Spirit, Ogre's Mask."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, offered

KYOGRE, SNOVER = "me1-34", "me1-35"
WATER, GRASS, FIRE = "sve-3", "sve-1", "sve-2"
DITTO = "me30c-115"  # Surprisingly Transform [C][C]
PALAFIN, PALAFIN_EX, FINIZEN = "sv6-60", "sv8pt5-151", "sv3-60"
OGRES_MASK = "sv8pt5-118"
TEAL_OGERPON_EX, HEARTHFLAME_OGERPON_EX = "sv6-25", "sv6-40"


def test_surprisingly_transform_heads_the_pokemon_from_the_deck_takes_dittos_place():
    sc = Scenario()
    sc.active(0, DITTO, energy=[WATER, WATER], damage=30)
    sc.deck(0, KYOGRE, WATER, WATER)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    g.rng.force(True)
    attack(g, "Surprisingly Transform")
    answer(g, "choose_cards", "Kyogre")
    me = g.pl(0)["active"]
    assert [g.name(c) for c in me["cards"]] == ["Kyogre"]
    assert len(me["energy"]) == 2 and me["dmg"] == 30  # everything stays
    assert "Ditto" in [g.name(c) for c in g.pl(0)["deck"]]


def test_surprisingly_transform_tails_nothing():
    sc = Scenario()
    sc.active(0, DITTO, energy=[WATER, WATER])
    sc.deck(0, KYOGRE, WATER)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    g.rng.force(False)
    attack(g, "Surprisingly Transform")
    assert [g.name(c) for c in g.pl(0)["active"]["cards"]] == ["Ditto"]


def test_zero_to_hero_when_palafin_retreats():
    sc = Scenario()
    sc.active(0, FINIZEN, PALAFIN, energy=[WATER], damage=20)
    sc.bench(0, KYOGRE)
    sc.deck(0, PALAFIN_EX, WATER, WATER)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "may", "Use it")
    answer(g, "choose_cards", "Palafin ex")
    hero = g.pl(0)["bench"][0]
    assert [g.name(c) for c in hero["cards"]] == ["Finizen", "Palafin ex"]
    assert hero["dmg"] == 20
    assert "Palafin" in [g.name(c) for c in g.pl(0)["deck"]]


def test_heros_spirit_palafin_ex_cant_be_played_from_the_hand():
    sc = Scenario()
    sc.active(0, FINIZEN, played=1)
    sc.hand(0, PALAFIN_EX, PALAFIN)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    assert offered(g, "evolve", "Palafin ex") == []
    assert offered(g, "evolve", "Palafin") != []


def test_ogres_mask_switches_ogerpon_ex_from_the_discard_pile():
    sc = Scenario()
    sc.active(0, TEAL_OGERPON_EX, energy=[GRASS], damage=50)
    sc.discard(0, HEARTHFLAME_OGERPON_EX)
    sc.hand(0, OGRES_MASK)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "trainer", "Ogre's Mask")
    me = g.pl(0)["active"]
    assert [g.name(c) for c in me["cards"]] == ["Hearthflame Mask Ogerpon ex"]
    assert me["dmg"] == 50 and len(me["energy"]) == 1
    assert sorted(g.name(c) for c in g.pl(0)["discard"]) == ["Ogre's Mask",
                                                             "Teal Mask Ogerpon ex"]
