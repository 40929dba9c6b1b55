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


def energy(d: CardDef) -> bool:
    return d.is_energy


def special_energy(d: CardDef) -> bool:
    return d.is_special_energy


def basic_pokemon(d: CardDef) -> bool:
    return d.is_basic_pokemon


def evolution_pokemon(d: CardDef) -> bool:
    return d.is_pokemon and d.stage != "Basic"


def stage(name: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_pokemon and d.stage == name

    return f


def basic_pokemon_with_hp_at_most(hp: int) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_basic_pokemon and d.hp <= hp

    return f


def pokemon_without_rule_box(d: CardDef) -> bool:
    return d.is_pokemon and not d.has_rule_box


def either(*filters: Filter) -> Filter:
    def f(d: CardDef) -> bool:
        return any(x(d) for x in filters)

    return f
