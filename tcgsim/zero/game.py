"""The Zero Dimension game object: state plus the lookups every rule shares.

The rule modules around it (``rules/``, one per part of the rule book):

- ``setup`` ZD:100 (decks, life, hand, the one mulligan), ``turn`` ZD:400-408,
- ``priority`` ZD:105 (who may act, the options offered), ``chain`` ZD:106 (links,
  triggered effects put on the chain, LIFO resolution),
- ``zones`` ZD:200-208/611 (the one function that moves cards), ``checks`` (lethal damage,
  defense 0, character-name uniqueness: ZD:305/309/607),
- ``costs`` ZD:303/204/322/328, ``play`` ZD:318-321/623, ``levelup`` ZD:600,
- ``combat`` ZD:500-507, ``life`` (life damage and counter effects, ZD:324/505/704),
- ``continuous`` (derived attack/defense/keywords/names/attributes, ZD:103/308-310/701),
- ``scripts`` (effects as they run: ops, selectors, targets, ZD:700-705), ``triggers`` (rule
  800), ``actions`` (using a card, activating an effect, ZD:703), ``replacements`` (ZD:707);
  the card effect vocabulary is ``tcgsim.zero.effects``, the keywords ``tcgsim.zero.keywords``,
  the hook points between them ``tcgsim.zero.registry`` (filled by ``tcgsim.zero.install``),
- ``views`` (what a player may see), ``scenario`` (boards for tests).
"""

from __future__ import annotations

from typing import Any, cast

from tcgsim.core.card_game import CardGame, deal
from tcgsim.core.statecheck import (
    BOOL,
    CARD,
    CARDS,
    EFFECTS,
    INT,
    INTS,
    NAT,
    OBJECT,
    PLAYER,
    STR,
    StateChecker,
    StateError,
    card_game_fields,
    dict_of,
    engine_fields,
    list_of,
    nullable,
    record,
    tagged,
    tuple_of,
)
from tcgsim.zero.board_html import board_html
from tcgsim.zero.model import carddb
from tcgsim.zero.model.carddb import CardDef
from tcgsim.zero.model.state import LIST_ZONES, State, new_player
from tcgsim.zero.model.state_copy import copy_state
from tcgsim.zero.registry import HANDLERS
from tcgsim.zero.rules.priority import legal_actions
from tcgsim.zero.rules.zones import move
from tcgsim.zero.views import build_view

PLAYER_NAMES = ("Player 1", "Player 2")
_DEFS_CACHE: dict[tuple[str, ...], list[CardDef]] = {}


