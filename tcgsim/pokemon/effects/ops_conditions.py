""""If <condition>, …" inside a text: the condition is read once, where the text reads it,
and remembered as a script variable that guards what follows (PTCG:II-E-23)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects.script import frame_vars
from tcgsim.pokemon.game import Game


def check(g: Game, f: dict[str, Any], cond: Callable[[Game, int], bool], var: str) -> bool:
    frame_vars(g, f)[var] = bool(cond(g, f["p"]))
    return True


def fewer_than(g: Game, f: dict[str, Any], var: str, n: int, out: str) -> bool:
    """"If you can't discard 4 cards in this way": fewer than ``n`` cards remembered in ``var``
    (by an earlier part of the text) sets ``out``."""
    v = frame_vars(g, f)
    v[out] = len(v.get(var) or ()) < n
    return True
