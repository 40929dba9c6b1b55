"""Energy attached from a discard pile in any way the attacker likes (PTCG:II-C-09): Grafaiai's
Mischievous Painting (compiler.zones.attach_to_opponents: the opponent's cards to their
Pokémon) and Dedenne's Tail Generator (up to a number counted from the opponent's Energy)."""

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


DEDENNE, IRON_HANDS_EX = "me3-93", "sv4-70"
LIGHTNING = "sve-4"


def test_tail_generator_attaches_up_to_the_opponents_energy_to_lightning_pokemon():
    sc = Scenario()
    sc.active(0, DEDENNE, energy=[LIGHTNING])
    sc.bench(0, IRON_HANDS_EX)
    sc.bench(0, SNOVER)
    sc.discard(0, LIGHTNING, LIGHTNING, LIGHTNING, LIGHTNING, GRASS)
    sc.active(1, KYOGRE, energy=[WATER])
    sc.bench(1, SNOVER, energy=[WATER, WATER])
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Tail Generator")
    assert g.decision.max == 3  # 3 Energy on the opponent's Pokémon
    pick(g, "Basic Lightning Energy", "Basic Lightning Energy", "Basic Lightning Energy")
    for _ in range(3):
        answer(g, "attach", "Iron Hands ex")
    me = g.pl(0)
    assert len(me["bench"][0]["energy"]) == 3 and me["bench"][1]["energy"] == []
    assert zone(g, 0, "discard") == ["Basic Grass Energy", "Basic Lightning Energy"]
