"""Mega Evolution era Items and Supporters (their newest wording is printed in MEG … CRI)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.cards import conditions as C
from tcgsim.pokemon.cards import filters as F
from tcgsim.pokemon.effects import search, shuffle
from tcgsim.pokemon.impl import TrainerImpl, trainer
from tcgsim.pokemon.ops_trainers import healable, rare_candy_pairs
from tcgsim.pokemon.state import Slot

BASIC_PSYCHIC = F.basic_energy_of("Psychic")


def _active_with_3_energy(g: Any, slot: Slot) -> bool:
    return g.pl(g.slot_owner(slot["id"]))["active"] is slot and len(slot["energy"]) >= 3


def _mega_evolution_ex(g: Any, slot: Slot) -> bool:
    return F.mega_evolution_ex(g.top(slot))


def _benched_psychic(g: Any, slot: Slot) -> bool:
    return (g.pl(g.slot_owner(slot["id"]))["active"] is not slot
            and F.pokemon_of_type("Psychic")(g.top(slot)))


def _can_heal(what: Any, conditions: bool = False) -> Any:
    """Healing Trainers need a Pokémon the text would change (PTCG:II-C-06)."""
    return lambda g, p: bool(healable(g, p, what, conditions))


# Boss's Orders (PAL 172 / ASC 256)
trainer("Boss's Orders", TrainerImpl(effect=(("gust", {}),)))

# Judge (POR 76)
trainer("Judge", TrainerImpl(
    effect=(("hands_to_deck", {"who": "each"}), ("players_draw", {"you": 4, "opponent": 4})),
    requires=C.hands_not_both_empty,
))

# Jumbo Ice Cream (PFL 91)
trainer("Jumbo Ice Cream", TrainerImpl(
    effect=(("heal_one", {"amount": 80, "what": _active_with_3_energy}),),
    requires=_can_heal(_active_with_3_energy),
))

# Night Stretcher (SFA 61 / ASC 196)
trainer("Night Stretcher", TrainerImpl(
    effect=(("from_discard", {"what": F.either(F.pokemon, F.basic_energy), "n": 1, "to": "hand",
                              "label": "Pokémon or Basic Energy card", "up_to": False}),),
    requires=lambda g, p: any(F.pokemon(g.d(c)) or F.basic_energy(g.d(c))
                              for c in g.pl(p)["discard"]),
))

# Poké Pad (POR 81)
trainer("Poké Pad", TrainerImpl(
    effect=(search(F.pokemon_without_rule_box, "a Pokémon that doesn't have a Rule Box",
                   reveal=True), shuffle()),
    requires=C.deck_not_empty,
))

# Pokémon Center Lady (MEG 123)
trainer("Pokémon Center Lady", TrainerImpl(
    effect=(("heal_one", {"amount": 60, "conditions": True}),),
    requires=_can_heal(None, conditions=True),
))

# Rare Candy (MEG 125)
trainer("Rare Candy", TrainerImpl(
    effect=(("skip_stage_evolve", {}),),
    # "You can't use this card during your first turn": turn 1 or 2 is someone's first turn
    requires=lambda g, p: g.turn > 2 and bool(rare_candy_pairs(g, p)),
))

# Special Red Card (CRI 82)
trainer("Special Red Card", TrainerImpl(
    effect=(("hands_to_deck", {"who": "opponent", "bottom": True, "var": "moved"}),
            ("players_draw", {"opponent": 3}, "moved")),
    requires=lambda g, p: C.prizes_left(g, 1 - p) <= 3 and bool(g.pl(1 - p)["hand"]),
))

# Switch (SVI 194 / PFL 123)
trainer("Switch", TrainerImpl(
    effect=(("switch_own", {"what": F.pokemon, "label": "Pokémon"}),),
    requires=C.own_bench_not_empty,
))

# Wally's Compassion (MEG 132)
trainer("Wally's Compassion", TrainerImpl(
    effect=(("heal_one", {"amount": None, "what": _mega_evolution_ex, "var": "healed"}),
            ("energy_to_hand", {"var": "target"}, "healed")),
    requires=_can_heal(_mega_evolution_ex),
))

# Wondrous Patch (PFL 94)
trainer("Wondrous Patch", TrainerImpl(
    effect=(("attach_from_discard_to", {"what": BASIC_PSYCHIC, "target": _benched_psychic,
                                        "label": "a Basic Psychic Energy card"}),),
    requires=lambda g, p: (any(BASIC_PSYCHIC(g.d(c)) for c in g.pl(p)["discard"])
                           and any(_benched_psychic(g, s) for s in g.pl(p)["bench"])),
))
