"""Recovering from Special Conditions (PTCG:S4-COND)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import target_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import conditions


def recover_all(g: Game, f: dict[str, Any], target: str = "self") -> bool:
    """"This Pokémon recovers from all Special Conditions"."""
    slot = target_slot(g, f, target)
    if slot is None or not conditions(slot):
        return True
    slot["sp"] = None
    slot["psn"] = 0
    slot["brn"] = 0
    g.event("recover", clause="PTCG:S4-COND", pokemon=g.top(slot).name)
    return True


def recover_one(g: Game, f: dict[str, Any], target: str = "self") -> bool:
    """"Remove a Special Condition from your Active Pokémon": the player chooses which one
    when it has several."""
    slot = target_slot(g, f, target)
    now = conditions(slot) if slot is not None else []
    if slot is None or not now:
        return True
    if len(now) == 1:
        gone = now[0]
    elif "ans" not in f:
        g.ask(f["p"], "condition", "Remove which Special Condition?",
              [(c.capitalize(), c) for c in now])
        return False
    else:
        gone = now[f.pop("ans")[0]]
    if gone == "poisoned":
        slot["psn"] = 0
    elif gone == "burned":
        slot["brn"] = 0
    else:
        slot["sp"] = None
    g.event("recover", clause="PTCG:S4-COND", pokemon=g.top(slot).name, condition=gone)
    return True


def has_condition(g: Game, p: int, slot: Any, a: dict[str, Any]) -> bool:
    """Whether a recovery could change something: the Pokémon it names has a Special
    Condition."""
    target = g.pl(p)["active"] if a.get("target") == "your_active" else slot
    return target is not None and bool(conditions(target))
