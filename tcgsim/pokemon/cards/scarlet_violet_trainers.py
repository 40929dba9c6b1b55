"""Scarlet & Violet era Items and Supporters (their newest wording is printed in SV sets)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.cards import conditions as C
from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.effects import discard_hand_cost, search, shuffle
from tcgsim.pokemon.impl import TrainerImpl, trainer
from tcgsim.pokemon.ops_trainers import healable


def _remaining_hp_at_most_30(g: Any, slot: dict[str, Any]) -> bool:
    return g.remaining_hp(slot) <= 30


# Arven (OBF 186)
trainer("Arven", TrainerImpl(
    effect=(search(F.trainer_of("Item"), "an Item card", reveal=True),
            search(F.trainer_of("Pokémon Tool"), "a Pokémon Tool card", reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Bianca's Devotion (TEF 142)
trainer("Bianca's Devotion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _remaining_hp_at_most_30}),),
    requires=lambda g, p: bool(healable(g, p, _remaining_hp_at_most_30, False)),
))

# Buddy-Buddy Poffin (TEF 144)
trainer("Buddy-Buddy Poffin", TrainerImpl(
    effect=(search(F.basic_pokemon_with_hp_at_most(70), "up to 2 Basic Pokémon with 70 HP or less",
                   n=2, to="bench"), shuffle()),
    requires=C.all_of(C.deck_not_empty, C.bench_has_room),
))

# Ciphermaniac's Codebreaking (TEF 145)
trainer("Ciphermaniac's Codebreaking", TrainerImpl(
    effect=(("search_to_top", {"n": 2}),),
    requires=C.deck_not_empty,
))

# Colress's Tenacity (SFA 57)
trainer("Colress's Tenacity", TrainerImpl(
    effect=(search(F.trainer_of("Stadium"), "a Stadium card", reveal=True),
            search(F.energy, "an Energy card", reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Counter Catcher (PAR 160)
trainer("Counter Catcher", TrainerImpl(
    effect=(("gust", {}),),
    requires=lambda g, p: C.prizes_left(g, p) > C.prizes_left(g, 1 - p),
))

# Crispin (SCR 133)
trainer("Crispin", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("one_to_hand", {"var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
    requires=C.deck_not_empty,
))

# Earthen Vessel (PAR 163)
trainer("Earthen Vessel", TrainerImpl(
    cost=(discard_hand_cost(1),),
    effect=(search(F.basic_energy, "up to 2 Basic Energy cards", n=2, reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Enhanced Hammer (TWM 148)
trainer("Enhanced Hammer", TrainerImpl(
    effect=(("discard_attached_energy", {"what": F.special_energy}),),
))

# Eri (TEF 146)
trainer("Eri", TrainerImpl(
    effect=(("discard_from_revealed_hand", {"what": F.trainer_of("Item"), "n": 2,
                                            "label": "Item cards"}),),
    requires=lambda g, p: bool(g.pl(1 - p)["hand"]),
))

# Hilda (WHT 84)
trainer("Hilda", TrainerImpl(
    effect=(search(F.evolution_pokemon, "an Evolution Pokémon", reveal=True),
            search(F.energy, "an Energy card", reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Hyper Aroma (TWM 152, ACE SPEC)
trainer("Hyper Aroma", TrainerImpl(
    effect=(search(F.stage("Stage 1"), "up to 3 Stage 1 Pokémon", n=3, reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Iono (PAL 185 / PAF 80)
trainer("Iono", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each", "bottom": True, "var": "moved"}),
            ("players_draw", {"per_prize": True}, "moved")),
    requires=C.hands_not_both_empty,
))

# Nest Ball (SVI 181 / PAF 84)
trainer("Nest Ball", TrainerImpl(
    effect=(search(F.basic_pokemon, "a Basic Pokémon", to="bench"), shuffle()),
    requires=C.all_of(C.deck_not_empty, C.bench_has_room),
))

# Pal Pad (SSH 172 / SVI 182)
trainer("Pal Pad", TrainerImpl(
    effect=(("from_discard", {"what": F.trainer_of("Supporter"), "n": 2, "to": "deck",
                              "label": "Supporter cards"}),),
    requires=lambda g, p: any(F.trainer_of("Supporter")(g.d(c)) for c in g.pl(p)["discard"]),
))

# Pokégear 3.0 (SSH 174 / BLK 84)
trainer("Pokégear 3.0", TrainerImpl(
    effect=(("look_at_top", {"n": 7, "k": 1, "what": F.trainer_of("Supporter"),
                             "label": "Supporter card", "reveal": True}),),
    requires=C.deck_not_empty,
))

# Prime Catcher (TEF 157, ACE SPEC)
trainer("Prime Catcher", TrainerImpl(
    effect=(("gust", {"var": "gusted"}),
            ("switch_own", {"what": F.pokemon, "label": "Pokémon"}, "gusted")),
))

# Professor Turo's Scenario (PAR 171)
trainer("Professor Turo's Scenario", TrainerImpl(effect=(("pokemon_to_hand", {}),)))

# Super Rod (PAL 188)
trainer("Super Rod", TrainerImpl(
    effect=(("from_discard", {"what": F.either(F.pokemon, F.basic_energy), "n": 3, "to": "deck",
                              "label": "Pokémon and Basic Energy cards"}),),
    requires=lambda g, p: any(F.pokemon(g.d(c)) or F.basic_energy(g.d(c))
                              for c in g.pl(p)["discard"]),
))

# Unfair Stamp (TWM 165, ACE SPEC)
trainer("Unfair Stamp", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each", "var": "moved"}),
            ("players_draw", {"you": 5, "opponent": 2}, "moved")),
    requires=C.all_of(C.knocked_out_last_turn, C.hands_not_both_empty),
))

# Xerosic's Machinations (SFA 64)
trainer("Xerosic's Machinations", TrainerImpl(
    effect=(("discard_hand_down_to", {"n": 3}),),
    requires=lambda g, p: len(g.pl(1 - p)["hand"]) > 3,
))
