"""The observation of a Zero Dimension view (docs/rl.md has the layout).

Board arrays: per player (0 the viewer, 1 the opponent) the characters of the battle zone in
order, the resource zone (a face-down resource of the opponent is present and UNKNOWN; the
viewer sees their own), the event, the rest and removed zones, and the chain.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tcgsim.rl.encoding import Encoder, Field, Sheet, bracketed_id, put_floats, put_ints
from tcgsim.rl.vocab import UNKNOWN

CHARACTERS = 12
#: the cards of a character: itself, its equipment, 4 level cards, 2 cards under it
CHARACTER_CARDS = 8
EQUIPMENT, LEVEL, UNDER = 1, 2, 6
HAND = 30
RESOURCES = 16
REST = 60
REMOVED = 30
CHAIN = 8
CHARACTER_FEATURES = (
    "present", "tapped", "damage", "level", "atk", "def", "keywords", "counters",
    "appeared_this_turn", "equipped", "equipment_tapped", "level_cards", "under",
    "attacking", "attack_target", "defending",
)
RESOURCE_FEATURES = ("present", "tapped", "facedown")
STEPS = ("setup", "untap", "start", "draw", "action", "end", "discard", "cleanup")
PLAYER_FEATURES = ("hand", "deck", "life", "resources", "untapped_resources", "battle",
                   "rest", "removed", "mulligan", "event")
GLOBAL_FEATURES = (
    "turn", "my_turn", "went_first", *(f"step_{s}" for s in STEPS), "step_other", "chain",
    "combat", "combat_life", "combat_mine",
    *(f"me_{f}" for f in PLAYER_FEATURES), *(f"opp_{f}" for f in PLAYER_FEATURES),
)
_CHAR = {n: i for i, n in enumerate(CHARACTER_FEATURES)}


class ZeroEncoder(Encoder):
    game = "zero"
    kinds = ("priority", "resource", "pay", "attack_target", "order", "levelup_cost", "defend",
             "target", "declare_name", "mulligan", "unique", "pick", "choose", "discard",
             "count", "may", "search", "top_or_bottom", "untap")
    verbs = ("pass", "use", "attack", "act", "auto", "char", "charge", "false_life", "levelup",
             "life", "res", "reveal", "transform")
    global_features = GLOBAL_FEATURES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # where each player's PLAYER_FEATURES start in globals (the viewer's, the opponent's)
        self._player_col = (self.global_col["me_hand"], self.global_col["opp_hand"])

    def board_fields(self, cards: float) -> tuple[Field, ...]:
        return (
            Field("hand", (HAND,), np.int32, cards),
            Field("battle_cards", (2, CHARACTERS, CHARACTER_CARDS), np.int32, cards),
            Field("battle", (2, CHARACTERS, len(CHARACTER_FEATURES)), np.float32, 100000.0),
            Field("resource_cards", (2, RESOURCES), np.int32, cards),
            Field("resources", (2, RESOURCES, len(RESOURCE_FEATURES)), np.float32, 1.0),
            Field("event", (2,), np.int32, cards),
            Field("rest", (2, REST), np.int32, cards),
            Field("removed", (2, REMOVED), np.int32, cards),
            Field("chain", (CHAIN,), np.int32, cards),
        )

    def fill(self, sheet: Sheet, view: dict[str, Any], g: list[float]) -> None:
        obs = sheet.arrays
        me = view["you"]
        turn = view["turn"]
        col = self.global_col
        cards = self.cards
        index = self.index
        g[col["turn"]] = turn
        g[col["my_turn"]] = float(view["current"] == me)
        g[col["went_first"]] = float(view["first"] == me)
        g[col.get(f"step_{view['step']}", col["step_other"])] = 1.0
        chain = view["chain"]
        g[col["chain"]] = len(chain)
        if chain:
            linked = [self.card(link["card"]) if link["card"] is not None else UNKNOWN
                      for link in chain[-CHAIN:]]
            put_ints(obs["chain"], 0, linked)
        combat = view["combat"]
        fighting: dict[int, int] = {}
        if combat is not None:
            g[col["combat"]] = 1.0
            g[col["combat_life"]] = float(combat["target"] == "life")
            fighting[combat["attacker"]] = _CHAR["attacking"]
            for t in combat["targets"]:
                fighting[t] = _CHAR["attack_target"]
            for d in combat["defenders"]:
                fighting[d] = _CHAR["defending"]
        for axis, p in enumerate((me, 1 - me)):
            pl = view["players"][p]
            at = self._player_col[axis]
            if pl["hand"]:
                hand = cards(pl["hand"][:HAND])
                put_ints(obs["hand"], 0, hand)
            for zone, size in (("rest", REST), ("removed", REMOVED)):
                if pl[zone]:
                    got = cards(pl[zone][-size:])
                    put_ints(obs[zone], axis * size, got)
            if pl["event"] is not None:
                obs["event"][axis] = self.card(pl["event"])
            resources = pl["resources"]
            if resources:
                shown = resources[:RESOURCES]
                put_floats(obs["resources"], axis * RESOURCES * len(RESOURCE_FEATURES),
                           [x for r in shown
                            for x in (1.0, float(r["tapped"]), float(r["facedown"]))])
                put_ints(obs["resource_cards"], axis * RESOURCES,
                         [index.get(r["card"], UNKNOWN) if "card" in r else UNKNOWN
                          for r in shown])
            battle = pl["battle"]
            g[at] = pl["hand_count"]
            g[at + 1] = pl["deck_count"]
            g[at + 2] = pl["life_count"]
            g[at + 3] = len(resources)
            g[at + 4] = sum(1 for r in resources if not r["tapped"])
            g[at + 5] = len(battle)
            g[at + 6] = len(pl["rest"])
            g[at + 7] = len(pl["removed"])
            g[at + 8] = float(bool(pl["mulligan"]))
            g[at + 9] = float(pl["event"] is not None)
            if not battle:
                continue
            rows: list[float] = []
            card_rows: list[int] = []
            for e in battle[:CHARACTERS]:
                row = self._character(e, turn)
                role = fighting.get(e["id"])
                if role is not None:
                    row[role] = 1.0
                    if role == _CHAR["attacking"]:
                        g[col["combat_mine"]] = float(axis == 0)
                rows += row
                card_rows += self._character_cards(e)
            put_floats(obs["battle"], axis * CHARACTERS * len(CHARACTER_FEATURES), rows)
            put_ints(obs["battle_cards"], axis * CHARACTERS * CHARACTER_CARDS, card_rows)

    def _character(self, e: dict[str, Any], turn: int) -> list[float]:
        """A character's row of ``battle`` (CHARACTER_FEATURES)."""
        eq = e["equipment"]
        counters = e["counters"]
        return [
            1.0, float(e["tapped"]), e["damage"], e["level"], e["atk"], e["def"],
            len(e["keywords"]), sum(counters.values()) if counters else 0,
            float(e["appeared_turn"] == turn), float(eq is not None),
            float(eq["tapped"]) if eq is not None else 0.0, len(e["level_cards"]),
            len(e["under"]), 0.0, 0.0, 0.0,
        ]

    def _character_cards(self, e: dict[str, Any]) -> list[int]:
        """A character's row of ``battle_cards``: itself, its equipment, level cards, under."""
        index = self.index
        row = [0] * CHARACTER_CARDS
        row[0] = index.get(e["card"], UNKNOWN)
        eq = e["equipment"]
        if eq is not None:
            row[EQUIPMENT] = index.get(eq["card"], UNKNOWN)
        for i, lc in enumerate(e["level_cards"][: UNDER - LEVEL]):
            row[LEVEL + i] = index.get(lc["card"], UNKNOWN) if "card" in lc else UNKNOWN
        under = e["under"]
        if under:
            got = [index.get(r["card"], UNKNOWN) for r in under[: CHARACTER_CARDS - UNDER]]
            row[UNDER: UNDER + len(got)] = got
        return row

    def resolve(self, view: dict[str, Any], label: str, x: Any) -> tuple[int, int, bool]:
        card = 0
        cid = bracketed_id(label)
        if cid is not None:
            card = self.index.get(cid, UNKNOWN)
        if x is not None:
            me = view["you"]
            for axis, p in enumerate((me, 1 - me)):
                for i, e in enumerate(view["players"][p]["battle"][:CHARACTERS]):
                    if e["id"] == x:
                        return card or self.card(e), axis * CHARACTERS + i + 1, False
        return card, 0, x is None  # a character not in play now may be later
