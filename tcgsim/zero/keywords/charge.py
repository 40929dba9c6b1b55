"""聚气 CHARGE (ZD:900.CHARGE): "【我方回合中】（横置）：当此牌下一次重置时，发动以下效果。"

Card data: the keyword ``["CHARGE"]`` names it; each 聚气 effect is written as the effect that
happens on the next untap (what follows "发动以下效果："), a trigger
``{"type": "trigger", "gate": "CHARGE", "when": "charge", "targets": [...], "do": [...]}``.

- An activated effect (ZD:703) of a character in the battle zone, usable while it is its
  controller's turn (【我方回合中】, ZD:809) with priority; its cost is tapping the character
  (action ``["charge", card]``). Tapping it to activate 聚气 is entering the 聚气 state (聚气
  状态): the state from that tap until the character next untaps. A card with several 聚气
  effects chooses one of them as it enters the state.
- Once activated the effect is apart from the card (聚气的效果在发动之后就会与效果的本体分开):
  when it resolves, if the card is still in the battle zone in that state, the chosen effect
  is set to happen at its next untap — and it then happens even if the card lost its effects
  meanwhile; the card leaving the battle zone ends it (a new object never "untaps next").
- At that next untap (the untap step or any effect) the chosen effect triggers: it goes on the
  chain like a triggered effect of the card, its targets chosen then (ZD:702/705).
- Other effects may make a character enter the 聚气 state (op ``enter_charge {sel}``): only
  a character with a 聚气 effect can; for any other that effect does nothing (不能清算).

State: ``entry["charge"] = {"path": the chosen effect, "armed": bool}`` while in the 聚气
state; "armed" once the activation resolved (an effect's entering is armed at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, Frame, Link, TriggerEvent, alive, character, ref
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.continuous import card_effects, game_may_have, may_have
from tcgsim.zero.rules.scripts import effect_at, select
from tcgsim.zero.rules.zones import tap

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

CLAUSE = "ZD:900.CHARGE"
GATE = "gate:CHARGE"  # the kind of effect a 聚气 effect is (continuous.may_have)


def gate(g: Game, c: int, e: Entry | None) -> bool:
    """The 聚气 effects are gated: active wherever the card has its effects, but their timing
    ("charge") is never reported by the rules — only this module makes them happen."""
    return True


def charge_effects(g: Game, c: int, e: Entry | None = None) -> list[list[Any]]:
    """The paths of the 聚气 effects card ``c`` has now (printed, gained, of its 变身牌)."""
    return [path for path, eff in card_effects(g, c, e)
            if eff.get("gate") == "CHARGE" and eff.get("type") == "trigger"]


def _label(g: Game, c: int, path: list[Any]) -> str:
    eff = effect_at(g, path)
    return f"{g.name(c)}: 聚气 — {eff.get('label') or 'at its next untap'}"


# -- activating: (横置) during our turn -----------------------------------------------------------
def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    # 【我方回合中】; most boards have no card with a 聚气 effect (its effects are gated)
    if g.current != p or not game_may_have(g, GATE):
        return []
    return [(f"聚气: tap {g.label(e['c'])}", ["charge", e["c"]])
            for e in g.pl(p)["battle"] if _may_charge(g, e) and charge_effects(g, e["c"], e)]


def _may_charge(g: Game, e: Entry) -> bool:
    return not e["tap"] and may_have(g, e["c"], GATE, e=e)


def may_charge(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN``: during the player's turn, an untapped character of theirs that
    may have a 聚气 effect."""
    if g.s["cur"] != p or not game_may_have(g, GATE):
        return False
    for e in g.pl(p)["battle"]:  # noqa: SIM110 - a plain loop: asked at every free timing
        if _may_charge(g, e):
            return True
    return False


def start(g: Game, p: int, data: list[Any]) -> None:
    g.push("charge", c=data[1], p=p)


def _choose(g: Game, f: dict[str, Any], c: int, paths: list[list[Any]]) -> list[Any] | None:
    """The 聚气 effect chosen as the card enters the state (asked when it has several)."""
    if "ans" in f:
        return paths[f.pop("ans")[0]]
    if len(paths) == 1:
        return paths[0]
    g.ask(f["p"], "choose", f"{g.name(c)}: choose the 聚气 effect",
          [(_label(g, c, path), i) for i, path in enumerate(paths)])
    return None


def activate_charge(g: Game, f: Frame) -> None:
    """Choose the 聚气 effect, tap the card (the cost: it enters the 聚气 state), then the
    activated effect goes on the chain."""
    c, p = f["c"], f["p"]
    found = character(g.s, c)
    assert found is not None
    e = found[1]
    path = _choose(g, f, c, charge_effects(g, c, e))
    if path is None:
        return
    g.pop()
    g.event("activate", clause="ZD:703", player=p, card=g.card_refs([c])[0], what="聚气")
    tap(g, e, clause=CLAUSE, why="聚气 cost")
    e["charge"] = {"path": path, "armed": False}
    add_link(g, {"kind": "charge", "src": ref(g.s, c), "ctl": p, "path": path})


def resolve_charge(g: Game, link: Link) -> None:
    """The effect, apart from the card now: set if the card is still in the battle zone in
    the 聚气 state it entered."""
    src = link["src"]
    found = character(g.s, src[0]) if alive(g.s, src) else None
    state = found[1].get("charge") if found is not None else None
    if state is None or state["path"] != link["path"]:
        g.event("effect_ignored", clause=CLAUSE, card=g.card_refs([src[0]])[0],
                why="it left the battle zone or untapped")
        return
    state["armed"] = True
    g.event("charged", clause=CLAUSE, card=g.card_refs([src[0]])[0])


# -- the next untap -------------------------------------------------------------------------------
def on_untapped(g: Game, ev: TriggerEvent) -> None:
    """A character untaps: its 聚气 state ends, and a set 聚气 effect triggers."""
    c = ev["c"]
    found = character(g.s, c)
    if found is None or "charge" not in found[1]:
        return
    p, e = found
    state = e.pop("charge")
    if state["armed"]:
        g.s["pending"].append({"path": state["path"], "src": ref(g.s, c), "ctl": p,
                               "ev": {"kind": "charge", "player": p}, "card": g.s["defs"][c]})


# -- entering the state by an effect -----------------------------------------------------------------
def enter_charge(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """进入聚气状态 by an effect: each chosen character with a 聚气 effect (one chosen if
    several) is tapped into the 聚气 state, its effect set for its next untap; a character
    without one is not affected."""
    todo = f.setdefault("todo", [ref(g.s, c) for c in select(g, f, sel)])
    while todo:
        r = todo[0]
        found = character(g.s, r[0]) if alive(g.s, r) else None
        paths = charge_effects(g, r[0], found[1]) if found is not None else []
        if found is None or not paths or "charge" in found[1]:
            g.event("effect_ignored", clause=CLAUSE, card=g.card_refs([r[0]])[0],
                    why="no 聚气 effect to enter the 聚气 state with")
            todo.pop(0)
            continue
        path = _choose(g, f, r[0], paths)
        if path is None:
            return False
        todo.pop(0)
        tap(g, found[1], clause=CLAUSE, why="enters the 聚气 state")
        found[1]["charge"] = {"path": path, "armed": True}
        g.event("charged", clause=CLAUSE, card=g.card_refs([r[0]])[0])
    f.pop("todo")
    return True
