"""Damage to life zones (ZD:324/505/704, ZD:101/202).

One call, :func:`damage_life`, deals damage to one or both life zones, for the rules (battle
damage of a direct attack, ZD:505) and for effects (the ``life_damage`` op, PIERCE...):

- the cards to flip are fixed first: the top ``n`` of the zone (fewer if it holds fewer),
  and the "when a life zone takes damage" effects trigger at that moment (ZD:505/704);
  cards added to the zone afterwards are not flipped by this damage (ZD:900.CRITICAL);
- then, one card at a time from the top: it is flipped face up, its counter effect (反击特效)
  resolves at once, outside the chain, with no priority (ZD:312/704), and it goes to the rest
  zone; then the next card. Effects triggered meanwhile wait for the next priority; when a
  counter effect was resolved, they and those that were waiting before go on the chain in
  the order they triggered (ZD:704; marked ``in_order`` for ``triggers.put_triggers``);
- damage dealt while cards are being flipped (a counter effect's damage, ZD:704) fixes its
  own cards at once — the top cards not already waiting to be flipped — and they are
  flipped after the ones fixed before;
- damage to both life zones at the same time: both sets are fixed, then the active player's
  cards are flipped (with their counter effects) before the other player's (ZD:704);
- a player whose life zone is already empty when it takes BATTLE damage loses (ZD:101);
  damage from an effect never wins the game (``can_win`` False: PIERCE, counter effects),
  and neither does one attack while the zone still holds a card (ZD:202);
- ``registry.LIFE_DAMAGE_MODS`` may change or prevent damage to a life zone before anything
  is fixed.

Discarding life cards by a cost or an effect (废弃) is not damage and has no counter effect
(ZD:324/606: the ``discard_life`` op).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Frame
from tcgsim.zero.registry import LIFE_DAMAGE_MODS
from tcgsim.zero.rules.continuous import has_own_effects
from tcgsim.zero.rules.scripts import push_script
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def _flipping(g: Game) -> dict[str, Any] | None:
    """The life_damage frame whose cards are being flipped now, if any."""
    for f in reversed(g.s["stack"]):
        if f["op"] == "life_damage":
            return f
    return None


def damage_life(g: Game, hits: list[tuple[int, int]], battle: bool = False,
                can_win: bool = False, by: list[int] | None = None) -> None:
    """Deal ``n`` damage to player ``p``'s life zone for each ``(p, n)`` of ``hits`` (all at
    the same moment). Pushes (or extends) the frame that flips the cards."""
    active = _flipping(g)
    queued = {c for _, c in active["q"][active["i"]:]} if active is not None else set()
    order = sorted(hits, key=lambda h: h[0] != g.current)  # ZD:704: active player first
    new: list[list[int]] = []
    losers: list[int] = []
    for p, n in order:
        for fn in LIFE_DAMAGE_MODS:
            n = fn(g, p, n, battle)
        if n <= 0:
            continue
        life = g.pl(p)["life"]
        g.event("life_damage", clause="ZD:505" if battle else "ZD:324", player=p, n=n,
                battle=battle)
        if not life:
            if battle and can_win:
                losers.append(p)
            continue
        free = [c for c in reversed(life) if c not in queued]
        cards = free[:n]
        queued.update(cards)
        new += [[p, c] for c in cards]
        fire(g, "life_damaged", player=p, n=n, battle=battle, by=by)
    for p in losers:
        g.lose(p, "took battle damage with no life card left", "ZD:101")
    if not new or g.s["result"] is not None:
        return
    if active is not None:
        active["q"] += new
    else:
        g.push("life_damage", q=new, i=0)


def life_damage(g: Game, f: Frame) -> None:
    """f = {q: [[player, card], ...] fixed cards in flipping order, i: next one}."""
    while f["i"] < len(f["q"]):
        p, c = f["q"][f["i"]]
        life = g.pl(p)["life"]
        if f.get("flipped") != f["i"]:
            f["flipped"] = f["i"]
            if c not in life:
                f["i"] += 1
                continue  # it left the life zone meanwhile: nothing to flip
            g.event("life_flip", clause="ZD:324", player=p, card=g.card_refs([c])[0])
            if g.d(c).counter and has_own_effects(g, c):
                f["countered"] = True
                g.event("counter_effect", clause="ZD:704", player=p, card=g.card_refs([c])[0])
                push_script(g, [g.s["defs"][c], "counter"], p, [c, g.s["ver"][c]])
                return
        if c in life:
            move(g, c, "rest", why="flipped by damage", clause="ZD:324")
        f["i"] += 1
    g.pop()
    if f.get("countered"):
        # ZD:704: after counter effects, the effects waiting to go on the chain (those that
        # triggered before and those the counter effects triggered) go on in trigger order
        for t in g.s["pending"]:
            t["in_order"] = True
