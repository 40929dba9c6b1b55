"""Checking a card's structured effects against the engine's vocabulary.

The card files are read by ``model.carddb``; this module checks their ``effects`` and
``counter`` against the registry (``tcgsim.zero.install`` fills it, and puts this check in
``model.carddb.CARD_CHECKS``): op names and their arguments (``registry.OPS``, read from each
op's signature), filter keys (``registry.FILTER_KEYS``), conditions (``registry.CONDS``),
trigger timings (``registry.TIMINGS``), stats and keywords. A typo in card data is then an
error when the files load, naming the card and the place, instead of a failure in the middle
of a game.
"""

from __future__ import annotations

import inspect
from typing import Any

from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tcgsim.zero.registry import CONDS, FILTER_KEYS, OPS, TIMINGS

EFFECT_KEYS: dict[str, set[str]] = {
    "continuous": {"who", "mod", "set", "grant", "cant", "must", "attack_cost", "lose",
                   "attacks"},
    "trigger": {"when", "who", "may", "cost", "targets", "do", "zone"},
    "activated": {"zone", "timing", "once_per_turn", "cost", "targets", "do"},
    "use": {"targets", "cost", "do", "cond", "equip_side"},
    "grant_use": {"zone", "filter"},
    "on_appear": {"do"},
    "replacement": {"on", "from", "to", "filter", "instead", "mult", "add", "set", "battle_only"},
}
COMMON_KEYS = {"type", "level", "gate", "cond", "label"}
TARGET_KEYS = {"filter", "n", "up_to", "zone", "prompt", "choose", "links", "side"}
STATS = ("atk", "def", "atk_bonus", "def_bonus")
ZONES = ("battle", "eq", "event", "rest", "removed", "hand", "deck", "life", "res")


def validate_card_effects(row: dict[str, Any]) -> list[str]:
    """Every problem with a card dict's ``effects`` and ``counter`` (empty = fine)."""
    errs: list[str] = []
    for i, eff in enumerate(row.get("effects", [])):
        errs.extend(f"effects[{i}]: {e}" for e in _effect(eff))
    counter = row.get("counter", [])
    errs.extend(f"counter: {e}" for e in _ops(counter))
    if counter and not row.get("counter_text"):
        errs.append("counter: a counter script needs the printed counter_text")
    return errs


def _effect(eff: dict[str, Any]) -> list[str]:
    kind = eff.get("type")
    if kind not in EFFECT_KEYS:
        return [f"type {kind!r} is not one of {', '.join(EFFECT_KEYS)}"]
    errs: list[str] = []
    for k in sorted(set(eff) - EFFECT_KEYS[kind] - COMMON_KEYS):
        errs.append(f"key {k!r} is not used by {kind} effects")
    gate = eff.get("gate")
    if gate is not None and gate not in KEYWORD_NAMES:
        errs.append(f"gate {gate!r} is not a keyword of ZD:900")
    lv = eff.get("level", 1)
    if not isinstance(lv, int) or lv < 1:
        errs.append(f"level {lv!r} is not a level (1, 2, 3...)")
    errs += _conds(eff.get("cond"))
    if kind == "trigger" and eff.get("when") not in TIMINGS:
        errs.append(f"when {eff.get('when')!r} is not a timing ({', '.join(sorted(TIMINGS))})")
    who = eff.get("who")
    if isinstance(who, dict):
        errs += _filter(who)
    elif who is not None and who not in ("self", "equipped", "any"):
        errs.append(f"who {who!r} is not 'self', 'equipped', 'any' or a filter")
    for k in ("mod", "set"):
        for stat, v in eff.get(k, {}).items():
            if stat not in STATS or not isinstance(v, int):
                errs.append(f"{k}: {stat!r} = {v!r} is not a stat ({', '.join(STATS)}) and number")
    for kw in eff.get("grant", []):
        if not isinstance(kw, list) or not kw or kw[0] not in KEYWORD_NAMES:
            errs.append(f"grant: {kw!r} is not [keyword, params...]")
    for spec in eff.get("targets", []):
        for k in sorted(set(spec) - TARGET_KEYS):
            errs.append(f"targets: key {k!r} is not one of {', '.join(sorted(TARGET_KEYS))}")
        errs += _filter(spec.get("filter"))
    for k in ("do", "cost", "attack_cost"):
        errs += [f"{k}: {e}" for e in _ops(eff.get(k, []))]
    if kind == "grant_use":
        errs += _filter(eff.get("filter"))
        if eff.get("zone", "rest") not in ZONES:
            errs.append(f"zone {eff.get('zone')!r} is not a zone")
    if kind == "replacement":
        errs += _filter(eff.get("filter"))
        if eff.get("on") not in ("move", "damage"):
            errs.append(f"on {eff.get('on')!r} is not 'move' or 'damage'")
        for k in ("from", "to", "instead") if eff.get("on") == "move" else ():
            if eff.get(k, "battle") not in ZONES:
                errs.append(f"{k} {eff.get(k)!r} is not a zone")
    return errs


