"""Damage calculation steps 1-6 (PTCG:I-A-01), in the guide's order, one function.

Every step that changes the number is recorded in the returned trace so the
log can say which step did what.
"""

from __future__ import annotations

import re
from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.durations import timed
from tcgsim.pokemon.model.impl import lookup_trainer
from tcgsim.pokemon.model.per_card import any_card
from tcgsim.pokemon.model.state import Slot, find_slot
from tcgsim.pokemon.rules.continuous import (
    damage_modifiers,
    discard_used_up,
    ignores_defender_effects,
    knock_out_averted,
    max_hp,
    pokemon_types,
    prevents_damage,
    weaknesses,
)
from tcgsim.pokemon.rules.protection import damage_prevented


def _modifiers(g: Game, step: int, attacker: Slot, defender: Slot,
               to_active: bool) -> list[tuple[int, str]]:
    """Damage changes at step 2 (on the attacker) or step 5 (on the Pokémon taking it);
    a Tool's own ``damage_mod`` is given that Pokémon and tells the Bench apart itself."""
    out = damage_modifiers(g, step, attacker, defender, to_active)
    for slot in (attacker, defender):
        for c in slot["tools"]:
            impl = lookup_trainer(g.d(c).name_key)
            if impl is not None and impl.damage_mod is not None:
                amt = impl.damage_mod(g, step, attacker, defender)
                if amt:
                    out.append((amt, g.name(c)))
    return out


def _apply_modifiers(g: Game, step: int, attacker: Slot, defender: Slot, dmg: int,
                     trace: list[dict[str, Any]], to_active: bool) -> int:
    """Steps 2 and 5: add each change in turn; reaching 0 ends the calculation."""
    for amt, label in _modifiers(g, step, attacker, defender, to_active):
        dmg += amt
        trace.append({"step": step, "what": label, "value": dmg})
    if dmg <= 0:
        trace.append({"step": step, "what": "zero: calculation ends", "value": 0})
    return dmg


def calculate(
    g: Game, attacker: Slot, defender: Slot, base: int, sign: str, to_active: bool,
    apply_weakness: bool = True, apply_resistance: bool = True, defender_effects: bool = True,
) -> tuple[int, list[dict[str, Any]]]:
    """Return (final damage, trace). Bench damage skips Weakness and Resistance only.

    Damage to a Benched Pokémon takes part in the calculation like the Active's
    (PTCG:II-B-08, II-B-09): steps 2 and 5 apply, except step-2 changes worded for the
    opponent's Active Pokémon (PTCG:II-B-04; ``continuous.damage_modifiers``).
    ``apply_weakness``/``apply_resistance`` False: "isn't affected by Weakness or
    Resistance" skips step 3/4 (PTCG:II-B-06); ``defender_effects`` False: "isn't affected
    by any effects on your opponent's Active Pokémon" skips step 5 (PTCG:II-B-07).
    """
    trace: list[dict[str, Any]] = []
    dmg = base
    trace.append({"step": 1, "what": "base damage", "value": dmg})
    # 1b: "×" and "−" damage that reaches 0 ends the calculation
    if dmg <= 0 and sign in ("×", "-", "−"):
        trace.append({"step": 1, "what": "zero: calculation ends", "value": 0})
        return 0, trace
    # 2: effects on the attacking Pokémon
    dmg = _apply_modifiers(g, 2, attacker, defender, dmg, trace, to_active)
    if dmg <= 0:
        return 0, trace
    if not to_active:
        trace.append({"step": 3, "what": "Bench: no Weakness or Resistance (PTCG:II-B-08)",
                      "value": dmg})
    top_d = g.top(defender)
    if to_active and not apply_weakness:
        trace.append({"step": 3, "what": "Weakness not applied (PTCG:II-B-06)", "value": dmg})
    if to_active and not apply_resistance:
        trace.append({"step": 4, "what": "Resistance not applied (PTCG:II-B-06)", "value": dmg})
    if to_active:
        # 3: Weakness, as printed (×2, or +N on older cards) or as changed by effects in play
        weak = weaknesses(g, defender) if apply_weakness else ()
        types_a = pokemon_types(g, attacker)  # a Pokémon of two types: either one counts
        for wtype, value in weak:
            if wtype in types_a:
                dmg = dmg * int(value[1:]) if value.startswith("×") else dmg + int(value.lstrip("+"))
                trace.append({"step": 3, "what": f"Weakness {wtype} {value}", "value": dmg})
        # 4: Resistance, as printed (−30, −20)
        for rtype, value in (top_d.resistances if apply_resistance else ()):
            if rtype in types_a:
                dmg -= abs(int(value.replace("−", "-")))
                trace.append({"step": 4, "what": f"Resistance {rtype} {value}", "value": dmg})
        if dmg <= 0:
            trace.append({"step": 4, "what": "zero: calculation ends", "value": 0})
            return 0, trace
    # 5: effects on the Pokémon taking the damage
    if not defender_effects:
        whose = "the Defending Pokémon" if to_active else "that Pokémon"
        trace.append({"step": 5, "what": f"effects on {whose} ignored (PTCG:II-B-07)",
                      "value": dmg})
    else:
        dmg = _apply_modifiers(g, 5, attacker, defender, dmg, trace, to_active)
        if dmg <= 0:
            return 0, trace
    # 6: final damage (prevention is applied by the caller, which places the counters)
    trace.append({"step": 6, "what": "final damage", "value": dmg})
    return dmg, trace


