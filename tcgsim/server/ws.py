"""The WebSocket of one open game (docs/protocol.md, "WebSocket")."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import orjson
from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tcgsim.server.moves import Broken
from tcgsim.server.storage import StorageUnavailable
from tcgsim.server.tables import Connection, GameError, Hub, Table

log = logging.getLogger("tcgsim.server")
CLOSE_NO_GAME = 4404
CLOSE_BAD_TOKEN = 4403
CLOSE_BROKEN = 4410  # the game no longer replays: it is set aside (docs/protocol.md)
CLOSE_TRY_AGAIN = 1013  # RFC 6455's "try again later": the database cannot be read now


def reply_error(conn: Connection, code: str, message: str) -> None:
    conn.outbox.put_nowait(
        orjson.dumps({"type": "error", "code": code, "message": message}).decode()
    )


async def handle(hub: Hub, t: Table, conn: Connection, msg: Any) -> None:
    kind = msg.get("type") if isinstance(msg, dict) else None
    if kind == "answer":
        await hub.answer(t, conn.seat, msg.get("seq"), msg.get("answer"))
    elif kind == "resign":
        await hub.resign(t, conn.seat)
    elif kind == "ping":
        conn.outbox.put_nowait('{"type":"pong"}')
    else:
        raise GameError("bad_message", "a message is an object with type answer, resign or ping")


async def refuse(ws: WebSocket, close_code: int, e: Broken | StorageUnavailable) -> None:
    """An error message in words, then the close (whose reason is too short for them)."""
    await ws.send_text(orjson.dumps({"type": "error", "code": e.code, "message": str(e)}).decode())
    await ws.close(close_code, e.code)


async def game_socket(ws: WebSocket) -> None:
    await ws.accept()
    hub: Hub = ws.app.state.hub
    try:
        t = await hub.table(ws.path_params["game_id"])
    except Broken as e:
        await refuse(ws, CLOSE_BROKEN, e)
        return
    except StorageUnavailable as e:
        await refuse(ws, CLOSE_TRY_AGAIN, e)
        return
    if t is None:
        await ws.close(CLOSE_NO_GAME, "no such game")
        return
    token = ws.query_params.get("token") or None
    seat = t.rec.seat_of(token) if token else None
    if token and seat is None:
        await ws.close(CLOSE_BAD_TOKEN, "this token does not belong to this game")
        hub.evict_if_idle(t)
        return
    try:
        since = max(0, int(ws.query_params.get("since", "0")))
    except ValueError:
        since = 0
    conn = Connection(ws, seat, since)
    t.conns.add(conn)
    sender = asyncio.create_task(conn.pump())
    try:
        await hub.broadcast(t, only=conn)
        hub.presence(t)
        while True:
            frame = await ws.receive()
            if frame["type"] == "websocket.disconnect":
                break
            raw = frame.get("text") or frame.get("bytes") or ""  # text or binary frames
            try:
                await handle(hub, t, conn, orjson.loads(raw))
            except orjson.JSONDecodeError:
                reply_error(conn, "bad_message", "messages are JSON objects")
            except (GameError, StorageUnavailable) as e:
                reply_error(conn, e.code, str(e))  # the game is unchanged
            except Broken as e:
                reply_error(conn, e.code, str(e))
                conn.outbox.put_nowait(None)  # the error is sent before the close
                await sender
                await ws.close(CLOSE_BROKEN, e.code)
                break
            except Exception:
                log.exception("game %s: a message failed: %.200r", t.id, raw)
                reply_error(conn, "internal", "the server failed on this message; see its log")
    except (WebSocketDisconnect, RuntimeError):
        pass  # the client went away (RuntimeError: a receive after the close)
    finally:
        t.conns.discard(conn)
        conn.outbox.put_nowait(None)
        with contextlib.suppress(Exception):
            await sender
        hub.presence(t)
        hub.evict_if_idle(t)


routes = [WebSocketRoute("/ws/games/{game_id}", game_socket)]
