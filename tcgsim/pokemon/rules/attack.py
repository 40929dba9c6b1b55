"""Using an attack: steps 1-7 of PTCG:I-A-01, each logged with its step number."""

from __future__ import annotations

import re
from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import Attack, CardDef
from tcgsim.pokemon.model.durations import effects, has_effect, player_effects
from tcgsim.pokemon.model.impl import AttackImpl, attack_key, lookup_attack, lookup_trainer
from tcgsim.pokemon.model.per_card import any_card, by_card
from tcgsim.pokemon.model.state import Slot, find_slot
from tcgsim.pokemon.rules.continuous import (
    attacks_first_turn,
    attacks_twice,
    cant_attack,
    costs_as_printed,
    other_attacks,
    special_energy_plain,
    tools_have_no_effect,
)
from tcgsim.pokemon.rules.costs import attack_cost, attack_costs
from tcgsim.pokemon.rules.damage import damage_itself, deal_attack_damage
from tcgsim.pokemon.rules.energy import covers, covers_units
from tcgsim.pokemon.rules.player_locks import player_locked
from tcgsim.pokemon.rules.when_damaged import push_when_damaged

CLAUSE = "PTCG:I-A-01"
EMPTY = AttackImpl()


def attack_impl(a: Attack) -> AttackImpl | None:
    """The implementation of an attack's text; a damage-only attack needs none."""
    if not a.text:
        return EMPTY
    return lookup_attack(a.name, a.text)


def attack_blocked(g: Game, slot: Slot, allowed: frozenset[str] = frozenset()) -> str | None:
    """Why the Active cannot declare an attack now (step 1a/1b), or None. ``allowed``: the
    rules an attack's own "you can use this attack even if …" lifts (PTCG:II-E-27)."""
    if (g.is_first_turn_of_first_player() and "first_turn" not in allowed
            and not attacks_first_turn(g, slot)):
        return "the player going first cannot attack on their first turn"
    if slot["sp"] in ("asleep", "paralyzed"):
        return f"the Active Pokémon is {slot['sp']}"
    # asked at every decision: each effect is looked for only where one could be
    if ((slot["fx"] and has_effect(g.s, slot, "cant_attack"))  # PTCG:II-C-15
            or ("cant_attack" in g.passive_rules and cant_attack(g, slot))):
        return "an effect prevents attacking"
    if g.s.get("pfx"):
        if player_locked(g, slot, "cant_attack_if"):
            return "an effect prevents attacking"
        if player_effects(g.s, g.slot_owner(slot["id"]), "cant_attack"):
            return "an effect on the player prevents attacking"  # PTCG:II-C-19
    return None


def usable_attacks(g: Game, p: int, provided: list[str] | None = None) -> list[int]:
    """The attacks (indexes into :func:`attacks_of`) the Active Pokémon can use now.
    ``provided``: its Energy (``Game.energy_provided``), when the caller has it already."""
    slot = g.s["players"][p]["active"]
    if slot is None:
        return []
    out = []
    # the same for each attack
    units = tuple(g.energy_provided(slot) if provided is None else provided)
    # an attack's "even if" only lifts rules: when none blocks, none blocks any attack
    blocked = attack_blocked(g, slot)
    # asked at every decision: one cost each unless a card of the game lowers costs by units
    # of any type (Sparkling Crystal), which gives several ways to pay
    any_type = "attack_cost_any" in g.passive_rules
    # no effect on costs: each attack costs what it prints, unless its own text sets it
    # (attack_cost's first answer, asked once)
    printed = not any_type and costs_as_printed(g, slot)
    if printed and "other_attacks" not in g.passive_rules and (
            not slot["tools"] or not g.deck_fact("tool_attacks", _tool_attacks)):
        # its attacks are its card's own (attacks_of), each costing what it prints: which of
        # them its Energy pays is a fact of the card and the units (_paid_attacks)
        c = slot["cards"][-1]
        paid = g.deck_table("paid_attacks").get((c, units), False)
        if paid is False:
            paid = _paid_attacks(g, c, units)
        if paid is not None:
            out = []
            for i, impl in paid:  # (printed: no effect on the Pokémon, none forbids one)
                if (blocked and attack_blocked(g, slot, even_if(impl))) or (
                        impl.requires is not None and not impl.requires(g, p)):
                    continue
                out.append(i)
            return out
    # the implementations of the Pokémon's own attacks, the first of attacks_of
    own = g.deck_fact("attack_impls", _attack_impls)[slot["cards"][-1]]
    fx = slot["fx"]
    for i, a in enumerate(attacks_of(g, slot)):
        impl = own[i] if i < len(own) else attack_impl(a)
        if impl is None:
            continue
        if printed and impl.cost_only is None:
            if not covers_units(a.cost, units):
                continue
        elif not (any(covers(c, units) for c in attack_costs(g, slot, a, impl)) if any_type
                  else covers(attack_cost(g, slot, a, impl), units)):
            continue
        if (blocked and attack_blocked(g, slot, even_if(impl))) or (
                fx and attack_forbidden(g, slot, a.name)):
            continue
        if impl.requires is not None and not impl.requires(g, p):
            continue  # "You can use this attack only if …"
        out.append(i)
    return out


