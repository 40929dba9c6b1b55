"""Abilities (PTCG:I-A-02): declared ones ("once during your turn, you may") and automatic ones."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.carddb import Ability
from tcgsim.pokemon.continuous import has_no_abilities
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.handlers import handler
from tcgsim.pokemon.impl import AbilityImpl, attack_key, lookup_ability
from tcgsim.pokemon.state import Slot, in_play

CLAUSE = "PTCG:I-A-02"


def ability_impl(a: Ability) -> AbilityImpl | None:
    return lookup_ability(a.name, a.text)


def usable_abilities(g: Game, p: int) -> list[tuple[Slot, int]]:
    """(slot, ability index) for every declared ability p may declare now."""
    tf = g.s["tf"]
    out = []
    for slot in in_play(g.s, p):
        if has_no_abilities(g, slot):
            continue
        for i, a in enumerate(g.top(slot).abilities):
            impl = ability_impl(a)
            if impl is None or not impl.declared or not impl.effect:
                continue
            if impl.once_per_turn and tf.get(f"ab:{slot['id']}:{a.name}"):
                continue
            if impl.one_per_name and tf.get(f"abname:{a.name}"):
                continue
            if impl.usable is not None and not impl.usable(g, p, slot):
                continue  # declaring would change nothing, or its condition is unmet
            out.append((slot, i))
    return out


def start_ability(g: Game, p: int, slot_id: int, idx: int) -> None:
    g.push("ability", p=p, src=slot_id, idx=idx)


@handler("ability")
def use_ability(g: Game, f: dict[str, Any]) -> None:
    """1. declare (once-per-turn flags set), 2. carry out the text in order, then KO check."""
    p = f["p"]
    if f["step"] == 0:
        slot = g.slot(f["src"])
        a = g.top(slot).abilities[f["idx"]]
        tf = g.s["tf"]
        tf[f"ab:{slot['id']}:{a.name}"] = True
        tf[f"abname:{a.name}"] = True
        g.event("ability", clause=CLAUSE, step=1, player=p, pokemon=g.top(slot).name, ability=a.name)
        f["step"] = 1
        g.push("script", ref=["ability", attack_key(a.name, a.text), "effect"], pc=0, p=p,
               src=slot["id"])
    else:
        g.pop()
        g.push("ko")


def checkup_effects(g: Game, ended: int) -> list[dict[str, Any]]:
    """Script frames for "During Pokémon Checkup" abilities in play, the ended player's first."""
    out = []
    for p in (ended, 1 - ended):
        for slot in in_play(g.s, p):
            if has_no_abilities(g, slot):
                continue
            for a in g.top(slot).abilities:
                impl = ability_impl(a)
                if impl is None or not impl.checkup:
                    continue
                if impl.checkup_if is not None and not impl.checkup_if(g, p, slot):
                    continue
                out.append({"ref": ["ability", attack_key(a.name, a.text), "checkup"], "pc": 0,
                            "p": p, "src": slot["id"], "label": f"{g.top(slot).name}: {a.name}"})
    return out
