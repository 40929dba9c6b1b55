"""Seeds nobody can guess: the server draws 128 bits, stores them whole, refuses a seed the
host of a friend game would choose, and databases from before keep their games."""

from __future__ import annotations

import random

from alembic import command
from starlette.testclient import TestClient

from tcgsim.games import game_kind
from tcgsim.server import moves
from tcgsim.server.app import create_app
from tcgsim.server.storage import Move, Storage
from tcgsim.server.tables import SEED_BITS, agent_seed
from tests.server.wsclient import Table, connect, new_game, play_answers

BIG = 2**127 + 12345


def stored_seed(client: TestClient, game_id: str) -> int:
    hub = client.app.state.hub
    return hub.storage.get_game(game_id).seed


def test_server_seeds_have_128_bits_and_are_stored_whole(client: TestClient):
    seeds = [stored_seed(client, new_game(client, seed=None)["game_id"]) for _ in range(8)]
    friend = new_game(client, opponent="friend")
    seeds.append(stored_seed(client, friend["game_id"]))
    assert SEED_BITS == 128 and all(0 <= s < 2**128 for s in seeds)
    # 31-bit seeds (the old draw) are all below 2**31; nine 128-bit draws all fall below
    # 2**120 with probability 2**-72
    assert max(seeds) >= 2**120 and len(set(seeds)) == len(seeds)


def test_a_friend_game_refuses_a_seed_and_an_ai_game_takes_one(client: TestClient):
    r = client.post("/api/games", json={"opponent": "friend", "seed": 7})
    assert r.status_code == 400 and "friend" in r.json()["error"] and "seed" in r.json()["error"]
    assert client.post("/api/games", json={"opponent": "ai:random", "seed": 7}).status_code == 201


def test_a_game_with_a_128_bit_seed_replays_after_a_restart(db, monkeypatch):
    # the API takes seeds a browser reads exactly (2**53 at most): have the server draw one
    monkeypatch.setattr("tcgsim.server.tables.new_seed", lambda: BIG)
    rng = random.Random(4)
    with TestClient(create_app(db)) as first:
        g = new_game(first, seed=None)
        assert stored_seed(first, g["game_id"]) == BIG
        with connect(first, g["game_id"], g["token"]) as ws:
            before = Table(ws)
            play_answers(before, 6, rng)
    with TestClient(create_app(db)) as second, connect(second, g["game_id"], g["token"]) as ws:
        after = Table(ws)
        after.recv()
    assert after.state["seq"] == before.state["seq"] and after.log == before.log
    assert after.state["view"] == before.state["view"]


def test_ai_seeds_from_a_128_bit_game_seed_make_every_level(client: TestClient):
    from tcgsim.server import ai

    kind = game_kind("pokemon")
    seeds = {agent_seed(BIG, seat, steps) for seat in (0, 1) for steps in (0, 9)}
    assert len(seeds) == 4 and all(0 <= s < 2**62 for s in seeds)
    deck = kind.card_ids(kind.load_deck(kind.default_deck))
    game = kind.new_game(deck, deck, seed=BIG)
    for level in ai.levels(kind):
        agent = ai.make(kind, level, agent_seed(BIG, 1, 0))
        d = game.decision
        assert agent.act(game.view(d.player), d) is not None
    # the formula of the small seeds is kept: their games' AI plays as it did
    assert agent_seed(11, 1, 0) == (11 * 1_000_003 + 7_919 * 2) % 2**62


def test_a_database_from_before_the_text_seeds_upgrades_and_replays(tmp_path):
    """A file at schema 0001 (seed BIGINT) holding a game: opening it migrates the seed to
    text and keeps the game's seats and moves (SQLite rebuilds the table to change a
    column; with foreign keys on, that would cascade-delete them)."""
    path = str(tmp_path / "old.db")
    kind = game_kind("pokemon")
    old = Storage(path, migrate=False)
    cfg = old._alembic()
    with old.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    seed = 2**53 + 1  # a seed a float would round
    deck = kind.card_ids(kind.load_deck(kind.default_deck))
    game = kind.new_game(deck, deck, seed=seed)
    answers = []
    for _ in range(5):
        answers.append(list(range(game.decision.min)) or [0])
        game.respond(answers[-1])
    with old.engine.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO games (id, game, seed, status, steps, created_at, updated_at) "
            "VALUES ('old', 'pokemon', ?, 'playing', 5, '2026-01-01', '2026-01-01')",
            (seed,),
        )
        for seat, kind_ in ((0, "human"), (1, "ai")):
            conn.exec_driver_sql(
                "INSERT INTO seats (game_id, seat, kind, level, deck_name, deck) "
                "VALUES ('old', ?, ?, 'random', 'bench-abomasnow', ?)",
                (seat, kind_, str(deck).replace("'", '"')),
            )
        for i, a in enumerate(answers):
            conn.exec_driver_sql(
                "INSERT INTO moves (game_id, idx, seat, kind, answer, created_at) "
                "VALUES ('old', ?, 0, 'answer', ?, '2026-01-01')",
                (i, str(a)),
            )
    old.close()

    new = Storage(path)  # migrates
    assert new.schema_version() == new.head_version()
    rec = new.get_game("old")
    stored = new.moves("old")
    assert rec.seed == seed and len(rec.seats) == 2 and len(stored) == 5
    assert moves.rebuild(kind, rec, stored).to_json() == game.to_json()
    with new.engine.connect() as conn:  # foreign keys are on again for the server's work
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    new.add_move("old", Move(5, 0, "answer", [0]))
    assert len(new.moves("old")) == 6


def test_the_seed_migration_refuses_to_run_where_it_would_delete_moves(tmp_path):
    """Run by hand with SQLite's foreign keys on, migration 0002 stops before touching a
    database that holds games, rather than losing their seats and moves."""
    path = str(tmp_path / "old.db")
    s = Storage(path, migrate=False)
    cfg = s._alembic()
    with s.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        conn.exec_driver_sql(
            "INSERT INTO games (id, game, seed, status, steps, created_at, updated_at) "
            "VALUES ('g', 'pokemon', 1, 'playing', 0, '2026-01-01', '2026-01-01')"
        )
        conn.exec_driver_sql("INSERT INTO seats (game_id, seat, kind) VALUES ('g', 0, 'human')")
    try:
        with s.engine.begin() as conn:  # foreign keys on: the server's pragmas
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
    except RuntimeError as e:
        assert "foreign_keys" in str(e)
    else:
        raise AssertionError("the migration ran with foreign keys on")
    with s.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM seats").scalar() == 1
