"""Acting on the cards: every playable copy in hand is lit, a hand card dragged onto a
Pokémon plays onto it, and an action taken back with Cancel leaves the game as it was (an
Energy's attachment before its Pokémon is chosen, a Trainer before the cards it costs are)."""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.harness import READY_OR_OVER, answer_first

ATTACH = re.compile(r"^Attach Basic \w+ Energy$")
SEED_ULTRA_BALL = 2  # a game of the lobby's deck whose player soon may play Ultra Ball


def start_pokemon(page: Any, base_url: str, seed: int) -> None:
    page.goto(base_url + "/")
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill(str(seed))
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))


def to_an_attachment(page: Any, benched: int = 0) -> str:
    """Play on (the first option shown) until one's action may attach a Basic Energy, with
    at least ``benched`` Pokémon on one's Bench; that option's label."""
    return to_an_option(page, ATTACH, benched)


def to_an_option(page: Any, wanted: re.Pattern[str], benched: int = 0) -> str:
    """Play on (the first option shown) until an option's label matches ``wanted``, with at
    least ``benched`` Pokémon on one's Bench; that option's label."""
    for _ in range(200):
        page.wait_for_function(READY_OR_OVER)
        assert page.evaluate("document.body.dataset.status") != "over"
        labels = page.locator("#decision .option .label").all_inner_texts()
        found = [x for x in labels if wanted.match(x)]
        short = page.locator(".side.near .bench-zone .slot[data-slot]").count() < benched
        if found and not short:
            return found[0]
        if short and page.locator("#decision-prompt").inner_text().startswith("Put Basic"):
            page.locator("#decision .option").first.click()  # a Pokémon on the Bench at setup
            page.locator("#confirm").click()
            continue
        answer_first(page)
    raise AssertionError(f"no option {wanted.pattern} came up")


def energy_in_play(page: Any) -> int:
    return page.locator(".side.near .slot .energy .pip").count()


def test_a_hand_card_dragged_onto_a_pokemon_is_attached_to_it(new_page: Any, base_url: str) -> None:
    page = new_page()
    start_pokemon(page, base_url, seed=4)
    label = to_an_attachment(page)
    name = label.removeprefix("Attach ")
    hand = page.locator(".side.near .hand .card")
    copies = [i for i in range(hand.count())
              if hand.nth(i).locator(".card-name").inner_text() == name]
    assert copies, name
    assert all("playable" in (hand.nth(i).get_attribute("class") or "") for i in copies)
    before = energy_in_play(page)
    target = page.locator(".side.near .active-zone .slot")
    hand.nth(copies[-1]).drag_to(target)  # the last copy: every copy plays
    page.wait_for_function(
        f"() => document.querySelectorAll('.side.near .slot .energy .pip').length > {before}"
    )
    assert target.locator(".energy .pip").count() >= 1
    assert page.js_errors == []


def test_a_cancelled_attachment_leaves_the_game_unchanged(new_page: Any, base_url: str) -> None:
    page = new_page()
    start_pokemon(page, base_url, seed=2)
    label = to_an_attachment(page, benched=1)  # two Pokémon to choose from: it is asked
    board, log = page.locator("#board").inner_text(), page.locator("#log-list").inner_text()
    prompt = page.locator("#decision-prompt").inner_text()
    page.locator("#decision .option", has_text=label).first.click()
    page.locator("#cancel-action").wait_for()  # the target is asked: nothing happened yet
    assert page.locator("#decision-prompt").inner_text() != prompt
    assert page.locator(".side.near .slot.playable").count() >= 1  # the targets are lit
    page.locator("#cancel-action").click()
    page.wait_for_function(READY_OR_OVER)
    page.locator("#decision .option", has_text=label).first.wait_for()
    assert page.locator("#decision-prompt").inner_text() == prompt
    assert page.locator("#board").inner_text() == board
    assert page.locator("#log-list").inner_text() == log
    assert page.locator("#cancel-action").count() == 0  # nothing left to take back
    assert page.js_errors == []


def test_a_trainer_cancelled_at_its_follow_up_choice_leaves_the_game_unchanged(
    new_page: Any, base_url: str
) -> None:
    """Ultra Ball, played by clicking its card, asks which 2 cards to discard first: one
    picked, then Cancel, and the hand, board and log are as they were (PTCG:I-B-01: its
    cost is not paid, nothing was revealed or searched yet)."""
    page = new_page()
    start_pokemon(page, base_url, seed=SEED_ULTRA_BALL)
    to_an_option(page, re.compile(r"^Play Ultra Ball$"))
    board, log = page.locator("#board").inner_text(), page.locator("#log-list").inner_text()
    hand = page.locator(".side.near .hand .card").count()
    ball = page.locator(".side.near .hand .card.playable").filter(
        has=page.locator(".card-name", has_text="Ultra Ball"))
    ball.first.click()  # the card, then its action beside it
    page.locator("#card-dialog .card-actions .option", has_text="Play Ultra Ball").click()
    page.locator("#cancel-action").wait_for()
    assert "Discard 2" in page.locator("#decision-prompt").inner_text()
    assert page.locator(".side.near .hand .card.playable").count() >= 2  # what it may cost
    page.locator("#decision .option").first.click()  # one card chosen, not confirmed
    expect_checked = page.locator('#decision .option[aria-checked="true"]')
    assert expect_checked.count() == 1
    page.locator("#cancel-action").click()
    page.wait_for_function(READY_OR_OVER)
    page.locator("#decision .option", has_text="Play Ultra Ball").first.wait_for()
    assert page.locator("#board").inner_text() == board
    assert page.locator("#log-list").inner_text() == log
    assert page.locator(".side.near .hand .card").count() == hand
    assert page.locator("#cancel-action").count() == 0
    assert page.js_errors == []
