"""Per-player views (what one player may see) as JSON-able data.

Hidden: hands (counts for the opponent, ZD:203), decks and life zones (counts, ZD:201/202),
face-down resources (their owner may look at them, ZD:204), face-down level cards (counts),
cards being paid for. Public: the battle and event zones, face-up resources, rest zones
(ZD:207), removed cards (ZD:208), the chain, the combat.

Also public, for a player who plans ahead (a search rebuilds a game from a view, see
``determinize``): the own deck list (a player knows the cards they brought; the opponent's
is None) and both players' card counts, each object's timestamp (ZD:701) and how a
character appeared (ZD:625), counters on equipment, events and resources, this turn's flags
(``turn_flags``: level up done, effects used once this turn), the effects in force
(``effects``: their targets are cards in sight) and the tokens made so far (ZD:325).

A view is handed to an agent, which may keep it, change it or hand it on: it shares no
mutable object with the state or with another view. What is the same in every view of the
game's cards is not copied for each view but shared read-only
(:class:`tcgsim.core.readonly.ReadOnlyDict`, a ``dict`` whose changes raise ``TypeError``):
each card's reference (``id``, ``card``, ``name``) wherever a view shows the card alone (hand,
rest and removed zones, face-up level cards, cards under a character, a chain link's card), a
resource without counters, a face-down resource or level card, empty ``counters``. The
containers (the view, the players, every list) and what carries a card's state (a
character, an equipment, an event, a resource with counters) are the view's own. An agent
that would change a shared part changes a copy of it (``dict(part)``, ``copy.deepcopy(view)``:
plain dicts).
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

import orjson

from tcgsim.core.decision import decision_view
from tcgsim.core.readonly import ReadOnlyDict
from tcgsim.zero.rules.chain import link_label
from tcgsim.zero.rules.combat import combat_view
from tcgsim.zero.rules.continuous import decision_values, per_defs, reading

if TYPE_CHECKING:
    from tcgsim.zero.game import Game
    from tcgsim.zero.model.carddb import CardDef


class _Shown:
    """How views show each card, by card number, made once for the game's cards (kept with
    its list of definitions, see ``per_defs``). The parts a card shows alone (a reference in a
    hand, a rest zone, a chain link; a resource without counters) are read-only and shared by
    every view (:mod:`tcgsim.core.readonly`): a view lists them instead of copying them."""

    __slots__ = ("refs", "own", "others", "characters")

    own: tuple[tuple[list[ReadOnlyDict | None], ...], ...]
    others: tuple[tuple[list[ReadOnlyDict | None], ...], ...]

    def __init__(self, g: Game) -> None:
        #: id, card, name
        self.refs = refs = [ReadOnlyDict(id=c, card=cid, name=d.name)
                            for c, (cid, d) in enumerate(zip(g.s["defs"], g.defs, strict=True))]
        #: a resource without counters as its owner sees it, and as the opponent does (the
        #: face-down ones hidden, ZD:204), by its state's tapped, face up and card:
        #: ``own[tapped][up][card]``, None until first shown (see _resource: a game shows few
        #: of its cards as resources; a search's worlds are new lists of definitions, each
        #: with its own)
        n = len(refs)
        self.own = tuple(tuple([None] * n for _ in (False, True)) for _ in (False, True))
        self.others = tuple(([None] * n, self.own[tapped][True]) for tapped in (False, True))
        #: a character's reference and fields, with the values most characters have: a view
        #: copies one and sets the others (a copy of a dict of the same keys is one memcpy,
        #: where a reference grown by its fields is built again, larger, once or twice)
        self.characters = [{**ref, **_CHARACTER_FIELDS} for ref in refs]


def _shown(g: Game) -> _Shown:
    return per_defs(g, _SHOWN, _Shown)


_SHOWN: dict[int, tuple[list[CardDef], _Shown]] = {}

#: no counters, a face-down level card, and a face-down resource by whether it is tapped as
#: the opponent sees it (ZD:204): the same in every view, shared read-only like the references
_NO_COUNTERS = ReadOnlyDict()
_FACEDOWN = ReadOnlyDict(facedown=True)
_FACEDOWN_RESOURCE = (ReadOnlyDict(facedown=True, tapped=False),
                      ReadOnlyDict(facedown=True, tapped=True))


def _counters(cnt: dict[str, int]) -> dict[str, int]:
    """Counters on a card as a view shows them: its own copy, or the shared empty ones."""
    return cnt.copy() if cnt else _NO_COUNTERS


def _cards(refs: list[ReadOnlyDict], cs: list[int]) -> list[ReadOnlyDict]:
    """The references of the cards of a zone: a list of the view's own, of shared
    read-only references (many zones are empty: no list comprehension run for them)."""
    return [refs[c] for c in cs] if cs else []


def _character(e: dict[str, Any], refs: list[ReadOnlyDict], chars: list[dict[str, Any]],
               values: tuple[int, int, list[list[Any]]]) -> dict[str, Any]:
    c, tapped, damage, lv, eq, under, cnt, turn, ts, how = _ENTRY(e)
    atk, dfn, kws = values
    # its reference and every field, in order, the fields that most characters have as
    # _CHARACTER_FIELDS has them (untapped, undamaged, LV1...) set only where they differ
    out = chars[c].copy()
    if tapped:
        out["tapped"] = tapped
    if damage:
        out["damage"] = damage
    out["atk"] = atk
    out["def"] = dfn
    out["keywords"] = list(map(list, kws)) if kws else []  # kept with the decision: copied
    if lv:
        out["level"] = 1 + len(lv)  # continuous.level, inlined
        out["level_cards"] = [refs[lc] if up else _FACEDOWN for lc, up in lv]
    else:
        out["level_cards"] = []
    if eq is not None:
        out["equipment"] = {**refs[eq["c"]], "tapped": eq["tap"], "ts": eq["ts"],
                            "counters": _counters(eq["cnt"])}
    out["under"] = _cards(refs, under)
    if cnt:
        out["counters"] = cnt.copy()
    out["appeared_turn"] = turn
    out["ts"] = ts
    out["how"] = how
    if len(e) > _ENTRY_SIZE:  # keys of its own (see _ENTRY_KEYS)
        out["appeared_by"] = e.get("via")  # a special use it appeared by (虚伪生命), public
        out["entry"] = _copy({k: v for k, v in e.items() if k not in _ENTRY_KEYS})
    return out


# a character's fields as a view shows them, after its reference, with the values most
# characters have (see _character; the lists are set in every view: its own)
_CHARACTER_FIELDS = {"tapped": False, "damage": 0, "level": 1, "atk": None, "def": None,
                     "keywords": None, "level_cards": None, "equipment": None, "under": None,
                     "counters": _NO_COUNTERS, "appeared_by": None, "appeared_turn": None,
                     "ts": None, "how": None}


# the keys of a character entry the fields above show; rules that add keys to entries
# (forms, transformations) have them shown as they are under "entry"
_ENTRY_KEYS = frozenset(("c", "tap", "dmg", "lv", "eq", "under", "cnt", "turn", "ts", "how"))
_ENTRY_SIZE = len(_ENTRY_KEYS)
# those keys' values, read in C, in the order _character names them
_ENTRY = itemgetter("c", "tap", "dmg", "lv", "eq", "under", "cnt", "turn", "ts", "how")


def _resources(shown: _Shown, res: list[dict[str, Any]], mine: bool) -> list[dict[str, Any]]:
    """A resource zone as its owner (``mine``) or the opponent sees it (ZD:204): shared
    read-only entries, but for the rare resource with counters."""
    table = shown.own if mine else shown.others
    return [table[r["tap"]][r["up"]][r["c"]] or _resource(shown, r, mine) if not r["cnt"]
            else _resource(shown, r, mine) for r in res] if res else []


def _resource(shown: _Shown, r: dict[str, Any], mine: bool) -> dict[str, Any]:
    """A resource as its owner (``mine``) or the opponent sees it, the first time it is shown
    without counters (then kept in ``shown``), or with counters (then the view's own)."""
    tapped, up = r["tap"], r["up"]
    if not (mine or up):
        one = _FACEDOWN_RESOURCE[tapped]
    elif r["cnt"]:
        return {**shown.refs[r["c"]], "tapped": tapped, "facedown": not up,
                "counters": r["cnt"].copy()}
    else:
        one = ReadOnlyDict(shown.refs[r["c"]], tapped=tapped, facedown=not up,
                           counters=_NO_COUNTERS)
    (shown.own if mine else shown.others)[tapped][up][r["c"]] = one
    return one


def _copy(data: Any) -> Any:
    """A copy that shares nothing with the state (views are handed to agents)."""
    return orjson.loads(orjson.dumps(data))


def _visible(g: Game, viewer: int | None) -> set[int]:
    """The cards ``viewer`` can see: the battle, event, rest and removed zones, face-up
    resources and level cards, and the own hand and resources."""
    out: set[int] = set()
    for p, pl in enumerate(g.s["players"]):
        for e in pl["battle"]:
            out.add(e["c"])
            out.update(lc for lc, up in e["lv"] if up)
            out.update(e["under"])
            if e["eq"] is not None:
                out.add(e["eq"]["c"])
        if pl["event"] is not None:
            out.add(pl["event"]["c"])
        out.update(pl["rest"])
        out.update(pl["removed"])
        out.update(r["c"] for r in pl["res"] if r["up"] or p == viewer)
        if p == viewer:
            out.update(pl["hand"])
    return out


def _effects_in_force(g: Game, viewer: int | None) -> list[dict[str, Any]]:
    fx = g.s["fx"]
    if not fx:
        return []
    seen = _visible(g, viewer)
    return _copy([f for f in fx if f.get("tgt") is None or f["tgt"][0] in seen])


def _tokens(s: dict[str, Any]) -> list[list[Any]]:
    """The tokens made so far (ZD:325): card number, card id and owner of each card after
    the decks' (most games make none)."""
    defs, first = s["defs"], len(s["decks"][0]) + len(s["decks"][1])
    return [[c, defs[c], s["owner"][c]] for c in range(first, len(defs))] \
        if len(defs) > first else []


def build_view(g: Game, viewer: int | None) -> dict[str, Any]:
    with reading(g):
        return _build_view(g, viewer)


def _build_view(g: Game, viewer: int | None) -> dict[str, Any]:
    s = g.s
    shown = _shown(g)
    refs, chars = shown.refs, shown.characters
    values = decision_values(g)  # 攻, 防 and keywords of every character
    players = []
    for p, pl in enumerate(s["players"]):
        mine = viewer == p
        ev, battle = pl["event"], pl["battle"]
        players.append({
            "hand": _cards(refs, sorted(pl["hand"])) if mine else None,
            "hand_count": len(pl["hand"]),
            "deck_count": len(pl["deck"]),
            "life_count": len(pl["life"]),
            "resources": _resources(shown, pl["res"], mine),
            "battle": [_character(e, refs, chars, values[e["c"]]) for e in battle]
                      if battle else [],
            "event": ({**refs[ev["c"]], "ts": ev["ts"], "counters": _counters(ev["cnt"])}
                      if ev is not None else None),
            "rest": _cards(refs, pl["rest"]),
            "removed": _cards(refs, pl["removed"]),
            "mulligan": pl["mulligan"],
            "deck_list": list(s["decks"][p]) if mine else None,
            "card_count": len(s["decks"][p]),
        })
    chain = []
    for link in s["chain"]:
        chain.append({"kind": link["kind"], "player": link["ctl"], "label": link_label(g, link),
                      "card": refs[link["c"]] if link["kind"] == "card" else None})
    combat = combat_view(g)
    d = s["decision"]
    result = s["result"]
    return {
        "game": "zero",
        "you": viewer,
        "turn": s["turn"],
        "current": s["cur"],
        "first": s["first"],
        "step": s["step"],
        "players": players,
        "chain": chain,
        "combat": combat,
        "decision": decision_view(d) if d is not None and d["player"] == viewer else None,
        "waiting_for": d["player"] if d is not None else None,
        "result": dict(result) if result else None,
        "log_size": len(s["log"]),
        "turn_flags": _copy(s["tf"]) if s["tf"] else {},
        "effects": _effects_in_force(g, viewer),
        "tokens": _tokens(s),
    }


# -- a seat's parts: what the view shows, read from the state ------------------------------------

SeatParts = tuple[Any, ...]
Character = tuple[Any, ...]

#: the positions of :func:`seat_parts`' parts
VIEWER, TURN, CURRENT, FIRST, STEP, CHAIN, COMBAT, PLAYERS = range(8)


def seat_parts(g: Game, viewer: int) -> SeatParts:
    """What :func:`build_view` shows ``viewer`` of the board, without building the view: the
    same zones, counts and characters with the same cards hidden, as card numbers in the
    state's own lists (live: read them now, never change them). For a learning environment's
    encoder, which reads every step what an agent's view would hold but has no use for the
    dicts a view copies for every card shown (many times the cost of reading the state).

    The parts (tuples, in this order):

    * the seat: viewer, turn, current player, first player, step, chain (each link's card
      number, None for a link that is not a card), combat (:func:`combat_view`, or None), the
      two players (by seat);
    * a player: hand (card numbers in the view's order, None for the opponent's: counted,
      never read, ZD:203), hand count, deck count, life count (ZD:201/202), resources,
      characters, event (card number or None), rest, removed, mulligan;
    * the resources: three lists, in the zone's order: each one's card number (None: face
      down to the viewer, ZD:204), whether it is tapped, whether it is face up;
    * a character: card number, tapped, damage, level, 攻, 防, keywords (how many), counters
      (their sum), the turn it appeared, equipment ((card number, tapped) or None), level
      cards (card number each, None face down), cards under it: a tuple of tuples (an
      encoder may keep what it wrote by it)."""
    s = g.s
    with reading(g):  # the view's values, worked out as it works them out
        values = decision_values(g)
    players = []
    for p, pl in enumerate(s["players"]):
        mine = p == viewer
        players.append((
            sorted(pl["hand"]) if mine else None, len(pl["hand"]), len(pl["deck"]),
            len(pl["life"]),
            _resource_parts(pl["res"], mine),
            [_character_parts(e, values[e["c"]]) for e in pl["battle"]],
            pl["event"]["c"] if pl["event"] is not None else None,
            pl["rest"], pl["removed"], pl["mulligan"],
        ))
    return (viewer, s["turn"], s["cur"], s["first"], s["step"],
            [link["c"] if link["kind"] == "card" else None for link in s["chain"]],
            combat_view(g), players)


_CARD, _TAPPED, _UP = itemgetter("c"), itemgetter("tap"), itemgetter("up")


def _resource_parts(res: list[dict[str, Any]],
                    mine: bool) -> tuple[list[Any], list[Any], list[Any]]:
    """A resource zone's parts (read in C where no card is hidden): the owner sees every
    card of it; the opponent the face-up ones only (ZD:204, as :func:`_resources`)."""
    ups = list(map(_UP, res))
    cards = list(map(_CARD, res)) if mine or all(ups) else \
        [r["c"] if r["up"] else None for r in res]
    return cards, list(map(_TAPPED, res)), ups


def _character_parts(e: dict[str, Any], values: tuple[int, int, list[Any]]) -> Character:
    eq, cnt, lv = e["eq"], e["cnt"], e["lv"]
    return (e["c"], e["tap"], e["dmg"], 1 + len(lv), values[0], values[1], len(values[2]),
            sum(cnt.values()) if cnt else 0, e["turn"],
            (eq["c"], eq["tap"]) if eq is not None else None,
            tuple([lc if up else None for lc, up in lv]) if lv else (), tuple(e["under"]))
