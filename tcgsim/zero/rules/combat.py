"""Combat (ZD:500-507): one attacker against one or several battle targets.

``state["combat"]`` holds the participants as ``[card, version]`` refs, so a participant that
moves (or changes control, which is a move) is no longer seen (ZD:200/500)::

  {"att": ref, "ctl": attacking player, "life": bool (the life zone is attacked),
   "targets": [refs] (attacked characters), "slots": ["life" | ref] (battle targets, one per
   attacked thing), "declared": [{"c": ref, "slot": i}] (declared defenders),
   "defs": None | [{"c": ref, "declared": bool}] (defenders once the defense step is done),
   "established": bool (attack established), "battle": bool (battle step began),
   "resolved": bool (resolution step began)}

Steps (the ``combat`` frame, one free timing after each, ZD:400):

- declaring (ZD:405.1): own non-combat action phase, priority, empty chain; an untapped
  character that can attack (not the turn it appeared, unless e.g. RUSH; not GUARD, not
  forbidden) and has something to attack; extra attack costs (continuous effects with
  ``"attack_cost": [ops]``) are paid now; free timing. If it can no longer attack when the
  timing ends, the attack is not made (ZD:405.1/900.RUSH). While a character that must
  attack (``"must": ["attack"]``) can attack, its controller cannot pass in the action phase;
- attack (ZD:501): the attacker is tapped and its target chosen: the opponent's life zone or
  one of their tapped characters (a character with ``["MULTI_ATTACK", X]`` may attack up to
  X characters, ZD:507); the attack is established: "when attacking" (ZD:805) and "when
  attacked" trigger; free timing. Targets are never chosen again (ZD:501);
- declare defense (ZD:502): unless the attacker cannot be defended, the defending player may
  declare untapped characters that can defend and are not attacked, up to one per battle
  target (each replaces the battle target the defending player picks, ZD:507); characters
  that must defend (``"must": ["defend"]``) are declared first; free timing; a declared
  character that can no longer defend may be replaced by another;
- defense (ZD:503): declared defenders are tapped and become the battle targets; an attacked
  tapped character that nobody defends defends itself; "when defending" triggers (ZD:806);
  free timing;
- battle (ZD:504): a direct attack on the life zone succeeds ("direct_hit") or the battle is
  established ("battle", ZD:810); free timing;
- resolution (ZD:505): 1 battle damage to the life zone (+``registry.LIFE_DAMAGE_BONUS``, e.g.
  CRITICAL; none from an attack of 0, ZD:308), or the characters deal damage equal to their
  attack: the attacker to every defender, each defender to the attacker (ZD:507); first
  strikers deal theirs first and what they battle-destroy deals none (ZD:507/900.FIRST_STRIKE);
  ``registry.BATTLE_DAMAGE`` changes what one character takes (RANGED, TOUGH, LOGIA); lethal
  damage destroys (battle destroy, ZD:605); "battle win" triggers once for the attacker
  (ZD:804/507); free timing;
- end (ZD:506): "during this combat" effects end; back to the action phase.

Interrupted (ZD:500/501/503/621): while the combat is not yet resolving, if the attacker
leaves, or every attacked character (before the defense step) or every defender (after it)
leaves, the combat ends at once and the active player is back in the action phase with
priority. A participant removed from combat (ZD:621, after the battle step began) stays in
the battle zone; if one side has no participant left, the combat ends the same way. A card
that takes a participant's place inheriting its state (:func:`substitute`, 高速换装) keeps
the combat going.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.carddb import card
from tcgsim.zero.model.state import Entry, Frame, Ref, alive, character, ref
from tcgsim.zero.registry import (
    ATTACK_CHECKS,
    ATTACK_ON_ARRIVAL,
    BATTLE_DAMAGE,
    DAMAGE_MODS,
    DEFEND_CHECKS,
    KEYWORD_EFFECTS,
    LIFE_DAMAGE_BONUS,
    STRIKES_FIRST,
    TARGET_CHECKS,
)
from tcgsim.zero.rules.checks import push_checks
from tcgsim.zero.rules.continuous import (
    applying,
    attack,
    base_keywords,
    cant,
    card_effects,
    defense,
    effect_at,
    fx_on,
    game_may_have,
    keywords,
    memoized,
    reading,
)
from tcgsim.zero.rules.life import damage_life
from tcgsim.zero.rules.play import main_timing
from tcgsim.zero.rules.priority import push_priority
from tcgsim.zero.rules.scripts import can_pay_ops, push_script
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import destroy, tap

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


# -- flags of continuous effects and effects in force -------------------------------------------
_KEYS: dict[str, frozenset[str]] = {}


def _keys_of(cid: str) -> frozenset[str]:
    """The keys of every effect a card definition prints or its keywords stand for."""
    found = _KEYS.get(cid)
    if found is None:
        d = card(cid)
        effs = list(d.effects)
        for kw in d.keywords:
            maker = KEYWORD_EFFECTS.get(kw[0])
            if maker is not None:
                effs.extend(maker(tuple(kw)))
        found = _KEYS[cid] = frozenset(k for eff in effs for k in eff)
    return found


def effect_key_in_play(g: Game, key: str) -> bool:
    """Whether any card in the battle zones could have an effect with ``key`` (ignoring
    levels and conditions): a cheap test that spares the full continuous-effect scan when
    nothing in play can matter. Gained effects or keywords (ZD:709) count as "could". No card
    of the game having such an effect at all is answered at once."""
    if not game_may_have(g, "key:" + key):
        return False
    return memoized(g.memo, ("in_play", key), _key_in_play, g, key)


def _key_in_play(g: Game, key: str) -> bool:
    s = g.s
    if any(f["kind"] in ("gain", "kw") for f in s["fx"]):
        return True
    defs = s["defs"]
    for pl in s["players"]:
        for e in pl["battle"]:
            if key in _keys_of(defs[e["c"]]) or \
                    (e["eq"] is not None and key in _keys_of(defs[e["eq"]["c"]])):
                return True
        if pl["event"] is not None and key in _keys_of(defs[pl["event"]["c"]]):
            return True
    return False


def must(g: Game, c: int, what: str) -> bool:
    """Whether card ``c`` must ``what`` ("attack"/"defend") if it can (ZD:405.1/502)."""
    if any(f["what"] == what for f in fx_on(g, c, "must")):
        return True
    if not effect_key_in_play(g, "must"):
        return False
    return any(what in eff.get("must", ()) for _s, _p, _t, eff in applying(g, c))


def attack_costs(g: Game, c: int) -> list[list[Any]]:
    """Script paths of the extra costs to attack with ``c`` (ZD:405.1)."""
    out: list[list[Any]] = []
    if not effect_key_in_play(g, "attack_cost"):
        return out
    for src, _sp, _ts, eff in applying(g, c):
        if "attack_cost" not in eff:
            continue
        for path, e2 in card_effects(g, src):
            if e2 == eff:
                out.append(path + ["attack_cost"])
                break
    return out


def max_targets(g: Game, c: int) -> int:
    """How many characters ``c`` may attack at once: ["MULTI_ATTACK", X] (ZD:507)."""
    kws = keywords(g, c) if effect_key_in_play(g, "grant") else base_keywords(g, c)
    return max([1] + [int(k[1]) for k in kws if k[0] == "MULTI_ATTACK"])


# -- who can do what ---------------------------------------------------------------------------
def attacks_per_turn(g: Game, c: int) -> int:
    """How many times ``c`` may attack this turn: 1, or more by a continuous effect
    ``"attacks": n`` ("此牌在一回合中可以攻击两次")."""
    if not effect_key_in_play(g, "attacks"):
        return 1
    return max([1] + [eff["attacks"] for _s, _p, _t, eff in applying(g, c) if "attacks" in eff])


def _attacks_key(g: Game, c: int) -> str:
    return f"attacks:{c}:{g.s['ver'][c]}"  # this object's attacks this turn (ZD:200)


def _attacks_again(g: Game, c: int) -> bool:
    """A character that may attack more than once a turn and has attacked, fewer times than
    it may, attacks again though its first attack tapped it."""
    n = attacks_per_turn(g, c)
    return n > 1 and 0 < g.s["tf"].get(_attacks_key(g, c), 0) < n


def able_to_attack(g: Game, c: int, e: Entry) -> bool:
    """ZD:405.1/318: untapped (or attacking again, :func:`attacks_per_turn`), not the turn it
    appeared (unless allowed), not forbidden."""
    if g.memo is not None:  # inside a reading stretch already (the options of a decision)
        return _able_to_attack(g, c, e)
    with reading(g):  # only reads: the continuous effects of the board found once
        return _able_to_attack(g, c, e)


def _able_to_attack(g: Game, c: int, e: Entry) -> bool:
    if (e["tap"] and not _attacks_again(g, c)) or cant(g, c, "attack"):
        return False
    if e["turn"] == g.turn and not any(fn(g, c, e) for fn in ATTACK_ON_ARRIVAL):
        return False
    return all(fn(g, c, e) for fn in ATTACK_CHECKS)


def attack_targets(g: Game, c: int) -> list[Any]:
    """What ``c`` may attack (ZD:501): "life" and the opponent's tapped characters."""
    if g.memo is not None:  # inside a reading stretch already (the options of a decision)
        return _attack_targets(g, c)
    with reading(g):  # only reads: the continuous effects of the board found once
        return _attack_targets(g, c)


