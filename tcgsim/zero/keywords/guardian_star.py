"""守护星座 GUARDIAN_STAR (ZD:900.GUARDIAN_STAR), card data ``["GUARDIAN_STAR", "天马座"]``:

守护星座：X：此效果在资源区也有效。当带有此牌进入我方资源区时，可以将我方资源区中一张原本属性
『X』的牌或者卡牌名带有{X}的角色牌移回其持有者手牌。

- a trigger, heard in the resource zone: the card put face up into its player's resource
  zone, for whatever reason (``triggers``' "enter_res" event; face down, it has no effects);
- when it resolves the player may return one face-up card of their resource zone whose
  printed attributes include X, or a character card whose card name contains X, to its
  owner's hand (the card itself qualifies);
- several such cards entering at once trigger separately.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

CLAUSE = "ZD:900.GUARDIAN_STAR"

def guardian_star_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "enter_res", "label": f"守护星座：{kw[1]}",
             "do": [["guardian_star", {"star": str(kw[1])}]]}]


def star_cards(g: Game, p: int, star: str) -> list[int]:
    """Face-up resources of player ``p``: printed attribute 『star』, or a character card whose
    card name contains {star}."""
    out = []
    for r in g.pl(p)["res"]:
        d = g.d(r["c"])
        if r["up"] and (star in d.attrs or (d.type == "character" and star in d.name)):
            out.append(r["c"])
    return out


def guardian_star(g: Game, f: dict[str, Any], star: str) -> bool:
    """可以将…移回其持有者手牌: the player may pick one (or none)."""
    p = f["p"]
    if "ans" not in f:
        cands = star_cards(g, p, star)
        if not cands:
            return True
        f["opts"] = cands
        g.ask(p, "choose", f"守护星座：{star}: return a resource card to its owner's hand?",
              [(g.label(c), c) for c in cands], 0, 1)
        return False
    for k in f.pop("ans"):
        move(g, f["opts"][k], "hand", why="守护星座", clause=CLAUSE)
    return True
