"""Answers the server refuses: each with a clear error, the game unchanged."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from tests.server.wsclient import Table, connect, new_game


def test_illegal_answers_are_refused_with_the_engines_reason_and_change_nothing(client):
    g = new_game(client, seed=21)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        before = t.until()
        d = before["decision"]
        n = len(d["options"])
        refused = [[n], [0, 0], ["0"], [True], 0, None]
        if d["max"] < n:
            refused.append(list(range(d["max"] + 1)))  # one option too many
        if d["min"] > 0:
            refused.append([])
        for answer in refused:
            t.ws.send_json({"type": "answer", "answer": answer, "seq": before["seq"]})
            err = t.recv()
            assert err["type"] == "error" and err["code"] == "illegal_answer", (answer, err)
            assert err["message"], answer
        t.ws.send_json({"type": "answer", "answer": [0], "seq": before["seq"] - 1})
        assert t.recv()["code"] == "stale_seq"
        t.ws.send_json({"type": "answer", "answer": [0]})
        assert t.recv()["code"] == "bad_message"
        t.ws.send_text("{not json")
        assert t.recv()["code"] == "bad_message"
        t.ws.send_json({"type": "dance"})
        assert t.recv()["code"] == "bad_message"
        t.ws.send_json({"type": "ping"})
        assert t.ws.receive_json() == {"type": "pong"}
    # A fresh connection finds the game exactly as it was, and a legal answer still goes in.
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        again = t.recv()
        assert {k: again[k] for k in ("seq", "view", "decision")} == {
            k: before[k] for k in ("seq", "view", "decision")
        }
        t.send_answer(t.random_answer(random.Random(1)))
        assert t.until()["seq"] > before["seq"]
    stored = client.get(f"/api/games/{g['game_id']}").json()
    assert stored["steps"] >= again["seq"] + 1


def test_two_tabs_of_one_seat_see_the_same_game(client: TestClient):
    g = new_game(client, seed=4)
    with (
        connect(client, g["game_id"], g["token"]) as a,
        connect(client, g["game_id"], g["token"]) as b,
    ):
        ta, tb = Table(a), Table(b)
        sa, sb = ta.until(), tb.until()
        assert sa["seq"] == sb["seq"] and sa["view"] == sb["view"]
        ta.send_answer(ta.random_answer(random.Random(2)))
        sa, sb = ta.until(), tb.until()
        assert sa["seq"] == sb["seq"] and sa["view"] == sb["view"] and ta.log == tb.log
        tb.send_answer([0], seq=sb["seq"] - 1)  # the other tab is behind: refused
        assert tb.recv()["code"] == "stale_seq"
