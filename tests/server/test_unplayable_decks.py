"""The browser lobby never starts a game with a card the engine would play as a blank: the deck
check lists such cards, creating or joining a game with one is refused naming each card and
the text it lacks, and ``"allow_unplayable": true`` plays it, saying so in the answer."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from tcgsim.server.app import create_app
from tests.server.wsclient import Table, connect, new_game, play_answers
from tests.test_unplayable import BLANK, BLANK_NAME, deck_text


def test_the_deck_check_lists_unplayable_cards(client: TestClient) -> None:
    r = client.post("/api/decks/check", json={"text": deck_text(), "format": "unlimited"}).json()
    assert r["ok"] is False and r["count"] == 60
    assert [c["card"] for c in r["unplayable_cards"]] == [BLANK]
    assert "stage Level-Up is not supported" in r["unplayable_cards"][0]["missing"]
    assert r["problems"] == [f"not playable yet (the engine lacks its text): {BLANK_NAME}: "
                             + " | ".join(r["unplayable_cards"][0]["missing"])]


def test_creating_a_game_with_an_unplayable_card_is_refused(client: TestClient) -> None:
    r = client.post("/api/games", json={"deck_text": deck_text(), "opponent": "ai:random"})
    assert r.status_code == 400
    body = r.json()
    assert "has 1 card(s) whose text the engine cannot play yet" in body["error"]
    assert '"allow_unplayable": true' in body["error"]
    assert len(body["problems"]) == 1 and BLANK_NAME in body["problems"][0]
    assert client.get("/api/games").json()["total"] == 0


def test_the_opt_in_plays_it_and_the_answer_says_so(client: TestClient) -> None:
    g = new_game(client, deck=None, deck_text=deck_text(), allow_unplayable=True)
    assert [c["card"] for c in g["unplayable_cards"]["custom"]] == [BLANK]
    assert g["warnings"] and BLANK_NAME in g["warnings"][0]
    with connect(client, g["game_id"], g["token"]) as ws:
        assert ws.receive_json()["type"] == "state"  # the game is on
    plain = new_game(client)
    assert (plain["unplayable_cards"], plain["warnings"]) == ({}, [])


def test_joining_with_an_unplayable_card_is_refused_unless_allowed(client: TestClient) -> None:
    host = new_game(client, opponent="friend")
    code = host["invite"].rsplit("/", 1)[1]
    refused = client.post(f"/api/join/{code}", json={"deck_text": deck_text()})
    assert refused.status_code == 400 and BLANK_NAME in refused.json()["problems"][0]
    joined = client.post(f"/api/join/{code}", json={"deck_text": deck_text(),
                                                    "allow_unplayable": True})
    assert joined.status_code == 200 and joined.json()["warnings"]


def test_the_opt_in_must_be_a_boolean(client: TestClient) -> None:
    r = client.post("/api/games", json={"allow_unplayable": "yes"})
    assert r.status_code == 400 and "'allow_unplayable' must be true or false" in r.json()["error"]


def test_a_game_played_with_the_opt_in_resumes_on_a_new_server(db: str) -> None:
    """A stored game is rebuilt as the lobby accepted it: the opt-in is not asked again."""
    with TestClient(create_app(db)) as first:
        g = new_game(first, deck=None, deck_text=deck_text(), allow_unplayable=True)
        with connect(first, g["game_id"], g["token"]) as ws:
            before = Table(ws)
            play_answers(before, 3, random.Random(5))
    with TestClient(create_app(db)) as second:
        summary = second.get(f"/api/games/{g['game_id']}",
                             headers={"authorization": f"Bearer {g['token']}"}).json()
        assert summary["status"] in ("playing", "over")
        with connect(second, g["game_id"], g["token"]) as ws:
            after = Table(ws)
            after.recv()
            assert after.log == before.log
