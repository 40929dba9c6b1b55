"""A server that stops at any moment and starts again loses nothing: games are seed + answers."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from starlette.testclient import TestClient
from websockets.sync.client import connect as ws_connect

from tcgsim.games import game_kind
from tcgsim.server import moves
from tcgsim.server.app import create_app
from tcgsim.server.storage import Move, Storage
from tests.server.wsclient import Table, connect, new_game, play_answers

SAME = ("seq", "view", "decision", "status", "deciding", "result")


def same_position(a: dict, b: dict) -> dict:
    return {k: (a[k], b[k]) for k in SAME if a[k] != b[k]}


def test_a_new_server_on_the_same_file_finds_every_game_where_it_was(any_db):
    db = any_db
    rng = random.Random(3)
    first = TestClient(create_app(db)).__enter__()  # never stopped cleanly: as if killed
    g = new_game(first, seed=31)
    friend = new_game(first, opponent="friend")
    code = friend["invite"].removeprefix("/join/")
    friend_token = first.post(f"/api/join/{code}", json={}).json()["token"]
    with connect(first, g["game_id"], g["token"]) as ws:
        before = Table(ws)
        play_answers(before, 10, rng)
    with connect(first, friend["game_id"], friend_token) as ws:
        friend_before = Table(ws)
        friend_before.recv()

    # The second server knows only the file: everything it shows comes from storage.
    with TestClient(create_app(db)) as second:
        with connect(second, g["game_id"], g["token"]) as ws:
            after = Table(ws)
            after.recv()
            assert not same_position(before.state, after.state)
            assert after.log == before.log
            play_answers(after, 1, rng)  # and the game goes on
            assert after.state["seq"] > before.state["seq"] or after.state["status"] == "over"
        with connect(second, friend["game_id"], friend_token) as ws:
            friend_after = Table(ws)
            friend_after.recv()
        assert not same_position(friend_before.state, friend_after.state)
        assert friend_after.log == friend_before.log


def answer_handing_over_to_the_ai(db: str, game_id: str) -> list[int] | None:
    """An answer to the pending decision after which the AI (seat 1) decides, if any."""
    s = Storage(db)
    game = moves.rebuild(game_kind("pokemon"), s.get_game(game_id), s.moves(game_id))
    s.close()
    d = game.decision
    for answer in [[i] for i in range(len(d.options))] if d.min <= 1 <= d.max else []:
        trial = game.clone()
        trial.respond(answer)
        if moves.deciding(trial) == 1:
            return answer
    return None


def test_a_stored_answer_the_server_had_no_time_to_apply_is_applied_and_the_ai_goes_on(any_db):
    db = any_db
    rng = random.Random(12)
    with TestClient(create_app(db)) as client:
        g = new_game(client, seed=12)
        with connect(client, g["game_id"], g["token"]) as ws:
            t = Table(ws)
            play_answers(t, 1, rng)
            while (answer := answer_handing_over_to_the_ai(db, g["game_id"])) is None:
                play_answers(t, 1, rng)
    killed_at = t.state["seq"]
    # What a kill right after the commit leaves behind: the answer stored, nothing else.
    s = Storage(db)
    s.add_move(g["game_id"], Move(killed_at, 0, "answer", answer))
    s.close()
    with TestClient(create_app(db)) as client:
        with connect(client, g["game_id"], g["token"]) as ws:
            resumed = Table(ws).until()
        stored = Storage(db)
        rec = stored.get_game(g["game_id"])
        replayed = moves.rebuild(game_kind("pokemon"), rec, stored.moves(rec.id))
    assert stored.moves(rec.id)[killed_at].answer == answer
    assert resumed["seq"] == rec.steps > killed_at + 1  # the AI answered after the stored move
    assert resumed["status"] in ("your_decision", "over") and rec.to_move in (0, None)
    assert resumed["view"] == replayed.view(0)


def start_server(db: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tcgsim", "serve", "--port", "0", "--db", db],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    before = []  # what it says before it serves (a log line, say)
    while (line := proc.stdout.readline()) and not re.search(r"serving on http://", line):
        before.append(line)
    if not line:
        proc.wait()
        proc.stdout.close()
        raise AssertionError("the server did not start:\n" + "".join(before))
    return proc, re.search(r"serving on (http://\S+)", line).group(1)


def stop_server(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> None:
    os.kill(proc.pid, sig)
    proc.wait(timeout=60)
    proc.stdout.close()


def play_over_the_socket(
    url: str, g: dict, rng: random.Random, answers: int, seen: dict[int, dict]
) -> None:
    """Answer ``answers`` of seat 0's decisions through the real WebSocket, as a browser
    would, noting in ``seen`` (seq -> view) what seat 0 is shown. Returns right after
    the last answer is sent, without waiting for it: a kill then may cut it anywhere.
    (The client sends binary frames, as some WebSocket libraries do.)"""
    ws_url = url.replace("http", "ws") + f"ws/games/{g['game_id']}?token={g['token']}"
    with ws_connect(ws_url) as ws:
        answered = 0
        while answered < answers:
            msg = orjson.loads(ws.recv(timeout=60))
            assert msg["type"] != "error", msg
            if msg["type"] == "state":
                seen[msg["seq"]] = msg["view"]
            if msg.get("status") == "over":
                return
            if msg.get("status") == "your_decision":
                d = msg["decision"]
                answer = rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))
                ws.send(orjson.dumps({"type": "answer", "answer": answer, "seq": msg["seq"]}))
                answered += 1


def differences_after_restart(get: Any, g: dict, seen: dict[int, dict]) -> list[str]:
    """What a restarted server shows differently from ``seen`` (``get`` is its HTTP GET)."""
    summary = get(f"/api/games/{g['game_id']}").json()
    if summary["status"] == "broken" or summary["steps"] < max(seen, default=0):
        return [f"game {g['game_id']}: {summary}"]
    return [
        f"game {g['game_id']}: position {seq} differs after the restart"
        for seq, view in seen.items()
        if get(f"/api/games/{g['game_id']}/replay/{seq}", params={"token": g["token"]}).json()[
            "view"
        ]
        != view
    ]


def test_sigkill_in_the_middle_of_a_game_loses_nothing(any_db):
    """The real command, killed with SIGKILL while the AI may be mid-turn."""
    proc, url = start_server(any_db)
    seen: dict[int, dict] = {}  # seq -> what seat 0 was shown at that position
    try:
        g = httpx.post(url + "api/games", json={"seed": 77, "opponent": "ai:random"}).json()
        play_over_the_socket(url, g, random.Random(7), 8, seen)
    finally:
        stop_server(proc, signal.SIGKILL)  # no shutdown of any kind
    # Started again (here in-process: the database is all it gets), it shows every
    # position seat 0 saw, and the AI's turn, if the kill cut one, is played on.
    with TestClient(create_app(any_db)) as client:
        assert differences_after_restart(client.get, g, seen) == []
        with connect(client, g["game_id"], g["token"]) as ws:
            resumed = Table(ws).until()
    assert resumed["seq"] >= max(seen) and resumed["status"] in ("your_decision", "over")


@pytest.mark.soak
def test_many_sigkills_lose_nothing(any_db):
    """Round after round on one database: the real command started, each game checked
    against what its player was shown, a few answers played (in the game of the round
    before, or a new one), then SIGKILL at once after an answer. Rounds:
    $TCGSIM_KILL_ROUNDS (20). Run: python -m pytest -m soak -k sigkills tests/server"""
    rounds = int(os.environ.get("TCGSIM_KILL_ROUNDS", "20"))
    rng = random.Random(2024)
    games: list[tuple[dict, dict[int, dict]]] = []
    for r in range(rounds + 1):
        proc, url = start_server(any_db)
        try:
            with httpx.Client(base_url=url, timeout=60) as http:
                lost = [
                    d for g, seen in games for d in differences_after_restart(http.get, g, seen)
                ]
                assert lost == [], f"round {r}: {lost}"
                if r == rounds:
                    break
                if not games or is_over(http, games[-1][0]):
                    g = http.post("/api/games", json={"seed": r, "opponent": "ai:random"}).json()
                    games.append((g, {}))
            g, seen = games[-1]
            play_over_the_socket(url, g, rng, rng.randint(1, 6), seen)
        finally:
            stop_server(proc, signal.SIGKILL)
    print(f"{rounds} SIGKILL rounds, {len(games)} games: nothing lost")


def is_over(http: httpx.Client, g: dict) -> bool:
    return http.get(f"/api/games/{g['game_id']}").json()["status"] == "over"
