"""The AI levels the browser offers (tcgsim/server/ai.py)."""

from __future__ import annotations

import pytest

from tcgsim.games import game_kind
from tcgsim.server import ai


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_levels_are_weakest_first_and_the_default_is_the_heuristic(game: str) -> None:
    kind = game_kind(game)
    assert ai.levels(kind) == ["random", "heuristic", "mcts"]
    assert ai.default_level(kind) == "heuristic"


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_a_search_move_in_the_browser_has_a_time_limit(game: str) -> None:
    """A player waits at most MOVE_SECONDS for the search level; its simulation budget stays
    the agent's usual one (whichever runs out first)."""
    agent = ai.make(game_kind(game), "mcts", 3)
    assert agent.time_limit == ai.MOVE_SECONDS  # type: ignore[attr-defined]
    assert agent.simulations is not None  # type: ignore[attr-defined]
    assert ai.make(game_kind(game), "heuristic", 3).__class__ is not agent.__class__


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(ValueError, match="choose one of: random, heuristic, mcts"):
        ai.make(game_kind("pokemon"), "grandmaster", 0)
