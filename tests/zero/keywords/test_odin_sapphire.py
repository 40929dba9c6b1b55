"""奥丁蓝宝石 ODIN_SAPPHIRE (ZD:900.ODIN_SAPPHIRE): 此效果在资源区中有效。当此牌进入资源区时，如果
资源区中有与此牌专用成立的角色牌，触发以下效果 — on TS04-008 阿尔法星神斗衣 (专用齐格飞,
奥丁蓝宝石：抽一张牌)."""

from __future__ import annotations

import pytest

from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, labels, pass_priority, settle

ROBE, SIEGFRIED = "TS04-008", "TS04-007"


def _resource_step(partner_up: bool | None = True, partner_zone: str = "res"
                   ) -> tuple[Scenario, int]:
    sc = Scenario()
    if partner_up is not None and partner_zone == "res":
        sc.resources(0, SIEGFRIED, up=partner_up)
    elif partner_zone == "battle":
        sc.battle(0, SIEGFRIED)
    robe = sc.hand(0, ROBE)[0]
    sc.deck(0, "T-R3", pad=4)
    return sc, robe


def test_odin_sapphire_triggers_in_the_resource_zone() -> None:
    """ZD:900.ODIN_SAPPHIRE: 奥丁蓝宝石是一个触发效果 — put into the resource zone (resource step)
    beside a face-up 齐格飞, the robe's effect goes on the chain and draws a card."""
    sc, robe = _resource_step()
    g = sc.start(0, 3, step="resource")
    start = len(g.log)
    answer(g, robe)
    assert labels(g, start) == ["阿尔法星神斗衣: 奥丁蓝宝石：抽一张牌"]
    hand = len(g.pl(0)["hand"])
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand + 1


@pytest.mark.parametrize("partner_up,zone", [(None, "res"), (False, "res"), (True, "battle")])
def test_odin_sapphire_needs_its_face_up_partner_in_that_resource_zone(
        partner_up: bool | None, zone: str) -> None:
    """ZD:900.ODIN_SAPPHIRE: 如果资源区中有与此牌专用成立的角色牌; 那个资源区中与之专用成立的角色牌也
    必须是面向上的 — no 齐格飞, a face-down one, or one in the battle zone: no trigger."""
    sc, robe = _resource_step(partner_up, zone)
    g = sc.start(0, 3, step="resource")
    start = len(g.log)
    answer(g, robe)
    assert not g.s["pending"] and not labels(g, start)


def test_odin_sapphire_for_any_reason() -> None:
    """ZD:900.ODIN_SAPPHIRE: 带有奥丁蓝宝石效果的牌不论因为何种原因进入资源区，只要那个资源区中有与其
    专用成立的角色牌，都可以触发效果 — put there by an effect, it triggers too."""
    sc, robe = _resource_step()
    tactic = sc.hand(0, "T-K-RES")[0]
    g = sc.start(0, 3)
    act(g, "use", tactic)
    pass_priority(g, 2)
    answer(g, robe)
    assert robe in [r["c"] for r in g.pl(0)["res"]]
    hand = len(g.pl(0)["hand"])
    settle(g)
    assert len(g.pl(0)["hand"]) == hand + 1
    assert events(g, "chain_add", link="阿尔法星神斗衣: 奥丁蓝宝石：抽一张牌")


def test_odin_sapphire_only_face_up() -> None:
    """ZD:900.ODIN_SAPPHIRE: 带有奥丁蓝宝石效果的牌必须面向上的加入资源区时才能触发效果 — put face
    down, it has no effects and does not trigger."""
    sc, robe = _resource_step()
    tactic = sc.hand(0, "T-K-RESDOWN")[0]
    g = sc.start(0, 3)
    act(g, "use", tactic)
    pass_priority(g, 2)
    answer(g, robe)
    assert robe in [r["c"] for r in g.pl(0)["res"]]
    assert not g.s["pending"] and not g.s["chain"]


def test_odin_sapphire_condition_is_checked_again_as_it_resolves() -> None:
    """ZD:900.ODIN_SAPPHIRE: 如果资源区中有与此牌专用成立的角色牌，触发以下效果 — a trigger's condition
    holds again when it resolves (ZD:702): 齐格飞 taken back from the resource zone in answer,
    the effect does nothing."""
    sc, robe = _resource_step()
    recall = sc.hand(0, "T-K-RECALL")[0]
    sieg = next(c for c in range(len(sc.cards)) if sc.cards[c][1] == SIEGFRIED)
    g = sc.start(0, 3, step="resource")
    answer(g, robe)
    assert g.s["chain"]
    act(g, "use", recall)
    pass_priority(g, 2)
    answer(g, sieg)  # the recall resolves first: 齐格飞 back to the hand
    hand = len(g.pl(0)["hand"])
    settle(g)
    assert len(g.pl(0)["hand"]) == hand
    assert events(g, "effect_ignored", why="condition")
