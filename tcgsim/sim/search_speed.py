"""How fast the MCTS agent searches: playouts per second at real decisions it searches.

One figure per game for ``tcgsim bench``: games of a deck mirror between the
game's heuristic agents are played to collect decisions with several options
that the game's search model rebuilds from a view (the Pokémon main phase, the
Zero Dimension resource step and action phase), and a search of the agent's
default settings runs at each; the playouts made (each in a world drawn from
the view, one root option played, down the tree, the policies to the horizon,
the evaluation) are divided by the time the searches took.

:func:`move_seconds` times the agent at its default budget over whole games
against the heuristic: the seconds of each decision it searched (main phases, and
the decisions of its turn replayed from them), in CPU seconds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Iterator
from typing import Any

from tcgsim.agents import MCTSAgent, make_agent, tell_opponent_list
from tcgsim.agents.mcts import REPLAY_TRIES, SearchModel, search_model
from tcgsim.agents.replay import Memory, replay_world
from tcgsim.core.decision import Decision
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
                 deck2: str | None = None, **settings: Any) -> list[float]:
    """CPU seconds of each searched decision of an MCTS agent (default budget unless
    ``settings`` say otherwise) in ``games`` games against the game's heuristic: a mirror
    of ``deck``, or ``deck`` against ``deck2`` (the search playing each in turn, as
    ``tcgsim arena`` does). CPU time, not the wall clock: on a shared machine the wall
    clock counts the other processes' turns too."""
    kind = game_kind(game)
    ids = kind.card_ids(kind.load_deck(deck))
    other = kind.card_ids(kind.load_deck(deck2)) if deck2 is not None else ids
    out: list[float] = []
    for i in range(games):
        mine, theirs = (ids, other) if i % 4 < 2 else (other, ids)  # decks, seats alternate
        seats = (mine, theirs) if i % 2 == 0 else (theirs, mine)
        g = kind.new_game(*seats, seed=derive_seed(seed, "moves", i))
        agent = MCTSAgent(derive_seed(seed, "agent", i), **settings)
        tell_opponent_list(agent, theirs)
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


def replay_points(game: str, deck: str, seeds: Iterable[int], until_turn: int,
                  tries: int = REPLAY_TRIES) -> Iterator[tuple[Any, Memory, dict[str, Any],
                                                             Decision, Any]]:
    """(real game, player 0's memory, view, decision, replayed world or None) at each of
    player 0's decisions with several options that its game's search model cannot rebuild
    from the view and that follow one it did in the same turn, in heuristic mirrors up to
    ``until_turn``; the memory is fed as a searching agent feeds its own."""
    kind, model = game_kind(game), search_model(game)
    ids = kind.card_ids(kind.load_deck(deck))
    for seed in seeds:
        g = kind.new_game(ids, ids, seed=seed)
        players = [make_agent(kind.heuristic, seed), make_agent(kind.heuristic, seed + 1)]
        memory = Memory()
        while (d := g.decision) is not None and g.s["turn"] < until_turn:
            view = g.view(d.player)
            if d.player == 0:
                rebuildable = model.rebuildable(view)
                memory.see(view, rebuildable)
                if memory.anchor is not None and len(d.options) > 1 and not rebuildable:
                    try:
                        world = replay_world(memory, view, d, model, random.Random(g.s["seed"]),
                                             ids, tries).game
                    except model.cannot:
                        world = None
                    yield g, memory, view, d, world
            answer = players[d.player].act(view, d)
            if d.player == 0:
                memory.answered(view, d, answer)
            g.respond(answer)


def replay_rate(game: str, deck: str, games: int = 3, until_turn: int = 30) -> tuple[int, int]:
    """(worlds found, decisions) over :func:`replay_points` of ``games`` mirror games."""
    found = total = 0
    for *_, world in replay_points(game, deck, range(games), until_turn):
        found += world is not None
        total += 1
    return found, total
