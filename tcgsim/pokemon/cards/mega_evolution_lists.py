"""Pokémon of the 2026 Mega Evolution era tournament decks (Mega Sharpedo, Mega Lopunny,
Mega Greninja, Mega Starmie, Mega Kangaskhan, Slowking …): the texts no general pattern
covers, each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import search, shuffle
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, ability, attack
from tcgsim.pokemon.rules.continuous import Passive, Source

BASIC_WATER = F.basic_energy_of("Water")
DARKNESS = F.pokemon_of_type("Darkness")


def _water_energy(d: CardDef) -> bool:
    return d.is_basic_energy and d.energy_type == "Water"


def _metal_energy(d: CardDef) -> bool:
    return d.is_basic_energy and d.energy_type == "Metal"


def _is_active(g: Any, p: int, slot: dict[str, Any]) -> bool:
    return g.pl(p)["active"] is slot


def _your_first_turn(g: Any, p: int) -> bool:
    """The first turn of a player is turn 1 for the player going first, turn 2 otherwise."""
    return g.turn == (1 if g.s["first"] == p else 2)


# Fan Rotom (SCR 118) — Fan Call
def _colorless_100_or_less(d: CardDef) -> bool:
    return d.is_pokemon and "Colorless" in d.types and (d.hp or 0) <= 100


ability(
    "Fan Call",
    "Once during your first turn, you may search your deck for up to 3 Colorless Pokémon with "
    "100 HP or less, reveal them, and put them into your hand. Then, shuffle your deck. You "
    "can't use more than 1 Fan Call Ability during your turn.",
    AbilityImpl(
        effect=(search(_colorless_100_or_less, "up to 3 Colorless Pokémon with 100 HP or less",
                       n=3, reveal=True), shuffle()),
        usable=lambda g, p, slot: _your_first_turn(g, p) and bool(g.pl(p)["deck"]),
        one_per_name=True,
    ),
)


# Fan Rotom (SCR 118) — Assault Landing (70)
def _no_stadium(g: Any, p: int) -> bool:
    return g.s["stadium"] is None


attack(
    "Assault Landing",
    "If there is no Stadium in play, this attack does nothing.",
    AttackImpl(damage=(("check", {"cond": _no_stadium, "var": "no_stadium"}),
                       ("attack_does_nothing", {}, "no_stadium"))),
)


# Greninja ex (TWM 106) — Shinobi Blade (170)
def _any_card(d: CardDef) -> bool:
    return True


# Mega Greninja ex (CRI 22) — Mortal Shuriken, Ninja Spinner (120+)
ability(
    "Mortal Shuriken",
    "Once during your turn, if this Pokémon is in the Active Spot, you may discard a Basic Water "
    "Energy card from your hand in order to use this Ability. Place 6 damage counters on 1 of "
    "your opponent's Pokémon.",
    AbilityImpl(
        effect=(("discard_from_hand", {"n": 1, "what": BASIC_WATER}),
                ("put_counters", {"n": 6, "where": "any", "k": 1})),
        usable=lambda g, p, slot: _is_active(g, p, slot) and any(
            BASIC_WATER(g.d(c)) for c in g.pl(p)["hand"]),
    ),
)
attack(
    "Ninja Spinner",
    "You may put a Water Energy attached to this Pokémon into your hand and have this attack do "
    "80 more damage.",
    AttackImpl(damage=(("may_pay_energy_for_more", {"n": 1, "what": _water_energy,
                                                     "label": "Water Energy", "amount": 80,
                                                     "to": "hand"}),)),
)


# Metagross (CRI 61) — Metallic Hammer (150+)
attack(
    "Metallic Hammer",
    "You may discard 3 Metal Energy from this Pokémon and have this attack do 150 more damage.",
    AttackImpl(damage=(("may_pay_energy_for_more", {"n": 3, "what": _metal_energy,
                                                     "label": "Metal Energy", "amount": 150}),)),
)


# Pecharunt ex (SFA 39) — Subjugating Chains
def _chains_target(d: CardDef) -> bool:
    return DARKNESS(d) and d.name != "Pecharunt ex"


ability(
    "Subjugating Chains",
    "Once during your turn, you may switch 1 of your Benched Darkness Pokémon, except any "
    "Pecharunt ex, with your Active Pokémon. If you do, the new Active Pokémon is now Poisoned. "
    "You can't use more than 1 Subjugating Chains Ability each turn.",
    AbilityImpl(
        effect=(("switch_own", {"what": _chains_target,
                                "label": "Darkness Pokémon (not Pecharunt ex)"}),
                ("apply_condition", {"condition": "poisoned", "target": "your_active"})),
        usable=lambda g, p, slot: any(_chains_target(g.top(b)) for b in g.pl(p)["bench"]),
        one_per_name=True,
    ),
)


# Zeraora (DRI 78) — Thunder Raid
def _pokemon_ex(d: CardDef) -> bool:
    return "ex" in d.subtypes


attack(
    "Thunder Raid",
    "Discard all Energy from this Pokémon, and this attack does 210 damage to 1 of your "
    "opponent's Benched Pokémon ex. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"amount": 210, "what": _pokemon_ex}),),
               effects=(("discard_energy", {"n": None}),)),
)


# Lillie's Clefairy ex (JTG 56) — Fairy Zone
def _opponents_dragon(g: Any, src: Source, target: dict[str, Any]) -> bool:
    return g.slot_owner(target["id"]) != src.owner and "Dragon" in g.top(target).types


ability(
    "Fairy Zone",
    "The Weakness of each of your opponent's Dragon Pokémon in play is now Psychic. (Apply "
    "Weakness as ×2.)",
    AbilityImpl(declared=False, passives=(
        Passive("weakness", (("Psychic", "×2"),), affects=_opponents_dragon),)),
)

# Slowking (SCR 58) — Seek Inspiration
attack(
    "Seek Inspiration",
    "Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule "
    "Box, choose 1 of its attacks and use it as this attack. (Pokémon ex, Pokémon V, etc. have "
    "Rule Boxes.)",
    AttackImpl(before=(("discard_top_of_deck", {"n": 1, "var": "inspiration"}),
                       ("use_attack_of_remembered", {"var": "inspiration",
                                                     "what": F.pokemon_without_rule_box}))),
)
