"""What both games' deck lists share: the error that names a bad line, an entry (count
copies of one card, and the line it came from), the list's views, and the bounds on what a
list may hold.

The bounds exist because a deck list is input from anyone (a pasted list in the browser, a
file on the command line): a line such as ``999999999999 Basic Water Energy SVE 3`` must be
refused as it is read, never expanded card by card, so no list can stall a check or a
server. Each game's ``deck`` module reads and writes its own format on top of these."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from tcgsim.core.decision import shorten

C = TypeVar("C")  # a game's card definition (it has an ``id``)
K = TypeVar("K", bound=Hashable)

#: A deck list longer than this is refused before any line is read. Real lists (PTCG Live
#: exports, Limitless copies, Zero Dimension lists with comments) are under 100 lines and
#: 3,000 characters; the bounds leave room for comments while keeping a check's time small
#: whatever is pasted.
MAX_TEXT_CHARS = 50_000
MAX_LINES = 500
#: How much of an offending line an error quotes (a 5,000-digit count is not worth echoing).
_QUOTE_CHARS = 80




class DeckError(Exception):
    """A deck list that cannot be read, pointing at the offending line.

    ``line_no`` is 1-based; 0 (with ``line`` empty) when the problem concerns the whole
    text, e.g. a list with no card lines at all. The message quotes at most
    ``_QUOTE_CHARS`` characters of the line; ``line`` keeps it whole.
    """

    def __init__(self, source: str, line_no: int, line: str, reason: str) -> None:
        self.source = source
        self.line_no = line_no
        self.line = line
        self.reason = reason
        where = f"{source} line {line_no}: '{shorten(line, _QUOTE_CHARS)}': " if line_no else f"{source}: "
        super().__init__(where + reason)


def deck_lines(text: str, source: str) -> list[str]:
    """The lines of a deck list; DeckError when the text is longer than any deck list."""
    if len(text) > MAX_TEXT_CHARS:
        raise DeckError(
            source, 0, "",
            f"the text is {len(text):,} characters long; a deck list has at most "
            f"{MAX_TEXT_CHARS:,}",
        )  # fmt: skip
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckError(
            source, 0, "",
            f"the text has {len(lines):,} lines; a deck list has at most {MAX_LINES}",
        )  # fmt: skip
    return lines


def read_deck_file(path: Path) -> bytes:
    """A deck list file's bytes; DeckError, before reading it all, when it is longer than
    any deck list could be (``MAX_TEXT_CHARS`` characters of up to 4 UTF-8 bytes each)."""
    most = 4 * MAX_TEXT_CHARS
    with path.open("rb") as f:
        data = f.read(most + 1)
    if len(data) > most:
        raise DeckError(
            str(path),
            0,
            "",
            f"the file is over {most:,} bytes long; a deck list is a few kilobytes",
        )
    return data


def read_count(digits: str, deck_size: int, source: str, line_no: int, line: str) -> int:
    """A line's card count, from 1 to ``deck_size``; DeckError naming the line otherwise.

    ``digits`` is what the line's count matched (ASCII digits, perhaps after a "-"). Its
    length is checked before it becomes a number, so a count of thousands of digits is a
    DeckError too, not the ValueError of Python's limit on converting long digit strings.
    """
    expected = f"expected a count from 1 to {deck_size}"
    if digits.startswith("-"):
        raise DeckError(source, line_no, line, f"the card count must be at least 1; {expected}")
    value = digits.lstrip("0")
    if len(value) > len(str(deck_size)) or int(value or "0") > deck_size:
        raise DeckError(
            source, line_no, line,
            f"a count of {shorten(value, 20)} is more than a whole deck ({deck_size} cards); "
            + expected,
        )  # fmt: skip
    count = int(value or "0")
    if count < 1:
        raise DeckError(source, line_no, line, f"the card count must be at least 1; {expected}")
    return count


@dataclass(frozen=True, slots=True)
class DeckEntry(Generic[C]):
    """One line of a deck list: ``count`` copies of ``card``; where it came from."""

    count: int
    card: C
    line_no: int = 0
    text: str = ""


@dataclass
class DeckList(Generic[C]):
    """A parsed deck list, in list order. ``len(deck)`` counts physical cards.

    Checks work on ``entries`` and :meth:`count_by` (they add counts); only a game being
    built expands the list card by card (:meth:`card_ids`), and only up to ``deck_size``.
    """

    #: The number of cards of a deck of this game (each game's Deck sets it).
    deck_size: ClassVar[int] = 0

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

    def count_by(self, key: Callable[[C], K]) -> Counter[K]:
        """How many physical cards have each ``key(card)``, added up line by line."""
        out: Counter[K] = Counter()
        for e in self.entries:
            out[key(e.card)] += e.count
        return out

    def card_ids(self) -> list[str]:
        """One card id per physical card, in list order (what a game shuffles).

        DeckError when the list holds more cards than a deck of its game: a game is never
        built from such a list, and expanding it could take any amount of memory.
        """
        size = len(self)
        if self.deck_size and size > self.deck_size:
            raise DeckError(
                self.source, 0, "",
                f"the deck has {size:,} cards; a game takes a deck of {self.deck_size}",
            )  # fmt: skip
        return [card.id for card in self]  # type: ignore[attr-defined]