def _attack_targets(g: Game, c: int) -> list[Any]:
    found = character(g.s, c)
    if found is None:
        return []
    o = 1 - found[0]
    out: list[Any] = []
    if not cant(g, c, "attack_life") and all(fn(g, c, "life") for fn in TARGET_CHECKS):
        out.append("life")
    for e in g.pl(o)["battle"]:
        t = e["c"]
        if e["tap"] and not cant(g, t, "be_attacked") and \
                all(fn(g, c, t) for fn in TARGET_CHECKS):
            out.append(t)
    return out


def can_attack(g: Game, c: int, e: Entry) -> bool:
    """Whether ``c`` may be declared as an attacker now: able, something to attack, its extra
    attack costs payable (ZD:405.1)."""
    if not able_to_attack(g, c, e) or not attack_targets(g, c):
        return False
    ctx = {"src": c, "p": g.current}
    return all(can_pay_ops(g, effect_at(g, path), ctx) for path in attack_costs(g, c))


def can_defend(g: Game, attacker: int, c: int, e: Entry,
               cb: dict[str, Any] | None = None) -> bool:
    """ZD:502: untapped, able to defend, not itself attacked (in combat ``cb``, by default the
    current one; with none, an attack on the life zone)."""
    if g.memo is not None:  # inside a reading stretch already (the options of a decision)
        return _can_defend(g, attacker, c, e, cb)
    with reading(g):  # only reads: the continuous effects of the board found once
        return _can_defend(g, attacker, c, e, cb)


