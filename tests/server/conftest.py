from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tcgsim.server.app import create_app

POSTGRES_ENV = "TCGSIM_TEST_POSTGRES_URL"
START_POSTGRES = Path(__file__).resolve().parents[2] / "scripts" / "start-postgres.sh"


@pytest.fixture
def db(tmp_path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as c:
        yield c


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL database whose server lets the tests create databases:
    $TCGSIM_TEST_POSTGRES_URL (as .ci/run exports), or else a throwaway server started
    here from the machine's PostgreSQL binaries (scripts/start-postgres.sh) and stopped at
    the end. Without either, the PostgreSQL variants are skipped, saying why."""
    try:
        import psycopg  # noqa: F401
    except ModuleNotFoundError:
        pytest.skip("PostgreSQL tests skipped: psycopg is not installed (pip install -e '.[test]')")
    if url := os.environ.get(POSTGRES_ENV):
        yield url
        return
    # Not pytest's tmp_path: as root the server runs as the postgres user, who cannot
    # enter root's private pytest directories.
    where = tempfile.mkdtemp(prefix="tcgsim-pg-")
    started = subprocess.run(
        ["bash", str(START_POSTGRES), where], capture_output=True, text=True, timeout=180
    )
    if started.returncode != 0:
        shutil.rmtree(where, ignore_errors=True)
        why = " ".join(started.stderr.split()) or f"exit status {started.returncode}"
        pytest.skip(
            f"PostgreSQL tests skipped: {POSTGRES_ENV} is not set and no PostgreSQL server "
            f"could be started here ({why})"
        )
    try:
        yield started.stdout.strip()
    finally:
        subprocess.run(["bash", str(START_POSTGRES), "--stop", where], timeout=120)


@pytest.fixture
def postgres_db(postgres_server: str) -> Iterator[str]:
    """A new, empty PostgreSQL database for one test (dropped after it)."""
    import sqlalchemy as sa

    name = f"tcgsim_t_{secrets.token_hex(6)}"
    admin = sa.create_engine(postgres_server, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield sa.make_url(postgres_server).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a storage test keeps its games: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "games.db")
    return request.getfixturevalue("postgres_db")
