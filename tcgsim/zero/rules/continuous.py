"""Derived values: ONE pipeline for attack, defense, bonuses, keywords, names, attributes,
levels and "has its effects" — computed from the state on demand, never patched in place.

Order (ZD:701): the printed value, then every modification in timestamp order — the
continuous effects of cards in the battle zones (a card's effects begin when it appears,
so they carry its entry's timestamp), effects in force from resolved effects
(``state["fx"]``), the equipment's attack/defense bonus (ZD:310, itself modifiable) and
keyword sources (``registry.STAT_SOURCES``, e.g. LONER/LINK). A "set" replaces the value so far,
an "add" adds. The raw value may be negative and is kept (ZD:103); the value used for
damage and comparisons is floored at 0 (ZD:103/308).

Effects in force (``state["fx"]``) are dicts::

  {"kind": "mod", "tgt": [c, ver], "stat": "atk"|"def"|"atk_bonus"|"def_bonus",
   "op": "add"|"set", "v": n, "until": ..., "ts": n}
  {"kind": "kw", "tgt": ref, "kw": ["RUSH"]}          gains a keyword
  {"kind": "lose", "tgt": ref}                       loses its effects (ZD:708)
  {"kind": "attr", "tgt": ref, "add": [...]} / {"kind": "attr", "tgt": ref, "set": [...]}
  {"kind": "cant", "tgt": ref, "what": "attack"|"defend"|"target"}
  {"kind": "gain", "tgt": ref, "def": card id}       gains that card's printed effects (ZD:709)
  {"kind": "gain_eff", "tgt": ref, "path": script path} gains one effect written in another
                                                     card's text (e.g. 巨猿化's, ZD:709)
  {"kind": "copy", "tgt": ref, "def": card id}       is a copy of that card (ZD:706)

A continuous effect with ``"lose": true`` makes the cards it applies to lose their effects;
these apply in timestamp order and a card that lost its effects applies none (ZD:701/708).

``until`` is "turn" (ends in the cleanup step, ZD:407), "combat" (ends with the combat,
ZD:506), ["turn", n] (ends in the cleanup step of turn n) or absent (while the card stays
in its zone: a stale ``tgt`` version ends it, ZD:200).

Card effects (the ``effects`` list of a card definition) are active when the card has its
effects (not lost), its level reaches the effect's ``level`` (ZD:307/600) and its ``gate``
(a keyword condition such as "TRANSFORM", in ``registry.GATES``) holds.

Speed: every value here is derived from the whole state, so it is recomputed on each call,
except inside :func:`reading` — a stretch of code that only reads the state (building a
view, the options of a decision, the immediate checks' scan, catching triggers): there each
value is computed once (``g.memo``) and dropped when the stretch ends. The characters' values
a view shows are also kept while the decision they were worked out at is pending
(:func:`decision_values`). Nothing is kept across a change of the state, so no cache can go
stale.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeVar

from tcgsim.zero.model.carddb import CardDef, card
from tcgsim.zero.model.state import Entry, Path, alive, character, resource
from tcgsim.zero.registry import (
    EXTRA_DEFS,
    GATES,
    KEYWORD_EFFECTS,
    STAT_KEYWORDS,
    STAT_SOURCES,
    STATIC_FILTER_KEYS,
    Mod,
)
from tcgsim.zero.rules.filters import battle_cards, holds, matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

T = TypeVar("T")

STATS = ("atk", "def", "atk_bonus", "def_bonus")
_PRINTED = {"atk": "atk", "def": "defense", "atk_bonus": "atk_bonus", "def_bonus": "def_bonus"}


# set by tests: check that a reading stretch leaves the state exactly as it found it
CHECK_READING: list[bool] = [False]


class reading:  # noqa: N801 - used as a function: ``with reading(g):``
    """A stretch of code that only reads the state: derived values are computed once in it
    (see the module docstring). Nested stretches share the outermost one's memo. A class
    rather than a generator context manager: one is entered at every decision."""

    __slots__ = ("g", "outer", "before")

    def __init__(self, g: Game) -> None:
        self.g = g

    def __enter__(self) -> None:
        g = self.g
        self.outer = g.memo is None
        if self.outer:
            self.before = _snapshot(g) if CHECK_READING[0] else None
            g.memo = {}

    def __exit__(self, *exc: object) -> None:
        if not self.outer:
            return
        g = self.g
        g.memo = None
        if exc[0] is None and self.before is not None and _snapshot(g) != self.before:
            raise AssertionError("the state changed inside a reading stretch")


def _snapshot(g: Game) -> bytes:
    import orjson

    return orjson.dumps(g.s)


def _memo(g: Game) -> dict[Any, Any] | None:
    """The memo of the reading stretch; none while "lose effects" are being worked out (those
    values assume that nothing is lost yet, ZD:701)."""
    return None if _COMPUTING[0] else g.memo


def stretch_memo(g: Game) -> dict[Any, Any] | None:
    """The memo of the reading stretch for values built from the derived ones (None outside
    one, and while "lose effects" are being worked out): see :func:`memoized`."""
    return None if _COMPUTING[0] else g.memo


def memoized(memo: dict[Any, Any] | None, key: Any, build: Callable[..., T], *args: Any) -> T:
    """``build(*args)`` once per reading stretch under ``key`` (``memo``: the stretch's memo;
    None outside one, where it is built each time)."""
    if memo is None:
        return build(*args)
    found = memo.get(key)
    if found is None:
        found = memo[key] = build(*args)
    return found


def per_defs(g: Game, cache: dict[int, tuple[list[CardDef], T]],
             build: Callable[[Game], T]) -> T:
    """``build(g)`` kept in ``cache`` with the game's list of card definitions (games of the
    same cards share one list, see ``Game._setup_derived``; clones too): for what depends on
    the game's cards alone. At most 256 lists are kept."""
    found = cache.get(id(g.defs))
    if found is None or found[0] is not g.defs:
        found = cache[id(g.defs)] = (g.defs, build(g))
        if len(cache) > 256:
            cache.pop(next(iter(cache)))
    return found[1]


def level(e: Entry | None) -> int:
    """LV1 on appearing, +1 per level card (ZD:600)."""
    return 1 if e is None else 1 + len(e["lv"])


def fx_on(g: Game, c: int, kind: str | None = None) -> list[dict[str, Any]]:
    """Effects in force on the current object of card ``c``."""
    memo = g.memo
    if memo is not None:  # a reading stretch: the effects in force sorted by card once
        index = memo.get("fx")
        if index is None:
            index = memo["fx"] = _fx_index(g)
        found = index.get(c)
        if found is None:  # most cards: none
            return []
        return [f for f in found if kind is None or f["kind"] == kind]
    ver = g.s["ver"][c]
    return [f for f in g.s["fx"]
            if f.get("tgt") is not None and f["tgt"][0] == c and f["tgt"][1] == ver
            and (kind is None or f["kind"] == kind)]


def _fx_index(g: Game) -> dict[int, list[dict[str, Any]]]:
    ver = g.s["ver"]
    index: dict[int, list[dict[str, Any]]] = {}
    for f in g.s["fx"]:
        tgt = f.get("tgt")
        if tgt is not None and tgt[1] == ver[tgt[0]]:
            index.setdefault(tgt[0], []).append(f)
    return index


def base_def(g: Game, c: int) -> Any:
    """The card's copiable values (ZD:706): its own definition, or that of the card it is a
    copy of (the latest copy effect). Counters and effects given by other cards are not
    copied, and a copy keeps its own level cards (ZD:706)."""
    if g.s["fx"]:
        copies = fx_on(g, c, "copy")
        if copies:
            return _def(max(copies, key=lambda f: f["ts"])["def"])
    return g.defs[c]


def has_own_effects(g: Game, c: int) -> bool:
    """False while an effect makes the card lose its effects (ZD:708): an effect in force, or
    a continuous "lose" effect of a card in the battle zones (ZD:701)."""
    if g.s["fx"] and fx_on(g, c, "lose"):
        return False
    return c not in continuous_lost(g)


# per card definition (keyed by its object's id, kept with it): the kinds of effect its
# printed text and its printed keywords can give it — each effect's type, and "when:<timing>"
# for a triggered one (see may_have)
_KINDS: dict[int, tuple[Any, frozenset[str]]] = {}


def def_kinds(d: Any) -> frozenset[str]:
    """The kinds of effect definition ``d`` can give a card (see :func:`may_have`)."""
    found = _KINDS.get(id(d))
    if found is None or found[0] is not d:
        effs = [eff for _i, eff, _lv, _gate in _printed(d)]
        effs += [eff for kw in d.keywords for eff in keyword_effects(kw)]
        found = _KINDS[id(d)] = (d, _kinds_of(effs, d.keywords))
    return found[1]


