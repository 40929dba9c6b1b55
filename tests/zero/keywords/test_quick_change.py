"""高速换装 QUICK_CHANGE (ZD:900.QUICK_CHANGE): each test checks a sentence of its ruling text,
with the card that prints it (TS06-003 钢铁侠 马克42, (2) 高速换装『钢铁侠』, 远程) over TS06-002
钢铁侠."""

from __future__ import annotations

import pytest

from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    auto_pay,
    defend_with,
    events,
    labels,
    offered,
    settle,
    to_end_of_combat,
)
from ..util import attack as attack_with

IRON, MARK = "TS06-002", "TS06-003"

carddb.register(
    {"id": "T-K-ARMOR", "name": "旧战甲", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["旧战甲"], "attrs": ["钢铁侠"],
     "effects": [{"type": "trigger", "level": 2, "when": "leave_to_rest", "label": "LV2 离场",
                  "do": [["draw", {"n": 1}]]}]},
    {"id": "T-K-SUIT", "name": "新战甲", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["新战甲"], "keywords": [["QUICK_CHANGE", 0, "钢铁侠"]],
     "effects": [{"type": "trigger", "level": 2, "when": "appear", "label": "LV2 登场",
                  "do": [["draw", {"n": 1}]]}]},
)


def _board(res: int = 2, **iron: object) -> tuple[Scenario, int, int]:
    sc = Scenario()
    sc.resources(0, "T-R1", n=res)
    man = sc.battle(0, IRON, **iron)  # type: ignore[arg-type]
    mark = sc.hand(0, MARK)[0]
    return sc, man, mark


def _quick_change(g, mark: int) -> int:  # type: ignore[no-untyped-def]
    """Reveal 马克42 and let the effect resolve (both players pass)."""
    start = len(g.log)
    act(g, "reveal", mark)
    auto_pay(g)
    settle(g)
    return start


def test_quick_change_continues_the_combat_with_the_new_character() -> None:
    """ZD:900.QUICK_CHANGE: 此牌登场时即继承那张牌的状态 — 钢铁侠 (4000) attacks a 5000/5000;
    in the attack step 马克42 (5000, 远程) takes its place: the combat is not interrupted, the
    new attacker destroys the target and takes no battle damage."""
    sc, man, mark = _board()
    foe = sc.battle(1, "T-C55", tapped=True)
    g = sc.start(0, 3)
    attack_with(g, man, foe)
    start = _quick_change(g, mark)
    assert man in g.pl(0)["rest"] and character(g.s, mark)[1]["tap"]
    assert g.s["combat"]["att"][0] == mark
    to_end_of_combat(g)
    assert foe in g.pl(1)["rest"]
    assert not events(g, "combat_end", start, interrupted=True)
    assert character(g.s, mark)[1]["dmg"] == 0
    assert events(g, "chain_add", start)  # the attack win etc. went on normally


def test_quick_change_defender_keeps_defending() -> None:
    """ZD:900.QUICK_CHANGE: a declared defender replaced by 马克42 (5000/4000): 马克42 defends,
    survives the 3000 attack and destroys the attacker."""
    sc, man, mark = _board()
    foe = sc.battle(1, "T-C33")
    g = sc.start(1, 4)
    attack_with(g, foe, "life")
    defend_with(g, man)
    act(g, "pass")  # the attacker's player passes: the defending player may answer
    _quick_change(g, mark)
    assert [d["c"][0] for d in g.s["combat"]["declared"]] == [mark]
    to_end_of_combat(g)
    assert foe in g.pl(1)["rest"]
    assert character(g.s, mark)[1]["dmg"] == 3000
    assert len(g.pl(0)["life"]) == 6


def test_quick_change_inherits_the_state() -> None:
    """ZD:900.QUICK_CHANGE: 继承放置在其下方的牌的状态，例如重置或者横置状态，装备的装备牌，已受到的
    伤害，受到的效果影响，以及其等级指示物等 — untapped, 1000 damage, its equipment, its level card,
    a (攻)+1000 in force and a counter all pass to 马克42; the old card alone goes to the rest
    zone."""
    sc, man, mark = _board(damage=1000, levels=1, equip="T-EQ", counters={"mark": 1})
    fighter = sc.battle(0, "T-C22")
    pump = sc.hand(0, "T-K-PUMP")[0]
    g = sc.start(0, 3)
    act(g, "use", pump)
    answer(g, man)
    settle(g)
    e_old = character(g.s, man)[1]
    eq, lv = e_old["eq"]["c"], [lc for lc, _ in e_old["lv"]]
    attack_with(g, fighter, "life")
    _quick_change(g, mark)
    e = character(g.s, mark)[1]
    assert (e["tap"], e["dmg"], e["cnt"], e["turn"]) == (False, 1000, {"mark": 1}, 0)
    assert e["eq"]["c"] == eq and [lc for lc, _ in e["lv"]] == lv
    assert attack(g, mark) == 5000 + 1000 + 1000  # printed + equipment + the effect in force
    assert g.pl(0)["rest"] == [pump, man]


