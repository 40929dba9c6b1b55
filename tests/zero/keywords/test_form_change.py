"""形态转换 FORM_CHANGE (ZD:900.FORM_CHANGE): each test checks a sentence of its ruling text, with
the cards that print it (TS02-002 乔巴（重量强化）, TS02-003 乔巴（毛皮强化）)."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, attack, auto_pay, events, labels, offered, pass_priority, settle

HEAVY, GUARD_PT, CHOPPER = "TS02-002", "TS02-003", "TS02-001"


def _board(hand: str = HEAVY, on: str = CHOPPER, res: int = 3) -> tuple[Scenario, int, int]:
    sc = Scenario()
    sc.resources(0, "T-B1", n=res)
    base = sc.battle(0, on)
    c = sc.hand(0, hand)[0]
    return sc, c, base


def _reveal(g, c: int) -> int:  # type: ignore[no-untyped-def]
    start = len(g.log)
    act(g, "reveal", c)
    auto_pay(g)
    return start


def test_form_change_returns_the_character_and_this_card_appears() -> None:
    """ZD:900.FORM_CHANGE: 将我方战斗区中的一张「乔巴」移回持有者手牌并将手牌中的此牌登场 —
    托尼托尼·乔巴 goes back to the hand, 乔巴（重量强化） appears from the hand, as a new character
    (appeared by an effect this turn: it cannot attack)."""
    sc, heavy, chopper = _board()
    g = sc.start(0, 3)
    _reveal(g, heavy)
    pass_priority(g, 2)
    assert chopper in g.pl(0)["hand"] and heavy not in g.pl(0)["hand"]
    e = character(g.s, heavy)[1]
    assert (e["how"], e["turn"], e["tap"], e["dmg"]) == ("effect", 3, False, 0)
    assert offered(g, "attack") == []


def test_form_change_pays_first_then_chooses_then_goes_on_the_chain() -> None:
    """ZD:900.FORM_CHANGE: 形态转换为在手牌中使用的启动效果; 玩家在使用此效果时需要先支付(3)，之后
    选择战斗区中的一张角色牌然后效果进入连锁 — the card is revealed, the cost paid (resources
    tapped) before the choice, the effect waits on the chain and the card stays in the hand."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=4)
    sc.battle(0, "T-K-CHOPPER")
    sc.battle(0, "T-C11")
    heavy = sc.hand(0, HEAVY)[0]
    g = sc.start(0, 3)
    start = len(g.log)
    act(g, "reveal", heavy)
    assert events(g, "reveal", start, keyword="FORM_CHANGE")
    assert g.decision.kind == "pay" and not events(g, "choose", start)
    auto_pay(g)
    assert sum(r["tap"] for r in g.pl(0)["res"]) == 3  # (3): no 动物系果实 in play
    kinds = [e["type"] for e in g.log[start:] if e["type"] in ("tap", "choose", "chain_add")]
    assert kinds == ["tap", "tap", "tap", "choose", "chain_add"]
    assert labels(g, start) == ["乔巴（重量强化）: 形态转换「乔巴」"]
    assert heavy in g.pl(0)["hand"] and len(g.s["chain"]) == 1
    assert g.decision.kind == "priority"


def test_form_change_only_at_normal_tactic_timing() -> None:
    """ZD:900.FORM_CHANGE: 此效果只能在使用普通战术的时机下使用 — offered in the own non-combat
    action phase with an empty chain; not in combat, not with a link on the chain, not in the
    opponent's turn."""
    sc, heavy, chopper = _board()
    fighter = sc.battle(0, "T-C22")
    pump = sc.hand(0, "T-K-PUMP")[0]
    g = sc.start(0, 3)
    assert offered(g, "reveal") == [["reveal", heavy, 1]]
    act(g, "use", pump)
    answer(g, chopper)
    assert g.s["chain"] and offered(g, "reveal") == []
    pass_priority(g, 2)
    act(g, "attack", fighter)
    assert g.s["combat"] is not None and offered(g, "reveal") == []
    sc2, heavy2, _ = _board()
    g2 = sc2.start(1, 4)
    act(g2, "pass")
    assert g2.decision.player == 0 and offered(g2, "reveal") == []


