"""The deciding player's view, indexed for the heuristic player's quick questions
(:class:`Board`): what is in play, what each Pokémon's attacks are worth now, what
its Energy still lacks."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from operator import attrgetter, itemgetter
from typing import Any, Generic, TypeVar, overload

from tcgsim.agents.pokemon.attacks import (
    BenchGuard,
    attack_text,
    card_guards,
    counted_phrase,
    covers_team,
    deck_upkeep,
    no_effects,
    shielded,
)
from tcgsim.agents.pokemon.cardfacts import (
    card_named,
    card_of,
    list_ids,
    prize_value,
    wanted_attack,
    wanted_cost,
)
from tcgsim.agents.pokemon.energy import (
    attached_no_effects,
    attack_costs,
    fuels,
    list_energy_cards,
    list_energy_types,
    units_missing,
    units_of,
)
from tcgsim.agents.pokemon.provides import units
from tcgsim.agents.pokemon.roles import Role, ability_role, trainer_role
from tcgsim.agents.pokemon.scores import (
    DECKS_OUT,
    HAND_ENOUGH,
    HAND_FULL,
    HAND_PLENTY,
    KO_VALUE,
    NEVER_PAID,
    RESERVE,
    THIN_DRAW,
    TURNS_PER_PRIZE,
    TYPICAL_COUNT,
)
from tcgsim.pokemon.model.carddb import Attack, CardDef, UnknownCard
from tcgsim.pokemon.rules.energy import covers, unit_is

Slot = dict[str, Any]


_T = TypeVar("_T")

# a card reference's fields, a card's name: read with map, which runs no Python frame a card
_CARD = itemgetter("card")
_ID = itemgetter("id")
_NAME = attrgetter("name")
#: a player's zones that hold cards face up, besides the Pokémon in play
_OWN_ZONES = ("hand", "discard", "lost_zone", "playing")


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


class Board:
    """The deciding player's view, indexed for quick questions (one is built for every
    decision: a plain class, its fields set in one call)."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        me = view["you"]
        players = view["players"]
        self.me: dict[str, Any] = players[me]
        self.opp: dict[str, Any] = players[1 - me]
        self.hand: list[dict[str, Any]] = self.me["hand"] or []
        #: the own Active (asked at most decisions, several times)
        self.my_active: Slot | None = self.me.get("active")
        # the own cards are numbered in the order of the own list, which the view carries:
        # an own card's id is a look-up, with no index of the cards in sight to build
        self.own_list: list[str] = self.me.get("deck_list") or []
        self.own_start = 0 if me == 0 else players[0]["card_count"]
        # what one decision asks many times (each retreat or switch option compares every
        # Pokémon's best attack): kept for this view only, so always current
        self._best_attack: dict[int, float] = {}
        self._cards: dict[int, CardDef | None] = {}
        self._energy_types: dict[int, list[str]] = {}
        self._energy_missing: dict[int, tuple[str, ...]] = {}
        self._attack_missing: dict[tuple[int, tuple[str, ...] | None], int] = {}
        self._attack_values: dict[tuple[int, int], float] = {}

    #: whether a retreat or switch pays, and why (:meth:`HeuristicAgent._switch_pays`;
    #: None: not asked yet)
    switch_pays: int | None = None

    # what only some decisions ask (a gust's targets, a card that costs hand cards, the
    # main phase's Trainers): made when first asked, not for every decision
    @_once
    def keep_values(self) -> dict[CardDef, list[float]]:
        """Played card -> :func:`~tcgsim.agents.pokemon.heuristic._keep_values` of the rest
        of the hand, for this view."""
        return {}

    @_once
    def trainer_scores(self) -> dict[CardDef, float]:
        """The agent's main-phase score of each Trainer card in hand, for this decision."""
        return {}

    @_once
    def _payable(self) -> dict[int, tuple[CardDef | None, tuple[Attack, ...]]]:
        return {}

    @_once
    def _attackers(self) -> dict[tuple[bool, bool], list[tuple[Slot, CardDef, tuple[Attack, ...]]]]:
        """(switch, stays) -> :meth:`ko_score`'s attackers with an attack they can pay."""
        return {}

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
        refs = list(chain.from_iterable(self._in_sight()))
        return dict(zip(map(_ID, refs), map(_CARD, refs), strict=True))

    def _in_sight(self) -> Iterator[Iterable[dict[str, Any]]]:
        """The view's card lists, zone by zone: each card in sight once."""
        for pl in self.view["players"]:
            for zone in _OWN_ZONES:
                yield pl.get(zone) or ()
            for slot in self._slots(pl):
                for zone in ("cards", "energy", "tools"):
                    yield slot.get(zone, ())
        if self.view.get("stadium"):
            yield [self.view["stadium"]]

    @staticmethod
    def _slots(pl: dict[str, Any]) -> list[Slot]:
        return ([pl["active"]] if pl.get("active") else []) + list(pl.get("bench") or ())

    # -- cards ----------------------------------------------------------------------------
    def card(self, c: Any) -> CardDef | None:
        """The card an option's data names: its number, or ``[slot, card]`` for a card on one
        of several Pokémon (an Energy discarded from any of them); None for other data."""
        if isinstance(c, int):  # the usual data first: a card asked again is one look-up
            known = self._cards.get(c)
            if known is not None:
                return known
        elif isinstance(c, list) and c and isinstance(c[-1], int):
            c = c[-1]
            known = None
        else:
            return None
        if known is None:
            k = c - self.own_start
            cid = self.own_list[k] if 0 <= k < len(self.own_list) else self.ids.get(c)
            known = self._cards[c] = card_of(cid) if cid is not None else None
        return known

    def named(self, label: str) -> CardDef | None:
        """The card of that name: the first one in sight, else the newest printing."""
        found = self._in_sight_by_name.get(label)
        if found is not None:
            return found
        try:
            return card_named(label)
        except UnknownCard:
            return None

    @_once
    def _in_sight_by_name(self) -> dict[str, CardDef]:
        # the cards in :attr:`ids`' order, read straight from the view (a deck search asks
        # this without :attr:`ids`); the last one written for a name is the first in sight
        defs = list(map(card_of, map(_CARD, chain.from_iterable(self._in_sight()))))
        defs.reverse()
        return dict(zip(map(_NAME, defs), defs, strict=True))

    def hand_defs(self) -> list[CardDef]:
        return list(self.hand_cards)

    @_once
    def hand_cards(self) -> tuple[CardDef, ...]:
        return tuple(map(card_of, map(_CARD, self.hand)))

    # -- Pokémon in play --------------------------------------------------------------------
    @staticmethod
    def top(slot: Slot) -> CardDef | None:
        cards = slot.get("cards")
        if cards:  # asked thousands of times a game: the usual case first
            return card_of(cards[-1]["card"])
        if slot.get("facedown"):
            return None
        return card_of(slot["cards"][-1]["card"])

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
        return any(fuels(d) for d in self.my_tops)

    @_once
    def energy_short(self) -> bool:
        """No Energy card in hand while some own Pokémon's attack still lacks Energy."""
        return (not any(d.is_energy for d in self.hand_cards)
                and any(self.energy_need(s) for s in self.my_slots))

    @_once
    def energy_unseen(self) -> tuple[CardDef, ...] | None:
        """The own list's Energy cards not in sight (in the deck or among the Prizes): what
        draws and searches can still find (None: the list is not known)."""
        if not self.own_list:
            return None
        start = self.own_start
        listed = list_energy_cards(tuple(self.own_list))
        if not listed:
            return ()
        # an Energy card is in sight in an own zone, or attached (to either side's Pokémon:
        # Handheld Fan moves one onto the opponent's Bench); a Pokémon still face down (the
        # opponent's, during setup) shows none
        me = self.me
        seen = set(map(_ID, chain.from_iterable(me.get(z) or () for z in _OWN_ZONES)))
        seen.update(map(_ID, chain.from_iterable(s.get("energy", ())
                                                 for s in chain(self.my_slots, self.opp_slots))))
        return tuple(d for k, d in listed if start + k not in seen)

    def out_of_reach(self, slot: Slot) -> bool:
        """``slot``'s line's attack lacks more Energy than the Energy cards in hand and still
        to find can give it (as many units as each provides there): Energy put on it now is
        never used (an Alakazam-Dudunsparce list plays six Energy cards in sixty)."""
        need = self.energy_need(slot)
        if need <= 1:
            return False
        unseen = self.energy_unseen
        if unseen is None:
            return False
        top = self.top(slot)
        reachable = 0
        for d in chain(unseen, (h for h in self.hand_cards if h.is_energy)):
            reachable += max(1, len(units(d, top)))
            if reachable >= need:
                return False
        return True

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
                () if d is None else units_missing(wanted_cost(d, self.own_ids), self.energy_types(slot)))
        return missing

    def energy_need(self, slot: Slot) -> int:
        return len(self.energy_missing(slot))

    def effects_prevented(self, slot: Slot) -> bool:
        """The effects of the opponent's attacks (damage counters they put) do nothing to
        ``slot``: an Ability of its own, or an attached card, says so."""
        d = self.top(slot)
        if d is None:
            return False
        if no_effects(d):
            return True
        side = self.opp_slots if slot["slot"] not in self.mine else self.my_slots
        for s in side:  # "… done to your Basic Team Rocket's Pokémon" (Team Rocket's Articuno)
            top = self.top(s)
            if top is not None and any(covers_team(a.text, d) for a in top.abilities):
                return True
        return any(attached_no_effects(r["card"])
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
        evolved into the line's attacker ("Prevent all damage … from Pokémon ex"), or the
        line's attack only puts damage counters (an effect) on an Active whose attacks'
        effects are prevented (Mist Energy, Team Rocket's Articuno)."""
        d = self.top(slot)
        return d is not None and self.walls(d)

    def walls(self, d: CardDef) -> bool:
        """:meth:`walled` for the Pokémon card ``d`` (in play, in hand or still to find)."""
        target = self.top(self.opp_active) if self.opp_active else None
        if target is None:
            return False
        wanted = wanted_attack(d, self.own_ids)
        if (wanted is not None and attack_text(wanted[1]).counters is not None
                and self._opp_active_unaffected):
            return True
        return shielded(target, d) and (wanted is None or shielded(target, wanted[0]))

    def reach(self, slot: Slot) -> float:
        """The share of the opponent's Pokémon in play that ``slot``'s line can hurt: a wall
        (an Ability that shields from the line's kind of attacker, or an attack that only
        puts damage counters on a Pokémon whose attacks' effects are prevented: Mist Energy,
        Team Rocket's Articuno's Repelling Veil) stops it on the Pokémon it covers only. The
        Pokémon that come in after this Active are among them, so a wall that covers the
        Active alone leaves an attacker most of its worth, and one that covers most of the
        opponent's side leaves it little."""
        d = self.top(slot)
        opp = self.opp_slots
        if d is None or not opp:
            return 1.0
        wanted = wanted_attack(d, self.own_ids)
        counters = wanted is not None and attack_text(wanted[1]).counters is not None

        def stopped(s: Slot) -> bool:
            target = self.top(s)
            return target is not None and (
                (counters and self.effects_prevented(s))
                or (shielded(target, d) and (wanted is None or shielded(target, wanted[0]))))

        return sum(1 for s in opp if not stopped(s)) / len(opp)

    @_once
    def walled_in(self) -> bool:
        """No own Pokémon in play can hurt the opposing Active, now or evolved
        (:meth:`walled`), nor put its attack's damage on a Benched one instead."""
        if self.opp_active is None or not self.my_slots:
            return False
        return not any(self.gets_past(d) for s in self.my_slots
                       if (d := self.top(s)) is not None)

    def gets_past(self, d: CardDef) -> bool:
        """The Pokémon card ``d`` can hurt the opponent's side: the opposing Active does not
        wall its line off (:meth:`walls`), or an attack of its can put its damage on an
        opposing Benched Pokémon (there is one) instead of, or as well as, on the Active."""
        return not self.walls(d) or (bool(self.opp["bench"]) and any(
            (f := attack_text(a)).chosen or f.bench is not None for a in d.attacks))

    @_once
    def no_way(self) -> bool:
        """:attr:`walled_in`, and no card in hand or still to find (deck, Prizes) changes it:
        no Pokémon the opposing Active does not wall, no gust while the opponent has a
        Bench. A draw or a search then only brings the deck-out nearer."""
        if not self.walled_in or not self.own_list:
            return False
        bench = bool(self.opp["bench"])
        return not any((d.is_pokemon and self.gets_past(d)) or (
            bench and d.is_trainer and trainer_role(d).gust)
            for d in chain(self.hand_cards, self.unseen_cards))

    def spare_energy(self, slot: Slot) -> float:
        """How well an Energy on ``slot`` can be moved elsewhere: 100 and more where it has
        more Energy than its line's attack asks for, 50 on a Benched Pokémon that cannot hurt
        the opposing Active (or pay its attack ever), below 0 where it is needed (the
        Active's the most)."""
        d = self.top(slot)
        if d is None:
            return 0.0
        surplus = len(self.energy_types(slot)) - len(wanted_cost(d, self.own_ids))
        if surplus > 0:
            return 100.0 + surplus
        if slot is not self.my_active and (self.walled(slot) or self.unreachable(slot)
                                           or not d.attacks):
            return 50.0
        return -100.0 if slot is self.my_active else -1.0

    @_once
    def _opp_active_unaffected(self) -> bool:
        """The effects of attacks (damage counters they put) do nothing to the opposing
        Active."""
        return self.opp_active is not None and self.effects_prevented(self.opp_active)

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
            sum(far(t) for t in units_missing(cost, types)) for cost in attack_costs(d))
        return known

    @_once
    def own_ids(self) -> frozenset[str] | None:
        """The card ids of the own deck list (None: not known): an evolution line is planned
        with the evolutions the list holds, not with every one the card database has."""
        return list_ids(tuple(self.own_list)) if self.own_list else None

    @_once
    def energy_in_list(self) -> frozenset[str]:
        """The types the Energy cards of the own deck list provide (all of them when the list
        is not known)."""
        if not self.own_list:
            return frozenset({"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
                              "Darkness", "Metal", "Dragon", "Colorless"})
        return list_energy_types(tuple(self.own_list))

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
                                               for u in units_of(r["card"], holder)]
        return types

    def payable(self, slot: Slot) -> tuple[CardDef | None, tuple[Attack, ...]]:
        """``slot``'s Pokémon and the attacks its Energy pays now (kept for this view: each
        gust target is scored against the same attackers)."""
        key = id(slot)
        known = self._payable.get(key)
        if known is None:
            d = self.top(slot)
            types = self.energy_types(slot)
            known = self._payable[key] = (d, tuple(a for a in d.attacks if covers(a.cost, types))
                                          if d is not None else ())
        return known

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
        return 0 if d is None else deck_upkeep(d)

    def affordable(self, role: Role, hand_back: int = 0, urgent: bool = False) -> bool:
        """Whether the effect's draws and searches leave the deck enough for the game;
        ``hand_back``: cards that go from the hand into the deck first (Iono)."""
        if not self.me["deck_count"]:
            return True  # the next turn's draw loses whatever is done now: nothing to keep
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
        return role.energy_search and self.energy_wanted

    @_once
    def energy_wanted(self) -> bool:
        """The Active can neither attack (its attack lacks Energy) nor retreat (too little
        Energy for its Retreat Cost), and the hand holds no Energy card: an Energy card found
        is this turn's attachment, the only way out without a switch (both sides otherwise
        pass until a deck runs out). Not where no Energy card of the own list is left to
        find: a search then takes other cards, and each brings the deck-out nearer."""
        active = self.my_active
        top = self.top(active) if active else None
        return (active is not None and top is not None and self.energy_need(active) > 0
                and len(active["energy"]) < top.retreat
                and not any(d.is_energy for d in self.hand_cards)
                and self.energy_unseen != ())

    def wants_cards(self) -> bool:
        """A draw helps: a small hand (the cards it needs are not all there), or a hand that
        does not get an attack going (:meth:`stuck`)."""
        size = len(self.hand)
        if (self.stuck and self.nothing_to_find) or self.no_way:
            return False
        return size <= HAND_ENOUGH or (size <= HAND_FULL and self.stuck)

    def hoarding(self, role: Role) -> bool:
        """The hand already holds more than :data:`HAND_PLENTY` cards, so the cards the effect
        takes from the deck would only wait there: what the hand lacks is a way to use them
        (Energy, a free Bench spot), not more cards, and each card taken is a turn less
        before the deck runs out. Not for an effect that can find the Energy an attack
        lacks while none is in hand (:attr:`energy_short`), puts the hand back first, or
        finds the way past a wall."""
        return (len(self.hand) > HAND_PLENTY and not role.hand_back and not self.walled_in
                and not (role.energy_search and self.energy_short) and not self.urgent(role))

    @_once
    def nothing_to_find(self) -> bool:
        """The deck holds no card that gets an attack going again: no Energy card of the own
        list is left to find, and no card that puts one back from the discard pile (or there
        is none there to put back). A draw then only brings the deck-out nearer."""
        if self.energy_unseen is None or self.energy_unseen:
            return False
        if not any(card_of(r["card"]).is_energy for r in self.me["discard"]):
            return True
        seen = self.ids
        return not any((self.own_start + k) not in seen and (d := card_of(cid)).is_trainer
                       and trainer_role(d).energy_back for k, cid in enumerate(self.own_list))

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
                 slot: Slot | None = None, theirs: bool = False) -> float:
        """Expected damage of ``attack`` to the opposing Active, Weakness and Resistance applied
        (``slot``: the attacker in play, for what its text counts on it; ``theirs``: the
        attacker is the opponent's, its "your" is their side and "your opponent's" ours).

        What the text counts ("for each card in your hand", "… damage counter on this
        Pokémon", cards in the attacker's discard pile) is counted on the view; the top cards
        of the deck it discards hit about half the time, coins are heads half the time. Damage
        counters put on the Active are no damage: Weakness and Resistance do not apply.
        """
        facts = attack_text(attack)
        if facts.copies is not None:
            if facts.copies[0] == "deck":  # the opponent's list is hidden: no estimate
                return 0.0 if theirs else self._deck_copy(attacker, defender, slot,
                                                           facts.copies[1])
            return max((self.estimate(attacker, a, defender, slot, theirs)
                        for a in self._copyable(facts.copies, theirs)), default=0.0)
        if facts.counters is not None:
            if defender is not None and self.effects_prevented(defender):
                return 0.0  # damage counters an attack puts are its effect, not damage
            k, what = facts.counters
            n = self.count(what, slot, theirs) if what else 1
            return 10.0 * k * (n if n is not None else TYPICAL_COUNT)
        dmg = float(attack.base_damage) or facts.printed
        each = facts.each
        if attack.damage_sign == "×":
            if facts.times is not None:  # about half the milled cards hit, half the coins heads
                dmg *= facts.times * 0.5
            elif each is not None and (n := self.count(each[1], slot, theirs)) is not None:
                dmg *= n
            elif "your discard pile" in facts.lower:
                dmg *= self._discard_matches(facts.lower, theirs)
            elif "flip a coin" in facts.lower:
                dmg *= 0.5
        elif attack.damage_sign == "+" and each is not None:
            n = self.count(each[1], slot, theirs)
            dmg += each[0] * (n if n is not None else 0)
        target = self.top(defender) if defender else None
        if target is not None and shielded(target, attacker):
            return 0.0
        if target is not None and dmg > 0:
            for wtype, value in target.weaknesses:
                if wtype in attacker.types:
                    dmg = dmg * 2 if value.startswith("×") else dmg + int(value.lstrip("+") or 0)
            for rtype, value in target.resistances:
                if rtype in attacker.types:
                    dmg -= abs(int(value.replace("−", "-")))
        return max(0.0, dmg)

    def doomed(self, slot: Slot) -> bool:
        """The opposing Active can Knock Out ``slot`` (the own Active) in the opponent's next
        turn: one of its attacks that its Energy pays now, or with one more Energy attached,
        does at least the HP ``slot`` has left. Energy put on ``slot`` now, where it cannot
        attack this turn, goes to the discard pile with it."""
        opp = self.opp_active
        target = self.top(opp) if opp else None
        hp = self.remaining_hp(slot)
        if opp is None or target is None or not hp:
            return False
        have = len(self.energy_types(opp))
        # what its text counts ("for each card in your hand") is counted on their side
        return any(self.estimate(target, a, slot, opp, theirs=True) >= hp for a in target.attacks
                   if self.can_pay(opp, a) or len(a.cost) <= have + 1)

    def _deck_copy(self, attacker: CardDef, defender: Slot | None, slot: Slot | None,
                   kind: str) -> float:
        """What an attack that uses an attack of the own deck's top card does, on average over
        the cards that top card can be (those of the own list not in sight): the best attack
        of a Pokémon of the kind its text names ("that doesn't have a Rule Box"), nothing for
        any other card."""
        pool = self.unseen_cards
        if not pool:
            return 0.0
        no_rule_box = "rule box" in kind
        by_card: dict[CardDef, float] = {}
        total = 0.0
        for d in pool:
            value = by_card.get(d)
            if value is None:
                value = by_card[d] = max(
                    (self.estimate(attacker, a, defender, slot) for a in d.attacks
                     if attack_text(a).copies is None), default=0.0) if d.is_pokemon and not (
                    no_rule_box and d.has_rule_box) else 0.0
            total += value
        return total / len(pool)

    @_once
    def unseen_cards(self) -> tuple[CardDef, ...]:
        """The own list's cards not in sight (in the deck or among the Prizes): what the deck's
        top card can be (none known where the list is not)."""
        seen, start = self.ids, self.own_start
        return tuple(card_of(cid) for k, cid in enumerate(self.own_list) if start + k not in seen)

    def _copyable(self, copies: tuple[str, str], theirs: bool = False) -> list[Attack]:
        """The attacks a copying attack can use: the attacker's side's Benched Pokémon's (of
        the kind its text names, "N's"), or the Active facing it's; none that copy in turn."""
        where, kind = copies
        own, other = self._sides(theirs)
        if where == "bench":
            sources = [d for s in own["bench"] if (d := self.top(s)) is not None
                       and (not kind or kind in d.name.lower()
                            or kind in (t.lower() for t in d.subtypes))]
        else:
            facing = other.get("active")
            top = self.top(facing) if facing else None
            sources = [top] if top is not None else []
        return [a for d in sources for a in d.attacks if attack_text(a).copies is None]

    def _sides(self, theirs: bool) -> tuple[dict[str, Any], dict[str, Any]]:
        """The attacker's player view and the defender's: ours and theirs, or (``theirs``)
        the other way round."""
        return (self.opp, self.me) if theirs else (self.me, self.opp)

    def _hand_size(self, player: dict[str, Any]) -> int:
        return len(self.hand) if player is self.me else int(player.get("hand_count") or 0)

    def count(self, what: str, slot: Slot | None, theirs: bool = False) -> int | None:
        """How many of ``what`` ("card in your hand", "of your Benched Pokémon", …) the view
        shows now, "your" being the attacker's side (``theirs``: the opponent's); None for a
        count it does not read."""
        phrase = counted_phrase(what)
        if phrase is None:
            return None
        own, other = self._sides(theirs)
        facing = other.get("active")
        if phrase == "card in your opponent's hand":
            return self._hand_size(other)
        if phrase == "card in your hand":
            return self._hand_size(own)
        if phrase == "benched pokémon (both":
            return len(self.me["bench"]) + len(self.opp["bench"])
        if phrase == "of your opponent's benched pokémon":
            return len(other["bench"])
        if phrase == "of your benched pokémon":
            return len(own["bench"])
        if phrase == "damage counter on this pokémon":
            return int(slot["damage"] // 10) if slot else 0
        if phrase == "damage counter on your opponent's active":
            return int(facing["damage"] // 10) if facing else 0
        if phrase == "energy attached to your opponent's active":
            return len(facing["energy"]) if facing else 0
        if phrase == "energy attached to this pokémon":
            return len(slot["energy"]) if slot else 0
        if phrase == "prize card your opponent has taken":
            return int(6 - other["prize_count"])
        if phrase == "prize card you have taken":
            return int(6 - own["prize_count"])
        return self._discard_matches(what.lower(), theirs)  # "in your discard pile"

    def _discard_matches(self, text: str, theirs: bool = False) -> int:
        discard = [card_of(r["card"]) for r in self._sides(theirs)[0]["discard"]]
        if "energy" in text:  # "for each Water Energy card in your discard pile"
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
        facts = attack_text(a)
        defender = self.opp_active
        est = self.estimate(d, a, defender, slot)
        hp_left = self.remaining_hp(defender)
        value = min(est, hp_left) if hp_left else est
        if hp_left and est >= hp_left:
            value += 100 if not a.damage_sign else 50  # a sure Knock Out beats a likely one
        if facts.bench is not None and self.opp["bench"]:
            # damage or counters on the Bench as well: the best Knock Out or hit they make
            value += max(self.hit_value(s, facts.bench, counters=facts.bench_counters)
                         for s in self.opp["bench"])
        if facts.chosen and self.opp["bench"]:
            # the damage goes to the Pokémon chosen: a Benched one where it does more (the
            # Active's Ability may prevent all of it), valued as a hit on the Active is
            value = max(value, self._chosen_bench_value(d, a, slot))
        # decking out loses the game; but an attack that does damage brings the end nearer:
        # its draws need leave only the turns the own Prizes need (a player who passes
        # instead loses to the deck all the same), and a sure Knock Out only the card the
        # next turn draws (passing instead of taking a Prize loses to the deck later)
        knock_out = bool(hp_left) and est >= hp_left
        if not self.affordable(facts.role, urgent=est > 0) and not (
                knock_out and facts.role.deck_cost < self.me["deck_count"]):
            value += 2 * DECKS_OUT
        elif self.draws_short(facts.role.draws, defender, knock_out):
            # its draws eat into the turns the deck has left, and the game does not end with
            # it: an attack that draws nothing (Headbutt beside Spike Draw) goes first
            value -= THIN_DRAW * facts.role.draws
        if facts.discards_energy:
            value -= 20
        if facts.less_damage:
            value += 10
        return value

    def draws_short(self, draws: int, defender: Slot | None, knock_out: bool) -> bool:
        """An attack that draws ``draws`` cards leaves the deck too thin for the turns the
        own Prizes still need (:data:`TURNS_PER_PRIZE`, after this attack's Knock Out) if
        each of them attacks the same way (a card drawn each turn, ``draws`` more for each
        attack but the last); never for an attack that takes the last Prizes (nothing it
        draws is needed then)."""
        if not draws or not self.me["deck_count"]:
            return False
        top = self.top(defender) if defender else None
        taken = prize_value(top) if knock_out and top is not None else 0
        turns = math.ceil(TURNS_PER_PRIZE * (self.me["prize_count"] - taken))
        if turns <= 0:
            return False
        return self.me["deck_count"] - draws < turns + draws * (turns - 1)

    def thin_draw(self, slot: Slot, idx: int) -> bool:
        """Attack ``idx`` of ``slot`` Knocks nothing Out and draws more than the deck can
        spare (:meth:`draws_short`)."""
        d, defender = self.top(slot), self.opp_active
        if d is None or idx >= len(d.attacks):
            return False
        a = d.attacks[idx]
        hp_left = self.remaining_hp(defender)
        knock_out = bool(hp_left) and self.estimate(d, a, defender, slot) >= hp_left
        return not knock_out and self.draws_short(attack_text(a).role.draws, defender, False)

    def _chosen_bench_value(self, d: CardDef, a: Attack, slot: Slot) -> float:
        """The best value of attack ``a``'s damage put on one of the opponent's Benched
        Pokémon (no Weakness or Resistance there): the damage that counts, and a Knock Out
        bonus; none on a Pokémon an Ability or the Stadium keeps it off."""
        raw = self.estimate(d, a, None, slot)
        best = 0.0
        for s in self.opp["bench"]:
            top = self.top(s)
            if top is None or shielded(top, d) or self.bench_guarded(s):
                continue
            hp = self.remaining_hp(s)
            best = max(best, min(raw, hp) + (100.0 if hp and raw >= hp else 0.0))
        return best

    def ko_score(self, target: Slot | None, switch: bool = False,
                 stays: bool = True) -> float:
        """How good ``target`` is to attack with the own Active's best payable attack (with
        ``switch``: or a Benched Pokémon's, which can come in this turn; ``stays`` False:
        only theirs, the Active is switched out): 100 per Prize for a Knock Out, else its
        share of the HP left, up to 40 per Prize (damage that brings a later Knock Out
        nearer; none on a Pokémon it cannot hurt)."""
        active = self.my_active
        if target is None or active is None:
            return -1e9
        attackers = self._attackers.get((switch, stays))
        if attackers is None:  # the same for every target a gust weighs
            attackers = self._attackers[switch, stays] = [
                (slot, d, attacks) for slot in (
                    ([active] if stays else []) + (list(self.me["bench"]) if switch else []))
                for d, attacks in (self.payable(slot),) if d is not None and attacks]
        damage = 0.0
        for slot, d, attacks in attackers:
            damage = max(damage, max(self.estimate(d, a, target, slot) for a in attacks))
        hp = self.remaining_hp(target)
        top = self.top(target)
        prizes = prize_value(top) if top else 1
        if damage >= hp:
            return 100.0 * prizes
        return 40.0 * prizes * damage / hp if hp else 0.0

    def hit_value(self, target: Slot, amount: int, with_attack: bool = False,
                  counters: bool = False) -> float:
        """What ``amount`` damage (``counters``: damage counters) on an opposing Pokémon is
        worth: KO_VALUE per Prize for a Knock Out (with ``with_attack``, also when the own
        Active's attack this turn finishes the opposing Active), else up to 40 per Prize for
        bringing one nearer. One already at 0 HP left (Knocked Out when the effect ends), or
        a Benched one they cannot reach (:meth:`bench_guarded`), is worth none."""
        hp = self.remaining_hp(target)
        if hp <= 0 or self.bench_guarded(target, counters):
            return -1.0
        top = self.top(target)
        prizes = prize_value(top) if top else 1
        if with_attack and target is self.opp_active and amount < hp:
            active = self.my_active
            d, attacks = self.payable(active) if active else (None, ())
            if active is not None and d is not None:
                amount += int(max((self.estimate(d, a, target, active) for a in attacks),
                                  default=0.0))
        if amount >= hp:
            return KO_VALUE * prizes - hp / 1000
        if amount <= 0:
            return 40.0 * prizes / hp  # amount unknown: the nearest to a Knock Out
        return 40.0 * prizes * amount / hp

    def bench_guarded(self, target: Slot, counters: bool = False) -> bool:
        """``target`` is a Benched Pokémon that an Ability of its side or the Stadium keeps
        the opponent's attacks' damage (``counters``: their damage counters) off."""
        own = target["slot"] in self.mine
        guards = self._my_guards if own else self._opp_guards
        if not guards:
            return False
        player = self.me if own else self.opp
        if target is player.get("active"):
            return False
        top = self.top(target)
        for g, holder in guards:
            if holder is not None and holder is not player.get("active"):
                continue  # "as long as this Pokémon is your Active Pokémon"
            if not (g.counters if counters else g.damage):
                continue
            if top is not None and ((g.no_rule_box and top.has_rule_box)
                                    or (g.kind and g.kind.capitalize() not in top.types)):
                continue
            return True
        return False

    @_once
    def _my_guards(self) -> list[tuple[BenchGuard, Slot | None]]:
        return self._bench_guards(self.my_slots)

    @_once
    def _opp_guards(self) -> list[tuple[BenchGuard, Slot | None]]:
        return self._bench_guards(self.opp_slots)

    def _bench_guards(self, side: list[Slot]) -> list[tuple[BenchGuard, Slot | None]]:
        """The bench protections on one side: each with the Pokémon whose Ability works only
        while it is the Active (None: wherever it is, or the Stadium's)."""
        known = [(g, slot if g.active_only else None) for slot in side if slot.get("cards")
                 for g in card_guards(slot["cards"][-1]["card"])]
        stadium = self.view.get("stadium")
        if stadium and stadium.get("card"):
            known += [(g, None) for g in card_guards(stadium["card"])]
        return known

    def best_attack_value(self, slot: Slot) -> float:
        key = id(slot)
        value = self._best_attack.get(key)
        if value is None:
            d = self.top(slot)
            types = self.energy_types(slot)
            value = self._best_attack[key] = max(
                (self.attack_value(slot, i) for i, a in enumerate(d.attacks)
                 if covers(a.cost, types)), default=0.0) if d else 0.0
        return value

    def attack_value_with(self, slot: Slot, extra: tuple[str, ...] | None) -> float:
        """The best attack value of ``slot`` once Energy that provides ``extra`` is attached
        to it as well (None: none known)."""
        d = self.top(slot)
        if d is None or not extra:
            return 0.0
        types = self.energy_types(slot) + list(extra)
        return max((self.attack_value(slot, i) for i, a in enumerate(d.attacks)
                    if covers(a.cost, types)), default=0.0)

    def readiness(self, slot: Slot) -> tuple[float, int, bool, int, int]:
        """Sort key for "which Pokémon should be Active": attack now, nearest to attacking,
        one whose attacks the opposing Active does not shrug off (:meth:`walled`: the
        opposing Active changes, a Pokémon ready to attack stays ready), Energy, HP left."""
        return (self.best_attack_value(slot), -self.attack_missing(slot), not self.walled(slot),
                len(slot["energy"]), self.remaining_hp(slot))
