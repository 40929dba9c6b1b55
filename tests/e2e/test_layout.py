"""The table's layout: on a 1280×720 screen the hand, both boards, the decision and the newest
log lines fit without scrolling; on a phone the decision sits right under the hand."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.harness import READY_OR_OVER, answer_first, local_only

BOX = "(s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.top, r.bottom]; }"


def table(browser: Any, base_url: str, width: int, height: int, game: str) -> Any:
    ctx = browser.new_context(viewport={"width": width, "height": height})
    ctx.set_default_timeout(15_000)
    local_only(ctx, base_url)
    ctx.add_init_script("localStorage.setItem('tcgsim.pace', 'instant')")
    page = ctx.new_page()
    page.goto(base_url + "/")
    page.locator("#game").select_option(game)
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill("5")
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    for _ in range(12):  # into the game: both sides have cards in play
        page.wait_for_function(READY_OR_OVER)
        answer_first(page)
    page.wait_for_function(READY_OR_OVER)
    assert page.evaluate("document.body.dataset.status") == "your_decision"
    return page


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_a_laptop_screen_shows_the_whole_table_without_scrolling(
    browser: Any, base_url: str, game: str
) -> None:
    page = table(browser, base_url, 1280, 720, game)
    assert page.evaluate("document.scrollingElement.scrollHeight") <= 720
    for part in ("#board .side.far", ".side.near .hand-zone", "#decision", "#log-list li:last-child"):
        top, bottom = page.evaluate(BOX, part)
        assert top >= 0 and bottom <= 720, (part, top, bottom)
    page.context.close()


def test_on_a_phone_the_decision_sits_under_the_hand(browser: Any, base_url: str) -> None:
    page = table(browser, base_url, 390, 844, "pokemon")
    _, hand_bottom = page.evaluate(BOX, ".side.near .hand-zone")
    decision_top, decision_bottom = page.evaluate(BOX, "#decision")
    assert decision_bottom <= 844 + 1  # on screen
    assert hand_bottom <= decision_top + 1  # the hand is not hidden under it
    assert decision_top - hand_bottom < 160  # and it is right under the hand
    page.context.close()
