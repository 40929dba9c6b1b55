"""What both games' position evaluations share: a finished game scores its result, a running
one a logistic of weighted features (the game brings the features and their weights)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import mul
from typing import Any


def win_chance(result: dict[str, Any] | None, p: int, weights: Sequence[float],
               features: Sequence[float], scale: float) -> float:
    """Player ``p``'s estimated chance to win: 1/0/0.5 once the game has a result, else
    the logistic of ``scale`` times the weighted sum of ``features``."""
    if result is not None:
        w = result["winner"]
        return 0.5 if w is None else float(w == p)
    if len(weights) != len(features):
        raise ValueError(f"{len(features)} features for {len(weights)} weights")
    z = sum(map(mul, weights, features))  # the products added in order, with no Python loop
    return 1.0 / (1.0 + math.exp(-scale * z))
