"""Engine speed: random-vs-random games of the benchmark deck, plus clone/to_json costs.

    python benchmarks/random_mirror.py [-n GAMES] [--seed S] [--samples K]

The same figures as ``tcgsim bench`` (both call tcgsim.sim.bench.run_bench).
"""

from __future__ import annotations

import argparse

from tcgsim.sim.bench import run_bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--samples", type=int, default=200,
                        help="decision points at which clone/to_json are timed")
    args = parser.parse_args()
    print(run_bench(args.games, args.seed, args.samples).report())


if __name__ == "__main__":
    main()
