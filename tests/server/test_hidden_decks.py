"""A deck's name tells its list: while the game is on, only its own seat sees it (not the
opponent, not spectators, not the game lists); once the game is over, everyone does."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from tests.server.wsclient import connect, new_game

HOST_DECK, GUEST_DECK = "naic2024_03_arai_gardevoir", "naic2024_02_ivanoff_gardevoir"


def decks(players: list[dict[str, Any]]) -> list[str | None]:
    return [p["deck"] for p in players]


def auth(token: str | None) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"} if token else {}


def until_both_connected(ws: Any) -> list[dict[str, Any]]:
    """Messages (states and presence notes) up to one showing both seats connected."""
    seen = []
    while True:
        msg = ws.receive_json()
        seen.append(msg)
        if msg["type"] in ("state", "presence") and all(p["connected"] for p in msg["players"]):
            return seen


def next_state(ws: Any) -> dict[str, Any]:
    while (msg := ws.receive_json())["type"] != "state":
        pass
    return msg


def test_only_its_own_seat_sees_a_deck_name_until_the_game_is_over(client: TestClient):
    g = new_game(client, opponent="friend", deck=HOST_DECK)
    code = g["invite"].removeprefix("/join/")
    invite = client.get(f"/api/join/{code}").json()
    # the invited player learns nothing of the host's list (the bundled decks are offered)
    assert HOST_DECK not in str({k: v for k, v in invite.items() if k != "decks"})
    joined = client.post(f"/api/join/{code}", json={"deck": GUEST_DECK}).json()
    gid, tokens = g["game_id"], [g["token"], joined["token"]]

    with (
        connect(client, gid) as spectator,
        connect(client, gid, tokens[0]) as host,
        connect(client, gid, tokens[1]) as guest,
    ):
        shown = [
            {str(decks(m["players"])) for m in until_both_connected(ws)}
            for ws in (host, guest, spectator)
        ]
        assert shown == [
            {str([HOST_DECK, None])},
            {str([None, GUEST_DECK])},
            {str([None, None])},
        ]
        for who, token in ((0, tokens[0]), (1, tokens[1]), (None, None)):
            mine = [HOST_DECK, GUEST_DECK][who] if who is not None else None
            for url in (f"/api/games/{gid}", f"/api/games/{gid}/replay"):
                shown = decks(client.get(url, headers=auth(token)).json()["players"])
                assert shown == [mine if s == who else None for s in (0, 1)], (url, who)
        listed = next(x for x in client.get("/api/games").json()["games"] if x["game_id"] == gid)
        assert decks(listed["players"]) == [None, None]

        guest.send_json({"type": "resign"})
        over = next_state(spectator)
        assert over["status"] == "over" and decks(over["players"]) == [HOST_DECK, GUEST_DECK]
    listed = next(x for x in client.get("/api/games").json()["games"] if x["game_id"] == gid)
    assert decks(listed["players"]) == [HOST_DECK, GUEST_DECK]
    assert decks(client.get(f"/api/games/{gid}").json()["players"]) == [HOST_DECK, GUEST_DECK]
