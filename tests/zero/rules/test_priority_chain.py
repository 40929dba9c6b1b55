"""Priority (ZD:105), the chain (ZD:106), ending the turn (ZD:619), cancelling (ZD:620) and
illegal actions (ZD:902)."""

from __future__ import annotations

import pytest

from tcgsim.core.decision import IllegalResponse
from tcgsim.zero.scenario import Scenario

from ..util import events, pass_priority, use


def _board(**kw: object) -> tuple[Scenario, dict[str, int]]:
    sc = Scenario()
    h: dict[str, int] = {}
    for p in (0, 1):
        sc.resources(p, "T-R1", "T-B1", n=4)
    return sc, h


def use_on_chain(g, card: int, *targets: int) -> None:  # type: ignore[no-untyped-def]
    """Use the card (choosing ``targets``, paying): it waits on the chain."""
    use(g, card, *targets, resolve=False)


def test_active_player_regains_priority_after_each_addition() -> None:
    """ZD:105: after a player adds to the chain, the active player gets priority again; a pass
    hands it to the other player."""
    sc, _ = _board()
    a = sc.battle(0, "T-R2")
    ins0 = sc.hand(0, "T-INS")[0]
    ins1 = sc.hand(1, "T-INS")[0]
    g = sc.start(player=0, turn=3)
    use_on_chain(g, ins0, a)
    assert g.decision.kind == "priority" and g.decision.player == 0
    pass_priority(g)
    assert g.decision.player == 1
    use_on_chain(g, ins1, a)
    assert len(g.s["chain"]) == 2
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_normal_timing_needs_empty_chain_and_own_action_phase() -> None:
    """ZD:105/ZD:311/ZD:318: with a link on the chain only instant cards are offered; the
    non-active player never gets normal-timing actions."""
    sc, _ = _board()
    a = sc.battle(0, "T-R2")
    ins0 = sc.hand(0, "T-INS", "T-R1")[0]
    sc.hand(1, "T-R1", "T-TAC", "T-INS")
    sc.battle(1, "T-B2")
    g = sc.start(player=0, turn=3)
    kinds = {g.name(x[1]) for x in [o.data for o in g.decision.options] if x[0] == "use"}
    assert kinds == {"鼓舞", "红一"}
    use_on_chain(g, ins0, a)
    used = {g.name(x[1]) for x in [o.data for o in g.decision.options] if x[0] == "use"}
    assert used == set()  # p0 has only the character left: not at instant timing
    pass_priority(g)
    used = {g.name(x[1]) for x in [o.data for o in g.decision.options] if x[0] == "use"}
    assert used == {"鼓舞"}


def test_chain_resolves_last_in_first_out_and_targets_are_rechecked() -> None:
    """ZD:106/ZD:705/ZD:320: both pass -> the top link resolves first; a tactic whose only target
    left does not resolve (and still goes to the rest zone)."""
    sc, _ = _board()
    a = sc.battle(0, "T-R2")
    ins = sc.hand(0, "T-INS")[0]
    kill = sc.hand(1, "T-KILL")[0]
    g = sc.start(player=0, turn=3)
    use_on_chain(g, ins, a)
    pass_priority(g)
    use_on_chain(g, kill, a)
    start = len(g.log)
    pass_priority(g, 2)
    resolved = [e["link"] for e in events(g, "resolve", start)]
    assert resolved == ["斩首", "鼓舞"]
    assert events(g, "fizzle", start) and not events(g, "modify", start)
    assert ins in g.pl(0)["rest"] and kill in g.pl(1)["rest"] and a in g.pl(0)["rest"]
    assert g.decision.kind == "priority" and g.decision.player == 0 and not g.s["chain"]


def test_trigger_during_resolution_goes_on_top_and_can_be_answered() -> None:
    """ZD:106: an effect triggered while the chain resolves goes on top of what is left and
    resolves before it; players get priority to answer it."""
    sc, _ = _board()
    d = sc.battle(0, "T-R1D")
    a = sc.battle(0, "T-R2")
    ins = sc.hand(0, "T-INS")[0]
    kill = sc.hand(1, "T-KILL")[0]
    g = sc.start(player=0, turn=3)
    use_on_chain(g, ins, a)
    pass_priority(g)
    use_on_chain(g, kill, d)
    start = len(g.log)
    pass_priority(g, 2)  # KILL resolves, T-R1D is destroyed, its trigger goes on the chain
    assert [link["kind"] for link in g.s["chain"]] == ["card", "effect"]
    assert g.decision.kind == "priority" and g.decision.player == 0
    hand = len(g.pl(0)["hand"])
    pass_priority(g, 2)
    resolved = [e["link"] for e in events(g, "resolve", start)]
    assert resolved[0] == "斩首" and resolved[1].startswith("红一遗志") and resolved[2] == "鼓舞"
    assert len(g.pl(0)["hand"]) == hand + 1


