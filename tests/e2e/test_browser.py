"""The browser app end to end, in headless Chromium: what a new user does, by clicking.

A game against the AI played to the end (with a reload in the middle), an invitation game
between two browsers, the replay viewer, the Chinese interface, and the lobby's deck check.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tcgsim.server.storage import PLAYING, GameRecord, Seat, Storage
from tests.e2e.harness import READY_OR_OVER, answer_first, play_answers, play_until_over
from tests.test_unplayable import BLANK_NAME, deck_text


def expect(locator: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(locator)


def start_vs_ai(page: Any, base_url: str, seed: int, level: str = "ai:random") -> str:
    """From the lobby: the default deck against the AI; the new game's id."""
    page.goto(base_url + "/")
    page.locator(f'input[name="opponent"][value="{level}"]').check()
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill(str(seed))
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    return page.url.rsplit("/", 1)[1]


def test_a_new_user_plays_against_the_ai_to_the_end_and_may_reload(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    start_vs_ai(page, base_url, seed=7)
    play_answers(page, 10, keys=True)  # the keyboard alone plays: number keys and Enter
    page.wait_for_function(READY_OR_OVER)  # the AI has moved: the log stands still now
    assert page.evaluate("document.body.dataset.status") == "your_decision"
    expect(page.locator(".side.near .active-zone .slot")).to_have_count(1)
    expect(page.locator(".side.far .active-zone .slot")).to_have_count(1)
    before = page.locator("#log-list li").count()
    assert before > 10

    page.reload()  # the seat token is kept by the browser: the same seat, the same game
    page.wait_for_function(READY_OR_OVER)
    expect(page.locator("#log-list li")).to_have_count(before)
    assert page.locator("#resign").is_visible()

    answers = play_until_over(page, limit=800)
    assert answers > 0
    expect(page.locator("#status")).to_have_attribute("data-status", "over")
    expect(page.locator("#game-over")).to_contain_text(re.compile(r"You win!|You lose\.|draw"))
    expect(page.locator("#log-list li.over")).to_have_count(1)

    expect(page.locator('#over a[href^="/replay/"]')).to_be_visible()
    page.locator("#over button", has_text="Look at the board").click()
    page.locator(
        '.zone-button[data-zone="discard"]:not([disabled])'
    ).first.click()  # a discard pile
    expect(page.locator("#list-dialog")).to_be_visible()
    assert page.locator("#list-dialog li").count() >= 1
    page.keyboard.press("Escape")
    expect(page.locator("#list-dialog")).to_be_hidden()
    page.locator("#board button.slot").first.click()
    expect(page.locator("#card-dialog .card-detail")).to_contain_text("HP")  # the card as text
    page.keyboard.press("Escape")
    expect(page.locator("#card-dialog")).to_be_hidden()
    assert page.js_errors == []


def test_an_invitation_game_between_two_browsers(new_page: Any, base_url: str) -> None:
    host, guest = new_page(), new_page()
    host.goto(base_url + "/")
    host.locator('input[name="opponent"][value="friend"]').check()
    host.locator("#start").click()
    host.wait_for_url(re.compile(r"/game/"))
    expect(host.locator("#status")).to_have_attribute("data-status", "waiting_for_join")
    link = host.locator("#invite-url").input_value()
    assert "/join/" in link

    guest.goto(link)
    guest.locator("#join").click()
    guest.wait_for_url(re.compile(r"/game/"))
    assert guest.url == host.url  # the same table, each with its own seat

    waited = 0
    for _ in range(400):  # whoever has a decision answers it; the other one waits
        statuses = [p.evaluate("document.body.dataset.status") for p in (host, guest)]
        if statuses == ["over", "over"]:
            break
        for me, other in ((host, guest), (guest, host)):
            if me.locator("#decision .option:not([disabled])").count():
                if other.evaluate("document.body.dataset.status") == "waiting_for_opponent":
                    waited += 1
                    expect(other.locator("#decision .waiting")).to_contain_text(
                        "Waiting for your opponent"
                    )
                answer_first(me)
                break
        else:
            host.wait_for_timeout(30)
    assert waited > 0
    expect(guest.locator("#players")).to_contain_text("Opponent: Human")
    outcomes = {host.locator("#game-over").inner_text(), guest.locator("#game-over").inner_text()}
    heads = {o.splitlines()[0] for o in outcomes}
    assert heads in ({"You win!", "You lose."}, {"It's a draw."})
    assert host.js_errors == [] and guest.js_errors == []


def test_the_replay_viewer_steps_forward_and_back(new_page: Any, base_url: str) -> None:
    page = new_page()
    game_id = start_vs_ai(page, base_url, seed=11)
    play_answers(page, 8)
    page.once("dialog", lambda d: d.accept())  # "Resign this game?"
    page.locator("#resign").click()
    expect(page.locator("#game-over")).to_contain_text("You lose.")

    watcher = new_page()  # another browser, without a seat: a spectator of the same table
    watcher.goto(f"{base_url}/game/{game_id}")
    expect(watcher.locator("#decision")).to_contain_text("You are watching this game.")
    expect(watcher.locator("#players")).to_contain_text("Player 1: Human")
    expect(watcher.locator(".side.near .hand-count")).to_have_count(1)  # no hand is shown
    watcher.goto(f"{base_url}/games")  # the stored games list links to the replay
    watcher.locator(f'tr[data-game="{game_id}"] a', has_text="Replay").click()
    watcher.wait_for_url(re.compile(f"/replay/{game_id}$"))

    page.goto(f"{base_url}/replay/{game_id}")
    step = page.locator("#step")
    expect(step).to_have_text(re.compile(r"^Step 0 of \d+$"))
    steps = int(step.inner_text().rsplit(" ", 1)[1])
    assert steps >= 8
    at_start = page.locator("#log-list li").count()

    for i in range(1, 4):  # one step at a time: a click while a step loads may be dropped
        page.locator("#next").click()
        expect(step).to_have_text(f"Step {i} of {steps}")
    at_three = page.locator("#log-list li").count()
    assert at_three >= at_start
    page.keyboard.press("ArrowLeft")
    expect(step).to_have_text(f"Step 2 of {steps}")
    page.keyboard.press("End")
    expect(step).to_have_text(f"Step {steps} of {steps}")
    assert page.locator("#log-list li").count() > at_three
    assert page.locator("#log-list li.fresh").count() > 0  # the newest step's events stand out
    page.keyboard.press("Home")
    expect(step).to_have_text(f"Step 0 of {steps}")
    moved = 0
    for i in range(1, steps + 1):  # stepping forward moves the cards the step is about
        page.locator("#next").click()
        expect(step).to_have_text(f"Step {i} of {steps}")
        moved += page.locator("#board .anim").count()
    assert moved > 0
    page.keyboard.press("ArrowLeft")  # a step back draws the board as it stood, still
    expect(step).to_have_text(f"Step {steps - 1} of {steps}")
    expect(page.locator("#board .anim")).to_have_count(0)
    page.keyboard.press("End")
    expect(step).to_have_text(f"Step {steps} of {steps}")
    expect(page.locator(".side .active-zone .slot").first).to_be_visible()
    expect(page.locator("#replay-result")).to_contain_text("resigned")
    page.locator("#slider").fill("5")
    expect(step).to_have_text(f"Step 5 of {steps}")
    page.locator("#first").click()
    expect(step).to_have_text(f"Step 0 of {steps}")
    expect(page.locator("#log-list li")).to_have_count(at_start)
    assert page.js_errors == []


def test_the_interface_speaks_simplified_chinese(new_page: Any, base_url: str) -> None:
    page = new_page("zh-CN")  # the browser's language picks the interface language
    page.goto(base_url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(page.locator("h1")).to_have_text("开始对局")
    expect(page.locator("#start")).to_have_text("开始对局")
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/"))
    page.wait_for_function(READY_OR_OVER)
    board = page.locator("#board")
    expect(board).to_contain_text("战斗场")  # Active Spot
    expect(board).to_contain_text("备战区")  # Bench
    expect(board).to_contain_text("奖赏卡")  # Prize cards
    expect(page.locator("#decision h2")).to_have_text("你的选择")

    page.locator("#lang").select_option("en")  # and back: the choice is remembered
    # an attribute check, not a JS predicate: the page's CSP refuses eval, which a polled
    # predicate may need (its refusal would show up as a page error)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#board")).to_contain_text("Active Spot")
    assert page.js_errors == []


def test_the_lobby_names_the_line_of_a_bad_deck_list(new_page: Any, base_url: str) -> None:
    page = new_page()
    page.goto(base_url + "/")
    page.locator('input[name="deck-mode"][value="own"]').check()
    page.locator("#deck-text").fill("Pokémon: 2\n1 Snover SVI 34\n1 Snover XYZ 999\n")
    page.locator("#deck-check-button").click()
    expect(page.locator("#deck-check")).to_contain_text("line 2")
    page.locator("#start").click()  # a list that does not parse never starts a game
    expect(page.locator("#deck-check")).to_contain_text("line 2")
    assert re.search(r"/$", page.url)
    assert page.js_errors == []


def test_the_lobby_refuses_a_card_it_would_play_as_a_blank_unless_ticked(
    new_page: Any, base_url: str
) -> None:
    """The check lists the card with the text it lacks and offers the opt-in; without it the
    game is refused naming the card, with it the game starts."""
    page = new_page()
    page.goto(base_url + "/")
    page.locator('input[name="deck-mode"][value="own"]').check()
    page.locator("#deck-text").fill(deck_text())
    page.locator("#deck-check-button").click()
    expect(page.locator("#deck-check")).to_contain_text(
        f"not playable yet (the engine lacks its text): {BLANK_NAME}")
    allow = page.locator("#deck-allow-unplayable")
    expect(allow).to_be_visible()
    page.locator("#start").click()
    expect(page.locator("form")).to_contain_text("whose text the engine cannot play yet")
    assert re.search(r"/$", page.url)
    allow.check()
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    assert page.js_errors == []


def test_a_game_that_no_longer_replays_says_so_on_its_table(
    new_page: Any, base_url: str, e2e_db_dir: Path
) -> None:
    if os.environ.get("TCGSIM_E2E_URL"):
        pytest.skip("an external server (TCGSIM_E2E_URL): its database is not on this machine")
    # A game the running server has not opened yet, stored with a card it no longer knows.
    deck = ["no-such-card"] * 60
    rec = GameRecord(
        id="broken-e2e",
        game="pokemon",
        seed=9,
        status=PLAYING,
        to_move=0,
        seats=[Seat(0, "human", None, "custom", deck, "h"), Seat(1, "ai", "random", "x", deck)],
    )
    store = Storage(str(e2e_db_dir / "e2e.db"))
    store.create_game(rec)
    store.close()
    page = new_page()
    page.goto(f"{base_url}/game/{rec.id}")
    expect(page.locator("main .error")).to_contain_text("can no longer be played")
    expect(page.locator("main .error")).to_contain_text("no-such-card")
    page.goto(base_url + "/games")  # the list says so too
    expect(page.locator(f'tr[data-game="{rec.id}"]')).to_contain_text("set aside")
    assert page.js_errors == []
