"""The Pokémon TCG game object: state plus the mechanics every rule shares."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from tcgsim.core.card_game import CardGame, deal
from tcgsim.core.rng import Rng
from tcgsim.core.statecheck import (
    BOOL,
    CARD,
    CARDS,
    EFFECTS,
    NAT,
    OBJECT,
    PLAYER,
    STACK_OF_CARDS,
    STR,
    StateChecker,
    card_game_fields,
    engine_fields,
    list_of,
    nullable,
    one_of,
    record,
    tuple_of,
)
from tcgsim.pokemon.board_html import board_html
from tcgsim.pokemon.model.carddb import CardDef, cards, played_as_pokemon
from tcgsim.pokemon.model.per_card import by_card, per_card
from tcgsim.pokemon.model.state import (
    ROTATION_CONDITIONS,
    ZONES,
    Slot,
    State,
    clear_conditions_and_effects,
    find_slot,
    in_play,
    new_player,
    new_slot,
)
from tcgsim.pokemon.model.state_copy import copy_state
from tcgsim.pokemon.registry import HANDLERS
from tcgsim.pokemon.rules.continuous import (
    BENCH_SIZE,
    counters_prevented,
    max_hp,
    passive_index,
)
from tcgsim.pokemon.rules.energy import card_units, covers, unit_is
from tcgsim.pokemon.views import build_view, card_ref_table

PLAYER_NAMES = ("Player 1", "Player 2")
#: card ids of both decks -> their definitions, the definitions they have in play (a Fossil
#: Item's Pokémon face) and the facts derived from them (:meth:`Game.deck_fact`); clones and
#: restored games share their original's entry
_DEFS_CACHE: dict[tuple[str, ...], tuple[list[CardDef], list[CardDef], dict[str, Any]]] = {}
T = TypeVar("T")
#: card id -> its definition, and the definition it has in play (see per_card)
_CARD_BY_ID: dict[str, CardDef] = {}
_IN_PLAY_BY_ID: dict[str, CardDef] = {}


def _in_play_def(d: CardDef) -> CardDef:
    """The definition a card has in play: a Fossil Item's Pokémon face, else its own."""
    return played_as_pokemon(d) or d


def _no_refs(cs: list[int]) -> list[dict[str, Any]]:
    """:meth:`Game.card_refs` of a game that logs nothing (:meth:`Game.stop_logging`)."""
    return []


