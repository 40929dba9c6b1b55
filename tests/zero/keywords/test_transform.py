"""(X) 变身 / 变身形态 (ZD:900.TRANSFORM): each test names the keyword's id and checks one
sentence of its ruling text, with the project's test cards and BP06-006 比克（尼鲁合体）."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, card_effects, defense, has_keyword, level
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, offered, pass_priority, to_end_of_combat
from ..util import attack as attack_with

PICCOLO, DENDE, MR2 = "BP06-006", "BP06-013", "T-MR2"


def _declare(g, c: int, onto: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """Declare the 变身 of ``c`` (onto ``onto`` when there is a choice) and pay."""
    act(g, "transform", c)
    if g.decision.kind == "choose":
        answer(g, onto)
    auto_pay(g)


def _transform(g, c: int, onto: int | None = None) -> None:  # type: ignore[no-untyped-def]
    _declare(g, c, onto)
    pass_priority(g, 2)


def _entry(g, c: int):  # type: ignore[no-untyped-def]
    found = character(g.s, c)
    assert found is not None, "not in the battle zone"
    return found[1]


def test_transform_is_a_special_use_paying_x() -> None:
    """ZD:900.TRANSFORM: 可以支付 X 来使用此牌。若如此，须将此牌放置在我方战斗区中的一张***上 —
    悟饭（觉醒） (cost 6, (2) 变身：悟饭) with two resources is not usable normally but by 变身:
    (2) is paid, the card goes on the chain as a use (it can be answered, ZD:623), and it
    appears on the 小悟饭, which becomes its 变身牌."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    kid = sc.battle(0, "T-A-KID")
    tf = sc.hand(0, "T-A-TF")[0]
    g = sc.start(0, 3)
    assert ["use", tf] not in offered(g, "use")
    assert offered(g, "transform") == [["transform", tf, 2, "悟饭"]]
    _declare(g, tf)
    assert all(r["tap"] for r in g.pl(0)["res"])
    link = g.s["chain"][-1]
    assert link["kind"] == "card" and link["c"] == tf and link["special"] == "TRANSFORM"
    pass_priority(g, 2)
    e = _entry(g, tf)
    assert e["under"] == [kid] and character(g.s, kid) is None and e["how"] == "use"


def test_transform_needs_a_fitting_character_of_ours() -> None:
    """ZD:900.TRANSFORM: 放置在我方战斗区中的一张***上 — no 『悟饭』 of ours (only the
    opponent's): no 变身; *** may be an attribute (超级悟饭: 变身：『赛亚人』)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    sc.battle(1, "T-A-KID")
    tf, tfq = sc.hand(0, "T-A-TF", "T-A-TFQ")
    g = sc.start(0, 3)
    assert offered(g, "transform") == []
    sc2 = Scenario()
    sc2.resources(0, "T-R1", n=2)
    donor = sc2.battle(0, "T-A-DONOR")  # 『赛亚人』, another character name
    tfq = sc2.hand(0, "T-A-TFQ")[0]
    g2 = sc2.start(0, 3)
    assert offered(g2, "transform") == [["transform", tfq, 1, "赛亚人"]]
    _transform(g2, tfq)
    assert _entry(g2, tfq)["under"] == [donor]


def test_transform_inherits_the_state_of_its_source() -> None:
    """ZD:900.TRANSFORM: 以变身登场的角色牌继承其变身源的状态，例如重置或者横置状态，装备的装备牌，
    已受到的伤害，受到的效果影响，以及其等级指示物等 — tapped, damage, equipment, level cards,
    counters and an effect in force (+1000/+1000 this turn) all pass to 悟饭（觉醒）."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    kid = sc.battle(0, "T-A-KID", tapped=True, damage=500, levels=1, equip="T-EQ",
                    counters={"mark": 2})
    tf, ins = sc.hand(0, "T-A-TF", "T-INS")
    g = sc.start(0, 3)
    lv_card = _entry(g, kid)["lv"][0][0]
    eq = _entry(g, kid)["eq"]["c"]
    act(g, "use", ins)
    answer(g, kid)
    auto_pay(g)
    pass_priority(g, 2)
    _transform(g, tf)
    e = _entry(g, tf)
    assert e["tap"] and e["dmg"] == 500 and e["lv"] == [[lv_card, False]]
    assert e["eq"]["c"] == eq and e["cnt"] == {"mark": 2} and level(e) == 2
    # 3000 printed + 2000 (变身形态) + 1000 (小悟饭's LV2) + 1000 (木棒) + 1000 (鼓舞)
    assert attack(g, tf) == 8000
    # 3000 + 500 (its own) + 1000 (木棒) + 1000 (鼓舞)
    assert defense(g, tf) == 5500


