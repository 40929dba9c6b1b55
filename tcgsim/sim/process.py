"""Tuning of the processes tcgsim runs itself to play many games: its command line, its
local worker processes and the benchmark script. A library caller's process is left as
it is: nothing here acts until :func:`claim` has been called in the process.

What is tuned: once games have been played, :func:`settle` puts what they loaded (the
card database, the compiled card texts, the decks' card definitions) out of the cyclic
garbage collector's reach with ``gc.freeze()``. Those objects live as long as the
process, and every full collection walks all of them: one comes every few dozen games,
and together they take about 5% of a random game's time. Frozen objects are never
collected, which is why only processes of tcgsim's own do it.
"""

from __future__ import annotations

import gc

_owned = False
_settled = False


def claim() -> None:
    """This process is tcgsim's own (a command, a worker): :func:`settle` may tune it."""
    global _owned
    _owned = True


def settle() -> None:
    """Freeze what is loaded by now, once per claimed process (after its first games)."""
    global _settled
    if _owned and not _settled:
        _settled = True
        gc.freeze()


def settled() -> bool:
    return _settled
