"""The HTTP API: what the lobby, join and list pages ask, and clear refusals."""

from __future__ import annotations

from starlette.testclient import TestClient

from tcgsim.pokemon.model.deck import bundled_deck
from tests.server.wsclient import new_game


def test_health_and_game_kinds(client: TestClient):
    assert client.get("/healthz").json() == {"ok": True}
    kinds = {k["name"]: k for k in client.get("/api/games/kinds").json()}
    pokemon = kinds["pokemon"]
    assert pokemon["default_deck"] in pokemon["decks"]
    assert {"ai:random", "ai:heuristic", "friend"} <= set(pokemon["opponents"])


def test_deck_check_names_the_bad_line_and_the_broken_rules(client: TestClient):
    good = bundled_deck("bench-abomasnow").to_text()
    assert client.post("/api/decks/check", json={"text": good}).json() == {
        "ok": True,
        "problems": [],
        "count": 60,
        "unplayable_cards": [],
    }
    bad_line = good + "\n2 Nonsense Card ZZZ 999\n"
    r = client.post("/api/decks/check", json={"text": bad_line}).json()
    assert r["ok"] is False and r["count"] == 0 and "line" in r["problems"][0]
    short = "\n".join(good.splitlines()[:3])
    r = client.post("/api/decks/check", json={"text": short}).json()
    assert r["ok"] is False and any("60" in p for p in r["problems"]) and 0 < r["count"] < 60


def test_a_pasted_deck_plays_and_a_broken_one_is_refused(client: TestClient):
    text = bundled_deck("bench-abomasnow").to_text()
    g = new_game(client, deck=None, deck_text=text)
    mine = client.get(
        f"/api/games/{g['game_id']}", headers={"authorization": f"Bearer {g['token']}"}
    )
    assert mine.json()["players"][0]["deck"] == "custom"
    r = client.post("/api/games", json={"deck_text": "\n".join(text.splitlines()[:3])})
    assert r.status_code == 400 and r.json()["problems"]


def test_bad_requests_say_what_is_wrong(client: TestClient):
    cases = [
        ({"opponent": "ai:grandmaster"}, "ai:grandmaster"),
        ({"opponent": "robot"}, "opponent"),
        ({"deck": "no-such-deck"}, "no-such-deck"),
        ({"opponent_deck": "no-such-deck"}, "no-such-deck"),
        ({"game": "chess"}, "chess"),
        ({"seed": -1}, "seed"),
        ({"seed": "7"}, "seed"),
    ]
    for request, named in cases:
        r = client.post("/api/games", json=request)
        assert r.status_code == 400 and named in r.json()["error"], (request, r.text)
    r = client.post(
        "/api/games", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert r.status_code == 400 and "JSON" in r.json()["error"]
    assert client.get("/api/games/nope").status_code == 404
    assert client.get("/api/games", params={"status": "lost"}).status_code == 400
    assert client.get("/api/games", params={"limit": "many"}).status_code == 400
    assert client.get("/api/cards/chess").status_code == 404


def test_games_are_listed_newest_first_and_filtered_by_status(client: TestClient):
    ids = [new_game(client, seed=i)["game_id"] for i in range(3)]
    waiting = new_game(client, opponent="friend")["game_id"]
    listed = client.get("/api/games").json()
    assert listed["total"] == 4 and {g["game_id"] for g in listed["games"]} == {*ids, waiting}
    only = client.get("/api/games", params={"status": "waiting_for_join"}).json()
    assert [g["game_id"] for g in only["games"]] == [waiting]
    page = client.get("/api/games", params={"limit": 2, "offset": 1}).json()
    assert len(page["games"]) == 2 and page["total"] == 4
    assert page["games"] == listed["games"][1:3]


def test_card_details_for_the_ids_a_view_names(client: TestClient):
    deck = bundled_deck("bench-abomasnow").card_ids()
    r = client.get("/api/cards/pokemon", params={"ids": f"{deck[0]},{deck[0]},nope-1"})
    assert r.status_code == 200 and list(r.json()) == [deck[0]]
    assert r.json()[deck[0]]["name"] and "max-age" in r.headers["cache-control"]


def test_pages_are_served_for_every_route(client: TestClient):
    for path in ("/", "/game/abc", "/join/xyz", "/replay/abc", "/games"):
        r = client.get(path)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html"), path
