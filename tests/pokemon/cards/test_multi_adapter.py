"""Rotom ex's Multi Adapter: "Each of your Pokémon that has "Rotom" in its name may have up to 2
Pokémon Tool cards attached. If this Ability goes away, discard Pokémon Tools from those Pokémon
until only 1 remains on each." — asked where Tools are attached (PTCG:I-B-02) and, after
an action (with the Knock Out check, as when Rotom ex leaves play), whether a Pokémon has
more than it may."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered, pick, zone

ROTOM_EX = "me2-126"
FAN_ROTOM = "sv7-118"
KYOGRE = "me1-34"
ANCIENT_CAPSULE = "sv5-140"
FUTURE_CAPSULE = "sv5-149"
SANDWICH = "sv10-161"


def test_rotom_pokemon_take_a_second_tool_others_do_not():
    sc = Scenario()
    sc.active(0, ROTOM_EX, tools=[ANCIENT_CAPSULE])
    sc.bench(0, KYOGRE, tools=[ANCIENT_CAPSULE])
    sc.bench(0, FAN_ROTOM, tools=[ANCIENT_CAPSULE])
    sc.hand(0, FUTURE_CAPSULE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Future Booster Energy Capsule")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 2 and not [x for x in labels if "Kyogre" in x]
    pick(g, "Fan Rotom")
    assert len(g.pl(0)["bench"][1]["tools"]) == 2


def test_no_second_tool_without_rotom_ex_in_play():
    sc = Scenario()
    sc.active(0, FAN_ROTOM, tools=[ANCIENT_CAPSULE])
    sc.hand(0, FUTURE_CAPSULE, ROTOM_EX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert offered(g, "trainer", "Future Booster Energy Capsule") == []


def test_extra_tools_are_discarded_when_the_ability_goes_away():
    sc = Scenario()
    sc.active(0, FAN_ROTOM, tools=[ANCIENT_CAPSULE, FUTURE_CAPSULE], damage=30)  # Rotom ex gone
    sc.hand(0, SANDWICH, ROTOM_EX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Arven's Sandwich")  # an action: the checks after it run
    assert g.decision.kind == "tool_limit"
    pick(g, "Future Booster Energy Capsule")
    assert [g.name(c) for c in g.pl(0)["active"]["tools"]] == ["Ancient Booster Energy Capsule"]
    assert zone(g, 0, "discard") == ["Arven's Sandwich", "Future Booster Energy Capsule"]
