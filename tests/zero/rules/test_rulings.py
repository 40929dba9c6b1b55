"""Rulings of the comprehensive rules that combine clauses: conditions judged when a card is
used (ZD:707 with ZD:301), keywords gained with effects (ZD:709 with ZD:900), searches for
"a card" (ZD:615), several cards to the life zone at once (ZD:202), loops (ZD:901)."""

from __future__ import annotations

from typing import Any

import pytest

from tcgsim.core.decision import IllegalResponse
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import has_keyword
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    auto_pay,
    next_turn,
    offered,
    pass_priority,
    until_decision,
    use,
)


def test_piranha_rose_remembers_aphrodite_from_when_it_was_used() -> None:
    """ZD:707 with ZD:301: 食人鱼玫瑰's "如果使用此牌时我方战斗区中有『阿波罗狄』" is judged as the
    card is used and remembered: 阿布罗狄 destroyed in response does not stop the named cards in
    the opponent's rest zone from being removed."""
    sc = Scenario()
    sc.resources(0, "BP09-057", n=3)
    rose = sc.hand(0, "BP09-057")[0]
    aphrodite = sc.battle(0, "TS00-004")
    sc.resources(1, "T-R1", n=3)
    kill = sc.hand(1, "T-KILL")[0]
    sc.deck(1, "TS02-001", pad=10)
    in_hand = sc.hand(1, "TS02-004")[0]
    in_rest = sc.rest(1, "TS02-004")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", rose)
    auto_pay(g)
    pass_priority(g)  # player 0 passes; player 1 answers by destroying 阿布罗狄
    act(g, "use", kill)
    answer(g, aphrodite)
    auto_pay(g)
    until_decision(g, "declare_name")
    assert character(g.s, aphrodite) is None and aphrodite in g.pl(0)["rest"]
    answer(g, "罗罗诺亚·索隆")
    assert in_hand in g.pl(1)["removed"] and in_rest in g.pl(1)["removed"]


def test_mr2_copying_sanji_gains_critical() -> None:
    """ZD:709 with ZD:900 (ZD:900.CRITICAL): keywords are effects, so BP11-018 Mr.2 冯·克雷
    gaining the effects of TS02-007 山治 (whose only effect is 会心一击) has 会心一击 on the
    turn it appears, and not after."""
    sc = Scenario()
    sc.resources(0, "BP11-018", n=3)
    mr2 = sc.hand(0, "BP11-018")[0]
    sanji = sc.battle(1, "TS02-007")
    g = sc.start(player=0, turn=3)
    assert not has_keyword(g, mr2, "CRITICAL")
    use(g, mr2, sanji)
    assert has_keyword(g, mr2, "CRITICAL")
    (mine,) = [e for e in g.view(0)["players"][0]["battle"] if e["id"] == mr2]
    assert ["CRITICAL"] in mine["keywords"]
    next_turn(g)
    assert not has_keyword(g, mr2, "CRITICAL")


def test_piccolo_gaining_kami_gains_guard() -> None:
    """ZD:709 with ZD:900 (ZD:900.GUARD): BP06-006 比克（尼鲁合体） removing TS01-001 天神 from
    its rest zone as it appears gains 天神's effects, 守备 among them: it cannot attack."""
    sc = Scenario()
    sc.resources(0, "BP06-006", n=5)
    piccolo = sc.hand(0, "BP06-006")[0]
    kami = sc.rest(0, "TS01-001")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, kami)
    assert has_keyword(g, piccolo, "GUARD")
    next_turn(g)
    next_turn(g)
    assert has_keyword(g, piccolo, "GUARD")
    assert not [a for a in offered(g, "attack") if a[1] == piccolo]


def _search_board(card: str) -> tuple[Any, int, list[int]]:
    sc = Scenario()
    tac = sc.hand(0, card)[0]
    deck = sc.deck(0, "T-R1", "T-TAC", "T-EQ", pad=3)
    g = sc.start(player=0, turn=3)
    act(g, "use", tac)
    auto_pay(g)
    pass_priority(g, 2)
    return g, tac, deck


def test_a_search_for_a_card_of_no_type_must_find_one() -> None:
    """ZD:615: asked to find "a card" (no type) in a zone that is not empty, the player may not
    declare it not found: an empty answer is refused and one card is found."""
    g, _tac, deck = _search_board("T-SEEK")
    assert g.decision.kind == "search" and g.decision.min == 1
    with pytest.raises(IllegalResponse):
        g.respond([])
    answer(g, deck[2])
    assert deck[2] in g.pl(0)["hand"]


def test_a_search_that_puts_a_card_of_no_type_on_top_must_find_one() -> None:
    """ZD:615: the same for a search that puts "a card" back on top of the deck."""
    g, _tac, _deck = _search_board("T-SEEKTOP")
    assert g.decision.kind == "search" and g.decision.min == 1


def test_a_search_for_a_typed_card_may_find_nothing() -> None:
    """ZD:615: a search for a card of a type may be declared not found without a reason, even
    with such cards in the zone."""
    g, _tac, deck = _search_board("T-SEEKC")
    assert g.decision.kind == "search" and g.decision.min == 0
    g.respond([])
    assert deck[0] in g.pl(0)["deck"] and g.decision.kind == "priority"


def test_several_deck_cards_to_the_life_zone_in_the_owners_order() -> None:
    """ZD:202: two cards put into the life zone at once go on top in the order their owner
    chooses; the owner chooses by their places in the deck (face down: the options never name
    the cards)."""
    for first in (0, 1):
        sc = Scenario()
        tac = sc.hand(0, "T-LIFE2")[0]
        top = sc.deck(0, "T-R1", "T-R2", pad=3)[:2]
        g = sc.start(player=0, turn=3)
        life = list(g.pl(0)["life"])
        act(g, "use", tac)
        auto_pay(g)
        pass_priority(g, 2)
        d = g.decision
        assert d.kind == "life_order" and d.player == 0
        assert [o.data for o in d.options] == [0, 1]
        assert all("T-R" not in o.label and "红" not in o.label for o in d.options)
        answer(g, first)
        second = 1 - first
        # the card chosen first goes in first; the other ends on top (the end of the list)
        assert g.pl(0)["life"] == life + [top[first], top[second]]


def test_several_cards_from_the_hand_to_the_life_zone_in_the_owners_order() -> None:
    """ZD:202: cards from the hand put into the life zone at once: the owner orders them."""
    sc = Scenario()
    tac, a, b = sc.hand(0, "T-LIFEH", "T-R1", "T-R2")
    g = sc.start(player=0, turn=3)
    life = list(g.pl(0)["life"])
    act(g, "use", tac)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, a, b)
    assert g.decision.kind == "life_order"
    answer(g, b)
    assert g.pl(0)["life"] == life + [b, a] and a not in g.pl(0)["hand"]
