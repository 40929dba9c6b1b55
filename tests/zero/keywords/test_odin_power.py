"""奥丁之力 ODIN_POWER (ZD:900.ODIN_POWER): 如果我方资源区中有四张以上原本属性『神斗士』或『神斗衣』
的牌，此牌获得以下效果 — on the cards that print it, TS04-006 席德 and TS04-007 齐格飞."""

from __future__ import annotations

import pytest

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, labels, settle
from ..util import attack as attack_with

SYD, SIEGFRIED, ROBE = "TS04-006", "TS04-007", "TS04-008"


def _syd(res: list[tuple[str, bool]], theirs: int = 0) -> tuple[Scenario, int]:
    sc = Scenario()
    for cid, up in res:
        sc.resources(0, cid, up=up)
    sc.resources(1, SYD, n=theirs)
    return sc, sc.battle(0, SYD)


@pytest.mark.parametrize("res,stats", [
    ([(SYD, True)] * 3, (3000, 2000)),
    ([(SYD, True)] * 4, (5000, 3000)),
    ([(SYD, True), (SIEGFRIED, True), (ROBE, True), (ROBE, True)], (5000, 3000)),
])
def test_odin_power_needs_four_god_warrior_or_god_robe_resources(
        res: list[tuple[str, bool]], stats: tuple[int, int]) -> None:
    """ZD:900.ODIN_POWER: 我方资源区中有合计四张以上的原本属性为『神斗士』或『神斗衣』的牌即满足奥丁之力
    之后的效果的激活条件 — 席德 (奥丁之力：(攻)+2000 (防)+1000) with three such resources is
    3000/2000; with four (『神斗士』 and 『神斗衣』 counted together) 5000/3000."""
    sc, syd = _syd(res)
    g = sc.start(0, 3)
    assert (attack(g, syd), defense(g, syd)) == stats


def test_odin_power_counts_only_my_face_up_resources_with_the_attributes() -> None:
    """ZD:900.ODIN_POWER: 我方资源区 / 原本属性 — a face-down resource has no attribute (ZD:204),
    the opponent's resources and other attributes do not count."""
    sc, syd = _syd([(SYD, True)] * 3 + [(SYD, False), ("TS04-001", True)], theirs=4)
    g = sc.start(0, 3)
    assert (attack(g, syd), defense(g, syd)) == (3000, 2000)


def test_odin_power_is_continuous() -> None:
    """ZD:900.ODIN_POWER: 奥丁之力本身是一个永续效果 — it applies while the condition holds: a
    normal level up turns a face-up resource face down, and 席德 loses the bonus at once."""
    sc, syd = _syd([(SYD, True)] * 4)
    g = sc.start(0, 3)
    assert attack(g, syd) == 5000
    act(g, "levelup", syd, "normal")
    if g.decision.kind == "levelup_cost":
        g.respond([0])
    assert attack(g, syd) == 3000


@pytest.mark.parametrize("n,hit", [(4, True), (3, False)])
def test_odin_power_gives_a_trigger(n: int, hit: bool) -> None:
    """ZD:900.ODIN_POWER: 其之后获得的效果可以是任何种类的效果 — 齐格飞's 奥丁之力：【攻击时】对对方
    战斗区中的一张角色牌造成 2000 点伤害, only with four 『神斗士』/『神斗衣』 resources."""
    sc = Scenario()
    sc.resources(0, SYD, n=n)
    sieg = sc.battle(0, SIEGFRIED)
    foe = sc.battle(1, "T-C33")
    g = sc.start(0, 3)
    start = len(g.log)
    attack_with(g, sieg, "life")
    if hit:
        answer(g, foe)
        settle(g)
    assert (character(g.s, foe)[1]["dmg"] == 2000) == hit
    assert bool([x for x in labels(g, start) if x.startswith("齐格飞")]) == hit
