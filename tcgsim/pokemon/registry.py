"""The registry of frame handlers (ops on the work stack) for the Pokémon game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HANDLERS: dict[str, Callable[[Any, dict[str, Any]], None]] = {}


def handler(op: str) -> Callable[[Callable[[Any, dict[str, Any]], None]], Callable[[Any, dict[str, Any]], None]]:
    def register(fn: Callable[[Any, dict[str, Any]], None]) -> Callable[[Any, dict[str, Any]], None]:
        if op in HANDLERS:
            raise ValueError(f"handler {op!r} registered twice")
        HANDLERS[op] = fn
        return fn

    return register
