"""The chain (ZD:106): links, LIFO resolution, ending the turn (ZD:619), cancelling (ZD:620).

``state["chain"]`` is a list of links, the top is the last element::

  {"id": n, "kind": "card", "c": card, "ctl": p, "tg": [[refs]...], "x": n, "how": ...}
  {"id": n, "kind": "effect", "path": script path, "src": [c, ver], "ctl": p, "tg": ...,
   "x": n, "ev": event that triggered it, "trigger": bool}
  {"id": n, "kind": "levelup", "tgt": [c, ver], "ctl": p, "method": "normal"|"dimension",
   "card": the dimension card or None}

Once a link is on the chain it no longer depends on its source: the card that made it may
leave play and the link still resolves (ZD:700). ``registry.RESOLVERS[kind](g, link)``
pushes the frames that resolve a link: "effect" here, "card" (``play``), "levelup"
(``levelup``), "charge" (``keywords.charge``).

Triggered effects waiting (``state["pending"]``, caught by ``triggers.fire``) go on the chain
at the next chance: :func:`push_put_triggers` (the ``put_triggers`` / ``put_trigger`` frames).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Frame, Link
from tcgsim.zero.registry import RESOLVERS
from tcgsim.zero.rules.filters import holds
from tcgsim.zero.rules.scripts import (
    can_pay_ops,
    effect_at,
    link_label,
    push_script,
    recheck_targets,
    targets_available,
)
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

# ZD:901: a turn that resolves this many links is taken to be in a loop nobody breaks (no real
# turn comes near it); the links resolved next show the loop (see :func:`_watch_loop`).
LOOP_LIMIT = 2000
# ZD:901: the number the controller of the loop's first triggered effect chooses (at least
# 10,000): the loop counts as repeated that many more times
LOOP_REPEATS = 10_000
# a turn whose loops keep coming back after this many were ended is taken to be a draw (a
# safety net: each loop ended stops one triggered effect once)
LOOPS_PER_TURN = 50


def add_link(g: Game, link: dict[str, Any]) -> dict[str, Any]:
    """Put a link on top of the chain (cards go there through ``zones.move(..., "chain")``)."""
    s = g.s
    s["next_link"] += 1
    link["id"] = s["next_link"]
    if link["kind"] != "card":
        s["chain"].append(link)
    g.event("chain_add", clause="ZD:106", player=link["ctl"], link=link_label(g, link),
            depth=len(s["chain"]))
    return link


def resolve_top(g: Game, f: Frame) -> None:
    """Resolve the top link; no player has priority while it resolves (ZD:106)."""
    g.pop()
    tf = g.s["tf"]
    tf["resolved"] = tf.get("resolved", 0) + 1
    link = g.s["chain"][-1]
    if tf["resolved"] > LOOP_LIMIT and not _watch_loop(g, link):
        return
    if link["kind"] != "card":
        g.s["chain"].pop()
    g.event("resolve", clause="ZD:106", link=link_label(g, link), player=link["ctl"])
    RESOLVERS[link["kind"]](g, link)


def _loop_key(g: Game, link: dict[str, Any]) -> list[Any]:
    """What a resolving link is, for finding the loop: [label, triggered?, effect path, its
    card (the card of a card link), controller]."""
    if link["kind"] == "effect":
        return [link_label(g, link), bool(link.get("trigger")), link["path"], link["src"][0],
                link["ctl"]]
    return [link_label(g, link), False, None, link.get("c"), link["ctl"]]


def _watch_loop(g: Game, link: dict[str, Any]) -> bool:
    """ZD:901, past ``LOOP_LIMIT`` links this turn: record the links resolved until the first
    one comes round again; that is the loop. A loop with a triggered effect counts as repeated
    ``LOOP_REPEATS`` more times and ends the next time its first triggered effect would
    trigger (that once it does not: ``triggers.fire``); the game goes on. A loop of
    mandatory actions with no triggered effect is a draw. False when the game ended."""
    tf = g.s["tf"]
    watch = tf.setdefault("loop", [])
    key = _loop_key(g, link)
    if not watch or key != watch[0]:
        watch.append(key)
        if len(watch) <= LOOP_LIMIT:
            return True
    loop = watch if key == watch[0] else []
    del tf["loop"]
    tf["resolved"] = 0
    tf["loops"] = tf.get("loops", 0) + 1
    triggered = [k for k in loop if k[1]]
    if not triggered or tf["loops"] > LOOPS_PER_TURN:
        g.finish(None, "an infinite loop of mandatory actions", "ZD:901")
        return False
    first = _first_resolved(g, triggered)
    tf["loop_end"] = {"path": first[2], "src": first[3]}
    g.event("loop", clause="ZD:901", link=first[0], player=first[4], repeated=LOOP_REPEATS)
    return True


def _first_resolved(g: Game, keys: list[list[Any]]) -> list[Any]:
    """Of the loop's triggered effects, the one that resolved first this turn: the loop's
    first triggered effect (ZD:901)."""
    labels = {k[0] for k in keys}
    first_seen: str | None = None
    for e in reversed(g.log):
        if e["type"] == "turn":
            break
        if e["type"] == "resolve" and e.get("link") in labels:
            first_seen = e["link"]
    return next((k for k in keys if k[0] == first_seen), keys[0])


def resolve_effect(g: Game, link: Link) -> None:
    """A triggered or activated effect: its condition and targets are checked again; if the
    condition fails or every target became illegal, it does nothing (ZD:702/703/705)."""
    eff = effect_at(g, link["path"])
    f = {"p": link["ctl"], "src": link["src"], "tg": link["tg"]}
    if not holds(g, eff.get("cond"), {"src": link["src"][0], "p": link["ctl"]}):
        g.event("effect_ignored", clause="ZD:702", link=link_label(g, link), why="condition")
        return
    if not recheck_targets(g, f, eff.get("targets")):
        g.event("effect_ignored", clause="ZD:705", link=link_label(g, link), why="targets")
        return
    push_script(g, link["path"] + ["do"], link["ctl"], link["src"], f["tg"], link.get("x", 0),
                link.get("ev"))


def end_this_turn(g: Game) -> None:
    """ZD:619: every link leaves the chain (cards to their owners' rest zones, nothing
    resolves), combat stops, and the turn goes to its cleanup step."""
    s = g.s
    for link in list(reversed(s["chain"])):
        if link["kind"] == "card":
            move(g, link["c"], "rest", why="the turn ended", clause="ZD:619")
    s["chain"].clear()
    s["pending"].clear()
    s["combat"] = None
    stack = s["stack"]
    while stack and stack[-1]["op"] != "turn":
        stack.pop()
    if stack:
        stack[-1]["step"] = "cleanup"
    g.event("end_this_turn", clause="ZD:619")


def cancel(g: Game, link: dict[str, Any]) -> None:
    """ZD:620: the link leaves the chain without resolving; a card goes to its owner's rest
    zone; costs paid stay paid."""
    g.event("cancel", clause="ZD:620", link=link_label(g, link))
    if link["kind"] == "card":
        move(g, link["c"], "rest", why="cancelled", clause="ZD:620")
    else:
        g.s["chain"].remove(link)


# -- triggered effects put on the chain (ZD:106/702) -------------------------------------------
def push_put_triggers(g: Game) -> bool:
    """Push the frame that puts pending triggers on the chain; False when none is pending."""
    if not g.s["pending"]:
        return False
    g.push("put_triggers")
    return True


def put_triggers(g: Game, f: Frame) -> None:
    """Active player's pending effects first, each player ordering their own (ZD:106); effects
    that waited while counter effects resolved go first, in the order they triggered (ZD:704,
    marked ``in_order`` by ``life``)."""
    s = g.s
    pending = s["pending"]
    if "ans" in f:
        k = f.pop("ans")[0]
        t = pending.pop(f["opts"][k])
        g.push("put_trigger", t=t)
        return
    if not pending:
        g.pop()
        return
    if pending[0].get("in_order"):
        g.push("put_trigger", t=pending.pop(0))
        return
    for p in (g.current, 1 - g.current):
        mine = [i for i, t in enumerate(pending) if t["ctl"] == p]
        if not mine:
            continue
        if len(mine) == 1:
            g.push("put_trigger", t=pending.pop(mine[0]))
            return
        f["opts"] = mine
        g.ask(p, "order", "Choose the next triggered effect to put on the chain",
              [(_trigger_label(g, pending[i]), i) for i in mine])
        return


def _trigger_label(g: Game, t: dict[str, Any]) -> str:
    eff = effect_at(g, t["path"])
    return f"{g.name(t['src'][0])}: {eff.get('label') or eff.get('when')}"


def put_trigger(g: Game, f: Frame) -> None:
    """One pending effect: may? -> targets -> extra cost -> on the chain (ZD:702/801)."""
    t = f["t"]
    eff = effect_at(g, t["path"])
    p = t["ctl"]
    ctx = {"src": t["src"][0], "p": p}
    if f["step"] == 0:
        f["step"] = 1
        if not targets_available(g, eff.get("targets"), ctx) or \
                not can_pay_ops(g, eff.get("cost", []), ctx):
            g.event("trigger_ignored", clause="ZD:702", card=g.card_refs([t["src"][0]])[0],
                    why="no legal target or cost cannot be paid")
            g.pop()
            return
        if eff.get("may"):
            g.ask(p, "may", f"Use {_trigger_label(g, t)}?", [("Yes", True), ("No", False)])
            return
    if f["step"] == 1:
        f["step"] = 2
        if "ans" in f and f.pop("ans") == [1]:
            g.event("trigger_declined", clause="ZD:702", card=g.card_refs([t["src"][0]])[0])
            g.pop()
            return
        if eff.get("targets"):
            g.push("targets", specs=eff["targets"], p=p, src=t["src"],
                   out=len(g.s["stack"]) - 1)
            return
    if f["step"] == 2:
        f["step"] = 3
        if eff.get("cost"):
            push_script(g, t["path"] + ["cost"], p, t["src"], f.get("tg"), ev=t["ev"])
            return
    g.pop()
    add_link(g, {"kind": "effect", "path": t["path"], "src": t["src"], "ctl": p,
                 "tg": f.get("tg", []), "x": 0, "ev": t["ev"], "trigger": True})
