"""``tcgsim serve``: the browser app on this machine."""

from __future__ import annotations

import socket
from typing import Annotated

import typer


def _listen(host: str, port: int) -> socket.socket:
    """Bind before starting, so a taken port is one clear error (and port 0 a free one)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as e:
        raise OSError(f"cannot resolve host {host!r}: {e.strerror}") from None
    family, kind, proto, _, addr = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(addr)
    except OSError as e:
        sock.close()
        raise OSError(f"cannot listen on {host}:{port}: {e.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def serve(
    host: Annotated[
        str,
        typer.Option(
            help="Address to listen on. The default accepts only this machine; "
            "0.0.0.0 lets other machines of the network play (with --allowed-host)."
        ),
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on (0: any free port).")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="Where games are stored: a SQLite file path, sqlite:///FILE, or "
            "postgresql://USER:PASSWORD@HOST/DB (needs pip install 'tcgsim\\[postgres]'). "
            "Default: tcgsim.db in your user data directory, created on first run."
        ),
    ] = None,
    threads: Annotated[
        int,
        typer.Option(
            min=1, help="Worker threads for the games (engine, storage), and as many for the AI."
        ),
    ] = 4,
    log_level: Annotated[
        str, typer.Option(help="Server log level: critical, error, warning, info, debug.")
    ] = "warning",
    open_browser: Annotated[
        bool, typer.Option("--open", help="Open the lobby in your web browser once ready.")
    ] = False,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(
            help="Another name or address this server may be reached by (repeatable). "
            "It answers only to localhost, 127.0.0.1, [::1], the --host address and these "
            "(400 otherwise), so a site re-pointing its name here cannot use it. With "
            "--host 0.0.0.0, add the address or name the other machines will type. "
            "'*' allows any."
        ),
    ] = None,
    allow_origin: Annotated[
        list[str] | None,
        typer.Option(
            help="An origin (scheme://host[:port]) of another site whose pages may open "
            "the games' WebSockets (repeatable). The server's own pages always may; "
            "clients that send no Origin (not browsers) always may."
        ),
    ] = None,
) -> None:
    """Start the browser app: play against the AI or a friend, watch replays.

    Prints the address once it is ready (GET /healthz then answers 200).
    Games are saved move by move: stop the server at any time (Ctrl+C),
    start it again, and every game goes on where it was.
    """
    from tcgsim.cli.errors import user_errors
    from tcgsim.core.extras import require

    with user_errors():
        require("serve", "the browser app (tcgsim serve)")
    import uvicorn

    from tcgsim.server.app import create_app
    from tcgsim.server.security import WILDCARD_BINDS, allowed_hosts, hide_query_strings
    from tcgsim.server.storage import Storage, StorageError

    with user_errors(StorageError):
        storage = Storage(db)
        sock = _listen(host, port)
    url = url_of(sock)

    def ready(storage: Storage, resumed: int) -> None:
        typer.echo(f"tcgsim serving on {url}")
        typer.echo(
            f"games stored in {storage.describe()}"
            + (f"; {resumed} unfinished games resumed" if resumed else "")
        )
        if host.strip("[]") in WILDCARD_BINDS and not allowed_host:
            typer.echo(
                "other machines must reach it by a name or address given with "
                "--allowed-host (for example this machine's network address)"
            )
        if open_browser:
            import webbrowser

            webbrowser.open(url)

    app = create_app(
        storage=storage,
        threads=threads,
        on_ready=ready,
        allowed_hosts=allowed_hosts(host, allowed_host or ()),
        allow_origins=allow_origin or (),
    )
    config = uvicorn.Config(app, log_level=log_level.lower(), lifespan="on")
    hide_query_strings()  # after uvicorn set up its logging (it keeps logger filters)
    uvicorn.Server(config).run(sockets=[sock])
