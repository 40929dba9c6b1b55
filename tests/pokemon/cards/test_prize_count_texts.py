"""Texts that count the Prize cards taken or left: Supreme Overlord (Kingambit, ASC 148:
"Attacks used by this Pokémon do 30 more damage to your opponent's Active Pokémon for each
Prize card your opponent has taken (before applying Weakness and Resistance)", damage step
2, PTCG:I-A-01) and Lacey (PRE 175: "… Then, draw 4 cards. If your opponent has 3 or fewer
Prize cards remaining, draw 8 cards instead.")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import MEGA_ABOMASNOW, SNOVER, attack, do, events

KINGAMBIT = "me2pt5-148"  # Double-Edged Slash [M][M] 180
LACEY = "sv7-139"
METAL = "sve-8"


def _kingambit(opponent_prizes_left: int) -> Game:
    sc = Scenario()
    sc.active(0, KINGAMBIT, energy=[METAL, METAL])
    sc.active(1, MEGA_ABOMASNOW)  # 350 HP, weak to Metal ×2
    sc.prizes(0, n=opponent_prizes_left)  # player 0's own Prize cards: not counted
    sc.prizes(1, n=3)  # the opponent (player 1) has taken 3 of 6
    return sc.start(0, 3)


def _done(g: Game) -> int:
    return sum(e["amount"] for e in events(g, "damage", target="Mega Abomasnow ex"))


def test_supreme_overlord_counts_the_prizes_the_opponent_has_taken():
    g = _kingambit(6)
    attack(g, "Double-Edged Slash")
    assert _done(g) == (180 + 3 * 30) * 2  # the 90 more before Weakness


def test_supreme_overlord_adds_nothing_before_the_opponent_takes_a_prize():
    sc = Scenario()
    sc.active(0, KINGAMBIT, energy=[METAL, METAL])
    sc.active(1, MEGA_ABOMASNOW)
    sc.prizes(0, n=2)  # this player's own Prize cards taken don't count
    g = sc.start(0, 3)
    attack(g, "Double-Edged Slash")
    assert _done(g) == 180 * 2


def _lacey(opponent_prizes: int) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, LACEY, SNOVER)
    sc.deck(0, pad=True)
    sc.deck_size[0] = 20
    sc.prizes(1, n=opponent_prizes)
    return sc.start(0, 3)


def test_lacey_draws_4_while_the_opponent_has_more_than_3_prizes():
    g = _lacey(4)
    do(g, "trainer", "Lacey")
    assert len(g.pl(0)["hand"]) == 4
    assert len(g.pl(0)["deck"]) == 21 - 4  # the Snover went into the deck


def test_lacey_draws_8_instead_when_the_opponent_has_3_or_fewer():
    g = _lacey(3)
    do(g, "trainer", "Lacey")
    assert len(g.pl(0)["hand"]) == 8
    assert len(g.pl(0)["deck"]) == 21 - 8
