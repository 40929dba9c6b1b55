"""A table as the browser holds it: one WebSocket, the latest state and the whole log."""

from __future__ import annotations

import random
from typing import Any

from starlette.testclient import TestClient

TURN_OVER = ("your_decision", "over")


class Table:
    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.state: dict[str, Any] = {}
        self.log: list[dict[str, Any]] = []

    def recv(self) -> dict[str, Any]:
        """The next state or error (presence notes are skipped); states extend the log."""
        while True:
            msg = self.ws.receive_json()
            if msg["type"] == "state":
                assert msg["since"] == len(self.log), "the server resent or skipped log events"
                self.log.extend(msg["log"])
                self.state = msg
                return msg
            if msg["type"] == "error":
                return msg

    def until(self, statuses: tuple[str, ...] = TURN_OVER) -> dict[str, Any]:
        while True:
            msg = self.recv()
            if msg["type"] == "error":
                raise AssertionError(f"unexpected error: {msg}")
            if msg["status"] in statuses:
                return msg

    def send_answer(self, answer: list[int], seq: int | None = None) -> None:
        seq = self.state["seq"] if seq is None else seq
        self.ws.send_json({"type": "answer", "answer": answer, "seq": seq})

    def random_answer(self, rng: random.Random) -> list[int]:
        d = self.state["decision"]
        return rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))


def new_game(client: TestClient, **request: Any) -> dict[str, Any]:
    """A game against the AI seeded 11, or (``opponent="friend"``) an unseeded friend game:
    the server refuses a seed for those."""
    body = {"opponent": "ai:random", **request}
    if body["opponent"] != "friend":
        body.setdefault("seed", 11)
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def connect(client: TestClient, game_id: str, token: str | None = None, since: int = 0) -> Any:
    query = f"?since={since}" + (f"&token={token}" if token else "")
    return client.websocket_connect(f"/ws/games/{game_id}{query}")


def play_answers(table: Table, n: int, rng: random.Random) -> None:
    """Answer ``n`` of this seat's decisions at random (against the AI)."""
    if table.state.get("status") not in TURN_OVER:
        table.until()
    for _ in range(n):
        if table.state["status"] == "over":
            return
        table.send_answer(table.random_answer(rng))
        table.until()
