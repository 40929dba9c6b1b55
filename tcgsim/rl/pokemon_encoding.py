"""The observation of a Pokémon TCG view (docs/rl.md has the layout).

The encoder reads a seat's parts (:func:`tcgsim.pokemon.views.seat_parts`: what the seat's
view shows, as card numbers, without building the view); :meth:`PokemonEncoder.seen` turns a
view into the same parts, so an observation is the same from the game and from its view.

Board arrays: per player (0 the viewer, 1 the opponent) nine Pokémon positions, the Active
Pokémon then the Bench in order (a Bench can grow past 5). A face-down Pokémon of the
opponent (set up, not yet revealed) is present and face down, its cards UNKNOWN.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from tcgsim.pokemon import card as card_def
from tcgsim.pokemon.views import HIDDEN_SLOT, SeatParts, SlotParts, seat_parts
from tcgsim.rl.encoding import FLOATS, INTS, Encoder, Field, Obs, Sheet, put_ints, put_zeros
from tcgsim.rl.vocab import UNKNOWN

SLOTS = 9  # the Active Spot and up to 8 on the Bench
#: the cards of a position: the top card, 3 below it, 2 Tools, 10 Energy cards
SLOT_CARDS = 16
TOP, BELOW, TOOLS, ENERGY = 0, 1, 4, 6
HAND = 60
DISCARD = 60
LOST = 30
PLAYING = 4
SLOT_FEATURES = (
    "present", "facedown", "hp", "damage", "hp_left", "energy", "tools", "stack",
    "asleep", "confused", "paralyzed", "poisoned", "burned", "poison_counters",
    "burn_counters", "played_this_turn", "moved_to_active_this_turn", "effects",
)
_SLOT = {n: i for i, n in enumerate(SLOT_FEATURES)}
_CONDITIONS = {c: _SLOT[c] for c in ("asleep", "confused", "paralyzed", "poisoned", "burned")}
#: the rows of the opponent's face-down Pokémon (present, face down; its card UNKNOWN)
_FACE_DOWN = [1.0, 1.0] + [0.0] * (len(SLOT_FEATURES) - 2)
_FACE_DOWN_CARDS = [UNKNOWN] + [0] * (SLOT_CARDS - 1)
PLAYER_FEATURES = ("hand", "deck", "prizes", "discard", "lost_zone", "bench", "mulligans",
                   "has_active")
#: the parts of a sheet that record what each player's arrays were written from (per axis)
_PLAYER_PARTS = ("player0", "player1")
NO_CARDS: list[int] = []  # an empty zone (never changed)
#: what a sheet records of a player whose arrays are not written yet: (the turn they were
#: written for, the player as :func:`seat_parts` gives one, their features in ``globals``),
#: here no turn, nothing in their zones, no Pokémon in play
NO_PLAYER: tuple[Any, tuple[Any, ...], tuple[float, ...]] = (
    None, (None, 0, 0, 0, NO_CARDS, NO_CARDS, NO_CARDS, None, [], 0, 0), ())
#: the first global features, written together
_TOP_FEATURES = ("turn", "my_turn", "went_first", "setup", "prize_setting", "sudden_death")
_TOP = len(_TOP_FEATURES)
GLOBAL_FEATURES = (
    *_TOP_FEATURES, "stadium", "my_stadium",
    *(f"me_{f}" for f in PLAYER_FEATURES), *(f"opp_{f}" for f in PLAYER_FEATURES),
)


class PokemonEncoder(Encoder):
    game = "pokemon"
    incremental = True
    kinds = (
        "main", "first", "mulligan_draw", "setup_active", "setup_bench", "attach", "target",
        "search", "switch", "promote", "prize", "discard", "choose", "choose_attack",
        "choose_cards", "choose_pokemon", "count", "counter_target", "damage_target",
        "discard_energy", "evolve", "gust", "heal", "look", "lost", "lost_zone", "may",
        "move_energy", "order", "retreat_cost", "to_deck", "to_hand", "attack_again",
        "bench_limit", "checkup_order", "copy_attack",
    )
    verbs = ("trainer", "bench", "evolve", "energy", "ability", "stadium_effect", "retreat",
             "attack", "end")
    global_features = GLOBAL_FEATURES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._names: dict[str, str] = {}
        # where each player's PLAYER_FEATURES start in globals (the viewer's, the opponent's)
        self._player_col = (self.global_col["me_hand"], self.global_col["opp_hand"])
        # the card indices of a game's card numbers, for the last game's card list
        self._ids: list[str] | None = None
        self._codes: list[int] = []
        # the option rows kept for a game's card list, per viewer (see option_memo)
        self._memo_of: tuple[object, tuple[dict[Any, tuple[int, ...]], ...]] = (None, ({}, {}))

    def board_fields(self, cards: float) -> tuple[Field, ...]:
        return (
            Field("hand", (HAND,), np.int32, cards),
            Field("board_cards", (2, SLOTS, SLOT_CARDS), np.int32, cards),
            Field("board", (2, SLOTS, len(SLOT_FEATURES)), np.float32, 1000.0),
            Field("discard", (2, DISCARD), np.int32, cards),
            Field("lost_zone", (2, LOST), np.int32, cards),
            Field("playing", (2, PLAYING), np.int32, cards),
            Field("stadium", (1,), np.int32, cards),
        )

    # -- what is read: a seat's parts -------------------------------------------------------
    def seen_in(self, game: Any, seat: int, view: Callable[[int], dict[str, Any]]) -> Any:
        return seat_parts(game, seat)

    def seen(self, view: dict[str, Any]) -> SeatParts:
        """The parts of ``view``, as :func:`seat_parts` gives them for the game it shows: card
        numbers, the card ids of those the view names (the viewer's deck list names their
        own)."""
        ids: dict[int, str] = {}

        def numbers(refs: list[dict[str, Any]]) -> list[int]:
            for r in refs:
                ids[r["id"]] = r["card"]
            return [r["id"] for r in refs]

        def slot(sl: dict[str, Any]) -> SlotParts:
            if "cards" not in sl:
                return HIDDEN_SLOT
            # the Special Condition that turns the Pokémon: the one the counters do not say
            turned = [c for c in sl["conditions"] if c not in ("poisoned", "burned")]
            return ((numbers(sl["cards"]), numbers(sl["energy"]), numbers(sl["tools"]),
                     sl["damage"], sl["poison_counters"], sl["burn_counters"],
                     turned[0] if turned else None, sl["played_turn"], sl["facedown"],
                     sl["slot"], sl["effect_data"]), sl["to_active_turn"], sl["hp"])

        me = view["you"]
        players = []
        for p, pl in enumerate(view["players"]):
            if pl["deck_list"] is not None:
                offset = 0 if p == 0 else view["players"][0]["card_count"]
                ids.update((offset + i, cid) for i, cid in enumerate(pl["deck_list"]))
            active = pl["active"]
            players.append((
                numbers(pl["hand"]) if pl["hand"] is not None else None, pl["hand_count"],
                pl["deck_count"], pl["prize_count"], numbers(pl["discard"]),
                numbers(pl["lost_zone"]), numbers(pl["playing"]),
                slot(active) if active is not None else None,
                [slot(b) for b in pl["bench"]], pl["mulligans"], pl["card_count"],
            ))
        stadium = view["stadium"]
        return (me, view["turn"], view["current"], view["first"], view["phase"],
                view["prize_setting"], view["sudden_death"],
                numbers([stadium])[0] if stadium is not None else None, players, ids,
                None)  # every Pokémon's HP as the view shows it

    def _codes_of(self, ids: list[str] | Mapping[int, str]) -> Any:
        """The card index of each card number ``ids`` names (a game's list: worked out once
        per game)."""
        index = self.index
        if isinstance(ids, list):
            if ids is not self._ids:
                if ids != self._ids:  # another game's cards (not a copy's)
                    self._codes = [index.get(cid, UNKNOWN) for cid in ids]
                self._ids = ids
            return self._codes
        return {c: index.get(cid, UNKNOWN) for c, cid in ids.items()}

    # -- the board --------------------------------------------------------------------------
    def numbering(self, seen: SeatParts) -> object:
        return seen[9]

    def fill(self, sheet: Sheet, seen: SeatParts, g: list[float]) -> None:
        (me, turn, current, first, phase, prize_setting, sudden_death, stadium, players, ids,
         hp_of) = seen
        obs, parts = sheet.arrays, sheet.parts
        g[:_TOP] = (turn, float(current == me), float(first == me), float(phase == "setup"),
                    prize_setting, float(sudden_death))
        codes: Any = None  # the card indices, once something is to be written
        if stadium is not None:
            col = self.global_col
            g[col["stadium"]] = 1.0
            g[col["my_stadium"]] = float(_mine(seen, stadium))
        if stadium != parts.get("stadium"):
            codes = self._codes_of(ids)
            put_ints(obs["stadium"], 0, [codes[stadium] if stadium is not None else 0])
            parts["stadium"] = stadium
        for axis, player in enumerate((players[me], players[1 - me])):
            at = self._player_col[axis]  # PLAYER_FEATURES, in order
            # what the player's arrays were written from, and for which turn: the same
            # (compared in full, at C speed), nothing to write; else each zone that differs
            before_turn, before, counts = parts.get(_PLAYER_PARTS[axis], NO_PLAYER)
            if before_turn == turn and player == before:
                g[at: at + len(PLAYER_FEATURES)] = counts
                continue
            (hand, hand_count, deck_count, prize_count, discard, lost, playing, active, bench,
             mulligans, cards) = player
            counts = (hand_count, deck_count, prize_count, len(discard), len(lost), len(bench),
                      mulligans, float(active is not None))
            g[at: at + len(PLAYER_FEATURES)] = counts
            if codes is None:
                codes = self._codes_of(ids)
            (b_hand, _, _, _, b_discard, b_lost, b_playing, b_active, b_bench, _, _) = before
            if hand is not None and hand != b_hand:
                _zone(obs["hand"], 0, HAND, hand, b_hand or NO_CARDS, codes, False)
            if discard != b_discard:
                _zone(obs["discard"], axis * DISCARD, DISCARD, discard, b_discard, codes, True)
                b_discard = list(discard)  # a copy: the state's lists change in place
            if lost != b_lost:
                _zone(obs["lost_zone"], axis * LOST, LOST, lost, b_lost, codes, True)
                b_lost = list(lost)
            if playing != b_playing:
                _zone(obs["playing"], axis * PLAYING, PLAYING, playing, b_playing, codes, False)
                b_playing = list(playing)
            # a Pokémon's row also shows whether it came into play or moved to the Active
            # Spot this turn: at another turn, those it no longer shows right are written too
            if active != b_active or (turn != before_turn and _stale(active, turn, before_turn)):
                b_active = _pokemon(obs, axis * SLOTS, active, turn, codes, hp_of)  # None: none
            if bench != b_bench or turn != before_turn:
                b_bench = _bench(obs, axis, bench, b_bench, turn, before_turn, codes, hp_of)
            # the hand is a list of its own (sorted, or the view's), or None (not seen)
            parts[_PLAYER_PARTS[axis]] = (turn, (
                hand, hand_count, deck_count, prize_count, b_discard, b_lost, b_playing,
                b_active, b_bench, mulligans, cards), counts)

    # -- options ---------------------------------------------------------------------------
    def _name(self, card_id: str) -> str:
        name = self._names.get(card_id)
        if name is None:
            name = self._names[card_id] = card_def(card_id).name
        return name

    def option_memo(self, seen: SeatParts) -> dict[Any, tuple[int, ...]] | None:
        """The memo of the card list of the game ``seen`` is of, for its viewer (not of a
        view's card ids: rows from a view are not kept)."""
        me, ids = seen[0], seen[9]
        if type(ids) is not list:
            return None
        kept = self._memo_of
        if kept[0] is not ids:
            # another game: of the same decks, its cards are numbered the same, rows too
            kept = self._memo_of = (ids, kept[1] if kept[0] == ids else ({}, {}))
        return kept[1][me]

    def resolve(self, seen: SeatParts, label: str, x: Any) -> tuple[int, int, bool]:
        if x is None:
            return 0, 0, True
        me, players, ids = seen[0], seen[8], seen[9]
        static = True  # a card of the viewer's, named in the label
        if "(Active)" in label or "(Bench)" in label:
            static = False  # a Pokémon in play, wherever it is now
            for axis, p in enumerate((me, 1 - me)):
                active, bench = players[p][7], players[p][8]
                if active and active[0][9] == x:
                    return self._top_card(ids, active), axis * SLOTS + 1, False
                for i, b in enumerate(bench[: SLOTS - 1]):
                    if b and b[0][9] == x:
                        return self._top_card(ids, b), axis * SLOTS + i + 2, False
        offset = 0 if me == 0 else players[0][10]
        if offset <= x < offset + players[me][10]:  # the viewer's own card: they know it
            own = ids[x]
            if self._name(own) in label:
                return self.index.get(own, UNKNOWN), 0, static
            return 0, 0, static
        # another card, named in the label (that is kept), if the view shows it (that is not)
        cid = (ids[x] if 0 <= x < len(ids) else None) if type(ids) is list else ids.get(x)
        if cid is None or self._name(cid) not in label:
            return 0, 0, static
        if _shown(seen, x):
            return self.index.get(cid, UNKNOWN), 0, False
        return 0, 0, False

    def _top_card(self, ids: Any, slot: SlotParts) -> int:
        cards = slot[0][0]
        return self.index.get(ids[cards[-1]], UNKNOWN) if cards else UNKNOWN


def _mine(seen: SeatParts, c: int) -> bool:
    """Whether card number ``c`` is the viewer's: each player's cards are numbered in the
    order of their deck list, the first player's first."""
    return (c < seen[8][0][10]) == (seen[0] == 0)


def _zone(array: np.ndarray, at: int, size: int, cards: list[int], before: list[int],
          codes: Any, last: bool) -> None:
    """Write a zone's cards (its first ``size``, or its ``last`` ones) from ``array``'s flat
    position ``at`` on, clearing what is left of those written ``before``."""
    kept = len(before)
    if kept < len(cards) <= size and cards[:kept] == before:
        # cards put on top of a zone that shows them all (a discard pile, most often): the
        # rows of those before stay as written, the new ones only are written after them
        INTS[len(cards) - kept](array, 4 * (at + kept), *map(codes.__getitem__, cards[kept:]))
        return
    # map(): the lookups run in C, not a bytecode loop per card
    values = list(map(codes.__getitem__, cards[-size:] if last else cards[:size]))
    gap = min(len(before), size) - len(values)
    if gap > 0:
        values += [0] * gap
    INTS[len(values)](array, 4 * at, *values)


def _stale(slot: SlotParts | None, turn: int, before: Any) -> bool:
    """Whether the row of a Pokémon written at turn ``before`` is wrong at ``turn``: it came
    into play or moved to the Active Spot at one of them."""
    return bool(slot) and (
        (slot[0][7] == turn) != (slot[0][7] == before)  # type: ignore[index]
        or (slot[1] == turn) != (slot[1] == before))  # type: ignore[index]


def _bench(obs: Obs, axis: int, bench: list[SlotParts], before: list[SlotParts], turn: int,
           before_turn: Any, codes: Any, hp_of: list[int] | None) -> list[SlotParts]:
    """Write the rows of a player's Bench (from position 1 on) whose Pokémon differ from
    those they were written from (``before``, at ``before_turn``), clear the rows of those
    gone; what each is written from now."""
    kept: list[SlotParts] = []
    for i, slot in enumerate(bench):
        if i < len(before) and slot == before[i] and not (
                turn != before_turn and _stale(slot, turn, before_turn)):
            kept.append(before[i])
        elif i < SLOTS - 1:
            kept.append(_pokemon(obs, axis * SLOTS + 1 + i, slot, turn, codes, hp_of))
        else:  # past the last position: not shown
            kept.append(_copied(slot))
    gone = min(len(before), SLOTS - 1) - min(len(bench), SLOTS - 1)
    if gone > 0:
        row = axis * SLOTS + 1 + len(bench)
        put_zeros(obs["board"], row * len(SLOT_FEATURES), gone * len(SLOT_FEATURES))
        put_zeros(obs["board_cards"], row * SLOT_CARDS, gone * SLOT_CARDS)
    return kept


def _pokemon(obs: Obs, row: int, slot: SlotParts | None, turn: int, codes: Any,
             hp_of: list[int] | None) -> Any:
    """Write the rows of ``board`` and ``board_cards`` at position ``row`` (flat over both
    players) for ``slot`` (None: no Pokémon there); what they are written from."""
    if slot is None:
        put_zeros(obs["board"], row * len(SLOT_FEATURES), len(SLOT_FEATURES))
        put_zeros(obs["board_cards"], row * SLOT_CARDS, SLOT_CARDS)
        return None
    features, cards = _slot_rows(slot, turn, codes, hp_of)
    FLOATS[len(SLOT_FEATURES)](obs["board"], 4 * row * len(SLOT_FEATURES), *features)
    INTS[SLOT_CARDS](obs["board_cards"], 4 * row * SLOT_CARDS, *cards)
    return _copied(slot)


def _copied(slot: SlotParts) -> SlotParts:
    """``slot`` with its live lists copied (they change in place in the state): its cards
    and its effects, each effect's dict too (an effect's fields may change in place)."""
    if not slot:
        return slot
    cards, energy, tools, dmg, psn, brn, sp, played, down, number, fx = slot[0]
    return ((list(cards), list(energy), list(tools), dmg, psn, brn, sp, played, down, number,
             list(map(dict.copy, fx)) if fx else []), slot[1], slot[2])


def _slot_rows(slot: SlotParts, turn: int, codes: Any,
               hp_of: list[int] | None) -> tuple[list[float], list[int]]:
    """A Pokémon's row of ``board`` (SLOT_FEATURES) and of ``board_cards`` (the top card,
    the cards below it, Tools, Energy)."""
    if slot is HIDDEN_SLOT:  # the opponent's face-down Pokémon: nothing more to see
        return _FACE_DOWN, _FACE_DOWN_CARDS
    (cards, energy, tools, dmg, psn, brn, turned, played, down, _, fx), to_active, hp = slot
    if hp is None:  # the top card's (see seat_parts)
        hp = hp_of[cards[-1]]  # type: ignore[index]
    effects = sum(1 for f in fx if "label" in f) if fx else 0
    row = [
        1.0, float(down), hp, dmg, hp - dmg, len(energy), len(tools), len(cards), 0.0, 0.0,
        0.0, float(bool(psn)), float(bool(brn)), psn, brn, float(played == turn),
        float(to_active == turn), effects,
    ]
    if turned is not None:
        i = _CONDITIONS.get(turned)
        if i is not None:
            row[i] = 1.0
    crow = [0] * SLOT_CARDS
    code = codes.__getitem__
    stack = list(map(code, reversed(cards[-TOOLS:])))
    crow[: len(stack)] = stack
    if tools:
        got = list(map(code, tools[: ENERGY - TOOLS]))
        crow[TOOLS: TOOLS + len(got)] = got
    if energy:
        got = list(map(code, energy[: SLOT_CARDS - ENERGY]))
        crow[ENERGY: ENERGY + len(got)] = got
    return row, crow


def _shown(seen: SeatParts, c: int) -> bool:
    """Whether card number ``c`` is among the cards ``seen`` shows."""
    if seen[7] == c:
        return True
    for pl in seen[8]:
        hand = pl[0]
        if c in pl[4] or c in pl[5] or c in pl[6] or (hand is not None and c in hand):
            return True
        for slot in (pl[7], *pl[8]):
            if slot and (c in slot[0][0] or c in slot[0][1] or c in slot[0][2]):
                return True
    return False
