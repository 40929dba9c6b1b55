"""Prismatic Evolutions (PRE, sv8pt5) and Surging Sparks (SSP, sv8): the texts of these sets the
compiler can't read (each printed once, under one name), each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import shuffle
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Janine's Secret Art (PRE 112, 173): "Choose up to 2 of your Darkness Pokémon. For each of those
# Pokémon, search your deck for a Basic Darkness Energy card and attach it to that Pokémon. Then,
# shuffle your deck. If you attached Energy to your Active Pokémon in this way, it is now
# Poisoned."
trainer(
    "Janine's Secret Art",
    TrainerImpl(effect=(
        ("attach_from_discard_to_each", {
            "n": 2, "what": F.basic_energy_of("Darkness"), "label": "Basic Darkness Energy card",
            "to": F.pokemon_of_type("Darkness"), "bench": False, "src": "deck"}),
        shuffle(),
        ("apply_condition", {"condition": "poisoned", "target": "your_active"}, "attached_active"),
    )),
)


# Amarys (PRE 170): "Draw 4 cards. At the end of this turn, if you have 5 or more cards in your
# hand, discard your hand." The card is discarded once played, so what it says about the end of
# the turn is an effect on its player (rules.turn.end_of_turn_triggers runs its end_of_turn text
# then, with the condition asked then; PTCG:II-E-20).
trainer("Amarys", TrainerImpl(
    effect=(("draw", {"n": 4}),
            ("add_player_effect", {"fx": {"kind": "end_of_turn", "card": "amarys",
                                          "label": "Amarys"},
                                   "until": "this_turn", "whose": "yours"})),
    end_of_turn=(("take_cards", {"src": "hand", "to": "discard", "what": F.any_card, "n": 60,
                                 "mode": "all", "typed": False, "label": "your hand"}),),
    end_of_turn_if=lambda g, p, slot: len(g.pl(p)["hand"]) >= 5,
))
