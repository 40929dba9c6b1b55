"""The project's cards play as their texts say: the rule book's examples with the real
cards, and the ops the card texts need (tcgsim/zero/effects/ops_cards.py)."""

from __future__ import annotations

import pytest

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, attributes, defense, has_keyword
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, pass_priority, use


def _to_turn(g, turn: int) -> None:  # type: ignore[no-untyped-def]
    """Play on, doing nothing (passing, skipping optional choices), until ``turn`` begins."""
    while g.s["turn"] < turn and g.result is None:
        d = g.decision
        if d.kind == "priority":
            pass_priority(g)
        else:
            g.respond(list(range(d.min)))


def _resolve(g) -> None:  # type: ignore[no-untyped-def]
    """Both players pass until the chain is empty."""
    while g.s["chain"] and g.decision is not None and g.decision.kind == "priority":
        pass_priority(g)


def test_snow_draws_after_the_duplicate_is_discarded():
    """ZD:305: a second BP02-017 丝诺: one is discarded first, then 【登场时】抽一张牌."""
    sc = Scenario()
    sc.resources(0, "BP02-017", n=2)
    old = sc.battle(0, "BP02-017")
    new = sc.hand(0, "BP02-017")[0]
    g = sc.start(player=0, turn=3)
    hand = len(g.pl(0)["hand"])
    use(g, new)
    assert g.decision.kind == "unique"
    answer(g, old)
    _resolve(g)
    assert old in g.pl(0)["rest"] and character(g.s, new) is not None
    assert len(g.pl(0)["hand"]) == hand - 1 + 1


def test_popo_with_kami():
    """ZD:305: BP02-023 波波 has (攻)+1000 (防)+1000 while 『天神』 is in its battle zone."""
    sc = Scenario()
    popo = sc.battle(0, "BP02-023")
    g = sc.start(player=0, turn=3)
    assert (attack(g, popo), defense(g, popo)) == (1000, 2000)
    sc = Scenario()
    popo = sc.battle(0, "BP02-023")
    sc.battle(0, "TS01-001")
    g = sc.start(player=0, turn=3)
    # +1000/+1000 from its own text, +1000 defense from 天神's "其他『神殿』(防)+1000"
    assert (attack(g, popo), defense(g, popo)) == (2000, 4000)


def test_master_roshi_boosts_other_turtle_school():
    """ZD:306: BP02-005 龟仙人 gives other 『龟仙流』 (攻)+500 (防)+500, not itself."""
    sc = Scenario()
    roshi = sc.battle(0, "BP02-005")
    krillin = sc.battle(0, "TS01-004")
    snow = sc.battle(0, "BP02-017")
    g = sc.start(player=0, turn=3)
    assert (attack(g, krillin), defense(g, krillin)) == (2000, 2000)
    assert (attack(g, roshi), defense(g, roshi)) == (1000, 3000)
    assert attack(g, snow) == 500


def test_power_pole_bonus():
    """ZD:310: BP02-058 金箍棒 adds its attack bonus 2000 to the character it equips."""
    sc = Scenario()
    goku = sc.battle(0, "BP02-001", equip="BP02-058")
    g = sc.start(player=0, turn=3)
    assert attack(g, goku) == 4000 and defense(g, goku) == 1500


def test_nimbus_gives_godspeed_and_evil_containment_wave_stops_attacks():
    """ZD:319: BP02-057 筋斗云 gives 神速; BP02-061 魔封波 forbids attacking and defending."""
    from tcgsim.zero.rules.continuous import cant

    sc = Scenario()
    a = sc.battle(0, "BP02-001", equip="BP02-057")
    b = sc.battle(0, "TS01-004", equip="BP02-061")
    g = sc.start(player=0, turn=3)
    assert has_keyword(g, a, "GODSPEED") and not has_keyword(g, b, "GODSPEED")
    assert cant(g, b, "attack") and cant(g, b, "defend") and not cant(g, a, "attack")


def test_candle_goo_taps_then_draws():
    """ZD:700: BP05-056 蜡烛黏液 taps a character, then draws a card (left to right)."""
    sc = Scenario()
    sc.resources(0, "BP05-056", n=2)
    goo = sc.hand(0, "BP05-056")[0]
    foe = sc.battle(1, "TS02-004")
    g = sc.start(player=0, turn=3)
    start = len(g.log)
    use(g, goo, foe)
    assert character(g.s, foe)[1]["tap"]
    kinds = [
        e["type"] if e["type"] == "tap" else e["why"]
        for e in g.log[start:]
        if e["type"] == "tap" or e.get("why") == "draw"
    ]
    assert kinds[-2:] == ["tap", "draw"]


