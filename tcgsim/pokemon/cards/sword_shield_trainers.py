"""Sword & Shield era Items and Supporters (ASR, LOR, CRZ …)."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Colress's Experiment (LOR 155 / CRZ GG59)
trainer("Colress's Experiment", TrainerImpl(
    effect=(("look_at_top", {"n": 5, "k": 3, "exact": True, "rest": "lost"}),),
))

# Hisuian Heavy Ball (ASR 146)
trainer("Hisuian Heavy Ball", TrainerImpl(
    effect=(("prize_swap", {"what": F.basic_pokemon, "label": "a Basic Pokémon"}),),
))


# Mirage Gate (LOR 163)
trainer("Mirage Gate", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
    requires=lambda g, p: len(g.pl(p)["lost"]) >= 7,
))
