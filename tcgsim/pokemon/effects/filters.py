"""Card filters that card texts name ("a Trainer card", "a Basic Water Energy card", …).

Hand-written cards use these directly; the card-text compiler builds the same filters
from printed phrases (:mod:`tcgsim.pokemon.compiler.filters`), so one phrase means one
thing wherever it is printed.
"""

from __future__ import annotations

from collections.abc import Callable

from tcgsim.pokemon.model.carddb import CardDef, basic_energy_type, name_key, played_as_pokemon

Filter = Callable[[CardDef], bool]


def any_card(d: CardDef) -> bool:
    return True


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
    """"Basic X Energy" / "X Energy card": what the card is (a basic Energy card of type X,
    whatever its printing is called), not the Energy it provides (PTCG:II-E-39): a Special
    Energy that provides X is not one."""

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


def played_as_basic_pokemon(d: CardDef) -> bool:
    """An Item played as if it were a Basic Pokémon (a Fossil): the only Items an effect can
    put onto the Bench."""
    return played_as_pokemon(d) is not None


def evolution_pokemon(d: CardDef) -> bool:
    return d.is_pokemon and d.stage != "Basic"


def stage(name: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_pokemon and d.stage == name

    return f


def tagged(name: str) -> Filter:
    """'Ancient', 'Future': any card printed with that tag, Pokémon or Trainer ("for each
    Ancient card in your discard pile")."""

    def f(d: CardDef) -> bool:
        return name in d.subtypes

    return f


def subtype(name: str) -> Filter:
    """'ex', 'Tera', 'Ancient', 'Future', 'MEGA', …: a Pokémon card printed as one."""

    def f(d: CardDef) -> bool:
        return d.is_pokemon and name in d.subtypes

    return f


def hp_at_most(n: int) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_pokemon and d.hp <= n

    return f


def resistance(type_: str) -> Filter:
    """"Pokémon with Fighting Resistance": printed with a Resistance to that type."""

    def f(d: CardDef) -> bool:
        return d.is_pokemon and any(t == type_ for t, _ in d.resistances)

    return f


def pokemon_without_rule_box(d: CardDef) -> bool:
    return d.is_pokemon and not d.has_rule_box


def no_abilities(d: CardDef) -> bool:
    """"a card that has no Abilities" (Salvatore): none printed on it."""
    return not any(a.kind == "Ability" for a in d.abilities)


def pokemon_with_rule_box(d: CardDef) -> bool:
    """PTCG:II-D-18: a Pokémon whose card prints a rule (ex, V, Radiant, …)."""
    return d.is_pokemon and d.has_rule_box


#: Pokémon VMAX, VSTAR and V-UNION are Pokémon V too.
_V_KINDS = ("V", "VMAX", "VSTAR", "V-UNION")


def pokemon_v(d: CardDef) -> bool:
    return d.is_pokemon and any(k in d.subtypes for k in _V_KINDS)


def named(name: str) -> Filter:
    """Cards with exactly this name (reprints and accent variants included).

    A basic Energy's name says what kind of card it is, not a printing: "Water Energy",
    "basic Water Energy" and "Basic Water Energy" (the Scarlet & Violet printings' name) all
    mean every basic Water Energy card (:func:`basic_energy_of`)."""
    type_ = basic_energy_type(name)
    if type_ is not None:
        return basic_energy_of(type_)
    key = name_key(name)

    def f(d: CardDef) -> bool:
        return d.name_key == key

    return f


def name_contains(part: str) -> Filter:
    """'… that has "X" in its name' / "Team Rocket's Pokémon" (the name says whose)."""
    low = part.lower()

    def f(d: CardDef) -> bool:
        return low in d.name.lower()

    return f


def trainers_pokemon(owner: str) -> Filter:
    """"Team Rocket's Pokémon", "N's Pokémon": the Pokémon whose name begins with the owner's
    name ("N's Zoroark ex"). Not a part of the name anywhere: "N's" is in "Ethan's Cyndaquil"."""
    start = owner + " "

    def f(d: CardDef) -> bool:
        return d.name.startswith(start)

    return f


def all_of(*filters: Filter) -> Filter:
    # searches test every card of a zone with these, so the common short forms are spelled
    # out: a generator per card costs more than the tests themselves
    if len(filters) == 1:
        return filters[0]  # a compiled "a Pokémon" is just F.pokemon
    if len(filters) == 2:
        a, b = filters
        return lambda d: a(d) and b(d)
    if len(filters) == 3:
        a, b, c = filters
        return lambda d: a(d) and b(d) and c(d)

    def f(d: CardDef) -> bool:
        return all(x(d) for x in filters)

    return f


def either(*filters: Filter) -> Filter:
    if len(filters) == 1:
        return filters[0]
    if len(filters) == 2:
        a, b = filters
        return lambda d: a(d) or b(d)

    def f(d: CardDef) -> bool:
        return any(x(d) for x in filters)

    return f


def other_than(f: Filter) -> Filter:
    """"non-Darkness Pokémon": the cards ``f`` does not match."""

    def g(d: CardDef) -> bool:
        return not f(d)

    return g


def basic_pokemon_of_type(type_: str) -> Filter:
    def f(d: CardDef) -> bool:
        return d.is_basic_pokemon and type_ in d.types

    return f
