"""What an Energy card provides, read from its text, for a player who sees only the view.

The engine works a special Energy's units out on the board (a function of the game); a
player reads the card: "it provides 2 in any combination of Psychic Energy and Darkness
Energy" (Team Rocket's Energy), "if the Pokémon this card is attached to is a Basic
Pokémon, this card provides every type of Energy" (Prism Energy), "if this card is
attached to an Evolution Pokémon, it provides [C][C][C] Energy instead" (Ignition
Energy). Units are spelled as the engine's :mod:`tcgsim.pokemon.rules.energy` spells
them (a type, ``EVERY_TYPE``, or types joined by ``EITHER``), so its ``covers`` and
``unit_is`` read them.
"""

from __future__ import annotations

import re
from functools import cache

from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.rules.energy import EITHER, EVERY_TYPE, either

#: every type a unit can be (what an "every type" unit may pay)
TYPES = frozenset({"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                   "Metal", "Dragon", "Fairy", "Colorless"})

_PROVIDES = re.compile(r"it provides (\w+) Energy", re.IGNORECASE)
_UNIT = re.compile(r"[A-Z][a-z]+")  # "ColorlessColorless": two units
#: "it provides 2 in any combination of Psychic Energy and Darkness Energy"
_COMBINATION = re.compile(r"provides (\d+) in any combination of (\w+) Energy and (\w+) Energy",
                          re.IGNORECASE)
#: "provides every type of Energy but provides only 1 Energy at a time", with what it holds
#: for: "If the Pokémon this card is attached to is a Basic Pokémon, …", "If this card is
#: attached to an Evolution Pokémon, it provides [C][C][C] Energy instead"
_STAGE = re.compile(r"if (?:the pokémon )?this card is attached to (?:is )?an? (basic|evolution) "
                    r"pokémon, (?:this card|it) provides ([^.]+)\.", re.IGNORECASE)
_EVERY = re.compile(r"every type of energy but provides only (\d+) energy", re.IGNORECASE)
#: "As long as this card is attached to a Pokémon, it provides every type of Energy but …"
_ALWAYS_EVERY = re.compile(r"(?:as long as this card is attached to a pokémon|while in play), "
                           r"(?:it|[\w ]+?) provides every type of energy but provides only "
                           r"(\d+) energy", re.IGNORECASE)


@cache
def provides(d: CardDef) -> str:
    """The type of Energy a card provides wherever it is: a basic Energy's own, a special
    Energy's printed "it provides Fighting Energy" (Colorless when its text says no one
    type; the first of "[C][C]")."""
    return _printed(d)[0]


@cache
def _printed(d: CardDef) -> tuple[str, ...]:
    if d.is_basic_energy and d.energy_type:
        return (d.energy_type,)
    m = _PROVIDES.search(d.rule_text)
    if m is None:
        return ("Colorless",)
    return tuple(_UNIT.findall(m.group(1))) or (m.group(1),)


@cache
def units(d: CardDef, holder: CardDef | None) -> tuple[str, ...]:
    """The units ``d`` provides attached to ``holder`` (None: a Pokémon not known)."""
    if d.is_basic_energy:
        return _printed(d)
    text = d.rule_text
    m = _COMBINATION.search(text)
    if m is not None:
        return (either(m[2], m[3]),) * int(m[1])
    m = _ALWAYS_EVERY.search(text)
    if m is not None:
        return (EVERY_TYPE,) * int(m[1])
    stage = _stage_units(text)
    if stage is not None and holder is not None and holder.is_pokemon:
        basic = "Basic" in holder.subtypes
        if (stage[0] == "basic") == basic:
            return stage[1]
    return _printed(d)


@cache
def _stage_units(text: str) -> tuple[str, tuple[str, ...]] | None:
    """What a "[If] attached to a Basic / an Evolution Pokémon, it provides …" text gives:
    the stage (lower case) and the units; None for no such text."""
    m = _STAGE.search(text)
    if m is None:
        return None
    what = m[2]
    every = _EVERY.search(what)
    if every is not None:
        return m[1].lower(), (EVERY_TYPE,) * int(every[1])
    colorless = what.count("Colorless")
    if colorless:
        return m[1].lower(), ("Colorless",) * colorless
    return None


#: "discard it at the end of your turn" (Ignition Energy), "Discard Boost Energy at the end of
#: the turn it was attached"
_FOR_A_TURN = re.compile(r"discard (?:it|this card|[\w ]+ energy) at the end of (?:your|the) turn",
                         re.IGNORECASE)


@cache
def for_a_turn(d: CardDef) -> bool:
    """The Energy card is discarded at the end of the turn: worth attaching only to the
    Pokémon that attacks this turn."""
    return d.is_special_energy and _FOR_A_TURN.search(d.rule_text) is not None


@cache
def types_of(d: CardDef) -> frozenset[str]:
    """Every type ``d`` can pay attached to some Pokémon (Prism Energy: each type)."""
    stage = _stage_units(d.rule_text)
    found: set[str] = set()
    for u in units(d, None) + (stage[1] if stage else ()):
        found |= TYPES if u == EVERY_TYPE else set(u.split(EITHER))
    return frozenset(found)
