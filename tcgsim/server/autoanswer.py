"""Decisions the server answers for a seat: those with one possible answer.

A person is asked only what is a real choice. A decision whose options and ``min``..``max``
leave a single legal answer ("Pass" when nothing else can be played, the only Basic
Pokémon as the Active one) is answered for the seat, through the same engine call and
storage as a player's answer, so the game is exactly the one the player would have made.
Nothing is revealed by it: the player would see the same on answering it themselves.

Each human seat keeps its settings (stored with the seat; docs/protocol.md):

- ``auto_answer`` (default on): answer decisions with one possible answer.
- ``hold_priority`` (default off): still stop at every priority decision (Zero Dimension's
  chain), also where passing is all the player can do.
"""

from __future__ import annotations

from typing import Any

from tcgsim.core.decision import Decision

DEFAULTS: dict[str, bool] = {"auto_answer": True, "hold_priority": False}
#: Decision kinds that give a player priority: shown anyway to a seat holding priority.
PRIORITY_KINDS = frozenset({"priority"})


class BadSettings(ValueError):
    """Settings a client sent that are not settings (the message says which and why)."""


def settings_of(stored: dict[str, Any] | None) -> dict[str, bool]:
    """A seat's settings: what it stored over the defaults (anything else stored, such as
    a key of a later version, is left out)."""
    if not isinstance(stored, dict):
        return dict(DEFAULTS)
    return {k: v if isinstance(v := stored.get(k, d), bool) else d for k, d in DEFAULTS.items()}


def updated(stored: dict[str, Any] | None, change: Any) -> dict[str, bool]:
    """``stored`` with ``change`` applied; BadSettings for an unknown key or a non-bool."""
    if not isinstance(change, dict):
        raise BadSettings("settings are an object such as {\"auto_answer\": false}")
    unknown = sorted(set(change) - set(DEFAULTS))
    if unknown:
        raise BadSettings(
            f"unknown setting {unknown[0]!r}; the settings are: {', '.join(DEFAULTS)}"
        )
    for key, value in change.items():
        if not isinstance(value, bool):
            raise BadSettings(f"setting {key!r} is true or false, not {value!r}")
    return {**settings_of(stored), **change}


def only_answer(d: Decision) -> list[int] | None:
    """The one legal answer of ``d``, or None when it has several (or none)."""
    n = len(d.options)
    low, high = d.min, min(d.max, n)
    if low > high:
        return None
    if high == 0:
        return []  # nothing may be picked
    if low == n:
        return list(range(n))  # everything must be picked
    return None


def answer_for(d: Decision, stored: dict[str, Any] | None) -> list[int] | None:
    """The answer the server gives for a seat with settings ``stored``, or None: ask it."""
    settings = settings_of(stored)
    if not settings["auto_answer"]:
        return None
    if settings["hold_priority"] and d.kind in PRIORITY_KINDS:
        return None
    return only_answer(d)
