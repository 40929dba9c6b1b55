"""Prismatic Evolutions (PRE, sv8pt5): Supporters the compiler can't read (printed once)."""

from __future__ import annotations

from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Tyme (PRE 143): "Tell your opponent the name of a Pokémon in your hand and put that Pokémon face
# down in front of you. Your opponent guesses that Pokémon's HP, and then you reveal it. If your
# opponent guessed right, they draw 4 cards. If they guessed wrong, you draw 4 cards. Then,
# return the Pokémon to your hand."
trainer("Tyme", TrainerImpl(
    effect=(("guess_hp", {"n": 4}),),
    requires=lambda g, p: any(g.d(c).is_pokemon for c in g.pl(p)["hand"]),
))
