"""Storage: migrations from an empty database, idempotent; where the default file lives."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from tcgsim.server import storage as storage_mod
from tcgsim.server.storage import GameRecord, Move, Seat, Storage, StorageError, database_url


def record(game_id: str = "g1") -> GameRecord:
    seats = [Seat(0, "human", None, "d", ["a"], "h0"), Seat(1, "ai", "random", "d", ["a"])]
    return GameRecord(id=game_id, game="pokemon", seed=1, status="playing", seats=seats)


def tables(s: Storage) -> set[str]:
    return set(sa.inspect(s.engine).get_table_names())


def test_migrations_build_the_schema_from_empty_and_are_idempotent(tmp_path):
    s = Storage(str(tmp_path / "new.db"), migrate=False)
    assert s.schema_version() is None and tables(s) == set()
    s.migrate()
    assert s.schema_version() == s.head_version() is not None
    assert {"games", "seats", "moves", "alembic_version"} <= tables(s)
    s.create_game(record())
    s.add_move("g1", Move(0, 0, "answer", [1]))
    s.migrate()  # again: nothing to do, nothing lost
    s.close()
    again = Storage(str(tmp_path / "new.db"))  # opening migrates once more
    assert again.schema_version() == again.head_version()
    assert again.get_game("g1").steps == 1 and again.moves("g1")[0].answer == [1]


def test_a_move_index_is_stored_once(tmp_path):
    s = Storage(str(tmp_path / "m.db"))
    s.create_game(record())
    s.add_move("g1", Move(0, 0, "answer", [0]))
    with pytest.raises(storage_mod.Conflict):
        s.add_move("g1", Move(0, 1, "answer", [1]))
    assert [m.answer for m in s.moves("g1")] == [[0]]


def test_the_default_database_is_a_file_in_the_user_data_directory(tmp_path, monkeypatch):
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_data_path", lambda *a, **k: tmp_path / "data")
    s = Storage(None)
    assert (tmp_path / "data" / "tcgsim.db").is_file() and "games" in tables(s)


def test_database_urls():
    assert database_url("postgresql://u:p@h/db").drivername == "postgresql+psycopg"
    assert database_url("sqlite:///x.db").database == "x.db"
    assert database_url("games.db").get_backend_name() == "sqlite"
    with pytest.raises(StorageError, match="mysql"):
        database_url("mysql://u@h/db")
