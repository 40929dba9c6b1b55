"""Energy costs: whether provided Energy covers a cost (attack costs, PTCG:II-D-09)."""

from __future__ import annotations

from collections.abc import Iterable


def covers(cost: Iterable[str], provided: Iterable[str]) -> bool:
    """Typed units are matched first; whatever is left pays the Colorless ones."""
    pool = list(provided)
    colorless = 0
    for t in cost:
        if t == "Colorless":
            colorless += 1
        elif t == "Free":
            continue
        elif t in pool:
            pool.remove(t)
        else:
            return False
    return len(pool) >= colorless
