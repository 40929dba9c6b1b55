"""Destined Rivals (DRI) cards whose texts the compiler can't read (each text is printed once),
each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import AttackImpl, TrainerImpl, attack, trainer


def _your_active(g: Any, slot: dict[str, Any]) -> bool:
    return g.pl(g.slot_owner(slot["id"]))["active"] is slot


# Arven's Sandwich (DRI 161)
trainer("Arven's Sandwich", TrainerImpl(effect=(
    ("heal_one", {"amount": 30, "what": _your_active,
                  "instead": (F.trainers_pokemon("Arven's"), 100)}),)))


# Team Rocket's Bother-Bot (DRI 172): "Turn 1 of your opponent's face-down Prize cards face up
# and choose a random card from your opponent's hand. Your opponent reveals that card. You may
# have your opponent switch those cards. (That Prize card remains face up for the rest of the
# game.)" (effects.face_up_prizes)
trainer("Team Rocket's Bother-Bot", TrainerImpl(effect=(
    ("turn_prize_face_up", {"whose": "opponent"}),
    ("choose_random_from_hand", {}),
    ("reveal_chosen", {}),
    ("may", {"prompt": "Have your opponent switch the face-up Prize card and the revealed card?"}),
    ("switch_prize_with_chosen", {}, "may"),
)))

# Team Rocket's Persian ex (DRI 150, 219) — Haughty Order: chosen at step 3, so the chosen
# attack's damage and effects are this attack's (PTCG:II-C-18)
attack(
    "Haughty Order",
    "Reveal the top 10 cards of your opponent's deck. You may choose an attack from a Pokémon you "
    "find there and use it as this attack. Shuffle the revealed cards into your opponent's deck.",
    AttackImpl(before=(("look_top", {"n": 10, "whose": "opponent", "reveal": True}),
                       ("use_attack_of_remembered", {"var": "looked", "what": F.pokemon,
                                                     "may": True}),
                       ("shuffle_deck", {"whose": "opponent"}))),
)