def _kinds_of(effs: list[Any], kws: Any = ()) -> frozenset[str]:
    """Each effect's type; "when:<timing>" for a triggered one; "continuous:<key>" for each
    key of a continuous one ("mod", "grant", "cant"...: what it changes); "activated:<zone>"
    for an activated one (the zone it is activated from); "gate:<gate>" for a gated one;
    "kw:<name>" for each keyword of ``kws`` (keyword actions ask whether any card can have
    their keyword before looking at a hand or a rest zone); "key:<key>" for each key of any
    effect (combat rules ask whether any card can have a "must" or an "attacks"); "cant:<what>"
    for each action a continuous one forbids (:func:`cant` asks it first); "grant:<keyword>"
    for each keyword a continuous one grants; "stat:<stat>" for each value a continuous one
    sets or modifies."""
    kinds = {eff.get("type") for eff in effs}
    kinds.update(f"key:{k}" for eff in effs for k in eff)
    kinds.update(f"gate:{eff['gate']}" for eff in effs if eff.get("gate"))
    kinds.update(f"kw:{kw[0]}" for kw in kws)
    kinds.update(f"activated:{eff.get('zone', 'battle')}" for eff in effs
                 if eff.get("type") == "activated")
    kinds.update(f"when:{eff.get('when')}" for eff in effs if eff.get("type") == "trigger")
    kinds.update(f"continuous:{k}" for eff in effs if eff.get("type") == "continuous"
                 for k in eff)
    kinds.update(f"cant:{what}" for eff in effs if eff.get("type") == "continuous"
                 for what in eff.get("cant", ()))
    kinds.update(f"grant:{kw[0]}" for eff in effs if eff.get("type") == "continuous"
                 for kw in eff.get("grant", ()))
    kinds.update(f"stat:{stat}" for eff in effs if eff.get("type") == "continuous"
                 for k in ("set", "mod") for stat in eff.get(k, ()))
    return frozenset(k for k in kinds if isinstance(k, str))


# the kinds of effect of every definition of a game's cards, by its list of definitions (kept
# with it; games of the same decks share one list, see Game._setup_derived)
_GAME_KINDS: dict[int, tuple[list[CardDef], frozenset[str], list[frozenset[str]]]] = {}


def game_may_have(g: Game, *kinds: str) -> bool:
    """False when no card of the game can have an effect of any of ``kinds`` now: none of the
    definitions of its cards (tokens included) has one, and no effect in force gives one (a
    keyword, a copy, another card's effects). A scan asks this once before looking at any
    card: most decks have no effect at all of most kinds (replacements, a given trigger
    timing). Extra definitions (``EXTRA_DEFS``, e.g. 变身牌) are cards of the game."""
    own = g.kinds  # kept with the game while its cards stay the same (Game._setup_derived)
    if own is None:
        own = _game_kinds(g)
    # set operations in C: asked several times at every decision
    if not own.isdisjoint(kinds):
        return True
    fx = g.s["fx"]
    if not fx:
        return False
    memo = g.memo
    if memo is not None:  # a reading stretch: what the effects in force give, found once
        gained = memo.get("fx_kinds")
        if gained is None:
            gained = memo["fx_kinds"] = frozenset().union(
                *(_fx_kinds(g, f) for f in fx if f["kind"] in _GAINING))
        return not gained.isdisjoint(kinds)
    for f in fx:
        if f["kind"] in _GAINING:
            gained = _fx_kinds(g, f)
            for k in kinds:
                if k in gained:
                    return True
    return False


def _game_kinds(g: Game) -> frozenset[str]:
    """The kinds of effect of the game's cards, all of them (``g.kinds``) and by card
    (``g.card_kinds``), set on the game."""
    found = _GAME_KINDS.get(id(g.defs))
    if found is None or found[0] is not g.defs:
        by_card = [def_kinds(d) for d in g.defs]
        found = _GAME_KINDS[id(g.defs)] = (g.defs, frozenset().union(*by_card), by_card)
        if len(_GAME_KINDS) > 256:
            _GAME_KINDS.pop(next(iter(_GAME_KINDS)))
    g.kinds, g.card_kinds = found[1], found[2]
    return found[1]


def card_kinds(g: Game, c: int) -> frozenset[str]:
    """:func:`def_kinds` of card ``c``'s printed definition."""
    by_card = g.card_kinds  # kept with the game: one attribute read, most times
    return (by_card if by_card is not None else _by_card(g))[c]


def _by_card(g: Game) -> list[frozenset[str]]:
    """:func:`def_kinds` of each card's printed definition, by card number (``g.card_kinds``)."""
    by_card = g.card_kinds
    if by_card is None:
        _game_kinds(g)
        by_card = g.card_kinds
        assert by_card is not None
    return by_card


def _holders(pl: dict[str, Any]) -> list[tuple[int, int, Entry | None, int | None]]:
    """The cards of one side whose continuous effects can be in force: (card, timestamp,
    its entry for a character, the character an equipment card is on), the characters of
    the battle zone each followed by its equipment, then the event card."""
    holders: list[tuple[int, int, Entry | None, int | None]] = []
    for e in pl["battle"]:
        holders.append((e["c"], e["ts"], e, None))
        if e["eq"] is not None:
            holders.append((e["eq"]["c"], e["eq"]["ts"], None, e["c"]))
    if pl["event"] is not None:
        holders.append((pl["event"]["c"], pl["event"]["ts"], None, None))
    return holders


# the kinds of effect in force that give a card effects (see _fx_kinds)
_GAINING = frozenset(("kw", "gain", "copy", "gain_eff"))
# the kinds of effect a gained keyword gives, by the keyword (with the effects it stood for:
# the same effects again, the same kinds): asked for every effect in force by every scan
_KW_KINDS: dict[str, tuple[list[dict[str, Any]], frozenset[str]]] = {}


def _fx_kinds(g: Game, f: dict[str, Any]) -> frozenset[str]:
    """The kinds of effect (see :func:`may_have`) effect in force ``f`` (a gained keyword, a
    gained card's effects, a copy or a gained effect) gives the card it is on."""
    fkind = f["kind"]
    if fkind == "kw":
        effs = keyword_effects(f["kw"])
        key = repr(f["kw"])
        found = _KW_KINDS.get(key)
        if found is None or found[0] is not effs:
            found = _KW_KINDS[key] = (effs, _kinds_of(effs, [f["kw"]]))
        return found[1]
    if fkind == "gain_eff":
        return _kinds_of([effect_at(g, f["path"])])
    return def_kinds(_def(f["def"]))


def may_have(g: Game, c: int, *kinds: str, e: Entry | None = None) -> bool:
    """A quick test before computing a card's effects (:func:`card_effects`): False when none
    of ``kinds`` (effect types, or "when:<timing>" for triggered effects) can be among them —
    neither its printed text and keywords, nor an effect in force on it (a copy, a gained
    effect or keyword), nor an extra definition (``EXTRA_DEFS``, with entry ``e``) gives
    one. Scans over many cards (triggers, continuous effects, activated effects) ask this
    first, so a card that cannot answer costs a set lookup, not its whole effect list."""
    by_card = g.card_kinds
    own = by_card[c] if by_card is not None else card_kinds(g, c)
    if not own.isdisjoint(kinds):  # set operations in C: asked for every card scanned
        return True
    if g.s["fx"] and fx_on(g, c):
        return True
    for fn in EXTRA_DEFS:  # extra_defs, inlined (no list for the many cards without one)
        for cid in fn(g, c, e):
            if not def_kinds(_def(cid)).isdisjoint(kinds):
                return True
    return False


def extra_defs(g: Game, c: int, e: Entry | None = None) -> list[str]:
    """Card ids whose printed effects card ``c`` also has (``EXTRA_DEFS``)."""
    # each function answers cheaply (a reading stretch finds the 变身 hosts once); asked for
    # every card a scan looks at, so a plain loop (no comprehension frame)
    out: list[str] = []
    for fn in EXTRA_DEFS:
        out += fn(g, c, e)
    return out


_LOSES: dict[str, bool] = {}
# whether a game's cards can make cards lose their effects, by its list of definitions (one
# list per set of card ids, see Game._setup_derived): asked once per game and per clone
_ANY_LOSE: dict[int, tuple[list[CardDef], bool]] = {}
_COMPUTING: list[bool] = [False]


def _def_loses(cid: str) -> bool:
    found = _LOSES.get(cid)
    if found is None:
        found = _LOSES[cid] = any(e.get("type") == "continuous" and e.get("lose")
                                  for e in _def(cid).effects)
    return found


