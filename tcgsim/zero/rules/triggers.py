"""Triggered effects (ZD:702, rule 800): catching them, then putting them on the chain.

The rules report what happens with :func:`fire` (``fire(g, "appear", subject=[c, ver])``).
Every effect of type "trigger" whose ``when`` listens to that event kind, whose ``who``
matches the event's subject and whose ``cond`` holds becomes *pending* (ZD:702: checked
when it triggers, and again when it resolves). Pending effects go on the chain at the next
chance (:func:`push_put_triggers`, run by the priority and resolution frames): the active
player's first, in the order that player chooses, then the other player's (ZD:106), so the
other player's resolve first. While they are put on the chain, "may" effects are accepted
or declined, targets chosen and extra costs paid; an effect whose cost cannot or will not be
paid, or that has no legal target, is ignored (ZD:702/705).

Timings: ``TIMINGS[when] = (event kind, predicate(g, event, controller) -> bool)``. Add one
with :func:`timing`. Where a timing looks for its sources: the battle zones by default; the
rest zone too for turn start/end (ZD:807/808); the card that left for leave/destroyed
triggers, with its last known level (ZD:802/811); ``EXTRA_SOURCES[kind]`` for more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import locate
from tcgsim.zero.registry import handler
from tcgsim.zero.rules.continuous import card_effects, reading
from tcgsim.zero.rules.filters import holds, matches
from tcgsim.zero.rules.scripts import can_pay_ops, push_script, targets_available

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

Pred = Callable[["Game", dict[str, Any], int], bool]
TIMINGS: dict[str, tuple[str, Pred | None]] = {}
# event kind -> fn(g, event) -> extra (card, controller, level or None, has effects) sources
EXTRA_SOURCES: dict[str, Callable[[Game, dict[str, Any]], list[tuple[int, int, Any, bool]]]] = {}
# event kind -> [fn(g, event)]: rules that react to an event themselves, not card effects
# (e.g. a charged character's untap, ZD:900.CHARGE); called first by :func:`fire`
LISTENERS: dict[str, list[Callable[[Game, dict[str, Any]], None]]] = {}


def timing(when: str, kind: str, pred: Pred | None = None) -> None:
    TIMINGS[when] = (kind, pred)


def _mine(g: Game, ev: dict[str, Any], p: int) -> bool:
    return ev.get("player") == p


def _theirs(g: Game, ev: dict[str, Any], p: int) -> bool:
    return ev.get("player") != p


for _when, _kind, _pred in (
    ("appear", "appear", None),  # ZD:801
    ("destroyed", "destroyed", None),  # ZD:802
    ("battle_destroyed", "destroyed", lambda g, ev, p: ev.get("how") == "battle"),  # ZD:803
    ("attack_destroyed", "destroyed",
     lambda g, ev, p: ev.get("how") == "battle" and ev.get("role") == "attacker"),
    ("defense_destroyed", "destroyed",
     lambda g, ev, p: ev.get("how") == "battle" and ev.get("role") == "defender"),
    ("battle_win", "battle_win", None),  # ZD:804
    ("attack_win", "battle_win", lambda g, ev, p: ev.get("role") == "attacker"),
    ("defense_win", "battle_win", lambda g, ev, p: ev.get("role") == "defender"),
    ("attack", "attack", None),  # ZD:805
    ("attacked", "attacked", None),
    ("defend", "defend", None),  # ZD:806
    ("turn_start", "turn_start", None),  # ZD:807
    ("my_turn_start", "turn_start", _mine),
    ("opp_turn_start", "turn_start", _theirs),
    ("turn_end", "turn_end", None),  # ZD:808
    ("my_turn_end", "turn_end", _mine),
    ("opp_turn_end", "turn_end", _theirs),
    ("battle", "battle", None),  # ZD:810
    ("attack_battle", "battle", lambda g, ev, p: ev.get("role") == "attacker"),
    ("defense_battle", "battle", lambda g, ev, p: ev.get("role") == "defender"),
    ("leave_to_rest", "leave_battle", lambda g, ev, p: ev["lki"].get("to") == "rest"),  # 811
    ("leave_battle", "leave_battle", None),
    ("discarded", "leave_battle",  # 废弃 from the battle zone by a cost or effect (ZD:606)
     lambda g, ev, p: str(ev.get("why", "")).startswith("discarded")),
    ("enter_rest", "enter_rest", None),
    ("enter_res", "enter_res", None),  # a card put into a resource zone, for any reason
    ("direct_hit", "direct_hit", None),  # ZD:504
    ("life_damaged", "life_damaged", None),  # ZD:505
    ("untapped", "untapped", None),
    ("levelup", "levelup", None),
    ("revealed_from_deck", "revealed_from_deck", None),  # ZD:616 (HERO_CALL)
    ("used", "used", None),  # ZD:623: a card was used
    ("opp_used", "used", _theirs),
    ("dimension_levelup", "levelup", lambda g, ev, p: ev.get("method") == "dimension"),
):
    timing(_when, _kind, _pred)

_BY_KIND: dict[str, list[str]] = {}


Source = tuple[int, int, Any, bool, str]  # card, controller, level or None, has effects, zone
# where a trigger's source must be unless the effect says "zone": the battle zone, except
# for timings about a card in another zone
DEFAULT_ZONE = {"revealed_from_deck": "deck", "enter_rest": "rest", "enter_res": "res"}


def _revealed(g: Game, ev: dict[str, Any]) -> list[Source]:
    """A card revealed in its deck listens to its own reveal (ZD:616, HERO_CALL)."""
    c = ev["subject"][0]
    return [(c, g.s["owner"][c], None, True, "deck")]


def _entered_rest(g: Game, ev: dict[str, Any]) -> list[Source]:
    """ZD:811: "when it enters the rest zone" belongs to the player of that rest zone."""
    c = ev["subject"][0]
    return [(c, g.s["owner"][c], None, True, "rest")]


def _entered_res(g: Game, ev: dict[str, Any]) -> list[Source]:
    """A card put face up into a resource zone listens to its own arrival, as its player's
    (effects that work in the resource zone, e.g. ZD:900.GUARDIAN_STAR / ODIN_SAPPHIRE: a
    face-down card has no effects, ZD:204/322)."""
    if not ev.get("up"):
        return []
    return [(ev["subject"][0], ev["player"], None, True, "res")]


EXTRA_SOURCES["revealed_from_deck"] = _revealed
EXTRA_SOURCES["enter_rest"] = _entered_rest
EXTRA_SOURCES["enter_res"] = _entered_res


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


def _whens(kind: str) -> list[str]:
    found = _BY_KIND.get(kind)
    if found is None or len(found) != sum(1 for k, _ in TIMINGS.values() if k == kind):
        found = _BY_KIND[kind] = [w for w, (k, _) in TIMINGS.items() if k == kind]
    return found


def fire(g: Game, kind: str, **data: Any) -> None:
    """Report an event; matching trigger effects become pending (ZD:702)."""
    for listener in LISTENERS.get(kind, ()):
        listener(g, {"kind": kind, **data})
    whens = _whens(kind)
    if not whens:
        return
    ev = {"kind": kind, **data}
    subject = ev.get("subject")
    if subject is None and ev.get("lki") is not None:
        subject = ev["subject"] = [ev["lki"]["c"], ev["lki"]["ver"]]
    with reading(g):  # catching triggers only looks at the state
        caught = _caught(g, kind, ev, whens, subject)
    g.s["pending"].extend(caught)


def _caught(g: Game, kind: str, ev: dict[str, Any], whens: list[str],
            subject: list[int] | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seen: set[tuple[int, str]] = set()
    # the card that left, as it was: its effects are those it had then (ZD:802/811)
    known = (ev.get("lki") or {}).get("entry")
    for c, p, lv, has, zone in _sources(g, kind, ev):
        if (c, zone) in seen or not has:
            continue
        seen.add((c, zone))
        was = known if lv is not None and known is not None and known["c"] == c else None
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


def push_put_triggers(g: Game) -> bool:
    """Push the frame that puts pending triggers on the chain; False when none is pending."""
    if not g.s["pending"]:
        return False
    g.push("put_triggers")
    return True


@handler("put_triggers")
def put_triggers(g: Game, f: dict[str, Any]) -> None:
    """Active player's pending effects first, each player ordering their own (ZD:106); effects
    that waited while counter effects resolved go first, in the order they triggered (ZD:704,
    marked ``in_order`` by ``life``)."""
    s = g.s
    pending = s["pending"]
    if "ans" in f:
        k = f.pop("ans")[0]
        t = pending.pop(f["opts"][k])
        g.push("put_trigger", t=t)
        return
    if not pending:
        g.pop()
        return
    if pending[0].get("in_order"):
        g.push("put_trigger", t=pending.pop(0))
        return
    for p in (g.current, 1 - g.current):
        mine = [i for i, t in enumerate(pending) if t["ctl"] == p]
        if not mine:
            continue
        if len(mine) == 1:
            g.push("put_trigger", t=pending.pop(mine[0]))
            return
        f["opts"] = mine
        g.ask(p, "order", "Choose the next triggered effect to put on the chain",
              [(_trigger_label(g, pending[i]), i) for i in mine])
        return


def _trigger_label(g: Game, t: dict[str, Any]) -> str:
    from tcgsim.zero.rules.scripts import effect_at

    eff = effect_at(g, t["path"])
    return f"{g.name(t['src'][0])}: {eff.get('label') or eff.get('when')}"


@handler("put_trigger")
def put_trigger(g: Game, f: dict[str, Any]) -> None:
    """One pending effect: may? -> targets -> extra cost -> on the chain (ZD:702/801)."""
    from tcgsim.zero.rules.chain import add_link
    from tcgsim.zero.rules.scripts import effect_at

    t = f["t"]
    eff = effect_at(g, t["path"])
    p = t["ctl"]
    ctx = {"src": t["src"][0], "p": p}
    if f["step"] == 0:
        f["step"] = 1
        if not targets_available(g, eff.get("targets"), ctx) or \
                not can_pay_ops(g, eff.get("cost", []), ctx):
            g.event("trigger_ignored", clause="ZD:702", card=g.card_refs([t["src"][0]])[0],
                    why="no legal target or cost cannot be paid")
            g.pop()
            return
        if eff.get("may"):
            g.ask(p, "may", f"Use {_trigger_label(g, t)}?", [("Yes", True), ("No", False)])
            return
    if f["step"] == 1:
        f["step"] = 2
        if "ans" in f and f.pop("ans") == [1]:
            g.event("trigger_declined", clause="ZD:702", card=g.card_refs([t["src"][0]])[0])
            g.pop()
            return
        if eff.get("targets"):
            g.push("targets", specs=eff["targets"], p=p, src=t["src"],
                   out=len(g.s["stack"]) - 1)
            return
    if f["step"] == 2:
        f["step"] = 3
        if eff.get("cost"):
            push_script(g, t["path"] + ["cost"], p, t["src"], f.get("tg"), ev=t["ev"])
            return
    g.pop()
    add_link(g, {"kind": "effect", "path": t["path"], "src": t["src"], "ctl": p,
                 "tg": f.get("tg", []), "x": 0, "ev": t["ev"], "trigger": True})


def source_zone(g: Game, c: int) -> str:
    return locate(g.s, c)[1]
