"""Grafaiai's Mischievous Painting (compiler.zones.attach_to_opponents): "Attach up to 3 Energy
cards from your opponent's discard pile to their Pokémon in any way you like." (PTCG:II-C-09)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, pick, zone

SHROODLE, GRAFAIAI = "sv8-120", "sv8-121"
SNOVER, KYOGRE = "me1-35", "me1-34"
GRASS, WATER, FIRE, DARKNESS = "sve-1", "sve-3", "sve-2", "sve-7"
ULTRA_BALL = "me1-131"


def test_mischievous_painting_attaches_the_chosen_opponent_energy_to_their_pokemon():
    sc = Scenario()
    sc.active(0, SHROODLE, GRAFAIAI, energy=[DARKNESS])
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.discard(1, GRASS, WATER, FIRE, FIRE, ULTRA_BALL)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Mischievous Painting")
    assert g.decision.player == 0 and "Ultra Ball" not in [o.label for o in g.decision.options]
    pick(g, "Basic Grass Energy", "Basic Water Energy", "Basic Fire Energy")
    for _ in range(3):
        answer(g, "attach", "Snover")
    opp = g.pl(1)
    assert sorted(g.name(c) for c in opp["bench"][0]["energy"]) == [
        "Basic Fire Energy", "Basic Grass Energy", "Basic Water Energy"]
    assert opp["active"]["energy"] == []
    assert zone(g, 1, "discard") == ["Basic Fire Energy", "Ultra Ball"]