def continuous_lost(g: Game) -> set[int] | frozenset[int]:
    """Cards that continuous "lose effects" effects of cards in the battle zones make lose
    their effects. ZD:701: they apply in timestamp order, and a card that already lost its
    effects applies none (so of two "the opponent's characters lose their effects", the one
    that arrived later never applies)."""
    if _COMPUTING[0]:
        return _NO_LOST
    if g.any_lose is None:
        g.any_lose = _any_lose(g)
    if not g.any_lose:
        return _NO_LOST
    return memoized(g.memo, "lost", _continuous_lost, g)


_NO_LOST: frozenset[int] = frozenset()  # (never changed: callers only read what they get)


def _any_lose(g: Game) -> bool:
    """Whether a card of the game can make cards lose their effects (``Game.any_lose``;
    copies and tokens are cards of the game too, ZD:706/325)."""
    return per_defs(g, _ANY_LOSE, lambda g: any(_def_loses(cid) for cid in set(g.s["defs"])))


def _continuous_lost(g: Game) -> set[int]:
    st = g.s
    defs = st["defs"]
    if not (st["fx"] and any(f["kind"] == "copy" for f in st["fx"])):
        for pl in st["players"]:
            for e in pl["battle"]:
                if _def_loses(defs[e["c"]]) or (e["eq"] is not None
                                                and _def_loses(defs[e["eq"]["c"]])):
                    break
            else:
                if pl["event"] is None or not _def_loses(defs[pl["event"]["c"]]):
                    continue
            break
        else:
            return set()
    holders = []
    for p, pl in enumerate(st["players"]):
        for e in pl["battle"]:
            holders.append((e["ts"], e["c"], p, e, None))
            if e["eq"] is not None:
                holders.append((e["eq"]["ts"], e["eq"]["c"], p, None, e["c"]))
        if pl["event"] is not None:
            holders.append((pl["event"]["ts"], pl["event"]["c"], p, None, None))
    _COMPUTING[0] = True
    try:
        lost: set[int] = set()
        cards = battle_cards(g)
        for _ts, c, p, e, wearer in sorted(holders, key=lambda h: h[0]):
            if c in lost or fx_on(g, c, "lose"):
                continue
            for eff in base_def(g, c).effects:
                if eff.get("type") != "continuous" or not eff.get("lose") or \
                        eff.get("level", 1) > level(e):
                    continue
                for t in cards:
                    if t not in lost and _applies(g, t, c, p, eff, wearer):
                        lost.add(t)
        return lost
    finally:
        _COMPUTING[0] = False


def _entry(g: Game, c: int) -> tuple[int, Entry | None]:
    """The character entry of ``c`` with its controller, or (-1, None) when it is not a
    character in a battle zone (cheaper than a full :func:`locate`; inside a reading stretch
    the characters are indexed once)."""
    memo = g.memo
    if memo is None:
        for p, pl in enumerate(g.s["players"]):
            for e in pl["battle"]:
                if e["c"] == c:
                    return p, e
        return _NO_ENTRY
    index = memo.get("entries")
    if index is None:
        index = memo["entries"] = {}
        for p, pl in enumerate(g.s["players"]):
            for e in pl["battle"]:
                index.setdefault(e["c"], (p, e))
    return index.get(c, _NO_ENTRY)


_NO_ENTRY: tuple[int, Entry | None] = (-1, None)
battle_entry = _entry  # for filters, which test characters of the battle zones mostly


# printed effects of a definition: (index, effect, its level, its gate); keyed by the
# definition object's id (the definition is kept with it, so the id stays its own)
_EFFECTS_OF: dict[int, tuple[Any, list[tuple[int, dict[str, Any], int, str | None]]]] = {}
# keyword instance -> (the function that made them, the effects it stands for)
_KW_EFFECTS: dict[tuple[Any, ...], tuple[Any, list[dict[str, Any]]]] = {}


# (definition id, level, gated) -> (the definition, the functions its keywords' effects
# came from, its active effects) for a card with no effect in force on it and no gated
# effect: then nothing else in the state changes them
_PLAIN: dict[tuple[int, int, bool], tuple[Any, tuple[Any, ...],
                                           list[tuple[list[Any], dict[str, Any]]]]] = {}


def _printed(d: Any) -> list[tuple[int, dict[str, Any], int, str | None]]:
    found = _EFFECTS_OF.get(id(d))
    if found is None or found[0] is not d:
        found = _EFFECTS_OF[id(d)] = (d, [(i, eff, eff.get("level", 1), eff.get("gate"))
                                       for i, eff in enumerate(d.effects)])
    return found[1]


def _ungated(d: Any) -> bool:
    return all(gate is None for _i, _eff, _lv, gate in _printed(d))


def keyword_effects(kw: Any) -> list[dict[str, Any]]:
    """The effects one keyword instance stands for (``KEYWORD_EFFECTS``, ZD:900); the same
    instance always stands for the same effects, so they are made once."""
    maker = KEYWORD_EFFECTS.get(kw[0])
    if maker is None:
        return []
    key = tuple(kw)
    try:
        found = _KW_EFFECTS.get(key)
    except TypeError:  # an unhashable parameter: made each time
        return maker(key)
    if found is None or found[0] is not maker:
        found = _KW_EFFECTS[key] = (maker, maker(key))
    return found[1]


def card_effects(g: Game, c: int, e: Entry | None = None, gated: bool = True,
                 lv: int | None = None) -> list[tuple[list[Any], dict[str, Any]]]:
    """The active effects of card ``c``: (script path, effect dict) pairs.

    Path: ``[card id, "effects", i]`` for printed effects, ``["kw", keyword, i]`` for the
    i-th effect a keyword instance (e.g. ``["CHAKRA", 2]``) stands for. ``lv``: the level to
    gate with (last known level of a card that left the battle zone). A card in a face-up resource zone has no
    effects (ZD:204/322); keyword modules reach resource-zone effects themselves.
    """
    if e is None:
        _, e = _entry(g, c)
    memo = None if _COMPUTING[0] else g.memo  # _memo, inlined: asked for every card scanned
    return memoized(memo, ("eff", c, id(e), gated, lv), _card_effects, g, c, e, gated, lv)


def _card_effects(g: Game, c: int, e: Entry | None, gated: bool,
                  lv: int | None) -> list[tuple[list[Any], dict[str, Any]]]:
    gained = fx_on(g, c) if g.s["fx"] else []
    # has_own_effects and base_keywords, from the effects in force read once
    if (gained and any(f["kind"] == "lose" for f in gained)) or c in continuous_lost(g):
        return []
    if lv is None:
        lv = level(e)
    extras = extra_defs(g, c, e)
    if not gained and not extras:
        d = g.defs[c]
        key = (id(d), lv, gated)
        makers = tuple(KEYWORD_EFFECTS.get(k[0]) for k in d.keywords) if d.keywords else ()
        plain = _PLAIN.get(key)
        if plain is not None and plain[0] is d and plain[1] == makers:
            return plain[2]
        if _ungated(d) or not gated:
            out = _effects_of(g, c, e, gated, lv, gained, extras)
            _PLAIN[key] = (d, makers, out)
            return out
    return _effects_of(g, c, e, gated, lv, gained, extras)


def _gate_holds(g: Game, c: int, e: Entry | None, gate: str) -> bool:
    """Whether a printed effect's gate (变身形态 and the like: ``registry.GATES``) holds on
    card ``c`` (entry ``e``); a gate no rule defines never does."""
    fn = GATES.get(gate)
    return fn is not None and fn(g, c, e)


def _effects_of(g: Game, c: int, e: Entry | None, gated: bool, lv: int,
                gained: list[dict[str, Any]],
                extras: list[str]) -> list[tuple[list[Any], dict[str, Any]]]:
    out: list[tuple[list[Any], dict[str, Any]]] = []
    copies = [f for f in gained if f["kind"] == "copy"]
    own = _def(max(copies, key=lambda f: f["ts"])["def"]) if copies else g.d(c)
    defs = [own.id] + [f["def"] for f in gained if f["kind"] == "gain"] + extras
    for cid in defs:
        d = own if cid == own.id else _def(cid)
        for i, eff, eff_lv, gate in _printed(d):
            if gated and eff_lv > lv:
                continue
            if gated and gate is not None and not _gate_holds(g, c, e, gate):
                continue
            out.append(([cid, "effects", i], eff))
    for f in gained:  # effects an effect gave it (ZD:709), e.g. 巨猿化's
        if f["kind"] == "gain_eff":
            eff = effect_at(g, f["path"])
            if not (gated and eff.get("level", 1) > lv):
                out.append((f["path"], eff))
    # keywords are effects (ZD:900): gaining a card's effects gains its keywords (ZD:709)
    kws = list(own.keywords) + [f["kw"] for f in gained if f["kind"] == "kw"] + [
        k for f in gained if f["kind"] == "gain" for k in _def(f["def"]).keywords] + [
        k for cid in extras for k in _def(cid).keywords]
    for kw in kws:
        for i, eff in enumerate(keyword_effects(kw)):
            out.append((["kw", list(kw), i], eff))
    return out


