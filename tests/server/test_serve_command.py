"""``tcgsim serve``: problems it can see before starting are one error line, status 1."""

from __future__ import annotations

import os
import random
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.server.app import create_app
from tcgsim.server.storage import GameRecord, Move, Seat, Storage

runner = CliRunner()


def test_an_unsupported_database_is_one_error_line(tmp_path):
    result = runner.invoke(app, ["serve", "--db", "mysql://u@h/db", "--port", "0"])
    assert result.exit_code == 1 and "error: unsupported database 'mysql'" in result.output


def test_a_taken_port_is_one_error_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = runner.invoke(app, ["serve", "--port", str(port), "--db", str(tmp_path / "x.db")])
    assert result.exit_code == 1 and f"cannot listen on 127.0.0.1:{port}" in result.output


def test_healthz_is_503_until_storage_is_ready(tmp_path):
    unstarted = TestClient(create_app(str(tmp_path / "x.db")))  # lifespan not run
    assert unstarted.get("/healthz").status_code == 503
    with TestClient(create_app(str(tmp_path / "x.db"))) as started:
        assert started.get("/healthz").status_code == 200


def test_oversized_requests_are_refused(tmp_path):
    with TestClient(create_app(str(tmp_path / "x.db"))) as client:
        r = client.post(
            "/api/decks/check",
            content=b"x" * 1_000_001,
            headers={"content-type": "application/json"},
        )
    assert r.status_code == 413 and "larger" in r.json()["error"]


@pytest.fixture(scope="module")
def full_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real games file of some thirty pages, closed cleanly (no WAL left beside it)."""
    path = tmp_path_factory.mktemp("full") / "games.db"
    s = Storage(str(path))
    for i in range(200):
        seats = [Seat(0, "human", None, "d", ["a"] * 60, "h"), Seat(1, "ai", "random", "d")]
        s.create_game(GameRecord(id=f"g{i}", game="pokemon", seed=i, status="playing", seats=seats))
        s.add_move(f"g{i}", Move(0, 0, "answer", [0]))
    s.close()
    assert not path.with_name("games.db-wal").exists() and path.stat().st_size > 30 * 4096
    return path


def serve_on(db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tcgsim", "serve", "--port", "0", "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )


def damage(path: Path, how: str) -> None:
    rng = random.Random(how)
    if how == "random bytes":
        path.write_bytes(rng.randbytes(64 * 1024))
    elif how == "pages overwritten":
        with path.open("r+b") as f:  # the header page kept: the file still says SQLite
            f.seek(5 * 4096)
            f.write(rng.randbytes(8 * 4096))
    else:  # truncated
        os.truncate(path, path.stat().st_size // 2)


@pytest.mark.parametrize("how", ["random bytes", "pages overwritten", "truncated"])
def test_a_damaged_database_file_is_one_error_line(full_db, tmp_path, how):
    db = tmp_path / "games.db"
    shutil.copy(full_db, db)
    damage(db, how)
    ran = serve_on(db)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    lines = ran.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), ran.stderr
    assert str(db) in lines[0] and ran.stdout == ""
