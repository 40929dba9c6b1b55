"""Every game in tcgsim.games plays through the server the same way."""

from __future__ import annotations

import random

import pytest
from starlette.testclient import TestClient

from tcgsim.games import GAMES
from tests.server.wsclient import Table, connect, new_game, play_answers


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_kind_is_offered_and_plays_over_the_websocket(client: TestClient, name):
    kinds = {k["name"]: k for k in client.get("/api/games/kinds").json()}
    assert set(kinds) == set(GAMES) and "ai:random" in kinds[name]["opponents"]
    g = new_game(client, game=name, opponent=None, seed=9)  # the game's default AI
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        play_answers(t, 10, random.Random(9))
    assert t.state["game"] == name and t.state["view"]["game"] == name
    assert t.state["seq"] >= 10 or t.state["status"] == "over"
    assert all(e["text"] for e in t.log)
    summary = client.get(f"/api/games/{g['game_id']}").json()
    assert summary["players"][1]["kind"] == "ai" and summary["steps"] == t.state["seq"]
