"""Drawing by count or from the bottom of the deck, and "You may do N more damage. If you do,
this Pokémon also does M damage to itself." (PTCG:II-E-10). Each test checks the hand, the
deck or the damage placed."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, names

RABSCA_EX = "sv10-25"  # Upside-Down Draw [C]
MR_MIME = "sv9-58"  # Mimic [P]
DONDOZO_EX = "sv10-211"  # Dynamic Dive [W][W][C][C] 120+
MEGA_ABOMASNOW = "me1-36"  # 350 HP
KYOGRE = "me1-34"
ULTRA_BALL = "me1-131"
PETREL = "sv10-176"
WATER, GRASS, PSYCHIC = "sve-3", "sve-1", "sve-5"


def test_upside_down_draw_takes_the_bottom_three():
    sc = Scenario()
    sc.active(0, RABSCA_EX, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, WATER, WATER, WATER, PETREL, ULTRA_BALL, GRASS)
    g = sc.start(0, 3)
    attack(g, "Upside-Down Draw")
    pl = g.pl(0)
    assert names(g, pl["hand"]) == ["Basic Grass Energy", "Team Rocket's Petrel", "Ultra Ball"]
    assert names(g, pl["deck"]) == ["Basic Water Energy"] * 3


def test_mimic_shuffles_the_hand_and_draws_one_per_card_in_the_opponents_hand():
    sc = Scenario()
    sc.active(0, MR_MIME, energy=[PSYCHIC])
    sc.active(1, KYOGRE)
    sc.hand(0, PETREL, ULTRA_BALL)
    sc.hand(1, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Mimic")
    assert len(g.pl(0)["hand"]) == 4
    assert len(g.pl(0)["deck"]) == 10 + 2 - 4


def test_dynamic_dive_more_damage_and_damage_to_itself_only_if_chosen():
    for choice, to_them, to_self in (("Yes", 240, 50), ("No", 120, 0)):
        sc = Scenario()
        sc.active(0, DONDOZO_EX, energy=[WATER] * 4)
        sc.active(1, MEGA_ABOMASNOW)
        g = sc.start(0, 3)
        attack(g, "Dynamic Dive")
        answer(g, "may", choice)
        assert g.pl(1)["active"]["dmg"] == to_them
        assert g.pl(0)["active"]["dmg"] == to_self
