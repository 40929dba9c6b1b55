"""Combat steps (ZD:500-507), declaring attacks (ZD:405.1), removal from combat (ZD:621)."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.checks import push_checks
from tcgsim.zero.rules.zones import move
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    attack,
    cast,
    choose_target,
    declare,
    defend_with,
    events,
    labels,
    offered,
    pass_priority,
    pass_timing,
    to_end_of_combat,
    until_decision,
)


def _types(g, start: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    keep = ("declare_attack", "attack", "declare_defense", "defense", "battle", "direct_hit",
            "damage", "life_damage", "combat_end")
    return [e["type"] for e in g.log[start:] if e["type"] in keep]


def test_combat_steps_run_in_order_each_followed_by_a_free_timing() -> None:
    """ZD:500: attack step, declare defense, defense step, battle step, resolution, end — in
    that order, with the active player getting priority after each."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C22", tapped=True)
    d = sc.battle(1, "T-C12")
    g = sc.start(0, 3)
    start = len(g.log)
    act(g, "attack", a)
    assert g.decision.kind == "priority" and g.decision.player == 0  # after declaring
    pass_timing(g)
    choose_target(g, t)
    assert g.decision.kind == "priority" and g.decision.player == 0  # attack step
    pass_timing(g)
    defend_with(g, d)
    assert g.decision.kind == "priority" and g.decision.player == 0  # defense declared
    pass_timing(g)
    assert g.decision.kind == "priority" and g.s["combat"]["defs"]  # defense step
    pass_timing(g)
    assert g.s["combat"]["battle"]  # battle step
    pass_timing(g)
    assert g.s["combat"]["resolved"]  # resolution step
    pass_timing(g)
    assert g.s["combat"] is None
    assert _types(g, start) == ["declare_attack", "attack", "declare_defense", "defense",
                                "battle", "damage", "damage", "combat_end"]
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert g.s["stack"][-1]["mode"] == "action"


def test_combat_interrupted_when_the_attacker_leaves() -> None:
    """ZD:500: the attacker leaves during the attack step's free timing: the combat ends at
    once and the active player is back in the action phase with priority (a character can
    be used right away)."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    sc.hand(0, "T-C11")
    sc.resources(0, "T-R1")
    kill = sc.hand(1, "T-C-KILL")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    pass_priority(g)
    cast(g, kill, a)
    pass_priority(g, 2)  # the kill resolves
    assert g.s["combat"] is None
    assert events(g, "combat_end", interrupted=True)[0]["clause"] == "ZD:500"
    assert g.decision.player == 0 and offered(g, "use")  # the action phase again
    assert not events(g, "life_damage")
    pass_priority(g, 2)  # both pass on an empty chain: the action phase ends
    assert g.s["step"] != "action"


def test_combat_interrupted_when_a_participant_changes_control() -> None:
    """ZD:500: a participant that changes control (it moves to the other battle zone)
    interrupts the combat."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C22", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, t)
    move(g, t, "battle", 0, why="control changes")  # what a control-changing effect does
    push_checks(g)
    assert g.s["combat"] is None
    assert events(g, "combat_end", interrupted=True)


def test_attack_step_taps_then_targets_and_no_new_target_after_the_target_leaves() -> None:
    """ZD:501: the attacker is tapped and the target chosen (the opponent's life zone or a
    tapped character — not an untapped one); if the attacked character leaves, the combat is
    interrupted and no new target is chosen."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C22", tapped=True)
    u = sc.battle(1, "T-C11")
    bounce = sc.hand(1, "T-C-BOUNCE")[0]
    g = sc.start(0, 3)
    declare(g, a)
    assert character(g.s, a)[1]["tap"]
    opts = [o.data for o in g.decision.options]
    assert opts == [["life"], ["char", t]] and ["char", u] not in opts
    choose_target(g, t)
    pass_priority(g)
    cast(g, bounce, t)
    pass_priority(g, 2)
    assert g.s["combat"] is None and events(g, "combat_end", interrupted=True)
    assert g.decision.kind == "priority"
    assert not any(d.get("kind") == "attack_target" for d in [g.s["decision"]])
    assert character(g.s, a)[1]["tap"]  # the attack was made


def test_established_attack_survives_target_untapped_and_attacker_unable() -> None:
    """ZD:501: once established, the attacked character becoming an illegal target (untapped)
    or the attacker becoming unable to attack does not interrupt the combat."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C22", tapped=True)
    untap = sc.hand(1, "T-C-UNTAP")[0]
    noatk = sc.hand(1, "T-C-NOATK")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    pass_priority(g)
    cast(g, untap, t)
    pass_priority(g, 2)
    pass_priority(g)
    cast(g, noatk, a)
    pass_priority(g, 2)
    assert g.s["combat"] is not None
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"]  # the battle happened: 3000 damage to a 2000 defense