def _paid_attacks(g: Game, c: int, units: tuple[str, ...]
                  ) -> tuple[tuple[int, AttackImpl], ...] | None:
    """(index, implementation) of each attack card number ``c`` prints that has an
    implementation and whose printed cost ``units`` pay, kept in the decks' table
    ``paid_attacks`` by card and units; None when one of its attacks sets its own cost
    (``cost_only``: asked of the board each time)."""
    impls = g.deck_fact("attack_impls", _attack_impls)[c]
    found = None if any(impl is not None and impl.cost_only is not None for impl in impls) else (
        tuple((i, impl) for i, (a, impl) in enumerate(
            zip(g.in_play_defs[c].attacks, impls, strict=True))
            if impl is not None and covers_units(a.cost, units)))
    g.deck_table("paid_attacks")[c, units] = found
    return found


def _tool_attacks(g: Game) -> bool:
    """Whether a Trainer card of either deck prints an attack (a Technical Machine): only
    then can a Tool add attacks to a Pokémon's own (attacks_of)."""
    return any_card(g, _TOOL_ATTACKS, _prints_tool_attacks)


_TOOL_ATTACKS: dict[str, bool] = {}  # card id -> _prints_tool_attacks (see by_card)


def _prints_tool_attacks(d: CardDef) -> bool:
    return bool(d.is_trainer and d.attacks)


def _attack_impls(g: Game) -> list[tuple[AttackImpl | None, ...]]:
    """Card number -> :func:`attack_impl` of each attack its card in play (``Game.top``)
    prints: asked of the Active Pokémon at every main-phase decision."""
    return by_card(g, _ATTACK_IMPLS, _attack_impls_of, in_play=True)


#: card id -> _attack_impls_of its card in play (see by_card)
_ATTACK_IMPLS: dict[str, tuple[AttackImpl | None, ...]] = {}


def _attack_impls_of(d: CardDef) -> tuple[AttackImpl | None, ...]:
    return tuple(attack_impl(a) for a in d.attacks)


def attacks_of(g: Game, slot: Slot) -> tuple[Attack, ...]:
    """The attacks a Pokémon can use: its own, then those on Tools attached to it ("can use
    the attack on this card": Technical Machines), then those of other cards an Ability lets
    it use (:func:`continuous.other_attacks`)."""
    own = g.in_play_defs[slot["cards"][-1]].attacks  # (Game.top: asked at every decision)
    if slot["tools"] and not tools_have_no_effect(g):
        own += tuple(a for c in slot["tools"] for a in g.defs[c].attacks
                     if _tool_attack_usable(g, slot, c))
    return own + other_attacks(g, slot) if "other_attacks" in g.passive_rules else own


def _tool_attack_usable(g: Game, slot: Slot, c: int) -> bool:
    impl = lookup_trainer(g.d(c).name_key)
    return impl is not None and (impl.attack_holder is None or impl.attack_holder(g.top(slot)))


def start_attack(g: Game, p: int, idx: int, **extra: Any) -> None:
    slot = g.pl(p)["active"]
    g.push("attack", p=p, src=slot["id"], idx=idx, v={}, step=1, **extra)


def _run_part(g: Game, f: dict[str, Any], impl: AttackImpl, part: str, key: str) -> None:
    if getattr(impl, part):
        g.push("script", ref=["attack", key, part], pc=0, p=f["p"], src=f["src"],
               vi=len(g.s["stack"]) - 1)


