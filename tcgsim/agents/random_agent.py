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
        k = self.rng.randint(decision.min, decision.max)
        return self.rng.sample(range(len(decision.options)), k)
