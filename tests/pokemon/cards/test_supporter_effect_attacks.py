"""Attacks that use a Supporter card's effect as their own (PTCG:II-C-18): Supernatural
Shapeshifter (Ninetales, MEG 20: "Discard the top card of your deck, and if that card is a
Supporter card, use the effect of that card as the effect of this attack.") and Look-Alike
Show (Mr. Mime, TEF 63: "Your opponent reveals their hand. You may use the effect of a
Supporter card you find there as the effect of this attack."). Lacey ("Shuffle your hand into
your deck. Then, draw 4 cards. …") is the Supporter: the attacker's hand shows its effect."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, SNOVER, answer, attack, events

NINETALES = "me1-20"
MR_MIME = "sv5-63"
LACEY = "sv7-139"
WATER = "sve-3"


def _shapeshifter(top: str) -> Game:
    sc = Scenario()
    sc.active(0, NINETALES, energy=[WATER])
    sc.hand(0, SNOVER)
    sc.deck(0, top, pad=True)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Supernatural Shapeshifter")
    return g


def test_supernatural_shapeshifter_uses_a_discarded_supporter():
    g = _shapeshifter(LACEY)
    assert events(g, "copy_supporter", card="Lacey")
    assert "Lacey" in [g.name(c) for c in g.pl(0)["discard"]]
    assert len(g.pl(0)["hand"]) == 4  # the Snover shuffled in, 4 drawn


def test_supernatural_shapeshifter_nothing_for_another_card():
    g = _shapeshifter(WATER)
    assert not events(g, "copy_supporter")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Snover"]


def _look_alike() -> Game:
    sc = Scenario()
    sc.active(0, MR_MIME, energy=[WATER])
    sc.hand(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(1, LACEY, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Look-Alike Show")
    assert events(g, "reveal_hand", player=1)
    return g


def test_look_alike_show_uses_a_supporter_of_the_opponents_hand():
    g = _look_alike()
    answer(g, "copy_supporter", "Lacey")
    assert len(g.pl(0)["hand"]) == 4
    assert "Lacey" in [g.name(c) for c in g.pl(1)["hand"]]  # it stays in their hand


def test_look_alike_show_may_use_none():
    g = _look_alike()
    answer(g, "copy_supporter", "None")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Snover"]
