"""How fast the MCTS agent searches: playouts per second at real decisions it searches.

One figure per game for ``tcgsim bench``: games of a deck mirror between the
game's heuristic agents are played to collect decisions with several options
that the game's search model rebuilds from a view (the Pokémon main phase, the
Zero Dimension resource step and action phase), and a search of the agent's
default settings runs at each; the playouts made (each a game rebuilt from the
view, one root option played, the policies to the horizon, the evaluation) are
divided by the time the searches took.

:func:`move_seconds` times the agent at its default budget over whole games
against the heuristic: the seconds of each decision it searched (main phases, and
the decisions of its turn replayed from them), in CPU seconds.
"""

from __future__ import annotations

import random
import time
from typing import Any

from tcgsim.agents import MCTSAgent, make_agent, tell_opponent_list
from tcgsim.agents.mcts import SearchModel, search_model
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed


def mcts_simulations_per_s(deck: str, seed: int = 0, searches: int = 6,
                           simulations: int = 32, game: str = "pokemon") -> float:
    """Playouts per second over ``searches`` searches of ``simulations`` playouts each."""
    kind = game_kind(game)
    model = search_model(game)
    ids = kind.card_ids(kind.load_deck(deck))
    points = []
    game_no = 0
    while len(points) < searches and game_no < 10 * searches:
        game_no += 1
        g = kind.new_game(ids, ids, seed=derive_seed(seed, "search", game_no))
        agents = [make_agent(kind.heuristic, game_no), make_agent(kind.heuristic, -game_no)]
        while (d := g.decision) is not None and len(points) < searches:
            view = g.view(d.player)
            if len(d.options) >= 3 and g.turn >= 2 and _rebuilds(model, view):
                points.append((view, d))
                break  # one point per game: positions from different games
            g.respond(agents[d.player].act(view, d))
    agent = MCTSAgent(seed, simulations=simulations, steps=None)
    played = 0
    start = time.perf_counter()
    for view, d in points:
        played += agent.search(view, d, model).simulations
    seconds = time.perf_counter() - start
    return played / seconds if seconds > 0 else 0.0


def _rebuilds(model: SearchModel, view: dict[str, Any]) -> bool:
    """Whether the search rebuilds the viewer's pending decision (it searches there)."""
    if view.get("decision") is None:
        return False
    try:
        model.determinize(view, random.Random(0), None)
    except model.cannot:
        return False
    return True


def move_seconds(deck: str, seed: int = 0, games: int = 2, game: str = "pokemon",
                 **settings: Any) -> list[float]:
    """CPU seconds of each searched decision of an MCTS agent (default budget unless
    ``settings`` say otherwise) in ``games`` mirror games against the game's heuristic.
    CPU time, not the wall clock: on a shared machine the wall clock counts the other
    processes' turns too."""
    kind = game_kind(game)
    ids = kind.card_ids(kind.load_deck(deck))
    out: list[float] = []
    for i in range(games):
        g = kind.new_game(ids, ids, seed=derive_seed(seed, "moves", i))
        agent = MCTSAgent(derive_seed(seed, "agent", i), **settings)
        tell_opponent_list(agent, ids)
        agents = [agent, make_agent(kind.heuristic, i)]
        if i % 2:
            agents.reverse()
        while (d := g.decision) is not None:
            a = agents[d.player]
            before = a.last if a is agent else None
            start = time.process_time()
            answer = a.act(g.view(d.player), d)
            seconds = time.process_time() - start
            if a is agent and agent.last is not before:
                out.append(seconds)
            g.respond(answer)
    return out