def test_attack_on_arrival_is_not_allowed_and_tapped_or_opponents_turn_neither() -> None:
    """ZD:405.1, ZD:318: only an untapped character of the active player that did not appear
    this turn, in the non-combat action phase with an empty chain, can be declared."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    sc.battle(0, "T-C22", tapped=True)
    sc.battle(0, "T-C11", turn=3)  # appeared this turn
    ins = sc.hand(0, "T-INS")[0]
    sc.resources(0, "T-B1")
    sc.battle(1, "T-C12")
    g = sc.start(0, 3)
    assert offered(g, "attack") == [["attack", a]]
    act(g, "use", ins)
    answer(g, a)
    while g.decision.kind == "pay":
        g.respond([0])
    assert offered(g, "attack") == []  # a link on the chain
    pass_priority(g)
    assert g.decision.player == 1 and offered(g, "attack") == []  # not the active player


def test_attack_not_made_when_the_attacker_can_no_longer_attack() -> None:
    """ZD:405.1: after the declaration's free timing, a character that can no longer attack
    does not attack: it is not tapped and nothing is attacked."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    noatk = sc.hand(1, "T-C-NOATK")[0]
    g = sc.start(0, 3)
    act(g, "attack", a)
    pass_priority(g)
    cast(g, noatk, a)
    pass_priority(g, 2)
    pass_timing(g)
    assert g.s["combat"] is None
    assert not character(g.s, a)[1]["tap"]
    assert not events(g, "attack") and events(g, "combat_end")[-1]["clause"] == "ZD:405.1"


def test_extra_attack_cost_is_paid_when_declaring() -> None:
    """ZD:405.1: an effect that makes attacking cost something: paid when the attack is
    declared; a character whose controller cannot pay cannot be declared."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    h = sc.hand(0, "T-C11")[0]
    sc.event(1, "T-C-TOLL")
    g = sc.start(0, 3)
    act(g, "attack", a)
    assert g.decision.kind == "discard" and g.decision.player == 0
    answer(g, h)
    assert h in g.pl(0)["rest"]
    assert g.decision.kind == "priority"  # the declaration's free timing
    sc2 = Scenario()
    sc2.battle(0, "T-C33")
    sc2.event(1, "T-C-TOLL")
    g2 = sc2.start(0, 3)
    assert offered(g2, "attack") == []  # no card in hand to pay with


def test_must_attack_keeps_the_action_phase_open_until_it_attacks() -> None:
    """ZD:405.1: a character that must attack if able: its controller may do other things
    first, but cannot end the action phase (no pass) while it can attack."""
    sc = Scenario()
    m = sc.battle(0, "T-C-MUSTA")
    sc.hand(0, "T-C11")
    sc.resources(0, "T-R1")
    g = sc.start(0, 3)
    assert offered(g, "pass") == [] and offered(g, "use")
    attack(g, m, "life")
    to_end_of_combat(g)
    assert offered(g, "pass") == [["pass"]]  # tapped now: it can no longer attack


def test_declare_defense_untapped_able_not_the_attacked_one() -> None:
    """ZD:502: the defending player may declare an untapped character able to defend; the
    attacked character itself cannot declare defense even when untapped again."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C22", tapped=True)
    d = sc.battle(1, "T-C12")
    sc.battle(1, "T-C11", tapped=True)
    nd = sc.battle(1, "T-C13")
    untap = sc.hand(1, "T-C-UNTAP")[0]
    nodefend = sc.hand(1, "T-C-NODEFEND")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    pass_priority(g)
    cast(g, untap, t)
    pass_priority(g, 2)
    pass_priority(g)
    cast(g, nodefend, nd)
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, d]


