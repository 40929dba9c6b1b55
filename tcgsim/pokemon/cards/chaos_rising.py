"""Chaos Rising (CRI, me4): the texts of this set the compiler can't read, each beside the card
that prints it (the era's tournament cards are in ``mega_evolution``)."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import AbilityImpl, ability
from tcgsim.pokemon.rules.continuous import Passive

# -- Pokémon ----------------------------------------------------------------------------------
# Patrat (CRI 70) — Watchful Eye (asked where counters are moved: effects.ops_damage.move_between)
ability(
    "Watchful Eye",
    "Damage counters on each Pokémon (both yours and your opponent's) can't be moved to other "
    "Pokémon.",
    AbilityImpl(declared=False, passives=(Passive("counters_unmovable", affects="all"),)),
)
