"""Card filters that card texts name ("a Trainer card", "a Basic Water Energy card", …)."""

from __future__ import annotations

from collections.abc import Callable

from tcgsim.pokemon.carddb import CardDef

Filter = Callable[[CardDef], bool]


def pokemon(d: CardDef) -> bool:
    return d.is_pokemon


def trainer(d: CardDef) -> bool:
    return d.is_trainer


def trainer_of(kind: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.trainer_kind == kind

    return f


def mega_evolution_ex(d: CardDef) -> bool:
    return d.is_pokemon and "MEGA" in d.subtypes and "ex" in d.subtypes


def basic_energy(d: CardDef) -> bool:
    return d.is_basic_energy


def basic_energy_of(type_: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_basic_energy and d.energy_type == type_

    return f


def pokemon_of_type(type_: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_pokemon and type_ in d.types

    return f
