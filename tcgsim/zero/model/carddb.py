"""Zero Dimension card definitions: the card files, validated, and lookups by id and name.

The cards the project owns live in ``tcgsim/zero/cards/<series>.toml`` (read with the
standard library's ``tomllib``), one ``[[card]]`` table per card, grouped by the
anime series a card belongs to (ZD:100: one series per deck in official play).
``cards/SOURCE.md`` says where every card comes from. A card's fields:

==================  =====================================================================
``id``              card number: ``BP02-017`` for printed cards the rule book names,
                    ``TSnn-mmm`` for cards written for the project (``TS00`` = cards the
                    rule book names without a number), ``TSnn-9mm`` for tokens (ZD:325)
``name``            牌名 {A} (ZD:301), Chinese as printed
``series``          动画系列; must equal the file's ``series``
``type``            ``character`` | ``equipment`` | ``tactic`` | ``event`` (ZD:302)
``color``           ``red yellow blue green white black purple`` (ZD:103/304)
``cost``            total cost (int, or ``"X"``), ``ccost``: the colored part, in the
                    card's own color (ZD:303); purple cards have none (ZD:328)
``atk`` ``def``     攻/防 of characters (ZD:308/309)
``atk_bonus``       攻击加成/防御加成 of equipment (ZD:310), ``def_bonus``
``chars``           角色名 『A』 (ZD:305), ``attrs``: 属性 『A』 (ZD:306)
``speed``           tactics: ``normal`` | ``instant`` (ZD:311)
``keywords``        ``[["RUSH"], ["LINK", "天神"], ["CHAKRA", 2]]``: ids of ZD:900.<KW>,
                    parameters as :data:`KEYWORD_PARAMS` says; a repeated keyword counts
                    twice (e.g. two 智谋)
``text``            effect text in Chinese, exactly as the rule book prints it where it
                    quotes the card
``counter_text``    反击特效 (ZD:312/704; tactics and events only); ``counter``: its script
``effects``         structured effects in the engine's vocabulary (tcgsim.zero.effects)
``zanpakuto``       斩魄刀名 (ZD:900.SHIKAI/BANKAI)
``token``           true for 代替物 definitions made by effects (never in a deck)
``gloss``           English gloss for the UI; ``notes``: remarks for readers of the data
``unscripted``      the part of ``text`` that ``effects`` does not carry yet (it waits for
                    engine vocabulary; cards/SOURCE.md lists these cards)
``source``          the rule-book clause that names the card (``ZD:305``) or ``project``
``project_values``  the fields whose values the project chose because the rule book
                    gives none (the issue requires them marked)
==================  =====================================================================

Every field is checked when the files are loaded; all problems are reported together,
each naming the file, the card id, the field and what was expected
(:class:`CardDataError`). ``card(id)`` is what the engine calls; ``register`` adds
definitions that are not in the files (test cards, tokens) without the file checks.
"""

from __future__ import annotations

import difflib
import re
import threading
import tomllib
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcgsim.core.unplayable import UnplayableCard, find_unplayable

__all__ = [
    "CARD_CHECKS",
    "CARD_TYPES",
    "COLORS",
    "KEYWORDS",
    "KEYWORD_NAMES",
    "KEYWORD_PARAMS",
    "SERIES",
    "CardDB",
    "CardDataError",
    "CardDef",
    "UnknownCard",
    "card",
    "cards",
    "fold",
    "load_cards",
    "missing_text",
    "register",
    "registered",
    "same_card",
    "unplayable_cards",
]

CARDS_DIR = Path(__file__).resolve().parents[1] / "cards"

