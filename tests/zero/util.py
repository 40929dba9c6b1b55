"""The Zero Dimension test helpers (the one module of them): invariants checked after every
answer, random play, answering by what an option is, using cards, walking a combat or a turn.
Importing it registers every test card (``tests.zero.testcards``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import orjson

from tcgsim.zero.game import Game
from tcgsim.zero.model import state as st
from tcgsim.zero.model.state import card_zone_counts, character
from tcgsim.zero.registry import HANDLERS

from . import testcards  # noqa: F401  (registers every test card)


def check_invariants(g: Game, views: bool = True) -> None:
    """What every reachable state satisfies: each card in exactly one place (ZD:200),
    owners' zones hold only their cards (ZD:611), damage >= 0, one event per player,
    one equipment per character, a pending decision while the game runs, the state of the
    shape its types say (:func:`check_types`), views JSON-able
    and hiding hands, decks and life (ZD:201-203; ``views``: check these, the costliest part)."""
    s = g.s
    check_types(g)
    n = len(s["defs"])
    counts = card_zone_counts(s)
    assert sorted(counts) == list(range(n)), "a card is in no zone or an unknown card is in one"
    twice = [c for c, k in counts.items() if k != 1]
    assert not twice, f"cards in more than one place: {twice}"
    for p in (0, 1):
        pl = s["players"][p]
        for z in ("deck", "life", "hand", "rest", "removed"):
            wrong = [c for c in pl[z] if s["owner"][c] != p]
            assert not wrong, f"player {p}'s {z} holds cards of the other player"
        names: list[str] = []
        for e in pl["battle"]:
            assert g.d(e["c"]).type == "character", "a non-character in a character entry"
            assert e["dmg"] >= 0
            if e["eq"] is not None:
                assert g.d(e["eq"]["c"]).type == "equipment"
            names += list(g.d(e["c"]).chars)
        if s["decision"] is not None and s["decision"]["kind"] == "priority":
            assert len(names) == len(set(names)), "two characters share a name (ZD:305)"
        if pl["event"] is not None:
            assert g.d(pl["event"]["c"]).type == "event"
    d = s["decision"]
    if s["result"] is None:
        assert d is not None, "the game is neither over nor waiting for a decision"
        assert 0 <= d["min"] <= d["max"] <= len(d["options"]), d
    else:
        assert d is None
    for link in s["chain"]:
        if link["kind"] == "card":
            assert character(s, link["c"]) is None
    for viewer in (0, 1, None) if views else ():
        v = g.view(viewer)
        orjson.dumps(v)
        for p in (0, 1):
            if viewer != p:
                assert v["players"][p]["hand"] is None
            assert v["players"][p]["hand_count"] == len(s["players"][p]["hand"])
            assert "life" not in v["players"][p] and "deck" not in v["players"][p]


def declared_keys(td: Any) -> frozenset[str]:
    """Every key a TypedDict of the state declares."""
    return frozenset(td.__required_keys__ | td.__optional_keys__)


def _fits(td: Any, value: dict[str, Any], where: str) -> None:
    required, known = td.__required_keys__, declared_keys(td)
    assert isinstance(value, dict), where
    assert required <= value.keys(), f"{where}: missing {sorted(required - value.keys())}"
    assert value.keys() <= known, f"{where}: undeclared {sorted(value.keys() - known)}"


def check_types(g: Game) -> None:
    """The state is the shape tcgsim/zero/model/state.py says: no undeclared key, no missing
    required one, in every zone and object."""
    s = g.s
    _fits(st.State, s, "state")
    n = len(s["defs"])
    assert len(s["owner"]) == len(s["ver"]) == n
    for p, pl in enumerate(s["players"]):
        _fits(st.Player, pl, f"player {p}")
        for r in pl["res"]:
            _fits(st.Resource, r, "resource")
        for e in pl["battle"]:
            _fits(st.Entry, e, "character")
            if e["eq"] is not None:
                _fits(st.Equipment, e["eq"], "equipment")
            if "charge" in e:
                _fits(st.ChargeState, e["charge"], "charge")
        if pl["event"] is not None:
            _fits(st.EventCard, pl["event"], "event")
    for link in s["chain"]:
        _fits(st.Link, link, f"{link['kind']} link")
    for t in s["pending"]:
        _fits(st.PendingTrigger, t, "pending trigger")
    for fx in s["fx"]:
        _fits(st.InForce, fx, f"{fx['kind']} effect in force")
    if s["combat"] is not None:
        cb = s["combat"]
        _fits(st.Combat, cb, "combat")
        for d in cb["declared"]:
            _fits(st.Declared, d, "declared defender")
        for d in cb["defs"] or ():
            _fits(st.Defender, d, "defender")
    if s["decision"] is not None:
        _fits(st.StoredDecision, s["decision"], "decision")
    for f in s["stack"]:
        assert f["op"] in HANDLERS and "step" in f, f
        if f["op"] == "script":
            _fits(st.ScriptFrame, f, "script frame")


def random_answer(g: Game, rng: random.Random, pass_weight: float = 0.3) -> list[int]:
    d = g.decision
    assert d is not None
    n = len(d.options)
    if d.kind == "priority" and n > 1 and rng.random() >= pass_weight:
        return [rng.randrange(1, n)]
    k = rng.randint(d.min, d.max)
    return sorted(rng.sample(range(n), k))


def play_random(g: Game, rng: random.Random, max_steps: int = 20_000,
                check: Callable[[Game], None] | None = check_invariants,
                on_step: Callable[[Game, int], None] | None = None) -> int:
    steps = 0
    if check:
        check(g)
    while g.result is None:
        assert steps < max_steps, f"game did not end in {max_steps} answers"
        if on_step:
            on_step(g, steps)
        g.respond(random_answer(g, rng))
        steps += 1
        if check:
            check(g)
    return steps


def continues_identically(g: Game, steps: int = 25) -> None:
    """A clone and a JSON copy of ``g`` taken now, given the same ``steps`` random answers as
    ``g``, end in exactly ``g``'s state (answers from a generator seeded by the game's RNG, so
    the check is as reproducible as the game)."""
    c = g.clone()
    j = Game.from_json(g.to_json())
    moves = random.Random(g.s["rng"] & 0xFFFF)
    for _ in range(steps):
        if g.result is not None:
            break
        ans = random_answer(g, moves)
        for x in (g, c, j):
            x.respond(ans)
    assert c.to_json() == g.to_json() == j.to_json(), "a copy did not continue identically"


def answer(g: Game, *data: Any) -> None:
    """Answer with the options whose data equals each of ``data`` (in order)."""
    opts = [o.data for o in g.decision.options]
    picked = []
    for want in data:
        want = list(want) if isinstance(want, tuple) else want
        for i, o in enumerate(opts):
            if i not in picked and (o == want or (isinstance(o, list) and o == want)):
                picked.append(i)
                break
        else:
            raise AssertionError(f"no option {want!r} in {opts}")
    g.respond(picked)


def act(g: Game, kind: str, card: int | None = None, *rest: Any) -> None:
    """Take the priority action of ``kind`` (with its card) for the player with priority."""
    d = g.decision
    assert d is not None and d.kind == "priority", (d.kind if d else None, d and d.prompt)
    for i, o in enumerate(d.options):
        a = o.data
        if a[0] == kind and (card is None or a[1] == card) and \
                (not rest or list(a[2:2 + len(rest)]) == list(rest)):
            g.respond([i])
            return
    raise AssertionError(f"no {kind} {card} in {[o.data for o in d.options]}")


def offered(g: Game, kind: str) -> list[list[Any]]:
    d = g.decision
    assert d is not None and d.kind == "priority"
    return [o.data for o in d.options if o.data[0] == kind]


def pass_priority(g: Game, times: int = 1) -> None:
    for _ in range(times):
        act(g, "pass")


def auto_pay(g: Game) -> None:
    while g.decision is not None and g.decision.kind == "pay":
        g.respond([0])


def use(g: Game, c: int, *targets: int, resolve: bool = True) -> int:
    """Use card ``c`` choosing ``targets`` (cards), pay, and unless ``resolve`` is False let
    the chain resolve (both players pass); the log index from before the use."""
    start = len(g.log)
    act(g, "use", c)
    for t in targets:
        answer(g, t)
    auto_pay(g)
    if resolve:
        pass_priority(g, 2)
    return start


def use_answering(g: Game, c: int, *answers: Any) -> None:
    """Use card ``c``, paying with the first way offered and giving ``answers`` (option data,
    in order) to its other questions, until priority comes back."""
    act(g, "use", c)
    todo = list(answers)
    while g.decision is not None and g.decision.kind != "priority":
        if g.decision.kind == "pay":
            g.respond([0])
        else:
            answer(g, todo.pop(0))


def events(g: Game, etype: str, start: int = 0, **match: Any) -> list[dict[str, Any]]:
    return [e for e in g.log[start:] if e["type"] == etype
            and all(e.get(k) == v for k, v in match.items())]


def advance(g: Game, turn: int, step: str, max_steps: int = 500) -> None:
    """Pass and take first options until ``step`` of ``turn`` with a priority decision."""
    for _ in range(max_steps):
        if g.s["turn"] == turn and g.s["step"] == step and g.decision is not None \
                and g.decision.kind == "priority":
            return
        d = g.decision
        assert d is not None, "the game ended"
        g.respond([0] if d.min > 0 or d.kind == "priority" else [])
    raise AssertionError(f"never reached {step} of turn {turn}")


def cast(g: Game, card: int, *targets: int) -> None:
    """Use a card of the hand (paying automatically) with its targets; the chain is left as
    it is (:func:`use` lets it resolve)."""
    act(g, "use", card)
    for t in targets:
        answer(g, t)
    auto_pay(g)


# -- walking a combat ---------------------------------------------------------------------------
def pass_timing(g: Game) -> None:
    """Both players pass until the current free timing is over (triggered effects put on the
    chain meanwhile resolve): stops at the next decision of another timing or kind."""
    top = next(f for f in reversed(g.s["stack"]) if f["op"] == "priority")
    guard = 0
    while g.decision is not None and g.decision.kind in ("priority", "order") and \
            any(f is top for f in g.s["stack"]):
        _step(g)
        guard += 1
        assert guard < 40


def _step(g: Game) -> None:
    """Pass priority, or put simultaneous triggered effects on the chain (cards into a life
    zone, ZD:202) in the order given."""
    d = g.decision
    if d.kind in ("order", "life_order"):
        g.respond([0])
        return
    assert d.kind == "priority", (d.kind, d.prompt)
    act(g, "pass")


def settle(g: Game) -> None:
    """Pass until the chain (and any effect triggered meanwhile) has resolved."""
    act(g, "pass")
    guard = 0
    while g.decision is not None and (g.s["chain"] or g.s["pending"]
                                      or g.decision.kind == "order"):
        _step(g)
        guard += 1
        assert guard < 60


def declare(g: Game, attacker: int) -> None:
    """Declare the attack and let its free timing end: the attacker's target is asked next."""
    act(g, "attack", attacker)
    pass_timing(g)


