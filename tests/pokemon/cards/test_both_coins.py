""""Flip 2 coins. If both of them are tails/heads, …" (Team Rocket's Raticate, Bombirdier): the
rest of the sentence only for that outcome of both coins; "search your deck for a Pokémon and
put it onto your Bench" offers Basic Pokémon only (PTCG:II-C-11)."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick, zone

RATICATE = "sv10-202"  # Reckless Abandon [C] 90
BOMBIRDIER = "me5-71"  # Challenging Delivery [C][C]
KYOGRE = "me1-34"
SNOVER = "me1-35"
ABOMASNOW = "me1-36"  # a Stage 1, never benched from the deck
WATER = "sve-3"


@pytest.mark.parametrize(("coins", "self_damage"), [
    ((False, False), 90), ((True, False), 0), ((False, True), 0), ((True, True), 0)])
def test_reckless_abandon_hurts_itself_only_on_two_tails(coins, self_damage):
    sc = Scenario()
    sc.active(0, RATICATE, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    attack(g, "Reckless Abandon")
    assert active(g, 1)["dmg"] == 90
    assert active(g, 0) is None if self_damage else active(g, 0)["dmg"] == 0
    assert ("Team Rocket's Raticate" in zone(g, 0, "discard")) == bool(self_damage)


@pytest.mark.parametrize("coins", [(True, True), (True, False)])
def test_challenging_delivery_benches_a_basic_pokemon_on_two_heads(coins):
    sc = Scenario()
    sc.active(0, BOMBIRDIER, energy=[WATER, WATER])
    sc.deck(0, SNOVER, ABOMASNOW, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    attack(g, "Challenging Delivery")
    if coins == (True, True):
        assert [o.label for o in g.decision.options] == ["Snover"]
        pick(g, "Snover")
        assert [g.name(s["cards"][-1]) for s in g.pl(0)["bench"]] == ["Snover"]
        assert events(g, "shuffle")
    else:
        assert g.pl(0)["bench"] == []
        assert not events(g, "search")