CARD_TYPES = ("character", "equipment", "tactic", "event")
#: ZD:103: the seven colors, with the Chinese names the UI shows.
COLORS: dict[str, str] = {
    "red": "红",
    "yellow": "黄",
    "blue": "蓝",
    "green": "绿",
    "white": "白",
    "black": "黑",
    "purple": "紫",
}
#: The series (动画系列) of the card files, with an English gloss.
SERIES: dict[str, str] = {
    "龙珠": "Dragon Ball",
    "海贼王": "One Piece",
    "火影忍者": "Naruto",
    "圣斗士星矢": "Saint Seiya",
    "死神": "Bleach",
    "漫威": "Marvel",
    "斗罗大陆": "Douluo Dalu",
}
TACTIC_SPEEDS = ("normal", "instant")

#: ZD:900: keyword id -> the name printed on cards.
KEYWORD_NAMES: dict[str, str] = {
    "RUSH": "突袭",
    "SLOW": "迟缓",
    "LONER": "独行客",
    "GUARD": "守备",
    "SCHEME": "智谋",
    "RANGED": "远程",
    "QUICK": "速攻",
    "FIRST_STRIKE": "先制",
    "PIERCE": "贯通",
    "CRITICAL": "会心一击",
    "GODSPEED": "神速",
    "TOUGH": "坚韧",
    "LINK": "战斗连协",
    "CHARGE": "聚气",
    "NINJA_ART": "忍法奥义",
    "EXCLUSIVE": "专用",
    "FORM_CHANGE": "形态转换",
    "TRANSFORM": "变身",
    "ODIN_POWER": "奥丁之力",
    "ODIN_SAPPHIRE": "奥丁蓝宝石",
    "CHAKRA": "查克拉",
    "SUMMON": "通灵",
    "HERO_CALL": "英雄呼唤",
    "RAMPAGE": "肆意横行",
    "QUICK_CHANGE": "高速换装",
    "PARAMECIA": "超人系果实",
    "ZOAN": "动物系果实",
    "LOGIA": "自然系果实",
    "SUPER_SAIYAN": "超级赛亚人",
    "CURSE_SEAL": "咒印",
    "GUARDIAN_STAR": "守护星座",
    "MUTANT_BLOOD": "变种之血",
    "REIATSU": "灵压",
    "DUEL": "对决",
    "SHIKAI": "刀剑解放",
    "BANKAI": "卍解",
    "RESURRECCION": "归刃",
    "RELEASED_FORM": "解放形态",
    "FALSE_LIFE": "虚伪生命",
}
KEYWORDS = tuple(KEYWORD_NAMES)

#: Parameters of each keyword after its id: "int" (X >= 0), "name" (a character name,
#: attribute or card name), "timing" (a trigger timing, CURSE_SEAL only); a trailing "?"
#: makes the parameter optional.
KEYWORD_PARAMS: dict[str, tuple[str, ...]] = {
    "LINK": ("name",),  # 战斗连协【***】: a character name or attribute
    "NINJA_ART": ("int",),  # 忍法奥义 X
    "EXCLUSIVE": ("name",),  # 专用***: the partner card's name
    "FORM_CHANGE": ("name",),  # 形态转换「***」
    "TRANSFORM": ("int", "name"),  # (X) 变身：***
    "CHAKRA": ("int",),  # 查克拉 X
    "SUMMON": ("name",),  # 通灵 [***]: a character name
    "RAMPAGE": ("int",),  # 肆意横行 X
    "QUICK_CHANGE": ("int", "name"),  # (X) 高速换装 [***]
    "CURSE_SEAL": ("timing?",),  # 咒印, with the timing it is printed with, if any
    "GUARDIAN_STAR": ("name",),  # 守护星座：***
    "FALSE_LIFE": ("int",),  # (X) 虚伪生命
}
#: Timings a 咒印 may be printed with (ZD:900.CURSE_SEAL).
CURSE_SEAL_TIMINGS = ("my_turn_start", "my_turn_end")

