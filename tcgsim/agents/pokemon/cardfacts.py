"""Card facts the heuristic player looks up in the public card database: a card by id or
by name, what a Pokémon can evolve into, how strong its line is and what it builds towards."""

from __future__ import annotations

from functools import cache, lru_cache

from tcgsim.agents.pokemon.attacks import printed_damage
from tcgsim.pokemon.model.carddb import Attack, CardDef, cards


# -- card knowledge (public: the card database) --------------------------------------------
@cache
def card_of(card_id: str) -> CardDef:
    return cards().get(card_id)


@cache
def card_named(name: str) -> CardDef | None:
    """The newest printing with this name (for cards known only by an option label)."""
    found = cards().by_name(name)
    return found[-1] if found else None


@cache
def alike_printings(name: str) -> CardDef | None:
    """A printing of the card of that name when every printing is worth the same to a
    search (:meth:`HeuristicAgent._search_value` reads a Pokémon's stage, what it evolves
    from and its strength, a Trainer's kind and effect, which go with the name): then no
    card in sight need be looked for. None otherwise."""
    found = cards().by_name(name)
    if found and len({(d.supertype, d.trainer_kind, d.name_key, d.name, d.evolves_from,
                       d.is_basic_pokemon, pokemon_strength(d) if d.is_pokemon else 0.0)
                      for d in found}) == 1:
        return found[-1]
    return None


@cache
def evolves_into(name: str) -> tuple[CardDef, ...]:
    """The Pokémon that evolve from a Pokémon of this name, over the whole card database (a
    player knows what their Basic can become even before drawing it). The database answers
    from an index of its rows, so only these cards are built, not every card it holds."""
    return tuple(cards().evolutions_of(name))


@lru_cache(maxsize=64)
def list_ids(own_list: tuple[str, ...]) -> frozenset[str]:
    """The card ids of a deck list, as a set (asked at most decisions, of a few lists)."""
    return frozenset(own_list)


@cache
def evolves_in(name: str, ids: frozenset[str] | None) -> bool:
    """Some Pokémon evolves from a Pokémon of this name (``ids``: one of the own deck list)."""
    return any(ids is None or e.id in ids for e in evolves_into(name))


def _line(d: CardDef, ids: frozenset[str] | None, depth: int = 2) -> list[CardDef]:
    """``d`` and everything it can evolve into, up to two stages on (``ids``: only the
    evolutions the own deck list holds; None: any in the card database)."""
    out = [d]
    if depth > 0:
        for evo in evolves_into(d.name):
            if ids is None or evo.id in ids:
                out += _line(evo, ids, depth - 1)
    return out


@cache
def prize_value(d: CardDef) -> int:
    """:attr:`CardDef.prize_value`, kept per card: the card reads its rule box anew (a
    regular expression over each rule) at every look, and the heuristic looks at every
    opposing Pokémon's at many decisions."""
    return d.prize_value


@cache
def pokemon_strength(d: CardDef) -> float:
    """How strong a Pokémon is: HP plus its best printed damage."""
    best = max((printed_damage(a) for a in d.attacks), default=0.0)
    return d.hp + best


@cache
def line_strength(d: CardDef, ids: frozenset[str] | None = None) -> float:
    """The strongest Pokémon of ``d``'s line (``ids``: of the own deck list)."""
    return max(pokemon_strength(x) for x in _line(d, ids))


@cache
def wanted_attack(d: CardDef, ids: frozenset[str] | None = None) -> tuple[CardDef, Attack] | None:
    """The line's hardest-hitting attack and the Pokémon of the line that has it (what to
    build towards; ``ids``: a line of the own deck list's cards: an evolution the list
    does not hold is never played)."""
    attacks = [(x, a) for x in _line(d, ids) for a in x.attacks]
    if not attacks:
        return None
    return max(attacks, key=lambda xa: (printed_damage(xa[1]), -len(xa[1].cost)))


@cache
def wanted_cost(d: CardDef, ids: frozenset[str] | None = None) -> tuple[str, ...]:
    """The cost of the line's hardest-hitting attack."""
    wanted = wanted_attack(d, ids)
    return () if wanted is None else tuple(t for t in wanted[1].cost if t != "Free")
