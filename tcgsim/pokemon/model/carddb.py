"""The Pokémon card database: immutable card definitions and lookups.

Card data ships with the package as ``data/cards.json.gz`` (built by
``scripts/build_carddb.py`` from pokemon-tcg-data and TCGdex, see ``data/SOURCE.md``).  Rows are
kept raw after loading and turned into :class:`CardDef` objects only when asked for,
and each lookup index is built on its first use: a game needs a few dozen of the
~20,000 cards, so paying for all of them up front would make every start slow.

Identity rules the deck checker relies on:

* :attr:`CardDef.name_key` is the name as the 4-copy rule sees it: the data
  disambiguates reprints as "Boss's Orders (Ghetsis)" while the printed card and
  PTCG Live say "Boss's Orders", so a trailing parenthetical is dropped, and
  accents, case and quote styles are folded ("Pokégear" == "Pokegear").
* :attr:`CardDef.text_key` adds the game text (attacks, abilities, effect text), so
  reprints with identical text compare equal; legality by regulation mark is
  granted to a card when any printing with the same text_key is legal.
"""

from __future__ import annotations

import gc
import gzip
import re
import threading
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from pathlib import Path
from typing import Any

import orjson

__all__ = [
    "ENERGY_SYMBOLS",
    "Ability",
    "Attack",
    "CardDB",
    "CardDef",
    "SetInfo",
    "UnknownCard",
    "cards",
    "fold",
    "name_key",
]

#: Bumped whenever the row layout changes, so a stale file fails loudly here.
DB_FORMAT = 1
#: The packaged database (a plain path: tcgsim.pokemon may be a namespace package).
DEFAULT_PATH = Path(__file__).resolve().parents[1] / "data" / "cards.json.gz"

#: The letters PTCG Live uses in "Basic {P} Energy" for the basic Energy types.
ENERGY_SYMBOLS: dict[str, str] = {
    "G": "Grass",
    "R": "Fire",
    "W": "Water",
    "L": "Lightning",
    "P": "Psychic",
    "F": "Fighting",
    "D": "Darkness",
    "M": "Metal",
    "Y": "Fairy",
}

_DAMAGE_SIGNS = {"+": "+", "×": "×", "x": "×", "X": "×", "-": "-"}
_TRAINER_KINDS = ("Pokémon Tool", "Supporter", "Stadium", "Item")
_STAGES = (
    "Basic",
    "Stage 1",
    "Stage 2",
    "VMAX",
    "VSTAR",
    "BREAK",
    "Level-Up",
    "MEGA",
    "V-UNION",
    "LEGEND",
    "Restored",
)
_PAREN_SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "“": '"', "”": '"'})
_PRIZE_RULE = re.compile(r"Knocked Out, your opponent takes (\d+) Prize cards?", re.IGNORECASE)
_NO_PRIZE_RULE = re.compile(r"your opponent can't take any Prize cards", re.IGNORECASE)
_ANY_NUMBER_RULE = "You may have as many of this card in your deck as you like."
#: "Pokémon ex rule: …", "Radiant Pokémon Rule: …", "◇ (Prism Star) Rule: …": rule-box lines.
_RULE_BOX_LINE = re.compile(r"[^:]{1,40} [Rr]ule: .*")

#: Lines of ``rules`` that restate a general rule rather than say what this card does:
#: play-limit reminders for Items/Supporters/Tools/Stadiums, rule-box lines (prize
#: rules, ACE SPEC, Radiant, Prism Star, Mega Evolution, Tera) and deck-building limits.
#: Matched against the whole line after quote folding.
_BOILERPLATE = tuple(
    re.compile(p)
    for p in (
        r"You may play (any number of|as many) Item cards.*",
        r"You (may|can) play only (1|one) Supporter card (during your|each) turn.*",
        r"Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached( to it)?\.",
        r"You may attach any number of Pokémon Tools to your Pokémon during your turn\..*",
        r"(This card|This Stadium) stays in play (when you play it|after being played)\. Discard (this card|it) if another Stadium (card )?comes into play\..*",
        r"You may play only 1 Stadium card during your turn\..*",
        r"(ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck\.",
        r"You can't have more than 1 Pokémon Star in your deck\.",
        _RULE_BOX_LINE.pattern,
        r"When (Pokémon-ex|this Pokémon) has been [Kk]nocked [Oo]ut, your opponent takes \d+ Prize cards\.",
        r"(Tera: )?As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks \(both yours and your opponent's\)\.",
        re.escape(_ANY_NUMBER_RULE),
    )
)


