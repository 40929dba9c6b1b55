"""Batch play: one game between agents, many games between decks, statistics, benchmarks."""

from tcgsim.sim.runner import GameRecord, GameTooLong, SimResult, derive_seed, play_game, simulate
from tcgsim.sim.stats import summarize, wilson_interval

__all__ = [
    "GameRecord",
    "GameTooLong",
    "SimResult",
    "derive_seed",
    "play_game",
    "simulate",
    "summarize",
    "wilson_interval",
]
