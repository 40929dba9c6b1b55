"""Texts that switch a Pokémon in play with a Pokémon card from the deck or the discard pile,
"Any attached cards, damage counters, Special Conditions, turns in play, and any other effects
remain on the new Pokémon" (PTCG:II-D-19; the op ``effects.ops_pokemon.swap_in``): Ditto
(30C 115), Palafin (TWM 60) and Palafin ex (PRE 151), Ogre's Mask (PRE 118)."""

from __future__ import annotations

from tcgsim.pokemon.compiler.move_triggers import own_move
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer

_REMAIN = ("Any attached cards, damage counters, Special Conditions, turns in play, and any other "
           "effects remain on the new Pokémon.")

# Ditto (30C 115) — Surprisingly Transform
attack(
    "Surprisingly Transform",
    "Flip a coin. If heads, search your deck for a Pokémon and switch it with this Pokémon. "
    f"{_REMAIN} If you switched a Pokémon in this way, put this card into your deck. Then, "
    "shuffle your deck.",
    AttackImpl(effects=(
        ("flip", {"n": 1, "var": "heads"}),
        ("swap_in", {"src": "deck", "what": F.pokemon, "onto": None, "old_to": "deck",
                     "label": "a Pokémon"}, "heads"),
        ("shuffle_searched_deck", {}),
    )),
)

# Palafin (TWM 60) — Zero to Hero (a move to the Bench triggers it: rules.triggers.moved)
ability(
    "Zero to Hero",
    "Once during your turn, when this Pokémon moves from the Active Spot to the Bench, you may "
    "search your deck for a Palafin ex and switch it with this Pokémon. "
    f"{_REMAIN} If you switched a Pokémon in this way, put this card into your deck. Then, "
    "shuffle your deck.",
    AbilityImpl(effect=(
        ("swap_in", {"src": "deck", "what": F.named("Palafin ex"), "onto": None,
                     "old_to": "deck", "label": "a Palafin ex"}),
        ("shuffle_searched_deck", {}),
    ), usable=lambda g, p, slot: True, trigger="to_bench", trigger_if=own_move()),
)

# Palafin ex (PRE 151) — Hero's Spirit (rules.actions.only_by_effect)
ability(
    "Hero's Spirit",
    "Put this Pokémon into play only with the effect of Palafin's Zero to Hero Ability.",
    AbilityImpl(declared=False, not_from_hand=True),
)

# Ogre's Mask (PRE 118)
trainer("Ogre's Mask", TrainerImpl(effect=(
    ("swap_in", {"src": "discard", "what": F.all_of(F.subtype("ex"), F.name_contains("Ogerpon")),
                 "onto": F.all_of(F.subtype("ex"), F.name_contains("Ogerpon")),
                 "old_to": "discard", "label": 'a Pokémon ex that has "Ogerpon" in its name'}),
)))
