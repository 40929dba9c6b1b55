"""Damage counters on the Pokémon an earlier part of the same text chose (PTCG:II-C-07)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.ops_damage import put_on
from tcgsim.pokemon.effects.script import frame_vars
from tcgsim.pokemon.game import Game


def counters_on_remembered(g: Game, f: dict[str, Any], n: int, var: str) -> bool:
    """"… place n damage counters on that Pokémon": the one an earlier part of the text chose
    (nothing when that part found none, or the Pokémon has left play)."""
    sid = frame_vars(g, f).get(var)
    if sid is None:
        return True
    try:
        slot = g.slot(sid)
    except KeyError:
        return True
    put_on(g, f, slot, n)
    return True
