"""Build tcgsim/server/data/cards-zh-CN.tsv: Trainer, Energy, attack and Ability names in Chinese.

The Chinese page names a card, an attack or an Ability in Chinese where a source has the
name, and in English otherwise. The source is the TCGdex card database
(github.com/tcgdex/cards-database, MIT): its ``data-asia`` folder holds the Asian printings
with their Traditional Chinese names (``zh-tw``, the Taiwan / Hong Kong printings). Its
Simplified Chinese sets (``CS*C``) are set entries without cards, and the ``zh-cn`` names
that some Japanese sets carry are copies of the ``zh-tw`` ones; so the names are taken from
``zh-tw`` and written in simplified characters by OpenCC (``tw2s``, characters only: the
official names are kept, not re-worded).

An Asian printing is matched to the project's English card like this:

- a Pokémon by its printed facts: regulation mark, HP, types, stage, Weakness, Retreat,
  each attack's cost and damage in order with the numbers its text prints, and the numbers
  of each Ability's text; and by its species: the Pokédex numbers where the Asian data has
  them, and always the species' Japanese or Chinese name (``--species``) inside the
  printing's name (its card name is taken only where it spells the species as the
  mainland does: zh-tw 厄鬼椪 is 厄诡椪 there).
  Every Asian printing with the same facts is a witness; its attack and Ability names are
  read by position. Where the printings of one English card disagree, it witnesses nothing.
- a Trainer or Special Energy by where and by whom: the Asian sets whose Pokémon matched
  an English set's Pokémon are its counterparts, and a Trainer there of the same kind
  (Item, Supporter, Stadium, Pokémon Tool, Special Energy), regulation mark and illustrator
  (else one of the same kind, mark and illustrator in any Asian set) printing the same
  numbers, most alike in the keywords of name and text, is a witness when it is the only one.

An English name gets its Chinese name when every witness, over every printing of it,
agrees; when two disagree the English name is left (listed with ``--conflicts``). A Chinese
card name witnessed for two English names stays with the stronger claim. The 48 cards of the
one Simplified Chinese set with cards (``CSMPiC``) are a second source: a name they word
otherwise than the zh-tw printings stays English, one only they have is taken.

    python scripts/build_zh_cards.py --tcgdex TCGDEX [--out tcgsim/server/data/cards-zh-CN.tsv]
    python scripts/build_zh_cards.py --coverage      # how much of Standard the table names

Building needs OpenCC (``pip install -e '.[zhdata]'``); ``--coverage`` reads the table only.
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tcgsim.pokemon.model.carddb import CardDef, cards, display_name  # noqa: E402
from tcgsim.pokemon.model.deck import standard_mark  # noqa: E402
from tcgsim.server.zhwords import name as page_name  # noqa: E402

OUT = ROOT / "tcgsim" / "server" / "data" / "cards-zh-CN.tsv"
SHARED = ROOT.parent / "shared" / "data"
DEFAULT_ENGLISH = (SHARED / "pokemon-tcg-data" / "cards" / "en", SHARED / "tcgdex" / "cards" / "en")
DEFAULT_SPECIES = SHARED / "zh" / "pokemon_species_zh_hans.tsv"
KINDS = ("card", "attack", "ability")


class BuildError(SystemExit):
    """A bad input: says which file and what was expected."""


# -- TCGdex's card files: TypeScript modules holding one object literal ----------------------

_TOKEN = re.compile(
    r"""\s+|//[^\n]*|/\*.*?\*/
    |(?P<s>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)
    |(?P<n>-?\d+(?:\.\d+)?)
    |(?P<id>[A-Za-z_$][\w$]*)
    |(?P<p>[{}\[\]:,])""", re.S | re.X)
_ESCAPES = {"n": "\n", "t": "\t"}


def _tokens(src: str, where: str, start: int, end: int) -> Iterator[tuple[str, Any]]:
    """The tokens of ``src[start:end]`` (an error names the line in the whole file)."""
    pos = start
    while pos < end:
        m = _TOKEN.match(src, pos, end)
        if m is None:
            line = src.count("\n", 0, pos) + 1
            raise BuildError(f"{where}: line {line}: unexpected {src[pos:pos + 20]!r} "
                             "(expected an object literal of strings, numbers, lists)")
        pos = m.end()
        if m["s"]:
            yield "s", re.sub(r"\\(.)", lambda e: _ESCAPES.get(e[1], e[1]), m["s"][1:-1])
        elif m["n"]:
            yield "n", float(m["n"]) if "." in m["n"] else int(m["n"])
        elif m["id"]:
            yield "id", m["id"]
        elif m["p"]:
            yield "p", m["p"]


def parse_card_module(src: str, where: str) -> dict[str, Any]:
    """The object literal of ``const card: Card = {...}`` as a dict (references as None)."""
    start = src.find("= {", src.find("const "))
    end = src.rfind("}")
    if src.find("const ") < 0 or start < 0 or end < start:
        raise BuildError(f"{where}: no 'const card: Card = {{...}}' found")
    toks = list(_tokens(src, where, start + 2, end + 1))
    pos = 0

    def value() -> Any:
        nonlocal pos
        kind, v = toks[pos]
        pos += 1
        if (kind, v) == ("p", "{"):
            obj: dict[str, Any] = {}
            while toks[pos] != ("p", "}"):
                key = str(toks[pos][1])
                pos += 1
                if toks[pos] == ("p", ":"):
                    pos += 1
                    obj[key] = value()
                else:  # shorthand property
                    obj[key] = None
                if toks[pos] == ("p", ","):
                    pos += 1
            pos += 1
            return obj
        if (kind, v) == ("p", "["):
            arr = []
            while toks[pos] != ("p", "]"):
                arr.append(value())
                if toks[pos] == ("p", ","):
                    pos += 1
            pos += 1
            return arr
        if kind == "id":
            return {"true": True, "false": False}.get(v)
        return v

    try:
        out = value()
    except IndexError:
        raise BuildError(f"{where}: the object literal ends early") from None
    if not isinstance(out, dict):
        raise BuildError(f"{where}: expected an object literal")
    return out


# -- the two sides -------------------------------------------------------------------------

def _damage(value: Any) -> str:
    """Printed damage as digits and sign: 30, "30＋", "60×" -> "30", "30+", "60×"."""
    if value is None or value == "":
        return ""
    text = str(value).replace("＋", "+").replace("－", "-").replace("x", "×").replace("X", "×")
    m = re.match(r"^(\d+)\s*([+×-]?)", text)
    return f"{m[1]}{m[2]}" if m else text.strip()


@dataclass
class AsiaCard:
    """One Asian printing with a Traditional Chinese name."""

    where: str  # data-asia/SV/SV8a/137.ts
    set_id: str
    category: str
    name: str
    kind: str | None  # trainerType / energyType
    illustrator: str
    effect: str = ""
    mark: str | None = None
    #: a Simplified Chinese printing (zh-cn): its names are used as they are
    simplified: bool = False
    ja: str = ""  # the Japanese name
    dex: tuple[int, ...] = ()
    facts: tuple[Any, ...] = ()
    attacks: list[str] = field(default_factory=list)
    abilities: list[str] = field(default_factory=list)


def _zh(obj: Any, lang: str = "zh-tw") -> str | None:
    return obj.get(lang) if isinstance(obj, dict) else None


def pokemon_facts(mark: str | None, hp: int, types: Iterable[str], stage: str,
                  attacks: Iterable[tuple[Iterable[str], str, str]], abilities: Iterable[str],
                  weak: Iterable[str], retreat: int) -> tuple[Any, ...]:
    """What an English and an Asian printing of one Pokémon card both print: the printed
    numbers, and for each attack and Ability whether it has a text and the numbers in it."""
    return (mark, hp, tuple(sorted(types)), stage,
            tuple((tuple(sorted(cost)), dmg, bool(text), _numbers(text)) for cost, dmg, text in attacks),
            tuple(_numbers(text) for text in abilities), tuple(sorted(weak)), retreat)


_STAGES = {"Stage1": "Stage 1", "Stage2": "Stage 2"}


def load_asia(root: Path) -> list[AsiaCard]:
    """Every card of ``root/data-asia`` that has a zh-tw name, and those that have a zh-cn
    name only (the Simplified Chinese printings; a zh-cn name beside a zh-tw one is a copy
    of it)."""
    base = root / "data-asia"
    if not base.is_dir():
        raise BuildError(f"{root}: no data-asia folder (expected a copy of tcgdex/cards-database)")
    out = []
    files = sorted(base.glob("*/*/*.ts"))
    for i, path in enumerate(files):
        if i % 2000 == 0:
            print(f"  reading {path.parent.relative_to(root)} ({i}/{len(files)})", file=sys.stderr)
        where = str(path.relative_to(root))
        d = parse_card_module(path.read_text(encoding="utf-8"), where)
        lang = "zh-tw" if _zh(d.get("name")) else "zh-cn"
        name = _zh(d.get("name"), lang)
        if not name:
            continue
        c = AsiaCard(where=where, set_id=path.parent.name, category=str(d.get("category")),
                     name=name, kind=d.get("trainerType") or d.get("energyType"),
                     illustrator=_fold_artist(d.get("illustrator")),
                     effect=_zh(d.get("effect"), lang) or "", mark=d.get("regulationMark"),
                     simplified=lang == "zh-cn", ja=_zh(d.get("name"), "ja") or "")
        if c.category == "Pokemon":
            attacks = d.get("attacks") or []
            abilities = d.get("abilities") or []
            c.dex = tuple(sorted(d.get("dexId") or ()))
            c.facts = pokemon_facts(
                c.mark, int(d.get("hp") or 0), d.get("types") or (),
                _STAGES.get(str(d.get("stage")), str(d.get("stage"))),
                ((a.get("cost") or (), _damage(a.get("damage")), _zh(a.get("effect"), lang) or "")
                 for a in attacks),
                (_zh(a.get("effect"), lang) or "" for a in abilities),
                (w.get("type") for w in d.get("weaknesses") or ()), int(d.get("retreat") or 0))
            c.attacks = [_zh(a.get("name"), lang) or "" for a in attacks]
            c.abilities = [_zh(a.get("name"), lang) or "" for a in abilities]
        out.append(c)
    return out


def _fold_artist(name: Any) -> str:
    return re.sub(r"[\s.]+", "", str(name or "")).lower()


@dataclass
class English:
    """One English printing: the project's card and what its raw data adds."""

    card: CardDef
    dex: tuple[int, ...]
    artist: str

    @property
    def facts(self) -> tuple[Any, ...]:
        c = self.card
        return pokemon_facts(c.regulation_mark, c.hp, c.types, c.stage or "",
                             ((a.cost, _damage(a.damage), a.text) for a in c.attacks),
                             (a.text for a in c.abilities),
                             (t for t, _ in c.weaknesses), c.retreat)


