"""Moves on a game object: the one place that turns a stored move into engine calls.

Used by the live tables and by replays, so a game rebuilt from storage is the game
that was played.
"""

from __future__ import annotations

from typing import Any

from tcgsim.games import GameKind
from tcgsim.server.storage import RESIGN, GameRecord, Move

RESIGNED = "resigned"


def apply(game: Any, move: Move) -> None:
    """Play one stored move. An answer goes through the engine's own checks
    (IllegalResponse, game unchanged); a resignation ends the game for the other seat."""
    if move.kind == RESIGN:
        game.finish(1 - move.seat, RESIGNED)
    else:
        game.respond(list(move.answer))


def start(kind: GameKind, rec: GameRecord) -> Any:
    """The game at step 0 (both decks known), as seeded."""
    return kind.new_game(rec.seats[0].deck, rec.seats[1].deck, seed=rec.seed)


def rebuild(kind: GameKind, rec: GameRecord, moves: list[Move]) -> Any:
    """Seed + moves, replayed: the game exactly where it stood after the last move."""
    game = start(kind, rec)
    for move in moves:
        apply(game, move)
    return game


def deciding(game: Any) -> int | None:
    d = game.decision if game is not None and game.result is None else None
    return None if d is None else d.player


def result_dict(game: Any) -> dict[str, Any] | None:
    r = game.result if game is not None else None
    return None if r is None else {"winner": r.winner, "reason": r.reason}
