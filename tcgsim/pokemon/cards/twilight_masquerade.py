"""Twilight Masquerade (TWM, sv6) and Temporal Forces (TEF, sv5): the texts of these sets the
compiler can't read (each printed once), each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, TrainerImpl, ability, trainer


def _not_froslass(d: CardDef) -> bool:
    return d.name != "Froslass"


# Froslass (TWM 53, 174) — Freezing Shroud: at each Pokémon Checkup (PTCG:I-F step 2)
ability(
    "Freezing Shroud",
    "During Pokémon Checkup, put 1 damage counter on each Pokémon that has an Ability (both "
    "yours and your opponent's), except any Froslass.",
    AbilityImpl(declared=False, checkup=(
        ("counters_on_each", {"n": 1, "what": _not_froslass, "whose": "both",
                              "with_ability": True}),)),
)


# Hand Trimmer (TEF 150): "Each player discards cards from their hand until they have 5 cards in
# their hand. Your opponent discards first. (If a player has 5 or fewer cards in their hand, they
# do not discard.)" Each player chooses their own cards (PTCG:II-C-01).
trainer("Hand Trimmer", TrainerImpl(effect=(
    ("discard_hand_down_to", {"n": 5, "who": "opponent"}),
    ("discard_hand_down_to", {"n": 5, "who": "yours"}),
)))
