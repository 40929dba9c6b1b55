"""Pokémon Checkup between turns (PTCG:I-F): Poisoned, Burned, Asleep, Paralyzed, then KO."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.abilities import checkup_effects
from tcgsim.pokemon.rules.continuous import checkup_counters, recover_immune

CLAUSE = "PTCG:I-F"
COND = "PTCG:S4-COND"


def checkup(g: Game, f: dict[str, Any]) -> None:
    """The steps run in one call as long as none of them pushes work or asks (the engine's
    loop would call this frame again at once): between most turns no effect applies during
    Checkup, and steps 0 to 4 follow one another here."""
    s = g.s
    ended = s["cur"]  # the player whose turn just ended
    step = f["step"]
    if step == 0:  # 2. effects "during Pokémon Checkup": their owners choose before or after 1.
        recover_immune(g)
        f["fx"] = checkup_effects(g, ended)
        f["before"], f["after"] = [], []
        f["step"] = step = 1
    if step == 1:
        if f["fx"]:
            any_condition = any(slot["psn"] or slot["brn"] or slot["sp"]
                                for _, slot in _actives(g))
        while f["fx"]:
            fx = f["fx"][0]
            if fx.get("after"):
                when = "after"  # it reads how the Special Conditions were checked
            elif "ans" in f:
                when = "before" if f.pop("ans")[0] == 0 else "after"
            elif any_condition:
                g.ask(fx["p"], "checkup_order",
                      f"{fx['label']}: apply before or after Special Conditions are checked?",
                      [("Before Special Conditions", "before"), ("After Special Conditions", "after")])
                return
            else:
                when = "after"  # nothing to order against
            f[when].append(f["fx"].pop(0))
        f["step"] = step = 2
    if step == 2:
        f["step"] = step = 3
        if f["before"]:
            _push_effects(g, f["before"])
            return
    if step == 3:  # 1. Special Conditions, in the order Poisoned, Burned, Asleep, Paralyzed
        g.event("checkup", clause=CLAUSE, step=1)
        actives = _actives(g)
        for _, slot in actives:
            if slot["psn"]:
                g.place_counters(slot, checkup_counters(g, slot, "poisoned"), clause=COND, why="Poisoned")
        for _, slot in actives:
            if slot["brn"]:
                g.place_counters(slot, checkup_counters(g, slot, "burned"), clause=COND, why="Burned")
                if _flip(g, "Burned"):
                    slot["brn"] = 0
                    g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                            condition="burned")
        for _, slot in actives:
            if slot["sp"] == "asleep" and _flip(g, "Asleep"):
                slot["sp"] = None
                g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                        condition="asleep")
        for p, slot in actives:
            # Paralyzed ends at the Checkup after its owner's turn
            if slot["sp"] == "paralyzed" and p == ended:
                slot["sp"] = None
                g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                        condition="paralyzed")
        f["step"] = step = 4
        if f["after"]:
            _push_effects(g, f["after"])
            return
    if step == 4:  # 3. Knock Out check
        f["step"] = 5
        g.push("ko")
    else:
        g.pop()


def _actives(g: Game) -> list[tuple[int, dict[str, Any]]]:
    """(owner, slot) of each Active Pokémon, the player whose turn just ended first."""
    ended = g.s["cur"]
    players = g.s["players"]
    return [(p, players[p]["active"]) for p in (ended, 1 - ended)
            if players[p]["active"] is not None]


def _push_effects(g: Game, effects: list[dict[str, Any]]) -> None:
    for fx in reversed(effects):  # the stack runs the last pushed first
        g.push("script", **{k: v for k, v in fx.items() if k not in ("label", "after")})


def _flip(g: Game, why: str) -> bool:
    heads = g.rng.coin()
    g.event("coin", clause=COND, result="heads" if heads else "tails", why=why)
    return heads
