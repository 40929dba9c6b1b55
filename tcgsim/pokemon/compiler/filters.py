"""Card phrases of printed text: how many cards, and which ("up to 2 Basic Pokémon",
"a Basic Water Energy card", "any number of Pokémon that have "Rotom" in their name").

One parser for every pattern module, so a phrase means the same wherever it is printed.
The filters are those of :mod:`tcgsim.pokemon.effects.filters` (hand-written cards use them
too). What the parser does not fully understand gives None: never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tcgsim.pokemon.compiler.core import NUM, Regex, number
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.carddb import cards

TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal",
         "Dragon", "Fairy", "Colorless")
TRAINER_KINDS = {"Item": "Item", "Supporter": "Supporter", "Pokémon Tool": "Pokémon Tool",
                 "Stadium": "Stadium"}
#: "exact": choose the stated number if there are that many (PTCG:II-D-04); "up_to": 0..n
#: (PTCG:II-D-05); "any": any number (PTCG:II-D-02); "all": every one (PTCG:II-D-03).
MODES = ("exact", "up_to", "any", "all")


@dataclass(frozen=True)
class CardSpec:
    """A counted card phrase. ``typed`` is False for plain "card(s)" (any card): from a
    hidden zone those must be chosen in the stated number (PTCG:II-E-33, II-E-34)."""

    n: int
    mode: str
    what: F.Filter
    label: str
    typed: bool = True
    basic_pokemon_only: bool = False
    #: "a Basic Psychic Energy card, a Basic Metal Energy card, or 1 of each": at most one card
    #: of each of these (``what`` is any of them)
    one_each: tuple[F.Filter, ...] = ()
    #: "an amount of Basic Energy up to the number of heads": the most is a script variable
    #: an earlier part counted (the coins flipped)
    n_var: str | None = None


_TYPE = "|".join(TYPES)
_POKEMON = Regex(
    r"(?:(?P<stage>Basic|Evolution|Stage 1|Stage 2|Mega Evolution|Tera|Ancient|Future) )?"
    rf"(?:(?P<type>{_TYPE}) )?"
    r"(?:(?P<owner>(?:[A-Z][\w.]* )*[A-Z][\w.]*'s) )?"
    r"Pokémon(?P<ex> ex| V)?"
    r"(?: with (?P<hp>\d+) HP or less)?"
    rf"(?: with (?P<resist>{_TYPE}) Resistance)?"
    r"(?P<rulebox> with a Rule Box)?"
    r"(?: that (?:has|have) \"(?P<inname>[^\"]+)\" in (?:its|their) names?)?"
    r"(?P<norule> that (?:doesn't|don't) have a Rule Box)?"
)
_STAGES = {"Basic": F.basic_pokemon, "Evolution": F.evolution_pokemon,
           "Stage 1": F.stage("Stage 1"), "Stage 2": F.stage("Stage 2"),
           "Mega Evolution": F.subtype("MEGA"), "Tera": F.subtype("Tera"),
           "Ancient": F.subtype("Ancient"), "Future": F.subtype("Future")}
_IN_NAME = Regex(r"(?P<kind>.+?) cards? that (?:has|have) \"(?P<part>[^\"]+)\" in (?:its|their) names?")
_CARDS = Regex(r"(?P<kind>.+?) cards?")


def pokemon_filter(text: str) -> tuple[F.Filter, bool] | None:
    """A Pokémon phrase (singular or plural) -> (filter, Basic Pokémon only)."""
    m = _POKEMON.fullmatch(text)
    if m is None:
        return None
    # each of these filters asks "is it a Pokémon" itself; searches run them on every card
    # of a zone, so none is added twice
    parts: list[F.Filter] = []
    if m["stage"] == "Mega Evolution" and m["ex"] == " ex":
        parts.append(F.mega_evolution_ex)
    else:
        if m["stage"]:
            parts.append(_STAGES[m["stage"]])
        if m["ex"]:
            parts.append(F.pokemon_v if m["ex"] == " V" else F.subtype("ex"))
    if m["type"]:
        parts.append(F.pokemon_of_type(m["type"]))
    if m["hp"]:
        parts.append(F.hp_at_most(int(m["hp"])))
    if m["resist"]:
        parts.append(F.resistance(m["resist"]))
    if m["norule"]:
        parts.append(F.pokemon_without_rule_box)
    if m["rulebox"]:
        parts.append(F.pokemon_with_rule_box)
    if not parts:
        parts.append(F.pokemon)  # the name tests below don't ask it
    if m["owner"]:
        parts.append(F.trainers_pokemon(m["owner"]))
    if m["inname"]:
        parts.append(F.name_contains(m["inname"]))
    return F.all_of(*parts), m["stage"] == "Basic"


def _card_kind(kind: str) -> F.Filter | None:
    """The words before "card(s)": a Trainer kind, an Energy phrase, Ancient / Future (cards of
    that tag, Pokémon or Trainer), or a card name."""
    if kind in ("Ancient", "Future"):
        return F.tagged(kind)
    if kind in TRAINER_KINDS:
        return F.trainer_of(TRAINER_KINDS[kind])
    if kind == "Trainer":
        return F.trainer
    if kind == "Energy":
        return F.energy
    if kind == "Basic Energy":
        return F.basic_energy
    m = re.fullmatch(rf"Basic ({_TYPE}) Energy", kind)
    if m:
        return F.basic_energy_of(m[1])  # by card name (PTCG:II-E-39)
    return _named(kind)


def _named(name: str) -> F.Filter | None:
    """A card name printed as such ("Grubbin", "Arven's Sandwich"): only if such a card exists."""
    return F.named(name) if cards().by_name(name) else None


def noun_filter(text: str, combination: bool = False) -> tuple[F.Filter, bool, bool] | None:
    """A card noun -> (filter, typed, Basic Pokémon only); None if not understood.

    Alternatives ("a Silcoon or a Cascoon"; "Pokémon and Basic Energy cards" after
    "in any combination of", only there) are joined by :func:`F.either`.
    """
    if text in ("card", "cards"):
        return F.any_card, False, False
    single = _single_noun(text)
    if single is not None:
        return single
    seps = (" or an ", " or a ", " or ") + ((" and ",) if combination else ())
    for sep in seps:
        if sep in text:
            left, right = text.split(sep, 1)
            a, b = noun_filter(left, combination), noun_filter(right, combination)
            if a is None or b is None:
                return None
            return F.either(a[0], b[0]), True, a[2] and b[2]
    return None


def _single_noun(text: str) -> tuple[F.Filter, bool, bool] | None:
    pk = pokemon_filter(text)
    if pk is not None:
        return pk[0], True, pk[1]
    m = _IN_NAME.fullmatch(text)
    if m:
        kind = _card_kind(m["kind"])
        return None if kind is None else (F.all_of(kind, F.name_contains(m["part"])), True, False)
    m = _CARDS.fullmatch(text)
    if m:
        kind = _card_kind(m["kind"])
        return None if kind is None else (kind, True, False)
    named = _named(text)
    if named is not None:
        d = _first(text)
        return named, True, bool(d and d.is_basic_pokemon)
    return None


def _first(name: str):  # type: ignore[no-untyped-def]
    found = cards().by_name(name)
    return found[0] if found else None


_QUANTITY = Regex(
    rf"(?:(?P<upto>up to {NUM}(?: in any combination of)?)|(?P<any>any number of)|(?P<all>all)"
    rf"|(?P<n>{NUM})) (?P<noun>.+)"
)


_ONE_EACH = Regex(r"(?P<a>an? .+?), (?P<b>an? .+?),? or 1 of each")
_UP_TO_HEADS = Regex(r"(?:an amount|a number) of (?P<noun>.+?) up to the number of heads")
#: "up to that many Pokémon" (Perrin): as many as the part before took (its ``taken``)
_UP_TO_THAT_MANY = Regex(r"up to that many (?P<noun>.+)")


def card_phrase(text: str) -> CardSpec | None:
    """"up to 2 Basic Pokémon", "a Supporter card", "any number of Basic Energy cards", "a Fire
    Energy card, a Fighting Energy card, or 1 of each" …"""
    m = _ONE_EACH.fullmatch(text)
    if m is not None:
        a, b = card_phrase(m["a"]), card_phrase(m["b"])
        if a is None or b is None or a.n != 1 or b.n != 1:
            return None
        return CardSpec(2, "up_to", F.either(a.what, b.what), text, True, False,
                        (a.what, b.what))
    m = _UP_TO_HEADS.fullmatch(text)
    if m is not None:
        # "an amount of Basic Energy": the Energy named without "cards"
        found = noun_filter(m["noun"]) or noun_filter(f"{m['noun']} cards")
        return None if found is None else CardSpec(60, "up_to", found[0], text, found[1],
                                                   found[2], n_var="heads")
    m = _UP_TO_THAT_MANY.fullmatch(text)
    if m is not None:
        found = noun_filter(m["noun"])
        return None if found is None else CardSpec(60, "up_to", found[0], text, found[1],
                                                   found[2], n_var="taken")
    m = _QUANTITY.fullmatch(text)
    if m is None:
        return None
    noun = noun_filter(m["noun"], combination=bool(m["upto"] and "combination" in m["upto"]))
    if noun is None:
        return None
    what, typed, basic = noun
    if m["upto"]:
        n, mode = number(m[2]), "up_to"
    elif m["any"]:
        n, mode = 60, "any"
    elif m["all"]:
        n, mode = 60, "all"
    else:
        n, mode = number(m["n"]), "exact"
    return CardSpec(n, mode, what, text, typed, basic)


