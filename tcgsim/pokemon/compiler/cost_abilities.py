"""Passive Abilities that change what this Pokémon's attacks cost (PTCG:II-D-09):
"Attacks used by this Pokémon cost Colorless less for each …", "Blood Moon used by this
Pokémon costs Colorless less for each …" (a decrease, PTCG:II-D-12) and "If …, ignore all
Energy in this Pokémon's attack costs" (a removal, which beats every increase and decrease:
PTCG:II-D-13), and "If …, this Pokémon can use the <attack> attack for <Energy>" (the cost
set outright, PTCG:II-E-32). :func:`tcgsim.pokemon.rules.costs.attack_cost` applies them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.compiler.abilities import COLORLESS, PER_EACH, _colorless, passive
from tcgsim.pokemon.compiler.core import NUM, number
from tcgsim.pokemon.compiler.filters import _named
from tcgsim.pokemon.compiler.trainers import Check, condition
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.registry import PLAY_CONDITIONS
from tcgsim.pokemon.rules.continuous import Passive, Query, Source

Count = Callable[[Any, Source, Query], int]


def _opponents_bench(g: Any, src: Source, q: Query) -> int:
    return len(g.pl(1 - src.owner)["bench"])


def _count(words: str) -> Count | None:
    """What "for each …" counts: a known count, or "<card name> card in your discard pile"."""
    if words == "of your opponent's Benched Pokémon":
        return _opponents_bench
    known = PER_EACH.get(words)
    if known is not None:
        return known
    m = re.fullmatch(r"(.+) card in your discard pile", words)
    what = _named(m[1]) if m else None
    if what is None:
        return None
    return lambda g, src, q: sum(1 for c in g.pl(src.owner)["discard"] if what(g.d(c)))


def _of_attack(name: str | None) -> Callable[[Query], bool]:
    """Whether the cost asked about is that of the attack the text names (None: any)."""
    return lambda q: name is None or q.extra.get("attack") == name


_WHICH = r"(?:Attacks used by this Pokémon cost|(.+) used by this Pokémon costs)"


@passive(rf"{_WHICH} {COLORLESS} less for each (.+)\.")
def cost_less_for_each(m: re.Match[str]) -> tuple[Passive, ...] | None:
    count = _count(m[3])
    if count is None:
        return None
    per, meant = _colorless(m[2]), _of_attack(m[1])
    return (Passive("attack_cost", lambda g, src, q: -per * count(g, src, q) if meant(q) else 0),)


@condition(r"you have the same number of cards in your hand as your opponent")
def _same_hand_size(m: re.Match[str]) -> Check:
    return lambda g, p: len(g.pl(p)["hand"]) == len(g.pl(1 - p)["hand"])


def game_condition(text: str) -> Check | None:
    """A condition of the game (:data:`registry.PLAY_CONDITIONS`), as Trainers print it after
    "You can use this card only if"; None if not one of them."""
    for cond in PLAY_CONDITIONS:
        c = cond.regex.fullmatch(text)
        if c is not None:
            return cond.fn(c)
    return None


@passive(r"If (.+?), ignore all Energy in (?:this Pokémon's attack costs|the cost of (.+) "
         r"used by this Pokémon)\.")
def ignore_all_energy(m: re.Match[str]) -> tuple[Passive, ...] | None:
    check = game_condition(m[1])
    if check is None:
        return None
    meant = _of_attack(m[2])
    return (Passive("free_attack", lambda g, src, q: meant(q),
                    when=lambda g, src: check(g, src.owner)),)


@passive(r"If (.+?), ignore all Colorless Energy in the costs of attacks used by this Pokémon\.")
def ignore_colorless(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """A decrease of each attack's cost by the Colorless printed in it (PTCG:II-D-12)."""
    check = game_condition(m[1])
    if check is None:
        return None

    def printed_colorless(g: Any, src: Source, q: Query) -> int:
        name = q.extra.get("attack")
        return -sum(a.cost.count("Colorless") for a in g.top(src.slot).attacks if a.name == name)

    return (Passive("attack_cost", printed_colorless, when=lambda g, src: check(g, src.owner)),)


@condition(r"you have ((?:[A-Z][\w'.\-]+, )+and [A-Z][\w'.\-]+) in play")
def _all_named_in_play(m: re.Match[str]) -> Check:
    """"If you have Tornadus, Thundurus, Landorus, and Enamorus in play": one of each name."""
    names = re.split(r", (?:and )?", m[1])
    return lambda g, p: all(any(g.top(s).name == n for s in in_play(g.s, p)) for n in names)


@condition(rf"your opponent has exactly {NUM} cards in their hand")
def _opponent_hand_exactly(m: re.Match[str]) -> Check:
    n = number(m[1])
    return lambda g, p: len(g.pl(1 - p)["hand"]) == n


@condition(r'your opponent has any cards in their discard pile that have "(.+)" in the name')
def _named_in_opponents_discard(m: re.Match[str]) -> Check:
    part = m[1]
    return lambda g, p: any(part in g.name(c) for c in g.pl(1 - p)["discard"])


_ENERGY = r"Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon|Fairy|Colorless"


@passive(rf"If (.+?), this Pokémon can use the (.+) attack for ((?:(?:{_ENERGY}) ?)+)\.")
def attack_for(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Kyurem's Plasma Bane, Azumarill's Glistening Bubbles: while the condition holds, the
    named attack costs exactly this, whatever increases or decreases apply (PTCG:II-E-32)."""
    check = game_condition(m[1])
    if check is None:
        return None
    cost = tuple(re.findall(_ENERGY, m[3]))
    return (Passive("attack_cost_only", (m[2], cost), when=lambda g, src: check(g, src.owner)),)
