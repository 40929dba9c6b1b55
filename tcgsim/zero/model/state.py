"""The Zero Dimension game state: plain data, and the accessors the rules share.

A physical card is an integer (its index into ``state["defs"]``). Each player has
the eight zones of ZD:200:

- ``deck``, ``life``: lists, the top is the LAST element (ZD:201/202);
- ``hand``, ``rest`` (the discard pile, ZD:207), ``removed`` (ZD:208): lists;
- ``res``: resource entries ``{"c", "tap", "up", "cnt"}`` (``up`` False = face down, ZD:204);
- ``battle``: character entries (ZD:205)::

    {"c": card, "tap": bool, "dmg": damage this turn, "lv": [[card, face_up], ...]
     (level cards, ZD:323/600), "eq": equipment entry or None (ZD:319), "under": [cards]
     (transform sources / soul cards), "cnt": {counter name: n} (ZD:326), "turn": turn it
     appeared, "ts": timestamp, "how": "use" | "effect" (ZD:625)}

  an equipment entry is ``{"c", "tap", "cnt", "ts"}``;
- ``event``: the event entry ``{"c", "cnt", "ts"}`` or None (ZD:206, part of the battle zone).

Cards that are in no zone: ``state["chain"]`` links of kind "card" (a card being used,
ZD:106/623) and ``state["limbo"]`` (cards found and not yet placed, ZD:615; a card being
paid for). ``state["gone"]`` holds tokens that left the battle zone (ZD:325).

"New object on zone change" (ZD:200/205): ``state["ver"][c]`` is bumped on every zone
change; anything that refers to a card in a zone keeps ``[c, ver]`` and is stale when the
version differs (:func:`alive`).
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
Entry = dict[str, Any]
Ref = list[int]  # [card, version]

LIST_ZONES = ("deck", "life", "hand", "rest", "removed")
ZONE_NAMES = ("deck", "life", "hand", "res", "battle", "event", "rest", "removed")
HAND_LIMIT = 6  # ZD:203/408
LIFE_START = 6  # ZD:100
HAND_START = 6  # ZD:100
DECK_SIZE = 50  # ZD:100


def new_player(cards: list[int]) -> dict[str, Any]:
    return {
        "deck": list(cards),
        "life": [],
        "hand": [],
        "res": [],
        "battle": [],
        "event": None,
        "rest": [],
        "removed": [],
        "mulligan": False,
    }


def new_character(c: int, turn: int, ts: int, tapped: bool = False, how: str = "use") -> Entry:
    return {"c": c, "tap": tapped, "dmg": 0, "lv": [], "eq": None, "under": [], "cnt": {},
            "turn": turn, "ts": ts, "how": how}


def entry_cards(e: Entry) -> list[int]:
    """Every card an entry in the battle zone holds (the card, level cards, equipment, under)."""
    out = [e["c"]]
    out += [lc for lc, _ in e.get("lv", ())]
    out += e.get("under", [])
    if e.get("eq"):
        out.append(e["eq"]["c"])
    return out


def card_zone_counts(s: State) -> dict[int, int]:
    """How many places each card is in; every card must be in exactly one (an invariant)."""
    seen: dict[int, int] = {}

    def add(c: int) -> None:
        seen[c] = seen.get(c, 0) + 1

    for pl in s["players"]:
        for z in LIST_ZONES:
            for c in pl[z]:
                add(c)
        for r in pl["res"]:
            add(r["c"])
        for e in pl["battle"]:
            for c in entry_cards(e):
                add(c)
        if pl["event"] is not None:
            add(pl["event"]["c"])
    for link in s["chain"]:
        if link["kind"] == "card":
            add(link["c"])
    for c in s["limbo"]:
        add(c)
    for c in s["gone"]:
        add(c)
    return seen


def locate(s: State, c: int) -> tuple[int, str, Any]:
    """Where card ``c`` is: (player whose zone, zone, detail).

    ``detail`` is the index in a list zone, the entry for "res"/"battle"/"event", the holding
    character entry for "eq"/"lv"/"under", the link for "chain", None for "limbo"/"gone".
    """
    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            if e["c"] == c:
                return p, "battle", e
            if e["eq"] is not None and e["eq"]["c"] == c:
                return p, "eq", e
            for lc, _ in e["lv"]:
                if lc == c:
                    return p, "lv", e
            if c in e["under"]:
                return p, "under", e
        if pl["event"] is not None and pl["event"]["c"] == c:
            return p, "event", pl["event"]
        for r in pl["res"]:
            if r["c"] == c:
                return p, "res", r
        for z in LIST_ZONES:
            lst = pl[z]
            if c in lst:
                return p, z, lst.index(c)
    for link in s["chain"]:
        if link["kind"] == "card" and link["c"] == c:
            return link["ctl"], "chain", link
    if c in s["limbo"]:
        return s["owner"][c], "limbo", None
    return s["owner"][c], "gone", None


def locations(s: State) -> dict[int, tuple[int, str, Any]]:
    """:func:`locate` of every card in a zone or on the chain, in one pass (what ``locate``
    answers for each: the first place found, in the same order)."""
    out: dict[int, tuple[int, str, Any]] = {}

    def put(c: int, where: tuple[int, str, Any]) -> None:
        if c not in out:
            out[c] = where

    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            put(e["c"], (p, "battle", e))
            if e["eq"] is not None:
                put(e["eq"]["c"], (p, "eq", e))
            for lc, _ in e["lv"]:
                put(lc, (p, "lv", e))
            for u in e["under"]:
                put(u, (p, "under", e))
        if pl["event"] is not None:
            put(pl["event"]["c"], (p, "event", pl["event"]))
        for r in pl["res"]:
            put(r["c"], (p, "res", r))
        for z in LIST_ZONES:
            for i, c in enumerate(pl[z]):
                put(c, (p, z, i))
    for link in s["chain"]:
        if link["kind"] == "card":
            put(link["c"], (link["ctl"], "chain", link))
    return out


def where(g: Any, c: int) -> tuple[int, str, Any]:
    """:func:`locate` for code that reads the game: inside a reading stretch
    (``continuous.reading``, ``g.memo``) every card is located once."""
    memo = g.memo
    if memo is None:
        return locate(g.s, c)
    index = memo.get("where")
    if index is None:
        index = memo["where"] = locations(g.s)
    found = index.get(c)
    return found if found is not None else locate(g.s, c)


def character(s: State, c: int) -> tuple[int, Entry] | None:
    """The character entry of card ``c`` in a battle zone, with its controller."""
    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            if e["c"] == c:
                return p, e
    return None


def ref(s: State, c: int) -> Ref:
    return [c, s["ver"][c]]


def alive(s: State, r: Ref | None) -> bool:
    """Whether the object ``r`` refers to is still the same object (no zone change since)."""
    return r is not None and s["ver"][r[0]] == r[1]
