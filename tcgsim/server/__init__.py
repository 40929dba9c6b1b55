"""The browser app's server: ``tcgsim serve``.

:mod:`app` builds the Starlette application, :mod:`api` its JSON endpoints, :mod:`ws` the
game WebSockets, :mod:`tables` the games in play, :mod:`storage` the database (SQLite or
PostgreSQL, migrated by Alembic), :mod:`replays` stored games step by step. The protocol is
written down in docs/protocol.md.
"""
