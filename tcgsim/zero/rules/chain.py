"""The chain (ZD:106): links, LIFO resolution, ending the turn (ZD:619), cancelling (ZD:620).

``state["chain"]`` is a list of links, the top is the last element::

  {"id": n, "kind": "card", "c": card, "ctl": p, "tg": [[refs]...], "x": n, "how": ...}
  {"id": n, "kind": "effect", "path": script path, "src": [c, ver], "ctl": p, "tg": ...,
   "x": n, "ev": event that triggered it, "trigger": bool}
  {"id": n, "kind": "levelup", "tgt": [c, ver], "ctl": p, "method": "normal"|"dimension",
   "card": the dimension card or None}

Once a link is on the chain it no longer depends on its source: the card that made it may
leave play and the link still resolves (ZD:700). ``RESOLVERS[kind](g, link)`` pushes the
frames that resolve a link; other modules add kinds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.registry import handler
from tcgsim.zero.rules.filters import holds
from tcgsim.zero.rules.scripts import effect_at, push_script, recheck_targets

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

RESOLVERS: dict[str, Callable[[Game, dict[str, Any]], None]] = {}
# ZD:901: a loop of mandatory actions nobody can break is a draw. A turn that resolves this
# many links is taken to be one (no real turn comes near it).
LOOP_LIMIT = 2000


def resolver(kind: str) -> Callable[[Callable[[Game, dict[str, Any]], None]],
                                    Callable[[Game, dict[str, Any]], None]]:
    def reg(fn: Callable[[Game, dict[str, Any]], None]) -> Callable[[Game, dict[str, Any]], None]:
        RESOLVERS[kind] = fn
        return fn

    return reg


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


def link_label(g: Game, link: dict[str, Any]) -> str:
    if link["kind"] == "card":
        return g.name(link["c"])
    if link["kind"] == "levelup":
        return f"level up {g.name(link['tgt'][0])} ({link['method']})"
    eff = effect_at(g, link["path"])
    return f"{g.name(link['src'][0])}: {eff.get('label') or eff.get('when') or eff.get('type')}"


@handler("resolve")
def resolve_top(g: Game, f: dict[str, Any]) -> None:
    """Resolve the top link; no player has priority while it resolves (ZD:106)."""
    g.pop()
    tf = g.s["tf"]
    tf["resolved"] = tf.get("resolved", 0) + 1
    if tf["resolved"] > LOOP_LIMIT:
        g.finish(None, "an infinite loop of mandatory actions", "ZD:901")
        return
    link = g.s["chain"][-1]
    if link["kind"] != "card":
        g.s["chain"].pop()
    g.event("resolve", clause="ZD:106", link=link_label(g, link), player=link["ctl"])
    RESOLVERS[link["kind"]](g, link)


@resolver("effect")
def resolve_effect(g: Game, link: dict[str, Any]) -> None:
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
    from tcgsim.zero.rules.zones import move

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
    from tcgsim.zero.rules.zones import move

    g.event("cancel", clause="ZD:620", link=link_label(g, link))
    if link["kind"] == "card":
        move(g, link["c"], "rest", why="cancelled", clause="ZD:620")
    else:
        g.s["chain"].remove(link)