def deal_attack_damage(g: Game, attacker: Slot, target: Slot, base: int, sign: str,
                       to_active: bool, options: dict[str, Any] | None = None,
                       clause: str = "PTCG:I-A-01") -> int:
    """Attack step 4 for one target: calculate, prevent, place the damage, log it.

    ``options`` are the attack's damage options (its vars ``no_weakness``,
    ``no_resistance``, ``ignore_defender_effects``, ``ignore_target_effects``: any target's). Ignoring the effects on the
    Defending Pokémon also ignores its damage prevention (PTCG:II-B-07); a protected
    Benched Pokémon can be chosen but takes no damage (PTCG:II-B-08).
    """
    o = options or {}
    ignore = bool(o.get("ignore_target_effects")
                  or (to_active and (o.get("ignore_defender_effects")
                                     or ignores_defender_effects(g, attacker))))
    dmg, trace = calculate(g, attacker, target, base, sign, to_active,
                           apply_weakness=not o.get("no_weakness"),
                           apply_resistance=not o.get("no_resistance"),
                           defender_effects=not ignore)
    why = None
    if dmg > 0 and not ignore:
        why = (damage_prevented(g, attacker, target, dmg)
               or prevents_damage(g, attacker, target, dmg))
    if why is not None:
        trace.append({"step": 6, "what": f"damage prevented: {why} (PTCG:II-C-16)", "value": 0})
        dmg = 0
    g.event("damage", clause=clause, step=4, target=g.top(target).name, slot=target["id"],
            amount=dmg, trace=trace)
    discard_used_up(g, target, trace)
    if dmg > 0:
        target["dmg"] += _placed_unless_left_at_10(g, attacker, target, dmg)
        _note_damaged(g, target, dmg)
    return dmg


def _placed_unless_left_at_10(g: Game, attacker: Slot, target: Slot, dmg: int) -> int:
    """The damage placed on ``target``: all of it, unless it would be Knocked Out by it and an
    effect says "it is not Knocked Out, and its remaining HP becomes 10" (PTCG:II-D-16: full HP
    is remaining HP equal to its HP; a coin, when the effect flips one, decides)."""
    hp = max_hp(g, target)
    if target["dmg"] + dmg < hp:
        return dmg
    for how, label in knock_out_averted(g, attacker, target):
        if how["full_hp"] and target["dmg"] > 0:
            continue
        if how["coin"]:
            heads = g.rng.coin()
            g.event("coin", result="heads" if heads else "tails", why=label)
            if not heads:
                continue
        g.event("not_knocked_out", clause="PTCG:II-D-16", pokemon=g.top(target).name, by=label,
                remaining=10)
        discard_used_up(g, target, [{"what": label}])  # Survival Brace: "Then, discard this card"
        return max(0, hp - 10 - target["dmg"])
    return dmg


#: the texts that ask how much damage attacks did to a Pokémon in the opponent's last turn
_ASKS_HIT = re.compile(r"damaged by an attack during your opponent's last turn")


def _asks_hit(g: Game) -> bool:
    return any_card(g, _ASKS_HIT_BY_CARD, _asks_hit_of)


_ASKS_HIT_BY_CARD: dict[str, bool] = {}  # card id -> _asks_hit_of (see by_card)


def _asks_hit_of(d: CardDef) -> bool:
    return any(_ASKS_HIT.search(a.text or "") for a in (*d.attacks, *d.abilities))


def damage_taken_last_turn(g: Game, slot: Slot) -> int:
    """The damage attacks did to this Pokémon during its owner's opponent's last turn ("If this
    Pokémon was damaged by an attack during your opponent's last turn, this attack does that
    much more damage"); kept by :func:`_note_damaged`."""
    hit = slot.get("hit")
    return hit[1] if hit is not None and hit[0] == g.turn - 1 else 0


def _note_damaged(g: Game, target: Slot, dmg: int) -> None:
    """Remember, on the attack being used, each Pokémon its damage reached and how much:
    attack step 6 runs their "when damaged by an attack" effects (PTCG:II-E-03). In games with
    a card that asks, the Pokémon keeps the damage attacks did to it this turn."""
    if g.deck_fact("asks_hit", _asks_hit):
        hit = target.get("hit")
        target["hit"] = [g.turn, dmg + (hit[1] if hit is not None and hit[0] == g.turn else 0)]
    for frame in reversed(g.s["stack"]):
        if frame["op"] == "attack":
            damaged = frame.setdefault("damaged", [])
            if target["id"] not in damaged:
                damaged.append(target["id"])
            done = frame.setdefault("damage_done", {})
            done[str(target["id"])] = done.get(str(target["id"]), 0) + dmg
            return


