"""Temporal Forces (TEF, sv5): the texts of this set the compiler can't read, each beside the
card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer
from tcgsim.pokemon.rules.continuous import retreat_cost


def _heavy_and_active(g: Any, p: int, slot: Any, event: Any) -> bool:
    """"has a Retreat Cost of exactly 4 (now), is in the Active Spot, and is Knocked Out by
    damage from an attack from your opponent's Pokémon"."""
    return (bool(event["by_attack"]) and p != g.current and bool(event["active"])
            and retreat_cost(g, slot) == 4)


# Heavy Baton (TEF 151): "If the Pokémon this card is attached to has a Retreat Cost of exactly
# 4, is in the Active Spot, and is Knocked Out by damage from an attack from your opponent's
# Pokémon, move up to 3 Basic Energy cards from that Pokémon to your Benched Pokémon in any way
# you like." (Knock Out step 2, before the discard, PTCG:II-E-04)
trainer("Heavy Baton", TrainerImpl(
    knocked_out=(("holder_energy_to_bench", {"n": 3, "what": F.basic_energy}),),
    knocked_out_if=_heavy_and_active,
))

# Mr. Mime (TEF 63) — Look-Alike Show
attack(
    "Look-Alike Show",
    "Your opponent reveals their hand. You may use the effect of a Supporter card you find there "
    "as the effect of this attack.",
    AttackImpl(effects=(("reveal_hand", {}), ("use_supporter_effect", {"may": True}))),
)

# Iron Thorns (TEF 62) — Destructo-Press: the cards are revealed and counted at damage step 1
# (the × damage, PTCG:II-B-02); then the Future cards among them are discarded and the deck,
# which the others never left, is shuffled (PTCG:II-E-36).
_FUTURE = F.tagged("Future")
attack(
    "Destructo-Press",
    "Reveal the top 5 cards of your deck. This attack does 70 damage for each Future card you "
    "find there. Then, discard those Future cards and shuffle the other cards back into your "
    "deck.",
    AttackImpl(
        damage=(("look_top", {"n": 5, "reveal": True}),
                ("damage_for_each", {"per": 70, "var": "looked", "what": _FUTURE})),
        effects=(("take_cards", {"src": "looked", "to": "discard", "what": _FUTURE,
                                 "label": "Future cards", "n": 5, "mode": "all"}),
                 ("shuffle_searched_deck", {})),
    ),
)

# Wugtrio ex (TEF 190) — Tricolor Pump: the Energy cards are discarded at damage step 1, before
# the damage they count (× damage to the chosen Pokémon, PTCG:II-B-02, II-B-08).
attack(
    "Tricolor Pump",
    "Discard up to 3 Energy cards from your hand. This attack does 60 damage to 1 of your "
    "opponent's Pokémon for each Energy card you discarded in this way. (Don't apply Weakness "
    "and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(
        ("take_cards", {"src": "hand", "to": "discard", "what": F.energy,
                        "label": "up to 3 Energy cards", "n": 3, "mode": "up_to"}),
        ("damage_chosen", {"amount": 60, "n": 1, "whose": "opponent", "where": "any",
                           "per_var": "taken"}),
    )),
)
