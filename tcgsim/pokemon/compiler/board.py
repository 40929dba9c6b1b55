"""What card text says about the board: conditions ("If your opponent's Active Pokémon is a
Pokémon ex") and counts ("for each Energy attached to this Pokémon").

Each phrase is a regex (matched in full) that builds a function of ``(game, player)``; in
an attack's text "this Pokémon" is the attacking Pokémon, always the player's Active
Pokémon. A phrase not listed here is not understood (the compiler returns None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.compiler.core import NUM, Regex, number
from tcgsim.pokemon.compiler.filters import noun_filter, pokemon_filter
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.carddb import cards, name_key
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.attack import attacks_used_last_turn
from tcgsim.pokemon.rules.before_hand import prizes_taken_last_turn
from tcgsim.pokemon.rules.continuous import max_hp, pokemon_types, retreat_cost
from tcgsim.pokemon.rules.damage import (
    knocked_out_by_attack_last_turn,
    pokemon_knocked_out_last_turn,
)

Cond = Callable[[Any, int], bool]
Count = Callable[[Any, int], int]
TYPES = r"(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon|Colorless|Fairy)"
CONDITIONS = ("Asleep", "Burned", "Confused", "Paralyzed", "Poisoned")


# -- whose Pokémon ---------------------------------------------------------------------------
def _this(g: Any, p: int) -> list[Slot]:
    return [g.pl(p)["active"]] if g.pl(p)["active"] is not None else []


def _bench(g: Any, p: int) -> list[Slot]:
    return list(g.pl(p)["bench"])


def _opp_active(g: Any, p: int) -> list[Slot]:
    return [g.pl(1 - p)["active"]] if g.pl(1 - p)["active"] is not None else []


#: "this Pokémon", "your opponent's Active Pokémon", "all of your Pokémon", …
HOLDERS: dict[str, Callable[[Any, int], list[Slot]]] = {
    "this Pokémon": _this,
    "your opponent's Active Pokémon": _opp_active,
    "all of your Pokémon": lambda g, p: in_play(g.s, p),
    "all of your opponent's Pokémon": lambda g, p: in_play(g.s, 1 - p),
    "all Pokémon": lambda g, p: in_play(g.s, p) + in_play(g.s, 1 - p),
    "both Active Pokémon": lambda g, p: _this(g, p) + _opp_active(g, p),
    "all of your Benched Pokémon": lambda g, p: list(g.pl(p)["bench"]),
    "your Benched Pokémon": lambda g, p: list(g.pl(p)["bench"]),
}
HOLDER = "(" + "|".join(re.escape(h) for h in HOLDERS) + ")"


def _energy_units(g: Any, slots: list[Slot], type_: str | None) -> int:
    if type_ is None:
        return sum(len(g.energy_provided(s)) for s in slots)
    return sum(g.energy_of_type(s, type_) for s in slots)


def _status(g: Any, slot: Slot) -> list[str]:
    out = [c for c, on in (("Poisoned", slot["psn"]), ("Burned", slot["brn"])) if on]
    return out + ([slot["sp"].capitalize()] if slot["sp"] else [])


def _prizes_taken(g: Any, p: int) -> int:
    return int(g.s["prize_count"]) - len(g.pl(p)["prizes"])


# -- counts ("for each …") ---------------------------------------------------------------------
def _count_forms() -> list[tuple[str, Callable[[re.Match[str]], Count | None]]]:
    return [
        (rf"{TYPES}? ?Energy attached to {HOLDER}",
         lambda m: lambda g, p: _energy_units(g, HOLDERS[m[2]](g, p), m[1])),
        (rf"damage counter on {HOLDER}",
         lambda m: lambda g, p: sum(s["dmg"] // 10 for s in HOLDERS[m[1]](g, p))),
        (r"of your opponent's Benched Pokémon", lambda m: lambda g, p: len(g.pl(1 - p)["bench"])),
        (r"of your Benched Pokémon", lambda m: lambda g, p: len(g.pl(p)["bench"])),
        (r"Benched Pokémon \(both yours and your opponent's\)",
         lambda m: lambda g, p: len(g.pl(p)["bench"]) + len(g.pl(1 - p)["bench"])),
        (rf"Basic {TYPES}? ?Energy attached to {HOLDER}",
         lambda m: lambda g, p: _basic_energy_cards(g, HOLDERS[m[2]](g, p), m[1])),
        (r"of your (.+?) in play", _yours_in_play),
        # "of your Pokémon in play that has "Tauros" in its name" (the name part after "in play")
        (r'of your (Pokémon) in play( that has "[^"]+" in its name)',
         lambda m: _yours_in_play(re.fullmatch(r"(.+)", m[1] + m[2]))),  # type: ignore[arg-type]
        (r"of your opponent's (.+) in play", _theirs_in_play),
        (r"(.+) on (your opponent's|your) Bench", _kind_on_bench),
        (rf"Special Energy attached to {HOLDER}",
         lambda m: lambda g, p: sum(1 for s in HOLDERS[m[1]](g, p) for c in s["energy"]
                                    if g.d(c).is_special_energy)),
        (rf"{TYPES}? ?Energy attached to all of (your opponent's|your) (.+)", _energy_of_kind),
        (r"Pokémon in play that has \"(.+?)\" or \"(.+?)\" in its name \(both yours and your "
         r"opponent's\)", _named_either_in_play),
        (r"damage counter on all of your (Benched )?(.+)", _counters_on_yours),
        (r"(.+? card(?: that has \"[^\"]+\" in its name)?) in (your|your opponent's) discard "
         r"pile", _in_discard),
        (r"of your (Benched )?(.+?) that has any damage counters on it", _damaged_yours),
        (r"of your Pokémon in play that has the (.+) attack",
         lambda m: lambda g, p: sum(_has_attack(g.top(s), m[1]) for s in in_play(g.s, p))),
        (r"of your Benched Pokémon that has the (.+) attack",
         lambda m: lambda g, p: sum(_has_attack(g.top(s), m[1]) for s in g.pl(p)["bench"])),
        (r"Pokémon in your discard pile that has the (.+) attack",
         lambda m: lambda g, p: sum(_has_attack(g.d(c), m[1]) for c in g.pl(p)["discard"])),
        (r"Prize card your opponent has taken", lambda m: lambda g, p: _prizes_taken(g, 1 - p)),
        (r"Prize card you have taken", lambda m: lambda g, p: _prizes_taken(g, p)),
        (r"Prize card your opponent took during their last turn",
         lambda m: lambda g, p: prizes_taken_last_turn(g, 1 - p)),
        (r"card in your opponent's hand", lambda m: lambda g, p: len(g.pl(1 - p)["hand"])),
        (r"card in your hand", lambda m: lambda g, p: len(g.pl(p)["hand"])),
        (rf"Special Energy card attached to {HOLDER}",
         lambda m: lambda g, p: sum(g.d(c).is_special_energy for s in HOLDERS[m[1]](g, p)
                                    for c in s["energy"])),
        (rf"Pokémon Tool attached to {HOLDER}",
         lambda m: lambda g, p: sum(len(s["tools"]) for s in HOLDERS[m[1]](g, p))),
        (r"Special Condition affecting your opponent's Active Pokémon",
         lambda m: lambda g, p: sum(len(_status(g, s)) for s in _opp_active(g, p))),
        (r"Colorless in your opponent's Active Pokémon's Retreat Cost",
         lambda m: lambda g, p: sum(_retreat(g, s) for s in _opp_active(g, p))),
        (r"of your opponent's Pokémon ex and Pokémon V in play",
         lambda m: lambda g, p: sum(_ex_or_v(g.top(s)) for s in in_play(g.s, 1 - p))),
        (r"damage counter on all of your Benched ([A-Z][\w'.\- ]*)",  # a name: "Rattata"
         lambda m: lambda g, p: sum(s["dmg"] // 10 for s in g.pl(p)["bench"]
                                    if g.top(s).name == m[1])),
        (rf"{TYPES} Pokémon you have in play",
         lambda m: lambda g, p: sum(m[1] in pokemon_types(g, s) for s in in_play(g.s, p))),
        (r"([A-Z][\w'.\- ]*) you have in play", _yours_in_play),  # "each Maushold you have …"
        (rf"of your Benched Pokémon that has any {TYPES} Energy attached",
         lambda m: lambda g, p: sum(1 for s in g.pl(p)["bench"] if _energy_units(g, [s], m[1]))),
        (r"of your Benched Pokémon that has a maximum HP of (\d+)",
         lambda m: lambda g, p: sum(1 for s in g.pl(p)["bench"] if max_hp(g, s) == int(m[1]))),
        (r"type of Basic Energy attached to all of your Pokémon",  # Sylveon ex
         lambda m: lambda g, p: len({g.d(c).energy_type for s in in_play(g.s, p)
                                     for c in s["energy"] if g.d(c).is_basic_energy})),
        (r"of your Benched (.+)", _yours_benched),
    ]


def _yours_benched(m: re.Match[str]) -> Count | None:
    """"for each of your Benched Pokémon that has "Antique" in its name", "… of your Benched
    Charjabug" (a Pokémon by name)."""
    pk = pokemon_filter(m[1])
    if pk is None and not _named_pokemon(m[1]):
        return None
    what = pk[0] if pk is not None else F.named(m[1])
    return lambda g, p: sum(1 for s in g.pl(p)["bench"] if what(g.top(s)))


