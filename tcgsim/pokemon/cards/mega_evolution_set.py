"""Mega Evolution (MEG, me1): the texts of this set the compiler can't read, each beside the
card that prints it (the era's tournament cards of other sets are in ``mega_evolution``)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.rules.continuous import Passive, Source


# -- Stadiums ---------------------------------------------------------------------------------
# Risky Ruins (MEG 127): "Whenever any player puts a Basic non-Darkness Pokémon onto their
# Bench during their turn, place 2 damage counters on that Pokémon." (asked when a Pokémon is
# put onto the Bench: rules.triggers.benched)
def _basic_non_darkness(g: Any, src: Source, target: dict[str, Any]) -> bool:
    top = g.top(target)
    return top.stage == "Basic" and "Darkness" not in top.types


trainer("Risky Ruins", TrainerImpl(
    passives=(Passive("benched_counters", 2, affects=_basic_non_darkness),),
))
