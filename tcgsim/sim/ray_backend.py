"""Games on a Ray cluster: an existing one (``--address``) or one started on this machine.

Ray is an optional dependency (``pip install 'tcgsim[ray]'``). The tcgsim package of
this process is shipped to the workers (Ray's ``py_modules``), so a cluster runs
exactly the code that the driver runs, which is what makes its results identical to
a local run; the nodes need only tcgsim's dependencies installed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import tcgsim

T = TypeVar("T")
R = TypeVar("R")

class BackendError(RuntimeError):
    """A backend that cannot be used here: Ray not installed, no cluster at the address.
    (Defined with the Ray backend, the one that can fail so; :mod:`.backends` exports it.)"""


INSTALL_HINT = "Ray is not installed; install it with: pip install 'tcgsim[ray]'"


def import_ray() -> Any:
    """The ``ray`` module, or a BackendError that says how to install it."""
    try:
        import ray
    except ImportError:
        raise BackendError(INSTALL_HINT) from None
    return ray


def runtime_env() -> dict[str, Any]:
    """Ship this process's tcgsim package to the workers (compiled files left out)."""
    return {
        "py_modules": [str(Path(tcgsim.__file__).parent)],
        "excludes": ["__pycache__", "*.pyc"],
    }


def start_ray(address: str | None = None, num_cpus: int | None = None) -> None:
    """Connect to the cluster at ``address``, or start a Ray instance here with ``num_cpus``.

    Connection problems (no cluster at the address) come out as BackendError.
    """
    ray = import_ray()
    options: dict[str, Any] = {
        "runtime_env": runtime_env(),
        "include_dashboard": False,
        "logging_level": "WARNING",
    }
    try:
        if address:
            ray.init(address=address, **options)
        else:
            ray.init(num_cpus=num_cpus or None, **options)
    except ConnectionError as e:
        raise BackendError(f"cannot connect to a Ray cluster at {address!r}: {e}") from None


def _result(ray: Any, ref: Any) -> Any:
    """A task's result; a task's exception is raised as itself (not wrapped in Ray's)."""
    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError as e:
        cause = getattr(e, "cause", None)
        if isinstance(cause, Exception):
            raise cause from None
        raise


class RayExecutor:
    """Tasks as Ray remote functions (one CPU each), collected as they finish.

    A Ray instance already initialised in this process (by the caller) is used as it
    is and left running; one this executor started is shut down by :meth:`close`.
    """

    name = "ray"

    def __init__(self, address: str | None = None, workers: int = 0) -> None:
        if workers < 0:
            raise ValueError(f"workers must be at least 1 (or 0 for all CPUs), not {workers}")
        self._ray = import_ray()
        self._started = False
        if not self._ray.is_initialized():
            start_ray(address, workers or None)
            self._started = True
        cpus = int(self._ray.cluster_resources().get("CPU", 1))
        # workers caps the tasks in flight; by default the cluster's CPUs decide
        self.workers = min(workers, cpus) if workers else cpus

    def run(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[tuple[int, R]]:
        ray = self._ray
        remote = ray.remote(num_cpus=1)(fn)
        # A bounded window of tasks in flight (twice the workers, so none sits idle)
        # keeps memory flat and the progress bar honest for long runs.
        window = max(1, 2 * self.workers)
        pending: dict[Any, int] = {}
        todo = iter(enumerate(tasks))
        try:
            for i, task in todo:
                pending[remote.remote(task)] = i
                if len(pending) >= window:
                    break
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    i = pending.pop(ref)
                    yield i, _result(ray, ref)
                    nxt = next(todo, None)
                    if nxt is not None:
                        pending[remote.remote(nxt[1])] = nxt[0]
        finally:
            for ref in pending:
                ray.cancel(ref)

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False
