"""Players that answer decisions from what they may see.

Every agent follows one protocol, :class:`Agent`: ``act(view, decision) ->
list[int]``. Agents get the per-player view and the pending decision only,
never the game itself, so they cannot peek at hidden cards and the same agent
can drive a local game, a simulation worker or a network client.
"""

from tcgsim.agents.base import Agent
from tcgsim.agents.mcts import MCTSAgent
from tcgsim.agents.pokemon.heuristic import HeuristicAgent
from tcgsim.agents.random_agent import RandomAgent
from tcgsim.agents.registry import AGENTS, make_agent, parse_agent, tell_opponent_list

__all__ = [
    "AGENTS", "Agent", "HeuristicAgent", "MCTSAgent", "RandomAgent", "make_agent", "parse_agent",
    "tell_opponent_list",
]
