"""Mega Evolution (MEG, me1): the texts of this set the compiler can't read, each beside the
card that prints it (the era's tournament cards of other sets are in ``mega_evolution``)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import AbilityImpl, TrainerImpl, ability, trainer
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


# Forest of Vitality (MEG 117): "Each player's Grass Pokémon can evolve into Grass Pokémon during
# the turn they play those Pokémon, except during their first turn." (asked by
# rules.actions.evolution_targets through continuous.evolves_same_turn)
def _grass(g: Any, src: Source, target: dict[str, Any]) -> bool:
    return "Grass" in g.top(target).types


trainer("Forest of Vitality", TrainerImpl(
    passives=(Passive("evolve_same_turn", lambda g, src, q: "Grass" in q.extra["evo"].types,
                      affects=_grass),),
))


# -- Abilities --------------------------------------------------------------------------------
# Cinderace (MEG 28) — Explosiveness (a choice for the Active Spot at setup: rules.setup)
ability(
    "Explosiveness",
    "If this Pokémon is in your hand when you are setting up to play, you may put it face down "
    "in the Active Spot.",
    AbilityImpl(declared=False, setup_active=True),
)
