"""动物系果实 ZOAN (ZD:900.ZOAN): 我方使用与此牌角色名相同的牌的形态转换效果时，无色费用-1 — on the
cards that print it (TS02-001 托尼托尼·乔巴, TS02-002 乔巴（重量强化）, TS02-003 乔巴（毛皮强化）)."""

from __future__ import annotations

import pytest

from tcgsim.zero.rules.continuous import defense
from tcgsim.zero.scenario import Scenario

from ..util import act, auto_pay, offered

HEAVY, GUARD_PT, CHOPPER = "TS02-002", "TS02-003", "TS02-001"


def _tapped(g) -> int:  # type: ignore[no-untyped-def]
    return sum(r["tap"] for r in g.pl(0)["res"])


@pytest.mark.parametrize("on,hand", [(CHOPPER, HEAVY), (CHOPPER, GUARD_PT), (HEAVY, GUARD_PT),
                                     (GUARD_PT, HEAVY)])
def test_zoan_makes_form_change_one_cheaper(on: str, hand: str) -> None:
    """ZD:900.ZOAN: a 乔巴 with 动物系果实 in the battle zone: the form change of another 乔巴 card
    costs (3)-1 = 2 — offered with two resources, and two are tapped."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=2)
    sc.battle(0, on)
    c = sc.hand(0, hand)[0]
    g = sc.start(0, 3)
    assert offered(g, "reveal") == [["reveal", c, 1]]
    act(g, "reveal", c)
    auto_pay(g)
    assert _tapped(g) == 2


def test_zoan_needs_the_same_character_name() -> None:
    """ZD:900.ZOAN: 与此牌角色名相同的牌 — a 动物系果实 character named 驯鹿 does not lower the form
    change of a 乔巴 card; the form-changing card's own 动物系果实 (in the hand) does not either:
    the full (3) is paid."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=2)
    sc.battle(0, "T-K-CHOPPER")
    sc.battle(0, "T-K-DEER")
    c = sc.hand(0, HEAVY)[0]
    g = sc.start(0, 3)
    assert offered(g, "reveal") == []
    sc2 = Scenario()
    sc2.resources(0, "T-B1", n=3)
    sc2.battle(0, "T-K-CHOPPER")
    sc2.battle(0, "T-K-DEER")
    c = sc2.hand(0, HEAVY)[0]
    g = sc2.start(0, 3)
    act(g, "reveal", c)
    auto_pay(g)
    assert _tapped(g) == 3


def test_zoan_lowers_only_the_form_change() -> None:
    """ZD:900.ZOAN: only 形态转换效果 — using 乔巴（重量强化） from the hand the normal way still costs
    its printed 3 beside 托尼托尼·乔巴."""
    sc = Scenario()
    sc.resources(0, "T-B1", n=2)
    sc.battle(0, CHOPPER)
    c = sc.hand(0, HEAVY)[0]
    g = sc.start(0, 3)
    assert offered(g, "use") == [] and offered(g, "reveal") == [["reveal", c, 1]]


def test_zoan_is_continuous_and_only_colorless() -> None:
    """ZD:900.ZOAN: 动物系果实为永续效果; 无色费用-1 — it applies while the 乔巴 is in the battle
    zone (gone with it), and lowers the colorless part only: a colored requirement stays."""
    from tcgsim.zero.keywords.hand import action_cost

    sc = Scenario()
    chopper = sc.battle(0, CHOPPER)
    c = sc.hand(0, HEAVY)[0]
    g = sc.start(0, 3)
    kw = ("FORM_CHANGE", "乔巴")
    assert action_cost(g, 0, c, kw) == (2, {})
    from tcgsim.zero.keywords.zoan import cost_mod

    assert cost_mod(g, 0, c, 2, {"blue": 2}, "form_change") == (2, {"blue": 2})
    from tcgsim.zero.rules.zones import move

    move(g, chopper, "hand")
    assert action_cost(g, 0, c, kw) == (3, {})


def test_chopper_level_two_defense() -> None:
    """ZD:900.ZOAN: TS02-001 托尼托尼·乔巴's other text — LV2 此牌（防）+1000."""
    sc = Scenario()
    lv1 = sc.battle(0, CHOPPER)
    lv2 = sc.battle(1, CHOPPER, levels=1)
    g = sc.start(0, 3)
    assert (defense(g, lv1), defense(g, lv2)) == (1500, 2500)
