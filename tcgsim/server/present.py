"""What the browser shows beside the engine's data: log events in words, card details.

Log events get their words from the one dispatcher (:mod:`tcgsim.core.text`), as in the
terminal; each game registers its words when its package is imported. Each game may
provide its own ``<package>.card_info.card_info(card_id)``; where it does not (yet), cards
have no details.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from tcgsim.core import text as core_text
from tcgsim.games import GameKind


def with_text(
    kind: GameKind, events: list[dict[str, Any]], seat: int | None
) -> list[dict[str, Any]]:
    """``events`` (already as ``seat`` may see them) each with its words in ``text``; a game
    that words its log in several languages adds ``texts``: the words in each of them, for
    the page's language."""
    importlib.import_module(kind.package)  # a game registers its words when imported
    langs = core_text.languages(kind.name)
    if len(langs) == 1:
        return [{**e, "text": core_text.event_text(kind.name, e, seat)} for e in events]
    out = []
    for e in events:
        texts = {lang: core_text.event_text(kind.name, e, seat, lang) for lang in langs}
        out.append({**e, "text": texts[langs[0]], "texts": texts})
    return out


@cache
def card_details(kind: GameKind) -> Callable[[str], dict[str, Any] | None] | None:
    try:
        module = importlib.import_module(f"{kind.package}.card_info")
    except ModuleNotFoundError:
        return None
    return getattr(module, "card_info", None)


def cards(kind: GameKind, ids: list[str]) -> dict[str, Any]:
    """Details of the known ids among ``ids`` (unknown ones are left out)."""
    info = card_details(kind)
    if info is None:
        return {}
    found = {i: info(i) for i in dict.fromkeys(ids)}
    return {i: d for i, d in found.items() if d is not None}
