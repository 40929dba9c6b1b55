"""Wash Out (Dewgong: "As often as you like during your turn … Move a Water Energy from 1 of
your Benched Pokémon to your Active Pokémon", compiler.trainers.move_energy_to_active read in
an Ability) and Torrential Whirlpool (Samurott: "switch your Active Pokémon with 1 of your
Benched Pokémon. If you do, switch out your opponent's Active Pokémon to the Bench.")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, SNOVER, answer, do, offered

DEWGONG = "me3-19"
SAMUROTT = "rsv10pt5-107"
WATER, FIGHTING = "sve-3", "sve-6"


def test_wash_out_moves_water_energy_as_often_as_you_like():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, DEWGONG, energy=[WATER, FIGHTING])
    sc.bench(0, SNOVER, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "ability")
    answer(g, "move_energy", "Snover")
    do(g, "ability")  # again: not once per turn
    names = sorted(g.name(c) for c in g.pl(0)["active"]["energy"])
    assert names == ["Basic Water Energy", "Basic Water Energy"]
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Fighting Energy"]
    assert not offered(g, "ability")  # no Water Energy left on the Bench


def test_torrential_whirlpool_switches_both_active_pokemon():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, SAMUROTT)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "ability")
    answer(g, "switch", "Samurott")
    assert g.top(g.pl(0)["active"]).name == "Samurott"
    assert g.top(g.pl(1)["active"]).name == "Snover"
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Kyogre"]
    assert not offered(g, "ability")  # once during your turn


def test_torrential_whirlpool_needs_a_benched_pokemon_to_switch_with():
    sc = Scenario()
    sc.active(0, SAMUROTT)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    assert not offered(sc.start(0, 3), "ability")
