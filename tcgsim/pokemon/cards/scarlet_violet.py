"""Scarlet & Violet era cards (SVI, PAL, OBF, PAR, TEF, TWM, SFA, SCR, SSP, PRE, JTG, DRI, WHT;
the 2024 NAIC and 2026 online deck lists): the texts the compiler can't read, each beside the
card that prints it (the printing the deck lists use)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import bench_room_and_deck, deck_not_empty
from tcgsim.pokemon.effects.energy_moves import attach_targets
from tcgsim.pokemon.effects.ops_attached import bench_from_deck
from tcgsim.pokemon.effects.script import shuffle, then_draw
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.before_hand import PRIZE, bench_not_full, during_turn_of
from tcgsim.pokemon.rules.continuous import Passive, Query, Source


# -- Pokémon ----------------------------------------------------------------------------------
def _powerglass_active(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return g.pl(p)["active"] is slot


# Powerglass (SFA 63)
trainer(
    "Powerglass",
    TrainerImpl(
        end_of_turn=(("attach_from_discard", {"what": F.basic_energy, "label": "a Basic Energy card"}),),
        end_of_turn_if=_powerglass_active,
    ),
)


def _any_card(d) -> bool:  # type: ignore[no-untyped-def]
    return True


def _deck_not_empty(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return deck_not_empty(g, p)


# Garganacl (PAL 123) — Blessed Salt, Knocking Hammer
ability(
    "Blessed Salt",
    "During Pokémon Checkup, heal 20 damage from each of your Pokémon.",
    AbilityImpl(declared=False, checkup=(("heal_each", {"amount": 20}),)),
)


def _is_active(g, p: int, slot) -> bool:  # type: ignore[no-untyped-def]
    return g.pl(p)["active"] is slot


def _basic_pokemon(d) -> bool:  # type: ignore[no-untyped-def]
    return d.is_basic_pokemon


# Team Rocket's Tyranitar (DRI 96) — Sand Stream, Demolition Tackle
ability(
    "Sand Stream",
    "During Pokémon Checkup, if this Pokémon is in the Active Spot, put 2 damage counters on "
    "each of your opponent's Basic Pokémon.",
    AbilityImpl(declared=False, checkup_if=_is_active,
                checkup=(("counters_on_each", {"n": 2, "what": _basic_pokemon}),)),
)


PSYCHIC_POKEMON = F.pokemon_of_type("Psychic")
BASIC_PSYCHIC = F.basic_energy_of("Psychic")


def _active(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is slot


def _benched_and_opponent_can_switch(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is not slot and bool(g.pl(1 - p)["bench"])


def _active_and_deck(g: Any, p: int, slot: Any) -> bool:
    return _active(g, p, slot) and _deck_not_empty(g, p, slot)


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

def _can_embrace(g: Any, p: int, slot: Any) -> bool:
    return (any(BASIC_PSYCHIC(g.d(c)) for c in g.pl(p)["discard"])
            and bool(attach_targets(g, p, PSYCHIC_POKEMON, counters=2)))


# Gardevoir ex (SVI 86) — Psychic Embrace (Miracle Force is compiled)
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

def _dark_energy_and_damage(g: Any, p: int, slot: Any) -> bool:
    return (g.energy_of_type(slot, "Darkness") > 0
            and any(s["dmg"] for s in in_play(g.s, p)))


# Munkidori (TWM 95) — Adrena-Brain (Mind Bend: compiled)
ability(
    "Adrena-Brain",
    "Once during your turn, if this Pokémon has any Darkness Energy attached, you may move up "
    "to 3 damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon.",
    AbilityImpl(effect=(("move_up_to_counters", {"n": 3}),), usable=_dark_energy_and_damage),
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


def _prize_during_your_turn_bench_not_full(g: Any, p: int, slot: None, event: dict[str, Any]) -> bool:
    return during_turn_of(g, p) and bench_not_full(g, p)


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


# -- Items and Supporters ---------------------------------------------------------------------
def _remaining_hp_at_most_30(g: Any, slot: dict[str, Any]) -> bool:
    return g.remaining_hp(slot) <= 30


# Bianca's Devotion (TEF 142)
trainer("Bianca's Devotion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _remaining_hp_at_most_30}),),
))

# Crispin (SCR 133)
trainer("Crispin", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("one_to_hand", {"var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
))

# Iono (PAL 185 / PAF 80)
trainer("Iono", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each", "bottom": True, "var": "moved"}),
            ("players_draw", {"per_prize": True}, "moved")),
))

# Professor Turo's Scenario (PAR 171)
trainer("Professor Turo's Scenario", TrainerImpl(effect=(("pokemon_to_hand", {}),)))


# -- Pokémon Tools (and the attacks on Technical Machines) ------------------------------------
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
trainer("Binding Mochi", TrainerImpl(passives=(Passive("dmg_dealt", poisoned, vs_active=True),)))

# Handheld Fan (TWM 150): "If the Pokémon this card is attached to is in the Active Spot and
# is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked
# Out), move an Energy from the Attacking Pokémon to 1 of your opponent's Benched Pokémon."
trainer("Handheld Fan", TrainerImpl(when_damaged=(
    in_active_spot(), ("move_attacker_energy_to_its_bench", {}, "active"))))

# (Technical Machine: Evolution's attack compiles: compiler.zones.choose_own, evolve_each_benched)


# -- Stadiums ---------------------------------------------------------------------------------
def hand_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(p)["hand"])


def basic_without_rule_box(d: CardDef) -> bool:
    return d.is_basic_pokemon and not d.has_rule_box


# Academy at Night (SFA 54): "Once during each player's turn, that player may put a card from
# their hand on top of their deck."
trainer("Academy at Night", TrainerImpl(stadium_effect=(("hand_card_to_deck_top", {}),),
                                        stadium_usable=hand_not_empty))

# Artazon (OBF 229): "Once during each player's turn, that player may search their deck for a
# Basic Pokémon that doesn't have a Rule Box and put it onto their Bench. Then, that player
# shuffles their deck." The compiler reads it the same way (checked by
# tests/pokemon/cards/test_rule_box_reminder.py), but labels the search with the printed words,
# which changes the views of a golden game: kept until those digests are taken again.
trainer("Artazon", TrainerImpl(
    stadium_effect=(bench_from_deck(basic_without_rule_box, "a Basic Pokémon without a Rule Box"),
                    shuffle()),
    stadium_usable=bench_room_and_deck),
    override="the golden games' digests hold this search's label; the compiled text plays "
             "the same (test_rule_box_reminder.py)")

def played_team_rocket_supporter(g: Any, p: int) -> bool:
    played = g.s["tf"].get("supporter")
    return isinstance(played, str) and "Team Rocket" in played


# Team Rocket's Factory (DRI 173): "Once during each player's turn, if they played a Supporter
# card that has "Team Rocket" in its name from their hand this turn, they may draw 2 cards."
trainer("Team Rocket's Factory", TrainerImpl(
    stadium_effect=(then_draw(2),),
    stadium_usable=lambda g, p: played_team_rocket_supporter(g, p) and deck_not_empty(g, p)))

# Grand Tree (SCR 136): "Once during each player's turn, that player may search their deck for
# a Stage 1 Pokémon that evolves from 1 of their Basic Pokémon and put it onto that Pokémon to
# evolve it. If that Pokémon was evolved in this way, that player may search their deck for a
# Stage 2 Pokémon that evolves from that Pokémon and put it onto that Pokémon to evolve it.
# Then, that player shuffles their deck. (Players can't evolve a Basic Pokémon during their
# first turn or a Basic Pokémon that was put into play this turn.)"
trainer("Grand Tree", TrainerImpl(
    stadium_effect=(
        ("evolve_from_deck_onto", {"onto": "basic", "var": "evolved", "stage": "Stage 1",
                              "restricted": True}),
        ("evolve_from_deck_onto", {"onto": "var", "var": "evolved", "stage": "Stage 2"}),
        shuffle()),
    stadium_usable=deck_not_empty))


def has_energy(g: Any, src: Source, slot: Slot) -> bool:
    return bool(slot["energy"])


# Festival Grounds (TWM 149): "Each Pokémon that has any Energy attached (both yours and your
# opponent's) recovers from all Special Conditions and can't be affected by any Special
# Conditions."
trainer("Festival Grounds", TrainerImpl(passives=(Passive("no_conditions", affects=has_energy),)))


def colorless(g: Any, src: Source, slot: Slot) -> bool:
    return "Colorless" in g.top(slot).types


# Team Rocket's Watchtower (DRI 180): "Colorless Pokémon in play (both yours and your
# opponent's) have no Abilities."
trainer("Team Rocket's Watchtower",
        TrainerImpl(passives=(Passive("no_abilities", affects=colorless),)))


# -- Special Energy ---------------------------------------------------------------------------
# Enriching Energy (SSP 191): "As long as this card is attached to a Pokémon, it provides
# [C] Energy. When you attach this card from your hand to a Pokémon, draw 4 cards."
trainer("Enriching Energy", TrainerImpl(on_attach=(then_draw(4),)))


def ignition_provides(g: Any, slot: Slot) -> list[str]:
    evolution = g.top(slot).stage not in ("Basic", None)
    return ["Colorless"] * (3 if evolution else 1)


# Ignition Energy (WHT 86, ACE SPEC): "If this card is attached to 1 of your Pokémon, discard
# it at the end of your turn. As long as this card is attached to a Pokémon, it provides [C]
# Energy. If this card is attached to an Evolution Pokémon, it provides [C][C][C] Energy
# instead."
trainer("Ignition Energy", TrainerImpl(provides=ignition_provides,
                                       end_of_turn=(("discard_this_card", {}),)))
