"""The combat keywords on the real cards of the card data (tcgsim/zero/cards): each keyword's
main sentence, checked with a card that prints it."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack as atk
from tcgsim.zero.rules.continuous import defense
from tcgsim.zero.scenario import Scenario

from ..util import (
    answer,
    attack,
    defend_with,
    offered,
    settle,
    to_end_of_combat,
    until_decision,
    use,
)


def test_rush_card_attacks_the_turn_it_appears() -> None:
    """ZD:900.RUSH: BP02-001 少年悟空 (突袭) may attack on the turn it is used."""
    sc = Scenario()
    sc.resources(0, "TS01-006", n=2)
    goku = sc.hand(0, "BP02-001")[0]
    g = sc.start(0, 3)
    use(g, goku)
    assert offered(g, "attack") == [["attack", goku]]


def test_slow_card_appears_tapped() -> None:
    """ZD:900.SLOW: TS02-009 卡普 (迟缓) appears tapped."""
    sc = Scenario()
    sc.resources(0, "TS02-010", n=6)
    garp = sc.hand(0, "TS02-009")[0]
    g = sc.start(0, 3)
    use(g, garp)
    assert character(g.s, garp)[1]["tap"]


def test_loner_card_alone() -> None:
    """ZD:900.LONER: TS04-014 凤凰座一辉 (独行客, 3000/3000) alone is 4000/4000."""
    sc = Scenario()
    ikki = sc.battle(0, "TS04-014")
    g = sc.start(0, 3)
    assert (atk(g, ikki), defense(g, ikki)) == (4000, 4000)


def test_guard_card_cannot_attack() -> None:
    """ZD:900.GUARD: TS01-001 天神 (守备) is never offered as an attacker."""
    sc = Scenario()
    sc.battle(0, "TS01-001")
    g = sc.start(0, 3)
    assert offered(g, "attack") == []


def test_ranged_card_takes_no_battle_damage_attacking() -> None:
    """ZD:900.RANGED: TS03-008 天天 (远程, 2000/1000) attacking a 3000 attacker survives."""
    sc = Scenario()
    tenten = sc.battle(0, "TS03-008")
    t = sc.battle(1, "T-C33", tapped=True)
    g = sc.start(0, 3)
    attack(g, tenten, t)
    to_end_of_combat(g)
    assert character(g.s, tenten)[1]["dmg"] == 0


def test_first_strike_card_wins_before_being_hit() -> None:
    """ZD:900.FIRST_STRIKE: TS02-004 罗罗诺亚·索隆 (先制, 4000/2000) destroys a 3000/2000
    character before it strikes back."""
    sc = Scenario()
    zoro = sc.battle(0, "TS02-004")
    t = sc.battle(1, "T-C32", tapped=True)
    g = sc.start(0, 3)
    attack(g, zoro, t)
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"] and character(g.s, zoro)[1]["dmg"] == 0


def test_pierce_card_hits_the_life_zone_on_attack_victory() -> None:
    """ZD:900.PIERCE: TS02-006 波特卡斯·D·艾斯 (贯通) destroying a character deals 1 damage to
    the life zone."""
    sc = Scenario()
    ace = sc.battle(0, "TS02-006")
    t = sc.battle(1, "T-C22", tapped=True)
    g = sc.start(0, 3)
    attack(g, ace, t)
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 5


def test_critical_card_two_battle_damage() -> None:
    """ZD:900.CRITICAL: TS02-007 山治 (会心一击) flips two life cards on a direct hit."""
    sc = Scenario()
    sanji = sc.battle(0, "TS02-007")
    g = sc.start(0, 3)
    attack(g, sanji, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 4


def test_godspeed_card_only_guard_defends() -> None:
    """ZD:900.GODSPEED: TS01-005 天津饭 (神速) attacking a character: only TS02-010 海军士兵
    (守备) may defend."""
    sc = Scenario()
    tien = sc.battle(0, "TS01-005")
    t = sc.battle(1, "T-C11", tapped=True)
    guard = sc.battle(1, "TS02-010")
    sc.battle(1, "T-C13")
    g = sc.start(0, 3)
    attack(g, tien, t)
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, guard]


def test_tough_card_defending() -> None:
    """ZD:900.TOUGH: TS03-007 我爱罗 (坚韧) defending takes no battle damage."""
    sc = Scenario()
    a = sc.battle(0, "T-C55")
    gaara = sc.battle(1, "TS03-007")
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, gaara)
    to_end_of_combat(g)
    assert character(g.s, gaara)[1]["dmg"] == 0


def test_link_card_with_its_partner() -> None:
    """ZD:900.LINK: TS01-004 克林 (战斗连协【孙悟空】) beside BP02-001 少年悟空 (『孙悟空』)."""
    sc = Scenario()
    krillin = sc.battle(0, "TS01-004")
    g = sc.start(0, 3)
    assert atk(g, krillin) == 1500
    sc2 = Scenario()
    krillin2 = sc2.battle(0, "TS01-004")
    sc2.battle(0, "BP02-001")
    g2 = sc2.start(0, 3)
    assert (atk(g2, krillin2), defense(g2, krillin2)) == (2500, 2500)


def test_logia_card_ignores_low_battle_damage() -> None:
    """ZD:900.LOGIA: TS02-005 斯摩格 (自然系果实, 防 4000) attacked by 3000 takes nothing."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    smoker = sc.battle(1, "TS02-005", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, smoker)
    to_end_of_combat(g)
    assert character(g.s, smoker)[1]["dmg"] == 0


def test_reiatsu_card_stops_a_defender() -> None:
    """ZD:900.REIATSU: TS05-008 乌尔奇奥拉 (灵压) appearing: the chosen character cannot
    defend this turn."""
    sc = Scenario()
    sc.resources(0, "TS05-003", n=4)
    ulq = sc.hand(0, "TS05-008")[0]
    x = sc.battle(1, "T-C13")
    a = sc.battle(0, "T-C22")
    g = sc.start(0, 3)
    use(g, ulq)
    answer(g, x)
    settle(g)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert not [e for e in g.log if e["type"] == "declare_defense"]
    assert len(g.pl(1)["life"]) == 5


def test_rampage_card_mills_up_to_two() -> None:
    """ZD:900.RAMPAGE: TS06-004 绿巨人浩克 (肆意横行 2) attacking: up to 2 cards of the
    opponent's deck to the rest zone."""
    sc = Scenario()
    hulk = sc.battle(0, "TS06-004")
    g = sc.start(0, 3)
    deck = len(g.pl(1)["deck"])
    attack(g, hulk, "life")
    until_decision(g, "count")
    answer(g, 2)
    assert len(g.pl(1)["deck"]) == deck - 2
