"""Pokémon ``Game.clone()`` against the engine's generic clone (a JSON round trip), at the same
decision points of random mirror games, in one process.

    python benchmarks/clone_speed.py [DECK.txt ...] [-n GAMES] [--every K] [--repeat R]

The games' decision points (every K-th) are kept as clones; each way of cloning then copies
all of them, the two taking turns, R times, and the best CPU time per copy of each is printed
with their ratio. Both run in the same process over the same states, so the load of a shared
machine falls on both alike (the garbage collector is kept out of the timed loops: it would
charge a collection to whichever loop triggered it). Without deck files: the benchmark deck
and the Dragapult list of Worlds 2026.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from pathlib import Path

from tcgsim.agents import RandomAgent
from tcgsim.core.engine import Engine
from tcgsim.pokemon import Deck, Game, new_game
from tcgsim.sim.runner import derive_seed

DECKS = Path(__file__).resolve().parent.parent / "tcgsim" / "pokemon" / "decks"
DEFAULT = (DECKS / "bench-abomasnow.txt",
           DECKS / "2026-08-28_worlds2026-ma_3_brent-tonisson_dragapult.txt")


def points(deck: Path, games: int, every: int) -> list[Game]:
    """Clones of every ``every``-th decision point of ``games`` random mirror games."""
    ids = Deck.parse(deck.read_text(encoding="utf-8-sig"), str(deck)).card_ids()
    out = []
    for i in range(games):
        seed = derive_seed(0, i)
        g = new_game(ids, ids, seed=seed, allow_unplayable=True)
        agents = (RandomAgent(derive_seed(seed, 1)), RandomAgent(derive_seed(seed, 2)))
        k = 0
        while (d := g.decision) is not None:
            if k % every == every // 2:
                out.append(g.clone())
            g.respond(agents[d.player].act({}, d))
            k += 1
    return out


def best_us(copies: dict[str, Callable[[Game], object]], games: list[Game],
            repeat: int) -> dict[str, float]:
    """The best CPU µs per copy of each way over ``repeat`` rounds, the ways taking turns in
    each round (a busy spell of the machine then falls on both)."""
    best = dict.fromkeys(copies, float("inf"))
    for _ in range(repeat):
        for name, copy in copies.items():
            start = time.process_time()
            for g in games:
                copy(g)
            best[name] = min(best[name], time.process_time() - start)
    return {name: t / len(games) * 1e6 for name, t in best.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", type=Path, default=list(DEFAULT),
                        help="deck lists (PTCG Live text); default: the benchmark deck and "
                             "the Dragapult list of Worlds 2026")
    parser.add_argument("-n", "--games", type=int, default=10, help="games per deck")
    parser.add_argument("--every", type=int, default=7, help="keep every K-th decision point")
    parser.add_argument("--repeat", type=int, default=15, help="timed rounds (the best counts)")
    args = parser.parse_args()
    for deck in args.decks:
        if not deck.is_file():
            raise SystemExit(f"{deck}: no such deck file")
    games = [g for deck in args.decks for g in points(deck, args.games, args.every)]
    gc.collect()
    gc.freeze()
    gc.disable()
    us = best_us({"fast": Game.clone, "generic": Engine.clone}, games, args.repeat)
    gc.enable()
    fast, generic = us["fast"], us["generic"]
    print(f"{len(games)} decision points of {', '.join(d.stem for d in args.decks)} "
          f"(random mirrors, {args.games} games each), best of {args.repeat}, CPU per copy:")
    print(f"  Game.clone (plain-data copy)      {fast:7.1f} µs")
    print(f"  Engine.clone (JSON round trip)    {generic:7.1f} µs")
    print(f"  speed-up                          {generic / fast:7.2f}x")


if __name__ == "__main__":
    main()
