"""What the heuristic player reads from a Trainer card: the highest score it can get, its
text and how many cards from the hand it costs."""

from __future__ import annotations

import re
from functools import cache

from tcgsim.agents.pokemon.roles import trainer_role
from tcgsim.agents.pokemon.scores import (
    DECK_REFILL,
    DRAW_SMALL_HAND,
    ENERGY_BACK,
    EVOLVE,
    GUST,
    NEVER,
    OTHER_ITEM,
    SEARCH_NEEDED,
    SEARCH_SUPPORTER,
    STADIUM,
    SWITCH_BETTER,
    TOOL,
)
from tcgsim.pokemon.model.carddb import CardDef

_DISCARD_COST = re.compile(r"discard (\d+) other cards? from your hand", re.IGNORECASE)


@cache
def trainer_cap(card: CardDef) -> float:
    """The highest main-phase score the Trainer card can get: what
    :meth:`HeuristicAgent._trainer_score` gives it when every condition is met."""
    role = trainer_role(card)
    kind = card.trainer_kind
    if role.devolves_own:
        return NEVER
    if role.energy_back:
        return ENERGY_BACK
    if kind == "Pokémon Tool":
        return TOOL
    if kind == "Stadium":
        return STADIUM
    if role.evolve:
        return EVOLVE
    if role.gust:
        return GUST
    if role.switch:
        return SWITCH_BETTER
    if role.hand_back:
        return DECK_REFILL  # the hand shuffled back into a short deck
    if role.hand_away or role.pure_draw:
        return DRAW_SMALL_HAND
    if kind == "Supporter":
        return SEARCH_SUPPORTER if role.searches else OTHER_ITEM
    return SEARCH_NEEDED if role.searches else OTHER_ITEM


@cache
def trainer_text(d: CardDef) -> str:
    return d.rule_text.lower()


@cache
def hand_cost(d: CardDef) -> int:
    m = _DISCARD_COST.search(d.rule_text)
    return int(m.group(1)) if m else 0
