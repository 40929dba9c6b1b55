"""Rules that apply at once, even in the middle of an effect (run after every op and action):

- a character whose defense is 0 or less goes to the rest zone; this is neither a destroy
  nor a discard (ZD:309/605);
- a character with damage at least its defense is destroyed (ZD:309/605/607), unless it
  cannot be destroyed (it stays, damaged);
- a player with two characters sharing a character name chooses which to discard until
  no name is shared (ZD:305); this does not use the chain, and triggered effects wait.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.model.state import Frame
from tcgsim.zero.registry import RULE_CHECKS
from tcgsim.zero.rules.continuous import (
    base_def,
    cant,
    defense,
    defense_may_drop,
    reading,
    stat_raw,
)
from tcgsim.zero.rules.zones import destroy, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def lethal_checks(g: Game) -> None:
    """One character at a time, then look again: each removal may change the others."""
    while g.s["result"] is None:
        with reading(g):
            found = _first_to_go(g)
        if found is None:
            return
        c, zero = found
        if zero:
            move(g, c, "rest", why="defense 0 or less", clause="ZD:309")
        else:
            destroy(g, c, "lethal", clause="ZD:607")


def _first_to_go(g: Game) -> tuple[int, bool] | None:
    """The first character (player 1's first) with defense 0 or less (True) or lethal damage
    (False)."""
    # most games: no character's 防 can fall to 0, only damage destroys (a card of another
    # type in play, if any, is asked as before)
    drop, defs = defense_may_drop(g), g.defs
    for pl in g.s["players"]:
        for e in pl["battle"]:
            c = e["c"]
            if (drop or defs[c].type != "character") and stat_raw(g, c, "def") <= 0:
                return c, True
            if e["dmg"] > 0 and e["dmg"] >= defense(g, c) and not cant(g, c, "be_destroyed"):
                return c, False
    return None


def name_conflict(g: Game, p: int) -> list[int]:
    """Characters of player ``p`` that share a character name with another of theirs."""
    seen: dict[str, list[int]] = {}
    for e in g.pl(p)["battle"]:
        # a character in play is no resource: its names are its definition's (char_names
        # would look for it among the resources first; asked after every action)
        for n in base_def(g, e["c"]).chars:
            seen.setdefault(n, []).append(e["c"])
    for cs in seen.values():
        if len(cs) > 1:
            return cs
    return []


def push_checks(g: Game) -> bool:
    """Apply the immediate rules (``registry.RULE_CHECKS`` first); True when a frame was pushed
    (a choice is needed) or the game ended, so the caller returns to the run loop."""
    if g.s["result"] is not None:
        return True
    for rule in RULE_CHECKS:
        rule(g)
    lethal_checks(g)
    if g.s["result"] is not None:
        return True
    for p in (g.current, 1 - g.current):  # ZD:102: the active player chooses first
        if name_conflict(g, p):
            g.push("unique", p=p)
            return True
    return False


def checks_frame(g: Game, f: Frame) -> None:
    """Run the immediate rules when this frame is reached (pushed below work that must come
    first, e.g. "于此牌登场时" effects before the same-name check, ZD:801/305)."""
    g.pop()
    push_checks(g)


def unique(g: Game, f: Frame) -> None:
    p = f["p"]
    if "ans" in f:
        c = f["opts"][f.pop("ans")[0]]
        move(g, c, "rest", why="discarded (same character name)", clause="ZD:305")
    lethal_checks(g)
    cs = name_conflict(g, p)
    if not cs:
        g.pop()
        return
    f["opts"] = cs
    g.ask(p, "unique", "Two characters share a character name: choose one to discard",
          [(g.label(c), c) for c in cs])
