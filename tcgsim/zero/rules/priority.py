"""Priority (ZD:105) and the free timings of the turn (ZD:400).

A ``priority`` frame is one free timing (``mode`` "free") or the action phase (``mode``
"action", ZD:405). Its loop:

1. pending triggered effects go on the chain first (ZD:106);
2. the holder chooses an action or passes. After anything is added to the chain the ACTIVE
   player gets priority again (ZD:105); a pass hands priority to the other player;
3. when all players passed in succession: with an empty chain the timing (or the action
   phase) ends; otherwise the chain resolves from the top, with no priority while it
   resolves (ZD:106). Effects triggered during resolution go on top of the chain and the
   active player gets priority, so they can be answered; once the chain is empty the active
   player gets priority again.

Actions are data (``["pass"]``, ``["use", card]``, ``["act", card, path]``,
``["levelup", card, method]``, ``["attack", card]``); ``registry.ACTIONS`` maps an action
kind to (options(g, player) -> [(label, data)], start(g, player, data)), and the options
are offered in its order; keyword modules add kinds. ``registry.PASS_ALLOWED`` may forbid a
pass (a character that must attack, ZD:405.1).
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Frame
from tcgsim.zero.registry import (
    ACTION_KINDS,
    ACTIONS,
    OFF_MAIN,
    PASS_ALLOWED,
    OffMain,
    Options,
)
from tcgsim.zero.rules.chain import push_put_triggers
from tcgsim.zero.rules.continuous import game_may_have, per_defs, reading
from tcgsim.zero.rules.play import main_timing, never

if TYPE_CHECKING:
    from tcgsim.zero.game import Game
    from tcgsim.zero.model.carddb import CardDef


_DATA = itemgetter(1)  # an option's data


def push_priority(g: Game, mode: str = "free", label: str = "") -> None:
    g.push("priority", mode=mode, holder=g.current, passes=0, label=label)


def legal_actions(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    with reading(g):  # options only look at the state
        if main_timing(g, p):
            for _, options in _asked(g, True):
                out.extend(options(g, p))
        else:  # most free timings: only the kinds that may offer something are asked
            for test, options in _asked(g, False):
                if test is None or test(g, p):
                    out.extend(options(g, p))
        if not out or pass_allowed(g, p):
            out.insert(0, ("Pass", ["pass"]))
    return out


def pass_allowed(g: Game, p: int) -> bool:
    for fn in PASS_ALLOWED:  # noqa: SIM110 - a plain loop: no generator at every decision
        if not fn(g, p):
            return False
    return True


Asked = list[tuple[OffMain | None, Options]]  # (OFF_MAIN test or None, options)


def _asked(g: Game, main: bool) -> Asked:
    """The action kinds priority asks, in their order: at the main timing or (``main``
    False) at another, without the kinds of the main timing only (``play.never``); of
    either, only those whose ``ACTION_KINDS`` some card of the game can have. Without
    effects in force that only depends on the game's cards: kept with their list of
    definitions."""
    if g.s["fx"]:  # effects in force may give kinds (keywords, copies)
        return _kinds_asked(g)[main]
    asked = g.asked  # kept with the game while its cards stay the same
    if asked is None:
        asked = g.asked = per_defs(g, _ASKED, _kinds_asked)
    return asked[main]


def _kinds_asked(g: Game) -> tuple[Asked, Asked]:
    """(at other timings, at the main timing): see :func:`_asked`."""
    main: Asked = []
    off: Asked = []
    for kind, (options, _) in ACTIONS.items():
        if not may_offer(g, kind):
            continue
        test = OFF_MAIN.get(kind)
        main.append((test, options))
        if test is not never:
            off.append((test, options))
    return off, main


_ASKED: dict[int, tuple[list[CardDef], tuple[Asked, Asked]]] = {}


def may_offer(g: Game, kind: str) -> bool:
    """Whether action ``kind`` can offer anything in this game now: some card of the game can
    have what it needs (``registry.ACTION_KINDS``); priority asks no other kind."""
    kinds = ACTION_KINDS.get(kind)
    return kinds is None or game_may_have(g, *kinds)


def priority(g: Game, f: Frame) -> None:
    s = g.s
    if "ans" in f:
        data = f.pop("opts")[f.pop("ans")[0]]
        if data[0] == "pass":
            f["passes"] += 1
            f["holder"] = 1 - f["holder"]
            g.event("pass", clause="ZD:105", player=1 - f["holder"])
        else:
            f["acted"] = True
            ACTIONS[data[0]][1](g, f["holder"], data)
            return
    if f.get("acted"):  # something was added (or done): the active player has priority
        f["acted"] = False
        f["holder"], f["passes"] = g.current, 0
    if push_put_triggers(g):
        f["acted"] = True
        f["resolving"] = False
        return
    if f["passes"] >= 2 and f.get("resolving") and s["next_link"] != f.get("links"):
        # something went on the chain while it resolved (a card used by an effect, ZD:623):
        # the active player gets priority, so it can be answered like a trigger (ZD:106)
        f["holder"], f["passes"] = g.current, 0
        f["links"] = s["next_link"]
    if f["passes"] >= 2:
        if s["chain"]:
            f["resolving"] = True
            f["links"] = s["next_link"]
            g.push("resolve")
            return
        if f.get("resolving"):  # the chain is empty again: a new round of priority
            f["resolving"] = False
            f["holder"], f["passes"] = g.current, 0
        else:
            g.pop()
            return
    p = f["holder"]
    opts = g.priority_options(p)
    f["opts"] = list(map(_DATA, opts))
    where = f.get("label") or s["step"]
    g.ask(p, "priority", f"{where}: you have priority" + (
        f" ({len(s['chain'])} on the chain)" if s["chain"] else ""), opts)