#: Fields of a card, with their defaults for cards that leave them out.
_DEFAULTS: dict[str, Any] = {
    "ccost": 0,
    "atk": 0,
    "def": 0,
    "atk_bonus": 0,
    "def_bonus": 0,
    "chars": [],
    "attrs": [],
    "speed": "",
    "keywords": [],
    "text": "",
    "counter_text": "",
    "counter": [],
    "effects": [],
    "zanpakuto": "",
    "token": False,
    "gloss": "",
    "notes": "",
    "unscripted": "",
    "rarity": "",
    "project_values": [],
}
_REQUIRED = ("id", "name", "series", "type", "color", "cost", "source")
FIELDS = _REQUIRED + tuple(_DEFAULTS)
#: Fields the project may have chosen (what ``project_values`` may list).
CHOOSABLE = (
    "id", "series", "type", "color", "cost", "ccost", "atk", "def", "atk_bonus", "def_bonus",
    "chars", "attrs", "speed", "keywords", "text", "counter_text", "zanpakuto",
)  # fmt: skip
RARITIES = ("", "普", "特", "极", "天", "秘", "宝")  # ZD:313

#: Checks of a card's ``effects`` and ``counter`` against the engine's vocabulary: fn(card
#: dict) -> problems. The engine's is ``tcgsim.zero.cards.check`` (``tcgsim.zero.install``
#: puts it here, with the vocabulary it checks against: the card data stays below the rules).
CARD_CHECKS: list[Callable[[dict[str, Any]], list[str]]] = []

_ID_RE = re.compile(r"BP\d{2}-\d{3}|TS\d{2}-\d{3}|TS\d{2}-P\d{2}")
_SOURCE_RE = re.compile(r"ZD:\d{3}(?:\.\d+|\.[A-Z_]+)?|project")