def _ex_or_v(d: Any) -> bool:
    return bool({"ex", "V", "VMAX", "VSTAR", "V-UNION"} & set(d.subtypes))


def _basic_energy_cards(g: Any, slots: list[Slot], type_: str | None) -> int:
    """"Basic Energy" counts cards, not the Energy they provide (PTCG:II-E-39: a Basic
    [type] Energy card is one by its name)."""
    return sum(1 for s in slots for c in s["energy"]
               if g.d(c).is_basic_energy and (type_ is None or g.d(c).energy_type == type_))


def _yours_in_play(m: re.Match[str], group: int = 1) -> Count | None:
    """"for each of your [Team Rocket's] Pokémon in play", "… of your Beedrill and Beedrill ex in
    play" (card names); the Pokémon named by ``m[group]``."""
    pk = pokemon_filter(m[group])
    if pk is not None:
        what = pk[0]
    else:
        named = [F.named(n) if cards().by_name(n) else None
                 for n in re.split(r",? and |, ", m[group])]
        if not all(named):
            return None
        what = F.either(*named)  # type: ignore[arg-type]
    return lambda g, p: sum(1 for s in in_play(g.s, p) if what(g.top(s)))


def _played_supporter(what: str) -> Cond | None:
    """"you played <a Supporter card | Emma> from your hand during this turn": the turn's
    Supporter is remembered by name."""
    if what == "a Supporter card":
        return lambda g, p: g.current == p and bool(g.s["tf"].get("supporter"))
    m = re.fullmatch(r"an? (Ancient|Future) Supporter card", what)
    if m is not None:  # the Supporter's card, by the name remembered
        kind = m[1]
        return lambda g, p: g.current == p and bool(g.s["tf"].get("supporter")) and any(
            kind in d.subtypes for d in cards().by_name(g.s["tf"]["supporter"]))
    m = re.fullmatch(r'a Supporter card that has "(.+)" in its name', what)
    if m is not None:  # "… that has "Team Rocket" in its name"
        part = m[1]
        return lambda g, p: g.current == p and part in (g.s["tf"].get("supporter") or "")
    found = cards().by_name(what)
    if not found or found[0].trainer_kind != "Supporter":
        return None
    return lambda g, p: g.current == p and g.s["tf"].get("supporter") == what


