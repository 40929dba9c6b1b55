"""The 死神 cards that print 刀剑解放 / 卍解 / 归刃 / 解放形态 (tcgsim/zero/cards/bleach.toml): each
card's whole text, played as printed."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import attack, defense, has_keyword
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, pass_priority, release, to_end_of_combat, until_decision
from ..util import attack as attack_with


def test_ichigo_shikai_card() -> None:
    """ZD:900.SHIKAI: TS05-002 黑崎一护（始解） "刀剑解放 / 解放形态：此牌（攻）+1000。/ 解放形态：
    【我方回合中】(3)：卍解。此效果每回合只能使用一次。" — released onto 黑崎一护: 5000 attack; its
    卍解 costs 3 resources and finds 黑崎一护（卍解）."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    base = sc.battle(0, "TS05-001")
    shikai = sc.hand(0, "TS05-002")[0]
    bk = sc.deck(0, "TS05-003", pad=4)[0]
    g = sc.start(0, 3)
    release(g, shikai, base)
    assert attack(g, shikai) == 5000 and defense(g, shikai) == 3000
    act(g, "act", shikai)
    auto_pay(g)
    assert all(r["tap"] for r in g.pl(0)["res"])
    pass_priority(g, 2)
    answer(g, bk)
    assert character(g.s, bk)[1]["under"] == [base, shikai]


def test_ichigo_bankai_card() -> None:
    """ZD:900.BANKAI: TS05-003 黑崎一护（卍解） "神速 / 解放形态：此牌（攻）+1000（防）+1000，获得会心
    一击。" — with soul cards: 7000/5000; attacking a character, only 神速 or 守备 characters may
    defend it; its direct hit deals 2 damage to the life zone."""
    sc = Scenario()
    bk = sc.battle(0, "TS05-003", under=("TS05-001", "TS05-002"), turn=1)
    target = sc.battle(1, "T-R3", tapped=True)
    sc.battle(1, "TS05-018")  # 茶渡泰虎: neither 神速 nor 守备
    orihime = sc.battle(1, "TS05-017")  # 守备
    g = sc.start(0, 3)
    assert (attack(g, bk), defense(g, bk)) == (7000, 5000)
    assert has_keyword(g, bk, "GODSPEED") and has_keyword(g, bk, "CRITICAL")
    attack_with(g, bk, target)
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, orihime]
    g2 = sc.start(0, 3)
    attack_with(g2, bk, "life")
    to_end_of_combat(g2)
    assert len(g2.pl(1)["life"]) == 6 - 2


def test_rukia_shikai_card() -> None:
    """ZD:900.SHIKAI: TS05-005 朽木露琪亚（始解） "刀剑解放 / 解放形态：【刀剑解放成功时】横置对方战斗
    区中的一张角色牌。" — onto 朽木露琪亚 (袖白雪), not onto 黑崎一护 (斩月); the chosen
    opposing character is tapped."""
    sc = Scenario()
    rukia = sc.battle(0, "TS05-004")
    sc.battle(0, "TS05-001")
    opp = sc.battle(1, "TS05-017")
    shikai = sc.hand(0, "TS05-005")[0]
    g = sc.start(0, 3)
    act(g, "act", shikai)
    assert [o.data for o in g.decision.options] == [rukia]
    g.respond([0])
    pass_priority(g, 2)
    answer(g, opp)  # the 【刀剑解放成功时】 target
    pass_priority(g, 2)
    assert character(g.s, opp)[1]["tap"]


def test_ulquiorra_resurreccion_card() -> None:
    """ZD:900.RESURRECCION: TS05-009 乌尔奇奥拉（归刃） "归刃 / 解放形态：【归刃成功时】破坏对方战斗区
    中的一张（防）3000 以下的角色牌。" — a (防)3000 character may be chosen and is destroyed,
    a (防)5000 one may not."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    weak = sc.battle(1, "TS05-006")  # (防)3000
    sc.battle(1, "TS05-009")  # (防)5000
    res = sc.hand(0, "TS05-009")[0]
    g = sc.start(0, 3)
    release(g, res, ulq)
    assert [o.data for o in g.decision.options] == [weak]
    g.respond([0])
    pass_priority(g, 2)
    assert locate(g.s, weak)[1] == "rest"


def test_grimmjow_resurreccion_card() -> None:
    """ZD:900.RESURRECCION: TS05-011 葛力姆乔（归刃） "归刃 / 解放形态：此牌（攻）+1000 并获得先制。"
    — released onto a 葛力姆乔 that was there before the turn, it attacks at 6000 with 先制:
    it destroys a 6000/5000 defender before that one deals its damage."""
    sc = Scenario()
    grim = sc.battle(0, "TS05-010", turn=1)
    res = sc.hand(0, "TS05-011")[0]
    opp = sc.battle(1, "TS05-009", tapped=True)  # 6000/5000
    g = sc.start(0, 3)
    release(g, res, grim)
    attack_with(g, res, opp)
    to_end_of_combat(g)
    assert locate(g.s, opp)[1] == "rest" and character(g.s, res)[1]["dmg"] == 0