def test_declared_defender_that_can_no_longer_defend_is_replaced() -> None:
    """ZD:502: in the free timing after the declaration, an effect makes the declared
    character unable to defend: the defending player declares again."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    d1 = sc.battle(1, "T-C12")
    d2 = sc.battle(1, "T-C13")
    tapper = sc.hand(0, "T-C-TAP")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, d1)
    cast(g, tapper, d1)
    pass_priority(g, 2)
    pass_timing(g)
    assert g.decision.kind == "defend"
    assert [o.data for o in g.decision.options] == [None, d2]
    answer(g, d2)
    pass_timing(g)
    assert [d["c"][0] for d in g.s["combat"]["defs"]] == [d2]


def test_must_defend_is_declared_first_and_cannot_be_declined() -> None:
    """ZD:502: a character that must defend if able is declared before any other."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    sc.battle(1, "T-C13")
    m = sc.battle(1, "T-C-MUSTD")
    g = sc.start(0, 3)
    attack(g, a, "life")
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [m]


def test_attacker_that_cannot_be_defended() -> None:
    """ZD:502: an attacker that cannot be defended: no defense is declared."""
    sc = Scenario()
    a = sc.battle(0, "T-C-NODEF")
    sc.battle(1, "T-C13")
    g = sc.start(0, 3)
    attack(g, a, "life")
    start = len(g.log)
    to_end_of_combat(g)
    assert not any(e["type"] == "declare_defense" for e in g.log[start:])
    assert events(g, "life_damage", start)


def test_defense_step_taps_defender_which_becomes_the_battle_target() -> None:
    """ZD:503: the declared defender is tapped and the battle target becomes it; the
    attacked character takes no part."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C11", tapped=True)
    d = sc.battle(1, "T-C13")
    g = sc.start(0, 3)
    attack(g, a, t)
    defend_with(g, d)
    pass_timing(g)
    assert character(g.s, d)[1]["tap"]
    to_end_of_combat(g)
    assert d in g.pl(1)["rest"] and character(g.s, t)[1]["dmg"] == 0


def test_attacked_tapped_character_defends_itself() -> None:
    """ZD:503: nobody defends the attacked tapped character: it defends itself, "when
    defending" triggers."""
    sc = Scenario()
    a = sc.battle(0, "T-C11")
    t = sc.battle(1, "T-CW-B", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, t)
    start = len(g.log)
    to_end_of_combat(g)
    assert "T-CW-B: defend" in labels(g, start)
    assert [e["card"]["id"] for e in events(g, "defense", start)] == [t]


def test_defender_leaving_after_defense_means_no_battle_damage() -> None:
    """ZD:503: once the defense is established, the defender leaving ends the combat: no
    battle damage either way (and no direct hit)."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    d = sc.battle(1, "T-C13")
    bounce = sc.hand(1, "T-C-BOUNCE")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, d)
    pass_timing(g)
    pass_priority(g)
    cast(g, bounce, d)
    pass_priority(g, 2)
    assert g.s["combat"] is None
    assert not events(g, "damage") and not events(g, "life_damage")


def test_battle_step_direct_hit_or_battle_then_free_timing() -> None:
    """ZD:504: a direct attack succeeds (its triggers), or the battle is established; then a
    free timing before the resolution step."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")
    g = sc.start(0, 3)
    attack(g, a, "life")
    pass_timing(g)  # attack step (nobody can defend)
    pass_timing(g)  # defense step
    assert events(g, "direct_hit") and "T-CW-A: direct_hit" in labels(g)
    assert g.decision.kind == "priority" and not events(g, "life_damage")


