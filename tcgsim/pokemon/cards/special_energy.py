"""Special Energy of the Scarlet & Violet and Mega Evolution eras (PTCG:I-C).

``provides`` is the Energy the card provides while attached; its other text applies to
the Pokémon it is attached to (``passives``) or runs at the moment the text names.
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.ops_attached import bench_from_deck
from tcgsim.pokemon.effects.script import shuffle, then_draw
from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.model.state import Slot


def provides(*units: str) -> Any:
    """"As long as this card is attached to a Pokémon, it provides [units] Energy"."""
    def fn(g: Any, slot: Slot) -> list[str]:
        return list(units)

    return fn


def attached_to_type(type_: str) -> Any:
    """"When you attach this card from your hand to a [type] Pokémon"."""
    def check(g: Any, p: int, slot: Slot) -> bool:
        return type_ in g.top(slot).types

    return check


# Enriching Energy (SSP 191): "As long as this card is attached to a Pokémon, it provides
# [C] Energy. When you attach this card from your hand to a Pokémon, draw 4 cards."
trainer("Enriching Energy", TrainerImpl(on_attach=(then_draw(4),)))

# Telepathic Psychic Energy (POR 88): "As long as this card is attached to a Pokémon, it
# provides [P] Energy. When you attach this card from your hand to a [P] Pokémon, search your
# deck for up to 2 Basic [P] Pokémon and put them onto your Bench. Then, shuffle your deck."
trainer("Telepathic Psychic Energy", TrainerImpl(
    provides=provides("Psychic"),
    on_attach=(bench_from_deck(F.basic_pokemon_of_type("Psychic"), "Basic Psychic Pokémon",
                               n=2, mode="up_to"), shuffle()),
    on_attach_if=attached_to_type("Psychic")))


def ignition_provides(g: Any, slot: Slot) -> list[str]:
    evolution = g.top(slot).stage not in ("Basic", None)
    return ["Colorless"] * (3 if evolution else 1)


# Ignition Energy (WHT 86, ACE SPEC): "If this card is attached to 1 of your Pokémon, discard
# it at the end of your turn. As long as this card is attached to a Pokémon, it provides [C]
# Energy. If this card is attached to an Evolution Pokémon, it provides [C][C][C] Energy
# instead."
trainer("Ignition Energy", TrainerImpl(provides=ignition_provides,
                                       end_of_turn=(("discard_this_card", {}),)))