class CardDataError(ValueError):
    """Card files that break the format; ``problems`` lists every one of them."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        head = f"{len(problems)} problem(s) in the Zero Dimension card data:\n  "
        super().__init__(head + "\n  ".join(problems))


class UnknownCard(KeyError):
    """No card with that id or name; the message suggests close ones."""

    def __str__(self) -> str:  # KeyError would quote the whole message
        return str(self.args[0]) if self.args else "unknown card"


@dataclass(frozen=True)
class CardDef:
    """One card definition (immutable). ``defense`` is the ``def`` field."""

    id: str
    name: str
    type: str  # character | equipment | tactic | event
    color: str = ""  # one of COLORS; "" = colorless (tokens, ZD:325)
    series: str = ""
    cost: int | str = 0  # total cost, or "X"
    ccost: int = 0  # colored requirement, in the card's own color
    atk: int = 0
    defense: int = 0
    atk_bonus: int = 0
    def_bonus: int = 0
    chars: tuple[str, ...] = ()
    attrs: tuple[str, ...] = ()
    speed: str = ""  # tactics: normal | instant
    keywords: tuple[tuple[Any, ...], ...] = ()
    counter: tuple[Any, ...] = ()
    effects: tuple[dict[str, Any], ...] = ()
    text: str = ""
    token: bool = False
    counter_text: str = ""
    zanpakuto: str = ""
    gloss: str = ""
    source: str = ""
    project_values: tuple[str, ...] = ()
    rarity: str = ""
    notes: str = ""
    unscripted: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> CardDef:
        """A definition from a card dict (field names as in the files; unknown ones -> extra)."""
        return CardDef(
            id=d["id"],
            name=d["name"],
            type=d["type"],
            color=d.get("color", ""),
            series=d.get("series", ""),
            cost=d.get("cost", 0),
            ccost=d.get("ccost", 0),
            atk=d.get("atk", 0),
            defense=d.get("def", 0),
            atk_bonus=d.get("atk_bonus", 0),
            def_bonus=d.get("def_bonus", 0),
            chars=tuple(d.get("chars", ())),
            attrs=tuple(d.get("attrs", ())),
            speed=d.get("speed", ""),
            keywords=tuple(tuple(k) for k in d.get("keywords", ())),
            counter=tuple(d.get("counter", ())),
            effects=tuple(d.get("effects", ())),
            text=d.get("text", ""),
            token=bool(d.get("token", False)),
            counter_text=d.get("counter_text", ""),
            zanpakuto=d.get("zanpakuto", ""),
            gloss=d.get("gloss", ""),
            source=d.get("source", ""),
            project_values=tuple(d.get("project_values", ())),
            rarity=d.get("rarity", ""),
            notes=d.get("notes", ""),
            unscripted=d.get("unscripted", ""),
            extra={k: v for k, v in d.items() if k not in FIELDS},
        )

    def to_dict(self) -> dict[str, Any]:
        """The card as a plain dict with the file's field names ("def", lists)."""
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "series": self.series,
            "type": self.type,
            "color": self.color,
            "cost": self.cost,
            "ccost": self.ccost,
            "atk": self.atk,
            "def": self.defense,
            "atk_bonus": self.atk_bonus,
            "def_bonus": self.def_bonus,
            "chars": list(self.chars),
            "attrs": list(self.attrs),
            "speed": self.speed,
            "keywords": [list(k) for k in self.keywords],
            "text": self.text,
            "counter_text": self.counter_text,
            "counter": list(self.counter),
            "effects": list(self.effects),
            "zanpakuto": self.zanpakuto,
            "token": self.token,
            "gloss": self.gloss,
            "notes": self.notes,
            "unscripted": self.unscripted,
            "rarity": self.rarity,
            "source": self.source,
            "project_values": list(self.project_values),
        }
        out.update(self.extra)
        return out

    # -- keywords ------------------------------------------------------------------------
    def has_keyword(self, kw: str) -> bool:
        """Whether the card prints keyword ``kw`` (an id of ZD:900, e.g. "RUSH")."""
        return any(k[0] == kw for k in self.keywords)

    def keyword_params(self, kw: str) -> list[tuple[Any, ...]]:
        """The parameters of every printed instance of ``kw`` (one tuple per instance)."""
        return [tuple(k[1:]) for k in self.keywords if k[0] == kw]

    # -- identity ------------------------------------------------------------------------
    @property
    def identity(self) -> tuple[Any, ...]:
        """ZD:327: what makes two cards "the same card": the printed text fields only.

        Name, category, cost, color, character names, attributes, effects, attack,
        defense, bonuses, tactic type and counter effect; not the picture, rarity,
        number or copyright line (so not ``id``, ``rarity``, ``gloss``, ``source``).
        """
        return (
            fold(self.name),
            self.type,
            self.cost,
            self.ccost,
            self.color,
            self.chars,
            self.attrs,
            fold(self.text),
            self.atk,
            self.defense,
            self.atk_bonus,
            self.def_bonus,
            self.speed,
            fold(self.counter_text),
            self.zanpakuto,
        )

    @property
    def is_character(self) -> bool:
        return self.type == "character"


def same_card(a: CardDef, b: CardDef) -> bool:
    """ZD:327: identical text fields (a reprint with another number is the same card)."""
    return a.identity == b.identity


