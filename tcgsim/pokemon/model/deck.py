"""Deck lists: parse PTCG Live exports (and their variants), print them, check legality.

The accepted format is what players paste from PTCG Live, PTCGO and Limitless (see
``shared/data/decklists/README.md``)::

    Pokémon: 18
    4 Ralts ASR 60
    ...
    Energy: 9
    7 Basic {P} Energy SVE 5

    Total Cards: 60

Section headers are recognised but their numbers are ignored (PTCG Live writes the
number of distinct lines there, other tools the number of cards); only ``Total Cards``
is checked, against the sum of the line counts.  Card lines are split from the right
because names contain spaces while set codes and collector numbers do not.

Every problem with the text is a :class:`DeckError` that names the source, the line
number, the line and what was expected, so a player can fix the list without a
debugger; construction rules are checked separately by :func:`check_deck`, which
returns all violations at once.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tcgsim.core.decklist import (
    DeckEntry,
    DeckError,
    DeckList,
    deck_lines,
    read_count,
    read_deck_file,
    shorten,
)
from tcgsim.pokemon.model.carddb import (
    ENERGY_SYMBOLS,
    CardDB,
    CardDef,
    UnknownCard,
    cards,
)

__all__ = [
    "DECK_SIZE",
    "FORMATS",
    "MAX_COPIES",
    "STANDARD_FIRST_MARK",
    "Deck",
    "DeckEntry",
    "DeckError",
    "bundled_deck",
    "bundled_decks",
    "check_deck",
]

DECK_SIZE = 60
MAX_COPIES = 4
#: Standard allows regulation marks from this letter on (H, I, J, K, …).
STANDARD_FIRST_MARK = "H"
#: Formats :func:`check_deck` knows; "all" is a synonym of "unlimited".
FORMATS = ("standard", "expanded", "unlimited", "all")

BUNDLED_DIR = Path(__file__).resolve().parents[1] / "decks"

_SECTION_WORDS = {
    "Pokémon": r"pok\S{0,3}mon",  # also "Pokemon" and mojibake "Pok?mon", "PokÃ©mon"
    "Trainer": r"trainers?|entrenador(?:es)?|dresseurs?|allenatori|treinador(?:es)?",
    "Energy": r"energ\S{0,3}",  # Energy, Energía, Energia, Énergie, mojibake
}
_HEADER_RE = re.compile(
    r"^[#*\s]*(?:(?P<pokemon>{})|(?P<trainer>{})|(?P<energy>{}))(?:\s+cards)?"
    r"\s*(?:[:\-–]\s*\d*|\(\s*\d*\s*\))?\s*$".format(*_SECTION_WORDS.values()),
    re.IGNORECASE,
)
#: PTCGO framed its exports with "****** Pokémon Trading Card Game Deck List ******".
_BANNER_RE = re.compile(r"^\*{3,}.*$")
_TOTAL_RE = re.compile(
    r"^[#*\s]*(?:total\s+cards?|total\s+de\s+cartas|cartas\s+totales|total)\s*[:\-–]?\s*(?P<n>\d+)\s*$",
    re.IGNORECASE,
)
#: The count may carry a "-" so that a negative count is named as such (read_count).
_CARD_RE = re.compile(r"^(?:\*\s*)?(?P<count>-?\d+)x?\s+(?P<rest>\S.*)$", re.IGNORECASE)
#: "SVI", "PR-SV", "SWSH"-era codes, "FUT20", "30C"; "Energy" is an old PTCGO pseudo-code.
#: Lower case is allowed after the first character so that a code the database lacks
#: ("SV3a", Japanese) is still read as a code and named as unknown, but one capital is
#: required, so the last words of a name ("Fire", "ex") are never taken for a code.
_SET_CODE_RE = re.compile(r"(?=[a-z0-9]*[A-Z])[A-Z0-9][A-Za-z0-9]{1,5}(?:-[A-Z]{1,4})?|Energy")
#: Trailing print-variant markers seen in genuine exports ("1 Gallade ASR 62 PH").
_VARIANT_RE = re.compile(r"[A-Z]{2,3}")
_EXPECTED = (
    "expected '<count> <name> <SET> <number>' (e.g. '4 Ralts ASR 60'), "
    "a section header such as 'Trainer: 33', or 'Total Cards: 60'"
)
_SYMBOL_OF_TYPE = {v: k for k, v in ENERGY_SYMBOLS.items()}
_SECTION_ORDER = ("Pokémon", "Trainer", "Energy")


@dataclass
class Deck(DeckList[CardDef]):
    """A Pokémon deck list (the PTCG Live export format), in list order."""

    deck_size = DECK_SIZE

    # -- reading ------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, source: str = "<deck>", db: CardDB | None = None) -> Deck:
        """Parse a deck list; raise :class:`DeckError` naming the first bad line."""
        db = db or cards()
        entries: list[DeckEntry] = []
        title = ""
        total: tuple[str, int, str] | None = None  # (its digits, line_no, line)
        seen_content = False
        for line_no, raw in enumerate(deck_lines(text, source), start=1):
            line = raw.strip().lstrip("\ufeff").strip()
            if not line:
                continue
            if _BANNER_RE.match(line):
                continue
            if _HEADER_RE.match(line):
                seen_content = True
                continue
            m = _TOTAL_RE.match(line)
            if m:
                total = (m.group("n"), line_no, line)
                continue
            m = _CARD_RE.match(line)
            if m is None:
                if not seen_content and not title:
                    title = line  # Limitless "copy" lists may open with a title line
                    continue
                raise DeckError(source, line_no, line, _EXPECTED)
            seen_content = True
            count = read_count(m.group("count"), cls.deck_size, source, line_no, line)
            name, set_code, number = _split_card(m.group("rest"), db)
            if not name:
                raise DeckError(
                    source, line_no, line, "missing card name before the set code; " + _EXPECTED
                )
            try:
                card = db.resolve_line(name, set_code, number)
            except UnknownCard as e:
                raise DeckError(source, line_no, line, str(e)) from None
            entries.append(DeckEntry(count, card, line_no, line))

        if not entries:
            raise DeckError(source, 0, "", "no card lines found; " + _EXPECTED)
        summed = sum(e.count for e in entries)
        # compared as digits: the total may be any length, and only a number that
        # matches is worth converting
        if total is not None and (total[0].lstrip("0") or "0") != str(summed):
            digits, line_no, line = total
            raise DeckError(
                source, line_no, line,
                f"Total Cards says {shorten(digits.lstrip('0') or '0', 20)} but the card lines "
                f"add up to {summed}",
            )  # fmt: skip
        if not title and source != "<deck>":
            title = Path(source).stem
        return cls(entries, title, source)

    @classmethod
    def from_file(cls, path: str | Path, db: CardDB | None = None) -> Deck:
        """Read a deck list file; errors name the file.

        UTF-8 (with or without BOM) is the format's encoding; files saved as Windows-1252
        by older tools are accepted too rather than failing on "Pokémon".
        """
        path = Path(path)
        data = read_deck_file(path)
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")
        return cls.parse(text, str(path), db)

    # -- views --------------------------------------------------------------------------

    def to_text(self) -> str:
        """The canonical PTCG Live export; :meth:`parse` reads it back to the same cards.

        Section numbers are card totals.  Basic Energy is written "Basic {W} Energy";
        other names without the data's disambiguating " (…)".  Cards from the few old
        sets without a deck-list code are written by name only.
        """
        blocks = []
        for section in _SECTION_ORDER:
            lines = [_entry_line(e) for e in self.entries if e.card.supertype == section]
            if lines:
                n = sum(e.count for e in self.entries if e.card.supertype == section)
                blocks.append(f"{section}: {n}\n" + "\n".join(lines))
        return "\n\n".join(blocks) + f"\n\nTotal Cards: {len(self)}\n"


def _split_card(rest: str, db: CardDB) -> tuple[str, str | None, str | None]:
    """Split "<name> [<SET> <number> [variant]]" from the right.

    The last two tokens are taken as set code and number only when they look like
    them (an upper-case code; a number with a digit, or any token after a code the
    database knows), so "Basic Fire Energy" and "Pokégear 3.0" stay whole names.
    """
    tokens = rest.split()
    candidates = [tokens]
    if len(tokens) >= 4 and _VARIANT_RE.fullmatch(tokens[-1]):
        candidates.append(tokens[:-1])
    for t in candidates:
        if len(t) < 3 or not _SET_CODE_RE.fullmatch(t[-2]):
            continue
        if any(ch.isdigit() for ch in t[-1]) or db.set_ids_for_code(t[-2]):
            return " ".join(t[:-2]), t[-2], t[-1]
    return " ".join(tokens), None, None


def _entry_line(entry: DeckEntry) -> str:
    card = entry.card
    if card.is_basic_energy and card.energy_type in _SYMBOL_OF_TYPE:
        name = f"Basic {{{_SYMBOL_OF_TYPE[card.energy_type]}}} Energy"
    else:
        name = card.display_name
    where = f" {card.set_code} {card.number}" if card.set_code else ""
    return f"{entry.count} {name}{where}"


# -- legality ---------------------------------------------------------------------------
def check_deck(deck: Deck, format: str = "standard", db: CardDB | None = None) -> list[str]:
    """Every construction-rule violation of ``deck`` in ``format``; [] when legal.

    Rules (PTCG:S4-DECK, PTCG:I-C and the cards' own rule boxes): exactly 60 cards; at
    most 4 cards with the same name, basic Energy excepted; at least one Basic Pokémon;
    at most one ACE SPEC, one Radiant Pokémon, one Pokémon Star, one ◇ card per name.
    "standard" also requires a regulation mark of H or later, "expanded" the data's
    Expanded legality; either is satisfied by any printing with the same name and
    text.  "unlimited"/"all" check no marks.  Unknown formats raise ValueError.
    """
    fmt = format.lower()
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {format!r}; expected one of: {', '.join(FORMATS)}")
    db = db or cards()
    problems: list[str] = []

    size = len(deck)
    if size != DECK_SIZE:
        problems.append(f"the deck has {size} cards; it must have exactly {DECK_SIZE}")

    by_name: Counter[str] = Counter()
    shown: dict[str, str] = {}
    for e in deck.entries:
        if e.card.is_basic_energy or e.card.any_number_in_deck:
            continue
        by_name[e.card.name_key] += e.count
        shown.setdefault(e.card.name_key, e.card.display_name)
    problems += [
        f"{n} cards named {shown[key]}; at most {MAX_COPIES} with the same name (basic Energy excepted)"
        for key, n in by_name.items()
        if n > MAX_COPIES
    ]

    if not any(e.card.is_basic_pokemon for e in deck.entries):
        problems.append("no Basic Pokémon; a deck needs at least one")

    problems += _at_most_one(deck, "ACE SPEC card", lambda c: c.is_ace_spec)
    problems += _at_most_one(deck, "Radiant Pokémon", lambda c: c.is_radiant)
    problems += _at_most_one(deck, "Pokémon Star", lambda c: "Star" in c.subtypes)
    prism: Counter[str] = Counter()
    for e in deck.entries:
        if "Prism Star" in e.card.subtypes:
            prism[e.card.name_key] += e.count
    problems += [
        f"{n} ◇ (Prism Star) cards named {key}; at most 1" for key, n in prism.items() if n > 1
    ]

    if fmt in ("standard", "expanded"):
        seen: set[str] = set()
        for e in deck.entries:
            if e.card.id in seen:
                continue
            seen.add(e.card.id)
            reason = _illegal_reason(e.card, fmt, db)
            if reason:
                problems.append(f"{e.card} is not legal in {fmt}: {reason}")
    return problems


def _at_most_one(deck: Deck, what: str, pred: Callable[[CardDef], bool]) -> list[str]:
    names = [f"{e.count}× {e.card.display_name}" for e in deck.entries if pred(e.card)]
    n = sum(e.count for e in deck.entries if pred(e.card))
    return [f"{n} {what}s ({', '.join(names)}); at most 1 per deck"] if n > 1 else []


def standard_mark(mark: str | None) -> bool:
    return mark is not None and len(mark) == 1 and mark >= STANDARD_FIRST_MARK


def _illegal_reason(card: CardDef, fmt: str, db: CardDB) -> str | None:
    """Why ``card`` is not legal in ``fmt`` (None when it is), judged over all its printings."""
    if card.is_basic_energy:
        return None
    printings = db.printings(card)
    if fmt == "expanded":
        return (
            None
            if any(p.expanded_legal for p in printings)
            else "not legal in Expanded in any printing"
        )
    if any(standard_mark(p.regulation_mark) for p in printings):
        return None
    marks = sorted({p.regulation_mark for p in printings if p.regulation_mark})
    if not marks:
        return "the card data gives it no regulation mark"
    return (
        f"regulation mark {'/'.join(marks)}; Standard allows marks {STANDARD_FIRST_MARK} and later"
    )


# -- bundled decks ----------------------------------------------------------------------
def bundled_decks() -> list[str]:
    """Names of the deck lists shipped in ``tcgsim/pokemon/decks`` (file stems)."""
    return sorted(p.stem for p in BUNDLED_DIR.glob("*.txt"))


def bundled_deck(name: str) -> Deck:
    """A deck list shipped with tcgsim, by name ("bench-abomasnow"; ".txt" optional)."""
    stem = name.removesuffix(".txt")
    path = BUNDLED_DIR / f"{stem}.txt"
    if stem not in bundled_decks():
        raise ValueError(f"no bundled deck {name!r}; available: {', '.join(bundled_decks())}")
    return Deck.from_file(path)
