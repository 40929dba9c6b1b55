"""Whole games against the AI played on the cards, in both games: a hand card dragged onto
its Pokémon, a lit card clicked and its action chosen beside it, to the game over screen
with its end reason. The AI plays at its quickest level and the pace is instant."""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.harness import READY_OR_OVER, play_by_cards


def expect(locator: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(locator)


def start(page: Any, base_url: str, game: str, seed: int) -> None:
    page.goto(base_url + "/")
    page.locator("#game").select_option(game)
    page.locator('input[name="opponent"][value="ai:random"]').check()
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill(str(seed))
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    page.wait_for_function(READY_OR_OVER)


def over_with_reason(page: Any) -> str:
    """The game over screen's words: who won, and why."""
    expect(page.locator("#status")).to_have_attribute("data-status", "over")
    over = page.locator("#game-over")
    expect(over).to_be_visible()
    expect(over).to_contain_text(re.compile(r"You win!|You lose\.|draw"))
    reason = over.locator("p").nth(1).inner_text()
    assert reason.strip(), "the game over screen gives the end reason"
    return reason


def test_a_whole_pokemon_game_played_on_the_cards(new_page: Any, base_url: str) -> None:
    page = new_page()
    start(page, base_url, "pokemon", seed=5)
    counts = play_by_cards(page, limit=600)
    reason = over_with_reason(page)
    print(f"Pokémon by the cards: {counts}; {reason}")
    assert counts["drag"] >= 1, counts  # Energy dragged from the hand onto a Pokémon
    assert counts["card"] >= 5, counts  # lit cards clicked: played, evolved, attacked
    assert page.js_errors == []


def test_a_whole_zero_dimension_game_played_on_the_cards(new_page: Any, base_url: str) -> None:
    page = new_page()
    start(page, base_url, "zero", seed=5)
    counts = play_by_cards(page, limit=600)
    reason = over_with_reason(page)
    print(f"Zero Dimension by the cards: {counts}; {reason}")
    assert counts["card"] >= 5, counts  # resources, characters used, attacks, defenders
    assert counts["zone"] >= 1, counts  # the opponent's life zone clicked to attack it
    assert page.js_errors == []
