"""Decks as the browser sends them: a bundled deck's name or a pasted list.

A pasted list is anyone's input, so it is read and checked in threads of its own
(:func:`run`), never in the threads that serve games: however many lists are sent at
once, a game's answer does not wait behind them. Reading a list is bounded too
(``tcgsim.core.decklist``), so each one takes milliseconds and two threads suffice.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from tcgsim.games import GameKind

T = TypeVar("T")

#: The deck threads of this process (shared by every app in it; started on first use).
_EXECUTOR = ThreadPoolExecutor(2, thread_name_prefix="tcgsim-decks")


async def run(fn: Callable[..., T], *args: Any) -> T:
    """Run deck work (:func:`check_text`, :func:`choose`) in the deck threads."""
    return await asyncio.get_running_loop().run_in_executor(_EXECUTOR, fn, *args)


class DeckRejected(ValueError):
    """A deck the server will not play with; ``problems`` lists every reason, in words."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.problems = problems or [message]


@dataclass(frozen=True)
class ChosenDeck:
    name: str  # the bundled name, or "custom"
    cards: list[str]  # card ids, what the engine shuffles


# The construction rules every format shares; format legality (regulation marks) is left to
# the players, so a pasted Expanded list can still be played.
PLAY_FORMAT = "unlimited"


def problems(kind: GameKind, deck: Any, format: str | None = None) -> list[str]:
    """The game's construction-rule check, in ``format`` when its checker takes one."""
    check = kind.module.check_deck
    if format is not None and "format" in inspect.signature(check).parameters:
        return list(check(deck, format=format))
    return list(check(deck))


def parse(kind: GameKind, text: str) -> Any:
    """A pasted deck list; DeckRejected with the parse error (which names the line)."""
    try:
        return kind.module.Deck.parse(text, source="deck list")
    except kind.module.DeckError as e:
        raise DeckRejected(str(e)) from None


def check_text(kind: GameKind, text: str, format: str | None = None) -> dict[str, Any]:
    """What ``POST /api/decks/check`` answers."""
    try:
        deck = parse(kind, text)
    except DeckRejected as e:
        return {"ok": False, "problems": e.problems, "count": 0}
    try:
        found = problems(kind, deck, format)
    except ValueError as e:  # an unknown format
        return {"ok": False, "problems": [str(e)], "count": len(deck)}
    return {"ok": not found, "problems": found, "count": len(deck)}


def choose(kind: GameKind, name: str | None, text: str | None) -> ChosenDeck:
    """The deck a player picked: a pasted list, else a bundled name, else the default."""
    if text is not None and text.strip():
        deck = parse(kind, text)
        found = problems(kind, deck, PLAY_FORMAT)
        if found:
            raise DeckRejected("the deck list breaks the construction rules", found)
        return ChosenDeck("custom", kind.card_ids(deck))
    name = name or kind.default_deck
    if name.removesuffix(".txt") not in kind.bundled_decks():
        raise DeckRejected(
            f"no bundled {kind.title} deck named {name!r}; "
            f"choose one of: {', '.join(kind.bundled_decks())}"
        )
    stem = name.removesuffix(".txt")
    return ChosenDeck(stem, kind.card_ids(kind.load_deck(stem)))