def _def(cid: str) -> CardDef:
    return card(cid)


def effect_at(g: Game, path: Path) -> Any:
    """The effect dict (or op list) a script path names (see :func:`card_effects`)."""
    if path[0] == "kw":
        obj: Any = KEYWORD_EFFECTS[path[1][0]](tuple(path[1]))
        rest = path[2:]
    else:
        d = card(path[0])
        obj = {"effects": d.effects, "counter": d.counter}
        rest = path[1:]
    for k in rest:
        obj = obj[k]
    return obj


def _continuous(g: Game) -> list[tuple[int, int, int, dict[str, Any], int | None]]:
    """(source card, controller, timestamp, effect, equipped character) for every continuous
    effect of a card in a battle zone."""
    return memoized(_memo(g), "cont", _all_continuous, g)


def _continuous_with(g: Game, *keys: str) -> list[tuple[int, int, int, dict[str, Any],
                                                       int | None]]:
    """:func:`_continuous`, or none at once when no card of the game can have a continuous
    effect with any of ``keys`` (most decks have no "cannot" effect: ``cant`` is asked of
    every attacker, defender and target, mostly outside a reading stretch)."""
    kinds = _CONTINUOUS_KINDS.get(keys)
    if kinds is None:
        kinds = _CONTINUOUS_KINDS[keys] = tuple(f"continuous:{k}" for k in keys)
    if not game_may_have(g, *kinds):
        return []
    return _continuous(g)


_CONTINUOUS_KINDS: dict[tuple[str, ...], tuple[str, ...]] = {}  # keys -> their kinds


def _all_continuous(g: Game, kind: str = "continuous") -> list[tuple[int, int, int,
                                                                     dict[str, Any], int | None]]:
    """:func:`_continuous`; with ``kind``, only those of the cards that may have an effect of
    that kind (:func:`may_have`), in the same order."""
    out: list[tuple[int, int, int, dict[str, Any], int | None]] = []
    if not game_may_have(g, kind):
        return out
    by_card = _by_card(g)
    fx = g.s["fx"]
    lost = continuous_lost(g)
    for p, pl in enumerate(g.s["players"]):
        for c, ts, e, wearer in _holders(pl):
            if kind not in by_card[c]:  # not printed: most cards
                if not ((fx and fx_on(g, c)) or extra_defs(g, c, e)):
                    continue  # nor given by an effect in force or a 变身牌 (may_have)
            elif not (fx and fx_on(g, c)) and c not in lost and not extra_defs(g, c, e):
                # no effect in force on it, no 变身牌, its own effects: its printed effects at
                # its level whose gate holds, then its keywords' (card_effects, without building
                # the whole list)
                d = g.defs[c]
                lv = level(e)
                for eff, eff_lv, gate in _printed_continuous(d):
                    if eff_lv > lv:
                        continue
                    if gate is not None and not _gate_holds(g, c, e, gate):
                        continue
                    out.append((c, p, ts, eff, wearer))
                for kw in d.keywords:
                    for eff in keyword_effects(kw):
                        if eff.get("type") == "continuous":
                            out.append((c, p, ts, eff, wearer))
                continue
            if not may_have(g, c, kind, e=e):
                continue
            for _, eff in card_effects(g, c, e):
                if eff.get("type") == "continuous":
                    out.append((c, p, ts, eff, wearer))
    return out


# a definition's printed continuous effects: (effect, its level, its gate), by the
# definition object's id (kept with it)
_CONTINUOUS_OF: dict[int, tuple[Any, list[tuple[dict[str, Any], int, str | None]]]] = {}


def _printed_continuous(d: Any) -> list[tuple[dict[str, Any], int, str | None]]:
    found = _CONTINUOUS_OF.get(id(d))
    if found is None or found[0] is not d:
        found = _CONTINUOUS_OF[id(d)] = (d, [(eff, lv, gate) for _i, eff, lv, gate in _printed(d)
                                             if eff.get("type") == "continuous"])
    return found[1]


def _applies(g: Game, target: int, src: int, p: int, eff: dict[str, Any],
             wearer: int | None) -> bool:
    """Whether continuous effect ``eff`` of ``src`` (controlled by ``p``) applies to
    ``target``. A view asks it of each character for its attack, its defense, its keywords
    and its LONER/LINK bonus: a reading stretch answers each once."""
    who = eff.get("who", "self")
    # an effect on its own card (or its equipment's character) misses every other card: no
    # memo for those (most pairs a scan asks about)
    if (who == "self" and target != src) or (who == "equipped" and target != wearer):
        return False
    if "cond" not in eff:
        if type(who) is not dict:  # its own card, its equipment's character
            return True
        found = _static_match(g, target, who, src, p)
        if found is not None:
            return found
    memo = None if _COMPUTING[0] else g.memo
    if memo is None:
        return _applies_now(g, target, src, p, eff, wearer)
    key = ("ap", target, src, p, id(eff), wearer)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _applies_now(g, target, src, p, eff, wearer)
    return found


def _static_match(g: Game, target: int, who: dict[str, Any], src: int, p: int) -> bool | None:
    """Whether filter ``who`` of an effect of ``src`` (controlled by ``p``) matches character
    ``target``, kept across games when the filter has only keys of
    ``registry.STATIC_FILTER_KEYS`` and no effect in force is on the character: then the
    answer depends only on its definition, whether ``p`` controls it and whether it is
    ``src``. None where that does not hold (the filter is asked)."""
    if not _static_filter(who) or (g.s["fx"] and fx_on(g, target)):
        return None
    tp, te = _entry(g, target)
    if te is None:
        return None
    return _static_hit(g, target, who, g.defs[target], src, p, tp)


def _static_filter(who: dict[str, Any]) -> bool:
    """Whether all keys of filter ``who`` are in ``registry.STATIC_FILTER_KEYS``."""
    static = _STATIC.get(id(who))
    if static is None or static[0] is not who:
        static = _STATIC[id(who)] = (who, all(k in STATIC_FILTER_KEYS for k in who))
    return static[1]


def _static_hit(g: Game, target: int, who: dict[str, Any], d: Any, src: int, p: int,
                tp: int) -> bool:
    """:func:`_static_match` of character ``target`` (definition ``d``, controlled by ``tp``,
    no effect in force on it) for a filter of static keys: kept across games."""
    key = (id(who), id(d), tp == p, target == src)
    found = _MATCHED.get(key)
    if found is None or found[0] is not who or found[1] is not d:
        if len(_MATCHED) >= 65536:  # a long run of many decks: start again
            _MATCHED.clear()
        found = _MATCHED[key] = (who, d, matches(g, target, who, {"src": src, "p": p}))
    return found[2]


# filter (by id, kept with it) -> whether all its keys are static (see _static_match)
_STATIC: dict[int, tuple[dict[str, Any], bool]] = {}
# (filter id, definition id, controlled by the effect's controller, is the effect's card) ->
# (the filter, the definition, whether it matches): see _static_match
_MATCHED: dict[tuple[int, int, bool, bool], tuple[dict[str, Any], Any, bool]] = {}


def _applies_now(g: Game, target: int, src: int, p: int, eff: dict[str, Any],
                 wearer: int | None) -> bool:
    who = eff.get("who", "self")
    if who == "self":
        hit = target == src
    elif who == "equipped":
        hit = target == wearer
    else:
        hit = matches(g, target, who, {"src": src, "p": p})
    return hit and holds(g, eff.get("cond"), {"src": src, "p": p, "wearer": wearer})


def stat_raw(g: Game, c: int, stat: str) -> int:
    """A character's (or equipment's bonus) value with every modification, possibly < 0."""
    memo = None if _COMPUTING[0] else g.memo  # _memo, inlined: asked for every character
    if memo is None:
        return _stat_raws(g, c, (stat,))[0]
    key = ("stat", c, stat)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _stat_raws(g, c, (stat,))[0]
    return found


_ATK_DEF = ("atk", "def")


def attack_defense(g: Game, c: int) -> tuple[int, int]:
    """:func:`attack` and :func:`defense` of a character, worked out together (a view asks
    both of every character: the card's entry, its definition, the effects that apply and
    its keyword bonuses are then looked at once)."""
    memo = None if _COMPUTING[0] else g.memo
    if memo is None:
        atk, dfn = _stat_raws(g, c, _ATK_DEF)
    else:
        atk, dfn = memo.get(("stat", c, "atk")), memo.get(("stat", c, "def"))
        if atk is None or dfn is None:
            atk, dfn = _stat_raws(g, c, _ATK_DEF)
            memo["stat", c, "atk"] = atk
            memo["stat", c, "def"] = dfn
    return (atk if atk > 0 else 0), (dfn if dfn > 0 else 0)