_USED = Regex(r"(this Pokémon|1 of your (other )?(.+?)) used (an attack|[A-Z][\w'\- ]+) during your "
              r"last turn")


def _used_last_turn(phrase: str) -> Cond | None:
    """"this Pokémon used <attack> during your last turn", "1 of your Pokémon used <attack> …",
    "1 of your other Ancient Pokémon used an attack …" (the attacks a player declared are
    remembered, rules.attack.remember_attack; "this Pokémon" is the Active Pokémon by its slot,
    so one that left play and came back is another Pokémon)."""
    m = _USED.fullmatch(phrase)
    if m is None:
        return None
    pk = pokemon_filter(m[3]) if m[3] else (F.pokemon, False)
    if pk is None:
        return None
    this, other, what = m[1] == "this Pokémon", bool(m[2]), pk[0]
    name = None if m[4] == "an attack" else m[4]

    def used(g: Any, p: int) -> bool:
        active = g.pl(p)["active"]
        me = active["id"] if active is not None else None
        return any((name is None or e[2] == name)
                   and (e[1] == me if this else not (other and e[1] == me) and what(cards().get(e[3])))
                   for e in attacks_used_last_turn(g, p))

    return used


def _damaged_yours(m: re.Match[str]) -> Count | None:
    """"for each of your [Benched] <kind> Pokémon that has any damage counters on it"."""
    pk = pokemon_filter(m[2])
    if pk is None:
        return None
    what, bench = pk[0], bool(m[1])
    return lambda g, p: sum(1 for s in (g.pl(p)["bench"] if bench else in_play(g.s, p))
                            if s["dmg"] > 0 and what(g.top(s)))


def _theirs_in_play(m: re.Match[str]) -> Count | None:
    """"for each of your opponent's Pokémon ex in play"."""
    pk = pokemon_filter(m[1])
    if pk is None:
        return None
    what = pk[0]
    return lambda g, p: sum(1 for s in in_play(g.s, 1 - p) if what(g.top(s)))


