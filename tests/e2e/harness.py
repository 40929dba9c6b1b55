"""Browser-test harness: a tcgsim server on a free loopback port and headless Chromium.

The server is ``python -m tcgsim serve --port 0`` in a subprocess with a temporary SQLite
database (or the server at ``$TCGSIM_E2E_URL`` when that is set). The browser is the machine's
own Chromium (``$TCGSIM_CHROMIUM``, else the first of chromium, chromium-browser,
google-chrome on PATH), driven by Playwright; Playwright's own browser downloads are never used.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
MISSING = (
    "no Chromium found: install it with scripts/install-browser.sh (Debian's chromium), "
    "or point TCGSIM_CHROMIUM at a Chromium or Chrome binary"
)


def find_chromium() -> str | None:
    """The Chromium binary to drive, or None when this machine has none."""
    env = os.environ.get("TCGSIM_CHROMIUM")
    if env:
        return env if Path(env).is_file() else None
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


@contextmanager
def running_server(db_dir: Path) -> Iterator[str]:
    """The base URL ("http://127.0.0.1:PORT") of a server with a fresh database in db_dir."""
    external = os.environ.get("TCGSIM_E2E_URL")
    if external:
        yield external.rstrip("/")
        return
    cmd = [
        sys.executable,
        "-m",
        "tcgsim",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--db",
        str(db_dir / "e2e.db"),
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    lines: list[str] = []
    found: list[str] = []
    ready = threading.Event()

    def read() -> None:  # keeps draining output so the server never blocks on a full pipe
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            m = re.search(r"tcgsim serving on (http://\S+?)/?\s*$", line)
            if m and not found:
                found.append(m.group(1))
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        if not ready.wait(60) or not found:
            raise RuntimeError("tcgsim serve did not start:\n" + "".join(lines[-30:]))
        yield found[0]
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def launch(playwright: Any, chromium: str) -> Any:
    return playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS, headless=True)


def local_only(context: Any, base: str) -> None:
    """Requests to other hosts (card images) fail at once, as they do offline."""
    context.route(
        re.compile(r"^(?!" + re.escape(base) + r")https?://"), lambda route: route.abort()
    )


# -- driving the table --------------------------------------------------------------------
# the board drawn for the latest state (js/pages/game.js), and a decision to answer or the end
READY_OR_OVER = """() => !!document.body.dataset.drawn && (document.body.dataset.status === 'over'
  || !!document.querySelector('#decision .option:not([disabled])'))"""


def answer_first(page: Any) -> None:
    """Answer the shown decision with its first allowed options (as few as it allows)."""
    box = page.locator("#decision")
    low = int(box.get_attribute("data-min") or "1")
    high = int(box.get_attribute("data-max") or "1")
    options = page.locator("#decision .option")
    if low == 1 and high == 1:
        options.first.click()
        return
    for i in range(low):
        options.nth(i).click()
    page.locator("#confirm").click()


def answer_by_keys(page: Any) -> None:
    """Answer the shown decision from the keyboard only: number keys, then Enter to confirm."""
    box = page.locator("#decision")
    low = int(box.get_attribute("data-min") or "1")
    high = int(box.get_attribute("data-max") or "1")
    if low == 1 and high == 1:
        page.keyboard.press("1")
        return
    for i in range(low):
        page.keyboard.press(str(i + 1))
    page.keyboard.press("Enter")


def play_until_over(page: Any, limit: int, timeout_ms: int = 15_000) -> int:
    """Click the first options until the game is over; the number of answers given."""
    for n in range(limit):
        page.wait_for_function(READY_OR_OVER, timeout=timeout_ms)
        if page.evaluate("document.body.dataset.status") == "over":
            return n
        answer_first(page)
    raise AssertionError(f"the game was not over after {limit} answers")


def play_answers(page: Any, count: int, timeout_ms: int = 15_000, keys: bool = False) -> None:
    """Give ``count`` answers (the game must last that long), by clicks or by keys."""
    for _ in range(count):
        page.wait_for_function(READY_OR_OVER, timeout=timeout_ms)
        assert page.evaluate("document.body.dataset.status") != "over", "the game ended early"
        (answer_by_keys if keys else answer_first)(page)


# -- playing by the cards -----------------------------------------------------------------
LIT_HAND = ".side.near .hand .card.playable"
LIT_BOARD = "#board .playable:not(.hand .card)"
LIT_ZONE = "counter"  # a lit zone (a life count to attack): its click answers at once
CARD_ACTIONS = "#card-dialog .card-actions .option"


def _pick_in_dialog(page: Any, taken: set[str]) -> bool:
    """In the open card dialog, choose the action: an attack first (it moves the game on),
    never a retreat when anything else is offered, never an option already chosen."""
    page.locator(CARD_ACTIONS).first.wait_for()
    actions = page.locator(CARD_ACTIONS)
    labels = actions.all_inner_texts()
    order = sorted(range(len(labels)), key=lambda i: (not labels[i].startswith("Attack"),
                                                      labels[i].startswith("Retreat")))
    for i in order:
        index = actions.nth(i).get_attribute("data-index") or ""
        if index not in taken:
            taken.add(index)
            actions.nth(i).click()
            return True
    page.keyboard.press("Escape")
    return False


def _drag_energy(page: Any) -> bool:
    """A Basic Energy offered from the hand, dragged onto one's Active Pokémon."""
    attach = [x for x in page.locator("#decision .option .label").all_inner_texts()
              if re.match(r"^Attach Basic \w+ Energy$", x)]
    active = page.locator(".side.near .active-zone .slot[data-slot]")
    if not attach or active.count() != 1:
        return False
    name = attach[0].removeprefix("Attach ")
    card = page.locator(LIT_HAND).filter(has=page.locator(".card-name", has_text=name))
    if card.count() == 0:
        return False
    card.first.drag_to(active)
    return True


