"""Moves on a game object: the one place that turns a stored move into engine calls.

Used by the live tables and by replays, so a game rebuilt from storage is the game
that was played.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa

from tcgsim.games import GameKind
from tcgsim.server.places import Tracker
from tcgsim.server.storage import (
    BROKEN,
    RESIGN,
    CorruptRecord,
    GameRecord,
    Move,
    Storage,
    StorageUnavailable,
)

RESIGNED = "resigned"
log = logging.getLogger("tcgsim.server")


class Broken(Exception):
    """A stored game that no longer replays; it is set aside (status ``broken``) with
    the reason, which this error carries. ``code`` is the protocol's error code."""

    code = "game_broken"

    def __init__(self, game_id: str, reason: str) -> None:
        super().__init__(f"game {game_id} no longer replays and is set aside: {reason}")
        self.game_id, self.reason = game_id, reason


def check_replayable(rec: GameRecord) -> None:
    """Broken for a game already set aside; CorruptRecord for one whose rows were found
    damaged when read (inside ``setting_aside``, that sets it aside)."""
    if rec.status == BROKEN:
        raise Broken(rec.id, rec.error or "no reason was stored")
    if rec.damage is not None:
        raise CorruptRecord(rec.damage)


@contextmanager
def setting_aside(storage: Storage, game_id: str) -> Iterator[None]:
    """Around reading and replaying one stored game: a failure of the game's own data (an
    answer the engine now refuses, an unknown card or game, a damaged row) marks it broken
    in storage, is logged, and becomes Broken, so that it stops nothing else. The
    database's own trouble (locked, unreachable, a schema problem) is raised as it is:
    it is no fault of this game."""
    try:
        yield
    except (Broken, StorageUnavailable, MemoryError):
        raise
    except sa.exc.SQLAlchemyError as e:
        if not isinstance(e, sa.exc.DataError):  # DataError: this row's values are bad
            raise
        _set_aside(storage, game_id, e)
    except Exception as e:
        _set_aside(storage, game_id, e)


def _set_aside(storage: Storage, game_id: str, e: Exception) -> None:
    reason = " ".join(f"{type(e).__name__}: {e}".split())
    log.error("game %s no longer replays; it is set aside: %s", game_id, reason, exc_info=e)
    storage.mark_broken(game_id, reason)
    raise Broken(game_id, reason) from e


def apply(game: Any, move: Move) -> None:
    """Play one stored move. An answer goes through the engine's own checks
    (IllegalResponse, game unchanged); a resignation ends the game for the other seat."""
    if move.kind == RESIGN:
        game.finish(1 - move.seat, RESIGNED)
    else:
        game.respond(list(move.answer))


def start(kind: GameKind, rec: GameRecord) -> Any:
    """The game at step 0 (both decks known), as seeded.

    A deck reaches a stored game only through the lobby (``decks.choose``), which refuses
    cards whose text is not all implemented unless the player opted in; so a stored game is
    rebuilt as it was accepted (``allow_unplayable``), also one stored before that check.
    """
    return kind.new_game(rec.seats[0].deck, rec.seats[1].deck, seed=rec.seed,
                         allow_unplayable=True)


def rebuild(kind: GameKind, rec: GameRecord, moves: list[Move],
            tracker: Tracker | None = None) -> Any:
    """Seed + moves, replayed: the game exactly where it stood after the last move (with
    ``tracker``, its Pokémon events placed as the live table placed them)."""
    return replay(start(kind, rec), moves, tracker)


def replay(game: Any, moves: list[Move], tracker: Tracker | None = None) -> Any:
    """``game`` advanced by ``moves``; ``tracker`` places the events they log."""
    for move in moves:
        if tracker is None:
            apply(game, move)
            continue
        before, was = len(game.log), tracker.before(game)
        apply(game, move)
        tracker.after(game, before, was)
    return game


def deciding(game: Any) -> int | None:
    d = game.decision if game is not None and game.result is None else None
    return None if d is None else d.player


def result_dict(game: Any) -> dict[str, Any] | None:
    r = game.result if game is not None else None
    return None if r is None else {"winner": r.winner, "reason": r.reason}
