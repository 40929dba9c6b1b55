"""The devil fruit keywords and form change (ONE PIECE): ZD:900.PARAMECIA, ZOAN, FORM_CHANGE.
(自然系果实 LOGIA is a combat keyword: ``kw_combat``.)

- 超人系果实 PARAMECIA (a trigger): 【我方回合结束时】舍弃一张手牌：重置此牌。 The discard is the
  trigger's extra cost, paid as it goes on the chain; the player may decline to pay (then the
  trigger is ignored), and without a card in the hand it cannot be paid (ZD:702).
- 动物系果实 ZOAN (continuous, from the battle zone): when its player uses the form change
  effect of a card with the same character name as this card, that effect's colorless cost
  is 1 less (a ``COST_MODS`` reduction that sees ``how == "form_change"`` only; never below
  the colored part, ZD:303).
- 形态转换「X」 FORM_CHANGE (activated, used in the hand, ``kw_hand``): (3) 展示手牌中的此牌：
  return one of the player's characters 「X」 (character name X) to its owner's hand and this
  card appears from the hand. Only at the timing of a normal tactic (own non-combat action
  phase, empty chain). The cost is paid first, then the character chosen, then the effect
  goes on the chain; a character that is the same card (ZD:327) as this one cannot be
  chosen. If the chosen character left the battle zone before it resolves, nothing is done
  (the card stays in the hand, the cost stays paid); otherwise as much as possible is done
  (ZD:102): the character goes back even if this card left the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.hand import HAND_ACTIONS, HandAction, chosen_here, in_hand
from tcgsim.zero.model.carddb import same_card
from tcgsim.zero.rules.continuous import KEYWORD_EFFECTS, char_names, keyword_count
from tcgsim.zero.rules.costs import COST_MODS
from tcgsim.zero.rules.play import appear, main_timing
from tcgsim.zero.rules.scripts import op
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

FORM_CHANGE_COST = 3  # (3): colorless

# -- PARAMECIA --------------------------------------------------------------------------------
KEYWORD_EFFECTS["PARAMECIA"] = lambda kw: [
    {"type": "trigger", "when": "my_turn_end", "may": True,
     "label": "超人系果实: discard a card to untap this card",
     "cost": [["discard_hand", {"n": 1}]], "do": [["untap", {"sel": "self"}]]}]


# -- ZOAN ----------------------------------------------------------------------------------
def _zoan(g: Game, p: int, c: int, total: int, colors: dict[str, int],
          how: str) -> tuple[int, dict[str, int]]:
    if how != "form_change":
        return total, colors
    names = set(g.d(c).chars)
    n = sum(keyword_count(g, e["c"], "ZOAN") for e in g.pl(p)["battle"]
            if names & set(char_names(g, e["c"])))
    return max(total - n, sum(colors.values())), colors


COST_MODS.append(_zoan)


# -- FORM_CHANGE ---------------------------------------------------------------------------
def _form_change_candidates(g: Game, p: int, c: int, kw: tuple[Any, ...]) -> list[int]:
    """Player ``p``'s characters 「X」 that are not the same card as ``c`` (ZD:327)."""
    me = g.d(c)
    return [e["c"] for e in g.pl(p)["battle"]
            if str(kw[1]) in char_names(g, e["c"]) and not same_card(g.d(e["c"]), me)]


HAND_ACTIONS["FORM_CHANGE"] = HandAction(
    timing=main_timing, cost=lambda kw: (FORM_CHANGE_COST, {}),
    candidates=_form_change_candidates, how="form_change", clause="ZD:900.FORM_CHANGE")
KEYWORD_EFFECTS["FORM_CHANGE"] = lambda kw: [
    {"type": "hand_action", "label": f"形态转换「{kw[1]}」", "do": [["form_change", {}]]}]


@op
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
