"""Sword & Shield era cards of the 2024 NAIC deck lists (BRS, ASR, LOR, SIT)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.lost_zone import lost_zone_at_least
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, ability, attack
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.rules.continuous import has_ability


def _in_active_spot_and_deck(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is slot and bool(g.pl(p)["deck"])


def _any_card(d: Any) -> bool:
    return True


# Comfey (LOR 79) — Flower Selecting
ability(
    "Flower Selecting",
    "Once during your turn, if this Pokémon is in the Active Spot, you may look at the top 2 "
    "cards of your deck and put 1 of them into your hand. Put the other card in the Lost Zone.",
    AbilityImpl(effect=(("look_at_top", {"n": 2, "k": 1, "exact": True, "rest": "lost",
                                         "label": "card"}),),
                usable=_in_active_spot_and_deck),
)

def _opponents_pokemon_with_abilities(g: Any, p: int) -> int:
    return sum(1 for s in in_play(g.s, 1 - p) if has_ability(g, s))


def _for_each_opponents_pokemon_with_an_ability(per: int) -> AttackImpl:
    return AttackImpl(damage=(("damage_for_each", {
        "per": per, "count": _opponents_pokemon_with_abilities}),))


# Flapple (EVS 120) — Acidic Mucus (50×), the guide's example for PTCG:II-D-13
attack(
    "Acidic Mucus",
    "This attack does 50 damage for each of your opponent's Pokémon in play that has an Ability.",
    _for_each_opponents_pokemon_with_an_ability(50),
)

# Zeraora VMAX (CRZ 54) — Reactive Pulse (60×)
attack(
    "Reactive Pulse",
    "This attack does 60 damage for each of your opponent's Pokémon in play that has an Ability.",
    _for_each_opponents_pokemon_with_an_ability(60),
)

# Cresselia (LOR 74) — Moonglow Reverse
attack(
    "Moonglow Reverse",
    "Move 2 damage counters from each of your Pokémon to 1 of your opponent's Pokémon.",
    AttackImpl(effects=(("move_counters_from_each", {"n": 2}),)),
)

# Sableye (LOR 70) — Lost Mine
attack(
    "Lost Mine",
    "You can use this attack only if you have 10 or more cards in the Lost Zone. Put 12 damage "
    "counters on your opponent's Pokémon in any way you like.",
    AttackImpl(effects=(("spread_counters", {"n": 12}),), requires=lost_zone_at_least(10)),
)