@pytest.mark.parametrize("other_first", [True, False])
def test_colonel_violet_checks_red_ribbon(other_first):
    """ZD:702: BP02-042 紫罗兰上校 draws only with another 『红绸军』 in its battle zone."""
    sc = Scenario()
    sc.resources(0, "BP02-042", n=2)
    if other_first:
        sc.battle(0, "TS01-007")
    violet = sc.hand(0, "BP02-042")[0]
    g = sc.start(player=0, turn=3)
    hand = len(g.pl(0)["hand"])
    use(g, violet)
    _resolve(g)
    assert len(g.pl(0)["hand"]) == hand - 1 + (1 if other_first else 0)


def test_great_ape_and_eye_beam():
    """ZD:709: BP02-071 巨猿化 gives (攻)+4000 (防)+4000, 『巨猿』 and "回合结束时…回到手牌";
    BP02-083 眼睛射线 makes it lose that effect this turn only, so it returns a turn later."""
    sc = Scenario()
    sc.resources(0, "BP02-071", n=6)
    ape, beam = sc.hand(0, "BP02-071", "BP02-083")
    goku = sc.battle(0, "BP02-001")
    g = sc.start(player=0, turn=3)
    use(g, ape, goku)
    assert (attack(g, goku), defense(g, goku)) == (6000, 5500)
    assert "巨猿" in attributes(g, goku)
    use(g, beam, goku)
    assert attack(g, goku) == 6000  # the stat change is not an effect of the card
    _to_turn(g, 4)  # the end of this turn: it stays
    assert character(g.s, goku) is not None
    _to_turn(g, 5)  # the opponent's turn ends: it returns
    assert goku in g.pl(0)["hand"]


def test_cancer_cloth_removes_luffy_so_it_cannot_return():
    """ZD:208: BP01-001 蒙奇·D·路飞 (LV3) is destroyed while BP09-034 巨蟹座圣衣 is in a
    battle zone: it is removed from the game and its effect cannot return it to the hand."""
    for cloth in (False, True):
        sc = Scenario()
        sc.resources(0, "TS01-008", n=5)
        bomb = sc.hand(0, "TS01-008")[0]
        luffy = sc.battle(1, "BP01-001", levels=2)
        if cloth:
            sc.battle(0, "TS04-001", equip="BP09-034")
        g = sc.start(player=0, turn=3)
        use(g, bomb, luffy)
        _resolve(g)
        if cloth:
            assert luffy in g.pl(1)["removed"] and luffy not in g.pl(1)["hand"]
        else:
            assert luffy in g.pl(1)["hand"]


def test_luffy_returns_only_at_level_three():
    """ZD:307: BP01-001's effect works only at LV3."""
    sc = Scenario()
    sc.resources(0, "TS01-008", n=5)
    bomb = sc.hand(0, "TS01-008")[0]
    luffy = sc.battle(1, "BP01-001", levels=1)
    g = sc.start(player=0, turn=3)
    use(g, bomb, luffy)
    _resolve(g)
    assert luffy in g.pl(1)["rest"]


def test_shenron_takes_the_named_card():
    """ZD:301: BP02-088 神龙出现 names a card of its series, reveals five, takes one of that
    name; the others go to the bottom in the order chosen."""
    sc = Scenario()
    sc.event(0, "BP02-088")
    top = sc.deck(0, "BP02-017", "TS01-006", "BP02-001", "TS01-004", "BP06-013", pad=5)
    g = sc.start(player=0, turn=3, step="end")
    _resolve(g)
    assert g.decision.kind == "declare_name"
    names = [o.data for o in g.decision.options]
    assert "少年悟空" in names and "蒙奇·D·路飞" not in names  # only 龙珠 names
    answer(g, "少年悟空")
    assert g.decision.kind == "pick"
    answer(g, top[2])
    assert top[2] in g.pl(0)["hand"]
    while g.decision.kind == "order":
        g.respond([0])
    deck = g.pl(0)["deck"]
    assert set(deck[:4]) == {top[0], top[1], top[3], top[4]}  # on the bottom


