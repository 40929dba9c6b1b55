"""Playability checks shared by cards ("cannot play if nothing would change", PTCG:I-B-01)."""

from __future__ import annotations

from typing import Any


def deck_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(p)["deck"])


def hand_or_deck_not_empty(g: Any, p: int) -> bool:
    pl = g.pl(p)
    return bool(pl["deck"] or pl["hand"])