class UnknownCard(KeyError):
    """A card reference (id, set + number, or name) that the database cannot resolve.

    Subclasses KeyError so ``db.get(...)`` behaves like a mapping, but keeps a readable
    message (KeyError's own str() would quote it).
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def fold(text: str) -> str:
    """Fold text for matching: accents, case, curly quotes and runs of spaces.

    Deck lists come from many tools that differ exactly in these respects
    ("Pokegear 3.0", "Boss’s Orders"), so names compare in this form.
    """
    if text.isascii():  # most names: no accents to strip, and casefold() is lower()
        return " ".join(text.translate(_QUOTES).lower().split())
    text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.casefold().split())


@cache  # the engine asks for it on every Trainer lookup
def name_key(name: str) -> str:
    """The name the 4-copy rule sees: trailing " (…)" removed, then :func:`fold`."""
    return fold(_PAREN_SUFFIX.sub("", name))


def display_name(name: str) -> str:
    """The printed name: the data's disambiguating " (…)" suffix removed, accents kept."""
    return _PAREN_SUFFIX.sub("", name)


def _loose_number(number: str) -> str:
    """Collector number without a letter prefix or leading zeros ("SWSH071" -> "71").

    Exports and the data disagree on promo numbering (PTCG Live "PR-SW 271" vs the id
    swshp-SWSH271; "MEP 1" vs mep-001), so a second, looser number index is kept.
    """
    stripped = re.sub(r"^[A-Za-z]*0*", "", number.upper())
    return stripped or number.upper()


@dataclass(frozen=True, slots=True)
class Attack:
    """One attack as printed. ``damage`` keeps the printed form ("30+", "20×", "?")."""

    name: str
    cost: tuple[str, ...]
    damage: str
    text: str
    # worked out once from ``damage`` (every damage estimate asks; outside equality and repr)
    #: the printed number (0 when the attack prints none); the sign says how text modifies it
    base_damage: int = field(init=False, repr=False, compare=False)
    #: '' for plain damage, '+', '×' or '-' when the text adds, multiplies or subtracts
    damage_sign: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        digits = "".join(ch for ch in self.damage if ch.isdigit())
        object.__setattr__(self, "base_damage", int(digits) if digits else 0)
        object.__setattr__(self, "damage_sign",
                           _DAMAGE_SIGNS.get(self.damage[-1:], "") if self.damage else "")


@dataclass(frozen=True, slots=True)
class Ability:
    """An Ability (or an older Poké-Power / Poké-Body / Pokémon Power / Ancient Trait)."""

    name: str
    text: str
    kind: str


@dataclass(frozen=True, slots=True)
class SetInfo:
    """One expansion: its data id, the deck-list code (ptcgoCode) and release date."""

    id: str
    code: str | None
    name: str
    series: str
    release_date: str


#: card id -> whether it prints a rule box (:attr:`CardDef.has_rule_box`; its rules are fixed)
_RULE_BOX: dict[str, bool] = {}
#: card id -> its effect text (:attr:`CardDef.rule_text`; a printing's rules are fixed)
_RULE_TEXT: dict[str, str] = {}