def _can_defend(g: Game, attacker: int, c: int, e: Entry, cb: dict[str, Any] | None) -> bool:
    if e["tap"] or cant(g, c, "defend"):
        return False
    if cb is None:
        cb = g.s["combat"] or {"life": True, "targets": []}
    if any(t[0] == c for t in cb["targets"]):
        return False  # an attacked character cannot declare defense (ZD:502)
    return all(fn(g, attacker, c, cb) for fn in DEFEND_CHECKS)


# -- damage ---------------------------------------------------------------------------------
def deal_damage(g: Game, e: Entry, n: int, battle: bool, clause: str = "ZD:607",
                sources: list[int] | None = None) -> int:
    """Damage to a character (ZD:607): replacements (``registry.DAMAGE_MODS``), then prevention
    shields (``prevent`` effects in force, used up as they prevent), then it accumulates for
    the turn. Damage from a source whose damage cannot be prevented skips the shields. Returns
    what was dealt."""
    for fn in DAMAGE_MODS:
        n = fn(g, e, n, battle)
    c = e["c"]
    if n > 0 and not any(cant(g, s, "damage_prevented") for s in sources or ()):
        for fx in sorted(fx_on(g, c, "prevent"), key=lambda x: x["ts"]):
            if n <= 0:
                break
            if fx.get("battle_only") and not battle:
                continue
            k = n if fx.get("n") is None else min(n, fx["n"])
            n -= k
            g.event("prevent", clause="ZD:607", card=g.card_refs([c])[0], n=k)
            if fx.get("n") is not None:
                fx["n"] -= k
                if fx["n"] <= 0:
                    g.s["fx"].remove(fx)
    if n <= 0:
        return 0
    e["dmg"] += n
    g.event("damage", clause=clause, card=g.card_refs([c])[0], n=n, total=e["dmg"],
            battle=battle)
    return n


