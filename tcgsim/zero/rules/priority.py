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
    ACTIONS,
    OFF_MAIN,
    OFF_MAIN_KINDS,
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
            for options, _ in ACTIONS.values():
                out.extend(options(g, p))
        else:  # most free timings: only the kinds that may offer something are asked
            for test, options in _off_main(g):
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


# (OFF_MAIN test or None, options, OFF_MAIN_KINDS or ()) of the action kinds in their order,
# without the kinds of the main timing only (``play.never``): found once, as the registry is
# filled at import
_OFF_MAIN: list[list[tuple[OffMain | None, Options, tuple[str, ...]]]] = []
OffMainList = list[tuple[OffMain | None, Options]]


def _off_main(g: Game) -> OffMainList:
    """The (test, options) of the action kinds priority asks at a timing other than the main
    timing: those whose ``OFF_MAIN_KINDS`` some card of the game can have. Without effects in
    force that only depends on the game's cards: kept with their list of definitions."""
    if not _OFF_MAIN:
        _OFF_MAIN.append([(OFF_MAIN.get(kind), options, OFF_MAIN_KINDS.get(kind, ()))
                          for kind, (options, _) in ACTIONS.items()
                          if OFF_MAIN.get(kind) is not never])
    if g.s["fx"]:  # effects in force may give kinds (keywords, copies)
        return _asked_off_main(g)
    return per_defs(g, _OFF_MAIN_BY_DEFS, _asked_off_main)


def _asked_off_main(g: Game) -> OffMainList:
    return [(test, options) for test, options, kinds in _OFF_MAIN[0]
            if not kinds or game_may_have(g, *kinds)]


_OFF_MAIN_BY_DEFS: dict[int, tuple[list[CardDef], OffMainList]] = {}


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
