"""The actions a player with priority may take with cards: use a card from the hand
(``["use", card]``, see ``play``) and activate an effect (``["act", card, path]``, ZD:703).

Activated effects ("cost: effect"): usable by the card's controller (ZD:703) at any time
with priority unless the effect says ``"timing": "normal"`` (own non-combat action phase,
empty chain), ``"my_turn"``/``"opp_turn"`` (ZD:809) or ``"combat"``; ``"zone"`` says where
the card must be (battle by default; "hand", "rest", "res"). Targets are chosen first, then
the cost is paid (ZD:703), then the effect goes on the chain. ``"once_per_turn"`` limits it
per object and turn, whoever controls it (ZD:703).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Frame, by_card_id, locate, ref
from tcgsim.zero.registry import KEYWORD_EFFECTS
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.continuous import card_effects, game_may_have, may_have
from tcgsim.zero.rules.filters import holds
from tcgsim.zero.rules.play import can_use, granted_use, in_time, main_timing, start_use
from tcgsim.zero.rules.scripts import can_pay_ops, effect_at, push_script, targets_available

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def use_options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    seen: set[str] = set()
    # with no effect in force (none on any card) identical cards in a hand are alike: one
    # that cannot be used answers for the others (a determinized hand holds many copies)
    alike = not g.s["fx"]
    out = []
    # a card its timing does not allow is never usable (can_use asks timing_ok first)
    for c in by_card_id(g.s, in_time(g, p, g.pl(p)["hand"])):
        cid = g.s["defs"][c]
        if cid in seen:
            continue  # identical cards: offering one is enough (hand order stays hidden)
        if can_use(g, p, c):
            seen.add(cid)
            out.append((f"Use {g.label(c)}", ["use", c]))
        elif alike:
            seen.add(cid)
    for c in granted_use(g, p):  # ZD:623: cards an effect lets its player use from elsewhere
        if can_use(g, p, c):
            out.append((f"Use {g.label(c)} from the {locate(g.s, c)[1]} zone", ["use", c]))
    return out


def use_start(g: Game, p: int, data: list[Any]) -> None:
    start_use(g, p, data[1])


def _sources(g: Game, p: int) -> list[tuple[int, str]]:
    pl = g.pl(p)
    out = []
    for e in pl["battle"]:
        out.append((e["c"], "battle"))
        if e["eq"] is not None:
            out.append((e["eq"]["c"], "battle"))
    if pl["event"] is not None:
        out.append((pl["event"]["c"], "battle"))
    out += [(c, "hand") for c in pl["hand"]]
    out += [(c, "rest") for c in pl["rest"]]
    out += [(r["c"], "res") for r in pl["res"] if r["up"]]
    return out


def _timing(g: Game, p: int, eff: dict[str, Any]) -> bool:
    t = eff.get("timing", "instant")
    if t == "normal":
        return main_timing(g, p)
    if t == "my_turn":
        return g.current == p
    if t == "opp_turn":
        return g.current != p
    if t == "combat":
        return g.s["combat"] is not None
    return True


def once_key(g: Game, c: int, path: list[Any]) -> str:
    return f"act:{c}:{g.s['ver'][c]}:{'/'.join(str(x) for x in path)}"


_OUTSIDE: dict[str, list[tuple[list[Any], dict[str, Any]]]] = {}


def outside_effects(g: Game, c: int) -> list[tuple[list[Any], dict[str, Any]]]:
    """The effects a card outside the battle zone can activate from where it is: its printed
    ones and those its printed keywords stand for (e.g. 刀剑解放, a 启动效果 used from the hand,
    ZD:900.SHIKAI). Printed text only: a card has no level or gained effects there."""
    cid = g.s["defs"][c]
    found = _OUTSIDE.get(cid)
    if found is None:
        d = g.d(c)
        found = [([cid, "effects", i], eff) for i, eff in enumerate(d.effects)]
        for kw in d.keywords:
            maker = KEYWORD_EFFECTS.get(kw[0])
            if maker is not None:
                found += [(["kw", list(kw), i], eff) for i, eff in enumerate(maker(tuple(kw)))]
        _OUTSIDE[cid] = found
    return found


_OUTSIDE_ACTIVATED: dict[tuple[str, str], list[tuple[list[Any], dict[str, Any]]]] = {}


def outside_activated(g: Game, c: int, zone: str) -> list[tuple[list[Any], dict[str, Any]]]:
    """The activated effects among :func:`outside_effects` that work in ``zone``: asked for
    every card of a hand and rest zone at every decision, and most cards have none."""
    key = (g.s["defs"][c], zone)
    found = _OUTSIDE_ACTIVATED.get(key)
    if found is None:
        found = _OUTSIDE_ACTIVATED[key] = [
            (path, eff) for path, eff in outside_effects(g, c)
            if eff.get("type") == "activated" and eff.get("zone", "battle") == zone]
    return found


def activatable(g: Game, p: int) -> list[tuple[int, list[Any], dict[str, Any]]]:
    out: list[tuple[int, list[Any], dict[str, Any]]] = []
    # the zones some card of the game can activate an effect from (most decks: the battle
    # zone only, so the hand and rest zone are not looked at)
    if not game_may_have(g, "activated"):
        return out
    zones = {z for z in ("battle", "hand", "rest", "res") if game_may_have(g, f"activated:{z}")}
    for c, zone in _sources(g, p):
        if zone not in zones:
            continue
        if zone == "battle":
            effs = card_effects(g, c) if may_have(g, c, "activated") else []
        else:
            effs = outside_activated(g, c, zone)
        for path, eff in effs:
            if eff.get("type") != "activated" or eff.get("zone", "battle") != zone:
                continue
            ctx = {"src": c, "p": p}
            if not _timing(g, p, eff) or not holds(g, eff.get("cond"), ctx):
                continue
            if eff.get("once_per_turn") and g.s["tf"].get(once_key(g, c, path)):
                continue
            if not targets_available(g, eff.get("targets"), ctx):
                continue
            if not can_pay_ops(g, eff.get("cost", []), ctx):
                continue
            out.append((c, path, eff))
    return out


def may_act_off_main(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN`` of activated effects: some card of the game can have one."""
    return game_may_have(g, "activated")


def act_options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    return [(f"Activate {g.name(c)}: {eff.get('label') or 'effect'}", ["act", c, path])
            for c, path, eff in activatable(g, p)]


def act_start(g: Game, p: int, data: list[Any]) -> None:
    g.push("activate", c=data[1], path=data[2], p=p, src=ref(g.s, data[1]))


def activate(g: Game, f: Frame) -> None:
    eff = effect_at(g, f["path"])
    if f["step"] == 0:
        f["step"] = 1
        g.event("activate", clause="ZD:703", player=f["p"], card=g.card_refs([f["c"]])[0])
        if eff.get("once_per_turn"):
            g.s["tf"][once_key(g, f["c"], f["path"])] = True
        if eff.get("targets"):
            g.push("targets", specs=eff["targets"], p=f["p"], src=f["src"],
                   out=len(g.s["stack"]) - 1)
            return
    if f["step"] == 1:
        f["step"] = 2
        if eff.get("cost"):
            push_script(g, f["path"] + ["cost"], f["p"], f["src"], f.get("tg"))
            return
    g.pop()
    add_link(g, {"kind": "effect", "path": f["path"], "src": f["src"], "ctl": f["p"],
                 "tg": f.get("tg", []), "x": 0, "ev": {}, "trigger": False})


