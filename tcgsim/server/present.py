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
from tcgsim.core.decision import Decision
from tcgsim.games import GameKind
from tcgsim.server import logwords


def with_text(
    kind: GameKind,
    events: list[dict[str, Any]],
    seat: int | None,
    game: Any = None,
) -> list[dict[str, Any]]:
    """``events`` (already as ``seat`` may see them) each with its words in ``text``, as
    the table words them (:mod:`tcgsim.server.logwords`: whose card, grammar, end reasons;
    ``game`` tells whose each card is). A game that words its log in
    several languages adds ``texts``: the words in each of them, for the page's language.
    A line of the rule's procedure (a step, a pass) carries ``"detail": true``."""
    importlib.import_module(kind.package)  # a game registers its words when imported
    langs = core_text.languages(kind.name)
    owner = logwords.owners_of(game)

    def words(e: dict[str, Any], lang: str, fallback: str | None = None) -> str:
        own = core_text.event_text(kind.name, e, seat, lang)
        return logwords.table_text(kind.name, e, seat, owner, lang, own, fallback)

    out = []
    for e in events:
        first = words(e, langs[0])
        texts = {lang: first if lang == langs[0] else words(e, lang, first) for lang in langs}
        line = {**e, "text": texts[langs[0]]}
        if len(langs) > 1:
            line["texts"] = texts
        if logwords.is_detail(kind.name, e):
            line["detail"] = True
        out.append(line)
    return out


def result(kind: GameKind, r: dict[str, Any] | None, seat: int | None) -> dict[str, Any] | None:
    """A game's result with its reason in words from ``seat``'s side (``text``, and
    ``texts`` by language where the game words its log in several)."""
    if r is None:
        return None
    importlib.import_module(kind.package)
    langs = core_text.languages(kind.name)
    texts = {lang: logwords.end_reason(r["reason"], r["winner"], seat, lang) for lang in langs}
    out = {**r, "text": texts[langs[0]]}
    if len(langs) > 1:
        out["texts"] = texts
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


#: Options that decline to act (pass priority, end the turn, put no resource, declare no
#: more defenders), as (decision kind, option data). The page lists them
#: last and never makes them the default, so a hurried Enter never throws a turn away.
DECLINE = (
    ("priority", ("pass",)),
    ("main", ("end",)),
    ("resource", None),
    ("defend", None),
)


def declines(kind: str, data: Any) -> bool:
    key = tuple(data) if isinstance(data, list) else data
    return (kind, key) in DECLINE


def decision(kind: GameKind, d: Decision) -> dict[str, Any]:
    """A pending decision as its player is sent it: the engine's decision, each option
    marked ``"decline": true`` where choosing it declines to act."""
    out = d.to_dict()
    for o in out["options"]:
        if declines(d.kind, o["data"]):
            o["decline"] = True
    return out