@dataclass(frozen=True, slots=True)
class CardDef:
    """One printing of a card, as the engine and UI need it.  Immutable and hashable."""

    id: str
    name: str
    supertype: str
    subtypes: tuple[str, ...]
    hp: int
    types: tuple[str, ...]
    evolves_from: str | None
    attacks: tuple[Attack, ...]
    abilities: tuple[Ability, ...]
    weaknesses: tuple[tuple[str, str], ...]
    resistances: tuple[tuple[str, str], ...]
    retreat: int
    rules: tuple[str, ...]
    regulation_mark: str | None
    set_id: str
    set_code: str | None
    number: str
    image: str | None
    #: pokemon-tcg-data's legalities.expanded == "Legal" (the Expanded check uses it).
    expanded_legal: bool = False
    # What the rules ask of a card at every decision, worked out once from the fields above
    # (the card is immutable, so these never go stale; outside equality and repr).
    is_pokemon: bool = field(init=False, repr=False, compare=False)
    is_trainer: bool = field(init=False, repr=False, compare=False)
    is_energy: bool = field(init=False, repr=False, compare=False)
    #: a Basic Pokémon card: what may be put into play at setup and counts for the deck rule
    is_basic_pokemon: bool = field(init=False, repr=False, compare=False)
    #: Basic Energy is exempt from the 4-copy rule (PTCG:I-C)
    is_basic_energy: bool = field(init=False, repr=False, compare=False)
    is_special_energy: bool = field(init=False, repr=False, compare=False)
    #: 'Item', 'Pokémon Tool', 'Supporter' or 'Stadium'; None for other cards (see
    #: :meth:`_trainer_kind`)
    trainer_kind: str | None = field(init=False, repr=False, compare=False)
    #: 'Water', 'Psychic', … for basic Energy cards; None otherwise
    energy_type: str | None = field(init=False, repr=False, compare=False)
    #: name identity for the 4-copy rule and Trainer lookups; see :func:`name_key`
    name_key: str = field(init=False, repr=False, compare=False)
    #: the hash of the fields compared, once asked (0: not yet): a card is a key of many
    #: caches asked at every decision, and hashing every field anew costs a dozen hashes
    _hash: int = field(init=False, repr=False, compare=False, default=0)

    def __hash__(self) -> int:
        h = self._hash
        if not h:
            h = hash((self.id, self.name, self.supertype, self.subtypes, self.hp, self.types,
                      self.evolves_from, self.attacks, self.abilities, self.weaknesses,
                      self.resistances, self.retreat, self.rules, self.regulation_mark,
                      self.set_id, self.set_code, self.number, self.image,
                      self.expanded_legal))
            object.__setattr__(self, "_hash", h)
        return h

    def __post_init__(self) -> None:
        def put(name: str, value: Any) -> None:
            object.__setattr__(self, name, value)  # frozen: set once, here

        put("is_pokemon", self.supertype == "Pokémon")
        put("is_trainer", self.supertype == "Trainer")
        put("is_energy", self.supertype == "Energy")
        put("is_basic_pokemon", self.is_pokemon and "Basic" in self.subtypes)
        put("is_basic_energy", self.is_energy and "Basic" in self.subtypes)
        put("is_special_energy", self.is_energy and not self.is_basic_energy)
        put("trainer_kind", self._trainer_kind())
        put("energy_type", self._energy_type())
        put("name_key", name_key(self.name))

    # -- kind ---------------------------------------------------------------------------

    @property
    def stage(self) -> str | None:
        """'Basic', 'Stage 1', 'Stage 2', 'VMAX', 'BREAK', …; None for non-Pokémon."""
        if not self.is_pokemon:
            return None
        return next((s for s in _STAGES if s in self.subtypes), None)

    def _trainer_kind(self) -> str | None:
        """'Item', 'Pokémon Tool', 'Supporter' or 'Stadium'; None for other cards.

        Tools are checked first because older Tools are typed both Item and Tool.
        Pre-2011 trainers without a subtype (and old Technical Machines) give None.
        """
        if not self.is_trainer:
            return None
        for kind in _TRAINER_KINDS:
            if kind in self.subtypes or (
                kind == "Pokémon Tool" and "Pokémon Tool F" in self.subtypes
            ):
                return kind
        return None

    @property
    def is_ace_spec(self) -> bool:
        return "ACE SPEC" in self.subtypes

    @property
    def is_radiant(self) -> bool:
        return "Radiant" in self.subtypes

    @property
    def is_tera(self) -> bool:
        return "Tera" in self.subtypes

    @property
    def has_rule_box(self) -> bool:
        """ex, V, VSTAR, VMAX, GX, TAG TEAM, Radiant, ACE SPEC…: the card prints a rule box.

        Decided from the rule lines themselves ("Pokémon ex rule: …", old "When
        Pokémon-ex has been Knocked Out…"), so no list of subtypes has to be kept current.
        Worked out once per card (filters ask it during play).
        """
        known = _RULE_BOX.get(self.id)
        if known is None:
            known = _RULE_BOX[self.id] = self.is_ace_spec or any(
                _RULE_BOX_LINE.fullmatch(r) or _PRIZE_RULE.search(r) for r in self.rules
            )
        return known

    @property
    def any_number_in_deck(self) -> bool:
        """The card's own text lifts the 4-copy limit (e.g. Arceus, Lillie's Poké Doll)."""
        return _ANY_NUMBER_RULE in self.rules

    @property
    def prize_value(self) -> int:
        """Prize cards the opponent takes when this Pokémon is Knocked Out.

        Read from the card's own rule box, which wins over general statements
        (ex/V/GX/VSTAR 2, VMAX/TAG TEAM/V-UNION/Mega Evolution ex 3; PTCG:S4-PRIZE);
        0 for cards that say no Prize can be taken, 1 otherwise (Radiant included).
        Some me2pt5/me3 Mega ex rows list both the generic "Pokémon ex rule" (2) and
        the "Mega Evolution ex Rule" (3); the printed card has only the latter, so the
        largest stated value wins.
        """
        stated = [int(m.group(1)) for r in self.rules if (m := _PRIZE_RULE.search(r))]
        if stated:
            return max(stated)
        if any(_NO_PRIZE_RULE.search(r) for r in self.rules):
            return 0
        return 1

    def _energy_type(self) -> str | None:
        """'Water', 'Psychic', … for basic Energy cards; None otherwise."""
        if not self.is_basic_energy:
            return None
        words = [w for w in self.name.split() if w not in ("Basic", "Energy")]
        return words[0] if len(words) == 1 else None

    # -- text ---------------------------------------------------------------------------
    @property
    def rule_text(self) -> str:
        """The effect text proper: ``rules`` minus reminder and rule-box lines, newline-joined.

        Trainers and special Energy carry their effect in ``rules`` alongside generic
        lines ("You may play only 1 Supporter card during your turn.") that vary in
        wording between eras; this is what text-matching and effect compilers should read.
        """
        text = _RULE_TEXT.get(self.id)
        if text is None:  # read at every decision by text-matching rules: worked out once
            text = _RULE_TEXT[self.id] = "\n".join(
                r for r in self.rules if not _is_boilerplate(r))
        return text

    @property
    def display_name(self) -> str:
        """The printed name, without the data's disambiguating parenthetical."""
        return display_name(self.name)

    @property
    def text_key(self) -> str:
        """Name plus all game text: equal for reprints that play identically."""
        parts = [self.name_key]
        parts += [fold(f"A|{a.name}|{','.join(a.cost)}|{a.damage}|{a.text}") for a in self.attacks]
        parts += [fold(f"B|{a.kind}|{a.name}|{a.text}") for a in self.abilities]
        parts.append(fold(self.rule_text))
        return "\n".join(parts)

    def __str__(self) -> str:
        where = f"{self.set_code} {self.number}" if self.set_code else self.id
        return f"{self.name} ({where})"


