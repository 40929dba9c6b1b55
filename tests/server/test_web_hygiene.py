"""What other sites and other names can do to the server: nothing they should."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect as ws_connect

from tcgsim.server.app import create_app
from tcgsim.server.security import (
    QueryStringFilter,
    allowed_hosts,
    clip,
    host_name,
    origin_allowed,
)
from tcgsim.server.ws import CLOSE_BAD_ORIGIN, CLOSE_BAD_TOKEN
from tests.server.wsclient import new_game

ROOT = Path(__file__).resolve().parents[2]


def ws_url(game_id: str) -> str:
    return f"/ws/games/{game_id}"


# -- WebSocket origins ----------------------------------------------------------------------
def test_a_page_of_another_site_cannot_open_a_game(client: TestClient):
    g = new_game(client)
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        client.websocket_connect(ws_url(g["game_id"]), headers={"origin": "https://evil.example"}),
    ):
        pass
    assert refused.value.code == CLOSE_BAD_ORIGIN
    # the server's own pages (Origin = the Host asked for) and clients without Origin may
    for headers in ({"origin": "http://testserver"}, {}):
        with client.websocket_connect(ws_url(g["game_id"]), headers=headers) as ws:
            assert ws.receive_json()["type"] == "state"


def test_allowed_origins_are_exact(db):
    with TestClient(create_app(db, allow_origins=["https://Friend.example/"])) as client:
        g = new_game(client)
        with client.websocket_connect(
            ws_url(g["game_id"]), headers={"origin": "https://friend.example"}
        ) as ws:
            assert ws.receive_json()["type"] == "state"
        for other in ("https://friend.example:8443", "http://friend.example", "null"):
            refused = pytest.raises(WebSocketDisconnect)
            with refused, client.websocket_connect(ws_url(g["game_id"]), headers={"origin": other}):
                pass


def test_origin_rules():
    def allowed(origin: str | None, host: str, extra: frozenset[str] = frozenset()) -> bool:
        from starlette.datastructures import Headers

        raw = {"host": host} | ({"origin": origin} if origin is not None else {})
        return origin_allowed(Headers(raw), extra)

    assert allowed(None, "localhost:8000")
    assert allowed("http://localhost:8000", "localhost:8000")
    assert allowed("http://[::1]:8000", "[::1]:8000")
    assert not allowed("http://localhost:8001", "localhost:8000")
    assert not allowed("http://evil.example", "localhost:8000")
    assert not allowed("file://", "")
    assert allowed("https://a.example", "localhost:8000", frozenset({"https://a.example"}))


# -- the seat token outside the URL -------------------------------------------------------------
def test_the_seat_token_travels_as_a_subprotocol_or_a_header(client: TestClient):
    g = new_game(client)
    offered = ["tcgsim", f"tcgsim.token.{g['token']}"]
    with client.websocket_connect(ws_url(g["game_id"]), subprotocols=offered) as ws:
        assert ws.accepted_subprotocol == "tcgsim"  # never the token echoed back
        assert ws.receive_json()["seat"] == 0
    bearer = {"authorization": f"Bearer {g['token']}"}
    with client.websocket_connect(ws_url(g["game_id"]), headers=bearer) as ws:
        assert ws.receive_json()["seat"] == 0
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        client.websocket_connect(
            ws_url(g["game_id"]), subprotocols=["tcgsim", "tcgsim.token.wrong"]
        ) as ws,
    ):
        ws.receive_json()
    assert refused.value.code == CLOSE_BAD_TOKEN


def test_a_query_string_never_reaches_a_log_line():
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, "", 0, '%s - "%s %s HTTP/%s" %d',
        ("1.2.3.4:5", "GET", "/api/games/g?token=SECRET", "1.1", 200), None,
    )  # fmt: skip
    assert QueryStringFilter().filter(record) and "SECRET" not in record.getMessage()
    assert "/api/games/g" in record.getMessage()


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[str]]]:
    """``tcgsim serve`` logging every request, on a free loopback port; its output lines
    (read as they come, by a thread)."""
    db = tmp_path_factory.mktemp("serve") / "s.db"
    cmd = [sys.executable, "-m", "tcgsim", "serve", "--port", "0", "--db", str(db),
           "--log-level", "info", "--allowed-host", "games.lan"]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    lines: list[str] = []
    ready = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            if "serving on" in line:
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        ready.wait(120)
        url = next(
            (m.group(1) for x in lines if (m := re.search(r"serving on (\S+?)/?$", x))), None
        )
        assert url, "".join(lines)
        yield url, lines
    finally:
        proc.terminate()
        proc.wait(30)


def logged_after(lines: list[str], marker: str) -> str:
    """The output once a request for ``marker`` has been logged (logs arrive a bit later)."""
    for _ in range(100):
        if marker in "".join(lines):
            break
        time.sleep(0.05)
    return "".join(lines)


def test_served_access_logs_hold_no_token(served):
    url, lines = served
    secret = "tok" + "en" * 20
    with httpx.Client(base_url=url) as http:
        g = http.post("/api/games", json={"seed": 3}).json()
        assert http.get(f"/api/games/{g['game_id']}?token={secret}").status_code == 403
        assert http.get(f"/api/games/{g['game_id']}?token={g['token']}").status_code == 200
    ws_base = url.replace("http", "ws", 1)
    with ws_connect(f"{ws_base}/ws/games/{g['game_id']}?token={g['token']}") as ws:
        assert '"seat":0' in ws.recv()
    with httpx.Client(base_url=url) as http:
        http.get("/healthz?last")  # one more line, after the ones above were written
    logged = logged_after(lines, "/healthz")
    assert f"/api/games/{g['game_id']}" in logged and "WebSocket /ws/games/" in logged
    assert secret not in logged and g["token"] not in logged and "token=" not in logged


def test_served_answers_only_to_its_own_names(served):
    url, _ = served
    port = url.rsplit(":", 1)[1]
    with httpx.Client(base_url=url) as http:
        for host in ("localhost", "127.0.0.1", "games.lan"):
            assert http.get("/healthz", headers={"host": f"{host}:{port}"}).status_code == 200
        r = http.get("/healthz", headers={"host": "rebound.evil.example"})
        assert r.status_code == 400 and "--allowed-host" in r.text
    # over uvicorn, a page of another site is refused with HTTP 403 before any handshake
    with pytest.raises(InvalidStatus) as refused:
        ws_connect(f"{url.replace('http', 'ws', 1)}/ws/games/x", origin="https://evil.example")
    assert refused.value.response.status_code == 403


def test_allowed_hosts():
    assert allowed_hosts("127.0.0.1") == {"localhost", "127.0.0.1", "::1"}
    assert "192.168.1.5" in allowed_hosts("192.168.1.5")
    assert "0.0.0.0" not in allowed_hosts("0.0.0.0", ["Games.LAN", "[fe80::1]"])
    assert {"games.lan", "fe80::1"} <= allowed_hosts("0.0.0.0", ["Games.LAN", "[fe80::1]"])
    assert host_name("[::1]:8000") == "::1" and host_name("Example.com:80") == "example.com"


def test_an_unknown_host_name_is_refused(db):
    hosts = allowed_hosts("0.0.0.0", ["games.lan"])
    with TestClient(create_app(db, allowed_hosts=hosts), base_url="http://evil.example") as c:
        assert c.get("/healthz").status_code == 400
        for host in ("games.lan:8000", "[::1]:8000", "localhost"):
            assert c.get("/healthz", headers={"host": host}).status_code == 200, host
        with pytest.raises(WebSocketDisconnect), c.websocket_connect("/ws/games/x"):
            pass


# -- cross-site POSTs, headers, odd paths, echoes ------------------------------------------------
def test_a_post_must_say_it_is_json(client: TestClient):
    body = b'{"opponent": "ai:random"}'
    for ctype in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", None):
        headers = {} if ctype is None else {"content-type": ctype}
        r = client.post("/api/games", content=body, headers=headers)
        assert r.status_code == 415 and "application/json" in r.json()["error"], ctype
    assert client.get("/api/games").json()["total"] == 0  # none of them made a game
    ok = client.post(
        "/api/games", content=body, headers={"content-type": "application/json; charset=utf-8"}
    )
    assert ok.status_code == 201


def test_every_response_carries_the_security_headers(client: TestClient):
    g = new_game(client)
    paths = ["/", f"/game/{g['game_id']}", "/static/css/app.css", "/api/games", "/healthz",
             "/api/games/nope", "/static/nope.js", "/static/%00"]  # fmt: skip
    for path in paths:
        r = client.get(path)
        csp = r.headers.get("content-security-policy", "")
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp, path
        assert re.search(r"img-src [^;]*https:", csp), path
        assert r.headers["x-content-type-options"] == "nosniff", path


def test_a_nul_byte_in_a_static_path_is_not_found(db):
    with TestClient(create_app(db), raise_server_exceptions=False) as client:
        for path in ("/static/%00", "/static/js/%00.js", "/static/a%00b"):
            assert client.get(path).status_code == 404, path


def test_refusals_quote_only_a_short_prefix_of_what_was_sent(client: TestClient):
    junk = "Z" * 100_000
    for request in ({"opponent": junk}, {"opponent": f"ai:{junk}"}, {"game": junk}):
        r = client.post("/api/games", json=request)
        assert r.status_code == 400 and "ZZZZ" in r.json()["error"], request
        assert len(r.json()["error"]) < 300, request
    r = client.get("/api/games", params={"limit": junk[:5000]})  # URLs are shorter
    assert r.status_code == 400 and len(r.json()["error"]) < 300
    g = new_game(client)
    with client.websocket_connect(f"{ws_url(g['game_id'])}?token={g['token']}") as ws:
        state = ws.receive_json()
        while state["type"] != "state" or state["status"] != "your_decision":
            state = ws.receive_json()
        for answer in (junk, [junk], [10**400]):
            ws.send_json({"type": "answer", "answer": answer, "seq": state["seq"]})
            while (msg := ws.receive_json())["type"] != "error":
                pass
            assert msg["code"] in ("illegal_answer", "bad_message"), msg
            assert len(msg["message"]) < 200, msg
    assert clip("x" * 10_000).endswith("…") and len(clip("x" * 10_000)) == 500
