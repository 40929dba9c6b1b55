"""(X) 虚伪生命 (ZD:900.FALSE_LIFE): a character used from the rest zone, once, as an undead.

- A special way of using the card (ZD:623 case 1): its player may pay (X) to use it from
  their rest zone. The general rules of using a character apply (own non-combat action
  phase, empty chain, the cost paid first, then the card goes on the chain; it appears by a
  use, ZD:625). The action is ``["false_life", card, X]``.
- 于此牌登场时 (ZD:801: as it appears, before anything triggers): a card that appeared by
  虚伪生命 gets an undead counter (亡灵指示物). Its entry remembers how it appeared
  (``entry["via"] = "FALSE_LIFE"``).
- Replacement (改为, ZD:707): if that card, with an undead counter on it, would leave the
  battle zone, it is removed from the game instead.
- 【我方结束步骤开始时】 (a triggered effect): if it is in the battle zone with an undead
  counter, it is removed from the game.
- Both need the card to have appeared by 虚伪生命: an undead counter on a card that appeared
  otherwise does neither. A card that appeared by 虚伪生命, lost its counter and got one again
  from another effect is removed as usual. Both are the card's own effects (a card that lost
  its effects does neither).

Ops for counters (ZD:326): ``put_counter`` / ``remove_counter`` ``{sel, name, n}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, Link, character
from tcgsim.zero.rules.continuous import base_keyword, has_keyword
from tcgsim.zero.rules.play import can_use, start_use
from tcgsim.zero.rules.scripts import select

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

KW = "FALSE_LIFE"
UNDEAD = "undead"  # 亡灵指示物
CLAUSE = "ZD:900.FALSE_LIFE"


def _costs(g: Game, c: int) -> list[int]:
    """The (X) of each 虚伪生命 the card (in the rest zone) prints or was given (one option per
    distinct X)."""
    return sorted({int(k[1]) for k in base_keyword(g, c, KW)})


# -- the special use from the rest zone -----------------------------------------------------------
def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    seen: set[tuple[str, int]] = set()
    for c in sorted(g.pl(p)["rest"], key=lambda c: (g.s["defs"][c], c)):
        if g.d(c).type != "character":
            continue
        for x in _costs(g, c):
            key = (g.s["defs"][c], x)
            if key not in seen and can_use(g, p, c, cost=(x, {})):
                seen.add(key)
                out.append((f"虚伪生命: use {g.label(c)} from the rest zone for ({x})",
                            ["false_life", c, x]))
    return out


def start(g: Game, p: int, data: list[Any]) -> None:
    g.event("special_use", clause=CLAUSE, player=p, card=g.card_refs([data[1]])[0],
            how="虚伪生命")
    start_use(g, p, data[1], special=KW, cost=(int(data[2]), {}))


def on_enter(g: Game, c: int, p: int, e: Entry, link: Link | None) -> None:
    """于此牌登场时: a card appearing by 虚伪生命 gets an undead counter."""
    if link is None or link.get("special") != KW:
        return
    e["via"] = KW
    if has_keyword(g, c, KW):
        e["cnt"][UNDEAD] = e["cnt"].get(UNDEAD, 0) + 1
        g.event("counter", clause=CLAUSE, card=g.card_refs([c])[0], name=UNDEAD, n=1)


def undead(g: Game, c: int) -> bool:
    """The card appeared by 虚伪生命, has an undead counter and still has its 虚伪生命."""
    found = character(g.s, c)
    if found is None:
        return False
    e = found[1]
    return e.get("via") == KW and e["cnt"].get(UNDEAD, 0) > 0 and has_keyword(g, c, KW)


def leaves_removed(g: Game, c: int, src: str, dest: str, why: str) -> tuple[str, str] | None:
    """改为: an undead card that would leave the battle zone is removed from the game."""
    if src != "battle" or dest in ("battle", "removed") or not undead(g, c):
        return None
    return "removed", f"{why}, instead removed from the game (虚伪生命)"


def undead_cond(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return ctx.get("src") is not None and undead(g, ctx["src"])


def false_life_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "my_turn_end", "label": "虚伪生命: removed from the game",
             "cond": [["undead", {}]], "do": [["remove", {"sel": "self"}]]}]


# -- counters (ZD:326) ------------------------------------------------------------------------------
def _counted(g: Game, c: int) -> dict[str, int] | None:
    found = character(g.s, c)
    return found[1]["cnt"] if found is not None else None


def put_counter(g: Game, f: dict[str, Any], sel: Any, name: str, n: int = 1) -> bool:
    """放置指示物: put n counters of that name on each selected character (ZD:326)."""
    for c in select(g, f, sel):
        cnt = _counted(g, c)
        if cnt is not None:
            cnt[name] = cnt.get(name, 0) + n
            g.event("counter", clause="ZD:326", card=g.card_refs([c])[0], name=name, n=n)
    return True


def remove_counter(g: Game, f: dict[str, Any], sel: Any, name: str, n: int | None = None) -> bool:
    """移除指示物: remove n (None = all) counters of that name from each selected character."""
    for c in select(g, f, sel):
        cnt = _counted(g, c)
        if cnt is not None and cnt.get(name):
            k = cnt[name] if n is None else min(n, cnt[name])
            cnt[name] -= k
            if not cnt[name]:
                del cnt[name]
            g.event("counter", clause="ZD:326", card=g.card_refs([c])[0], name=name, n=-k)
    return True