def _kind_on_bench(m: re.Match[str]) -> Count | None:
    """"Stage 2 Pokémon on your Bench": that player's Benched Pokémon of the kind."""
    found = pokemon_filter(m[1])
    if found is None:
        return None
    kind, theirs = found[0], m[2] != "your"
    return lambda g, p: sum(1 for s in g.pl(1 - p if theirs else p)["bench"] if kind(g.top(s)))


def _energy_of_kind(m: re.Match[str]) -> Count | None:
    """"Lightning Energy attached to all of your Iono's Pokémon"."""
    found = pokemon_filter(m[3])
    if found is None:
        return None
    kind, type_, theirs = found[0], m[1], m[2] != "your"

    def units(g: Any, p: int) -> int:
        slots = in_play(g.s, 1 - p if theirs else p)
        return _energy_units(g, [s for s in slots if kind(g.top(s))], type_)

    return units


def _named_either_in_play(m: re.Match[str]) -> Count:
    """"Pokémon in play that has "Koffing" or "Weezing" in its name (both yours and …)"."""
    parts = (m[1].lower(), m[2].lower())
    return lambda g, p: sum(1 for s in in_play(g.s, p) + in_play(g.s, 1 - p)
                            if any(x in g.top(s).name.lower() for x in parts))


def _counters_on_yours(m: re.Match[str]) -> Count | None:
    """"for each damage counter on all of your [Benched] Cynthia's Pokémon"."""
    pk = pokemon_filter(m[2])
    if pk is None:
        return None
    what, bench = pk[0], bool(m[1])
    return lambda g, p: sum(s["dmg"] // 10 for s in (g.pl(p)["bench"] if bench else in_play(g.s, p))
                            if what(g.top(s)))


def _in_discard(m: re.Match[str]) -> Count | None:
    """"for each Basic Energy card in your opponent's discard pile"."""
    noun = noun_filter(m[1])
    if noun is None:
        return None
    what, whose = noun[0], m[2]
    return lambda g, p: sum(1 for c in g.pl(p if whose == "your" else 1 - p)["discard"]
                            if what(g.d(c)))


def _has_attack(d: Any, name: str) -> bool:
    """PTCG:II-E-37: a Pokémon "has the attack X" when X is printed on the card (for one in
    play, its top card): attacks it may use through other cards' effects do not count."""
    return d.is_pokemon and any(a.name == name for a in d.attacks)


def _retreat(g: Any, slot: Slot) -> int:
    return retreat_cost(g, slot)


COUNTS: list[tuple[Regex, Callable[[re.Match[str]], Count | None]]] = [
    (Regex(rx), build) for rx, build in _count_forms()]


def count(phrase: str) -> Count | None:
    """The first count form that reads the phrase (a form whose Pokémon or card words are not
    understood reads nothing)."""
    for rx, build in COUNTS:
        m = rx.fullmatch(phrase)
        if m is not None and (found := build(m)) is not None:
            return found
    return None


# -- conditions ("If …, …") --------------------------------------------------------------------
def _on_bench(words: str) -> Cond | None:
    """"a Pokémon that has "Nidoking" in its name is on your Bench", "Beldum and Metang are
    on your Bench" (each one there)."""
    found = [noun_filter(w) for w in words.split(" and ")]
    if any(f is None for f in found):
        return None
    kinds = [f[0] for f in found if f is not None]
    return lambda g, p: all(any(k(g.top(s)) for s in g.pl(p)["bench"]) for k in kinds)


def _opp_active_is(test: Callable[[Any, Slot], bool]) -> Cond:
    return lambda g, p: any(test(g, s) for s in _opp_active(g, p))


def _this_is(test: Callable[[Any, Slot], bool]) -> Cond:
    return lambda g, p: any(test(g, s) for s in _this(g, p))


def _kind_test(kind: str) -> Callable[[Any, Slot], bool] | None:
    """"a Pokémon ex", "a Pokémon ex or Pokémon V", "an Evolution Pokémon", "a Stage 2
    Pokémon", "a Basic Pokémon", "a Darkness Pokémon"."""
    kinds = {
        "a Pokémon ex": lambda d: "ex" in d.subtypes,
        "a Pokémon V": lambda d: bool({"V", "VMAX", "VSTAR"} & set(d.subtypes)),
        "a Pokémon ex or Pokémon V": lambda d: bool({"ex", "V", "VMAX", "VSTAR"} & set(d.subtypes)),
        "an Evolution Pokémon": lambda d: d.stage not in (None, "Basic"),
        "a Basic Pokémon": lambda d: d.stage == "Basic",
        "a Stage 1 Pokémon": lambda d: d.stage == "Stage 1",
        "a Stage 2 Pokémon": lambda d: d.stage == "Stage 2",
        "a Tera Pokémon": lambda d: d.is_tera,
    }
    test = kinds.get(kind)
    m = re.fullmatch(rf"an? {TYPES} Pokémon", kind)
    if test is None and m is not None:
        type_ = m[1]
        test = lambda d: type_ in d.types  # noqa: E731
    if test is None:
        return None
    final = test
    return lambda g, s: bool(final(g.top(s)))


