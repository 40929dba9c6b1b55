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
from tcgsim.rl.encoding import Encoder, Field, Obs, put_floats, put_ints
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
GLOBAL_FEATURES = (
    "turn", "my_turn", "went_first", "setup", "prize_setting", "sudden_death", "stadium",
    "my_stadium", *(f"me_{f}" for f in PLAYER_FEATURES), *(f"opp_{f}" for f in PLAYER_FEATURES),
)


class PokemonEncoder(Encoder):
    game = "pokemon"
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
        col = self.global_col
        self._top_cols = tuple(col[n] for n in ("turn", "my_turn", "went_first", "setup",
                                                "prize_setting", "sudden_death"))
        # the card indices of a game's card numbers, for the last game's card list
        self._ids: list[str] | None = None
        self._codes: list[int] = []

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
            return (numbers(sl["cards"]), numbers(sl["energy"]), numbers(sl["tools"]),
                    sl["hp"], sl["damage"], sl["conditions"], len(sl["effects"]),
                    sl["poison_counters"], sl["burn_counters"], sl["played_turn"],
                    sl["to_active_turn"], sl["facedown"], sl["slot"])

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
                numbers([stadium])[0] if stadium is not None else None, players, ids)

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
    def fill(self, obs: Obs, seen: SeatParts, g: list[float]) -> None:
        me, turn, current, first, phase, prize_setting, sudden_death, stadium, players, ids = seen
        codes = self._codes_of(ids)
        c_turn, c_mine, c_first, c_setup, c_prizes, c_sudden = self._top_cols
        g[c_turn] = turn
        g[c_mine] = float(current == me)
        g[c_first] = float(first == me)
        g[c_setup] = float(phase == "setup")
        g[c_prizes] = prize_setting
        g[c_sudden] = float(sudden_death)
        if stadium is not None:
            col = self.global_col
            put_ints(obs["stadium"], 0, [codes[stadium]])
            g[col["stadium"]] = 1.0
            g[col["my_stadium"]] = float(_mine(seen, stadium))
        board, board_cards = obs["board"], obs["board_cards"]
        for axis, p in enumerate((me, 1 - me)):
            (hand, hand_count, deck_count, prize_count, discard, lost, playing, active, bench,
             mulligans, _) = players[p]
            if hand:
                put_ints(obs["hand"], 0, [codes[c] for c in hand[:HAND]])
            if discard:
                put_ints(obs["discard"], axis * DISCARD, [codes[c] for c in discard[-DISCARD:]])
            if lost:
                put_ints(obs["lost_zone"], axis * LOST, [codes[c] for c in lost[-LOST:]])
            if playing:
                put_ints(obs["playing"], axis * PLAYING, [codes[c] for c in playing[:PLAYING]])
            at = self._player_col[axis]  # PLAYER_FEATURES, in order
            g[at: at + len(PLAYER_FEATURES)] = (
                hand_count, deck_count, prize_count, len(discard), len(lost), len(bench),
                mulligans, float(active is not None))
            if active is None and not bench:
                continue
            rows: list[float] = []
            card_rows: list[int] = []
            first_at = 0 if active is not None else 1  # no Active Pokémon: position 0 empty
            for slot in ((active, *bench[: SLOTS - 1]) if active is not None
                         else bench[: SLOTS - 1]):
                _slot_rows(slot, turn, codes, rows, card_rows)
            put_floats(board, (axis * SLOTS + first_at) * len(SLOT_FEATURES), rows)
            put_ints(board_cards, (axis * SLOTS + first_at) * SLOT_CARDS, card_rows)

    # -- options ---------------------------------------------------------------------------
    def _name(self, card_id: str) -> str:
        name = self._names.get(card_id)
        if name is None:
            name = self._names[card_id] = card_def(card_id).name
        return name

    def resolve(self, seen: SeatParts, label: str, x: Any) -> tuple[int, int]:
        if x is None:
            return 0, 0
        me, players, ids = seen[0], seen[8], seen[9]
        if "(Active)" in label or "(Bench)" in label:
            for axis, p in enumerate((me, 1 - me)):
                active, bench = players[p][7], players[p][8]
                if active and active[12] == x:
                    return self._top_card(ids, active), axis * SLOTS + 1
                for i, b in enumerate(bench[: SLOTS - 1]):
                    if b and b[12] == x:
                        return self._top_card(ids, b), axis * SLOTS + i + 2
        offset = 0 if me == 0 else players[0][10]
        if offset <= x < offset + players[me][10]:  # the viewer's own card: they know it
            own = ids[x]
            return (self.index.get(own, UNKNOWN), 0) if self._name(own) in label else (0, 0)
        if _shown(seen, x) and self._name(ids[x]) in label:
            return self.index.get(ids[x], UNKNOWN), 0
        return 0, 0

    def _top_card(self, ids: Any, slot: SlotParts) -> int:
        cards = slot[0]
        return self.index.get(ids[cards[-1]], UNKNOWN) if cards else UNKNOWN


def _mine(seen: SeatParts, c: int) -> bool:
    """Whether card number ``c`` is the viewer's: each player's cards are numbered in the
    order of their deck list, the first player's first."""
    return (c < seen[8][0][10]) == (seen[0] == 0)


def _slot_rows(slot: SlotParts, turn: int, codes: Any, rows: list[float],
               card_rows: list[int]) -> None:
    """A Pokémon's row of ``board`` (SLOT_FEATURES) onto ``rows`` and of ``board_cards``
    (the top card, the cards below it, Tools, Energy) onto ``card_rows``."""
    if slot is HIDDEN_SLOT:  # the opponent's face-down Pokémon: nothing more to see
        rows += _FACE_DOWN
        card_rows += _FACE_DOWN_CARDS
        return
    (cards, energy, tools, hp, dmg, conditions, effects, psn, brn, played, to_active, down,
     _) = slot
    row = [
        1.0, float(down), hp, dmg, hp - dmg, len(energy), len(tools), len(cards), 0.0, 0.0,
        0.0, 0.0, 0.0, psn, brn, float(played == turn), float(to_active == turn), effects,
    ]
    for c in conditions:
        i = _CONDITIONS.get(c)
        if i is not None:
            row[i] = 1.0
    rows += row
    crow = [0] * SLOT_CARDS
    stack = [codes[c] for c in reversed(cards[-TOOLS:])]
    crow[: len(stack)] = stack
    if tools:
        got = [codes[c] for c in tools[: ENERGY - TOOLS]]
        crow[TOOLS: TOOLS + len(got)] = got
    if energy:
        got = [codes[c] for c in energy[: SLOT_CARDS - ENERGY]]
        crow[ENERGY: ENERGY + len(got)] = got
    card_rows += crow


def _shown(seen: SeatParts, c: int) -> bool:
    """Whether card number ``c`` is among the cards ``seen`` shows."""
    if seen[7] == c:
        return True
    for pl in seen[8]:
        hand = pl[0]
        if c in pl[4] or c in pl[5] or c in pl[6] or (hand is not None and c in hand):
            return True
        for slot in (pl[7], *pl[8]):
            if slot and (c in slot[0] or c in slot[1] or c in slot[2]):
                return True
    return False