def attack(g: Game, attacker: int, target: Any = "life") -> None:
    """Declare and establish an attack on "life" or on a character (or a list of them)."""
    declare(g, attacker)
    choose_target(g, target)


def choose_target(g: Game, target: Any) -> None:
    assert g.decision.kind == "attack_target", g.decision.kind
    if target == "life":
        answer(g, ["life"])
    elif isinstance(target, list):
        answer(g, ["several"])
        answer(g, *[["char", t] for t in target])
    else:
        answer(g, ["char", target])


def until_decision(g: Game, kind: str) -> None:
    """Pass every free timing until a decision of ``kind`` is asked."""
    guard = 0
    while g.decision is not None and g.decision.kind != kind:
        _step(g)
        guard += 1
        assert guard < 200, "no such decision"


def to_end_of_combat(g: Game) -> None:
    """Pass (declining every defense) until the combat is over."""
    guard = 0
    while g.result is None and (g.s["combat"] is not None
                                or any(f["op"] == "combat" for f in g.s["stack"])):
        d = g.decision
        assert d is not None
        if d.kind == "defend" and d.options[0].data is None:
            g.respond([0])
        else:
            _step(g)
        guard += 1
        assert guard < 200


def no_defense(g: Game) -> None:
    until_decision(g, "defend")
    answer(g, None)


