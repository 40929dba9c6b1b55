"""奥丁蓝宝石 ODIN_SAPPHIRE (ZD:900.ODIN_SAPPHIRE): a trigger that works in the resource zone.

When the card is put face up into a resource zone, for whatever reason, and that zone holds
a face-up character card that is its exclusive partner (ZD:900.EXCLUSIVE), the effect
written after it triggers. Card data ``{"type": "trigger", "gate": "ODIN_SAPPHIRE", "when":
"enter_res", "cond": [["odin_sapphire", {}]], ...}``: the gate is "此效果在资源区中有效"
(:func:`gate`; the arrival is ``triggers``' "enter_res" event, heard in the resource zone),
the condition (:func:`partner_in_resources`) is checked as it triggers and again as it
resolves (ZD:702). (奥丁之力: ``keywords.odin_power``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.exclusive import partners
from tcgsim.zero.model.state import Entry, locate

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def gate(g: Game, c: int, e: Entry | None) -> bool:
    """The card is a face-up resource."""
    _, zone, detail = locate(g.s, c)
    return zone == "res" and detail["up"]


def partner_in_resources(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """如果资源区中有与此牌专用成立的角色牌: a face-up character card of that resource zone (the
    effect's player's) is the card's exclusive partner."""
    src = ctx.get("src")
    return src is not None and any(
        r["up"] and g.d(r["c"]).type == "character" and partners(g, src, r["c"])
        for r in g.pl(ctx["p"])["res"])
