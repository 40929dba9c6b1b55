"""Engine speed: random-vs-random games of a deck mirror, state operations, memory of a game.

    python benchmarks/random_mirror.py [-n GAMES] [--seed S] [--samples K] [--game G] [--deck D]
                                       [--scaling all|local|none]

The same figures as ``tcgsim bench`` (both call tcgsim.sim.bench.run_bench).
"""

from __future__ import annotations

import argparse

from tcgsim.games import game_kind
from tcgsim.sim import process
from tcgsim.sim.bench import run_bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--samples", type=int, default=200,
                        help="decision points at which clone/to_json are timed")
    parser.add_argument("--game", default="pokemon", help="pokemon or zero")
    parser.add_argument("--deck", default=None, help="bundled deck (default: the game's own)")
    parser.add_argument("--scaling", default="none",
                        help="also time 2 local workers and Ray: all, local or none")
    args = parser.parse_args()
    process.claim()  # a process of tcgsim's own, tuned as its workers are
    deck = args.deck or game_kind(args.game).default_deck
    print(run_bench(args.games, args.seed, args.samples, deck=deck, game=args.game,
                    scaling=args.scaling).report())


if __name__ == "__main__":
    main()
