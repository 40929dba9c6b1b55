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
from tcgsim.server import logwords, places, prompts, zhwords


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
        # a game that words its log in English only reads in Chinese through the table's
        # sentence patterns; a game's Chinese words keep their few English words translated
        texts[logwords.ZH] = (zhwords.translate(texts[logwords.ZH]) if logwords.ZH in texts
                              else table_zh(kind, e, seat, owner, first))
        texts = {lang: places.told_apart(e, text, lang) for lang, text in texts.items()}
        line = {**e, "text": texts[langs[0]], "texts": texts}
        if logwords.is_detail(kind.name, e):
            line["detail"] = True
        out.append(line)
    return out


def table_zh(kind: GameKind, e: dict[str, Any], seat: int | None,
             owner: logwords.Owners, english: str) -> str:
    """The Chinese line of an event the game words in English only: the table's own Chinese
    words where it has them (end of game), else the English line through the patterns."""
    own = logwords.TABLE_WORDS.get(kind.name, {}).get(logwords.ZH, {}).get(e.get("type", ""))
    if own is not None:
        return own(e, seat, owner) or zhwords.translate(english)
    return zhwords.translate(english)


def names(*parts: Any) -> dict[str, str]:
    """The English words of ``parts`` (views: every card's ``name``, a chain link's
    ``label``) -> their Chinese words, for those that have them: the page names cards and
    what they do in the reader's language."""
    found: dict[str, str] = {}

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "name" and isinstance(v, str):
                    found[v] = zhwords.name(v)
                elif k == "label" and isinstance(v, str):
                    found[v] = zhwords.translate(v)
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for part in parts:
        walk(part)
    return {n: z for n, z in found.items() if z != n}


def result(kind: GameKind, r: dict[str, Any] | None, seat: int | None) -> dict[str, Any] | None:
    """A game's result with its reason in words from ``seat``'s side: ``text``, and
    ``texts`` by language (English and Chinese, whatever the game words its log in)."""
    if r is None:
        return None
    texts = {lang: logwords.end_reason(r["reason"], r["winner"], seat, lang)
             for lang in logwords.LANGS}
    return {**r, "text": texts[logwords.EN], "texts": texts}


@cache
def card_details(kind: GameKind) -> Callable[[str], dict[str, Any] | None] | None:
    try:
        module = importlib.import_module(f"{kind.package}.card_info")
    except ModuleNotFoundError:
        return None
    return getattr(module, "card_info", None)


def cards(kind: GameKind, ids: list[str]) -> dict[str, Any]:
    """Details of the known ids among ``ids`` (unknown ones are left out), each with
    ``names``: the Chinese words of its English names that have them (:func:`names`)."""
    info = card_details(kind)
    if info is None:
        return {}
    found = {i: info(i) for i in dict.fromkeys(ids)}
    # each card with the Chinese words of its name, attacks and Abilities (the card face)
    return {i: {**d, "names": names(d)} for i, d in found.items() if d is not None}


def decision(
    kind: GameKind,
    d: Decision,
    game: Any = None,
    seat: int | None = None,
    view: dict[str, Any] | None = None,
    action: prompts.Action | None = None,
) -> dict[str, Any]:
    """A pending decision as its player is sent it (:mod:`tcgsim.server.prompts`): the
    engine's decision with its prompt saying what asks (and ``source``: that card's name,
    id and words where known), each option marked ``"decline": true`` where choosing it
    declines to act, and ``hint`` where its name repeats (where it is, HP, Energy...; in
    each language in ``hints``)."""
    out = d.to_dict()
    prompt = prompts.grammar(d.prompt)
    if game is not None and d.kind not in prompts.UNSOURCED:
        since = 0 if action is None else action.at
        name = prompts.source_name(kind.name, action, game.log_for(seat, since), seat)
        if name and name not in prompt:
            prompt = f"{name}: {prompt}"
            out["source"] = _source(kind, game, name, action)
    out["prompt"] = prompt
    out["prompts"] = {logwords.EN: prompt, logwords.ZH: zhwords.translate(prompt)}
    for o, hint in zip(out["options"], prompts.hints(d, view), strict=True):
        o["labels"] = {logwords.EN: o["label"], logwords.ZH: zhwords.translate(o["label"])}
        if prompts.declines(d.kind, o["data"]):
            o["decline"] = True
        if hint:
            o["hint"], o["hints"] = hint["en"], hint
    return out


def _source(kind: GameKind, game: Any, name: str, action: prompts.Action | None) -> dict[str, Any]:
    source: dict[str, Any] = {"name": name}
    defs = getattr(game, "s", {}).get("defs")
    if action is not None and action.card is not None and isinstance(defs, list):
        card = defs[action.card] if 0 <= action.card < len(defs) else None
        info = cards(kind, [card]).get(card) if isinstance(card, str) else None
        if info is not None and info.get("name") and info["name"] in name:
            source["card"] = card
            if (texts := prompts.source_text(info)) is not None:
                source["texts"] = texts
    return source
