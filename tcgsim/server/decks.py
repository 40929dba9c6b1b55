"""Decks as the browser sends them: a bundled deck's name or a pasted list.

A pasted list is anyone's input, so it is read and checked in threads of its own
(:func:`run`), never in the threads that serve games: however many lists are sent at
once, a game's answer does not wait behind them. Reading a list is bounded too
(``tcgsim.core.decklist``), so each one takes milliseconds and two threads suffice.

A deck with a card whose text the engine does not implement yet is refused, naming each
such card and the text it lacks, unless the request opts in (``allow_unplayable``); the
game then plays those texts as blanks and the answer says so (``unplayable_cards``,
``warnings``). The check answers list them in any case.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tcgsim.core.unplayable import UnplayableCard
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
    #: its cards whose text is not all implemented (only ever non-empty when opted in)
    unplayable: list[UnplayableCard] = field(default_factory=list)


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


def unplayable_problems(cards: list[UnplayableCard]) -> list[str]:
    """Each card whose text is not all implemented, as a problem line naming that text."""
    return [f"not playable yet (the engine lacks its text): {c}" for c in cards]


def check_text(kind: GameKind, text: str, format: str | None = None) -> dict[str, Any]:
    """What ``POST /api/decks/check`` answers: ``ok`` only when the list is legal and every
    card is playable; ``unplayable_cards`` lists the cards that are not (and ``problems``
    names them too, for the page that lists problems)."""
    try:
        deck = parse(kind, text)
    except DeckRejected as e:
        return {"ok": False, "problems": e.problems, "count": 0, "unplayable_cards": []}
    unplayable = kind.unplayable(deck)
    try:
        found = problems(kind, deck, format)
    except ValueError as e:  # an unknown format
        found = [str(e)]
    found += unplayable_problems(unplayable)
    return {"ok": not found, "problems": found, "count": len(deck),
            "unplayable_cards": [c.to_dict() for c in unplayable]}


def choose(
    kind: GameKind, name: str | None, text: str | None, allow_unplayable: bool = False
) -> ChosenDeck:
    """The deck a player picked: a pasted list, else a bundled name, else the default.

    A deck with cards whose text is not all implemented is refused unless
    ``allow_unplayable``: DeckRejected names each card and the text it lacks.
    """
    if text is not None and text.strip():
        deck = parse(kind, text)
        found = problems(kind, deck, PLAY_FORMAT)
        if found:
            raise DeckRejected("the deck list breaks the construction rules", found)
        chosen = ChosenDeck("custom", kind.card_ids(deck))
    else:
        name = name or kind.default_deck
        if name.removesuffix(".txt") not in kind.bundled_decks():
            raise DeckRejected(
                f"no bundled {kind.title} deck named {name!r}; "
                f"choose one of: {', '.join(kind.bundled_decks())}"
            )
        stem = name.removesuffix(".txt")
        chosen = ChosenDeck(stem, kind.card_ids(kind.load_deck(stem)))
    unplayable = kind.unplayable(chosen.cards)
    if unplayable and not allow_unplayable:
        raise DeckRejected(
            f"the deck ({chosen.name}) has {len(unplayable)} card(s) whose text the engine "
            "cannot play yet (they would be played as blanks); to play it anyway, send "
            '"allow_unplayable": true',
            unplayable_problems(unplayable),
        )
    return ChosenDeck(chosen.name, chosen.cards, unplayable)
