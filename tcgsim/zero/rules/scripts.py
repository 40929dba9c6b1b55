"""Card effects as they run (ZD:700-705): script paths, selectors, the script frame, costs of
effects, targets.

A card's effects are data (the vocabulary: :mod:`tcgsim.zero.effects`). A script is an op
list that a *script path* names (``rules.continuous.effect_at``); the ``script`` frame runs
its ops one by one (``registry.OPS``), and after every op the state checks run (lethal
damage, defense 0, character-name uniqueness, ZD:305/309/607: "immediately, even during an
effect"). Ops name their objects with selectors (:func:`select`); an effect's targets are
chosen by the ``targets`` frame (ZD:705) and checked again as it resolves
(:func:`recheck_targets`); :func:`can_pay_ops` says whether a cost can be paid
(``registry.ABLE``, ZD:702/703).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import (
    Frame,
    Path,
    Ref,
    ScriptFrame,
    alive,
    link_ref,
    locate,
    ref,
)
from tcgsim.zero.registry import ABLE, OPS
from tcgsim.zero.rules.checks import push_checks
from tcgsim.zero.rules.continuous import cant, effect_at, reading
from tcgsim.zero.rules.filters import battle_cards, holds, matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

__all__ = [
    "can_pay_ops", "candidates", "chain_effects", "choose_one", "choose_targets", "ctx_of",
    "effect_at", "judged_when_used", "link_label", "player_of", "push_script", "recheck_targets", "run_script", "select", "targets_available",
]


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
def push_script(g: Game, path: Path, p: int, src: Ref | None,
                tg: list[list[Ref]] | None = None, x: int = 0,
                ev: dict[str, Any] | None = None, v: dict[str, Any] | None = None,
                used: list[int] | None = None) -> None:
    """``used``: the ops whose ``if_used`` condition held when the card was used
    (:func:`judged_when_used`)."""
    if used is None:
        g.push("script", path=path, pc=0, p=p, src=src, tg=tg or [], x=x, ev=ev or {},
               v=v or {})
    else:
        g.push("script", path=path, pc=0, p=p, src=src, tg=tg or [], x=x, ev=ev or {},
               v=v or {}, used=list(used))


def judged_when_used(g: Game, ops: list[Any], ctx: dict[str, Any]) -> list[int] | None:
    """ZD:707 (with ZD:301's 食人鱼玫瑰): a condition worded "如果使用此牌时…" (an op's
    ``{"if_used": [conditions]}``) is judged as the card is used and remembered: the ops whose
    condition held then run on resolution even if it no longer holds, the others never do.
    None when no op has such a condition."""
    marked = [i for i, o in enumerate(ops) if len(o) == 3 and "if_used" in o[2]]
    if not marked:
        return None
    return [i for i in marked if holds(g, ops[i][2]["if_used"], ctx)]


def run_script(g: Game, f: ScriptFrame) -> None:
    """The ``script`` frame: run a script's ops one at a time; after each, the immediate
    checks (ZD:305/309/607)."""
    ops = effect_at(g, f["path"])
    stack = g.s["stack"]
    while f["pc"] < len(ops):
        o = ops[f["pc"]]
        if len(o) == 3 and "ans" not in f and not (
                holds(g, o[2].get("if"), ctx_of(f))
                and ("if_used" not in o[2] or f["pc"] in f.get("used", ()))):
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


def link_label(g: Game, link: dict[str, Any]) -> str:
    """How a chain link is shown: its card, or "card: effect"."""
    if link["kind"] == "card":
        return g.name(link["c"])
    if link["kind"] == "levelup":
        return f"level up {g.name(link['tgt'][0])} ({link['method']})"
    eff = effect_at(g, link["path"])
    return f"{g.name(link['src'][0])}: {eff.get('label') or eff.get('when') or eff.get('type')}"


# -- targets (ZD:705) ---------------------------------------------------------------------
def chain_effects(g: Game, spec: dict[str, Any], ctx: dict[str, Any]) -> list[Ref]:
    """The effects on the chain a spec ``{"zone": "chain", "links": "effect"}`` may target
    (ZD:620: only what is on the chain), as refs of their links; ``"side"``: whose effects
    ("own" / "opp", by the link's controller, ZD:610)."""
    side = spec.get("side", "any")
    return [link_ref(link) for link in g.s["chain"] if link["kind"] == "effect"
            and (side == "any" or (link["ctl"] == ctx["p"]) == (side == "own"))]


def _links(spec: dict[str, Any]) -> bool:
    return spec.get("zone") == "chain" and spec.get("links") == "effect"


def candidates(g: Game, spec: dict[str, Any], ctx: dict[str, Any]) -> list[int]:
    """The cards a target spec may name (see :func:`chain_effects` for effects)."""
    with reading(g):  # only reads: "cannot be targeted" of every card worked out once
        return _candidates(g, spec, ctx)


def _candidates(g: Game, spec: dict[str, Any], ctx: dict[str, Any]) -> list[int]:
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
        if _links(spec):
            if len(chain_effects(g, spec, ctx)) < need:
                return False
            continue
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


def choose_targets(g: Game, f: Frame) -> None:
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
        links = _links(spec)
        if "ans" in f:
            picked = [f["opts"][k] for k in f.pop("ans")]
            if links:  # effects on the chain: their link refs (ZD:620)
                below["tg"].append([list(r) for r in picked])
                for r in picked:
                    g.event("target_link", clause="ZD:620", player=f["p"],
                            link=_link_label(g, r))
                continue
            below["tg"].append([ref(g.s, c) for c in picked])
            g.event("target", clause="ZD:705", player=f["p"], cards=g.card_refs(picked))
            continue
        n = spec.get("n", 1)
        if links:
            found = chain_effects(g, spec, ctx)
            options = [(_link_label(g, r), r) for r in found]
        else:
            used = {r[0] for rs in below["tg"] for r in rs}
            found = [c for c in candidates(g, spec, ctx) if c not in used]
            options = [(_where(g, c), c) for c in found]
        lo = 0 if spec.get("up_to") else min(n, len(found))
        f["opts"] = found
        g.ask(f["p"], "target", spec.get("prompt", f"Choose {n} target(s)"), options, lo, n)
        return


def _link_label(g: Game, r: Ref) -> str:
    link = next(x for x in g.s["chain"] if x["id"] == r[2])
    return f"{link_label(g, link)} (on the chain)"


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
        if _links(spec):
            ok = [r for r in refs if r in chain_effects(g, spec, ctx)]
        else:
            ok = [r for r in refs
                  if alive(g.s, r) and r[0] in candidates(g, spec, ctx)]
        kept_any = kept_any or bool(ok)
        new.append(ok)
    f["tg"] = new
    return kept_any or not had
