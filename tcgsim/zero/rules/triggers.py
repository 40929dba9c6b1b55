"""Triggered effects (ZD:702, rule 800): catching them, then putting them on the chain.

The rules report what happens with :func:`fire` (``fire(g, "appear", subject=[c, ver])``).
Every effect of type "trigger" whose ``when`` listens to that event kind, whose ``who``
matches the event's subject and whose ``cond`` holds becomes *pending* (ZD:702: checked
when it triggers, and again when it resolves). Pending effects go on the chain at the next
chance (``chain.push_put_triggers``, run by the priority and resolution frames): the active
player's first, in the order that player chooses, then the other player's (ZD:106), so the
other player's resolve first. While they are put on the chain, "may" effects are accepted
or declined, targets chosen and extra costs paid; an effect whose cost cannot or will not be
paid, or that has no legal target, is ignored (ZD:702/705).

Timings: ``registry.TIMINGS[when] = (event kind, predicate(g, event, controller) -> bool)``:
rule 800's are :data:`RULE_TIMINGS`, keywords add theirs (``tcgsim.zero.install``). Where a
timing looks for its sources: the battle zones by default; the rest zone too for turn
start/end (ZD:807/808); the card that left for leave/destroyed triggers, with its last known
level (ZD:802/811); ``registry.EXTRA_SOURCES[kind]`` for more (:func:`revealed_source`,
:func:`rest_source`, :func:`resource_source`). ``registry.LISTENERS[kind]``: rules that react
to an event themselves, called first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import TriggerEvent, locate
from tcgsim.zero.registry import EXTRA_SOURCES, LISTENERS, TIMINGS, Pred, Source
from tcgsim.zero.rules.continuous import card_effects, game_may_have, may_have, reading
from tcgsim.zero.rules.filters import holds, matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


# -- the timings of rule 800 ------------------------------------------------------------------
def _mine(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("player") == p


def _theirs(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("player") != p


def _in_battle(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("how") == "battle"


def _attacker_in_battle(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("how") == "battle" and ev.get("role") == "attacker"


def _defender_in_battle(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("how") == "battle" and ev.get("role") == "defender"


def _attacker(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("role") == "attacker"


def _defender(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("role") == "defender"


def _to_rest(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev["lki"].get("to") == "rest"


def _discarded(g: Game, ev: TriggerEvent, p: int) -> bool:
    return str(ev.get("why", "")).startswith("discarded")


def _dimension(g: Game, ev: TriggerEvent, p: int) -> bool:
    return ev.get("method") == "dimension"


#: when -> (event kind, predicate or None): the timings of rule 800
RULE_TIMINGS: dict[str, tuple[str, Pred | None]] = {
    "appear": ("appear", None),  # ZD:801
    "destroyed": ("destroyed", None),  # ZD:802
    "battle_destroyed": ("destroyed", _in_battle),  # ZD:803
    "attack_destroyed": ("destroyed", _attacker_in_battle),
    "defense_destroyed": ("destroyed", _defender_in_battle),
    "battle_win": ("battle_win", None),  # ZD:804
    "attack_win": ("battle_win", _attacker),
    "defense_win": ("battle_win", _defender),
    "attack": ("attack", None),  # ZD:805
    "attacked": ("attacked", None),
    "defend": ("defend", None),  # ZD:806
    "turn_start": ("turn_start", None),  # ZD:807
    "my_turn_start": ("turn_start", _mine),
    "opp_turn_start": ("turn_start", _theirs),
    "turn_end": ("turn_end", None),  # ZD:808
    "my_turn_end": ("turn_end", _mine),
    "opp_turn_end": ("turn_end", _theirs),
    "battle": ("battle", None),  # ZD:810
    "attack_battle": ("battle", _attacker),
    "defense_battle": ("battle", _defender),
    "leave_to_rest": ("leave_battle", _to_rest),  # ZD:811
    "leave_battle": ("leave_battle", None),
    # 废弃 from the battle zone by a cost or effect (ZD:606)
    "discarded": ("leave_battle", _discarded),
    "enter_rest": ("enter_rest", None),
    "enter_res": ("enter_res", None),  # a card put into a resource zone, for any reason
    "direct_hit": ("direct_hit", None),  # ZD:504
    "life_damaged": ("life_damaged", None),  # ZD:505
    "untapped": ("untapped", None),
    "levelup": ("levelup", None),
    "revealed_from_deck": ("revealed_from_deck", None),  # ZD:616 (HERO_CALL)
    "used": ("used", None),  # ZD:623: a card was used
    "opp_used": ("used", _theirs),
    "dimension_levelup": ("levelup", _dimension),
}

_BY_KIND: dict[str, tuple[list[str], tuple[str, ...]]] = {}
_BY_KIND_SIZE = [-1]  # len(TIMINGS) when _BY_KIND was filled


# where a trigger's source must be unless the effect says "zone": the battle zone, except
# for timings about a card in another zone
DEFAULT_ZONE = {"revealed_from_deck": "deck", "enter_rest": "rest", "enter_res": "res"}


def revealed_source(g: Game, ev: TriggerEvent) -> list[Source]:
    """A card revealed in its deck listens to its own reveal (ZD:616, HERO_CALL)."""
    c = ev["subject"][0]
    return [(c, g.s["owner"][c], None, True, "deck")]


def rest_source(g: Game, ev: TriggerEvent) -> list[Source]:
    """ZD:811: "when it enters the rest zone" belongs to the player of that rest zone."""
    c = ev["subject"][0]
    return [(c, g.s["owner"][c], None, True, "rest")]


def resource_source(g: Game, ev: TriggerEvent) -> list[Source]:
    """A card put face up into a resource zone listens to its own arrival, as its player's
    (effects that work in the resource zone, e.g. ZD:900.GUARDIAN_STAR / ODIN_SAPPHIRE: a
    face-down card has no effects, ZD:204/322)."""
    if not ev.get("up"):
        return []
    return [(ev["subject"][0], ev["player"], None, True, "res")]


def _sources(g: Game, kind: str, ev: dict[str, Any]) -> list[Source]:
    """Cards that may hold a trigger for this event, with the zone they are in."""
    out: list[Source] = []
    for p, pl in enumerate(g.s["players"]):
        for e in pl["battle"]:
            out.append((e["c"], p, None, True, "battle"))
            if e["eq"] is not None:
                out.append((e["eq"]["c"], p, None, True, "battle"))
        if pl["event"] is not None:
            out.append((pl["event"]["c"], p, None, True, "battle"))
        if kind in ("turn_start", "turn_end"):  # ZD:807/808: battle or rest zone
            out.extend((c, p, None, True, "rest") for c in pl["rest"])
    lki = ev.get("lki")
    if lki is not None and kind != "enter_rest":
        # the card that left triggers as it was in the battle zone (ZD:802/811)
        out.append((lki["c"], lki["ctl"], lki["lv"], lki["effects"], "battle"))
    extra = EXTRA_SOURCES.get(kind)
    if extra is not None:
        out.extend(extra(g, ev))
    return out


def _whens(kind: str) -> tuple[list[str], tuple[str, ...]]:
    """The timings of an event kind, and their kinds of effect ("when:<timing>",
    ``continuous.may_have``)."""
    # asked at every event: the timings of each kind found again only when timings were
    # added or removed (keyword modules register theirs; a test may add one for a while)
    if _BY_KIND_SIZE[0] != len(TIMINGS):
        _BY_KIND.clear()
        _BY_KIND_SIZE[0] = len(TIMINGS)
    found = _BY_KIND.get(kind)
    if found is None:
        whens = [w for w, (k, _) in TIMINGS.items() if k == kind]
        found = _BY_KIND[kind] = (whens, tuple(f"when:{w}" for w in whens))
    return found


def fire(g: Game, kind: str, **data: Any) -> None:
    """Report an event; matching trigger effects become pending (ZD:702)."""
    for listener in LISTENERS.get(kind, ()):
        listener(g, {"kind": kind, **data})
    whens, timings = _whens(kind)
    if not whens or not game_may_have(g, *timings):
        return  # no card of the game has a triggered effect for this event
    ev = {"kind": kind, **data}
    subject = ev.get("subject")
    if subject is None and ev.get("lki") is not None:
        subject = ev["subject"] = [ev["lki"]["c"], ev["lki"]["ver"]]
    with reading(g):  # catching triggers only looks at the state
        caught = _caught(g, kind, ev, whens, timings, subject)
    if caught and "loop_end" in g.s["tf"]:
        caught = [t for t in caught if not _loop_ended_here(g, t)]
    g.s["pending"].extend(caught)


def _loop_ended_here(g: Game, t: dict[str, Any]) -> bool:
    """ZD:901: a loop that counts as repeated ends the next time its first triggered effect
    would trigger: that effect does not trigger then (once; ``chain`` marks it)."""
    end = g.s["tf"]["loop_end"]
    if end["path"] != t["path"] or end["src"] != t["src"][0]:
        return False
    del g.s["tf"]["loop_end"]
    g.event("loop_ended", clause="ZD:901", card=g.card_refs([end["src"]])[0])
    return True


def _caught(g: Game, kind: str, ev: dict[str, Any], whens: list[str],
            timings: tuple[str, ...], subject: list[int] | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seen: set[tuple[int, str]] = set()
    # the card that left, as it was: its effects are those it had then (ZD:802/811)
    known = (ev.get("lki") or {}).get("entry")
    for c, p, lv, has, zone in _sources(g, kind, ev):
        if not has:
            continue
        key = (c, zone)
        if key in seen:
            continue
        seen.add(key)
        was = known if lv is not None and known is not None and known["c"] == c else None
        if not may_have(g, c, *timings, e=was):
            continue  # most cards have no triggered effect for this event: skip their effects
        for path, eff in card_effects(g, c, e=was, lv=lv):
            if eff.get("type") != "trigger" or eff.get("when") not in whens:
                continue
            if eff.get("zone", DEFAULT_ZONE.get(eff["when"], "battle")) != zone:
                continue  # e.g. a turn-start effect of a card in the rest zone (ZD:807)
            _, pred = TIMINGS[eff["when"]]
            if pred is not None and not pred(g, ev, p):
                continue
            who = eff.get("who", "self")
            ctx = {"src": c, "p": p}
            if who == "self":
                if subject is not None and subject[0] != c:
                    continue
            elif who != "any" and (subject is None or not matches(g, subject[0], who, ctx)):
                continue
            if not holds(g, eff.get("cond"), ctx):
                continue  # ZD:702: a trigger whose condition fails does not trigger
            out.append({"path": path, "src": [c, g.s["ver"][c]], "ctl": p,
                        "ev": _plain(ev), "card": g.s["defs"][c]})
    return out


def _plain(ev: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in ev.items() if isinstance(v, (int, str, list, dict, type(None)))}


def source_zone(g: Game, c: int) -> str:
    return locate(g.s, c)[1]
