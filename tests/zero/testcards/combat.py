"""Test cards for combat and its keywords (ids "T-C..."); the helpers that walk a combat are
in ``tests.zero.util``.

Vanilla characters are named by their stats ("T-C32" = attack 3000, defense 2000); keyword
characters carry the keyword in their id; "watchers" have a trigger for every combat timing
of rule 800 (each one does nothing: the tests read which went on the chain).
"""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model import carddb

from . import basic as _basic  # noqa: F401  (the basic test cards)


def _char(cid: str, atk: int, dfn: int, *kws: list[Any], name: str | None = None,
          chars: list[str] | None = None, attrs: list[str] | None = None,
          effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    n = name or cid
    return {"id": cid, "name": n, "type": "character", "color": "red", "cost": 1,
            "atk": atk, "def": dfn, "chars": chars if chars is not None else [n],
            "attrs": attrs or [], "keywords": [list(k) for k in kws],
            "effects": effects or []}


def _tactic(cid: str, do: list[Any], targets: list[dict[str, Any]] | None = None,
            counter: list[Any] | None = None, speed: str = "instant") -> dict[str, Any]:
    eff: dict[str, Any] = {"type": "use", "do": do}
    if targets is not None:
        eff["targets"] = targets
    return {"id": cid, "name": cid, "type": "tactic", "speed": speed, "color": "blue",
            "cost": 0, "effects": [eff], "counter": counter or []}


ANY_CHAR = [{"filter": {"type": "character"}}]
WATCHED = ("attack", "attacked", "defend", "battle", "attack_battle", "defense_battle",
           "direct_hit", "battle_win", "attack_win", "defense_win", "destroyed",
           "battle_destroyed", "attack_destroyed", "defense_destroyed")


def _watch(cid: str, atk: int, dfn: int, *kws: list[Any]) -> dict[str, Any]:
    return _char(cid, atk, dfn, *kws, effects=[
        {"type": "trigger", "when": w, "label": w, "do": []} for w in WATCHED])


CARDS = [
    _char("T-C11", 1000, 1000), _char("T-C12", 1000, 2000), _char("T-C22", 2000, 2000),
    _char("T-C23", 2000, 3000), _char("T-C32", 3000, 2000), _char("T-C33", 3000, 3000),
    _char("T-C13", 1000, 3000), _char("T-C21", 2000, 1000), _char("T-C31", 3000, 1000),
    _char("T-C55", 5000, 5000),
    _watch("T-CW-A", 3000, 3000), _watch("T-CW-B", 2000, 2000), _watch("T-CW-C", 3000, 3000),
    _watch("T-CW-D", 1000, 1000), _watch("T-CW-M", 3000, 3000, ["MULTI_ATTACK", 2]),
    # keywords (ZD:900)
    _char("T-C-RUSH", 2000, 2000, ["RUSH"]),
    _char("T-C-SLOW", 2000, 2000, ["SLOW"]),
    _char("T-C-LONER", 1000, 1000, ["LONER"]),
    _char("T-C-LONER2", 1000, 1000, ["LONER"], ["LONER"]),
    _char("T-C-GUARD", 1000, 3000, ["GUARD"]),
    _char("T-C-RANGED", 2000, 1000, ["RANGED"]),
    _char("T-C-FS", 2000, 2000, ["FIRST_STRIKE"]),
    _char("T-C-FS2", 2000, 1000, ["FIRST_STRIKE"]),
    _char("T-C-PIERCE", 3000, 3000, ["PIERCE"]),
    _char("T-C-PIERCE2", 3000, 3000, ["PIERCE"], ["PIERCE"]),
    _char("T-C-CRIT", 2000, 2000, ["CRITICAL"]),
    _char("T-C-CRIT2", 2000, 2000, ["CRITICAL"], ["CRITICAL"]),
    _char("T-C-GOD", 2000, 2000, ["GODSPEED"]),
    _char("T-C-GOD2", 1000, 1000, ["GODSPEED"]),
    _char("T-C-TOUGH", 1000, 2000, ["TOUGH"]),
    _char("T-C-LINK", 1000, 1000, ["LINK", "天神"]),
    _char("T-C-LINK2", 1000, 1000, ["LINK", "天神"], ["LINK", "海贼"]),
    _char("T-C-TENSHIN", 1000, 1000, name="天津饭", chars=["天神"]),
    _char("T-C-PIRATE", 1000, 1000, attrs=["海贼"]),
    _char("T-C-LOGIA", 1000, 3000, ["LOGIA"]),
    _char("T-C-REI", 2000, 2000, ["REIATSU"]),
    _char("T-C-REI2", 2000, 2000, ["REIATSU"], ["REIATSU"]),
    _char("T-C-RAMP", 2000, 2000, ["RAMPAGE", 2]),
    _char("T-C-RAMP3", 2000, 2000, ["RAMPAGE", 2], ["RAMPAGE", 1], effects=[
        {"type": "continuous", "who": "self", "cond": [["rampage_min", {"n": 3}]],
         "mod": {"atk": 1000}}]),
    _char("T-C-DUEL", 2000, 2000, ["DUEL"], effects=[
        {"type": "trigger", "when": "attack", "label": "duel", "do": [["duel", {}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_win", "label": "duel won",
         "do": [["mod", {"sel": "self", "atk": 2000}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_lose", "label": "duel lost",
         "targets": [{"filter": {"type": "character", "side": "own"}}],
         "do": [["mod", {"sel": {"t": 0}, "def": 1000}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_tie", "label": "duel tied",
         "do": [["draw", {}]]}]),
    _char("T-C-DUEL2", 2000, 2000, ["DUEL"], effects=[
        {"type": "trigger", "when": "attack", "label": "duel", "do": [["duel", {}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_win", "label": "duel won A",
         "do": [["draw", {}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_win", "label": "duel won B",
         "do": [["draw", {}]]}]),
    _char("T-C-DUELD", 1000, 1000, ["DUEL"], effects=[
        {"type": "trigger", "when": "destroyed", "label": "duel", "do": [["duel", {}]]},
        {"type": "trigger", "gate": "DUEL", "when": "duel_win", "label": "duel won",
         "do": [["draw", {}]]}]),
    _char("T-C-BATTLER", 1000, 1000, effects=[
        {"type": "continuous", "who": "self", "cond": [["battling", {}]], "mod": {"atk": 2000}}]),
    _char("T-C-UNTARGETED", 1000, 1000, effects=[
        {"type": "continuous", "who": "self", "cant": ["be_attacked"]}]),
    # rules without a keyword: several targets (ZD:507), must attack/defend, attack costs...
    _char("T-C-MULTI", 3000, 3000, ["MULTI_ATTACK", 2]),
    _char("T-C-MULTI-FS", 2000, 3000, ["MULTI_ATTACK", 2], ["FIRST_STRIKE"]),
    _char("T-C-MULTI-R", 1000, 1000, ["MULTI_ATTACK", 2], ["RANGED"]),
    _char("T-C-MUSTA", 2000, 2000, effects=[
        {"type": "continuous", "who": "self", "must": ["attack"]}]),
    _char("T-C-MUSTD", 1000, 1000, effects=[
        {"type": "continuous", "who": "self", "must": ["defend"]}]),
    _char("T-C-NODEF", 2000, 2000, effects=[
        {"type": "continuous", "who": "self", "cant": ["be_defended"]}]),
    _char("T-C-HARD", 2000, 2000, effects=[
        {"type": "continuous", "who": "self", "cant": ["damage_prevented"]}]),
    _char("T-C-LIFEWATCH", 1000, 1000, effects=[
        {"type": "trigger", "when": "life_damaged", "who": "any", "label": "life damaged",
         "do": [["draw", {}]]}]),
    {"id": "T-C-TOLL", "name": "T-C-TOLL", "type": "event", "color": "blue", "cost": 0,
     "effects": [{"type": "continuous", "who": {"side": "opp", "type": "character"},
                  "attack_cost": [["discard_hand", {"n": 1}]]}]},
    {"id": "T-C-RUSHALL", "name": "T-C-RUSHALL", "type": "event", "color": "red", "cost": 0,
     "effects": [{"type": "continuous", "who": {"side": "own", "type": "character"},
                  "grant": [["RUSH"]]}]},
    {"id": "T-C-EQ-GOD", "name": "天神之剑", "type": "equipment", "color": "red", "cost": 0,
     "attrs": ["天神"], "atk_bonus": 0, "def_bonus": 0},
    # instant tactics that act in the middle of a combat
    _tactic("T-C-KILL", [["destroy", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-TAP", [["tap", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-UNTAP", [["untap", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-BOUNCE", [["to_hand", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-D1K", [["damage", {"sel": {"t": 0}, "n": 1000}]], ANY_CHAR),
    _tactic("T-C-WEAK", [["mod", {"sel": {"t": 0}, "atk": -5000, "def": 0}]], ANY_CHAR),
    _tactic("T-C-FRAIL", [["mod", {"sel": {"t": 0}, "def": -5000}]], ANY_CHAR),
    _tactic("T-C-PLUS2K", [["mod", {"sel": {"t": 0}, "atk": 2000}]], ANY_CHAR),
    _tactic("T-C-CMB", [["mod", {"sel": {"t": 0}, "atk": 1000, "until": "combat"}]], ANY_CHAR),
    _tactic("T-C-NOATK", [["cant", {"sel": {"t": 0}, "what": "attack"}]], ANY_CHAR),
    _tactic("T-C-NODEFEND", [["cant", {"sel": {"t": 0}, "what": "defend"}]], ANY_CHAR),
    _tactic("T-C-RUSHLOSS", [["lose_effects", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-GRANT-GUARD", [["grant", {"sel": {"t": 0}, "kw": ["GUARD"]}]], ANY_CHAR),
    _tactic("T-C-SHIELD", [["prevent_damage", {"sel": {"t": 0}, "n": 1000}]], ANY_CHAR),
    _tactic("T-C-SHIELDB", [["prevent_damage", {"sel": {"t": 0}, "battle_only": True}]],
            ANY_CHAR),
    _tactic("T-C-OUT", [["remove_from_combat", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-C-MUST", [["must", {"sel": {"t": 0}, "what": "attack"}]], ANY_CHAR),
    _tactic("T-C-BOTH", [["life_damage", {"n": 1, "who": "each"}]]),
    # life cards with counter effects (反击特效, ZD:312/704)
    _tactic("T-C-CTR-DRAW", [], counter=[["draw", {}]]),
    _tactic("T-C-CTR-HIT", [], counter=[["life_damage", {"n": 1, "who": "opp"}]]),
    _tactic("T-C-CTR-SELF", [], counter=[["life_damage", {"n": 1, "who": "me"}]]),
    _tactic("T-C-CTR-LIFE", [], counter=[["life_from_deck", {"n": 2}]]),
    _tactic("T-C-CTR-KILL", [], counter=[["destroy", {"sel": {"all": {
        "type": "character", "side": "opp"}}}]]),
    _tactic("T-C-PAYLIFE", [["draw", {}]], speed="normal"),
]
CARDS[-1]["effects"][0]["cost"] = [["discard_life", {"n": 1}]]
carddb.register(*CARDS)
