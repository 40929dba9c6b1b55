"""The combat keywords of rule 900: each test names the keyword's id and checks one sentence
of its ruling text in the rule book."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack as atk
from tcgsim.zero.rules.continuous import defense
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    answer,
    attack,
    auto_pay,
    cast,
    defend_with,
    events,
    labels,
    next_turn,
    offered,
    pass_priority,
    pass_timing,
    settle,
    to_end_of_combat,
    until_decision,
)


def _res(sc: Scenario, p: int = 0, n: int = 3) -> None:
    sc.resources(p, "T-R1", n=n)


def _use_char(g, c: int) -> None:  # type: ignore[no-untyped-def]
    act(g, "use", c)
    auto_pay(g)
    pass_priority(g, 2)


# -- RUSH ------------------------------------------------------------------------------------------
def test_rush_attacks_the_turn_it_appears() -> None:
    """ZD:900.RUSH: 登场回合就可以攻击 — a character with RUSH used this turn may attack; one
    without it may not."""
    sc = Scenario()
    _res(sc)
    r, v = sc.hand(0, "T-C-RUSH", "T-C22")
    sc.life(1, n=6)
    g = sc.start(0, 3)
    _use_char(g, r)
    _use_char(g, v)
    assert offered(g, "attack") == [["attack", r]]
    attack(g, r, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 5


def test_rush_is_continuous_a_granted_rush_works() -> None:
    """ZD:900.RUSH: 突袭为永续效果 — gained from an effect, it applies while it lasts."""
    sc = Scenario()
    c = sc.battle(0, "T-C22", turn=3)
    sc.event(0, "T-C-RUSHALL")
    g = sc.start(0, 3)
    assert offered(g, "attack") == [["attack", c]]


def test_rush_lost_while_declaring_the_attack_is_not_made() -> None:
    """ZD:900.RUSH: losing RUSH while the attack is declared: the attack is not made and the
    player is back in the non-combat action phase."""
    sc = Scenario()
    r = sc.battle(0, "T-C-RUSH", turn=3)
    loss = sc.hand(1, "T-C-RUSHLOSS")[0]
    g = sc.start(0, 3)
    act(g, "attack", r)
    pass_priority(g)
    cast(g, loss, r)
    pass_priority(g, 2)
    pass_timing(g)
    assert g.s["combat"] is None and not events(g, "attack")
    assert not character(g.s, r)[1]["tap"]
    assert g.decision.player == 0 and g.s["stack"][-1]["mode"] == "action"


# -- SLOW ------------------------------------------------------------------------------------------
def test_slow_appears_already_tapped() -> None:
    """ZD:900.SLOW: 此牌登场时需横置; it is tapped as it appears, not tapped afterwards (no
    tap happens)."""
    sc = Scenario()
    _res(sc)
    s_ = sc.hand(0, "T-C-SLOW")[0]
    g = sc.start(0, 3)
    start = len(g.log)
    _use_char(g, s_)
    assert character(g.s, s_)[1]["tap"]
    assert not [e for e in events(g, "tap", start) if e.get("card") and e["card"]["id"] == s_]


# -- LONER -----------------------------------------------------------------------------------------
def test_loner_only_character_bonus_equipment_and_events_do_not_count() -> None:
    """ZD:900.LONER: +1000/+1000 while it is the only character of our battle zone; our
    equipment and event cards do not matter; another character ends it."""
    sc = Scenario()
    _res(sc)
    lo = sc.battle(0, "T-C-LONER", equip="T-EQ2")
    sc.event(0, "T-C-TOLL")
    other = sc.hand(0, "T-C11")[0]
    sc.battle(1, "T-C22")
    g = sc.start(0, 3)
    assert atk(g, lo) == 2000 and defense(g, lo) == 1000 + 2000 + 1000
    _use_char(g, other)
    assert atk(g, lo) == 1000 and defense(g, lo) == 3000


def test_loner_each_instance_applies() -> None:
    """ZD:900.LONER: several LONER on one card: each applies (+2000/+2000 for two)."""
    sc = Scenario()
    lo = sc.battle(0, "T-C-LONER2")
    g = sc.start(0, 3)
    assert atk(g, lo) == 3000 and defense(g, lo) == 3000


# -- GUARD -----------------------------------------------------------------------------------------
def test_guard_cannot_be_declared_as_attacker() -> None:
    """ZD:900.GUARD: cannot attack = cannot declare an attack; it still defends."""
    sc = Scenario()
    gd = sc.battle(0, "T-C-GUARD")
    g = sc.start(0, 3)
    assert offered(g, "attack") == []
    sc2 = Scenario()
    a = sc2.battle(0, "T-C22")
    gd2 = sc2.battle(1, "T-C-GUARD")
    g2 = sc2.start(0, 3)
    attack(g2, a, "life")
    until_decision(g2, "defend")
    assert [o.data for o in g2.decision.options] == [None, gd2]
    assert gd is not None


def test_guard_gained_while_declaring_stops_the_attack() -> None:
    """ZD:900.GUARD: gaining GUARD before the attack is established: it cannot attack, so the
    attack is not made."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    grant = sc.hand(1, "T-C-GRANT-GUARD")[0]
    g = sc.start(0, 3)
    act(g, "attack", a)
    pass_priority(g)
    cast(g, grant, a)
    pass_priority(g, 2)
    pass_timing(g)
    assert g.s["combat"] is None and not events(g, "attack")


