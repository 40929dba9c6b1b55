"""Pokémon Checkup between turns (PTCG:I-F): Poisoned, Burned, Asleep, Paralyzed, then KO."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.handlers import handler

CLAUSE = "PTCG:I-F"
COND = "PTCG:S4-COND"


@handler("checkup")
def checkup(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    ended = s["cur"]  # the player whose turn just ended
    order = [ended, 1 - ended]
    actives = [(p, g.pl(p)["active"]) for p in order if g.pl(p)["active"] is not None]
    step = f["step"]
    if step == 0:  # 1. Special Conditions, in the order Poisoned, Burned, Asleep, Paralyzed
        g.event("checkup", clause=CLAUSE, step=1)
        for p, slot in actives:
            if slot["psn"]:
                g.place_counters(slot, slot["psn"], clause=COND, why="Poisoned")
        for p, slot in actives:
            if slot["brn"]:
                g.place_counters(slot, slot["brn"], clause=COND, why="Burned")
                if _flip(g, "Burned"):
                    slot["brn"] = 0
                    g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                            condition="burned")
        for p, slot in actives:
            if slot["sp"] == "asleep" and _flip(g, "Asleep"):
                slot["sp"] = None
                g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                        condition="asleep")
        for p, slot in actives:
            # Paralyzed ends at the Checkup after its owner's turn
            if slot["sp"] == "paralyzed" and p == ended:
                slot["sp"] = None
                g.event("condition_removed", clause=COND, pokemon=g.top(slot).name,
                        condition="paralyzed")
        f["step"] = 2
    elif step == 2:  # 3. Knock Out check
        f["step"] = 3
        g.push("ko")
    else:
        g.pop()


def _flip(g: Game, why: str) -> bool:
    heads = g.rng.coin()
    g.event("coin", clause=COND, result="heads" if heads else "tails", why=why)
    return heads
