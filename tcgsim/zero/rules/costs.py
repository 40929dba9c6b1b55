"""Costs and resources (ZD:303/204/322/328).

A cost is a total and colored requirements: ``total`` resources are tapped, and among them
at least ``colors[color]`` of each color (ZD:303). A face-up resource pays one of its
card's color; a face-down resource, or a purple card, pays only colorless (ZD:204/322/328).
Reductions (``registry.COST_MODS``, e.g. NINJA_ART) lower the colorless or colored part; the total
never goes below the colored part (ZD:303). "X" in a cost is 0 except while the card is on
the chain, where it is the chosen value (ZD:303).

Paying is a frame (``pay``): the payer picks the resources one by one, and only resources
that still leave the cost payable are offered (so an illegal payment cannot be made,
ZD:902); the first option pays automatically, keeping colored resources for later.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Frame
from tcgsim.zero.registry import COST_MODS, Cost
from tcgsim.zero.rules.continuous import memoized
from tcgsim.zero.rules.zones import tap

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def printed_cost(g: Game, c: int, x: int = 0) -> int:
    """The card's own total cost; X counts as ``x`` (0 off the chain, ZD:303); tokens 0."""
    cost = g.d(c).cost
    if cost == "X":
        return x
    return int(cost)


def has_x(g: Game, c: int) -> bool:
    return g.d(c).cost == "X"


def use_cost(g: Game, p: int, c: int, x: int = 0, how: str = "use") -> Cost:
    """What player ``p`` pays to use card ``c`` (with X = x), after reductions."""
    d = g.d(c)
    colors = {d.color: d.ccost} if d.ccost and d.color else {}
    total = printed_cost(g, c, x)
    for mod in COST_MODS:
        total, colors = mod(g, p, c, total, colors, how)
    return max(total, sum(colors.values())), colors


def paying_color(g: Game, r: dict[str, Any]) -> str | None:
    """The color a resource pays: its card's color face up, none face down or purple."""
    if not r["up"]:
        return None
    color = g.defs[r["c"]].color
    return None if color in ("purple", "") else color


def untapped(g: Game, p: int) -> list[dict[str, Any]]:
    return [r for r in g.pl(p)["res"] if not r["tap"]]


def can_pay(g: Game, p: int, total: int, colors: dict[str, int],
            pool: list[dict[str, Any]] | None = None) -> bool:
    """Whether ``total`` resources of the pool (player ``p``'s untapped ones by default), with
    at least ``colors[color]`` paying each color, can be tapped."""
    memo = g.memo if pool is None else None  # asked of every card of a hand: counted once
    if pool is None:
        pool = untapped(g, p) if memo is None else memoized(memo, ("pool", p), untapped, g, p)
    if len(pool) < total or sum(colors.values()) > total:
        return False
    by_color = None
    for color, k in colors.items():  # plain loops: asked of every card of a hand
        if k > 0:
            if by_color is None:
                by_color = _by_color(g, pool) if memo is None else \
                    memoized(memo, ("pool_colors", p), _by_color, g, pool)
            if by_color.get(color, 0) < k:
                return False
    return True


def _by_color(g: Game, pool: list[dict[str, Any]]) -> dict[str | None, int]:
    """How many resources of a pool pay each color."""
    by_color: dict[str | None, int] = {}
    for r in pool:
        color = paying_color(g, r)
        by_color[color] = by_color.get(color, 0) + 1
    return by_color


def max_x(g: Game, p: int, c: int) -> int:
    """The largest X player ``p`` can pay for card ``c`` now."""
    x = 0
    while can_pay(g, p, *use_cost(g, p, c, x + 1)):
        x += 1
        if x > 60:
            break
    return x


def _after(g: Game, r: dict[str, Any], total: int, colors: dict[str, int]) -> Cost:
    color = paying_color(g, r)
    left = dict(colors)
    if color is not None and left.get(color, 0) > 0:
        left[color] -= 1
    return total - 1, left


def _first_payers(g: Game, pool: list[dict[str, Any]], total: int,
                  colors: dict[str, int]) -> list[dict[str, Any]]:
    """The resources of ``pool`` that may be tapped next to pay ``total`` with ``colors``:
    those after which the rest of the pool still pays what is left (``can_pay`` of
    :func:`_after` with the pool less that resource, counted once for the whole pool rather
    than once per resource)."""
    if len(pool) < total:  # the rest of the pool is too small whichever is tapped
        return []
    pays = [paying_color(g, r) for r in pool]
    by_color = Counter(pays)
    needed = sum(colors.values())
    out = []
    for r, color in zip(pool, pays, strict=True):
        used = int(color is not None and colors.get(color, 0) > 0)  # pays one of its color
        if needed - used > total - 1:
            continue
        for need, k in colors.items():
            own = int(need == color)  # r leaves the pool, and pays one of ``need`` if used
            if k - own * used > 0 and by_color[need] - own < k - own * used:
                break
        else:
            out.append(r)
    return out


def auto_payment(g: Game, p: int, total: int, colors: dict[str, int]) -> list[dict[str, Any]]:
    """A canonical payment: colored requirements from their colors, the rest from resources
    whose color is needed least (face-down and purple first)."""
    pool = untapped(g, p)
    chosen: list[dict[str, Any]] = []
    left = dict(colors)
    for color, k in colors.items():
        for r in [r for r in pool if paying_color(g, r) == color][:k]:
            chosen.append(r)
            left[color] -= 1
    rest = [r for r in pool if r not in chosen]
    rest.sort(key=lambda r: (paying_color(g, r) is not None, str(paying_color(g, r))))
    chosen += rest[: total - len(chosen)]
    return chosen


def pay(g: Game, f: Frame) -> None:
    """Tap resources for a cost: f = {p, total, colors, why}."""
    p = f["p"]
    while True:
        total, colors = f["total"], f["colors"]
        if total <= 0:
            g.pop()
            return
        pool = untapped(g, p)
        if "ans" in f:
            k = f.pop("ans")[0]
            if k == 0:
                for r in auto_payment(g, p, total, colors):
                    tap(g, r, clause="ZD:303", why=f.get("why", "cost"))
                g.pop()
                return
            r = f["opts"][k - 1]
            r = next(x for x in pool if x["c"] == r)
            tap(g, r, clause="ZD:303", why=f.get("why", "cost"))
            f["total"], f["colors"] = _after(g, r, total, colors)
            continue
        legal = _first_payers(g, pool, total, colors)
        if len(legal) == total:
            # nothing to choose: a resource that is not legal now is in no valid payment
            # (validity does not depend on the order), so the payment is exactly these
            for r in legal:
                tap(g, r, clause="ZD:303", why=f.get("why", "cost"))
            g.pop()
            return
        f["opts"] = [r["c"] for r in legal]
        need = ", ".join(f"{k} {c}" for c, k in colors.items() if k > 0)
        options = [("Pay automatically", ["auto"])] + [
            (_res_label(g, r), ["res", r["c"]]) for r in legal
        ]
        g.ask(p, "pay", f"Tap a resource: {total} left to pay" + (f" (at least {need})" if need else ""),
              options)
        return


def _res_label(g: Game, r: dict[str, Any]) -> str:
    if not r["up"]:
        return f"face-down resource ({g.name(r['c'])})"
    return f"{g.name(r['c'])} ({g.d(r['c']).color or 'colorless'})"
