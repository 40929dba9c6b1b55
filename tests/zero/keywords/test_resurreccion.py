"""归刃 (ZD:900.RESURRECCION): each test names the keyword and checks a sentence of its ruling."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import attack, defense, level
from tcgsim.zero.rules.scripts import candidates
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    activated,
    cast,
    events,
    labels,
    next_turn,
    offered,
    pass_priority,
    release,
    settle,
)


def test_resurreccion_onto_an_arrancar_with_the_same_character_name() -> None:
    """ZD:900.RESURRECCION: 展示手牌中的此牌：将此牌放置在我方战斗区中的一张角色名相同的『破面』上
    — 乌尔奇奥拉（归刃） goes on our 乌尔奇奥拉 (shown first), not on 葛力姆乔 nor on the
    opponent's 乌尔奇奥拉; the card below becomes a soul card."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    sc.battle(0, "TS05-010")
    sc.battle(1, "TS05-008")
    res = sc.hand(0, "TS05-009")[0]
    g = sc.start(0, 3)
    act(g, "act", res)
    assert [o.data for o in g.decision.options] == [ulq]
    g.respond([0])
    assert events(g, "reveal")[-1]["cards"][0]["id"] == res
    pass_priority(g, 2)
    assert character(g.s, res)[1]["under"] == [ulq]


def test_resurreccion_needs_an_arrancar() -> None:
    """ZD:900.RESURRECCION: a character with the same character name that is not a 『破面』
    cannot be released onto."""
    sc = Scenario()
    sc.battle(0, "T-R3")
    sc.hand(0, "TS05-009")
    g = sc.start(0, 3)
    assert activated(g) == []


def test_resurreccion_inherits_equipment_damage_effects_and_levels() -> None:
    """ZD:900.RESURRECCION: 归刃登场的牌继承被归刃的牌的状态，例如重置或者横置状态，装备的装备牌，
    已受到的伤害，受到的效果影响，以及其升级指示物等。"""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008", tapped=True, damage=2000, levels=2, equip="T-EQ")
    buff = sc.hand(0, "T-BUFF0")[0]
    res = sc.hand(0, "TS05-009")[0]
    g = sc.start(0, 3)
    cast(g, buff, ulq)
    pass_priority(g, 2)
    release(g, res, ulq)
    e = character(g.s, res)[1]
    assert e["tap"] and e["dmg"] == 2000 and level(e) == 3
    assert g.d(e["eq"]["c"]).id == "T-EQ"
    assert attack(g, res) == 6000 + 1000 + 1000 and defense(g, res) == 5000 + 1000 + 1000


def test_resurreccion_only_at_normal_tactic_timing() -> None:
    """ZD:900.RESURRECCION: 归刃只能在使用普通战术的时机下使用 — not with a card on the chain, not
    in the opponent's turn."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    sc.battle(1, "TS05-008")
    res = sc.hand(0, "TS05-009")[0]
    sc.hand(1, "TS05-009")
    buff = sc.hand(0, "T-BUFF0")[0]
    g = sc.start(0, 3)
    assert offered(g, "act") == [["act", res, ["kw", ["RESURRECCION"], 0]]]
    cast(g, buff, ulq)
    assert offered(g, "act") == []
    pass_priority(g)
    assert g.decision.player == 1 and offered(g, "act") == []


def test_resurreccion_once_per_turn_per_character_name() -> None:
    """ZD:900.RESURRECCION: 同一角色名的角色牌一回合只能进行一次归刃 — after 乌尔奇奥拉's 归刃, a
    second 乌尔奇奥拉 归刃 card cannot be activated this turn (another name still can); next
    turn it can."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    grim = sc.battle(0, "TS05-010")
    res, res2 = sc.hand(0, "TS05-009", "T-AR")
    gres = sc.hand(0, "TS05-011")[0]
    g = sc.start(0, 3)
    release(g, res, ulq)
    assert [o.data[1] for o in g.decision.options if o.data[0] == "act"] == [gres]
    release(g, gres, grim)
    next_turn(g)
    next_turn(g)
    assert [o.data[1] for o in g.decision.options if o.data[0] == "act"] == [res2]


def test_resurreccion_fails_if_the_character_left_in_answer() -> None:
    """ZD:900.RESURRECCION: 如果连锁此效果使得被归刃的牌离开战斗区，归刃的效果不再清算，使用归刃
    效果的牌留在手中 (and, not having been done, it can be tried again this turn)."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    sc.resources(0, "TS05-010", n=4)
    res = sc.hand(0, "TS05-009")[0]
    bounce = sc.hand(1, "T-BOUNCE0")[0]
    g = sc.start(0, 3)
    release(g, res, ulq, resolve=False)
    pass_priority(g)
    cast(g, bounce, ulq)
    pass_priority(g, 2)  # the whole chain resolves: the bounce, then 归刃 (ignored)
    assert locate(g.s, res)[1] == "hand" and locate(g.s, ulq)[1] == "hand"
    cast(g, ulq)  # used again, it can be released again this turn
    pass_priority(g, 2)
    release(g, res, ulq)
    assert character(g.s, res)[1]["under"] == [ulq]


def test_resurreccion_triggers_appear_and_resurreccion_success() -> None:
    """ZD:900.RESURRECCION: 以归刃方式登场的牌可以触发其登场效果和【归刃成功时】的效果 (not its
    【刀剑解放成功时】)."""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    res = sc.hand(0, "T-AR")[0]
    g = sc.start(0, 3)
    hand, life = len(g.pl(0)["hand"]), len(g.pl(0)["life"])
    start = len(g.log)
    release(g, res, ulq)
    g.respond([0])  # order the two triggered effects
    settle(g)
    name = "乌尔奇奥拉（测试）"
    assert sorted(labels(g, start)[1:]) == [f"{name}: 归刃成功时", f"{name}: 登场时"]
    assert len(g.pl(0)["hand"]) == hand - 1 + 3 and len(g.pl(0)["life"]) == life


def test_resurreccion_onto_a_card_with_soul_cards() -> None:
    """ZD:900.RESURRECCION: 以归刃的方式把一张牌 A 放置在另一张已经在其下放置有刀魂牌的牌 B 上，
    原本 B 的刀魂牌和 B 一起变为 A 的刀魂牌。"""
    sc = Scenario()
    b = sc.battle(0, "TS05-009", under=("TS05-008",))
    a = sc.hand(0, "T-AR")[0]
    g = sc.start(0, 3)
    soul = character(g.s, b)[1]["under"][0]
    release(g, a, b)
    assert sorted(character(g.s, a)[1]["under"]) == sorted([soul, b])


def test_resurreccion_soul_cards_cannot_be_targeted_and_go_to_the_rest_zone() -> None:
    """ZD:900.RESURRECCION: 刀魂牌不视为战斗区中的牌，效果对象为战斗区中的一张牌的效果不能指定刀魂牌。
    如果那张牌离开战斗区，刀魂牌会被送入其持有者的休息区。"""
    sc = Scenario()
    ulq = sc.battle(0, "TS05-008")
    res = sc.hand(0, "TS05-009")[0]
    bounce = sc.hand(1, "T-BOUNCE0")[0]
    g = sc.start(0, 3)
    release(g, res, ulq)
    assert ulq not in candidates(g, {"filter": {"type": "character"}}, {"src": bounce, "p": 1})
    pass_priority(g)
    cast(g, bounce, res)
    pass_priority(g, 2)
    assert locate(g.s, res)[1] == "hand" and locate(g.s, ulq)[1] == "rest"