def test_resolution_life_damage_and_character_damage() -> None:
    """ZD:505: a direct attack deals 1 battle damage to the life zone; characters deal each
    other damage equal to their attack; lethal damage destroys."""
    sc = Scenario()
    a = sc.battle(0, "T-C32")
    b = sc.battle(0, "T-C23")
    t = sc.battle(1, "T-C23", tapped=True)
    g = sc.start(0, 3)
    life = len(g.pl(1)["life"])
    attack(g, a, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == life - 1
    attack(g, b, t)
    to_end_of_combat(g)
    assert character(g.s, b)[1]["dmg"] == 2000 and character(g.s, t)[1]["dmg"] == 2000
    assert t in [e["c"] for e in g.pl(1)["battle"]]


def test_end_of_combat_ends_during_combat_effects() -> None:
    """ZD:506: effects "during this combat" end with it; back to the action phase."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    cmb = sc.hand(0, "T-C-CMB")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    cast(g, cmb, a)
    pass_priority(g, 2)
    from tcgsim.zero.rules.continuous import attack as atk

    assert atk(g, a) == 3000
    to_end_of_combat(g)
    assert atk(g, a) == 2000 and g.s["stack"][-1]["mode"] == "action"


def test_remove_from_combat_after_battle_step() -> None:
    """ZD:621: removed from combat after the battle step began: both stay in the battle zone
    as they are, no battle damage; before the battle step it does nothing."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C12", tapped=True)
    out1, out2 = sc.hand(1, "T-C-OUT", "T-C-OUT")
    g = sc.start(0, 3)
    attack(g, a, t)
    pass_priority(g)
    cast(g, out1, t)
    pass_priority(g, 2)
    assert g.s["combat"] is not None  # the attack step: not in battle yet
    until_decision(g, "priority")
    while not g.s["combat"]["battle"]:
        pass_timing(g)
    pass_priority(g)
    cast(g, out2, t)
    pass_priority(g, 2)
    assert g.s["combat"] is None and events(g, "removed_from_combat")
    assert not events(g, "damage")
    assert character(g.s, t)[1]["tap"] and character(g.s, a)[1]["tap"]


def test_multiple_combat_defenders_replace_targets_and_damage_is_shared() -> None:
    """ZD:507: one attacker against X characters: the defending player declares up to X
    unattacked defenders, each taking over the battle target they choose; the attacker deals
    its attack to every defender and takes the sum of theirs; battle win triggers once."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-M")  # 3000/3000, may attack two characters
    t1 = sc.battle(1, "T-C21", tapped=True)
    t2 = sc.battle(1, "T-C22", tapped=True)
    d = sc.battle(1, "T-C11")
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    assert [r[0] for r in g.s["combat"]["targets"]] == [t1, t2]
    until_decision(g, "defend")
    answer(g, d)
    assert g.decision.kind == "defend_slot"
    answer(g, 1)  # d takes over t2
    start = len(g.log)
    to_end_of_combat(g)
    assert [x["card"]["id"] for x in events(g, "defense", start)] == [t1, d]
    dmg = {e["card"]["id"]: e["n"] for e in events(g, "damage", start)}
    assert dmg == {t1: 3000, d: 3000, a: 3000}
    assert a in g.pl(0)["rest"] and t1 in g.pl(1)["rest"] and d in g.pl(1)["rest"]
    assert character(g.s, t2)[1]["dmg"] == 0
    assert "T-CW-M: battle_win" not in labels(g, start)  # the attacker was destroyed too


def test_multiple_combat_battle_win_once() -> None:
    """ZD:507: the attacker destroying two defenders and surviving: 【战斗胜利时】 once."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-M")
    t1 = sc.battle(1, "T-C11", tapped=True)
    t2 = sc.battle(1, "T-C12", tapped=True)
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    start = len(g.log)
    to_end_of_combat(g)
    assert labels(g, start).count("T-CW-M: battle_win") == 1
    assert t1 in g.pl(1)["rest"] and t2 in g.pl(1)["rest"]


def test_multiple_combat_ranged_attacker_takes_nothing() -> None:
    """ZD:507: a RANGED attacker takes no battle damage from any of its defenders."""
    sc = Scenario()
    a = sc.battle(0, "T-C-MULTI-R")
    t1 = sc.battle(1, "T-C33", tapped=True)
    t2 = sc.battle(1, "T-C23", tapped=True)
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    to_end_of_combat(g)
    assert character(g.s, a)[1]["dmg"] == 0
    assert character(g.s, t1)[1]["dmg"] == 1000 == character(g.s, t2)[1]["dmg"]


def test_multiple_combat_first_strike_attacker() -> None:
    """ZD:507: a first-striking attacker deals its damage to all defenders first; those it
    battle-destroys deal it no damage, the others do."""
    sc = Scenario()
    a = sc.battle(0, "T-C-MULTI-FS")  # 2000/3000
    t1 = sc.battle(1, "T-C21", tapped=True)  # destroyed first
    t2 = sc.battle(1, "T-C23", tapped=True)  # survives and strikes back
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    to_end_of_combat(g)
    assert t1 in g.pl(1)["rest"]
    assert character(g.s, a)[1]["dmg"] == 2000  # from t2 only


