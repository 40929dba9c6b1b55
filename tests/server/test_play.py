"""Games through the HTTP API and the WebSocket, from creation to the result."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from tests.server.wsclient import Table, connect, new_game


def test_a_game_against_the_ai_is_played_to_the_end_over_the_websocket(client: TestClient):
    g = new_game(client, opponent="ai:heuristic", seed=5)
    assert g["seat"] == 0 and g["invite"] is None and len(g["token"]) >= 40
    rng = random.Random(5)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        state = t.until()
        assert state["seat"] == 0 and state["players"][1]["level"] == "heuristic"
        answers = 0
        while state["status"] != "over":
            assert state["decision"]["player"] == 0 and state["deciding"] == 0
            t.send_answer(t.random_answer(rng))
            answers += 1
            state = t.until()
    assert state["result"]["winner"] in (0, 1, None) and state["result"]["reason"]
    assert state["decision"] is None and state["deciding"] is None
    assert t.log[-1]["type"] == "game_over" and answers >= 1, state["result"]

    listed = client.get("/api/games").json()
    assert listed["total"] == 1
    summary = listed["games"][0]
    assert summary["game_id"] == g["game_id"] and summary["status"] == "over"
    assert summary["steps"] == state["seq"]
    # the summary's result as stored; the table's adds the reason in words for the seat
    assert summary["result"] == {k: state["result"][k] for k in ("winner", "reason")}

    # The replay's last step is the game as it ended, as seat 0 saw it.
    last = client.get(
        f"/api/games/{g['game_id']}/replay/{state['seq']}", params={"token": g["token"]}
    ).json()
    assert last["view"] == state["view"] and last["log"] == t.log
    assert last["result"] == state["result"]


def test_the_ai_answers_straight_away_when_it_decides_first(client: TestClient):
    """Whoever decides first, the page's first state is already the human's decision."""
    for seed in range(4):
        g = new_game(client, seed=seed)
        with connect(client, g["game_id"], g["token"]) as ws:
            state = Table(ws).until()
        assert state["status"] == "your_decision" and state["decision"]["player"] == 0


def test_replay_steps_forward_and_back_from_stored_answers(client: TestClient):
    g = new_game(client, seed=8)
    rng = random.Random(8)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        t.until()
        for _ in range(12):
            t.send_answer(t.random_answer(rng))
            t.until()
    gid = g["game_id"]
    info = client.get(f"/api/games/{gid}/replay").json()
    assert info["steps"] == t.state["seq"] and info["status"] == "playing"
    positions = [
        client.get(f"/api/games/{gid}/replay/{k}").json() for k in range(info["steps"] + 1)
    ]
    assert positions[0]["k"] == 0 and positions[-1]["k"] == info["steps"]
    # Going back gives the same position as going forward did.
    assert client.get(f"/api/games/{gid}/replay/3").json() == positions[3]
    # Without a token it is the spectator's view: no hand.
    assert all(p["view"]["players"][0]["hand"] is None for p in positions)
    assert positions[-1]["log_len"] >= positions[0]["log_len"]
    since = positions[5]["log_len"]
    tail = client.get(f"/api/games/{gid}/replay/{info['steps']}", params={"since": since}).json()
    assert tail["log"] == positions[-1]["log"][since:]
    assert client.get(f"/api/games/{gid}/replay/{info['steps'] + 1}").status_code == 404