def character_values(g: Game, c: int, e: Entry, p: int) -> tuple[int, int, list[list[Any]]]:
    """:func:`attack`, :func:`defense` and :func:`keywords` of character ``c`` (entry ``e``,
    in player ``p``'s battle zone), as a view shows them: its part of :func:`board_values`,
    worked out once per reading stretch for all the characters of the board (callers ask it
    of each), the keywords as lists of their own."""
    atk, dfn, kws = memoized(_memo(g), "board_values", board_values, g)[c]
    return atk, dfn, [list(k) for k in kws]


def decision_values(g: Game) -> dict[int, tuple[int, int, Sequence[Any]]]:
    """:func:`board_values` at the pending decision, worked out once per decision: kept with
    the game (``g.at_decision``) together with the state's decision dict it was worked out at,
    and used only while that same dict is pending. The engine changes the state only while
    no decision is pending (answering one clears it, and the next is a new dict), so a kept
    value is never read after a change: the rules, which work while nothing is pending,
    never see it. A clone at the decision keeps it (``Game.clone``). Callers copy the
    keyword lists before handing them out (the values are shared, never changed). Code
    that edits the state directly at a decision (a test building a board) clears
    ``g.at_decision``."""
    d = g.s["decision"]
    kept = g.at_decision
    if kept is not None and kept[0] is d:
        values: dict[int, tuple[int, int, Sequence[Any]]] = kept[1]
        return values
    values = board_values(g)
    g.at_decision = (d, values) if d is not None else None
    return values


def board_values(g: Game) -> dict[int, tuple[int, int, Sequence[Any]]]:
    """:func:`attack`, :func:`defense` and :func:`keywords` of every character in the battle
    zones, by card (what a view shows), in one pass over the board.

    Most characters are plain: their effects are their own (no effect in force makes them
    lose them, gain others or copy a card, no continuous effect takes them) and nothing sets
    their values. Their printed values and keywords then change only by adds and grants:
    those of the board's continuous effects (:data:`_Changer`, found first for all the
    characters), the effects in force on them that add or give a keyword, the keywords of
    their 变身牌, their equipment's bonus and the keyword bonuses (``STAT_SOURCES``),
    gathered here in the order the full computation applies them (adds alone are summed in
    any order). The others go through the full computation (:func:`attack_defense`,
    :func:`keywords`), which applies the changes in timestamp order (ZD:701); all of them
    where a continuous effect of the board sets a value. The keywords are the instances
    themselves (tuples or lists, shared, never changed): a view copies them into lists of
    its own."""
    fx = g.s["fx"]
    index = _fx_by_card(g) if fx else _NO_INDEX
    table: _ValueTable = per_defs(g, _VALUE_TABLES, _ValueTable)
    if g.card_kinds is None:  # what is kept with the game's cards, set on a new game object
        g.kinds, g.card_kinds = table.kinds, table.card_kinds
    if g.any_lose is None:
        g.any_lose = table.any_lose
    lost = continuous_lost(g) if g.any_lose else _NO_LOST
    # the changers of the battle zones in _continuous order (a card whose effects are its
    # own and printed gives those of its definition's value-changing effects its level and
    # their gates allow, then those of its 变身牌, then its keywords' and theirs — the order
    # of card_effects; the others go through it); those of them that can apply to any card;
    # the cards the others are on
    changers: list[_Changer] = []
    general: list[_Changer] = []
    onlies: set[int] = set()
    # each character, its 变身牌, whether it may have a keyword the bonuses look at
    rows: list[tuple[int, Entry, int, list[str] | None, bool]] = []
    stat = table.stat
    # no changer where no card of the game can have a value-changing effect
    by_card = table.by_card if table.changes or (fx and game_may_have(g, *_VALUE_KINDS)) \
        else table.none
    special = bool(index or lost)  # some card has effects in force or lost its effects
    for p, pl in enumerate(g.s["players"]):
        for e in pl["battle"]:
            c = e["c"]
            changes = by_card[c]
            extras = None
            ask = stat[c]
            if e["under"]:  # extra definitions are cards under a character
                extras = []
                for fn in EXTRA_DEFS:  # extra_defs, inlined (no call for the many without)
                    extras += fn(g, c, e)
                if extras and by_card is table.by_card:
                    changes = table.with_extras(g, c, extras)
                for cid in extras:
                    ask = ask or table.stat_ids.get(cid, True)
            if special and (c in index or c in lost) and by_card is table.by_card:
                changes = table.of_effects(g, c, e)
            if changes is not None and not _add_changers(
                    g, changers, general, onlies, changes, c, p, e, 1 + len(e["lv"]), None):
                return _board_in_full(g)  # one sets a value: the changes in timestamp order
            rows.append((c, e, p, extras, ask))
            eq = e["eq"]
            if eq is not None and not _add_attached(g, table, by_card, index, lost,
                                                    changers, general, onlies, eq["c"],
                                                    p, c):
                return _board_in_full(g)
        ev = pl["event"]
        if ev is not None and not _add_attached(g, table, by_card, index, lost,
                                                changers, general, onlies, ev["c"], p, None):
            return _board_in_full(g)
    # the keyword bonuses (STAT_SOURCES) are asked of every character where a card of the
    # game can grant one of their keywords, else of those that may have one (few)
    ask_all = table.grants_stat or bool(fx and game_may_have(g, *table.stat_grants))
    ask_some = bool(STAT_SOURCES) and not ask_all
    ask_all = ask_all and bool(STAT_SOURCES)
    defs = g.defs
    # no effect in force, none lost, no changer for any card: a character none is on, with
    # no equipment, no 变身牌 and no keyword a bonus looks at has its printed values (most)
    quiet = not (special or general or ask_all)
    printed = table.printed
    out: dict[int, tuple[int, int, Sequence[Any]]] = {}
    for c, e, p, extras, ask in rows:
        if quiet and extras is None and not ask and e["eq"] is None and c not in onlies:
            out[c] = printed[c]
            continue
        on_it = None  # the effects in force on it (most boards: none)
        if special:
            on_it = index.get(c)
            if c in lost or (on_it is not None and not _plain_fx(on_it)):
                atk, dfn = attack_defense(g, c)  # not plain: in full
                out[c] = atk, dfn, keywords(g, c)
                continue
        d = defs[c]
        kws: Sequence[Any] = d.keywords  # a list of its own once it gains one (most: never)
        atk, dfn = d.atk, d.defense
        if on_it is not None:  # what the effects in force on it add and give
            for f in on_it:
                kind = f["kind"]
                if kind == "kw":
                    kws = [*kws, tuple(f["kw"])]
                elif kind == "mod":
                    if f["stat"] == "atk":
                        atk += f["v"]
                    elif f["stat"] == "def":
                        dfn += f["v"]
        if extras:  # then the keywords of its 变身牌 (ZD:900.TRANSFORM)
            for cid in extras:
                kws = [*kws, *_def(cid).keywords]
        # an effect on its own card (or its equipment's character) misses every other one:
        # a character none is on looks at the others only (most)
        for only, test, atk_add, def_add, grant, src, sp, eff, wearer in \
                changers if c in onlies else general:
            if only is not None and only != c:
                continue
            if test is None:  # on its own card, with no condition
                pass
            elif test is _COND:  # on its own card (or its character): whether its condition holds
                if not holds(g, eff["cond"], {"src": src, "p": sp, "wearer": wearer}):
                    continue
            elif test is _ASK or on_it is not None:  # (an attribute may be changed)
                if not _applies(g, c, src, sp, eff, wearer):
                    continue
            else:  # a filter of printed facts: its answer kept with the game's cards
                answers = test[0] if c == src else test[1] if p == sp else test[2]
                hit = answers[c]
                if hit is None:
                    hit = answers[c] = _static_hit(g, c, eff["who"], d, src, sp, p)
                if not hit:
                    continue
            atk += atk_add
            dfn += def_add
            if grant:
                kws = [*kws, *grant]
        eq = e["eq"]
        if eq is not None:  # the equipment's bonus (ZD:310), itself modifiable
            ec = eq["c"]
            if ec in index or game_may_have(g, *_BONUS_KINDS):
                atk += stat_raw(g, ec, "atk_bonus")
                dfn += stat_raw(g, ec, "def_bonus")
            else:  # nothing on it, no card's continuous effect changes a bonus: printed
                ed = defs[ec]
                atk += ed.atk_bonus
                dfn += ed.def_bonus
        if ask_all or (ask_some and (ask or on_it is not None)):
            timed = False
            for source in STAT_SOURCES:  # the keyword bonuses, last
                atk_bonuses, def_bonuses = source(g, c, e, p)
                for _ts, op, v in atk_bonuses:
                    atk += v
                    timed = timed or op != "add"
                for _ts, op, v in def_bonuses:
                    dfn += v
                    timed = timed or op != "add"
            if timed:  # one sets a value: in timestamp order
                atk, dfn = attack_defense(g, c)
                out[c] = atk, dfn, kws
                continue
        out[c] = (atk if atk > 0 else 0), (dfn if dfn > 0 else 0), kws
    return out


