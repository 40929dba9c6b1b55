"""Surging Sparks (SSP, sv8): the texts of this set the compiler can't read (each printed
once), each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import AbilityImpl, ability


# Quaquaval (SSP 52) — Up-Tempo: the card goes under the deck as the Ability's cost, paid when
# it is declared (PTCG:II-E-30); then the hand is drawn up to 5, so the hand left after the
# cost must hold fewer than 5 cards for the Ability to change anything (PTCG:I-A-02).
def _up_tempo_usable(g: Any, p: int, slot: Any) -> bool:
    return 1 <= len(g.pl(p)["hand"]) <= 5


ability(
    "Up-Tempo",
    "You must put a card from your hand on the bottom of your deck in order to use this "
    "Ability. Once during your turn, you may draw cards until you have 5 cards in your hand.",
    AbilityImpl(effect=(("draw_until", {"n": 5}),),
                cost=(("hand_card_to_deck_top", {"bottom": True}),),
                cost_ok=lambda g, p, slot: bool(g.pl(p)["hand"]),
                usable=_up_tempo_usable),
)
