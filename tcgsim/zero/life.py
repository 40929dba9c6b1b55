"""Damage to a life zone (ZD:324/505/704, ZD:101).

The cards to flip are fixed first: the top ``n`` (fewer if the zone holds fewer), and the
"when a life zone takes damage" effects trigger at that moment (ZD:505). Then, one card at
a time from the top: it is flipped face up, its counter effect (反击特效) resolves at once,
outside the chain, with no priority (ZD:312/704), and it goes to the rest zone; then the
next card. A player whose life zone is already empty when it takes battle damage loses
(ZD:101); an effect's damage (PIERCE, ...) never wins the game (``can_win`` False).
Discarding life cards by a cost or effect (废弃) is not damage and has no counter effect
(ZD:324/606: the ``discard_life`` op).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.continuous import has_own_effects
from tcgsim.zero.effects import push_script
from tcgsim.zero.handlers import handler
from tcgsim.zero.triggers import fire
from tcgsim.zero.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


@handler("life_damage")
def life_damage(g: Game, f: dict[str, Any]) -> None:
    """f = {p: whose life zone, n: damage, battle: bool, can_win: bool}."""
    p = f["p"]
    life = g.pl(p)["life"]
    if f["step"] == 0:
        f["step"] = 1
        if f["n"] <= 0:
            g.pop()
            return
        if not life:
            if f.get("can_win"):
                g.lose(p, "took battle damage with no life card left", "ZD:101")
            g.pop()
            return
        f["cards"] = [life[-1 - i] for i in range(min(f["n"], len(life)))]
        g.event("life_damage", clause="ZD:505", player=p, n=f["n"], battle=f["battle"])
        fire(g, "life_damaged", player=p, n=f["n"], battle=f["battle"])
        f["i"] = 0
    while f["i"] < len(f["cards"]):
        c = f["cards"][f["i"]]
        if f.get("flipped") != c:
            f["flipped"] = c
            if c not in life:
                f["i"] += 1
                continue  # it left the life zone meanwhile: nothing to flip
            g.event("life_flip", clause="ZD:324", player=p, card=g.card_refs([c])[0])
            if g.d(c).counter and has_own_effects(g, c):
                g.event("counter_effect", clause="ZD:704", player=p, card=g.card_refs([c])[0])
                push_script(g, [g.s["defs"][c], "counter"], p, [c, g.s["ver"][c]])
                return
        if c in life:
            move(g, c, "rest", why="flipped by damage", clause="ZD:324")
        f["i"] += 1
    g.pop()
