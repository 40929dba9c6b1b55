"""Surging Sparks (SSP, sv8): the texts of this set the compiler can't read, each beside the
card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import (
    AbilityImpl,
    AttackImpl,
    TrainerImpl,
    ability,
    attack,
    trainer,
)


def _knocked_out_by_opponents_attack(g: Any, p: int, slot: Any, event: Any) -> bool:
    """"is Knocked Out by damage from an attack from your opponent's Pokémon": the damage of
    the attack whose Knock Out check this is, on the opponent's turn."""
    return bool(event["by_attack"]) and p != g.current


# Amulet of Hope (SSP 162): "If the Pokémon this card is attached to is Knocked Out by damage
# from an attack from your opponent's Pokémon, search your deck for up to 3 cards and put them
# into your hand. Then, shuffle your deck." (Knock Out step 2, PTCG:II-E-04)
trainer("Amulet of Hope", TrainerImpl(
    knocked_out=(("take_cards", {"src": "deck", "to": "hand", "what": F.any_card, "n": 3,
                                 "mode": "up_to", "typed": False, "reveal": False,
                                 "label": "up to 3 cards"}),
                 ("shuffle_searched_deck", {})),
    knocked_out_if=_knocked_out_by_opponents_attack,
))

# Miraidon (SSP 69): an effect on this Pokémon that protects its owner's Future Pokémon while
# it stays Active (rules.protection: moving to the Bench ends it, PTCG:II-C-16).
attack("C.O.D.E.: Protect",
       "During your opponent's next turn, prevent all damage done to each of your Future "
       "Pokémon by attacks from Pokémon ex. If this Pokémon is no longer your Active Pokémon, "
       "this effect ends.",
       AttackImpl(effects=(("add_effect", {
           "fx": {"kind": "shield_yours", "tag": "Future", "only_from": "ex",
                  "label": "C.O.D.E.: Protect"},
           "until": "opponent_next_turn"}),)))


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
