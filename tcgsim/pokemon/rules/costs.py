"""Attack costs (PTCG:II-D-09), as changed by effects.

Retreat Costs (PTCG:II-D-10) are :func:`tcgsim.pokemon.rules.continuous.retreat_cost`. Increases
and decreases add up (PTCG:II-D-11, II-D-12); "no Energy needed" beats them (PTCG:II-D-13).
An attack whose text says "If …, this attack costs only N Energy", or whose Pokémon has an
Ability saying "this Pokémon can use the <attack> attack for N Energy", costs exactly that
when its condition holds, whatever increases or decreases apply (PTCG:II-E-32).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from tcgsim.pokemon.model.carddb import Attack
from tcgsim.pokemon.model.impl import AttackImpl, lookup_attack
from tcgsim.pokemon.model.state import Slot, find_slot
from tcgsim.pokemon.rules.continuous import (
    attack_cost_any,
    attack_cost_changes,
    attack_cost_only,
    costs_as_printed,
)

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game


def attack_cost(g: Game, slot: Slot, atk: Attack, impl: AttackImpl | None = None
                ) -> tuple[str, ...]:
    """The Energy this Pokémon needs to use ``atk`` now (one entry per unit); ``impl``: the
    attack's implementation when the caller has it already."""
    if impl is None:
        impl = lookup_attack(atk.name, atk.text) if atk.text else None
    if (impl is None or impl.cost_only is None) and costs_as_printed(g, slot):
        return tuple(atk.cost)  # asked for each attack at each decision: the usual answer
    only = _cost_only(g, slot, atk, impl)
    if only is not None:
        return only  # PTCG:II-E-32: increases and decreases do not apply
    changes = attack_cost_changes(g, slot, atk.name)
    if changes is None:
        return ()
    if not changes:
        return tuple(atk.cost)  # as printed (a tuple already: no copy)
    cost = list(atk.cost)
    n = sum(changes)
    cost.extend(["Colorless"] * max(0, n))
    for _ in range(-n):
        if "Colorless" in cost:
            cost.remove("Colorless")  # a decrease never takes away typed Energy
    return tuple(cost)


def attack_costs(g: Game, slot: Slot, atk: Attack, impl: AttackImpl | None = None
                 ) -> list[tuple[str, ...]]:
    """The costs the Pokémon may pay for ``atk`` now: :func:`attack_cost`, or, where its
    attacks cost N Energy less of any type (Sparkling Crystal), that cost less any N units,
    whichever the attached Energy pays (PTCG:II-D-12); not where the cost is set outright
    (PTCG:II-E-32)."""
    cost = attack_cost(g, slot, atk, impl)
    n = attack_cost_any(g, slot) if cost else 0
    if n <= 0 or _cost_only(g, slot, atk, impl or (
            lookup_attack(atk.name, atk.text) if atk.text else None)) is not None:
        return [cost]
    keep = max(0, len(cost) - n)
    return list(dict.fromkeys(tuple(cost[i] for i in kept)
                              for kept in combinations(range(len(cost)), keep)))


def _cost_only(g: Game, slot: Slot, atk: Attack, impl: AttackImpl | None
               ) -> tuple[str, ...] | None:
    """The cost when the attack's own text ("If …, this attack costs only N Energy") or an
    Ability ("this Pokémon can use the <attack> attack for …") sets it outright."""
    if impl is not None and impl.cost_only is not None:
        cond, cost = impl.cost_only
        found = find_slot(g.s, slot["id"])
        if found is not None and cond(g, found[0], slot):
            return tuple(cost)
    return attack_cost_only(g, slot, atk.name)
