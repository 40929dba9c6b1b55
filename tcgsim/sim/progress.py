"""Progress bars for long runs: tqdm's, on a terminal, where the command line is installed.

The simulation is a library too (``tcgsim.sim``): without the ``cli`` extra, or when the
output is not a terminal, a run shows no bar and behaves the same otherwise.
"""

from __future__ import annotations

import sys
from typing import Any, Protocol

from tcgsim.core.extras import installed


class Bar(Protocol):
    def update(self, n: int = 1) -> Any: ...

    def close(self) -> None: ...


class _NoBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def progress_bar(total: int, show: bool, desc: str | None = None) -> Bar:
    """A bar counting ``total`` games, shown only when ``show`` and stderr is a terminal (so
    pipes and logs stay clean) and tqdm is installed."""
    if not (show and sys.stderr.isatty() and installed("tqdm")):
        return _NoBar()
    from tqdm import tqdm

    bar: Bar = tqdm(total=total, unit="game", desc=desc)
    return bar
