"""Storage: migrations from an empty database, idempotent; where the default file lives;
games set aside; damaged rows and locked databases told in words. Each test that takes
``any_db`` runs on SQLite and on PostgreSQL (tests/server/conftest.py)."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic import command

from tcgsim.server import storage as storage_mod
from tcgsim.server.storage import (
    BROKEN,
    CorruptRecord,
    GameRecord,
    Move,
    Seat,
    Storage,
    StorageError,
    StorageUnavailable,
    database_url,
    moves_t,
)
from tests.server.dblocks import all_locked, writes_locked


def record(game_id: str = "g1") -> GameRecord:
    seats = [Seat(0, "human", None, "d", ["a"], "h0"), Seat(1, "ai", "random", "d", ["a"])]
    return GameRecord(id=game_id, game="pokemon", seed=1, status="playing", seats=seats)


def tables(s: Storage) -> set[str]:
    return set(sa.inspect(s.engine).get_table_names())


def test_migrations_build_the_schema_from_empty_and_are_idempotent(any_db):
    s = Storage(any_db, migrate=False)
    assert s.schema_version() is None and tables(s) == set()
    s.migrate()
    assert s.schema_version() == s.head_version() is not None
    assert {"games", "seats", "moves", "alembic_version"} <= tables(s)
    s.create_game(record())
    s.add_move("g1", Move(0, 0, "answer", [1]))
    s.migrate()  # again: nothing to do, nothing lost
    s.close()
    again = Storage(any_db)  # opening migrates once more
    assert again.schema_version() == again.head_version()
    assert again.get_game("g1").steps == 1 and again.moves("g1")[0].answer == [1]


def test_a_move_index_is_stored_once(any_db):
    s = Storage(any_db)
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


def test_games_stored_before_broken_games_existed_upgrade_unchanged(any_db):
    s = Storage(any_db, migrate=False)
    cfg = s._alembic()
    with s.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    with s.engine.begin() as conn:  # a game as the first schema stored it
        conn.execute(
            sa.text(
                "INSERT INTO games (id, game, seed, status, steps, created_at, updated_at) "
                "VALUES ('old', 'pokemon', 5, 'playing', 0, :t, :t)"
            ),
            {"t": storage_mod.now()},
        )
    s.migrate()
    columns = {c["name"] for c in sa.inspect(s.engine).get_columns("games")}
    assert "error" in columns and s.schema_version() == s.head_version()
    old = s.get_game("old")
    assert (old.status, old.seed, old.error) == ("playing", 5, None)


def test_a_game_set_aside_keeps_its_moves_and_reason_and_is_not_resumed(any_db):
    s = Storage(any_db)
    s.create_game(record("g1"))
    s.create_game(record("g2"))
    s.add_move("g1", Move(0, 0, "answer", [1]))
    assert sorted(s.games_to_resume()) == ["g1", "g2"]
    s.mark_broken("g1", "IllegalResponse: option index 9 out of range" + "!" * 5000)
    rec = s.get_game("g1")
    assert rec.status == BROKEN and rec.error.startswith("IllegalResponse: option index 9")
    assert len(rec.error) == storage_mod.MAX_ERROR_CHARS
    assert rec.summary()["status"] == "broken" and rec.summary()["error"] == rec.error
    assert [m.answer for m in s.moves("g1")] == [[1]]  # kept for whoever looks into it
    assert s.games_to_resume() == ["g2"]
    listed, total = s.list_games(status=BROKEN)
    assert [r.id for r in listed] == ["g1"] and total == 1
    with s.engine.begin() as conn:  # as docs/protocol.md says to put it back in play
        conn.exec_driver_sql("UPDATE games SET status = 'playing', error = NULL WHERE id = 'g1'")
    assert sorted(s.games_to_resume()) == ["g1", "g2"]


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("answer", {"not": "a list"}, "the answer of move 1 is not a list of indices"),
        ("answer", [True], "the answer of move 1 is not a list of indices"),
        ("kind", "teleport", "move 1 is of no known kind: 'teleport'"),
        ("idx", 7, "move 1 is missing (the next stored is move 7)"),
    ],
    ids=["answer-object", "answer-booleans", "unknown-kind", "missing-move"],
)
def test_a_damaged_move_row_is_a_corrupt_record_that_names_it(any_db, column, value, words):
    s = Storage(any_db)
    s.create_game(record())
    for i in range(2):
        s.add_move("g1", Move(i, 0, "answer", [0]))
    with s.engine.begin() as conn:
        conn.execute(moves_t.update().where(moves_t.c.idx == 1).values({column: value}))
    with pytest.raises(CorruptRecord) as e:
        s.moves("g1")
    assert str(e.value).startswith(words)
    assert [m.answer for m in s.moves("g1", upto=1)] == [[0]]  # the moves before it read


def test_text_that_is_not_json_is_a_corrupt_record_and_the_game_still_lists(tmp_path):
    """(SQLite only: PostgreSQL's json columns refuse such text when it is written.)"""
    s = Storage(str(tmp_path / "x.db"))
    s.create_game(record())
    s.add_move("g1", Move(0, 0, "answer", [0]))
    with s.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE moves SET answer = 'garb[age'")
        conn.exec_driver_sql("UPDATE seats SET deck = '{oops' WHERE seat = 1")
    with pytest.raises(CorruptRecord, match=r"the answer of move 0 is not JSON .*'garb\[age'"):
        s.moves("g1")
    listed, _ = s.list_games()
    assert [r.id for r in listed] == ["g1"] and listed[0].seats[1].deck is None
    assert listed[0].damage.startswith("the deck of seat 1 is not JSON")


def test_a_database_locked_by_another_process_is_storage_busy_and_nothing_changes(any_db):
    s = Storage(any_db, busy_timeout_s=0.1)
    s.create_game(record())
    s.add_move("g1", Move(0, 0, "answer", [0]))
    with writes_locked(any_db):
        with pytest.raises(StorageUnavailable) as e:
            s.add_move("g1", Move(1, 0, "answer", [1]))
        assert e.value.code == "storage_busy" and "nothing was changed" in str(e.value)
        assert [m.idx for m in s.moves("g1")] == [0]  # reading goes on meanwhile
    assert s.get_game("g1").steps == 1 and [m.idx for m in s.moves("g1")] == [0]
    s.add_move("g1", Move(1, 0, "answer", [1]))  # the lock gone, the same move is stored
    s.engine.dispose()  # (SQLite: the reader's lock can only be taken with no one else in)
    with all_locked(any_db):
        with pytest.raises(StorageUnavailable) as e:
            s.get_game("g1")
        assert e.value.code == "storage_busy"
    assert s.get_game("g1").steps == 2


def test_an_unreachable_database_is_storage_unavailable_in_one_line(postgres_db):
    gone = sa.make_url(postgres_db).set(database="no_such_database_here")
    s = Storage(gone.render_as_string(hide_password=False), migrate=False)
    with pytest.raises(StorageUnavailable) as e:
        s.get_game("g1")
    assert e.value.code == "storage_unavailable" and "no_such_database_here" in str(e.value)
    assert "\n" not in str(e.value)


def test_postgresql_waits_for_a_lock_as_long_as_sqlite_and_keeps_the_urls_options(postgres_db):
    url = sa.make_url(postgres_db).update_query_dict({"options": "-c statement_timeout=4321"})
    s = Storage(url.render_as_string(hide_password=False), busy_timeout_s=0.25)
    with s.engine.connect() as conn:
        shown = [
            conn.exec_driver_sql(f"SHOW {name}").scalar_one()
            for name in ("lock_timeout", "statement_timeout")
        ]
    assert shown == ["250ms", "4321ms"]