def attack(g: Game, f: dict[str, Any]) -> None:
    p = f["p"]
    step = f["step"]
    attacker = None
    if step not in (3, 5, 6):  # the steps that ask for the Attacking Pokémon
        # (slot ids are never reused: the attacker, still the Active Pokémon as it usually
        # is, is the slot find_slot would find)
        active = g.s["players"][p]["active"]
        if active is not None and active["id"] == f["src"]:
            attacker = active
        else:
            found = find_slot(g.s, f["src"])
            attacker = None if found is None else found[1]
    a = f.get("a")
    if step == 1:  # 1. declare
        top = g.top(attacker)
        atk = attacks_of(g, attacker)[f["idx"]]
        f["energy0"] = list(attacker["energy"])  # for Energy that returns after attacking
        f["a"] = [atk.name, atk.text, atk.base_damage, atk.damage_sign]
        f["key"] = attack_key(atk.name, atk.text)
        g.event("attack", clause=CLAUSE, step=1, player=p, pokemon=top.name, attack=atk.name)
        for fx in effects(g.s, attacker, "base_damage"):  # "… attack's base damage is N"
            if fx["attack"] == atk.name:
                f["a"][2] = fx["amt"]
                g.event("attack_step", clause="PTCG:II-E-02", step=1, what=fx["label"],
                        base=fx["amt"])
        remember_attack(g, p, attacker, atk.name)
        f["step"] = 2
        return
    # the attack's text, as attack_impl finds it (an attack without text needs none), for the
    # steps that run its parts
    impl = ((lookup_attack(a[0], a[1]) if a[1] else EMPTY) or EMPTY) if step in (2, 3, 5) else EMPTY
    if step == 2:  # 2. check the attacking Pokémon: flips that can make the attack fail
        fails = False
        for fx in effects(g.s, attacker, "attack_flip"):  # "flips N coins; any tails: it fails"
            heads = [_flip(g, "attack may fail (step 2a)") for _ in range(fx.get("n", 1))]
            if not all(heads):
                fails = True
                g.event("attack_failed", clause="PTCG:II-D-01", step=2, why=fx.get("label", ""))
                break
        if not fails and attacker["sp"] == "confused" and not _flip(g, "Confused (step 2b)"):
            fails = True
            g.event("attack_failed", clause="PTCG:S4-COND", step=2, why="Confused: tails")
            n = next((fx["n"] for fx in attacker["fx"] if fx["kind"] == "confusion_counters"), 3)
            g.place_counters(attacker, n, clause="PTCG:S4-COND", why="Confused")
        if fails:
            f["step"] = 7
            return
        g.event("attack_step", clause=CLAUSE, step=2, what="the attack goes on")
        f["step"] = 3
        _run_part(g, f, impl, "before", f["key"])
    elif step == 3:  # 3. "before doing damage" effects ran; 4. damage
        f["step"] = 4
        if not f["v"].get("nothing"):  # "If <condition>, this attack does nothing" (step 3)
            _run_part(g, f, impl, "damage", f["key"])
    elif step == 4:
        f["step"] = 5
        v = f["v"]
        base = v.get("base", a[2])
        defender = g.pl(1 - p)["active"]
        if attacker is None or v.get("nothing"):
            return
        if defender is not None and (base > 0 or a[3] or "base" in v):
            deal_attack_damage(g, attacker, defender, base, a[3], to_active=True, options=v)
        if v.get("self_damage"):
            damage_itself(g, attacker, v["self_damage"])
    elif step == 5:  # 5. effects other than damage, in printed order
        f["step"] = 6
        if f["v"].get("nothing"):
            return
        g.event("attack_step", clause=CLAUSE, step=5, what="effects other than damage")
        _run_part(g, f, impl, "effects", f["key"])
    elif step == 6:  # 6. effects of the damaged Pokémon ("when damaged by an attack")
        f["step"] = 7
        push_when_damaged(g, f)
    elif step == 7:  # 7. Knock Out check
        f["step"] = 8
        if attacker is not None:
            _return_energy(g, attacker, f.get("energy0", []))
        g.event("attack_step", clause=CLAUSE, step=7, what="Knock Out check")
        g.push("ko", attack=f["src"], hit=list(f.get("damaged", [])))
    else:
        g.pop()
        if (not f.get("again") and attacker is not None and g.pl(p)["active"] is attacker
                and attacks_twice(g, attacker)):
            # "may use an attack it has twice" (Festival Lead): the second attack is offered
            # whether or not the first Knocked Out (then, after the new Active is chosen)
            g.push("attack_again", p=p, src=f["src"])
        else:
            g.push("end_turn")  # the turn ends after an attack (rules.turn)


# -- what was attacked with, for "if this Pokémon used <attack> during your last turn" --------
#: the texts that ask which attacks a player's Pokémon used in their last turn
_ASKS_USED = re.compile(r"used (?:an attack|[A-Z][^.]*?) during your last turn")