def _plain_fx(on_it: list[dict[str, Any]]) -> bool:
    """Whether effects in force ``on_it`` leave a character plain (see :func:`board_values`):
    they add to its values, give it a keyword, change its attributes or forbid (_VALUE_FX)."""
    for f in on_it:
        if f["kind"] not in _VALUE_FX or (f["kind"] == "mod" and f["op"] != "add"):
            return False
    return True


def _fx_by_card(g: Game) -> dict[int, list[dict[str, Any]]]:
    """The effects in force on each card's current object, by card (cards with none left
    out): found once per reading stretch (the index :func:`fx_on` reads)."""
    return memoized(g.memo, "fx", _fx_index, g)


_NO_INDEX: dict[int, list[dict[str, Any]]] = {}


def _board_in_full(g: Game) -> dict[int, tuple[int, int, Sequence[Any]]]:
    """:func:`board_values` by the full computation of each character."""
    out: dict[int, tuple[int, int, Sequence[Any]]] = {}
    for pl in g.s["players"]:
        for e in pl["battle"]:
            c = e["c"]
            atk, dfn = attack_defense(g, c)
            out[c] = atk, dfn, keywords(g, c)
    return out


# the kinds (_kinds_of) of the continuous effects that set or modify an equipment's bonus
_BONUS_KINDS = ("stat:atk_bonus", "stat:def_bonus")


def plain_character(g: Game, c: int, e: Entry, p: int) -> bool:
    """Whether character ``c`` (entry ``e``, in player ``p``'s battle zone) is plain: its
    effects are its own (no effect in force makes it lose them, gain others or copy a card,
    no continuous effect takes them)."""
    return not (g.s["fx"] and not _VALUE_FX.issuperset([f["kind"] for f in fx_on(g, c)])) \
        and c not in continuous_lost(g)


# the effects in force on a character that leave its effects its own (a plain character):
# they change its values (mod: 攻/防, kw: a gained keyword, attr: attributes), or forbid
_VALUE_FX = frozenset(("mod", "kw", "attr", "cant"))


# A continuous effect of the board that adds to 攻 or 防 or grants keywords, as
# :func:`board_values` applies it: (the one character it can apply to: its own card for
# "self", its equipment's character for "equipped"; None: any card; how to test a card (see
# _Test), what it adds to 攻 and to 防, the keywords it grants, its source card, the
# source's controller, the effect, the equipped character)
_Changer = tuple[int | None, "_Test", int, int, Any, int, int, dict[str, Any], int | None]
# how to test whether a changer applies to a character: None: it does (no condition); _COND:
# its condition holds (an effect on its own card or its equipment's character); _ASK: ask
# _applies; for a filter of printed facts only (registry.STATIC_FILTER_KEYS), its answers
# by card number (see _static_hit) for the effect's own card, for another character its
# controller controls and for one it does not; None where not asked yet (_ValueTable)
_Answers = list[bool | None]
_Test = str | tuple[_Answers, _Answers, _Answers] | None

_ASK = "ask"  # see _Test
_COND = "cond"  # see _Test
# the kinds of the continuous effects that change 攻/防 or grant keywords (see _kinds_of)
_VALUE_KINDS = ("continuous:mod", "continuous:set", "continuous:grant")


def _add_attached(g: Game, table: _ValueTable, by_card: Any, index: Any, lost: Any,
                  changers: list[_Changer], general: list[_Changer], onlies: set[int],
                  ec: int, p: int, wearer: int | None) -> bool:
    """:func:`_add_changers` of an equipment (on the character ``wearer``) or an event
    ``ec`` of player ``p``'s battle zone: its printed value-changing effects, or where it
    has effects in force or lost its own (``index``, ``lost``) those
    :meth:`_ValueTable.of_effects` works out. False where one sets a value."""
    changes = by_card[ec]
    if (ec in index or ec in lost) and by_card is table.by_card:
        changes = table.of_effects(g, ec, None)
    return changes is None or _add_changers(g, changers, general, onlies, changes, ec, p,
                                            None, 1, wearer)


def _add_changers(g: Game, changers: list[_Changer], general: list[_Changer],
                  onlies: set[int], changes: list[_Change], c: int, p: int, e: Entry | None,
                  lv: int, wearer: int | None) -> bool:
    """The changers (:data:`_Changer`) that card ``c`` of player ``p``'s battle zone (its
    entry ``e`` for a character, its level ``lv``, the character ``wearer`` an equipment is
    on) gives characters, from its value-changing effects ``changes`` (:data:`_Change`):
    those its level and their gates allow; added to ``changers``, and to ``general`` for
    one that can apply to any card, else its card to ``onlies``. False where one sets a
    value."""
    for eff_lv, gate, on, test, atk_add, def_add, grant, eff, sets in changes:
        if eff_lv > lv or (gate is not None and not _gate_holds(g, c, e, gate)):
            continue
        if sets:
            return False
        if on is None:
            changer = (None, test, atk_add, def_add, grant, c, p, eff, wearer)
            general.append(changer)
        elif on == "self":
            if e is None:  # an equipment's or an event's own values are no character's
                continue
            changer = (c, test, atk_add, def_add, grant, c, p, eff, wearer)
            onlies.add(c)
        elif wearer is not None:  # "equipped": its equipment's character
            changer = (wearer, test, atk_add, def_add, grant, c, p, eff, wearer)
            onlies.add(wearer)
        else:
            continue
        changers.append(changer)
    return True


# a value-changing continuous effect (printed or of a keyword) of a card: (its level: 0 for a
# keyword's, its gate, whom it is on: "self", "equipped" or None, how to test a card (_Test;
# of a definition: the filter itself where it has printed facts only), what it adds to 攻 and
# to 防, the keywords it grants, the effect, whether it sets a value)
_Change = tuple[int, str | None, str | None, Any, int, int, Any, dict[str, Any], bool]


def _value_change(eff: dict[str, Any], lv: int, gate: str | None) -> _Change | None:
    """Continuous effect ``eff`` (level ``lv``, gate ``gate``) as a :data:`_Change`; None
    where it changes neither 攻 nor 防 and grants nothing."""
    sets, adds = eff.get("set", _NONE), eff.get("mod", _NONE)
    grant = eff.get("grant")
    if not (grant or any(k in sets or k in adds for k in _ATK_DEF)):
        return None
    who = eff.get("who", "self")
    test = _COND if "cond" in eff else None
    on: str | None = who
    if who != "self" and who != "equipped":
        on = None
        test = who if test is None and type(who) is dict and _static_filter(who) else _ASK
    return (lv, gate, on, test, adds.get("atk", 0), adds.get("def", 0), grant, eff,
            any(k in sets for k in _ATK_DEF))


# a definition's value-changing effects (kept with it, by its object's id): its printed ones,
# its keywords'
_CHANGES: dict[int, tuple[Any, tuple[list[_Change], list[_Change]]]] = {}


def _value_changes(d: Any) -> tuple[list[_Change], list[_Change]]:
    found = _CHANGES.get(id(d))
    if found is None or found[0] is not d:
        printed = [ch for eff, lv, gate in _printed_continuous(d)
                   if (ch := _value_change(eff, lv, gate)) is not None]
        of_keywords = [ch for kw in d.keywords for eff in keyword_effects(kw)
                       if eff.get("type") == "continuous"
                       and (ch := _value_change(eff, 0, None)) is not None]
        found = _CHANGES[id(d)] = (d, (printed, of_keywords))
    return found[1]