def test_piranha_rose_removes_the_named_cards():
    """ZD:301: BP09-057 食人鱼玫瑰 names a card of the opponent's series: every card with that
    name leaves their hand (and their rest zone while 『阿波罗狄』 is ours)."""
    for aphrodite in (False, True):
        sc = Scenario()
        sc.resources(0, "BP09-057", n=3)
        rose = sc.hand(0, "BP09-057")[0]
        if aphrodite:
            sc.battle(0, "TS00-004")
        sc.deck(1, "TS02-001", pad=10)
        a, b, keep = sc.hand(1, "TS02-004", "TS02-004", "TS02-007")
        gone = sc.rest(1, "TS02-004")[0]
        g = sc.start(player=0, turn=3)
        use(g, rose)
        names = [o.data for o in g.decision.options]
        assert "罗罗诺亚·索隆" in names and "少年悟空" not in names
        answer(g, "罗罗诺亚·索隆")
        assert {a, b} <= set(g.pl(1)["removed"]) and keep in g.pl(1)["hand"]
        assert (gone in g.pl(1)["removed"]) == aphrodite


def test_avengers_assemble_reveals_from_outside_the_deck():
    """ZD:615: BP07-075 复仇者集结 finds a character, shuffles, puts it on top revealed; with
    『斯蒂夫·罗杰斯』 it then draws (that card)."""
    for steve in (False, True):
        sc = Scenario()
        sc.resources(0, "BP07-075", n=1)
        card = sc.hand(0, "BP07-075")[0]
        if steve:
            sc.battle(0, "TS06-001")
        thor = sc.deck(0, "TS06-012", "TS06-005", pad=8)[1]
        g = sc.start(player=0, turn=3)
        act(g, "use", card)
        auto_pay(g)
        pass_priority(g, 2)
        answer(g, thor)
        _resolve(g)
        if steve:
            assert thor in g.pl(0)["hand"]
        else:
            assert g.pl(0)["deck"][-1] == thor


def test_formidable_foe_all_or_nothing():
    """ZD:615: BP22-105 颤栗的强敌: if the blue card is not found, red and white stay too."""
    sc = Scenario()
    sc.resources(0, "BP22-105", n=2)
    foe = sc.hand(0, "BP22-105")[0]
    red, white = sc.deck(0, "TS02-004", "TS04-001", pad=5)[:2]
    g = sc.start(player=0, turn=3)
    use(g, foe)
    answer(g, red)
    assert g.decision.kind == "priority"  # no blue card: the search stops
    assert red in g.pl(0)["deck"] and white in g.pl(0)["deck"]


def test_dende_adds_a_life_card():
    """ZD:709: BP06-013 丹迪 【登场时】将牌组顶的一张牌加入我方生命区。"""
    sc = Scenario()
    sc.resources(0, "BP06-013", n=1)
    dende = sc.hand(0, "BP06-013")[0]
    top = sc.deck(0, "BP02-017", pad=5)[0]
    g = sc.start(player=0, turn=3)
    life = len(g.pl(0)["life"])
    use(g, dende)
    _resolve(g)
    assert len(g.pl(0)["life"]) == life + 1 and g.pl(0)["life"][-1] == top


def test_young_luffy_and_nami_resolve_in_chain_order():
    """ZD:106: 少年路飞 discards itself and a LV2 娜美: 娜美's "此牌进入休息区时，抽一张牌"
    resolves first, then 少年路飞 finds a 海贼 of cost 5 or less that appears."""
    sc = Scenario()
    luffy = sc.battle(0, "TS00-001")
    nami = sc.battle(0, "TS00-002", levels=1)
    ace = sc.deck(0, "BP02-017", "TS02-006", pad=5)[1]
    g = sc.start(player=0, turn=3)
    act(g, "act", luffy)
    if g.decision.kind == "discard":
        answer(g, nami)
    start = len(g.log)
    hand = len(g.pl(0)["hand"])
    pass_priority(g)  # the opponent passes too: 娜美's trigger went on top
    while g.decision.kind == "priority" and g.s["chain"]:
        pass_priority(g)
        if g.decision.kind == "search":
            break
    assert len(g.pl(0)["hand"]) == hand + 1
    answer(g, ace)
    _resolve(g)
    assert character(g.s, ace) is not None
    draws = [i for i, e in enumerate(g.log[start:]) if e.get("why") == "draw"]
    appears = [i for i, e in enumerate(g.log[start:]) if e.get("why") == "appears"]
    assert draws and appears and draws[0] < appears[0]


