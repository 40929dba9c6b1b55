"""Pasted deck lists cannot stall the server: they are read in threads of their own, and a
list that could never be a deck is refused at once with the line that is wrong."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from starlette.testclient import TestClient

from tcgsim.server import decks
from tests.server.wsclient import Table, connect, new_game

HUGE_LINE = "999999999999 Basic Water Energy SVE 3"


def test_a_huge_count_is_refused_at_once_naming_the_line(client: TestClient) -> None:
    text = f"4 Snover MEG 35\n{HUGE_LINE}\n"
    start = time.monotonic()
    checked = client.post("/api/decks/check", json={"text": text}).json()
    created = client.post("/api/games", json={"deck_text": text, "opponent": "ai:random"})
    assert time.monotonic() - start < 5
    assert checked["ok"] is False and checked["count"] == 0
    assert checked["problems"] == [
        f"deck list line 2: '{HUGE_LINE}': a count of 999999999999 is more than a whole deck "
        "(60 cards); expected a count from 1 to 60"
    ]
    assert created.status_code == 400 and "line 2" in created.json()["problems"][0]


def test_deck_checks_that_stall_do_not_delay_a_games_answer(
    client: TestClient, monkeypatch: Any
) -> None:
    """More stalled deck checks than the server has game threads: a game still answers."""
    game = new_game(client, opponent="ai:random")
    release = threading.Event()
    entered = threading.Semaphore(0)

    def stalled_check(*args: Any) -> dict[str, Any]:
        entered.release()
        release.wait(60)
        return {"ok": False, "problems": ["stalled"], "count": 0}

    monkeypatch.setattr(decks, "check_text", stalled_check)
    senders = ThreadPoolExecutor(8)
    checks = [
        senders.submit(client.post, "/api/decks/check", json={"text": "x"}) for _ in range(8)
    ]
    # Were the checks to hold the game threads, the answer below would wait for this.
    unstall = threading.Timer(10, release.set)
    try:
        assert entered.acquire(timeout=10), "no deck check started"
        unstall.start()
        start = time.monotonic()
        with connect(client, game["game_id"], game["token"]) as ws:
            table = Table(ws)
            table.until(("your_decision",))
            table.send_answer(table.random_answer(random.Random(0)))
            answered = table.recv()
        elapsed = time.monotonic() - start
    finally:
        release.set()
        unstall.cancel()
    assert answered["type"] == "state" and answered["seq"] >= 1
    assert elapsed < 5, f"the game answered after {elapsed:.1f} s, behind the deck checks"
    assert [f.result(timeout=30).json()["problems"] for f in checks] == [["stalled"]] * 8
    senders.shutdown()
