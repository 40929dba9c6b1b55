"""Kofu (SCR 165): "Put 2 cards from your hand on the bottom of your deck in any order. If you
put 2 cards on the bottom of your deck in this way, draw 4 cards. (If you can't put 2 cards
from your hand on the bottom of your deck, you can't use this card.)"."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered, pick, zone

KOFU = "sv7-165"
KYOGRE = "me1-34"
SNOVER = "me1-35"
FIRE = "sve-2"
WATER = "sve-3"
GRASS = "sve-1"


def test_kofu_puts_two_on_the_bottom_then_draws_four():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KOFU, SNOVER, FIRE, GRASS)
    sc.deck(0, *[WATER] * 6)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Kofu")
    assert "Kofu" not in [o.label for o in g.decision.options]
    pick(g, "Snover", "Basic Fire Energy")
    assert zone(g, 0, "hand") == ["Basic Grass Energy"] + ["Basic Water Energy"] * 4
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck[:2] == ["Basic Water Energy"] * 2
    assert sorted(deck[2:]) == ["Basic Fire Energy", "Snover"]  # on the bottom


def test_kofu_cant_be_played_with_one_other_card():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KOFU, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert offered(g, "trainer", "Kofu") == []
