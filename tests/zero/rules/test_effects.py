"""Effects (ZD:700-709) and the trigger timings the turn and zones make (ZD:800-811):
continuous effects and timestamps, triggered effects ("may", conditions checked twice, extra
costs), activated effects, targets, replacements, losing and gaining effects."""

from __future__ import annotations

from tcgsim.zero import registry
from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, card_effects
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.zones import destroy, move
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, offered, pass_priority, use_answering


def _sc() -> Scenario:
    sc = Scenario()
    for p in (0, 1):
        sc.resources(p, "T-R1", "T-B1", n=3)
    return sc


def test_an_effect_resolves_left_to_right() -> None:
    """ZD:700: "draw a card, discard a card": the draw happens first, so the drawn card can be
    discarded."""
    sc = _sc()
    top = sc.deck(0, "T-KILL", pad=2)[0]
    c = sc.hand(0, "T-ORDER")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, c)
    pass_priority(g, 4)
    assert g.decision.kind == "discard" and [o.data for o in g.decision.options] == [top]


def test_continuous_effects_apply_in_timestamp_order() -> None:
    """ZD:701: "attack becomes 1000" then "attack becomes 2000": a character that appears
    afterwards gets 2000 (the later effect applies last); the printed value is replaced."""
    sc = _sc()
    sc.battle(0, "T-SET1")
    sc.battle(0, "T-SET2")
    g = sc.start(player=0, turn=3)
    new = g.add_card({"id": "TOKEN-BIG", "name": "巨人", "type": "character", "atk": 5000,
                      "def": 5000, "token": True}, 0)
    appear(g, new, 0)
    assert attack(g, new) == 2000
    add_fx(g, "mod", new, "turn", stat="atk", op="add", v=500)
    assert attack(g, new) == 2500  # a later "+500" applies after both


def test_may_triggers_can_be_declined() -> None:
    """ZD:702: a trigger with "may" (可以) lets its controller not use it."""
    sc = _sc()
    c = sc.hand(0, "T-MAY")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, c)
    pass_priority(g, 2)
    assert g.decision.kind == "may"
    g.respond([1])
    assert not g.s["chain"] and events(g, "trigger_declined")


def test_trigger_condition_checked_when_it_triggers_and_resolves() -> None:
    """ZD:702: 紫罗兰上校: "when it appears, if there is another 『海军』, draw": checked when it
    triggers, and again when it resolves."""
    sc = _sc()
    marine = sc.battle(0, "T-R3")
    c, c2 = sc.hand(0, "T-COND", "T-COND")
    kill = sc.hand(1, "T-KILL")[0]
    g = sc.start(player=0, turn=3)
    use_answering(g, c)
    pass_priority(g, 2)
    assert len(g.s["chain"]) == 1  # it triggered
    pass_priority(g)
    use_answering(g, kill, marine)
    hand = len(g.pl(0)["hand"])
    pass_priority(g, 2)  # both resolve: the kill, then the draw finds no other 『海军』
    assert len(g.pl(0)["hand"]) == hand and events(g, "effect_ignored")
    # now there is no other 『海军』: the second one does not even trigger
    use_answering(g, c2)
    pass_priority(g, 2)
    assert character(g.s, c2) is not None and not g.s["chain"] and not g.s["pending"]


def test_extra_cost_of_a_trigger_is_paid_when_it_triggers_or_it_is_ignored() -> None:
    """ZD:702/ZD:801: a trigger's extra cost is paid when it goes on the chain; if it cannot be
    paid the trigger is ignored."""
    for spare in (1, 0):
        sc = _sc()
        c = sc.hand(0, "T-PAID")[0]
        extra = sc.hand(0, *(["T-R1"] * spare))
        g = sc.start(player=0, turn=3)
        use_answering(g, c)
        pass_priority(g, 2)
        if spare:
            assert g.decision.kind == "discard"
            answer(g, extra[0])
            assert extra[0] in g.pl(0)["rest"] and g.s["chain"]
        else:
            assert not g.s["chain"] and events(g, "trigger_ignored")


def test_activated_effects_once_per_turn_and_timing() -> None:
    """ZD:703: activated effects are used by their controller with priority; "once per turn"
    is counted; a "normal timing" effect only in the own non-combat action phase with an
    empty chain; the opponent cannot use them."""
    sc = _sc()
    once = sc.battle(0, "T-ONCE")
    normal = sc.battle(0, "T-NORMAL")
    g = sc.start(player=0, turn=3)
    assert {a[1] for a in offered(g, "act")} == {once, normal}
    act(g, "act", once)
    assert offered(g, "act") == []  # once per turn used; "normal" needs an empty chain
    pass_priority(g)
    assert offered(g, "act") == []  # the other player cannot use them
    pass_priority(g)  # resolves
    assert {a[1] for a in offered(g, "act")} == {normal}