def names_only(text: str) -> bool:
    """Whether a counted phrase names its cards ("up to 3 Charjabug", "a Shedinja", "up to 2
    in any combination of Maushold and Maushold ex") rather than describing them."""
    m = _QUANTITY.fullmatch(text)
    if m is None:
        return False
    parts = re.split(r" or an | or a | or | and ", m["noun"])
    return all(_named(part) is not None for part in parts)


def hand_cost(phrase: str) -> tuple[tuple[Any, ...], Callable[..., bool]] | None:
    """PTCG:II-E-30: "discard <cards> from your hand in order to use this Ability" (or "… in
    order to <effect>", Prism Tower): the cost (exactly those cards, chosen when it is used) and
    whether the hand can pay it; a hand that can't pay it leaves the effect unusable."""
    spec = card_phrase(phrase)
    if spec is None or spec.mode != "exact":
        return None
    n, what = spec.n, spec.what

    def payable(g: Any, p: int, slot: dict[str, Any]) -> bool:
        return sum(1 for c in g.pl(p)["hand"] if what(g.d(c))) >= n

    # the prompt counts the cards itself: "Discard 1 Energy card", not "Discard 1 an Energy card"
    label = re.sub(r"^(?:an?|one|two|three|\d+) ", "", spec.label)
    return (("discard_from_hand", {"n": n, "what": what, "label": label}),), payable
