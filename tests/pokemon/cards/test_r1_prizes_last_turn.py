"""Okidogi (ASC 122) Settle the Score: "This attack does 60 more damage for each Prize card your
opponent took during their last turn" — the Prize cards are counted as they are taken, only in
games with such a card (rules.before_hand.take_prizes)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick

OKIDOGI = "me2pt5-122"  # Settle the Score [FFC] 80+
FUECOCO = "sv2-34"  # 80 HP, Weakness Water
LAPRAS = "sv7-31"  # 130 HP: Surf [WCC] 80
FIGHTING, WATER = "sve-6", "sve-3"


def _okidogi_hits(g: Game) -> int:
    n = len(g.log)
    attack(g, "Settle the Score")
    return sum(e["amount"] for e in events(g, "damage", n))


def test_settle_the_score_counts_the_prize_taken_last_turn():
    sc = Scenario()
    sc.active(0, FUECOCO)
    sc.bench(0, OKIDOGI, energy=[FIGHTING, FIGHTING, FIGHTING])
    sc.active(1, LAPRAS, energy=[WATER, WATER, WATER])
    g = sc.start(1, 2)
    attack(g, "Surf")  # Fuecoco is Knocked Out
    pick(g, "Prize card 1")
    assert g.turn == 3 and g.pl(0)["active"] is not None
    assert _okidogi_hits(g) == 80 + 60


def test_settle_the_score_without_prizes_taken_last_turn():
    """The Prize card was taken in the turn before the opponent's last turn: no more damage."""
    sc = Scenario()
    sc.active(0, FUECOCO)
    sc.bench(0, OKIDOGI, energy=[FIGHTING, FIGHTING, FIGHTING])
    sc.active(1, LAPRAS, energy=[WATER, WATER, WATER])
    g = sc.start(1, 2)
    attack(g, "Surf")
    pick(g, "Prize card 1")
    end_turn(g)  # turn 3: Okidogi doesn't attack
    end_turn(g)  # turn 4: the opponent takes no Prize card
    assert g.turn == 5
    assert _okidogi_hits(g) == 80
