"""专用 EXCLUSIVE (ZD:900.EXCLUSIVE): each test checks a sentence of its ruling text, with the
cards that print it (TS04-002 天马座圣衣 for TS04-001 天马座星矢, TS06-015 振金盾牌 for
TS06-001 美国队长, TS04-008 阿尔法星神斗衣 for TS04-007 齐格飞)."""

from __future__ import annotations

import pytest

from tcgsim.zero.keywords.exclusive import established, partners
from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense, has_keyword
from tcgsim.zero.rules.filters import matches
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    auto_pay,
    defend_with,
    events,
    pass_priority,
    settle,
    to_end_of_combat,
)
from ..util import attack as attack_with

SEIYA, CLOTH, CAP, SHIELD = "TS04-001", "TS04-002", "TS06-001", "TS06-015"
SIEGFRIED, ROBE = "TS04-007", "TS04-008"

carddb.register({"id": "T-K-CHARM", "name": "红二的护符", "type": "equipment", "color": "red",
                 "cost": 0, "atk_bonus": 0, "def_bonus": 0, "keywords": [["EXCLUSIVE", "红二"]],
                 "text": "专用红二\n专用：【登场时】抽一张牌。",
                 "effects": [{"type": "trigger", "gate": "EXCLUSIVE", "when": "appear",
                              "label": "专用: draw", "do": [["draw", {"n": 1}]]}]})


def test_exclusive_effect_on_its_partner_only() -> None:
    """ZD:900.EXCLUSIVE: 专用：如果此牌达成专用成立，获得以下效果; 如果一张装备牌装备在与之专用成立
    的角色牌上时，这张装备牌和那张角色牌都达成专用成立 — 天马座圣衣 on 天马座星矢 gives 会心一击
    (a direct attack takes two life cards); on another character only its bonuses count."""
    sc = Scenario()
    seiya = sc.battle(0, SEIYA, equip=CLOTH)
    other = sc.battle(0, "T-C22", equip=CLOTH)
    g = sc.start(0, 3)
    assert has_keyword(g, seiya, "CRITICAL") and not has_keyword(g, other, "CRITICAL")
    assert (attack(g, other), defense(g, other)) == (3000, 3000)
    attack_with(g, seiya, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 4


@pytest.mark.parametrize("wearer,tough", [(CAP, True), ("T-C23", False)])
def test_vibranium_shield_gives_tough_to_captain_america(wearer: str, tough: bool) -> None:
    """ZD:900.EXCLUSIVE: TS06-015 振金盾牌 (防御加成 2000; 专用美国队长; 专用：坚韧) — on 美国队长 it
    defends against a 5000 attacker without battle damage; on another character it does not."""
    sc = Scenario()
    c = sc.battle(0, wearer, equip=SHIELD)
    foe = sc.battle(1, "T-C55")
    g = sc.start(1, 4)
    assert defense(g, c) == g.d(c).defense + 2000
    attack_with(g, foe, "life")
    defend_with(g, c)
    to_end_of_combat(g)
    assert (character(g.s, c) is not None and character(g.s, c)[1]["dmg"] == 0) == tough


def test_exclusive_relation_holds_in_every_zone() -> None:
    """ZD:900.EXCLUSIVE: 此属性在任何区域内有效; 即使他们中的一张或数张被移出游戏，专用成立的关系仍然
    有效。但是要成为专用成立…则必须让那张装备牌装备在与之专用成立的角色牌上 — the cloth in the
    removed zone and 星矢 in the rest zone are still partners (either way round), other cards
    are not; a 星矢 wearing nothing is not established."""
    sc = Scenario()
    cloth = sc.removed(0, CLOTH)[0]
    seiya_rest = sc.rest(0, SEIYA)[0]
    robe = sc.hand(0, ROBE)[0]
    seiya = sc.battle(0, SEIYA)
    g = sc.start(0, 3)
    assert partners(g, cloth, seiya_rest) and partners(g, seiya_rest, cloth)
    assert not partners(g, robe, seiya_rest) and not partners(g, cloth, robe)
    assert not established(g, seiya)


def test_established_is_a_state_of_both_cards() -> None:
    """ZD:900.EXCLUSIVE: 专用成立是一个状态，对装备牌和其装备中的角色牌均有效 — the filter
    "exclusive" holds for 星矢 and its cloth alike, for neither card of a non-partner pair."""
    sc = Scenario()
    seiya = sc.battle(0, SEIYA, equip=CLOTH)
    other = sc.battle(0, "T-C22", equip=CLOTH)
    g = sc.start(0, 3)
    on_seiya = character(g.s, seiya)[1]["eq"]["c"]
    on_other = character(g.s, other)[1]["eq"]["c"]
    ctx = {"src": None, "p": 0}
    assert matches(g, seiya, {"exclusive": True}, ctx)
    assert matches(g, on_seiya, {"exclusive": True}, ctx)
    assert matches(g, other, {"exclusive": False}, ctx)
    assert matches(g, on_other, {"exclusive": False}, ctx)


@pytest.mark.parametrize("which", ["character", "equipment"])
def test_other_effects_make_a_pair_established(which: str) -> None:
    """ZD:900.EXCLUSIVE: 也有其他效果会使得装备牌或角色牌成为专用成立; 当一张装备牌成为专用成立时，
    其装备中的角色牌也成为专用成立。反之亦然 — an effect making the character (or its equipment)
    established turns on the cloth's 专用 effect on a character that is not its partner."""
    sc = Scenario()
    other = sc.battle(0, "T-C22", equip=CLOTH)
    charm = sc.hand(0, "T-K-EXCL")[0]
    g = sc.start(0, 3)
    cloth = character(g.s, other)[1]["eq"]["c"]
    assert not has_keyword(g, other, "CRITICAL")
    act(g, "use", charm)
    answer(g, other if which == "character" else cloth)
    settle(g)
    assert established(g, other) and established(g, cloth)
    assert has_keyword(g, other, "CRITICAL")


@pytest.mark.parametrize("wearer,draws", [("T-R2", 1), ("T-R1", 0)])
def test_exclusive_gives_effects_of_any_kind(wearer: str, draws: int) -> None:
    """ZD:900.EXCLUSIVE: 专用为永续效果，但之后获得的效果可以是任何种类的效果 — an equipment whose
    专用 effect is a 【登场时】 trigger: equipped on its partner 红二 it draws a card, on 红一
    nothing happens."""
    sc = Scenario()
    c = sc.battle(0, wearer)
    charm = sc.hand(0, "T-K-CHARM")[0]
    g = sc.start(0, 3)
    hand = len(g.pl(0)["hand"])
    start = len(g.log)
    act(g, "use", charm)
    answer(g, c)
    auto_pay(g)
    pass_priority(g, 2)
    if g.s["chain"]:
        settle(g)
    assert len(g.pl(0)["hand"]) == hand - 1 + draws
    assert bool(events(g, "chain_add", start)[1:]) == bool(draws)


def test_alpha_robe_bonus_on_siegfried() -> None:
    """ZD:900.EXCLUSIVE: TS04-008 阿尔法星神斗衣 (专用齐格飞): a partner of 齐格飞, worn by it with its
    bonuses (攻)+1000 (防)+2000."""
    sc = Scenario()
    sieg = sc.battle(0, SIEGFRIED, equip=ROBE)
    g = sc.start(0, 3)
    robe = character(g.s, sieg)[1]["eq"]["c"]
    assert established(g, sieg) and established(g, robe)
    assert (attack(g, sieg), defense(g, sieg)) == (6000, 6000)
