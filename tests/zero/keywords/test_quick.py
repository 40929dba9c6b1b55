"""速攻 QUICK (ZD:900.QUICK): each test names the keyword's id and checks one sentence of its
ruling text, with the project's test cards and with TS03-005 旗木卡卡西."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, offered, pass_priority

KAKASHI, NARUTO = "TS03-005", "TS03-001"


def _used(g) -> list[int]:  # type: ignore[no-untyped-def]
    return [o[1] for o in offered(g, "use")]


def test_quick_character_is_used_at_instant_timing_in_the_opponents_turn() -> None:
    """ZD:900.QUICK: 此牌能在使用瞬间战术的时机下使用 — TS03-005 旗木卡卡西 (速攻) is offered
    to its player in the opponent's action phase; TS03-001 漩涡鸣人 (no 速攻) is not. It is a
    normal use: its full cost is paid and it appears "by use" (ZD:625)."""
    sc = Scenario()
    sc.resources(1, NARUTO, n=4)
    kakashi, naruto = sc.hand(1, KAKASHI, NARUTO)
    g = sc.start(0, 3)
    assert g.decision.player == 0
    pass_priority(g)
    assert g.decision.player == 1
    assert kakashi in _used(g) and naruto not in _used(g)
    act(g, "use", kakashi)
    auto_pay(g)
    assert all(r["tap"] for r in g.pl(1)["res"])  # cost 4: no reduction, no other cost
    pass_priority(g, 2)
    found = character(g.s, kakashi)
    assert found is not None and found[0] == 1 and found[1]["how"] == "use"
    assert events(g, "use", card=g.card_refs([kakashi])[0])


def test_quick_card_chains_to_another_card() -> None:
    """ZD:900.QUICK: 带有速攻的牌可以…去连锁其他的牌或效果 — with 火球 on the chain, the other
    player answers with a 速攻 character; it resolves first (last in, first out)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    sc.resources(1, "T-A-QCHAR", n=2)
    fire = sc.hand(0, "T-TAC")[0]
    quick = sc.hand(1, "T-A-QCHAR")[0]
    victim = sc.battle(1, "T-R1")
    g = sc.start(0, 3)
    act(g, "use", fire)
    answer(g, victim)
    auto_pay(g)
    pass_priority(g)
    assert g.decision.player == 1 and quick in _used(g)
    act(g, "use", quick)
    auto_pay(g)
    assert [link["c"] for link in g.s["chain"]] == [fire, quick]
    start = len(g.log)
    pass_priority(g, 2)
    order = [e["link"] for e in events(g, "resolve", start)]
    assert order[:2] == [g.name(quick), g.name(fire)]
    assert character(g.s, quick) is not None and victim in g.pl(1)["rest"]


def test_quick_works_for_every_card_type() -> None:
    """ZD:900.QUICK: 角色牌、装备牌、战术牌和事件牌均有可能获得速攻 — a normal-speed tactic,
    an equipment and an event with 速攻 are offered at instant timing (the opponent's turn);
    the same tactic without 速攻 is not."""
    sc = Scenario()
    sc.resources(1, "T-A-QCHAR", n=3)
    sc.battle(1, "T-A-SLOWPOKE")
    qtac, ntac, qeq, qevt = sc.hand(1, "T-A-QTAC", "T-A-NTAC", "T-A-QEQ", "T-A-QEVT")
    g = sc.start(0, 3)
    pass_priority(g)
    usable = _used(g)
    assert {qtac, qeq, qevt} <= set(usable) and ntac not in usable
    act(g, "use", qevt)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.pl(1)["event"] is not None and g.pl(1)["event"]["c"] == qevt


def test_quick_in_combat() -> None:
    """ZD:900.QUICK: usable at every instant timing, during combat too — the attacked player
    uses a 速攻 character in the free timing of the attack declaration."""
    sc = Scenario()
    attacker = sc.battle(0, "T-R2")
    sc.resources(1, "T-A-QCHAR", n=2)
    quick = sc.hand(1, "T-A-QCHAR")[0]
    g = sc.start(0, 3)
    act(g, "attack", attacker)
    pass_priority(g)
    assert g.decision.player == 1 and quick in _used(g)
    act(g, "use", quick)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, quick) is not None


def test_quick_works_in_any_zone_rest_zone_use() -> None:
    """ZD:900.QUICK: 速攻的效果在任何区域中均有效 — a 速攻 tactic its player may use from the
    rest zone (T-UNITY, ZD:623) is usable there at instant timing; one without 速攻 is not."""
    sc = Scenario()
    sc.battle(1, "T-UNITY")
    qtac, ntac = sc.rest(1, "T-A-QTAC", "T-A-NTAC")
    g = sc.start(0, 3)
    pass_priority(g)
    assert qtac in _used(g) and ntac not in _used(g)
    act(g, "use", qtac)
    pass_priority(g, 2)
    assert qtac in g.pl(1)["rest"] and events(g, "resolve", link=g.name(qtac))


def test_quick_gained_by_a_card_in_the_hand() -> None:
    """ZD:900.QUICK: 速攻为永续效果…在任何区域中均有效 — a character in the hand that gains
    速攻 from an effect may then be used at instant timing; before, it could not."""
    sc = Scenario()
    sc.resources(1, "T-A-SLOWPOKE", n=1)
    haste = sc.hand(1, "T-A-HASTE")[0]
    slow = sc.hand(1, "T-A-SLOWPOKE")[0]
    g = sc.start(0, 3)
    pass_priority(g)
    assert slow not in _used(g)
    act(g, "use", haste)
    pass_priority(g, 2)
    answer(g, slow)  # the card in the hand that gains 速攻
    assert g.decision.player == 0
    pass_priority(g)
    assert slow in _used(g)
    act(g, "use", slow)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, slow) is not None


def test_quick_only_changes_timing_own_turn_attack_declaration() -> None:
    """ZD:900.QUICK: without 速攻 a character is used only in its player's own non-combat
    action phase with an empty chain (ZD:318); with 速攻 also while its own attack is being
    declared."""
    sc = Scenario()
    attacker = sc.battle(0, "T-R2")
    sc.resources(0, "T-R1", n=2)
    slow, quick = sc.hand(0, "T-A-SLOWPOKE", "T-A-QCHAR")
    g = sc.start(0, 3)
    assert {slow, quick} <= set(_used(g))
    act(g, "attack", attacker)
    assert g.decision.player == 0 and g.decision.kind == "priority"
    assert quick in _used(g) and slow not in _used(g)
