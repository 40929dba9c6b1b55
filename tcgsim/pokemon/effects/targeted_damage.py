"""Damage counted from a Pokémon's own damage counters ("… for each damage counter on this
Pokémon", PTCG:II-B-02)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game


def counters_on(g: Game, slot: dict[str, Any]) -> int:
    """How many damage counters are on a Pokémon (an ``amount`` for counted damage)."""
    return int(slot["dmg"]) // 10
