"""POR (me3, Mega Evolution era): the texts of this set the compiler can't read (each printed
once), each beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import deck_not_empty
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

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
