"""Pitch Black (PBL, me5) cards whose texts the compiler can't read (each text is printed once),
each beside the card that prints it."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.rules.continuous import Passive, Source


def _colorless_holder(g: Any, src: Source) -> bool:
    return src.slot is not None and "Colorless" in g.top(src.slot).types


# Backtrack Badge (PBL 74): "Once during your turn, after you flip any coins for an attack of the
# Colorless Pokémon this card is attached to, you may ignore all results of those coin flips and
# begin flipping those coins again." — the flip asks (effects.script.flip), once per turn per card.
trainer("Backtrack Badge", TrainerImpl(
    passives=(Passive("reflip_coins", when=_colorless_holder),),
))
