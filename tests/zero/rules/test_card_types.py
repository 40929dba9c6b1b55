"""Card types and their values: characters (ZD:318), equipment (ZD:319/ZD:310), tactics
(ZD:320/ZD:311), events (ZD:321), categories (ZD:302), character names (ZD:305), attributes
(ZD:306), attack and defense with their floors (ZD:103/ZD:308/ZD:309), the same card (ZD:327)."""

from __future__ import annotations

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.carddb import card
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.combat import can_attack, can_defend
from tcgsim.zero.rules.continuous import attack, defense, defense_may_drop, stat_raw
from tcgsim.zero.rules.levelup import same_card
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, offered, pass_priority, use


def _play(g, c: int, *targets: int) -> None:  # type: ignore[no-untyped-def]
    act(g, "use", c)
    for t in targets:
        answer(g, t)
    auto_pay(g)
    pass_priority(g, 2)


def test_each_category_ends_where_its_rules_put_it() -> None:
    """ZD:302/ZD:318/ZD:319/ZD:320/ZD:321: a character appears in the battle zone, an equipment on a
    character, an event in the event zone, a tactic resolves and goes to the rest zone."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=8)
    ch, eq, ev, tac = sc.hand(0, "T-R2", "T-EQ", "T-EVT", "T-TAC")
    foe = sc.battle(1, "T-B2")
    g = sc.start(player=0, turn=3)
    _play(g, ch)
    assert character(g.s, ch) is not None
    _play(g, eq, ch)
    assert character(g.s, ch)[1]["eq"]["c"] == eq
    _play(g, ev)
    assert g.pl(0)["event"]["c"] == ev
    _play(g, tac, foe)
    assert tac in g.pl(0)["rest"] and character(g.s, foe)[1]["dmg"] == 2000


def test_character_cannot_attack_the_turn_it_appears_but_can_defend() -> None:
    """ZD:318: a character cannot attack on the turn it appears; it can defend."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    c = sc.hand(0, "T-R2")[0]
    g = sc.start(player=0, turn=3)
    _play(g, c)
    assert ["attack", c] not in offered(g, "attack")
    e = character(g.s, c)[1]
    assert not can_attack(g, c, e) and can_defend(g, c, c, e)
    g.s["turn"] += 1  # on a later turn it may attack
    assert can_attack(g, c, e)


def test_characters_appear_on_resolution_and_the_appearance_cannot_be_answered() -> None:
    """ZD:318: a character goes on the chain when used and appears when it resolves; its
    appearance itself does not wait for answers (its triggers do)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    c = sc.hand(0, "T-R3")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", c)
    auto_pay(g)
    assert g.s["chain"][-1]["c"] == c and character(g.s, c) is None
    pass_priority(g, 2)
    assert character(g.s, c) is not None
    assert g.s["chain"][-1]["kind"] == "effect"  # only its trigger waits


def test_equipment_targets_own_character_replaces_the_old_and_fails_without_target() -> None:
    """ZD:319/ZD:310: an equipment targets one of its player's characters; its bonuses add to
    attack and defense; a second equipment replaces the first; if the character is gone
    when it resolves, the equipment goes to the rest zone without appearing."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    a = sc.battle(0, "T-R2")
    foe = sc.battle(1, "T-B2")
    eq1, eq2, eq3 = sc.hand(0, "T-EQ", "T-EQ2", "T-EQ")
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(player=0, turn=3)
    act(g, "use", eq1)
    assert foe not in [o.data for o in g.decision.options]
    answer(g, a)
    auto_pay(g)
    pass_priority(g, 2)
    assert (attack(g, a), defense(g, a)) == (3000, 3000)
    _play(g, eq2, a)
    assert character(g.s, a)[1]["eq"]["c"] == eq2 and eq1 in g.pl(0)["rest"]
    assert (attack(g, a), defense(g, a)) == (2000, 4000)
    act(g, "use", eq3)
    answer(g, a)
    auto_pay(g)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, a)
    auto_pay(g)
    start = len(g.log)
    pass_priority(g, 2)
    assert eq3 in g.pl(0)["rest"]
    assert not [e for e in events(g, "move", start) if e.get("dest") == "eq"]


