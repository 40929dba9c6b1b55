"""Scarlet & Violet era Pokémon of the real deck lists (2024 NAIC Gardevoir and Lost Box,
2026 online lists): SVI, PAL, PAR, TEF, TWM, PRE, JTG, DRI."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.energy_moves import attach_targets
from tcgsim.pokemon.effects.script import then_draw
from tcgsim.pokemon.effects.targeted_damage import counters_on
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, ability, attack
from tcgsim.pokemon.model.state import in_play

PSYCHIC_POKEMON = F.pokemon_of_type("Psychic")
BASIC_PSYCHIC = F.basic_energy_of("Psychic")


def _active(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is slot


def _benched_and_opponent_can_switch(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is not slot and bool(g.pl(1 - p)["bench"])


def _deck_not_empty(g: Any, p: int, slot: Any) -> bool:
    return bool(g.pl(p)["deck"])


def _active_and_deck(g: Any, p: int, slot: Any) -> bool:
    return _active(g, p, slot) and _deck_not_empty(g, p, slot)


def _always(g: Any, p: int, slot: Any) -> bool:
    return True


# Abra (TWM 80) — Teleporter
ability(
    "Teleporter",
    "Once during your turn, if this Pokémon is in the Active Spot, you may shuffle it and all "
    "attached cards into your deck.",
    AbilityImpl(effect=(("shuffle_self_into_deck", {}),), usable=_active),
)

# Dudunsparce (TEF 129) — Run Away Draw. With cards in the deck the draw always draws, so
# "If you drew any cards in this way" holds whenever the Ability can change anything.
ability(
    "Run Away Draw",
    "Once during your turn, you may draw 3 cards. If you drew any cards in this way, shuffle "
    "this Pokémon and all attached cards into your deck.",
    AbilityImpl(effect=(then_draw(3), ("shuffle_self_into_deck", {})), usable=_deck_not_empty),
)

# Dusclops (PRE 36), Dusknoir (PRE 37) — Cursed Blast
for _n in (5, 13):
    ability(
        "Cursed Blast",
        f"Once during your turn, you may put {_n} damage counters on 1 of your opponent's "
        "Pokémon. If you use this Ability, this Pokémon is Knocked Out.",
        AbilityImpl(effect=(("put_counters", {"n": _n, "where": "any", "k": 1}),
                            ("knock_out_self", {})),
                    usable=_always),
    )


def _can_embrace(g: Any, p: int, slot: Any) -> bool:
    return (any(BASIC_PSYCHIC(g.d(c)) for c in g.pl(p)["discard"])
            and bool(attach_targets(g, p, PSYCHIC_POKEMON, counters=2)))


# Gardevoir ex (SVI 86) — Psychic Embrace, Miracle Force (190)
ability(
    "Psychic Embrace",
    "As often as you like during your turn, you may attach a Basic Psychic Energy card from "
    "your discard pile to 1 of your Psychic Pokémon. If you attached Energy to a Pokémon in "
    "this way, put 2 damage counters on that Pokémon. You can't use this Ability on a Pokémon "
    "that would be Knocked Out.",
    AbilityImpl(effect=(("attach_from_discard_with_counters", {"what": BASIC_PSYCHIC, "to": PSYCHIC_POKEMON,
                                                    "label": "a Basic Psychic Energy card",
                                                    "counters": 2}),),
                usable=_can_embrace, once_per_turn=False),
)
attack(
    "Miracle Force",
    "This Pokémon recovers from all Special Conditions.",
    AttackImpl(effects=(("recover_all", {}),)),
)

# Iron Bundle (PAR 56) — Hyper Blower, Refrigerated Stream (80)
ability(
    "Hyper Blower",
    "Once during your turn, if this Pokémon is on your Bench, you may switch out your "
    "opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.) "
    "If you do, discard this Pokémon and all attached cards.",
    AbilityImpl(effect=(("opponent_switches_out", {"var": "switched"}),
                        ("discard_self", {}, "switched")),
                usable=_benched_and_opponent_can_switch),
)


def _defender_is_evolution(g: Any, p: int) -> bool:
    slot = g.pl(1 - p)["active"]
    return slot is not None and not g.top(slot).is_basic_pokemon


attack(
    "Refrigerated Stream",
    "If the Defending Pokémon is an Evolution Pokémon, it can't attack during your opponent's "
    "next turn.",
    AttackImpl(effects=(("add_effect", {
        "cond": _defender_is_evolution,
        "fx": {"kind": "cant_attack", "label": "Refrigerated Stream"},
        "until": "opponent_next_turn", "target": "opponent_active"}),)),
)

# Iron Hands ex (PAR 70) — Amp You Very Much (120)
attack(
    "Amp You Very Much",
    "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize "
    "card.",
    AttackImpl(effects=(("more_prizes_if_knocked_out", {"n": 1}),)),
)


def _dark_energy_and_damage(g: Any, p: int, slot: Any) -> bool:
    return ("Darkness" in g.energy_provided(slot)
            and any(s["dmg"] for s in in_play(g.s, p)))


# Munkidori (TWM 95) — Adrena-Brain (Mind Bend: compiled)
ability(
    "Adrena-Brain",
    "Once during your turn, if this Pokémon has any Darkness Energy attached, you may move up "
    "to 3 damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon.",
    AbilityImpl(effect=(("move_up_to_counters", {"n": 3}),), usable=_dark_energy_and_damage),
)
# Scream Tail (PAR 86) — Roaring Scream
attack(
    "Roaring Scream",
    "This attack does 20 damage to 1 of your opponent's Pokémon for each damage counter on this "
    "Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"n": 1, "where": "any",
                                          "amount": lambda g, slot: 20 * counters_on(g, slot)}),)),
)

# Tatsugiri (TWM 131) — Attract Customers
ability(
    "Attract Customers",
    "Once during your turn, if this Pokémon is in the Active Spot, you may look at the top 6 "
    "cards of your deck, reveal a Supporter card you find there, and put it into your hand. "
    "Shuffle the other cards back into your deck.",
    AbilityImpl(effect=(("look_at_top", {"n": 6, "k": 1, "what": F.trainer_of("Supporter"),
                                         "label": "Supporter card", "reveal": True}),),
                usable=_active_and_deck),
)
