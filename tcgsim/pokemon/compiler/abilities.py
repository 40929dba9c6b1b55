"""Ability texts: passive ("as long as …") forms, declared forms and triggered forms.

Passive Abilities hold while the Pokémon is in play (PTCG:II-E-13) and compile to
:class:`~tcgsim.pokemon.rules.continuous.Passive` contributions: every sentence of the text
must match one passive pattern below, else the text is not understood. Each pattern
returns the passives its sentence means (or None: not understood after all).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tcgsim.pokemon.compiler.board import condition
from tcgsim.pokemon.compiler.core import Context, Regex, compile_text, marked, sentences
from tcgsim.pokemon.compiler.filters import TYPES, hand_cost, noun_filter, pokemon_filter
from tcgsim.pokemon.compiler.tools_stadiums import WHEN_DAMAGED, named_pokemon, predicates
from tcgsim.pokemon.effects.filters import either
from tcgsim.pokemon.model.impl import AbilityImpl
from tcgsim.pokemon.model.state import find_slot, in_play
from tcgsim.pokemon.registry import PASSIVES
from tcgsim.pokemon.rules.continuous import (
    Passive,
    Query,
    Source,
    has_ability,
    has_no_abilities,
    pokemon_types,
)
from tcgsim.pokemon.rules.triggers import knocked_out_last_turn
from tcgsim.pokemon.rules.would_change import usable_check

PassiveFn = Callable[[re.Match[str]], "tuple[Passive, ...] | None"]


def passive(regex: str) -> Callable[[PassiveFn], PassiveFn]:
    """Mark a passive sentence pattern (matched in full), tried in the order of the hook point
    ``registry.PASSIVES`` (specific ones first)."""
    return marked(regex)


AFTER_WR = r" \(after applying Weakness and Resistance\)"
COLORLESS = r"((?:Colorless)+)"


def _colorless(s: str) -> int:
    return s.count("Colorless")


# -- conditions on the Pokémon that has the Ability ---------------------------------------
def _has_energy(g: Any, src: Source) -> bool:
    return bool(src.slot and src.slot["energy"])


def _no_energy(g: Any, src: Source) -> bool:
    return not _has_energy(g, src)


def _has_special_energy(g: Any, src: Source) -> bool:
    return bool(src.slot and any(g.d(c).is_special_energy for c in src.slot["energy"]))


def _has_tool(g: Any, src: Source) -> bool:
    return bool(src.slot and src.slot["tools"])


def _has_energy_of(type_: str) -> Callable[[Any, Source], bool]:
    """"has any Darkness Energy attached": Energy of that type provided now (PTCG:II-D-08)."""
    def has(g: Any, src: Source) -> bool:
        return bool(src.slot) and g.energy_of_type(src.slot, type_) > 0

    return has


SELF_CONDITIONS: dict[str, Callable[[Any, Source], bool]] = {
    "has any Energy attached": _has_energy,
    "has no Energy attached": _no_energy,
    "has any Special Energy attached": _has_special_energy,
    "has a Pokémon Tool attached": _has_tool,
    **{f"has any {t} Energy attached": _has_energy_of(t)
       for t in ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                 "Metal", "Dragon")},
}
_AT_LEAST = (r"has \d+ or more (?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon) "
             r"Energy attached")


def self_condition(words: str) -> Callable[[Any, Source], bool]:
    """One of :data:`SELF_CONDITIONS`, or "has 6 or more Grass Energy attached" (Alolan
    Exeggutor's Scale Up: Energy of that type provided now, PTCG:II-D-08)."""
    if words in SELF_CONDITIONS:
        return SELF_CONDITIONS[words]
    n, type_ = int(words.split()[1]), words.split()[4]

    def has(g: Any, src: Source) -> bool:
        return bool(src.slot) and g.energy_of_type(src.slot, type_) >= n

    return has


SELF_IF = r"If this Pokémon (" + "|".join(map(re.escape, SELF_CONDITIONS)) + rf"|{_AT_LEAST}), it"


# -- which Pokémon a text names ("your opponent's Pokémon ex", "Benched Stage 2 Pokémon") --
def _kind_filter(words: str) -> Callable[[Any], bool] | None:
    """A Pokémon phrase ('Basic Pokémon', 'Pokémon ex', …), or two joined by "and"
    ('Pokémon ex and Pokémon V': either kind), as the card-phrase parser reads it."""
    found = [pokemon_filter(w) for w in words.split(" and ")]
    if any(f is None for f in found):
        return None
    return either(*(f[0] for f in found if f is not None))


# -- the patterns ---------------------------------------------------------------------------
@passive(rf"This Pokémon takes (\d+) less damage from attacks{AFTER_WR}\.")
def takes_less(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("dmg_taken", -int(m[1])),)


@passive(rf"{SELF_IF} takes (\d+) less damage from attacks{AFTER_WR}\.")
def takes_less_if(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("dmg_taken", -int(m[2]), when=self_condition(m[1])),)


BEFORE_WR = r" \(before applying Weakness and Resistance\)"


def _attackers(words: str) -> Any:
    """Whose attacks a passive changes: "this Pokémon", "your <type> Pokémon", "your
    opponent's Active Pokémon [that has a Pokémon Tool attached]" (``affects``)."""
    if words == "this Pokémon":
        return "self"
    if words == "your opponent's Active Pokémon":
        return "opponent_active"
    if words == "your opponent's Active Pokémon that has a Pokémon Tool attached":
        return lambda g, src, slot: (g.slot_owner(slot["id"]) != src.owner and bool(slot["tools"])
                                     and g.pl(1 - src.owner)["active"] is slot)
    m = re.fullmatch(rf"your ({'|'.join(TYPES)}) Pokémon", words)
    if m is None:
        return None
    type_ = m[1]
    return lambda g, src, slot: (g.slot_owner(slot["id"]) == src.owner
                                  and type_ in pokemon_types(g, slot))


@passive(r"(?:(As long as this Pokémon is in the Active Spot|If .+?), )?[Aa]ttacks used by (.+?) do "
         rf"(\d+) (more|less) damage( to your opponent's Active Pokémon)?(?: for each (.+?))?"
         rf"{BEFORE_WR}\.")
def attacks_do_more(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Damage step 2 (PTCG:I-A-01): "Attacks used by your Fighting Pokémon do 30 more damage to
    your opponent's Active Pokémon", "As long as this Pokémon is in the Active Spot, attacks
    used by your opponent's Active Pokémon do 30 less damage", "If <board condition>, attacks
    used by this Pokémon do 120 more damage …", "… for each Prize card your opponent has
    taken" (one of :data:`PER_EACH`, counted when the damage is calculated). Worded "to your
    opponent's Active Pokémon", it is for that damage only; without, for damage to any
    Pokémon (PTCG:II-B-04, II-B-08)."""
    affects = _attackers(m[2])
    if affects is None:
        return None
    amount: Any = int(m[3]) * (1 if m[4] == "more" else -1)
    if m[6]:
        per = PER_EACH.get(m[6])
        if per is None:
            return None
        amount = _times(amount, per)
    where, when = "in_play", None
    if m[1] == "As long as this Pokémon is in the Active Spot":
        where = "active"
    elif m[1]:
        cond = condition(m[1][3:])
        if cond is None:
            return None
        when = lambda g, src: cond(g, src.owner)  # noqa: E731
    return (Passive("dmg_dealt", amount, affects=affects, where=where, when=when,
                    vs_active=bool(m[5])),)


def _times(n: int, per: Callable[[Any, Source, Query], int]) -> Callable[[Any, Source, Query], int]:
    return lambda g, src, q: n * per(g, src, q)


def _attacker_kind(words: str) -> Callable[[Any, Any], bool] | None:
    """fn(game, attacking slot): a kind of Pokémon card, or "Pokémon that have an Ability"
    (one printed and not taken away now: PTCG:II-D-13)."""
    if words == "Pokémon that have an Ability":
        return has_ability
    if words == "Pokémon that have any Special Energy attached":
        return lambda g, slot: any(g.d(c).is_special_energy for c in slot["energy"])
    m = re.fullmatch(r"Pokémon that have (\d+) or less Energy attached", words)
    if m is not None:  # Energy cards attached (PTCG:II-D-08 counts cards, not the units)
        at_most = int(m[1])
        return lambda g, slot: len(slot["energy"]) <= at_most
    kind = _kind_filter(words)
    return None if kind is None else (lambda g, slot: kind(g.top(slot)))


@passive(r"(As long as this Pokémon is on your Bench, p|P)revent all damage (?:done to (this "
         r"Pokémon|each of your Pokémon) by attacks from|from attacks done to this Pokémon by) your "
         r"opponent's (.+?)( if that damage is (\d+) or more)?\.")
def prevent_from(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """PTCG:II-C-16; "As long as this Pokémon is on your Bench" (Plume Protection): there
    only (PTCG:II-E-13); "each of your Pokémon" (Bastiodon's Ancient Bulwark); "if that
    damage is 200 or more" (Drednaw): the damage after step 5 (``Query.extra["dmg"]``)."""
    kind = _attacker_kind(m[3])
    if kind is None:
        return None
    at_least = int(m[5]) if m[4] else 0

    def from_them(g: Any, src: Source, q: Query) -> bool:
        attacker = q.attacker
        return (attacker is not None and not _owner_is(g, attacker, src.owner)
                and kind(g, attacker) and q.extra.get("dmg", 0) >= at_least)

    return (Passive("prevent_damage", from_them, where="bench" if m[1] != "P" else "in_play",
                    affects="yours" if m[2] == "each of your Pokémon" else "self"),)


@passive(r"Prevent all damage from and effects of attacks (?:done to this Pokémon by your "
         r"opponent's (.+)|from your opponent's (.+) done to this Pokémon)\.")
def prevent_all_from(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """PTCG:II-C-16, II-C-17, against some attackers only ("that have any Special Energy
    attached", "Tera Pokémon"): neither the damage (step 6) nor the effects (step 5)."""
    kind = _attacker_kind(m[1] or m[2])
    if kind is None:
        return None

    def from_them(g: Any, src: Source, q: Query) -> bool:
        attacker = q.attacker
        return (attacker is not None and not _owner_is(g, attacker, src.owner)
                and kind(g, attacker))

    return (Passive("prevent_damage", from_them), Passive("prevent_effects", from_them))


@passive(r"If (?:any damage is done to this Pokémon by attacks|this Pokémon has any (Grass|Fire|"
         r"Water|Lightning|Psychic|Fighting|Darkness|Metal) Energy attached and is damaged by an "
         r"attack), flip a coin\. If heads, prevent that damage\.")
def prevent_on_heads(m: re.Match[str]) -> tuple[Passive, ...]:
    """PTCG:II-C-16: the coin is flipped when the damage would be put on it (asked only for
    damage an attack does to this Pokémon, :func:`~tcgsim.pokemon.rules.continuous.prevents_damage`);
    "if this Pokémon has any Darkness Energy attached" (Fezandipiti's Adrena-Pheromone): no
    coin without it."""
    energy = m[1]

    def heads(g: Any, src: Source, q: Query) -> bool:
        if energy is not None and not g.energy_of_type(src.slot, energy):
            return False
        got = bool(g.rng.coin())
        g.event("coin", result="heads" if got else "tails", why=src.label)
        return got

    return (Passive("prevent_damage", heads),)


@passive(r"If (you have .+? in play), apply Weakness for both Active Pokémon as ×(\d+)\.")
def weakness_times(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Illumise's Supereffective Pheromones: damage step 3 (PTCG:II-B-03) multiplies by N
    for the Weakness of either Active Pokémon while the condition holds."""
    cond = condition(m[1])
    if cond is None:
        return None
    n = int(m[2])

    def when(g: Any, src: Source) -> bool:
        return cond(g, src.owner)

    return tuple(Passive("weakness_times", n, affects=who, when=when)
                 for who in ("your_active", "opponent_active"))


@passive(r"Prevent all effects of your opponent's Pokémon's Abilities done to this Pokémon\.")
def prevent_ability_effects(m: re.Match[str]) -> tuple[Passive, ...]:
    """Like PTCG:II-C-17 for Abilities (:func:`~tcgsim.pokemon.rules.continuous.prevents_ability_effects`)."""
    return (Passive("prevent_ability_effects"),)


@passive(r"Prevent all damage done to your Benched (.+?) by attacks from your opponent's "
         r"Pokémon\.")
def prevent_to_bench(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """PTCG:II-C-16: only the Benched Pokémon are spared; the Active Pokémon still takes
    the attack's damage (the guide's example is Manaphy's Wave Veil)."""
    benched = _your_benched(m[1])
    if benched is None:
        return None
    return (Passive("prevent_damage", _from_opponent, affects=benched),)


@passive(r"Prevent all damage from and effects of attacks from your opponent's Pokémon done to "
         r"your Benched (.+?)\.")
def prevent_all_to_bench(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """PTCG:II-C-16, II-C-17: neither the damage (step 6) nor the effects (step 5) of the
    opponent's attacks reach the Benched Pokémon (Rabsca's Spherical Shield)."""
    benched = _your_benched(m[1])
    if benched is None:
        return None
    return (Passive("prevent_damage", _from_opponent, affects=benched),
            Passive("prevent_effects", _by_opponent, affects=benched))


def _your_benched(words: str) -> Callable[[Any, Source, Any], bool] | None:
    """"your Benched <kind>": the source's owner's Pokémon of that kind not in the Active Spot."""
    kind = _kind_filter(words)
    if kind is None:
        return None
    return lambda g, src, t: (_owner_is(g, t, src.owner) and kind(g.top(t))
                              and g.pl(src.owner)["active"] is not t)


def _from_opponent(g: Any, src: Source, q: Query) -> bool:
    return q.attacker is not None and not _owner_is(g, q.attacker, src.owner)


def _by_opponent(g: Any, src: Source, q: Query) -> bool:
    """An attack's effect asked with the attacking player (:func:`prevents_attack_effects`)."""
    return q.player is not None and q.player != src.owner


@passive(r"Prevent all effects of attacks used by your opponent's Pokémon done to (?:this "
         r"Pokémon|your (.+?))\. \((?:Existing effects are not removed\. )?Damage is not an "
         r"effect\.\)")
def prevent_effects(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """PTCG:II-C-17: attack step 5 skips this Pokémon (or each of your Pokémon of the kind
    named: "your Basic Team Rocket's Pokémon"); the damage still comes."""
    if m[1] is None:
        return (Passive("prevent_effects"),)
    kind = _kind_filter(m[1])
    if kind is None:
        return None
    return (Passive("prevent_effects", _by_opponent, affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and kind(g.top(t)))),)


@passive(r"Prevent all effects of your opponent's Pokémon's attacks and Abilities done to this "
         r"Pokémon\. \(Damage is not an effect\.\)")
def prevent_attack_and_ability_effects(m: re.Match[str]) -> tuple[Passive, ...]:
    """Hide 'n' Sneak: attack step 5 skips this Pokémon (PTCG:II-C-17), and so do the effects
    of the opponent's Pokémon's Abilities; damage still comes."""
    return (Passive("prevent_effects"), Passive("prevent_ability_effects"))


@passive(r"As long as this Pokémon is on your Bench, prevent all damage from and effects of "
         r"attacks from your opponent's Pokémon done to this Pokémon\.")
def bench_prevent_all(m: re.Match[str]) -> tuple[Passive, ...]:
    """PTCG:II-C-16, II-C-17, on the Bench only."""
    return (Passive("prevent_damage", _from_opponent, where="bench"),
            Passive("prevent_effects", where="bench"))


def _others_named(name: str) -> Callable[[Any, Source], bool]:
    """"you have at least 1 other <name> in play": a Pokémon of that name besides this one."""
    def other(g: Any, src: Source) -> bool:
        return any(s is not src.slot and g.top(s).name == name for s in in_play(g.s, src.owner))

    return other


#: "As long as <condition>, …" of a passive: (where its Pokémon must be, a condition on the game)
AS_LONG_AS: list[tuple[Regex, Callable[[re.Match[str]], tuple[str, Any]]]] = [
    (Regex(r"this Pokémon is on your Bench"), lambda m: ("bench", None)),
    (Regex(r"this Pokémon is in the Active Spot"), lambda m: ("active", None)),
    (Regex(r"you have at least 1 other (.+) in play"), lambda m: ("in_play", _others_named(m[1]))),
]


def _as_long_as(phrase: str | None) -> tuple[str, Any] | None:
    if phrase is None:
        return "in_play", None
    for rx, build in AS_LONG_AS:
        m = rx.fullmatch(phrase)
        if m is not None:
            return build(m)
    return None


_TYPES = "Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless"


@passive(rf"(?:As long as (.+?), a|A)ll of your (.+?)(?: that have any ({_TYPES}) Energy "
         rf"attached)? take (\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}\.")
def all_yours_take_less(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"[As long as this Pokémon is on your Bench / you have at least 1 other Bouffalant in
    play, ]all of your [Steven's / Basic Colorless] Pokémon [that have any Water Energy
    attached] take N less damage …" (step 5; the Energy the attached cards provide now)."""
    kind, held, type_, n = _kind_filter(m[2]), _as_long_as(m[1]), m[3], int(m[4])
    if kind is None or held is None:
        return None

    def yours(g: Any, src: Source, t: Any) -> bool:
        return (_owner_is(g, t, src.owner) and kind(g.top(t))
                and (type_ is None or g.energy_of_type(t, type_) > 0))

    return (Passive("dmg_taken", lambda g, src, q: -n if _from_opponent(g, src, q) else 0,
                    affects=yours, where=held[0], when=held[1]),)




@passive(rf"All of your Pokémon that have ({_TYPES}) Energy attached have no Retreat Cost\.")
def typed_energy_no_retreat(m: re.Match[str]) -> tuple[Passive, ...]:
    """Energy of a type: what the attached cards provide now (a Special Energy included)."""
    type_ = m[1]
    return (Passive("free_retreat", affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and g.energy_of_type(t, type_) > 0)),)


@passive(rf"This Pokémon takes (\d+) less damage from attacks from your opponent's "
         rf"({_TYPES}) or ({_TYPES}) Pokémon{AFTER_WR}\.")
def takes_less_from_types(m: re.Match[str]) -> tuple[Passive, ...]:
    n, types = int(m[1]), {m[2], m[3]}

    def value(g: Any, src: Source, q: Query) -> int:
        return -n if (_from_opponent(g, src, q) and q.attacker is not None
                      and types & set(pokemon_types(g, q.attacker))) else 0

    return (Passive("dmg_taken", value),)


@passive(rf"{SELF_IF} gets \+(\d+) HP\.")
def hp_if(m: re.Match[str]) -> tuple[Passive, ...]:
    """Maximum HP changed in play while the condition holds (PTCG:II-D-15)."""
    return (Passive("hp", int(m[2]), when=self_condition(m[1])),)


@passive(rf"Attacks used by this Pokémon do (\d+) more damage to your opponent's Active Pokémon "
         rf"that has an Ability{BEFORE_WR}\.")
def more_against_abilities(m: re.Match[str]) -> tuple[Passive, ...]:
    """Damage step 2 (PTCG:I-A-01): an Ability printed on the Defending Pokémon and not taken
    away now (PTCG:II-D-13)."""
    n = int(m[1])

    def value(g: Any, src: Source, q: Query) -> int:
        d = q.defender
        return n if (d is not None and g.pl(1 - src.owner)["active"] is d
                     and has_ability(g, d)) else 0

    return (Passive("dmg_dealt", value, vs_active=True),)


@passive(r"As long as this Pokémon (?:is in play|has an? (.+?) attached), it is (\w+) and (\w+) "
         r"type\.")
def two_types(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Scovillain ex's Double Type, Iron Treads' Dual Core ("… has a Future Booster Energy
    Capsule attached"): the Pokémon is both types (PTCG:II-D-07, ``continuous.pokemon_types``)."""
    if m[2] not in TYPES or m[3] not in TYPES:
        return None
    named = m[1]

    def when(g: Any, src: Source) -> bool:
        return src.slot is not None and any(
            g.name(c) == named for c in (*src.slot["tools"], *src.slot["energy"]))

    return (Passive("types", (m[2], m[3]), when=when if named else None),)


@passive(r"(As long as this Pokémon is in the Active Spot, )?(?:During Pokémon Checkup, )?[Pp]ut "
         r"(\d+) more damage counters on your opponent's (Poisoned|Burned) Pokémon(?: during "
         r"Pokémon Checkup)?\.")
def more_checkup_counters(m: re.Match[str]) -> tuple[Passive, ...]:
    """Pokémon Checkup step 1 (PTCG:I-F): Poison or Burn puts that many more counters on the
    opponent's Pokémon (Toxicroak, Pecharunt, Magmortar; ``continuous.checkup_counters``)."""
    rule = "poison_more_counters" if m[3] == "Poisoned" else "burn_more_counters"
    return (Passive(rule, int(m[2]), affects="opponents",
                    where="active" if m[1] else "in_play"),)


@passive(rf"{SELF_IF} has no Retreat Cost\.")
def no_retreat_if(m: re.Match[str]) -> tuple[Passive, ...]:
    return (Passive("free_retreat", when=self_condition(m[1])),)


@passive(r"This Pokémon can't attack unless (.+)\.")
def cant_attack_unless(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"This Pokémon can't attack unless you have 4 or more Team Rocket's Pokémon in play":
    asked when the attack is declared (PTCG:II-C-15)."""
    cond = condition(m[1])
    if cond is None:
        return None
    return (Passive("cant_attack", when=lambda g, src: not cond(g, src.owner)),)


@passive(r"If (.+), this Pokémon can't attack\.")
def cant_attack_if(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"If your opponent has no Pokémon ex or Pokémon V in play, this Pokémon can't attack"
    (Slaking ex): as :func:`cant_attack_unless`, the other way round."""
    cond = condition(m[1])
    if cond is None:
        return None
    return (Passive("cant_attack", when=lambda g, src: cond(g, src.owner)),)


@passive(r"(?:(As long as this Pokémon is in the Active Spot|If .+?), )?(?:this Pokémon|it) can "
         r"evolve during your first turn or the turn you play it\.")
def evolves_early(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Eevee's Boosted Evolution, Karrablast's and Shelmet's Stimulated Evolution, Luxio's
    Fighting Roar: it may evolve although it is its player's first turn or it came into play
    this turn (PTCG:I-A-05; ``continuous.evolves_early``)."""
    if m[1] is None:
        return (Passive("evolve_early"),)
    if m[1].startswith("As long as"):
        return (Passive("evolve_early", where="active"),)
    cond = condition(m[1][3:])
    if cond is None:
        return None
    return (Passive("evolve_early", when=lambda g, src: cond(g, src.owner)),)


@passive(r"This Pokémon can evolve into any (.+?) that evolves from (.+?) if you play it from "
         r"your hand onto this Pokémon\. \(This Pokémon can't evolve during your first turn or "
         r"the turn you play it\.\)")
def evolves_into_any(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Eevee ex's Rainbow DNA: the Pokémon it may evolve into besides those that evolve from
    its own name (``continuous.evolves_into``); the usual turns only (PTCG:I-A-05)."""
    kind = pokemon_filter(m[1])
    if kind is None:
        return None
    what, base = kind[0], m[2]
    return (Passive("evolve_into", lambda g, src, q: q.extra["evo"].evolves_from == base
                    and what(q.extra["evo"])),)


@passive(r"Whenever your opponent plays a Pokémon from their hand to evolve 1 of their Pokémon, "
         r"put (\d+) damage counters on that Pokémon\.")
def counters_when_evolved(m: re.Match[str]) -> tuple[Passive, ...]:
    """Team Rocket's Ampharos's Darkest Impulse: on the evolved Pokémon, at once
    (``continuous.counters_when_evolved``, asked by ``rules.actions.evolve_in_play``)."""
    return (Passive("evolved_counters", int(m[1]), affects="opponents"),)


@passive(r"If you go first, this Pokémon can use attacks during your first turn\.")
def attacks_first_turn(m: re.Match[str]) -> tuple[Passive, ...]:
    """Meloetta ex's Debut Performance: lifts the first player's first-turn rule for its own
    attacks (PTCG:I-A-01; ``continuous.attacks_first_turn``)."""
    return (Passive("attack_first_turn"),)


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


@passive(rf"{SELF_IF} (.+)\.")
def if_self(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"If this Pokémon has any Darkness Energy attached, it gets +100 HP, and the attacks it
    uses do 100 more damage …": what the Tools of the same words give their holder
    (:func:`.tools_stadiums.predicates`), while the condition holds."""
    got = predicates(m[2])
    if got is None:
        return None
    return tuple(replace(p, when=self_condition(m[1])) for p in got)


@passive(r"Attacks used by your (.+?)(?:, except any (.+),)? do (\d+) more damage to your "
         rf"opponent's Active (.+?){BEFORE_WR}\.")
def yours_more_damage(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"Attacks used by your Evolution Fire Pokémon [, except any Iron Crown ex,] / your Grass
    Pokémon and Fire Pokémon do N more damage to your opponent's Active [Evolution] Pokémon":
    damage step 2 for each such attacker (only ever against the Active Pokémon, PTCG:I-A-01);
    several such Abilities add up unless the text says it doesn't stack (PTCG:II-E-15)."""
    kind, defenders = _kind_filter(m[1]), _kind_filter(m[4])
    if kind is None or defenders is None:
        return None
    excluded = m[2]
    n = int(m[3])

    def attacker(g: Any, src: Source, t: Any) -> bool:
        top = g.top(t)
        return _owner_is(g, t, src.owner) and kind(top) and top.name != excluded

    def value(g: Any, src: Source, q: Query) -> int:
        return n if q.defender is not None and defenders(g.top(q.defender)) else 0

    return (Passive("dmg_dealt", value, affects=attacker, vs_active=True),)


@passive(r"If ([A-Z][\w' ]+) is in play, this Pokémon may use an attack it has twice\.")
def attack_twice(m: re.Match[str]) -> tuple[Passive, ...]:
    """"If Festival Grounds is in play, this Pokémon may use an attack it has twice" (the
    Stadium by its name): the rule point ``attack_twice`` (rules.attack.attack_again)."""
    name = m[1]

    def stadium_in_play(g: Any, src: Source) -> bool:
        return g.s["stadium"] is not None and g.name(g.s["stadium"]) == name

    return (Passive("attack_twice", when=stadium_in_play),)


@passive(r"If the first attack Knocks Out your opponent's Active Pokémon, you may attack again "
         r"after your opponent chooses a new Active Pokémon\.")
def attack_again(m: re.Match[str]) -> tuple[Passive, ...]:
    """How ``attack_twice`` goes on (after the sentence above): what rules.attack.attack_again
    does, nothing more to hold."""
    return ()


@passive(r"When your opponent's Active Pokémon retreats, your opponent flips a coin\.|(If tails, "
         r"Energy for its Retreat Cost is not discarded, and they don't switch Pokémon\.)")
def opponent_retreat_flip(m: re.Match[str]) -> tuple[Passive, ...]:
    """Goodra's Slimy Sliding: asked when the retreat is declared (rules.actions.retreat),
    whose second sentence says what tails does (nothing more to add); with "The effect of
    Slimy Sliding doesn't stack", one coin however many are in play (PTCG:II-E-15)."""
    return () if m[1] else (Passive("retreat_flip", affects="opponent_active"),)


@passive(r"Your opponent's Active Pokémon can't be healed\.")
def opponent_active_cant_be_healed(m: re.Match[str]) -> tuple[Passive, ...]:
    """Read wherever damage is healed (``effects.ops_trainers.heal_slot_by``)."""
    return (Passive("cant_be_healed", affects="opponent_active"),)


_ENERGY_NEEDED = r" \(You still need the necessary Energy to use each attack\.\)"


@passive(rf"This Pokémon can use the attacks of any of your Benched Pokémon\.{_ENERGY_NEEDED}")
def benched_attacks(m: re.Match[str]) -> tuple[Passive, ...]:
    """Mew ex's Memory Helix: the attacks printed on the top cards of its owner's Benched
    Pokémon are among those it can use (``continuous.other_attacks``)."""
    return (Passive("other_attacks", "benched"),)


@passive(rf"Each of your evolved Pokémon can use any attack from its previous Evolutions\."
         rf"{_ENERGY_NEEDED}")
def previous_evolution_attacks(m: re.Match[str]) -> tuple[Passive, ...]:
    """Relicanth's Memory Dive: each of its owner's Evolution Pokémon in play can use the
    attacks printed on the cards under its top card (``continuous.other_attacks``)."""
    return (Passive("other_attacks", "previous", affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and len(t["cards"]) > 1)),)


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
        return g.energy_of_type(src.slot, type_) if src.slot else 0

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


@passive(rf"Each Basic ({_TYPES}) Energy attached to all of your Pokémon provides ((?:{_TYPES})+) "
         r"Energy\.")
def basic_energy_provides_more(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """"Each Basic Grass Energy … provides GrassGrass Energy" (PTCG:II-D-08): the card still
    provides Energy of its own type only, more units of it."""
    units = re.findall(_TYPES, m[2])
    if set(units) != {m[1]}:
        return None
    return (Passive("basic_energy_units", (m[1], len(units)), affects="yours"),)


@passive(r"All of your (.+) in play get \+(\d+) HP\.")
def yours_get_hp(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Maximum HP changed in play (PTCG:II-D-15)."""
    kind = _kind_filter(m[1])
    if kind is None:
        return None
    return (Passive("hp", int(m[2]), affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and kind(g.top(t)))),)


@passive(rf"Your opponent's Active (Evolution )?Pokémon's Retreat Cost is {COLORLESS} more\.")
def opponent_active_retreat_more(m: re.Match[str]) -> tuple[Passive, ...]:
    """A Retreat Cost increase (PTCG:II-D-11) of the opponent's Active Pokémon, or only of an
    Evolution one."""
    evolution = m[1] is not None
    return (Passive("retreat_cost", _colorless(m[2]), affects=lambda g, src, t: (
        not _owner_is(g, t, src.owner)
        and (not evolution or g.top(t).stage not in (None, "Basic"))
        and any(g.pl(p)["active"] is t for p in (0, 1)))),)


@passive(r"(As long as this Pokémon is in the Active Spot, w|W)henever your opponent plays an? "
         r"(Item or Supporter|Item|Supporter) card from their hand, prevent all effects of that "
         r"card done to (this Pokémon|all of your Pokémon)\.")
def unaffected_items_supporters(m: re.Match[str]) -> tuple[Passive, ...]:
    """PTCG:II-E-29 (the guide's example is Galvantula's Unnerve); "all of your Pokémon" while
    this one is Active (Rhyperior's Wide Wall)."""
    return (Passive("unaffected_trainers", tuple(m[2].split(" or ")),
                    where="active" if m[1] != "W" else "in_play",
                    affects="yours" if m[3] != "this Pokémon" else "self"),)


@passive(r"Your opponent's Pokémon in play and all attached cards can't be put into your "
         r"opponent's hand\.")
def opponents_kept_from_hand(m: re.Match[str]) -> tuple[Passive, ...]:
    """Milotic's Mentally Calm (``continuous.kept_from_hand``, read by every effect that puts
    a Pokémon in play or a card attached to one into the hand)."""
    return (Passive("no_to_hand", affects="opponents"),)


@passive(r"Damage from attacks used by this Pokémon isn't affected by any effects on your "
         r"opponent's Active Pokémon\.")
def ignores_defender_effects(m: re.Match[str]) -> tuple[Passive, ...]:
    """PTCG:II-B-07, for every attack of this Pokémon (``rules.damage.deal_attack_damage``)."""
    return (Passive("ignore_defender_effects"),)


_ACTIVE = "As long as this Pokémon is in the Active Spot, "
_CARD_KINDS = "Item|Supporter|Stadium|Pokémon Tool|ACE SPEC"
_SELF_CONDITION = "If this Pokémon (" + "|".join(map(re.escape, SELF_CONDITIONS)) + "), "


@passive(rf"(?:{_ACTIVE}|{_SELF_CONDITION})your opponent can't play any ({_CARD_KINDS}) cards"
         rf"(?: or ({_CARD_KINDS}) cards)? from their hand\.")
def active_opponent_cant_play(m: re.Match[str]) -> tuple[Passive, ...]:
    """An Item (Stadium, Tool, ACE SPEC) lock while this Pokémon is Active or while a
    condition on it holds ("If this Pokémon has a Pokémon Tool attached", Genesect's ACE
    Nullifier) (PTCG:II-E-13)."""
    kinds = tuple(k for k in (m[2], m[3]) if k)
    if m[1]:
        return (Passive("cant_play", kinds, affects="opponents", when=self_condition(m[1])),)
    return (Passive("cant_play", kinds, affects="opponents", where="active"),)


@passive(rf"{_ACTIVE}your opponent can't play any Pokémon that has an Ability from their hand, "
         r"except for (.+)\.")
def active_opponent_cant_play_ability_pokemon(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Team Rocket's Arbok's Potent Glare: Basic Pokémon onto the Bench and Pokémon to evolve
    (``continuous.forbids_pokemon``)."""
    exempt = _kind_filter(m[1])
    if exempt is None:
        return None
    return (Passive("cant_play", (("pokemon with an Ability", exempt),), affects="opponents",
                    where="active"),)


@passive(rf"{_ACTIVE}attacks used by your opponent's (.+) cost {COLORLESS} more\.")
def active_opponent_attacks_cost_more(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """An attack cost increase (PTCG:II-D-11) for the opponent's Pokémon of a kind."""
    kind = _kind_filter(m[1])
    if kind is None:
        return None
    return (Passive("attack_cost", _colorless(m[2]), where="active", affects=lambda g, src, t: (
        not _owner_is(g, t, src.owner) and kind(g.top(t)))),)


@passive(r"If your opponent's (.+) is Knocked Out by damage from an attack used by this Pokémon, "
         r"take (\d+) more Prize cards?\.")
def more_prizes_for_knock_out(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Knock Out step 3 (PTCG:I-D): the Knocked Out Pokémon's kind, and this Pokémon the one
    whose attack's damage did it (the Knock Out check names the attacker)."""
    kind = _kind_filter(m[1])
    if kind is None:
        return None
    n = int(m[2])

    def value(g: Any, src: Source, q: Query) -> int:
        return n if src.slot is not None and q.extra.get("attacker") == src.slot["id"] else 0

    return (Passive("extra_prizes", value, affects=lambda g, src, t: (
        not _owner_is(g, t, src.owner) and kind(g.top(t)))),)


@passive(r"If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, "
         r"and if you have any (.+) in play, your opponent takes (\d+) fewer Prize cards?\.")
def fewer_prizes_if_in_play(m: re.Match[str]) -> tuple[Passive, ...]:
    """Knock Out step 3 (PTCG:I-D), by an opponent's attack's damage only."""
    name, n = m[1], int(m[2])

    def named_in_play(g: Any, src: Source) -> bool:
        return any(g.top(s).name == name for s in in_play(g.s, src.owner))

    return (Passive("extra_prizes", -n, when=named_in_play),)


#: "can't take any Prize cards for it": fewer than any Knock Out gives (the Knock Out procedure
#: never gives back Prize cards, so the total is 0 whatever else adds to it)
_NO_PRIZES = 100


@passive(r"If (this Pokémon|1 of your (.+?)) is Knocked Out by damage from an attack from your "
         r"opponent's (.+?), (?:that player takes (\d+) fewer Prize cards?|your opponent can't "
         r"take any Prize cards for it)\.")
def fewer_prizes_by_kind(m: re.Match[str]) -> tuple[Passive, ...] | None:
    """Knock Out step 3 (PTCG:I-D), by the damage of an attack of the opponent's Pokémon of a
    kind (the Knock Out check names the attacker): "If 1 of your Darkness Pokémon is Knocked Out
    by … your opponent's Pokémon ex, that player takes 1 fewer Prize card" (Mega Gengar ex),
    "If this Pokémon is Knocked Out by … Pokémon ex, your opponent can't take any Prize cards
    for it" (Shedinja)."""
    attackers = _kind_filter(m[3])
    yours = _kind_filter(m[2]) if m[2] else None
    if attackers is None or (m[2] and yours is None):
        return None
    n = int(m[4]) if m[4] else _NO_PRIZES

    def value(g: Any, src: Source, q: Query) -> int:
        sid = q.extra.get("attacker")
        found = None if sid is None else find_slot(g.s, sid)
        return -n if found is not None and attackers(g.top(found[1])) else 0

    if yours is None:
        return (Passive("extra_prizes", value),)
    return (Passive("extra_prizes", value, affects=lambda g, src, t: (
        _owner_is(g, t, src.owner) and yours(g.top(t)))),)


def _owner_is(g: Any, slot: Any, p: int) -> bool:
    return any(s is slot for s in [g.pl(p)["active"], *g.pl(p)["bench"]])


_STACK = Regex(r"The effect of (.+) doesn't stack\.")


def compile_passive(name: str, text: str) -> AbilityImpl | None:
    """A whole passive Ability text, or None. "The effect of <name> doesn't stack" makes
    its passives count once however many Pokémon have it (PTCG:II-E-15)."""
    out: list[Passive] = []
    stacks = True
    split = sentences(text)
    # a passive of two sentences ("…, flip a coin. If heads, prevent that damage.") is one form
    whole = _passives_of(" ".join(split), whole=True) if len(split) > 1 else None
    if whole is not None:
        out.extend(whole)
        split = []
    for s in split:
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


def _passives_of(sentence: str, whole: bool = False) -> tuple[Passive, ...] | None:
    """``whole``: the text is several sentences: only the patterns written for several."""
    for pat in PASSIVES:
        if whole and "\\. " not in pat.source:
            continue
        m = pat.regex.fullmatch(sentence)
        if m is not None:
            found = pat.fn(m)
            if found is not None:
                return found
    return None




# == declared and triggered Abilities =====================================================
# "Once during your turn, you may …" is declared (PTCG:I-A-02); its effect sentences compile
# through the shared sentence patterns. An Ability that would change nothing cannot be
# declared: each op of its effect says whether it could change something now, and the
# Ability is usable when one of them could. Ops that only decide ("Flip a coin", "If …")
# are neutral. An op with no check keeps the text uncompiled (never guessed); the checks are
# those of Trainers (tcgsim/pokemon/rules/would_change.py).


# -- conditions an Ability text states -------------------------------------------------------
def _active(g: Any, p: int, slot: dict[str, Any]) -> bool:
    return g.pl(p)["active"] is slot


def _benched(g: Any, p: int, slot: dict[str, Any]) -> bool:
    return g.pl(p)["active"] is not slot


def _ko_last_turn(g: Any, p: int, slot: dict[str, Any]) -> bool:
    return knocked_out_last_turn(g, p)


def _type_energy(type_: str) -> Callable[[Any, int, dict[str, Any]], bool]:
    return lambda g, p, slot: g.energy_of_type(slot, type_) > 0


USE_CONDITIONS: dict[str, Callable[[Any, int, dict[str, Any]], bool]] = {
    "if this Pokémon is in the Active Spot": _active,
    "if this Pokémon is on your Bench": _benched,
    "if this Pokémon has any Energy attached": lambda g, p, slot: bool(slot["energy"]),
    "if any of your Pokémon were Knocked Out during your opponent's last turn": _ko_last_turn,
    **{f"if this Pokémon has any {t} Energy attached": _type_energy(t) for t in TYPES},
}
_REMAINING_HP = Regex(r"if this Pokémon's remaining HP is (\d+) or less")
_ACTIVE_HAS = Regex(r"if your Active Pokémon has the (.+) Ability")


def _active_has(words: str) -> Callable[[Any, int, dict[str, Any]], bool] | None:
    """"if your Active Pokémon has the <name> Ability" (it has it while its Abilities are not
    taken away, PTCG:II-D-13); None for other words."""
    m = _ACTIVE_HAS.fullmatch(words)
    if m is None:
        return None
    name = m[1]

    def active_has(g: Any, p: int, slot: dict[str, Any]) -> bool:
        active = g.pl(p)["active"]
        return active is not None and has_ability(g, active, name)

    return active_has


# the conditions above, or any "if <board condition>" (compiler.board): "if you have Solrock in play"
_COND = r"(?:, (if .+?))?"
_COST = r"discard (?P<cost>.+?) from your hand in order to use this Ability"
_EVOLVE = r"when you play this Pokémon from your hand to evolve 1 of your Pokémon"
_BENCH = r"when you play this Pokémon from your hand onto your Bench"
_HEADS = [
    # (regex of the first sentence, trigger, once per turn); group 1: a use condition,
    # group 2 (when present): the effect that follows "you may"
    (Regex(rf"Once during your turn{_COND}, you may use this Ability\."), None, True),
    (Regex(rf"Once during your turn{_COND}, you may {_COST}\."), None, True),
    (Regex(rf"As often as you like during your turn{_COND}, you may use this Ability\."),
     None, False),
    (Regex(rf"Once during your turn{_COND}, you may (.+)"), None, True),
    (Regex(rf"As often as you like during your turn{_COND}, you may (.+)"), None, False),
    (Regex(rf"Once during your turn, {_EVOLVE}(), you may use this Ability\."),
     "evolve", True),
    (Regex(rf"Once during your turn, {_EVOLVE}{_COND}, you may (.+)"), "evolve", True),
    (Regex(r"When you play this Pokémon from your hand to evolve 1 of your Pokémon "
                r"during your turn(), you may (.+)"), "evolve", True),
    (Regex(rf"Once during your turn, {_BENCH}(), you may use this Ability\."),
     "bench", True),
    (Regex(r"When you play this Pokémon from your hand onto your Bench during your "
                r"turn(), you may (.+)"), "bench", True),
]
_ONE_PER_NAME = Regex(r"You can't use more than 1 (?:(.+) Ability|Ability that has \"(.+)\" "
                          r"in its name) each turn\.")
_MUST = Regex(rf"You must (?:{_COST}|discard (?P<attached>an? .+?) from this Pokémon in order to use "
              r"this Ability)\.")


def attached_energy_cost(phrase: str) -> tuple[tuple[Any, ...], Callable[..., bool]] | None:
    """PTCG:II-E-30: "You must discard a Basic Lightning Energy from this Pokémon in order to
    use this Ability" (Iono's Kilowattrel): one Energy card of this Pokémon's, chosen when the
    Ability is used; none attached leaves it unusable."""
    found = noun_filter(phrase.split(" ", 1)[1])
    if found is None or not phrase.endswith(" Energy"):
        return None
    what = found[0]

    def payable(g: Any, p: int, slot: dict[str, Any]) -> bool:
        return any(what(g.d(c)) for c in slot["energy"])

    return (("discard_energy", {"n": 1, "target": "self", "what": what}),), payable


def _effect_ops(texts: list[str]) -> tuple[Any, ...] | None:
    pieces = compile_text(" ".join(texts), Context("ability"))
    if pieces is None:
        return None
    return tuple(p.op for p in pieces)


def compile_declared(name: str, text: str) -> AbilityImpl | None:
    """"Once during your turn[, if …], you may …" and the triggered "When you play this
    Pokémon from your hand to evolve / onto your Bench …, you may …" (PTCG:II-E-05, II-E-06,
    II-E-12), with "You can't use more than 1 <name> Ability each turn" (PTCG:II-E-14)."""
    ss = sentences(text)
    one_per_name: bool | str = False
    if ss and (m := _ONE_PER_NAME.fullmatch(ss[-1])) is not None:
        if m[1] is not None and m[1] != name or m[2] is not None and m[2] not in name:
            return None
        one_per_name = m[2] or True
        ss = ss[:-1]
    cost = None
    if ss and (m := _MUST.fullmatch(ss[0])) is not None:  # "You must discard …" comes first
        cost = hand_cost(m["cost"]) if m["cost"] else attached_energy_cost(m["attached"])
        if cost is None:
            return None
        ss = ss[1:]
    if not ss:
        return None
    for rx, trigger, once in _HEADS:
        m = rx.fullmatch(ss[0])
        if m is None:
            continue
        rest = ss[1:]
        also: tuple[tuple[str, Any], ...] = ()
        if trigger is not None and rest and (k := _ALSO_KO.fullmatch(rest[0])) is not None:
            also, rest = (("knocked_out", _ko_meant(bool(k[1]))),), rest[1:]
        if "cost" in rx.groupindex:
            if cost is not None or (cost := hand_cost(m["cost"])) is None:
                return None
        elif m.lastindex and m.lastindex >= 2 and m[2]:
            rest = [m[2][0].upper() + m[2][1:], *rest]
        ops = _effect_ops(rest) if rest else None
        if not ops:
            return None
        spent = cost[0][0][1]["n"] if cost and cost[0][0][0] == "discard_from_hand" else 0
        could_change = usable_check(ops, spent)
        if could_change is None:
            return None
        cond = use_condition(m[1]) if m[1] else None
        if m[1] and cond is None:
            return None
        usable = could_change if cond is None else _both(cond, could_change)
        return AbilityImpl(effect=ops, usable=usable, once_per_turn=once,
                           one_per_name=one_per_name, trigger=trigger, also_triggers=also,
                           cost=cost[0] if cost else (), cost_ok=cost[1] if cost else None)
    return None


def use_condition(phrase: str) -> Callable[[Any, int, dict[str, Any]], bool] | None:
    """"if <phrase>" before "you may": one of :data:`USE_CONDITIONS` (about the Pokémon
    itself), "if your Active Pokémon has the <name> Ability", else a board condition of the
    player (compiler.board.condition); None if none of these."""
    if phrase in USE_CONDITIONS:
        return USE_CONDITIONS[phrase]
    m = _REMAINING_HP.fullmatch(phrase)
    if m is not None:  # this Pokémon, wherever it is (a board condition reads the Active one)
        hp = int(m[1])
        return lambda g, p, slot: g.remaining_hp(slot) <= hp
    first, sep, rest = phrase.partition(", and ")
    if sep:  # "if this Pokémon is on your Bench, and if you have any … in play": both
        a, b = use_condition(first), use_condition(rest)
        return None if a is None or b is None else _both(a, b)
    active = _active_has(phrase)
    if active is not None:
        return active
    board = condition(phrase[3:])
    return None if board is None else (lambda g, p, slot: board(g, p))


def _both(a: Callable[..., bool], b: Callable[..., bool]) -> Callable[..., bool]:
    def both(g: Any, p: int, slot: dict[str, Any]) -> bool:
        return a(g, p, slot) and b(g, p, slot)

    return both


# -- Knock Out triggers (PTCG:II-E-04) --------------------------------------------------------
_KO = Regex(r"If this Pokémon (is in the Active Spot and )?is Knocked Out by damage from "
                 r"an attack from your opponent's Pokémon, (.+)")
_YOURS_KO = Regex(r"When 1 of your (.+?) is Knocked Out by damage from an attack from your "
                  r"opponent's Pokémon, (you may )?(.+)")
_OPPONENTS_KO = Regex(r"When your opponent's Active Pokémon is Knocked Out, (.+)")


def compile_knocked_out(name: str, text: str) -> AbilityImpl | None:
    """Automatic at Knock Out step 2, before the discard (PTCG:I-D): "If this Pokémon [is in
    the Active Spot and] is Knocked Out by damage from an attack from your opponent's Pokémon,
    …"; "When 1 of your Water Pokémon is Knocked Out by damage from …, you may …" (offered to
    its owner; "that Pokémon" is the one Knocked Out); "When your opponent's Active Pokémon is
    Knocked Out, …" (however it was Knocked Out), with "The effect of <name> doesn't stack":
    only the first of its owner's Pokémon with it in play answers (PTCG:II-E-15)."""
    ss = sentences(text)
    stacks = True
    if ss and (st := _STACK.fullmatch(ss[-1])) is not None and st[1] == name:
        stacks, ss = False, ss[:-1]
    if not ss:
        return None
    meant: Callable[[Any, int, dict[str, Any], dict[str, Any]], bool]
    optional = False
    if (m := _KO.fullmatch(ss[0])) is not None:
        meant, rest = _ko_meant(bool(m[1])), m[2]
    elif (m := _YOURS_KO.fullmatch(ss[0])) is not None:
        kind = _kind_filter(m[1])
        if kind is None:
            return None
        optional, rest = bool(m[2]), m[3]

        def meant(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
            return (event["player"] == p and event["by_attack"]
                    and kind(g.top(g.slot(event["slot"]))))
    elif (m := _OPPONENTS_KO.fullmatch(ss[0])) is not None:
        rest = m[1]

        def meant(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
            return event["player"] != p and event["active"]
    else:
        return None
    ops = _effect_ops([rest[0].upper() + rest[1:], *ss[1:]])
    if not ops:
        return None
    if not stacks:
        meant = _first_with(name, meant)
    return AbilityImpl(effect=ops, declared=optional, once_per_turn=False,
                       usable=_always if optional else None, trigger="knocked_out",
                       trigger_if=meant)


def _always(g: Any, p: int, slot: dict[str, Any]) -> bool:
    return True


def _first_with(name: str, meant: Callable[..., bool]) -> Callable[..., bool]:
    """"The effect of <name> doesn't stack" for a trigger: it answers for the first of its
    owner's Pokémon in play that has the Ability now, the others not at all."""
    def first(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
        if not meant(g, p, slot, event):
            return False
        holders = [s for s in in_play(g.s, p) if not has_no_abilities(g, s)
                   and any(a.name == name for a in g.top(s).abilities)]
        return bool(holders) and holders[0] is slot

    return first


def _ko_meant(active_only: bool) -> Callable[[Any, int, dict[str, Any], dict[str, Any]], bool]:
    """The Knock Out a text means: this Pokémon's, by damage from an opponent's attack [while
    it is in the Active Spot]."""
    def meant(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
        return (event["slot"] == slot["id"] and event["by_attack"]
                and (event["active"] or not active_only))

    return meant


#: Flygon's Sandy Flapping: a second moment for a triggered Ability (PTCG:II-E-04)
_ALSO_KO = Regex(r"You may also use this Ability if this Pokémon (is in the Active Spot and )?is "
                 r"Knocked Out by damage from an attack from your opponent's Pokémon\.")




_NOT_KO = Regex(r"If this Pokémon (has full HP and )?would be Knocked Out by damage from an attack, "
                r"(flip a coin\. If heads, this Pokémon|it) is not Knocked Out, and its remaining "
                r"HP becomes 10\.")


def compile_not_knocked_out(name: str, text: str) -> AbilityImpl | None:
    """Sturdy, Durable Body: "If this Pokémon [has full HP and] would be Knocked Out by damage
    from an attack, [flip a coin. If heads,] it is not Knocked Out, and its remaining HP
    becomes 10" (PTCG:II-D-16), read where attack damage is placed
    (:func:`tcgsim.pokemon.rules.damage.deal_attack_damage`)."""
    m = _NOT_KO.fullmatch(" ".join(sentences(text)))
    if m is None:
        return None
    how = {"full_hp": bool(m[1]), "coin": m[2].startswith("flip")}
    return AbilityImpl(declared=False, passives=(Passive("not_knocked_out", how),))


# -- "whenever you attach an Energy card from your hand" (PTCG:II-E-07) ----------------------
_ATTACH = Regex(r"(As long as this Pokémon is in the Active Spot, w|W)henever (you attach|your "
                     r"opponent attaches) an Energy card from (?:your|their) hand to (this "
                     r"Pokémon|1 of (?:your|their) Pokémon)(?: during your turn)?, (you may )?(.+)")


def compile_attach_trigger(name: str, text: str) -> AbilityImpl | None:
    """"[As long as this Pokémon is in the Active Spot, ]whenever you attach an Energy card
    from your hand to this Pokémon / 1 of your Pokémon, …" (or "whenever your opponent attaches
    an Energy card from their hand to 1 of their Pokémon"): once for each card attached from
    hand, never for Energy an effect attaches (PTCG:II-E-07); "that Pokémon" is the one the
    card went to. With "you may" it is offered at once, each time."""
    ss = sentences(text)
    m = _ATTACH.fullmatch(ss[0]) if ss else None
    if m is None:
        return None
    ops = _effect_ops([m[5][0].upper() + m[5][1:], *ss[1:]])
    if not ops:
        return None
    active_only, to_self, optional = m[1].startswith("As long"), m[3] == "this Pokémon", bool(m[4])
    # "whenever your opponent attaches … to 1 of their Pokémon" (Gengar ex): the other player's
    attacher = 0 if m[2] == "you attach" else 1
    usable = usable_check(ops) if optional else None
    if optional and usable is None:
        return None

    def meant(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
        return (event["from_hand"] and event["player"] == (p if attacher == 0 else 1 - p)
                and (event["slot"] == slot["id"] if to_self else True)
                and (not active_only or g.pl(p)["active"] is slot))

    return AbilityImpl(effect=ops, declared=optional, once_per_turn=False, usable=usable,
                       trigger="attach", trigger_if=meant)




# -- Abilities used from the hand or the discard pile (PTCG:II-E-17) ---------------------------
def _card(where: dict[str, Any]) -> Any:
    return where.get("card") if where else None


ZONE_CONDITIONS: dict[str, Callable[[Any, int, dict[str, Any]], bool]] = {
    "you have no cards in your hand":
        lambda g, p, w: not [c for c in g.pl(p)["hand"] if c != _card(w)],
    "your opponent has any Stage 2 Pokémon in play":
        lambda g, p, w: any(g.top(s).stage == "Stage 2" for s in _in_play(g, 1 - p)),
    "you have more Prize cards remaining than your opponent":
        lambda g, p, w: len(g.pl(p)["prizes"]) > len(g.pl(1 - p)["prizes"]),
}
_ZONE_HEAD = Regex(r"Once during your turn, if this Pokémon is in your (hand|discard pile)"
                        r"(?: and (" + "|".join(map(re.escape, ZONE_CONDITIONS)) + r"))?, "
                        r"you may (.+)")


def _in_play(g: Any, p: int) -> list[dict[str, Any]]:
    return in_play(g.s, p)


def compile_zone_ability(name: str, text: str) -> AbilityImpl | None:
    """"Once during your turn, if this Pokémon is in your hand / discard pile[ and …], you
    may …[. You can't use more than 1 <name> Ability each turn.]"."""
    ss = sentences(text)
    one_per_name = False
    if ss and (m := _ONE_PER_NAME.fullmatch(ss[-1])) is not None:
        if m[1] != name:
            return None
        one_per_name = True
        ss = ss[:-1]
    m = _ZONE_HEAD.fullmatch(ss[0]) if ss else None
    if m is None:
        return None
    ops = _effect_ops([m[3][0].upper() + m[3][1:], *ss[1:]])
    could_change = usable_check(ops) if ops else None
    if could_change is None:
        return None
    cond = ZONE_CONDITIONS.get(m[2]) if m[2] else None
    return AbilityImpl(effect=ops, once_per_turn=True, one_per_name=one_per_name,
                       usable=could_change if cond is None else _both(cond, could_change),
                       zone="hand" if m[1] == "hand" else "discard")




# -- "If this Pokémon is damaged by an attack from your opponent's Pokémon …" (PTCG:II-E-03) ----
_DAMAGED = Regex(r"If (?:this Pokémon (?P<active>is in the Active Spot and )?|your (?P<named>.+?) "
                 r"is in the Active Spot and |your Active (?P<kind>.+?) )is damaged by an attack "
                 r"from your opponent's Pokémon \(even if (?:this|your)(?: [\w'é ]+?)? Pokémon is "
                 r"Knocked Out\), (?P<effect>.+)")


def _damaged_one(m: re.Match[str]) -> Callable[[Any, int, Any, Any], bool] | None:
    """Which damaged Pokémon the text watches, as ``AbilityImpl.damaged_if`` (None: this one,
    wherever it is, the plain ``when_damaged``)."""
    if m["named"] or m["kind"]:
        if m["named"]:  # "your Wishiwashi or Wishiwashi ex": those names
            found = [_pokemon_named(w) for w in m["named"].split(" or ")]
            if any(f is None for f in found):
                return None
            kind = either(*(f for f in found if f is not None))
        else:  # "your Active Darkness Pokémon"
            kind = _kind_filter(m["kind"])
            if kind is None:
                return None
        return lambda g, p, slot, damaged: (g.pl(p)["active"] is damaged
                                            and kind(g.top(damaged)))
    if m["active"]:
        return lambda g, p, slot, damaged: slot is damaged and g.pl(p)["active"] is slot
    return _self_only


def _pokemon_named(name: str) -> Callable[[Any], bool] | None:
    """A Pokémon's name, or the name of the "ex" of a Pokémon that exists (the card pool may not
    hold Wishiwashi ex yet when Wishiwashi names it)."""
    if named_pokemon(name) is None and not (name.endswith(" ex") and named_pokemon(name[:-3])):
        return None
    return lambda d: d.name == name


def _self_only(g: Any, p: int, slot: Any, damaged: Any) -> bool:
    return slot is damaged


def compile_active_damaged(name: str, text: str) -> AbilityImpl | None:
    """"If this Pokémon [is in the Active Spot and] / your <names> is in the Active Spot and /
    your Active <kind> is damaged by an attack from your opponent's Pokémon (even if … is
    Knocked Out), <effect>": attack step 6 (PTCG:II-E-03), the effect run with the Pokémon
    that has the Ability as "this Pokémon". The effects worded as the Tools that say the same
    of the Pokémon they are attached to come first, then any sentences of Abilities."""
    ss = sentences(text)
    m = _DAMAGED.fullmatch(ss[0]) if ss else None
    if m is None:
        return None
    watches = _damaged_one(m)
    if watches is None:
        return None
    effect = m["effect"]
    ops: tuple[Any, ...] | None = None
    if len(ss) == 1:
        for regex, fn in WHEN_DAMAGED:
            mm = regex.fullmatch(effect[:-1])
            if mm is not None:
                ops = (fn(mm),)
                break
    if ops is None:
        ops = _effect_ops([effect[0].upper() + effect[1:], *ss[1:]])
    if not ops:
        return None
    return AbilityImpl(declared=False, when_damaged=ops,
                       damaged_if=None if watches is _self_only else watches)
