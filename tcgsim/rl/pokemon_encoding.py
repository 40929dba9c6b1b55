"""The observation of a Pokémon TCG view (docs/rl.md has the layout).

Board arrays: per player (0 the viewer, 1 the opponent) nine Pokémon positions, the Active
Pokémon then the Bench in order (a Bench can grow past 5). A face-down Pokémon of the
opponent (set up, not yet revealed) is present and face down, its cards UNKNOWN.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tcgsim.pokemon import card as card_def
from tcgsim.rl.encoding import Encoder, Field, Obs, Ref, floats, ints
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
#: the row of the opponent's face-down Pokémon (present, face down)
_FACE_DOWN = [1.0, 1.0] + [0.0] * (len(SLOT_FEATURES) - 2)
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

    def fill(self, obs: Obs, view: dict[str, Any], g: list[float]) -> None:
        me = view["you"]
        turn = view["turn"]
        col = self.global_col
        index = self.index
        g[col["turn"]] = turn
        g[col["my_turn"]] = float(view["current"] == me)
        g[col["went_first"]] = float(view["first"] == me)
        g[col["setup"]] = float(view["phase"] == "setup")
        g[col["prize_setting"]] = view["prize_setting"]
        g[col["sudden_death"]] = float(view["sudden_death"])
        stadium = view["stadium"]
        if stadium is not None:
            obs["stadium"][0] = index.get(stadium["card"], UNKNOWN)
            g[col["stadium"]] = 1.0
            g[col["my_stadium"]] = float(self._mine(view, stadium["id"]))
        board, board_cards = obs["board"], obs["board_cards"]
        players = view["players"]
        for axis, p in enumerate((me, 1 - me)):
            pl = players[p]
            at = self._player_col[axis]
            hand = pl["hand"]
            if hand:
                obs["hand"][: min(len(hand), HAND)] = ints(
                    [index.get(r["card"], UNKNOWN) for r in hand[:HAND]])
            discard = pl["discard"]
            if discard:
                obs["discard"][axis, : min(len(discard), DISCARD)] = ints(
                    [index.get(r["card"], UNKNOWN) for r in discard[-DISCARD:]])
            lost = pl["lost_zone"]
            if lost:
                obs["lost_zone"][axis, : min(len(lost), LOST)] = ints(
                    [index.get(r["card"], UNKNOWN) for r in lost[-LOST:]])
            if pl["playing"]:
                playing = self.cards(pl["playing"][:PLAYING])
                obs["playing"][axis, : len(playing)] = ints(playing)
            bench = pl["bench"]
            active = pl["active"]
            g[at] = pl["hand_count"]
            g[at + 1] = pl["deck_count"]
            g[at + 2] = pl["prize_count"]
            g[at + 3] = len(discard)
            g[at + 4] = len(lost)
            g[at + 5] = len(bench)
            g[at + 6] = pl["mulligans"]
            g[at + 7] = float(active is not None)
            rows: list[float] = []
            card_rows: list[int] = []
            first = 0 if active is not None else 1  # no Active Pokémon: position 0 stays empty
            for slot in ((active, *bench[: SLOTS - 1]) if active is not None
                         else bench[: SLOTS - 1]):
                rows += self._slot(slot, turn)
                card_rows += self._slot_cards(slot)
            if rows:
                n = len(rows) // len(SLOT_FEATURES)
                board[axis, first: first + n] = floats(rows).reshape(n, len(SLOT_FEATURES))
                board_cards[axis, first: first + n] = ints(card_rows).reshape(n, SLOT_CARDS)

    def _slot(self, slot: dict[str, Any], turn: int) -> list[float]:
        """A Pokémon's row of ``board`` (SLOT_FEATURES)."""
        if "cards" not in slot:  # the opponent's face-down Pokémon: nothing more to see
            return _FACE_DOWN
        hp, dmg = slot["hp"], slot["damage"]
        conditions = slot["conditions"]
        row = [
            1.0, float(slot["facedown"]), hp, dmg, hp - dmg, len(slot["energy"]),
            len(slot["tools"]), len(slot["cards"]), 0.0, 0.0, 0.0, 0.0, 0.0,
            slot["poison_counters"], slot["burn_counters"], float(slot["played_turn"] == turn),
            float(slot["to_active_turn"] == turn), len(slot["effects"]),
        ]
        for c in conditions:
            i = _CONDITIONS.get(c)
            if i is not None:
                row[i] = 1.0
        return row

    def _slot_cards(self, slot: dict[str, Any]) -> list[int]:
        """A Pokémon's row of ``board_cards``: the top card, the cards below it, Tools, Energy."""
        row = [0] * SLOT_CARDS
        if "cards" not in slot:
            row[TOP] = UNKNOWN
            return row
        index = self.index
        stack = [index.get(r["card"], UNKNOWN) for r in reversed(slot["cards"][-TOOLS:])]
        row[: len(stack)] = stack
        tools = slot["tools"]
        if tools:
            got = [index.get(r["card"], UNKNOWN) for r in tools[: ENERGY - TOOLS]]
            row[TOOLS: TOOLS + len(got)] = got
        energy = slot["energy"]
        if energy:
            got = [index.get(r["card"], UNKNOWN) for r in energy[: SLOT_CARDS - ENERGY]]
            row[ENERGY: ENERGY + len(got)] = got
        return row

    # -- options ---------------------------------------------------------------------------
    def _mine(self, view: dict[str, Any], c: int) -> bool:
        """Whether card number ``c`` is the viewer's: each player's cards are numbered in the
        order of their deck list, the first player's first."""
        first = view["players"][0]["card_count"]
        return (c < first) == (view["you"] == 0)

    def _own_card(self, view: dict[str, Any], c: int) -> str | None:
        """The card id of the viewer's card number ``c`` (their deck list says it)."""
        me = view["you"]
        offset = 0 if me == 0 else view["players"][0]["card_count"]
        deck_list = view["players"][me]["deck_list"]
        i = c - offset
        return deck_list[i] if deck_list is not None and 0 <= i < len(deck_list) else None

    def _name(self, card_id: str) -> str:
        name = self._names.get(card_id)
        if name is None:
            name = self._names[card_id] = card_def(card_id).name
        return name

    def resolve(self, view: dict[str, Any], label: str, x: Any) -> tuple[int, int]:
        if x is None:
            return 0, 0
        if "(Active)" in label or "(Bench)" in label:
            me = view["you"]
            for axis, p in enumerate((me, 1 - me)):
                pl = view["players"][p]
                active = pl["active"]
                if active is not None and active.get("slot") == x:
                    return self._slot_card(active), axis * SLOTS + 1
                for i, b in enumerate(pl["bench"][: SLOTS - 1]):
                    if b.get("slot") == x:
                        return self._slot_card(b), axis * SLOTS + i + 2
        own = self._own_card(view, x)
        if own is not None:
            if self._name(own) in label:
                return self.index.get(own, UNKNOWN), 0
            return 0, 0
        ref = _find_ref(view, x)
        if ref is not None and ref["name"] in label:
            return self.card(ref), 0
        return 0, 0

    def _slot_card(self, slot: dict[str, Any]) -> int:
        cards: list[Ref] = slot.get("cards") or []
        return self.card(cards[-1]) if cards else UNKNOWN


def _find_ref(view: dict[str, Any], c: int) -> Ref | None:
    """The reference to card number ``c`` among the cards ``view`` shows, if any."""
    stadium = view["stadium"]
    if stadium is not None and stadium["id"] == c:
        return stadium
    for pl in view["players"]:
        for zone in (pl["discard"], pl["lost_zone"], pl["playing"], pl["hand"] or ()):
            for r in zone:
                if r["id"] == c:
                    return r
        for slot in (pl["active"], *pl["bench"]):
            if slot is None or "cards" not in slot:
                continue
            for zone in (slot["cards"], slot["energy"], slot["tools"]):
                for r in zone:
                    if r["id"] == c:
                        return r
    return None