# -- the attack action ------------------------------------------------------------------------
def attack_options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    if not main_timing(g, p):
        return []
    return [(f"Attack with {g.label(e['c'])}", ["attack", e["c"]])
            for e in g.pl(p)["battle"] if can_attack(g, e["c"], e)]


def attack_start(g: Game, p: int, data: list[Any]) -> None:
    c = data[1]
    g.s["combat"] = {"att": ref(g.s, c), "ctl": p, "life": False, "targets": [], "slots": [],
                     "declared": [], "defs": None, "established": False, "battle": False,
                     "resolved": False}
    g.event("declare_attack", clause="ZD:405.1", player=p, card=g.card_refs([c])[0])
    g.push("combat", step="cost")


def must_attack_pass(g: Game, p: int) -> bool:
    """ZD:405.1: while a character that must attack can attack, its controller cannot end the
    action phase."""
    if not main_timing(g, p):
        return True
    return not any(must(g, e["c"], "attack") and can_attack(g, e["c"], e)
                   for e in g.pl(p)["battle"])


# -- interruption ------------------------------------------------------------------------------
def _here(g: Game, r: Ref | None, p: int) -> bool:
    """The object is still a character in player ``p``'s battle zone."""
    if r is None or not alive(g.s, r):
        return False
    found = character(g.s, r[0])
    return found is not None and found[0] == p


def interrupt(g: Game, why: str, clause: str = "ZD:500") -> None:
    """End the combat now: the active player is back in the action phase (ZD:500/621)."""
    s = g.s
    s["combat"] = None
    s["fx"] = [fx for fx in s["fx"] if fx.get("until") != "combat"]
    g.event("combat_end", clause=clause, why=why, interrupted=True)
    for f in reversed(s["stack"]):
        if f["op"] == "combat":
            f["interrupted"] = True
            break
        if f["op"] == "priority":
            f["label"] = "action phase"  # this timing now belongs to the action phase


def check_participants(g: Game) -> None:
    """ZD:500/501/503: drop participants that left; interrupt when a side is gone."""
    cb = g.s["combat"]
    if cb is None or cb["resolved"]:
        return
    p, o = cb["ctl"], 1 - cb["ctl"]
    if not _here(g, cb["att"], p):
        interrupt(g, "the attacker left the combat")
        return
    if cb["defs"] is None:
        keep = [i for i, t in enumerate(cb["slots"]) if t == "life" or _here(g, t, o)]
        if len(keep) < len(cb["slots"]):
            cb["slots"] = [cb["slots"][i] for i in keep]
            cb["targets"] = [t for t in cb["targets"] if _here(g, t, o)]
            cb["declared"] = [dict(d, slot=keep.index(d["slot"])) for d in cb["declared"]
                              if d["slot"] in keep]
            if not cb["slots"]:
                interrupt(g, "the attacked character left", "ZD:501")
        return
    defs = [d for d in cb["defs"] if _here(g, d["c"], o)]
    if len(defs) < len(cb["defs"]):
        cb["defs"] = defs
        if not defs:
            interrupt(g, "the defender left the combat", "ZD:503")


