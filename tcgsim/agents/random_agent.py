"""A uniformly random legal player: the baseline every other agent must beat."""

from __future__ import annotations

import random
from typing import Any

from tcgsim.core.decision import Decision


class RandomAgent:
    """Picks a uniform count in [min, max], then that many distinct options uniformly.

    It owns its ``random.Random(seed)``, so its answers depend only on the seed
    and the sequence of decisions it is shown (never on the game's RNG), which
    keeps simulations reproducible.
    """

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        rng = self.rng
        k = rng.randrange(decision.min, decision.max + 1)  # randint(min, max)'s numbers
        if k == 1:  # most answers: sample(range(n), 1) draws exactly randrange(n)
            return [rng.randrange(len(decision.options))]
        return rng.sample(range(len(decision.options)), k)
