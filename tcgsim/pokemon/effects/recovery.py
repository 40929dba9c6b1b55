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
