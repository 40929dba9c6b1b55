"""Moving cards between zones: ONE function, :func:`move`, does it for every rule and effect.

What it guarantees (so no caller repeats it):

- a card going to a deck, a hand, a rest zone or out of the game goes to its OWNER's zone,
  whoever controls it (ZD:102/200/611); battle and resource zones take the given player;
- every zone change makes a new object: ``ver[c]`` is bumped (ZD:200/205), so effects,
  targets and combat participants that refer to ``[c, ver]`` no longer see it;
- leaving the battle zone: counters go (ZD:326), level cards go to their owner's rest zone
  (ZD:323), the equipment is destroyed (ZD:319), transform sources move with the card and
  soul cards go to the rest zone (ZD:900.TRANSFORM/SHIKAI), a token vanishes (ZD:325);
  the leave is reported with the card's last known information (level, controller,
  whether it had its effects) so "when destroyed / when it goes to the rest zone" triggers
  see the card as it was (ZD:802/811);
- a new event card replaces the old one, which is discarded (ZD:206/321); a new equipment
  replaces the character's old one, which is discarded (ZD:319);
- replacement effects on moves ("改为", ZD:707) are applied once each (the rules' in
  ``registry.REPLACE_MOVE``, then those of cards in the battle zones);
- the log says what moved, and shows the card only to those who may see it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import orjson

from tcgsim.zero.model.state import Entry, Link, locate, new_character
from tcgsim.zero.registry import REPLACE_MOVE, SUBSTITUTED, MoveReplacement
from tcgsim.zero.rules.continuous import (
    cant,
    card_effects,
    game_may_have,
    has_own_effects,
    level,
    may_have,
)
from tcgsim.zero.rules.filters import matches
from tcgsim.zero.rules.triggers import fire

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

OWNER_ZONES = ("deck", "life", "hand", "rest", "removed")
# where a card is seen by everyone / by its owner only; anything else: by no one
_PUBLIC = {"battle", "eq", "event", "rest", "removed", "chain", "res_up", "lv_up", "under"}
_OWNER_SEES = {"hand", "res_down", "limbo"}


def _key(zone: str, detail: Any, up: bool = True) -> str:
    if zone == "res":
        return "res_up" if up else "res_down"
    if zone == "lv":
        return "lv_up" if up else "lv_down"
    return zone


def _card_replacement(eff: dict[str, Any], holder: int, p: int) -> MoveReplacement:
    def fn(g: Game, c: int, src: str, dest: str, why: str) -> tuple[str, str] | None:
        if eff.get("from", src) != src or eff.get("to", dest) != dest:
            return None
        if not matches(g, c, eff.get("filter"), {"src": holder, "p": p}):
            return None
        return eff["instead"], f"{why}, instead {eff['instead']} ({g.name(holder)})"

    return fn


def _replacers(g: Game) -> list[tuple[Any, MoveReplacement]]:
    """Every move replacement in force: the rule hooks, then the "改为" effects of cards in the
    battle zones in timestamp order."""
    out: list[tuple[Any, MoveReplacement]] = [(("hook", i), fn)
                                              for i, fn in enumerate(REPLACE_MOVE)]
    if not game_may_have(g, "replacement"):
        return out
    holders = []
    for p, pl in enumerate(g.s["players"]):
        for e in pl["battle"]:
            holders.append((e["ts"], e["c"], p, e))
            if e["eq"] is not None:
                holders.append((e["eq"]["ts"], e["eq"]["c"], p, None))
        if pl["event"] is not None:
            holders.append((pl["event"]["ts"], pl["event"]["c"], p, None))
    for _ts, h, p, e in sorted(holders, key=lambda x: x[0]):
        if not may_have(g, h, "replacement"):
            continue
        for path, eff in card_effects(g, h, e):
            if eff.get("type") == "replacement" and eff.get("on", "move") == "move":
                out.append(((h, tuple(path)), _card_replacement(eff, h, p)))
    return out


def _replaced(g: Game, c: int, src: str, dest: str, why: str) -> tuple[str, str]:
    """Apply move replacements, each at most once for this move (ZD:707)."""
    used: set[Any] = set()
    while True:
        for key, fn in _replacers(g):
            if key in used:
                continue
            got = fn(g, c, src, dest, why)
            if got is not None:
                used.add(key)
                if got[0] != dest:
                    g.event("replaced", clause="ZD:707", card=g.card_refs([c])[0], dest=dest,
                            instead=got[0])
                dest, why = got
                break
        else:
            return dest, why


def last_known(g: Game, e: Entry, p: int) -> dict[str, Any]:
    """What a card in the battle zone was, for triggers that look at it after it left."""
    return {"c": e["c"], "ver": g.s["ver"][e["c"]], "ctl": p, "lv": level(e),
            "effects": has_own_effects(g, e["c"]), "how": e.get("how", "use"),
            "kind": g.d(e["c"]).type, "tap": e["tap"], "cnt": dict(e["cnt"]),
            # the entry as it was (level cards, cards beneath, how it appeared): what the
            # effects it had depended on (gates, transform cards' effects, ZD:900.TRANSFORM)
            # (plain JSON data: copied by orjson, several times faster than copy.deepcopy)
            "entry": orjson.loads(orjson.dumps({k: v for k, v in e.items() if k != "eq"}))}


def move(
    g: Game,
    c: int,
    dest: str,
    p: int | None = None,
    *,
    top: bool = True,
    up: bool = True,
    tapped: bool = False,
    onto: Entry | None = None,
    link: Link | None = None,
    why: str = "",
    clause: str | None = None,
    how: str = "effect",
    replace: bool = True,
    known: dict[str, Any] | None = None,
) -> dict[str, Any] | None:
    """Move card ``c`` to zone ``dest`` (deck life hand res battle event eq lv under rest removed
    limbo chain). ``p``: whose battle/resource zone (default: the owner). ``top``: deck top or bottom.
    ``up``: face up (resources, level cards). ``onto``: the character entry for eq/lv/under; ``link``: the chain link
    of a card being used. ``known``: last known information that differs from what the entry
    shows now (a card whose state was just passed on to another, ZD:900.QUICK_CHANGE).
    Returns the card's last known information when it left the battle zone, else None.
    """
    s = g.s
    src_p, src, detail = locate(s, c)
    if replace and src != dest:
        dest, why = _replaced(g, c, src, dest, why)
    owner = s["owner"][c]
    src_up = True
    lki = None
    # -- leave the source -------------------------------------------------------------
    pl = s["players"][src_p]
    if src == "battle":
        lki = {**last_known(g, detail, src_p), **(known or {})}
        pl["battle"].remove(detail)
    elif src == "eq":
        lki = {"c": c, "ver": s["ver"][c], "ctl": src_p, "lv": 1, "effects": True,
               "how": "use", "kind": "equipment", "tap": detail["eq"]["tap"], "cnt": {}}
        detail["eq"] = None
    elif src == "event":
        lki = {"c": c, "ver": s["ver"][c], "ctl": src_p, "lv": 1, "effects": True,
               "how": "use", "kind": "event", "tap": False, "cnt": dict(detail["cnt"])}
        pl["event"] = None
    elif src == "lv":
        for i, (lc, lup) in enumerate(detail["lv"]):
            if lc == c:
                src_up = lup
                del detail["lv"][i]
                break
    elif src == "under":
        detail["under"].remove(c)
    elif src == "res":
        src_up = detail["up"]
        pl["res"].remove(detail)
    elif src == "chain":
        s["chain"].remove(detail)
    elif src in ("limbo", "gone"):
        if c in s[src]:
            s[src].remove(c)
    else:
        pl[src].remove(c)
    s["ver"][c] += 1
    if s["fx"]:  # effects on the old object end with it (ZD:200)
        s["fx"] = [f for f in s["fx"] if f.get("tgt") is None or f["tgt"][0] != c]
    # a token that leaves the battle zone vanishes (ZD:325), so does a copy of a card that
    # leaves the chain (ZD:706)
    if g.d(c).token and src in ("battle", "eq", "event", "chain") and dest != "battle":
        dest = "gone"
    # -- enter the destination ------------------------------------------------------------
    to_p = owner if dest in OWNER_ZONES or p is None else p
    tpl = s["players"][to_p]
    entry: Entry | None = None
    if dest in ("deck", "life"):
        if top:
            tpl[dest].append(c)
        else:
            tpl[dest].insert(0, c)
    elif dest in ("hand", "rest", "removed"):
        tpl[dest].append(c)
    elif dest == "res":
        tpl["res"].append({"c": c, "tap": tapped, "up": up, "cnt": {}})
    elif dest == "battle":
        entry = new_character(c, s["turn"], g.stamp(), tapped, how)
        tpl["battle"].append(entry)
    elif dest == "event":
        if tpl["event"] is not None:  # the old event is discarded (ZD:206/321)
            move(g, tpl["event"]["c"], "rest", why="replaced by a new event", clause="ZD:206")
        tpl["event"] = {"c": c, "cnt": {}, "ts": g.stamp()}
    elif dest == "eq":
        assert onto is not None
        if onto["eq"] is not None:  # one equipment per character: the old one is discarded
            move(g, onto["eq"]["c"], "rest", why="replaced by a new equipment", clause="ZD:319")
        onto["eq"] = {"c": c, "tap": False, "cnt": {}, "ts": g.stamp()}
    elif dest == "lv":
        assert onto is not None
        onto["lv"].append([c, up])
    elif dest == "under":
        assert onto is not None
        onto["under"].append(c)
    elif dest in ("limbo", "gone"):
        s[dest].append(c)
    elif dest == "chain":  # a card being used goes on the chain as a link (ZD:106/623)
        assert link is not None
        link["c"] = c
        s["chain"].append(link)
    else:
        raise ValueError(f"unknown zone {dest!r}")
    _log_move(g, c, src, src_up, src_p, dest, up, to_p, why, clause)
    # -- what leaving the battle zone takes with it ------------------------------------------
    if src == "battle":
        _leave_battle_cleanup(g, detail, dest)
    if lki is not None:
        lki["to"] = dest
        fire(g, "leave_battle", lki=lki, why=why)
    if dest == "rest":
        fire(g, "enter_rest", subject=[c, s["ver"][c]], src=src, player=owner, lki=lki)
    elif dest == "res":  # for whatever reason (ZD:900.GUARDIAN_STAR / ODIN_SAPPHIRE)
        fire(g, "enter_res", subject=[c, s["ver"][c]], src=src, player=to_p, up=up)
    return lki


def _leave_battle_cleanup(g: Game, e: Entry, dest: str) -> None:
    if e["eq"] is not None:  # the equipment of a character that leaves is destroyed (ZD:319)
        destroy(g, e["eq"]["c"], "rule", clause="ZD:319")
    for lc, _ in list(e["lv"]):  # level cards go to the rest zone (ZD:323)
        move(g, lc, "rest", why="level card of a character that left", clause="ZD:323")
    follow = e.get("under_kind") == "transform" and dest in OWNER_ZONES
    for uc in list(e["under"]):  # transform sources move with it, soul cards rest
        move(g, uc, dest if follow else "rest", why="card under a character that left",
             clause="ZD:900.TRANSFORM" if follow else "ZD:900.SHIKAI")


def destroy(g: Game, c: int, how: str = "effect", clause: str | None = "ZD:605",
            by: int | None = None, role: str | None = None) -> None:
    """Destroy a card in the battle zone (ZD:605): "battle" (battle damage), "effect" (a destroy
    effect), "lethal" (damage from effects, ZD:607), "rule" (its character left, ZD:319).
    It goes to its owner's rest zone unless replaced; "when destroyed" triggers see it as it was.
    A card that "cannot be destroyed" (``cant`` "be_destroyed", ZD:705's example) stays, except
    an equipment whose character is gone (the rule, ZD:319)."""
    if how != "rule" and cant(g, c, "be_destroyed"):
        g.event("not_destroyed", clause="ZD:102", card=g.card_refs([c])[0], how=how)
        return
    lki = move(g, c, "rest", why=f"destroyed ({how})", clause=clause)
    if lki is not None:
        fire(g, "destroyed", lki=lki, how=how, by=by, role=role)


def _log_move(g: Game, c: int, src: str, src_up: bool, src_p: int, dest: str, up: bool,
              to_p: int, why: str, clause: str | None) -> None:
    a, b = _key(src, None, src_up), _key(dest, None, up)
    owner = g.s["owner"][c]
    fields: dict[str, Any] = {"player": to_p, "owner": owner, "src": src, "dest": dest,
                              "why": why}
    if a in _PUBLIC or b in _PUBLIC:
        g.event("move", clause=clause, card=g.card_refs([c])[0], **fields)
    elif a in _OWNER_SEES or b in _OWNER_SEES:
        g.event("move", clause=clause, secret={"card": g.card_refs([c])[0]}, to=[owner], **fields)
    else:
        g.event("move", clause=clause, **fields)


def tap(g: Game, thing: dict[str, Any], clause: str | None = "ZD:104", why: str = "") -> bool:
    """Tap a character, equipment or resource entry; False when it is already tapped (ZD:104)."""
    if thing["tap"]:
        return False
    thing["tap"] = True
    g.event("tap", clause=clause, card=g.card_refs([thing["c"]])[0] if _shown(thing) else None,
            why=why)
    return True


def untap(g: Game, thing: dict[str, Any], clause: str | None = "ZD:104", why: str = "") -> bool:
    if not thing["tap"]:
        return False
    thing["tap"] = False
    g.event("untap", clause=clause, card=g.card_refs([thing["c"]])[0] if _shown(thing) else None,
            why=why)
    fire(g, "untapped", c=thing["c"], subject=[thing["c"], g.s["ver"][thing["c"]]])
    return True


def _shown(thing: dict[str, Any]) -> bool:
    return thing.get("up", True)


def change_control(g: Game, c: int, to_p: int, clause: str | None = "ZD:612") -> bool:
    """Player ``to_p`` gains control of a character: it moves to their battle zone keeping its
    state, counters (ZD:326) and equipment (ZD:612); it neither leaves nor appears, and stays
    the same object (ZD:609)."""
    p, zone, e = locate(g.s, c)
    if zone != "battle" or p == to_p:
        return False
    g.s["players"][p]["battle"].remove(e)
    g.s["players"][to_p]["battle"].append(e)
    g.event("control", clause=clause, card=g.card_refs([c])[0], player=to_p, was=p)
    return True


def control_ended(g: Game, ended: list[dict[str, Any]]) -> None:
    """ZD:612: control effects that ended: each card goes to the player of the latest control
    effect still in force on it, or with none left, back to the player who controlled it
    before any of them (who used it)."""
    for fx in ended:
        c = fx["tgt"][0]
        if g.s["ver"][c] != fx["tgt"][1]:
            continue  # the card is another object now (ZD:200): nothing to give back
        left = [x for x in g.s["fx"] if x["kind"] == "control" and x["tgt"] == fx["tgt"]]
        to_p = max(left, key=lambda x: x["ts"])["p"] if left else fx["was"]
        change_control(g, c, to_p)


# what a card taking a character's place inherits (继承状态: ZD:622 互换, ZD:900 刀剑解放 / 归刃 /
# 变身 / 高速换装): tapped or not, damage, level cards, equipment, counters, the turn it appeared
INHERITED = ("tap", "dmg", "lv", "eq", "cnt", "turn")


def inheritance(g: Game, old: Entry, new_c: int,
                carry: Callable[[dict[str, Any]], bool] | None = None) -> Callable[[Entry], None]:
    """Card ``new_c`` is to take the place of the character of entry ``old``: detach what stays
    (level cards, equipment, counters), so the old card's own move takes none of it along
    (ZD:319/323/326), and return the ``setup(entry)`` that gives the new card's entry, as it
    appears (``play.appear(..., setup=)``), the old character's state (``INHERITED``), the
    effects in force on the old object (those ``carry`` accepts: 受到的效果影响) and what
    refers to the old object (``registry.SUBSTITUTED``: its place in a combat). The old card
    may move before or after the new one appears."""
    s = g.s
    old_ref = [old["c"], s["ver"][old["c"]]]
    state = {k: old[k] for k in INHERITED}
    carried = [fx for fx in s["fx"] if fx.get("tgt") == old_ref and (carry is None or carry(fx))]
    old["lv"], old["eq"], old["cnt"] = [], None, {}

    def setup(e: Entry) -> None:
        e.update(state)
        new_ref = [new_c, s["ver"][new_c]]
        for fx in carried:
            fx["tgt"] = list(new_ref)
            if not any(x is fx for x in s["fx"]):  # the old card's move ended it there
                s["fx"].append(fx)
        for follow in SUBSTITUTED:  # its place in a combat (``combat.substitute``)
            follow(g, old_ref, new_ref)

    return setup
