"""Only real decisions reach a person: the server answers, for a seat, every decision with
one possible answer (the seat's ``auto_answer`` setting, on by default), through the
engine and storage like the player's own answer."""

from __future__ import annotations

import random
from math import comb
from typing import Any

import pytest
from starlette.testclient import TestClient

from tcgsim.core.decision import Decision, Option
from tcgsim.games import game_kind
from tcgsim.server import autoanswer
from tcgsim.server.app import create_app
from tcgsim.server.moves import rebuild
from tcgsim.server.storage import AUTO, Storage
from tests.server.wsclient import Table, connect, new_game


def possible_answers(d: dict[str, Any]) -> int:
    n = len(d["options"])
    return sum(comb(n, k) for k in range(d["min"], min(d["max"], n) + 1))


def play_randomly(t: Table, rng: random.Random) -> list[dict[str, Any]]:
    """Play a whole game as a random client; the decisions it was sent."""
    sent = []
    state = t.state if t.state.get("status") in ("your_decision", "over") else t.until()
    while state["status"] != "over":
        sent.append(state["decision"])
        t.send_answer(t.random_answer(rng))
        state = t.until()
    return sent


def settle(t: Table, **settings: bool) -> None:
    """Change this seat's settings and read on until the server shows them applied."""
    t.ws.send_json({"type": "settings", "settings": settings})
    while not all(t.recv().get("settings", {}).get(k) == v for k, v in settings.items()):
        pass


@pytest.mark.parametrize(("game", "seed"), [("zero", 3), ("pokemon", 1)])
def test_a_random_client_against_the_ai_is_sent_no_decision_with_one_answer(
    client: TestClient, game: str, seed: int
) -> None:
    g = new_game(client, game=game, opponent="ai:heuristic", seed=seed)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        sent = play_randomly(t, random.Random(seed))
    assert t.state["settings"] == {"auto_answer": True, "hold_priority": False}
    assert sent, "the player was asked nothing"
    assert [d["prompt"] for d in sent if possible_answers(d) == 1] == []
    # The answers the server gave are stored as such, and the game replays from storage.
    storage = client.app.state.hub.storage  # type: ignore[attr-defined]
    assert isinstance(storage, Storage)
    stored = storage.moves(g["game_id"])
    assert any(m.kind == AUTO and m.seat == 0 for m in stored)
    assert all(m.seat == 0 for m in stored if m.kind == AUTO)
    rec = storage.get_game(g["game_id"])
    assert rec is not None
    replayed = rebuild(game_kind(game), rec, stored)
    assert replayed.result.winner == t.state["result"]["winner"]


def test_with_auto_answer_off_the_seat_is_asked_everything(client: TestClient) -> None:
    g = new_game(client, game="zero", opponent="ai:heuristic", seed=3)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        settle(t, auto_answer=False)
        for _ in range(40):  # the first turns: plenty of lone "Pass" decisions
            t.send_answer(t.random_answer(random.Random(len(t.log))))
            if t.until()["status"] == "over":
                break
            if possible_answers(t.state["decision"]) == 1:
                break
        assert possible_answers(t.state["decision"]) == 1
        # Switching it back on answers the pending one straight away.
        seq = t.state["seq"]
        settle(t, auto_answer=True)
        state = t.state if t.state["status"] == "your_decision" else t.until()
        assert state["seq"] > seq and possible_answers(state["decision"]) > 1


def test_holding_priority_stops_at_every_zero_dimension_priority(client: TestClient) -> None:
    """ZD:105 (priority): a seat holding priority is given it also where it can only pass."""
    g = new_game(client, game="zero", opponent="ai:heuristic", seed=3)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        settle(t, hold_priority=True)
        lone_passes = 0
        rng = random.Random(3)
        for _ in range(60):
            state = t.state if t.state["status"] == "your_decision" else t.until()
            d = state["decision"]
            if d["kind"] == "priority" and [o["label"] for o in d["options"]] == ["Pass"]:
                lone_passes += 1
            assert d["kind"] == "priority" or possible_answers(d) > 1, d
            t.send_answer(t.random_answer(rng))
            if t.until()["status"] == "over":
                break
        assert lone_passes > 0


def test_bad_settings_are_refused_with_what_is_wrong(client: TestClient) -> None:
    g = new_game(client, game="pokemon", seed=1)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        t.until()
        ws.send_json({"type": "settings", "settings": {"auto_pass": True}})
        err = t.recv()
        assert err["code"] == "bad_message" and "auto_pass" in err["message"]
        ws.send_json({"type": "settings", "settings": {"auto_answer": "yes"}})
        err = t.recv()
        assert err["code"] == "bad_message" and "true or false" in err["message"]
    with connect(client, g["game_id"]) as ws:  # a spectator has no seat to set
        t = Table(ws)
        t.recv()
        ws.send_json({"type": "settings", "settings": {"auto_answer": False}})
        assert t.recv()["code"] == "spectator"


def test_settings_are_kept_with_the_seat(db: str) -> None:
    with TestClient(create_app(db)) as c:
        g = new_game(c, game="pokemon", seed=1)
        with connect(c, g["game_id"], g["token"]) as ws:
            settle(Table(ws), auto_answer=False)
    with TestClient(create_app(db)) as c, connect(c, g["game_id"], g["token"]) as ws:
        state = Table(ws).until()  # on a restarted server
    assert state["settings"]["auto_answer"] is False


def decision(n: int, lo: int, hi: int, kind: str = "choose") -> Decision:
    return Decision(0, kind, "?", tuple(Option(f"o{i}") for i in range(n)), lo, hi)


def test_only_answer_is_the_one_legal_answer() -> None:
    assert autoanswer.only_answer(decision(1, 1, 1)) == [0]
    assert autoanswer.only_answer(decision(3, 3, 3)) == [0, 1, 2]
    assert autoanswer.only_answer(decision(2, 2, 5)) == [0, 1]  # max beyond the options
    assert autoanswer.only_answer(decision(0, 0, 2)) == []
    assert autoanswer.only_answer(decision(2, 0, 0)) == []
    assert autoanswer.only_answer(decision(2, 1, 1)) is None
    assert autoanswer.only_answer(decision(1, 0, 1)) is None  # take it or not
    assert autoanswer.answer_for(decision(1, 1, 1, "priority"), {"hold_priority": True}) is None
    assert autoanswer.answer_for(decision(1, 1, 1), {"hold_priority": True}) == [0]
    assert autoanswer.answer_for(decision(1, 1, 1), {"auto_answer": False}) is None
