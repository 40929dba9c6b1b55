"""Joltik's Jolting Charge: "Search your deck for up to 2 Basic Grass Energy cards and up to 2
Basic Lightning Energy cards and attach them to your Pokémon in any way you like. Then, shuffle
your deck." — each kind chosen on its own (at most 2 of each), every card attached where the
player likes (PTCG:II-C-09)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick

JOLTIK = "sv7-50"
KYOGRE = "me1-34"
SNOVER = "me1-35"
GRASS = "sve-1"
LIGHTNING = "sve-4"
WATER = "sve-3"


def test_jolting_charge_two_of_each_kind_attached_any_way():
    sc = Scenario()
    sc.active(0, JOLTIK, energy=[WATER])
    sc.bench(0, SNOVER)
    sc.deck(0, GRASS, GRASS, GRASS, LIGHTNING, LIGHTNING, LIGHTNING, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Jolting Charge")
    d = g.decision
    assert d.max == 2 and {o.label for o in d.options} == {"Basic Grass Energy"}
    pick(g, "Basic Grass Energy", "Basic Grass Energy")
    d = g.decision
    assert d.max == 2 and {o.label for o in d.options} == {"Basic Lightning Energy"}
    pick(g, "Basic Lightning Energy")
    for where in ("Snover", "Joltik", "Snover"):
        pick(g, where)
    snover = g.pl(0)["bench"][0]
    assert sorted(g.name(c) for c in snover["energy"]) == ["Basic Grass Energy",
                                                           "Basic Lightning Energy"]
    assert sorted(g.name(c) for c in active(g, 0)["energy"]) == ["Basic Grass Energy",
                                                                 "Basic Water Energy"]
    assert len(g.pl(0)["deck"]) == 4
    assert events(g, "shuffle")
