"""Journey Together (JTG) cards whose texts the compiler can't read (each text is printed once),
each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Redeemable Ticket (JTG 156)
trainer("Redeemable Ticket", TrainerImpl(effect=(("prizes_renewed", {}),)))

# Ruffian (JTG 181): "Discard a Pokémon Tool and a Special Energy from 1 of your opponent's
# Pokémon." (one Pokémon for both: effects.ops_trainers.discard_tool_and_energy)
trainer("Ruffian", TrainerImpl(effect=(("discard_tool_and_energy", {"what": F.special_energy}),)))
