"""忍法奥义 NINJA_ART X (ZD:900.NINJA_ART): "我方本回合使用过其他【忍术】、【体术】或者【幻术】，
则使用此牌时无色费用-X。"

- a continuous effect that works in every zone; characters, equipment, tactics and events may
  have it (printed, or gained from an effect in force);
- once its player has used, this turn, another card with the attribute 忍术, 体术 or 幻术
  (by any use: from the hand, another zone, by an effect, ZD:623), every card with NINJA_ART
  that player uses this turn costs X less colorless (ZD:303: the total goes down with it, never
  below the colored part); "another" = a card other than this one;
- several NINJA_ART on one card each apply (two NINJA_ART 1: up to 2 less).

What a player used is recorded as the card goes on the chain (the "used" event), with the
attributes it has then, in the turn's flags (``state["tf"]``, cleared every turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.keywords.quick import zone_keywords
from tcgsim.zero.model.state import TriggerEvent
from tcgsim.zero.registry import Cost
from tcgsim.zero.rules.continuous import attributes

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

NINJUTSU = ("忍术", "体术", "幻术")
# the ways of using a card its cost reductions apply to (not e.g. a form change's cost)
USE_WAYS = ("use", "transform")


def _key(p: int) -> str:
    return f"ninjutsu_used{p}"


def record_use(g: Game, ev: TriggerEvent) -> None:
    c, p = ev["subject"][0], ev["player"]
    if any(a in NINJUTSU for a in attributes(g, c)):
        used = g.s["tf"].setdefault(_key(p), [])
        if c not in used:
            used.append(c)


def ninja_art_reduction(g: Game, p: int, c: int) -> int:
    """How much less colorless card ``c`` costs player ``p`` now (0 if it has no NINJA_ART or
    no other 忍术/体术/幻术 was used this turn)."""
    arts = zone_keywords(g, c, "NINJA_ART")
    if not arts or not any(u != c for u in g.s["tf"].get(_key(p), ())):
        return 0
    return sum(int(k[1]) for k in arts)


def cost_mod(g: Game, p: int, c: int, total: int, colors: dict[str, int], how: str) -> Cost:
    if how not in USE_WAYS:
        return total, colors
    colorless = total - sum(colors.values())
    return total - min(colorless, ninja_art_reduction(g, p, c)), colors


