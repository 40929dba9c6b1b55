"""通灵 SUMMON [***] (ZD:900.SUMMON): each test names the keyword's id and checks one sentence of
its ruling text, with TS03-006 蛤蟆文太 (通灵[鸣人]) and the project's test cards."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, pass_priority

BUNTA, NARUTO = "TS03-006", "TS03-001"


def _board(partner: str | None = NARUTO, up: bool = True, res: int = 5):  # type: ignore[no-untyped-def]
    sc = Scenario()
    bunta = sc.resources(0, BUNTA, up=up)[0]
    sc.resources(0, "T-R1", n=res)
    naruto = sc.battle(0, partner) if partner else None
    return sc, bunta, naruto


def test_gamabunta_appears_from_the_resource_zone_at_turn_start() -> None:
    """ZD:900.SUMMON: 【我方回合开始时】如果此牌在我方资源区中且我方战斗区中有『***』，支付 (X)：将
    资源区中的此牌登场。X 为此牌的总费用 — TS03-006 蛤蟆文太 (cost 5) in the resource zone with
    漩涡鸣人 in the battle zone: its player pays 5 and it appears from the resource zone."""
    sc, bunta, _ = _board()
    g = sc.start(0, 3, step="start")
    d = g.decision
    assert d.kind == "may" and d.player == 0
    answer(g, True)
    auto_pay(g)
    assert sum(r["tap"] for r in g.pl(0)["res"]) == 5
    pass_priority(g, 2)
    found = character(g.s, bunta)
    assert found is not None and found[1]["how"] == "effect"
    assert all(r["c"] != bunta for r in g.pl(0)["res"])


def test_summon_needs_the_named_character() -> None:
    """ZD:900.SUMMON: …且我方战斗区中有『***』 — without a 『鸣人』 of ours (the opponent's does
    not count) it does not trigger."""
    sc, bunta, _ = _board(partner=None)
    sc.battle(1, NARUTO)
    g = sc.start(0, 3, step="start")
    assert g.decision.kind == "priority" and not g.s["chain"]


def test_summon_one_character_name_is_enough() -> None:
    """ZD:900.SUMMON: 『***』为角色牌的角色名，只要角色牌中有一个角色名满足该条件即可触发 — a
    character named 『九尾』『鸣人』 makes it trigger."""
    sc, bunta, _ = _board(partner="T-A-JINCHURIKI")
    g = sc.start(0, 3, step="start")
    assert g.decision.kind == "may"


def test_summon_works_only_in_the_resource_zone() -> None:
    """ZD:900.SUMMON: 通灵的效果只在资源区中有效 — in the hand, the rest zone or the battle zone
    it does nothing at turn start; face down in the resource zone (no name, no effect, ZD:204)
    neither."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=6)
    sc.battle(0, NARUTO)
    sc.battle(0, "T-A-FROG")
    sc.hand(0, BUNTA)
    sc.rest(0, BUNTA)
    sc.resources(0, BUNTA, up=False)
    g = sc.start(0, 3, step="start")
    assert g.decision.kind == "priority" and not g.s["chain"]


def test_summon_only_at_its_players_turn_start() -> None:
    """ZD:900.SUMMON: 【我方回合开始时】 — not at the start of the opponent's turn; at its
    player's next turn start it does."""
    sc, bunta, _ = _board()
    g = sc.start(1, 4, step="start")
    assert g.decision.kind == "priority" and not g.s["chain"]
    for _ in range(50):
        d = g.decision
        if d.kind == "may":
            break
        g.respond([0] if d.kind in ("priority", "resource") else list(range(d.min)))
    assert (g.turn, g.current, g.s["step"]) == (5, 0, "start")


def test_summon_cost_may_be_declined_or_unpayable() -> None:
    """ZD:900.SUMMON: the (X) is a cost paid as it triggers (ZD:807): declined, the card stays
    in the resource zone; with too few resources to pay it, it is ignored."""
    sc, bunta, _ = _board()
    g = sc.start(0, 3, step="start")
    answer(g, False)
    assert any(r["c"] == bunta for r in g.pl(0)["res"]) and not g.s["chain"]
    sc2, bunta2, _ = _board(res=3)  # 4 resources with itself: cost 5
    g2 = sc2.start(0, 3, step="start")
    assert g2.decision.kind == "priority" and not g2.s["chain"]


def test_summon_resolves_even_if_the_named_character_left() -> None:
    """ZD:900.SUMMON: 如果通灵的效果进入连锁后，战斗区所需要的角色牌已经不在战斗区中，通灵的效果将会
    正常清算 — 漩涡鸣人 destroyed in answer: 蛤蟆文太 still appears."""
    sc, bunta, naruto = _board()
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(0, 3, step="start")
    answer(g, True)
    auto_pay(g)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, naruto)
    auto_pay(g)
    pass_priority(g, 2)
    assert naruto in g.pl(0)["rest"] and character(g.s, bunta) is not None


def test_summon_card_that_left_the_resource_zone_does_not_appear() -> None:
    """ZD:900.SUMMON: 将资源区中的此牌登场 — if the card is no longer that card in the resource
    zone when the effect resolves, nothing appears."""
    sc, bunta, _ = _board()
    g = sc.start(0, 3, step="start")
    answer(g, True)
    auto_pay(g)
    from tcgsim.zero.rules.zones import move

    move(g, bunta, "hand", why="test: returned", clause=None)
    pass_priority(g, 2)
    assert bunta in g.pl(0)["hand"] and character(g.s, bunta) is None
