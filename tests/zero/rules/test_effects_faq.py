"""The rule book's own examples for effects (ZD:208, ZD:701-709, ZD:801, ZD:802), played with
test cards that carry the example cards' texts (BP01-001, BP09-034, BP05-001, BP11-018,
BP02-071, BP02-083)."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import (
    attack,
    attributes,
    card_name,
    defense,
    has_keyword,
    has_own_effects,
)
from tcgsim.zero.rules.zones import destroy, move
from tcgsim.zero.scenario import Scenario

from ..util import act, advance, answer, events, offered, pass_priority, use_answering


def _sc() -> Scenario:
    sc = Scenario()
    for p in (0, 1):
        sc.resources(p, "T-R1", "T-B1", n=5)
    return sc


def test_luffy_lv3_returns_to_hand_unless_the_cancer_cloth_removes_him() -> None:
    """ZD:208/ZD:707/ZD:802/ZD:605: BP01-001 LV3 returns to its owner's hand when destroyed;
    with BP09-034 in play ("a character that would go to the rest zone is removed from the
    game instead") it is removed, its "when destroyed" effect still triggers but cannot
    bring it back."""
    for cloth in (False, True):
        sc = _sc()
        luffy = sc.battle(0, "T-LUFFY1", levels=2)
        if cloth:
            sc.battle(1, "T-B2", equip="T-CANCER")
        g = sc.start(player=0, turn=3)
        destroy(g, luffy)
        assert [p["card"] for p in g.s["pending"]] == ["T-LUFFY1"]
        pass_priority(g, 3)  # the trigger goes on the chain, both pass, it resolves
        if cloth:
            assert luffy in g.pl(0)["removed"] and events(g, "replaced", clause="ZD:707")
        else:
            assert luffy in g.pl(0)["hand"]


def test_luffy_below_lv3_has_no_such_effect() -> None:
    """ZD:307/ZD:600: a level-gated effect exists only at that level."""
    sc = _sc()
    luffy = sc.battle(0, "T-LUFFY1", levels=1)
    g = sc.start(player=0, turn=3)
    destroy(g, luffy)
    assert not g.s["pending"] and luffy in g.pl(0)["rest"]


def test_discarding_luffy_triggers_too() -> None:
    """ZD:606/ZD:802: 废弃 (discarding) from the battle zone is its own trigger condition."""
    sc = _sc()
    luffy = sc.battle(0, "T-LUFFY1", levels=2)
    g = sc.start(player=0, turn=3)
    move(g, luffy, "rest", why="discarded (cost or effect)")
    assert [p["card"] for p in g.s["pending"]] == ["T-LUFFY1"]


def test_mr2_gains_the_chosen_cards_own_effects_at_its_own_level() -> None:
    """ZD:709 example 1: Mr.2 (BP11-018) used from the hand chooses Luffy (Drum Island,
    BP05-001): it gets Luffy's printed effects for the turn, but the LV2 part works only when
    Mr.2 itself is LV2 and the condition (three 『草帽一伙』) holds for Mr.2's side; effects
    Luffy only gained (巨猿化's) are not gained."""
    sc = _sc()
    drum = sc.battle(0, "T-DRUM", levels=1)
    sc.battle(0, "T-STRAW1")
    sc.battle(0, "T-STRAW2")
    mr2, twin = sc.hand(0, "T-MR2", "T-MR2")
    ape = sc.hand(0, "T-APE")[0]
    g = sc.start(player=0, turn=3)
    assert attack(g, drum) == 4000 and has_keyword(g, drum, "PIERCE")
    use_answering(g, ape, drum)
    pass_priority(g, 2)
    use_answering(g, mr2, drum)
    pass_priority(g, 2)
    assert events(g, "gain_effects")
    assert attack(g, mr2) == 2000 and not has_keyword(g, mr2, "PIERCE")  # LV1
    act(g, "levelup", mr2, "dimension")
    pass_priority(g, 2)
    assert character(g.s, mr2)[1]["lv"][0][0] == twin
    assert (attack(g, mr2), defense(g, mr2)) == (3000, 4000) and has_keyword(g, mr2, "PIERCE")
    assert "巨猿" not in attributes(g, mr2)
    # the turn ends: Luffy's gained 巨猿化 effect returns him; Mr.2 had not gained it
    advance(g, 3, "end")
    assert [link["src"][0] for link in g.s["chain"]] == [drum]
    advance(g, 4, "start")
    assert drum in g.pl(0)["hand"] and character(g.s, mr2) is not None
    assert attack(g, mr2) == 2000  # "in the turn it appears" only


def test_great_ape_effect_is_lost_for_a_turn_then_back() -> None:
    """ZD:709/ZD:708: 巨猿化 (BP02-071) gives +4000/+4000, 『巨猿』 and "at turn end, return this
    card to the hand"; 眼睛射线 (BP02-083) makes it lose its effects this turn, so it stays; the
    next turn's end it returns (the gained effect comes back)."""
    sc = _sc()
    x = sc.battle(0, "T-R2")
    ape = sc.hand(0, "T-APE")[0]
    eye = sc.hand(0, "T-EYE")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, ape, x)
    pass_priority(g, 2)
    assert (attack(g, x), defense(g, x)) == (6000, 6000) and "巨猿" in attributes(g, x)
    use_answering(g, eye, x)
    pass_priority(g, 2)
    assert not has_own_effects(g, x) and attack(g, x) == 6000  # the +4000 is 巨猿化's
    advance(g, 3, "end")
    assert not g.s["chain"]  # no "return to hand" this turn
    advance(g, 4, "start")
    assert character(g.s, x) is not None and has_own_effects(g, x)
    advance(g, 4, "end")
    assert g.s["chain"]  # the gained effect is back: it triggers
    pass_priority(g, 2)
    assert x in g.pl(0)["hand"]


def test_replacements_apply_once_each() -> None:
    """ZD:707: two "it takes double damage instead" effects: 2000 damage becomes 8000 — each
    applies once, neither applies to itself again."""
    sc = _sc()
    sc.battle(0, "T-DOUBLE")
    sc.battle(1, "T-DOUBLE2")
    big = sc.battle(1, "T-B4")
    tac = sc.hand(0, "T-TAC")[0]
    g = sc.start(player=0, turn=3)
    big_def = defense(g, big)
    use_answering(g, tac, big)
    pass_priority(g, 2)
    assert events(g, "damage")[-1]["n"] == 8000
    assert len(events(g, "replaced")) == 2 and big_def < 8000 and big in g.pl(1)["rest"]


def test_continuous_effects_depend_on_timestamps() -> None:
    """ZD:701/ZD:708: A ("the opponent's characters lose their effects") is in play; an
    identical B arrives on the other side: B is under A's effect from the start, so B's
    effect never applies to A."""
    sc = _sc()
    a = sc.battle(0, "T-HUSH")
    boss = sc.battle(1, "T-B2")
    pirate = sc.battle(1, "T-R2")
    b = sc.hand(1, "T-HUSH")[0]
    g = sc.start(player=1, turn=4)
    assert not has_own_effects(g, boss) and attack(g, pirate) == 2000
    use_answering(g, b)
    pass_priority(g, 2)
    assert has_own_effects(g, a) and not has_own_effects(g, b)


def test_copy_takes_copiable_values_only() -> None:
    """ZD:706: a copy takes the name, character names, attack, defense, attributes and
    effects of the card it copies; it keeps its own level; becoming a copy is not appearing
    (no appear effects); its name now counts for uniqueness (ZD:305)."""
    sc = _sc()
    x = sc.battle(0, "T-R1", levels=1)
    model = sc.battle(1, "T-R3")
    pirate = sc.battle(0, "T-R2")
    cp = sc.hand(0, "T-COPY")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, cp, x)
    pass_priority(g, 2)
    answer(g, model)
    assert card_name(g, x) == "红三" and attack(g, x) == 3000 and defense(g, x) == 3000
    assert "海军" in attributes(g, x) and len(character(g.s, x)[1]["lv"]) == 1
    assert not g.s["chain"] and not g.s["pending"]  # 红三's appear effect did not trigger
    assert attack(g, pirate) == 2000


