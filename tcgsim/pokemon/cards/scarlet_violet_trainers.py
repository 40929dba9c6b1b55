"""Scarlet & Violet era Items and Supporters (their newest wording is printed in SV sets)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import TrainerImpl, trainer


def _remaining_hp_at_most_30(g: Any, slot: dict[str, Any]) -> bool:
    return g.remaining_hp(slot) <= 30


# Bianca's Devotion (TEF 142)
trainer("Bianca's Devotion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _remaining_hp_at_most_30}),),
))

# Ciphermaniac's Codebreaking (TEF 145)
trainer("Ciphermaniac's Codebreaking", TrainerImpl(
    effect=(("search_to_top", {"n": 2}),),
))

# Crispin (SCR 133)
trainer("Crispin", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("one_to_hand", {"var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
))

# Eri (TEF 146)
trainer("Eri", TrainerImpl(
    effect=(("discard_from_revealed_hand", {"what": F.trainer_of("Item"), "n": 2,
                                            "label": "Item cards"}),),
))

# Iono (PAL 185 / PAF 80)
trainer("Iono", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each", "bottom": True, "var": "moved"}),
            ("players_draw", {"per_prize": True}, "moved")),
))

# Professor Turo's Scenario (PAR 171)
trainer("Professor Turo's Scenario", TrainerImpl(effect=(("pokemon_to_hand", {}),)))

