"""Eldegoss's Breezy Gift: "Put this Pokémon and all attached cards into your deck. If you do,
search your deck for up to 3 cards and put them into your hand. Then, shuffle your deck." —
the Pokémon and its cards can be found again; a new Active Pokémon is chosen after."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick, zone

ELDEGOSS = "sv7-11"
KYOGRE = "me1-34"
SNOVER = "me1-35"
GRASS = "sve-1"
WATER = "sve-3"


def test_breezy_gift_shuffles_itself_in_and_takes_three():
    sc = Scenario()
    sc.active(0, ELDEGOSS, energy=[GRASS])
    sc.bench(0, SNOVER)
    sc.deck(0, WATER, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Breezy Gift")
    labels = sorted(o.label for o in g.decision.options)
    assert labels == ["Basic Grass Energy", "Basic Water Energy", "Basic Water Energy", "Eldegoss"]
    pick(g, "Eldegoss", "Basic Grass Energy", "Basic Water Energy")
    assert zone(g, 0, "hand") == ["Basic Grass Energy", "Basic Water Energy", "Eldegoss"]
    assert zone(g, 0, "deck") == ["Basic Water Energy"]
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Snover"  # the only one left
