"""The Zero Dimension heuristic agent: legal answers from views only, and it beats random."""

from __future__ import annotations

import pytest

from tcgsim.agents import RandomAgent, make_agent
from tcgsim.agents.replay import same_view
from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent
from tcgsim.games import game_kind
from tcgsim.sim.arena import run_arena
from tcgsim.sim.search_speed import replay_points


@pytest.mark.parametrize("deck", ["dragonball", "onepiece"])
def test_zero_heuristic_plays_whole_games_with_legal_answers(deck: str) -> None:
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    for seed in (0, 1) if deck == "dragonball" else (1,):
        g = kind.new_game(ids, ids, seed=seed)
        agents = [ZeroHeuristicAgent(seed), RandomAgent(seed)]
        if seed:
            agents.reverse()
        n = 0
        while (d := g.decision) is not None and n < 5_000:
            view = g.view(d.player)
            assert view["players"][1 - d.player]["hand"] is None  # views only
            answer = agents[d.player].act(view, d)
            assert d.min <= len(answer) <= d.max and len(set(answer)) == len(answer)
            g.respond(answer)
            n += 1
        assert g.result is not None


def test_heuristic_is_the_zero_games_own() -> None:
    kind = game_kind("zero")
    assert isinstance(make_agent(kind.heuristic, 1), ZeroHeuristicAgent)


def test_zero_heuristic_beats_random() -> None:
    kind = game_kind("zero")
    result = run_arena(["random", "heuristic"], kind.load_deck("dragonball"), n=10, seed=5,
                       progress=False, game="zero")
    score, games = result.score(1, 0)
    assert games == 10 and score >= 8


def test_zero_decisions_inside_a_combat_or_a_payment_get_replay_points() -> None:
    """ZD:201-204: where the view cannot rebuild a Zero Dimension game (an attack's target, a
    cost being paid), a world replayed from the player's last action phase shows the player
    exactly the real view and offers exactly the real options."""
    kinds = set()
    for _g, _memory, view, d, world in replay_points("zero", "dragonball", range(1), 8):
        if world is not None:
            assert same_view(world.view(0), view) and world.decision == d
            kinds.add(d.kind)
    assert kinds