def test_multiple_combat_first_strike_defender_destroys_attacker_first() -> None:
    """ZD:507: a first-striking defender that battle-destroys a non-first-striking attacker:
    the attacker deals no damage to any defender."""
    sc = Scenario()
    a = sc.battle(0, "T-C-MULTI")  # 3000/3000
    t1 = sc.battle(1, "T-C-FS", tapped=True)  # 2000 first
    t2 = sc.battle(1, "T-C12", tapped=True)  # 1000 afterwards: the sum reaches 3000
    f2 = sc.battle(1, "T-C-FS2")  # 2000 first, declared defender for t2
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    defend_with(g, f2)
    answer(g, 1)
    to_end_of_combat(g)
    assert a in g.pl(0)["rest"]  # 2000 + 2000 first-strike damage
    assert character(g.s, t1)[1]["dmg"] == 0 and character(g.s, f2)[1]["dmg"] == 0
    assert character(g.s, t2)[1]["dmg"] == 0


def test_multiple_combat_both_first_strike_simultaneous() -> None:
    """ZD:507: attacker and some defenders with first strike: the attacker hits all
    defenders while those defenders hit it, at the same time; the rest come afterwards."""
    sc = Scenario()
    a = sc.battle(0, "T-C-MULTI-FS")  # 2000/3000 first strike
    t1 = sc.battle(1, "T-C-FS2", tapped=True)  # 2000/1000 first strike: both hit
    t2 = sc.battle(1, "T-C13", tapped=True)  # 1000/3000 no first strike: hits later
    g = sc.start(0, 3)
    declare(g, a)
    choose_target(g, [t1, t2])
    start = len(g.log)
    to_end_of_combat(g)
    dmg = [(e["card"]["id"], e["n"]) for e in events(g, "damage", start)]
    assert dmg[:3] == [(t1, 2000), (t2, 2000), (a, 2000)]
    assert dmg[3:] == [(a, 1000)]
    assert a in g.pl(0)["rest"] and t1 in g.pl(1)["rest"]


def test_attack_battle_and_defense_battle_by_whose_turn() -> None:
    """ZD:603, ZD:604: a battle during one's own turn is an attack battle, during the opponent's
    a defense battle: 【攻击战斗成立时】 for the active player's character, 【防御战斗成立时】
    for the other's."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")
    sc.battle(1, "T-CW-B")
    g = sc.start(0, 3)
    attack(g, a, "life")
    until_decision(g, "defend")
    answer(g, g.decision.options[1].data)
    start = len(g.log)
    to_end_of_combat(g)
    got = labels(g, start)
    assert "T-CW-A: attack_battle" in got and "T-CW-A: defense_battle" not in got
    assert "T-CW-B: defense_battle" in got and "T-CW-B: attack_battle" not in got


def test_in_battle_only_from_the_battle_step() -> None:
    """ZD:504: the two characters are in battle only once the battle step began (a "while in
    battle" (攻)+2000 applies from then until the combat ends)."""
    sc = Scenario()
    a = sc.battle(0, "T-C-BATTLER")
    t = sc.battle(1, "T-C13", tapped=True)
    g = sc.start(0, 3)
    from tcgsim.zero.rules.combat import battling
    from tcgsim.zero.rules.continuous import attack as atk

    attack(g, a, t)
    pass_timing(g)  # the attack step's timing ends: nobody can declare defense
    assert g.s["combat"]["defs"] and not g.s["combat"]["battle"]  # the defense step
    assert not battling(g, a) and atk(g, a) == 1000
    pass_timing(g)  # the battle step began
    assert battling(g, a) and battling(g, t) and atk(g, a) == 3000
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"] and atk(g, a) == 1000


def test_a_character_that_cannot_be_attacked_is_no_target() -> None:
    """ZD:501: a character that cannot be attacked is not offered as an attack target, even
    tapped."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    sc.battle(1, "T-C-UNTARGETED", tapped=True)
    t = sc.battle(1, "T-C12", tapped=True)
    g = sc.start(0, 3)
    declare(g, a)
    assert [o.data for o in g.decision.options] == [["life"], ["char", t]]
