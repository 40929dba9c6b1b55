"""Card implementations. Importing this package registers every implemented card."""

import tcgsim.pokemon.cards.mega_evolution_trainers  # noqa: F401
import tcgsim.pokemon.cards.scarlet_violet_trainers  # noqa: F401
import tcgsim.pokemon.cards.sword_shield_trainers  # noqa: F401
from tcgsim.pokemon.cards import (  # noqa: F401
    before_hand_cards,
    mega_evolution,
    mega_evolution_lists,
    scarlet_violet,
    scarlet_violet_decks,
    special_energy,
    stadiums,
    sword_shield,
    tools,
)
from tcgsim.pokemon.overrides import check_overrides

check_overrides()  # one implementation per printed text
