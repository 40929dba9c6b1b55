"""Scarlet & Violet era cards (TWM, SFA, DRI, …)."""

from __future__ import annotations

from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.cards.conditions import deck_not_empty
from tcgsim.pokemon.effects import discard_hand_cost, search, shuffle
from tcgsim.pokemon.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer

# Secret Box (TWM 163, ACE SPEC)
trainer(
    "Secret Box",
    TrainerImpl(
        cost=(discard_hand_cost(3),),
        effect=(
            search(F.trainer_of("Item"), "an Item card", reveal=True),
            search(F.trainer_of("Pokémon Tool"), "a Pokémon Tool card", reveal=True),
            search(F.trainer_of("Supporter"), "a Supporter card", reveal=True),
            search(F.trainer_of("Stadium"), "a Stadium card", reveal=True),
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
    TrainerImpl(effect=(search(F.trainer, "a Trainer card", reveal=True), shuffle()), requires=deck_not_empty),
)


def _any_card(d) -> bool:  # type: ignore[no-untyped-def]
    return True


def _deck_not_empty(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return deck_not_empty(g, p)


# Pidgeot ex (OBF 164) — Quick Search, Blustery Wind
ability(
    "Quick Search",
    "Once during your turn, you may search your deck for a card and put it into your hand. "
    "Then, shuffle your deck. You can't use more than 1 Quick Search Ability each turn.",
    AbilityImpl(
        effect=(search(_any_card, "a card", any_card=True), shuffle()),
        usable=_deck_not_empty,
        one_per_name=True,
    ),
)
attack("Blustery Wind", "You may discard a Stadium in play.",
       AttackImpl(effects=(("may_discard_stadium", {}),)))

# Garganacl (PAL 123) — Blessed Salt, Knocking Hammer
ability(
    "Blessed Salt",
    "During Pokémon Checkup, heal 20 damage from each of your Pokémon.",
    AbilityImpl(declared=False, checkup=(("heal_each", {"amount": 20}),)),
)
attack("Knocking Hammer", "Discard the top card of your opponent's deck.",
       AttackImpl(effects=(("discard_top_of_deck", {"n": 1, "whose": "opponent"}),)))


def _is_active(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return g.pl(p)["active"] is slot


def _basic_pokemon(d) -> bool:  # type: ignore[no-untyped-def]
    return d.is_basic_pokemon


# Team Rocket's Tyranitar (DRI 96) — Sand Stream, Demolition Tackle
ability(
    "Sand Stream",
    "During Pokémon Checkup, if this Pokémon is in the Active Spot, put 2 damage counters on "
    "each of your opponent's Basic Pokémon.",
    AbilityImpl(declared=False, checkup_if=_is_active,
                checkup=(("counters_on_each", {"n": 2, "what": _basic_pokemon}),)),
)
attack("Demolition Tackle", "Discard an Energy from your opponent's Active Pokémon.",
       AttackImpl(effects=(("discard_energy", {"n": 1, "target": "opponent_active"}),)))
