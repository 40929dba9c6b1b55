"""Decidueye ex's Sniper's Eye (compiler.cost_abilities.ignore_colorless): "If your opponent has
exactly 4 cards in their hand, ignore all Colorless Energy in the costs of attacks used by this
Pokémon." (PTCG:II-D-09)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, offered, zone

ROWLET, DARTRIX, DECIDUEYE_EX = "me3-10", "me3-11", "me3-100"
IRON_HANDS_EX = "sv4-70"
GRASS, WATER = "sve-1", "sve-3"


def _game(opponent_hand: int) -> Scenario:
    sc = Scenario()
    sc.active(0, ROWLET, DARTRIX, DECIDUEYE_EX, energy=[GRASS])
    sc.active(1, IRON_HANDS_EX)
    sc.hand(1, *([WATER] * opponent_hand))
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc


def test_crushing_arrow_costs_only_grass_while_the_opponent_holds_exactly_4_cards():
    g = _game(4).start(0, 3)
    attack(g, "Crushing Arrow")  # 240 damage: Iron Hands ex (230 HP) is Knocked Out
    assert "Iron Hands ex" in zone(g, 1, "discard")


def test_crushing_arrow_needs_its_colorless_energy_otherwise():
    for n in (3, 5):
        g = _game(n).start(0, 3)
        assert offered(g, "attack") == []
