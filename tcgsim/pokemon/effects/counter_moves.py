"""Damage counters moved between several Pokémon the player chooses (PTCG:II-C-08): "Move 2
damage counters from each of your Pokémon to 1 of your opponent's Pokémon", "move up to 3
damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon". Fixed endpoints
("from this Pokémon to …") are :func:`tcgsim.pokemon.effects.ops_damage.move_counters`."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.filters import Filter
from tcgsim.pokemon.effects.ops_damage import move_between
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.continuous import counters_cant_move


def _choose_slot(g: Game, f: dict[str, Any], slots: list[Slot], prompt: str) -> Slot | None:
    """One of ``slots`` (no question when there is only one); None while asking."""
    if len(slots) == 1:
        return slots[0]
    if "ans" not in f:
        f["choices"] = [s["id"] for s in slots]
        g.ask(f["p"], "target", prompt, [(g.slot_label(s), s["id"]) for s in slots])
        return None
    return g.slot(f.pop("choices")[f.pop("ans")[0]])


def _movable(g: Game, p: int) -> list[Slot]:
    """p's Pokémon with damage counters that may be moved (none while Watchful Eye holds)."""
    return [s for s in in_play(g.s, p) if s["dmg"] and counters_cant_move(g, s) is None]


def move_counters_from_each(g: Game, f: dict[str, Any], n: int) -> bool:
    """"Move n damage counters from each of your Pokémon to 1 of your opponent's Pokémon":
    from a Pokémon with fewer, all it has."""
    p = f["p"]
    mine = _movable(g, p)
    theirs = in_play(g.s, 1 - p)
    if not mine or not theirs:
        return True
    target = _choose_slot(g, f, theirs, "Move the damage counters to which Pokémon?")
    if target is None:
        return False
    for s in mine:
        move_between(g, f, s, target, min(n, s["dmg"] // 10))
    return True


def _sources(g: Game, p: int, bench_only: bool, what: Filter | None) -> list[Slot]:
    active = g.pl(p)["active"]
    return [s for s in _movable(g, p) if not (bench_only and s is active)
            and (what is None or what(g.top(s)))]


def move_up_to_counters(g: Game, f: dict[str, Any], n: int, bench_only: bool = False,
                        what: Filter | None = None, to_active: bool = False,
                        to_yours: bool = False) -> bool:
    """"move up to n damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon":
    the player chooses the Pokémon, how many (at least 1), then the target. n=0: all of them,
    from 1 of your [Benched] Pokémon [of a kind: ``what``] [to your opponent's Active Pokémon:
    ``to_active``] (Team Rocket's Wobbuffet, Flutter Mane, Cofagrigus); ``to_yours``: "… to
    another of your Pokémon" (Team Rocket's Orbeetle's Rocket Brain)."""
    p = f["p"]
    if "from" not in f:
        mine = _sources(g, p, bench_only, what)
        if not mine:
            return True
        src = _choose_slot(g, f, mine, "Move damage counters from which of your Pokémon?")
        if src is None:
            return False
        f["from"] = src["id"]
    if "k" not in f:
        have = g.slot(f["from"])["dmg"] // 10
        most = have if n == 0 else min(n, have)
        if "ans" not in f and most > 1 and n:
            g.ask(p, "count", "How many damage counters?",
                  [(f"{k} damage counter{'s' * (k > 1)}", k) for k in range(1, most + 1)])
            return False
        f["k"] = f.pop("ans")[0] + 1 if "ans" in f else most if n == 0 else 1
    if to_active:
        target = g.pl(1 - p)["active"]
        if target is None:
            return True
    else:
        targets = [s for s in in_play(g.s, p) if s["id"] != f["from"]] if to_yours \
            else in_play(g.s, 1 - p)
        if not targets:
            del f["from"], f["k"]
            return True
        target = _choose_slot(g, f, targets, "Move them to which Pokémon?")
        if target is None:
            return False
    move_between(g, f, g.slot(f.pop("from")), target, f.pop("k"))
    return True


def counters_movable(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """An Ability's "move 1 damage counter from 1 of your Team Rocket's Pokémon to another of
    your Pokémon" changes something: such a Pokémon has a counter that may move, and there is
    another Pokémon (of the opponent's, for the other forms)."""
    sources = _sources(g, p, a.get("bench_only", False), a.get("what"))
    others = in_play(g.s, p) if a.get("to_yours") else in_play(g.s, 1 - p)
    return any(s["id"] != o["id"] for s in sources for o in others)


def move_any_from_bench_to_active(g: Game, f: dict[str, Any], whose: str = "opponent") -> bool:
    """"You may move any number of damage counters from your opponent's Benched Pokémon to
    their Active Pokémon" (Sableye): for each of their damaged Benched Pokémon in turn, the
    player says how many of its counters move (none included: "You may")."""
    q = 1 - f["p"] if whose == "opponent" else f["p"]
    active = g.pl(q)["active"]
    if active is None:
        return True
    done: list[int] = f.setdefault("moved_from", [])
    for s in g.pl(q)["bench"]:
        if s["id"] in done or not s["dmg"] or counters_cant_move(g, s) is not None:
            continue
        if "ans" not in f:
            g.ask(f["p"], "count", f"Move how many damage counters from {g.slot_label(s)}?",
                  [(f"{k} damage counter{'s' * (k != 1)}", k) for k in range(s["dmg"] // 10 + 1)])
            return False
        k = f.pop("ans")[0]
        done.append(s["id"])
        move_between(g, f, s, active, k)
    del f["moved_from"]
    return True


def move_any_among(g: Game, f: dict[str, Any]) -> bool:
    """"You may move any number of damage counters from your opponent's Pokémon to their other
    Pokémon in any way you like" (Alakazam's Strange Hacking, PTCG:II-C-08): one counter at a
    time, from a damaged Pokémon of theirs to another of theirs, until the player stops."""
    q = 1 - f["p"]
    while True:
        if "from" not in f:
            sources = _movable(g, q)
            if len(in_play(g.s, q)) < 2 or not sources:
                return True
            if "ans" not in f:
                f["choices"] = [s["id"] for s in sources]
                g.ask(f["p"], "target", "Move a damage counter from which Pokémon?",
                      [(g.slot_label(s), s["id"]) for s in sources] + [("Stop moving", None)])
                return False
            i, choices = f.pop("ans")[0], f.pop("choices")
            if i >= len(choices):
                return True
            f["from"] = choices[i]
        src = g.slot(f["from"])
        target = _choose_slot(g, f, [s for s in in_play(g.s, q) if s["id"] != src["id"]],
                              "Move it to which Pokémon?")
        if target is None:
            return False
        del f["from"]
        move_between(g, f, src, target, 1)
