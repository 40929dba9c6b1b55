"""Mega Evolution era Items and Supporters (their newest wording is printed in MEG … CRI)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import conditions as C
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import search, shuffle
from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.model.state import Slot

BASIC_PSYCHIC = F.basic_energy_of("Psychic")


def _active_with_3_energy(g: Any, slot: Slot) -> bool:
    return g.pl(g.slot_owner(slot["id"]))["active"] is slot and len(slot["energy"]) >= 3


def _mega_evolution_ex(g: Any, slot: Slot) -> bool:
    return F.mega_evolution_ex(g.top(slot))


# Jumbo Ice Cream (PFL 91)
trainer("Jumbo Ice Cream", TrainerImpl(
    effect=(("heal_one", {"amount": 80, "what": _active_with_3_energy}),),
))

# Poké Pad (POR 81)
trainer("Poké Pad", TrainerImpl(
    effect=(search(F.pokemon_without_rule_box, "a Pokémon that doesn't have a Rule Box",
                   reveal=True), shuffle()),
))

# Pokémon Center Lady (MEG 123)
trainer("Pokémon Center Lady", TrainerImpl(
    effect=(("heal_one", {"amount": 60, "conditions": True}),),
))

# Rare Candy (MEG 125)
trainer("Rare Candy", TrainerImpl(
    effect=(("skip_stage_evolve", {}),),
    # "You can't use this card during your first turn": turn 1 or 2 is someone's first turn
    requires=lambda g, p: g.turn > 2,
))

# Special Red Card (CRI 82)
trainer("Special Red Card", TrainerImpl(
    effect=(("hands_to_deck", {"who": "opponent", "bottom": True, "var": "moved"}),
            ("players_draw", {"opponent": 3}, "moved")),
    requires=lambda g, p: C.prizes_left(g, 1 - p) <= 3,
))

# Wally's Compassion (MEG 132)
trainer("Wally's Compassion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _mega_evolution_ex, "var": "healed"}),
            ("energy_to_hand", {"var": "target"}, "healed")),
))
