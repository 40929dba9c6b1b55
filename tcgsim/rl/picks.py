"""A decision answered one option at a time: the fixed discrete action space.

A decision asks for between ``min`` and ``max`` distinct options out of ``n``. An agent with a
fixed-size discrete action space answers it as a sequence of picks: action ``i`` picks
option ``i`` (for ``i < max_options``) and action ``max_options`` is STOP, "no more". The
answer goes to the game once ``max`` options are picked or STOP is chosen; until then each
step picks one more. The mask says which actions are legal now: an option not yet picked
while fewer than ``max`` are, STOP once at least ``min`` are (never for a single pick that
must be made). Any set of picks the mask allows is an answer the game accepts.
"""

from __future__ import annotations

import numpy as np

from tcgsim.core.decision import Decision

INT8 = np.dtype(np.int8)  # made once: np.zeros given a type converts it at every call


#: the masks of first picks by (max_options, options that can be named, any to pick, STOP
#: allowed at once); never handed out, only copies
_FIRST_MASKS: dict[tuple[int, int, bool, bool], np.ndarray] = {}


class TooManyOptions(ValueError):
    """A decision needs more picks than the action space can name."""


class Picks:
    """The picks made so far on one pending decision."""

    __slots__ = ("decision", "max", "max_options", "min", "n", "picked")

    def __init__(self, decision: Decision, max_options: int) -> None:
        self.decision = decision
        self.min, self.max = decision.min, decision.max  # read at every pick
        self.max_options = max_options
        self.picked: list[int] = []
        # options past max_options cannot be named: the agent chooses among the first ones
        self.n = min(len(decision.options), max_options)
        if self.n < decision.min:
            raise TooManyOptions(
                f"decision {decision.kind!r} ({decision.prompt!r}) needs {decision.min} of "
                f"{len(decision.options)} options, more than max_options={max_options}: "
                "make the environment with a larger max_options"
            )

    @property
    def stop(self) -> int:
        return self.max_options

    def can_stop(self) -> bool:
        return len(self.picked) >= self.min

    def mask(self) -> np.ndarray:
        """The legal actions as 0/1 (int8), ``max_options + 1`` of them (the last: STOP)."""
        if not self.picked:  # the first pick: one of a few masks, copied
            key = (self.max_options, self.n, self.max > 0, self.min <= 0)
            m = _FIRST_MASKS.get(key)
            if m is None:
                m = _FIRST_MASKS[key] = self._mask()
            return m.copy()
        return self._mask()

    def _mask(self) -> np.ndarray:
        """The mask made anew."""
        m = np.zeros(self.max_options + 1, INT8)
        if len(self.picked) < self.max:
            m[: self.n] = 1
            if self.picked:
                m[self.picked] = 0
        if self.can_stop():
            m[self.max_options] = 1
        return m

    def legal(self, action: int) -> bool:
        picked = self.picked
        if action == self.max_options:
            return len(picked) >= self.min
        return 0 <= action < self.n and len(picked) < self.max and action not in picked

    def take(self, action: int) -> list[int] | bool:
        """:meth:`legal` and :meth:`pick` in one call (an environment's every step): False,
        nothing done, for an action the mask does not allow; else the complete answer once
        it is one (a list, maybe empty), True while more picks are to be made."""
        picked = self.picked
        if action == self.max_options:
            return picked if len(picked) >= self.min else False
        if not 0 <= action < self.n or len(picked) >= self.max or action in picked:
            return False
        picked.append(action)
        return picked if len(picked) >= self.max else True

    def pick(self, action: int) -> list[int] | None:
        """Apply a legal ``action``; the complete answer once it is one, else None."""
        picked = self.picked
        if action == self.max_options:
            return picked
        picked.append(action)
        return picked if len(picked) >= self.max else None