# -- RANGED ----------------------------------------------------------------------------------------
def test_ranged_takes_no_battle_damage_when_attacking_but_other_damage() -> None:
    """ZD:900.RANGED: attacking, it takes no battle damage from the character it battles;
    other damage during the attack still counts."""
    sc = Scenario()
    r = sc.battle(0, "T-C-RANGED")  # 2000/1000
    t = sc.battle(1, "T-C33", tapped=True)
    hit = sc.hand(1, "T-C-D1K")[0]
    g = sc.start(0, 3)
    attack(g, r, t)
    to_end_of_combat(g)
    assert character(g.s, r)[1]["dmg"] == 0 and character(g.s, t)[1]["dmg"] == 2000
    sc2 = Scenario()
    r2 = sc2.battle(0, "T-C-RANGED")
    sc2.battle(1, "T-C33", tapped=True)
    hit = sc2.hand(1, "T-C-D1K")[0]
    g2 = sc2.start(0, 3)
    attack(g2, r2, g2.pl(1)["battle"][0]["c"])
    pass_priority(g2)
    cast(g2, hit, r2)
    settle(g2)
    assert r2 in g2.pl(0)["rest"]  # 1000 effect damage on a 1000 defense


def test_ranged_defending_takes_battle_damage() -> None:
    """ZD:900.RANGED: only when attacking — a RANGED defender takes battle damage."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    r = sc.battle(1, "T-C-RANGED")
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, r)
    to_end_of_combat(g)
    assert r in g.pl(1)["rest"]


# -- FIRST_STRIKE ------------------------------------------------------------------------------------
def test_first_strike_destroys_before_being_hit() -> None:
    """ZD:900.FIRST_STRIKE: against a character without it, it deals its battle damage
    first; if that is lethal, the other is battle-destroyed and deals no damage."""
    sc = Scenario()
    f = sc.battle(0, "T-C-FS")  # 2000/2000
    t = sc.battle(1, "T-C32", tapped=True)  # 3000/2000
    g = sc.start(0, 3)
    attack(g, f, t)
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"] and character(g.s, f)[1]["dmg"] == 0


def test_first_strike_then_the_survivor_strikes_back() -> None:
    """ZD:900.FIRST_STRIKE: a survivor of the first strike deals its damage afterwards."""
    sc = Scenario()
    f = sc.battle(0, "T-C-FS")  # 2000/2000
    t = sc.battle(1, "T-C23", tapped=True)  # 2000/3000
    g = sc.start(0, 3)
    attack(g, f, t)
    start = len(g.log)
    to_end_of_combat(g)
    assert [(e["card"]["id"], e["n"]) for e in events(g, "damage", start)] == [(t, 2000),
                                                                               (f, 2000)]
    assert f in g.pl(0)["rest"]


def test_first_strike_defender_against_attacker_without_it() -> None:
    """ZD:900.FIRST_STRIKE: a defending first striker hits first too."""
    sc = Scenario()
    a = sc.battle(0, "T-C32")  # 3000/2000
    f = sc.battle(1, "T-C-FS")  # 2000/2000
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, f)
    to_end_of_combat(g)
    assert a in g.pl(0)["rest"] and character(g.s, f)[1]["dmg"] == 0


def test_two_first_strikers_deal_damage_at_the_same_time() -> None:
    """ZD:900.FIRST_STRIKE: 两张同时带有先制的角色牌在战斗时将会同时造成战斗伤害."""
    sc = Scenario()
    f = sc.battle(0, "T-C-FS")
    t = sc.battle(1, "T-C-FS2", tapped=True)
    g = sc.start(0, 3)
    attack(g, f, t)
    to_end_of_combat(g)
    assert f in g.pl(0)["rest"] and t in g.pl(1)["rest"]


# -- PIERCE ----------------------------------------------------------------------------------------
def test_pierce_on_attack_win_one_damage_to_the_life_zone() -> None:
    """ZD:900.PIERCE: 【攻击胜利时】 1 damage to the opponent's life zone (a triggered
    effect on the chain)."""
    sc = Scenario()
    p = sc.battle(0, "T-C-PIERCE")
    t = sc.battle(1, "T-C22", tapped=True)
    g = sc.start(0, 3)
    attack(g, p, t)
    start = len(g.log)
    to_end_of_combat(g)
    assert any("贯通" in x for x in labels(g, start))
    assert len(g.pl(1)["life"]) == 5 and events(g, "life_damage", start)[0]["battle"] is False


def test_pierce_not_on_direct_attack_or_without_victory() -> None:
    """ZD:900.PIERCE: only on an attack victory — not when attacking the life zone, not when
    the defender survives."""
    sc = Scenario()
    p = sc.battle(0, "T-C-PIERCE")
    q = sc.battle(0, "T-C-PIERCE2", tapped=False)
    sc.battle(1, "T-C55", tapped=True)
    g = sc.start(0, 3)
    attack(g, p, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 5
    attack(g, q, g.pl(1)["battle"][0]["c"])
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 5


def test_pierce_each_instance_triggers() -> None:
    """ZD:900.PIERCE: several PIERCE: each resolves separately (2 damage for two)."""
    sc = Scenario()
    p = sc.battle(0, "T-C-PIERCE2")
    t = sc.battle(1, "T-C22", tapped=True)
    g = sc.start(0, 3)
    attack(g, p, t)
    start = len(g.log)
    to_end_of_combat(g)
    assert len([x for x in labels(g, start) if "贯通" in x]) == 2
    assert len(g.pl(1)["life"]) == 4


def test_pierce_damage_cannot_win_the_game() -> None:
    """ZD:900.PIERCE: 由贯通造成的伤害无法使玩家获得游戏的胜利 — an empty life zone hit by
    PIERCE does not lose."""
    sc = Scenario()
    p = sc.battle(0, "T-C-PIERCE")
    t = sc.battle(1, "T-C22", tapped=True)
    sc.life(1)
    g = sc.start(0, 3)
    attack(g, p, t)
    to_end_of_combat(g)
    assert g.result is None and t in g.pl(1)["rest"]


# -- CRITICAL --------------------------------------------------------------------------------------
def test_critical_one_extra_battle_damage_on_direct_hit() -> None:
    """ZD:900.CRITICAL: a successful direct attack deals 1 more battle damage; several
    CRITICAL each add one."""
    sc = Scenario()
    c1 = sc.battle(0, "T-C-CRIT")
    c2 = sc.battle(0, "T-C-CRIT2")
    g = sc.start(0, 3)
    attack(g, c1, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 4
    attack(g, c2, "life")
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == 1


def test_critical_cards_fixed_first_then_flipped_with_effects_between() -> None:
    """ZD:900.CRITICAL: the cards to flip are fixed first, then flipped one by one; a counter
    effect of the first resolves before the second is flipped."""
    sc = Scenario()
    c = sc.battle(0, "T-C-CRIT")
    top = sc.life(1, "T-C-CTR-DRAW", "T-C11", n=4)
    g = sc.start(0, 3)
    attack(g, c, "life")
    to_end_of_combat(g)
    seq = [(e["type"], e.get("card", {}).get("id")) for e in g.log
           if e["type"] in ("life_flip", "counter_effect")]
    assert seq == [("life_flip", top[0]), ("counter_effect", top[0]), ("life_flip", top[1])]


def test_critical_one_life_card_left_does_not_win_even_if_life_is_added() -> None:
    """ZD:900.CRITICAL: with one life card left a CRITICAL direct attack does not win; cards
    its counter effect adds to the life zone are not flipped (the cards were fixed)."""
    sc = Scenario()
    c = sc.battle(0, "T-C-CRIT")
    sc.life(1, "T-C-CTR-LIFE")
    g = sc.start(0, 3)
    attack(g, c, "life")
    to_end_of_combat(g)
    assert g.result is None and len(g.pl(1)["life"]) == 2
    assert len(events(g, "life_flip")) == 1


# -- GODSPEED --------------------------------------------------------------------------------------
def test_godspeed_attacking_a_character_only_godspeed_or_guard_defend() -> None:
    """ZD:900.GODSPEED: attacking a character, it can only be defended by characters with
    GODSPEED or GUARD."""
    sc = Scenario()
    a = sc.battle(0, "T-C-GOD")
    t = sc.battle(1, "T-C11", tapped=True)
    gd = sc.battle(1, "T-C-GUARD")
    gs = sc.battle(1, "T-C-GOD2")
    sc.battle(1, "T-C13")
    g = sc.start(0, 3)
    attack(g, a, t)
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, gd, gs]


def test_godspeed_attacking_the_life_zone_anyone_defends() -> None:
    """ZD:900.GODSPEED: the restriction is for attacks on characters only."""
    sc = Scenario()
    a = sc.battle(0, "T-C-GOD")
    n = sc.battle(1, "T-C13")
    g = sc.start(0, 3)
    attack(g, a, "life")
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, n]


# -- TOUGH -----------------------------------------------------------------------------------------
def test_tough_defending_takes_no_battle_damage_but_other_damage() -> None:
    """ZD:900.TOUGH: defending, it takes no battle damage from the character it battles;
    other damage while defending still counts."""
    sc = Scenario()
    a = sc.battle(0, "T-C55")
    tg = sc.battle(1, "T-C-TOUGH")  # 1000/2000
    hit = sc.hand(0, "T-C-D1K")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    defend_with(g, tg)
    cast(g, hit, tg)
    settle(g)
    to_end_of_combat(g)
    assert character(g.s, tg)[1]["dmg"] == 1000 and character(g.s, a)[1]["dmg"] == 1000


def test_tough_attacked_takes_battle_damage() -> None:
    """ZD:900.TOUGH: 被攻击时仍然会照常受到战斗伤害 — attacked (defending itself) it takes
    battle damage as usual."""
    sc = Scenario()
    a = sc.battle(0, "T-C55")
    tg = sc.battle(1, "T-C-TOUGH", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, tg)
    to_end_of_combat(g)
    assert tg in g.pl(1)["rest"]


# -- LINK ------------------------------------------------------------------------------------------
def test_link_with_character_name_or_attribute() -> None:
    """ZD:900.LINK: +1000/+1000 while our battle zone has another 【X】: a character name
    or an attribute."""
    sc = Scenario()
    lk = sc.battle(0, "T-C-LINK")
    g = sc.start(0, 3)
    assert atk(g, lk) == 1000
    sc2 = Scenario()
    lk2 = sc2.battle(0, "T-C-LINK")
    sc2.battle(0, "T-C-TENSHIN")  # character name 天神
    sc2.battle(1, "T-C-TENSHIN")  # the opponent's does not count
    g2 = sc2.start(0, 3)
    assert atk(g2, lk2) == 2000 and defense(g2, lk2) == 2000


def test_link_partner_may_be_an_equipment() -> None:
    """ZD:900.LINK: the partner need not be a character: an equipment whose attributes hold
    【X】 counts (even one equipped on the LINK character itself)."""
    sc = Scenario()
    lk = sc.battle(0, "T-C-LINK", equip="T-C-EQ-GOD")
    g = sc.start(0, 3)
    assert atk(g, lk) == 2000


def test_link_each_instance_separately() -> None:
    """ZD:900.LINK: several LINK: each applies on its own (one partner each here)."""
    sc = Scenario()
    lk = sc.battle(0, "T-C-LINK2")  # LINK 天神, LINK 海贼
    sc.battle(0, "T-C-PIRATE")
    g = sc.start(0, 3)
    assert atk(g, lk) == 2000
    sc2 = Scenario()
    lk2 = sc2.battle(0, "T-C-LINK2")
    sc2.battle(0, "T-C-PIRATE")
    sc2.battle(0, "T-C-TENSHIN")
    g2 = sc2.start(0, 3)
    assert atk(g2, lk2) == 3000


# -- LOGIA -----------------------------------------------------------------------------------------
def test_logia_ignores_battle_damage_below_printed_defense() -> None:
    """ZD:900.LOGIA: no battle damage lower than its printed (防); each battle judged alone;
    effect damage is not battle damage."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    b = sc.battle(0, "T-C23")
    lg = sc.battle(1, "T-C-LOGIA", tapped=True)  # 1000/3000
    g = sc.start(0, 3)
    attack(g, a, lg)
    to_end_of_combat(g)
    attack(g, b, lg)
    to_end_of_combat(g)
    assert character(g.s, lg)[1]["dmg"] == 0  # 2000 twice, never added up


