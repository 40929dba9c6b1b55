"""The turn (ZD:400-408) and tapping (ZD:104)."""

from __future__ import annotations

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, offered, pass_priority


def _steps(g, start: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [e["step"] for e in events(g, "step", start)]


def test_a_turn_walks_its_steps_in_order() -> None:
    """ZD:400: start phase (untap, start, draw, resource), action phase, end phase (end,
    cleanup, discard), then the other player's turn."""
    sc = Scenario()
    sc.hand(0, "T-R1")
    g = sc.start(player=0, turn=3, step="untap")
    pass_priority(g, 4)  # start and draw free timings
    answer(g, None)  # no resource
    pass_priority(g, 6)  # resource free timing, action phase, end step
    assert _steps(g) == ["untap", "start", "draw", "resource", "action", "end", "cleanup",
                         "untap", "start"]
    assert g.s["turn"] == 4 and g.current == 1


def test_untap_step_untaps_only_the_active_players_cards() -> None:
    """ZD:401/ZD:104: the active player's battle zone (characters and equipment) and resource
    zone untap; the other player's stay tapped; no priority in the untap step."""
    sc = Scenario()
    a = sc.battle(0, "T-R2", tapped=True, equip="T-EQ")
    b = sc.battle(1, "T-R2", tapped=True)
    sc.resources(0, "T-R1", n=2, tapped=True)
    sc.resources(1, "T-R1", n=2, tapped=True)
    g = sc.start(player=0, turn=3, step="untap")
    ea = character(g.s, a)[1]
    assert not ea["tap"] and not ea["eq"]["tap"]
    assert not any(r["tap"] for r in g.pl(0)["res"])
    assert character(g.s, b)[1]["tap"] and all(r["tap"] for r in g.pl(1)["res"])
    assert g.decision.kind == "priority" and g.s["step"] == "start"


def test_start_step_triggers_then_free_timing() -> None:
    """ZD:402: turn-start effects trigger, then a free timing where the active player has
    priority."""
    sc = Scenario()
    sc.battle(0, "T-TS")
    g = sc.start(player=0, turn=3, step="untap")
    assert g.s["step"] == "start" and len(g.s["chain"]) == 1
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_draw_step_draws_one_then_free_timing() -> None:
    """ZD:403: the active player draws a card, then a free timing."""
    sc = Scenario()
    top = sc.deck(0, "T-R3", pad=3)[0]
    g = sc.start(player=0, turn=3, step="draw")
    assert top in g.pl(0)["hand"] and len(g.pl(0)["hand"]) == 1
    assert g.decision.kind == "priority" and g.s["step"] == "draw"
    pass_priority(g)
    assert g.decision.player == 1  # the other player may act in the free timing too
    pass_priority(g)
    assert g.decision.kind == "resource"


def test_resource_step_puts_one_card_face_up_without_the_chain() -> None:
    """ZD:404/ZD:204/ZD:104: the active player may put one card from the hand into the resource
    zone, face up and untapped; it is not a use (no chain); only one per step."""
    sc = Scenario()
    c, _ = sc.hand(0, "T-R3", "T-B1")
    g = sc.start(player=0, turn=3, step="resource")
    assert g.decision.kind == "resource" and g.decision.min == 1
    start = len(g.log)
    answer(g, c)
    r = g.pl(0)["res"][0]
    assert r["c"] == c and r["up"] and not r["tap"]
    assert not events(g, "chain_add", start) and not events(g, "use", start)
    assert g.decision.kind == "priority"
    pass_priority(g, 2)
    assert g.s["step"] == "action"  # no second resource


def test_resource_step_may_be_skipped() -> None:
    """ZD:404: the active player may choose not to put a resource."""
    sc = Scenario()
    sc.hand(0, "T-R3")
    g = sc.start(player=0, turn=3, step="resource")
    answer(g, None)
    assert not g.pl(0)["res"] and len(g.pl(0)["hand"]) == 1


def test_action_phase_ends_when_both_pass_with_an_empty_chain() -> None:
    """ZD:405: the action phase has no steps; it ends when all players pass in succession
    with an empty chain."""
    sc = Scenario()
    g = sc.start(player=0, turn=3, step="action")
    pass_priority(g)
    assert g.s["step"] == "action" and g.decision.player == 1
    pass_priority(g)
    assert g.s["step"] == "end"


def test_end_step_triggers_then_free_timing() -> None:
    """ZD:406: turn-end effects trigger, then a free timing."""
    sc = Scenario()
    sc.battle(0, "T-TE")
    g = sc.start(player=0, turn=3, step="end")
    assert len(g.s["chain"]) == 1 and g.decision.kind == "priority"
    hand = len(g.pl(0)["hand"])
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand + 1


def test_cleanup_heals_all_damage_and_ends_this_turn_effects() -> None:
    """ZD:407: all damage on every character is healed and "this turn" effects end, with no
    priority; effects lasting longer stay."""
    sc = Scenario()
    a = sc.battle(0, "T-R3", damage=2000)
    b = sc.battle(1, "T-B2", damage=1000)
    g = sc.start(player=0, turn=3, step="end")
    add_fx(g, "mod", a, "turn", stat="atk", op="add", v=1000)
    add_fx(g, "mod", b, "next_turn", stat="atk", op="add", v=1000)
    pass_priority(g, 2)
    assert character(g.s, a)[1]["dmg"] == 0 and character(g.s, b)[1]["dmg"] == 0
    kinds = [(f["tgt"][0], f.get("until")) for f in g.s["fx"]]
    assert kinds == [(b, ["turn", 4])]


def test_discard_step_down_to_six_then_next_turn() -> None:
    """ZD:408/ZD:203: the active player discards down to 6 cards (no chain); then the next turn
    begins, with no free timing."""
    sc = Scenario()
    sc.hand(0, *(["T-R1"] * 8))
    g = sc.start(player=0, turn=3, step="end")
    pass_priority(g, 2)
    assert g.decision.kind == "discard" and g.decision.min == g.decision.max == 2
    g.respond([0, 1])
    assert len(g.pl(0)["hand"]) == 6 and len(g.pl(0)["rest"]) == 2
    assert g.s["turn"] == 4 and g.current == 1


def test_a_tapped_character_cannot_be_tapped_again() -> None:
    """ZD:104/ZD:317: a tapped character cannot tap for its (tap) cost again."""
    sc = Scenario()
    b = sc.battle(0, "T-B3")
    g = sc.start(player=0, turn=3)
    assert offered(g, "act")
    act(g, "act", b)
    pass_priority(g, 2)
    g.respond([0])  # discard a card for the effect
    assert character(g.s, b)[1]["tap"] and not offered(g, "act")
