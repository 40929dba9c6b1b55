"""Phantasmal Flames (PFL, me2): the texts of this set the compiler can't read, each beside the
card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.rules.continuous import Passive

# -- Stadiums ---------------------------------------------------------------------------------
# Dizzying Valley (PFL 88): "Confused Pokémon (both yours and your opponent's) don't recover from
# that Special Condition when they evolve or devolve." (asked wherever a Pokémon evolves or
# devolves: rules.continuous.clear_on_evolving)
trainer("Dizzying Valley", TrainerImpl(passives=(Passive("keep_confused", affects="all"),)))
