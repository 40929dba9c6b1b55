"""Journey Together Trainers written by hand: Redeemable Ticket (PTCG:II-E-34)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, names

REDEEMABLE_TICKET = "sv9-156"
SNOVER = "me1-35"
KYOGRE = "me1-34"
PETREL = "sv10-176"
ULTRA_BALL = "me1-131"
WATER = "sve-3"
GRASS = "sve-1"


def test_redeemable_ticket_prizes_to_the_bottom_then_as_many_from_the_top():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, REDEEMABLE_TICKET)
    sc.prizes(0, PETREL, ULTRA_BALL)
    sc.deck(0, GRASS, GRASS, WATER, WATER, WATER)
    g = sc.start(0, 3)
    do(g, "trainer", "Redeemable Ticket")
    pl = g.pl(0)
    assert names(g, pl["prizes"]) == ["Basic Grass Energy", "Basic Grass Energy"]  # the top 2
    assert len(pl["deck"]) == 5
    assert names(g, pl["deck"][-2:]) == ["Team Rocket's Petrel", "Ultra Ball"]  # at the bottom
    assert "Redeemable Ticket" in [g.name(c) for c in pl["discard"]]