def _ops(ops: Any) -> list[str]:
    if not isinstance(ops, list):
        return [f"expected a list of [op, {{args}}], got {ops!r}"]
    errs: list[str] = []
    for o in ops:
        if not isinstance(o, list) or len(o) not in (2, 3) or not isinstance(o[1], dict):
            errs.append(f'{o!r} is not [op, {{args}}] or [op, {{args}}, {{"if": [...]}}]')
            continue
        fn = OPS.get(o[0])
        if fn is None:
            errs.append(f"unknown op {o[0]!r}")
            continue
        errs += [f"{o[0]}: {e}" for e in _args(fn, o[1])]
        if len(o) == 3:
            for k in sorted(set(o[2]) - {"if", "if_used"}):
                errs.append(f"{o[0]}: condition key {k!r} is not 'if' or 'if_used'")
            errs += _conds(o[2].get("if")) + _conds(o[2].get("if_used"))
        for k, v in o[1].items():
            if k == "sel":
                errs += _selector(v)
            elif k == "filter":
                errs += _filter(v)
            elif k == "filters":
                for flt in v:
                    errs += _filter(flt)
            elif k == "effect":  # an effect the cards gain (ZD:709)
                errs += [f"{o[0]}: effect: {e}" for e in _effect(v)]
    return errs


def _args(fn: Any, args: dict[str, Any]) -> list[str]:
    params = list(inspect.signature(fn).parameters.values())[2:]  # after g, f
    named = {p.name.rstrip("_") for p in params if p.kind is not p.VAR_KEYWORD}
    open_kw = any(p.kind is p.VAR_KEYWORD for p in params)
    errs = []
    for p in params:
        if p.default is p.empty and p.kind is p.POSITIONAL_OR_KEYWORD and p.name not in args:
            errs.append(f"argument {p.name!r} is missing")
    if not open_kw:
        errs += [f"unknown argument {k!r}" for k in args if k not in named]
    return errs


def _selector(sel: Any) -> list[str]:
    if sel == "self":
        return []
    if isinstance(sel, dict) and len(sel) == 1:
        ((k, v),) = sel.items()
        if k == "all":
            return _filter(v)
        if k in ("t", "var", "event"):
            return []
    return [f"selector {sel!r} is not 'self', {{t}}, {{var}}, {{all: filter}} or {{event}}"]


def _filter(flt: Any) -> list[str]:
    if flt is None:
        return []
    if not isinstance(flt, dict):
        return [f"filter {flt!r} is not a table"]
    return [f"unknown filter key {k!r}" for k in flt if k not in FILTER_KEYS]


def _conds(conds: Any) -> list[str]:
    errs: list[str] = []
    for c in conds or []:
        if not isinstance(c, list) or len(c) != 2 or not isinstance(c[1], dict):
            errs.append(f"condition {c!r} is not [name, {{args}}]")
        elif c[0] not in CONDS:
            errs.append(f"unknown condition {c[0]!r}")
        elif c[0] == "in_battle":
            errs += _filter({k: v for k, v in c[1].items() if k != "min"})
    return errs
