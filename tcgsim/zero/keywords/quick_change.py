"""高速换装 QUICK_CHANGE (ZD:900.QUICK_CHANGE), card data ``["QUICK_CHANGE", X, "钢铁侠"]``:

(X) 高速换装 [『A』]：(X) 展示手牌中的此牌：选择我方战斗区中的一张『A』角色牌，将此牌放置在那张牌上。
此牌登场时即继承那张牌的状态，然后将放置在其下方的角色牌送入休息区。此效果只能在战斗阶段中使用。

- an activated effect used in the hand (``keywords.hand``): the cost (X, colorless) is paid
  first, then one of the player's characters 『A』 (character name or attribute) is chosen,
  then the effect goes on the chain; if that character left the battle zone before it
  resolves, nothing is done (the card stays in the hand);
- only during a combat (from the attack's declaration to the end of the combat, ZD:500),
  whoever attacks, at any time its player has priority; the chosen character need not be
  in that combat;
- the card appears inheriting the character's state (``keywords.hand.place_over``): tapped or
  untapped, equipment, damage, the effects in force on it, level cards (so the same level),
  counters, the turn it appeared (so it may attack if that one could); a participant of
  the combat is replaced, and the combat goes on with the new card (``combat.substitute``);
- then the card below goes to the rest zone; while this is done both cards have their own
  effects at the lower card's level (its leaving triggers see that level, the new card's
  appear triggers see the inherited level).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.hand import HandAction, chosen_here, in_hand, place_over
from tcgsim.zero.rules.continuous import attributes, char_names

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

CLAUSE = "ZD:900.QUICK_CHANGE"


def in_combat(g: Game, p: int) -> bool:
    return g.s["combat"] is not None


def candidates(g: Game, p: int, c: int, kw: tuple[Any, ...]) -> list[int]:
    """Player ``p``'s characters 『A』: the character name or the attribute A (ZD:305/306)."""
    a = str(kw[2])
    return [e["c"] for e in g.pl(p)["battle"]
            if a in char_names(g, e["c"]) or a in attributes(g, e["c"])]


def cost(kw: tuple[Any, ...]) -> tuple[int, dict[str, int]]:
    """(X): colorless."""
    return int(kw[1]), {}


ACTION = HandAction(timing=in_combat, cost=cost, candidates=candidates, how="quick_change",
                    clause=CLAUSE)


def quick_change_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "hand_action", "label": f"高速换装『{kw[2]}』", "do": [["quick_change", {}]]}]


def quick_change(g: Game, f: dict[str, Any]) -> bool:
    """Place this card on the chosen character; it appears with that one's state, which goes
    to the rest zone."""
    p = f["p"]
    e = chosen_here(g, f)
    if e is None or not in_hand(g, f["src"], p):
        g.event("quick_change_failed", clause=CLAUSE, player=p,
                why="the chosen character left the battle zone" if e is None
                else "the card left the hand")
        return True
    place_over(g, e, f["src"][0], p, why="高速换装", clause=CLAUSE)
    return True
