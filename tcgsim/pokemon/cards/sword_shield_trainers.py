"""Sword & Shield era Items and Supporters (ASR, LOR, CRZ …)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.cards import conditions as C
from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.effects import search, shuffle
from tcgsim.pokemon.impl import TrainerImpl, trainer
from tcgsim.pokemon.state import Slot, in_play

# Colress's Experiment (LOR 155 / CRZ GG59)
trainer("Colress's Experiment", TrainerImpl(
    effect=(("look_at_top", {"n": 5, "k": 3, "exact": True, "rest": "lost"}),),
    requires=C.deck_not_empty,
))

# Hisuian Heavy Ball (ASR 146)
trainer("Hisuian Heavy Ball", TrainerImpl(
    effect=(("prize_swap", {"what": F.basic_pokemon, "label": "a Basic Pokémon"}),),
    requires=lambda g, p: bool(g.pl(p)["prizes"]),
))

# Irida (ASR 147)
trainer("Irida", TrainerImpl(
    effect=(search(F.pokemon_of_type("Water"), "a Water Pokémon", reveal=True),
            search(F.trainer_of("Item"), "an Item card", reveal=True), shuffle()),
    requires=C.deck_not_empty,
))


def _tool_or_stadium_in_play(g: Any, p: int) -> bool:
    return g.s["stadium"] is not None or any(
        s["tools"] for q in (0, 1) for s in in_play(g.s, q))


# Lost Vacuum (CRZ 135)
trainer("Lost Vacuum", TrainerImpl(
    cost=(("hand_to_lost", {"n": 1}),),
    effect=(("tools_from_play", {"to": "lost", "stadium": True}),),
    requires=_tool_or_stadium_in_play,
))

# Mirage Gate (LOR 163)
trainer("Mirage Gate", TrainerImpl(
    effect=(("search_energy_of_different_types", {"n": 2, "var": "found"}),
            ("attach_each_to_your_pokemon", {"var": "found"}), shuffle()),
    requires=lambda g, p: len(g.pl(p)["lost"]) >= 7 and C.deck_not_empty(g, p),
))

# Roxanne (ASR 150)
trainer("Roxanne", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each", "var": "moved"}),
            ("players_draw", {"you": 6, "opponent": 2}, "moved")),
    requires=lambda g, p: C.prizes_left(g, 1 - p) <= 3 and C.hands_not_both_empty(g, p),
))


def _active_is_basic(g: Any, p: int) -> bool:
    active: Slot | None = g.pl(p)["active"]
    return active is not None and g.top(active).stage == "Basic"


# Switch Cart (ASR 154)
trainer("Switch Cart", TrainerImpl(
    effect=(("switch_own", {"what": F.pokemon, "label": "Pokémon"}),
            ("heal_remembered", {"amount": 30, "var": "switched_out"})),
    requires=lambda g, p: _active_is_basic(g, p) and C.own_bench_not_empty(g, p),
))
