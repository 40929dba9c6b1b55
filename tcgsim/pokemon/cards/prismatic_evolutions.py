"""Prismatic Evolutions (PRE, sv8pt5) and Surging Sparks (SSP, sv8): the texts of these sets the
compiler can't read (each printed once, under one name), each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Janine's Secret Art (PRE 112, 173): "Choose up to 2 of your Darkness Pokémon. For each of those
# Pokémon, search your deck for a Basic Darkness Energy card and attach it to that Pokémon. Then,
# shuffle your deck. If you attached Energy to your Active Pokémon in this way, it is now
# Poisoned."
trainer(
    "Janine's Secret Art",
    TrainerImpl(effect=(
        ("attach_from_discard_to_each", {
            "n": 2, "what": F.basic_energy_of("Darkness"), "label": "Basic Darkness Energy card",
            "to": F.pokemon_of_type("Darkness"), "bench": False, "src": "deck"}),
        shuffle(),
        ("apply_condition", {"condition": "poisoned", "target": "your_active"}, "attached_active"),
    )),
)
