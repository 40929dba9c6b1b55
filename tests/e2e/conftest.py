"""Fixtures for the browser tests: one server and one Chromium for the whole run.

Without a Chromium on this machine (or without Playwright) every browser test is skipped
with the reason; scripts/install-browser.sh installs Debian's chromium.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.harness import MISSING, find_chromium, launch, local_only, running_server


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        pytest.skip(MISSING)
    return path


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright is not installed: pip install -e '.[test]'")
    with sync_playwright() as pw:
        b = launch(pw, chromium_path)
        yield b
        b.close()


@pytest.fixture(scope="session")
def e2e_db_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the browser tests' server keeps its database (e2e.db)."""
    return Path(tmp_path_factory.mktemp("e2e-db"))


@pytest.fixture(scope="session")
def base_url(e2e_db_dir: Path, browser: Any) -> Iterator[str]:
    with running_server(e2e_db_dir) as url:
        yield url


@pytest.fixture
def new_page(browser: Any, base_url: str) -> Iterator[Any]:
    """new_page(lang="en") -> a page in a fresh browser context (own storage: own seat tokens)."""
    contexts = []

    def make(lang: str = "en-US") -> Any:
        ctx = browser.new_context(locale=lang, viewport={"width": 1360, "height": 900})
        ctx.set_default_timeout(15_000)
        local_only(ctx, base_url)
        # the opponent's turn shows at once unless a test picks a pace (js/pace.js)
        ctx.add_init_script(
            "if (!localStorage.getItem('tcgsim.pace')) localStorage.setItem('tcgsim.pace', 'instant')"
        )
        contexts.append(ctx)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # what the Content-Security-Policy refuses (an inline style, a remote script) is
        # only a console message: count it as an error too
        page.on(
            "console",
            lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None,
        )
        page.js_errors = errors  # checked by the tests: a page must not throw
        return page

    yield make
    for ctx in contexts:
        ctx.close()