def answer_by_cards(page: Any, cards: bool = True) -> str:
    """Answer the shown decision on the cards where it is about cards: a Basic Energy
    dragged from the hand onto the Active Pokémon, else a lit card (hand first) clicked
    and its action chosen in its dialog (for a decision of several cards, as many lit
    cards as it needs, then Confirm), or a lit zone clicked (the opponent's life zone to
    attack); otherwise from the option list (with ``cards`` false, a declining option
    there when one is offered). How: "drag", "card", "zone", "list"."""
    box = page.locator("#decision")
    low = int(box.get_attribute("data-min") or "1")
    high = int(box.get_attribute("data-max") or "1")
    lit = [page.locator(LIT_HAND), page.locator(LIT_BOARD)]
    if cards and low == high == 1:
        if _drag_energy(page):
            return "drag"
        for group in lit:
            if group.count():
                zone = LIT_ZONE in (group.first.get_attribute("class") or "").split()
                group.first.click()
                if zone:
                    return "zone"
                if _pick_in_dialog(page, set()):
                    return "card"
    elif cards and 1 <= low <= sum(g.count() for g in lit):
        taken: set[str] = set()
        for group in lit:
            for i in range(group.count()):
                if len(taken) < low and LIT_ZONE not in (group.nth(i).get_attribute("class") or ""):
                    group.nth(i).click()
                    _pick_in_dialog(page, taken)
        if page.locator("#confirm").is_enabled():
            page.locator("#confirm").click()
            return "card"
    decline = page.locator("#decision .option.decline")
    if not cards and low == high == 1 and decline.count():
        decline.first.click()
        return "list"
    answer_first(page)
    return "list"


def play_by_cards(page: Any, limit: int, per_turn: int = 30,
                  timeout_ms: int = 15_000) -> dict[str, int]:
    """Play to the game's end by the cards (:func:`answer_by_cards`); after ``per_turn``
    card actions in one turn, the option list's pass ends it (no endless loop of a
    card that can be used again and again). The answers given, counted by how."""
    counts = {"drag": 0, "card": 0, "zone": 0, "list": 0}
    turn, in_turn = "", 0
    for _ in range(limit):
        page.wait_for_function(READY_OR_OVER, timeout=timeout_ms)
        if page.evaluate("document.body.dataset.status") == "over":
            return counts
        now = page.locator("#turn").inner_text()
        turn, in_turn = now, (in_turn + 1 if now == turn else 0)
        counts[answer_by_cards(page, cards=in_turn < per_turn)] += 1
    raise AssertionError(f"the game was not over after {limit} answers: {counts}")
