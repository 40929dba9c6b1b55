"""POR (me3, Mega Evolution era): the texts of this set the compiler can't read (each printed
once), each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import deck_not_empty
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer
from tcgsim.pokemon.model.state import in_play

# Naveen (POR 112): "Draw cards until you have 5 cards in your hand. Before drawing cards, you
# may discard any number of cards from your hand. (If you can't draw any cards in this way, you
# can't use this card.)" The discarding comes first; any number of cards may go, so with a deck
# to draw from some card can always be drawn (PTCG:II-D-02).
trainer("Naveen", TrainerImpl(
    effect=(("take_cards", {"src": "hand", "to": "discard", "what": F.any_card,
                            "label": "any number of cards", "n": 60, "mode": "any",
                            "typed": False}),
            ("draw_until", {"n": 5})),
    requires=deck_not_empty,
))

# Doublade (POR 98) — Weaponized Swords: the cards revealed (the player chooses how many) stay
# in the hand and are counted at damage step 1 (the × damage, PTCG:II-B-02).
_SWORDS = F.either(F.named("Honedge"), F.named("Doublade"), F.named("Aegislash"))
attack(
    "Weaponized Swords",
    "Reveal any number of Honedge, Doublade, and Aegislash from your hand, and this attack does "
    "60 damage for each card you revealed in this way.",
    AttackImpl(damage=(
        ("take_cards", {"src": "hand", "to": "stay", "what": _SWORDS,
                        "label": "Honedge, Doublade, and Aegislash", "n": 60, "mode": "any",
                        "reveal": True, "var": "revealed"}),
        ("damage_for_each", {"per": 60, "var": "revealed"}),
    )),
)


# Dedenne (POR 93) — Tail Generator: as many cards as the Energy (units) attached to the
# opponent's Pokémon now, or fewer (PTCG:II-D-05); each to a Lightning Pokémon of the player's
# choice (PTCG:II-C-09).
def _opponents_energy(g: Any, p: int) -> int:
    return sum(len(g.energy_provided(s)) for s in in_play(g.s, 1 - p))


attack(
    "Tail Generator",
    "Choose Basic Lightning Energy cards from your discard pile up to the amount of Energy "
    "attached to all of your opponent's Pokémon and attach them to your Lightning Pokémon in any "
    "way you like.",
    AttackImpl(effects=(
        ("take_cards", {"src": "discard", "to": "stay", "what": F.basic_energy_of("Lightning"),
                        "label": "Basic Lightning Energy cards", "n": _opponents_energy,
                        "mode": "up_to"}),
        ("attach_chosen", {"src": "discard", "to": F.pokemon_of_type("Lightning")}),
    )),
)