def test_transform_may_attack_when_its_source_could() -> None:
    """ZD:900.TRANSFORM: 那张牌如果不是本回合登场的，变身后的角色牌在变身登场后也可以攻击 — and
    on a source that appeared this turn it may not."""
    for appeared, can in ((0, True), (3, False)):
        sc = Scenario()
        sc.resources(0, "T-R1", n=2)
        sc.battle(0, "T-A-KID", turn=appeared)
        tf = sc.hand(0, "T-A-TF")[0]
        g = sc.start(0, 3)
        _transform(g, tf)
        pass_priority(g, 2)  # 小悟饭's gained 【登场时】
        assert (["attack", tf] in offered(g, "attack")) == can


def test_transform_gains_every_effect_of_its_transform_cards() -> None:
    """ZD:900.TRANSFORM: 变身登场的角色牌获得放置在其下方所有变身牌的所有效果，如果那张牌有登场效果
    也可以发动。获得的效果包括未激活的效果（例如高等级效果），但同样需要满足条件后才能激活效果 —
    小悟饭's 【登场时】 draw triggers as 悟饭（觉醒） appears; its LV2 effect is off at LV1 and on
    at LV2; a keyword of a 变身牌 (守备) is the transformed card's too."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    kid = sc.battle(0, "T-A-KID")
    tf, same = sc.hand(0, "T-A-TF", "T-A-TF")
    g = sc.start(0, 3)
    hand = len(g.pl(0)["hand"])
    _transform(g, tf, kid)
    assert [link["path"] for link in g.s["chain"]] == [["T-A-KID", "effects", 0]]
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand - 1 + 1
    assert attack(g, tf) == 5000  # LV1: 小悟饭's LV2 effect not active
    act(g, "levelup", tf, "dimension")
    pass_priority(g, 2)
    assert level(_entry(g, tf)) == 2 and attack(g, tf) == 6000
    sc2 = Scenario()
    sc2.resources(0, "T-R1", n=2)
    sc2.battle(0, "T-A-GUARDKID")
    tf2 = sc2.hand(0, "T-A-TF")[0]
    g2 = sc2.start(0, 3)
    _transform(g2, tf2)
    assert has_keyword(g2, tf2, "GUARD") and offered(g2, "attack") == []


def test_transform_gained_effects_of_the_source_are_not_carried() -> None:
    """ZD:900.TRANSFORM with ZD:709: the transformed card has its own effects and those of its
    变身牌 — effects its 变身源 had gained (a keyword given by an effect) end, while other
    effects in force on it ((攻)+500 this turn) go on."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    kid = sc.battle(0, "T-A-KID")
    tf, gift = sc.hand(0, "T-A-TF", "T-A-GIFT")
    g = sc.start(0, 3)
    act(g, "use", gift)
    answer(g, kid)
    pass_priority(g, 2)
    assert has_keyword(g, kid, "TOUGH") and attack(g, kid) == 1500
    _transform(g, tf)
    assert not has_keyword(g, tf, "TOUGH") and attack(g, tf) == 3000 + 2000 + 500


