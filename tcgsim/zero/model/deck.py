"""Zero Dimension deck lists: read them, print them, check the deck-building rules.

A deck list is plain UTF-8 text, one line per card::

    # 龙珠：龟仙流                      <- comments start with '#'; the first one is the title
    4 BP02-001 少年悟空                 <- <count> <card id> [<card name>]
    3x TS01-006 雅木茶                  <- "3x" / "x3" / "3×" are read as 3 too

The id decides the card; the name is optional and, when given, must be the card's name
(width and spacing are ignored), so a list whose ids and names disagree is caught
instead of silently playing another card. Every problem with the text is a
:class:`DeckError` naming the source, the line number, the line and what was expected.

The deck-building rules are checked separately by :func:`check_deck`, which returns
every violation at once: 50 cards (ZD:100), at most four of "the same card" (ZD:100,
ZD:327: cards with identical text fields count together whatever their numbers), one
series per deck in official play (ZD:100), the banned and restricted list (ZD:903,
``decks/banlist.toml``), and no tokens (ZD:325: 代替物 are made by effects, not decks).
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tcgsim.core.decklist import (
    DeckEntry,
    DeckError,
    DeckList,
    deck_lines,
    read_count,
    read_deck_file,
)
from tcgsim.zero.model.carddb import CardDB, CardDef, UnknownCard, cards, fold

__all__ = [
    "DECK_SIZE",
    "MAX_COPIES",
    "BanList",
    "Deck",
    "DeckEntry",
    "DeckError",
    "banlist",
    "bundled_deck",
    "bundled_decks",
    "check_deck",
]

DECK_SIZE = 50  # ZD:100
MAX_COPIES = 4  # ZD:100 / ZD:327
BUNDLED_DIR = Path(__file__).resolve().parents[1] / "decks"
BANLIST_PATH = BUNDLED_DIR / "banlist.toml"

#: A count may carry a "-" so that a negative count is named as such (read_count).
_LINE_RE = re.compile(
    r"^(?:(?P<n1>-?\d+)\s*[x×X]?|[x×X]\s*(?P<n2>-?\d+))\s+(?P<id>\S+)(?:\s+(?P<name>.+?))?\s*$"
)
_EXPECTED = "expected '<count> <card id> [<card name>]', e.g. '4 BP02-001 少年悟空'"


@dataclass
class Deck(DeckList[CardDef]):
    """A Zero Dimension deck list (``<count> <card id> [<name>]`` lines), in list order."""

    deck_size = DECK_SIZE
    title: str = ""

    @classmethod
    def parse(cls, text: str, source: str = "<deck>", db: CardDB | None = None) -> Deck:
        """Read a deck list; raise :class:`DeckError` naming the first bad line."""
        db = db or cards()
        entries: list[DeckEntry] = []
        title = ""
        for line_no, raw in enumerate(deck_lines(text, source), start=1):
            line = raw.lstrip("\ufeff").strip()
            body, _, comment = line.partition("#")
            body = body.strip()
            if not body:
                if comment.strip() and not title and not entries:
                    title = comment.strip()
                continue
            m = _LINE_RE.match(body)
            if m is None:
                raise DeckError(source, line_no, line, _EXPECTED)
            digits = m.group("n1") or m.group("n2")
            count = read_count(digits, cls.deck_size, source, line_no, line)
            try:
                card = db.get(m.group("id"))
            except UnknownCard as e:
                raise DeckError(source, line_no, line, str(e)) from None
            if card.token:
                raise DeckError(
                    source, line_no, line,
                    f"{card.id} {card.name} is a token (代替物, ZD:325): effects make tokens, "
                    "they are not put in decks",
                )  # fmt: skip
            name = m.group("name")
            if name is not None and fold(name) != fold(card.name):
                raise DeckError(
                    source, line_no, line,
                    f"{card.id} is {card.name}, not {name.strip()} (fix the id or the name)",
                )  # fmt: skip
            entries.append(DeckEntry(count, card, line_no, line))
        if not entries:
            raise DeckError(source, 0, "", "no card lines found; " + _EXPECTED)
        name = Path(source).stem if source != "<deck>" else ""
        return cls(entries, name, source, title)

    @classmethod
    def from_file(cls, path: str | Path, db: CardDB | None = None) -> Deck:
        """Read a deck list file (UTF-8, with or without BOM); errors name the file."""
        path = Path(path)
        try:
            text = read_deck_file(path).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise DeckError(
                str(path), 0, "", f"not UTF-8 text (byte {e.start}); save the list as UTF-8"
            ) from None
        return cls.parse(text, str(path), db)

    # -- views --------------------------------------------------------------------------

    def series(self) -> Counter[str]:
        """Number of cards of each series."""
        return self.count_by(lambda c: c.series)

    def to_text(self) -> str:
        """The list in the canonical format; :meth:`parse` reads it back to the same cards."""
        head = f"# {self.title}\n" if self.title else ""
        counts: dict[str, int] = {}
        for e in self.entries:
            counts[e.card.id] = counts.get(e.card.id, 0) + e.count
        defs = {e.card.id: e.card for e in self.entries}
        lines = [f"{n} {cid} {defs[cid].name}" for cid, n in counts.items()]
        return head + "\n".join(lines) + "\n"


# -- the banned and restricted list (ZD:903) ---------------------------------------------------


@dataclass(frozen=True)
class BanList:
    """ZD:903: cards banned from decks and cards restricted to fewer copies.

    Both are keyed by card id; a ban or restriction covers every card that is the
    same card (ZD:327) as the listed one, whatever its number.
    """

    banned: dict[str, str] = field(default_factory=dict)  # id -> reason
    restricted: dict[str, int] = field(default_factory=dict)  # id -> max copies

    @classmethod
    def from_file(cls, path: str | Path) -> BanList:
        path = Path(path)
        with path.open("rb") as f:
            data = tomllib.load(f)
        banned = data.get("banned", {})
        restricted = data.get("restricted", {})
        problems = [f"{path}: unknown key '{k}'" for k in data if k not in ("banned", "restricted")]
        if not isinstance(banned, dict) or not all(isinstance(v, str) for v in banned.values()):
            problems.append(f"{path}: [banned] must map card ids to a reason text")
        if not isinstance(restricted, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 < v < MAX_COPIES
            for v in restricted.values()
        ):
            problems.append(f"{path}: [restricted] must map card ids to a count from 1 to 3")
        db = cards()
        for cid in [*banned, *restricted]:
            if cid not in db:
                problems.append(f"{path}: no card with id {cid!r}")
        if problems:
            raise ValueError("; ".join(problems))
        return cls(dict(banned), dict(restricted))


@cache
def banlist() -> BanList:
    """The project's list (``decks/banlist.toml``), read once."""
    return BanList.from_file(BANLIST_PATH)


