"""The turn (ZD:400-408): one ``turn`` frame walks the steps; free timings are ``priority``
frames (ZD:400: the active player gets priority; the timing ends when all pass in succession
with an empty chain).

begin -> untap (ZD:401: no priority; triggers resolve at once) -> start (ZD:402: turn-start
triggers, free timing) -> draw (ZD:403: draw 1, free timing) -> resource (ZD:404: may put a
card from the hand into the resource zone face up, not a use, no chain; free timing) ->
action phase (ZD:405) -> end (ZD:406: turn-end triggers, free timing) -> cleanup (ZD:407:
all damage healed, "this turn" effects end; if anything triggers: chain + priority, then a
new cleanup step) -> discard (ZD:408: down to 6 cards, no chain; triggers as in cleanup)
-> the next turn. "End this turn" (ZD:619) jumps to the cleanup step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import HAND_LIMIT, Frame, InForce
from tcgsim.zero.rules.chain import push_put_triggers
from tcgsim.zero.rules.priority import push_priority
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import control_ended, move, untap

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

STEPS = ("begin", "untap", "start", "draw", "resource", "action", "end", "cleanup", "discard")


def auto_chain(g: Game, f: Frame) -> None:
    """Put triggered effects on the chain and resolve it, with no priority (ZD:401)."""
    if push_put_triggers(g):
        return
    if g.s["chain"]:
        g.push("resolve")
        return
    g.pop()


def _expired(g: Game, fx: InForce) -> bool:
    until = fx.get("until")
    if until in ("turn", "combat"):  # no combat outlives its turn (ZD:506/619)
        return True
    return isinstance(until, list) and until[0] == "turn" and until[1] <= g.turn


def _free_step(g: Game, f: Frame, p: int, step: str, clause: str, then: str,
               act: Callable[[], Any]) -> None:
    """The start, draw and end steps (ZD:402/403/406): the step begins, what it does
    happens (``act``: its triggers fire, the card is drawn), then both players get priority;
    ``then`` is the next step."""
    g.event("step", clause=clause, step=step, player=p)
    act()
    f["step"] = then
    push_priority(g, "free", f"{step} step")


def turn(g: Game, f: Frame) -> None:
    s = g.s
    step = f["step"]
    if step in (0, "begin"):
        s["turn"] += 1
        s["cur"] = s["first"] if s["turn"] == 1 else 1 - s["cur"]
        s["tf"] = {}
        g.event("turn", clause="ZD:400", turn=s["turn"], player=s["cur"])
        f["step"] = "untap"
        return
    p = g.current
    pl = g.pl(p)
    s["step"] = step
    if step == "untap":
        g.event("step", clause="ZD:401", step="untap", player=p)
        for e in pl["battle"]:
            untap(g, e, clause="ZD:401")
            if e["eq"] is not None:
                untap(g, e["eq"], clause="ZD:401")
        for r in pl["res"]:
            untap(g, r, clause="ZD:401")
        f["step"] = "start"
        g.push("auto_chain")
        return
    if step == "start":
        _free_step(g, f, p, "start", "ZD:402", "draw", lambda: fire(g, "turn_start", player=p))
        return
    if step == "draw":
        _free_step(g, f, p, "draw", "ZD:403", "resource", lambda: g.draw(p, 1, clause="ZD:403"))
        return
    if step == "resource":
        if "ans" not in f:
            g.event("step", clause="ZD:404", step="resource", player=p)
            hand = sorted(pl["hand"], key=lambda c: (s["defs"][c], c))
            if hand:
                f["opts"] = hand
                g.ask(p, "resource", "Put a card from your hand into your resource zone?",
                      [("No resource this turn", None)] + [(g.label(c), c) for c in hand])
                return
        else:
            k = f.pop("ans")[0]
            if k > 0:
                c = f.pop("opts")[k - 1]
                move(g, c, "res", p, up=True, why="resource step", clause="ZD:404")
        f["step"] = "action"
        push_priority(g, "free", "resource step")
        return
    if step == "action":
        g.event("step", clause="ZD:405", step="action", player=p)
        f["step"] = "end"
        push_priority(g, "action", "action phase")
        return
    if step == "end":
        _free_step(g, f, p, "end", "ZD:406", "cleanup", lambda: fire(g, "turn_end", player=p))
        return
    if step == "cleanup":
        g.event("step", clause="ZD:407", step="cleanup", player=p)
        for q in (0, 1):
            for e in g.pl(q)["battle"]:
                if e["dmg"]:
                    e["dmg"] = 0
                    g.event("heal", clause="ZD:407", card=g.card_refs([e["c"]])[0], n="all")
        ended = [fx for fx in s["fx"] if _expired(g, fx)]
        if ended:
            s["fx"] = [fx for fx in s["fx"] if not _expired(g, fx)]
            control_ended(g, [fx for fx in ended if fx["kind"] == "control"])
        if s["pending"]:  # triggered in the cleanup step: chain, priority, a new cleanup
            push_priority(g, "free", "cleanup step")
            return
        f["step"] = "discard"
        return
    if step == "discard":
        extra = len(pl["hand"]) - HAND_LIMIT
        if "ans" in f:
            for k in f.pop("ans"):
                move(g, f["opts"][k], "rest", why="hand limit", clause="ZD:408")
            extra = 0
        if extra > 0:
            f["opts"] = sorted(pl["hand"], key=lambda c: (s["defs"][c], c))
            g.ask(p, "discard", f"Discard {extra} card(s) down to {HAND_LIMIT}",
                  [(g.label(c), c) for c in f["opts"]], extra, extra)
            return
        if s["pending"]:
            f["step"] = "cleanup"
            push_priority(g, "free", "discard step")
            return
        f["step"] = "begin"
        return
