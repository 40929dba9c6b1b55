"""Game-agnostic machinery: decisions as data, the RNG, the work stack, the log and its words
(``text``: one dispatcher that each game registers its event words with)."""

from tcgsim.core.decision import Decision, IllegalResponse, Option
from tcgsim.core.engine import Engine, Result
from tcgsim.core.rng import Rng

__all__ = ["Decision", "Engine", "IllegalResponse", "Option", "Result", "Rng"]
