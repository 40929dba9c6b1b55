from __future__ import annotations

from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from tcgsim.server.app import create_app


@pytest.fixture
def db(tmp_path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as c:
        yield c
