"""Stellar Crown (SCR, sv7): the texts of this set the compiler can't read, each beside the
card that prints it (reprints, such as Prismatic Evolutions', share them by name)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.filters import any_card
from tcgsim.pokemon.model.impl import TrainerImpl, trainer
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.rules.continuous import BENCH_SIZE, Passive, Query, Source


# -- Stadiums ---------------------------------------------------------------------------------
# Area Zero Underdepths (SCR 131, PRE 94): "Each player who has any Tera Pokémon in play can
# have up to 8 Pokémon on their Bench. If a player no longer has any Tera Pokémon in play, that
# player discards Pokémon from their Bench until they have 5. When this card leaves play, both
# players discard Pokémon from their Bench until they have 5, and the player who played this
# card discards first." Only the first sentence is this card's: the discarding is the Bench
# limit the rules check after every action (rules.knockout.bench_limit), which also knows who
# played a Stadium that left play (Game.stadium_leaves).
def _eight_with_tera(g: Any, src: Source, q: Query) -> int:
    tera = any(g.top(slot).is_tera for slot in in_play(g.s, q.player) if not slot["down"])
    return 8 if tera else BENCH_SIZE


trainer("Area Zero Underdepths", TrainerImpl(
    passives=(Passive("bench_size", _eight_with_tera, affects="all"),),
))


# -- Supporters -------------------------------------------------------------------------------
# Kofu (SCR 165): "Put 2 cards from your hand on the bottom of your deck in any order. If you put
# 2 cards on the bottom of your deck in this way, draw 4 cards. (If you can't put 2 cards from
# your hand on the bottom of your deck, you can't use this card.)" — 2 cards besides Kofu.
trainer("Kofu", TrainerImpl(
    effect=(("take_cards", {"src": "hand", "to": "deck_bottom", "what": any_card,
                            "label": "2 cards (bottom of the deck, in the order chosen)", "n": 2,
                            "typed": False}),
            ("draw", {"n": 4}, "!undone")),
    requires=lambda g, p: len(g.pl(p)["hand"]) >= 3,
))
