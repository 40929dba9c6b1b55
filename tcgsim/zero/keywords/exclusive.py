"""专用 EXCLUSIVE (ZD:900.EXCLUSIVE), card data ``["EXCLUSIVE", "<partner card name>"]``.

- 专用X：此牌与X视为专用成立 — the card and the card named X are exclusive partners. This is
  a property that holds in every zone, even for cards removed from the game
  (:func:`partners`); either card may name the other.
- 专用成立 (established) is a state of an equipment and the character wearing it, both at
  once: it holds when the equipment is equipped on its partner, or when an effect made one
  of the two established (op ``make_exclusive``; the other then is too). A partner that is
  not wearing (or worn by) its partner is not established (:func:`established`).
- 专用： (a continuous effect) the effects written after it (card data ``"gate":
  "EXCLUSIVE"``) are the card's while it is established; they may be of any kind.
- Filter key ``"exclusive": true|false`` tests the state (for texts like "专用成立的角色").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import Entry, locate
from tcgsim.zero.rules.continuous import base_def, fx_on
from tcgsim.zero.rules.scripts import select

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def _names(g: Game, a: int, b: int) -> bool:
    name = base_def(g, b).name
    return any(k[0] == "EXCLUSIVE" and len(k) > 1 and str(k[1]) == name
               for k in base_def(g, a).keywords)


def partners(g: Game, a: int, b: int) -> bool:
    """Whether cards ``a`` and ``b`` are exclusive partners (in any zone)."""
    return a != b and (_names(g, a, b) or _names(g, b, a))


def _pair(g: Game, c: int) -> tuple[int, int] | None:
    """(equipment, character) of the equipped pair card ``c`` belongs to, if any."""
    _, zone, detail = locate(g.s, c)
    if zone == "eq":
        return c, detail["c"]
    if zone == "battle" and detail["eq"] is not None:
        return detail["eq"]["c"], c
    return None


def established(g: Game, c: int) -> bool:
    """专用成立: the equipment is on its partner, or an effect made the card (or the other card
    of its pair) established."""
    pair = _pair(g, c)
    if pair is None:
        return bool(g.s["fx"] and fx_on(g, c, "exclusive"))
    eq, ch = pair
    if partners(g, eq, ch):
        return True
    return bool(g.s["fx"]) and bool(fx_on(g, eq, "exclusive") or fx_on(g, ch, "exclusive"))


def gate(g: Game, c: int, e: Entry | None) -> bool:
    """Effects gated "EXCLUSIVE" are active while the card is 专用成立."""
    return established(g, c)


def exclusive_key(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    return established(g, c) == bool(v)


def make_exclusive(g: Game, f: dict[str, Any], sel: Any, until: Any = None) -> bool:
    """The card becomes 专用成立 (and so does the other card of its pair), ZD:900.EXCLUSIVE."""
    for c in select(g, f, sel):
        add_fx(g, "exclusive", c, until)
        g.event("exclusive", clause="ZD:900.EXCLUSIVE", card=g.card_refs([c])[0])
    return True
