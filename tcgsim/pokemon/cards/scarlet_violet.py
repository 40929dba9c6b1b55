"""Scarlet & Violet era cards (TWM, SFA, DRI, …)."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import deck_not_empty
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer


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


def _any_card(d) -> bool:  # type: ignore[no-untyped-def]
    return True


def _deck_not_empty(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return deck_not_empty(g, p)


attack("Blustery Wind", "You may discard a Stadium in play.",
       AttackImpl(effects=(("may_discard_stadium", {}),)))

# Garganacl (PAL 123) — Blessed Salt, Knocking Hammer
ability(
    "Blessed Salt",
    "During Pokémon Checkup, heal 20 damage from each of your Pokémon.",
    AbilityImpl(declared=False, checkup=(("heal_each", {"amount": 20}),)),
)


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
