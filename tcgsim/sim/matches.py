"""Match play as the Kaggle competition scores it: best of 3 games between two decks.

The competition's engine (``cabt``) plays the games of a match one after another and stops
as soon as one side cannot be caught: a side wins once its wins exceed the other's plus the
games left; a match whose games run out level is a draw (a drawn game counts as a game
played, won by neither). Here a simulation's games 0-2 are match 1, games 3-5 match 2, and
so on; the games a decided match did not need still count in the game win rates, never in
the match. Games are independent given their seeds, so this is the match the games would
have made had the match stopped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

BEST_OF = 3


def match_winner(winners: Sequence[str | None], best_of: int = BEST_OF) -> tuple[str | None, int]:
    """("A", "B" or None for a draw, games played) of one match, its games' winners in order
    ("A", "B", None for a drawn game)."""
    wins = {"A": 0, "B": 0}
    for played, w in enumerate(winners[:best_of], start=1):
        if w is not None:
            wins[w] += 1
        left = best_of - played
        if wins["A"] > wins["B"] + left:
            return "A", played
        if wins["B"] > wins["A"] + left:
            return "B", played
    return None, min(len(winners), best_of)


def matches(winners: Sequence[str | None], best_of: int = BEST_OF) -> list[tuple[str | None, int]]:
    """The complete matches of a run's games (index order), each (winner, games played)."""
    return [match_winner(winners[i:i + best_of], best_of)
            for i in range(0, len(winners) - best_of + 1, best_of)]


def match_counts(winners: Sequence[str | None], best_of: int = BEST_OF) -> dict[str, Any]:
    """Matches, match wins of A and B, drawn matches, and the games the matches needed."""
    done = matches(winners, best_of)
    a = sum(1 for w, _ in done if w == "A")
    b = sum(1 for w, _ in done if w == "B")
    return {"best_of": best_of, "matches": len(done), "wins_a": a, "wins_b": b,
            "draws": len(done) - a - b, "games_played": sum(n for _, n in done)}