class Game(CardGame[CardDef]):
    """A Zero Dimension game. Build one with :func:`tcgsim.zero.new_game`."""

    HANDLERS = HANDLERS
    defs: list[CardDef]
    # derived values of a stretch that only reads the state (continuous.reading)
    memo: dict[Any, Any] | None = None
    # whether a card of this game has a continuous "lose effects" effect (continuous.py)
    any_lose: bool | None = None
    # the kinds of effect the game's cards can have (continuous.game_may_have)
    kinds: frozenset[str] | None = None
    card_kinds: list[frozenset[str]] | None = None  # the same, by card
    instant: frozenset[int] | None = None  # its instant tactics (rules.play.in_time)
    asked: tuple[Any, Any] | None = None  # the action kinds priority asks (priority._asked)
    # the characters' values at the pending decision, with that decision's state dict
    # (continuous.decision_values): views at one decision work them out once
    at_decision: tuple[Any, Any] | None = None

    def priority_options(self, p: int) -> list[tuple[str, list[Any]]]:
        """What player ``p`` may do with priority (ZD:105): every legal action. A game that
        knows a seat's answer beforehand (a search's determinized world) may offer less."""
        return legal_actions(self, p)

    def _setup_derived(self) -> None:
        self.memo = None
        self.at_decision = None
        self.any_lose = None
        self.kinds = self.card_kinds = None
        self.instant = None
        self.asked = None
        key = tuple(self.s["defs"])
        defs = _DEFS_CACHE.get(key)
        if defs is None:
            for d in self.s.get("tokdefs", {}).values():
                carddb.register(d)
            defs = _DEFS_CACHE[key] = [carddb.card(cid) for cid in key]
            if len(_DEFS_CACHE) > 256:
                _DEFS_CACHE.pop(next(iter(_DEFS_CACHE)))
        self.defs = defs

    # -- lookups ---------------------------------------------------------------------
    def stamp(self) -> int:
        """A new timestamp (ZD:701: continuous effects apply in the order they began)."""
        self.s["ts"] += 1
        return self.s["ts"]

    def card_refs(self, cs: list[int]) -> list[dict[str, Any]]:
        return [{"id": c, "card": self.s["defs"][c], "name": self.defs[c].name} for c in cs]

    def label(self, c: int) -> str:
        return f"{self.defs[c].name} [{self.s['defs'][c]}]"

    # -- new cards during the game (tokens, ZD:325) ----------------------------------
    def add_card(self, definition: dict[str, Any], owner: int) -> int:
        """A new card instance (a token) owned by ``owner``; it starts in limbo."""
        s = self.s
        cid = definition["id"]
        if cid not in s["tokdefs"]:
            s["tokdefs"][cid] = definition
            carddb.register(definition)
        s["defs"].append(cid)
        s["owner"].append(owner)
        s["ver"].append(0)
        s["limbo"].append(len(s["defs"]) - 1)
        self._setup_derived()
        return len(s["defs"]) - 1

    # -- simple actions every rule uses -------------------------------------------------
    def shuffle_deck(self, p: int, clause: str | None = "ZD:617") -> None:
        self.rng.shuffle(self.pl(p)["deck"])
        self.event("shuffle", clause=clause, player=p)

    def draw(self, p: int, n: int = 1, clause: str | None = "ZD:602") -> int:
        """Draw n cards (top = end of the deck list). A player who must draw more cards than the
        deck holds loses (ZD:101); returns how many were drawn."""
        deck = self.pl(p)["deck"]
        if len(deck) < n:
            self.lose(p, "must draw from an empty deck", "ZD:101")
            return 0
        for _ in range(n):
            move(self, deck[-1], "hand", why="draw", clause=clause)
        return n

    def lose(self, p: int, reason: str, clause: str = "ZD:101") -> None:
        """Player ``p`` loses at once (ZD:101)."""
        self.lose_all([p], reason, clause)

    def lose_all(self, ps: list[int], reason: str, clause: str = "ZD:101") -> None:
        """Players who lose at the same moment: both = a draw (ZD:101)."""
        if self.s["result"] is not None or not ps:
            return
        if len(set(ps)) >= 2:
            self.finish(None, f"both players {reason}", clause)
        else:
            self.finish(1 - ps[0], f"{PLAYER_NAMES[ps[0]]} {reason}", clause)

    def concede(self, p: int) -> None:
        """A player may concede at any time (ZD:101)."""
        self.lose(p, "conceded", "ZD:101")

    def clone(self) -> Game:
        """An independent copy (``Engine.clone``); it keeps what is derived from the game's
        cards alone and the characters' values worked out at the pending decision (the copy is
        at the same decision: the same values)."""
        copy = super().clone()  # the state copied by its shape (copied_state)
        assert isinstance(copy, Game)
        if copy.defs is self.defs:  # the same cards: what is kept with them is the same
            copy.any_lose, copy.kinds, copy.card_kinds = self.any_lose, self.kinds, self.card_kinds
            copy.instant, copy.asked = self.instant, self.asked
        kept = self.at_decision
        if kept is not None and kept[0] is self.s["decision"]:
            copy.at_decision = (copy.s["decision"], kept[1])  # never changed: shared
        return copy

    def copied_state(self) -> dict[str, Any]:
        """The state JSON would give back, copied by its shape (``model.state_copy``): its
        dicts keep the rules' key strings, which a lookup by a literal key finds at once."""
        return cast(dict[str, Any], copy_state(cast(State, self.s)))

    # -- the view ---------------------------------------------------------------------
    render_board = staticmethod(board_html)  # the board from a view, for notebooks

    def view(self, p: int | None) -> dict[str, Any]:
        """What ``p`` may see (None: a spectator). JSON-able, hidden cards as counts."""
        return build_view(self, p)

    @classmethod
    def check_state(cls, s: Any) -> None:
        _check_state(s)
        for cid, definition in s["tokdefs"].items():  # few: tokens made by effects (ZD:325)
            problem = carddb.saved_definition_problem(cid, definition)
            if problem is not None:
                raise StateError(f"state.tokdefs[{cid!r}]", problem)


