"""Effect ops of combat and damage (see ``effects`` for the vocabulary).

- ``prevent_damage`` {sel, n: amount or None (all), battle_only, until}: 防止伤害 — a shield
  on the character that prevents damage until it has prevented ``n`` or its duration ends
  (ZD:607); damage whose source "cannot be prevented" (``cant`` "damage_prevented") ignores it;
- ``remove_from_combat`` {sel}: 移出战斗 (ZD:621);
- ``must`` {sel, what: "attack"|"defend", until}: must attack / defend if able (ZD:405.1/502);
- ``mill`` {n, who, up_to}: put cards from the top of a deck into the rest zone (RAMPAGE);
- ``duel`` {}: 对决 (ZD:900.DUEL) — each player reveals the top card of their deck; the higher
  cost wins (a tie: no winner); the cards go to the bottom of their owners' decks. Not an
  effect but an action: its outcome fires the event "duel", so the source's triggers
  ``duel_win`` / ``duel_lose`` / ``duel_tie`` trigger as new effects, choosing their targets
  when they go on the chain. No duel when a deck is empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.combat import remove_from_combat as remove_card_from_combat
from tcgsim.zero.rules.costs import printed_cost
from tcgsim.zero.rules.scripts import op, player_of, select
from tcgsim.zero.rules.triggers import EXTRA_SOURCES, Source, fire, timing
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


@op
def prevent_damage(g: Game, f: dict[str, Any], sel: Any, n: int | None = None,
                   battle_only: bool = False, until: Any = "turn") -> bool:
    for c in select(g, f, sel):
        if character(g.s, c) is not None:
            add_fx(g, "prevent", c, until, n=n, battle_only=battle_only)
    return True


@op
def remove_from_combat(g: Game, f: dict[str, Any], sel: Any) -> bool:
    for c in select(g, f, sel):
        remove_card_from_combat(g, c)
    return True


@op
def must(g: Game, f: dict[str, Any], sel: Any, what: str, until: Any = "turn") -> bool:
    for c in select(g, f, sel):
        add_fx(g, "must", c, until, what=what)
    return True


@op
def mill(g: Game, f: dict[str, Any], n: int = 1, who: str = "opp", up_to: bool = False) -> bool:
    p = player_of(f, who)
    deck = g.pl(p)["deck"]
    most = min(n, len(deck))
    if up_to and "ans" not in f and most > 0:
        f["opts"] = list(range(most, -1, -1))
        g.ask(f["p"], "count", f"Put up to {n} card(s) from the top of the deck into the rest zone",
              [(str(k), k) for k in f["opts"]])
        return False
    k = f["opts"][f.pop("ans")[0]] if "ans" in f else most
    for _ in range(k):
        move(g, deck[-1], "rest", why="milled", clause="ZD:207")
    return True


@op
def duel(g: Game, f: dict[str, Any]) -> bool:
    s = g.s
    order = (g.current, 1 - g.current)
    if any(not g.pl(p)["deck"] for p in order):
        g.event("duel", clause="ZD:900.DUEL", player=f["p"], winner=None, held=False)
        return True
    tops = {p: g.pl(p)["deck"][-1] for p in order}
    costs = {p: printed_cost(g, tops[p]) for p in order}
    g.event("reveal", clause="ZD:616", cards=g.card_refs([tops[p] for p in order]),
            why="duel")
    for p in order:
        fire(g, "revealed_from_deck", subject=[tops[p], s["ver"][tops[p]]], player=p)
    winner = None if costs[0] == costs[1] else max(order, key=lambda p: costs[p])
    for p in order:
        move(g, tops[p], "deck", top=False, why="duel", clause="ZD:900.DUEL")
    g.event("duel", clause="ZD:900.DUEL", player=f["p"], winner=winner, held=True,
            costs=[costs[0], costs[1]])
    fire(g, "duel", subject=f.get("src"), player=f["p"], winner=winner)
    return True


timing("duel_win", "duel", lambda g, ev, p: ev.get("winner") == p)
timing("duel_lose", "duel", lambda g, ev, p: ev.get("winner") == 1 - p)
timing("duel_tie", "duel", lambda g, ev, p: ev.get("winner") is None)


def _duel_source(g: Game, ev: dict[str, Any]) -> list[Source]:
    """The card whose effect dueled hears the outcome wherever it is now: its outcome effects
    follow from that duel effect (as if still in the battle zone)."""
    src = ev.get("subject")
    if src is None or locate(g.s, src[0])[1] == "battle":
        return []
    return [(src[0], ev["player"], None, True, "battle")]


EXTRA_SOURCES["duel"] = _duel_source
