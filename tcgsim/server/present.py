"""What the browser shows beside the engine's data: log events in words, card details.

Each game may provide its own ``<package>.card_info.card_info(card_id)`` and an
``event_text(event, you)`` in its package; where it does not (yet), events fall back to
the shared renderer's generic wording and cards to no details.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from tcgsim.games import GameKind

EventText = Callable[[dict[str, Any], "int | None"], str]


@cache
def event_text(kind: GameKind) -> EventText:
    own = getattr(kind.module, "event_text", None)
    if own is not None:
        return own
    from tcgsim.cli.render import event_text as shared

    return shared


def with_text(
    kind: GameKind, events: list[dict[str, Any]], seat: int | None
) -> list[dict[str, Any]]:
    """``events`` (already as ``seat`` may see them) each with its words in ``text``; a game
    whose package lists ``EVENT_LANGS`` (its ``event_text`` takes ``lang``) adds ``texts``:
    the words in each of those languages, for the page's language."""
    words = event_text(kind)
    langs = getattr(kind.module, "EVENT_LANGS", None)
    if not langs:
        return [{**e, "text": words(e, seat)} for e in events]
    out = []
    for e in events:
        texts = {lang: words(e, seat, lang=lang) for lang in langs}  # type: ignore[call-arg]
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
