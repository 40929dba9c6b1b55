"""Scarlet & Violet era attacks built on the damage-text primitives (PTCG:II-B-01 … II-B-09)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.impl import AttackImpl, attack


def opponent_active_is_ex(g: Any, p: int) -> bool:
    slot = g.pl(1 - p)["active"]
    return slot is not None and "ex" in g.top(slot).subtypes


def heads(g: Any, p: int) -> bool:
    """"Flip a coin. If heads, …"."""
    result = g.rng.coin()
    g.event("coin", result="heads" if result else "tails", why="attack")
    return bool(result)


# Marnie's Purrloin (DRI 130) — Pointy Nails (20+)
attack(
    "Pointy Nails",
    "If your opponent's Active Pokémon is a Pokémon ex, this attack does 40 more damage.",
    AttackImpl(damage=(("more_damage_if", {"amount": 40, "cond": opponent_active_is_ex}),)),
)

# Golem ex (MEW 76) — Dynamic Roll (50), Rock Blaster (180)
attack(
    "Dynamic Roll",
    "During your next turn, attacks used by this Pokémon do 120 more damage to your opponent's "
    "Active Pokémon (before applying Weakness and Resistance).",
    AttackImpl(effects=(
        ("add_effect", {"fx": {"kind": "dmg_dealt", "amt": 120, "label": "Dynamic Roll"},
                        "until": "your_next_turn"}),
    )),
)
attack(
    "Rock Blaster",
    "This attack's damage isn't affected by Resistance.",
    AttackImpl(damage=(("damage_ignores", {"resistance": True}),)),
)

# Medicham ex (SCR 80) — Yoga Kick (190)
attack(
    "Yoga Kick",
    "This attack's damage isn't affected by Weakness or Resistance.",
    AttackImpl(damage=(("damage_ignores", {"weakness": True, "resistance": True}),)),
)

# Druddigon (BLK 71) — Shred (40), Ambush (90+)
attack(
    "Shred",
    "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
    AttackImpl(damage=(("damage_ignores", {"defender_effects": True}),)),
)
attack(
    "Ambush",
    "Flip a coin. If heads, this attack does 60 more damage.",
    AttackImpl(damage=(("more_damage_if", {"amount": 60, "cond": heads}),)),
)

# Stufful (PAF 52) — Take Down (30)
attack(
    "Take Down",
    "This Pokémon also does 10 damage to itself.",
    AttackImpl(damage=(("damage_self", {"amount": 10}),)),
)
