"""Game setup (ZD:100): who goes first, shuffled decks, 6 life cards put one by one from the
top of the deck, a 6-card hand, and one chance per game to mulligan (hand and life shuffled
back, then life and hand again). The first player decides first (ZD:102)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.model.state import HAND_START, LIFE_START, Frame
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def deal(g: Game, p: int) -> None:
    """Life cards one by one from the top, then the hand (ZD:100/202/203)."""
    deck = g.pl(p)["deck"]
    for _ in range(min(LIFE_START, len(deck))):
        move(g, deck[-1], "life", why="setup", clause="ZD:100")
    for _ in range(min(HAND_START, len(deck))):
        move(g, deck[-1], "hand", why="setup", clause="ZD:100")


def setup(g: Game, f: Frame) -> None:
    s = g.s
    if f["step"] == 0:
        s["first"] = 0 if g.rng.coin() else 1
        s["cur"] = s["first"]
        g.event("first_player", clause="ZD:100", player=s["first"])
        for p in (0, 1):
            g.shuffle_deck(p, clause="ZD:100")
            deal(g, p)
        f["step"] = 1
        f["asked"] = 0
    while f["asked"] < 2:
        p = s["first"] if f["asked"] == 0 else 1 - s["first"]
        if "ans" not in f:
            g.ask(p, "mulligan", "Mulligan? (hand and life cards shuffled back, dealt again)",
                  [("Keep", False), ("Mulligan", True)])
            return
        if f.pop("ans") == [1]:
            pl = g.pl(p)
            for c in list(pl["hand"]) + list(pl["life"]):
                move(g, c, "deck", why="mulligan", clause="ZD:100")
            g.shuffle_deck(p, clause="ZD:100")
            deal(g, p)
            pl["mulligan"] = True
            g.event("mulligan", clause="ZD:100", player=p)
        f["asked"] += 1
    g.pop()
    s["step"] = "begin"
    g.push("turn", step="begin")
