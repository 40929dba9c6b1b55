"""A rule-of-thumb Pokémon TCG player that reads only its view and the decision.

It plays the way a tournament player is taught to: develop the Bench, evolve (Rare
Candy too), attach an Energy every turn toward the attack it will use (the strongest
attacker in play), take the Knock Out worth the most Prizes, gust only when that gains
a Knock Out (or damage where the Active takes none), switch or retreat when a Benched
Pokémon attacks harder, then attack instead of passing. It counts its deck: an optional
draw or search is used only when the deck can spare the cards for the turns the game may
still last (and a draw only when the hand is short), so it does not deck itself out.
What a card does (draw, search, gust, heal, Energy acceleration) is read from its effect
script (:mod:`tcgsim.agents.pokemon.roles`), never from a list of names. Card facts (HP,
attacks, what evolves from what) come from the public card database by the card ids the
view shows; cards it cannot see (a deck search) are known by the option's label.

The agent remembers which main-phase action it chose last, because the
follow-up decisions of that action ("attach to which Pokémon?") do not say
what they are for in a machine-readable way.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain
from typing import Any, Generic, TypeVar, overload

from tcgsim.agents.base import fits
from tcgsim.agents.pokemon.provides import for_a_turn, types_of, units
from tcgsim.agents.pokemon.roles import Role, ability_role, attack_role, trainer_role
from tcgsim.core.decision import Decision, Option
from tcgsim.pokemon.model.carddb import Attack, CardDef, UnknownCard, cards
from tcgsim.pokemon.rules.energy import covers, unit_is

Slot = dict[str, Any]

#: Main-phase scores: the highest-scored option is taken; below 0 means "never".
EVOLVE = 95
BENCH_EARLY = 90
ENERGY = 85
DRAW_SMALL_HAND = 70
GUST = 75
GUST_MARGIN = 15  # a gust is spent only for clearly more than attacking the Active gives
ACTIVE_FIRST = 100  # Energy: the Active's attack comes before a Benched one's
ACTIVE_ATTACKS_NOW = 200  # … and more so when this Energy lets it attack this turn
COMPLETE_FIRST = 40  # … and per unit the attack still lacks, Energy goes elsewhere first
DECKS_OUT = -500  # an attack valued at most this takes more cards than the deck can spare
NEVER_PAID = 50  # how far an Energy unit no card of the own list provides is (never)
USEFUL_HIT = 60  # … with an attack worth this much or more (a 10-damage attack counts a sixth)
SEARCH_NEEDED = 65
TOOL = 60
STADIUM = 55
SWITCH_BETTER = 50
ABILITY = 50
SEARCH_SUPPORTER = 45
OTHER_ITEM = 40
RETREAT_BETTER = 40
BENCH_LATE = 35
ATTACK = 20
#: an attack scores ATTACK + its value / 10,000: a value (damage, Knock Out and Bench
#: bonuses) stays far below 100,000, so an attack never scores this much
ATTACK_CAP = ATTACK + 10
END = 0
NEVER = -1
KO_VALUE = 100.0  # a Knock Out, per Prize card it takes

BENCH_TARGET = 4  # basics benched eagerly: enough that losing the Active never loses the game
SMALL_HAND = 4  # at or below this, a draw Supporter is worth shuffling the hand away
MAIN_ACTIONS_PER_TURN = 60  # a safety net: end the turn rather than loop on odd options
SPARE = 20  # a card in hand worth at most this is fine to discard
SPARE_STUCK = 45  # … and at most this when nothing can attack (the search is what is needed)
#: The deck keeps one card for each own turn the game may still last: the slower side's
#: Prizes left times this, plus RESERVE. Optional draws and searches spend only the rest.
TURNS_PER_PRIZE = 1.5
RESERVE = 2
SHORT_DECK_BAR = 75  # a search past the deck's room takes only cards worth more than this
HAND_ENOUGH = 5  # with more cards than this in hand, an effect that only draws is not needed
#: … and with more than this, not even when no attack gets going: a hand this large that
#: holds no attack is short of a way to hurt the opposing Active, not of cards, and each
#: card drawn is a turn less before the deck runs out
HAND_FULL = 10
TYPICAL_COUNT = 4  # "… for each <thing>" judged away from the board: about this many things

_USE_ABILITY = re.compile(r"Use (.+?) \(.*\)\?$")  # "Use Psychic Draw (Alakazam (Bench))?"
_DISCARD_COST = re.compile(r"discard (\d+) other cards? from your hand", re.IGNORECASE)
_MILL = re.compile(r"discard the top (\d+) cards? of your deck", re.IGNORECASE)
_FLIPS = re.compile(r"flip (\d+) coins", re.IGNORECASE)
#: "Place 2 damage counters on your opponent's Active Pokémon [for each card in your hand]."
_COUNTERS = re.compile(r"(?:place|put) (\d+) damage counters? on your opponent's active "
                       r"pokémon(?: for each (.+?))?\.", re.IGNORECASE)
#: "This attack does 100 damage to 1 of your opponent's Pokémon." (the Active may be it)
_CHOSEN_DAMAGE = re.compile(r"^this attack does (\d+) damage to \d of your opponent's pokémon",
                            re.IGNORECASE)
#: "… does 20 damage for each of your Benched Pokémon", "… 50 more damage for each …"
_FOR_EACH = re.compile(r"(\d+) (?:more )?damage for each (.+?)(?:\.|,| in this way)",
                       re.IGNORECASE)
#: "Choose 1 Pokémon for 5 damage counters", "Put a damage counter (3 left)", "… for 100 damage"
_AMOUNT = re.compile(r"(\d+) damage counters|\((\d+) left\)|for (\d+) damage", re.IGNORECASE)
#: "Put 6 damage counters on your opponent's Benched Pokémon in any way you like", "This attack
#: also does 30 damage to 1 of your opponent's Benched Pokémon"
_BENCH_HIT = re.compile(r"(?:put|place) (\d+) damage counters? on (?:1 of )?your opponent's "
                        r"benched pokémon|(\d+) damage to (?:1|2|each) of your opponent's "
                        r"benched pokémon", re.IGNORECASE)
#: "Prevent all damage from attacks done to this Pokémon by your opponent's Pokémon that have
#: an Ability."
#: "Prevent all effects of your opponent's Pokémon's attacks and Abilities done to this
#: Pokémon" (an Ability), "… of attacks used by your opponent's Pokémon done to the Pokémon
#: this card is attached to" (an attached card)
_NO_EFFECTS = re.compile(r"prevent all effects of (?:your opponent's pokémon's attacks|attacks "
                         r"used by your opponent's pokémon)[^.]*? done to (?:this pokémon|the "
                         r"pokémon this card is attached to)", re.IGNORECASE)
_SHIELD_ABILITY = re.compile(r"^prevent all damage from attacks done to this pokémon by your "
                             r"opponent's pokémon that have an ability\.", re.IGNORECASE)
#: "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex." —
#: an attacker of that kind does nothing to it (only texts without a condition in front)
_SHIELD = re.compile(
    r"^prevent all damage done to (?:this pokémon|[^.]+?) by attacks from your opponent's "
    r"([^.]*?)pokémon(?:[- ](ex|v|vmax|vstar|gx))?\.", re.IGNORECASE)


# -- card knowledge (public: the card database) --------------------------------------------
@cache
def _card(card_id: str) -> CardDef:
    return cards().get(card_id)


@cache
def _card_named(name: str) -> CardDef | None:
    """The newest printing with this name (for cards known only by an option label)."""
    found = cards().by_name(name)
    return found[-1] if found else None


@cache
def _alike_printings(name: str) -> CardDef | None:
    """A printing of the card of that name when every printing is worth the same to a
    search (:meth:`HeuristicAgent._search_value` reads a Pokémon's stage, what it evolves
    from and its strength, a Trainer's kind and effect, which go with the name): then no
    card in sight need be looked for. None otherwise."""
    found = cards().by_name(name)
    if found and len({(d.supertype, d.trainer_kind, d.name_key, d.name, d.evolves_from,
                       d.is_basic_pokemon, _strength(d) if d.is_pokemon else 0.0)
                      for d in found}) == 1:
        return found[-1]
    return None


@cache
def _evolution_index() -> dict[str, list[CardDef]]:
    """Pokémon name -> the Pokémon that evolve from it, over the whole card database.

    Built once per process (well under a second) the first time a line's strength is
    asked for; a player knows what their Basic can become even before drawing it.
    """
    index: dict[str, list[CardDef]] = {}
    for d in cards():
        if d.is_pokemon and d.evolves_from:
            index.setdefault(d.evolves_from, []).append(d)
    return index


def _line(d: CardDef, depth: int = 2) -> list[CardDef]:
    """``d`` and everything it can evolve into, up to two stages on."""
    out = [d]
    if depth > 0:
        for evo in _evolution_index().get(d.name, ()):
            out += _line(evo, depth - 1)
    return out


@cache
def _printed_damage(a: Attack) -> float:
    """An attack's damage as printed, or as its text puts it when nothing is printed: "put
    7 damage counters on your opponent's Active Pokémon" (70), "… for each card in your
    hand" (a typical count), "does 100 damage to 1 of your opponent's Pokémon" (100)."""
    if a.base_damage:
        return float(a.base_damage)
    m = _COUNTERS.search(a.text)
    if m is not None:
        return 10.0 * int(m[1]) * (TYPICAL_COUNT if m[2] else 1)
    m = _CHOSEN_DAMAGE.search(a.text)
    return float(m[1]) if m is not None else 0.0


@dataclass(frozen=True)
class _AttackText:
    """What a damage estimate reads from an attack's text, read once per attack (the text
    is fixed; estimates are asked for every attack at most decisions)."""

    lower: str
    #: "place N damage counters on your opponent's Active Pokémon [for each …]": N, "…"
    counters: tuple[int, str | None] | None
    printed: float  # :func:`_printed_damage`
    #: "N [more] damage for each …": N, "…"
    each: tuple[int, str] | None
    #: "discard the top N cards of your deck" / "flip N coins": N
    times: int | None
    #: damage or counters on the Bench as well (:data:`_BENCH_HIT`)
    bench: int | None
    discards_energy: bool  # it discards Energy from the attacker
    less_damage: bool  # the attacker takes less damage afterwards
    role: Role
    #: "Choose 1 of your Benched N's Pokémon's attacks and use it as this attack": "bench" and
    #: the words before "Pokémon" ("n's"); "opponent" for the opposing Active's attacks
    copies: tuple[str, str] | None = None


@cache
def _attack_text(a: Attack) -> _AttackText:
    text = a.text.lower()
    m = _COUNTERS.search(a.text)
    each = _FOR_EACH.search(a.text)
    times = _MILL.search(a.text) or _FLIPS.search(a.text)
    bench = _BENCH_HIT.search(a.text)
    return _AttackText(
        lower=text,
        counters=None if m is None else (int(m[1]), m[2]),
        printed=_printed_damage(a),
        each=None if each is None else (int(each[1]), each[2]),
        times=None if times is None else int(times.group(1)),
        bench=None if bench is None else (10 * int(bench[1]) if bench[1] else int(bench[2])),
        discards_energy="energy from this pokémon" in text and "discard" in text,
        less_damage="takes" in text and "less damage" in text,
        role=attack_role(a),
        copies=_copied(text),
    )


#: what :meth:`Board.count` counts, by the words that begin a "for each …" (the last one:
#: anywhere in them)
_COUNTED = ("card in your opponent's hand", "card in your hand", "benched pokémon (both",
            "of your opponent's benched pokémon", "of your benched pokémon",
            "damage counter on this pokémon", "damage counter on your opponent's active",
            "energy attached to your opponent's active", "energy attached to this pokémon",
            "prize card your opponent has taken", "prize card you have taken",
            "in your discard pile")


@cache
def _counted(what: str) -> str | None:
    """The phrase of :data:`_COUNTED` that ``what`` counts (None: none the view shows)."""
    what = what.lower()
    return next((phrase for phrase in _COUNTED if what.startswith(phrase)
                 or (phrase.startswith("in ") and phrase in what)), None)


#: an attack that is another Pokémon's attack: one of the own Benched Pokémon's, or the
#: opposing Active's ("the Defending Pokémon's", "your opponent's [Active] Pokémon's")
_COPY_BENCH = re.compile(r"choose 1 of your benched ([^.]*?)pokémon's attacks and use it as this "
                         r"attack")
_COPY_OPPONENT = re.compile(r"^choose 1 of (?:the defending pokémon's|your opponent's (?:active )?"
                            r"pokémon's) (?:non-gx )?attacks and use it as this attack")


def _copied(text: str) -> tuple[str, str] | None:
    m = _COPY_BENCH.search(text)
    if m is not None:
        return "bench", m[1].strip()
    return ("opponent", "") if _COPY_OPPONENT.search(text) else None


@cache
def _strength(d: CardDef) -> float:
    """How strong a Pokémon is: HP plus its best printed damage."""
    best = max((_printed_damage(a) for a in d.attacks), default=0.0)
    return d.hp + best


@cache
def _line_strength(d: CardDef) -> float:
    return max(_strength(x) for x in _line(d))


@cache
def _wanted(d: CardDef) -> tuple[CardDef, Attack] | None:
    """The line's hardest-hitting attack and the Pokémon of the line that has it (what to
    build towards)."""
    attacks = [(x, a) for x in _line(d) for a in x.attacks]
    if not attacks:
        return None
    return max(attacks, key=lambda xa: (_printed_damage(xa[1]), -len(xa[1].cost)))


@cache
def _wanted_cost(d: CardDef) -> tuple[str, ...]:
    """The cost of the line's hardest-hitting attack."""
    wanted = _wanted(d)
    return () if wanted is None else tuple(t for t in wanted[1].cost if t != "Free")


def _missing(cost: Sequence[str], provided: Sequence[str]) -> tuple[str, ...]:
    """The units of ``cost`` the ``provided`` Energy does not pay: its typed units first (a
    Darkness Energy does not pay for Fire), then the Colorless ones out of what is left.
    Asked for every Pokémon at most decisions, of few distinct costs and Energy: each answer
    is kept (per process, a bounded cache)."""
    return _missing_units(tuple(cost), tuple(provided))


@lru_cache(maxsize=4096)
def _missing_units(cost: tuple[str, ...], provided: tuple[str, ...]) -> tuple[str, ...]:
    pool = list(provided)
    missing: list[str] = []
    colorless = 0
    for t in cost:
        if t == "Colorless":
            colorless += 1
            continue
        unit = next((u for u in pool if unit_is(u, t)), None)
        if unit is None:
            missing.append(t)
        else:
            pool.remove(unit)
    return tuple(missing + ["Colorless"] * max(0, colorless - len(pool)))


@cache
def _attack_costs(d: CardDef) -> tuple[tuple[str, ...], ...]:
    """The cost of each of the card's attacks, without "Free"."""
    return tuple(tuple(t for t in a.cost if t != "Free") for a in d.attacks)


@cache
def _fuels(d: CardDef) -> bool:
    """The Pokémon has an Ability that attaches Energy from the discard pile."""
    return any(ability_role(a).from_discard for a in d.abilities)


@lru_cache(maxsize=64)
def _energy_in_list(own_list: tuple[str, ...]) -> frozenset[str]:
    """The types a deck list's Energy cards provide (asked at most decisions, of a few lists)."""
    return frozenset(t for cid in set(own_list) if _card(cid).is_energy
                     for t in types_of(_card(cid)))


#: "Prevent all effects of attacks used by your opponent's Pokémon done to your Basic Team
#: Rocket's Pokémon": the Pokémon of one kind, on the Ability's side
_NO_EFFECTS_TEAM = re.compile(r"prevent all effects of attacks used by your opponent's pokémon "
                              r"done to your (basic )?([^.]*?)pokémon\.", re.IGNORECASE)


@cache
def _covers_team(text: str, d: CardDef) -> bool:
    """An Ability's text prevents the effects of attacks on ``d``, a Pokémon of its side."""
    m = _NO_EFFECTS_TEAM.search(text)
    if m is None or (m[1] and not d.is_basic_pokemon):
        return False
    return m[2].strip().lower() in d.name.lower()


@cache
def _units_of(card_id: str, holder_id: str | None) -> tuple[str, ...]:
    """:func:`units` by card ids (asked for every attached Energy at most decisions)."""
    return units(_card(card_id), _card(holder_id) if holder_id is not None else None)


@cache
def _attached_no_effects(card_id: str) -> bool:
    """The attached card prevents the effects of the opponent's attacks (Mist Energy)."""
    return _NO_EFFECTS.search(_card(card_id).rule_text) is not None


@cache
def _no_effects(d: CardDef) -> bool:
    """The Pokémon has an Ability that prevents all effects of the opponent's attacks on it."""
    return any(_NO_EFFECTS.search(a.text) is not None for a in d.abilities)


@cache
def _upkeep(d: CardDef) -> int:
    """The fewest cards one of the Pokémon's damaging attacks takes from the own deck."""
    return min((_attack_text(a).role.deck_cost for a in d.attacks if _printed_damage(a) > 0),
               default=0)


@cache
def _trainer_cap(card: CardDef) -> float:
    """The highest main-phase score the Trainer card can get: what
    :meth:`HeuristicAgent._trainer_score` gives it when every condition is met."""
    role = trainer_role(card)
    kind = card.trainer_kind
    if role.devolves_own:
        return NEVER
    if kind == "Pokémon Tool":
        return TOOL
    if kind == "Stadium":
        return STADIUM
    if role.evolve:
        return EVOLVE
    if role.gust:
        return GUST
    if role.switch:
        return SWITCH_BETTER
    if role.hand_away or role.hand_back or role.pure_draw:
        return DRAW_SMALL_HAND
    if kind == "Supporter":
        return SEARCH_SUPPORTER if role.searches else OTHER_ITEM
    return SEARCH_NEEDED if role.searches else OTHER_ITEM


@cache
def _trainer_text(d: CardDef) -> str:
    return d.rule_text.lower()


@cache
def _hand_cost(d: CardDef) -> int:
    m = _DISCARD_COST.search(d.rule_text)
    return int(m.group(1)) if m else 0


# -- what the view shows ------------------------------------------------------------------
_T = TypeVar("_T")


class _once(Generic[_T]):  # noqa: N801 (named like the decorator it replaces)
    """``functools.cached_property`` without its lock (Python 3.11 takes it the first time
    each instance asks, and a Board is built for every decision): the value is computed on
    the first look-up and stored in the instance, which then answers without a call."""

    def __init__(self, fn: Callable[[Any], _T]) -> None:
        self.fn = fn
        self.name = fn.__name__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _once[_T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> _T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> _once[_T] | _T:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


@dataclass
class Board:
    """The deciding player's view, indexed for quick questions."""

    view: dict[str, Any]

    def __post_init__(self) -> None:
        me = self.view["you"]
        self.me: dict[str, Any] = self.view["players"][me]
        self.opp: dict[str, Any] = self.view["players"][1 - me]
        self.hand: list[dict[str, Any]] = self.me["hand"] or []
        # the own cards are numbered in the order of the own list, which the view carries:
        # an own card's id is a look-up, with no index of the cards in sight to build
        self.own_list: list[str] = self.me.get("deck_list") or []
        self.own_start = 0 if me == 0 else self.view["players"][0]["card_count"]
        # what one decision asks many times (each retreat or switch option compares every
        # Pokémon's best attack): kept for this view only, so always current
        self._best_attack: dict[int, float] = {}
        self._cards: dict[int, CardDef | None] = {}
        self._energy_types: dict[int, list[str]] = {}
        self._energy_missing: dict[int, tuple[str, ...]] = {}
        self._attack_missing: dict[tuple[int, tuple[str, ...] | None], int] = {}
        self._attack_values: dict[tuple[int, int], float] = {}
        #: played card -> :func:`_keep_values` of the rest of the hand, for this view
        self.keep_values: dict[CardDef, list[float]] = {}
        #: the agent's main-phase score of each Trainer card in hand, for this decision
        self.trainer_scores: dict[CardDef, float] = {}
        #: whether a retreat or switch pays (:meth:`HeuristicAgent._switch_score`; None: not
        #: asked yet)
        self.switch_pays: bool | None = None

    # what the view shows, indexed when first asked (a decision asks only some of it)
    @_once
    def my_slots(self) -> list[Slot]:
        return self._slots(self.me)

    @_once
    def opp_slots(self) -> list[Slot]:
        return self._slots(self.opp)

    @_once
    def slots(self) -> dict[int, Slot]:
        return {s["slot"]: s for s in self.my_slots + self.opp_slots if "slot" in s}

    @_once
    def mine(self) -> set[int]:
        return {s["slot"] for s in self.my_slots if "slot" in s}

    @_once
    def ids(self) -> dict[int, str]:
        """Card number -> card id of every card in sight (built when first asked: most
        decisions ask only about own cards)."""
        ids: dict[int, str] = {}
        for pl in self.view["players"]:
            for zone in ("hand", "discard", "lost_zone", "playing"):
                self._index(ids, pl.get(zone) or ())
            for slot in self._slots(pl):
                for zone in ("cards", "energy", "tools"):
                    self._index(ids, slot.get(zone, ()))
        if self.view.get("stadium"):
            self._index(ids, [self.view["stadium"]])
        return ids

    @staticmethod
    def _index(ids: dict[int, str], refs: Iterable[dict[str, Any]]) -> None:
        for r in refs:
            ids[r["id"]] = r["card"]

    @staticmethod
    def _slots(pl: dict[str, Any]) -> list[Slot]:
        return ([pl["active"]] if pl.get("active") else []) + list(pl.get("bench") or ())

    # -- cards ----------------------------------------------------------------------------
    def card(self, c: Any) -> CardDef | None:
        """The card an option's data names: its number, or ``[slot, card]`` for a card on one
        of several Pokémon (an Energy discarded from any of them); None for other data."""
        if isinstance(c, list) and c:
            c = c[-1]
        if not isinstance(c, int):
            return None
        known = self._cards.get(c)
        if known is None:
            k = c - self.own_start
            cid = self.own_list[k] if 0 <= k < len(self.own_list) else self.ids.get(c)
            known = self._cards[c] = _card(cid) if cid is not None else None
        return known

    def named(self, label: str) -> CardDef | None:
        """The card of that name: the first one in sight, else the newest printing."""
        found = self._in_sight_by_name.get(label)
        if found is not None:
            return found
        try:
            return _card_named(label)
        except UnknownCard:
            return None

    @_once
    def _in_sight_by_name(self) -> dict[str, CardDef]:
        by_name: dict[str, CardDef] = {}
        for cid in self.ids.values():
            d = _card(cid)
            by_name.setdefault(d.name, d)
        return by_name

    def hand_defs(self) -> list[CardDef]:
        return list(self.hand_cards)

    @_once
    def hand_cards(self) -> tuple[CardDef, ...]:
        return tuple(_card(r["card"]) for r in self.hand)

    # -- Pokémon in play --------------------------------------------------------------------
    @staticmethod
    def top(slot: Slot) -> CardDef | None:
        if slot.get("facedown") and not slot.get("cards"):
            return None
        return _card(slot["cards"][-1]["card"])

    @property
    def my_active(self) -> Slot | None:
        return self.me.get("active")

    @property
    def opp_active(self) -> Slot | None:
        return self.opp.get("active")

    @_once
    def my_tops(self) -> tuple[CardDef, ...]:
        """The own Pokémon in play, as cards (face-down ones left out)."""
        return tuple(d for s in self.my_slots if (d := self.top(s)) is not None)

    def energy_from_discard(self) -> bool:
        """A Pokémon in play has an Ability that attaches Energy from the discard pile:
        Energy discarded now comes back onto the board (Gardevoir ex and the like)."""
        return any(_fuels(d) for d in self.my_tops)

    def names_in_play(self) -> set[str]:
        return self._names_in_play

    @_once
    def _names_in_play(self) -> set[str]:
        return {d.name for d in self.my_tops}

    def energy_missing(self, slot: Slot) -> tuple[str, ...]:
        """The Energy units the line's best attack still lacks on ``slot``, by type."""
        key = id(slot)
        missing = self._energy_missing.get(key)
        if missing is None:
            d = self.top(slot)
            missing = self._energy_missing[key] = (
                () if d is None else _missing(_wanted_cost(d), self.energy_types(slot)))
        return missing

    def energy_need(self, slot: Slot) -> int:
        return len(self.energy_missing(slot))

    def effects_prevented(self, slot: Slot) -> bool:
        """The effects of the opponent's attacks (damage counters they put) do nothing to
        ``slot``: an Ability of its own, or an attached card, says so."""
        d = self.top(slot)
        if d is None:
            return False
        if _no_effects(d):
            return True
        side = self.opp_slots if slot["slot"] not in self.mine else self.my_slots
        for s in side:  # "… done to your Basic Team Rocket's Pokémon" (Team Rocket's Articuno)
            top = self.top(s)
            if top is not None and any(_covers_team(a.text, d) for a in top.abilities):
                return True
        return any(_attached_no_effects(r["card"])
                   for r in chain(slot.get("energy", ()), slot.get("tools", ())))

    def energy_helps(self, slot: Slot, provided: tuple[str, ...] | None) -> bool:
        """Energy that provides these units (None: not known) pays a unit ``slot`` still
        lacks."""
        missing = self.energy_missing(slot)
        if provided is None or "Colorless" in missing:
            return bool(missing)
        return any(unit_is(u, t) for u in provided for t in missing)

    def units(self, card: CardDef | None, slot: Slot) -> tuple[str, ...] | None:
        """The units the Energy card provides attached to ``slot`` (None: no card known)."""
        return None if card is None else units(card, self.top(slot))

    def walled(self, slot: Slot) -> bool:
        """The opposing Active takes no damage from ``slot``'s attacks, now or once it has
        evolved into the line's attacker ("Prevent all damage … from Pokémon ex")."""
        d = self.top(slot)
        target = self.top(self.opp_active) if self.opp_active else None
        if d is None or target is None:
            return False
        wanted = _wanted(d)
        return _shielded(target, d) and (wanted is None or _shielded(target, wanted[0]))

    def stranded(self, slot: Slot) -> bool:
        """``slot`` is the Active, cannot attack, and has too little Energy for its Retreat
        Cost while a Benched Pokémon could attack now: Energy on it buys the retreat."""
        d = self.top(slot)
        if d is None or slot is not self.my_active or self.best_attack_value(slot) > 0:
            return False
        if len(slot["energy"]) >= d.retreat:
            return False
        return any(self.best_attack_value(s) > 0 for s in self.me["bench"])

    def attack_missing(self, slot: Slot, extra: tuple[str, ...] | None = None) -> int:
        """How far ``slot`` is from attacking: the Energy units its nearest attack still lacks
        (with ``extra``: after one more Energy card that provides these units); 99 for one
        without attacks."""
        key = (id(slot), extra)
        known = self._attack_missing.get(key)
        if known is not None:
            return known
        d = self.top(slot)
        if d is None or not d.attacks:
            return 99
        types = self.energy_types(slot) + list(extra or ())
        # a typed unit counts twice (only Energy of that type pays it), one that no Energy
        # card of the own list provides counts as never paid
        reachable = self.energy_in_list

        def far(t: str) -> int:
            return 1 if t == "Colorless" else 2 if t in reachable else NEVER_PAID

        known = self._attack_missing[key] = min(
            sum(far(t) for t in _missing(cost, types)) for cost in _attack_costs(d))
        return known

    @_once
    def energy_in_list(self) -> frozenset[str]:
        """The types the Energy cards of the own deck list provide (all of them when the list
        is not known)."""
        if not self.own_list:
            return frozenset({"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
                              "Darkness", "Metal", "Dragon", "Colorless"})
        return _energy_in_list(tuple(self.own_list))

    def unreachable(self, slot: Slot) -> bool:
        """The line's best attack needs a type no Energy card of the own list provides."""
        return any(t != "Colorless" and t not in self.energy_in_list
                   for t in self.energy_missing(slot))

    def energy_types(self, slot: Slot) -> list[str]:
        key = id(slot)
        types = self._energy_types.get(key)
        if types is None:
            top = self.top(slot)
            holder = top.id if top is not None else None
            types = self._energy_types[key] = [u for r in slot["energy"]
                                               for u in _units_of(r["card"], holder)]
        return types

    def can_pay(self, slot: Slot, attack: Attack) -> bool:
        """The engine's rule (typed units first, the rest Colorless), on the view's data."""
        return covers(attack.cost, self.energy_types(slot))

    def remaining_hp(self, slot: Slot | None) -> int:
        return 0 if slot is None or "hp" not in slot else max(0, slot["hp"] - slot["damage"])

    def ability_role(self, data: list[Any]) -> Role:
        """The role of a main-phase "use an Ability" option: [kind, slot or card, index]."""
        if data[0] == "ability":
            slot = self.slots.get(data[1])
            d = self.top(slot) if slot else None
        else:
            d = self.card(data[1])
        if d is None or data[2] >= len(d.abilities):
            return Role()
        return ability_role(d.abilities[data[2]])

    # -- the deck -------------------------------------------------------------------------
    def turns_left(self) -> int:
        """Own turns the game may still last: the Prizes the slower side still needs."""
        prizes = max(self.me["prize_count"], self.opp["prize_count"])
        return RESERVE + round(TURNS_PER_PRIZE * prizes)

    def deck_room(self, urgent: bool = False) -> int:
        """Cards the deck can spare for optional draws and searches: one is drawn every
        turn, and a player who cannot draw at the start of their turn loses. ``urgent``:
        for the card that gets the attack going, keep only the turns the own Prizes need
        (a game nobody can attack in is lost to the deck anyway)."""
        if urgent:
            reserve = RESERVE + (self.me["prize_count"] + 1) // 2
        else:  # each turn to come costs the Active's attack's own draws too
            turns = self.turns_left()
            reserve = turns + self.upkeep * (turns - RESERVE)
        return self.me["deck_count"] - reserve

    @_once
    def upkeep(self) -> int:
        """The cards the own Active's attack takes from the deck each turn it attacks
        ("Draw 2 cards", "discard the top card of your deck"): the least of its attacks
        that do damage."""
        active = self.my_active
        d = self.top(active) if active else None
        return 0 if d is None else _upkeep(d)

    def affordable(self, role: Role, hand_back: int = 0, urgent: bool = False) -> bool:
        """Whether the effect's draws and searches leave the deck enough for the game;
        ``hand_back``: cards that go from the hand into the deck first (Iono)."""
        cost = role.deck_cost - (hand_back if role.hand_back else 0) - role.refills
        return cost <= 0 or cost <= self.deck_room(urgent)

    def urgent(self, role: Role) -> bool:
        """The effect gets the Energy the attack lacks: acceleration, or an Energy search
        with none in hand."""
        active = self.my_active
        if active is None or self.energy_need(active) <= 0:
            return False
        if role.accel:
            return True
        return role.energy_search and not any(d.is_energy for d in self.hand_cards)

    def wants_cards(self) -> bool:
        """A draw helps: a small hand (the cards it needs are not all there), or a hand that
        does not get an attack going (:meth:`stuck`)."""
        size = len(self.hand)
        return size <= HAND_ENOUGH or (size <= HAND_FULL and self.stuck)

    @_once
    def stuck(self) -> bool:
        """No own Pokémon can attack, and no Energy card in hand lets one attack: whatever the
        hand holds, it is not what the game needs (a new hand, a discard to search, is)."""
        if any(self.best_attack_value(s) > 0 for s in self.my_slots):
            return False
        energy = {d for d in self.hand_cards if d.is_energy}
        return not any(self.attack_missing(s, units(d, self.top(s))) == 0
                       for s in self.my_slots for d in energy)

    # -- damage estimates ---------------------------------------------------------------------
    def estimate(self, attacker: CardDef, attack: Attack, defender: Slot | None,
                 slot: Slot | None = None) -> float:
        """Expected damage of ``attack`` to the opposing Active, Weakness and Resistance applied
        (``slot``: the attacker in play, for what its text counts on it).

        What the text counts ("for each card in your hand", "… damage counter on this
        Pokémon", cards in the own discard pile) is counted on the view; the top cards of
        the deck it discards hit about half the time, coins are heads half the time. Damage
        counters put on the Active are no damage: Weakness and Resistance do not apply.
        """
        facts = _attack_text(attack)
        if facts.copies is not None:
            return max((self.estimate(attacker, a, defender, slot)
                        for a in self._copyable(facts.copies)), default=0.0)
        if facts.counters is not None:
            if defender is not None and self.effects_prevented(defender):
                return 0.0  # damage counters an attack puts are its effect, not damage
            k, what = facts.counters
            n = self.count(what, slot) if what else 1
            return 10.0 * k * (n if n is not None else TYPICAL_COUNT)
        dmg = float(attack.base_damage) or facts.printed
        each = facts.each
        if attack.damage_sign == "×":
            if facts.times is not None:  # about half the milled cards hit, half the coins heads
                dmg *= facts.times * 0.5
            elif each is not None and (n := self.count(each[1], slot)) is not None:
                dmg *= n
            elif "your discard pile" in facts.lower:
                dmg *= self._discard_matches(facts.lower)
            elif "flip a coin" in facts.lower:
                dmg *= 0.5
        elif attack.damage_sign == "+" and each is not None:
            n = self.count(each[1], slot)
            dmg += each[0] * (n if n is not None else 0)
        target = self.top(defender) if defender else None
        if target is not None and _shielded(target, attacker):
            return 0.0
        if target is not None and dmg > 0:
            for wtype, value in target.weaknesses:
                if wtype in attacker.types:
                    dmg = dmg * 2 if value.startswith("×") else dmg + int(value.lstrip("+") or 0)
            for rtype, value in target.resistances:
                if rtype in attacker.types:
                    dmg -= abs(int(value.replace("−", "-")))
        return max(0.0, dmg)

    def _copyable(self, copies: tuple[str, str]) -> list[Attack]:
        """The attacks a copying attack can use: the own Benched Pokémon's (of the kind its
        text names, "N's"), or the opposing Active's; none that copy in turn."""
        where, kind = copies
        if where == "bench":
            sources = [d for s in self.me["bench"] if (d := self.top(s)) is not None
                       and (not kind or kind in d.name.lower()
                            or kind in (t.lower() for t in d.subtypes))]
        else:
            top = self.top(self.opp_active) if self.opp_active else None
            sources = [top] if top is not None else []
        return [a for d in sources for a in d.attacks if _attack_text(a).copies is None]

    def count(self, what: str, slot: Slot | None) -> int | None:
        """How many of ``what`` ("card in your hand", "of your Benched Pokémon", …) the view
        shows now; None for a count it does not read."""
        phrase = _counted(what)
        if phrase is None:
            return None
        opp_active = self.opp_active
        if phrase == "card in your opponent's hand":
            return int(self.opp.get("hand_count") or 0)
        if phrase == "card in your hand":
            return len(self.hand)
        if phrase == "benched pokémon (both":
            return len(self.me["bench"]) + len(self.opp["bench"])
        if phrase == "of your opponent's benched pokémon":
            return len(self.opp["bench"])
        if phrase == "of your benched pokémon":
            return len(self.me["bench"])
        if phrase == "damage counter on this pokémon":
            return int(slot["damage"] // 10) if slot else 0
        if phrase == "damage counter on your opponent's active":
            return int(opp_active["damage"] // 10) if opp_active else 0
        if phrase == "energy attached to your opponent's active":
            return len(opp_active["energy"]) if opp_active else 0
        if phrase == "energy attached to this pokémon":
            return len(slot["energy"]) if slot else 0
        if phrase == "prize card your opponent has taken":
            return int(6 - self.opp["prize_count"])
        if phrase == "prize card you have taken":
            return int(6 - self.me["prize_count"])
        return self._discard_matches(what.lower())  # "in your discard pile"

    def _discard_matches(self, text: str) -> int:
        discard = [_card(r["card"]) for r in self.me["discard"]]
        if "energy" in text:
            energy = [d for d in discard if d.is_energy]
            typed = [d for d in energy if d.energy_type and d.energy_type.lower() in text]
            return len(typed) if typed else len(energy)
        if "pokémon" in text:
            return sum(1 for d in discard if d.is_pokemon)
        return len(discard)

    def attack_value(self, slot: Slot, idx: int) -> float:
        """How good attack ``idx`` of ``slot`` is now: damage that counts, a KO bonus, risks
        (kept for this view: the main phase and the retreat choices ask again)."""
        key = (id(slot), idx)
        value = self._attack_values.get(key)
        if value is None:
            value = self._attack_values[key] = self._attack_value(slot, idx)
        return value

    def _attack_value(self, slot: Slot, idx: int) -> float:
        d = self.top(slot)
        if d is None or idx >= len(d.attacks):
            return 0.0
        a = d.attacks[idx]
        facts = _attack_text(a)
        defender = self.opp_active
        est = self.estimate(d, a, defender, slot)
        hp_left = self.remaining_hp(defender)
        value = min(est, hp_left) if hp_left else est
        if hp_left and est >= hp_left:
            value += 100 if not a.damage_sign else 50  # a sure Knock Out beats a likely one
        if facts.bench is not None and self.opp["bench"]:
            # damage or counters on the Bench as well: the best Knock Out or hit they make
            value += max(self.hit_value(s, facts.bench) for s in self.opp["bench"])
        # decking out loses the game; but an attack that does damage brings the end nearer:
        # its draws need leave only the turns the own Prizes need (a player who passes
        # instead loses to the deck all the same)
        if not self.affordable(facts.role, urgent=est > 0):
            value += 2 * DECKS_OUT
        if facts.discards_energy:
            value -= 20
        if facts.less_damage:
            value += 10
        return value

    def ko_score(self, target: Slot | None, switch: bool = False) -> float:
        """How good ``target`` is to attack with the own Active's best payable attack (with
        ``switch``: or a Benched Pokémon's, which can come in this turn): 100 per Prize for
        a Knock Out, else its share of the HP left, up to 40 per Prize (damage that brings
        a later Knock Out nearer; none on a Pokémon it cannot hurt)."""
        active = self.my_active
        if target is None or active is None:
            return -1e9
        attackers = [active] + (list(self.me["bench"]) if switch else [])
        damage = 0.0
        for slot in attackers:
            d = self.top(slot)
            if d is not None:
                damage = max(damage, max((self.estimate(d, a, target, slot) for a in d.attacks
                                          if self.can_pay(slot, a)), default=0.0))
        hp = self.remaining_hp(target)
        top = self.top(target)
        prizes = top.prize_value if top else 1
        if damage >= hp:
            return 100.0 * prizes
        return 40.0 * prizes * damage / hp if hp else 0.0

    def hit_value(self, target: Slot, amount: int, with_attack: bool = False) -> float:
        """What ``amount`` damage (or counters) on an opposing Pokémon is worth: KO_VALUE per
        Prize for a Knock Out (with ``with_attack``, also when the own Active's attack this
        turn finishes the opposing Active), else up to 40 per Prize for bringing one
        nearer. One already at 0 HP left (Knocked Out when the effect ends) is worth none."""
        hp = self.remaining_hp(target)
        if hp <= 0:
            return -1.0
        top = self.top(target)
        prizes = top.prize_value if top else 1
        if with_attack and target is self.opp_active and amount < hp:
            active = self.my_active
            d = self.top(active) if active else None
            if active is not None and d is not None:
                amount += int(max((self.estimate(d, a, target, active) for a in d.attacks
                                   if self.can_pay(active, a)), default=0.0))
        if amount >= hp:
            return KO_VALUE * prizes - hp / 1000
        if amount <= 0:
            return 40.0 * prizes / hp  # amount unknown: the nearest to a Knock Out
        return 40.0 * prizes * amount / hp

    def best_attack_value(self, slot: Slot) -> float:
        key = id(slot)
        value = self._best_attack.get(key)
        if value is None:
            d = self.top(slot)
            usable = [i for i, a in enumerate(d.attacks) if self.can_pay(slot, a)] if d else []
            value = self._best_attack[key] = max(
                (self.attack_value(slot, i) for i in usable), default=0.0)
        return value

    def readiness(self, slot: Slot) -> tuple[float, int, int, int]:
        """Sort key for "which Pokémon should be Active": attack now, nearest to attacking,
        Energy, HP left."""
        return (self.best_attack_value(slot), -self.attack_missing(slot), len(slot["energy"]),
                self.remaining_hp(slot))


# -- the agent ------------------------------------------------------------------------------
class HeuristicAgent:
    """A sensible, fast baseline that clearly beats :class:`RandomAgent`.

    ``seed`` only breaks exact ties, so the agent is deterministic for a seed.
    """

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._last: list[Any] | None = None  # the main-phase action being carried out
        self._turn = -1
        self._actions_this_turn = 0
        self._can_switch: bool | None = False  # at the last main-phase decision: a Benched
        # attacker can come in (None: not worked out yet)
        self._options: Sequence[Option] = ()  # the last main-phase decision's options

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        board = Board(view)
        choose: Callable[[Board, Decision], list[int]] = getattr(
            self, f"_{decision.kind}", self._default
        )
        answer = choose(board, decision)
        return answer if fits(answer, decision) else self._default(board, decision)

    def follow(self, decision: Decision, answer: list[int]) -> None:
        """Be told an answer someone else (a searching agent) gave for this seat, so the
        follow-ups of a main-phase action are answered for what that action is for."""
        if decision.kind == "main":
            # what :meth:`_main` keeps of its decision, for the follow-ups to read (a gust's
            # target asks whether a switch is left among these options)
            self._actions_this_turn += 1
            self._can_switch = None
            self._options = decision.options
            self._last = decision.options[answer[0]].data

    # -- helpers ----------------------------------------------------------------------------
    def _best(self, scores: list[float]) -> int:
        top = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == top])

    @staticmethod
    def _top_k(scores: list[float], k: int) -> list[int]:
        """The ``k`` best-scored options (the first ones on ties, so answers are stable)."""
        return sorted(range(len(scores)), key=lambda i: -scores[i])[:k]

    def _default(self, board: Board, d: Decision) -> list[int]:
        """Unknown kinds: the first option when one is allowed ("you may" usually helps)."""
        return list(range(max(d.min, min(d.max, 1))))

    # -- setup ------------------------------------------------------------------------------
    def _first(self, board: Board, d: Decision) -> list[int]:
        """Go first: in measured mirrors the first player wins about 70% of games
        (the first Mega Evolution attacks a turn earlier)."""
        return [next((i for i, o in enumerate(d.options) if o.data == "first"), 0)]

    def _setup_active(self, board: Board, d: Decision) -> list[int]:
        """The Basic whose line is strongest: it evolves in place and attacks soonest."""
        scores = []
        for o in d.options:
            card = board.card(o.data) or board.named(o.label)
            scores.append(_line_strength(card) if card else 0.0)
        return [self._best(scores)]

    def _setup_bench(self, board: Board, d: Decision) -> list[int]:
        return list(range(d.max))  # more Pokémon in play: losing the Active never loses the game

    def _mulligan_draw(self, board: Board, d: Decision) -> list[int]:
        return [max(range(len(d.options)), key=lambda i: d.options[i].data)]

    # -- the main phase ---------------------------------------------------------------------
    def _main(self, board: Board, d: Decision) -> list[int]:
        if board.view["turn"] != self._turn:
            self._turn, self._actions_this_turn = board.view["turn"], 0
        self._actions_this_turn += 1
        self._can_switch = None  # worked out when a gust asks (:meth:`_switch_left`)
        self._options = d.options
        if self._actions_this_turn > MAIN_ACTIONS_PER_TURN:
            scores = [0.0 if o.data == ["end"] else NEVER for o in d.options]
        else:
            scores = self._main_scores(board, d)
        i = self._best(scores)
        self._last = d.options[i].data
        return [i]

    def _main_scores(self, board: Board, d: Decision) -> list[float]:
        """The score of each option that can be the best; -inf for the others.

        Each kind of option has a cap on its score (:meth:`_main_cap`, most of them a
        constant), so options are scored from the highest cap down until every option left
        is capped below the best score found: the best and its ties are what :meth:`_best`
        reads. A Bench to fill or an evolution to make leaves the Trainers, the retreat
        and the attacks unscored."""
        caps = [self._main_cap(board, o.data) for o in d.options]
        scores = [-math.inf] * len(caps)
        best = -math.inf
        for i in sorted(range(len(caps)), key=caps.__getitem__, reverse=True):
            if caps[i] < best:
                break
            score = scores[i] = self._main_score(board, d.options[i].data)
            best = max(best, score)
        return scores

    def _main_cap(self, board: Board, data: Any) -> float:
        """The highest score :meth:`_main_score` can give the option (cheap to work out)."""
        kind = data[0]
        if kind in ("evolve", "bench", "end"):
            return self._main_score(board, data)  # a constant, or one look-up
        if kind == "energy":
            return ENERGY + 0.75
        if kind == "trainer":
            card = board.card(data[1])
            return _trainer_cap(card) if card else OTHER_ITEM
        if kind in ("stadium_effect", "ability", "zone_ability"):
            return ABILITY
        if kind == "retreat":
            return RETREAT_BETTER
        if kind == "attack":
            return ATTACK_CAP
        return NEVER

    def _main_score(self, board: Board, data: Any) -> float:
        kind = data[0]
        if kind == "evolve":
            return EVOLVE
        if kind == "bench":
            card = board.card(data[1])
            bonus = _line_strength(card) / 10_000 if card else 0.0
            return (BENCH_EARLY if len(board.me["bench"]) < BENCH_TARGET else BENCH_LATE) + bonus
        if kind == "energy":
            # the Energy card that pays what a Pokémon in play lacks, the Active's first
            card = board.card(data[1])
            active = board.my_active
            if card is not None and for_a_turn(card) and (
                    active is None or board.attack_missing(active, board.units(card, active))):
                return NEVER  # discarded at the end of the turn: only for an attack now
            return (ENERGY + 0.5 * any(board.energy_helps(s, board.units(card, s))
                                       for s in board.my_slots)
                    + 0.25 * bool(active and board.energy_helps(active, board.units(card, active))))
        if kind == "trainer":
            card = board.card(data[1])
            if card is None:
                return OTHER_ITEM
            # every copy in hand is an option of its own, with the same score
            score = board.trainer_scores.get(card)
            if score is None:
                score = board.trainer_scores[card] = self._trainer_score(board, card)
            return score
        if kind == "stadium_effect":
            return self._stadium_score(board)
        if kind == "retreat":
            return self._switch_score(board, RETREAT_BETTER)
        if kind in ("ability", "zone_ability"):
            return self._ability_score(board, board.ability_role(data), data)
        if kind == "attack":
            active = board.my_active
            value = board.attack_value(active, data[1]) if active else 0.0
            if value <= DECKS_OUT:
                return NEVER  # its draws would empty the deck: passing keeps the game going
            return ATTACK + value / 10_000
        if kind == "end":
            return END
        return NEVER

    def _trainer_score(self, board: Board, card: CardDef) -> float:
        kind = card.trainer_kind
        others = len(board.hand) - 1
        role = trainer_role(card)
        if _hand_cost(card) > others or not board.affordable(role, others, board.urgent(role)):
            return NEVER
        if role.devolves_own:
            return NEVER  # an evolution undone is the turns spent on it lost
        if kind == "Pokémon Tool":
            return TOOL
        if kind == "Stadium":
            return STADIUM if board.view.get("stadium") is None else NEVER
        if role.evolve:
            return EVOLVE
        if role.gust:
            return GUST if self._gust_gain(board, role) > GUST_MARGIN else NEVER
        if role.switch:
            return self._switch_score(board, SWITCH_BETTER)
        if role.hand_back and board.deck_room() < 0 and role.draws < others:
            return DRAW_SMALL_HAND  # a short deck: the hand goes back, fewer cards come out
        if role.hand_away or role.hand_back:  # a new hand: only for a small or useless one
            return DRAW_SMALL_HAND if others <= SMALL_HAND or board.stuck else NEVER
        if role.pure_draw:
            return DRAW_SMALL_HAND if board.wants_cards() else NEVER
        if kind == "Supporter":
            return SEARCH_SUPPORTER if role.searches else OTHER_ITEM
        if role.searches:
            text = _trainer_text(card)
            if "pokémon" in text and "trainer" not in text and not self._want_pokemon(board):
                return NEVER
            cost = _hand_cost(card)
            if cost and not self._can_spare(board, card, cost):
                return NEVER
            return SEARCH_NEEDED
        return OTHER_ITEM

    def _gust_gain(self, board: Board, role: Role) -> float:
        """What bringing up the best opposing Benched Pokémon adds over attacking the Active:
        a Knock Out worth more Prizes, or damage where the Active takes none. A Benched
        attacker counts when it can come in this turn (a retreat left, or the card switches
        too)."""
        can_switch = self._switch_left(board)
        switch = can_switch or role.switch
        bench = board.opp.get("bench") or ()
        best = max((board.ko_score(s, switch) for s in bench), default=0.0)
        return best - max(0.0, board.ko_score(board.opp_active, can_switch))

    def _switch_left(self, board: Board) -> bool:
        """At this main-phase decision, a Benched attacker can still come in this turn: a
        retreat is left, or a switch card."""
        if self._can_switch is None:
            self._can_switch = any(o.data[0] == "retreat" for o in self._options) or any(
                o.data[0] == "trainer" and (c := board.card(o.data[1])) is not None
                and trainer_role(c).switch and not trainer_role(c).gust for o in self._options)
        return self._can_switch

    def _gust(self, board: Board, d: Decision) -> list[int]:
        """Bring up the Pokémon the Active (or an attacker that can come in) can Knock Out
        for the most Prizes."""
        slots = [board.slots.get(o.data) for o in d.options]
        return [self._best([board.ko_score(s, True) if s else -1e9 for s in slots])]

    def _ability_score(self, board: Board, role: Role, data: list[Any]) -> float:
        """Abilities that take cards from the deck only when the deck can spare them, and
        one that only draws only when the hand is short of cards. One that Knocks Out its
        own Pokémon only for a Knock Out worth at least the Prizes it gives up; one that
        takes its Pokémon out of play only for what else it does (a draw)."""
        if role.self_ko:
            return ABILITY if self._self_ko_gain(board, role, data) else NEVER
        if role.leaves and not role.helps:
            return NEVER
        if role.switch and not role.deck_cost:  # it switches the Active: only when that pays
            return self._switch_score(board, ABILITY)
        if role.accel and not any(board.energy_need(s) > 0 for s in board.my_slots):
            return NEVER  # more Energy where every attack is paid for is Energy lost to a KO
        if not board.affordable(role, urgent=board.urgent(role)):
            return NEVER
        if role.pure_draw and not board.wants_cards():
            return NEVER
        return ABILITY

    @staticmethod
    def _self_ko_gain(board: Board, role: Role, data: list[Any]) -> bool:
        """Its damage counters Knock Out an opposing Pokémon (now, or with the Active's attack
        this turn) worth at least the Prizes its own Pokémon gives up, and the opponent does
        not take their last Prize cards from it."""
        holder = board.slots.get(data[1]) if data[0] == "ability" else None
        top = board.top(holder) if holder else None
        given = top.prize_value if top else 1
        if board.opp["prize_count"] <= given:
            return False
        taken = max((board.hit_value(s, 10 * role.counters, with_attack=True)
                     for s in board.opp_slots), default=0.0)
        return taken >= KO_VALUE * given - 1  # (less the tie-break hit_value takes off)

    def _counter_target(self, board: Board, d: Decision) -> list[int]:
        """Damage counters or damage on opposing Pokémon: where they Knock Out the most
        Prizes, else where they bring a Knock Out nearest (own Pokémon: the first ones)."""
        slots = [board.slots.get(o.data) for o in d.options]
        if not all(s is not None and s["slot"] not in board.mine for s in slots):
            return self._default(board, d)
        m = _AMOUNT.search(d.prompt)
        amount = 0
        if m is not None:
            counters = m[1] or m[2]
            amount = 10 * int(counters) if counters else int(m[3])
        with_attack = self._last is not None and self._last[0] != "attack"  # attack still to come
        scores = [board.hit_value(s, amount, with_attack) if s else -1e9 for s in slots]
        return self._top_k(scores, max(d.min, min(d.max, 1)))

    _damage_target = _counter_target

    def _stadium_score(self, board: Board) -> float:
        stadium = board.view.get("stadium")
        card = board.card(stadium["id"]) if stadium else None
        role = trainer_role(card) if card else Role()
        if not role.helps or not board.affordable(role):
            return NEVER  # an effect with nothing to gain can loop a stalled game forever
        if role.pure_draw and not board.wants_cards():
            return NEVER
        return self._switch_score(board, SWITCH_BETTER) if role.switch else ABILITY

    def _want_pokemon(self, board: Board) -> bool:
        """A Pokémon search helps: a thin Bench, or a Basic in play without its evolution."""
        if len(board.me["bench"]) < BENCH_TARGET - 1:
            return True
        in_hand = {d.evolves_from for d in board.hand_cards if d.is_pokemon}
        return any(
            _evolution_index().get(name) and name not in in_hand for name in board.names_in_play()
        )

    @staticmethod
    def _can_spare(board: Board, played: CardDef, cost: int) -> bool:
        """The hand, less the card played, holds ``cost`` cards that could be discarded
        without loss: surplus Energy and duplicates (more of them when the hand is
        :attr:`Board.stuck`, which is asked only when it decides). Kept for this view: every
        copy of the card in hand is an option."""
        values = board.keep_values.get(played)
        if values is None:
            hand = board.hand_defs()
            hand.remove(played)
            values = board.keep_values[played] = _keep_values(hand, board)
        if sum(1 for v in values if v <= SPARE) >= cost:
            return True
        return board.stuck and sum(1 for v in values if v <= SPARE_STUCK) >= cost

    def _switch_score(self, board: Board, score: float) -> float:
        """Retreat or switch only when a Benched Pokémon can attack harder than the Active."""
        pays = board.switch_pays
        if pays is None:
            pays = board.switch_pays = self._switch_pays(board)
        return score if pays else NEVER

    @staticmethod
    def _switch_pays(board: Board) -> bool:
        active = board.my_active
        if active is None or not board.me["bench"]:
            return False
        best_bench = max(board.best_attack_value(s) for s in board.me["bench"])
        here = board.best_attack_value(active)
        if best_bench > here:
            return True
        # nobody can attack yet: the Active makes way for one that is nearer to attacking (a
        # Pokémon whose Energy can never pay its attacks would otherwise stall the game)
        missing = board.attack_missing(active)
        return missing > 0 and best_bench <= 0 and min(
            board.attack_missing(s) for s in board.me["bench"]) < missing

    # -- follow-ups: which Pokémon ----------------------------------------------------------------
    def _target(self, board: Board, d: Decision) -> list[int]:
        slots = [board.slots.get(o.data) for o in d.options]
        last = self._last[0] if self._last else None
        if d.prompt.startswith("Attach") and "Energy" in d.prompt:
            last = "energy"  # an Ability or Trainer that attaches Energy: the same choice
        scores = [self._target_score(board, s, last) if s else 0.0 for s in slots]
        return [self._best(scores)]

    def _target_score(self, board: Board, slot: Slot, last: str | None) -> float:
        is_active = slot is board.my_active
        if slot["slot"] not in board.mine:  # an opposing Pokémon: the one closest to a KO
            return -board.remaining_hp(slot)
        top = board.top(slot)
        strength = _line_strength(top) if top else 0.0
        if last == "energy":
            # toward the attack it will use: the strongest Pokémon already in play that still
            # lacks Energy (an evolved attacker over the Basic in front of it), the Active a
            # little first, more when this Energy lets it attack now
            etype = self._attaching(board, slot)
            card = self._attaching_card(board)
            if not is_active and card is not None and for_a_turn(card):
                return 0.0  # discarded at the end of the turn: for the Active's attack
            if is_active and top is not None and board.stranded(slot):
                return 3_000.0  # the Energy that pays the retreat to a Benched attacker comes first
            if not board.energy_helps(slot, etype):
                # it pays no unit the best attack lacks: where it brings any attack nearer
                nearer = board.attack_missing(slot, etype) < board.attack_missing(slot)
                return (500.0 if nearer else 0.0) + (50.0 if is_active else 0.0) + strength / 10_000
            # a Pokémon the opposing Active takes no damage from is no attacker for now
            own = (0.0 if top is None or board.walled(slot) or board.unreachable(slot)
                   else _strength(top))
            now = 0.0
            if is_active and top is not None and board.energy_need(slot) == 1:
                # the attack it lets the Active use now, the more it does the more so
                value = max((board.attack_value(slot, i) for i, a in enumerate(top.attacks)
                             if tuple(t for t in a.cost if t != "Free") == _wanted_cost(top)),
                            default=0.0)
                now = ACTIVE_ATTACKS_NOW * min(1.0, max(0.0, value) / USEFUL_HIT)
            # the one it completes soonest first: Energy split over two attackers pays neither
            soon = -COMPLETE_FIRST * board.energy_need(slot)
            return (1_000.0 + own + (ACTIVE_FIRST if is_active else 0.0) + now + soon
                    + strength / 100)
        if last == "evolve":
            return (1_000.0 if is_active else 0.0) + len(slot["energy"])
        return (1_000.0 if is_active else 0.0) + len(slot["energy"]) + strength / 10_000

    def _attaching(self, board: Board, slot: Slot) -> tuple[str, ...] | None:
        """The units the Energy card being attached from the hand provides on ``slot`` (None:
        not known)."""
        return board.units(self._attaching_card(board), slot)

    def _attaching_card(self, board: Board) -> CardDef | None:
        """The Energy card being attached from the hand (None: not known)."""
        if self._last and self._last[0] == "energy":
            return board.card(self._last[1])
        return None

    def _promote(self, board: Board, d: Decision) -> list[int]:
        """The Pokémon most ready to fight: usable attack, then Energy, then HP."""
        keys = [board.readiness(board.slots[o.data]) if o.data in board.slots else (0.0, -99, 0, 0)
                for o in d.options]
        best = max(keys)
        return [keys.index(best)]

    _switch = _promote

    # -- follow-ups: which cards -------------------------------------------------------------------
    def _search(self, board: Board, d: Decision) -> list[int]:
        picked_names: Counter[str] = Counter()
        by_label: dict[str, float] = {}  # the copies of a card in the deck: one score
        scores = []
        for o in d.options:
            score = by_label.get(o.label)
            if score is None:
                card = _alike_printings(o.label) or board.named(o.label)
                score = by_label[o.label] = self._search_value(board, card) if card else 1.0
            scores.append(score)
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        out: list[int] = []
        # an "up to" search takes what is needed when the deck is short: each card taken
        # is a turn less before the deck runs out
        room = board.deck_room()
        for i in order:  # diminishing value for a second copy of the same card
            if len(out) >= d.max:
                break
            value = scores[i] - 30 * picked_names[d.options[i].label]
            if len(out) >= room:
                value -= SHORT_DECK_BAR
            if value > 0 or len(out) < d.min:
                out.append(i)
                picked_names[d.options[i].label] += 1
        return out

    def _search_value(self, board: Board, card: CardDef) -> float:
        hand = board.hand_cards
        in_play = board.names_in_play()
        if card.is_pokemon:
            if card.evolves_from and card.evolves_from in in_play:
                have = sum(1 for h in hand if h.name == card.name)
                return 100.0 - 40 * have + _strength(card) / 1000  # the stronger stage first
            if card.is_basic_pokemon:
                wanted = len(board.me["bench"]) < BENCH_TARGET
                return (80.0 if wanted else 40.0) + _line_strength(card) / 10_000
            return 60.0
        if card.is_trainer:
            kind = card.trainer_kind
            has_kind = any(h.trainer_kind == kind for h in hand)
            if kind == "Supporter":
                return (55.0 if trainer_role(card).draws else 45.0) - (25 if has_kind else 0)
            if kind == "Stadium":
                return 5.0 if board.view.get("stadium") or has_kind else 35.0
            if kind == "Pokémon Tool":
                return 10.0 if has_kind else 35.0
            return 45.0 if trainer_role(card).deck_cost else 30.0
        return 30.0  # Energy

    def _choose_cards(self, board: Board, d: Decision) -> list[int]:
        """Cards back from the own discard pile (Super Rod, Night Stretcher): as many as
        allowed, the most useful first; each card back is a turn more before the deck runs
        out. Anything else: the first ones, as before."""
        discard = {r["id"] for r in board.me["discard"]}
        if not all(o.data in discard for o in d.options):
            return self._default(board, d)
        defs = [board.card(o.data) for o in d.options]
        return self._top_k(_keep_values(defs, board), d.max)

    def _may(self, board: Board, d: Decision) -> list[int]:
        """ "You may …": yes, unless it draws or searches a deck that cannot spare cards.
        "Use <Ability>?" (an Ability that triggers, such as one that draws when its Pokémon
        evolves) is judged by the Ability's role as a main-phase Ability is: only what the
        deck can spare, and a draw only when the hand wants cards."""
        yes = next((i for i, o in enumerate(d.options) if o.data is True), 0)
        no = next((i for i, o in enumerate(d.options) if o.data is False), yes)
        role = self._triggered_role(board, d.prompt)
        if role is not None:
            if not board.affordable(role) or (role.pure_draw and not board.wants_cards()):
                return [no]
            return [yes]
        prompt = d.prompt.lower()
        takes = any(w in prompt for w in ("draw", "search", "look at the top"))
        if takes and board.deck_room() <= 0:
            return [no]
        return [yes]

    @staticmethod
    def _triggered_role(board: Board, prompt: str) -> Role | None:
        """The role of the own Ability a "Use <name> (<Pokémon>)?" prompt asks about (None:
        the prompt names no Ability of a Pokémon in play)."""
        m = _USE_ABILITY.match(prompt)
        if m is None:
            return None
        for slot in board.my_slots:
            top = board.top(slot)
            for a in top.abilities if top else ():
                if a.name == m[1]:
                    return ability_role(a)
        return None

    def _copy_attack(self, board: Board, d: Decision) -> list[int]:
        """Which attack to use as this attack (Night Joker, a copied opposing attack): the one
        that does the most to the opposing Active, as the attacking Pokémon uses it ("None",
        where allowed, is worth nothing)."""
        active = board.my_active
        me = board.top(active) if active else None
        if me is None:
            return self._default(board, d)
        sources = [board.top(s) for s in (*board.me["bench"], board.opp_active) if s]
        by_name = {a.name: a for top in sources if top for a in top.attacks}
        scores = []
        for o in d.options:
            a = by_name.get(o.data) if isinstance(o.data, str) else None
            scores.append(-1.0 if a is None and o.data is not None
                          else 0.0 if a is None
                          else board.estimate(me, a, board.opp_active, active))
        return [self._top_k(scores, 1)[0]]

    def _discard(self, board: Board, d: Decision) -> list[int]:
        """Pay a discard cost with surplus Energy and duplicates first."""
        defs = [board.card(o.data) or board.named(o.label) for o in d.options]
        return self._top_k([-v for v in _keep_values(defs, board)], d.min)

    def _energy_cost(self, board: Board, d: Decision) -> list[int]:
        """Discard basic Energy before special Energy (which usually does more)."""
        scores = []
        for o in d.options:
            card = board.card(o.data)
            scores.append(1.0 if card is None or card.is_basic_energy else 0.0)
        return self._top_k(scores, d.min)

    _retreat_cost = _energy_cost
    _discard_energy = _energy_cost

    def _attach(self, board: Board, d: Decision) -> list[int]:
        """Energy onto which Pokémon: the one that lacks it most usefully (as an Energy
        from the hand); other "you may attach" choices: as many as allowed."""
        if d.max == 1 and d.options and all(o.data in board.slots for o in d.options):
            scores = [self._target_score(board, board.slots[o.data], "energy") for o in d.options]
            return [self._best(scores)]
        return list(range(d.max))

    def _prize(self, board: Board, d: Decision) -> list[int]:
        return list(range(d.min))  # face down: any are as good


@cache
def _shielded(target: CardDef, attacker: CardDef) -> bool:
    """``target`` has an Ability that prevents all damage from attacks of ``attacker``'s kind."""
    for a in target.abilities:
        if attacker.abilities and _SHIELD_ABILITY.match(a.text):
            return True
        m = _SHIELD.match(a.text)
        if m is None:
            continue
        words, rule = m.group(1).strip().lower(), (m.group(2) or "").lower()
        kinds = {k.lower() for k in attacker.subtypes}
        if rule and rule not in kinds:
            continue
        if words and words.rstrip() not in kinds:  # "Basic Pokémon", "Evolution Pokémon"…
            continue
        return True
    return False


def _keep_values(defs: Sequence[CardDef | None], board: Board) -> list[float]:
    """How much each card in hand is worth keeping (for paying discard costs).

    Second copies are worth less than first ones, so duplicates go before singles;
    Energy beyond the first is the cheapest card to lose.
    """
    seen: Counter[str] = Counter()
    in_play = board.names_in_play()
    fuel = board.energy_from_discard()
    out = []
    for d in defs:
        if d is None:
            out.append(50.0)
            continue
        if d.is_basic_energy and fuel:
            value = SPARE / 4  # discarded, it is attached again from the discard pile
        elif d.is_energy:
            value = 40.0 if seen[d.name] == 0 else SPARE / 2
        elif d.is_pokemon:
            if d.evolves_from and d.evolves_from in in_play:
                value = 90.0
            else:
                value = 70.0 if len(board.me["bench"]) < BENCH_TARGET else 45.0
        elif d.trainer_kind == "Supporter":
            value = 60.0
        else:
            value = 35.0
        if seen[d.name] and not d.is_energy:
            value /= 2
        seen[d.name] += 1
        out.append(value)
    return out
