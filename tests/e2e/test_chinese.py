"""The table in Simplified Chinese: no English on the page but card names without a source.

Each game is played for some decisions on the zh-CN page (clicking the first option
shown); after each, the board, the decision, the log and the result are read and every
English word on them must be part of a card, attack or Ability name that has no Chinese
source, or one of the few words printed in Latin letters (tests/zh_words.py); a card's printed
text (on its face, or the card a decision is for) shows as printed: it has no Chinese source.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.harness import READY_OR_OVER, answer_first
from tests.e2e.test_table_flow import start_zero
from tests.zh_words import untranslated

AREAS = ("#board", "#decision", "#log-list", "#result", "#turn", "header")


def english_on(page: Any) -> list[str]:
    found = []
    for area in AREAS:
        loc = page.locator(area)
        if loc.count() == 0:
            continue
        text = " ".join(loc.all_inner_texts())
        for printed in page.locator(f"{area} .source-text, {area} .card-text").all_inner_texts():
            text = text.replace(printed, "")  # a card's printed text, as printed
        found += [f"{area}: {w}" for w in untranslated(text)]
    return found


def play_and_read(page: Any, decisions: int) -> list[str]:
    found: list[str] = []
    for _ in range(decisions):
        page.wait_for_function(READY_OR_OVER)
        found += english_on(page)
        if page.evaluate("document.body.dataset.status") == "over":
            break
        answer_first(page)
    return sorted(set(found))


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_the_chinese_page_shows_no_untranslated_interface_string(
    new_page: Any, base_url: str, game: str
) -> None:
    page = new_page("zh-CN")
    if game == "zero":
        start_zero(page, base_url, seed=3)
    else:
        page.goto(base_url + "/")
        page.locator("details.advanced summary").click()
        page.locator("#seed").fill("3")
        page.locator("#start").click()
        page.wait_for_url(re.compile(r"/game/[^/]+$"))
    page.locator("#log-details").check()  # the procedure's lines too
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    found = play_and_read(page, 40)
    assert found == [], "\n".join(found)
    assert page.js_errors == []
