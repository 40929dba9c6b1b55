"""Energy accounting for the heuristic player: the units a cost still lacks, what attached
Energy provides (:mod:`tcgsim.agents.pokemon.provides`) and which Energy a list holds."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from tcgsim.agents.pokemon.attacks import NO_EFFECTS
from tcgsim.agents.pokemon.cardfacts import card_of
from tcgsim.agents.pokemon.provides import types_of, units
from tcgsim.agents.pokemon.roles import ability_role
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.rules.energy import unit_is


def units_missing(cost: Sequence[str], provided: Sequence[str]) -> tuple[str, ...]:
    """The units of ``cost`` the ``provided`` Energy does not pay: its typed units first (a
    Darkness Energy does not pay for Fire), then the Colorless ones out of what is left.
    Asked for every Pokémon at most decisions, of few distinct costs and Energy: each answer
    is kept (per process, a bounded cache)."""
    return _missing_units(tuple(cost), tuple(provided))


@lru_cache(maxsize=4096)
def _missing_units(cost: tuple[str, ...], provided: tuple[str, ...]) -> tuple[str, ...]:
    pool = list(provided)
    missing: list[str] = []
    colorless = 0
    for t in cost:
        if t == "Colorless":
            colorless += 1
            continue
        unit = next((u for u in pool if unit_is(u, t)), None)
        if unit is None:
            missing.append(t)
        else:
            pool.remove(unit)
    return tuple(missing + ["Colorless"] * max(0, colorless - len(pool)))


@cache
def attack_costs(d: CardDef) -> tuple[tuple[str, ...], ...]:
    """The cost of each of the card's attacks, without "Free"."""
    return tuple(tuple(t for t in a.cost if t != "Free") for a in d.attacks)


@cache
def fuels(d: CardDef) -> bool:
    """The Pokémon has an Ability that attaches Energy from the discard pile."""
    return any(ability_role(a).from_discard for a in d.abilities)


@lru_cache(maxsize=64)
def list_energy_types(own_list: tuple[str, ...]) -> frozenset[str]:
    """The types a deck list's Energy cards provide (asked at most decisions, of a few lists)."""
    return frozenset(t for cid in set(own_list) if card_of(cid).is_energy
                     for t in types_of(card_of(cid)))


@lru_cache(maxsize=64)
def list_energy_cards(own_list: tuple[str, ...]) -> tuple[tuple[int, CardDef], ...]:
    """The Energy cards of a deck list, each with its place in the list (the own cards are
    numbered in the list's order)."""
    return tuple((k, d) for k, cid in enumerate(own_list) if (d := card_of(cid)).is_energy)


@cache
def units_of(card_id: str, holder_id: str | None) -> tuple[str, ...]:
    """:func:`units` by card ids (asked for every attached Energy at most decisions)."""
    return units(card_of(card_id), card_of(holder_id) if holder_id is not None else None)


@cache
def attached_no_effects(card_id: str) -> bool:
    """The attached card prevents the effects of the opponent's attacks (Mist Energy)."""
    return NO_EFFECTS.search(card_of(card_id).rule_text) is not None
