"""通灵 SUMMON [***] (ZD:900.SUMMON): "此效果在资源区中有效。【我方回合开始时】如果此牌在我方资源区
中且我方战斗区中有『***』，支付 (X)：将资源区中的此牌登场。X 为此牌的总费用。"

- a triggered effect that works only in the resource zone (a face-up resource: a face-down
  one has no name and no effects, ZD:204); it triggers at the start of its player's turn
  (ZD:807) when that player's battle zone has a character with the character name *** (one
  of its character names is enough);
- its cost, paid as it triggers, is (X) with X its total cost; the player may decline to pay,
  and the trigger is ignored (ZD:702/807);
- as it resolves the card appears from the resource zone (by an effect, ZD:625). The
  condition is not checked again: if the 『***』 left the battle zone meanwhile, the effect
  still resolves normally. If the card itself left the resource zone, nothing appears.

The trigger is caught by a rule-level listener (``registry.LISTENERS``) because the battle
and rest zones are where turn-start triggers are looked for (ZD:807) and because its
condition must not be checked again when it resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.quick import zone_keywords
from tcgsim.zero.model.state import TriggerEvent
from tcgsim.zero.rules.continuous import char_names
from tcgsim.zero.rules.costs import can_pay, printed_cost

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

CLAUSE = "ZD:900.SUMMON"


def summon_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "my_turn_start", "zone": "res", "may": True,
             "label": f"通灵 [{kw[1]}]: pay its cost, it appears from the resource zone",
             "cost": [["pay_own_cost", {}]],
             "do": [["appear_card", {"sel": "self", "zone": "res"}]]}]


def _partner_here(g: Game, p: int, name: str) -> bool:
    return any(name in char_names(g, e["c"]) for e in g.pl(p)["battle"])


def on_turn_start(g: Game, ev: TriggerEvent) -> None:
    """【我方回合开始时】: each 通灵 of the active player's face-up resources whose 『***』 is in
    their battle zone triggers."""
    p = ev["player"]
    for r in g.pl(p)["res"]:
        if not r["up"]:
            continue
        c = r["c"]
        for kw in zone_keywords(g, c, "SUMMON"):
            if _partner_here(g, p, str(kw[1])):
                g.s["pending"].append({"path": ["kw", list(kw), 0], "src": [c, g.s["ver"][c]],
                                       "ctl": p, "ev": {"kind": "turn_start", "player": p},
                                       "card": g.s["defs"][c]})


def pay_own_cost(g: Game, f: dict[str, Any]) -> bool:
    """支付 (X), X being this card's total cost (ZD:303: a cost of X counts as 0)."""
    c = f["src"][0]
    g.push("pay", p=f["p"], total=printed_cost(g, c), colors={}, why=f"{g.name(c)}'s cost")
    return True


def can_pay_own_cost(g: Game, ctx: dict[str, Any], **_: Any) -> bool:
    return can_pay(g, ctx["p"], printed_cost(g, ctx["src"]), {})
