"""Agents by name, for the command line and simulation workers (which get names, not objects).

A name may carry settings: ``mcts:simulations=200:horizon=3`` or ``mcts:time=0.5``.
Names travel to worker processes as plain strings, so a setting reaches every
game of a simulation. A name that is not a built-in one may name a user's agent,
``package.module:name`` or ``path/to/agent.py[:name]`` (:mod:`tcgsim.agents.external`), or a
competition submission, ``kaggle:path/to/main.py`` (:mod:`tcgsim.kaggle`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tcgsim.agents.base import Agent
from tcgsim.agents.external import is_external, make_external
from tcgsim.agents.mcts import MCTSAgent
from tcgsim.agents.pokemon.heuristic import HeuristicAgent
from tcgsim.agents.random_agent import RandomAgent


def _zero_heuristic(seed: int = 0) -> Agent:
    # imported on use: a Pokémon game never loads the Zero Dimension card data
    from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent

    return ZeroHeuristicAgent(seed)


AGENTS: dict[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "mcts": MCTSAgent,
    "zero-heuristic": _zero_heuristic,
}

#: settings an agent name may carry: name -> (keyword argument, type)
SETTINGS: dict[str, dict[str, tuple[str, type]]] = {
    "mcts": {
        "simulations": ("simulations", int),
        "sims": ("simulations", int),
        "time": ("time_limit", float),
        "steps": ("steps", int),
        "horizon": ("horizon", int),
        "c": ("exploration", float),
    },
}


def parse_agent(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:simulations=200"`` -> ``("mcts", {"simulations": 200})``; ValueError if bad."""
    name, *parts = spec.strip().split(":")
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; choose one of: {', '.join(AGENTS)}, "
                         "or a module:name or path/to/agent.py of your own")
    allowed = SETTINGS.get(name, {})
    kwargs: dict[str, Any] = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or key not in allowed:
            choices = ", ".join(allowed) or "none"
            raise ValueError(
                f"bad setting {part!r} in agent {spec!r}: expected key=value, "
                f"keys for {name}: {choices}"
            )
        arg, kind = allowed[key]
        try:
            kwargs[arg] = kind(value)
        except ValueError:
            raise ValueError(
                f"bad value {value!r} for {key} in agent {spec!r}: expected {kind.__name__}"
            ) from None
    return name, kwargs


def make_agent(name: str, seed: int = 0) -> Agent:
    """A fresh agent for ``name`` (settings included) seeded with ``seed``; ValueError if bad.
    A built-in name wins over a module of the same name."""
    if name.startswith("kaggle:"):  # a competition submission: tcgsim.kaggle
        from tcgsim.kaggle import make_kaggle_agent

        return make_kaggle_agent(name, seed)
    if name.split(":", 1)[0] not in AGENTS and is_external(name):
        return make_external(name, seed)
    kind, kwargs = parse_agent(name)
    try:
        return AGENTS[kind](seed, **kwargs)
    except ValueError as e:
        raise ValueError(f"agent {name!r}: {e}") from None


def tell_opponent_list(agent: Agent, cards: Sequence[str]) -> None:
    """Open decklists: give the opponent's list to an agent that can use it (searching ones)."""
    if hasattr(agent, "opponent_list"):
        agent.opponent_list = list(cards)  # type: ignore[attr-defined]
