"""Stored games as they stood after any number of moves, for the replay viewer.

Stepping through a game one move at a time must not replay it from the start at every
step, so each recently viewed game keeps copies of itself every CHECKPOINT_EVERY
moves; a position is the nearest copy at or before it, advanced by the moves between.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from tcgsim.games import game_kind
from tcgsim.server import moves, places, present
from tcgsim.server.storage import GameRecord, Storage

CHECKPOINT_EVERY = 25
GAMES_KEPT = 8


class Replays:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._lock = threading.Lock()
        self._checkpoints: OrderedDict[str, dict[int, Any]] = OrderedDict()

    def _kept(self, game_id: str) -> dict[int, Any]:
        with self._lock:
            points = self._checkpoints.setdefault(game_id, {})
            self._checkpoints.move_to_end(game_id)
            while len(self._checkpoints) > GAMES_KEPT:
                self._checkpoints.popitem(last=False)
            return points

    def at(self, rec: GameRecord, k: int) -> Any:
        """A private game object after the first ``k`` stored moves (0 <= k <= steps).
        Broken if the game no longer replays (it is then set aside)."""
        with moves.setting_aside(self.storage, rec.id):
            moves.check_replayable(rec)
            return self._replayed(rec, k)

    def _replayed(self, rec: GameRecord, k: int) -> Any:
        kind = game_kind(rec.game)
        stored = self.storage.moves(rec.id, upto=k)
        points = self._kept(rec.id)
        with self._lock:
            base = max((i for i in points if i <= k), default=None)
            game = points[base].clone() if base is not None else None
        if game is None:
            base, game = 0, moves.start(kind, rec)
            with self._lock:
                points[0] = game.clone()
        for move in stored[base:]:
            moves.apply(game, move)
            if (move.idx + 1) % CHECKPOINT_EVERY == 0:
                with self._lock:
                    points.setdefault(move.idx + 1, game.clone())
        return game

    def _placed(self, rec: GameRecord, k: int, since: int) -> places.Tracker:
        """Where the Pokémon that the events from ``since`` on name stood (as the live
        table places them): the moves up to ``k`` replayed from the latest copy of the game
        made before those events."""
        stored = self.storage.moves(rec.id, upto=k)
        points = self._kept(rec.id)
        with self._lock:
            base = max((i for i, g in points.items() if i <= k and len(g.log) <= since),
                       default=None)
            game = points[base].clone() if base is not None else None
        if game is None:
            base, game = 0, moves.start(game_kind(rec.game), rec)
        tracker = places.Tracker()
        moves.replay(game, stored[base:], tracker)
        return tracker

    def position(self, rec: GameRecord, k: int, seat: int | None, since: int = 0) -> dict[str, Any]:
        """What ``GET /api/games/<id>/replay/<k>`` answers, as ``seat`` may see it."""
        game = self.at(rec, k)
        kind = game_kind(rec.game)
        view = game.view(seat)
        events = game.log_for(seat, since)
        if kind.name == "pokemon" and since < len(game.log):
            with moves.setting_aside(self.storage, rec.id):
                events = self._placed(rec, k, since).with_places(events, since)
        return {
            "k": k,
            "steps": rec.steps,
            "view": view,
            "names": present.names(view),
            "log": present.with_text(kind, events, seat, game),
            "since": since,
            "log_len": len(game.log),
            "deciding": moves.deciding(game),
            "result": present.result(kind, moves.result_dict(game), seat),
        }
