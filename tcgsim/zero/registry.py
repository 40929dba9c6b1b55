"""The registry of frame handlers (ops on the work stack) for the Zero Dimension game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Handler = Callable[[Any, dict[str, Any]], None]
HANDLERS: dict[str, Handler] = {}


def handler(op: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        if op in HANDLERS:
            raise ValueError(f"handler {op!r} registered twice")
        HANDLERS[op] = fn
        return fn

    return register