class _ValueTable:
    """What the cards of a game (its list of definitions) can do to the characters' values,
    kept with the list (:func:`per_defs`): for :func:`board_values`."""

    __slots__ = ("any_lose", "answers", "by_card", "card_kinds", "changes", "extras",
                 "grants_stat", "kinds", "none", "printed", "size", "stat", "stat_grants",
                 "stat_ids")

    def __init__(self, g: Game) -> None:
        self.size = len(g.defs)
        # by filter of printed facts (its object's id, kept with it): its answers (_Test)
        self.answers: dict[int, tuple[dict[str, Any],
                                      tuple[_Answers, _Answers, _Answers]]] = {}
        # by (card, its 变身牌): with_extras
        self.extras: dict[tuple[int, tuple[str, ...]], list[_Change]] = {}
        # by card number: the value-changing effects of its printed definition, printed then
        # its keywords' (the order of card_effects); None where it has none (most cards)
        self.by_card: list[list[_Change] | None] = [
            self._of(printed + of_keywords) or None
            for printed, of_keywords in map(_value_changes, g.defs)]
        self.none: list[list[_Change] | None] = [None] * self.size  # (no card has one)
        # by card number: a character's printed values as board_values shows them (攻 and 防
        # never below 0, its printed keyword instances: a tuple, shared, never changed)
        self.printed = [(max(0, d.atk), max(0, d.defense), d.keywords) for d in g.defs]
        # the game's kinds of effect, by card and in all (Game.kinds, Game.card_kinds)
        every = self.kinds = _game_kinds(g)
        kinds = self.card_kinds = _by_card(g)
        self.any_lose = _any_lose(g)  # (Game.any_lose)
        # whether a card of the game can have a value-changing effect (game_may_have with no
        # effect in force)
        self.changes = not every.isdisjoint(_VALUE_KINDS)
        # the kinds of the keywords the keyword bonuses look at (STAT_KEYWORDS), by card
        # number whether it may have one; whether a card of the game can grant one
        stat_kinds = frozenset(f"kw:{kw}" for kw in STAT_KEYWORDS)
        self.stat = [not k.isdisjoint(stat_kinds) for k in kinds]
        self.stat_ids = dict(zip(g.s["defs"], self.stat, strict=True))  # by card id (变身牌)
        self.stat_grants = tuple(f"grant:{kw}" for kw in STAT_KEYWORDS)
        self.grants_stat = not every.isdisjoint(self.stat_grants)

    def _of(self, changes: list[_Change]) -> list[_Change]:
        """``changes`` with each filter of printed facts replaced by its answers."""
        return [(*ch[:3], self._answers(ch[3]), *ch[4:]) if type(ch[3]) is dict else ch
                for ch in changes]

    def _answers(self, who: dict[str, Any]) -> tuple[_Answers, _Answers, _Answers]:
        found = self.answers.get(id(who))
        if found is None or found[0] is not who:
            if len(self.answers) >= 4096:  # filters made afresh (a gained effect's): again
                self.answers.clear()
            n = self.size
            found = self.answers[id(who)] = (who, ([None] * n, [None] * n, [None] * n))
        return found[1]

    def of_effects(self, g: Game, c: int, e: Entry | None) -> list[_Change] | None:
        """The value-changing effects card ``c`` (its entry ``e`` for a character) has now
        (:func:`card_effects`: gained, copied or lost ones), at level 0 with no gate (those
        its level and gates allow); None where it has none."""
        if not may_have(g, c, *_VALUE_KINDS, e=e):
            return None
        return self._of([ch for _, eff in card_effects(g, c, e) if eff.get("type") ==
                         "continuous" and (ch := _value_change(eff, 0, None)) is not None])

    def with_extras(self, g: Game, c: int, extras: list[str]) -> list[_Change]:
        """The value-changing effects of character ``c`` with 变身牌 ``extras``: the printed
        ones of each, then the keywords' of each (the order of card_effects)."""
        key = (c, tuple(extras))
        found = self.extras.get(key)
        if found is None:
            each = [_value_changes(g.defs[c])] + [_value_changes(_def(cid)) for cid in extras]
            found = self.extras[key] = self._of([ch for printed, _kw in each for ch in printed]
                                                + [ch for _p, of_kw in each for ch in of_kw])
        return found


# per list of a game's definitions (kept with it, see per_defs): its _ValueTable
_VALUE_TABLES: dict[int, tuple[list[CardDef], _ValueTable]] = {}


def _stat_raws(g: Game, c: int, stats: tuple[str, ...]) -> list[int]:
    """:func:`stat_raw` of each of ``stats``: the continuous effects that apply are found
    once, then each stat's modifications are gathered and applied alone, in the same order
    as for one stat at a time."""
    p, e = _entry(g, c)
    d = base_def(g, c)
    applying: list[tuple[int, dict[str, Any]]] = []
    for src, sp, ts, eff, wearer in _continuous_with(g, "mod", "set"):
        sets, adds = eff.get("set", _NONE), eff.get("mod", _NONE)
        for stat in stats:
            if stat in sets or stat in adds:
                if _applies(g, c, src, sp, eff, wearer):
                    applying.append((ts, eff))
                break
    gained = fx_on(g, c, "mod") if g.s["fx"] else _NO_FX
    eq = e["eq"] if e is not None else None
    # the keyword bonuses of 攻 and 防 (a character's only)
    bonuses = [source(g, c, e, p) for source in STAT_SOURCES] if e is not None else []
    values = []
    for stat in stats:
        value = getattr(d, _PRINTED[stat])
        mods: list[Mod] = []
        for ts, eff in applying:
            if stat in eff.get("set", _NONE):
                mods.append((ts, "set", eff["set"][stat]))
            if stat in eff.get("mod", _NONE):
                mods.append((ts, "add", eff["mod"][stat]))
        for f in gained:
            if f["stat"] == stat:
                mods.append((f["ts"], f["op"], f["v"]))
        if e is not None and stat in _ATK_DEF:
            if eq is not None:
                bonus = "atk_bonus" if stat == "atk" else "def_bonus"
                mods.append((eq["ts"], "add", stat_raw(g, eq["c"], bonus)))
            at = 0 if stat == "atk" else 1
            for both in bonuses:
                mods.extend(both[at])
        if mods:
            mods.sort(key=itemgetter(0))  # timestamp order (ZD:701); stable
            for _, op, v in mods:
                value = v if op == "set" else value + v
        values.append(value)
    return values


_NO_FX: list[dict[str, Any]] = []
_NONE: dict[str, int] = {}


_DEF_STATS = ("def", "def_bonus")


def _lowers_def(d: CardDef) -> bool:
    """Whether definition ``d`` can make a 防 0 or less: a character printed with 防 0 or
    less, an equipment with a negative 防 bonus, or a continuous effect (printed or of its
    keywords) that sets a 防 (bonus) or lowers one."""
    found = _LOWERS.get(id(d))
    if found is None or found[0] is not d:
        effs = [eff for _i, eff, _lv, _gate in _printed(d)]
        effs += [eff for kw in d.keywords for eff in keyword_effects(kw)]
        lowers = (d.type == "character" and d.defense <= 0) or \
            (d.type == "equipment" and d.def_bonus < 0) or \
            any(_effect_lowers_def(eff) for eff in effs)
        found = _LOWERS[id(d)] = (d, lowers)
    return found[1]


def _effect_lowers_def(eff: dict[str, Any]) -> bool:
    return eff.get("type") == "continuous" and (
        any(k in eff.get("set", ()) for k in _DEF_STATS)
        or any(eff.get("mod", {}).get(k, 0) < 0 for k in _DEF_STATS))


# per definition (keyed by its object's id, kept with it): _lowers_def
_LOWERS: dict[int, tuple[CardDef, bool]] = {}
# per list of a game's definitions (kept with it): whether any of them _lowers_def
_GAME_LOWERS: dict[int, tuple[list[CardDef], bool]] = {}


def defense_may_drop(g: Game) -> bool:
    """False when no character's 防 can be 0 or less now (ZD:309), so the immediate checks
    look only at damaged characters: no card of the game can lower a 防 (:func:`_lowers_def`;
    ``STAT_SOURCES`` only raise values), and no effect in force lowers one or gives a card
    other effects (a copy, another card's effects, a keyword, an effect) that could."""
    if per_defs(g, _GAME_LOWERS, lambda g: any(_lowers_def(d) for d in g.defs)):
        return True
    for f in g.s["fx"]:
        kind = f["kind"]
        if kind == "mod" and f["stat"] in _DEF_STATS and (f["op"] == "set" or f["v"] < 0):
            return True
        if kind in ("gain", "copy") and _lowers_def(_def(f["def"])):
            return True
        if kind == "kw" and any(_effect_lowers_def(eff) for eff in keyword_effects(f["kw"])):
            return True
        if kind == "gain_eff" and _effect_lowers_def(effect_at(g, f["path"])):
            return True
    return False


def attack(g: Game, c: int) -> int:
    """Attack power as used: never below 0 (ZD:103/308)."""
    return max(0, stat_raw(g, c, "atk"))


def defense(g: Game, c: int) -> int:
    """Defense as used for comparisons: never below 0 (ZD:103); see :func:`stat_raw`."""
    return max(0, stat_raw(g, c, "def"))


def base_keywords(g: Game, c: int) -> list[list[Any]]:
    """Printed keywords and those granted by effects in force: the keywords whose own effects
    (``KEYWORD_EFFECTS``) a card has. Keywords granted by continuous effects only change what
    :func:`keywords` answers (so that pipeline never recurses into itself)."""
    if not has_own_effects(g, c):
        return []
    out = [list(k) for k in base_def(g, c).keywords]
    if g.s["fx"]:
        out += [list(f["kw"]) for f in fx_on(g, c, "kw")]
        # keywords are effects (ZD:900): gaining a card's effects gains them (ZD:709)
        out += [list(k) for f in fx_on(g, c, "gain") for k in _def(f["def"]).keywords]
    if EXTRA_DEFS:
        out += [list(k) for cid in extra_defs(g, c) for k in _def(cid).keywords]
    return out


