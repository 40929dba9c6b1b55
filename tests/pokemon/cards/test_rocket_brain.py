"""Team Rocket's Orbeetle's Rocket Brain: "As often as you like during your turn, you may move 1
damage counter from 1 of your Team Rocket's Pokémon to another of your Pokémon." — moved, not
damage (PTCG:II-C-08); usable while a Team Rocket's Pokémon has a counter to move."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, do, offered, pick

ORBEETLE = "sv10-198"
SNEASEL = "sv10-128"  # Team Rocket's Sneasel
SNOVER = "me1-35"
KYOGRE = "me1-34"


def test_rocket_brain_moves_one_counter_at_a_time_from_team_rockets_pokemon():
    sc = Scenario()
    sc.active(0, ORBEETLE)
    sc.bench(0, SNEASEL, damage=20)
    sc.bench(0, SNOVER, damage=30)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    for _ in range(2):
        do(g, "ability")
        assert {o.label.split(" (")[0] for o in g.decision.options} == {
            "Team Rocket's Orbeetle", "Snover"}  # the Sneasel, the one source, is not a target
        pick(g, "Snover")
    sneasel, snover = g.pl(0)["bench"]
    assert sneasel["dmg"] == 0 and snover["dmg"] == 50
    assert active(g, 0)["dmg"] == 0
    assert offered(g, "ability") == []  # no Team Rocket's Pokémon has a counter left
