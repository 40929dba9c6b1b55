"""Seat isolation: a seat's token sees and acts for that seat only; spectators see what is public."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tcgsim.server.storage import hash_token
from tests.server.wsclient import Table, connect, new_game


@pytest.fixture
def friend_game(client: TestClient) -> dict[str, Any]:
    g = new_game(client, opponent="friend")
    code = g["invite"].removeprefix("/join/")
    assert client.get(f"/api/join/{code}").json()["open"] is True
    joined = client.post(f"/api/join/{code}", json={"deck": "bench-abomasnow"})
    assert joined.status_code == 200, joined.text
    assert joined.json()["seat"] == 1 and joined.json()["game_id"] == g["game_id"]
    return {"id": g["game_id"], "tokens": [g["token"], joined.json()["token"]], "code": code}


def hands(state: dict[str, Any]) -> list[Any]:
    return [p["hand"] for p in state["view"]["players"]]


def test_each_seat_sees_its_own_hand_only_and_spectators_none(client, friend_game):
    gid, tokens = friend_game["id"], friend_game["tokens"]
    with (
        connect(client, gid, tokens[0]) as w0,
        connect(client, gid, tokens[1]) as w1,
        connect(client, gid) as ws,
    ):
        tables = [Table(w0), Table(w1), Table(ws)]
        s0, s1, sp = (t.recv() for t in tables)
        d = s0["deciding"]
        tables[d].send_answer([0])  # go first or second: then both players draw
        for t in tables:
            t.recv()
        game = client.app.state.hub.tables[gid].game  # the server's own game, to compare
    assert (s0["seat"], s1["seat"], sp["seat"]) == (0, 1, None)
    assert isinstance(hands(s0)[0], list) and hands(s0)[1] is None
    assert hands(s1)[0] is None and isinstance(hands(s1)[1], list)
    assert hands(sp) == [None, None]
    # Only the seat that decides gets the decision; everyone is told whose it is.
    seats = [s0, s1]
    assert seats[d]["decision"]["player"] == d and seats[d]["status"] == "your_decision"
    assert seats[1 - d]["decision"] is None and sp["decision"] is None
    assert s1["deciding"] == sp["deciding"] == d
    assert seats[1 - d]["status"] == sp["status"] == "waiting_for_opponent"

    # Secret log fields (the cards each player drew) reach their owner only.
    logs = {0: tables[0].log, 1: tables[1].log, None: tables[2].log}
    for seat, log in logs.items():
        shown = [{k: v for k, v in e.items() if k not in ("text", "texts", "detail")} for e in log]
        assert shown == game.log_for(seat)
        assert all(isinstance(e["text"], str) and e["text"] for e in log)
    secret = [i for i, e in enumerate(game.log) if "secret" in e]
    assert secret, "the opening draws are secret events"
    for i in secret:
        owners = game.log[i]["to"]
        for seat, log in logs.items():
            shown = set(game.log[i]["secret"]) <= set(log[i])
            assert shown == (seat in owners), (seat, game.log[i]["type"])
            assert "to" not in log[i] and "secret" not in log[i]


def test_a_token_cannot_answer_for_the_other_seat(client, friend_game):
    gid, tokens = friend_game["id"], friend_game["tokens"]
    with connect(client, gid) as ws:
        deciding = Table(ws).recv()["deciding"]
    waiting = 1 - deciding
    with connect(client, gid, tokens[waiting]) as w:
        t = Table(w)
        before = t.recv()
        assert before["decision"] is None
        t.send_answer([0])
        err = t.recv()
        assert err["type"] == "error" and err["code"] == "not_your_decision"
        t.ws.send_json({"type": "resign"})  # resigning is the seat's own act, allowed
        after = t.recv()
    assert after["status"] == "over"
    assert after["result"] == {"winner": deciding, "reason": "resigned", "text": "You resigned",
                               "texts": {"en": "You resigned", "zh-CN": "你认输了"}}
    assert after["seq"] == before["seq"] + 1


def test_spectators_cannot_answer_or_resign(client, friend_game):
    gid = friend_game["id"]
    with connect(client, gid) as ws:
        t = Table(ws)
        before = t.recv()
        t.send_answer([0])
        assert t.recv()["code"] == "spectator"
        t.ws.send_json({"type": "resign"})
        assert t.recv()["code"] == "spectator"
    with connect(client, gid) as ws:
        again = Table(ws).recv()
    assert again["seq"] == before["seq"] and again["view"] == before["view"]


def test_wrong_or_foreign_tokens_are_refused_not_downgraded(client, friend_game):
    gid = friend_game["id"]
    other = new_game(client)
    for token in ("not-a-token", other["token"]):
        with connect(client, gid, token) as ws, pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
        r = client.get(f"/api/games/{gid}", headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 403 and "token" in r.json()["error"]
        assert client.get(f"/api/games/{gid}/replay/0", params={"token": token}).status_code == 403
    with connect(client, "no-such-game") as ws, pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_json()
    assert closed.value.code == 4404


def test_http_answers_for_a_token_show_that_seat_only(client, friend_game):
    gid, tokens = friend_game["id"], friend_game["tokens"]
    for seat, token in enumerate(tokens):
        summary = client.get(f"/api/games/{gid}", headers={"Authorization": f"Bearer {token}"})
        assert summary.json()["seat"] == seat
        view = client.get(f"/api/games/{gid}/replay/0", params={"token": token}).json()["view"]
        assert isinstance(view["players"][seat]["hand"], list)
        assert view["players"][1 - seat]["hand"] is None
    assert client.get(f"/api/games/{gid}").json()["seat"] is None


def test_an_invitation_is_used_once_and_tokens_are_stored_hashed(client, friend_game, db):
    code = friend_game["code"]
    again = client.post(f"/api/join/{code}", json={})
    assert again.status_code == 409 and "already" in again.json()["error"]
    assert client.get(f"/api/join/{code}").json()["open"] is False
    assert client.get("/api/join/nope").status_code == 404
    stored = b"".join(p.read_bytes() for p in Path(db).parent.glob("games.db*"))
    for token in friend_game["tokens"]:
        assert token.encode() not in stored and hash_token(token).encode() in stored


def test_a_friend_game_waits_for_the_invited_player(client):
    g = new_game(client, opponent="friend")
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        waiting = t.recv()
        assert waiting["status"] == "waiting_for_join" and waiting["view"] is None
        t.send_answer([0])
        assert t.recv()["code"] == "not_started"
        code = g["invite"].removeprefix("/join/")
        assert client.post(f"/api/join/{code}", json={"deck": "bench-abomasnow"}).status_code == 200
        started = t.recv()  # the host's page learns the game started
    assert started["status"] in ("your_decision", "waiting_for_opponent")
    assert started["view"] is not None and started["players"][1]["kind"] == "human"
    assert started["players"][1]["deck"] is None  # the friend's deck is theirs to know
