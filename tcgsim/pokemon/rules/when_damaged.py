"""Attack step 6: effects of Pokémon "damaged by an attack" (PTCG:II-E-03).

A Pokémon is damaged by an attack when 10 or more damage was placed on it by that
attack's damage (a 0 after the calculation is no damage). Its effects run after the
attack's damage and effects (step 6) and before the Knock Out check (step 7), so they
happen even if it is about to be Knocked Out. With several effects, the damaged
Pokémon's owner chooses their order.

Where the effects come from: effects put on the Pokémon for a duration (``fx`` of kind
``when_damaged``, ``counters`` = damage counters put on the Attacking Pokémon), its
Tools and Special Energy, and its abilities (``when_damaged`` scripts of their implementations, run with
``src`` = the damaged Pokémon and ``attacker`` = the Attacking Pokémon).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.durations import effects
from tcgsim.pokemon.model.impl import attack_key, lookup_ability
from tcgsim.pokemon.model.per_card import any_card
from tcgsim.pokemon.model.state import find_slot, in_play
from tcgsim.pokemon.rules.continuous import attached, has_no_abilities

CLAUSE = "PTCG:II-E-03"


def triggers(g: Game, attacker_id: int, damaged: list[int],
             done: dict[str, int] | None = None) -> list[dict[str, Any]]:
    """Every "when damaged" effect of the damaged Pokémon still in play. An effect's
    ``counters`` "damage": as many counters as the damage done to it (``done`` by slot id)."""
    out: list[dict[str, Any]] = []
    for sid in damaged:
        found = find_slot(g.s, sid)
        if found is None:
            continue
        owner, slot = found
        base = {"p": owner, "src": sid, "attacker": attacker_id}
        for fx in effects(g.s, slot, "when_damaged"):
            n = fx["counters"]
            if n == "damage":
                n = (done or {}).get(str(sid), 0) // 10
            out.append({**base, "counters": n, "label": fx.get("label", "when damaged")})
        for c, impl in attached(g, slot):
            if impl.when_damaged:
                out.append({**base, "card": c, "ref": ["trainer", g.d(c).name_key, "when_damaged"],
                            "label": g.name(c)})
        for a in () if has_no_abilities(g, slot) else g.top(slot).abilities:
            impl_a = lookup_ability(a.name, a.text)
            if impl_a is not None and impl_a.when_damaged and impl_a.damaged_if is None:
                out.append({**base, "ref": ["ability", attack_key(a.name, a.text), "when_damaged"],
                            "label": f"{g.top(slot).name}: {a.name}"})
        if g.deck_fact("watch_damaged", _watchers_printed):
            out += _watching(g, owner, slot, base)
    return out


def _watchers_printed(g: Game) -> bool:
    """Whether a Pokémon of either deck has an Ability that watches which Pokémon is damaged
    (``damaged_if``): else no board is searched for one."""
    return any_card(g, _WATCHES, _watches)


_WATCHES: dict[str, bool] = {}  # card id -> _watches (see by_card)


def _watches(d: CardDef) -> bool:
    return any(impl is not None and impl.damaged_if is not None
               for a in d.abilities for impl in (lookup_ability(a.name, a.text),))


def _watching(g: Game, owner: int, damaged: dict[str, Any],
              base: dict[str, Any]) -> list[dict[str, Any]]:
    """The effects of Abilities of the owner's Pokémon in play (the damaged one included)
    whose text names the damaged Pokémon ("If this Pokémon is in the Active Spot and …", "If
    your Wishiwashi … is in the Active Spot and …"); each runs with its own Pokémon as "this
    Pokémon"."""
    out: list[dict[str, Any]] = []
    for holder in in_play(g.s, owner):
        if has_no_abilities(g, holder):
            continue
        for a in g.top(holder).abilities:
            impl = lookup_ability(a.name, a.text)
            if (impl is not None and impl.damaged_if is not None
                    and impl.damaged_if(g, owner, holder, damaged)):
                out.append({**base, "src": holder["id"],
                            "ref": ["ability", attack_key(a.name, a.text), "when_damaged"],
                            "label": f"{g.top(holder).name}: {a.name}"})
    return out


def push_when_damaged(g: Game, attack_frame: dict[str, Any]) -> None:
    """Start step 6 for the attack being used."""
    todo = triggers(g, attack_frame["src"], attack_frame.get("damaged", []),
                    attack_frame.get("damage_done"))
    if todo:
        g.push("when_damaged", todo=todo)


def when_damaged(g: Game, f: dict[str, Any]) -> None:
    todo = f["todo"]
    if not todo:
        g.pop()
        return
    owner = todo[0]["p"]
    mine = [i for i, t in enumerate(todo) if t["p"] == owner]
    if "ans" in f:
        i = mine[f.pop("ans")[0]]
    elif len(mine) > 1:
        g.ask(owner, "order", "Choose the next effect of your damaged Pokémon",
              [(todo[i]["label"], i) for i in mine])
        return
    else:
        i = mine[0]
    t = todo.pop(i)
    g.event("when_damaged", clause=CLAUSE, step=6, player=owner, effect=t["label"])
    if "ref" in t:
        g.push("script", ref=t["ref"], pc=0, p=owner, src=t["src"], attacker=t["attacker"],
               card=t.get("card"))
        return
    found = find_slot(g.s, t["attacker"])
    if found is not None:
        g.place_counters(found[1], t["counters"], clause=CLAUSE, why=t["label"])
