"""The HTTP JSON API (docs/protocol.md, "HTTP API")."""

from __future__ import annotations

from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tcgsim.core.decision import quoted
from tcgsim.core.unplayable import report as unplayable_report
from tcgsim.games import GAMES, GameKind, game_kind
from tcgsim.server import ai, decks, present
from tcgsim.server.decks import DeckRejected
from tcgsim.server.moves import Broken, check_replayable
from tcgsim.server.security import clip
from tcgsim.server.storage import BROKEN, STATUSES, GameRecord, StorageUnavailable
from tcgsim.server.tables import GameError, Hub

HTTP_STATUS = {"bad_request": 400, "forbidden": 403, "not_found": 404, "conflict": 409}
MAX_SEED = 2**53 - 1  # the largest integer a browser reads back exactly
# Seconds a client waits before asking again while the database is locked (usually for
# well under a second: another process's write) or unreachable (a restart, say).
RETRY_AFTER_S = {"storage_busy": 1, "storage_unavailable": 5}


class ORJSONResponse(JSONResponse):
    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)


def error(
    status: int, message: str, headers: dict[str, str] | None = None, **extra: Any
) -> Response:
    return ORJSONResponse({"error": clip(message), **extra}, status_code=status, headers=headers)


class BadRequest(Exception):
    def __init__(self, message: str, status: int = 400, **extra: Any) -> None:
        super().__init__(message)
        self.status, self.extra = status, extra


def hub(request: Request) -> Hub:
    return request.app.state.hub


def token_of(request: Request) -> str | None:
    """The seat token: ``Authorization: Bearer T`` or ``?token=T``."""
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return request.query_params.get("token") or None


def seat_for(rec: GameRecord, token: str | None) -> int | None:
    """The token's seat in this game; None without a token; 403 for someone else's token."""
    if token is None:
        return None
    seat = rec.seat_of(token)
    if seat is None:
        raise BadRequest("this token does not belong to this game", 403)
    return seat


MAX_BODY = 1_000_000  # bytes; a deck list is a few kilobytes


def media_type(request: Request) -> str:
    return request.headers.get("content-type", "").split(";", 1)[0].strip().lower()


async def body(request: Request) -> dict[str, Any]:
    # A page of another site can POST text/plain or a form without asking the browser
    # first (no CORS preflight); it cannot send application/json that way.
    if media_type(request) != "application/json":
        raise BadRequest(
            "the request body must be JSON, sent with Content-Type: application/json", 415
        )
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise BadRequest(f"the request body is larger than {MAX_BODY} bytes", 413)
    try:
        data = orjson.loads(raw or b"{}")
    except orjson.JSONDecodeError as e:
        raise BadRequest(f"the request body must be JSON: {e}") from None
    if not isinstance(data, dict):
        raise BadRequest("the request body must be a JSON object")
    return data


