"""Where games live between moves: SQLite by default, PostgreSQL by URL, one schema.

Each game is stored event-sourced: its kind, seed and seats (with their decks), then
every move (an answer, or a resignation) in order. A move is committed before the
server applies it, so replaying seed + moves always rebuilds the game exactly where
it was, whatever moment the server was killed at. The schema is versioned by Alembic
migrations (``tcgsim/server/migrations``), applied every time storage opens.

All methods are blocking; the server calls them from worker threads.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import URL, Engine, make_url

MIGRATIONS = Path(__file__).with_name("migrations")

metadata = sa.MetaData()
games_t = sa.Table(
    "games",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    # decimal digits: seeds are 128-bit, more than any SQL integer type holds
    sa.Column("seed", sa.String(40), nullable=False),
    sa.Column("status", sa.String(24), nullable=False),
    sa.Column("result", sa.JSON),
    sa.Column("to_move", sa.Integer),
    sa.Column("steps", sa.Integer, nullable=False),
    sa.Column("invite_code", sa.String(64), unique=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("error", sa.Text),
)
seats_t = sa.Table(
    "seats",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("level", sa.String(32)),
    sa.Column("deck_name", sa.String(200)),
    sa.Column("deck", sa.JSON),
    sa.Column("token_hash", sa.String(64)),
    sa.Column("settings", sa.JSON),  # what the server does for the seat; NULL: the defaults
)
moves_t = sa.Table(
    "moves",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("answer", sa.JSON, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)

WAITING, PLAYING, OVER = "waiting_for_join", "playing", "over"
# A stored game that no longer replays (an answer the engine now refuses, an unknown card,
# a damaged row): set aside with its error so that it never stops the server again.
BROKEN = "broken"
STATUSES = (WAITING, PLAYING, OVER, BROKEN)
ANSWER, RESIGN = "answer", "resign"
# An answer the server gave for a seat (its decision had one possible answer): applied as
# an answer, stored apart so that a replay can tell it from the player's own.
AUTO = "auto"
MOVE_KINDS = (ANSWER, RESIGN, AUTO)
MAX_ERROR_CHARS = 2000  # of a broken game's error text


class StorageError(Exception):
    """A storage problem the user can fix (a bad database URL, a missing driver, a damaged
    file); told in one line."""


class StorageUnavailable(Exception):
    """The database cannot do this now: locked by another process (``code``
    ``storage_busy``) or unreachable (``storage_unavailable``). Nothing was changed, and
    the same request may succeed later."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class CorruptRecord(ValueError):
    """A stored row that cannot be read back as what was written (text that is not JSON,
    an answer that is not a list of option indices)."""


class Conflict(Exception):
    """Someone else changed the row first (an invitation already used, a move index taken)."""


def hash_token(token: str) -> str:
    """Seat tokens are long random strings, so a plain SHA-256 keeps them unrecoverable."""
    return hashlib.sha256(token.encode()).hexdigest()


def now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Seat:
    seat: int
    kind: str  # "human" | "ai"
    level: str | None = None  # the AI level ("random", "heuristic", "mcts")
    deck_name: str | None = None  # a bundled deck's name, "custom" for a pasted list
    deck: list[str] | None = None  # card ids; None until a friend joins
    token_hash: str | None = None
    settings: dict[str, Any] | None = None  # None: the defaults (tcgsim.server.autoanswer)

    def owns(self, token: str | None) -> bool:
        return bool(token and self.token_hash) and hmac.compare_digest(
            self.token_hash or "", hash_token(token or "")
        )

    def public(self, *, deck_shown: bool) -> dict[str, Any]:
        deck = self.deck_name if deck_shown else None
        return {"seat": self.seat, "kind": self.kind, "level": self.level, "deck": deck}


@dataclass
class Move:
    idx: int
    seat: int
    kind: str  # ANSWER | RESIGN | AUTO
    answer: list[int]


