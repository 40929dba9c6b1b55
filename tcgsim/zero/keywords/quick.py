"""速攻 QUICK (ZD:900.QUICK): "此牌能在使用瞬间战术的时机下使用。"

- a continuous effect that works in every zone: a card with QUICK (printed, or gained from an
  effect in force) may be used whenever an instant tactic could be — any time its player has
  priority, in either player's turn, during combat, with links on the chain — so it can be
  chained to other cards and effects (``registry.INSTANT_TIMING``);
- characters, equipment, tactics and events may have it;
- it changes only WHEN the card may be used: it is not a special way of using a card (ZD:623),
  so the card is used by the normal rules (its cost, its targets, it appears "by use",
  ZD:625), and a special way of using it (变身, ZD:900.TRANSFORM) may be combined with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.rules.continuous import card_kinds, fx_on, keywords

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def zone_keywords(g: Game, c: int, kw: str) -> list[list[Any]]:
    """The instances of keyword ``kw`` a card has wherever it is (for keywords that work in
    every zone: QUICK, NINJA_ART): printed, or gained from an effect in force."""
    if "kw:" + kw not in card_kinds(g, c) and not (g.s["fx"] and fx_on(g, c, "kw")):
        return []  # neither printed nor gained: the common case, decided without a lookup
    return [k for k in keywords(g, c) if k[0] == kw]


def has_quick(g: Game, p: int, c: int) -> bool:
    """Whether card ``c`` may be used at instant timing because it has QUICK (any zone)."""
    return bool(zone_keywords(g, c, "QUICK"))