def fold(text: str) -> str:
    """Text compared the way a reader compares it: full/half width and spacing folded."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


class CardDB:
    """All card definitions with lookup indexes (built once, read-only afterwards)."""

    def __init__(self, defs: Iterable[CardDef]) -> None:
        self.by_id: dict[str, CardDef] = {}
        self._by_name: dict[str, list[CardDef]] = {}
        self._by_char: dict[str, list[CardDef]] = {}
        self._by_attr: dict[str, list[CardDef]] = {}
        for d in defs:
            self.by_id[d.id] = d
            self._by_name.setdefault(fold(d.name), []).append(d)
            for c in d.chars:
                self._by_char.setdefault(c, []).append(d)
            for a in d.attrs:
                self._by_attr.setdefault(a, []).append(d)

    def __len__(self) -> int:
        return len(self.by_id)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.by_id.values())

    def __contains__(self, cid: object) -> bool:
        return cid in self.by_id

    def all(self, *, tokens: bool = False) -> list[CardDef]:
        """Every card in id order; tokens (ZD:325) only when asked for."""
        return sorted((d for d in self if tokens or not d.token), key=lambda d: d.id)

    def get(self, cid: str) -> CardDef:
        """The card with id ``cid`` (case-insensitive); UnknownCard suggests close ids."""
        d = self.by_id.get(cid) or self.by_id.get(cid.strip().upper())
        if d is None:
            near = difflib.get_close_matches(cid.strip().upper(), self.by_id, n=3, cutoff=0.6)
            hint = f"; did you mean {', '.join(near)}?" if near else ""
            raise UnknownCard(f"no Zero Dimension card with id {cid!r}{hint}")
        return d

    def by_name(self, name: str) -> list[CardDef]:
        """Cards whose 牌名 is ``name`` (ZD:301; width and spacing folded)."""
        return list(self._by_name.get(fold(name), ()))

    def with_char(self, name: str) -> list[CardDef]:
        """Cards with character name 『name』 (ZD:305)."""
        return list(self._by_char.get(name, ()))

    def with_attr(self, attr: str) -> list[CardDef]:
        """Cards with attribute 『attr』 (ZD:306)."""
        return list(self._by_attr.get(attr, ()))

    def in_series(self, series: str) -> list[CardDef]:
        return [d for d in self.all() if d.series == series]

    def with_keyword(self, kw: str) -> list[CardDef]:
        return [d for d in self.all(tokens=True) if d.has_keyword(kw)]

    def suggest_names(self, name: str) -> list[str]:
        names = {d.name for d in self}
        return difflib.get_close_matches(name, sorted(names), n=3, cutoff=0.4)


# -- loading and validation ------------------------------------------------------------------


def load_cards(paths: Iterable[Path] | None = None) -> CardDB:
    """Read and validate card files (default: every ``cards/*.toml``).

    Raises :class:`CardDataError` listing every problem found, so one run shows them all.
    """
    files = sorted(CARDS_DIR.glob("*.toml")) if paths is None else [Path(p) for p in paths]
    problems: list[str] = []
    defs: list[CardDef] = []
    seen: dict[str, str] = {}
    for path in files:
        label = _label(path)
        try:
            with path.open("rb") as f:
                data = tomllib.load(f)
        except (OSError, tomllib.TOMLDecodeError) as e:
            problems.append(f"{label}: cannot read the file: {e}")
            continue
        series = data.get("series")
        if series not in SERIES:
            problems.append(
                f"{label}: top-level 'series' must be one of {', '.join(SERIES)}; got {series!r}"
            )
        extra_keys = set(data) - {"series", "card"}
        if extra_keys:
            problems.append(f"{label}: unknown top-level key(s) {sorted(extra_keys)}")
        rows = data.get("card", [])
        if not isinstance(rows, list):
            problems.append(f"{label}: 'card' must be an array of tables ([[card]])")
            continue
        for n, row in enumerate(rows, start=1):
            cid = row.get("id") if isinstance(row.get("id"), str) else f"card #{n}"
            where = f"{label}: {cid}"
            errs = validate_card(row, series if isinstance(series, str) else None)
            problems.extend(f"{where}: {e}" for e in errs)
            if errs:
                continue
            if cid in seen:
                problems.append(f"{where}: id already used in {seen[cid]}")
                continue
            seen[cid] = label
            defs.append(CardDef.from_dict(row))
    problems.extend(_check_references(defs))
    if problems:
        raise CardDataError(problems)
    return CardDB(defs)


def _label(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(CARDS_DIR.parent.parent.parent))
    except ValueError:
        return str(path)


def validate_card(row: dict[str, Any], series: str | None = None) -> list[str]:
    """Every problem with one card dict, as "field 'x': expected ..., got ..." strings."""
    errs: list[str] = []

    def bad(fld: str, expected: str) -> None:
        errs.append(f"field '{fld}': expected {expected}, got {row.get(fld)!r}")

    for fld in _REQUIRED:
        if fld not in row:
            errs.append(f"field '{fld}' is missing")
    unknown = sorted(set(row) - set(FIELDS))
    for fld in unknown:
        close = difflib.get_close_matches(fld, FIELDS, n=1)
        errs.append(f"unknown field '{fld}'" + (f" (did you mean '{close[0]}'?)" if close else ""))
    if errs:
        return errs
    r = {**_DEFAULTS, **row}

    if not isinstance(r["id"], str) or not _ID_RE.fullmatch(r["id"]):
        bad("id", "'BPnn-nnn' (printed cards) or 'TSnn-nnn' / 'TSnn-Pnn' (project cards)")
    elif r["id"].startswith("TS") and "id" not in r["project_values"] and r["source"] != "project":
        errs.append("field 'project_values': a rule-book card with a project id must list 'id'")
    if not isinstance(r["name"], str) or not r["name"].strip():
        bad("name", "the card name as printed (non-empty text)")
    if series is not None and r["series"] != series:
        bad("series", f"the file's series {series!r}")
    if r["type"] not in CARD_TYPES:
        bad("type", " | ".join(CARD_TYPES))
    if r["color"] not in COLORS:
        bad("color", " | ".join(COLORS))

    cost = r["cost"]
    if not (cost == "X" or (_is_int(cost) and cost >= 0)):
        bad("cost", 'an integer >= 0 or "X"')
    ccost = r["ccost"]
    if not _is_int(ccost) or ccost < 0:
        bad("ccost", "an integer >= 0")
    elif _is_int(cost) and ccost > cost:
        bad("ccost", f"at most the total cost {cost} (ZD:303)")
    elif r["color"] == "purple" and ccost:
        bad("ccost", "0 for a purple card (ZD:328: purple resources pay no color)")

    kind = r["type"]
    for fld in ("atk", "def", "atk_bonus", "def_bonus"):
        if not _is_int(r[fld]) or r[fld] % 100:
            bad(fld, "an integer multiple of 100")
    if kind == "character":
        for fld in ("atk", "def"):
            if fld not in row:
                errs.append(f"field '{fld}' is missing (characters have 攻/防, ZD:308/309)")
            elif _is_int(r[fld]) and r[fld] < 0:
                bad(fld, "a value >= 0")
    for fld in ("atk", "def"):
        if kind != "character" and fld in row:
            errs.append(f"field '{fld}': only characters have it (this card is a {kind})")
    for fld in ("atk_bonus", "def_bonus"):
        if kind != "equipment" and fld in row:
            errs.append(f"field '{fld}': only equipment has it (this card is a {kind})")
    if kind == "tactic":
        if r["speed"] not in TACTIC_SPEEDS:
            bad("speed", "normal | instant (ZD:311)")
    elif "speed" in row:
        errs.append(f"field 'speed': only tactics have it (this card is a {kind})")
    if (r["counter_text"] or r["counter"]) and kind not in ("tactic", "event"):
        errs.append("field 'counter_text': only tactics and events have 反击特效 (ZD:704)")
    if r["counter"] and not r["counter_text"]:
        errs.append("field 'counter': a counter script needs its printed 'counter_text'")

    for fld in ("chars", "attrs"):
        v = r[fld]
        if not isinstance(v, list) or not all(_is_name(x) for x in v):
            bad(fld, "a list of names without 『』 brackets")
        elif len(set(v)) != len(v):
            bad(fld, "no repeated names")
    for fld in ("text", "counter_text", "zanpakuto", "gloss", "notes", "unscripted"):
        if not isinstance(r[fld], str):
            bad(fld, "text")
    if r["rarity"] not in RARITIES:
        bad("rarity", " | ".join(x for x in RARITIES if x))
    if not isinstance(r["token"], bool):
        bad("token", "true or false")

    errs.extend(_check_keywords(r))
    errs.extend(_check_effects(r))

    if not isinstance(r["source"], str) or not _SOURCE_RE.fullmatch(r["source"]):
        bad("source", "the rule-book clause naming the card (e.g. 'ZD:305') or 'project'")
    pv = r["project_values"]
    if not isinstance(pv, list) or not all(x in CHOOSABLE for x in pv):
        bad("project_values", f"a list of field names among {', '.join(CHOOSABLE)}")
    elif r["source"] == "project" and pv:
        errs.append(
            "field 'project_values': a project card is the project's in every field; leave it empty"
        )
    elif r["source"] != "project" and not pv and r["type"] == "character":
        errs.append(
            "field 'project_values': the rule book never prints a character's cost, color or "
            "攻/防; list the fields the project chose"
        )
    return errs


def _check_keywords(r: dict[str, Any]) -> list[str]:
    errs: list[str] = []
    kws = r["keywords"]
    if not isinstance(kws, list):
        return [f'field \'keywords\': expected a list like [["RUSH"], ["CHAKRA", 2]], got {kws!r}']
    printed = r["text"] + "\n" + r["counter_text"]
    for k in kws:
        if not isinstance(k, list) or not k or k[0] not in KEYWORD_NAMES:
            close = difflib.get_close_matches(str(k[0]) if k else "", KEYWORDS, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            errs.append(f"field 'keywords': {k!r} is not [<keyword id of ZD:900>, params...]{hint}")
            continue
        kw, params = k[0], k[1:]
        spec = KEYWORD_PARAMS.get(kw, ())
        need = [s for s in spec if not s.endswith("?")]
        if not len(need) <= len(params) <= len(spec):
            errs.append(f"field 'keywords': {kw} takes {_describe(spec)}, got {params!r}")
            continue
        for s, p in zip(spec, params, strict=False):
            s = s.rstrip("?")
            ok = (
                (s == "int" and _is_int(p) and p >= 0)
                or (s == "name" and _is_name(p))
                or (s == "timing" and p in CURSE_SEAL_TIMINGS)
            )
            if not ok:
                errs.append(f"field 'keywords': {kw} parameter {p!r} is not a valid {s}")
        if KEYWORD_NAMES[kw] not in printed:
            errs.append(f"field 'keywords': {kw} ({KEYWORD_NAMES[kw]}) is not in the card's text")
    if r["zanpakuto"] and "斩魄刀" not in r["attrs"]:
        errs.append("field 'zanpakuto': only cards with the attribute 『斩魄刀』 have a 斩魄刀名")
    if any(k and k[0] in ("SHIKAI",) for k in kws if isinstance(k, list)) and not r["zanpakuto"]:
        errs.append("field 'zanpakuto': a 刀剑解放 card needs its 斩魄刀名")
    return errs


def _check_effects(r: dict[str, Any]) -> list[str]:
    errs: list[str] = []
    for fld in ("effects", "counter"):
        v = r[fld]
        if not isinstance(v, list):
            errs.append(f"field '{fld}': expected a list, got {v!r}")
            continue
        if fld == "effects":
            for i, eff in enumerate(v):
                if not isinstance(eff, dict) or not isinstance(eff.get("type"), str):
                    errs.append(
                        f"field 'effects'[{i}]: expected a table with a 'type', got {eff!r}"
                    )
    if not errs:
        for check in CARD_CHECKS:
            errs.extend(check(r))
    return errs


def _check_references(defs: list[CardDef]) -> list[str]:
    """Names a card refers to ({A}, 『A』 in keyword parameters) must exist in its series."""
    problems: list[str] = []
    names: dict[str, set[str]] = {}
    for d in defs:
        s = names.setdefault(d.series, set())
        s.add(d.name)
        s.update(d.chars)
        s.update(d.attrs)
    for d in defs:
        for kw in ("EXCLUSIVE", "FORM_CHANGE", "SUMMON", "GUARDIAN_STAR", "TRANSFORM",
                   "QUICK_CHANGE", "LINK"):  # fmt: skip
            for params in d.keyword_params(kw):
                target = params[-1]
                if target not in names.get(d.series, set()):
                    problems.append(
                        f"{d.id} {d.name}: keyword {kw} names {target!r}, which no "
                        f"{d.series} card has as name, character name or attribute"
                    )
    return problems


def _describe(spec: tuple[str, ...]) -> str:
    if not spec:
        return "no parameters"
    return "parameters (" + ", ".join(spec) + ")"


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_name(v: Any) -> bool:
    return isinstance(v, str) and bool(v.strip()) and not any(ch in v for ch in "『』{}【】")


# -- the cached database and the engine's entry points ----------------------------------------

_LOCK = threading.Lock()
_DB: CardDB | None = None
_REGISTERED: dict[str, CardDef] = {}


def cards() -> CardDB:
    """The packaged card files, loaded and validated once per process."""
    global _DB
    if _DB is None:
        with _LOCK:
            if _DB is None:
                _DB = load_cards()
    return _DB


def register(*dicts: dict[str, Any]) -> None:
    """Add card definitions that are not in the card files (tests, tokens made by effects).

    The same id registered again with a different definition is an error, so two test
    modules cannot silently disagree about a card.
    """
    for d in dicts:
        new = CardDef.from_dict(d)
        old = _REGISTERED.get(new.id)
        if old is not None and old != new:
            raise ValueError(f"card {new.id!r} registered twice with different definitions")
        _REGISTERED[new.id] = new


@contextmanager
def registered(*dicts: dict[str, Any]) -> Iterator[None]:
    """Card definitions that exist only inside the ``with`` block (a test's own cards); a
    definition already registered the same way stays after it."""
    new = [d for d in dicts if d["id"] not in _REGISTERED]
    register(*dicts)
    try:
        yield
    finally:
        for d in new:
            _REGISTERED.pop(d["id"], None)


def saved_definition_problem(cid: str, d: Any) -> str | None:
    """Why ``d`` cannot be the definition of card ``cid`` that a saved game carries (a token
    made by an effect, ZD:325, registered again when the game is loaded); None when it can.

    A card this process knows must have the very definition it knows (tokens are made
    from their card's definition); another must at least make a card definition."""
    if not isinstance(d, dict) or d.get("id") != cid:
        return f"expected the definition of card {cid!r} (an object with that id)"
    try:
        new = CardDef.from_dict(d)
    except (KeyError, TypeError, ValueError) as e:
        return f"not a card definition ({type(e).__name__}: {e})"
    known = _REGISTERED.get(cid) or cards().by_id.get(cid)
    if known is not None and known != new:
        return f"not the definition of {cid} {known.name}"
    return None


def exists(cid: str) -> bool:
    """Whether :func:`card` knows the id exactly (registered, or in the card files)."""
    return cid in _REGISTERED or cid in cards()


def card(cid: str) -> CardDef:
    """The definition the engine uses for id ``cid``: registered cards first, then the files."""
    d = _REGISTERED.get(cid)
    if d is not None:
        return d
    return cards().get(cid)


def missing_text(d: CardDef) -> list[str]:
    """The part of a card's text its effects do not carry yet (``unscripted``); [] if none."""
    return [d.unscripted] if d.unscripted else []


def unplayable_cards(card_ids: Iterable[str]) -> list[UnplayableCard]:
    """The distinct cards among ``card_ids`` whose text is not all scripted, with that text."""
    return find_unplayable(card_ids, lambda cid: missing_text(card(cid)),
                           lambda cid: f"{card(cid).name} ({cid})")