def test_form_change_fails_if_the_chosen_character_left() -> None:
    """ZD:900.FORM_CHANGE: 如果在连锁中所选择的角色牌离开战斗区则形态转换的效果将无法正常进行清算
    — the opponent destroys 托尼托尼·乔巴 in answer: 乔巴（重量强化） stays in the hand and the cost
    stays paid."""
    sc, heavy, chopper = _board()
    kill = sc.hand(1, "T-K-KILL")[0]
    g = sc.start(0, 3)
    _reveal(g, heavy)
    act(g, "pass")
    act(g, "use", kill)
    answer(g, chopper)
    settle(g)
    assert heavy in g.pl(0)["hand"] and chopper in g.pl(0)["rest"]
    assert not g.pl(0)["battle"]
    assert events(g, "form_change_failed")
    assert sum(r["tap"] for r in g.pl(0)["res"]) == 2


def test_form_change_cannot_choose_the_same_card() -> None:
    """ZD:900.FORM_CHANGE: 启动形态转换的效果时不能选择战斗区中与其为同一张牌的角色牌 — a
    乔巴（重量强化） in the battle zone is no choice for another 乔巴（重量强化）, but is for
    乔巴（毛皮强化）."""
    sc, heavy, on = _board(HEAVY, on=HEAVY, res=4)
    guard = sc.hand(0, GUARD_PT)[0]
    g = sc.start(0, 3)
    assert offered(g, "reveal") == [["reveal", guard, 1]]


def test_form_change_needs_a_character_with_the_name() -> None:
    """ZD:900.FORM_CHANGE: 我方战斗区中的一张「乔巴」 — without a 乔巴 of mine (only another
    character, or the opponent's 乔巴) nothing is offered."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=4)
    sc.battle(0, "T-C22")
    sc.battle(1, CHOPPER)
    sc.hand(0, HEAVY)
    g = sc.start(0, 3)
    assert offered(g, "reveal") == []


def test_form_change_returns_to_the_owners_hand() -> None:
    """ZD:900.FORM_CHANGE: 移回持有者手牌 — a 乔巴 I control that the opponent owns goes back to
    the opponent's hand."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=3)
    chopper = sc.battle(0, CHOPPER, owner=1)
    heavy = sc.hand(0, HEAVY)[0]
    g = sc.start(0, 3)
    _reveal(g, heavy)
    pass_priority(g, 2)
    assert chopper in g.pl(1)["hand"] and character(g.s, heavy)[0] == 0


def test_guard_point_chopper_form_change_and_tough() -> None:
    """ZD:900.FORM_CHANGE / ZD:900.TOUGH: TS02-003 乔巴（毛皮强化） (动物系果实, 形态转换「乔巴」,
    坚韧) replaces 乔巴（重量强化） for (3)-1, then defends without taking battle damage."""
    sc, guard, heavy = _board(GUARD_PT, on=HEAVY, res=2)
    foe = sc.battle(1, "T-C55")
    g = sc.start(0, 3)
    _reveal(g, guard)
    pass_priority(g, 2)
    assert heavy in g.pl(0)["hand"] and character(g.s, guard) is not None
    from ..util import defend_with, next_turn, to_end_of_combat

    next_turn(g)
    attack(g, foe, "life")
    defend_with(g, guard)
    to_end_of_combat(g)
    assert character(g.s, guard)[1]["dmg"] == 0


def test_form_change_then_the_new_card_triggers_appear() -> None:
    """ZD:900.FORM_CHANGE: 将手牌中的此牌登场 — the card appears: its 【登场时】 effects trigger
    (a test 乔巴 with 智谋 form-changed in, looks at the top card)."""
    from tcgsim.zero.model import carddb

    carddb.register({"id": "T-K-SCHEMER", "name": "智谋乔巴", "type": "character",
                     "color": "blue", "cost": 2, "atk": 2000, "def": 2000, "chars": ["乔巴"],
                     "keywords": [["FORM_CHANGE", "乔巴"], ["SCHEME"]]})
    sc, schemer, chopper = _board("T-K-SCHEMER")
    g = sc.start(0, 3)
    _reveal(g, schemer)
    pass_priority(g, 2)
    pass_priority(g, 2)
    assert g.decision.kind == "top_or_bottom"


def test_form_change_chooses_it_does_not_target() -> None:
    """ZD:900.FORM_CHANGE: 之后选择战斗区中的一张角色牌 — 选择, not 指定 (ZD:705): a 乔巴 that cannot
    be targeted can still be chosen."""
    sc, heavy, chopper = _board()
    hide = sc.hand(0, "T-K-UNTARGET")[0]
    g = sc.start(0, 3)
    act(g, "use", hide)
    answer(g, chopper)
    settle(g)
    from tcgsim.zero.rules.continuous import cant

    assert cant(g, chopper, "target")
    _reveal(g, heavy)
    pass_priority(g, 2)
    assert character(g.s, heavy) is not None and chopper in g.pl(0)["hand"]
