"""Energy costs: whether provided Energy covers a cost (attack costs, PTCG:II-D-09)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tcgsim.pokemon.model.impl import lookup_trainer
from tcgsim.pokemon.model.state import Slot
from tcgsim.pokemon.rules.continuous import basic_energy_units, special_energy_plain

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game


def covers(cost: Iterable[str], provided: Iterable[str]) -> bool:
    """Typed units are matched first; whatever is left pays the Colorless ones. A unit that
    may be one of several types (``either``) pays whichever typed unit it is needed for.
    Asked for each attack at every decision, of few distinct costs and Energy: each answer
    is kept (per process, a bounded cache)."""
    return covers_units(tuple(cost), tuple(provided))


@lru_cache(maxsize=4096)
def covers_units(cost: tuple[str, ...], provided: tuple[str, ...]) -> bool:
    """:func:`covers` for a caller that has both as tuples already (no conversion)."""
    pool = list(provided)
    colorless = 0
    typed: list[str] = []
    for t in cost:
        if t == "Colorless":
            colorless += 1
        elif t == "Free":
            continue
        elif t in pool:
            pool.remove(t)
        else:
            typed.append(t)
    if typed:
        # the common case, an Active without the Energy it needs: only units that are more
        # than one type can pay what no plain unit paid
        for u in pool:
            if u == EVERY_TYPE or EITHER in u:
                break
        else:
            return False
        if not _pay_flexibly(typed, pool):
            return False
    return len(pool) >= colorless


def _pay_flexibly(typed: list[str], pool: list[str]) -> bool:
    """Pay the typed units no plain unit of that type pays, out of ``pool`` (units used are
    removed): with "either" units first, trying each way (costs are a few units), and Energy of
    every type last (PTCG:II-D-08; a typed unit needs no other card of this type)."""
    if not typed:
        return True
    t, rest = typed[0], typed[1:]
    for u in dict.fromkeys(pool):
        if u != EVERY_TYPE and t in u.split(EITHER):
            pool.remove(u)
            if _pay_flexibly(rest, pool):
                return True
            pool.append(u)
    if EVERY_TYPE in pool:
        pool.remove(EVERY_TYPE)
        if _pay_flexibly(rest, pool):
            return True
        pool.append(EVERY_TYPE)
    return False


#: A unit of Energy "of every type" (PTCG:II-D-08): it is each type at once, never a chosen one.
EVERY_TYPE = "Every"
#: Between the types of a unit that is one of them as it is used ("provides 2 in any combination
#: of [P] Energy and [D] Energy": each unit pays for Psychic or for Darkness).
EITHER = "/"


def either(*types: str) -> str:
    """A unit of Energy that may be any one of ``types`` (Team Rocket's Energy)."""
    return EITHER.join(types)


def unit_is(unit: str, type_: str) -> bool:
    """Whether a provided unit counts as ``type_`` Energy: its own type, one of an "either"
    unit's types, or every type."""
    return unit in (type_, EVERY_TYPE) or type_ in unit.split(EITHER)


def card_units(g: Any, slot: dict[str, Any], c: int) -> list[str]:
    """The units of Energy card ``c`` attached to ``slot`` provides: a type, 'Colorless' or
    EVERY_TYPE each. A special Energy says what it provides through its ``provides``, unless
    Special Energy "provide [C] Energy and have no other effect" (Temple of Sinnoh)."""
    d = g.d(c)
    if d.is_basic_energy:
        return [d.energy_type] * basic_energy_units(g, slot, d.energy_type)
    if special_energy_plain(g):
        return ["Colorless"]
    impl = lookup_trainer(d.name_key)
    if impl is not None and impl.provides is not None:
        return list(impl.provides(g, slot))
    return ["Colorless"]


def is_type(g: Any, slot: dict[str, Any], c: int, type_: str) -> bool:
    """Whether attached card ``c`` is "<type_> Energy": Energy of every type is each type, so
    "discard all Fire Energy" takes it too (PTCG:II-D-08 FAQ), and so is a card that provides
    Psychic or Darkness as it is used for the Psychic one."""
    return any(unit_is(u, type_) for u in card_units(g, slot, c))


def can_attach(g: Game, c: int, slot: Slot) -> bool:
    """Whether an Energy card may be attached to ``slot`` (a special Energy's own limits, which
    a Special Energy that has "no other effect" no longer has)."""
    d = g.d(c)
    if d.is_basic_energy:
        return True
    impl = lookup_trainer(d.name_key)
    # the Stadium is asked only about a card that has a limit of its own
    return (impl is None or impl.attach_to is None or special_energy_plain(g)
            or impl.attach_to(g, slot))



def move_energy_card(g: Game, c: int, src: Slot, dst: Slot) -> None:
    """Move one Energy card between a player's own Pokémon; a special Energy the new Pokémon
    cannot have goes to its owner's discard pile (PTCG:II-C-10 FAQ 2)."""
    src["energy"].remove(c)
    if can_attach(g, c, dst):
        dst["energy"].append(c)
        g.event("move_energy", clause="PTCG:II-C-10", card=g.name(c), source=g.top(src).name,
                target=g.top(dst).name)
    else:
        g.pl(g.owner(c))["discard"].append(c)
        g.event("discard", clause="PTCG:II-C-10", player=g.owner(c), cards=g.card_refs([c]),
                why=f"cannot be attached to {g.top(dst).name}")
