"""Mega Evolution (MEG, me1) cards."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import then_draw
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer

BASIC_WATER = F.basic_energy_of("Water")

# Kyogre — Riptide (20×)
attack(
    "Riptide",
    "This attack does 20 damage for each Basic Water Energy card in your discard pile. "
    "Then, shuffle those cards into your deck.",
    AttackImpl(
        damage=(
            ("count_discard", {"what": BASIC_WATER, "var": "those"}),
            ("damage_for_each", {"per": 20, "var": "those"}),
        ),
        effects=(("shuffle_into_deck", {"var": "those"}),),
    ),
)

# Mega Abomasnow ex — Hammer-lanche (100×)
attack(
    "Hammer-lanche",
    "Discard the top 6 cards of your deck, and this attack does 100 damage for each "
    "Basic Water Energy card that you discarded in this way.",
    AttackImpl(
        damage=(
            ("discard_top_of_deck", {"n": 6, "var": "milled"}),
            ("damage_for_each", {"per": 100, "var": "milled", "what": BASIC_WATER}),
        ),
    ),
)


def _lillie_draws(g, p: int) -> int:  # type: ignore[no-untyped-def]
    return 8 if len(g.pl(p)["prizes"]) == 6 else 6


trainer(
    "Lillie's Determination",
    TrainerImpl(
        effect=(("shuffle_hand_into_deck", {}), then_draw(_lillie_draws)),
    ),
)
