"""Sword & Shield era cards of the 2024 NAIC deck lists (BRS, ASR, LOR, SIT)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.effects import then_draw
from tcgsim.pokemon.impl import AbilityImpl, AttackImpl, ability, attack
from tcgsim.pokemon.lost_zone import lost_zone_at_least


def _in_active_spot_and_deck(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is slot and bool(g.pl(p)["deck"])


def _has_hand_card(what: F.Filter):  # type: ignore[no-untyped-def]
    def usable(g: Any, p: int, slot: Any) -> bool:
        return any(what(g.d(c)) for c in g.pl(p)["hand"])

    return usable


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
    from tcgsim.pokemon.continuous import has_ability
    from tcgsim.pokemon.state import in_play

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

# Cramorant (LOR 50) — Spit Innocently (110)
attack(
    "Spit Innocently",
    "This attack's damage isn't affected by Weakness.",
    AttackImpl(damage=(("damage_ignores", {"weakness": True}),)),
)

# Cresselia (LOR 74) — Moonglow Reverse
attack(
    "Moonglow Reverse",
    "Move 2 damage counters from each of your Pokémon to 1 of your opponent's Pokémon.",
    AttackImpl(effects=(("move_counters_from_each", {"n": 2}),)),
)

# Kirlia (SIT 68) — Refinement
ability(
    "Refinement",
    "You must discard a card from your hand in order to use this Ability. Once during your "
    "turn, you may draw 2 cards.",
    AbilityImpl(effect=(("discard_from_hand", {"n": 1, "label": "card"}), then_draw(2)),
                usable=_has_hand_card(_any_card)),
)

# Radiant Greninja (ASR 46) — Concealed Cards, Moonlight Shuriken
ability(
    "Concealed Cards",
    "You must discard an Energy card from your hand in order to use this Ability. Once during "
    "your turn, you may draw 2 cards.",
    AbilityImpl(effect=(("discard_from_hand", {"n": 1, "what": F.energy, "label": "Energy card"}),
                        then_draw(2)),
                usable=_has_hand_card(F.energy)),
)
attack(
    "Moonlight Shuriken",
    "Discard 2 Energy from this Pokémon. This attack does 90 damage to 2 of your opponent's "
    "Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"n": 2, "amount": 90, "where": "any"}),),
               effects=(("discard_energy", {"n": 2}),)),
)

# Sableye (LOR 70) — Lost Mine
attack(
    "Lost Mine",
    "You can use this attack only if you have 10 or more cards in the Lost Zone. Put 12 damage "
    "counters on your opponent's Pokémon in any way you like.",
    AttackImpl(effects=(("spread_counters", {"n": 12}),), requires=lost_zone_at_least(10)),
)
