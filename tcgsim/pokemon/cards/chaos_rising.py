"""Chaos Rising (CRI, me4): the texts of this set the compiler can't read, each beside the card
that prints it (the era's tournament cards are in ``mega_evolution``)."""

from __future__ import annotations

from tcgsim.pokemon.effects.ops_trainers import evolve_self_would_change
from tcgsim.pokemon.model.impl import AbilityImpl, TrainerImpl, ability, trainer
from tcgsim.pokemon.rules.continuous import Passive

# -- Pokémon ----------------------------------------------------------------------------------
# Patrat (CRI 70) — Watchful Eye (asked where counters are moved: effects.ops_damage.move_between)
ability(
    "Watchful Eye",
    "Damage counters on each Pokémon (both yours and your opponent's) can't be moved to other "
    "Pokémon.",
    AbilityImpl(declared=False, passives=(Passive("counters_unmovable", affects="all"),)),
)

# Crobat (CRI 93) — Nighttime Maneuvers (the search is effects.ops_trainers.search_to_top, as
# Ciphermaniac's Codebreaking's "… then put those cards on top of it")
ability(
    "Nighttime Maneuvers",
    "Once during your turn, if this Pokémon is in the Active Spot, you may use this Ability. "
    "Search your deck for a card. Shuffle your deck, then put that card on top of it.",
    AbilityImpl(effect=(("search_to_top", {"n": 1}),),
                usable=lambda g, p, slot: g.pl(p)["active"] is slot and bool(g.pl(p)["deck"])),
)

# Phantump (CRI 38) — Spiteful Evolution: evolving from the hand by an effect
# (effects.ops_trainers.evolve_self_from_hand), then counters on the evolved Pokémon
ability(
    "Spiteful Evolution",
    "Once during your turn, you may use this Ability. Choose a card in your hand that evolves "
    "from this Pokémon and put it onto this Pokémon to evolve it. If you do, place 2 damage "
    "counters on the Pokémon you evolved in this way. You can't use this Ability during your "
    "first turn.",
    AbilityImpl(effect=(("evolve_self_from_hand", {"var": "evolved"}),
                        ("counters_on_remembered", {"n": 2, "var": "evolved"}, "!undone")),
                usable=lambda g, p, slot: g.turn > 2 and evolve_self_would_change(g, p, slot, {})),
)


# Ferrothorn (CRI 63) — Startling Drop (run when its card is milled: effects.script
# .discarded_from_deck)
ability(
    "Startling Drop",
    "During your opponent's turn, if this Pokémon is discarded from your deck by an effect of an "
    "attack or Ability from your opponent's Pokémon, or by an effect of your opponent's Item or "
    "Supporter cards, discard the top 8 cards of your opponent's deck.",
    AbilityImpl(declared=False, when_discarded_from_deck=(
        ("discard_top_of_deck", {"n": 8, "whose": "opponent"}),)),
)

# -- Trainers ---------------------------------------------------------------------------------
# Transformation Tome (CRI 83): "You must play 2 Transformation Tome cards at once. (This effect
# works one time for 2 cards.)" (rules.actions.play_trainer); then the switch.
trainer("Transformation Tome", TrainerImpl(
    effect=(("swap_basic_from_discard", {}),),
    played_at_once=2,
))