def text_field(data: dict[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is not None and not isinstance(value, str):
        raise BadRequest(f"{name!r} must be a string or null")
    return value


def bool_field(data: dict[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise BadRequest(f"{name!r} must be true or false")
    return value


def unplayable_fields(*chosen: decks.ChosenDeck) -> dict[str, Any]:
    """``unplayable_cards`` (deck name -> cards whose text is not all implemented, each with
    the text it lacks) and ``warnings``: empty unless the request opted in with such a deck."""
    return unplayable_report({d.name: d.unplayable for d in chosen})


def kind_of(data: dict[str, Any]) -> GameKind:
    try:
        return game_kind(text_field(data, "game") or "pokemon")
    except ValueError as e:
        raise BadRequest(str(e)) from None


def int_param(request: Request, name: str, default: int, lo: int, hi: int) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest(f"{name} must be an integer, got {quoted(raw)}") from None
    if not lo <= value <= hi:
        raise BadRequest(f"{name} must be between {lo} and {hi}, got {value}")
    return value


async def record(request: Request) -> GameRecord:
    game_id = request.path_params["game_id"]
    rec = await hub(request).call(hub(request).storage.get_game, game_id)
    if rec is None:
        raise BadRequest(f"no game {game_id!r}", 404)
    return rec


def handles_errors(fn: Any) -> Any:
    """Turn refusals into ``{"error": …}`` answers with the right status."""

    async def endpoint(request: Request) -> Response:
        try:
            return await fn(request)
        except BadRequest as e:
            return error(e.status, str(e), **e.extra)
        except DeckRejected as e:
            return error(400, str(e), problems=[clip(p) for p in e.problems])
        except GameError as e:
            return error(HTTP_STATUS.get(e.code, 400), str(e))
        except Broken as e:  # 410 Gone: set aside for good, asking again will not help
            return error(410, str(e), code=e.code)
        except StorageUnavailable as e:
            retry = RETRY_AFTER_S.get(e.code, 5)
            return error(503, str(e), headers={"Retry-After": str(retry)}, code=e.code)

    endpoint.__name__ = fn.__name__
    endpoint.__doc__ = fn.__doc__
    return endpoint


# -- endpoints ------------------------------------------------------------------------------
async def healthz(request: Request) -> Response:
    ready = getattr(request.app.state, "ready", False)
    return ORJSONResponse({"ok": ready}, status_code=200 if ready else 503)


def describe_kind(kind: GameKind) -> dict[str, Any]:
    return {
        "name": kind.name,
        "title": kind.title,
        "default_deck": kind.default_deck,
        "decks": kind.bundled_decks(),
        "opponents": [f"ai:{level}" for level in ai.levels(kind)] + ["friend"],
    }


@handles_errors
async def kinds(request: Request) -> Response:
    out = await hub(request).call(lambda: [describe_kind(k) for k in GAMES.values()])
    return ORJSONResponse(out)


@handles_errors
async def check_deck(request: Request) -> Response:
    data = await body(request)
    kind = kind_of(data)
    text = text_field(data, "text") or ""
    fmt = text_field(data, "format")
    return ORJSONResponse(await decks.run(decks.check_text, kind, text, fmt))


def seed_field(data: dict[str, Any]) -> int | None:
    seed = data.get("seed")
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadRequest(f"seed must be an integer from 0 to {MAX_SEED}, or null")
    return seed


@handles_errors
async def create_game(request: Request) -> Response:
    data = await body(request)
    kind = kind_of(data)
    opponent = text_field(data, "opponent") or f"ai:{ai.default_level(kind)}"
    if opponent != "friend" and not opponent.startswith("ai:"):
        raise BadRequest(f"opponent must be 'ai:<level>' or 'friend', got {quoted(opponent)}")
    allow = bool_field(data, "allow_unplayable")
    h = hub(request)
    deck = await decks.run(decks.choose, kind, text_field(data, "deck"),
                           text_field(data, "deck_text"), allow)
    ai_deck_name = text_field(data, "opponent_deck")
    ai_deck = None
    if ai_deck_name and opponent != "friend":
        ai_deck = await decks.run(decks.choose, kind, ai_deck_name, None, allow)
    t, token = await h.create(kind, deck, opponent, ai_deck, seed_field(data))
    invite = f"/join/{t.rec.invite_code}" if t.rec.invite_code else None
    chosen = [deck] if ai_deck is None else [deck, ai_deck]
    return ORJSONResponse(
        {"game_id": t.id, "seat": 0, "token": token, "invite": invite,
         **unplayable_fields(*chosen)},
        status_code=201,
    )


async def invitation(request: Request) -> GameRecord:
    code = request.path_params["code"]
    rec = await hub(request).call(hub(request).storage.game_by_invite, code)
    if rec is None:
        raise BadRequest("no such invitation", 404)
    return rec


@handles_errors
async def invite_info(request: Request) -> Response:
    rec = await invitation(request)
    kind = game_kind(rec.game)
    return ORJSONResponse(
        {
            "game_id": rec.id,
            "game": kind.name,
            "title": kind.title,
            "decks": await hub(request).call(kind.bundled_decks),
            "default_deck": kind.default_deck,
            "open": rec.seats[1].token_hash is None,
        }
    )


@handles_errors
async def join_game(request: Request) -> Response:
    rec = await invitation(request)
    data = await body(request)
    kind = game_kind(rec.game)
    h = hub(request)
    deck = await decks.run(decks.choose, kind, text_field(data, "deck"),
                           text_field(data, "deck_text"), bool_field(data, "allow_unplayable"))
    t, token = await h.join(request.path_params["code"], deck)
    return ORJSONResponse({"game_id": t.id, "seat": 1, "token": token, **unplayable_fields(deck)})


@handles_errors
async def list_games(request: Request) -> Response:
    status = request.query_params.get("status") or None
    if status is not None and status not in STATUSES:
        raise BadRequest(f"status must be one of: {', '.join(STATUSES)}")
    limit = int_param(request, "limit", 50, 1, 500)
    offset = int_param(request, "offset", 0, 0, 2**31)
    recs, total = await hub(request).call(hub(request).storage.list_games, status, limit, offset)
    return ORJSONResponse({"games": [r.summary(viewer=None) for r in recs], "total": total})


@handles_errors
async def game_summary(request: Request) -> Response:
    rec = await record(request)
    seat = seat_for(rec, token_of(request))
    return ORJSONResponse({**rec.summary(viewer=seat), "seat": seat})


@handles_errors
async def replay_summary(request: Request) -> Response:
    rec = await record(request)
    viewer = seat_for(rec, token_of(request))
    if rec.status == BROKEN:
        check_replayable(rec)  # Broken, with the reason it was set aside for
    summary = rec.summary(viewer=viewer)
    keys = ("game_id", "game", "steps", "status", "result", "players")
    return ORJSONResponse({k: summary[k] for k in keys})


@handles_errors
async def replay_position(request: Request) -> Response:
    rec = await record(request)
    seat = seat_for(rec, token_of(request))
    if rec.seats[1].deck is None:
        raise BadRequest("the game has not started: it waits for the invited player", 409)
    try:
        k = int(request.path_params["k"])
    except ValueError:
        raise BadRequest("the step must be an integer", 404) from None
    if not 0 <= k <= rec.steps:
        raise BadRequest(f"step {k} is out of range: the game has {rec.steps} steps", 404)
    since = int_param(request, "since", 0, 0, 2**31)
    out = await hub(request).call(request.app.state.replays.position, rec, k, seat, since)
    return ORJSONResponse(out)


MAX_CARD_IDS = 500


@handles_errors
async def card_details(request: Request) -> Response:
    try:
        kind = game_kind(request.path_params["game"])
    except ValueError as e:
        raise BadRequest(str(e), 404) from None
    ids = [i for i in request.query_params.get("ids", "").split(",") if i]
    if len(ids) > MAX_CARD_IDS:
        raise BadRequest(f"at most {MAX_CARD_IDS} card ids at a time, got {len(ids)}")
    found = await hub(request).call(present.cards, kind, ids)
    # Printed card data never changes while a version of tcgsim runs.
    return ORJSONResponse(found, headers={"Cache-Control": "public, max-age=86400"})


routes = [
    Route("/healthz", healthz),
    Route("/api/games/kinds", kinds),
    Route("/api/decks/check", check_deck, methods=["POST"]),
    Route("/api/games", list_games, methods=["GET"]),
    Route("/api/games", create_game, methods=["POST"]),
    Route("/api/join/{code}", invite_info, methods=["GET"]),
    Route("/api/join/{code}", join_game, methods=["POST"]),
    Route("/api/games/{game_id}", game_summary),
    Route("/api/games/{game_id}/replay", replay_summary),
    Route("/api/games/{game_id}/replay/{k}", replay_position),
    Route("/api/cards/{game}", card_details),
]
