"""The browser app: pages, JSON API and game WebSockets in one Starlette application."""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from string import Template
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from tcgsim.games import GAMES
from tcgsim.server import ai, api, ws
from tcgsim.server.replays import Replays
from tcgsim.server.security import HostCheck, SecurityHeaders, normal_origin
from tcgsim.server.storage import Storage
from tcgsim.server.tables import Hub

STATIC = Path(__file__).with_name("static")
#: route -> page: every page is page.html with its own module (static/js/pages/<page>.js)
PAGES = {
    "/": "lobby",
    "/game/{game_id}": "game",
    "/join/{code}": "join",
    "/replay/{game_id}": "replay",
    "/games": "games",
}
log = logging.getLogger("tcgsim.server")


def page_html(name: str) -> str:
    """The HTML of page ``name``: the one page shell with that page's module and class."""
    shell = (STATIC / "page.html").read_text(encoding="utf-8")
    return Template(shell).substitute(page=name)


def page(name: str) -> Callable[[Request], Any]:
    html = page_html(name)  # once, when the app is built

    async def endpoint(request: Request) -> Response:
        return HTMLResponse(html)

    return endpoint


def warm_up(decisions: int = 6) -> None:
    """Load each game's card database, and let its heuristic AI build its card indexes,
    before the first player has to wait for them."""
    for kind in GAMES.values():
        ids = kind.card_ids(kind.load_deck(kind.default_deck))
        game = kind.new_game(ids, ids, seed=0)
        if "heuristic" not in ai.levels(kind):
            continue
        agent = ai.make(kind, "heuristic", 0)
        for _ in range(decisions):
            d = game.decision
            if d is None:
                break
            game.respond(agent.act(game.view(d.player), d))


class Static(StaticFiles):
    """Static files; a path no file can have (a NUL byte) is not found, not a failure."""

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        if "\x00" in path:
            return "", None
        return super().lookup_path(path)


class App(Starlette):
    """Starlette with :class:`SecurityHeaders` outside everything, so the headers are on
    every response, Starlette's own "500 Internal Server Error" included."""

    def build_middleware_stack(self) -> ASGIApp:
        return SecurityHeaders(super().build_middleware_stack())


def create_app(
    db_url: str | None = None,
    *,
    storage: Storage | None = None,
    threads: int = 4,
    on_ready: Callable[[Storage, int], None] | None = None,
    allowed_hosts: Iterable[str] | None = None,
    allow_origins: Iterable[str] = (),
) -> Starlette:
    """The application on the database ``db_url`` (None: the SQLite file in the user's
    data directory), or on an open ``storage``. Starting it migrates the schema, then
    resumes unfinished games; ``/healthz`` answers 200 from then on, and
    ``on_ready(storage, resumed)`` is called. Stopping it closes the storage.

    ``allowed_hosts``: the Host names it answers to (None: any, as in tests; ``tcgsim
    serve`` always gives them, see :func:`tcgsim.server.security.allowed_hosts`).
    ``allow_origins``: origins (``scheme://host[:port]``) of other sites whose pages may
    open a game's WebSocket, besides this server's own pages."""

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        store = storage or await asyncio.to_thread(Storage, db_url)
        hub = Hub(store, threads=threads)
        app.state.hub, app.state.replays = hub, Replays(store)
        try:
            await hub.call(warm_up)
            resumed = await hub.resume()
            app.state.ready = True
            if on_ready is not None:
                on_ready(store, resumed)
            yield
        finally:
            app.state.ready = False
            await hub.close()
            store.close()

    routes = [
        *api.routes,
        *ws.routes,
        *[Route(path, page(name)) for path, name in PAGES.items()],
        Mount("/static", Static(directory=STATIC, check_dir=False), name="static"),
    ]
    middleware = [] if allowed_hosts is None else [Middleware(HostCheck, hosts=allowed_hosts)]
    app = App(routes=routes, lifespan=lifespan, middleware=middleware)
    app.state.ready = False
    app.state.allow_origins = frozenset(normal_origin(o) for o in allow_origins)
    return app
