"""How fast the MCTS agent searches: playouts per second at real main-phase decisions.

One figure for ``tcgsim bench``: heuristic games of a deck mirror are played to
collect main-phase decisions with several options, and a search of the
agent's default settings runs at each; the playouts made (each a game rebuilt
from the view, one root option played, the policies to the horizon, the
evaluation) are divided by the time the searches took.
"""

from __future__ import annotations

import time

from tcgsim import pokemon
from tcgsim.agents import HeuristicAgent, MCTSAgent
from tcgsim.pokemon.deck import bundled_deck
from tcgsim.pokemon.determinize import SEARCH
from tcgsim.sim.runner import derive_seed


def mcts_simulations_per_s(deck: str, seed: int = 0, searches: int = 6,
                           simulations: int = 32) -> float:
    """Playouts per second over ``searches`` searches of ``simulations`` playouts each."""
    ids = bundled_deck(deck).card_ids()
    points = []
    game_no = 0
    while len(points) < searches and game_no < 10 * searches:
        game_no += 1
        g = pokemon.new_game(ids, ids, seed=derive_seed(seed, "search", game_no))
        agents = [HeuristicAgent(game_no), HeuristicAgent(-game_no)]
        while (d := g.decision) is not None and len(points) < searches:
            view = g.view(d.player)
            if d.kind == "main" and len(d.options) >= 3 and g.turn >= 2:
                points.append((view, d))
                break  # one point per game: positions from different games
            g.respond(agents[d.player].act(view, d))
    agent = MCTSAgent(seed, simulations=simulations)
    played = 0
    start = time.perf_counter()
    for view, d in points:
        played += agent.search(view, d, SEARCH).simulations
    seconds = time.perf_counter() - start
    return played / seconds if seconds > 0 else 0.0
