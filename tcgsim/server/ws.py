"""The WebSocket of one open game (docs/protocol.md, "WebSocket")."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import orjson
from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tcgsim.server.moves import Broken
from tcgsim.server.security import clip, origin_allowed
from tcgsim.server.storage import StorageUnavailable
from tcgsim.server.tables import Connection, GameError, Hub, Table

log = logging.getLogger("tcgsim.server")
CLOSE_NO_GAME = 4404
CLOSE_BAD_TOKEN = 4403
#: A page of another site: refused before the handshake (the client sees HTTP 403).
CLOSE_BAD_ORIGIN = 4003

#: The subprotocol a page asks for; it offers its seat token as a second one,
#: ``tcgsim.token.<token>`` (a browser cannot set headers on a WebSocket, and a URL's
#: query string ends up in logs and histories).
SUBPROTOCOL = "tcgsim"
TOKEN_SUBPROTOCOL = "tcgsim.token."
CLOSE_BROKEN = 4410  # the game no longer replays: it is set aside (docs/protocol.md)
CLOSE_TRY_AGAIN = 1013  # RFC 6455's "try again later": the database cannot be read now


def reply_error(conn: Connection, code: str, message: str) -> None:
    conn.send(orjson.dumps({"type": "error", "code": code, "message": clip(message)}).decode())


async def handle(hub: Hub, t: Table, conn: Connection, msg: Any) -> None:
    kind = msg.get("type") if isinstance(msg, dict) else None
    if kind == "answer":
        await hub.answer(t, conn.seat, msg.get("seq"), msg.get("answer"))
    elif kind == "cancel":
        await hub.cancel(t, conn.seat, msg.get("seq"))
    elif kind == "resign":
        await hub.resign(t, conn.seat)
    elif kind == "settings":
        await hub.set_settings(t, conn.seat, msg.get("settings"))
    elif kind == "ping":
        conn.send('{"type":"pong"}')
    else:
        raise GameError("bad_message", "a message is an object with type answer, cancel, resign, settings or ping")


def token_of(ws: WebSocket) -> str | None:
    """The seat token: a ``tcgsim.token.<token>`` subprotocol (pages), ``Authorization:
    Bearer <token>`` (other clients), or ``?token=`` (older clients)."""
    for offered in ws.scope.get("subprotocols") or ():
        if offered.startswith(TOKEN_SUBPROTOCOL):
            return offered[len(TOKEN_SUBPROTOCOL) :] or None
    auth = ws.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return ws.query_params.get("token") or None


async def refuse(ws: WebSocket, close_code: int, e: Broken | StorageUnavailable) -> None:
    """An error message in words, then the close (whose reason is too short for them)."""
    await ws.send_text(orjson.dumps({"type": "error", "code": e.code, "message": str(e)}).decode())
    await ws.close(close_code, e.code)


async def game_socket(ws: WebSocket) -> None:
    if not origin_allowed(ws.headers, ws.app.state.allow_origins):
        # a page of another site, opening this game in a player's browser
        await ws.close(CLOSE_BAD_ORIGIN, "origin not allowed")
        return
    offered = ws.scope.get("subprotocols") or ()
    await ws.accept(subprotocol=SUBPROTOCOL if SUBPROTOCOL in offered else None)
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
    token = token_of(ws)
    seat = t.rec.seat_of(token) if token else None
    if token and seat is None:
        await ws.close(CLOSE_BAD_TOKEN, "this token does not belong to this game")
        hub.evict_if_idle(t)
        return
    try:
        since = max(0, int(ws.query_params.get("since", "0")))
    except ValueError:
        since = 0
    conn = Connection(ws, seat, since, presence_text=lambda s: hub.presence_text(t, s))
    t.conns.add(conn)
    t.watched()
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
                conn.finish()  # the error is sent before the close
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
        t.watched()
        conn.stop()
        await asyncio.wait([sender])  # ended or cancelled (a client hung up on)
        hub.presence(t)
        hub.evict_if_idle(t)


routes = [WebSocketRoute("/ws/games/{game_id}", game_socket)]
