"""What keeps other sites and other names off the server: allowed hosts and WebSocket
origins, the security headers of every response, and access logs without secrets.

A page of another site can make the browser send requests here (a form, an image, a
WebSocket); a site whose name is re-pointed at this machine (DNS rebinding) can even read
the answers. So the server answers only to the names it is known by (:class:`HostCheck`),
a game's WebSocket accepts only pages of this server or of an origin given with
``--allow-origin`` (:func:`origin_allowed`), and a POST must say it is JSON (which a page of
another site cannot send without the browser asking first).
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tcgsim.core.decision import shorten

#: Names every server answers to: this machine's own.
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
#: Bind addresses meaning "every address of this machine": no client sends them as Host.
WILDCARD_BINDS = ("0.0.0.0", "::", "")

#: The pages are ES modules and styles from /static, nothing inline and no other host; card
#: images come from the card data's image URLs (https) when the browser is online.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' https: data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
SECURITY_HEADERS = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",  # frame-ancestors for browsers without CSP 2
    "referrer-policy": "no-referrer",  # invitation links must not leak to image hosts
}


def host_name(netloc: str) -> str:
    """The host of ``host[:port]`` (``[v6]:port`` too), lower case, without brackets."""
    netloc = netloc.strip().lower()
    if netloc.startswith("["):
        return netloc[1 : netloc.find("]")] if "]" in netloc else ""
    return netloc.rsplit(":", 1)[0] if netloc.count(":") == 1 else netloc


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def allowed_hosts(bind: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The Host names a server listening on ``bind`` answers to: this machine's loopback
    names, the bind address (unless a wildcard such as 0.0.0.0, which no client sends),
    and ``extra`` (--allowed-host; ``*`` turns the check off)."""
    hosts = {*LOOPBACK_HOSTS, *(host_name(h) for h in extra)}
    if (bind := host_name(bind)) not in WILDCARD_BINDS:
        hosts.add(bind)
    return frozenset(hosts)


class HostCheck:
    """Answer 400 to an HTTP request or WebSocket whose Host header names none of
    ``hosts`` (Starlette's TrustedHostMiddleware, but reading ``[::1]:8000`` right)."""

    def __init__(self, app: ASGIApp, hosts: Iterable[str]) -> None:
        self.app = app
        self.hosts = frozenset(h.lower() for h in hosts)
        self.any = "*" in self.hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.any or scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        host = host_name(Headers(scope=scope).get("host", ""))
        if host in self.hosts:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            # refused before the handshake: the server answers HTTP 403
            await send({"type": "websocket.close", "code": 1008, "reason": ""})
            return
        message = "unknown host name: start the server with --allowed-host NAME to allow it"
        await PlainTextResponse(message, status_code=400)(scope, receive, send)


class SecurityHeaders:
    """Add :data:`SECURITY_HEADERS` to every HTTP response (pages, API, static files,
    errors) that does not set them itself."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers.setdefault(name, value)
            await send(message)

        await self.app(scope, receive, send_with_headers)


def normal_origin(origin: str) -> str:
    """``scheme://host[:port]`` in lower case, without a trailing slash."""
    return origin.strip().rstrip("/").lower()


def origin_allowed(headers: Headers, allowed: frozenset[str]) -> bool:
    """Whether a WebSocket handshake may go on: no Origin (not a browser: a browser always
    sends one), an Origin naming the Host the request was sent to (a page of this server),
    or one of ``allowed`` (normalised by :func:`normal_origin`)."""
    origin = headers.get("origin")
    if origin is None:
        return True
    if normal_origin(origin) in allowed:
        return True
    parts = urlsplit(origin.strip())
    host = headers.get("host", "")
    return parts.scheme in ("http", "https") and bool(host) and parts.netloc.lower() == host.lower()


class QueryStringFilter(logging.Filter):
    """Cut the query string from every path a uvicorn log line quotes: seat tokens may
    travel as ``?token=`` and must not end up in logs."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(_without_query(a) for a in record.args)
        return True


def _without_query(arg: Any) -> Any:
    if isinstance(arg, str) and arg.startswith("/") and "?" in arg:
        return arg.split("?", 1)[0]
    return arg


#: uvicorn's loggers that quote request paths: the access log ("GET /path?query"), and the
#: error log, which quotes WebSocket handshakes ('"WebSocket /path?query" [accepted]').
UVICORN_LOGGERS = ("uvicorn.access", "uvicorn.error")


def hide_query_strings() -> None:
    """Install :class:`QueryStringFilter` on uvicorn's loggers (after uvicorn configured
    its logging: that replaces handlers, not logger filters). Installing twice is harmless."""
    for name in UVICORN_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, QueryStringFilter) for f in logger.filters):
            logger.addFilter(QueryStringFilter())


#: The longest error message sent back: one quoting a request at length is cut there
#: (the places that quote a request quote a short prefix already: this is the backstop).
MAX_ERROR_CHARS = 500


def clip(message: str) -> str:
    """An error message as the server sends it: at most MAX_ERROR_CHARS characters."""
    return shorten(message, MAX_ERROR_CHARS)