def initial_state(decks: list[list[str]], seed: int) -> State:
    s = CardGame.base_state(seed)
    defs, owner, players = deal(decks, new_player)
    s.update(
        {
            "game": "zero",
            "defs": defs,
            "owner": owner,
            "ver": [0] * len(defs),
            "decks": [list(d) for d in decks],
            "players": players,
            "turn": 0,
            "cur": 0,
            "first": 0,
            "step": "setup",  # untap start draw resource action end cleanup discard
            "chain": [],  # links, the top is the last element (ZD:106)
            "pending": [],  # triggered effects waiting to be put on the chain (ZD:106/702)
            "combat": None,
            "limbo": [],
            "gone": [],
            "fx": [],  # effects in force with a duration (see rules/continuous.py)
            "tf": {},  # this turn's flags (level up done, effects used this turn...)
            "ts": 0,
            "next_link": 0,
            "tokdefs": {},
        }
    )
    return s


# -- what from_json accepts: the shapes initial_state, new_player and state.py describe ----------
_COUNTERS = OBJECT  # counter name -> n (ZD:326)
_EQUIPMENT = record({"c": CARD, "tap": BOOL, "cnt": _COUNTERS, "ts": INT})
_CHARACTER = record(
    {"c": CARD, "tap": BOOL, "dmg": INT, "lv": list_of(tuple_of(CARD, BOOL)),
     "eq": nullable(_EQUIPMENT), "under": CARDS, "cnt": _COUNTERS, "turn": INT, "ts": INT,
     "how": STR}
)  # fmt: skip
_PLAYER = record(
    {**dict.fromkeys(LIST_ZONES, CARDS),
     "res": list_of(record({"c": CARD, "tap": BOOL, "up": BOOL, "cnt": _COUNTERS})),
     "battle": list_of(_CHARACTER),
     "event": nullable(record({"c": CARD, "cnt": _COUNTERS, "ts": INT})),
     "mulligan": BOOL}
)  # fmt: skip
_LINK = tagged(record({"kind": STR, "ctl": PLAYER}), "kind", {"card": record({"c": CARD})})
_check_state = StateChecker(
    record(
        {**engine_fields(HANDLERS), **card_game_fields(_PLAYER),
         "ver": INTS, "turn": NAT, "cur": PLAYER, "first": PLAYER, "step": STR,
         "chain": list_of(_LINK), "pending": EFFECTS, "combat": nullable(OBJECT),
         "limbo": CARDS, "gone": CARDS, "fx": EFFECTS, "tf": OBJECT, "ts": INT,
         "next_link": NAT, "tokdefs": dict_of(OBJECT)},
        # the game was started with cards it plays as blanks, as opted in (new_game)
        optional={"allow_unplayable": BOOL},
    ),
    game="zero",
    title="Zero Dimension",
    known=lambda s, cid: cid in s["tokdefs"] or carddb.exists(cid),
    played=_DEFS_CACHE,
    same_length=("owner", "ver"),
)  # fmt: skip
