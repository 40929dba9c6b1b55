"""Which Pokémon in play a log line is about, where the event names only its card.

The Pokémon TCG engine logs "bench", "evolve", "knocked_out", "attach" ... with the
Pokémon's name (its "damage" events carry the slot too). With two Dreepy in play the name
does not say which one, so neither the line nor the board's animation could. The table
finds out by comparing where every Pokémon in play stood before a move and after it, as
everyone sees it (the spectator's view: a face-down Pokémon is never placed), and adds to
the event its ``place``: ``{"slot": id, "zone": "active"|"bench", "index": n}`` (``index``:
1.. along the Bench, 0 for the Active Spot), plus ``"repeats": true`` when another
Pokémon in play on that side has the same name; the line then says which one ("your
Dreepy (Bench 2)"). Nothing here is hidden from anyone: the places of Pokémon in play are
public.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tcgsim.server import logwords, zhwords


@dataclass(frozen=True)
class Spot:
    """A Pokémon in play as everyone sees it."""

    owner: int
    zone: str  # "active" | "bench"
    index: int  # 1.. along the Bench, 0 in the Active Spot
    name: str
    attached: int  # Energy and Tools
    damage: int


Spots = dict[int, Spot]  # slot id -> where that Pokémon is


def spots(view: dict[str, Any] | None) -> Spots:
    """Every face-up Pokémon in play in a Pokémon TCG view, by slot id."""
    out: Spots = {}
    for p, pl in enumerate((view or {}).get("players") or ()):
        places = [("active", 0, pl.get("active"))] + [
            ("bench", i, s) for i, s in enumerate(pl.get("bench") or (), 1)]
        for zone, i, s in places:
            if s and not s.get("facedown") and "slot" in s:
                attached = len(s.get("energy") or ()) + len(s.get("tools") or ())
                out[s["slot"]] = Spot(p, zone, i, s["name"], attached, s.get("damage", 0))
    return out


def _arrived(before: Spots, after: Spots, p: Any, name: Any) -> list[int]:
    return [k for k, s in after.items() if k not in before and s.owner == p and s.name == name]


def _pick(e: dict[str, Any], before: Spots, after: Spots) -> tuple[int, Spots] | None:
    """The slot ``e`` is about, and the spots it is found in (after the move, or before it
    for a Pokémon that left play)."""
    t, p = e.get("type"), e.get("player")
    found: list[int] = []
    where = after
    if t in ("damage", "damage_counters") and isinstance(e.get("slot"), int):
        found = [e["slot"]]
        where = after if e["slot"] in after else before
    elif t == "bench":
        found = _arrived(before, after, p, e.get("pokemon"))
    elif t == "evolve":
        found = [k for k, s in after.items() if s.owner == p and s.name == e.get("into")
                 and k in before and before[k].name == e.get("pokemon")]
    elif t == "promote":
        found = [k for k, s in after.items() if s.owner == p and s.zone == "active"
                 and s.name == e.get("pokemon")]
    elif t == "knocked_out":
        where = before
        found = [k for k, s in before.items() if s.owner == p and s.name == e.get("pokemon")
                 and k not in after]
    elif t == "attach":
        grew = [k for k, s in after.items() if s.name == e.get("target")
                and s.attached > (before[k].attached if k in before else 0)]
        found = sorted(grew, key=lambda k: after[k].owner != p)  # one's own first
    elif t in ("retreat", "attack"):
        where = before if t == "retreat" else after
        found = [k for k, s in where.items() if s.owner == p and s.zone == "active"
                 and s.name == e.get("pokemon")]
    elif t == "heal":
        found = [k for k, s in after.items() if s.name == e.get("pokemon")
                 and k in before and s.damage < before[k].damage]
    return (found[0], where) if found else None


def places(events: list[dict[str, Any]], before: Spots, after: Spots) -> dict[int, dict[str, Any]]:
    """Offset in ``events`` (the events of one move) -> the ``place`` of the Pokémon each is
    about, given where the Pokémon in play stood before the move and after it. Two
    same-named arrivals in one move are placed in the order they arrived."""
    out: dict[int, dict[str, Any]] = {}
    taken: set[tuple[str, int]] = set()
    for i, e in enumerate(events):
        got = _pick(e, before, after)
        if got is None:
            continue
        slot, where = got
        if (e["type"], slot) in taken and e["type"] in ("bench", "evolve", "knocked_out"):
            more = [k for k in _alternatives(e, before, after) if (e["type"], k) not in taken]
            if not more:
                continue
            slot = more[0]
        taken.add((e["type"], slot))
        s = where[slot]
        place: dict[str, Any] = {"slot": slot, "zone": s.zone, "index": s.index}
        # the name the line gives it (an evolved Pokémon: the one it evolved from), and
        # the Pokémon that had that name then
        shown = e.get(NAMED[e["type"]], s.name)
        pool = before if e["type"] == "evolve" else {**before, **after}
        if sum(1 for o in pool.values() if o.owner == s.owner and o.name == shown) > 1:
            place["repeats"] = True
        out[i] = place
    return out


def _alternatives(e: dict[str, Any], before: Spots, after: Spots) -> list[int]:
    t, p = e["type"], e.get("player")
    if t == "bench":
        return _arrived(before, after, p, e.get("pokemon"))
    if t == "evolve":
        return [k for k, s in after.items() if s.owner == p and s.name == e.get("into")
                and k in before and before[k].name == e.get("pokemon")]
    return [k for k, s in before.items() if s.owner == p and s.name == e.get("pokemon")
            and k not in after]


#: the field that names the Pokémon a placed event is about, by event type
NAMED = {"bench": "pokemon", "evolve": "pokemon", "promote": "pokemon", "knocked_out": "pokemon",
         "retreat": "pokemon", "attack": "pokemon", "heal": "pokemon", "attach": "target",
         "damage": "target", "damage_counters": "pokemon"}


def suffix(place: dict[str, Any], lang: str) -> str:
    """" (Bench 2)" / " (Active)", "（备战区2）": which of the same-named Pokémon."""
    zh = lang == logwords.ZH
    if place["zone"] == "active":
        return "（战斗场）" if zh else " (Active)"
    return f"（备战区{place['index']}）" if zh else f" (Bench {place['index']})"


def told_apart(e: dict[str, Any], text: str, lang: str) -> str:
    """``text`` (the line of ``e`` in ``lang``) with the Pokémon it names told apart from
    another of its name, where ``e`` has a place that repeats; otherwise ``text``."""
    place, field = e.get("place"), NAMED.get(e.get("type", ""))
    if not isinstance(place, dict) or not place.get("repeats") or field is None:
        return text
    name = e.get(field)
    if not isinstance(name, str):
        return text
    for shown in dict.fromkeys((zhwords.name(name) if lang == logwords.ZH else name, name)):
        if shown in text:
            return text.replace(shown, shown + suffix(place, lang), 1)
    return text


@dataclass
class Tracker:
    """The places of a game's Pokémon events, kept as its moves are applied (the live
    table and the replays use the same, so a line reads the same in both)."""

    placed: dict[int, dict[str, Any]] = field(default_factory=dict)  # log index -> place
    now: Spots | None = None  # the Pokémon in play after the last move, once looked at

    def before(self, game: Any) -> Spots:
        """Before a move: the Pokémon in play."""
        if self.now is None:
            self.now = spots(game.view(None))
        return self.now

    def after(self, game: Any, before: int, was: Spots) -> dict[str, Any] | None:
        """After a move that started with ``before`` log events and ``was`` in play: place
        its events; returns the spectator's view after it (None when it logged nothing:
        nothing moved in play either)."""
        end = len(game.log)
        if end == before:
            return None
        public: dict[str, Any] = game.view(None)
        self.now = spots(public)
        for i, place in places(game.log[before:end], was, self.now).items():
            self.placed[before + i] = place
        return public

    def forget(self) -> None:
        """The game was set back (an action taken back): look at it again."""
        self.now = None

    def with_places(self, events: list[dict[str, Any]], since: int) -> list[dict[str, Any]]:
        """``events`` (the log from ``since``), each placed event with its ``place``."""
        if not self.placed:
            return events
        return [{**e, "place": self.placed[i]} if i in self.placed else e
                for i, e in enumerate(events, since)]