def test_logia_takes_all_damage_at_or_above_printed_defense() -> None:
    """ZD:900.LOGIA: battle damage at least its printed (防) is taken in full — printed, not
    current: a LOGIA with (防)+2000 still takes 3000."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    lg = sc.battle(1, "T-C-LOGIA", tapped=True, equip="T-EQ2")  # 1000/3000 +2000 def
    g = sc.start(0, 3)
    attack(g, a, lg)
    to_end_of_combat(g)
    assert character(g.s, lg)[1]["dmg"] == 3000 and defense(g, lg) == 5000


def test_logia_ignores_even_unpreventable_damage() -> None:
    """ZD:900.LOGIA: 即使一张牌造成的战斗伤害不能被防止 — still not taken."""
    sc = Scenario()
    a = sc.battle(0, "T-C-HARD")  # 2000, its damage cannot be prevented
    lg = sc.battle(1, "T-C-LOGIA", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, lg)
    to_end_of_combat(g)
    assert character(g.s, lg)[1]["dmg"] == 0


# -- REIATSU ---------------------------------------------------------------------------------------
def test_reiatsu_target_cannot_attack_or_defend_this_turn_and_next() -> None:
    """ZD:900.REIATSU: 【登场时】 one of the opponent's characters cannot attack or defend
    this turn and the next; afterwards it can again."""
    sc = Scenario()
    _res(sc)
    rei = sc.hand(0, "T-C-REI")[0]
    x = sc.battle(1, "T-C22")
    a = sc.battle(0, "T-C11")
    g = sc.start(0, 3)
    act(g, "use", rei)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.decision.kind == "target"
    answer(g, x)
    settle(g)
    attack(g, a, "life")
    assert g.decision.kind != "defend"
    to_end_of_combat(g)
    next_turn(g)  # turn 4: the opponent's
    assert g.current == 1 and offered(g, "attack") == []
    next_turn(g)  # turn 5: it may defend again
    attack(g, a, "life")
    until_decision(g, "defend")
    assert [o.data for o in g.decision.options] == [None, x]


def test_reiatsu_instances_may_choose_the_same_and_do_not_add_up() -> None:
    """ZD:900.REIATSU: two REIATSU trigger separately and may choose the same character; the
    effects do not last longer for that."""
    sc = Scenario()
    _res(sc)
    rei = sc.hand(0, "T-C-REI2")[0]
    x = sc.battle(1, "T-C22")
    g = sc.start(0, 3)
    act(g, "use", rei)
    auto_pay(g)
    pass_priority(g, 2)
    for _ in range(2):
        while g.decision.kind != "target":
            g.respond([0])
        answer(g, x)
    settle(g)
    cants = [fx for fx in g.s["fx"] if fx["kind"] == "cant" and fx["tgt"][0] == x]
    assert len(cants) == 4 and {tuple(fx["until"]) for fx in cants} == {("turn", 4)}
    next_turn(g)
    next_turn(g)
    assert not [fx for fx in g.s["fx"] if fx["kind"] == "cant"]


def test_reiatsu_target_losing_effects_still_cannot() -> None:
    """ZD:900.REIATSU: the affected character losing all its effects still cannot attack or
    defend in the affected turns."""
    sc = Scenario()
    _res(sc)
    rei = sc.hand(0, "T-C-REI")[0]
    x = sc.battle(1, "T-C22")
    a = sc.battle(0, "T-C11")
    loss = sc.hand(0, "T-C-RUSHLOSS")[0]
    g = sc.start(0, 3)
    act(g, "use", rei)
    auto_pay(g)
    pass_priority(g, 2)
    answer(g, x)
    settle(g)
    cast(g, loss, x)
    settle(g)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert not events(g, "declare_defense")


# -- RAMPAGE ---------------------------------------------------------------------------------------
def test_rampage_on_attack_up_to_x_cards_from_the_opponents_deck() -> None:
    """ZD:900.RAMPAGE: 【攻击时】 up to X cards from the top of the opponent's deck to their
    rest zone (the attacking player chooses how many, up to X)."""
    sc = Scenario()
    r = sc.battle(0, "T-C-RAMP")
    top = sc.deck(1, "T-C11", "T-C12", "T-C13", pad=5)
    g = sc.start(0, 3)
    attack(g, r, "life")
    until_decision(g, "count")
    assert [o.data for o in g.decision.options] == [2, 1, 0]
    answer(g, 2)
    assert g.pl(1)["rest"] == [top[0], top[1]]


def test_rampage_each_instance_triggers_and_value_is_the_sum() -> None:
    """ZD:900.RAMPAGE: several RAMPAGE trigger separately; an effect referring to its RAMPAGE
    value uses the sum (2 + 1 = 3 here turns on a +1000)."""
    sc = Scenario()
    r = sc.battle(0, "T-C-RAMP3")
    g = sc.start(0, 3)
    assert atk(g, r) == 3000
    start = len(g.log)
    attack(g, r, "life")
    assert g.decision.kind == "order"  # two triggers of one player: they choose the order
    g.respond([0])
    assert len([x for x in labels(g, start) if "肆意横行" in x]) == 2


# -- DUEL ------------------------------------------------------------------------------------------
def test_duel_higher_cost_wins_cards_to_the_bottom() -> None:
    """ZD:900.DUEL: each player reveals their deck's top card; the higher cost wins; the
    cards go to the bottom of their owners' decks; the outcome effect then triggers."""
    sc = Scenario()
    d = sc.battle(0, "T-C-DUEL")
    mine = sc.deck(0, "T-B4", pad=3)[0]  # cost 4
    theirs = sc.deck(1, "T-R1", pad=3)[0]  # cost 1
    g = sc.start(0, 3)
    attack(g, d, "life")
    settle(g)
    assert g.pl(0)["deck"][0] == mine and g.pl(1)["deck"][0] == theirs
    assert events(g, "duel")[0]["winner"] == 0
    assert atk(g, d) == 4000


