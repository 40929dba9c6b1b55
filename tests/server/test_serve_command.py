"""``tcgsim serve``: problems it can see before starting are one error line, status 1."""

from __future__ import annotations

import socket

from starlette.testclient import TestClient
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.server.app import create_app

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
