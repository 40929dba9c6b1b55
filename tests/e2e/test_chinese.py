"""The table in Simplified Chinese: no English on the page but card names without a source.

Each game is played for some decisions on the zh-CN page (clicking the first option
shown); after each, the board, the decision, the log and the result are read and every
English word on them must be part of a card, attack or Ability name that has no Chinese
source (tcgsim/server/zhwords.py), or one of the few words cards print in Latin letters;
the printed text of a card a decision is for shows as printed (no Chinese source), and the
rule clauses' ids are ids.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from tests.e2e.harness import READY_OR_OVER, answer_first
from tests.e2e.test_table_flow import start_zero

#: printed in Latin letters on Chinese cards too
LATIN = frozenset({"HP", "ex", "LV", "V", "VSTAR", "VMAX", "GX", "ACE", "SPEC", "Mr", "N"})
#: the product's name and the language picker's "English"; Zero Dimension's levels (LV2)
OWN_NAMES = re.compile(r"tcgsim|English|LV\d+")
WORD = r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-z0-9À-ÖØ-öø-ÿ'’.-]*"
AREAS = ("#board", "#decision", "#log-list", "#result", "#turn", "header")


@cache
def english_names() -> frozenset[str]:
    """The words of the names that stay English on the Chinese page."""
    from tcgsim.pokemon.model.carddb import cards
    from tcgsim.server.zhwords import name

    words: set[str] = set()
    for c in cards():
        for n in (c.name, *(a.name for a in c.attacks), *(a.name for a in c.abilities)):
            if name(n) == n:
                words.update(re.findall(WORD, n))
    return frozenset(words)


def english_on(page: Any) -> list[str]:
    found = []
    for area in AREAS:
        loc = page.locator(area)
        if loc.count() == 0:
            continue
        text = " ".join(loc.all_inner_texts())
        for printed in page.locator(f"{area} .source-text").all_inner_texts():
            text = text.replace(printed, "")  # a card's printed text, as printed
        text = re.sub(r"\[[A-Z0-9-]+\]", "", text)  # Zero Dimension's card codes
        text = re.sub(r"\b(?:PTCG|ZD):[\w.-]+", "", text)  # the rule clauses' ids
        for m in re.finditer(WORD, text):
            word = m[0].strip(".")
            if word not in LATIN and not OWN_NAMES.fullmatch(word) and word not in english_names():
                found.append(f"{area}: {m[0]!r} in …{text[max(0, m.start() - 30):m.end() + 30]}…")
    return found


def play_and_read(page: Any, decisions: int) -> list[str]:
    untranslated: list[str] = []
    for _ in range(decisions):
        page.wait_for_function(READY_OR_OVER)
        untranslated += english_on(page)
        if page.evaluate("document.body.dataset.status") == "over":
            break
        answer_first(page)
    return sorted(set(untranslated))


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
