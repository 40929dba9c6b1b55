"""Agents by name, for the command line and simulation workers (which get names, not objects)."""

from __future__ import annotations

from collections.abc import Callable

from tcgsim.agents.base import Agent
from tcgsim.agents.heuristic import HeuristicAgent
from tcgsim.agents.random_agent import RandomAgent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}


def make_agent(name: str, seed: int = 0) -> Agent:
    """A fresh agent of kind ``name`` seeded with ``seed``; ValueError for unknown names."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose one of: {', '.join(AGENTS)}") from None
    return factory(seed)
