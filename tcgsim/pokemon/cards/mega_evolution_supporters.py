"""Mega Evolution (MEG, me1): Supporter texts the compiler can't read, beside the card that
prints them (the set's other hand-written texts are in mega_evolution_set.py)."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Lt. Surge's Bargain (MEG 120, 170, 185): "Ask your opponent if each player may take a Prize
# card. If yes, each player takes a Prize card. If no, you draw 4 cards."
trainer("Lt. Surge's Bargain", TrainerImpl(effect=(
    ("opponent_agrees", {"prompt": "May each player take a Prize card? (If not, your opponent "
                                   "draws 4 cards.)", "var": "yes"}),
    ("each_player_takes_prize", {}, "yes"),
    ("draw", {"n": 4}, "!yes"),
)))
