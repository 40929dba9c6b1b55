"""形态转换「X」 FORM_CHANGE (ZD:900.FORM_CHANGE): (3) 展示手牌中的此牌：return one of the
player's characters 「X」 (character name X) to its owner's hand and this card appears from the
hand.

An activated effect used in the hand (``keywords.hand``). Only at the timing of a normal
tactic (own non-combat action phase, empty chain). The cost is paid first (3, colorless;
ZOAN may lower it, ``keywords.zoan``), then the character chosen, then the effect goes on the
chain; a character that is the same card (ZD:327) as this one cannot be chosen. If the
chosen character left the battle zone before it resolves, nothing is done (the card stays in
the hand, the cost stays paid); otherwise as much as possible is done (ZD:102): the
character goes back even if this card left the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.hand import HandAction, chosen_here, in_hand
from tcgsim.zero.model.carddb import same_card
from tcgsim.zero.rules.continuous import char_names
from tcgsim.zero.rules.play import appear, main_timing
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

FORM_CHANGE_COST = 3  # (3): colorless


def candidates(g: Game, p: int, c: int, kw: tuple[Any, ...]) -> list[int]:
    """Player ``p``'s characters 「X」 that are not the same card as ``c`` (ZD:327)."""
    me = g.d(c)
    return [e["c"] for e in g.pl(p)["battle"]
            if str(kw[1]) in char_names(g, e["c"]) and not same_card(g.d(e["c"]), me)]


def cost(kw: tuple[Any, ...]) -> tuple[int, dict[str, int]]:
    return FORM_CHANGE_COST, {}


ACTION = HandAction(timing=main_timing, cost=cost, candidates=candidates, how="form_change",
                    clause="ZD:900.FORM_CHANGE")


def form_change_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "hand_action", "label": f"形态转换「{kw[1]}」", "do": [["form_change", {}]]}]


def form_change(g: Game, f: dict[str, Any]) -> bool:
    """Return the chosen character to its owner's hand; this card appears from the hand."""
    p = f["p"]
    e = chosen_here(g, f)
    if e is None:
        g.event("form_change_failed", clause="ZD:900.FORM_CHANGE", player=p,
                why="the chosen character left the battle zone")
        return True
    move(g, e["c"], "hand", why="形态转换", clause="ZD:900.FORM_CHANGE")
    c = f["src"][0]
    if in_hand(g, f["src"], p):
        appear(g, c, p, how="effect", clause="ZD:900.FORM_CHANGE")
    return True