def defend_with(g: Game, *defenders: int) -> None:
    until_decision(g, "defend")
    for d in defenders:
        answer(g, d)


def labels(g: Game, start: int = 0) -> list[str]:
    """The triggered effects put on the chain since log index ``start`` ("card: when")."""
    return [e["link"] for e in g.log[start:] if e["type"] == "chain_add"]


def next_turn(g: Game) -> None:
    """Pass (no resource, discarding the first cards asked) to the next turn's action phase."""
    target = g.turn + 1
    guard = 0
    while not (g.turn == target and g.s["step"] == "action" and g.decision.kind == "priority"):
        d = g.decision
        if d.kind in ("resource", "order"):
            g.respond([0])
        elif d.kind == "discard":
            g.respond(list(range(d.min)))
        else:
            _step(g)
        guard += 1
        assert guard < 200


# -- 刀剑解放 / 归刃 -----------------------------------------------------------------------------
def release(g: Game, card: int, onto: int, resolve: bool = True) -> None:
    """Activate 刀剑解放 / 归刃 of ``card`` in the hand onto ``onto``; both players pass."""
    act(g, "act", card)
    answer(g, onto)
    if resolve:
        pass_priority(g, 2)


def activated(g: Game) -> list[str]:
    """Labels of the effects the player with priority may activate."""
    return [o.label for o in g.decision.options if o.data[0] == "act"]
