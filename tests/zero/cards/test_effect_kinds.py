"""Every kind of effect the rule book defines, each with a card of the data that uses it
(the project's cards written for them, in the series files): set values (变为), negative
changes, damage prevention, replacement (改为), removal from combat, must attack / defend,
cannot be destroyed, ending the turn, moving counters, "each player chooses, then all at
once"."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense, stat_raw
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    auto_pay,
    cast,
    check_invariants,
    continues_identically,
    events,
    next_turn,
    offered,
    pass_priority,
    pass_timing,
    to_end_of_combat,
    until_decision,
    use,
)
from ..util import attack as attack_with


def _settle(g) -> None:  # type: ignore[no-untyped-def]
    while g.s["chain"] and g.decision is not None and g.decision.kind == "priority":
        pass_priority(g)


def _to_turn(g, turn: int) -> None:  # type: ignore[no-untyped-def]
    """Play on (passing, the fewest answers) until ``turn`` begins."""
    while g.turn < turn:
        d = g.decision
        g.respond(list(range(d.min)) if d.kind != "priority" else [0])


# -- 变为: a value set, in timestamp order (ZD:701/707) --------------------------------------
def test_enraged_gohan_sets_its_attack_in_timestamp_order() -> None:
    """ZD:701 with ZD:707: TS01-013 孙悟饭（愤怒） "（攻）变为 6000" while its player has 2 life
    cards or fewer: the set replaces what came before it (an older +500 of an event), and what
    comes after it (a +1000 used later) adds to it."""
    for life, after_event, after_boost in ((3, 2500, 3500), (2, 6000, 7000)):
        sc = Scenario()
        sc.resources(0, "TS01-013", n=3)
        sc.resources(0, "T-INS")
        sc.event(0, "T-EVT")
        gohan, boost = sc.hand(0, "TS01-013", "T-INS")
        sc.life(0, n=life)
        g = sc.start(player=0, turn=3)
        use(g, gohan)
        assert attack(g, gohan) == after_event  # with 2 life cards the older +500 is replaced
        use(g, boost, gohan)
        assert attack(g, gohan) == after_boost  # the newer +1000 adds to the set value


# -- negative changes (ZD:103/308/309) -------------------------------------------------------
def test_a_negative_change_floors_at_zero_and_zero_defense_goes_to_rest() -> None:
    """ZD:308/ZD:309/ZD:103: TS03-019 幻术·魔幻枷杀观 gives (攻)-2000 (防)-2000: 1500/2500 becomes
    -500 (used as 0) / 500; on a 1000/1000 the defense reaches 0 or less and the character goes
    to the rest zone (not destroyed)."""
    sc = Scenario()
    sc.resources(0, "TS03-019", n=4)
    a, b = sc.hand(0, "TS03-019", "TS03-019")
    big = sc.battle(1, "T-B2")
    small = sc.battle(1, "T-R1")
    g = sc.start(player=0, turn=3)
    use(g, a, big)
    assert stat_raw(g, big, "atk") == -500 and attack(g, big) == 0 and defense(g, big) == 500
    start = use(g, b, small)
    assert small in g.pl(1)["rest"] and not events(g, "destroyed", start)


# -- damage prevention (ZD:607) --------------------------------------------------------------
def test_sand_shield_prevents_all_damage_this_turn() -> None:
    """ZD:607: TS03-020 沙之盾: this turn, all damage one's own character would take is
    prevented (two 龟派气功 deal nothing)."""
    sc = Scenario()
    sc.resources(0, "TS03-020", n=2)
    sc.resources(0, "TS01-011", n=6)
    shield, k1, k2 = sc.hand(0, "TS03-020", "TS01-011", "TS01-011")
    mine = sc.battle(0, "T-C33")
    g = sc.start(player=0, turn=3)
    use(g, shield, mine)
    use(g, k1, mine)
    use(g, k2, mine)
    assert character(g.s, mine)[1]["dmg"] == 0 and events(g, "prevent")


# -- replacement: 改为 (ZD:707) ---------------------------------------------------------------
def test_two_double_damage_replacements_make_2000_into_8000() -> None:
    """ZD:707 (its example): two TS04-016 天秤座的裁决 in the battle zones ("改为其受到 2 倍的伤
    害"), each applying once to the event: 2000 damage becomes 8000."""
    sc = Scenario()
    sc.event(0, "TS04-016")
    sc.event(1, "TS04-016")
    sc.resources(0, "TS01-011", n=2)
    k = sc.hand(0, "TS01-011")[0]
    foe = sc.battle(1, "T-C33")
    g = sc.start(player=0, turn=3)
    start = use(g, k, foe)
    assert [e["instead"] for e in events(g, "replaced", start)] == [4000, 8000]
    assert foe in g.pl(1)["rest"]


# -- removal from combat (ZD:621) --------------------------------------------------------------
def test_flash_step_removes_a_defender_from_combat() -> None:
    """ZD:621: TS05-019 瞬步 used in the battle step on the attacked character: the combat ends
    with no battle damage, both staying in the battle zone as they are."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C12", tapped=True)
    sc.resources(1, "TS05-019")
    step = sc.hand(1, "TS05-019")[0]
    g = sc.start(0, 3)
    attack_with(g, a, t)
    until_decision(g, "priority")
    while not g.s["combat"]["battle"]:
        pass_timing(g)
    pass_priority(g)
    cast(g, step, t)
    pass_priority(g, 2)
    assert g.s["combat"] is None and events(g, "removed_from_combat")
    assert not events(g, "damage") and character(g.s, t) is not None


# -- must attack / must defend (ZD:405.1/502) --------------------------------------------------
def test_provoke_makes_a_character_defend() -> None:
    """ZD:502: TS05-020 挑衅: this turn the chosen opposing character must defend if it can: it
    is declared before any other and the defense cannot be declined."""
    sc = Scenario()
    sc.resources(0, "TS05-020")
    provoke = sc.hand(0, "TS05-020")[0]
    a = sc.battle(0, "T-C33")
    sc.battle(1, "T-C13")
    m = sc.battle(1, "T-C12")
    g = sc.start(player=0, turn=3)
    use(g, provoke, m)
    attack_with(g, a, "life")
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [m]


def test_deadpool_must_attack() -> None:
    """ZD:405.1: TS06-018 死侍 must attack if able: its player cannot end the action phase
    while it can."""
    sc = Scenario()
    dp = sc.battle(0, "TS06-018")
    g = sc.start(player=0, turn=3)
    assert offered(g, "pass") == []
    attack_with(g, dp, "life")
    to_end_of_combat(g)
    assert offered(g, "pass") == [["pass"]]


# -- cannot be destroyed (ZD:705's example) ----------------------------------------------------
def test_deadpool_can_be_targeted_by_a_destroy_but_is_not_destroyed() -> None:
    """ZD:705 (its example) with ZD:102: a destroy effect's target is "a character", not "a
    character that can be destroyed": TS06-018 死侍 can be chosen, and stays; lethal damage
    leaves it damaged in the battle zone."""
    sc = Scenario()
    dp = sc.battle(1, "TS06-018")
    sc.resources(0, "T-R1", n=3)
    sc.resources(0, "TS01-011", n=2)
    kill, k = sc.hand(0, "T-KILL", "TS01-011")
    g = sc.start(player=0, turn=3)
    act(g, "use", kill)
    assert dp in [o.data for o in g.decision.options]
    answer(g, dp)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, dp) is not None and events(g, "not_destroyed")
    use(g, k, dp)
    assert character(g.s, dp)[1]["dmg"] == 2000 and character(g.s, dp) is not None


# -- end the turn (ZD:619) ---------------------------------------------------------------------
def test_time_stone_ends_the_turn_and_clears_the_chain() -> None:
    """ZD:619: TS06-019 时间宝石 used in answer to a tactic: every link leaves the chain (the
    tactic goes to the rest zone without effect) and the turn goes to its cleanup step."""
    sc = Scenario()
    sc.resources(0, "T-TAC", n=2)
    tac = sc.hand(0, "T-TAC")[0]
    foe = sc.battle(1, "T-C33")
    sc.resources(1, "TS06-019", n=6)
    stone = sc.hand(1, "TS06-019")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", tac)
    answer(g, foe)
    auto_pay(g)
    pass_priority(g)
    act(g, "use", stone)
    auto_pay(g)
    pass_priority(g, 2)
    assert events(g, "end_this_turn") and not g.s["chain"]
    assert tac in g.pl(0)["rest"] and character(g.s, foe)[1]["dmg"] == 0
    _to_turn(g, 4)


# -- moving counters (ZD:326) ------------------------------------------------------------------
def test_soul_transfer_moves_one_counter() -> None:
    """ZD:326: TS04-017 灵魂转移 moves one counter from the first card to the second; if the
    second card has left before it resolves, nothing moves and the first keeps its counters."""
    for leaves in (False, True):
        sc = Scenario()
        sc.resources(0, "TS04-017")
        sc.resources(1, "T-R1", n=3)
        soul = sc.hand(0, "TS04-017")[0]
        kill = sc.hand(1, "T-KILL")[0]
        a = sc.battle(0, "T-C33", counters={"灵魂": 2})
        b = sc.battle(0, "T-C12")
        g = sc.start(player=0, turn=3)
        act(g, "use", soul)
        answer(g, a)
        answer(g, b)
        auto_pay(g)
        if leaves:
            pass_priority(g)
            act(g, "use", kill)
            answer(g, b)
            auto_pay(g)
            _settle(g)
            assert character(g.s, a)[1]["cnt"] == {"灵魂": 2}
        else:
            _settle(g)
            assert character(g.s, a)[1]["cnt"] == {"灵魂": 1}
            assert character(g.s, b)[1]["cnt"] == {"灵魂": 1}


# -- each player chooses, then all at once (ZD:102) --------------------------------------------
def test_self_destruct_each_player_chooses_then_both_go_at_once() -> None:
    """ZD:102 (its example): TS01-014 自爆 "每位玩家废弃其战斗区中的一张角色牌": the active player
    chooses first, then the other; nothing leaves until both have chosen, then both go."""
    sc = Scenario()
    sc.resources(0, "TS01-014", n=4)
    boom = sc.hand(0, "TS01-014")[0]
    mine, keep = sc.battle(0, "T-C33"), sc.battle(0, "T-C12")
    theirs, other = sc.battle(1, "T-C33"), sc.battle(1, "T-C12")
    g = sc.start(player=0, turn=3)
    use(g, boom)
    assert g.decision.kind == "discard" and g.decision.player == 0
    answer(g, mine)
    assert character(g.s, mine) is not None  # not yet: the other player chooses first
    assert g.decision.kind == "discard" and g.decision.player == 1
    answer(g, other)
    assert mine in g.pl(0)["rest"] and other in g.pl(1)["rest"]
    assert character(g.s, keep) is not None and character(g.s, theirs) is not None


# -- control for a time (ZD:612) ---------------------------------------------------------------
def test_mind_scepter_controls_a_character_this_turn_then_gives_it_back() -> None:
    """ZD:612: TS06-020 心灵权杖: the character moves to its new controller's battle zone with
    its equipment, as it is (no leaving, no appearing); it can attack for them; when the effect
    ends (the cleanup step) control goes back to the player who used it."""
    sc = Scenario()
    sc.resources(0, "TS06-020", n=5)
    scepter = sc.hand(0, "TS06-020")[0]
    foe = sc.battle(1, "T-C33", equip="T-EQ")
    g = sc.start(player=0, turn=3)
    start = use(g, scepter, foe)
    assert character(g.s, foe)[0] == 0 and character(g.s, foe)[1]["eq"] is not None
    assert not events(g, "appear", start) and [foe] == [a[1] for a in offered(g, "attack")]
    _to_turn(g, 4)
    assert character(g.s, foe)[0] == 1 and character(g.s, foe)[1]["eq"] is not None


def test_control_goes_to_the_latest_control_effect_still_in_force() -> None:
    """ZD:612: when a control effect ends, control goes to the player of the latest control
    effect still in force, not to the card's first controller: player 0 took the character for
    good (turn 3), player 1 takes it back for one turn with 心灵权杖 (turn 4); when that ends,
    it is player 0's again."""
    sc = Scenario()
    steal = sc.hand(0, "T-STEAL")[0]
    sc.resources(1, "TS06-020", n=5)
    scepter = sc.hand(1, "TS06-020")[0]
    foe = sc.battle(1, "T-C33")
    g = sc.start(player=0, turn=3)
    use(g, steal, foe)
    assert character(g.s, foe)[0] == 0
    next_turn(g)
    use(g, scepter, foe)
    assert character(g.s, foe)[0] == 1
    _to_turn(g, 5)
    assert character(g.s, foe)[0] == 0


# -- cancel an effect on the chain (ZD:620) ----------------------------------------------------
def test_counter_balance_cancels_an_effect_on_the_chain() -> None:
    """ZD:620: TS05-021 反鬼相杀 targets an effect on the chain (only what is on the chain): the
    effect leaves the chain and does not resolve; the cost paid for it (tapping) stays paid."""
    sc = Scenario()
    b3 = sc.battle(0, "T-B3")
    sc.resources(1, "TS05-021", n=2)
    balance = sc.hand(1, "TS05-021")[0]
    g = sc.start(player=0, turn=3)
    deck = len(g.pl(0)["deck"])
    act(g, "act", b3)
    pass_priority(g)
    act(g, "use", balance)
    (option,) = g.decision.options
    assert option.label.startswith("蓝三") and len(option.data) == 3
    answer(g, option.data)
    auto_pay(g)
    start = len(g.log)
    _settle(g)
    assert events(g, "cancel", start) and not g.s["chain"]
    assert len(g.pl(0)["deck"]) == deck and character(g.s, b3)[1]["tap"]  # no card drawn
    assert balance in g.pl(1)["rest"]


def test_counter_balance_cannot_cancel_a_card() -> None:
    """ZD:620: with only a card (not an effect) on the chain, 反鬼相杀 has nothing to target and
    cannot be used (ZD:705)."""
    sc = Scenario()
    sc.resources(0, "T-TAC", n=2)
    tac = sc.hand(0, "T-TAC")[0]
    foe = sc.battle(1, "T-C33")
    sc.resources(1, "TS05-021", n=2)
    balance = sc.hand(1, "TS05-021")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", tac)
    answer(g, foe)
    auto_pay(g)
    pass_priority(g)
    assert g.decision.player == 1 and not [u for u in offered(g, "use") if u[1] == balance]


# -- copies (ZD:706) ---------------------------------------------------------------------------
def test_mystique_becomes_a_copy_without_appearing_again() -> None:
    """ZD:706: TS06-021 魔形女 becomes a copy of TS02-007 山治 (LV2): its name, 攻/防 and effects
    (会心一击) are 山治's; not its level (it stays LV1); becoming a copy is no new appearance (its
    appear effects do not trigger again)."""
    from tcgsim.zero.rules.continuous import card_name, has_keyword, level

    sc = Scenario()
    sc.resources(0, "TS06-021", n=3)
    mystique = sc.hand(0, "TS06-021")[0]
    sanji = sc.battle(1, "TS02-007", levels=1)
    g = sc.start(player=0, turn=3)
    start = use(g, mystique)
    answer(g, sanji)
    _settle(g)
    assert card_name(g, mystique) == "山治" and (attack(g, mystique), defense(g, mystique)) == \
        (3000, 1500)
    assert has_keyword(g, mystique, "CRITICAL") and level(character(g.s, mystique)[1]) == 1
    assert len(events(g, "chain_add", start)) == 2  # the card, then its one appear trigger


def test_sharingan_copies_a_tactic_being_used_with_its_target() -> None:
    """ZD:706: TS03-021 写轮眼·复制 puts a copy of a tactic on the chain with the choices made
    for it (the same target): 龟派气功's 2000 damage is dealt twice, by the copy first; the copy
    was not used, and once it has resolved it is gone (no card in any zone)."""
    sc = Scenario()
    sc.resources(0, "TS01-011", n=2)
    sc.resources(0, "TS03-021", n=3)
    kame, eye = sc.hand(0, "TS01-011", "TS03-021")
    foe = sc.battle(1, "T-C33")
    g = sc.start(player=0, turn=3)
    act(g, "use", kame)
    answer(g, foe)
    auto_pay(g)
    act(g, "use", eye)
    answer(g, kame)
    auto_pay(g)
    start = len(g.log)
    pass_priority(g, 2)  # 写轮眼 resolves: the copy goes on the chain
    (copied,) = [x for x in g.s["chain"] if x.get("how") == "copy"]
    copy = copied["c"]
    assert copied["ctl"] == 0 and copied["tg"] == [[[foe, g.s["ver"][foe]]]]
    assert not events(g, "use", start)
    check_invariants(g)
    continues_identically(g.clone(), steps=5)  # copies of the game carry the copy's card
    _settle(g)
    assert [e["n"] for e in events(g, "damage", start)] == [2000, 2000]
    assert foe in g.pl(1)["rest"] and kame in g.pl(0)["rest"]
    assert copy in g.s["gone"]
    check_invariants(g)


# -- more than one attack a turn (ZD:405.1) ----------------------------------------------------
def test_kaioken_goku_attacks_twice_a_turn() -> None:
    """ZD:405.1/ZD:501: TS01-015 孙悟空（界王拳） "可以攻击两次": tapped by its first attack, it may be
    declared again, once; a character without the effect attacks once."""
    sc = Scenario()
    goku = sc.battle(0, "TS01-015")
    other = sc.battle(0, "T-C33")
    g = sc.start(player=0, turn=3)
    for _ in range(2):
        assert goku in [a[1] for a in offered(g, "attack")]
        attack_with(g, goku, "life")
        to_end_of_combat(g)
    attack_with(g, other, "life")
    to_end_of_combat(g)
    assert offered(g, "attack") == []
    assert len(events(g, "declare_attack")) == 3


# -- loses its effects (ZD:708) ----------------------------------------------------------------
def test_eye_beam_takes_keywords_and_gained_effects_for_the_turn() -> None:
    """ZD:708 with ZD:709: BP02-083 眼睛射线 makes a character lose all its effects this turn: its
    own keywords (TS02-007 山治's 会心一击) and the effects it gained (a character that gained
    TS01-001 天神's, with its 守备); after the turn they are back (the gain lasts while the card
    stays)."""
    from tcgsim.zero.rules.continuous import has_keyword

    sc = Scenario()
    sc.resources(0, "BP02-083", n=4)
    beams = sc.hand(0, "BP02-083", "BP02-083")
    sanji = sc.battle(0, "TS02-007")
    gainer = sc.battle(0, "T-C33")
    sc.effect("gain", gainer, **{"def": "TS01-001"})
    g = sc.start(player=0, turn=3)
    assert has_keyword(g, sanji, "CRITICAL") and has_keyword(g, gainer, "GUARD")
    use(g, beams[0], sanji)
    use(g, beams[1], gainer)
    assert not has_keyword(g, sanji, "CRITICAL") and not has_keyword(g, gainer, "GUARD")
    _to_turn(g, 4)
    assert has_keyword(g, sanji, "CRITICAL") and has_keyword(g, gainer, "GUARD")
