"""Playability checks shared by cards ("cannot play if nothing would change", PTCG:I-B-01)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.rules.continuous import bench_size
from tcgsim.pokemon.rules.triggers import knocked_out_last_turn as ko_last_turn


def deck_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(p)["deck"])


def opponent_bench_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(1 - p)["bench"])


def prizes_left(g: Any, p: int) -> int:
    return len(g.pl(p)["prizes"])


def knocked_out_last_turn(g: Any, p: int) -> bool:
    """"If any of your Pokémon were Knocked Out during your opponent's last turn" (PTCG:II-E-11)."""
    return ko_last_turn(g, p)


def bench_room_and_deck(g: Any, p: int) -> bool:
    """A search that puts Pokémon onto the Bench changes nothing with a full Bench
    (PTCG:II-C-11) or an empty deck."""
    return len(g.pl(p)["bench"]) < bench_size(g, p) and deck_not_empty(g, p)
