"""查克拉 CHAKRA X (ZD:900.CHAKRA): each test names the keyword's id and checks one sentence of
its ruling text, with TS03-001 漩涡鸣人 (查克拉 2) and the project's test cards."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, auto_pay, events, pass_priority

NARUTO = "TS03-001"


def _tapped(g, p: int = 0) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for r in g.pl(p)["res"] if r["tap"])


def test_chakra_untaps_up_to_x_resources_when_it_appears() -> None:
    """ZD:900.CHAKRA: 【登场时】重置我方资源区中最多 X 张资源牌 — TS03-001 漩涡鸣人 (查克拉 2)
    paid with 3 of 4 tapped-out resources: as it appears, its player untaps up to 2 of them
    (0 to 2 may be chosen)."""
    sc = Scenario()
    sc.resources(0, NARUTO, n=3)
    sc.resources(0, "T-R1", tapped=True)
    naruto = sc.hand(0, NARUTO)[0]
    g = sc.start(0, 3)
    act(g, "use", naruto)
    auto_pay(g)
    assert _tapped(g) == 4
    pass_priority(g, 2)  # Naruto resolves; its 【登场时】 goes on the chain
    assert character(g.s, naruto) is not None
    assert [link["path"][0] for link in g.s["chain"]] == ["kw"]
    pass_priority(g, 2)
    d = g.decision
    assert d.kind == "untap" and d.player == 0 and (d.min, d.max) == (0, 2)
    g.respond([0, 1])
    assert _tapped(g) == 2


def test_chakra_is_a_trigger_each_instance_resolves_separately() -> None:
    """ZD:900.CHAKRA: 查克拉为触发效果；若一张牌的效果中带有多个查克拉的效果，则每个查克拉的效果
    都将会分别进行清算 — two 查克拉 1 are two links on the chain, each untapping up to 1."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    twin = sc.hand(0, "T-A-CHAKRA11")[0]
    g = sc.start(0, 3)
    act(g, "use", twin)
    auto_pay(g)
    pass_priority(g, 2)
    if g.decision.kind == "order":  # the two triggers: its player orders them
        g.respond([0])
    assert len(g.s["chain"]) == 2
    pass_priority(g, 2)
    assert g.decision.kind == "untap" and g.decision.max == 1
    g.respond([0])
    assert _tapped(g) == 2
    assert g.decision.kind == "untap" and g.decision.max == 1
    g.respond([0])
    assert _tapped(g) == 1
    assert len(events(g, "untap")) == 2


def test_chakra_triggers_when_it_appears_by_an_effect() -> None:
    """ZD:900.CHAKRA: a 【登场时】 effect (ZD:801: entering the battle zone from any zone) —
    漩涡鸣人 found and put into the battle zone by an effect untaps resources too."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2, tapped=True)
    call = sc.hand(0, "T-CALL")[0]
    naruto = sc.deck(0, NARUTO, pad=5)[0]
    g = sc.start(0, 3)
    act(g, "use", call)
    pass_priority(g, 2)
    g.respond([g.decision.options.index(next(o for o in g.decision.options
                                             if o.data == naruto))])
    assert character(g.s, naruto) is not None
    pass_priority(g, 2)
    assert g.decision.kind == "untap"
    g.respond([0, 1])
    assert _tapped(g) == 0
