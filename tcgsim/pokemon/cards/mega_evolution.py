"""Mega Evolution era cards (MEG, PFL, POR, CRI) and the Pokémon of the 2026 Mega Evolution era
tournament decks (Mega Sharpedo, Mega Lopunny, Mega Greninja, Mega Starmie, Mega Kangaskhan,
Slowking …): the texts the compiler can't read, each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import bench_room_and_deck
from tcgsim.pokemon.effects.ops_attached import bench_from_deck
from tcgsim.pokemon.effects.script import search, shuffle, then_draw
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer
from tcgsim.pokemon.model.state import Slot
from tcgsim.pokemon.rules.continuous import Passive, Source

# -- Pokémon ----------------------------------------------------------------------------------
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


def _lillie_draws(g, p: int) -> int:  # type: ignore[no-untyped-def]
    return 8 if len(g.pl(p)["prizes"]) == 6 else 6


trainer(
    "Lillie's Determination",
    TrainerImpl(
        effect=(("shuffle_hand_into_deck", {}), then_draw(_lillie_draws)),
    ),
    override="the golden games' digests hold its one draw event; the compiled text (the "
             "difference drawn after the first draw, Lacey's pattern) ends in the same state",
)


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
    override="the golden games' digests hold this discard's prompt; the compiled text (the "
             "discard as the Ability's cost, PTCG:II-E-30) plays the same with its own label",
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


# -- Items and Supporters ---------------------------------------------------------------------
BASIC_PSYCHIC = F.basic_energy_of("Psychic")


def _active_with_3_energy(g: Any, slot: Slot) -> bool:
    return g.pl(g.slot_owner(slot["id"]))["active"] is slot and len(slot["energy"]) >= 3


def _mega_evolution_ex(g: Any, slot: Slot) -> bool:
    return F.mega_evolution_ex(g.top(slot))


# Jumbo Ice Cream (PFL 91)
trainer("Jumbo Ice Cream", TrainerImpl(
    effect=(("heal_one", {"amount": 80, "what": _active_with_3_energy}),),
))

# Pokémon Center Lady (MEG 123)
trainer("Pokémon Center Lady", TrainerImpl(
    effect=(("heal_one", {"amount": 60, "conditions": True}),),
))

# Rare Candy (MEG 125)
trainer("Rare Candy", TrainerImpl(
    effect=(("skip_stage_evolve", {}),),
    # "You can't use this card during your first turn": turn 1 or 2 is someone's first turn
    requires=lambda g, p: g.turn > 2,
))

# Wally's Compassion (MEG 132)
trainer("Wally's Compassion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _mega_evolution_ex, "var": "healed"}),
            ("energy_to_hand", {"var": "target"}, "healed")),
))


# -- Stadiums ---------------------------------------------------------------------------------
# Lumiose City (POR 77): "Once during each player's turn, that player may search their deck for
# a Basic Pokémon and put it onto their Bench. Then, that player shuffles their deck. If a
# player searches their deck in this way, their turn ends."
trainer("Lumiose City", TrainerImpl(
    stadium_effect=(bench_from_deck(F.basic_pokemon, "a Basic Pokémon"), shuffle(),
                    ("end_the_turn", {})),
    stadium_usable=bench_room_and_deck))

# Battle Cage (PFL 85): "Prevent all damage counters from being placed on Benched Pokémon (both
# yours and your opponent's) by effects of attacks and Abilities from the opponent's Pokémon.
# (Damage from attacks is still taken.)"
trainer("Battle Cage", TrainerImpl(passives=(Passive("bench_counters", affects="all"),)))


# -- Special Energy ---------------------------------------------------------------------------
def provides(*units: str) -> Any:
    """"As long as this card is attached to a Pokémon, it provides [units] Energy"."""
    def fn(g: Any, slot: Slot) -> list[str]:
        return list(units)

    return fn


def attached_to_type(type_: str) -> Any:
    """"When you attach this card from your hand to a [type] Pokémon"."""
    def check(g: Any, p: int, slot: Slot) -> bool:
        return type_ in g.top(slot).types

    return check


# Telepathic Psychic Energy (POR 88): "As long as this card is attached to a Pokémon, it
# provides [P] Energy. When you attach this card from your hand to a [P] Pokémon, search your
# deck for up to 2 Basic [P] Pokémon and put them onto your Bench. Then, shuffle your deck."
trainer("Telepathic Psychic Energy", TrainerImpl(
    provides=provides("Psychic"),
    on_attach=(bench_from_deck(F.basic_pokemon_of_type("Psychic"), "Basic Psychic Pokémon",
                               n=2, mode="up_to"), shuffle()),
    on_attach_if=attached_to_type("Psychic")))
