"""Game-agnostic machinery: decisions as data, the RNG, the work stack, the log."""

from tcgsim.core.decision import Decision, IllegalResponse, Option
from tcgsim.core.engine import Engine, Result
from tcgsim.core.rng import Rng

__all__ = ["Decision", "Engine", "IllegalResponse", "Option", "Result", "Rng"]
