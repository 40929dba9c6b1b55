"""Misty's Psyduck's Flustered Leap: "Once during your turn, if this Pokémon is on your Bench,
you may discard the bottom card of your deck. If you do, discard all cards from this Pokémon
and put this Pokémon on top of your deck." """

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered, zone

PSYDUCK = "sv10-193"
KYOGRE = "me1-34"
SNOVER = "me1-35"
WATER = "sve-3"
FIRE = "sve-2"


def test_flustered_leap_from_the_bench():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, PSYDUCK, energy=[WATER])
    sc.deck(0, SNOVER, WATER, FIRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "ability")
    assert g.pl(0)["bench"] == []
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Misty's Psyduck", "Snover",
                                                     "Basic Water Energy"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy"]


def test_flustered_leap_not_from_the_active_spot_nor_with_an_empty_deck():
    sc = Scenario()
    sc.active(0, PSYDUCK)
    sc.deck(0, WATER)
    sc.active(1, KYOGRE)
    assert offered(sc.start(0, 3), "ability") == []
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, PSYDUCK)
    sc.deck(0)
    sc.active(1, KYOGRE)
    assert offered(sc.start(0, 3), "ability") == []
