"""The soak runner both games' soak tests share: every pair of decks, many seeded games each,
spread over worker processes, progress on stderr, every failure kept with the game that
raised it (a failing game does not stop the run).

A game's soak test brings one module-level function ``play(deck_a, deck_b, pair_seed, i)``
that plays game ``i`` of a pair and returns None or what went wrong (it must be picklable,
so it runs in the workers)."""

from __future__ import annotations

import itertools
import sys
import time
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed

from tcgsim.sim.runner import derive_seed

SoakGame = Callable[[str, str, int, int], "str | None"]

#: Games per task handed to a worker: small enough that progress moves, large enough that
#: a worker's per-task setup (loading the decks) is paid rarely.
CHUNK = 10


def guarded(play: SoakGame, a: str, b: str, seed: int, i: int) -> str | None:
    """``play``'s verdict, with an exception reported as the failure of game ``i``."""
    try:
        return play(a, b, seed, i)
    except Exception:  # reported with the game that raised it, not fatal to the run
        return f"game {i} (pair seed {seed}): {traceback.format_exc()}"


def soak_chunk(args: tuple[SoakGame, str, str, int, int, int]) -> tuple[str, str, int, list[str]]:
    play, a, b, seed, lo, hi = args
    errors = [e for i in range(lo, hi) if (e := guarded(play, a, b, seed, i))]
    return a, b, hi - lo, errors


def soak(play: SoakGame, pairs: list[tuple[str, str]], games: int, workers: int,
         seed: int = 0, label: str = "soak") -> list[str]:
    """``games`` games of every pair in ``pairs``; the errors found, each named by its pair."""
    # chunks go round the pairs, so a run stopped early has played every pair about equally
    tasks = [(play, a, b, derive_seed(seed, k), lo, min(games, lo + CHUNK))
             for lo in range(0, games, CHUNK) for k, (a, b) in enumerate(pairs)]
    total, done, errors = len(pairs) * games, 0, []
    start = time.perf_counter()
    out = sys.__stderr__ or sys.stderr
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for fut in as_completed([pool.submit(soak_chunk, t) for t in tasks]):
            a, b, n, errs = fut.result()
            done += n
            for e in errs:  # shown at once: a long run stopped early keeps what it found
                errors.append(f"{a} vs {b}: {e}")
                print(f"\n{errors[-1]}", file=out, flush=True)
            rate = done / max(time.perf_counter() - start, 1e-9)
            print(f"\r{label}: {done}/{total} games, {len(errors)} errors, {rate:.1f} games/s",
                  end="", file=out, flush=True)
    print(file=out)
    return errors


def distinct_pairs(names: list[str]) -> list[tuple[str, str]]:
    """Every pair of two different decks."""
    return list(itertools.combinations(names, 2))