#: "Play this card as if it were a 60-HP Basic Colorless Pokémon." (the Fossil Items)
_PLAYED_AS = re.compile(r"Play this card as if it were an? (\d+)-HP Basic (\w+) Pokémon\.")
_FACES: dict[str, CardDef | None] = {}


def played_as_pokemon(d: CardDef) -> CardDef | None:
    """The Basic Pokémon an Item is "played as if it were" while it is in play, else None.

    Such a card (Antique Jaw Fossil, Unidentified Fossil, …) is an Item everywhere but in
    play: in the deck, hand and discard pile no "Basic Pokémon" search or count finds it,
    and it can't be put into play at setup. In play it is a Basic Pokémon of the HP and
    type its text names, with its printed Abilities, no Weakness, Resistance or Retreat
    Cost, worth 1 Prize card (``Game.top`` answers with this face for a Pokémon in play)."""
    if d.id in _FACES:
        return _FACES[d.id]
    face = None
    if d.trainer_kind == "Item":
        m = _PLAYED_AS.search(d.rule_text)
        if m is not None:
            face = replace(d, supertype="Pokémon", subtypes=("Basic",), hp=int(m[1]),
                           types=(m[2],), weaknesses=(), resistances=(), retreat=0)
    _FACES[d.id] = face
    return face


def _is_boilerplate(rule: str) -> bool:
    line = " ".join(rule.translate(_QUOTES).split())
    return any(p.fullmatch(line) for p in _BOILERPLATE)