def substitute(g: Game, old: Ref, new: Ref) -> None:
    """A card put on a combat participant, inheriting its state (ZD:900.SHIKAI/BANKAI/
    QUICK_CHANGE), takes its place in the combat instead of interrupting it."""
    cb = g.s["combat"]
    if cb is None:
        return

    def swap(r: Any) -> Any:
        return list(new) if r == old else r

    cb["att"] = swap(cb["att"])
    cb["targets"] = [swap(t) for t in cb["targets"]]
    cb["slots"] = [swap(t) for t in cb["slots"]]
    for d in cb["declared"] + (cb["defs"] or []):
        d["c"] = swap(d["c"])


def remove_from_combat(g: Game, c: int) -> None:
    """ZD:621: a battling character leaves the combat and stays where it is; a side with no
    participant left takes the other side out too. Only once the battle step began."""
    cb = g.s["combat"]
    if cb is None or not cb["battle"]:
        return
    if cb["att"] is not None and cb["att"][0] == c:
        g.event("removed_from_combat", clause="ZD:621", card=g.card_refs([c])[0])
        interrupt(g, "the attacker was removed from combat", "ZD:621")
        return
    left = [d for d in cb["defs"] or [] if d["c"][0] != c]
    if cb["defs"] is not None and len(left) < len(cb["defs"]):
        g.event("removed_from_combat", clause="ZD:621", card=g.card_refs([c])[0])
        cb["defs"] = left
        if not left:
            interrupt(g, "no defender is left in the combat", "ZD:621")


def battling(g: Game, c: int) -> bool:
    """ZD:504: "in battle" — a participant facing an opponent once the battle step began."""
    cb = g.s["combat"]
    if cb is None or not cb["battle"] or not cb["defs"]:
        return False
    return cb["att"][0] == c or any(d["c"][0] == c for d in cb["defs"])


