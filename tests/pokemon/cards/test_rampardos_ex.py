"""Rampardos ex's Destructive Headbutting: "Once during your turn, if this Pokémon is in the
Active Spot, you may use this Ability. Flip a coin. If heads, discard an Energy from your
opponent's Active Pokémon." — usable only in the Active Spot and while that Pokémon has an
Energy to discard (PTCG:I-A-02)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, do, offered, pick, zone

RAMPARDOS_EX = "me5-100"
KYOGRE = "me1-34"
WATER = "sve-3"
FIRE = "sve-2"


def _game(energy: list[str], bench: bool = False):  # type: ignore[no-untyped-def]
    sc = Scenario()
    if bench:
        sc.active(0, KYOGRE)
        sc.bench(0, RAMPARDOS_EX)
    else:
        sc.active(0, RAMPARDOS_EX)
    sc.active(1, KYOGRE, energy=energy)
    return sc.start(0, 3)


def test_heads_discards_a_chosen_energy_from_the_opponents_active():
    g = _game([WATER, FIRE])
    g.rng.force(True)
    do(g, "ability")
    pick(g, "Fire")
    assert [g.name(c) for c in active(g, 1)["energy"]] == ["Basic Water Energy"]
    assert zone(g, 1, "discard") == ["Basic Fire Energy"]
    assert offered(g, "ability") == []  # once during your turn


def test_tails_discards_nothing():
    g = _game([WATER])
    g.rng.force(False)
    do(g, "ability")
    assert len(active(g, 1)["energy"]) == 1


def test_not_usable_on_the_bench_or_without_energy_to_discard():
    assert offered(_game([WATER], bench=True), "ability") == []
    assert offered(_game([]), "ability") == []
