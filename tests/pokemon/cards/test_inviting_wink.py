"""Lillie's Ribombee's Inviting Wink (JTG 164): "When you play this Pokémon from your hand to
evolve 1 of your Pokémon during your turn, you may have your opponent reveal their hand and
you put any number of Basic Pokémon you find there onto their Bench" (compiler.zones:
reveals_hand_and with "have your opponent reveal", found_in_hand_to with "any number" and
"onto their Bench")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, events, pick, zone

LILLIES_CUTIEFLY = "sv9-66"
LILLIES_RIBOMBEE = "sv9-164"
DRAGONITE_EX = "sv3-159"
KYOGRE = "me1-34"  # Basic
SHROODLE = "svp-99"  # Basic
SKARMORY = "sv3-142"  # Basic
WATER = "sve-3"


def _evolved():
    sc = Scenario()
    sc.active(0, LILLIES_CUTIEFLY)
    sc.hand(0, LILLIES_RIBOMBEE)
    sc.active(1, DRAGONITE_EX)
    sc.hand(1, KYOGRE, SHROODLE, SKARMORY, WATER)
    g = sc.start(0, 3)
    do(g, "evolve", "Lillie's Ribombee")
    return g


def test_inviting_wink_benches_the_chosen_basic_pokemon_from_their_revealed_hand():
    g = _evolved()
    answer(g, "may", "Use it")
    assert any(e["type"] == "reveal_hand" for e in events(g))
    pick(g, "Kyogre", "Skarmory")
    assert sorted(g.top(s).name for s in g.pl(1)["bench"]) == ["Kyogre", "Skarmory"]
    hand = zone(g, 1, "hand")
    assert "Shroodle" in hand and "Kyogre" not in hand and "Skarmory" not in hand


def test_inviting_wink_may_bench_none():
    g = _evolved()
    answer(g, "may", "Use it")
    pick(g)
    assert g.pl(1)["bench"] == []
    assert len(g.pl(1)["hand"]) == 4
