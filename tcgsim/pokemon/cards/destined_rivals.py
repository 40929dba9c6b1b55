"""Destined Rivals (DRI) cards whose texts the compiler can't read (each text is printed once),
each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import TrainerImpl, trainer


def _your_active(g: Any, slot: dict[str, Any]) -> bool:
    return g.pl(g.slot_owner(slot["id"]))["active"] is slot


# Arven's Sandwich (DRI 161)
trainer("Arven's Sandwich", TrainerImpl(effect=(
    ("heal_one", {"amount": 30, "what": _your_active,
                  "instead": (F.trainers_pokemon("Arven's"), 100)}),)))
