"""Items that look at or rearrange decks (compiler.zones.look_top_of /
look_then_reorder_or_bottom, compiler.trainers.each_hand_to_bottom / they_draw_if_moved): Dusk
Ball, Deduction Kit, Meddling Memo."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, pick, zone

DUSK_BALL, DEDUCTION_KIT, MEDDLING_MEMO = "sv8-175", "sv8-171", "sv8-181"
SNOVER, KYOGRE = "me1-35", "me1-34"
ULTRA_BALL = "me1-131"
GRASS, WATER, FIRE = "sve-1", "sve-3", "sve-2"


def _game(*deck: str) -> Scenario:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.deck(0, *deck)
    sc.deck(1, pad=True)
    return sc


def test_dusk_ball_offers_only_pokemon_among_the_bottom_7_cards():
    sc = _game(KYOGRE, *([GRASS] * 7), SNOVER)  # Kyogre is 9th from the bottom
    sc.hand(0, DUSK_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Dusk Ball")
    assert [o.label for o in g.decision.options] == ["Snover"]
    pick(g, "Snover")
    assert zone(g, 0, "hand") == ["Snover"]
    assert len(g.pl(0)["deck"]) == 8


def test_deduction_kit_puts_the_top_3_back_in_the_chosen_order():
    sc = _game(GRASS, WATER, FIRE, ULTRA_BALL, SNOVER)
    sc.hand(0, DEDUCTION_KIT)
    g = sc.start(0, 3)
    do(g, "trainer", "Deduction Kit")
    answer(g, "choose", "Put them back in any order")
    pick(g, "Fire", "Grass", "Water")
    assert [g.name(c) for c in g.pl(0)["deck"]] == [
        "Basic Fire Energy", "Basic Grass Energy", "Basic Water Energy", "Ultra Ball", "Snover"]


def test_deduction_kit_or_puts_them_on_the_bottom():
    sc = _game(GRASS, WATER, FIRE, ULTRA_BALL, SNOVER)
    sc.hand(0, DEDUCTION_KIT)
    g = sc.start(0, 3)
    do(g, "trainer", "Deduction Kit")
    answer(g, "choose", "Shuffle them and put them on the bottom")
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck[:2] == ["Ultra Ball", "Snover"]
    assert sorted(deck[2:]) == ["Basic Fire Energy", "Basic Grass Energy", "Basic Water Energy"]


def test_meddling_memo_opponent_puts_hand_on_the_bottom_and_draws_that_many():
    sc = _game()
    sc.deck(0, pad=True)
    sc.hand(0, MEDDLING_MEMO)
    sc.hand(1, ULTRA_BALL, SNOVER, GRASS)
    g = sc.start(0, 3)
    deck_before = list(g.pl(1)["deck"])
    do(g, "trainer", "Meddling Memo")
    opp = g.pl(1)
    assert len(opp["hand"]) == 3
    assert sorted(opp["hand"]) == sorted(deck_before[:3])  # drawn from the top
    assert sorted(g.name(c) for c in opp["deck"][-3:]) == ["Basic Grass Energy", "Snover",
                                                            "Ultra Ball"]
