"""Damage counted from the attacking Pokémon's own damage counters ("This attack does 30
damage for each damage counter on this Pokémon", PTCG:II-B-02)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import frame_vars, op, source_slot
from tcgsim.pokemon.game import Game


def counters_on(g: Game, slot: dict[str, Any]) -> int:
    """How many damage counters are on a Pokémon (an ``amount`` for counted damage)."""
    return int(slot["dmg"]) // 10


@op
def damage_per_counter_on_self(g: Game, f: dict[str, Any], per: int) -> bool:
    """"This attack does N damage for each damage counter on this Pokémon" (base damage)."""
    frame_vars(g, f)["base"] = per * counters_on(g, source_slot(g, f))
    return True
