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

Ops for counters (ZD:326): ``put_counter`` / ``remove_counter`` ``{sel, name, n}``, ``move_counter``
``{from, to, name, n}``; on characters, equipment, events and resources.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, Link, by_card_id, character, locate
from tcgsim.zero.rules.continuous import (
    base_keyword,
    game_may_have,
    has_keyword,
    may_have_keyword,
)
from tcgsim.zero.rules.play import can_use, in_time, start_use
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
def may_use_off_main(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN``: some card of the game can have 虚伪生命."""
    return game_may_have(g, f"kw:{KW}")


def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    if not game_may_have(g, f"kw:{KW}"):
        return out  # no card of the game has 虚伪生命 (printed, gained or copied)
    seen: set[tuple[str, int]] = set()
    # a rest zone fills up as the game goes: only its characters that may have 虚伪生命 are
    # sorted and looked at (the order of the options stays that of the whole zone sorted)
    rest = in_time(g, p, [c for c in g.pl(p)["rest"]
                          if g.defs[c].type == "character" and may_have_keyword(g, c, KW)])
    for c in by_card_id(g.s, rest):
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
    """The counters of a card in a battle zone (a character, an equipment, an event) or a
    resource zone, where counters are (ZD:326); None for a card elsewhere."""
    _p, zone, detail = locate(g.s, c)
    if zone in ("battle", "event", "res"):
        return detail["cnt"]  # type: ignore[no-any-return]
    if zone == "eq":
        return detail["eq"]["cnt"]  # type: ignore[no-any-return]
    return None


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


def move_counter(g: Game, f: dict[str, Any], to: Any, name: str | None = None, n: int = 1,
                 **kw: Any) -> bool:
    """移动指示物 (ZD:326): take n counters (of ``name``; None: of the kind the controller
    chooses) off the ``from`` card and put them on the ``to`` card. The same card twice: nothing
    happens; no such counter on the first card: nothing, the second gets none; the second card
    no longer where counters are: nothing, the first keeps its counters."""
    sub = f.setdefault("sub", {})
    if "ans" in f:
        sub["name"] = f["opts"][f.pop("ans")[0]]
    src = select(g, f, kw["from"])
    dst = select(g, f, to)
    if not src or not dst or src[0] == dst[0]:
        return True
    have, put = _counted(g, src[0]), _counted(g, dst[0])
    if have is None or put is None:
        return True
    kind = sub.get("name", name)
    if kind is None:
        kinds = sorted(k for k, v in have.items() if v > 0)
        if len(kinds) > 1:
            f["opts"] = kinds
            g.ask(f["p"], "counter_kind", "Choose the kind of counter to move",
                  [(k, k) for k in kinds])
            return False
        kind = kinds[0] if kinds else None
    k = min(n, have.get(kind, 0)) if kind is not None else 0
    if k <= 0:
        return True
    have[kind] -= k
    if not have[kind]:
        del have[kind]
    put[kind] = put.get(kind, 0) + k
    g.event("counter_moved", clause="ZD:326", card=g.card_refs([src[0]])[0],
            to=g.card_refs([dst[0]])[0], name=kind, n=k)
    return True