def test_equipment_bonus_can_be_modified() -> None:
    """ZD:310: (攻)+1000 on an equipment raises its attack bonus."""
    sc = Scenario()
    a = sc.battle(0, "T-R2", equip="T-EQ")
    g = sc.start(player=0, turn=3)
    eq = character(g.s, a)[1]["eq"]["c"]
    add_fx(g, "mod", eq, "turn", stat="atk_bonus", op="add", v=1000)
    assert stat_raw(g, eq, "atk_bonus") == 2000 and attack(g, a) == 4000


def test_equipment_bonus_changed_by_a_continuous_effect_in_the_view() -> None:
    """ZD:310/ZD:701: a continuous effect that modifies an equipment's attack bonus changes its
    character's 攻 as a view shows it; without such an effect the printed bonus counts."""
    sc = Scenario()
    a = sc.battle(0, "T-R2", equip="T-EQ")
    plain = sc.start(player=0, turn=3)
    sc = Scenario()
    a = sc.battle(0, "T-R2", equip="T-EQ")
    sc.battle(0, "T-HONE")
    honed = sc.start(player=0, turn=3)
    eq = character(honed.s, a)[1]["eq"]["c"]
    assert stat_raw(honed, eq, "atk_bonus") == 2000
    for g, atk in ((plain, 3000), (honed, 4000)):
        shown = {ch["id"]: ch for ch in g.view(0)["players"][0]["battle"]}
        assert shown[a]["atk"] == atk == attack(g, a)


def test_instant_tactics_any_priority_normal_only_own_main_timing() -> None:
    """ZD:311/ZD:320: an instant tactic needs only priority (here in the opponent's turn); a
    normal tactic needs the own non-combat action phase with an empty chain."""
    sc = Scenario()
    sc.resources(1, "T-R1", "T-B1", n=3)
    sc.battle(0, "T-R2")
    sc.battle(1, "T-B2")
    sc.hand(1, "T-INS", "T-TAC")
    g = sc.start(player=0, turn=3)
    pass_priority(g)
    assert g.decision.player == 1
    assert {g.name(a[1]) for a in offered(g, "use")} == {"鼓舞"}


def test_character_name_uniqueness_discard_before_triggers() -> None:
    """ZD:305: two characters with the same character name in one battle zone: their player
    chooses one to discard, outside the chain, before triggered effects go on it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    old = sc.battle(0, "T-R3")
    new = sc.hand(0, "T-R3")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", new)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.decision.kind == "unique" and g.decision.player == 0
    assert not g.s["chain"]  # the appear trigger waits
    answer(g, old)
    assert old in g.pl(0)["rest"] and character(g.s, new) is not None
    assert g.s["chain"] and g.s["chain"][-1]["kind"] == "effect"


def test_different_cards_with_one_character_name_are_unique_too() -> None:
    """ZD:305: the rule is about character names, not card names (红二 and 红二B)."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    sc.battle(0, "T-R2")
    other = sc.hand(0, "T-R2B")[0]
    g = sc.start(player=0, turn=3)
    _play(g, other)
    assert g.decision.kind == "unique" and len(g.decision.options) == 2


def test_attributes_select_cards_for_effects() -> None:
    """ZD:306: 蓝二 gives the OTHER 『海贼』 of its side +500/+500."""
    sc = Scenario()
    pirate = sc.battle(0, "T-R2")
    marine = sc.battle(0, "T-R3")
    boss = sc.battle(0, "T-B2")
    foe = sc.battle(1, "T-R1")
    g = sc.start(player=0, turn=3)
    assert (attack(g, pirate), defense(g, pirate)) == (2500, 2500)
    assert attack(g, marine) == 3000 and attack(g, boss) == 1500 and attack(g, foe) == 1000


