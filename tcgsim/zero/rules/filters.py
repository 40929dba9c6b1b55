"""Card filters and conditions: how the small data language card effects select and test
with is evaluated.

A filter is a dict; a card matches when every key holds (unknown keys are an error, so a
typo in card data fails loudly). A condition is ``[name, {args}]``; ``cond`` fields of
effects hold a list of them, all must hold. The keys and conditions themselves are looked
up in ``registry.FILTER_KEYS`` / ``registry.CONDS`` (the vocabulary: ``effects.filters``,
and the rules and keywords that add their own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.registry import CONDS, FILTER_KEYS

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def matches(g: Game, c: int, flt: dict[str, Any] | None, ctx: dict[str, Any]) -> bool:
    if not flt:
        return True
    for k, v in flt.items():
        fn = FILTER_KEYS.get(k)
        if fn is None:
            raise ValueError(f"unknown filter key {k!r} in {flt}")
        if not fn(g, c, v, ctx):
            return False
    return True


def holds(g: Game, conds: list[Any] | None, ctx: dict[str, Any]) -> bool:
    for name, args in conds or ():
        fn = CONDS.get(name)
        if fn is None:
            raise ValueError(f"unknown condition {name!r}")
        if not fn(g, args, ctx):
            return False
    return True


def battle_cards(g: Game) -> list[int]:
    """Cards in the battle zones that effects can see: characters, equipment, events
    (level cards and cards under a character are not in the battle zone, ZD:323)."""
    out = []
    for pl in g.s["players"]:
        for e in pl["battle"]:
            out.append(e["c"])
            if e["eq"] is not None:
                out.append(e["eq"]["c"])
        if pl["event"] is not None:
            out.append(pl["event"]["c"])
    return out