#: "you don't have X" is "not (you have X)": the negated verb and its positive form
_NEGATED = Regex(r"(.+?) (don't have|doesn't have|isn't|didn't play) (.+)")
_POSITIVE = {"don't have": "have", "doesn't have": "has", "isn't": "is", "didn't play": "played"}


def _named_pokemon(name: str) -> bool:
    found = cards().by_name(name)
    return bool(found) and found[0].is_pokemon


def _hand_size(opponent: bool, n: int, how: str) -> Cond:
    """"you have exactly 3 cards in your hand", "… 10 or more …", "your opponent has 3 or
    fewer cards in their hand"."""

    def cond(g: Any, p: int) -> bool:
        k = len(g.pl(1 - p if opponent else p)["hand"])
        return k == n if how == "exactly" else k >= n if how == "or more" else k <= n

    return cond


def _board_condition(phrase: str) -> Cond | None:
    """Conditions on the player's own board and hand (names, counts of cards)."""
    used = _used_last_turn(phrase)
    if used is not None:
        return used
    m = re.fullmatch(rf"you have {NUM} or more (.+?) in play", phrase)
    counted = _yours_in_play(m, 2) if m is not None else None
    if m is not None and counted is not None:  # "4 or more Team Rocket's Pokémon in play"
        n, count = number(m[1]), counted
        return lambda g, p: count(g, p) >= n
    m = re.fullmatch(r"(?:you have (.+?)|(.+?) is) (on your Bench|in play)", phrase)
    names = (m[1] or m[2]).split(" and ") if m is not None else []
    if m is not None and all(_named_pokemon(n) for n in names):
        # "If Illumise is on your Bench" says the same as "If you have Illumise on your Bench";
        # "Uxie and Azelf": each of them
        bench = m[3] == "on your Bench"
        return lambda g, p: all(any(g.top(s).name == n for s in
                                    (g.pl(p)["bench"] if bench else in_play(g.s, p)))
                                for n in names)
    if phrase == "you have the same number of cards in your hand as your opponent":
        return lambda g, p: len(g.pl(p)["hand"]) == len(g.pl(1 - p)["hand"])
    m = re.fullmatch(rf"(you|your opponent) (?:has|have) exactly {NUM}(?: or {NUM})? Prize "
                     r"cards? remaining", phrase)
    if m is not None:
        who, ns = m[1], {number(n) for n in (m[2], m[3]) if n}
        return lambda g, p: len(g.pl(p if who == "you" else 1 - p)["prizes"]) in ns
    m = re.fullmatch(r"any of your (.+?) were Knocked Out( by damage from an attack)? during your "
                     r"opponent's last turn", phrase)
    # "any of your Pokémon were …" is read from the turns alone (below, and game_conditions)
    pk = pokemon_filter(m[1]) if m is not None and m[1] != "Pokémon" else None
    if m is not None and pk is not None:
        what, by_attack = pk[0], bool(m[2])
        return lambda g, p: any(what(cards().get(cid)) for cid in
                                pokemon_knocked_out_last_turn(g, p, by_attack))
    m = re.fullmatch(r"this Pokémon's remaining HP is (\d+) or less", phrase)
    if m is not None:
        hp = int(m[1])
        return _this_is(lambda g, s: max_hp(g, s) - s["dmg"] <= hp)
    m = re.fullmatch(r"any of your Benched (.+?) have any damage counters on them", phrase)
    pk = pokemon_filter(m[1]) if m is not None else None
    if m is not None and pk is None and _named_pokemon(m[1]):
        pk = (F.named(m[1]), False)
    if pk is not None:
        what = pk[0]
        return lambda g, p: any(s["dmg"] > 0 and what(g.top(s)) for s in g.pl(p)["bench"])
    if phrase == "all of your Benched Pokémon have at least 1 damage counter on them":
        # Drampa's Raging Cannon: with no Benched Pokémon there is none to have one
        return lambda g, p: bool(g.pl(p)["bench"]) and all(s["dmg"] > 0 for s in g.pl(p)["bench"])
    m = re.fullmatch(r"all of your Pokémon in play are (.+)", phrase)
    pk = pokemon_filter(m[1]) if m is not None else None
    if pk is not None:
        what = pk[0]
        return lambda g, p: all(what(g.top(s)) for s in in_play(g.s, p))
    m = re.fullmatch(rf"(you have|your opponent has) (exactly )?{NUM}( or more| or fewer)? cards "
                     r"in (?:your|their) hand", phrase)
    if m is not None and bool(m[2]) != bool(m[4]):
        return _hand_size(m[1] != "you have", number(m[3]), (m[4] or " exactly").strip())
    m = re.fullmatch(rf"you have {NUM} or more (.+) in your discard pile", phrase)
    noun = noun_filter(m[2]) if m is not None else None
    if m is not None and noun is not None:
        n, what = number(m[1]), noun[0]
        return lambda g, p: sum(1 for c in g.pl(p)["discard"] if what(g.d(c))) >= n
    m = re.fullmatch(r"(you|your opponent) (?:has|have) (no|any) (.+?) in play", phrase)
    kinds = [pokemon_filter(k) for k in m[3].split(" or ")] if m is not None else []
    if m is not None and all(kinds):
        # "your opponent has no Pokémon ex or Pokémon V in play" (Slaking ex)
        of_kind = F.either(*(k[0] for k in kinds if k is not None))
        theirs, wanted = m[1] != "you", m[2] == "any"
        return lambda g, p: wanted == any(of_kind(g.top(s))
                                          for s in in_play(g.s, 1 - p if theirs else p))
    return None