def test_simultaneous_triggers_active_player_first_so_the_other_resolves_first() -> None:
    """ZD:106/ZD:102: simultaneous triggers: the active player's go on the chain first, then the
    other player's, which therefore resolve first."""
    sc, _ = _board()
    sc.battle(0, "T-TS")
    sc.battle(1, "T-TS")
    g = sc.start(player=0, turn=3, step="start")
    adds = [e["player"] for e in events(g, "chain_add")]
    assert adds == [0, 1]
    start = len(g.log)
    pass_priority(g, 2)
    assert [e["player"] for e in events(g, "resolve", start)] == [1, 0]


def test_a_player_orders_their_own_simultaneous_triggers() -> None:
    """ZD:106/ZD:702: a player with several simultaneous triggers chooses the order they go on
    the chain."""
    sc, _ = _board()
    sc.battle(0, "T-TS")
    sc.battle(0, "T-TS2")
    g = sc.start(player=0, turn=3, step="start")
    assert g.decision.kind == "order" and g.decision.player == 0
    second = [o.label for o in g.decision.options]
    g.respond([1])  # put 暮鼓's first: 晨钟's goes on top and resolves first
    start = len(g.log)
    pass_priority(g, 2)
    resolved = [e["link"] for e in events(g, "resolve", start)]
    assert len(second) == 2 and resolved[0].startswith("晨钟") and resolved[1].startswith("暮鼓")


def test_end_this_turn_clears_the_chain_and_goes_to_cleanup() -> None:
    """ZD:619: resolving "end this turn" removes every link (cards to the rest zone, nothing
    resolves) and the turn goes to its cleanup step, then the next turn."""
    sc, _ = _board()
    a = sc.battle(0, "T-R2", damage=1000)
    ins = sc.hand(0, "T-INS")[0]
    end = sc.hand(1, "T-END")[0]
    g = sc.start(player=0, turn=3)
    use_on_chain(g, ins, a)
    pass_priority(g)
    use_on_chain(g, end)
    start = len(g.log)
    pass_priority(g, 2)
    assert ins in g.pl(0)["rest"] and end in g.pl(1)["rest"]
    assert not events(g, "modify", start) and not g.s["chain"]
    assert events(g, "end_this_turn", start)
    steps = [e["step"] for e in events(g, "step", start)]
    assert steps[0] == "cleanup" and "end" not in steps[:1]
    assert g.s["turn"] == 4 and g.current == 1
    assert g.s["players"][0]["battle"][0]["dmg"] == 0  # healed in the cleanup step


def test_cancel_removes_a_card_without_refund() -> None:
    """ZD:620: a cancelled card leaves the chain to its owner's rest zone, does nothing, and
    the resources paid stay tapped."""
    sc, _ = _board()
    t = sc.battle(1, "T-B2")
    tac = sc.hand(0, "T-TAC")[0]
    can = sc.hand(1, "T-CAN")[0]
    g = sc.start(player=0, turn=3)
    use_on_chain(g, tac, t)
    tapped = sum(r["tap"] for r in g.pl(0)["res"])
    pass_priority(g)
    use_on_chain(g, can, tac)
    start = len(g.log)
    pass_priority(g, 2)
    assert tac in g.pl(0)["rest"] and not events(g, "damage", start)
    assert events(g, "cancel", start)
    assert sum(r["tap"] for r in g.pl(0)["res"]) == tapped == 2


def test_illegal_answers_leave_the_game_unchanged() -> None:
    """ZD:902: an illegal action is rewound: a bad answer raises and changes nothing; a card
    that could not be paid for is never offered, so no use has to be undone."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=1)
    sc.battle(0, "T-R2")
    big = sc.hand(0, "T-B4", "T-R1")[0]
    g = sc.start(player=0, turn=3)
    before = g.to_json()
    for bad in ([99], [0, 0], [], ["x"], [0, 1]):
        with pytest.raises(IllegalResponse):
            g.respond(bad)
        assert g.to_json() == before
    assert ["use", big] not in [o.data for o in g.decision.options]
