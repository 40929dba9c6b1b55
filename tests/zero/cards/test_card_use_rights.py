"""The rule book's cards about where a card may go or be used from, each with its whole text:
BP02-061 魔封波 (ZD:319), TS00-004 双鱼座圣斗士阿布罗狄, TS00-005 双子座撒加 and TS00-006
团结之力 (ZD:623)."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import cant
from tcgsim.zero.scenario import Scenario

from ..util import act, advance, answer, auto_pay, pass_priority


def _options(g: Any) -> list[Any]:
    return [o.data for o in g.decision.options]


def _untapped(g: Any, p: int) -> int:
    return sum(not r["tap"] for r in g.pl(p)["res"])


def _resolve(g: Any) -> None:
    while g.s["chain"] and g.decision is not None and g.decision.kind == "priority":
        pass_priority(g)


# -- BP02-061 魔封波 ----------------------------------------------------------------------
def test_evil_containment_wave_on_the_opponents_character() -> None:
    """ZD:319: BP02-061 魔封波 "此牌可以装备给对方战斗区中的角色牌。装备此牌的角色牌不能攻击和
    防御。": equipped on the opponent's character it is in their battle zone under their
    control, and that character can neither attack (on its turn) nor defend."""
    sc = Scenario()
    sc.resources(0, "BP02-061", n=3)
    mine = sc.battle(0, "BP02-001")
    foe = sc.battle(1, "TS01-001")
    wave = sc.hand(0, "BP02-061")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", wave)
    assert {mine, foe} <= set(_options(g))  # either side's characters (可以)
    answer(g, foe)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, foe)[1]["eq"]["c"] == wave and locate(g.s, wave)[0] == 1
    assert cant(g, foe, "attack") and cant(g, foe, "defend")
    assert not cant(g, mine, "attack")
    advance(g, 4, "action")
    assert g.current == 1 and ["attack", foe] not in _options(g)


def test_evil_containment_wave_on_an_own_character() -> None:
    """ZD:319: BP02-061 魔封波 may still be equipped on its player's own character, which then
    cannot attack."""
    sc = Scenario()
    sc.resources(0, "BP02-061", n=3)
    mine = sc.battle(0, "BP02-001")
    wave = sc.hand(0, "BP02-061")[0]
    g = sc.start(player=0, turn=3)
    assert ["attack", mine] in _options(g)
    act(g, "use", wave)
    answer(g, mine)
    auto_pay(g)
    pass_priority(g, 2)
    assert locate(g.s, wave)[0] == 0 and ["attack", mine] not in _options(g)


# -- TS00-004 双鱼座圣斗士阿布罗狄 ------------------------------------------------------------
def _aphrodite(levels: int) -> tuple[Any, int, int, int]:
    sc = Scenario()
    sc.resources(0, "BP09-057", n=6)
    sc.battle(0, "TS00-004", levels=levels)
    rose = sc.rest(0, "BP09-057")[0]
    in_hand = sc.hand(1, "TS04-015")[0]
    in_rest = sc.rest(1, "TS04-015")[0]
    sc.deck(1, "TS04-001", pad=5)
    return sc.start(player=0, turn=3), rose, in_hand, in_rest


def test_aphrodite_lv3_uses_piranha_rose_from_the_rest_zone() -> None:
    """ZD:623 (case 2, 双鱼座圣斗士阿布罗狄's LV3 effect "我方可以从休息区中使用{食人鱼玫瑰}"):
    BP09-057 食人鱼玫瑰 is used from the rest zone by the normal rules (cost paid), with
    『阿波罗狄』 in the battle zone it also removes the declared cards from the rest zone; it
    goes back to the rest zone and may be used again."""
    g, rose, in_hand, in_rest = _aphrodite(levels=2)
    assert ["use", rose] in _options(g)
    before = _untapped(g, 0)
    act(g, "use", rose)
    auto_pay(g)
    assert _untapped(g, 0) == before - 3
    pass_priority(g, 2)
    answer(g, "独角兽座邪武")
    _resolve(g)
    assert in_hand in g.pl(1)["removed"] and in_rest in g.pl(1)["removed"]
    assert rose in g.pl(0)["rest"] and ["use", rose] in _options(g)


def test_aphrodite_below_lv3_gives_no_use() -> None:
    """ZD:307/ZD:623: the effect is a LV3 effect: at LV2 食人鱼玫瑰 stays unusable in the rest
    zone."""
    g, rose, _, _ = _aphrodite(levels=1)
    assert ["use", rose] not in _options(g)


# -- TS00-005 双子座撒加 ------------------------------------------------------------------
def test_saga_uses_a_tactic_from_the_rest_zone_for_free() -> None:
    """ZD:623 (case 3, 双子座撒加 "【登场时】可以使用我方休息区中的一张费用 3 以下的战术牌，不需支付
    费用"): only tactics of cost 3 or less are offered; the chosen one goes on the chain once
    the 【登场时】 effect has resolved, its target chosen then, nothing paid."""
    sc = Scenario()
    sc.resources(0, "TS00-005", n=6)
    saga = sc.hand(0, "TS00-005")[0]
    meteor, bomb = sc.rest(0, "TS04-010", "TS01-008")
    foe = sc.battle(1, "TS01-001")
    g = sc.start(player=0, turn=3)
    act(g, "use", saga)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.decision.kind == "may"
    answer(g, True)
    pass_priority(g, 2)
    assert g.decision.kind == "choose" and _options(g) == [meteor]  # 元气弹 costs 5
    untapped = _untapped(g, 0)
    answer(g, meteor)
    assert g.decision.kind == "target"
    answer(g, foe)
    assert g.s["chain"][-1]["c"] == meteor and _untapped(g, 0) == untapped
    _resolve(g)
    assert character(g.s, foe)[1]["dmg"] == 2000 and meteor in g.pl(0)["rest"]
    assert bomb in g.pl(0)["rest"]


def test_saga_may_decline() -> None:
    """ZD:702: "可以": declining uses nothing."""
    sc = Scenario()
    sc.resources(0, "TS00-005", n=6)
    saga = sc.hand(0, "TS00-005")[0]
    meteor = sc.rest(0, "TS04-010")[0]
    sc.battle(1, "TS01-001")
    g = sc.start(player=0, turn=3)
    act(g, "use", saga)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, False)
    assert not g.s["chain"] and meteor in g.pl(0)["rest"]


def test_saga_offers_no_tactic_without_a_legal_target() -> None:
    """ZD:705/ZD:623: a card used by an effect is used by the normal rules: a tactic with no
    legal target cannot be used, so it is not offered."""
    sc = Scenario()
    sc.resources(0, "TS00-005", n=6)
    saga = sc.hand(0, "TS00-005")[0]
    sc.rest(0, "TS02-012")  # 橡胶火箭炮 targets an own 『路飞』: there is none
    g = sc.start(player=0, turn=3)
    act(g, "use", saga)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, True)
    pass_priority(g, 2)
    assert g.decision.kind == "priority" and not g.s["chain"]


# -- TS00-006 团结之力 --------------------------------------------------------------------
def test_power_of_unity_lets_one_bronze_saint_be_used_from_the_rest_zone() -> None:
    """ZD:623 (case 2, 团结之力 "本回合中，我方可以从休息区中使用一张『青铜圣斗士』角色牌"): after it
    resolves, 『青铜圣斗士』 characters in the rest zone can be used (cost paid), others not;
    once one has been used no other can; the right ends with the turn."""
    sc = Scenario()
    sc.resources(0, "TS00-006", n=8)
    unity = sc.hand(0, "TS00-006")[0]
    seiya, shiryu, saga = sc.rest(0, "TS04-001", "TS04-004", "TS00-005")
    g = sc.start(player=0, turn=3)
    assert ["use", seiya] not in _options(g)
    act(g, "use", unity)
    auto_pay(g)
    pass_priority(g, 2)
    opts = _options(g)
    assert ["use", seiya] in opts and ["use", shiryu] in opts and ["use", saga] not in opts
    before = _untapped(g, 0)
    act(g, "use", seiya)
    auto_pay(g)
    assert _untapped(g, 0) == before - 3
    pass_priority(g, 2)
    assert character(g.s, seiya) is not None
    assert ["use", shiryu] not in _options(g)


def test_power_of_unity_ends_with_the_turn() -> None:
    """ZD:623/ZD:407: "本回合中": unused, the right is gone next turn."""
    sc = Scenario()
    sc.resources(0, "TS00-006", n=8)
    unity = sc.hand(0, "TS00-006")[0]
    seiya = sc.rest(0, "TS04-001")[0]
    sc.deck(0, "TS04-015", pad=8)
    sc.deck(1, "TS04-015", pad=8)
    g = sc.start(player=0, turn=3)
    act(g, "use", unity)
    auto_pay(g)
    pass_priority(g, 2)
    assert ["use", seiya] in _options(g)
    advance(g, 5, "action")
    assert g.current == 0 and ["use", seiya] not in _options(g)
