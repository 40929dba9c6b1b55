"""Cards given up for more damage, before the damage (compiler.damage.
may_give_all_energy_for_more / more_if_discarded, compiler.zones.discard_hand): Zarude's
Jungle Whip, Veluza ex's Purging Strike."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, events, zone

ZARUDE, VELUZA_EX = "sv8-11", "sv9-43"
IRON_HANDS_EX = "sv4-70"
GRASS, WATER = "sve-1", "sve-3"
ULTRA_BALL = "me1-131"


def _damage(g: Game) -> int:
    amount: int = events(g, "damage")[-1]["amount"]
    return amount


def _zarude() -> Game:
    sc = Scenario()
    sc.active(0, ZARUDE, energy=[GRASS, GRASS, WATER])
    sc.active(1, IRON_HANDS_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc.start(0, 3)


def test_jungle_whip_puts_all_energy_into_the_hand_for_80_more():
    g = _zarude()
    attack(g, "Jungle Whip")
    answer(g, "may", "Yes")
    assert _damage(g) == 160
    assert zone(g, 0, "hand") == ["Basic Grass Energy", "Basic Grass Energy",
                                  "Basic Water Energy"]
    assert g.pl(0)["active"]["energy"] == []


def test_jungle_whip_declined_keeps_the_energy():
    g = _zarude()
    attack(g, "Jungle Whip")
    answer(g, "may", "No")
    assert _damage(g) == 80 and len(g.pl(0)["active"]["energy"]) == 3


def _veluza(*hand: str) -> Game:
    sc = Scenario()
    sc.active(0, VELUZA_EX, energy=[WATER, WATER, WATER])
    sc.active(1, IRON_HANDS_EX)
    sc.hand(0, *hand)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc.start(0, 3)


def test_purging_strike_discarding_the_hand_does_120_more():
    g = _veluza(ULTRA_BALL, GRASS)
    attack(g, "Purging Strike")
    answer(g, "may", "Yes")
    assert _damage(g) == 240
    assert zone(g, 0, "discard") == ["Basic Grass Energy", "Ultra Ball"]


def test_purging_strike_declined_or_with_an_empty_hand_does_no_more():
    g = _veluza(ULTRA_BALL)
    attack(g, "Purging Strike")
    answer(g, "may", "No")
    assert _damage(g) == 120 and zone(g, 0, "hand") == ["Ultra Ball"]
    g = _veluza()
    attack(g, "Purging Strike")
    answer(g, "may", "Yes")
    assert _damage(g) == 120  # no cards discarded in this way