def record_attack_knock_outs(g: Game, kod: list[list[int]]) -> None:
    """Remember the turns in which a player's Pokémon were Knocked Out by damage from an
    attack (one the attack being used damaged), for "if any of your Pokémon were Knocked Out
    by damage from an attack during your opponent's last turn" (PTCG:II-E-11)."""
    frame = next((fr for fr in reversed(g.s["stack"]) if fr["op"] == "attack"), None)
    if frame is None:
        return
    rec = g.s.setdefault("kod_by_attack_turns", [[], []])
    for p, sid in kod:
        if sid in frame.get("damaged", []) and g.turn not in rec[p]:
            rec[p] = (rec[p] + [g.turn])[-2:]
    later = frame["v"].get("if_knocked_out")
    if later and any(p != frame["p"] and sid in frame.get("damaged", []) for p, sid in kod):
        _effects_after_knock_out(g, frame, later)


def _effects_after_knock_out(g: Game, frame: dict[str, Any], later: list[Any]) -> None:
    """"If your opponent's Pokémon is Knocked Out by damage from this attack, during your
    opponent's next turn, prevent all damage from and effects of attacks done to this
    Pokémon" (Golisopod, Marshadow): the effects step 5 kept for it begin on the attacking
    Pokémon once this attack's Knock Out check finds such a Knock Out (PTCG:I-D)."""
    found = find_slot(g.s, frame["src"])
    if found is None:
        return
    slot = found[1]
    frame["v"]["if_knocked_out"] = []  # once, however many Pokémon it Knocked Out
    for fx, until in later:
        slot["fx"].append(timed(fx, g.turn, until))
        g.event("effect", clause="PTCG:I-D", pokemon=g.top(slot).name,
                effect=fx.get("label", fx["kind"]))


def record_knocked_out_pokemon(g: Game, kod: list[tuple[int, int, str]]) -> None:
    """Remember which Pokémon (player, slot id, card id of its top card) were Knocked Out
    this turn, and whether by damage from an attack, for "if any of your <kind> Pokémon were
    Knocked Out [by damage from an attack] during your opponent's last turn" (PTCG:II-E-11).
    Pokémon Checkup belongs to neither player's turn (PTCG:I-F): its Knock Outs are not kept.
    Only the last two turns are kept, and only in games with a card that asks (the state of
    other games stays as it was)."""
    if not g.deck_fact("asks_kod_pokemon", _asks_kod_pokemon):
        return
    if any(fr["op"] == "checkup" for fr in g.s["stack"]):
        return
    frame = next((fr for fr in reversed(g.s["stack"]) if fr["op"] == "attack"), None)
    damaged = frame.get("damaged", []) if frame is not None else []
    rec = g.s.setdefault("kod_pokemon", [[], []])
    for p, sid, card_id in kod:
        rec[p] = [e for e in rec[p] if e[0] >= g.turn - 1] + [[g.turn, sid in damaged, card_id]]


#: the texts that ask which Pokémon were Knocked Out ("any of your Hop's Pokémon were …")
_ASKS_KOD = re.compile(r"any of your \S.*? Pokémon were Knocked Out")


def _asks_kod_pokemon(g: Game) -> bool:
    for d in {d.id: d for d in g.defs}.values():
        texts = [a.text for a in d.attacks] + [a.text for a in d.abilities] + list(d.rules)
        if any(_ASKS_KOD.search(t or "") for t in texts):
            return True
    return False


def pokemon_knocked_out_last_turn(g: Game, p: int, by_attack: bool) -> list[str]:
    """The card ids of player p's Pokémon Knocked Out during the opponent's last turn."""
    return [e[2] for e in g.s.get("kod_pokemon", [[], []])[p]
            if e[0] == g.turn - 1 and (e[1] or not by_attack)]


def knocked_out_by_attack_last_turn(g: Game, p: int) -> bool:
    return g.turn - 1 in g.s.get("kod_by_attack_turns", [[], []])[p]


def damage_itself(g: Game, attacker: Slot, amount: int) -> None:
    """"This Pokémon also does N damage to itself" (PTCG:II-B-09): attack damage placed on the
    attacker as printed, without Weakness, Resistance or any effects (it is not damage from
    an opponent's attack)."""
    trace = [{"step": 1, "what": "damage to itself (PTCG:II-B-09)", "value": amount}]
    g.event("damage", clause="PTCG:II-B-09", step=4, target=g.top(attacker).name, amount=amount,
            trace=trace, itself=True)
    attacker["dmg"] += amount
