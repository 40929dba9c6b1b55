"""What both games' deck lists share: the error that names a bad line, an entry (count
copies of one card, and the line it came from) and the list's card-by-card views. Each
game's ``deck`` module reads and writes its own format on top of these."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

C = TypeVar("C")  # a game's card definition (it has an ``id``)


class DeckError(Exception):
    """A deck list that cannot be read, pointing at the offending line.

    ``line_no`` is 1-based; 0 (with ``line`` empty) when the problem concerns the whole
    text, e.g. a list with no card lines at all.
    """

    def __init__(self, source: str, line_no: int, line: str, reason: str) -> None:
        self.source = source
        self.line_no = line_no
        self.line = line
        self.reason = reason
        where = f"{source} line {line_no}: '{line}': " if line_no else f"{source}: "
        super().__init__(where + reason)


@dataclass(frozen=True, slots=True)
class DeckEntry(Generic[C]):
    """One line of a deck list: ``count`` copies of ``card``; where it came from."""

    count: int
    card: C
    line_no: int = 0
    text: str = ""


@dataclass
class DeckList(Generic[C]):
    """A parsed deck list, in list order. ``len(deck)`` counts physical cards."""

    entries: list[DeckEntry[C]]
    name: str = ""
    source: str = "<deck>"

    def __len__(self) -> int:
        return sum(e.count for e in self.entries)

    def __iter__(self) -> Iterator[C]:
        """One card definition per physical card, in list order."""
        for e in self.entries:
            for _ in range(e.count):
                yield e.card

    def card_ids(self) -> list[str]:
        """One card id per physical card, in list order (what a game shuffles)."""
        return [card.id for card in self]  # type: ignore[attr-defined]