def test_on_appear_happens_before_the_same_name_check_and_without_the_chain() -> None:
    """ZD:801: "于此牌登场时…" is done as the card appears, before the same-name discard and
    without the chain; a "when it appears" trigger may target the card itself."""
    sc = _sc()
    old = sc.battle(0, "T-ONAPP")
    new = sc.hand(0, "T-ONAPP")[0]
    selft = sc.hand(0, "T-SELFT")[0]
    g = sc.start(player=0, turn=3)
    hand = len(g.pl(0)["hand"])
    use_answering(g, new)
    pass_priority(g, 2)
    assert g.decision.kind == "unique" and len(g.pl(0)["hand"]) == hand  # drew 1, used 1
    answer(g, old)
    use_answering(g, selft)
    pass_priority(g, 2)
    assert g.decision.kind == "target" and selft in [o.data for o in g.decision.options]


def test_counter_effects_resolve_at_once_outside_the_chain() -> None:
    """ZD:704/ZD:312/ZD:324: a life card flipped by damage with a counter effect: the effect
    resolves at once, before anything goes on the chain and without priority; then the card
    goes to the rest zone."""
    sc = _sc()
    top = sc.life(1, "T-INS", n=3)[0]
    ping = sc.hand(0, "T-PING")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, ping)
    start = len(g.log)
    hand = len(g.pl(1)["hand"])
    pass_priority(g, 2)
    kinds = [e["type"] for e in g.log[start:] if e["type"] in ("life_flip", "counter_effect",
                                                               "chain_add", "pass")]
    assert kinds[:4] == ["pass", "pass", "life_flip", "counter_effect"]
    assert "chain_add" not in kinds and g.decision.player == 0
    assert len(g.pl(1)["hand"]) == hand + 1 and top in g.pl(1)["rest"]


def test_activated_targets_before_cost_and_limit_survives_control_change() -> None:
    """ZD:703: targets are chosen before the cost is paid; a once-per-turn limit stays with the
    card when its controller changes (ZD:612)."""
    sc = _sc()
    aim = sc.battle(0, "T-ACTT")
    foe = sc.battle(1, "T-B2")
    once = sc.battle(0, "T-ONCE")
    sc.hand(0, "T-R1", "T-R2")
    steal = sc.hand(1, "T-STEAL")[0]
    g = sc.start(player=0, turn=3)
    act(g, "act", aim)
    assert g.decision.kind == "target"
    answer(g, foe)
    assert g.decision.kind == "discard"
    g.respond([0])
    pass_priority(g, 2)
    assert character(g.s, foe)[1]["tap"]
    act(g, "act", once)
    pass_priority(g)
    use_answering(g, steal, once)
    pass_priority(g, 2)
    assert locate(g.s, once)[0] == 1
    pass_priority(g)  # player 0 passes; player 1 has priority
    assert ["act", once] not in [a[:2] for a in offered(g, "act")]
