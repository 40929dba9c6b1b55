"""Passive Abilities that take Abilities away: "As long as this Pokémon is in the Active Spot,
<which Pokémon> have no Abilities, except for <an Ability or a kind of Pokémon>."

PTCG:II-D-13: "have no Abilities" removes them: the Pokémon affected can't use theirs and
theirs don't apply (:func:`tcgsim.pokemon.rules.continuous.has_no_abilities` is asked wherever
an Ability would be used or applied). PTCG:II-E-13: the effect holds only while the
Pokémon with the Ability is in the Active Spot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.compiler.abilities import _kind_filter, _owner_is, passive
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.rules.continuous import Passive, Source

Affects = Callable[[Any, Source, Any], bool]
_BOTH = " in play (both yours and your opponent's)"


def _whom(words: str) -> Affects | None:
    """'your opponent's Active Pokémon', or '<kind> in play (both yours and your opponent's)'."""
    if words == "your opponent's Active Pokémon":
        return lambda g, src, t: (not _owner_is(g, t, src.owner)
                                  and g.pl(1 - src.owner)["active"] is t)
    if words.endswith(_BOTH):
        kind = _kind_filter(words[: -len(_BOTH)])
        if kind is not None:
            return lambda g, src, t: kind(g.top(t))
    return None


def _spared(words: str) -> Callable[[Any], bool] | None:
    """What "except for …" keeps: a kind of Pokémon ("Future Pokémon"), or an Ability by its
    name. The effect is asked per Pokémon, so an Ability name is read as "the Pokémon that
    have it": exact only if no card has that Ability beside another one, which is checked
    against the whole card pool (else the text is not understood)."""
    kind = _kind_filter(words)
    if kind is not None:
        return kind
    holders = cards().with_ability(words)
    if not holders or any(len(d.abilities) != 1 for d in holders):
        return None
    return lambda d: any(a.name == words for a in d.abilities)


@passive(r"As long as this Pokémon is in the Active Spot, (.+?) (?:have|has) no Abilities"
         r"(?:, except for (.+?))?\.")
def active_no_abilities(m: re.Match[str]) -> tuple[Passive, ...] | None:
    whom = _whom(m[1])
    if whom is None:
        return None
    spared = _spared(m[2]) if m[2] else (lambda d: False)
    if spared is None:
        return None

    def affects(g: Any, src: Source, t: Any) -> bool:
        return whom(g, src, t) and not spared(g.top(t))

    return (Passive("no_abilities", affects=affects, where="active"),)


@passive(r"Pokémon in play \(both yours and your opponent's\) lose (?:any Ability that requires "
         r"the Pokémon using it to Knock Out itself|all Abilities that require those Pokémon to "
         r"be Knocked Out)\.")
def lose_self_ko_abilities(m: re.Match[str]) -> tuple[Passive, ...]:
    """Damp: no Pokémon in play can use an Ability that Knocks Out its own Pokémon. The
    promo reprints (Psyduck, Golduck MEP) word the same Ability "lose all Abilities that
    require those Pokémon to be Knocked Out": the Abilities whose use Knocks Out the Pokémon
    using them ("If you use this Ability, this Pokémon is Knocked Out")."""
    return (Passive("no_self_ko_abilities", affects="all"),)
