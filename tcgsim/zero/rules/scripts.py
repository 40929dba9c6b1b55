"""Card effects as data: the vocabulary, the op registry and the script frame.

A card definition's ``effects`` is a list of effect dicts (ZD:700: each paragraph is one
effect; they resolve left to right, top to bottom)::

  {"type": "continuous", "level": 2, "gate": "TRANSFORM", "cond": [[name, {args}], ...],
   "who": "self" | "equipped" | {filter}, "mod": {"atk": 1000, "def": 1000},
   "set": {"atk": 2000}, "grant": [["RUSH"]], "cant": ["attack", "defend", "target"]}
  {"type": "trigger", "when": "appear", "who": "self" | {filter}, "may": true,
   "cond": [...], "cost": [ops], "targets": [target specs], "do": [ops]}
  {"type": "activated", "zone": "battle" | "hand" | "rest" | "res", "timing": "instant" |
   "normal", "once_per_turn": true, "cond": [...], "cost": [ops], "targets": [...],
   "do": [ops]}
  {"type": "use", "targets": [...], "cost": [ops], "do": [ops]}   the effect of a tactic card
   when it resolves (ZD:320); for other cards: targets/choices and extra costs when it is
   used (ZD:318), and ``do`` runs as it enters the battle zone from that use (e.g. Mr.2's
   "when used from the hand, choose a character...", BP11-018)
   An equipment's use effect may say ``"equip_side": "any" | "opp"`` (BP02-061 魔封波, ZD:319).
  {"type": "on_appear", "do": [ops]}   "于此牌登场时…" (ZD:801): not a trigger; done as the card
   appears, before the same-name check, no chain, no free timing; the card's 【登场时】
   effects trigger after it (with what it gained, ZD:709)
  {"type": "grant_use", "zone": "rest", "filter": {...}}   its player may use matching cards
   from that zone by the normal rules (ZD:623 case 2; ops ``allow_use`` for a number of uses
   this turn, ``use_card`` for a card an effect uses, case 3)
  {"type": "replacement", "on": "move", "from": "battle", "to": "rest", "filter": {...},
   "instead": "removed"}   "if a card would go ..., instead ..." (改为, ZD:707), once per move
  {"type": "replacement", "on": "damage", "filter": {...}, "mult": 2 | "add": n |
   "set": n, "battle_only": false}   damage to a character replaced, once per damage event

and ``counter`` (a card's 反击特效, ZD:312/704) is a list of ops, run when the card is flipped
from the life zone by damage.

``when`` names a timing of rule 800 (see ``triggers.TIMINGS``: appear, destroyed,
battle_destroyed, attack_destroyed, defense_destroyed, battle_win, attack_win, defense_win,
attack, defend, turn_start, my_turn_start, opp_turn_start, turn_end, my_turn_end,
opp_turn_end, battle, attack_battle, defense_battle, leave_to_rest, enter_rest, direct_hit,
life_damaged, untapped, levelup, dimension_levelup; keyword modules add theirs, e.g.
shikai_success 【刀剑解放成功时】 and resurreccion_success 【归刃成功时】 in kw_release).

A target spec (ZD:705; chosen when the card or effect is used/put on the chain, re-checked
when it resolves)::

  {"filter": {filter}, "n": 1, "up_to": false, "zone": "battle" | "rest" | "hand" | "chain",
   "choose": false}     ("choose": 选择, not 指定: untargetable cards may be chosen, ZD:705)

An op is ``[name, {args}]`` or ``[name, {args}, {"if": [conditions]}]``. Ops name their
objects with a *selector*: ``"self"`` (this card, ZD:601), ``{"t": i}`` (the live targets of
spec i), ``{"var": name}`` (cards an earlier op chose), ``{"all": {filter}}`` (every card in
the battle zones matching), ``{"event": "subject"}`` (the card the trigger is about).
Players: ``"me"`` (the controller) / ``"opp"`` (ZD:610).

Writing an op (any module may add ops; import it from ``tcgsim/zero/__init__.py``)::

  @op
  def draw(g, f, n=1, who="me"):          # f: the script frame (p, src, tg, x, v, ev)
      g.draw(player_of(f, who), n)
      return True                          # done; False = asked a decision, runs again
                                           # with f["ans"] set

  @able("discard_hand")                    # optional: can this cost be paid? (ZD:702/703)
  def _(g, ctx, n=1, **_): return len(g.pl(ctx["p"])["hand"]) >= n

After every op the state checks run (lethal damage, defense 0, character-name
uniqueness, ZD:305/309/607: "immediately, even during an effect").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import alive, locate, ref
from tcgsim.zero.registry import handler
from tcgsim.zero.rules.continuous import KEYWORD_EFFECTS, cant
from tcgsim.zero.rules.filters import battle_cards, holds, matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

OpFn = Callable[..., bool]
OPS: dict[str, OpFn] = {}
AbleFn = Callable[..., bool]
ABLE: dict[str, AbleFn] = {}


def op(fn: OpFn) -> OpFn:
    name = fn.__name__.rstrip("_")
    if name in OPS:
        raise ValueError(f"op {name!r} defined twice")
    OPS[name] = fn
    return fn


def able(name: str) -> Callable[[AbleFn], AbleFn]:
    def reg(fn: AbleFn) -> AbleFn:
        ABLE[name] = fn
        return fn

    return reg


def effect_at(g: Game, path: list[Any]) -> Any:
    """The effect dict (or op list) a script path names (see ``continuous.card_effects``)."""
    if path[0] == "kw":
        obj: Any = KEYWORD_EFFECTS[path[1][0]](tuple(path[1]))
        rest = path[2:]
    else:
        from tcgsim.zero.model.carddb import card

        d = card(path[0])
        obj = {"effects": d.effects, "counter": d.counter}
        rest = path[1:]
    for k in rest:
        obj = obj[k]
    return obj


def ctx_of(f: dict[str, Any]) -> dict[str, Any]:
    src = f.get("src")
    return {"src": src[0] if src else None, "p": f["p"], "x": f.get("x", 0)}


def player_of(f: dict[str, Any], who: str) -> int:
    return f["p"] if who == "me" else 1 - f["p"]


def select(g: Game, f: dict[str, Any], sel: Any) -> list[int]:
    """The cards a selector names that are still the objects it meant (ZD:200/705)."""
    s = g.s
    if sel == "self":
        src = f.get("src")
        return [src[0]] if src and alive(s, src) else []
    if isinstance(sel, dict):
        if "t" in sel:
            tg = f.get("tg") or []
            return [r[0] for r in (tg[sel["t"]] if sel["t"] < len(tg) else []) if alive(s, r)]
        if "var" in sel:
            return [r[0] for r in f.get("v", {}).get(sel["var"], []) if alive(s, r)]
        if "all" in sel:
            return [c for c in battle_cards(g) if matches(g, c, sel["all"], ctx_of(f))]
        if "event" in sel:
            r = (f.get("ev") or {}).get(sel["event"])
            return [r[0]] if r and alive(s, r) else []
    raise ValueError(f"bad selector {sel!r}")


# -- the script frame -------------------------------------------------------------------
def push_script(g: Game, path: list[Any], p: int, src: list[int] | None,
                tg: list[list[list[int]]] | None = None, x: int = 0,
                ev: dict[str, Any] | None = None, v: dict[str, Any] | None = None) -> None:
    g.push("script", path=path, pc=0, p=p, src=src, tg=tg or [], x=x, ev=ev or {}, v=v or {})


@handler("script")
def run_script(g: Game, f: dict[str, Any]) -> None:
    from tcgsim.zero.rules.checks import push_checks

    ops = effect_at(g, f["path"])
    stack = g.s["stack"]
    while f["pc"] < len(ops):
        o = ops[f["pc"]]
        if len(o) == 3 and "ans" not in f and not holds(g, o[2].get("if"), ctx_of(f)):
            f["pc"] += 1
            continue
        fn = OPS.get(o[0])
        if fn is None:
            raise ValueError(f"unknown op {o[0]!r} in {f['path']}")
        if not fn(g, f, **o[1]):
            return
        f["pc"] += 1
        f.pop("sub", None)
        if push_checks(g) or g.s["decision"] is not None or stack[-1] is not f \
                or g.s["result"] is not None:
            return
    g.pop()


def can_pay_ops(g: Game, ops: list[Any], ctx: dict[str, Any]) -> bool:
    """Whether every cost op can be done now (ZD:702/703: an unpayable cost = not usable)."""
    for o in ops or ():
        fn = ABLE.get(o[0])
        if fn is not None and not fn(g, ctx, **o[1]):
            return False
    return True


# -- targets (ZD:705) ---------------------------------------------------------------------
def candidates(g: Game, spec: dict[str, Any], ctx: dict[str, Any]) -> list[int]:
    zone = spec.get("zone", "battle")
    if zone == "battle":
        pool = battle_cards(g)
    elif zone == "chain":
        pool = [link["c"] for link in g.s["chain"] if link["kind"] == "card"]
    else:
        pool = [c for pl in g.s["players"] for c in pl[zone]]
    out = []
    for c in pool:
        # the card whose trigger this is may be its target (ZD:801); a card being used is in
        # no zone, so it never targets itself (ZD:705). "choose" (选择) is not targeting:
        # cards that cannot be targeted can be chosen (ZD:705)
        if zone == "battle" and not spec.get("choose") and cant(g, c, "target"):
            continue
        if matches(g, c, spec.get("filter"), ctx):
            out.append(c)
    return out


def targets_available(g: Game, specs: list[dict[str, Any]] | None, ctx: dict[str, Any]) -> bool:
    """Every required target can be chosen, two specs never naming one card (ZD:705)."""
    used: set[int] = set()
    for spec in specs or ():
        need = 0 if spec.get("up_to") else spec.get("n", 1)
        got = [c for c in candidates(g, spec, ctx) if c not in used]
        if len(got) < need:
            return False
        used.update(got[:need])
    return True


def choose_one(g: Game, f: dict[str, Any], p: int, cands: list[int],
               prompt: str) -> int | None:
    """A choice (选择, not a target: ZD:705) of one of ``cands`` inside frame ``f``: the
    chosen card, taken without asking when there is only one; None while the question is
    out (the frame runs again with the answer)."""
    if "ans" in f:
        return int(f["opts"][f.pop("ans")[0]])
    if len(cands) == 1:
        return cands[0]
    f["opts"] = cands
    g.ask(p, "choose", prompt, [(g.label(x), x) for x in cands])
    return None


@handler("targets")
def choose_targets(g: Game, f: dict[str, Any]) -> None:
    """f = {specs, p, src, out: index of the frame below whose "tg" receives the refs}."""
    below = g.s["stack"][f["out"]]
    below.setdefault("tg", [])
    while True:
        i = len(below["tg"])
        if i >= len(f["specs"]):
            g.pop()
            return
        spec = f["specs"][i]
        ctx = {"src": f["src"][0] if f.get("src") else None, "p": f["p"]}
        used = {r[0] for rs in below["tg"] for r in rs}
        cands = [c for c in candidates(g, spec, ctx) if c not in used]
        if "ans" in f:
            picked = [f["opts"][k] for k in f.pop("ans")]
            below["tg"].append([ref(g.s, c) for c in picked])
            g.event("target", clause="ZD:705", player=f["p"], cards=g.card_refs(picked))
            continue
        n = spec.get("n", 1)
        lo = 0 if spec.get("up_to") else min(n, len(cands))
        f["opts"] = cands
        g.ask(f["p"], "target", spec.get("prompt", f"Choose {n} target(s)"),
              [(_where(g, c), c) for c in cands], lo, n)
        return


def _where(g: Game, c: int) -> str:
    p, zone, _ = locate(g.s, c)
    return f"{g.name(c)} (player {p + 1}'s {zone})"


def recheck_targets(g: Game, f: dict[str, Any], specs: list[dict[str, Any]] | None) -> bool:
    """On resolution: drop targets that left their zone or became illegal; False when the
    effect had targets and none is legal any more (it is not resolved, ZD:320/705)."""
    if not specs:
        return True
    ctx = {"src": f["src"][0] if f.get("src") else None, "p": f["p"]}
    had = any(f.get("tg") or [])
    kept_any = False
    new = []
    for spec, refs in zip(specs, f.get("tg") or [], strict=False):
        ok = [r for r in refs
              if alive(g.s, r) and r[0] in candidates(g, spec, ctx)]
        kept_any = kept_any or bool(ok)
        new.append(ok)
    f["tg"] = new
    return kept_any or not had
