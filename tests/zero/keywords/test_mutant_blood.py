"""变种之血 MUTANT_BLOOD (ZD:900.MUTANT_BLOOD): 当此牌或者我方其他带有变种之血效果的牌登场时，
发动以下效果 — checked on the cards that print it: TS06-008 金刚狼, TS06-009 镭射眼,
TS06-010 琴·葛蕾, TS06-011 X教授, TS06-017 快银."""

from __future__ import annotations

import pytest

from tcgsim.zero.model.carddb import cards
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, labels, offered, pass_priority, settle, use

MUTANTS = ("TS06-008", "TS06-009", "TS06-010", "TS06-011", "TS06-017")


def _board(*hand: str, battle: tuple[str, ...] = ()) -> tuple[Scenario, list[int], list[int]]:
    sc = Scenario()
    sc.resources(0, "T-R1", "T-B1", n=4)
    on = [sc.battle(0, c) for c in battle]
    return sc, sc.hand(0, *hand), on


def test_every_mutant_blood_card_listens_to_its_own_and_other_mutants() -> None:
    """ZD:900.MUTANT_BLOOD: the cards print the keyword's timing as data: an appear trigger
    for any card of their side with MUTANT_BLOOD (this card included)."""
    found = [d for d in cards().all() if d.has_keyword("MUTANT_BLOOD")]
    assert sorted(d.id for d in found) == sorted(MUTANTS)
    for d in found:
        trig = [e for e in d.effects if e.get("type") == "trigger"]
        assert len(trig) == 1 and trig[0]["when"] == "appear"
        assert trig[0]["who"] == {"side": "own", "keyword": "MUTANT_BLOOD"}


def test_mutant_blood_triggers_when_the_card_itself_appears() -> None:
    """ZD:900.MUTANT_BLOOD: 带有变种之血效果的牌本身登场时也触发效果; 变种之血是一个触发效果 —
    金刚狼 appears: its effect goes on the chain, then it has (攻)+1000 this turn."""
    sc, (wolv,), _ = _board("TS06-008")
    g = sc.start(0, 3)
    start = use(g, wolv)
    assert labels(g, start) == ["金刚狼", "金刚狼: 变种之血"]
    assert attack(g, wolv) == 3000  # not yet: the effect waits on the chain
    settle(g)
    assert attack(g, wolv) == 4000


def test_mutant_blood_triggers_on_another_own_mutant_and_the_player_orders_them() -> None:
    """ZD:900.MUTANT_BLOOD: 当此牌或者我方其他带有变种之血效果的牌登场时; 如果有多个变种之血的
    效果同时被触发，由我方决定那些效果进入连锁的顺序 — 快银 appears beside 金刚狼: both trigger
    and their player chooses the order."""
    sc, (qs,), (wolv,) = _board("TS06-017", battle=("TS06-008",))
    g = sc.start(0, 3)
    start = use(g, qs)
    d = g.decision
    assert d.kind == "order" and d.player == 0 and len(d.options) == 2
    first = d.options[1].label.split(":")[0]
    g.respond([1])  # this one goes on the chain first, so it resolves last
    assert labels(g, start)[1:] == [f"{first}: 变种之血", f"{({'快银', '金刚狼'} - {first}).pop()}: 变种之血"]
    settle(g)
    assert (attack(g, wolv), attack(g, qs)) == (4000, 2500)


def test_mutant_blood_ignores_a_card_without_it() -> None:
    """ZD:900.MUTANT_BLOOD: only 此牌或者我方其他带有变种之血效果的牌 — a vanilla character of
    mine appearing does not trigger 金刚狼."""
    sc, (plain,), (wolv,) = _board("T-R1", battle=("TS06-008",))
    g = sc.start(0, 3)
    start = use(g, plain)
    assert not g.s["pending"] and not g.s["chain"]
    assert labels(g, start) == ["红一"]
    assert attack(g, wolv) == 3000


