"""Moving Energy "from 1 of your Pokémon to another of your Pokémon" (PTCG:II-C-10) when the
player has a single Pokémon in play: there is no other Pokémon to move it to, so nothing is
chosen and nothing moves (a soak found the destination asked with no option to choose)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered

ENERGY_SWITCH = "me1-115"  # Move a Basic Energy from 1 of your Pokémon to another of your Pokémon.
KYOGRE = "me1-34"
WATER = "sve-3"


def _game(bench: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    if bench:
        sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, ENERGY_SWITCH)
    return sc.start(0, 3)


def test_with_a_single_pokemon_in_play_no_energy_moves() -> None:
    g = _game(bench=False)
    if offered(g, "trainer", "Energy Switch"):  # playable or not, it must never ask the impossible
        do(g, "trainer", "Energy Switch")
        assert g.decision is not None and g.decision.kind == "main"
    assert len(g.pl(0)["active"]["energy"]) == 1


def test_with_another_pokemon_the_energy_moves_there() -> None:
    g = _game(bench=True)
    do(g, "trainer", "Energy Switch")  # one Energy and one other Pokémon: nothing to ask
    assert g.decision is not None and g.decision.kind == "main"
    assert len(g.pl(0)["active"]["energy"]) == 0
    assert len(g.pl(0)["bench"][0]["energy"]) == 1
