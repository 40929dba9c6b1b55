"""(X) 虚伪生命 (ZD:900.FALSE_LIFE), as 摩羯座修罗（冥衣） prints it ((3) 虚伪生命): each test
names the keyword and checks a sentence of its ruling."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.scenario import Scenario

from ..util import act, auto_pay, cast, events, offered, pass_priority, settle

SHURA = "TS04-009"


def _board(n: int = 3, hand: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.resources(0, "T-B1", n=n)
    shura = sc.rest(0, SHURA)[0]
    cards = sc.hand(0, *hand)
    kill = sc.hand(1, "T-KILL0")[0]
    return sc, shura, cards, kill


def _false_life(g, c: int) -> None:  # type: ignore[no-untyped-def]
    act(g, "false_life", c)
    auto_pay(g)
    pass_priority(g, 2)


def _to_end_step(g) -> None:  # type: ignore[no-untyped-def]
    """Both pass in the action phase: the end step begins, its triggered effects go on the
    chain."""
    pass_priority(g, 2)


def test_false_life_pay_x_to_use_it_from_the_rest_zone() -> None:
    """ZD:900.FALSE_LIFE: 可以支付 (X) 从休息区中使用此牌 — with 3 resources (its cost is 4) it is
    used from the rest zone for (3): the cost is paid first, then the card goes on the chain
    (the opponent may answer), then it appears — a use (ZD:625), not an effect."""
    sc, shura, _, _ = _board()
    g = sc.start(0, 3)
    assert offered(g, "false_life") == [["false_life", shura, 3]]
    act(g, "false_life", shura)
    auto_pay(g)
    assert all(r["tap"] for r in g.pl(0)["res"])
    assert g.s["chain"][-1]["c"] == shura and g.s["chain"][-1]["special"] == "FALSE_LIFE"
    pass_priority(g)
    assert g.decision.player == 1 and g.decision.kind == "priority"  # it can be answered
    pass_priority(g)
    e = character(g.s, shura)[1]
    assert e["how"] == "use" and e["via"] == "FALSE_LIFE"
    seen = g.view(1)["players"][0]["battle"][0]  # public: the opponent sees how it came
    assert seen["appeared_by"] == "FALSE_LIFE" and seen["counters"] == {"undead": 1}
    assert events(g, "use", player=0)[-1]["card"]["id"] == shura


def test_false_life_follows_the_rules_of_using_a_character() -> None:
    """ZD:900.FALSE_LIFE: 虚伪生命是角色牌的一种特殊的使用方式，适用使用角色牌的一般规则 — only in
    the own non-combat action phase with an empty chain, only if (X) can be paid; from the
    hand the card is used as usual."""
    sc, shura, (buff,), _ = _board(hand=("T-BUFF0",))
    sc.battle(0, "T-B1")
    g = sc.start(0, 3, step="start")
    assert offered(g, "false_life") == []
    g = sc.start(0, 3)
    cast(g, buff, g.pl(0)["battle"][0]["c"])
    assert offered(g, "false_life") == []  # the chain is not empty
    pass_priority(g)
    assert offered(g, "false_life") == []  # the opponent's priority
    poor, shura2, _, _ = _board(n=2)
    assert offered(poor.start(0, 3), "false_life") == []
    sc3 = Scenario()
    sc3.resources(0, "T-B1", n=4)
    hand = sc3.hand(0, SHURA)[0]
    g3 = sc3.start(0, 3)
    assert offered(g3, "false_life") == [] and ["use", hand] in offered(g3, "use")


def test_false_life_appears_with_an_undead_counter() -> None:
    """ZD:900.FALSE_LIFE: 如果此牌是因虚伪生命登场，于此牌登场时在此牌上放置一个亡灵指示物 — used
    from the hand by its cost it gets none."""
    sc, shura, _, _ = _board()
    g = sc.start(0, 3)
    _false_life(g, shura)
    assert character(g.s, shura)[1]["cnt"] == {"undead": 1}
    sc2 = Scenario()
    sc2.resources(0, "T-B1", n=4)
    hand = sc2.hand(0, SHURA)[0]
    g2 = sc2.start(0, 3)
    cast(g2, hand)
    pass_priority(g2, 2)
    assert character(g2.s, hand)[1]["cnt"] == {}


def test_false_life_undead_leaving_the_battle_zone_is_removed_instead() -> None:
    """ZD:900.FALSE_LIFE: 如果带有亡灵指示物的此牌将要离开战斗区，改为将此牌移出游戏 — destroyed,
    it goes out of the game, not to the rest zone."""
    sc, shura, _, kill = _board()
    g = sc.start(0, 3)
    _false_life(g, shura)
    pass_priority(g)
    cast(g, kill, shura)
    pass_priority(g, 2)
    assert locate(g.s, shura)[1] == "removed"
    assert events(g, "replaced", instead="removed")


def test_false_life_removed_at_the_start_of_my_end_step() -> None:
    """ZD:900.FALSE_LIFE: 我方结束步骤开始时，如果战斗区中的此牌上有亡灵指示物，将此牌移出游戏。"""
    sc, shura, _, _ = _board()
    g = sc.start(0, 3)
    _false_life(g, shura)
    _to_end_step(g)
    assert g.s["step"] == "end"
    settle(g)
    assert locate(g.s, shura)[1] == "removed"


def test_false_life_counter_on_a_card_that_did_not_appear_by_it() -> None:
    """ZD:900.FALSE_LIFE: 如果一张牌并非因为虚伪生命登场，带有亡灵指示物的那张牌将要离开战斗区，
    不会改为将此牌移出游戏，我方结束步骤开始时，那张牌不会因此移出游戏。"""
    sc = Scenario()
    sc.resources(0, "T-B1", n=4)
    shura, on = sc.hand(0, SHURA, "T-UNDEAD-ON")
    kill = sc.hand(1, "T-KILL0")[0]
    g = sc.start(0, 3)
    cast(g, shura)
    pass_priority(g, 2)
    cast(g, on, shura)
    pass_priority(g, 2)
    assert character(g.s, shura)[1]["cnt"] == {"undead": 1}
    _to_end_step(g)
    settle(g)
    assert character(g.s, shura) is not None  # still there after the end step began
    assert g.s["step"] == "end" and g.decision.player == 1
    cast(g, kill, shura)
    pass_priority(g, 2)
    assert locate(g.s, shura)[1] == "rest"


def test_false_life_counter_removed_then_put_again() -> None:
    """ZD:900.FALSE_LIFE: 如果一张牌因为虚伪生命而登场，某种效果将那张牌上的亡灵指示物移除，之后某种
    效果在那张牌上放置了亡灵指示物，那么…将要离开战斗区，改为将那张牌移出游戏。我方结束步骤开始时，
    如果战斗区中的那张牌上有亡灵指示物，将那张牌移出游戏 — and while it has no counter, it is
    neither removed at the end step nor when it leaves."""
    sc, shura, (off, on), kill = _board(hand=("T-UNDEAD-OFF", "T-UNDEAD-ON"))
    g = sc.start(0, 3)
    _false_life(g, shura)
    cast(g, off, shura)
    pass_priority(g, 2)
    assert character(g.s, shura)[1]["cnt"] == {}
    cast(g, on, shura)
    pass_priority(g, 2)
    pass_priority(g)
    cast(g, kill, shura)
    pass_priority(g, 2)
    assert locate(g.s, shura)[1] == "removed"
    sc2, shura2, (off2,), kill2 = _board(hand=("T-UNDEAD-OFF",))
    g2 = sc2.start(0, 3)
    _false_life(g2, shura2)
    cast(g2, off2, shura2)
    pass_priority(g2, 2)
    _to_end_step(g2)
    settle(g2)
    assert character(g2.s, shura2) is not None
