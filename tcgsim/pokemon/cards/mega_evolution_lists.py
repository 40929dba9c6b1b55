"""Pokémon of the 2026 Mega Evolution era tournament decks (Mega Sharpedo, Mega Lopunny,
Mega Greninja, Mega Starmie, Mega Kangaskhan, Slowking …): the texts no general pattern
covers, each beside the card that prints it."""

from __future__ import annotations

from typing import Any

# the ops these cards use register when their modules are imported
from tcgsim.pokemon import (  # noqa: F401
    ops_conditions,
    ops_counters,
    ops_pokemon,
    ops_search_attach,
    optional_damage,
)
from tcgsim.pokemon.carddb import CardDef
from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.cards.scarlet_violet_attacks import opponent_active_is_ex
from tcgsim.pokemon.continuous import Passive, Source
from tcgsim.pokemon.effects import search, shuffle, then_draw
from tcgsim.pokemon.impl import AbilityImpl, AttackImpl, ability, attack

BASIC_WATER = F.basic_energy_of("Water")
BASIC_DARKNESS = F.basic_energy_of("Darkness")
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

# Froakie (CRI 20) — Collect
attack("Collect", "Draw a card.", AttackImpl(effects=(then_draw(1),)))

# Frogadier (CRI 21) — Summoning Jutsu
attack(
    "Summoning Jutsu",
    "Search your deck for up to 3 Pokémon, reveal them, and put them into your hand. Then, "
    "shuffle your deck.",
    AttackImpl(effects=(search(F.pokemon, "up to 3 Pokémon", n=3, reveal=True), shuffle())),
)


# Greninja ex (TWM 106) — Shinobi Blade (170)
def _any_card(d: CardDef) -> bool:
    return True


attack(
    "Shinobi Blade",
    "You may search your deck for a card and put it into your hand. Then, shuffle your deck.",
    AttackImpl(effects=(search(_any_card, "a card"), shuffle())),
)

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

# Mega Kangaskhan ex (MEG 104) — Run Errand
ability(
    "Run Errand",
    "Once during your turn, if this Pokémon is in the Active Spot, you may use this Ability. Draw "
    "2 cards. You can't use more than 1 Run Errand Ability each turn.",
    AbilityImpl(effect=(then_draw(2),), one_per_name=True,
                usable=lambda g, p, slot: _is_active(g, p, slot) and bool(g.pl(p)["deck"])),
)


# Mega Sharpedo ex (PFL 61) — Greedy Fang (70), Hungry Jaws (120+)
def _self_damaged(g: Any, p: int) -> bool:
    slot = g.pl(p)["active"]
    return slot is not None and slot["dmg"] > 0


attack("Greedy Fang", "Draw 2 cards.", AttackImpl(effects=(then_draw(2),)))
attack(
    "Hungry Jaws",
    "If this Pokémon has any damage counters on it, this attack does 150 more damage.",
    AttackImpl(damage=(("more_damage_if", {"amount": 150, "cond": _self_damaged}),)),
)

# Mega Starmie ex (POR 21) — Jetting Blow (120), Nebula Beam (210)
attack(
    "Jetting Blow",
    "This attack also does 50 damage to 1 of your opponent's Benched Pokémon. (Don't apply "
    "Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_opponent_bench", {"amount": 50}),)),
)
attack(
    "Nebula Beam",
    "This attack's damage isn't affected by Weakness or Resistance, or by any effects on your "
    "opponent's Active Pokémon.",
    AttackImpl(damage=(("damage_ignores", {"weakness": True, "resistance": True,
                                           "defender_effects": True}),)),
)

# Mega Lopunny ex (PFL 84) — Spiky Hopper (160)
attack(
    "Spiky Hopper",
    "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
    AttackImpl(damage=(("damage_ignores", {"defender_effects": True}),)),
)

# Meowth ex (POR 62) — Tuck Tail (60)
attack("Tuck Tail", "Put this Pokémon and all attached cards into your hand.",
       AttackImpl(effects=(("self_to_hand", {}),)))

