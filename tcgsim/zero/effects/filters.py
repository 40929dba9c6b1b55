"""The filter keys and conditions card data selects and tests with (``rules.filters``
evaluates them; ``tcgsim.zero.install`` lists them in ``registry.FILTER_KEYS`` /
``registry.CONDS``, with those of the rules and keywords).

A filter is a dict; a card matches when every key holds. Keys:

  "type": "character"|"equipment"|"tactic"|"event" (or a list of them)
  "side": "own"|"opp"|"any"        relative to the effect's controller (ZD:610)
  "other": true                    not the effect's own card (ZD:601)
  "name": "小舞"                   card name {A} (ZD:301)
  "char": "天神"                   has the character name 『A』 (ZD:305)
  "attr": "龟仙流" | ["A", "B"]     has the attribute (a list: all of them, ZD:306)
  "attr_any": ["A", "B"]           has one of them (『A』或『B』, ZD:306)
  "color": "red"                   "cost_max": 5  "cost_min": 3 (ZD:613: inclusive)
  "tapped": true|false             "level_min": 2  "keyword": "RUSH"
  "damaged": true

A condition is ``[name, {args}]``; ``cond`` fields of effects hold a list of them, all must
hold:

  ["in_battle", {filter..., "min": 1}]   at least ``min`` cards in battle zones match
  ["only_character", {}]                the source is its controller's only character
  ["my_turn", {}]  ["opp_turn", {}]      ZD:809
  ["level", {"min": 2}]                  the source's level
  ["life_max", {"n": 3}]                 its controller has at most n life cards
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, where
from tcgsim.zero.registry import STATIC_FILTER_KEYS
from tcgsim.zero.rules.continuous import (
    attributes,
    battle_entry,
    card_name,
    char_names,
    has_keyword,
    level,
)
from tcgsim.zero.rules.costs import printed_cost
from tcgsim.zero.rules.filters import matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def _controller(g: Game, c: int) -> int:
    # filters mostly test characters in a battle zone: those are found first, more cheaply
    # (inside a reading stretch from its index of them)
    p, e = battle_entry(g, c)
    return p if e is not None else where(g, c)[0]


def type_(g: Game, c: int, v: Any, ctx: dict[str, Any]) -> bool:
    t = g.defs[c].type
    return t in v if isinstance(v, list) else t == v


def side(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    if v == "any":
        return True
    mine = _controller(g, c) == ctx["p"]
    return mine if v == "own" else not mine


def other(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    return (c != ctx.get("src")) == bool(v)


def name(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    return card_name(g, c) == v


def char(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    return v in char_names(g, c)


def attr(g: Game, c: int, v: Any, ctx: dict[str, Any]) -> bool:
    have = attributes(g, c)
    if isinstance(v, list):
        return all(a in have for a in v)
    return v in have  # one attribute (most cards): no generator


def attr_any(g: Game, c: int, v: list[str], ctx: dict[str, Any]) -> bool:
    have = attributes(g, c)
    return any(a in have for a in v)


def color(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    return g.d(c).color == v


def cost_max(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    return printed_cost(g, c) <= v


def cost_min(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    return printed_cost(g, c) >= v


def _entry(g: Game, c: int) -> Entry | None:
    return battle_entry(g, c)[1]


def tapped(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    e = _entry(g, c)
    return e is not None and e["tap"] == bool(v)


def damaged(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    e = _entry(g, c)
    return e is not None and (e["dmg"] > 0) == bool(v)


def level_min(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    e = _entry(g, c)
    return e is not None and level(e) >= v


def keyword(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    return has_keyword(g, c, v)


# -- conditions -------------------------------------------------------------------------
def in_battle(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """At least ``min`` (1) cards of the battle zones match the filter of ``args`` ("side":
    "own" unless it says). A card of a battle zone is controlled by that zone's player, so
    only the cards of the zones on that side are looked at (the side holds for them), and
    the count stops at ``min`` (a card's effect asks it of the board at every view). With no
    effect in force, a filter of printed facts answers for a character as its definition
    does (``registry.STATIC_FILTER_KEYS``): each definition is asked once."""
    flt, side, printed = _battle_filter(args)
    need = args.get("min", 1)
    n = 0
    p = ctx["p"]
    if g.s["fx"]:
        printed = None
    defs = g.defs
    for q, pl in enumerate(g.s["players"]):
        if side != "any" and (q == p) != (side == "own"):
            continue
        for e in pl["battle"]:
            x = e["c"]
            if printed is None:
                n += matches(g, x, flt, ctx)
            else:
                d = defs[x]
                hit = printed.get(id(d))
                if hit is None or hit[0] is not d:
                    hit = printed[id(d)] = (d, matches(g, x, flt, ctx))
                n += hit[1]
            if e["eq"] is not None:
                n += matches(g, e["eq"]["c"], flt, ctx)
            if n >= need:
                return True
        if pl["event"] is not None:
            n += matches(g, pl["event"]["c"], flt, ctx)
    return n >= need


def _battle_filter(args: dict[str, Any]) -> tuple[dict[str, Any], str,
                                                  dict[int, tuple[Any, bool]] | None]:
    """The filter of an ``in_battle`` condition's ``args`` without "min" and "side", its
    side, and its answers by definition (by the definition object's id, kept with it) where
    its keys are printed facts (None where not): made once per ``args`` (card data, kept
    with them)."""
    found = _BATTLE_FILTERS.get(id(args))
    if found is None or found[0] is not args:
        if len(_BATTLE_FILTERS) >= 4096:  # conditions made afresh (a gained effect's): again
            _BATTLE_FILTERS.clear()
        flt = {k: v for k, v in args.items() if k not in ("min", "side")}
        printed = {} if all(k in STATIC_FILTER_KEYS and k != "other" for k in flt) else None
        found = _BATTLE_FILTERS[id(args)] = (args, flt, args.get("side", "own"), printed)
    return found[1], found[2], found[3]


# an in_battle condition's args (by id, kept with them) -> (them, _battle_filter's answer)
_BATTLE_FILTERS: dict[int, tuple[dict[str, Any], dict[str, Any], str,
                                 dict[int, tuple[Any, bool]] | None]] = {}


def only_character(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    chars = g.pl(ctx["p"])["battle"]
    return len(chars) == 1 and chars[0]["c"] == ctx.get("src")


def my_turn(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return g.current == ctx["p"]


def opp_turn(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return g.current != ctx["p"]


def level_at_least(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    e = _entry(g, ctx["src"]) if ctx.get("src") is not None else None
    return e is not None and level(e) >= args.get("min", 1)


def life_max(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return len(g.pl(ctx["p"])["life"]) <= args["n"]
