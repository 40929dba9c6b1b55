"""守护星座 GUARDIAN_STAR (ZD:900.GUARDIAN_STAR): 此效果在资源区也有效。当带有此牌进入我方资源区时，
可以将我方资源区中一张原本属性『XXX』的牌或者卡牌名带有{XXX}的角色牌移回其持有者手牌 — on the
cards that print it, TS04-001 天马座星矢 (守护星座：天马座) and TS04-003 仙女座瞬 (坚韧,
守护星座：仙女座)."""

from __future__ import annotations

from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, defend_with, labels, pass_priority, to_end_of_combat
from ..util import attack as attack_with

SEIYA, CLOTH, SHUN = "TS04-001", "TS04-002", "TS04-003"

carddb.register(
    {"id": "T-K-PEGBOY", "name": "天马座少年", "type": "character", "color": "white",
     "cost": 1, "atk": 1000, "def": 1000, "chars": ["少年"]},
    {"id": "T-K-PEGBELL", "name": "天马座之铃", "type": "equipment", "color": "white",
     "cost": 1, "atk_bonus": 0, "def_bonus": 0},
)


def _res(g) -> list[int]:  # type: ignore[no-untyped-def]
    return [r["c"] for r in g.pl(0)["res"]]


def _put_seiya(sc: Scenario) -> tuple[object, int]:
    seiya = sc.hand(0, SEIYA)[0]
    g = sc.start(0, 3, step="resource")
    answer(g, seiya)
    return g, seiya


def test_guardian_star_returns_a_constellation_card_from_the_resource_zone() -> None:
    """ZD:900.GUARDIAN_STAR: 守护星座是一个触发效果 — 天马座星矢 put into the resource zone (resource
    step): its effect goes on the chain; resolving, the player returns 天马座圣衣 (『天马座』) from
    the resource zone to the hand."""
    sc = Scenario()
    cloth = sc.resources(0, CLOTH)[0]
    g, seiya = _put_seiya(sc)
    assert labels(g, 0)[-1] == "天马座星矢: 守护星座：天马座"
    pass_priority(g, 2)
    assert g.decision.kind == "choose" and (g.decision.min, g.decision.max) == (0, 1)
    answer(g, cloth)
    assert cloth in g.pl(0)["hand"] and cloth not in _res(g)


def test_guardian_star_is_optional() -> None:
    """ZD:900.GUARDIAN_STAR: 可以将… — the player may return nothing."""
    sc = Scenario()
    cloth = sc.resources(0, CLOTH)[0]
    g, seiya = _put_seiya(sc)
    pass_priority(g, 2)
    g.respond([])
    assert cloth in _res(g) and seiya in _res(g)


def test_guardian_star_choices() -> None:
    """ZD:900.GUARDIAN_STAR: 原本属性『天马座』的牌或者卡牌名带有{天马座}的角色牌 … 也必须是面向上的
    — offered: face-up 天马座圣衣, a character named 天马座少年, 天马座星矢 itself; not a face-down
    天马座圣衣, an equipment named 天马座之铃 without the attribute, nor 仙女座瞬."""
    sc = Scenario()
    cloth = sc.resources(0, CLOTH)[0]
    sc.resources(0, CLOTH, up=False)
    boy = sc.resources(0, "T-K-PEGBOY")[0]
    sc.resources(0, "T-K-PEGBELL", SHUN)
    g, seiya = _put_seiya(sc)
    pass_priority(g, 2)
    assert sorted(o.data for o in g.decision.options) == sorted([cloth, boy, seiya])


def test_guardian_star_for_any_reason_and_only_face_up() -> None:
    """ZD:900.GUARDIAN_STAR: 不论因为何种原因进入我方资源区，都可以触发效果; 必须面向上的加入我方资源区
    时才能触发效果 — put there by an effect it triggers; put there face down it does not."""
    sc = Scenario()
    sc.resources(0, CLOTH)
    seiya = sc.hand(0, SEIYA)[0]
    tactic = sc.hand(0, "T-K-RES")[0]
    g = sc.start(0, 3)
    act(g, "use", tactic)
    pass_priority(g, 2)
    answer(g, seiya)
    assert g.s["pending"] or g.s["chain"]
    sc = Scenario()
    sc.resources(0, CLOTH)
    seiya = sc.hand(0, SEIYA)[0]
    tactic = sc.hand(0, "T-K-RESDOWN")[0]
    g = sc.start(0, 3)
    act(g, "use", tactic)
    pass_priority(g, 2)
    answer(g, seiya)
    assert seiya in _res(g) and not g.s["pending"] and not g.s["chain"]


def test_several_guardian_stars_trigger_separately() -> None:
    """ZD:900.GUARDIAN_STAR: 如果有多张带有守护星座效果的牌同时进入我方资源区时，效果会分别触发 —
    星矢 and 瞬 put into the resource zone by one effect: two triggers, each resolving on its
    own (瞬 may return itself, 星矢 the cloth)."""
    sc = Scenario()
    cloth = sc.resources(0, CLOTH)[0]
    seiya, shun = sc.hand(0, SEIYA, SHUN)
    tactic = sc.hand(0, "T-K-RES")[0]
    g = sc.start(0, 3)
    start = len(g.log)
    act(g, "use", tactic)
    pass_priority(g, 2)
    answer(g, seiya, shun)
    while g.decision.kind == "order":
        g.respond([0])
    assert sorted(labels(g, start)[1:]) == ["仙女座瞬: 守护星座：仙女座", "天马座星矢: 守护星座：天马座"]
    picks = {cloth, shun}
    while g.s["chain"] or g.decision.kind == "choose":
        if g.decision.kind == "choose":
            want = next(o.data for o in g.decision.options if o.data in picks)
            answer(g, want)
        else:
            act(g, "pass")
    assert cloth in g.pl(0)["hand"] and shun in g.pl(0)["hand"]


def test_shun_is_tough() -> None:
    """ZD:900.TOUGH: TS04-003 仙女座瞬 (1000/2500, 坚韧) defends against 3000 without damage."""
    sc = Scenario()
    shun = sc.battle(0, SHUN)
    foe = sc.battle(1, "T-C33")
    g = sc.start(1, 4)
    attack_with(g, foe, "life")
    defend_with(g, shun)
    to_end_of_combat(g)
    assert character(g.s, shun)[1]["dmg"] == 0