def battling_cond(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """Condition ``["battling", {}]``: the effect's card is in battle (战斗时, ZD:504)."""
    return ctx.get("src") is not None and battling(g, ctx["src"])


def battling_key(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    return battling(g, c) == bool(v)


# -- the combat frame ----------------------------------------------------------------------------
def _timing(g: Game, f: Frame, nxt: str, label: str) -> None:
    f["step"] = nxt
    f["wait"] = "priority"
    push_priority(g, "free", label)


def _end(g: Game, why: str, clause: str = "ZD:506") -> None:
    g.s["combat"] = None
    g.s["fx"] = [fx for fx in g.s["fx"] if fx.get("until") != "combat"]
    g.event("combat_end", clause=clause, why=why)
    g.pop()


def combat(g: Game, f: Frame) -> None:
    s = g.s
    if s["combat"] is None or f.get("interrupted"):
        # ended by "end this turn" (ZD:619) or interrupted (ZD:500): the action phase goes on.
        # A timing that became the action phase's and ended with both players passing on an
        # empty chain ends the action phase as well.
        g.pop()
        below = s["stack"][-1] if s["stack"] else None
        if f.get("interrupted") and f.get("wait") == "priority" and below is not None and \
                below["op"] == "priority" and below["mode"] == "action" and not s["pending"] \
                and not s["chain"] and s["combat"] is None:
            g.pop()
        return
    f["wait"] = None
    check_participants(g)
    cb = s["combat"]
    if cb is None:
        g.pop()
        return
    step = f["step"]
    p, o = cb["ctl"], 1 - cb["ctl"]
    if step == "after_resolution":  # the participants may be gone by now
        if push_checks(g):
            return
        _timing(g, f, "end", "combat resolution")
        return
    if step == "end":
        _end(g, "the combat is over")
        return
    att = character(s, cb["att"][0])[1]  # type: ignore[index]  # present: see check_participants
    if step == "cost":  # ZD:405.1: extra attack costs are paid when declaring
        f["step"] = "declared"
        for path in reversed(attack_costs(g, att["c"])):
            push_script(g, path, p, cb["att"])
        return
    if step == "declared":
        _timing(g, f, "attack", "attack declared")
        return
    if step == "attack":
        _attack_step(g, f, cb, att, p, o)
        return
    if step == "declare_defense":
        _declare_defense(g, f, cb, att, o)
        return
    if step == "check_defenders":
        kept = [d for d in cb["declared"] if _here(g, d["c"], o) and
                can_defend(g, att["c"], d["c"][0], character(s, d["c"][0])[1], cb)]  # type: ignore[index]
        if len(kept) < len(cb["declared"]):
            cb["declared"] = kept  # ZD:502: it can no longer defend: declare again
            f["step"] = "declare_defense"
            return
        f["step"] = "defense"
        return
    if step == "defense":
        _defense_step(g, f, cb, p, o)
        return
    if step == "battle":
        cb["battle"] = True
        if cb["life"] and not cb["defs"]:
            g.event("direct_hit", clause="ZD:504", player=p, card=g.card_refs([att["c"]])[0])
            fire(g, "direct_hit", subject=cb["att"], player=p, role="attacker")
        else:
            g.event("battle", clause="ZD:504", attacker=g.card_refs([att["c"]])[0],
                    defenders=g.card_refs([d["c"][0] for d in cb["defs"]]))
            fire(g, "battle", subject=cb["att"], player=p, role="attacker")
            for d in cb["defs"]:
                fire(g, "battle", subject=d["c"], player=o, role="defender")
        _timing(g, f, "resolution", "battle step")
        return
    if step == "resolution":
        cb["resolved"] = True
        f["step"] = "after_resolution"
        if cb["life"] and not cb["defs"]:
            if attack(g, att["c"]) > 0:  # an attack of 0 deals no battle damage (ZD:308/505)
                n = 1 + sum(fn(g, att["c"]) for fn in LIFE_DAMAGE_BONUS)
                damage_life(g, [(o, n)], battle=True, can_win=True, by=cb["att"])
            return
        _battle_damage(g, cb, att, p, o)
        return
    raise ValueError(f"unknown combat step {step!r}")


def _attack_step(g: Game, f: dict[str, Any], cb: dict[str, Any], att: Entry, p: int,
                 o: int) -> None:
    """ZD:501/507: tap the attacker, choose its target(s); the attack is established."""
    s = g.s
    c = att["c"]
    if "ans" not in f:
        if not f.get("tapped"):
            if not able_to_attack(g, c, att) or not attack_targets(g, c):
                # it can no longer attack: the attack is not made (ZD:405.1/900.RUSH)
                _end(g, "the attack was not made", "ZD:405.1")
                return
            f["tapped"] = True
            tap(g, att, clause="ZD:501", why="attacks")
            if attacks_per_turn(g, c) > 1:  # counted only where it matters
                key = _attacks_key(g, c)
                s["tf"][key] = s["tf"].get(key, 0) + 1
        targets = attack_targets(g, c)
        if not targets:
            _end(g, "nothing can be attacked", "ZD:501")
            return
        chars = [t for t in targets if t != "life"]
        opts: list[tuple[str, Any]] = [
            ("Opponent's life zone" if t == "life" else f"{g.label(t)} (tapped)",
             ["life"] if t == "life" else ["char", t]) for t in targets]
        if max_targets(g, c) > 1 and len(chars) > 1:
            opts.append(("Several characters", ["several"]))
        f["opts"] = [o_[1] for o_ in opts]
        f["chars"] = chars
        g.ask(p, "attack_target", f"Choose what {g.name(c)} attacks", opts)
        return
    picked = [f["opts"][k] for k in f.pop("ans")]
    if f.get("several"):
        chosen = [("char", x[1]) for x in picked]
    elif picked[0] == ["several"]:
        f["several"] = True
        chars = f["chars"]
        f["opts"] = [["char", t] for t in chars]
        g.ask(p, "attack_targets", f"Choose the characters {g.name(c)} attacks",
              [(g.label(t), ["char", t]) for t in chars], 2, min(max_targets(g, c), len(chars)))
        return
    else:
        chosen = [(picked[0][0], picked[0][1] if len(picked[0]) > 1 else None)]
    f.pop("opts", None)
    f.pop("chars", None)
    f.pop("several", None)
    if chosen[0][0] == "life":
        cb["life"] = True
        cb["slots"] = ["life"]
    else:
        cb["targets"] = [ref(s, t) for _, t in chosen]
        cb["slots"] = [list(r) for r in cb["targets"]]
    cb["established"] = True
    g.event("attack", clause="ZD:501", player=p, card=g.card_refs([c])[0],
            target="life" if cb["life"] else g.card_refs([t for _, t in chosen]))
    fire(g, "attack", subject=cb["att"], player=p, role="attacker",
         target="life" if cb["life"] else "character")
    for r in cb["targets"]:
        fire(g, "attacked", subject=r, player=o, role="defender")
    _timing(g, f, "declare_defense", "attack step")


def _declare_defense(g: Game, f: dict[str, Any], cb: dict[str, Any], att: Entry,
                     o: int) -> None:
    """ZD:502/507: up to one declared defender per battle target."""
    s = g.s
    a = att["c"]
    if "ans" in f:
        k = f.pop("ans")[0]
        opts = f.pop("opts")
        if f.pop("slot_for", None) is not None:
            d = f.pop("pending_def")
            cb["declared"].append({"c": ref(s, d), "slot": opts[k]})
            g.event("declare_defense", clause="ZD:502", player=o, card=g.card_refs([d])[0])
        elif opts[k] is None:
            f["done"] = True
        else:
            d = opts[k]
            free = _free_slots(cb)
            if len(free) > 1:  # the defending player picks the battle target it replaces
                f["slot_for"] = d
                f["pending_def"] = d
                f["opts"] = free
                g.ask(o, "defend_slot", f"Which battle target does {g.name(d)} take over?",
                      [("life zone" if cb["slots"][i] == "life" else g.label(cb["slots"][i][0]),
                        i) for i in free])
                return
            cb["declared"].append({"c": ref(s, d), "slot": free[0]})
            g.event("declare_defense", clause="ZD:502", player=o, card=g.card_refs([d])[0])
    taken = {d["c"][0] for d in cb["declared"]}
    done = f.pop("done", False)
    with reading(g):  # who may defend: only reads, the board's continuous effects found once
        cands = [e["c"] for e in g.pl(o)["battle"]
                 if e["c"] not in taken and can_defend(g, a, e["c"], e, cb)]
        over = done or not cands or not _free_slots(cb) or cant(g, a, "be_defended")
        forced = [] if over else [c for c in cands if must(g, c, "defend")]
    if over:
        f.pop("done", None)
        if cb["declared"]:
            _timing(g, f, "check_defenders", "defense declared")
        else:
            f["step"] = "defense"
        return
    if forced:  # ZD:502: a character that must defend is declared before any other
        f["opts"] = forced
        g.ask(o, "defend", f"{g.name(a)} attacks: declare a defender (it must defend)",
              [(g.label(c), c) for c in forced])
        return
    f["opts"] = [None] + cands
    g.ask(o, "defend", f"Declare a defender against {g.name(a)}?",
          [("No (more) defenders", None)] + [(g.label(c), c) for c in cands])


def _free_slots(cb: dict[str, Any]) -> list[int]:
    used = {d["slot"] for d in cb["declared"]}
    return [i for i in range(len(cb["slots"])) if i not in used]


def _defense_step(g: Game, f: dict[str, Any], cb: dict[str, Any], p: int, o: int) -> None:
    """ZD:503: declared defenders tap and take over their battle targets; an attacked
    character nobody defends defends itself."""
    s = g.s
    by_slot = {d["slot"]: d["c"] for d in cb["declared"]}
    defs = []
    for i, t in enumerate(cb["slots"]):
        if i in by_slot:
            d = character(s, by_slot[i][0])[1]  # type: ignore[index]
            tap(g, d, clause="ZD:503", why="defends")
            defs.append({"c": by_slot[i], "declared": True})
        elif t != "life":
            defs.append({"c": t, "declared": False})
    cb["defs"] = defs
    for d in defs:
        g.event("defense", clause="ZD:503", player=o, card=g.card_refs([d["c"][0]])[0],
                declared=d["declared"])
        fire(g, "defend", subject=d["c"], player=o, role="defender")
    _timing(g, f, "battle", "defense step")


def _battle_damage(g: Game, cb: dict[str, Any], att: Entry, p: int, o: int) -> None:
    """ZD:505/507: the attacker deals its attack to every defender, each defender its attack
    to the attacker, at the same moment — first strikers before everyone else, and what
    they battle-destroy deals nothing (ZD:900.FIRST_STRIKE). Battle damage a character takes
    in one exchange is one amount (``BATTLE_DAMAGE`` sees the sum)."""
    s = g.s
    a = att["c"]
    defs = [(d["c"][0], d["declared"]) for d in cb["defs"]]
    with reading(g):  # only reads: the continuous effects of the board found once
        first = {c: any(fn(g, c) for fn in STRIKES_FIRST) for c in [a] + [d for d, _ in defs]}
    destroyed: set[int] = set()
    dealt_to_attacker: set[int] = set()
    for rnd in (True, False):
        incoming: dict[int, tuple[int, list[int]]] = {}
        with reading(g):  # what each deals, read before any of it is dealt
            if first[a] == rnd and character(s, a) is not None:
                for d, _ in defs:
                    if d not in destroyed and character(s, d) is not None:
                        n, srcs = incoming.get(d, (0, []))
                        incoming[d] = (n + attack(g, a), srcs + [a])
            for d, _ in defs:
                if first[d] == rnd and d not in destroyed and character(s, d) is not None \
                        and character(s, a) is not None:
                    n, srcs = incoming.get(a, (0, []))
                    incoming[a] = (n + attack(g, d), srcs + [d])
        hit: list[int] = []
        for tgt, (n, srcs) in incoming.items():
            role = "attacker" if tgt == a else \
                ("defender" if dict(defs)[tgt] else "attacked")
            for fn in BATTLE_DAMAGE:
                n = fn(g, tgt, n, role)
            found = character(s, tgt)
            if n > 0 and found is not None and \
                    deal_damage(g, found[1], n, battle=True, clause="ZD:505", sources=srcs):
                hit.append(tgt)
                if tgt == a:
                    dealt_to_attacker.update(x for x in srcs if attack(g, x) > 0)
        with reading(g):  # which of them the damage destroys: only reads
            for tgt in hit:
                found = character(s, tgt)
                if found is not None and found[1]["dmg"] >= defense(g, tgt) and \
                        not cant(g, tgt, "be_destroyed"):
                    destroyed.add(tgt)
        for tgt in [x for x in [a] + [d for d, _ in defs] if x in destroyed]:
            if character(s, tgt) is not None and tgt in hit:
                mine = tgt == a
                destroy(g, tgt, "battle", clause="ZD:505", by=o if mine else p,
                        role="attacker" if mine else "defender")
    # ZD:804/507: battle win once for the attacker that destroyed at least one defender and
    # was not destroyed; a defender wins when it helped destroy the attacker and survived
    if a not in destroyed and any(d in destroyed for d, _ in defs) and \
            character(s, a) is not None:
        fire(g, "battle_win", subject=ref(s, a), player=p, role="attacker")
    if a in destroyed:
        for d, _ in defs:
            if d not in destroyed and d in dealt_to_attacker and character(s, d) is not None:
                fire(g, "battle_win", subject=ref(s, d), player=o, role="defender")


def combat_view(g: Game) -> dict[str, Any] | None:
    """The combat as every player sees it (public information)."""
    cb = g.s["combat"]
    if cb is None:
        return None
    return {
        "attacker": cb["att"][0],
        "target": "life" if cb["life"] else (cb["targets"][0][0] if cb["targets"] else None),
        "targets": [t[0] for t in cb["targets"]],
        "declared": [d["c"][0] for d in cb["declared"]],
        "defender": cb["defs"][0]["c"][0] if cb["defs"] else None,
        "defenders": [d["c"][0] for d in cb["defs"] or []],
        "battle": cb["battle"],
    }