def _types_in_play(g: Any, p: int) -> set[str]:
    return {t for s in in_play(g.s, p) for t in g.top(s).types}


def condition(phrase: str) -> Cond | None:
    """The condition of "If <phrase>, …" as a function of (game, player), or None."""
    m = _NEGATED.fullmatch(phrase)
    if m is not None:
        positive = condition(f"{m[1]} {_POSITIVE[m[2]]} {m[3]}")
        return None if positive is None else (lambda g, p: not positive(g, p))
    found = _board_condition(phrase)
    if found is not None:
        return found
    m = re.fullmatch(r"your opponent's Active Pokémon is (an? .+)", phrase)
    if m is not None:
        test = _kind_test(m[1])
        return _opp_active_is(test) if test is not None else None
    one = "(" + "|".join(CONDITIONS) + ")"
    m = re.fullmatch(rf"(your opponent's Active Pokémon|this Pokémon) is {one}(?: or {one})?",
                     phrase)
    if m is not None:
        names = {m[2], m[3]}
        on = _opp_active_is if m[1] != "this Pokémon" else _this_is
        return on(lambda g, s: bool(names.intersection(_status(g, s))))
    if phrase == "your opponent's Active Pokémon is affected by a Special Condition":
        return _opp_active_is(lambda g, s: bool(_status(g, s)))
    if phrase == "this Pokémon is affected by a Special Condition":
        return _this_is(lambda g, s: bool(_status(g, s)))
    if re.fullmatch(r"your opponent's Active Pokémon (already )?has (any )?damage counters on it",
                    phrase):
        return _opp_active_is(lambda g, s: s["dmg"] > 0)
    m = re.fullmatch(rf"your opponent's Active Pokémon has exactly {NUM} damage counters on it",
                     phrase)
    if m is not None:
        n = number(m[1])
        return _opp_active_is(lambda g, s: s["dmg"] == 10 * n)
    if phrase == "this Pokémon has any damage counters on it":
        return _this_is(lambda g, s: s["dmg"] > 0)
    if phrase == ("any of your Pokémon in play are the same type as any of your opponent's "
                  "Pokémon in play"):
        return lambda g, p: not _types_in_play(g, p).isdisjoint(_types_in_play(g, 1 - p))
    if phrase == "this Pokémon has no damage counters on it":
        return _this_is(lambda g, s: g.full_hp(s))
    if phrase == "this Pokémon has a Pokémon Tool attached":
        return _this_is(lambda g, s: bool(s["tools"]))
    if phrase == "your opponent's Active Pokémon has a Pokémon Tool attached":
        return _opp_active_is(lambda g, s: bool(s["tools"]))
    if phrase == "this Pokémon has any Special Energy attached":
        return _this_is(lambda g, s: any(g.d(c).is_special_energy for c in s["energy"]))
    m = re.fullmatch(rf"this Pokémon has any {TYPES} Energy attached", phrase)
    if m is not None:
        energy_type = m[1]
        return _this_is(lambda g, s: _energy_units(g, [s], energy_type) > 0)
    m = re.fullmatch(rf"this Pokémon has {NUM} or more damage counters on it", phrase)
    if m is not None:
        counters = number(m[1])
        return _this_is(lambda g, s: s["dmg"] // 10 >= counters)
    m = re.fullmatch(r"(this Pokémon has|your Benched Pokémon have) (any|no) (.+ Energy) attached",
                     phrase)
    if m is not None and not re.fullmatch(rf"{TYPES} Energy", m[3]) and cards().by_name(m[3]):
        # a Special Energy card by its name ("Voltaic Lightning Energy"), not Energy of a type
        holders = _this if m[1] == "this Pokémon has" else _bench
        name, wanted = m[3], m[2] == "any"
        return lambda g, p: any(g.d(c).name == name for s in holders(g, p)
                                for c in s["energy"]) == wanted
    if phrase == "you have no cards in your hand":
        return lambda g, p: not g.pl(p)["hand"]
    m = re.fullmatch(r"this Pokémon has any (.+) attached", phrase)
    if m is not None and (named := noun_filter(m[1])) is not None and named[1]:
        what = named[0]  # "any Team Rocket's Energy": a card by its name
        return _this_is(lambda g, s: any(what(g.d(c)) for c in (*s["energy"], *s["tools"])))
    if phrase in ("a Stadium is in play", "you have a Stadium in play"):
        mine = phrase.startswith("you")
        return lambda g, p: g.s["stadium"] is not None and (not mine or g.owner(g.s["stadium"]) == p)
    if phrase == "your Benched Pokémon have any damage counters on them":
        return lambda g, p: any(s["dmg"] > 0 for s in g.pl(p)["bench"])
    m = re.fullmatch(r"any of your Benched (.+) have any damage counters on them", phrase)
    if m is not None and (found := noun_filter(m[1])) is not None:
        benched = found[0]  # "any of your Benched Cubone"
        return lambda g, p: any(s["dmg"] > 0 and benched(g.top(s)) for s in g.pl(p)["bench"])
    m = re.fullmatch(r"(?:an? )?(.+?) (?:is|are) on your Bench", phrase)
    if m is not None:
        return _on_bench(m[1])
    m = re.fullmatch(r"the Retreat Cost of your opponent's Active Pokémon is ((?:Colorless)+) or "
                     r"more", phrase)
    if m is not None:
        least = m[1].count("Colorless")
        return _opp_active_is(lambda g, s: retreat_cost(g, s) >= least)
    if phrase == "this Pokémon has more Energy attached than your opponent's Active Pokémon":
        return lambda g, p: bool(_opp_active(g, p)) and (
            _energy_units(g, _this(g, p), None) > _energy_units(g, _opp_active(g, p), None))
    m = re.fullmatch(rf"(you|your opponent) (?:has|have) (exactly )?{NUM}( or fewer)? Prize cards? "
                     r"remaining", phrase)
    if m is not None and bool(m[2]) != bool(m[4]):
        who, n, exactly = m[1], number(m[3]), bool(m[2])
        return lambda g, p: (len(g.pl(p if who == "you" else 1 - p)["prizes"])
                             in ((n,) if exactly else range(n + 1)))
    if phrase == "you have the same number of cards in your hand as your opponent":
        return lambda g, p: len(g.pl(p)["hand"]) == len(g.pl(1 - p)["hand"])
    m = re.fullmatch(rf"you have any (?:{TYPES} )?Mega Evolution Pokémon ex in play", phrase)
    if m is not None:
        type_ = m[1]
        return lambda g, p: any(F.mega_evolution_ex(g.top(s))
                                and (not type_ or type_ in pokemon_types(g, s))
                                for s in in_play(g.s, p))
    m = re.fullmatch(r"you played (.+?) from your hand (?:during )?this turn", phrase)
    if m is not None:  # "… a Supporter card" or a Supporter's name (PTCG:II-E-25)
        return _played_supporter(m[1])
    if phrase == "your opponent's Active Pokémon has no Retreat Cost":
        return _opp_active_is(lambda g, s: retreat_cost(g, s) == 0)
    if phrase == ("any of your Pokémon were Knocked Out by damage from an attack during your "
                  "opponent's last turn"):
        return knocked_out_by_attack_last_turn
    if phrase == "you have more Prize cards remaining than your opponent":
        return lambda g, p: len(g.pl(p)["prizes"]) > len(g.pl(1 - p)["prizes"])
    m = re.fullmatch(rf"your opponent has any {TYPES} Pokémon in play", phrase)
    if m is not None:
        type_ = m[1]
        return lambda g, p: any(type_ in pokemon_types(g, s) for s in in_play(g.s, 1 - p))
    m = re.fullmatch(rf"you have any (Stage 1 |Stage 2 )?(?:{TYPES}|(Tera)) Pokémon (on your Bench|"
                     r"in play)", phrase)
    if m is not None:
        stage, type_, tera, bench = (m[1] or "").strip(), m[2], bool(m[3]), m[4] == "on your Bench"
        return lambda g, p: any((g.top(s).is_tera if tera else type_ in pokemon_types(g, s))
                                and (not stage or g.top(s).stage == stage)
                                for s in (g.pl(p)["bench"] if bench else in_play(g.s, p)))
    m = re.fullmatch(rf"your opponent has {NUM} or more Benched Pokémon", phrase)
    if m is not None:
        n = number(m[1])
        return lambda g, p: len(g.pl(1 - p)["bench"]) >= n
    m = re.fullmatch(rf"there are {NUM} or fewer cards in your deck", phrase)
    if m is not None:
        n = number(m[1])
        return lambda g, p: len(g.pl(p)["deck"]) <= n
    m = re.fullmatch(rf"you have (?:at least {NUM}|{NUM} or more) (?:{TYPES} )?Energy in play",
                     phrase)
    if m is not None:
        n, type_ = number(m[1] or m[2]), m[3]
        return lambda g, p: _energy_units(g, in_play(g.s, p), type_) >= n
    if phrase == "this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached":
        return lambda g, p: bool(_opp_active(g, p)) and (
            _energy_units(g, _this(g, p), None) == _energy_units(g, _opp_active(g, p), None))
    m = re.fullmatch(rf"this Pokémon has (?:{NUM} or more|(any)) {TYPES} Energy attached", phrase)
    if m is not None:
        n, type_ = 1 if m[2] else number(m[1]), m[3]
        return lambda g, p: _energy_units(g, _this(g, p), type_) >= n
    return _more_conditions(phrase)


def _more_conditions(phrase: str) -> Cond | None:
    """Conditions of the White Flare, Phantasmal Flames and Shrouded Fable texts."""
    m = re.fullmatch(r"your opponent's Active Pokémon isn't (an? .+)", phrase)
    if m is not None:
        test = _kind_test(m[1])
        return None if test is None else (lambda g, p: not _opp_active_is(test)(g, p))
    if phrase == "your opponent's Active Pokémon has any Special Energy attached":
        return _opp_active_is(lambda g, s: any(g.d(c).is_special_energy for c in s["energy"]))
    if phrase == ("your opponent's Active Pokémon has no damage counters on it before this "
                  "attack does damage"):  # asked at attack step 4, before the damage
        return _opp_active_is(lambda g, s: s["dmg"] <= 0)
    m = re.fullmatch(rf"your opponent's Active Pokémon has {TYPES} Resistance", phrase)
    if m is not None:
        type_ = m[1]
        return _opp_active_is(lambda g, s: any(t == type_ for t, _ in g.top(s).resistances))
    m = re.fullmatch(r"this Pokémon is (" + "|".join(CONDITIONS) + ")", phrase)
    if m is not None:
        cond_name = m[1]
        return _this_is(lambda g, s: cond_name in _status(g, s))
    m = re.fullmatch(rf"you have {NUM} or more Basic {TYPES} Energy cards in your discard pile",
                     phrase)
    if m is not None:
        n, energy = number(m[1]), f"Basic {m[2]} Energy"
        return lambda g, p: sum(g.d(c).name == energy for c in g.pl(p)["discard"]) >= n
    m = re.fullmatch(rf"you have {NUM} or fewer Benched Pokémon", phrase)
    if m is not None:
        n = number(m[1])
        return lambda g, p: len(g.pl(p)["bench"]) <= n
    if phrase == "you have the same number of cards in your hand as your opponent":
        return lambda g, p: len(g.pl(p)["hand"]) == len(g.pl(1 - p)["hand"])
    m = re.fullmatch(r"your opponent has any (Ancient|Future|Tera) Pokémon in play", phrase)
    if m is not None:
        kind = m[1]
        return lambda g, p: any(kind in g.top(s).subtypes for s in in_play(g.s, 1 - p))
    m = re.fullmatch(r"([A-Z][\w'.\- ]*?) is on your Bench", phrase)
    if m is not None:
        name = m[1]
        return lambda g, p: any(g.top(s).name == name for s in g.pl(p)["bench"])
    m = re.fullmatch(r"([A-Z][\w'.\- ]*?) is in your discard pile", phrase)
    if m is not None:
        name = m[1]
        return lambda g, p: any(g.d(c).name_key == name_key(name) for c in g.pl(p)["discard"])
    return None
