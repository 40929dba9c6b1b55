"""Pokémon Tools of the Scarlet & Violet and Mega Evolution eras (PTCG:I-B-02).

A Tool's text applies to the Pokémon it is attached to, for as long as it stays attached.
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer
from tcgsim.pokemon.rules.continuous import Passive, Query, Source

# A Tool's passives affect the Pokémon it is attached to ("self": the source's slot).


def basic(g: Any, src: Source) -> bool:
    return g.top(src.slot).stage == "Basic"


def no_rule_box(g: Any, src: Source) -> bool:
    return not g.top(src.slot).has_rule_box


def hp_30_or_less(g: Any, src: Source) -> bool:
    return g.remaining_hp(src.slot) <= 30


def in_active_spot() -> tuple[str, dict[str, Any]]:
    """"If the Pokémon this card is attached to is in the Active Spot": sets var 'active'."""
    return ("holder_is_active", {})


# Luxurious Cape (PAR 166): "If the Pokémon this card is attached to doesn't have a Rule Box,
# it gets +100 HP, and if it is Knocked Out by damage from an attack from your opponent's
# Pokémon, that player takes 1 more Prize card."
trainer("Luxurious Cape", TrainerImpl(passives=(
    Passive("hp", 100, when=no_rule_box), Passive("extra_prizes", 1, when=no_rule_box))))

# Rescue Board (TEF 159): "The Retreat Cost of the Pokémon this card is attached to is [C]
# less. If that Pokémon's remaining HP is 30 or less, it has no Retreat Cost."
trainer("Rescue Board", TrainerImpl(passives=(
    Passive("retreat_cost", -1), Passive("free_retreat", when=hp_30_or_less))))


def poisoned(g: Any, src: Source, q: Query) -> int:
    return 40 if src.slot["psn"] else 0


# Binding Mochi (PRE 95): "Attacks used by the Poisoned Pokémon this card is attached to do
# 40 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
# (damage step 2 "dmg_dealt": effects on the attacking Pokémon, before Weakness)
trainer("Binding Mochi", TrainerImpl(passives=(Passive("dmg_dealt", poisoned),)))

# Handheld Fan (TWM 150): "If the Pokémon this card is attached to is in the Active Spot and
# is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked
# Out), move an Energy from the Attacking Pokémon to 1 of your opponent's Benched Pokémon."
trainer("Handheld Fan", TrainerImpl(when_damaged=(
    in_active_spot(), ("move_attacker_energy_to_its_bench", {}, "active"))))

# the attacks on those Technical Machines
attack("Evolution", "Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search "
       "your deck for a card that evolves from that Pokémon and put it onto that Pokémon to "
       "evolve it. Then, shuffle your deck.",
       AttackImpl(effects=(("choose_own_bench", {"n": 2, "var": "chosen"}),
                           ("evolve_from_deck_onto", {"onto": "var", "var": "chosen"}),
                           shuffle())))
