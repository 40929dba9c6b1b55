"""Setup (ZD:100) and winning and losing (ZD:101)."""

from __future__ import annotations

import tcgsim.zero as zero
from tcgsim.zero.scenario import Scenario

from ..testcards.basic import DECK
from ..util import act, answer, auto_pay, events, pass_priority


def test_setup_six_life_six_hand_first_player_decides_first() -> None:
    """ZD:100: each player's 50 cards are shuffled, 6 life cards come from the top of the
    deck one by one, then a 6-card hand; the first player decides a mulligan first
    (ZD:102)."""
    g = zero.new_game(DECK, DECK, seed=4)
    first = g.s["first"]
    for p in (0, 1):
        pl = g.pl(p)
        assert len(pl["life"]) == 6 and len(pl["hand"]) == 6 and len(pl["deck"]) == 38
    assert events(g, "shuffle") and len(events(g, "move", why="setup")) == 24
    assert g.decision.kind == "mulligan" and g.decision.player == first
    g.respond([0])
    assert g.decision.kind == "mulligan" and g.decision.player == 1 - first


def test_one_mulligan_reshuffles_hand_and_life() -> None:
    """ZD:100: a mulligan shuffles the hand and the life cards into the deck and deals life
    and hand again; each player has one chance only."""
    g = zero.new_game(DECK, DECK, seed=8)
    p = g.s["first"]
    old_hand = sorted(g.pl(p)["hand"])
    g.respond([1])
    pl = g.pl(p)
    assert pl["mulligan"] and len(pl["hand"]) == 6 and len(pl["life"]) == 6
    assert len(pl["deck"]) == 38 and sorted(pl["hand"]) != old_hand
    g.respond([0])  # the other player keeps
    assert g.decision.kind != "mulligan"  # nobody is asked again
    assert g.s["turn"] == 1 and g.current == p


def test_drawing_from_an_empty_deck_loses() -> None:
    """ZD:101: a player who must draw but has no card left loses at once."""
    sc = Scenario()
    sc.deck(0)  # empty deck
    g = sc.start(player=0, turn=3, step="draw")
    assert g.result is not None and g.result.winner == 1 and "draw" in g.result.reason


def test_both_players_losing_at_once_is_a_draw() -> None:
    """ZD:101: if both players lose at the same moment, the game is a draw."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=2)
    tac = sc.hand(0, "T-FAMINE")[0]
    sc.deck(0, "T-R1")
    sc.deck(1)
    g = sc.start(player=0, turn=3)
    act(g, "use", tac)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.result is not None and g.result.winner is None
    assert g.decision is None


def test_battle_damage_with_an_empty_life_zone_loses() -> None:
    """ZD:101/ZD:505: a player whose life zone is empty and whose life zone is attacked
    successfully and takes battle damage loses; with cards left, one card is flipped."""
    for life, lost in ((0, True), (1, False)):
        sc = Scenario()
        a = sc.battle(0, "T-R2")
        sc.life(1, n=life)
        g = sc.start(player=0, turn=3)
        act(g, "attack", a)
        pass_priority(g, 2)  # attack declared: free timing
        answer(g, ["life"])
        pass_priority(g, 2)  # attack step
        assert g.decision.kind == "priority"  # no defender available: nothing to declare
        pass_priority(g, 4)  # defense step, battle step
        if lost:
            assert g.result is not None and g.result.winner == 0
        else:
            assert g.result is None and len(g.pl(1)["life"]) == 0
            assert len(events(g, "life_flip")) == 1


def test_attack_zero_deals_no_battle_damage_and_cannot_win() -> None:
    """ZD:101/ZD:308: an attacker with attack 0 deals no battle damage, so an empty life zone
    does not lose to it."""
    sc = Scenario()
    a = sc.battle(0, "T-Z0")
    sc.life(1, n=0)
    g = sc.start(player=0, turn=3)
    act(g, "attack", a)
    pass_priority(g, 2)
    answer(g, ["life"])
    pass_priority(g, 8)  # attack, defense, battle and resolution free timings
    assert g.result is None and events(g, "combat_end") and not events(g, "life_damage")


def test_concede() -> None:
    """ZD:101: a player may concede at any time."""
    g = zero.new_game(DECK, DECK, seed=1)
    g.concede(1)
    assert g.result.winner == 0 and g.decision is None
