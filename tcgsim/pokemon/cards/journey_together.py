"""Journey Together (JTG) cards whose texts the compiler can't read (each text is printed once),
each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Redeemable Ticket (JTG 156)
trainer("Redeemable Ticket", TrainerImpl(effect=(("prizes_renewed", {}),)))
