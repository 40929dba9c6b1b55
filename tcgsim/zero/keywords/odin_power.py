"""奥丁之力 ODIN_POWER (ZD:900.ODIN_POWER): continuous.

While its controller's resource zone holds four or more cards whose printed (原本) attributes
include 『神斗士』 or 『神斗衣』 (counted together), the card has the effects written after it
(card data ``"gate": "ODIN_POWER"``, of any kind). Only face-up resources count: a face-down
one has no attribute (ZD:204/322). (奥丁蓝宝石: ``keywords.odin_sapphire``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.model.state import Entry, locate

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

ODIN_ATTRS = ("神斗士", "神斗衣")
ODIN_MIN = 4


def odin_resources(g: Game, p: int) -> int:
    """Face-up resources of player ``p`` whose printed attributes include 神斗士 or 神斗衣."""
    return sum(1 for r in g.pl(p)["res"]
               if r["up"] and any(a in g.d(r["c"]).attrs for a in ODIN_ATTRS))


def gate(g: Game, c: int, e: Entry | None) -> bool:
    return odin_resources(g, locate(g.s, c)[0]) >= ODIN_MIN