class Game(CardGame[CardDef]):
    """A Pokémon TCG game. Build one with :func:`tcgsim.pokemon.new_game`."""

    HANDLERS = HANDLERS
    defs: list[CardDef]
    in_play_defs: list[CardDef]  # see top
    facts: dict[str, Any]  # see deck_fact
    #: rule point -> the cards of both decks that print a passive for it
    #: (:func:`tcgsim.pokemon.rules.continuous.passive_index`): the rule points ask
    #: ``rule in g.passive_rules`` at nearly every decision, an attribute read, not a call
    passive_rules: dict[str, frozenset[int]]
    #: called where a main phase is about to work out the options of its decision (not after
    #: an effect ended the turn): a search sets it on a world it plays out, to end the playout
    #: there by raising (its evaluation never reads those options). Not state: a clone, a
    #: saved game and every other game have none.
    before_main_options: Callable[[Game], None] | None = None

    def _setup_derived(self) -> None:
        key = tuple(self.s["defs"])
        entry = _DEFS_CACHE.get(key)
        if entry is None:  # clones and restored games share the decks of their original
            # each card's definitions by card id (a search makes a new pair of decks for
            # about every view it searches, of cards it has seen)
            defs = per_card(key, key, _CARD_BY_ID, cards().get)
            entry = _DEFS_CACHE[key] = (defs, per_card(key, defs, _IN_PLAY_BY_ID, _in_play_def),
                                        {})
            if len(_DEFS_CACHE) > 256:
                _DEFS_CACHE.pop(next(iter(_DEFS_CACHE)))
        self.defs, self.in_play_defs, self.facts = entry
        self.passive_rules = passive_index(self)

    def clone(self) -> Game:
        """An independent copy (``Engine.clone``): the state copied as plain data of known
        shape (``model.state_copy``), the same state a round trip through JSON gives, and
        what is derived from the decks taken over from this game (the same decks)."""
        copy = object.__new__(type(self))
        copy.s = copy_state(self.s)
        copy.rng = Rng(copy.s)
        copy._decision = None
        copy.defs, copy.in_play_defs, copy.facts = self.defs, self.in_play_defs, self.facts
        copy.passive_rules = self.passive_rules
        if not self.logs_events:
            copy.stop_logging()
        return copy

    def stop_logging(self) -> None:
        """``Engine.stop_logging``; the cards an event would name are not looked up either
        (:meth:`card_refs` serves the log alone)."""
        super().stop_logging()
        self.card_refs = _no_refs  # type: ignore[method-assign]

    def deck_fact(self, name: str, build: Callable[[Game], T]) -> T:
        """A fact about the cards of both decks (``build(game)``, which must read only
        ``game.defs`` and the card implementations, never the state), worked out once for
        all games of these decks.

        The rules ask some questions at every step ("does any Pokémon in play have an
        Ability that triggers now?") whose answer is "no" whenever no card of either deck
        prints such a text; with such a fact a rule skips the search of the board. The
        state never holds it, so clones and saved games stay plain data."""
        try:  # asked at nearly every decision: one dict lookup when known
            return self.facts[name]  # type: ignore[no-any-return]
        except KeyError:
            fact = self.facts[name] = build(self)
            return fact

    def deck_table(self, name: str) -> dict[Any, Any]:
        """A table kept with the :meth:`deck_fact` facts, empty at first: for answers about
        the cards of both decks that are worked out as they are first asked (one card, one
        text at a time), under the same terms."""
        try:
            return self.facts[name]  # type: ignore[no-any-return]
        except KeyError:
            table: dict[Any, Any] = {}
            self.facts[name] = table
            return table

    # -- lookups ------------------------------------------------------------------
    def top(self, slot: Slot) -> CardDef:
        """The card a Pokémon in play is: its top card, a Fossil Item as the Basic Pokémon it
        is played as (``carddb.played_as_pokemon``)."""
        return self.in_play_defs[slot["cards"][-1]]

    def hp(self, slot: Slot) -> int:
        """Current maximum HP: printed, changed by effects in play (``continuous.max_hp``);
        only Pokémon in play have one that effects change (PTCG:II-D-15)."""
        return max_hp(self, slot)

    def remaining_hp(self, slot: Slot) -> int:
        """Maximum HP less the damage on it (PTCG:II-D-16)."""
        return max(0, self.hp(slot) - slot["dmg"])

    def full_hp(self, slot: Slot) -> bool:
        """"Full HP" / "no damage counters": nothing between maximum and remaining HP
        (PTCG:II-D-14)."""
        return slot["dmg"] <= 0

    def slot(self, slot_id: int) -> Slot:
        found = find_slot(self.s, slot_id)
        if found is None:
            raise KeyError(f"no Pokémon in play with slot id {slot_id}")
        return found[1]

    def slot_owner(self, slot_id: int) -> int:
        found = find_slot(self.s, slot_id)
        if found is None:
            raise KeyError(f"no Pokémon in play with slot id {slot_id}")
        return found[0]

    def slot_label(self, slot: Slot) -> str:
        a, b = self.s["players"]
        if a["active"] is slot or b["active"] is slot:  # (no search by id for an Active one)
            where = "Active"
        else:
            self.slot_owner(slot["id"])  # KeyError when it is not in play
            where = "Bench"
        return f"{self.top(slot).name} ({where})"

    def is_first_turn_of_first_player(self) -> bool:
        return self.s["turn"] == 1

    # -- moving cards -----------------------------------------------------------------
    def shuffle_deck(self, p: int, clause: str | None = "PTCG:I-H") -> None:
        self.rng.shuffle(self.pl(p)["deck"])
        self.event("shuffle", clause=clause, player=p)

    def draw(self, p: int, n: int, clause: str | None = "PTCG:I-H", bottom: bool = False) -> int:
        """Draw up to n cards from the top of the deck (``bottom``: "from the bottom of your
        deck"); returns how many were drawn."""
        pl = self.pl(p)
        got = (pl["deck"][-n:] if n > 0 else []) if bottom else pl["deck"][:n]
        if not got:
            return 0
        if bottom:
            del pl["deck"][len(pl["deck"]) - len(got):]
        else:
            del pl["deck"][: len(got)]
        pl["hand"].extend(got)
        self.event(
            "draw", clause=clause, player=p, n=len(got),
            secret={"cards": self.card_refs(got)}, to=[p],
        )
        return len(got)

    def card_refs(self, cs: list[int]) -> list[dict[str, Any]]:
        """``{"id", "card", "name"}`` of each card, as the log names cards: copies of each
        card's own reference, made once per pair of decks (no Python code per card), the
        references a view copies (``views.card_ref_table``)."""
        if not cs:
            return []
        return list(map(dict.copy, map(self.deck_fact("card_refs", card_ref_table).__getitem__,
                                       cs)))

    def discard_cards(self, p: int, cs: list[int], source: list[int], why: str) -> None:
        for c in cs:
            source.remove(c)
        self.pl(p)["discard"].extend(cs)
        if cs:
            self.event("discard", player=p, cards=self.card_refs(cs), why=why)

    def stadium_leaves(self, to: str = "discard", why: str = "effect",
                       clause: str | None = None) -> int:
        """The Stadium in play leaves play, to its owner's ``to`` zone (PTCG:I-B-04). Where a
        Bench is over 5, its owner is noted for the Bench limit that follows: "When this card
        leaves play, both players discard Pokémon from their Bench until they have 5, and the
        player who played this card discards first" (Area Zero Underdepths;
        rules.knockout.bench_limit)."""
        st = self.s["stadium"]
        assert st is not None
        self.s["stadium"] = None
        owner = self.owner(st)
        if any(len(pl["bench"]) > BENCH_SIZE for pl in self.s["players"]):
            self.s["tf"]["stadium_left_by"] = owner
        self.pl(owner)[to].append(st)
        self.event("lost_zone" if to == "lost" else "discard", clause=clause, player=owner,
                   cards=self.card_refs([st]), why=why)
        return st

    def remove_slot(self, p: int, slot: Slot) -> None:
        pl = self.pl(p)
        if pl["active"] is slot:
            pl["active"] = None
        else:
            pl["bench"].remove(slot)

    def put_basic_in_play(self, p: int, c: int, where: str, facedown: bool = False) -> Slot:
        slot = new_slot(self.s, c, self.s["turn"], facedown)
        pl = self.pl(p)
        pl["hand"].remove(c)
        if where == "active":
            pl["active"] = slot
        else:
            pl["bench"].append(slot)
        return slot

    def switch_active(self, p: int, bench_slot: Slot, clause: str | None = None) -> None:
        """Swap the Active Pokémon with a Benched one; the one going to the Bench is cleared."""
        pl = self.pl(p)
        old = pl["active"]
        i = pl["bench"].index(bench_slot)
        pl["bench"][i] = old
        pl["active"] = bench_slot
        bench_slot["to_active"] = self.turn  # PTCG:II-E-24
        if old is not None:
            clear_conditions_and_effects(old)
        self.event(
            "switch", clause=clause, player=p,
            active=self.top(bench_slot).name,
            benched=self.top(old).name if old else None,
        )
        # what "when … moves from the Bench to the Active Spot / to the Bench" triggers, once
        # the step that moved them is done (rules.triggers.moved)
        self.push("moved", player=p, to_active=bench_slot["id"],
                  to_bench=None if old is None else old["id"])

    # -- energy ----------------------------------------------------------------------
    def energy_provided(self, slot: Slot) -> list[str]:
        """One entry per unit of Energy: a type name, or 'Colorless'."""
        out = []
        if "basic_energy_units" in self.passive_rules:  # a card changes what basic Energy provides
            for c in slot["energy"]:
                out.extend(card_units(self, slot, c))
            return out
        # the common case, as card_units answers it: a basic Energy card provides one unit of
        # its type (_NOT_BASIC: another card, which card_units answers)
        basic = self.deck_fact("basic_energy_types", _basic_energy_types)
        out = list(map(basic.__getitem__, slot["energy"]))
        if _NOT_BASIC not in out:
            return out
        out = []
        for c in slot["energy"]:
            t = basic[c]
            if t is not _NOT_BASIC:
                out.append(t)
            else:
                out.extend(card_units(self, slot, c))
        return out

    def energy_of_type(self, slot: Slot, type_: str) -> int:
        """How many units of ``type_`` Energy the attached cards provide now ("has any Darkness
        Energy attached", "for each Psychic Energy attached"): a unit of every type, or one that
        may be either of two types, counts as each (PTCG:II-D-08)."""
        return sum(1 for u in self.energy_provided(slot) if unit_is(u, type_))

    def can_pay(self, cost: tuple[str, ...] | list[str], slot: Slot) -> bool:
        """Whether the attached Energy covers a cost: typed units first, then Colorless."""
        return covers(cost, self.energy_provided(slot))

    # -- damage counters ----------------------------------------------------------------
    def place_counters(self, slot: Slot, n: int, clause: str | None = None, why: str = "",
                       by: int | None = None) -> None:
        """``by``: the player whose Pokémon's attack or Ability puts them, if any."""
        if n <= 0:
            return
        stop = counters_prevented(self, slot, by)
        if stop is not None:
            self.event("counters_prevented", clause="PTCG:II-E-13", pokemon=self.top(slot).name,
                       counters=n, why=stop)
            return
        slot["dmg"] += 10 * n
        self.event(
            "damage_counters", clause=clause, pokemon=self.top(slot).name, slot=slot["id"],
            counters=n, why=why, total=slot["dmg"],
        )

    # -- the view -------------------------------------------------------------------------
    render_board = staticmethod(board_html)  # the board from a view, for notebooks

    def view(self, p: int | None) -> dict[str, Any]:
        """What ``p`` may see (None: a spectator). JSON-able, hidden cards as counts."""
        return build_view(self, p)

    @classmethod
    def check_state(cls, s: Any) -> None:
        _check_state(s)


