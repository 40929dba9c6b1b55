"""Test cards for combat and its keywords (ids "T-C..."), and helpers that walk a combat.

Vanilla characters are named by their stats ("T-C32" = attack 3000, defense 2000); keyword
characters carry the keyword in their id; "watchers" have a trigger for every combat timing
of rule 800 (each one does nothing: the tests read which went on the chain).
"""

from __future__ import annotations

from typing import Any

from tcgsim.zero.game import Game
from tcgsim.zero.model import carddb

from . import cards as _cards  # noqa: F401  (the basic test cards)
from .util import act, answer


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


# -- walking a combat ---------------------------------------------------------------------------
def pass_timing(g: Game) -> None:
    """Both players pass until the current free timing is over (triggered effects put on the
    chain meanwhile resolve): stops at the next decision of another timing or kind."""
    top = next(f for f in reversed(g.s["stack"]) if f["op"] == "priority")
    guard = 0
    while g.decision is not None and g.decision.kind in ("priority", "order") and \
            any(f is top for f in g.s["stack"]):
        _step(g)
        guard += 1
        assert guard < 40


def _step(g: Game) -> None:
    """Pass priority, or put simultaneous triggered effects on the chain in the order given."""
    d = g.decision
    if d.kind == "order":
        g.respond([0])
        return
    assert d.kind == "priority", (d.kind, d.prompt)
    act(g, "pass")


def settle(g: Game) -> None:
    """Pass until the chain (and any effect triggered meanwhile) has resolved."""
    act(g, "pass")
    guard = 0
    while g.decision is not None and (g.s["chain"] or g.s["pending"]
                                      or g.decision.kind == "order"):
        _step(g)
        guard += 1
        assert guard < 60


def declare(g: Game, attacker: int) -> None:
    """Declare the attack and let its free timing end: the attacker's target is asked next."""
    act(g, "attack", attacker)
    pass_timing(g)


def attack(g: Game, attacker: int, target: Any = "life") -> None:
    """Declare and establish an attack on "life" or on a character (or a list of them)."""
    declare(g, attacker)
    choose_target(g, target)


def choose_target(g: Game, target: Any) -> None:
    assert g.decision.kind == "attack_target", g.decision.kind
    if target == "life":
        answer(g, ["life"])
    elif isinstance(target, list):
        answer(g, ["several"])
        answer(g, *[["char", t] for t in target])
    else:
        answer(g, ["char", target])


def until_decision(g: Game, kind: str) -> None:
    """Pass every free timing until a decision of ``kind`` is asked."""
    guard = 0
    while g.decision is not None and g.decision.kind != kind:
        _step(g)
        guard += 1
        assert guard < 200, "no such decision"


def to_end_of_combat(g: Game) -> None:
    """Pass (declining every defense) until the combat is over."""
    guard = 0
    while g.result is None and (g.s["combat"] is not None
                                or any(f["op"] == "combat" for f in g.s["stack"])):
        d = g.decision
        assert d is not None
        if d.kind == "defend" and d.options[0].data is None:
            g.respond([0])
        else:
            _step(g)
        guard += 1
        assert guard < 200


def no_defense(g: Game) -> None:
    until_decision(g, "defend")
    answer(g, None)


def defend_with(g: Game, *defenders: int) -> None:
    until_decision(g, "defend")
    for d in defenders:
        answer(g, d)


def use(g: Game, card: int, *targets: int) -> None:
    """Use a (0-cost) card from the hand with its targets."""
    act(g, "use", card)
    for t in targets:
        answer(g, t)
    while g.decision is not None and g.decision.kind == "pay":
        g.respond([0])


def labels(g: Game, start: int = 0) -> list[str]:
    """The triggered effects put on the chain since log index ``start`` ("card: when")."""
    return [e["link"] for e in g.log[start:] if e["type"] == "chain_add"]


def next_turn(g: Game) -> None:
    """Pass (no resource, discarding the first cards asked) to the next turn's action phase."""
    target = g.turn + 1
    guard = 0
    while not (g.turn == target and g.s["step"] == "action" and g.decision.kind == "priority"):
        d = g.decision
        if d.kind in ("resource", "order"):
            g.respond([0])
        elif d.kind == "discard":
            g.respond(list(range(d.min)))
        else:
            _step(g)
        guard += 1
        assert guard < 200
