"""Combat (ZD:500-507), in its basic form: one attacker, one defender.

Steps (the ``combat`` frame; ``state["combat"]`` holds the participants as ``[c, ver]``):

- declared (ZD:405.1): an untapped character that can attack is declared; free timing;
  if it can no longer attack, the attack does not happen;
- attack (ZD:501): tap it, choose the target (the opponent's life zone or one of their
  tapped characters); "when attacking"/"when attacked" trigger (ZD:805); free timing;
- declare defense (ZD:502): the defending player may declare an untapped character that can
  defend (not the attacked one); free timing; if it can no longer defend, declare again;
- defense (ZD:503): tap the defender, it becomes the battle target; "when defending"
  triggers (ZD:806) — an attacked tapped character that nobody defends defends itself;
  free timing;
- battle (ZD:504): a direct attack on the life zone succeeds ("direct_hit") or the battle is
  established ("battle", ZD:810); free timing;
- resolution (ZD:505): 1 battle damage to the life zone (``LIFE_DAMAGE_BONUS`` adds, e.g.
  CRITICAL), or each character deals damage equal to its attack to the other (attack 0
  deals none, ZD:308; ``BATTLE_DAMAGE`` hooks prevent or change it, e.g. RANGED/TOUGH;
  ``STRIKES_FIRST`` orders it, e.g. FIRST_STRIKE); lethal damage = battle destroy; "battle
  win" triggers (ZD:803/804); free timing;
- end (ZD:506): "during this combat" effects end; back to the action phase.

If the attacker or the defender leaves its zone or changes control, the combat is
interrupted (ZD:500): back to the action phase, the active player has priority.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.checks import push_checks
from tcgsim.zero.continuous import attack, cant, defense
from tcgsim.zero.handlers import handler
from tcgsim.zero.play import main_timing
from tcgsim.zero.priority import action, push_priority
from tcgsim.zero.state import Entry, alive, character, ref
from tcgsim.zero.triggers import fire
from tcgsim.zero.zones import destroy, tap

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

# fn(g, card, entry) -> False when the character may not attack (GUARD, ...)
ATTACK_CHECKS: list[Callable[[Game, int, Entry], bool]] = []
# fn(g, card, entry) -> True when it may attack the turn it appeared (RUSH, ...)
ATTACK_ON_ARRIVAL: list[Callable[[Game, int, Entry], bool]] = []
# fn(g, attacker, candidate defender) -> False when that character may not defend (GODSPEED)
DEFEND_CHECKS: list[Callable[[Game, int, int], bool]] = []
# fn(g, attacker) -> extra battle damage to the life zone (CRITICAL)
LIFE_DAMAGE_BONUS: list[Callable[[Game, int], int]] = []
# fn(g, source, target, n, role of target) -> n (RANGED, TOUGH, LOGIA...)
BATTLE_DAMAGE: list[Callable[[Game, int, int, int, str], int]] = []
# fn(g, card) -> True when it deals battle damage first (FIRST_STRIKE)
STRIKES_FIRST: list[Callable[[Game, int], bool]] = []
# fn(g, entry, n, battle) -> n : damage prevention/replacement on any damage (ZD:607/707)
DAMAGE_MODS: list[Callable[[Game, Entry, int, bool], int]] = []


def can_attack(g: Game, c: int, e: Entry) -> bool:
    """ZD:405.1/318: untapped, not the turn it appeared (unless allowed), not forbidden."""
    if e["tap"] or cant(g, c, "attack"):
        return False
    if e["turn"] == g.turn and not any(fn(g, c, e) for fn in ATTACK_ON_ARRIVAL):
        return False
    return all(fn(g, c, e) for fn in ATTACK_CHECKS)


def can_defend(g: Game, attacker: int, c: int, e: Entry) -> bool:
    """ZD:502: untapped, not attacked, able to defend."""
    if e["tap"] or cant(g, c, "defend"):
        return False
    return all(fn(g, attacker, c) for fn in DEFEND_CHECKS)


def deal_damage(g: Game, e: Entry, n: int, battle: bool, clause: str = "ZD:607") -> int:
    for fn in DAMAGE_MODS:
        n = fn(g, e, n, battle)
    if n <= 0:
        return 0
    e["dmg"] += n
    g.event("damage", clause=clause, card=g.card_refs([e["c"]])[0], n=n, total=e["dmg"],
            battle=battle)
    return n


def _attack_options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    if not main_timing(g, p):
        return []
    return [(f"Attack with {g.label(e['c'])}", ["attack", e["c"]])
            for e in g.pl(p)["battle"] if can_attack(g, e["c"], e)]


def _attack_start(g: Game, p: int, data: list[Any]) -> None:
    c = data[1]
    g.s["combat"] = {"att": ref(g.s, c), "ctl": p, "target": None, "def": None,
                     "declared": None}
    g.event("declare_attack", clause="ZD:405.1", player=p, card=g.card_refs([c])[0])
    g.push("combat", step="declared")
    push_priority(g, "free", "attack declared")


action("attack", _attack_options, _attack_start)


def _entry(g: Game, r: list[int] | None, p: int) -> Entry | None:
    if r is None or not alive(g.s, r):
        return None
    found = character(g.s, r[0])
    if found is None or found[0] != p:
        return None
    return found[1]


def _end(g: Game, why: str, clause: str = "ZD:506") -> None:
    g.s["combat"] = None
    g.s["fx"] = [fx for fx in g.s["fx"] if fx.get("until") != "combat"]
    g.event("combat_end", clause=clause, why=why)
    g.pop()


@handler("combat")
def combat(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    cb = s["combat"]
    if cb is None:  # the turn was ended (ZD:619)
        g.pop()
        return
    p = cb["ctl"]
    o = 1 - p
    att = _entry(g, cb["att"], p)
    if att is None:
        _end(g, "the attacker left the combat", "ZD:500")
        return
    step = f["step"]
    if step == "declared":
        if not can_attack(g, att["c"], att) and not cb.get("established"):
            _end(g, "the attacker can no longer attack", "ZD:405.1")
            return
        targets = [["life"]] + [["char", e["c"]] for e in g.pl(o)["battle"]
                                if e["tap"] and not cant(g, e["c"], "be_attacked")]
        if "ans" not in f:
            if cant(g, att["c"], "attack_life"):
                targets = targets[1:]
            if not targets:
                _end(g, "nothing can be attacked", "ZD:501")
                return
            f["opts"] = targets
            g.ask(p, "attack_target", f"Choose what {g.name(att['c'])} attacks",
                  [("Opponent's life zone" if t[0] == "life" else f"{g.label(t[1])} (tapped)", t)
                   for t in targets])
            return
        t = f.pop("opts")[f.pop("ans")[0]]
        tap(g, att, clause="ZD:501", why="attacks")
        cb["target"] = "life" if t[0] == "life" else ref(s, t[1])
        cb["established"] = True
        g.event("attack", clause="ZD:501", player=p, card=g.card_refs([att["c"]])[0],
                target="life" if t[0] == "life" else g.card_refs([t[1]])[0])
        fire(g, "attack", subject=cb["att"], player=p, role="attacker")
        if t[0] == "char":
            fire(g, "attacked", subject=cb["target"], player=o, role="defender")
        f["step"] = "declare_defense"
        push_priority(g, "free", "attack step")
        return
    if cb["target"] != "life" and _entry(g, cb["target"], o) is None and cb["def"] is None:
        _end(g, "the attacked character left", "ZD:501")
        return
    if step == "declare_defense":
        attacked = None if cb["target"] == "life" else cb["target"][0]
        opts = [e["c"] for e in g.pl(o)["battle"]
                if e["c"] != attacked and can_defend(g, att["c"], e["c"], e)]
        if "ans" not in f:
            if not opts or cant(g, att["c"], "be_defended"):
                f["step"] = "defense"
                return
            f["opts"] = opts
            g.ask(o, "defend", f"Declare a defender against {g.name(att['c'])}?",
                  [("No defense", None)] + [(g.label(c), c) for c in opts])
            return
        k = f.pop("ans")[0]
        if k == 0:
            f["step"] = "defense"
            return
        d = f.pop("opts")[k - 1]
        cb["declared"] = ref(s, d)
        g.event("declare_defense", clause="ZD:502", player=o, card=g.card_refs([d])[0])
        f["step"] = "check_defender"
        push_priority(g, "free", "defense declared")
        return
    if step == "check_defender":
        d = _entry(g, cb["declared"], o)
        if d is None or not can_defend(g, att["c"], d["c"], d):
            cb["declared"] = None  # ZD:502: it can no longer defend: declare again
            f["step"] = "declare_defense"
            return
        f["step"] = "defense"
        return
    if step == "defense":
        if cb["declared"] is not None:
            d = _entry(g, cb["declared"], o)
            assert d is not None
            tap(g, d, clause="ZD:503", why="defends")
            cb["def"] = cb["declared"]
        elif cb["target"] != "life":
            cb["def"] = cb["target"]  # an attacked tapped character defends itself (ZD:503)
        if cb["def"] is not None:
            g.event("defense", clause="ZD:503", player=o, card=g.card_refs([cb["def"][0]])[0])
            fire(g, "defend", subject=cb["def"], player=o, role="defender")
        f["step"] = "battle"
        push_priority(g, "free", "defense step")
        return
    defender = _entry(g, cb["def"], o) if cb["def"] is not None else None
    if cb["def"] is not None and defender is None:
        _end(g, "the defender left the combat", "ZD:503")
        return
    if step == "battle":
        if defender is None:
            g.event("direct_hit", clause="ZD:504", player=p, card=g.card_refs([att["c"]])[0])
            fire(g, "direct_hit", subject=cb["att"], player=p, role="attacker")
        else:
            g.event("battle", clause="ZD:504", attacker=g.card_refs([att["c"]])[0],
                    defender=g.card_refs([defender["c"]])[0])
            fire(g, "battle", subject=cb["att"], player=p, role="attacker")
            fire(g, "battle", subject=cb["def"], player=o, role="defender")
        f["step"] = "resolution"
        push_priority(g, "free", "battle step")
        return
    if step == "resolution":
        f["step"] = "after_resolution"
        if defender is None:
            if attack(g, att["c"]) > 0:  # attack 0 deals no battle damage (ZD:308)
                n = 1 + sum(fn(g, att["c"]) for fn in LIFE_DAMAGE_BONUS)
                g.push("life_damage", p=o, n=n, battle=True, can_win=True, by=cb["att"])
            return
        _battle_damage(g, att, defender, p, o)
        return
    if step == "after_resolution":
        f["step"] = "end"
        if push_checks(g):
            f["step"] = "after_resolution"
            return
        push_priority(g, "free", "combat resolution")
        return
    _end(g, "the combat is over")


def _battle_damage(g: Game, att: Entry, dfn: Entry, p: int, o: int) -> None:
    """ZD:505/507: each deals damage equal to its attack; first strikers first."""
    a, d = att["c"], dfn["c"]
    fa = any(fn(g, a) for fn in STRIKES_FIRST)
    fd = any(fn(g, d) for fn in STRIKES_FIRST)
    plan = [[(a, dfn, "defender"), (d, att, "attacker")]]
    if fa and not fd:
        plan = [[(a, dfn, "defender")], [(d, att, "attacker")]]
    elif fd and not fa:
        plan = [[(d, att, "attacker")], [(a, dfn, "defender")]]
    destroyed: dict[str, bool] = {"attacker": False, "defender": False}
    for rnd in plan:
        hits = []
        for src, tgt, role in rnd:
            src_role = "attacker" if role == "defender" else "defender"
            if destroyed[src_role]:
                continue  # battle-destroyed by a first striker: it deals nothing (ZD:507)
            n = attack(g, src)
            for fn in BATTLE_DAMAGE:
                n = fn(g, src, tgt["c"], n, role)
            hits.append((tgt, n, role))
        for tgt, n, _role in hits:
            if n > 0:
                deal_damage(g, tgt, n, battle=True, clause="ZD:505")
        for tgt, _n, role in hits:
            if not destroyed[role] and character(g.s, tgt["c"]) is not None and \
                    tgt["dmg"] > 0 and tgt["dmg"] >= defense(g, tgt["c"]):
                destroyed[role] = True
    for role, e, who in (("attacker", att, p), ("defender", dfn, o)):
        if destroyed[role] and character(g.s, e["c"]) is not None:
            destroy(g, e["c"], "battle", clause="ZD:505", by=1 - who, role=role)
    for role, fired_ref, who, other in (("attacker", a, p, "defender"),
                                         ("defender", d, o, "attacker")):
        if destroyed[other] and not destroyed[role] and character(g.s, fired_ref) is not None:
            fire(g, "battle_win", subject=ref(g.s, fired_ref), player=who, role=role)
