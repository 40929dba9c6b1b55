"""The table asks only real decisions, never defaults to passing, and keeps its log readable."""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.harness import READY_OR_OVER, answer_first


def expect(locator: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(locator)


def start_zero(page: Any, base_url: str, seed: int) -> None:
    page.goto(base_url + "/")
    page.locator("#game").select_option("zero")
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill(str(seed))
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    page.wait_for_function(READY_OR_OVER)


def test_pass_is_listed_last_and_never_focused_first(new_page: Any, base_url: str) -> None:
    page = new_page()
    start_zero(page, base_url, seed=3)
    expect(page.locator("#auto-answer")).to_be_checked()  # the seat's settings, shown
    expect(page.locator("#hold-priority")).not_to_be_checked()
    expect(page.locator("#hold-priority")).to_be_visible()  # Zero Dimension's priority
    for _ in range(80):
        page.wait_for_function(READY_OR_OVER)
        assert page.evaluate("document.body.dataset.status") != "over"
        if page.locator("#decision .option.decline").count():
            break
        answer_first(page)
    options = page.locator("#decision .option")
    assert options.count() > 1, "a decision with a declining option has another one"
    assert "decline" in (options.last.get_attribute("class") or "")
    assert page.evaluate("document.activeElement.classList.contains('option')")
    assert not page.evaluate("document.activeElement.classList.contains('decline')")
    # "1" picks the first option shown, never the pass listed last
    assert page.locator("#decision .option").first.locator("kbd").inner_text() == "1"
    assert page.js_errors == []


def test_the_log_hides_the_procedure_until_details_are_asked_for(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    start_zero(page, base_url, seed=4)
    for _ in range(30):
        page.wait_for_function(READY_OR_OVER)
        if page.evaluate("document.body.dataset.status") == "over":
            break
        answer_first(page)
    details = page.locator("#log-list li.detail")
    assert details.count() > 0
    expect(details.first).to_be_hidden()
    expect(page.locator("#log-list .clause").first).to_be_hidden()
    page.locator("#log-details").check()
    expect(details.first).to_be_visible()
    expect(page.locator("#log-list .clause").first).to_be_visible()
    text = page.locator("#log-list").inner_text()
    assert "{'" not in text and "attacker=" not in text
    page.reload()  # the choice is remembered
    page.wait_for_function(READY_OR_OVER)
    expect(page.locator("#log-details")).to_be_checked()
    assert page.js_errors == []


def test_the_opponents_turn_plays_out_under_a_banner_and_can_be_skipped(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    page.goto(base_url + "/")
    page.evaluate("localStorage.setItem('tcgsim.pace', 'slow')")
    page.locator('input[name="opponent"][value="ai:heuristic"]').check()
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill("7")
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    expect(page.locator("#pace")).to_have_value("slow")
    banner = page.locator("#turn-banner")
    # until the AI's turn plays under the banner and a line of it moves its card on the
    # board shown so far (js/animate.js; the mulligans of the setup move none)
    moving = "!document.querySelector('#turn-banner[hidden]') && !!document.querySelector('#board .anim')"
    for _ in range(80):
        page.wait_for_function(f"() => ({READY_OR_OVER})() || {moving}", timeout=60_000)
        if banner.is_visible():
            break
        answer_first(page)
    expect(banner).to_be_visible()
    expect(page.locator("#turn-banner-head")).to_have_text(re.compile("Opponent's turn|The opponent plays"))
    assert page.locator("#turn-banner-text").inner_text()  # the line playing now
    assert page.locator("#decision .option").count() == 0  # the decision waits for the end
    page.locator("#skip").click()
    expect(banner).to_be_hidden()
    page.wait_for_function(READY_OR_OVER)
    assert page.locator("#board .anim").count() == 0  # skipped: the new board stands still
    assert page.js_errors == []


def test_a_scripted_zero_dimension_turn_takes_few_clicks(new_page: Any, base_url: str) -> None:
    """Clicking the first option shown (never a pass, listed last), each of the player's own
    turns takes at most 8 clicks: the lone passes are answered by the server."""
    page = new_page()
    start_zero(page, base_url, seed=1)
    clicks: dict[str, int] = {}
    for _ in range(120):
        page.wait_for_function(READY_OR_OVER)
        if page.evaluate("document.body.dataset.status") == "over":
            break
        turn = page.locator("#turn").inner_text()
        if "your turn" in turn.lower():
            clicks[turn] = clicks.get(turn, 0) + 1
        answer_first(page)
        if len(clicks) >= 6:
            break
    assert len(clicks) >= 4, clicks
    # the figure README quotes ("Playing in the browser"): run with -s to see it
    print(f"clicks per own Zero Dimension turn: {sorted(clicks.values())}, "
          f"most {max(clicks.values())}")
    assert max(clicks.values()) <= 8, clicks
    assert page.js_errors == []
