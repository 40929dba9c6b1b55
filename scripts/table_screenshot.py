"""Save a screenshot of the browser table in the middle of a game (docs/table*.png).

Starts ``tcgsim serve`` on a free port with a temporary database, opens the lobby in headless
Chromium (scripts/install-browser.sh installs it), starts a game against the standard AI and
clicks the first options for a number of decisions, then saves the page.

    python scripts/table_screenshot.py [--out docs/table.png] [--answers 40] [--seed 3] [--lang en]
                                       [--game pokemon|zero]

The screenshots in docs/: ``table.png`` (default), ``table-zh.png`` (``--lang zh-CN``),
``table-zero.png`` (``--game zero --seed 5 --answers 12``) and ``table-zero-zh.png`` (the
same with ``--lang zh-CN``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.harness import (  # noqa: E402  (the repository root goes on the path first)
    MISSING,
    READY_OR_OVER,
    answer_first,
    find_chromium,
    launch,
    local_only,
    running_server,
)

# A livelier board than "the first option": evolve, bench, attach, then attack when offered.
PREFERRED = ("Evolve", "Put ", "Attach", "Attack:")


def answer_lively(page: Any) -> None:
    labels = page.locator("#decision .option .label").all_inner_texts()
    single = page.locator("#confirm").count() == 0
    for prefix in PREFERRED if single else ():
        for i, label in enumerate(labels):
            if label.startswith(prefix):
                page.locator("#decision .option").nth(i).click()
                return
    answer_first(page)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "table.png"), help="PNG file to write")
    ap.add_argument("--answers", type=int, default=50, help="decisions to answer before the shot")
    ap.add_argument("--seed", type=int, default=3, help="the game's seed")
    ap.add_argument("--deck", default="naic2024_02_ivanoff_gardevoir", help="your bundled deck")
    ap.add_argument("--ai-deck", default="naic2024_01_hedrick_lost-box", help="the AI's deck")
    ap.add_argument("--lang", default="en", choices=["en", "zh-CN"], help="interface language")
    ap.add_argument("--game", default="pokemon", choices=["pokemon", "zero"],
                    help="the game (zero: the bundled default decks)")
    ap.add_argument("--size", default="1360x900", help="the window, WIDTHxHEIGHT (1280x720: the "
                    "table fits without scrolling)")
    args = ap.parse_args()
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        ap.error(f"--size: expected WIDTHxHEIGHT such as 1280x720, not {args.size!r}")
    chromium = find_chromium()
    if chromium is None:
        print(f"error: {MISSING}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with (
        tempfile.TemporaryDirectory() as tmp,
        running_server(Path(tmp)) as base,
        sync_playwright() as pw,
    ):
        browser = launch(pw, chromium)
        # reduced motion: the shot shows the board at rest, not a card caught mid-animation
        ctx = browser.new_context(locale=args.lang, viewport={"width": width, "height": height},
                                  reduced_motion="reduce")
        local_only(ctx, base)
        # the AI's turn shows at once (no pacing): the shot is of the board, not of a replay
        ctx.add_init_script("localStorage.setItem('tcgsim.pace', 'instant')")
        page = ctx.new_page()
        page.goto(f"{base}/?lang={args.lang}")
        if args.game == "zero":
            page.locator("#game").select_option("zero")
        else:
            page.locator("#deck-name").select_option(args.deck)
        page.locator('input[name="opponent"][value="ai:heuristic"]').check()
        if args.game == "pokemon":
            page.locator("#opponent-deck").select_option(args.ai_deck)
        page.locator("details.advanced summary").click()
        page.locator("#seed").fill(str(args.seed))
        page.locator("#start").click()
        page.wait_for_url("**/game/**")
        for _ in range(args.answers):
            page.wait_for_function(READY_OR_OVER, timeout=60_000)
            if page.evaluate("document.body.dataset.status") == "over":
                break
            answer_lively(page)
        page.wait_for_function(READY_OR_OVER, timeout=60_000)
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=args.out, full_page=True)
        tall = page.evaluate("document.scrollingElement.scrollHeight")
        browser.close()
    print(f"wrote {args.out} (the page is {tall} px tall in a {width}x{height} window)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
