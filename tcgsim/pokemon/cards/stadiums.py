"""Stadiums of the Scarlet & Violet and Mega Evolution eras (PTCG:I-B-04).

"Once during each player's turn, that player may …" is the Stadium's declared effect
(``stadium_effect``); the rest of a Stadium's text is continuous (``passives``).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import deck_not_empty
from tcgsim.pokemon.effects.ops_attached import bench_from_deck
from tcgsim.pokemon.effects.script import shuffle, then_draw
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.model.state import Slot
from tcgsim.pokemon.rules.continuous import Passive, Source, bench_size


def hand_not_empty(g: Any, p: int) -> bool:
    return bool(g.pl(p)["hand"])


def bench_room_and_deck(g: Any, p: int) -> bool:
    """A search that puts Pokémon onto the Bench changes nothing with a full Bench
    (PTCG:II-C-11) or an empty deck."""
    return len(g.pl(p)["bench"]) < bench_size(g, p) and deck_not_empty(g, p)


def basic_without_rule_box(d: CardDef) -> bool:
    return d.is_basic_pokemon and not d.has_rule_box


# Academy at Night (SFA 54): "Once during each player's turn, that player may put a card from
# their hand on top of their deck."
trainer("Academy at Night", TrainerImpl(stadium_effect=(("hand_card_to_deck_top", {}),),
                                        stadium_usable=hand_not_empty))

# Artazon (OBF 229): "Once during each player's turn, that player may search their deck for a
# Basic Pokémon that doesn't have a Rule Box and put it onto their Bench. Then, that player
# shuffles their deck."
trainer("Artazon", TrainerImpl(
    stadium_effect=(bench_from_deck(basic_without_rule_box, "a Basic Pokémon without a Rule Box"),
                    shuffle()),
    stadium_usable=bench_room_and_deck))

# Lumiose City (POR 77): "Once during each player's turn, that player may search their deck for
# a Basic Pokémon and put it onto their Bench. Then, that player shuffles their deck. If a
# player searches their deck in this way, their turn ends."
trainer("Lumiose City", TrainerImpl(
    stadium_effect=(bench_from_deck(F.basic_pokemon, "a Basic Pokémon"), shuffle(),
                    ("end_the_turn", {})),
    stadium_usable=bench_room_and_deck))

# PokéStop (PGO 68): "Once during each player's turn, that player may discard 3 cards from the
# top of their deck. If a player discarded any Item cards in this way, they put those Item
# cards into their hand."
trainer("PokéStop", TrainerImpl(
    stadium_effect=(("discard_top_of_deck", {"n": 3, "var": "milled"}),
                    ("discarded_to_hand", {"var": "milled", "what": F.trainer_of("Item"),
                                           "label": "Item cards"})),
    stadium_usable=deck_not_empty))


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

# Battle Cage (PFL 85): "Prevent all damage counters from being placed on Benched Pokémon (both
# yours and your opponent's) by effects of attacks and Abilities from the opponent's Pokémon.
# (Damage from attacks is still taken.)"
trainer("Battle Cage", TrainerImpl(passives=(Passive("bench_counters", affects="all"),)))


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

# Temple of Sinnoh (ASR 155): "All Special Energy attached to Pokémon (both yours and your
# opponent's) provide Colorless Energy and have no other effect."
trainer("Temple of Sinnoh", TrainerImpl(passives=(Passive("plain_special_energy", affects="all"),)))