#: :func:`_basic_energy_types` of a card that is no basic Energy card
_NOT_BASIC: Any = object()


def _basic_energy_types(g: Game) -> list[Any]:
    """Card number -> the type of Energy it provides as a basic Energy card (its
    ``energy_type``), or _NOT_BASIC."""
    return by_card(g, _BASIC_ENERGY_TYPE, _basic_energy_type)


_BASIC_ENERGY_TYPE: dict[str, Any] = {}  # card id -> _basic_energy_type (see by_card)


def _basic_energy_type(d: CardDef) -> Any:
    return d.energy_type if d.is_basic_energy else _NOT_BASIC


def initial_state(
    decks: list[list[str]], seed: int, prizes: int = 6, sudden_death: bool = False
) -> State:
    s = CardGame.base_state(seed)
    defs, owner, players = deal(decks, new_player)
    s.update(
        {
            "defs": defs,
            "owner": owner,
            "decks": [list(d) for d in decks],
            "players": players,
            "turn": 0,
            "cur": 0,
            "first": 0,
            "stadium": None,
            "tf": {},  # this turn's once-per-turn flags
            "prize_count": prizes,
            "sudden_death": sudden_death,
            "options": {"prizes": prizes, "sudden_death": sudden_death},  # as the game began
            "next_slot": 0,
            "phase": "setup",
        }
    )
    return s


