"""A stored game that no longer replays never stops a server start: it is set aside."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tcgsim.server import moves
from tcgsim.server.app import create_app
from tcgsim.server.storage import BROKEN, Storage, games_t, moves_t, seats_t
from tcgsim.server.ws import CLOSE_BROKEN
from tests.server.test_restart import start_server, stop_server
from tests.server.wsclient import Table, connect, new_game, play_answers


def damage(s: Storage, game_id: str, how: str) -> None:
    """Change the stored game behind the server's back, as a newer engine, a lost card
    file or a damaged disk would; then leave it with the AI to move at the next start
    (to_move NULL: stopped between storing a move and recording the position)."""
    first_answer = sa.and_(moves_t.c.game_id == game_id, moves_t.c.idx == 0)
    change: dict[str, Any] = {
        "illegal answer": moves_t.update().where(first_answer).values(answer=[999]),
        "unknown card": seats_t.update()
        .where(seats_t.c.game_id == game_id, seats_t.c.seat == 1)
        .values(deck=["no-such-card"] * 60),
        "damaged move row": moves_t.update().where(first_answer).values(answer={"x": 1}),
        "unknown game": games_t.update().where(games_t.c.id == game_id).values(game="chess"),
    }
    with s.engine.begin() as conn:
        conn.execute(change[how])
        conn.execute(games_t.update().where(games_t.c.id == game_id).values(to_move=None))


def played_game(client: TestClient, seed: int) -> dict[str, Any]:
    g = new_game(client, seed=seed)
    with connect(client, g["game_id"], g["token"]) as ws:
        play_answers(Table(ws), 3, random.Random(seed))
    return g


@pytest.mark.parametrize(
    "how", ["illegal answer", "unknown card", "damaged move row", "unknown game"]
)
def test_a_game_that_no_longer_replays_is_set_aside_and_the_server_starts(any_db, how, caplog):
    with TestClient(create_app(any_db)) as client:
        bad, good = played_game(client, 41), played_game(client, 42)
    s = Storage(any_db)
    damage(s, bad["game_id"], how)
    with s.engine.begin() as conn:  # the healthy game, too, is to be looked at at start
        conn.execute(games_t.update().where(games_t.c.id == good["game_id"]).values(to_move=None))

    with (
        caplog.at_level(logging.ERROR, logger="tcgsim.server"),
        TestClient(create_app(any_db)) as client,
    ):
        assert client.get("/healthz").json() == {"ok": True}
        listed = client.get("/api/games", params={"status": "broken"}).json()["games"]
        summary = client.get(f"/api/games/{bad['game_id']}").json()
        with (
            connect(client, bad["game_id"], bad["token"]) as ws,
            pytest.raises(WebSocketDisconnect) as closed,
        ):
            told = ws.receive_json()
            ws.receive_json()
        replay = client.get(f"/api/games/{bad['game_id']}/replay")
        step = client.get(f"/api/games/{bad['game_id']}/replay/0")
        with connect(client, good["game_id"], good["token"]) as ws:
            assert Table(ws).until()["status"] in ("your_decision", "over")

    rec = s.get_game(bad["game_id"])
    assert rec.status == BROKEN and rec.error
    assert [g["game_id"] for g in listed] == [bad["game_id"]]
    assert listed[0]["status"] == summary["status"] == "broken"
    assert listed[0]["error"] == summary["error"] == rec.error
    assert told["type"] == "error" and told["code"] == "game_broken"
    assert rec.error in told["message"] and closed.value.code == CLOSE_BROKEN
    for r in (replay, step):
        assert r.status_code == 410 and r.json()["code"] == "game_broken"
        assert rec.error in r.json()["error"]
    assert s.get_game(good["game_id"]).to_move is not None  # resumed and recorded at start
    with s.engine.connect() as conn:  # nothing of it thrown away
        q = sa.select(sa.func.count()).where(moves_t.c.game_id == bad["game_id"])
        assert conn.execute(q).scalar_one() >= 3
    set_aside = [r for r in caplog.records if "set aside" in r.getMessage()]
    assert len(set_aside) == 1 and bad["game_id"] in set_aside[0].getMessage()


def test_a_replay_that_fails_sets_the_game_aside(any_db):
    """A game nobody opened since its data went bad is found out by its replay."""
    with TestClient(create_app(any_db)) as client:
        g = played_game(client, 43)
        s = Storage(any_db)
        damage(s, g["game_id"], "illegal answer")
        first = client.get(f"/api/games/{g['game_id']}/replay/3")
        again = client.get(f"/api/games/{g['game_id']}/replay/0")
    assert first.status_code == again.status_code == 410
    assert "IllegalResponse" in first.json()["error"]
    assert s.get_game(g["game_id"]).status == BROKEN


def test_the_serve_command_starts_beside_a_broken_game(any_db):
    with TestClient(create_app(any_db)) as client:
        g = played_game(client, 44)
    damage(Storage(any_db), g["game_id"], "unknown card")
    proc, _ = start_server(any_db)  # asserts that it says it is serving
    stop_server(proc)
    assert Storage(any_db).get_game(g["game_id"]).status == BROKEN


def test_a_game_that_stops_replaying_in_play_is_set_aside_and_its_sockets_closed(
    any_db, monkeypatch
):
    """The engine fails on an answer, and then on the stored moves too (a bug that a new
    version brought): the game cannot be rebuilt, so it is set aside there and then."""
    with TestClient(create_app(any_db)) as client:
        g = new_game(client, seed=45)
        with connect(client, g["game_id"], g["token"]) as ws:
            t = Table(ws)
            play_answers(t, 2, random.Random(45))  # moves stored, to be replayed

            def engine_bug(game: Any, move: Any) -> None:
                raise RuntimeError("an engine bug")

            monkeypatch.setattr(moves, "apply", engine_bug)
            t.send_answer(t.random_answer(random.Random(1)))
            told = t.recv()
            assert told["code"] == "game_broken", told  # (before waiting for the close)
            with pytest.raises(WebSocketDisconnect) as closed:
                t.recv()
        with (
            connect(client, g["game_id"], g["token"]) as ws,
            pytest.raises(WebSocketDisconnect) as reopened,
        ):
            again = ws.receive_json()
            assert again.get("code") == "game_broken", again  # (before waiting for the close)
            ws.receive_json()
    assert "an engine bug" in told["message"]
    assert closed.value.code == reopened.value.code == CLOSE_BROKEN
    assert Storage(any_db).get_game(g["game_id"]).status == BROKEN