def check_deck(deck: Deck, *, official: bool = True, bans: BanList | None = None) -> list[str]:
    """Every way ``deck`` breaks the deck-building rules (empty list = legal).

    ``official``: apply the one-series rule of official play (ZD:100); ``bans``: the
    banned and restricted list to apply (default: the project's, ZD:903).
    """
    bans = banlist() if bans is None else bans
    problems: list[str] = []
    n = len(deck)
    if n != DECK_SIZE:
        problems.append(f"the deck has {n} cards; a deck has exactly {DECK_SIZE} (ZD:100)")

    groups: dict[tuple, list[CardDef]] = defaultdict(list)
    counts: Counter[tuple] = Counter()
    for e in deck.entries:
        key = e.card.identity
        if e.card not in groups[key]:
            groups[key].append(e.card)
        counts[key] += e.count
    for key, k in counts.items():
        defs = groups[key]
        if k > MAX_COPIES:
            ids = ", ".join(d.id for d in defs)
            same = f" ({ids} are the same card, ZD:327)" if len(defs) > 1 else f" ({ids})"
            problems.append(
                f"{k} copies of {defs[0].name}{same}; at most {MAX_COPIES} of the same card "
                "(ZD:100)"
            )
    for c in {e.card.id: e.card for e in deck.entries}.values():
        if c.token:
            problems.append(f"{c.id} {c.name} is a token (ZD:325) and cannot be in a deck")

    if official:
        series = deck.series()
        if len(series) > 1:
            parts = ", ".join(f"{s}: {k}" for s, k in series.most_common())
            problems.append(
                f"cards of {len(series)} series ({parts}); official play allows one series "
                "per deck (ZD:100)"
            )

    db = cards()
    for cid, reason in bans.banned.items():
        key = db.get(cid).identity
        if counts.get(key):
            problems.append(f"{groups[key][0].name} ({cid}) is banned (ZD:903): {reason}")
    for cid, limit in bans.restricted.items():
        key = db.get(cid).identity
        if counts.get(key, 0) > limit:
            problems.append(
                f"{counts[key]} copies of {groups[key][0].name} ({cid}); it is restricted to "
                f"{limit} (ZD:903)"
            )
    return problems


# -- bundled decks ------------------------------------------------------------------------------


def bundled_decks() -> list[str]:
    """Names of the deck lists shipped in ``tcgsim/zero/decks`` (file names without .txt)."""
    return sorted(p.stem for p in BUNDLED_DIR.glob("*.txt"))


def bundled_deck(name: str) -> Deck:
    """The bundled deck called ``name``; ValueError naming the choices otherwise."""
    stem = name.removesuffix(".txt")
    path = BUNDLED_DIR / f"{stem}.txt"
    if not path.is_file() or "/" in stem:
        raise ValueError(
            f"no bundled Zero Dimension deck named {name!r}; "
            f"bundled decks: {', '.join(bundled_decks())}"
        )
    return Deck.from_file(path)