@dataclass
class GameRecord:
    id: str
    game: str
    seed: int
    status: str
    seats: list[Seat]
    result: dict[str, Any] | None = None
    to_move: int | None = None
    steps: int = 0
    invite_code: str | None = None
    created_at: datetime = field(default_factory=now)
    updated_at: datetime = field(default_factory=now)
    error: str | None = None  # why a BROKEN game was set aside
    # What is wrong with its stored rows, found while reading them (a seat's deck that is
    # not JSON, say); such a game cannot be replayed and is set aside when loaded.
    damage: str | None = None

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` belongs to, or None (no such token in this game)."""
        return next((s.seat for s in self.seats if s.owns(token)), None)

    def players(self, viewer: int | None) -> list[dict[str, Any]]:
        """The seats as ``viewer`` (a seat, or None: a spectator) may see them: a deck's
        name tells its list, so until the game is over only its own seat sees it."""
        over = self.status == OVER
        return [s.public(deck_shown=over or s.seat == viewer) for s in self.seats]

    def summary(self, viewer: int | None = None) -> dict[str, Any]:
        return {
            "game_id": self.id,
            "game": self.game,
            "status": self.status,
            "players": self.players(viewer),
            "steps": self.steps,
            "result": self.result,
            "created": _iso(self.created_at),
            "updated": _iso(self.updated_at),
            "error": self.error,
        }


def _iso(t: datetime) -> str:
    if t.tzinfo is None:  # SQLite gives back naive datetimes; they were stored as UTC
        t = t.replace(tzinfo=UTC)
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def default_db_path() -> Path:
    import platformdirs

    return platformdirs.user_data_path("tcgsim", appauthor=False) / "tcgsim.db"


def database_url(spec: str | None) -> URL:
    """``None`` (the default file), a file path, or a SQLAlchemy URL, as a URL.

    ``postgresql://`` without a driver means psycopg 3 (the ``postgres`` extra), not
    SQLAlchemy's historical default psycopg2.
    """
    if not spec:
        path = default_db_path()
        return URL.create("sqlite", database=str(path))
    if "://" not in spec:
        return URL.create("sqlite", database=str(Path(spec).expanduser()))
    try:
        url = make_url(spec)
    except sa.exc.ArgumentError as e:
        raise StorageError(f"not a database URL: {spec!r} ({e})") from None
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    if url.get_backend_name() not in ("sqlite", "postgresql"):
        raise StorageError(
            f"unsupported database {url.get_backend_name()!r}: use a SQLite file or postgresql://"
        )
    return url


def _sqlite_pragmas(busy_timeout_s: float) -> Callable[[Any, Any], None]:
    def on_connect(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        # First, so that even the pragmas below wait for another process's lock.
        cur.execute(f"PRAGMA busy_timeout={max(0, round(busy_timeout_s * 1000))}")
        # WAL lets readers (replays, game lists) run beside the writer; synchronous=NORMAL
        # keeps every committed move across a killed process (only a power cut could lose
        # the last ones), at a fraction of the cost of an fsync per move.
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    return on_connect


def _one_line(text: str) -> str:
    """Driver messages span lines (psycopg adds hints); errors here are one line."""
    return " ".join(text.split())


# PostgreSQL's "try again" states: lock_not_available, serialization_failure,
# deadlock_detected, query_canceled (a lock or statement timeout).
_BUSY_SQLSTATES = frozenset({"55P03", "40001", "40P01", "57014"})


def _unavailable(e: sa.exc.DBAPIError, where: str) -> StorageUnavailable:
    text = _one_line(str(e.orig))
    if getattr(e.orig, "sqlstate", None) in _BUSY_SQLSTATES or "locked" in text or "busy" in text:
        return StorageUnavailable(
            "storage_busy",
            f"the database is busy ({text}: another process holds a lock on it); "
            "nothing was changed, try again",
        )
    return StorageUnavailable(
        "storage_unavailable", f"the database {where} cannot be used now: {text}"
    )


def _decoded(raw: str | None, what: str) -> Any:
    """A JSON column, read as text and decoded here: a damaged value is a CorruptRecord
    that names the row, where the driver's decoder would fail deep inside a query."""
    if raw is None:
        return None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as e:
        raise CorruptRecord(f"{what} is not JSON ({e}): {raw[:80]!r}") from None


def _as_text(col: sa.Column[Any]) -> sa.Label[Any]:
    return sa.cast(col, sa.Text).label(col.name)


class Storage:
    """The games database. Opening it checks a SQLite file's integrity and applies any
    pending migration; both failures are a StorageError. Afterwards, a database that is
    locked or unreachable makes a method raise StorageUnavailable, with nothing changed."""

    def __init__(
        self, spec: str | None = None, migrate: bool = True, busy_timeout_s: float = 10.0
    ) -> None:
        self.url = database_url(spec)
        self.engine = self._connect(self.url, busy_timeout_s)
        if migrate:
            self.check()
            self.migrate()

    @staticmethod
    def _connect(url: URL, busy_timeout_s: float) -> Engine:
        if url.get_backend_name() == "sqlite":
            if url.database and url.database != ":memory:":
                Path(url.database).parent.mkdir(parents=True, exist_ok=True)
            engine = sa.create_engine(url, connect_args={"check_same_thread": False})
            sa.event.listen(engine, "connect", _sqlite_pragmas(busy_timeout_s))
            return engine
        # A lock held elsewhere makes a statement give up after as long as SQLite would
        # wait (StorageUnavailable), rather than hang a worker thread without end. (Added
        # to the URL's own ?options=, which connect_args would otherwise replace.)
        own = url.query.get("options")
        options = f"{own or ''} -c lock_timeout={max(1, round(busy_timeout_s * 1000))}".strip()
        try:
            return sa.create_engine(url, pool_pre_ping=True, connect_args={"options": options})
        except ModuleNotFoundError as e:
            raise StorageError(
                f"{e.name} is not installed: pip install 'tcgsim[postgres]' for PostgreSQL"
            ) from None

    def describe(self) -> str:
        """The database, for messages (the password hidden)."""
        return self.url.render_as_string(hide_password=True)

    @contextmanager
    def _db(self, write: bool = False) -> Iterator[sa.Connection]:
        """A connection (in a transaction committed at the end, for ``write``); a locked
        or unreachable database is a StorageUnavailable."""
        try:
            with self.engine.begin() if write else self.engine.connect() as conn:
                yield conn
        except (sa.exc.OperationalError, sa.exc.InterfaceError) as e:
            raise _unavailable(e, self.describe()) from e

    # -- schema ---------------------------------------------------------------------------
    def _alembic(self) -> Config:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        return cfg

    def check(self) -> None:
        """A SQLite file is read through once (``PRAGMA quick_check``) before the server
        trusts it: a damaged file, or one that is not SQLite at all, is a StorageError
        here, not a failure in the middle of a game. (PostgreSQL checks its own pages.)"""
        if self.url.get_backend_name() != "sqlite":
            return
        try:
            with self.engine.connect() as conn:
                found = [r[0] for r in conn.exec_driver_sql("PRAGMA quick_check(5)")]
        except sa.exc.DBAPIError as e:
            raise StorageError(f"cannot open {self.describe()}: {_one_line(str(e.orig))}") from None
        if found != ["ok"]:
            raise StorageError(
                f"{self.describe()} is damaged (PRAGMA quick_check: "
                f"{_one_line('; '.join(map(str, found)))}); restore it from a backup"
            )

    def migrate(self) -> None:
        """Bring the schema to the newest version (a no-op when it already is)."""
        cfg = self._alembic()
        sqlite = self.url.get_backend_name() == "sqlite"
        try:
            with self.engine.connect() as conn:
                # SQLite changes a column by copying its table and dropping the old one;
                # with foreign keys on, that drop would delete every row referring to it
                # (ON DELETE CASCADE). The pragma only takes effect outside a transaction.
                if sqlite:
                    conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
                    conn.commit()
                try:
                    with conn.begin():
                        cfg.attributes["connection"] = conn
                        command.upgrade(cfg, "head")
                finally:
                    if sqlite:
                        conn.exec_driver_sql("PRAGMA foreign_keys=ON")
                        conn.commit()
        except sa.exc.DBAPIError as e:
            raise StorageError(f"cannot open {self.describe()}: {_one_line(str(e.orig))}") from None

    def schema_version(self) -> str | None:
        with self._db() as conn:
            return MigrationContext.configure(conn).get_current_revision()

    def head_version(self) -> str | None:
        return ScriptDirectory.from_config(self._alembic()).get_current_head()

    def close(self) -> None:
        self.engine.dispose()

    # -- games ----------------------------------------------------------------------------
    def create_game(self, rec: GameRecord) -> None:
        with self._db(write=True) as conn:
            conn.execute(
                games_t.insert().values(
                    id=rec.id,
                    game=rec.game,
                    seed=str(rec.seed),
                    status=rec.status,
                    result=rec.result,
                    to_move=rec.to_move,
                    steps=0,
                    invite_code=rec.invite_code,
                    created_at=rec.created_at,
                    updated_at=rec.updated_at,
                )
            )
            conn.execute(
                seats_t.insert(),
                [
                    {
                        "game_id": rec.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "level": s.level,
                        "deck_name": s.deck_name,
                        "deck": s.deck,
                        "token_hash": s.token_hash,
                        "settings": s.settings,
                    }
                    for s in rec.seats
                ],
            )

    # The games' and seats' columns as read back: JSON ones as text, decoded by _decoded.
    _game_cols = [_as_text(c) if isinstance(c.type, sa.JSON) else c for c in games_t.c]
    _seat_cols = [_as_text(c) if isinstance(c.type, sa.JSON) else c for c in seats_t.c]

    def _records(self, conn: sa.Connection, rows: list[Any]) -> list[GameRecord]:
        ids = [r.id for r in rows]
        seats: dict[str, list[Seat]] = {i: [] for i in ids}
        damage: dict[str, str] = {}
        if ids:
            q = sa.select(*self._seat_cols).where(seats_t.c.game_id.in_(ids))
            for s in conn.execute(q.order_by(seats_t.c.seat)):
                try:
                    deck = _decoded(s.deck, f"the deck of seat {s.seat}")
                except CorruptRecord as e:
                    # Still listed (without that deck), but never replayed: see _load.
                    deck, damage[s.game_id] = None, str(e)
                try:
                    settings = _decoded(s.settings, f"the settings of seat {s.seat}")
                except CorruptRecord:
                    settings = None  # a setting is no part of the game: the defaults do
                seats[s.game_id].append(
                    Seat(s.seat, s.kind, s.level, s.deck_name, deck, s.token_hash, settings)
                )
        out = []
        for r in rows:
            try:
                result = _decoded(r.result, "the result")
            except CorruptRecord as e:
                result, damage[r.id] = None, str(e)
            out.append(
                GameRecord(
                    id=r.id,
                    game=r.game,
                    seed=int(r.seed),
                    status=r.status,
                    seats=seats[r.id],
                    result=result,
                    to_move=r.to_move,
                    steps=r.steps,
                    invite_code=r.invite_code,
                    created_at=r.created_at,
                    updated_at=r.updated_at,
                    error=r.error,
                    damage=damage.get(r.id),
                )
            )
        return out

    def _select_games(self) -> sa.Select[Any]:
        return sa.select(*self._game_cols)

    def get_game(self, game_id: str) -> GameRecord | None:
        with self._db() as conn:
            rows = conn.execute(self._select_games().where(games_t.c.id == game_id)).all()
            recs = self._records(conn, rows)
        return recs[0] if recs else None

    def game_by_invite(self, code: str) -> GameRecord | None:
        with self._db() as conn:
            q = self._select_games().where(games_t.c.invite_code == code)
            recs = self._records(conn, conn.execute(q).all())
        return recs[0] if recs else None

    def list_games(
        self, status: str | None = None, limit: int = 50, offset: int = 0
    ) -> tuple[list[GameRecord], int]:
        where = [] if status is None else [games_t.c.status == status]
        with self._db() as conn:
            total = conn.execute(sa.select(sa.func.count()).select_from(games_t).where(*where))
            rows = conn.execute(
                self._select_games()
                .where(*where)
                .order_by(games_t.c.created_at.desc(), games_t.c.id)
                .limit(limit)
                .offset(offset)
            ).all()
            return self._records(conn, rows), int(total.scalar_one())

    def games_to_resume(self) -> list[str]:
        """The ids of unfinished games whose next decision may be the AI's: the last applied
        position says so, or a move was stored but the server stopped before recording the
        position. (Ids only: each game is read, and set aside if damaged, on its own.)"""
        ai_to_move = sa.exists().where(
            seats_t.c.game_id == games_t.c.id,
            seats_t.c.seat == games_t.c.to_move,
            seats_t.c.kind == "ai",
        )
        with self._db() as conn:
            rows = conn.execute(
                sa.select(games_t.c.id).where(
                    games_t.c.status == PLAYING, sa.or_(games_t.c.to_move.is_(None), ai_to_move)
                )
            )
            return [r.id for r in rows]

    def join(self, game_id: str, deck_name: str, deck: list[str], token_hash: str) -> None:
        """Seat 1 of a friend game takes its place; Conflict if someone already did."""
        with self._db(write=True) as conn:
            taken = conn.execute(
                seats_t.update()
                .where(
                    seats_t.c.game_id == game_id,
                    seats_t.c.seat == 1,
                    seats_t.c.token_hash.is_(None),
                )
                .values(deck_name=deck_name, deck=deck, token_hash=token_hash)
            )
            if taken.rowcount != 1:
                raise Conflict("this invitation was already accepted")
            conn.execute(
                games_t.update()
                .where(games_t.c.id == game_id)
                .values(status=PLAYING, to_move=None, updated_at=now())
            )

    def set_settings(self, game_id: str, seat: int, settings: dict[str, Any]) -> None:
        """Keep a seat's settings (they change what the server answers for it from now on)."""
        with self._db(write=True) as conn:
            conn.execute(
                seats_t.update()
                .where(seats_t.c.game_id == game_id, seats_t.c.seat == seat)
                .values(settings=settings)
            )

    def mark_broken(self, game_id: str, error: str) -> None:
        """Set a game aside: it no longer replays, for the reason ``error``. Its moves stay
        stored as they are, for whoever looks into it."""
        with self._db(write=True) as conn:
            conn.execute(
                games_t.update()
                .where(games_t.c.id == game_id)
                .values(
                    status=BROKEN, error=error[:MAX_ERROR_CHARS], to_move=None, updated_at=now()
                )
            )

    # -- moves ----------------------------------------------------------------------------
    def add_move(self, game_id: str, move: Move) -> None:
        """Commit one move. Its index must be the next one (Conflict otherwise)."""
        try:
            with self._db(write=True) as conn:
                conn.execute(
                    moves_t.insert().values(
                        game_id=game_id,
                        idx=move.idx,
                        seat=move.seat,
                        kind=move.kind,
                        answer=move.answer,
                        created_at=now(),
                    )
                )
                conn.execute(
                    games_t.update()
                    .where(games_t.c.id == game_id)
                    .values(steps=move.idx + 1, to_move=None, updated_at=now())
                )
        except sa.exc.IntegrityError:
            raise Conflict(f"move {move.idx} of game {game_id} is already stored") from None

    def remove_move(self, game_id: str, idx: int) -> None:
        """Take back a stored move the engine could not apply (its state is rebuilt after)."""
        with self._db(write=True) as conn:
            conn.execute(moves_t.delete().where(moves_t.c.game_id == game_id, moves_t.c.idx >= idx))
            conn.execute(games_t.update().where(games_t.c.id == game_id).values(steps=idx))

    def moves(self, game_id: str, upto: int | None = None) -> list[Move]:
        """The game's stored moves in order; CorruptRecord for a row that cannot be one."""
        cols = [moves_t.c.idx, moves_t.c.seat, moves_t.c.kind, _as_text(moves_t.c.answer)]
        q = sa.select(*cols).where(moves_t.c.game_id == game_id)
        if upto is not None:
            q = q.where(moves_t.c.idx < upto)
        with self._db() as conn:
            rows = conn.execute(q.order_by(moves_t.c.idx)).all()
        out = []
        for r in rows:
            answer = _decoded(r.answer, f"the answer of move {r.idx}")
            if not isinstance(answer, list) or not all(
                isinstance(i, int) and not isinstance(i, bool) for i in answer
            ):
                raise CorruptRecord(
                    f"the answer of move {r.idx} is not a list of indices: {answer!r}"
                )
            if r.kind not in MOVE_KINDS:
                raise CorruptRecord(f"move {r.idx} is of no known kind: {r.kind!r}")
            if r.idx != len(out):
                raise CorruptRecord(f"move {len(out)} is missing (the next stored is move {r.idx})")
            out.append(Move(r.idx, r.seat, r.kind, answer))
        return out

    def record_position(
        self, game_id: str, to_move: int | None, result: dict[str, Any] | None
    ) -> None:
        """After applying moves: whose decision is pending, and the result once over."""
        values: dict[str, Any] = {"to_move": to_move, "updated_at": now()}
        if result is not None:
            values |= {"status": OVER, "result": result}
        with self._db(write=True) as conn:
            conn.execute(games_t.update().where(games_t.c.id == game_id).values(**values))
