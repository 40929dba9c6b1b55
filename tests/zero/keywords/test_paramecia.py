"""超人系果实 PARAMECIA (ZD:900.PARAMECIA): 【我方回合结束时】舍弃一张手牌：重置此牌 — on the card
that prints it, TS02-011 路飞（二档）."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack
from tcgsim.zero.scenario import Scenario

from ..util import answer, events, labels, next_turn, pass_priority
from ..util import attack as declare_attack

LUFFY = "TS02-011"


def _to_end_step(g) -> int:  # type: ignore[no-untyped-def]
    start = len(g.log)
    pass_priority(g, 2)  # the action phase ends
    return start


def test_paramecia_discards_to_untap_at_my_turn_end() -> None:
    """ZD:900.PARAMECIA: 超人系果实为触发效果 — at the end of its player's turn the tapped 路飞
    may discard a card (the cost, paid as it goes on the chain) and is untapped when the
    effect resolves."""
    sc = Scenario()
    luffy = sc.battle(0, LUFFY, tapped=True)
    card = sc.hand(0, "T-R1")[0]
    g = sc.start(0, 3)
    start = _to_end_step(g)
    assert g.decision.kind == "may" and g.decision.player == 0
    answer(g, True)
    assert g.decision.kind == "discard"
    answer(g, card)
    assert card in g.pl(0)["rest"]
    assert labels(g, start)[-1] == "路飞（二档）: 超人系果实: discard a card to untap this card"
    assert character(g.s, luffy)[1]["tap"]  # on the chain: not yet
    pass_priority(g, 2)
    assert not character(g.s, luffy)[1]["tap"]


def test_paramecia_may_be_declined() -> None:
    """ZD:900.PARAMECIA: the discard is a cost; not paying it means the trigger is ignored
    (ZD:702): 路飞 stays tapped and the hand is kept."""
    sc = Scenario()
    luffy = sc.battle(0, LUFFY, tapped=True)
    card = sc.hand(0, "T-R1")[0]
    g = sc.start(0, 3)
    start = _to_end_step(g)
    answer(g, False)
    assert card in g.pl(0)["hand"] and character(g.s, luffy)[1]["tap"]
    assert events(g, "trigger_declined", start)


def test_paramecia_without_a_card_to_discard_is_ignored() -> None:
    """ZD:900.PARAMECIA: 舍弃一张手牌 cannot be paid with an empty hand: the trigger is ignored."""
    sc = Scenario()
    luffy = sc.battle(0, LUFFY, tapped=True)
    g = sc.start(0, 3)
    start = _to_end_step(g)
    assert events(g, "trigger_ignored", start)
    assert character(g.s, luffy)[1]["tap"]


def test_paramecia_only_at_my_turn_end() -> None:
    """ZD:900.PARAMECIA: 【我方回合结束时】 — nothing at the end of the opponent's turn."""
    sc = Scenario()
    luffy = sc.battle(0, LUFFY, tapped=True)
    sc.hand(0, "T-R1")
    g = sc.start(1, 4)
    start = len(g.log)
    next_turn(g)
    assert not events(g, "trigger_declined", start) and not events(g, "chain_add", start)
    assert g.turn == 5 and not character(g.s, luffy)[1]["tap"]  # untapped by its own untap step


def test_gear_second_attack_bonus() -> None:
    """ZD:900.PARAMECIA: TS02-011 路飞（二档）'s other text — 【攻击时】此牌本回合（攻）+1000。"""
    sc = Scenario()
    luffy = sc.battle(0, LUFFY)
    g = sc.start(0, 3)
    declare_attack(g, luffy, "life")
    pass_priority(g, 2)
    assert attack(g, luffy) == 5000
