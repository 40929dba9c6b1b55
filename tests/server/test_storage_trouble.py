"""A database another process holds locked: every answer, request and socket is told so in
words (``storage_busy``), nothing half-done is kept, and the games go on once it is free."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from contextlib import ExitStack

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tcgsim.server.app import create_app
from tcgsim.server.storage import Move, Storage
from tcgsim.server.ws import CLOSE_TRY_AGAIN
from tests.server.dblocks import all_locked, writes_locked
from tests.server.test_restart import answer_handing_over_to_the_ai
from tests.server.wsclient import Table, connect, new_game, play_answers

BUSY_TIMEOUT_S = 0.2  # how long the server waits for a lock before saying it is busy


def started_game(db: str, seed: int = 5) -> dict:
    """A game stored in ``db`` by a server now stopped, waiting for seat 0's answer."""
    with TestClient(create_app(db)) as client:
        g = new_game(client, seed=seed)
        with connect(client, g["game_id"], g["token"]) as ws:
            Table(ws).until()
    return g


def eventually(check: Callable[[], bool], within_s: float = 20.0) -> bool:
    end = time.monotonic() + within_s
    while not check():
        if time.monotonic() > end:
            return False
        time.sleep(0.05)
    return True


def test_an_answer_that_cannot_be_stored_is_refused_as_storage_busy_game_unchanged(any_db):
    store = Storage(any_db, busy_timeout_s=BUSY_TIMEOUT_S)
    with TestClient(create_app(storage=store)) as client:
        g = new_game(client)
        with connect(client, g["game_id"], g["token"]) as ws:
            t = Table(ws)
            seq = t.until()["seq"]
            answer = t.random_answer(random.Random(1))
            with writes_locked(any_db):
                t.send_answer(answer)
                refused = t.recv()
                stored_meanwhile = len(store.moves(g["game_id"]))
            # The same answer quoting the same seq is taken: the game had not moved on.
            t.send_answer(answer)
            after = t.until()
        stored_after = len(store.moves(g["game_id"]))
    assert refused["type"] == "error" and refused["code"] == "storage_busy"
    assert "nothing was changed" in refused["message"]
    assert stored_meanwhile == seq
    assert after["seq"] > seq and stored_after == after["seq"]


def test_http_answers_503_with_retry_after_while_the_database_is_locked(any_db):
    store = Storage(any_db, busy_timeout_s=BUSY_TIMEOUT_S)
    with TestClient(create_app(storage=store)) as client:
        with writes_locked(any_db):
            created = client.post("/api/games", json={"opponent": "ai:random"})
            listed_meanwhile = client.get("/api/games")  # reading goes on
        store.engine.dispose()  # (SQLite: a lock on reading needs the file to itself)
        with all_locked(any_db):
            listed = client.get("/api/games")
        created_after = client.post("/api/games", json={"opponent": "ai:random"})
    for r in (created, listed):
        assert r.status_code == 503 and r.headers["retry-after"] == "1"
        assert r.json()["code"] == "storage_busy" and "database is busy" in r.json()["error"]
    assert listed_meanwhile.status_code == 200 and listed_meanwhile.json()["total"] == 0
    assert created_after.status_code == 201


def test_a_socket_whose_game_cannot_be_read_is_told_and_closed_try_again_later(any_db):
    g = started_game(any_db)
    store = Storage(any_db, busy_timeout_s=BUSY_TIMEOUT_S)
    with TestClient(create_app(storage=store)) as client:
        store.engine.dispose()
        with (
            all_locked(any_db),
            connect(client, g["game_id"], g["token"]) as ws,
            pytest.raises(WebSocketDisconnect) as closed,
        ):
            told = ws.receive_json()
            ws.receive_json()
        with connect(client, g["game_id"], g["token"]) as ws:  # free again: it opens
            reopened = Table(ws).until()
    assert told["type"] == "error" and told["code"] == "storage_busy"
    assert closed.value.code == CLOSE_TRY_AGAIN == 1013
    assert reopened["status"] == "your_decision"


def handed_over_to_the_ai(db: str, seed: int) -> tuple[dict, int]:
    """A game stored in ``db`` as a server killed right after storing seat 0's answer
    left it: the AI is to move, at the returned seq."""
    rng = random.Random(seed)
    with TestClient(create_app(db)) as client:
        g = new_game(client, seed=seed)
        with connect(client, g["game_id"], g["token"]) as ws:
            t = Table(ws)
            play_answers(t, 1, rng)
            while (answer := answer_handing_over_to_the_ai(db, g["game_id"])) is None:
                play_answers(t, 1, rng)
    s = Storage(db)
    s.add_move(g["game_id"], Move(t.state["seq"], 0, "answer", answer))
    s.close()
    return g, t.state["seq"]


def test_the_ai_waits_for_a_locked_database_and_then_plays_on(any_db, caplog):
    g, handed_over_at = handed_over_to_the_ai(any_db, 12)
    s = Storage(any_db)

    def steps() -> int:
        return s.get_game(g["game_id"]).steps

    store = Storage(any_db, busy_timeout_s=BUSY_TIMEOUT_S)
    with ExitStack() as locked, caplog.at_level(logging.WARNING, logger="tcgsim.server"):
        locked.enter_context(writes_locked(any_db))
        with TestClient(create_app(storage=store)):
            waited = eventually(lambda: "waits for the database" in caplog.text)
            steps_while_locked = steps()
            locked.close()
            played_on = eventually(lambda: steps() > handed_over_at + 1)
    assert waited and steps_while_locked == handed_over_at + 1
    assert played_on, "the AI did not play on once the database was free"


def test_a_server_started_on_a_locked_database_resumes_each_game_when_it_is_opened(any_db, caplog):
    g, handed_over_at = handed_over_to_the_ai(any_db, 13)
    store = Storage(any_db, busy_timeout_s=BUSY_TIMEOUT_S)
    store.engine.dispose()
    with ExitStack() as locked, caplog.at_level(logging.WARNING, logger="tcgsim.server"):
        locked.enter_context(all_locked(any_db))
        with TestClient(create_app(storage=store)) as client:
            started = client.get("/healthz").json()
            store.engine.dispose()
            locked.close()
            with connect(client, g["game_id"], g["token"]) as ws:
                resumed = Table(ws).until()
    assert started == {"ok": True} and "no game resumed at start" in caplog.text
    assert resumed["seq"] > handed_over_at + 1  # the AI played on once the game was opened
