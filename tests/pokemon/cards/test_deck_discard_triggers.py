"""Texts that answer a card being discarded from its owner's deck by the opponent
(effects.script.discarded_from_deck): Ferrothorn (CRI 63)'s Startling Drop, "During your
opponent's turn, if this Pokémon is discarded from your deck by an effect of an attack or
Ability from your opponent's Pokémon, or by an effect of your opponent's Item or Supporter
cards, discard the top 8 cards of your opponent's deck." """

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import SNOVER, WATER, attack

FERROTHORN = "me4-63"  # Startling Drop
BERGMITE = "xy2-30"  # Stomp Off: "Discard the top card of your opponent's deck."


def _milled_by_stomp_off(top: str) -> Game:
    sc = Scenario()
    sc.active(0, BERGMITE, energy=[WATER])
    sc.active(1, SNOVER)
    sc.deck(0, *[WATER] * 12)
    sc.deck(1, top, *[WATER] * 12)
    g = sc.start(0, 3)
    attack(g, "Stomp Off")
    return g


def test_startling_drop_discards_the_top_8_cards_of_the_attackers_deck():
    g = _milled_by_stomp_off(FERROTHORN)
    assert [g.name(c) for c in g.pl(1)["discard"]] == ["Ferrothorn"]
    assert len(g.pl(0)["discard"]) == 8 and len(g.pl(0)["deck"]) == 4


def test_another_milled_card_discards_nothing_more():
    g = _milled_by_stomp_off(SNOVER)
    assert [g.name(c) for c in g.pl(1)["discard"]] == ["Snover"]
    assert g.pl(0)["discard"] == [] and len(g.pl(0)["deck"]) == 12
