"""What one connection may cost the server: a client that does not read is hung up on, and
a crowd of spectators coming and going is not a storm of presence notes."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import orjson
import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tcgsim.games import game_kind
from tcgsim.server.storage import GameRecord, Seat, Storage
from tcgsim.server.tables import (
    CLOSE_TOO_SLOW,
    OUTBOX_LIMIT,
    Connection,
    Hub,
    Table,
)
from tests.server.wsclient import connect, new_game

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own: the browser tests' Playwright keeps an event
    loop running in the main thread for the whole test session."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


class FakeSocket:
    """A WebSocket whose client reads everything at once (``stuck``: nothing, ever)."""

    def __init__(self, stuck: bool = False) -> None:
        self.stuck = stuck
        self.sent: list[str] = []
        self.closed: int | None = None

    async def send_text(self, text: str) -> None:
        if self.stuck:
            await asyncio.Event().wait()  # the socket's buffers are full: never returns
        self.sent.append(text)

    async def close(self, code: int, reason: str = "") -> None:
        self.closed = code


def test_a_client_that_never_reads_is_hung_up_on():
    async def scenario() -> tuple[Connection, FakeSocket, asyncio.Task[None]]:
        ws = FakeSocket(stuck=True)
        conn = Connection(ws, None, 0)  # type: ignore[arg-type]
        pump = asyncio.create_task(conn.pump())
        await asyncio.sleep(0)
        for i in range(OUTBOX_LIMIT * 10):
            conn.send(f"message {i}")
            assert conn.outbox.qsize() <= OUTBOX_LIMIT  # never more than the limit held
        await asyncio.wait([pump], timeout=5)
        assert conn.hangup is not None
        await conn.hangup
        return conn, ws, pump

    conn, ws, pump = run(scenario())
    assert conn.dropped and ws.closed == CLOSE_TOO_SLOW
    assert pump.cancelled() and conn.outbox.empty()  # the unsent messages are let go


def test_a_reading_client_gets_everything():
    """The limit is on messages waiting, not sent: a client that reads is never dropped."""

    async def scenario() -> FakeSocket:
        ws = FakeSocket()
        conn = Connection(ws, None, 0)  # type: ignore[arg-type]
        pump = asyncio.create_task(conn.pump())
        for i in range(OUTBOX_LIMIT * 10):
            conn.send(str(i))
            await asyncio.sleep(0)
        conn.stop()
        await pump
        return ws

    ws = run(scenario())
    assert ws.sent == [str(i) for i in range(OUTBOX_LIMIT * 10)]


def test_a_websocket_whose_queue_fills_is_closed(client: TestClient):
    g = new_game(client)
    hub: Hub = client.app.state.hub
    with connect(client, g["game_id"], g["token"]) as ws:
        ws.receive_json()  # the first state: the connection is in its table's list
        t = hub.tables[g["game_id"]]
        (conn,) = t.conns

        def flood() -> None:  # in the server's loop, all at once: the pump cannot keep up
            for i in range(OUTBOX_LIMIT + 1):
                conn.send(orjson.dumps({"type": "note", "i": i}).decode())

        client.portal.call(flood)
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
    assert closed.value.code == CLOSE_TOO_SLOW


async def join(hub: Hub, t: Table, spectators: int, stuck: bool) -> list[asyncio.Task[None]]:
    """``spectators`` connect one after another (the loop runs between them, so a reading
    client's pump sends what is queued), then seat 0 connects. Returns their pumps."""
    pumps = []
    for i in range(spectators + 1):
        seat = 0 if i == spectators else None
        conn = Connection(
            FakeSocket(stuck=stuck),  # type: ignore[arg-type]
            seat,
            0,
            presence_text=lambda s: hub.presence_text(t, s),
        )
        t.conns.add(conn)
        pumps.append(asyncio.create_task(conn.pump()))
        hub.presence(t)
        await asyncio.sleep(0)
    await asyncio.sleep(0)
    return pumps


async def hang_up_all(t: Table, pumps: list[asyncio.Task[None]]) -> None:
    for c in t.conns:
        c.stop()
    for p in pumps:
        p.cancel()
    await asyncio.wait(pumps)


@pytest.fixture
def table(tmp_path) -> Iterator[tuple[Hub, Table]]:
    seats = [Seat(0, "human", None, "d", ["a"], "h0"), Seat(1, "human", None, "d", ["a"], "h1")]
    rec = GameRecord(id="g", game="pokemon", seed=1, status="playing", seats=seats)
    hub = Hub(Storage(str(tmp_path / "p.db")), threads=1)
    yield hub, Table(rec, game_kind("pokemon"), None, 0)
    hub.executor.shutdown()
    hub.ai_executor.shutdown()
    hub.storage.close()


def presence_notes(t: Table) -> list[dict[str, Any]]:
    sent = [m for c in t.conns for m in map(orjson.loads, c.ws.sent)]  # type: ignore[attr-defined]
    return [m for m in sent if m["type"] == "presence"]


def test_300_spectators_coming_do_not_send_90000_presence_notes(table):
    hub, t = table

    async def scenario() -> None:
        await hang_up_all(t, await join(hub, t, 300, stuck=False))

    run(scenario())
    notes = presence_notes(t)
    # spectators change nothing anyone sees; seat 0 coming is one note to each of the 301
    assert len(notes) == 301
    assert all(n["players"][0]["connected"] and not n["players"][1]["connected"] for n in notes)


def test_a_client_that_reads_nothing_holds_one_presence_note_at_most(table):
    hub, t = table

    async def scenario() -> list[int]:
        pumps = await join(hub, t, 50, stuck=True)
        # seat 1 comes and goes many times while nobody reads
        guest = Connection(FakeSocket(stuck=True), 1, 0)  # type: ignore[arg-type]
        for _ in range(20):
            t.conns.add(guest)
            hub.presence(t)
            t.conns.discard(guest)
            hub.presence(t)
        # the first message of each stuck pump is being written (never returns); the rest wait
        held = [c.outbox.qsize() for c in t.conns]
        await hang_up_all(t, pumps)
        return held

    held = run(scenario())
    assert len(held) == 51 and max(held) <= 1
