"""Temporal Forces (TEF, sv5): the texts of this set the compiler can't read, each beside the
card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer
from tcgsim.pokemon.rules.continuous import retreat_cost


def _heavy_and_active(g: Any, p: int, slot: Any, event: Any) -> bool:
    """"has a Retreat Cost of exactly 4 (now), is in the Active Spot, and is Knocked Out by
    damage from an attack from your opponent's Pokémon"."""
    return (bool(event["by_attack"]) and p != g.current and bool(event["active"])
            and retreat_cost(g, slot) == 4)


# Heavy Baton (TEF 151): "If the Pokémon this card is attached to has a Retreat Cost of exactly
# 4, is in the Active Spot, and is Knocked Out by damage from an attack from your opponent's
# Pokémon, move up to 3 Basic Energy cards from that Pokémon to your Benched Pokémon in any way
# you like." (Knock Out step 2, before the discard, PTCG:II-E-04)
trainer("Heavy Baton", TrainerImpl(
    knocked_out=(("holder_energy_to_bench", {"n": 3, "what": F.basic_energy}),),
    knocked_out_if=_heavy_and_active,
))

# Mr. Mime (TEF 63) — Look-Alike Show
attack(
    "Look-Alike Show",
    "Your opponent reveals their hand. You may use the effect of a Supporter card you find there "
    "as the effect of this attack.",
    AttackImpl(effects=(("reveal_hand", {}), ("use_supporter_effect", {"may": True}))),
)
