"""A server that stops at any moment and starts again loses nothing: games are seed + answers."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import orjson
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


def test_a_new_server_on_the_same_file_finds_every_game_where_it_was(db):
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


def test_a_stored_answer_the_server_had_no_time_to_apply_is_applied_and_the_ai_goes_on(db):
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
    line = proc.stdout.readline()
    match = re.search(r"serving on (http://\S+)", line)
    assert match, f"the server did not start: {line}{proc.stdout.read() if proc.poll() else ''}"
    return proc, match.group(1)


def test_sigkill_in_the_middle_of_a_game_loses_nothing(tmp_path):
    """The real command, killed with SIGKILL while the AI may be mid-turn. (The client
    sends binary frames, as some WebSocket libraries do.)"""
    db = str(tmp_path / "killed.db")
    proc, url = start_server(db)
    seen: dict[int, dict] = {}  # seq -> what seat 0 was shown at that position
    rng = random.Random(7)
    try:
        g = httpx.post(url + "api/games", json={"seed": 77, "opponent": "ai:random"}).json()
        ws_url = url.replace("http", "ws") + f"ws/games/{g['game_id']}?token={g['token']}"
        with ws_connect(ws_url) as ws:
            answered = 0
            while answered < 8:
                msg = orjson.loads(ws.recv(timeout=60))
                if msg["type"] == "state":
                    seen[msg["seq"]] = msg["view"]
                if msg.get("status") == "your_decision":
                    d = msg["decision"]
                    answer = rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))
                    ws.send(orjson.dumps({"type": "answer", "answer": answer, "seq": msg["seq"]}))
                    answered += 1
                if msg.get("status") == "over":
                    break
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # no shutdown of any kind
        proc.wait()
        proc.stdout.close()
    # Started again (here in-process: the file is all it gets), it shows every position
    # seat 0 saw, and the AI's turn, if the kill cut one, is played on.
    with TestClient(create_app(db)) as client:
        for seq, view in seen.items():
            replayed = client.get(
                f"/api/games/{g['game_id']}/replay/{seq}", params={"token": g["token"]}
            ).json()
            assert replayed["view"] == view, f"position {seq} differs after the restart"
        with connect(client, g["game_id"], g["token"]) as ws:
            resumed = Table(ws).until()
    assert resumed["seq"] >= max(seen) and resumed["status"] in ("your_decision", "over")
