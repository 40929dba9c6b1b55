"""奥丁之力 ODIN_POWER and 奥丁蓝宝石 ODIN_SAPPHIRE (ZD:900.ODIN_POWER / ODIN_SAPPHIRE).

- 奥丁之力 (continuous): while its controller's resource zone holds four or more cards whose
  printed (原本) attributes include 『神斗士』 or 『神斗衣』 (counted together), the card has
  the effects written after it (card data ``"gate": "ODIN_POWER"``, of any kind). Only
  face-up resources count: a face-down one has no attribute (ZD:204/322).
- 奥丁蓝宝石 (a trigger that works in the resource zone): when the card is put face up into a
  resource zone, for whatever reason, and that zone holds a face-up character card that is
  its exclusive partner (ZD:900.EXCLUSIVE), the effect written after it triggers. Card data
  ``{"type": "trigger", "gate": "ODIN_SAPPHIRE", "when": "enter_res",
  "cond": [["odin_sapphire", {}]], ...}``: the gate is "此效果在资源区中有效" (the arrival is
  ``triggers``' "enter_res" event, heard in the resource zone), the condition is checked as
  it triggers and again as it resolves (ZD:702).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.keywords.exclusive import partners
from tcgsim.zero.model.state import Entry, locate
from tcgsim.zero.rules.continuous import GATES
from tcgsim.zero.rules.filters import cond

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

ODIN_ATTRS = ("神斗士", "神斗衣")
ODIN_MIN = 4


def odin_resources(g: Game, p: int) -> int:
    """Face-up resources of player ``p`` whose printed attributes include 神斗士 or 神斗衣."""
    return sum(1 for r in g.pl(p)["res"]
               if r["up"] and any(a in g.d(r["c"]).attrs for a in ODIN_ATTRS))


def _odin_power(g: Game, c: int, e: Entry | None) -> bool:
    return odin_resources(g, locate(g.s, c)[0]) >= ODIN_MIN


def _in_resource_zone(g: Game, c: int, e: Entry | None) -> bool:
    _, zone, detail = locate(g.s, c)
    return zone == "res" and detail["up"]


@cond("odin_sapphire")
def _partner_in_resources(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """如果资源区中有与此牌专用成立的角色牌: a face-up character card of that resource zone (the
    effect's player's) is the card's exclusive partner."""
    src = ctx.get("src")
    return src is not None and any(
        r["up"] and g.d(r["c"]).type == "character" and partners(g, src, r["c"])
        for r in g.pl(ctx["p"])["res"])


GATES["ODIN_POWER"] = _odin_power
GATES["ODIN_SAPPHIRE"] = _in_resource_zone