def test_attack_below_zero_is_zero_but_tracked() -> None:
    """ZD:103/ZD:308: attack below 0 counts as 0, but the real value is kept: 1000 - 2000 + 1500
    is still 0."""
    sc = Scenario()
    a = sc.battle(0, "T-R1")
    g = sc.start(player=0, turn=3)
    add_fx(g, "mod", a, "turn", stat="atk", op="add", v=-2000)
    assert attack(g, a) == 0 and stat_raw(g, a, "atk") == -1000
    add_fx(g, "mod", a, "turn", stat="atk", op="add", v=500)
    assert attack(g, a) == 0
    add_fx(g, "mod", a, "turn", stat="atk", op="add", v=1000)
    assert attack(g, a) == 500


def test_defense_zero_goes_to_rest_without_being_destroyed() -> None:
    """ZD:309/ZD:605: defense 0 or less: straight to the rest zone, not destroyed (no "when
    destroyed"); damage at least the defense destroys it (its trigger fires)."""
    sc = Scenario()
    a = sc.battle(0, "T-R1D")
    b = sc.battle(1, "T-R1D")
    g = sc.start(player=0, turn=3)
    from tcgsim.zero.rules.checks import push_checks

    add_fx(g, "mod", a, "turn", stat="def", op="add", v=-1000)
    character(g.s, b)[1]["dmg"] = 1000
    push_checks(g)
    assert a in g.pl(0)["rest"] and b in g.pl(1)["rest"]
    assert [p["ctl"] for p in g.s["pending"]] == [1]


def test_defense_is_looked_at_only_when_something_can_lower_it() -> None:
    """ZD:309/ZD:103: the immediate checks look for a defense of 0 or less only where something
    can lower one: a card of the game whose continuous effect lowers it (T-WEAKEN: the
    opponent's characters (防)-1000, which sends a 1000-defense character to the rest zone as
    it appears), or an effect in force that lowers it; raising effects never do."""
    sc = Scenario()
    a = sc.battle(0, "T-R1D")
    g = sc.start(player=0, turn=3)
    assert not defense_may_drop(g)
    add_fx(g, "mod", a, "turn", stat="def", op="add", v=500)
    assert not defense_may_drop(g)
    add_fx(g, "mod", a, "turn", stat="def", op="add", v=-500)
    assert defense_may_drop(g)

    sc = Scenario()
    sc.resources(0, "T-WEAKEN", n=6)
    weaken = sc.hand(0, "T-WEAKEN")[0]
    b = sc.battle(1, "T-R1D")
    g = sc.start(player=0, turn=3)
    assert defense_may_drop(g) and defense(g, b) == 1000
    use(g, weaken)
    assert character(g.s, weaken) is not None and b in g.pl(1)["rest"]


def test_same_card_compares_text_not_number() -> None:
    """ZD:327: cards with identical text are the same card whatever their number."""
    from tcgsim.zero.model import carddb

    carddb.register({**{k: v for k, v in _raw("T-R3").items()}, "id": "T-R3-ALT"})
    assert same_card(card("T-R3"), card("T-R3-ALT"))
    assert not same_card(card("T-R2"), card("T-R2B"))


def _raw(cid: str) -> dict:  # type: ignore[type-arg]
    from ..testcards.basic import CARDS

    return next(c for c in CARDS if c["id"] == cid)


def test_equipment_on_the_opponents_character_passes_to_their_control() -> None:
    """ZD:319/ZD:612: an equipment that may be equipped on the opponent's character: it replaces
    that character's equipment and is then in their battle zone, under their control."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    foe = sc.battle(1, "T-R2", equip="T-EQ")
    seal = sc.hand(0, "T-SEAL")[0]
    g = sc.start(player=0, turn=3)
    old = character(g.s, foe)[1]["eq"]["c"]
    _play(g, seal, foe)
    assert character(g.s, foe)[1]["eq"]["c"] == seal and old in g.pl(1)["rest"]
    assert attack(g, foe) == 1000
    from tcgsim.zero.model.state import locate

    assert locate(g.s, seal)[0] == 1
