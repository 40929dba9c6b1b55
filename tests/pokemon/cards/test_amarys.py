"""Amarys (PRE 170): "Draw 4 cards. At the end of this turn, if you have 5 or more cards in your
hand, discard your hand." (PTCG:II-E-20: an effect "at the end of this turn" happens then,
with its condition read then.)"""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, end_turn, events, zone

AMARYS = "sv8pt5-93"
KYOGRE = "me1-34"
SNOVER = "me1-35"
WATER = "sve-3"


def _game(*hand: str):
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, AMARYS, *hand)
    sc.deck(0, *[WATER] * 8)
    sc.active(1, KYOGRE)
    sc.deck(1, *[WATER] * 8)
    return sc.start(0, 3)


def test_amarys_discards_a_hand_of_five_or_more_at_the_end_of_the_turn():
    g = _game(SNOVER)
    do(g, "trainer", "Amarys")
    assert sorted(zone(g, 0, "hand")) == ["Basic Water Energy"] * 4 + ["Snover"]
    end_turn(g)
    assert zone(g, 0, "hand") == []
    assert sorted(zone(g, 0, "discard")) == sorted(
        ["Amarys", "Snover"] + ["Basic Water Energy"] * 4)
    assert g.current == 1


def test_amarys_keeps_a_hand_of_four_and_lasts_one_turn_only():
    g = _game()
    do(g, "trainer", "Amarys")
    assert len(g.pl(0)["hand"]) == 4
    end_turn(g)
    assert len(g.pl(0)["hand"]) == 4  # fewer than 5 at the end of the turn: kept
    assert zone(g, 0, "discard") == ["Amarys"]
    assert not events(g, "discard", player=0)
    assert not [fx for fx in g.s.get("pfx", []) if fx["kind"] == "end_of_turn"
                and fx.get("until", 0) >= g.turn]