def test_mutant_blood_ignores_the_opponents_mutants() -> None:
    """ZD:900.MUTANT_BLOOD: 我方其他 — the opponent's 快银 appearing triggers its own MUTANT_BLOOD
    only, not that of my 金刚狼."""
    sc = Scenario()
    wolv = sc.battle(0, "TS06-008")
    qs = sc.hand(1, "TS06-017")[0]
    sc.resources(1, "T-R1", n=2)
    g = sc.start(1, 4)
    start = use(g, qs)
    settle(g)
    assert labels(g, start) == ["快银", "快银: 变种之血"]
    assert attack(g, wolv) == 3000 and attack(g, qs) == 2500


def test_cyclops_deals_500_damage() -> None:
    """ZD:900.MUTANT_BLOOD: TS06-009 镭射眼 — 变种之血：对对方战斗区中的一张角色牌造成 500 点伤害。"""
    sc, (cyc,), _ = _board("TS06-009")
    foe = sc.battle(1, "T-C33")
    g = sc.start(0, 3)
    use(g, cyc)
    answer(g, foe)  # its target, chosen as it goes on the chain
    settle(g)
    assert character(g.s, foe)[1]["dmg"] == 500


def test_jean_grey_draws_then_discards() -> None:
    """ZD:900.MUTANT_BLOOD: TS06-010 琴·葛蕾 — 变种之血：抽一张牌，舍弃一张手牌。"""
    sc, (jean, keep), _ = _board("TS06-010", "T-R2")
    sc.deck(0, "T-R3", pad=4)
    g = sc.start(0, 3)
    use(g, jean)
    act(g, "pass")
    act(g, "pass")
    assert g.decision.kind == "discard"
    hand = g.pl(0)["hand"]
    assert len(hand) == 2 and g.d(hand[-1]).id == "T-R3"  # drew first
    answer(g, keep)
    assert keep in g.pl(0)["rest"] and len(g.pl(0)["hand"]) == 1


def test_professor_x_looks_at_the_opponents_top_card() -> None:
    """ZD:900.MUTANT_BLOOD: TS06-011 X教授 — 变种之血：查看对方牌组顶的一张牌，将其放回牌组顶或者
    牌组底。"""
    sc, (prof,), _ = _board("TS06-011")
    top = sc.deck(1, "T-R3", pad=4)[0]
    g = sc.start(0, 3)
    start = use(g, prof)
    pass_priority(g, 2)
    assert g.decision.kind == "top_or_bottom" and g.decision.player == 0
    answer(g, "bottom")
    assert g.pl(1)["deck"][0] == top
    assert events(g, "look", start, of=1)


@pytest.mark.parametrize("cid,gain", [("TS06-008", 1000), ("TS06-017", 500)])
def test_attack_bonus_lasts_this_turn(cid: str, gain: int) -> None:
    """ZD:900.MUTANT_BLOOD: 金刚狼 (攻)+1000 / 快银 (攻)+500 本回合 — gone after the cleanup."""
    sc, (c,), _ = _board(cid)
    g = sc.start(0, 3)
    use(g, c)
    settle(g)
    base = g.d(c).atk
    assert attack(g, c) == base + gain
    from ..util import next_turn

    next_turn(g)
    assert attack(g, c) == base


def test_quicksilver_rushes_and_professor_x_guards() -> None:
    """ZD:900.RUSH / ZD:900.GUARD: the mutants' other keywords — 快银 (突袭) may attack the turn it
    appears; X教授 (守备) never attacks."""
    sc, (qs,), (prof,) = _board("TS06-017", battle=("TS06-011",))
    g = sc.start(0, 3)
    use(g, qs)
    while g.s["chain"] or g.s["pending"] or g.decision.kind != "priority":
        g.respond([0])  # both MUTANT_BLOODs (X教授 looks at the opponent's top card)
    assert offered(g, "attack") == [["attack", qs]]
    assert prof not in [a[1] for a in offered(g, "attack")]
