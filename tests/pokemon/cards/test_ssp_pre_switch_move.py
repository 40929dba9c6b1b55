"""Switching in and moving any amount of Energy: Iron Leaves ex's Rapid Vernier ("When you play
this Pokémon from your hand onto your Bench during your turn, you may switch it with your
Active Pokémon. If you do, you may move any amount of Energy from your other Pokémon to this
Pokémon.") and Scramble Switch ("Switch your Active Pokémon with 1 of your Benched Pokémon. If
you do, you may move any amount of Energy from the Pokémon you moved to your Bench to the new
Active Pokémon.") — PTCG:II-C-03, II-C-10."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, pick

IRON_LEAVES_EX = "sv8pt5-176"
SCRAMBLE_SWITCH = "sv8-186"
KYOGRE, SNOVER = "me1-34", "me1-35"
GRASS, WATER = "sve-1", "sve-3"


def _names(g: Game, slot: dict) -> list[str]:
    return sorted(g.name(c) for c in slot["energy"])


def _benched(g: Game, name: str) -> list[dict]:
    return [s for s in g.pl(0)["bench"] if g.top(s).name == name]


def _rapid_vernier() -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[GRASS, WATER])
    sc.bench(0, SNOVER, energy=[GRASS])
    sc.active(1, SNOVER)
    sc.hand(0, IRON_LEAVES_EX)
    g = sc.start(0, 3)
    do(g, "bench", "Iron Leaves ex")
    answer(g, "may", "Use it")
    return g


def test_rapid_vernier_switches_in_and_moves_chosen_energy_from_other_pokemon():
    g = _rapid_vernier()
    assert g.top(g.pl(0)["active"]).name == "Iron Leaves ex"
    assert g.decision.kind == "move_energy" and g.decision.min == 0
    pick(g, "Basic Grass Energy on Snover", "Basic Water Energy on Kyogre")
    assert _names(g, g.pl(0)["active"]) == ["Basic Grass Energy", "Basic Water Energy"]
    (kyogre,), (snover,) = _benched(g, "Kyogre"), _benched(g, "Snover")
    assert _names(g, kyogre) == ["Basic Grass Energy"] and snover["energy"] == []


def test_rapid_vernier_may_move_no_energy():
    g = _rapid_vernier()
    g.respond([])
    assert g.top(g.pl(0)["active"]).name == "Iron Leaves ex"
    assert g.pl(0)["active"]["energy"] == []
    assert len(_benched(g, "Kyogre")[0]["energy"]) == 2


def test_scramble_switch_moves_energy_from_the_pokemon_moved_to_the_bench_only():
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[GRASS, WATER])
    sc.bench(0, SNOVER, energy=[GRASS])
    sc.bench(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, SCRAMBLE_SWITCH)
    g = sc.start(0, 3)
    do(g, "trainer", "Scramble Switch")
    answer(g, "switch", "Snover")  # the first Snover, with its Grass Energy
    labels = [o.label for o in g.decision.options]
    assert all("Kyogre" in label for label in labels)  # only from the Pokémon moved to the Bench
    pick(g, "Basic Water Energy on Kyogre")
    assert _names(g, g.pl(0)["active"]) == ["Basic Grass Energy", "Basic Water Energy"]
    assert _names(g, _benched(g, "Kyogre")[0]) == ["Basic Grass Energy"]