def _attack(g, attacker: int, target: int | None, pick: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """``attacker`` attacks ``target`` (None: the life zone); nobody defends; every "may" is
    accepted; a choice takes ``pick`` when offered, else the first options."""
    act(g, "attack", attacker)
    for _ in range(60):
        d = g.decision
        if d is None or (d.kind == "priority" and not g.s["chain"] and g.s["combat"] is None):
            return
        if d.kind == "priority":
            pass_priority(g)
        elif d.kind == "may":
            g.respond([0])
        elif d.kind == "attack_target":
            answer(g, ["life"] if target is None else ["char", target])
        elif pick is not None and pick in [o.data for o in d.options]:
            answer(g, pick)
        else:
            g.respond(list(range(d.min)))


def test_buggy_comes_back_tapped():
    """ZD:200: 小丑巴基 【战斗破坏时】舍弃两张手牌：将此牌从我方休息区横置登场 (a new card)."""
    sc = Scenario()
    buggy = sc.battle(1, "TS00-003", tapped=True)
    zoro = sc.battle(0, "TS02-004")
    sc.hand(1, "BP02-017", "TS01-006")
    g = sc.start(player=0, turn=3)
    _attack(g, zoro, buggy)
    assert events(g, "move", why="destroyed (battle)")
    found = character(g.s, buggy)
    assert found is not None and found[1]["tap"] and found[1]["dmg"] == 0
    assert g.pl(1)["hand"] == []


def _resolve_answers(g, yes: bool) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        d = g.decision
        if d is None:
            return
        if d.kind == "may":
            g.respond([0 if yes else 1])
        elif d.kind == "priority":
            if not g.s["chain"]:
                return
            pass_priority(g)
        else:
            g.respond(list(range(d.min)))


def test_a_xiu_calls_xiao_wu():
    """ZD:301: BP02-035 阿修 may discard a life card to make a {小舞} in hand appear."""
    sc = Scenario()
    sc.resources(0, "BP02-035", n=2)
    axiu, xiaowu = sc.hand(0, "BP02-035", "TS07-001")
    g = sc.start(player=0, turn=3)
    life = len(g.pl(0)["life"])
    use(g, axiu)
    _resolve_answers(g, yes=True)
    assert character(g.s, xiaowu) is not None and len(g.pl(0)["life"]) == life - 1


def test_shadow_clone_token():
    """ZD:325: 影分身之术 makes a green 1000/1000 token with 『木叶』 appear; it has no cost and
    vanishes when it leaves the battle zone."""
    sc = Scenario()
    sc.resources(0, "TS03-010", n=1)
    jutsu = sc.hand(0, "TS03-010")[0]
    g = sc.start(player=0, turn=3)
    use(g, jutsu)
    (tok,) = [e["c"] for e in g.pl(0)["battle"]]
    assert g.name(tok) == "影分身" and g.d(tok).token and g.d(tok).color == "green"
    assert (attack(g, tok), defense(g, tok), attributes(g, tok)) == (1000, 1000, ["木叶"])


def test_purple_card_needs_its_condition():
    """ZD:328: 恶魔果实 can be used only while a 『海贼』 is in our battle zone."""
    from ..util import offered

    for pirate in (False, True):
        sc = Scenario()
        sc.resources(0, "TS02-001", n=2)
        fruit = sc.hand(0, "TS02-015")[0]
        if pirate:
            sc.battle(0, "TS02-004")
        else:
            sc.battle(0, "BP02-017")
        g = sc.start(player=0, turn=3)
        assert (["use", fruit] in offered(g, "use")) == pirate


def test_counter_effect_when_flipped_by_damage():
    """ZD:704: 太阳拳's 反击特效 taps an opponent's character when battle damage flips it from
    the life zone, at once and outside the chain."""
    sc = Scenario()
    sc.life(1, "TS01-009", n=6)
    zoro = sc.battle(0, "TS02-004")
    tenten = sc.battle(0, "TS03-008")
    g = sc.start(player=0, turn=3)
    _attack(g, zoro, None, pick=tenten)
    assert events(g, "counter_effect")
    assert character(g.s, tenten)[1]["tap"]
    assert len(g.pl(1)["life"]) == 5


@pytest.mark.parametrize("win", [True, False])
def test_urahara_duel(win):
    """ZD:900.DUEL: 浦原喜助 【登场时】对决：若我方获胜，抽两张牌 (higher cost on top wins)."""
    sc = Scenario()
    sc.resources(0, "TS05-016", n=3)
    urahara = sc.hand(0, "TS05-016")[0]
    sc.deck(0, "TS05-003" if win else "TS05-017", pad=6)  # cost 6 / cost 1
    sc.deck(1, "TS05-010", pad=6)  # cost 3
    g = sc.start(player=0, turn=3)
    hand = len(g.pl(0)["hand"])
    use(g, urahara)
    _resolve(g)
    assert len(g.pl(0)["hand"]) == hand - 1 + (2 if win else 0)


def test_hero_call_when_revealed_in_the_deck():
    """ZD:900.HERO_CALL: 神盾局特工 reveals the top card; 美国队长 there calls 英雄呼唤：抽一张牌."""
    sc = Scenario()
    sc.resources(0, "TS06-016", n=1)
    agent = sc.hand(0, "TS06-016")[0]
    cap = sc.deck(0, "TS06-001", pad=6)[0]
    g = sc.start(player=0, turn=3)
    use(g, agent)
    _resolve(g)
    assert cap in g.pl(0)["hand"]


def test_piccolo_gains_a_namekian_from_the_rest_zone():
    """ZD:709/ZD:801: BP06-006 比克（尼鲁合体） 于此牌登场时 removes a 『那美克星人』 (BP06-013
    丹迪) from its rest zone and gains that card's effects."""
    from tcgsim.zero.rules.continuous import card_effects

    sc = Scenario()
    sc.resources(0, "BP06-006", n=5)
    piccolo = sc.hand(0, "BP06-006")[0]
    dende = sc.rest(0, "BP06-013")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.decision.kind == "choose"
    answer(g, dende)
    assert dende in g.pl(0)["removed"]
    gained = [path for path, eff in card_effects(g, piccolo) if path[0] == "BP06-013"]
    assert gained == [["BP06-013", "effects", 0]]


def test_piccolo_s_gained_appear_effect_triggers_as_it_appears():
    """ZD:709 (example with BP06-006 比克（尼鲁合体）): the 【登场时】 of the BP06-013 丹迪 it
    removed as it appeared (于此牌登场时, ZD:801) triggers: the effects it gains as it appears
    are there when its appear triggers are caught, so its life zone gets a card."""
    sc = Scenario()
    sc.resources(0, "BP06-006", n=5)
    piccolo = sc.hand(0, "BP06-006")[0]
    dende = sc.rest(0, "BP06-013")[0]
    top = sc.deck(0, "TS01-001", pad=5)[0]
    g = sc.start(player=0, turn=3)
    life = len(g.pl(0)["life"])
    act(g, "use", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, dende)
    assert [link["src"][0] for link in g.s["chain"]] == [piccolo]
    _resolve(g)
    assert len(g.pl(0)["life"]) == life + 1 and top in g.pl(0)["life"]


def test_transformed_piccolo_triggers_both_dendes_appear_effects():
    """ZD:709 (the rule book's count, "现"): 比克（尼鲁合体） transformed onto BP06-013 丹迪 that
    removes another 丹迪 from the rest zone as it appears triggers "【登场时】将牌组顶的一张牌加入
    我方生命区。" twice: the transform source's and the gained one."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    source = sc.battle(0, "BP06-013")
    piccolo = sc.hand(0, "BP06-006")[0]
    removed = sc.rest(0, "BP06-013")[0]
    sc.deck(0, "TS01-001", pad=5)
    g = sc.start(player=0, turn=3)
    life = len(g.pl(0)["life"])
    act(g, "transform", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, removed)
    assert removed in g.pl(0)["removed"] and character(g.s, piccolo)[1]["under"] == [source]
    while g.decision.kind == "order":
        g.respond([0])
    assert [link["src"][0] for link in g.s["chain"]] == [piccolo, piccolo]
    _resolve(g)
    assert len(g.pl(0)["life"]) == life + 2


def test_piccolo_without_a_namekian_to_remove_triggers_nothing():
    """ZD:709/ZD:801: when 比克（尼鲁合体） removes nothing as it appears it gains no 【登场时】."""
    sc = Scenario()
    sc.resources(0, "BP06-006", n=5)
    piccolo = sc.hand(0, "BP06-006")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", piccolo)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, piccolo) is not None and not g.s["chain"]


def test_mr2_gains_the_chosen_characters_effects_this_turn():
    """ZD:709: BP11-018 Mr.2 冯·克雷 used from the hand chooses BP02-023 波波: this turn it has
    波波's effect ((攻)+1000 (防)+1000 while 『天神』 is ours)."""
    sc = Scenario()
    sc.resources(0, "BP11-018", n=3)
    mr2 = sc.hand(0, "BP11-018")[0]
    popo = sc.battle(0, "BP02-023")
    sc.battle(0, "TS01-001")
    g = sc.start(player=0, turn=3)
    use(g, mr2, popo)
    _resolve(g)
    assert (attack(g, mr2), defense(g, mr2)) == (3000, 3000)
    _to_turn(g, 4)
    assert (attack(g, mr2), defense(g, mr2)) == (2000, 2000)
