"""Where batches of games run: this process, local worker processes, or a Ray cluster.

Every backend runs the same pure task function on the same task descriptions and
hands back ``(task index, result)`` pairs; :func:`run_tasks` puts the results back
in task order. Since a task's result depends only on its description (seeds are
derived from the match seed and the game index, never from timing), the output is
identical whichever backend runs it and however many workers it has.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Protocol, TypeVar

from tcgsim.sim import process
from tcgsim.sim.ray_backend import BackendError as BackendError  # the error of every backend
from tcgsim.sim.ray_backend import RayExecutor

T = TypeVar("T")
R = TypeVar("R")

BACKENDS = ("local", "ray")


class Executor(Protocol):
    """Runs ``fn(task)`` for every task; yields ``(index, result)`` as tasks finish."""

    name: str
    workers: int

    def run(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[tuple[int, R]]: ...

    def close(self) -> None: ...


def available_cpus() -> int:
    """CPUs this process may use (its affinity mask where the OS has one)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class LocalExecutor:
    """This process (``workers`` = 1) or a pool of local worker processes."""

    name = "local"

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers or available_cpus()
        if self.workers < 1:
            raise ValueError(f"workers must be at least 1 (or 0 for one per CPU), not {workers}")

    def run(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[tuple[int, R]]:
        workers = min(self.workers, len(tasks))
        if workers <= 1:
            for i, task in enumerate(tasks):
                yield i, fn(task)
            return
        # Submitted up front and collected as they finish, so the progress bar moves as
        # soon as any worker is done; a failure cancels what has not started yet.
        pool = ProcessPoolExecutor(max_workers=workers, initializer=process.claim)
        try:
            pending: dict[Future[R], int] = {pool.submit(fn, t): i for i, t in enumerate(tasks)}
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield pending.pop(future), future.result()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)

    def close(self) -> None:
        """Nothing to release: the pool lives only while :meth:`run` runs."""


def open_executor(backend: str = "local", workers: int = 0, address: str | None = None) -> Executor:
    """The executor for ``backend``: "local" (``workers`` processes, 0: one per CPU) or "ray".

    For Ray, ``address`` names an existing cluster ("auto", "ray://host:10001",
    "host:6379"); without it a Ray instance is started on this machine with
    ``workers`` CPUs (0: all of them). Close the executor when done.
    """
    if backend == "local":
        if address:
            raise ValueError("--address applies to the ray backend only")
        return LocalExecutor(workers)
    if backend == "ray":
        return RayExecutor(address=address, workers=workers)
    raise ValueError(f"unknown backend {backend!r}; choose one of: {', '.join(BACKENDS)}")


def run_tasks(
    executor: Executor,
    fn: Callable[[T], R],
    tasks: Sequence[T],
    on_done: Callable[[int, R], Any] | None = None,
) -> list[R]:
    """``[fn(t) for t in tasks]`` on ``executor``, in task order whatever order they finish in.

    ``on_done(index, result)`` is called as each task finishes (for progress bars).
    """
    results: list[R | None] = [None] * len(tasks)
    for i, result in executor.run(fn, tasks):
        results[i] = result
        if on_done is not None:
            on_done(i, result)
    return results  # type: ignore[return-value]  # every slot was filled above
