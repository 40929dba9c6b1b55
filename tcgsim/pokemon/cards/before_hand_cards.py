"""Cards with text for the moment before a card goes into the hand (PTCG:II-E-31)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import AbilityImpl, ability
from tcgsim.pokemon.rules.before_hand import DRAW, PRIZE, bench_not_full, during_turn_of


def _prize_during_your_turn_bench_not_full(g: Any, p: int, slot: None, event: dict[str, Any]) -> bool:
    return during_turn_of(g, p) and bench_not_full(g, p)


def _drawn_bench_not_full(g: Any, p: int, slot: None, event: dict[str, Any]) -> bool:
    return bench_not_full(g, p)


# Chansey (sv3pt5 113) — Lucky Bonus
ability(
    "Lucky Bonus",
    "If you took this Pokémon as a face-down Prize card during your turn and your Bench isn't "
    "full, before you put it into your hand, you may put it onto your Bench. If you put this "
    "Pokémon onto your Bench in this way, flip a coin. If heads, take 1 more Prize card.",
    AbilityImpl(effect=(("bench_this_card", {}),
                        ("flip", {"n": 1}, "!undone"),
                        ("take_more_prizes", {"n": 1}, "heads")),
                trigger=PRIZE, trigger_if=_prize_during_your_turn_bench_not_full),
)

# Lombre (RCL 8), Lampent (RCL 32), Luxio (RCL 61) — Top Entry
ability(
    "Top Entry",
    "Once during your turn, if you drew this Pokémon from your deck at the beginning of your "
    "turn and your Bench isn't full, before you put it into your hand, you may put it onto "
    "your Bench.",
    AbilityImpl(effect=(("bench_this_card", {}),), trigger=DRAW, trigger_if=_drawn_bench_not_full),
)

# Metagross (SIT 119) — Emergency Entry
ability(
    "Emergency Entry",
    "Once during your turn, if you drew this Pokémon from your deck at the beginning of your "
    "turn and your Bench isn't full, before you put it into your hand, you may put it onto "
    "your Bench. If you do, draw 3 cards.",
    AbilityImpl(effect=(("bench_this_card", {}), ("draw", {"n": 3}, "!undone")),
                trigger=DRAW, trigger_if=_drawn_bench_not_full),
)
