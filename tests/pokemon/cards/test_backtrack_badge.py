"""Backtrack Badge (PBL 74): "Once during your turn, after you flip any coins for an attack of
the Colorless Pokémon this card is attached to, you may ignore all results of those coin flips
and begin flipping those coins again." """

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick

BADGE = "me5-74"
RATICATE = "sv10-202"  # Team Rocket's Raticate, Colorless: Reckless Abandon [C] 90, 2 coins
FORRETRESS = "sv10-140"  # Metal: Hurricane of Needles, 4 coins, 80 each
GRENINJA_EX = "me30c-148"  # 300 HP
WATER = "sve-3"
METAL = "sve-8"


def _raticate(answer: str):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, RATICATE, energy=[WATER], tools=[BADGE])
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    g.rng.force(False, False, True, False)  # two tails, then (flipped again) heads and tails
    attack(g, "Reckless Abandon")
    assert g.decision.kind == "may"
    pick(g, answer)
    return g


def test_flip_again_ignores_the_first_results():
    g = _raticate("Yes")
    assert len(events(g, "coin")) == 4 and events(g, "reflip")
    assert active(g, 0)["dmg"] == 0  # not both tails any more
    assert active(g, 1)["dmg"] == 90


def test_keep_the_results():
    g = _raticate("No")
    assert len(events(g, "coin")) == 2
    assert active(g, 0) is None  # 90 damage to itself: Knocked Out (90 HP)


def test_not_for_a_pokemon_that_is_not_colorless():
    sc = Scenario()
    sc.active(0, FORRETRESS, energy=[METAL] * 4, tools=[BADGE])
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    g.rng.force(True, True, False, False)
    attack(g, "Hurricane of Needles")
    assert not events(g, "reflip")
    assert active(g, 1)["dmg"] == 160
