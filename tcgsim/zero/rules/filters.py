"""Card filters and conditions: the small data language card effects select and test with.

A filter is a dict; a card matches when every key holds (unknown keys are an error, so a
typo in card data fails loudly). Keys (extend ``FILTER_KEYS``):

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

A condition is ``[name, {args}]`` (extend ``CONDS``); ``cond`` fields of effects hold a
list of them, all must hold:

  ["in_battle", {filter..., "min": 1}]   at least ``min`` cards in battle zones match
  ["only_character", {}]                the source is its controller's only character
  ["my_turn", {}]  ["opp_turn", {}]      ZD:809
  ["level", {"min": 2}]                  the source's level
  ["life_max", {"n": 3}]                 its controller has at most n life cards
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

# fn(g, card, value, ctx) -> bool; ctx = {"src": source card or None, "p": controller}
FilterKey = Callable[["Game", int, Any, dict[str, Any]], bool]
FILTER_KEYS: dict[str, FilterKey] = {}
Cond = Callable[["Game", dict[str, Any], dict[str, Any]], bool]
CONDS: dict[str, Cond] = {}


def filter_key(name: str) -> Callable[[FilterKey], FilterKey]:
    def reg(fn: FilterKey) -> FilterKey:
        FILTER_KEYS[name] = fn
        return fn

    return reg


def cond(name: str) -> Callable[[Cond], Cond]:
    def reg(fn: Cond) -> Cond:
        CONDS[name] = fn
        return fn

    return reg


def matches(g: Game, c: int, flt: dict[str, Any] | None, ctx: dict[str, Any]) -> bool:
    if not flt:
        return True
    for k, v in flt.items():
        fn = FILTER_KEYS.get(k)
        if fn is None:
            raise ValueError(f"unknown filter key {k!r} in {flt}")
        if not fn(g, c, v, ctx):
            return False
    return True


def holds(g: Game, conds: list[Any] | None, ctx: dict[str, Any]) -> bool:
    for name, args in conds or ():
        fn = CONDS.get(name)
        if fn is None:
            raise ValueError(f"unknown condition {name!r}")
        if not fn(g, args, ctx):
            return False
    return True


def _controller(g: Game, c: int) -> int:
    from tcgsim.zero.model.state import where

    return where(g, c)[0]


@filter_key("type")
def _type(g: Game, c: int, v: Any, ctx: dict[str, Any]) -> bool:
    return g.d(c).type in (v if isinstance(v, list) else [v])


@filter_key("side")
def _side(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    if v == "any":
        return True
    mine = _controller(g, c) == ctx["p"]
    return mine if v == "own" else not mine


@filter_key("other")
def _other(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    return (c != ctx.get("src")) == bool(v)


@filter_key("name")
def _name(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import card_name

    return card_name(g, c) == v


@filter_key("char")
def _char(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import char_names

    return v in char_names(g, c)


@filter_key("attr")
def _attr(g: Game, c: int, v: Any, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import attributes

    have = attributes(g, c)
    return all(a in have for a in (v if isinstance(v, list) else [v]))


@filter_key("attr_any")
def _attr_any(g: Game, c: int, v: list[str], ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import attributes

    have = attributes(g, c)
    return any(a in have for a in v)


@filter_key("color")
def _color(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    return g.d(c).color == v


@filter_key("cost_max")
def _cost_max(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.costs import printed_cost

    return printed_cost(g, c) <= v


@filter_key("cost_min")
def _cost_min(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.costs import printed_cost

    return printed_cost(g, c) >= v


def _entry(g: Game, c: int) -> dict[str, Any] | None:
    from tcgsim.zero.model.state import character

    found = character(g.s, c)
    return found[1] if found else None


@filter_key("tapped")
def _tapped(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    e = _entry(g, c)
    return e is not None and e["tap"] == bool(v)


@filter_key("damaged")
def _damaged(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    e = _entry(g, c)
    return e is not None and (e["dmg"] > 0) == bool(v)


@filter_key("level_min")
def _level_min(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import level

    e = _entry(g, c)
    return e is not None and level(e) >= v


@filter_key("keyword")
def _keyword(g: Game, c: int, v: str, ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import has_keyword

    return has_keyword(g, c, v)


# -- conditions -------------------------------------------------------------------------
def battle_cards(g: Game) -> list[int]:
    """Cards in the battle zones that effects can see: characters, equipment, events
    (level cards and cards under a character are not in the battle zone, ZD:323)."""
    out = []
    for pl in g.s["players"]:
        for e in pl["battle"]:
            out.append(e["c"])
            if e["eq"] is not None:
                out.append(e["eq"]["c"])
        if pl["event"] is not None:
            out.append(pl["event"]["c"])
    return out


@cond("in_battle")
def _in_battle(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    flt = {k: v for k, v in args.items() if k != "min"}
    flt.setdefault("side", "own")
    n = sum(1 for c in battle_cards(g) if matches(g, c, flt, ctx))
    return n >= args.get("min", 1)


@cond("only_character")
def _only_character(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    chars = g.pl(ctx["p"])["battle"]
    return len(chars) == 1 and chars[0]["c"] == ctx.get("src")


@cond("my_turn")
def _my_turn(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return g.current == ctx["p"]


@cond("opp_turn")
def _opp_turn(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return g.current != ctx["p"]


@cond("level")
def _level(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    from tcgsim.zero.rules.continuous import level

    e = _entry(g, ctx["src"]) if ctx.get("src") is not None else None
    return e is not None and level(e) >= args.get("min", 1)


@cond("life_max")
def _life_max(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return len(g.pl(ctx["p"])["life"]) <= args["n"]
