"""Mega Evolution era Pokémon of the 2026 online deck lists (PFL, ASC, POR)."""

from __future__ import annotations

from tcgsim.pokemon.impl import AttackImpl, attack

# Carvanha (PFL 60) — Reckless Charge (30)
attack(
    "Reckless Charge",
    "This Pokémon also does 10 damage to itself.",
    AttackImpl(damage=(("damage_self", {"amount": 10}),)),
)

# Drapion (POR 52) — Hazardous Tail (100)
attack(
    "Hazardous Tail",
    "This Pokémon also does 70 damage to itself. Your opponent's Active Pokémon is now "
    "Paralyzed and Poisoned.",
    AttackImpl(damage=(("damage_self", {"amount": 70}),),
               effects=(("apply_condition", {"condition": "paralyzed"}),
                        ("apply_condition", {"condition": "poisoned"}))),
)