def test_targets_distinct_and_partially_illegal_targets() -> None:
    """ZD:705: one card cannot be two targets of one effect; a target that became illegal is
    skipped while the legal ones are still affected."""
    sc = _sc()
    a = sc.battle(0, "T-R1")
    b = sc.battle(0, "T-R2")
    boost = sc.hand(0, "T-BOOST")[0]
    kill = sc.hand(1, "T-KILL")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", boost)
    answer(g, a)
    assert a not in [o.data for o in g.decision.options]
    answer(g, b)
    pass_priority(g)
    use_answering(g, kill, a)
    pass_priority(g, 2)  # kill resolves
    pass_priority(g, 2)  # boost resolves: only b
    assert attack(g, b) == 3000 and a in g.pl(0)["rest"]


def test_move_replacement_applies_once() -> None:
    """ZD:707/ZD:208: "if it would go to the rest zone, remove it from the game instead"
    replaces the move, once; the card is removed and a "when destroyed" trigger still
    fires (ZD:605)."""
    sc = _sc()
    d = sc.battle(0, "T-R1D")
    g = sc.start(player=0, turn=3)
    calls = []

    def cancer(g, c, src, dest, why):  # type: ignore[no-untyped-def]
        calls.append(c)
        return ("removed", why + " (replaced)") if src == "battle" and dest == "rest" else None

    registry.REPLACE_MOVE.append(cancer)
    try:
        destroy(g, d)
    finally:
        registry.REPLACE_MOVE.remove(cancer)
    assert d in g.pl(0)["removed"] and calls == [d]
    assert [p["card"] for p in g.s["pending"]] == ["T-R1D"]


def test_losing_effects_ends_continuous_and_counter_effects() -> None:
    """ZD:708: a card that loses its effects loses all of them (continuous ones stop) until
    the losing effect ends."""
    sc = _sc()
    boss = sc.battle(0, "T-B2")  # other 『海贼』 +500
    pirate = sc.battle(0, "T-R2")
    blind = sc.hand(1, "T-BLIND")[0]
    g = sc.start(player=0, turn=3)
    assert attack(g, pirate) == 2500
    pass_priority(g)
    use_answering(g, blind, boss)
    pass_priority(g, 2)
    assert attack(g, pirate) == 2000 and card_effects(g, boss) == []
    g.s["fx"] = [f for f in g.s["fx"] if f.get("until") != "turn"]  # the turn ends
    assert attack(g, pirate) == 2500


def test_gaining_the_effects_of_another_card() -> None:
    """ZD:709: a card that gains another card's effects has that card's printed effects (here
    蓝二's boost of the other 『海贼』)."""
    sc = _sc()
    a = sc.battle(0, "T-R1")
    pirate = sc.battle(0, "T-R2")
    g = sc.start(player=0, turn=3)
    add_fx(g, "gain", a, None, **{"def": "T-B2"})
    assert attack(g, pirate) == 2500 and attack(g, a) == 1000


def test_during_my_turn_effects() -> None:
    """ZD:809: a 【我方回合中】 effect works only during its controller's turns."""
    sc = _sc()
    mine = sc.battle(0, "T-MYTURN")
    g = sc.start(player=0, turn=3)
    assert attack(g, mine) == 2000
    g.s["cur"] = 1
    assert attack(g, mine) == 1000


def test_turn_start_triggers_from_the_rest_zone_only_when_the_card_says_so() -> None:
    """ZD:807/ZD:808: turn start/end effects trigger for sources in the battle zone, or in the
    rest zone for effects that work there."""
    sc = _sc()
    sc.rest(0, "T-RESTSTART", "T-TS")
    g = sc.start(player=0, turn=3, step="untap")
    assert [link["path"][0] for link in g.s["chain"]] == ["T-RESTSTART"]


def test_leaving_to_rest_versus_entering_rest() -> None:
    """ZD:811: "when it goes from the battle zone to the rest zone" triggers for the card that
    left; "when it enters the rest zone" triggers for a card entering from any zone."""
    sc = _sc()
    leave = sc.battle(0, "T-LEAVE")
    enter = sc.hand(0, "T-ENTER")[0]
    leave2 = sc.hand(0, "T-LEAVE")[0]
    g = sc.start(player=0, turn=3)
    destroy(g, leave)
    move(g, enter, "rest")
    move(g, leave2, "rest")
    assert [p["card"] for p in g.s["pending"]] == ["T-LEAVE", "T-ENTER"]
    assert character(g.s, leave) is None


def test_bracket_timings_are_triggers_except_during_a_turn() -> None:
    """ZD:800: effects in 【】 brackets are triggered effects that go on the chain like any
    other (【登场时】 here), except 【我方回合中】/【对方回合中】, which apply without the chain."""
    sc = _sc()
    trig = sc.hand(0, "T-R3")[0]  # 【登场时】抽一张牌
    during = sc.hand(0, "T-MYTURN")[0]  # 【我方回合中】 (攻)+1000
    g = sc.start(player=0, turn=3)
    use_answering(g, during)
    pass_priority(g, 2)
    assert not g.s["chain"] and attack(g, during) == 2000
    use_answering(g, trig)
    pass_priority(g, 2)
    assert [link["kind"] for link in g.s["chain"]] == ["effect"]
    assert g.decision.kind == "priority"  # it can be answered like any chain link
