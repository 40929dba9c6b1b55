"""对决 DUEL (ZD:900.DUEL): an action, not an effect (card data: the op ``["duel", {}]``).

Each player reveals the top card of their deck; the higher cost wins (a tie: no winner); the
cards go to the bottom of their owners' decks. No duel when a deck is empty. Its outcome
fires the event "duel", so the source's triggers ``duel_win`` / ``duel_lose`` / ``duel_tie``
(gated ``"gate": "DUEL"``) trigger as new effects, choosing their targets when they go on
the chain; the card whose effect dueled hears the outcome wherever it is now
(:func:`duel_source`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, TriggerEvent, locate
from tcgsim.zero.registry import Source
from tcgsim.zero.rules.costs import printed_cost
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def gate(g: Game, c: int, e: Entry | None) -> bool:
    """The outcome effects are active wherever the card has its effects: the rules report
    their timings only for a duel."""
    return True


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


def won(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("winner") == p


def lost(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("winner") == 1 - p


def tied(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("winner") is None


def duel_source(g: Game, ev: TriggerEvent) -> list[Source]:
    """The card whose effect dueled hears the outcome wherever it is now: its outcome effects
    follow from that duel effect (as if still in the battle zone)."""
    src = ev.get("subject")
    if src is None or locate(g.s, src[0])[1] == "battle":
        return []
    return [(src[0], ev["player"], None, True, "battle")]
