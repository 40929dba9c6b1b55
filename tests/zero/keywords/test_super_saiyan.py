"""超级赛亚人 SUPER_SAIYAN (ZD:900.SUPER_SAIYAN): each test names the keyword's id and checks
one sentence of its ruling text, with TS01-002 孙悟空（超级赛亚人）."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense, level
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, offered, pass_priority

GOKU, VANILLA = "TS01-002", "T-R2"


def _levelups(g) -> list[list]:  # type: ignore[no-untyped-def,type-arg]
    return offered(g, "levelup")


def _board(goku_tapped: bool = False):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.resources(0, "T-R1")
    goku = sc.battle(0, GOKU, tapped=goku_tapped)
    other = sc.battle(0, VANILLA)
    same = sc.hand(0, GOKU)[0]
    sc.deck(0, "T-R1", pad=5)
    return sc, goku, other, same


def _resolve_levelup(g, decline: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Pass the level up through; answer its 超级赛亚人 trigger ("may") with no."""
    pass_priority(g, 2)
    if decline and g.decision.kind == "may":
        answer(g, False)


def test_super_saiyan_dimension_levelup_after_the_turns_normal_levelup() -> None:
    """ZD:900.SUPER_SAIYAN: 此牌的次元升级不计算在一回合一次的升级中 — 即使本回合已经进行过通常
    的升级，带有超级赛亚人效果的角色牌依然可以进行次元升级 (a card without it can not)."""
    sc, goku, other, same = _board()
    sc.hand(0, VANILLA)  # the vanilla could dimension level up too, before the normal one
    g = sc.start(0, 3)
    assert ["levelup", other, "dimension"] in _levelups(g)
    act(g, "levelup", other, "normal")
    _resolve_levelup(g)
    assert level(character(g.s, other)[1]) == 2
    assert _levelups(g) == [["levelup", goku, "dimension"]]
    act(g, "levelup", goku, "dimension")
    _resolve_levelup(g)
    e = character(g.s, goku)[1]
    assert e["lv"] == [[same, True]] and level(e) == 2
    assert (attack(g, goku), defense(g, goku)) == (6000, 4000)  # its LV2 effect


def test_super_saiyan_normal_levelup_after_its_dimension_levelup() -> None:
    """ZD:900.SUPER_SAIYAN: 带有超级赛亚人效果的角色牌本回合已经进行了次元升级，依然可以进行一次
    通常的升级 — and only one: the normal level up still counts."""
    sc, goku, other, same = _board()
    g = sc.start(0, 3)
    act(g, "levelup", goku, "dimension")
    _resolve_levelup(g)
    assert level(character(g.s, goku)[1]) == 2
    assert ["levelup", other, "normal"] in _levelups(g)
    act(g, "levelup", other, "normal")
    _resolve_levelup(g)
    assert level(character(g.s, other)[1]) == 2 and _levelups(g) == []


def test_super_saiyan_untap_after_the_draw_of_the_dimension_levelup() -> None:
    """ZD:900.SUPER_SAIYAN: 当此牌次元升级成功时，舍弃一张手牌：重置此牌 — 进行次元升级成功后，
    先抽一张牌，之后决定是否触发此效果: with no other card in the hand, the card drawn for the
    dimension level up pays the discard, and the tapped 孙悟空 untaps."""
    sc, goku, other, same = _board(goku_tapped=True)
    g = sc.start(0, 3)
    top = g.pl(0)["deck"][-1]
    act(g, "levelup", goku, "dimension")
    pass_priority(g, 2)
    assert g.pl(0)["hand"] == [top]  # drawn before the trigger is decided
    d = g.decision
    assert d.kind == "may" and d.player == 0
    answer(g, True)
    assert g.decision.kind == "discard"
    g.respond([0])
    assert top in g.pl(0)["rest"] and character(g.s, goku)[1]["tap"]
    pass_priority(g, 2)
    assert not character(g.s, goku)[1]["tap"]


def test_super_saiyan_trigger_is_optional_and_needs_its_cost() -> None:
    """ZD:900.SUPER_SAIYAN: the untap is a triggered effect with a cost (ZD:702): declining it
    leaves the card tapped and the hand as it is."""
    sc, goku, other, same = _board(goku_tapped=True)
    g = sc.start(0, 3)
    act(g, "levelup", goku, "dimension")
    pass_priority(g, 2)
    hand = list(g.pl(0)["hand"])
    answer(g, False)
    assert character(g.s, goku)[1]["tap"] and g.pl(0)["hand"] == hand and not g.s["chain"]


def test_super_saiyan_trigger_only_on_dimension_levelup() -> None:
    """ZD:900.SUPER_SAIYAN: 当此牌次元升级成功时 — a normal level up of 孙悟空 triggers
    nothing."""
    sc, goku, other, same = _board(goku_tapped=True)
    g = sc.start(0, 3)
    act(g, "levelup", goku, "normal")
    pass_priority(g, 2)
    assert level(character(g.s, goku)[1]) == 2
    assert g.decision.kind == "priority" and not g.s["chain"]
