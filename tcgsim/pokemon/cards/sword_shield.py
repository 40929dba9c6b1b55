"""Sword & Shield era cards (BRS, ASR, LOR, SIT, RCL, PGO, CRZ …): the texts the compiler
can't read, each beside the card that prints it (the printing the deck lists use)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import deck_not_empty
from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, TrainerImpl, ability, attack, trainer
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.rules.before_hand import DRAW, bench_not_full
from tcgsim.pokemon.rules.continuous import Passive, has_ability


# -- Pokémon ----------------------------------------------------------------------------------
def _in_active_spot_and_deck(g: Any, p: int, slot: Any) -> bool:
    return g.pl(p)["active"] is slot and bool(g.pl(p)["deck"])


def _any_card(d: Any) -> bool:
    return True


# Comfey (LOR 79) — Flower Selecting
ability(
    "Flower Selecting",
    "Once during your turn, if this Pokémon is in the Active Spot, you may look at the top 2 "
    "cards of your deck and put 1 of them into your hand. Put the other card in the Lost Zone.",
    AbilityImpl(effect=(("look_at_top", {"n": 2, "k": 1, "exact": True, "rest": "lost",
                                         "label": "card"}),),
                usable=_in_active_spot_and_deck),
)

def _opponents_pokemon_with_abilities(g: Any, p: int) -> int:
    return sum(1 for s in in_play(g.s, 1 - p) if has_ability(g, s))


def _for_each_opponents_pokemon_with_an_ability(per: int) -> AttackImpl:
    return AttackImpl(damage=(("damage_for_each", {
        "per": per, "count": _opponents_pokemon_with_abilities}),))


# Flapple (EVS 120) — Acidic Mucus (50×), the guide's example for PTCG:II-D-13
attack(
    "Acidic Mucus",
    "This attack does 50 damage for each of your opponent's Pokémon in play that has an Ability.",
    _for_each_opponents_pokemon_with_an_ability(50),
)

# Zeraora VMAX (CRZ 54) — Reactive Pulse (60×)
attack(
    "Reactive Pulse",
    "This attack does 60 damage for each of your opponent's Pokémon in play that has an Ability.",
    _for_each_opponents_pokemon_with_an_ability(60),
)

# Cresselia (LOR 74) — Moonglow Reverse
attack(
    "Moonglow Reverse",
    "Move 2 damage counters from each of your Pokémon to 1 of your opponent's Pokémon.",
    AttackImpl(effects=(("move_counters_from_each", {"n": 2}),)),
)


def _drawn_bench_not_full(g: Any, p: int, slot: None, event: dict[str, Any]) -> bool:
    return bench_not_full(g, p)


# Lombre (RCL 8), Lampent (RCL 32), Luxio (RCL 61) — Top Entry
ability(
    "Top Entry",
    "Once during your turn, if you drew this Pokémon from your deck at the beginning of your "
    "turn and your Bench isn't full, before you put it into your hand, you may put it onto "
    "your Bench.",
    AbilityImpl(effect=(("bench_this_card", {}),), trigger=DRAW, trigger_if=_drawn_bench_not_full),
)

# Metagross (SIT 119) — Emergency Entry
ability(
    "Emergency Entry",
    "Once during your turn, if you drew this Pokémon from your deck at the beginning of your "
    "turn and your Bench isn't full, before you put it into your hand, you may put it onto "
    "your Bench. If you do, draw 3 cards.",
    AbilityImpl(effect=(("bench_this_card", {}), ("draw", {"n": 3}, "!undone")),
                trigger=DRAW, trigger_if=_drawn_bench_not_full),
)


# -- Items and Supporters ---------------------------------------------------------------------
# Colress's Experiment (LOR 155 / CRZ GG59)
trainer("Colress's Experiment", TrainerImpl(
    effect=(("look_at_top", {"n": 5, "k": 3, "exact": True, "rest": "lost"}),),
))

# Hisuian Heavy Ball (ASR 146)
trainer("Hisuian Heavy Ball", TrainerImpl(
    effect=(("prize_swap", {"what": F.basic_pokemon, "label": "a Basic Pokémon"}),),
))


# Mirage Gate (LOR 163)
trainer("Mirage Gate", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
    requires=lambda g, p: len(g.pl(p)["lost"]) >= 7,
), override="the golden games' digests hold its attach prompts; the compiled text (search_attach, "
            "attach_chosen) also lets \"whenever Energy is attached\" effects happen")


# -- Stadiums ---------------------------------------------------------------------------------
# PokéStop (PGO 68): "Once during each player's turn, that player may discard 3 cards from the
# top of their deck. If a player discarded any Item cards in this way, they put those Item
# cards into their hand."
trainer("PokéStop", TrainerImpl(
    stadium_effect=(("discard_top_of_deck", {"n": 3, "var": "milled"}),
                    ("discarded_to_hand", {"var": "milled", "what": F.trainer_of("Item"),
                                           "label": "Item cards"})),
    stadium_usable=deck_not_empty))

# Temple of Sinnoh (ASR 155): "All Special Energy attached to Pokémon (both yours and your
# opponent's) provide Colorless Energy and have no other effect."
trainer("Temple of Sinnoh", TrainerImpl(passives=(Passive("plain_special_energy", affects="all"),)))