@pytest.mark.parametrize("appeared,can_attack", [(0, True), (3, False)])
def test_quick_change_may_attack_if_the_old_card_could(appeared: int, can_attack: bool) -> None:
    """ZD:900.QUICK_CHANGE: 那张角色牌如果不是本回合登场的，那么在高速换装登场后也可以攻击; 高速换装
    只能在战斗阶段中使用，但并不要求是『钢铁侠』角色牌参与的战斗 — during another character's
    attack 钢铁侠 becomes 马克42, which may attack afterwards unless 钢铁侠 appeared this turn."""
    sc, man, mark = _board(turn=appeared)
    fighter = sc.battle(0, "T-C22")
    g = sc.start(0, 3)
    attack_with(g, fighter, "life")
    _quick_change(g, mark)
    to_end_of_combat(g)
    assert (["attack", mark] in offered(g, "attack")) == can_attack


def test_quick_change_only_during_combat() -> None:
    """ZD:900.QUICK_CHANGE: 此效果只能在战斗阶段中使用 — not in the non-combat action phase; in a
    combat, for either player (here the defending one, whose 钢铁侠 is not in it)."""
    sc, man, mark = _board()
    g = sc.start(0, 3)
    assert offered(g, "reveal") == []
    sc2, man2, mark2 = _board()
    foe = sc2.battle(1, "T-C22")
    g2 = sc2.start(1, 4)
    assert offered(g2, "reveal") == []
    attack_with(g2, foe, "life")
    act(g2, "pass")
    assert g2.decision.player == 0 and offered(g2, "reveal") == [["reveal", mark2, 0]]


def test_quick_change_pays_x_first_then_chooses() -> None:
    """ZD:900.QUICK_CHANGE: (X) 高速换装; 玩家在使用此效果时需要先支付费用，之后选择战斗区中的一张角色
    牌然后效果进入连锁 — (2): one resource is not enough; with three, two are tapped before the
    choice and the card stays in the hand while the effect is on the chain."""
    sc, man, mark = _board(res=1)
    fighter = sc.battle(0, "T-C22")
    g = sc.start(0, 3)
    attack_with(g, fighter, "life")
    assert offered(g, "reveal") == []
    sc, man, mark = _board(res=3)
    fighter = sc.battle(0, "T-C22")
    g = sc.start(0, 3)
    attack_with(g, fighter, "life")
    start = len(g.log)
    act(g, "reveal", mark)
    assert g.decision.kind == "pay"
    auto_pay(g)
    kinds = [e["type"] for e in g.log[start:] if e["type"] in ("tap", "choose", "chain_add")]
    assert kinds == ["tap", "tap", "choose", "chain_add"]
    assert mark in g.pl(0)["hand"] and labels(g, start) == ["钢铁侠 马克42: 高速换装『钢铁侠』"]


def test_quick_change_fails_if_the_chosen_character_left() -> None:
    """ZD:900.QUICK_CHANGE: 如果在连锁中所选择的角色牌离开战斗区则高速换装的效果将无法正常进行清算 —
    the opponent destroys 钢铁侠 in answer: 马克42 stays in the hand."""
    sc, man, mark = _board()
    fighter = sc.battle(0, "T-C22")
    kill = sc.hand(1, "T-K-KILL")[0]
    g = sc.start(0, 3)
    attack_with(g, fighter, "life")
    act(g, "reveal", mark)
    auto_pay(g)
    act(g, "pass")
    act(g, "use", kill)
    answer(g, man)
    settle(g)
    assert mark in g.pl(0)["hand"] and man in g.pl(0)["rest"]
    assert events(g, "quick_change_failed")


@pytest.mark.parametrize("levels", [0, 1])
def test_both_cards_have_their_effects_at_the_lower_cards_level(levels: int) -> None:
    """ZD:900.QUICK_CHANGE: 高速换装效果处理时，上下两张角色牌均拥有各自的效果且同时视作与下方角色牌
    相同的等级 — a LV2 character under a quick change: its LV2 "goes to the rest zone" effect
    and the new card's LV2 【登场时】 both trigger; at LV1 neither does."""
    sc = Scenario()
    armor = sc.battle(0, "T-K-ARMOR", levels=levels)
    suit = sc.hand(0, "T-K-SUIT")[0]
    fighter = sc.battle(0, "T-C22")
    g = sc.start(0, 3)
    attack_with(g, fighter, "life")
    start = _quick_change(g, suit)
    assert armor in g.pl(0)["rest"] and character(g.s, suit) is not None
    got = sorted(x for x in labels(g, start) if "LV2" in x)
    assert got == (["新战甲: LV2 登场", "旧战甲: LV2 离场"] if levels else [])