#: Row layout of one card in cards.json.gz (written by scripts/build_carddb.py).
#: Positional rows instead of objects roughly halve the size and speed up parsing.
CARD_FIELDS = (
    "id",
    "name",
    "supertype",
    "subtypes",
    "hp",
    "types",
    "evolvesFrom",
    "attacks",  # [[name, [cost...], damage, text], ...]
    "abilities",  # [[name, text, kind], ...]
    "weaknesses",  # [[type, value], ...]
    "resistances",  # [[type, value], ...]
    "retreat",
    "rules",
    "regulationMark",
    "set",  # index into the "sets" table
    "number",
    "image",  # "" = the default images.pokemontcg.io URL, None = no image
    "expanded",  # 1 when legalities.expanded == "Legal"
)
_FIELDS = CARD_FIELDS
_BASIC_ENERGY_RE = re.compile(r"^(?:basic\s+)?(?:\{(?P<sym>[a-z])\}|(?P<word>[a-z]+))\s+energy$")


def basic_energy_type(name: str) -> str | None:
    """The type named by a basic-Energy line in any spelling seen in exports, else None.

    Accepts "Basic {P} Energy", "Basic Psychic Energy", "Psychic Energy" (any case,
    accents folded); special Energy such as "Telepathic Psychic Energy" gives None.
    """
    m = _BASIC_ENERGY_RE.match(fold(name))
    if not m:
        return None
    if m.group("sym"):
        return ENERGY_SYMBOLS.get(m.group("sym").upper())
    word = m.group("word").capitalize()
    return word if word in ENERGY_SYMBOLS.values() else None


