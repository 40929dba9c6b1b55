"""Surging Sparks (SSP, sv8): the texts of this set the compiler can't read, each beside the
card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import AttackImpl, attack

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
