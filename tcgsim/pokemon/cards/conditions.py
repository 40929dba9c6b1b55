"""Playability checks shared by cards ("cannot play if nothing would change", PTCG:I-B-01)."""

from __future__ import annotations

from typing import Any


def deck_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(p)["deck"])


def hand_or_deck_not_empty(g: Any, p: int) -> bool:
    pl = g.pl(p)
    return bool(pl["deck"] or pl["hand"])


def opponent_bench_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(1 - p)["bench"])


def prizes_left(g: Any, p: int) -> int:
    return len(g.pl(p)["prizes"])


def hands_not_both_empty(g: Any, p: int) -> bool:
    """"Each player shuffles their hand …": nothing would move when the opponent's hand is
    empty and the card itself is your only card (PTCG:II-E-19, FAQ on Marnie)."""
    return len(g.pl(p)["hand"]) > 1 or bool(g.pl(1 - p)["hand"])


def knocked_out_last_turn(g: Any, p: int) -> bool:
    """"If any of your Pokémon were Knocked Out during your opponent's last turn" (PTCG:II-E-11)."""
    from tcgsim.pokemon.triggers import knocked_out_last_turn as ko_last_turn

    return ko_last_turn(g, p)


def all_of(*checks: Any) -> Any:
    def check(g: Any, p: int) -> bool:
        return all(c(g, p) for c in checks)

    return check