def base_keyword(g: Game, c: int, kw: str) -> list[list[Any]]:
    """The instances of keyword ``kw`` among :func:`base_keywords` of a card out of the
    battle zones (in a hand, a rest zone). With no effect in force on it such a card has
    just its printed keywords (no copy, no gained keyword, no 变身牌 under it), so one that
    does not print ``kw`` is answered at once: keyword actions ask this of every card in a
    hand or rest zone at every decision."""
    if not may_have_keyword(g, c, kw):
        return []
    return [k for k in base_keywords(g, c) if k[0] == kw]


def may_have_keyword(g: Game, c: int, kw: str) -> bool:
    """The quick test of :func:`base_keyword`: False when a card out of the battle zones
    surely lacks keyword ``kw`` (it does not print it and no effect in force is on it), so
    keyword actions skip the other cards of a hand or rest zone before sorting them."""
    by_card = g.card_kinds
    own = by_card[c] if by_card is not None else card_kinds(g, c)
    return "kw:" + kw in own or bool(g.s["fx"] and fx_on(g, c))


def granted_keywords(g: Game) -> frozenset[str]:
    """The keywords continuous effects of cards in the battle zones grant (to some card):
    found once per reading stretch."""
    return memoized(stretch_memo(g), "granted", _granted, g)


def _granted(g: Game) -> frozenset[str]:
    return frozenset(k[0] for _s, _p, _t, eff, _w in _continuous_with(g, "grant")
                     for k in eff.get("grant", ()))


def keywords(g: Game, c: int) -> list[list[Any]]:
    """Keyword instances a card has: printed (with its effects), granted by effects in force
    and by continuous effects of cards in the battle zones (``"grant": [["RUSH"]]``)."""
    return [list(k) for k in _kept_keywords(g, c)]


def _kept_keywords(g: Game, c: int) -> list[list[Any]]:
    """:func:`_keywords`, once per reading stretch: shared, never handed out (read only)."""
    memo = _memo(g)
    if memo is None:
        return _keywords(g, c)
    key = ("kw", c)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _keywords(g, c)
    return found


def _keywords(g: Game, c: int) -> list[list[Any]]:
    out = base_keywords(g, c)
    # a continuous effect keeps granting after the card lost its effects (ZD:708's example)
    if in_battle_zones(g, c):
        for src, sp, _ts, eff, wearer in _continuous_with(g, "grant"):
            if "grant" in eff and _applies(g, c, src, sp, eff, wearer):
                out.extend(list(k) for k in eff["grant"])
    return out


def in_battle_zones(g: Game, c: int) -> bool:
    """Whether card ``c`` is a character, an equipment or an event in a battle zone (where
    continuous effects apply): the cards of :func:`battle_cards`, found once per reading
    stretch (cheaper than locating every card of the game for it)."""
    memo = g.memo
    if memo is None:
        return c in battle_cards(g)
    found = memo.get("in_battle")
    if found is None:
        found = memo["in_battle"] = frozenset(battle_cards(g))
    return c in found


def applying(g: Game, c: int) -> list[tuple[int, int, int, dict[str, Any]]]:
    """(source card, its controller, timestamp, effect) for every continuous effect of a card
    in the battle zones that applies to card ``c`` now; for rule modules that read their own
    keys of a continuous effect (e.g. "must", "attack_cost")."""
    if not in_battle_zones(g, c):
        return []
    return [(src, sp, ts, eff) for src, sp, ts, eff, wearer in _continuous(g)
            if _applies(g, c, src, sp, eff, wearer)]


def keyword_instances(g: Game, c: int) -> list[tuple[int, list[Any]]]:
    """(timestamp, keyword) for each keyword instance of :func:`keywords`: printed ones date
    from the card's entry, granted ones from their effect (ZD:701 ordering of stat effects)."""
    out: list[tuple[int, list[Any]]] = []
    if has_own_effects(g, c):
        _, e = _entry(g, c)
        ts = e["ts"] if e is not None else 0
        out += [(ts, list(k)) for k in base_def(g, c).keywords]
        out += [(f["ts"], list(f["kw"])) for f in fx_on(g, c, "kw")]
        out += [(f["ts"], list(k)) for f in fx_on(g, c, "gain") for k in _def(f["def"]).keywords]
        # its 变身牌's keywords are printed effects it has as its own (ZD:900.TRANSFORM)
        out += [(ts, list(k)) for cid in extra_defs(g, c, e) for k in _def(cid).keywords]
    for _src, _sp, ts, eff in applying(g, c):
        out.extend((ts, list(k)) for k in eff.get("grant", ()))
    return out


def has_keyword(g: Game, c: int, kw: str) -> bool:
    if not _may_have_keyword_now(g, c, kw):
        return False
    for k in _kept_keywords(g, c):  # noqa: SIM110 - a plain loop: asked of many cards
        if k[0] == kw:
            return True
    return False


def keyword_count(g: Game, c: int, kw: str) -> int:
    """How many instances of a keyword a card has (each resolves separately, ZD:900)."""
    if not _may_have_keyword_now(g, c, kw):
        return 0
    return sum(1 for k in _kept_keywords(g, c) if k[0] == kw)


def _may_have_keyword_now(g: Game, c: int, kw: str) -> bool:
    """False when card ``c`` surely lacks keyword ``kw`` (:func:`keywords`): nothing of its
    own can give it (:func:`may_have`) and no card of the game can grant it."""
    return may_have(g, c, "kw:" + kw) or game_may_have(g, "grant:" + kw)


def _face_down_resource(g: Game, c: int) -> bool:
    r = resource(g, c)
    return r is not None and not r["up"]


def card_name(g: Game, c: int) -> str:
    """The card name {A} (ZD:301); a face-down card has none (ZD:204/322)."""
    return "" if _face_down_resource(g, c) else base_def(g, c).name


def char_names(g: Game, c: int) -> list[str]:
    """Character names 『A』 (ZD:305); resources have none (ZD:204)."""
    if resource(g, c) is not None:
        return []
    return list(base_def(g, c).chars)


def attributes(g: Game, c: int) -> list[str]:
    """Attributes (ZD:306): printed, then gained ("add") or changed ("set") in timestamp order;
    a card in the resource zone has none (ZD:204/322)."""
    # a character in a battle zone (what filters test most) is no resource: the reading
    # stretch's index of characters answers that without indexing the resource zones
    if _entry(g, c)[1] is None and resource(g, c) is not None:
        return []
    return battle_attributes(g, c)


def battle_attributes(g: Game, c: int) -> list[str]:
    """:func:`attributes` of a card known to be in a battle zone (not a resource)."""
    out = list(base_def(g, c).attrs)
    if not g.s["fx"]:
        return out
    for f in sorted(fx_on(g, c, "attr"), key=lambda f: f["ts"]):
        if "set" in f:
            out = list(f["set"])
        else:
            out += [a for a in f["add"] if a not in out]
    return out


def cant(g: Game, c: int, what: str) -> bool:
    """Whether an effect in force or a continuous effect forbids ``what`` ("attack", "defend",
    "target", "levelup"...). "Cannot" beats "can" (ZD:102)."""
    if g.s["fx"] and any(f["what"] == what for f in fx_on(g, c, "cant")):
        return True
    kind = _CANT_KINDS.get(what)
    if kind is None:
        kind = _CANT_KINDS[what] = f"cant:{what}"
    if not game_may_have(g, kind):  # no card of the game can forbid it (most actions)
        return False
    memo = _memo(g)
    if memo is not None:  # a reading stretch: the effects that forbid ``what`` found once
        key = ("cant", what)
        found = memo.get(key)
        if found is None:  # of the cards that may forbid it only (most boards: none)
            found = memo[key] = [h for h in _all_continuous(g, kind)
                                 if what in h[3].get("cant", ())]
        if not found or not in_battle_zones(g, c):  # most: none forbids it
            return False
        for src, sp, _ts, eff, wearer in found:  # noqa: SIM110 - no generator per call
            if _applies(g, c, src, sp, eff, wearer):
                return True
        return False
    if not in_battle_zones(g, c):
        return False
    for src, sp, _ts, eff, wearer in _continuous_with(g, "cant"):
        if what in eff.get("cant", ()) and _applies(g, c, src, sp, eff, wearer):
            return True
    return False


_CANT_KINDS: dict[str, str] = {}  # what -> its kind "cant:<what>"


def all_battle_cards(g: Game) -> list[int]:
    return battle_cards(g)


def still_there(g: Game, r: list[int] | None) -> bool:
    return alive(g.s, r) and character(g.s, r[0]) is not None  # type: ignore[index]