def in_play_of(g: Game, p: int) -> list[Slot]:
    return in_play(g.s, p)


# -- what from_json accepts: the shapes initial_state, new_player and new_slot make --------------
_SLOT = record(
    {"id": NAT, "cards": STACK_OF_CARDS, "energy": CARDS, "tools": CARDS, "dmg": NAT,
     "sp": nullable(one_of(*ROTATION_CONDITIONS)), "psn": NAT, "brn": NAT, "played": NAT,
     "fx": EFFECTS, "down": BOOL},
    optional={"to_active": nullable(NAT)},
)  # fmt: skip
_PLAYER = record(
    {**dict.fromkeys(ZONES, CARDS), "active": nullable(_SLOT), "bench": list_of(_SLOT),
     "mulligans": NAT}
)  # fmt: skip
_TURNS = list_of(list_of(NAT), size=2)  # turns, one list per player
_check_state = StateChecker(
    record(
        {**engine_fields(HANDLERS), **card_game_fields(_PLAYER),
         "turn": NAT, "cur": PLAYER, "first": PLAYER, "stadium": nullable(CARD), "tf": OBJECT,
         "prize_count": NAT, "sudden_death": BOOL,
         "options": record({"prizes": NAT, "sudden_death": BOOL}),
         "next_slot": NAT, "phase": STR},
        # allow_unplayable: the game was started with cards it plays as blanks, as opted in
        optional={"pfx": EFFECTS, "kod_turns": _TURNS, "kod_by_attack_turns": _TURNS,
                  "kod_pokemon": list_of(list_of(tuple_of(NAT, BOOL, STR)), size=2),
                  "sudden_round": NAT, "allow_unplayable": BOOL},
    ),
    game=None,  # a Pokémon state has no game field (tcgsim.games.game_of)
    title="Pokémon TCG",
    known=lambda s, cid: cid in cards(),
    played=_DEFS_CACHE,
)  # fmt: skip
