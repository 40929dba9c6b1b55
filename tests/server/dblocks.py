"""Another process's hold on the games database, as the storage tests need it: one that
stops writers only (SQLite's ``BEGIN EXCLUSIVE`` in WAL mode, PostgreSQL's EXCLUSIVE table
lock), and one that stops readers too."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

import sqlalchemy as sa

from tcgsim.server.storage import database_url

TABLES = "games, seats, moves"


def _sqlite_path(spec: str) -> str | None:
    url = database_url(spec)
    return url.database if url.get_backend_name() == "sqlite" else None


@contextmanager
def _sqlite_lock(path: str, readers_too: bool) -> Iterator[None]:
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    try:
        if readers_too:
            # In WAL mode only an exclusive locking mode keeps readers out too (and it can be
            # taken only while no other connection has the file open).
            conn.execute("PRAGMA locking_mode=EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")
        yield
        conn.execute("ROLLBACK")
    finally:
        conn.close()


@contextmanager
def _postgres_lock(spec: str, readers_too: bool) -> Iterator[None]:
    engine = sa.create_engine(database_url(spec))
    mode = "ACCESS EXCLUSIVE" if readers_too else "EXCLUSIVE"
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f"LOCK TABLE {TABLES} IN {mode} MODE")
            yield
            conn.rollback()
    finally:
        engine.dispose()


@contextmanager
def writes_locked(spec: str) -> Iterator[None]:
    """Nobody else may write to the database ``spec`` meanwhile; reading goes on."""
    path = _sqlite_path(spec)
    lock = _sqlite_lock(path, False) if path else _postgres_lock(spec, False)
    with lock:
        yield


@contextmanager
def all_locked(spec: str) -> Iterator[None]:
    """Nobody else may read or write the database ``spec`` meanwhile. (For SQLite, close
    the other connections to the file first: see _sqlite_lock.)"""
    path = _sqlite_path(spec)
    lock = _sqlite_lock(path, True) if path else _postgres_lock(spec, True)
    with lock:
        yield