def _asks_attacks_used(g: Game) -> bool:
    return any_card(g, _ASKS_USED_BY_CARD, _asks_used)


_ASKS_USED_BY_CARD: dict[str, bool] = {}  # card id -> _asks_used (see by_card)


def _asks_used(d: CardDef) -> bool:
    return any(_ASKS_USED.search(a.text or "") for a in (*d.attacks, *d.abilities))


def remember_attack(g: Game, p: int, slot: Slot, name: str) -> None:
    """Remember the attack a player declared (step 1): the turn, the Pokémon (slot id, card
    id of its top card) and the attack's name. Only the player's last turn and this one are
    kept, and only in games with a card that asks (the state of other games stays as it was)."""
    if not g.deck_fact("asks_attacks_used", _asks_attacks_used):
        return
    rec = g.s.setdefault("attacks_used", [[], []])
    rec[p] = [e for e in rec[p] if e[0] >= g.turn - 2] + [[g.turn, slot["id"], name, g.top(slot).id]]


def attacks_used_last_turn(g: Game, p: int) -> list[list[Any]]:
    """[turn, slot id, attack name, card id] of each attack player p used during their last
    turn (two turns ago: both players' turns are numbered)."""
    return [e for e in g.s.get("attacks_used", [[], []])[p] if e[0] == g.turn - 2]


def attack_again(g: Game, f: dict[str, Any]) -> None:
    """"This Pokémon may use an attack it has twice. If the first attack Knocks Out your
    opponent's Active Pokémon, you may attack again after your opponent chooses a new Active
    Pokémon" (Festival Lead): after the first attack's Knock Out check (which, after a Knock
    Out, had the opponent promote the new Active Pokémon), the player may declare an attack
    again, any the Pokémon can use now, or end the turn (PTCG:I-A-01: the turn ends after the
    last attack). The second sentence says when the second attack comes after a Knock Out;
    it does not make a Knock Out its condition."""
    p = f["p"]
    usable = usable_attacks(g, p) if g.pl(1 - p)["active"] is not None else []
    if usable and "ans" not in f:
        attacks = attacks_of(g, g.pl(p)["active"])
        g.ask(p, "attack_again", "Attack again?",
              [(f"Attack: {attacks[i].name}", ["attack", i]) for i in usable]
              + [("End your turn", ["end"])])
        return
    picked = usable[f["ans"][0]] if usable and f["ans"][0] < len(usable) else None
    g.pop()
    if picked is None:
        g.push("end_turn")
    else:
        start_attack(g, p, picked, again=True)


def _return_energy(g: Game, attacker: Slot, before: list[int]) -> None:
    """Special Energy discarded by an effect of this attack that comes back "after attacking"
    (Boomerang Energy: attached again; Nitro Fire Energy: into the hand): once the attack's
    damage and effects are done, before the Knock Out check. Only cards attached when the
    attack began and in the discard pile now qualify."""
    p = g.slot_owner(attacker["id"])
    discard = g.pl(p)["discard"]
    if special_energy_plain(g):
        return
    for c in before:
        impl = lookup_trainer(g.d(c).name_key) if g.d(c).is_special_energy else None
        if impl is None or not impl.returns_after_attack or c not in discard:
            continue
        if impl.returns_if is not None and not impl.returns_if(g.top(attacker)):
            continue
        discard.remove(c)
        if impl.returns_after_attack == "hand":
            g.pl(p)["hand"].append(c)
            g.event("to_hand", clause="PTCG:II-C-02", player=p, cards=g.card_refs([c]),
                    why="after attacking")
        else:
            attacker["energy"].append(c)
            g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c),
                    target=g.top(attacker).name, why="after attacking")


def _flip(g: Game, why: str) -> bool:
    heads = g.rng.coin()
    g.event("coin", result="heads" if heads else "tails", why=why)
    return heads


def attack_forbidden(g: Game, slot: Slot, name: str) -> bool:
    """"This Pokémon can't use <attack>" (PTCG:II-C-15). The name is the attack used: a
    copied attack is used as the copying attack (PTCG:II-C-18 FAQ 1)."""
    return bool(slot["fx"]) and any(fx["attack"] == name for fx in effects(g.s, slot, "cant_use"))


_NONE: frozenset[str] = frozenset()


def even_if(impl: Any) -> frozenset[str]:
    """The rules an attack's text lifts for itself (PTCG:II-E-27): 'first_turn', …"""
    if not impl.before:
        return _NONE
    return frozenset(o[1]["what"] for o in impl.before if o[0] == "usable_even_if")