class CardDB:
    """All known cards, loaded from the packaged database (or a file given to :meth:`load`)."""

    _default: CardDB | None = None
    _default_lock = threading.Lock()

    def __init__(self, doc: dict[str, Any]) -> None:
        if doc.get("format") != DB_FORMAT or tuple(doc.get("fields", ())) != _FIELDS:
            raise ValueError(
                f"card database format {doc.get('format')!r} does not match this tcgsim "
                f"(expected {DB_FORMAT}); rebuild it with scripts/build_carddb.py"
            )
        self._rows: list[list[Any]] = doc["cards"]
        self._sets = [SetInfo(*s) for s in doc["sets"]]
        self._codes: dict[str, list[str]] = doc["codes"]
        self._defs: dict[int, CardDef] = {}
        self._index = {row[0]: i for i, row in enumerate(self._rows)}
        self._set_by_id = {s.id: i for i, s in enumerate(self._sets)}

    # -- construction -------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path | None = None) -> CardDB:
        """Read a database file; the packaged ``data/cards.json.gz`` by default."""
        path = Path(path) if path is not None else DEFAULT_PATH
        raw = gzip.decompress(path.read_bytes())
        # Parsing allocates ~1M small lists and strings; the cyclic GC would walk them
        # all several times (0.5-1 s instead of 0.1 s) though none can form a cycle.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return cls(orjson.loads(raw))
        finally:
            if was_enabled:
                gc.enable()

    @classmethod
    def default(cls) -> CardDB:
        """The packaged database, loaded once per process (thread-safe)."""
        if cls._default is None:
            with cls._default_lock:
                if cls._default is None:
                    cls._default = cls.load()
        return cls._default

    def _card(self, i: int) -> CardDef:
        card = self._defs.get(i)
        if card is None:
            card = self._defs[i] = self._make(self._rows[i])
        return card

    def _make(self, row: list[Any]) -> CardDef:
        r = dict(zip(_FIELDS, row, strict=True))
        s = self._sets[r["set"]]
        image = r["image"]
        if image == "":
            image = f"https://images.pokemontcg.io/{s.id}/{r['number']}.png"
        return CardDef(
            id=r["id"],
            name=r["name"],
            supertype=r["supertype"],
            subtypes=tuple(r["subtypes"]),
            hp=r["hp"],
            types=tuple(r["types"]),
            evolves_from=r["evolvesFrom"],
            attacks=tuple(Attack(n, tuple(c), d, t) for n, c, d, t in r["attacks"]),
            abilities=tuple(Ability(*a) for a in r["abilities"]),
            weaknesses=tuple((t, v) for t, v in r["weaknesses"]),
            resistances=tuple((t, v) for t, v in r["resistances"]),
            retreat=r["retreat"],
            rules=tuple(r["rules"]),
            regulation_mark=r["regulationMark"],
            set_id=s.id,
            set_code=s.code,
            number=r["number"],
            image=image,
            expanded_legal=bool(r["expanded"]),
        )

    # -- lazily built indexes -----------------------------------------------------------
    @cached_property
    def _by_number(self) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, int]]]:
        """(exact, loose): set id -> collector number -> row; see :func:`_loose_number`."""
        exact: dict[str, dict[str, int]] = {}
        loose: dict[str, dict[str, int]] = {}
        set_col, number_col = _FIELDS.index("set"), _FIELDS.index("number")
        for i, row in enumerate(self._rows):
            set_id = self._sets[row[set_col]].id
            exact.setdefault(set_id, {})[row[number_col].upper()] = i
            loose.setdefault(set_id, {}).setdefault(_loose_number(row[number_col]), i)
        return exact, loose

    @cached_property
    def _by_name(self) -> dict[str, list[int]]:
        """Folded full name and folded name_key -> rows, in release order."""
        index: dict[str, list[int]] = {}
        folded: dict[str, tuple[str, str]] = {}  # reprints share a name: fold it once
        for i, row in enumerate(self._rows):
            keys = folded.get(row[1])
            if keys is None:
                keys = folded[row[1]] = (fold(row[1]), name_key(row[1]))
            full, key = keys
            index.setdefault(full, []).append(i)
            if key != full:
                index.setdefault(key, []).append(i)
        return index

    @cached_property
    def _codes_folded(self) -> dict[str, list[str]]:
        return {code.upper(): ids for code, ids in self._codes.items()}

    # -- queries ------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._index

    def __iter__(self) -> Iterator[CardDef]:
        """Every card, in release order (builds all CardDefs: slow-ish, for tools)."""
        return (self._card(i) for i in range(len(self._rows)))

    @property
    def sets(self) -> list[SetInfo]:
        """All sets, oldest first."""
        return list(self._sets)

    def set_info(self, set_id: str) -> SetInfo:
        return self._sets[self._set_by_id[set_id]]

    def set_ids_for_code(self, set_code: str) -> list[str]:
        """Set ids a deck-list code refers to (gallery subsets share their parent's code)."""
        return list(self._codes_folded.get(set_code.upper(), ()))

    def get(self, card_id: str) -> CardDef:
        """The card with this pokemon-tcg-data id (e.g. "sv1-86"); UnknownCard if none."""
        i = self._index.get(card_id)
        if i is None:
            raise UnknownCard(f"no card with id {card_id!r} in the card database")
        return self._card(i)

    def by_set_number(self, set_code: str, number: str) -> CardDef | None:
        """The card printed as ``number`` in the set(s) with this deck-list code.

        Accepts ptcgoCodes ("SVI") and aliases from set_code_aliases.tsv ("PR-SV",
        "SVP", "MEE", "POR"); every set sharing the code is tried, exact number first.
        """
        return next(self._printed_as(set_code, number), None)

    def _printed_as(self, set_code: str, number: str) -> Iterator[CardDef]:
        """Every card a (code, number) may mean, best first: exact numbers in each set
        sharing the code, then loose ones (30th Celebration and its Classic Collection
        both print 1-30 under 30C)."""
        set_ids = self.set_ids_for_code(set_code)
        exact, loose = self._by_number
        seen: set[int] = set()
        for index, key in ((exact, number.upper()), (loose, _loose_number(number))):
            for set_id in set_ids:
                i = index.get(set_id, {}).get(key)
                if i is not None and i not in seen:
                    seen.add(i)
                    yield self._card(i)

    @cached_property
    def _basic_energy_rows(self) -> dict[str, dict[str, int]]:
        """set id -> basic Energy type -> its first row in that set."""
        col = {f: _FIELDS.index(f) for f in ("supertype", "subtypes", "name", "set")}
        index: dict[str, dict[str, int]] = {}
        for i, row in enumerate(self._rows):
            if row[col["supertype"]] == "Energy" and "Basic" in row[col["subtypes"]]:
                type_name = basic_energy_type(row[col["name"]])
                if type_name is not None:
                    by_type = index.setdefault(self._sets[row[col["set"]]].id, {})
                    by_type.setdefault(type_name, i)
        return index

    def _basic_energy_of_code(self, set_code: str, type_name: str) -> CardDef | None:
        """The first basic Energy of this type among the sets with this code, if any."""
        for set_id in self.set_ids_for_code(set_code):
            i = self._basic_energy_rows.get(set_id, {}).get(type_name)
            if i is not None:
                return self._card(i)
        return None

    def by_name(self, name: str) -> list[CardDef]:
        """All printings whose name matches, oldest first.

        Matching folds accents, case and quotes, and also matches names whose trailing
        " (…)" is stripped, so "Boss's Orders" finds "Boss's Orders (Ghetsis)".
        """
        return [self._card(i) for i in self._by_name.get(fold(name), ())] or [
            self._card(i) for i in self._by_name.get(name_key(name), ())
        ]

    @cached_property
    def _by_ability(self) -> dict[str, list[int]]:
        """Ability name -> rows of the cards that print it."""
        index: dict[str, list[int]] = {}
        col = _FIELDS.index("abilities")
        for i, row in enumerate(self._rows):
            for a in row[col]:
                index.setdefault(a[0], []).append(i)
        return index

    def with_ability(self, name: str) -> list[CardDef]:
        """Every printing that has an Ability (or older power) of exactly this name."""
        return [self._card(i) for i in self._by_ability.get(name, ())]

    @cached_property
    def _by_evolves_from(self) -> dict[str, list[int]]:
        """Pokémon name -> rows of the Pokémon that evolve from it (read from the rows: no
        card built but those asked for)."""
        index: dict[str, list[int]] = {}
        col = _FIELDS.index("evolvesFrom")
        for i, row in enumerate(self._rows):
            if row[col]:
                index.setdefault(row[col], []).append(i)
        return index

    def evolutions_of(self, name: str) -> list[CardDef]:
        """Every printing that evolves from a Pokémon of exactly this name, in release order."""
        return [self._card(i) for i in self._by_evolves_from.get(name, ())]

    def basic_energy(self, type_name: str) -> CardDef:
        """The SVE printing of a basic Energy type ("Water", "water" or "W"); the canonical one."""
        if len(type_name) == 1:
            type_name = ENERGY_SYMBOLS.get(type_name.upper(), type_name)
        type_name = type_name.capitalize()
        for card in self.by_name(f"Basic {type_name} Energy"):
            if card.set_id == "sve":
                return card
        matches = [c for c in self.by_name(f"{type_name} Energy") if c.is_basic_energy]
        if matches:  # Fairy: last printed before SVE existed
            return matches[-1]
        raise UnknownCard(f"no basic Energy of type {type_name!r}")

    def printings(self, card: CardDef) -> list[CardDef]:
        """Every printing with the same game text (``text_key``) as ``card``, itself included."""
        key = card.text_key
        return [c for c in self.by_name(card.name_key) if c.text_key == key]

    def release_date(self, card: CardDef) -> str:
        return self.set_info(card.set_id).release_date

    def resolve_line(
        self, name: str, set_code: str | None = None, number: str | None = None
    ) -> CardDef:
        """The card a deck-list line means; UnknownCard with the reason when none.

        Basic Energy resolves by type (the line's own printing when it is one, the SVE
        printing otherwise); other cards by (set code, number), checked against the
        name; a line without set and number takes the newest printing of that name.
        An unknown set code is an error rather than a guess by name, since the same
        name in another set is often a different card.
        """
        where = f" (set {set_code} number {number})" if set_code and number else ""
        energy = basic_energy_type(name)
        if energy is not None:
            # by type, whatever the number: the line's own printing when it is one, else
            # that type's printing in the line's set ("MEE 9" is an alternative art), else SVE
            if set_code and number:
                own = next((c for c in self._printed_as(set_code, number)
                            if c.energy_type == energy), None)  # fmt: skip
                card = own or self._basic_energy_of_code(set_code, energy)
                if card is not None:
                    return card
            return self.basic_energy(energy)

        if set_code and number:
            if not self.set_ids_for_code(set_code):
                raise UnknownCard(
                    f"unknown card {name}{where}: set code {set_code} is not in the card database"
                )
            printed = list(self._printed_as(set_code, number))
            if not printed:
                raise UnknownCard(f"unknown card {name}{where}: no card {number} in {set_code}")
            card = next((c for c in printed if name_key(name) in (c.name_key, fold(c.name))), None)
            if card is None:
                raise UnknownCard(
                    f"unknown card {name}{where}: {set_code} {number} is {printed[0].name!r}"
                )
            return card

        matches = self.by_name(name)
        if not matches:
            raise UnknownCard(f"unknown card {name}: no card with that name")
        return max(matches, key=self.release_date)


def cards() -> CardDB:
    """The packaged card database (shorthand for :meth:`CardDB.default`)."""
    return CardDB.default()