# Metagross (CRI 61) — Metallic Hammer (150+)
attack(
    "Metallic Hammer",
    "You may discard 3 Metal Energy from this Pokémon and have this attack do 150 more damage.",
    AttackImpl(damage=(("may_pay_energy_for_more", {"n": 3, "what": _metal_energy,
                                                     "label": "Metal Energy", "amount": 150}),)),
)

# Moltres (PFL 14) — Fighting Wings (20+)
attack(
    "Fighting Wings",
    "If your opponent's Active Pokémon is a Pokémon ex, this attack does 90 more damage.",
    AttackImpl(damage=(("more_damage_if", {"amount": 90, "cond": opponent_active_is_ex}),)),
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

# Toxtricity (PFL 68) — Sinister Surge
ability(
    "Sinister Surge",
    "Once during your turn, you may use this Ability. Search your deck for a Basic Darkness "
    "Energy card and attach it to 1 of your Benched Darkness Pokémon. Then, shuffle your deck. "
    "If you attached Energy to a Pokémon in this way, place 2 damage counters on that Pokémon.",
    AbilityImpl(
        effect=(("search_deck_attach", {"what": BASIC_DARKNESS, "label": "a Basic Darkness Energy card",
                                        "to": DARKNESS, "var": "surged"}),
                shuffle(),
                ("counters_on_remembered", {"n": 2, "var": "surged"})),
        usable=lambda g, p, slot: bool(g.pl(p)["deck"]),
    ),
)

# Fezandipiti ex (ASC 142) — Cruel Arrow
attack(
    "Cruel Arrow",
    "This attack does 100 damage to 1 of your opponent's Pokémon. (Don't apply Weakness and "
    "Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"amount": 100, "where": "any"}),)),
)

# Greninja ex (TWM 106) — Mirage Barrage
attack(
    "Mirage Barrage",
    "Discard 2 Energy from this Pokémon. This attack does 120 damage to 2 of your opponent's "
    "Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"amount": 120, "n": 2, "where": "any"}),),
               effects=(("discard_energy", {"n": 2}),)),
)

# Kyurem (SFA 47) — Trifrost
attack(
    "Trifrost",
    "Discard all Energy from this Pokémon. This attack does 110 damage to 3 of your opponent's "
    "Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    AttackImpl(damage=(("damage_chosen", {"amount": 110, "n": 3, "where": "any"}),),
               effects=(("discard_energy", {"n": None}),)),
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


# Lillie's Clefairy ex (JTG 56) — Full Moon Rondo (20+)
def _benched_both(g: Any, p: int) -> int:
    return len(g.pl(0)["bench"]) + len(g.pl(1)["bench"])


attack(
    "Full Moon Rondo",
    "This attack does 20 more damage for each Benched Pokémon (both yours and your opponent's).",
    AttackImpl(damage=(("more_damage_for_each", {"per": 20, "count": _benched_both}),)),
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

# Mega Froslass ex (ASC 47) — Resentful Refrain (50×)
attack(
    "Resentful Refrain",
    "This attack does 50 damage for each card in your opponent's hand.",
    AttackImpl(damage=(("damage_for_each", {
        "per": 50, "count": lambda g, p: len(g.pl(1 - p)["hand"])}),)),
)

# Mega Kangaskhan ex (MEG 104) — Rapid-Fire Combo (200+)
attack(
    "Rapid-Fire Combo",
    "Flip a coin until you get tails. This attack does 50 more damage for each heads.",
    AttackImpl(damage=(("flip", {"n": 0, "var": "heads"}),
                       ("more_damage_for_each", {"per": 50, "var": "heads"}))),
)


# Pecharunt ex (SFA 39) — Irritated Outburst (60×)
def _prizes_opponent_took(g: Any, p: int) -> int:
    """Taken = the Prize cards set out at setup less those left (PTCG:II-D-17)."""
    return g.s["prize_count"] - len(g.pl(1 - p)["prizes"])


attack(
    "Irritated Outburst",
    "This attack does 60 damage for each Prize card your opponent has taken.",
    AttackImpl(damage=(("damage_for_each", {"per": 60, "count": _prizes_opponent_took}),)),
)
