"""Mega Evolution (MEG, me1) cards."""

from __future__ import annotations

from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.cards.conditions import deck_not_empty, hand_or_deck_not_empty
from tcgsim.pokemon.effects import discard_hand_cost, search, shuffle, then_draw
from tcgsim.pokemon.impl import AttackImpl, TrainerImpl, attack, trainer

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

# Kyogre — Swirling Waves (130)
attack(
    "Swirling Waves",
    "Discard 2 Energy from this Pokémon.",
    AttackImpl(effects=(("discard_energy", {"n": 2}),)),
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

# Mega Abomasnow ex — Frost Barrier (200)
attack(
    "Frost Barrier",
    "During your opponent's next turn, this Pokémon takes 30 less damage from attacks "
    "(after applying Weakness and Resistance).",
    AttackImpl(
        effects=(
            ("add_effect", {"fx": {"kind": "dmg_taken", "amt": -30, "label": "Frost Barrier"},
                            "until": "opponent_next_turn"}),
        ),
    ),
)

trainer(
    "Ultra Ball",
    TrainerImpl(
        cost=(discard_hand_cost(2),),
        effect=(search(F.pokemon, "a Pokémon", reveal=True), shuffle()),
        requires=deck_not_empty,
    ),
)

trainer(
    "Mega Signal",
    TrainerImpl(
        effect=(search(F.mega_evolution_ex, "a Mega Evolution Pokémon ex", reveal=True), shuffle()),
        requires=deck_not_empty,
    ),
)


def _lillie_draws(g, p: int) -> int:  # type: ignore[no-untyped-def]
    return 8 if len(g.pl(p)["prizes"]) == 6 else 6


trainer(
    "Lillie's Determination",
    TrainerImpl(
        effect=(("shuffle_hand_into_deck", {}), then_draw(_lillie_draws)),
        requires=hand_or_deck_not_empty,
    ),
)


_WATER = F.pokemon_of_type("Water")  # made once: Surfing Beach is asked at every decision


def _surfing_beach_usable(g, p: int) -> bool:  # type: ignore[no-untyped-def]
    pl = g.pl(p)
    return (pl["active"] is not None and _WATER(g.top(pl["active"]))
            and any(_WATER(g.top(b)) for b in pl["bench"]))


trainer(
    "Surfing Beach",
    TrainerImpl(
        stadium_effect=(("switch_own", {"what": _WATER, "label": "Water Pokémon"}),),
        stadium_usable=_surfing_beach_usable,
    ),
)


def _energy_on_opponent_active(g, p: int) -> int:  # type: ignore[no-untyped-def]
    slot = g.pl(1 - p)["active"]
    return 0 if slot is None else len(slot["energy"])


# Tinkaton (MEG 98) — Windup Swing (240−)
attack(
    "Windup Swing",
    "This attack does 60 less damage for each Energy attached to your opponent's Active Pokémon.",
    AttackImpl(damage=(("less_damage_for_each", {"per": 60, "count": _energy_on_opponent_active}),)),
)

# Lopunny (MEG 108) — Dashing Kick, Spiral Kick (60)
attack(
    "Dashing Kick",
    "This attack does 50 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness "
    "and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_opponent_bench", {"amount": 50}),)),
)

# Pawmi (PFL 32) — Growl, Tiny Charge (10)
attack(
    "Growl",
    "During your opponent's next turn, attacks used by the Defending Pokémon do 30 less damage "
    "(before applying Weakness and Resistance).",
    AttackImpl(effects=(
        ("add_effect", {"fx": {"kind": "dmg_dealt", "amt": -30, "label": "Growl"},
                        "until": "opponent_next_turn", "target": "opponent_active"}),
    )),
)
