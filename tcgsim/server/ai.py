"""The AI levels the server offers, on top of the agent registry."""

from __future__ import annotations

from tcgsim.agents.base import Agent
from tcgsim.games import GameKind

# Weakest first: the order the lobby lists them in.
LEVELS = ("random", "heuristic", "mcts")


def agent_name(kind: GameKind, level: str) -> str:
    """The registry name playing ``level`` in ``kind`` (the heuristic is per game)."""
    return kind.heuristic if level == "heuristic" else level


def levels(kind: GameKind) -> list[str]:
    """The levels this installation can play ``kind`` at (an agent missing from the
    registry, such as MCTS before it ships, is simply not offered)."""
    from tcgsim.agents.registry import AGENTS

    return [level for level in LEVELS if agent_name(kind, level) in AGENTS]


def make(kind: GameKind, level: str, seed: int) -> Agent:
    from tcgsim.agents.registry import make_agent

    if level not in levels(kind):
        raise ValueError(
            f"no AI level {level!r} for {kind.title}; choose one of: {', '.join(levels(kind))}"
        )
    return make_agent(agent_name(kind, level), seed)
