"""How much faster games run on 2 local worker processes and on Ray than in one process.

``tcgsim bench`` prints this section after the single-process figures. The same
games (a random mirror, one seed) are played on each backend and checked to come
out identical; the speed-up is one process's time over the backend's. Starting
the local pool counts (a user pays for it every run); starting Ray does not (a
cluster is started once and reused), but is reported, and Ray's workers are warmed
up first so their imports and card loading are not timed either.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any

from tcgsim.sim.backends import BackendError, Executor, open_executor
from tcgsim.sim.runner import MatchSpec, SimResult, play_tasks, simulate, split

SCALING_MODES = {"all": "2 local workers and Ray", "local": "2 local workers only", "none": "neither"}
SCALING_HELP = "; ".join(f"{k}: {v}" for k, v in SCALING_MODES.items())


def check_scaling(mode: str) -> None:
    if mode not in SCALING_MODES:
        raise ValueError(f"unknown scaling mode {mode!r}; choose one of: {', '.join(SCALING_MODES)}")


@dataclass(frozen=True)
class ScalingResult:
    deck: str
    games: int
    one_process_s: float
    two_workers_s: float
    ray_s: float | None  # None: Ray was not run (see ray_note)
    ray_workers: int
    ray_startup_s: float | None
    identical: bool  # every backend played exactly the same games
    ray_note: str = ""

    @property
    def two_workers_speedup(self) -> float:
        return self.one_process_s / self.two_workers_s

    @property
    def ray_speedup(self) -> float | None:
        return self.one_process_s / self.ray_s if self.ray_s else None

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "two_workers_speedup": self.two_workers_speedup,
                "ray_speedup": self.ray_speedup}

    def report(self) -> list[str]:
        lines = [
            f"scaling, {self.games} random-mirror games of {self.deck} "
            f"(identical results on every backend: {'yes' if self.identical else 'NO'}):",
            f"  one process       {self.one_process_s:7.2f} s",
            f"  2 local workers   {self.two_workers_s:7.2f} s   "
            f"speed-up {self.two_workers_speedup:.2f}x",
        ]
        if self.ray_s is None:
            lines.append(f"  Ray               not run: {self.ray_note}")
        else:
            lines.append(f"  Ray, {self.ray_workers} CPUs      {self.ray_s:7.2f} s   "
                         f"speed-up {self.ray_speedup:.2f}x   "
                         f"(start-up {self.ray_startup_s:.1f} s, not counted)")
        return lines


def _timed(deck: Any, n: int, seed: int, **kwargs: Any) -> SimResult:
    return simulate(deck, deck, n, seed, progress=False, **kwargs)


def _warm_up(ex: Executor, deck: Any) -> None:
    """One one-game task per worker, so workers have imported tcgsim before the timing."""
    ids = tuple(deck.card_ids())
    play_tasks(split(MatchSpec(ids, ids, "random", "random", seed=-1), ex.workers, chunk=1), ex,
               progress=False)


def run_scaling(n: int, seed: int = 0, deck: str = "bench-abomasnow", mode: str = "all",
                ray_address: str | None = None) -> ScalingResult | None:
    """Time ``n`` random-mirror games of ``deck`` on 1 process, 2 local workers and Ray.

    ``mode``: "all", "local" (no Ray) or "none" (nothing run: None).
    """
    from tcgsim.pokemon.model.deck import bundled_deck

    check_scaling(mode)
    if mode == "none":
        return None
    cards = bundled_deck(deck)
    one = _timed(cards, n, seed, workers=1)
    two = _timed(cards, n, seed, workers=2)
    identical = one.games == two.games
    ray_s = ray_startup = None
    ray_workers = 0
    note = ""
    if mode == "all":
        try:
            start = time.perf_counter()
            ex: Executor = open_executor("ray", 2 if ray_address is None else 0, ray_address)
            ray_startup = time.perf_counter() - start
        except BackendError as e:
            note = str(e)
        else:
            try:
                _warm_up(ex, cards)
                on_ray = _timed(cards, n, seed, executor=ex)
            finally:
                ex.close()
            ray_s, ray_workers = on_ray.seconds, ex.workers
            identical = identical and on_ray.games == one.games
    else:
        note = "left out (--scaling local)"
    return ScalingResult(deck, n, one.seconds, two.seconds, ray_s, ray_workers, ray_startup,
                         identical, note)