def test_transform_source_gone_appears_as_a_normal_use() -> None:
    """ZD:900.TRANSFORM: 若此时因为效果等使场上的变身源角色牌离开战斗区…，变身角色牌就如通常使用
    角色牌一样的登场。此时变身角色牌不算以变身方式登场，不能获得变身形态的效果 — the 小悟饭 is
    destroyed in answer: 悟饭（觉醒） appears untapped, alone, without its 变身形态 (攻)+2000."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    kid = sc.battle(0, "T-A-KID", tapped=True)
    tf = sc.hand(0, "T-A-TF")[0]
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(0, 3)
    _declare(g, tf)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, kid)
    auto_pay(g)
    pass_priority(g, 2)
    e = _entry(g, tf)
    assert kid in g.pl(0)["rest"] and e["under"] == [] and not e["tap"]
    assert e.get("via") is None and attack(g, tf) == 3000 and defense(g, tf) == 3500
    assert events(g, "transform_failed")


def test_transform_source_no_longer_fitting_appears_as_a_normal_use() -> None:
    """ZD:900.TRANSFORM: …或者不再符合变身要求的属性、角色名等 — 超级悟饭 (变身：『赛亚人』)
    declared onto a 『赛亚人』 that becomes 『人造人』 in answer appears normally beside it."""
    sc = Scenario()
    sc.resources(1, "T-R1", n=1)
    donor = sc.battle(1, "T-A-DONOR")
    tfq = sc.hand(1, "T-A-TFQ")[0]
    rename = sc.hand(0, "T-A-RENAME")[0]
    g = sc.start(0, 3)
    pass_priority(g)
    _declare(g, tfq)  # 速攻: in the opponent's turn, at instant timing (ZD:900.QUICK)
    act(g, "use", rename)
    answer(g, donor)
    pass_priority(g, 2)
    assert character(g.s, donor) is not None and _entry(g, tfq).get("via") is None
    assert _entry(g, tfq)["under"] == []


def test_transform_with_quick_at_instant_timing() -> None:
    """ZD:900.TRANSFORM with ZD:900.QUICK: 速攻 is not a special way of using a card, so a
    card with 速攻 may 变身 at instant timing (in the opponent's turn)."""
    sc = Scenario()
    sc.resources(1, "T-R1", n=1)
    donor = sc.battle(1, "T-A-DONOR", tapped=True)
    tfq = sc.hand(1, "T-A-TFQ")[0]
    g = sc.start(0, 3)
    assert g.decision.player == 0
    pass_priority(g)
    assert offered(g, "transform") == [["transform", tfq, 1, "赛亚人"]]
    _transform(g, tfq)
    e = _entry(g, tfq)
    assert e["under"] == [donor] and e["tap"] and e["via"] == "TRANSFORM"


def test_transform_cards_move_with_it_and_part_afterwards() -> None:
    """ZD:900.TRANSFORM: 变身登场的角色牌移动时，放置在其下方的变身牌也一同移动，例如被破坏时一起
    送入休息区，被移回手牌时一起移回手牌 — afterwards each is a card of its own there."""
    for how, zone in (("T-KILL", "rest"), ("T-A-BOUNCE", "hand")):
        sc = Scenario()
        sc.resources(0, "T-R1", n=2)
        kid = sc.battle(0, "T-A-KID")
        tf = sc.hand(0, "T-A-TF")[0]
        hit = sc.hand(1, how)[0]
        sc.resources(1, "T-R1", n=3)
        g = sc.start(0, 3)
        _transform(g, tf)
        pass_priority(g, 2)  # 小悟饭's gained 【登场时】 draw
        pass_priority(g)
        act(g, "use", hit)
        answer(g, tf)
        auto_pay(g)
        pass_priority(g, 2)
        assert tf in g.pl(0)[zone] and kid in g.pl(0)[zone], how


def test_transformed_card_destroyed_triggers_as_it_was() -> None:
    """ZD:900.TRANSFORM with ZD:802: destroyed, a transformed card's 【破坏时】 effects are those
    it had: its own 变身形态 one (draw 2) and its 变身牌's (draw 1)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=1)
    sc.battle(0, "T-A-KIDD")
    tfd = sc.hand(0, "T-A-TFD")[0]
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(0, 3)
    _transform(g, tfd)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, tfd)
    auto_pay(g)
    pass_priority(g, 2)
    if g.decision.kind == "order":
        g.respond([0])
    assert sorted(link["path"][0] for link in g.s["chain"]) == ["T-A-KIDD", "T-A-TFD"]


def test_transform_cost_is_reduced_as_a_use() -> None:
    """ZD:900.TRANSFORM with ZD:900.NINJA_ART: 变身 is a way of using the card, so 忍法奥义
    lowers its (X) — (3) becomes (1) after a 忍术 this turn."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=1)
    sc.battle(0, "T-A-KID")
    art, jutsu = sc.hand(0, "T-A-ARTTF", "T-A-JUTSU")
    g = sc.start(0, 3)
    assert offered(g, "transform") == []
    act(g, "use", jutsu)
    pass_priority(g, 2)
    assert offered(g, "transform") == [["transform", art, 3, "悟饭"]]
    _transform(g, art)
    assert _entry(g, art)["via"] == "TRANSFORM"


def test_transform_cards_are_not_in_the_battle_zone() -> None:
    """ZD:900.TRANSFORM: 放置在变身角色牌下方的牌不视为在场上的牌。影响在场上牌的效果不能指定也不
    会影响那些牌 — the 小悟饭 under it cannot be targeted, and an effect on every character of
    that battle zone does not touch it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    kid = sc.battle(0, "T-A-KID")
    tf = sc.hand(0, "T-A-TF")[0]
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(0, 3)
    _transform(g, tf)
    pass_priority(g, 2)
    pass_priority(g)
    act(g, "use", kill)
    targets = [o.data for o in g.decision.options]
    assert tf in targets and kid not in targets


def test_transformed_card_becomes_a_source_with_its_transform_cards() -> None:
    """ZD:900.TRANSFORM: 角色牌以变身方式登场后，其变身源变为变身登场的角色牌的变身牌，如果变身源
    已经被放置有变身牌，那些变身牌也变为变身登场的角色牌的变身牌 — a second 变身 onto the
    transformed card takes both cards under it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    kid = sc.battle(0, "T-A-KID")
    tf, tfq = sc.hand(0, "T-A-TF", "T-A-TFQ")
    g = sc.start(0, 3)
    _transform(g, tf)
    pass_priority(g, 2)
    _transform(g, tfq)
    e = _entry(g, tfq)
    assert e["under"] == [kid, tf] and e["via"] == "TRANSFORM"
    # 4000 + 悟饭（觉醒）'s own (防)+500 and its 变身形态 (攻)+2000, which are active again
    assert (attack(g, tfq), defense(g, tfq)) == (6000, 4500)


def test_transform_cards_put_by_an_effect() -> None:
    """ZD:900.TRANSFORM: 如果一张角色牌因其他效果被放置了变身牌，他可以获得变身牌的效果，但是并不
    能激活变身形态的效果；因效果放置变身牌时，不会触发登场效果 — 悟饭（觉醒） put under 小悟饭
    by an effect: 小悟饭 gets its (防)+500 but not its 变身形态 (攻)+2000; nothing triggers."""
    sc = Scenario()
    kid = sc.battle(0, "T-A-KID")
    put, tf = sc.hand(0, "T-A-PUTUNDER", "T-A-TF")
    g = sc.start(0, 3)
    act(g, "use", put)
    answer(g, kid)
    pass_priority(g, 2)
    answer(g, tf)
    assert _entry(g, kid)["under"] == [tf]
    assert (attack(g, kid), defense(g, kid)) == (1000, 1500)
    assert not g.s["chain"] and not g.s["pending"]


def test_transform_card_put_from_the_battle_zone_keeps_nothing() -> None:
    """ZD:900.TRANSFORM: 因效果放置变身牌时，不会继承变身牌状态…那张角色牌上的装备牌、等级指示物
    等都会如那张牌离开战斗区一样的被破坏或送入休息区，其身上的伤害，重置横置状态等也不会被继承."""
    sc = Scenario()
    host = sc.battle(0, "T-A-KID")
    donor = sc.battle(0, "T-A-DONOR", tapped=True, damage=500, levels=1, equip="T-EQ")
    bury = sc.hand(0, "T-A-BURY")[0]
    g = sc.start(0, 3)
    lv_card = _entry(g, donor)["lv"][0][0]
    eq = _entry(g, donor)["eq"]["c"]
    act(g, "use", bury)
    answer(g, host)
    pass_priority(g, 2)
    answer(g, donor)
    e = _entry(g, host)
    assert e["under"] == [donor] and eq in g.pl(0)["rest"] and lv_card in g.pl(0)["rest"]
    assert not e["tap"] and e["dmg"] == 0 and e["eq"] is None and e["lv"] == []


def test_transform_onto_by_an_effect_appears_and_inherits() -> None:
    """ZD:900.TRANSFORM: 因效果将一张战斗区以外的牌如变身一般放置在战斗区中的一张牌上，触发登场效果
    且继承战斗区中的那张牌的状态 — 悟饭（觉醒） from the hand onto a tapped, damaged 小悟饭: it
    appears tapped with the damage, and 小悟饭's gained 【登场时】 triggers."""
    sc = Scenario()
    kid = sc.battle(0, "T-A-KID", tapped=True, damage=500)
    asif, tf = sc.hand(0, "T-A-ASIF", "T-A-TF")
    g = sc.start(0, 3)
    act(g, "use", asif)
    answer(g, kid)
    pass_priority(g, 2)
    answer(g, tf)
    e = _entry(g, tf)
    assert e["under"] == [kid] and e["tap"] and e["dmg"] == 500 and e["how"] == "effect"
    assert [link["path"] for link in g.s["chain"]] == [["T-A-KID", "effects", 0]]


def test_transform_from_a_zone_an_effect_lets_its_player_use() -> None:
    """ZD:900.TRANSFORM with ZD:623: a card its player may use from the rest zone (granted use)
    may also be used there in its special way, 变身."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    sc.battle(0, "T-A-UNITYC")
    kid = sc.battle(0, "T-A-KID")
    tf = sc.rest(0, "T-A-TF")[0]
    g = sc.start(0, 3)
    assert offered(g, "transform") == [["transform", tf, 2, "悟饭"]]
    _transform(g, tf)
    assert _entry(g, tf)["under"] == [kid]


# -- BP06-006 比克（尼鲁合体） --------------------------------------------------------------------
def test_piccolo_transforms_onto_dende() -> None:
    """ZD:900.TRANSFORM: BP06-006 比克（尼鲁合体） ((3) 变身：『那美克星人』; 变身形态：(攻)+1000
    (防)+1000) on BP06-013 丹迪: 6000/5000, with 丹迪's 【登场时】 (a life card) as its own."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    dende = sc.battle(0, DENDE)
    piccolo = sc.hand(0, PICCOLO)[0]
    g = sc.start(0, 3)
    life = len(g.pl(0)["life"])
    assert ["use", piccolo] not in offered(g, "use")
    _transform(g, piccolo)
    assert (attack(g, piccolo), defense(g, piccolo)) == (6000, 5000)
    assert _entry(g, piccolo)["under"] == [dende]
    pass_priority(g, 2)
    assert len(g.pl(0)["life"]) == life + 1


def test_piccolo_used_normally_has_no_transform_bonus() -> None:
    """ZD:900.TRANSFORM: 变身形态：若此牌以变身方式登场 — 比克 used normally (cost 5) is
    5000/4000."""
    sc = Scenario()
    sc.resources(0, PICCOLO, n=5)
    piccolo = sc.hand(0, PICCOLO)[0]
    g = sc.start(0, 3)
    act(g, "use", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    assert (attack(g, piccolo), defense(g, piccolo)) == (5000, 4000)


def test_mr2_gains_transformed_piccolos_own_effects_only() -> None:
    """ZD:709 example 2 (ZD:900.TRANSFORM): Mr.2 冯·克雷 gaining the effects of a transformed
    比克（尼鲁合体） gets only 比克's own effects — not those of the 丹迪 under it — and its
    变身形态 (攻)+1000 (防)+1000 stays off, Mr.2 not having appeared by 变身."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    dende = sc.battle(0, DENDE)
    piccolo, mr2 = sc.hand(0, PICCOLO, MR2)
    g = sc.start(0, 3)
    _transform(g, piccolo, dende)
    pass_priority(g, 2)  # 丹迪's 【登场时】
    assert any(p[0] == DENDE for p, _ in card_effects(g, piccolo))
    act(g, "use", mr2)
    answer(g, piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    gained = {p[0] for p, _ in card_effects(g, mr2)}
    assert PICCOLO in gained and DENDE not in gained
    assert (attack(g, mr2), defense(g, mr2)) == (2000, 2000)


def test_transform_in_combat_takes_its_sources_place() -> None:
    """ZD:900.TRANSFORM: 继承其变身源的状态 — a 变身 (with 速攻) onto an attacked character
    during combat puts the new card in its place: the combat goes on, and the 4000 defense
    of 超级悟饭 destroys the 2000 attacker."""
    sc = Scenario()
    attacker = sc.battle(0, "T-R2")
    donor = sc.battle(1, "T-A-DONOR", tapped=True)
    tfq = sc.hand(1, "T-A-TFQ")[0]
    sc.resources(1, "T-R1", n=1)
    g = sc.start(0, 3)
    attack_with(g, attacker, donor)
    while not (g.decision.kind == "priority" and g.decision.player == 1):
        pass_priority(g)
    _transform(g, tfq)
    assert _entry(g, tfq)["under"] == [donor] and g.s["combat"] is not None
    to_end_of_combat(g)
    assert attacker in g.pl(0)["rest"] and _entry(g, tfq)["dmg"] == 2000


def test_piccolo_onto_a_transformed_piccolo_triggers_dende_once() -> None:
    """ZD:709 ("现", ZD:900.TRANSFORM): 比克（尼鲁合体） on 丹迪, removing another 丹迪 as it
    appears, triggers 丹迪's 【登场时】 twice; a second 比克（尼鲁合体） transformed onto that 比克
    only once — it has the effects of the cards under it (that 比克 and the first 丹迪), not the
    丹迪 effect the first 比克 had gained; and the 变身形态 bonus of both 比克 applies."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=6)
    dende = sc.battle(0, DENDE)
    first, second = sc.hand(0, PICCOLO, PICCOLO)
    removed = sc.rest(0, DENDE)[0]
    sc.deck(0, "T-R1", pad=8)
    g = sc.start(0, 3)
    life = len(g.pl(0)["life"])
    _transform(g, first)
    answer(g, removed)  # 于此牌登场时: remove a 『那美克星人』 and gain its effects
    while g.decision.kind == "order":
        g.respond([0])
    assert len(g.s["chain"]) == 2
    pass_priority(g, 2)
    assert len(g.pl(0)["life"]) == life + 2 and not g.s["chain"]
    _transform(g, second)
    assert _entry(g, second)["under"] == [dende, first]
    assert [link["path"][0] for link in g.s["chain"]] == [DENDE]
    pass_priority(g, 2)
    assert len(g.pl(0)["life"]) == life + 3
    assert (attack(g, second), defense(g, second)) == (7000, 6000)


def test_a_loner_transform_card_under_it_gives_its_bonus() -> None:
    """ZD:900.TRANSFORM with ZD:900.LONER: 变身登场的角色牌获得放置在其下方所有变身牌的所有效果 —
    keywords are effects (ZD:900), so a LONER 变身牌 under the only character of our battle
    zone gives it (攻)+1000(防)+1000, and a second character of ours ends that."""
    def board(under: str) -> tuple[object, int]:  # type: ignore[no-untyped-def]
        sc = Scenario()
        sc.resources(0, "T-R1", n=2)
        tf = sc.battle(0, "T-A-TF", under=(under,), under_kind="transform", via="TRANSFORM")
        other = sc.hand(0, "T-C11")[0]
        return sc.start(0, 3), tf, other

    plain, tf, _ = board("T-A-KID")
    g, tf2, other = board("T-C-LONER")
    assert has_keyword(g, tf2, "LONER")
    assert attack(g, tf2) == attack(plain, tf) + 1000
    assert defense(g, tf2) == defense(plain, tf) + 1000
    assert g.view(0)["players"][0]["battle"][0]["atk"] == attack(plain, tf) + 1000
    act(g, "use", other)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, other) is not None
    assert attack(g, tf2) == attack(plain, tf) and defense(g, tf2) == defense(plain, tf)
