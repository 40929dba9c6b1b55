"""Ability texts: passive ("as long as …") forms, declared forms and triggered forms.

Passive Abilities hold while the Pokémon is in play (PTCG:II-E-13) and compile to
:class:`~tcgsim.pokemon.continuous.Passive` contributions: every sentence of the text
must match one passive pattern below, else the text is not understood. Each pattern
returns the passives its sentence means (or None: not understood after all).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tcgsim.pokemon.compiler.core import ABILITY_FORMS, sentences
from tcgsim.pokemon.continuous import Passive, Query, Source
from tcgsim.pokemon.impl import AbilityImpl

PassiveFn = Callable[[re.Match[str]], "tuple[Passive, ...] | None"]
PASSIVE_PATTERNS: list[tuple[re.Pattern[str], PassiveFn]] = []


def passive(regex: str) -> Callable[[PassiveFn], PassiveFn]:
    """Register a passive sentence pattern (matched in full); specific ones first."""

    def register(fn: PassiveFn) -> PassiveFn:
        PASSIVE_PATTERNS.append((re.compile(regex), fn))
        return fn

    return register


AFTER_WR = r" \(after applying Weakness and Resistance\)"
COLORLESS = r"((?:Colorless)+)"


def _colorless(s: str) -> int:
    return s.count("Colorless")


# -- conditions on the Pokémon that has the Ability ---------------------------------------
def _has_energy(g: Any, src: Source) -> bool:
    return bool(src.slot and src.slot["energy"])


def _no_energy(g: Any, src: Source) -> bool:
    return not _has_energy(g, src)


SELF_CONDITIONS: dict[str, Callable[[Any, Source], bool]] = {
    "has any Energy attached": _has_energy,
    "has no Energy attached": _no_energy,
}
SELF_IF = r"If this Pokémon (" + "|".join(map(re.escape, SELF_CONDITIONS)) + r"), it"


# -- which Pokémon a text names ("your opponent's Pokémon ex", "Benched Stage 2 Pokémon") --
def _kind_filter(words: str) -> Callable[[Any], bool] | None:
    """'Pokémon ex', 'Basic Pokémon ex', 'Basic Pokémon', 'Stage 2 Pokémon', 'Pokémon'."""
    m = re.fullmatch(r"(Basic |Stage 1 |Stage 2 )?Pokémon( ex)?", words)
    if m is None:
        return None
    stage = (m[1] or "").strip()
    ex = bool(m[2])

    def f(d: Any) -> bool:
        return (d.is_pokemon and (not stage or d.stage == stage)
                and (not ex or "ex" in d.subtypes))

    return f


# -- the patterns ---------------------------------------------------------------------------
@passive(rf"This Pokémon takes (\d+) less damage from attacks{AFTER_WR}\.")
def takes_less(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("dmg_taken", -int(m[1])),)


@passive(rf"{SELF_IF} takes (\d+) less damage from attacks{AFTER_WR}\.")
def takes_less_if(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("dmg_taken", -int(m[2]), when=SELF_CONDITIONS[m[1]]),)


@passive(r"Prevent all damage done to this Pokémon by attacks from your opponent's (.+)\.")
def prevent_from(m: re.Match[str]) -> tuple[Passive, ...] | None:
    kind = _kind_filter(m[1])
    if kind is None:
        return None

    def from_them(g: Any, src: Source, q: Query) -> bool:
        attacker = q.attacker
        return (attacker is not None and not _owner_is(g, attacker, src.owner)
                and kind(g.top(attacker)))

    return (Passive("prevent_damage", from_them),)


@passive(rf"{SELF_IF} has no Retreat Cost\.")
def no_retreat_if(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("free_retreat", when=SELF_CONDITIONS[m[1]]),)


@passive(r"Your (.+) in play have no Retreat Cost\.")
def yours_no_retreat(m: re.Match[str]) -> tuple[Passive, ...] | None:
    kind = _kind_filter(m[1])
    if kind is None:
        return None
    return (Passive("free_retreat", affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and kind(g.top(t)))),)


@passive(rf"As long as this Pokémon is on your Bench, your Active Pokémon's Retreat Cost is "
         rf"{COLORLESS} less\.")
def bench_active_retreat_less(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("retreat_cost", -_colorless(m[1]), affects="your_active", where="bench"),)


@passive(r"This Pokémon can't be (Asleep|Burned|Confused|Paralyzed|Poisoned)\.")
def cant_be(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("no_conditions", (m[1].lower(),)),)


@passive(r"As long as this Pokémon is on your Bench, Benched (.+) \(both yours and your "
         r"opponent's\) have no Abilities\.")
def bench_no_abilities(m: re.Match[str]) -> tuple[Passive, ...] | None:
    kind = _kind_filter(m[1])
    if kind is None:
        return None

    def benched_kind(g: Any, src: Source, t: Any) -> bool:
        return kind(g.top(t)) and all(g.pl(p)["active"] is not t for p in (0, 1))

    return (Passive("no_abilities", affects=benched_kind, where="bench"),)


def _prizes_taken_by_opponent(g: Any, src: Source, q: Query) -> int:
    return g.s["prize_count"] - len(g.pl(1 - src.owner)["prizes"])


def _energy_of_type(type_: str) -> Callable[[Any, Source, Query], int]:
    def count(g: Any, src: Source, q: Query) -> int:
        return g.energy_provided(src.slot).count(type_) if src.slot else 0

    return count


PER_EACH: dict[str, Callable[[Any, Source, Query], int]] = {
    "Prize card your opponent has taken": _prizes_taken_by_opponent,
    **{f"{t} Energy attached to it": _energy_of_type(t)
       for t in ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                 "Metal", "Dragon", "Colorless")},
}


@passive(r"This Pokémon gets \+(\d+) HP for each (.+)\.")
def hp_for_each(m: re.Match[str]) -> tuple[Passive, ...] | None:
    count = PER_EACH.get(m[2])
    if count is None:
        return None
    per = int(m[1])
    return (Passive("hp", lambda g, src, q: per * count(g, src, q)),)


def _owner_is(g: Any, slot: Any, p: int) -> bool:
    return any(s is slot for s in [g.pl(p)["active"], *g.pl(p)["bench"]])


_STACK = re.compile(r"The effect of (.+) doesn't stack\.")


def compile_passive(name: str, text: str) -> AbilityImpl | None:
    """A whole passive Ability text, or None. "The effect of <name> doesn't stack" makes
    its passives count once however many Pokémon have it (PTCG:II-E-15)."""
    out: list[Passive] = []
    stacks = True
    for s in sentences(text):
        m = _STACK.fullmatch(s)
        if m is not None and m[1] == name:
            stacks = False
            continue
        found = _passives_of(s)
        if found is None:
            return None
        out.extend(found)
    if not out:
        return None
    return AbilityImpl(declared=False, passives=tuple(replace(p, stacks=stacks) for p in out))


def _passives_of(sentence: str) -> tuple[Passive, ...] | None:
    for rx, fn in PASSIVE_PATTERNS:
        m = rx.fullmatch(sentence)
        if m is not None:
            found = fn(m)
            if found is not None:
                return found
    return None


ABILITY_FORMS.append(compile_passive)
