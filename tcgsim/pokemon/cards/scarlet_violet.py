"""Scarlet & Violet era cards (TWM, SFA, DRI, …)."""

from __future__ import annotations

from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.cards.conditions import deck_not_empty
from tcgsim.pokemon.effects import discard_hand_cost, search, shuffle
from tcgsim.pokemon.impl import TrainerImpl, trainer

# Secret Box (TWM 163, ACE SPEC)
trainer(
    "Secret Box",
    TrainerImpl(
        cost=(discard_hand_cost(3),),
        effect=(
            search(F.trainer_of("Item"), "an Item card"),
            search(F.trainer_of("Pokémon Tool"), "a Pokémon Tool card"),
            search(F.trainer_of("Supporter"), "a Supporter card"),
            search(F.trainer_of("Stadium"), "a Stadium card"),
            shuffle(),
        ),
        requires=deck_not_empty,
    ),
)


def _powerglass_active(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return g.pl(p)["active"] is slot


# Powerglass (SFA 63)
trainer(
    "Powerglass",
    TrainerImpl(
        end_of_turn=(("attach_from_discard", {"what": F.basic_energy, "label": "a Basic Energy card"}),),
        end_of_turn_if=_powerglass_active,
    ),
)

# Team Rocket's Petrel (DRI 176)
trainer(
    "Team Rocket's Petrel",
    TrainerImpl(effect=(search(F.trainer, "a Trainer card"), shuffle()), requires=deck_not_empty),
)