def load_english(dirs: Iterable[Path]) -> list[English]:
    """The project's cards, with the dex numbers and artists of the raw JSON in ``dirs``."""
    raw: dict[str, dict[str, Any]] = {}
    for d in dirs:
        if not d.is_dir():
            raise BuildError(f"{d}: not a folder (expected pokemon-tcg-data-style cards/en/*.json)")
        for path in sorted(d.glob("*.json")):
            try:
                for row in json.loads(path.read_text(encoding="utf-8")):
                    raw[row["id"]] = row
            except (ValueError, KeyError, TypeError) as e:
                raise BuildError(f"{path}: expected a JSON list of cards with ids ({e})") from None
    out = []
    for c in cards():
        row = raw.get(c.id, {})
        out.append(English(c, tuple(sorted(row.get("nationalPokedexNumbers") or ())),
                           _fold_artist(row.get("artist"))))
    return out


def load_species(path: Path) -> dict[int, tuple[str, str]]:
    """dex number -> (Chinese, Japanese) species name (the TSV of scripts/build_zh_names.py)."""
    out = {}
    with path.open(encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        if not {"dex", "zh_hans", "ja"} <= set(header):
            raise BuildError(f"{path}: line 1: expected the columns dex, zh_hans and ja")
        for n, line in enumerate(f, start=2):
            row = dict(zip(header, line.rstrip("\n").split("\t"), strict=False))
            try:
                out[int(row["dex"])] = (row["zh_hans"], row["ja"])
            except (KeyError, ValueError):
                raise BuildError(f"{path}: line {n}: expected a dex number and names") from None
    return out


# -- matching ------------------------------------------------------------------------------

_TRAINER_KINDS = {"Item": "Item", "Supporter": "Supporter", "Stadium": "Stadium",
                  "Pokémon Tool": "Tool"}


_NUMBER_WORDS = {"twice": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
_NUMBER_WORD = re.compile(r"\b(?:" + "|".join(_NUMBER_WORDS) + r")\b", re.I)


def _numbers(text: str) -> frozenset[int]:
    """The numbers above 1 a text prints (a Trainer's "2 cards", "30 damage"; "twice" reads
    2 as 2次 does): "a card" and 1張 differ, so 1 is left out."""
    text = _NUMBER_WORD.sub(lambda m: str(_NUMBER_WORDS[m[0].lower()]), text)
    return frozenset(n for n in map(int, re.findall(r"\d+", text)) if n > 1)


_ZERO_WIDTH = re.compile("[\u200b-\u200f\ufeff]")
#: the data's notes around a name: "[特性]咒诅炸弹", "爱吃豚[进化前分岐α]", "博士的研究（山梨博士）"
_NOTES = re.compile(r"^\[[^\]]*\]|\[[^\]]*\]$|\s*[（(][^()（）]*[)）]$")


def simplify_name(name: str, simplify: Any) -> str:
    """A zh-tw name in simplified characters, without the data's notes around it;
    "<小霞的>海星星" (a trainer's Pokémon) reads 小霞的海星星."""
    name = _ZERO_WIDTH.sub("", name).strip()
    while (bare := _NOTES.sub("", name).strip()) != name and bare:
        name = bare
    return str(simplify(name.replace("<", "").replace(">", "")))


#: words of a Trainer's name and text, English and as the zh-tw texts write them
_KEYWORDS = [(re.compile(en, re.I), re.compile(zh)) for en, zh in [
    (r"\bdraw", "抽"), (r"\bdeck", "牌庫"), (r"\bhand\b", "手牌"), (r"\bdiscard", "丟棄|棄牌"),
    (r"\bBench", "備戰"), (r"\bActive", "戰鬥"), (r"\bheal", "恢復"), (r"\bcoin", "硬幣"),
    (r"\bPrize", "獎賞"), (r"Energy", "能量"), (r"\bopponent", "對手"), (r"\bevol", "進化"),
    (r"\bdamage", "傷害"), (r"Stadium", "競技場"), (r"\bTool", "道具"), (r"Supporter", "支援者"),
    (r"\bItem", "物品"), (r"\bAbilit", "特性"), (r"\battack", "招式"), (r"\bretreat", "撤退"),
    (r"Special Condition", "特殊狀態"), (r"\bshuffle", "洗"), (r"\bBall\b", "球"),
    (r"Team Rocket", "火箭隊"), (r"Fossil", "化石"), (r"\bGrass", "草"), (r"\bFire", "火"),
    (r"\bWater", "水"), (r"\bLightning", "雷"), (r"\bPsychic", "超"), (r"\bFighting", "鬥"),
    (r"\bDarkness", "惡"), (r"\bMetal", "鋼"), (r"\bColorless", "無")]]
#: the least share of those words an English Trainer and its Asian printing must share
MIN_LIKENESS = 0.5


def _likeness(en: str, zh: str) -> float:
    """The share of the keywords (above) that one text has and the other has too; 1.0 when
    neither has any. "給對手看" (show your opponent) is how zh-tw says "reveal"."""
    zh = zh.replace("給對手看", "")
    a = {i for i, (e, _) in enumerate(_KEYWORDS) if e.search(en)}
    b = {i for i, (_, z) in enumerate(_KEYWORDS) if z.search(zh)}
    return len(a & b) / len(a | b) if a | b else 1.0


@dataclass
class Witnesses:
    """Every Chinese name an English name was matched to, with where it came from."""

    seen: dict[tuple[str, str], dict[str, list[str]]] = field(
        default_factory=lambda: collections.defaultdict(lambda: collections.defaultdict(list)))

    def add(self, kind: str, en: str, zh: str, why: str) -> None:
        if en and zh:
            self.seen[kind, en][zh].append(why)

    def table(self) -> tuple[dict[tuple[str, str], str], dict[tuple[str, str], dict[str, list[str]]]]:
        """(agreed names, conflicts).

        A Chinese name witnessed for two English names of one kind is a wrong match for
        one of them (a reprint whose own Asian printing is missing matched another card
        of the same illustrator): it stays with the English name it is the more
        unanimous name of, and leaves the one that has other witnesses too. Then an
        English name left with one Chinese name has it; one left with several is a
        conflict and stays English."""
        claims: dict[tuple[str, str], list[tuple[float, int, str]]] = collections.defaultdict(list)
        for (kind, en), names in self.seen.items():
            total = sum(map(len, names.values()))
            for zh, why in names.items():
                claims[kind, zh].append((len(why) / total, len(why), en))

        def loses(kind: str, en: str, zh: str) -> bool:
            mine = next(c for c in claims[kind, zh] if c[2] == en)
            others = [c for c in claims[kind, zh] if c[2] != en]
            if kind == "card":  # two cards never share a name: the stronger claim keeps it
                return any(c[:2] >= mine[:2] for c in others)
            # two attacks may: only a name that is not unanimous here gives way
            return mine[0] < 1 and any(c[0] > mine[0] for c in others)

        agreed, conflicts = {}, {}
        for (kind, en), names in self.seen.items():
            kept = {zh: why for zh, why in names.items() if not loses(kind, en, zh)}
            if len(kept) == 1:
                agreed[kind, en] = next(iter(kept))
            else:
                conflicts[kind, en] = names
        return agreed, conflicts


@dataclass
class Stats:
    pokemon: int = 0
    pokemon_matched: int = 0
    name_mismatch: int = 0
    trainers: int = 0
    trainers_matched: int = 0
    trainer_ambiguous: int = 0
    trainer_numbers: int = 0


def match(english: list[English], asia: list[AsiaCard], species: dict[int, tuple[str, str]],
          simplify: Any) -> tuple[Witnesses, Witnesses, Stats]:
    """Witnesses for every English name from the zh-tw printings, and from the Simplified
    Chinese ones (see the module's text for how)."""

    def clean(name: str, simplified: bool = False) -> str:
        return simplify_name(name, str if simplified else simplify)

    wit, genuine, stats = Witnesses(), Witnesses(), Stats()
    by_facts: dict[tuple[Any, ...], list[AsiaCard]] = collections.defaultdict(list)
    for a in asia:
        # a zh-tw printing without a regulation mark is too old to tell apart by its facts
        if a.category == "Pokemon" and (a.mark or a.simplified):
            by_facts[a.facts].append(a)
    counterparts: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for e in english:
        if not e.card.is_pokemon or not e.dex:
            continue
        marked = bool(e.card.regulation_mark)
        stats.pokemon += marked
        # many Asian printings lack Pokédex numbers: then the name alone says the species
        found = [a for a in by_facts.get(e.facts, ()) if a.dex in (e.dex, ())]
        zh_species, ja_species = species.get(e.dex[0], ("\0", "\0"))
        # the species by its Japanese name, or its Chinese one (where zh-tw and the mainland
        # name a species alike: 厄鬼椪 is 厄诡椪 in PokeAPI's zh-Hans)
        good = [a for a in found if zh_species in clean(a.name, a.simplified)
                or ja_species and ja_species in a.ja]
        stats.name_mismatch += len(found) - len(good)
        if not good:
            continue
        stats.pokemon_matched += marked
        # the Simplified Chinese printings have no regulation mark, the zh-tw ones used do
        simplified = good[0].simplified
        for a in good:
            counterparts[e.card.set_id][a.set_id] += not simplified
        why = f"{e.card.id}=" + "+".join(a.where for a in good)
        # where the Asian printings of one English card disagree, it witnesses nothing
        one = lambda names: next(iter(names)) if len(names) == 1 else ""  # noqa: E731
        sink = genuine if simplified else wit
        # a card name only where it spells the species as the mainland does
        sink.add("card", display_name(e.card.name),
                 one({clean(a.name, simplified) for a in good if zh_species in clean(a.name, simplified)}),
                 why)
        for i, x in enumerate(e.card.attacks):
            sink.add("attack", x.name, one({clean(a.attacks[i], simplified) for a in good}), why)
        for i, y in enumerate(e.card.abilities):
            sink.add("ability", y.name, one({clean(a.abilities[i], simplified) for a in good}), why)
    # a set's counterparts: the Asian sets that hold a tenth or more of its matched Pokémon
    near = {s: {a for a, n in c.items() if n * 10 >= sum(c.values())} for s, c in counterparts.items()}
    by_place: dict[tuple[str, str | None, str, str], list[AsiaCard]] = collections.defaultdict(list)
    for a in asia:
        if a.category in ("Trainer", "Energy") and a.kind != "Normal" and not a.simplified:
            by_place[a.set_id, a.mark, a.kind or "", a.illustrator].append(a)
    by_artist: dict[tuple[str | None, str, str], list[AsiaCard]] = collections.defaultdict(list)
    for (_, mark, k, artist), some in by_place.items():
        if artist:
            by_artist[mark, k, artist] += some
    for e in english:
        c = e.card
        kind = _TRAINER_KINDS.get(c.trainer_kind or "") if c.is_trainer else (
            "Special" if c.is_special_energy else None)
        if kind is None or not c.regulation_mark:
            continue
        stats.trainers += 1
        # in the counterpart sets (an English printing without an artist in the data is
        # compared with every one there); else, by its artist, in any Asian set
        found = [a for s in near.get(c.set_id, ()) for (s2, mark, k, artist), some in by_place.items()
                 if (s2, mark, k) == (s, c.regulation_mark, kind) and artist == (e.artist or artist)
                 for a in some]
        anywhere = not found and bool(e.artist)
        if anywhere:
            found = by_artist.get((c.regulation_mark, kind, e.artist), [])
        text = f"{c.name} {c.rule_text}"
        numbers = _numbers(c.rule_text)
        # the numbers printed: the same, or one more in zh-tw ("從2種效果中選擇1種": choose 1)
        same = [a for a in found if numbers <= _numbers(a.effect) and len(_numbers(a.effect) - numbers) <= 1]
        stats.trainer_numbers += len(found) > len(same)
        score = {a.where: (_numbers(a.effect) == numbers, _likeness(text, f"{a.name} {a.effect}"))
                 for a in same}
        best = max(score.values(), default=(False, 0.0))
        names = {clean(a.name) for a in same if score[a.where] == best}
        # one number more, or found outside the counterpart sets: most of the keywords too
        if len(names) != 1 or best[1] < (MIN_LIKENESS if best[0] and not anywhere else 0.75):
            stats.trainer_ambiguous += len(names) > 1 or bool(names)
            continue
        stats.trainers_matched += 1
        a = next(a for a in same if score[a.where] == best)
        wit.add("card", display_name(c.name), clean(a.name), f"{c.id}={a.where}")
    return wit, genuine, stats


def against_simplified(agreed: dict[tuple[str, str], str],
                       conflicts: dict[tuple[str, str], dict[str, list[str]]],
                       simplified: dict[tuple[str, str], str]) -> collections.Counter[str]:
    """The Simplified Chinese printings' names are a second source: where one names an
    English name otherwise than the zh-tw printings, the English name is left (a conflict);
    where it names one they do not, its name is taken. Changes ``agreed`` and ``conflicts``
    in place; counts what happened ("same", "other", "only")."""
    counts: collections.Counter[str] = collections.Counter()
    for key, zh in simplified.items():
        if key in conflicts:
            continue
        if key not in agreed:
            agreed[key] = zh
            counts["only"] += 1
        elif agreed[key] == zh:
            counts["same"] += 1
        else:
            conflicts[key] = {agreed.pop(key): ["zh-tw"], zh: ["zh-cn"]}
            counts["other"] += 1
    return counts


# -- the table -----------------------------------------------------------------------------

def tcgdex_tree(path: Path, scratch: Path) -> tuple[Path, str]:
    """(a folder holding data-asia/, the commit) for a checkout or a bare git mirror."""
    def git(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(["git", "-C", str(path), *args], capture_output=True, check=False)

    head = git("rev-parse", "HEAD")
    commit = head.stdout.decode().strip() if head.returncode == 0 else "unknown"
    if (path / "data-asia").is_dir():
        return path, commit
    if head.returncode != 0:
        raise BuildError(f"{path}: neither a folder with data-asia/ nor a git repository "
                         "(expected a copy of github.com/tcgdex/cards-database)")
    print(f"  unpacking data-asia of {commit[:12]} from {path}", file=sys.stderr)
    archive = git("archive", "--format=tar", "HEAD", "data-asia")
    if archive.returncode != 0:
        raise BuildError(f"{path}: git archive HEAD data-asia failed: {archive.stderr.decode().strip()}")
    tar = scratch / "data-asia.tar"
    tar.write_bytes(archive.stdout)
    with tarfile.open(tar) as t:
        t.extractall(scratch, filter="data")
    return scratch, commit


def header(commit: str) -> str:
    return ("# Trainer, Energy, Pokémon card, attack and Ability names, English -> Chinese in "
            "simplified characters. Built by scripts/build_zh_cards.py from github.com/tcgdex/"
            f"cards-database @ {commit} (data-asia, zh-tw names; MIT, (c) 2021 TCGdex) by OpenCC "
            "tw2s; names (c) Nintendo/Creatures/GAME FREAK/The Pokemon Company. See SOURCE.md.\n"
            "kind\ten\tzh\n")


def write(out: Path, agreed: dict[tuple[str, str], str], commit: str) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as f:
        f.write(header(commit))
        for (kind, en), zh in sorted(agreed.items(), key=lambda x: (KINDS.index(x[0][0]), x[0][1])):
            if "\t" in en + zh or "\n" in en + zh:
                raise BuildError(f"a name with a tab or a line break: {en!r} / {zh!r}")
            f.write(f"{kind}\t{en}\t{zh}\n")


def read(path: Path) -> dict[tuple[str, str], str]:
    """The table as written by :func:`write` (the loader of tcgsim.server.zhwords reads it
    the same way)."""
    out = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line or line.startswith("#") or line == "kind\ten\tzh":
            continue
        parts = line.split("\t")
        if len(parts) != 3 or parts[0] not in KINDS:
            raise BuildError(f"{path}: line {n}: expected kind<TAB>en<TAB>zh with kind one of "
                             f"{', '.join(KINDS)}")
        out[parts[0], parts[1]] = parts[2]
    return out


def coverage(table: dict[tuple[str, str], str],
             marks: Iterable[str] | None = None) -> list[tuple[str, int, int]]:
    """(what, named in Chinese, in all) over the distinct names of Standard's cards (or of
    the cards of ``marks``)."""
    groups: dict[str, tuple[str, set[str]]] = {
        "Trainer names": ("card", set()), "Special Energy names": ("card", set()),
        "attack names": ("attack", set()), "Ability names": ("ability", set())}
    wanted = set(marks) if marks is not None else None
    for c in cards():
        if not (standard_mark(c.regulation_mark) if wanted is None else c.regulation_mark in wanted):
            continue
        if c.is_trainer:
            groups["Trainer names"][1].add(display_name(c.name))
        elif c.is_special_energy:
            groups["Special Energy names"][1].add(display_name(c.name))
        groups["attack names"][1].update(a.name for a in c.attacks)
        groups["Ability names"][1].update(a.name for a in c.abilities)
    return [(what, sum((kind, n) in table for n in names), len(names))
            for what, (kind, names) in groups.items()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="How names are matched: see the top of this file and "
                                        "tcgsim/server/data/SOURCE.md.")
    ap.add_argument("--tcgdex", type=Path,
                    help="tcgdex/cards-database: a checkout, or a (bare) git mirror of it")
    ap.add_argument("--english", type=Path, nargs="+", default=list(DEFAULT_ENGLISH),
                    help="folders of the English card JSON the card database was built from "
                         "(for artists and Pokédex numbers; default: "
                         f"{' '.join(map(str, DEFAULT_ENGLISH))})")
    ap.add_argument("--species", type=Path, default=DEFAULT_SPECIES,
                    help="species TSV with columns dex, zh_hans and ja (default: %(default)s)")
    ap.add_argument("--out", type=Path, default=OUT, help="where to write (default: %(default)s)")
    ap.add_argument("--conflicts", action="store_true",
                    help="also list the English names whose witnesses disagree (left English)")
    ap.add_argument("--coverage", action="store_true",
                    help="only print how many of Standard's names the table (--out) has")
    args = ap.parse_args(argv)
    if args.coverage:
        if not args.out.is_file():
            raise BuildError(f"{args.out}: no table (build it first with --tcgdex)")
        print_coverage(read(args.out))
        return 0
    if args.tcgdex is None:
        ap.error("--tcgdex is needed to build the table (or ask for --coverage)")
    try:
        import opencc  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        raise BuildError("OpenCC is needed to build: pip install -e '.[zhdata]'") from None
    simplify = functools.cache(opencc.OpenCC("tw2s").convert)
    with tempfile.TemporaryDirectory() as scratch:
        tree, commit = tcgdex_tree(args.tcgdex, Path(scratch))
        print(f"reading the Asian printings of {tree} ...", file=sys.stderr)
        asia = load_asia(tree)
    print(f"  {sum(not a.simplified for a in asia)} printings with zh-tw names, "
          f"{sum(a.simplified for a in asia)} with zh-cn names only", file=sys.stderr)
    print("reading the English cards ...", file=sys.stderr)
    english = load_english(args.english)
    species = load_species(args.species)
    print("matching ...", file=sys.stderr)
    wit, genuine, stats = match(english, asia, species, simplify)
    agreed, conflicts = wit.table()
    checked = against_simplified(agreed, conflicts, genuine.table()[0])
    print(f"Simplified Chinese printings (zh-cn only) name {sum(checked.values())} of the English "
          f"names: {checked['same']} as the zh-tw ones do, {checked['other']} otherwise (left "
          f"English), {checked['only']} named by them alone")
    print(f"Pokémon printings: {stats.pokemon_matched} of {stats.pokemon} with a regulation mark "
          f"matched ({stats.name_mismatch} same-facts printings of another species left out)")
    print(f"Trainer / Special Energy printings: {stats.trainers_matched} of {stats.trainers} "
          f"matched ({stats.trainer_ambiguous} ambiguous or too unlike)")
    by_kind = collections.Counter(k for k, _ in agreed)
    print(f"names: {', '.join(f'{by_kind[k]} {k}' for k in KINDS)}; "
          f"{len(conflicts)} left English because their witnesses disagree")
    if args.conflicts:
        for (kind, en), names in sorted(conflicts.items()):
            print(f"  {kind} {en}: " + "; ".join(f"{zh} ({', '.join(w[:2])}{'…' if len(w) > 2 else ''})"
                                                 for zh, w in names.items()))
    write(args.out, agreed, commit)
    print(f"{len(agreed)} names written to {args.out}")
    print_coverage(agreed)
    return 0


def print_coverage(table: dict[tuple[str, str], str]) -> None:
    marks = sorted({c.regulation_mark or "" for c in cards() if standard_mark(c.regulation_mark)})
    print(f"Standard (regulation marks {'/'.join(marks)}), distinct names in Chinese:")
    for what, named, total in coverage(table):
        print(f"  {what}: {named} of {total} ({100 * named / max(total, 1):.0f}%)")
    # the page's Pokémon names: species (names-zh-CN.tsv), the committed table, whose / which form
    pokemon = {display_name(c.name) for c in cards() if c.is_pokemon and standard_mark(c.regulation_mark)}
    named = sum(page_name(n) != n for n in pokemon)
    print(f"  Pokémon names as the page shows them: {named} of {len(pokemon)} "
          f"({100 * named / max(len(pokemon), 1):.0f}%)")
    print("by regulation mark (the zh-tw printings end with the Japanese sets of 2025):")
    for mark in marks:
        print(f"  {mark}: " + ", ".join(f"{what} {named}/{total}"
                                       for what, named, total in coverage(table, [mark])))


if __name__ == "__main__":
    sys.exit(main())
