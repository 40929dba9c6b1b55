"""Phantasmal Flames (PFL, me2) cards whose texts the compiler can't read (each text is printed
once), each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import AbilityImpl, TrainerImpl, ability, trainer
from tcgsim.pokemon.rules.continuous import Passive, Source


def _your_rotom(g: Any, src: Source, slot: dict[str, Any]) -> bool:
    return g.slot_owner(slot["id"]) == src.owner and "Rotom" in g.top(slot).name


# Rotom ex (PFL 126) — Multi Adapter: the Tool limit is asked where Tools are played
# (rules.actions); when the Ability goes away, the Knock Out check's Tool limit
# (rules.knockout.tool_limit) has the extra Tools discarded.
ability(
    "Multi Adapter",
    "Each of your Pokémon that has \"Rotom\" in its name may have up to 2 Pokémon Tool cards "
    "attached. If this Ability goes away, discard Pokémon Tools from those Pokémon until only 1 "
    "remains on each.",
    AbilityImpl(declared=False, passives=(Passive("tool_slots", affects=_your_rotom),)),
)

# -- Stadiums ---------------------------------------------------------------------------------
# Dizzying Valley (PFL 88): "Confused Pokémon (both yours and your opponent's) don't recover from
# that Special Condition when they evolve or devolve." (asked wherever a Pokémon evolves or
# devolves: rules.continuous.clear_on_evolving)
trainer("Dizzying Valley", TrainerImpl(passives=(Passive("keep_confused", affects="all"),)))
