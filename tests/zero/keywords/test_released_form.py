"""解放形态 (ZD:900.RELEASED_FORM): each test names the keyword and checks a sentence of its
ruling."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense, has_keyword
from tcgsim.zero.scenario import Scenario

from ..util import activated, cast, pass_priority, release


def test_released_form_effects_only_with_soul_cards_beneath() -> None:
    """ZD:900.RELEASED_FORM: 如果此牌下放置有刀魂牌，此牌获得以下效果 — 葛力姆乔（归刃） used from
    the hand has no soul card: 5000 and no 先制; released onto 葛力姆乔: +1000 and 先制."""
    sc = Scenario()
    sc.resources(0, "TS05-010", n=5)
    used = sc.hand(0, "TS05-011")[0]
    g = sc.start(0, 3)
    cast(g, used)
    pass_priority(g, 2)
    assert attack(g, used) == 5000 and not has_keyword(g, used, "FIRST_STRIKE")
    sc2 = Scenario()
    grim = sc2.battle(0, "TS05-010")
    res = sc2.hand(0, "TS05-011")[0]
    g2 = sc2.start(0, 3)
    release(g2, res, grim)
    assert attack(g2, res) == 6000 and has_keyword(g2, res, "FIRST_STRIKE")


def test_released_form_is_continuous_and_gives_any_kind_of_effect() -> None:
    """ZD:900.RELEASED_FORM: 解放形态本身是一个永续效果，但之后获得的效果可以是任何类型的效果 —
    黑崎一护（始解）'s continuous (+1000) and activated (卍解) effects both follow the soul cards;
    the effects stop once it has lost its effects (the 解放形态 is its own effect)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    ichigo = sc.battle(0, "TS05-002", under=("TS05-001",))
    lose = sc.hand(0, "T-LOSE0")[0]
    g = sc.start(0, 3)
    assert attack(g, ichigo) == 5000 and activated(g) == ["Activate 黑崎一护（始解）: 卍解"]
    cast(g, lose, ichigo)
    pass_priority(g, 2)
    assert attack(g, ichigo) == 4000 and activated(g) == []


def test_released_form_without_shikai_or_resurreccion() -> None:
    """ZD:900.RELEASED_FORM: 只要有一张牌下放置有刀魂牌，即使那张牌不是因刀剑解放或归刃的方式登场，
    也可以获得之后的效果 — a 黑崎一护（卍解） with soul cards placed otherwise has its
    +1000/+1000 and 会心一击; the same card without them has neither."""
    sc = Scenario()
    bk = sc.battle(0, "TS05-003", under=("TS05-001", "TS05-002"))
    bare = sc.battle(1, "TS05-003")
    g = sc.start(0, 3)
    assert character(g.s, bk)[1]["how"] == "use"
    assert (attack(g, bk), defense(g, bk)) == (7000, 5000) and has_keyword(g, bk, "CRITICAL")
    assert (attack(g, bare), defense(g, bare)) == (6000, 4000)
    assert not has_keyword(g, bare, "CRITICAL")
