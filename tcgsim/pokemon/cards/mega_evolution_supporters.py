"""Mega Evolution (MEG, me1): Supporter texts the compiler can't read, and an attack that uses a
Supporter's effect, beside the card that prints them (the set's other hand-written texts are in
mega_evolution_set.py)."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer

# Lt. Surge's Bargain (MEG 120, 170, 185): "Ask your opponent if each player may take a Prize
# card. If yes, each player takes a Prize card. If no, you draw 4 cards."
trainer("Lt. Surge's Bargain", TrainerImpl(effect=(
    ("opponent_agrees", {"prompt": "May each player take a Prize card? (If not, your opponent "
                                   "draws 4 cards.)", "var": "yes"}),
    ("each_player_takes_prize", {}, "yes"),
    ("draw", {"n": 4}, "!yes"),
)))

# Ninetales (MEG 20) — Supernatural Shapeshifter
attack(
    "Supernatural Shapeshifter",
    "Discard the top card of your deck, and if that card is a Supporter card, use the effect of "
    "that card as the effect of this attack.",
    AttackImpl(effects=(("discard_top_of_deck", {"n": 1, "var": "shapeshifter"}),
                        ("use_supporter_effect", {"var": "shapeshifter"}))),
)
