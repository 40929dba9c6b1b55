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
    """The levels this installation can play ``kind`` at. A level is offered only when it
    is what it says: a game whose heuristic is still the random agent has no heuristic
    level, one without a search model no MCTS level, and an agent missing from the
    registry is not offered at all."""
    from tcgsim.agents.mcts import SEARCH_MODELS
    from tcgsim.agents.registry import AGENTS

    playable = {
        "random": True,
        "heuristic": kind.heuristic != "random",
        "mcts": kind.name in SEARCH_MODELS,
    }
    return [lvl for lvl in LEVELS if playable[lvl] and agent_name(kind, lvl) in AGENTS]


def default_level(kind: GameKind) -> str:
    """The level a game gets when none is asked for: the heuristic where there is one
    (strong and instant), else random."""
    return "heuristic" if "heuristic" in levels(kind) else "random"


#: The longest an AI move of the search level thinks in the browser (seconds): its usual
#: simulation budget, cut short where a game's simulations are slow (Zero Dimension).
MOVE_SECONDS = 2.0


def make(kind: GameKind, level: str, seed: int) -> Agent:
    from tcgsim.agents.registry import make_agent

    if level not in levels(kind):
        raise ValueError(
            f"no AI level {level!r} for {kind.title}; choose one of: {', '.join(levels(kind))}"
        )
    name = agent_name(kind, level)
    if level == "mcts":
        name += f":time={MOVE_SECONDS}"
    return make_agent(name, seed)