def test_duel_lost_outcome_chooses_its_target_when_triggered() -> None:
    """ZD:900.DUEL: the outcome is a new effect: its target is chosen as it goes on the
    chain, after the duel."""
    sc = Scenario()
    d = sc.battle(0, "T-C-DUEL")
    other = sc.battle(0, "T-C11")
    sc.deck(0, "T-R1", pad=3)
    sc.deck(1, "T-B4", pad=3)
    g = sc.start(0, 3)
    attack(g, d, "life")
    act(g, "pass")
    act(g, "pass")  # the duel resolves
    assert events(g, "duel")[0]["winner"] == 1
    assert g.decision.kind == "target"
    answer(g, other)
    settle(g)
    assert defense(g, other) == 2000


def test_duel_tie_and_no_duel_with_an_empty_deck() -> None:
    """ZD:900.DUEL: equal costs: nobody wins; a player with no deck: no duel (no outcome)."""
    sc = Scenario()
    d = sc.battle(0, "T-C-DUEL")
    sc.deck(0, "T-R1", pad=3)
    sc.deck(1, "T-B1", pad=3)
    g = sc.start(0, 3)
    hand = len(g.pl(0)["hand"])
    attack(g, d, "life")
    settle(g)
    assert events(g, "duel")[0]["winner"] is None and len(g.pl(0)["hand"]) == hand + 1
    sc2 = Scenario()
    d2 = sc2.battle(0, "T-C-DUEL")
    sc2.deck(1)
    g2 = sc2.start(0, 3)
    start = len(g2.log)
    attack(g2, d2, "life")
    settle(g2)
    assert events(g2, "duel")[0]["held"] is False
    assert not [x for x in labels(g2, start) if "duel " in x]


def test_duel_several_outcome_effects_each_trigger() -> None:
    """ZD:900.DUEL: a card with several duel outcome effects: each whose condition holds
    triggers."""
    sc = Scenario()
    d = sc.battle(0, "T-C-DUEL2")
    sc.deck(0, "T-B4", pad=3)
    sc.deck(1, "T-R1", pad=3)
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, d, "life")
    settle(g)
    assert {x for x in labels(g, start) if "duel won" in x} == {"T-C-DUEL2: duel won A",
                                                                 "T-C-DUEL2: duel won B"}


def test_duel_outcome_of_a_card_that_left_the_battle_zone() -> None:
    """ZD:900.DUEL: 【破坏时】对决 — the card is in the rest zone when it duels; its outcome
    effect still follows the duel."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C-DUELD", tapped=True)
    sc.deck(1, "T-B4", pad=3)
    sc.deck(0, "T-R1", pad=3)
    g = sc.start(0, 3)
    hand = len(g.pl(1)["hand"])
    attack(g, a, t)
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"] and events(g, "duel")[0]["winner"] == 1
    assert len(g.pl(1)["hand"]) == hand + 1
