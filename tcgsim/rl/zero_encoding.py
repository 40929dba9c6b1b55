"""The observation of a Zero Dimension view (docs/rl.md has the layout).

Board arrays: per player (0 the viewer, 1 the opponent) the characters of the battle zone in
order, the resource zone (a face-down resource of the opponent is present and UNKNOWN; the
viewer sees their own), the event, the rest and removed zones, and the chain.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tcgsim.rl.encoding import Encoder, Field, Obs, bracketed_id
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

    def slot_positions(self) -> int:
        return 2 * CHARACTERS

    def fill(self, obs: Obs, view: dict[str, Any], g: np.ndarray) -> None:
        me = view["you"]
        turn = view["turn"]
        col = self.global_col
        cards = self.cards
        g[col["turn"]] = turn
        g[col["my_turn"]] = float(view["current"] == me)
        g[col["went_first"]] = float(view["first"] == me)
        g[col.get(f"step_{view['step']}", col["step_other"])] = 1.0
        chain = view["chain"]
        g[col["chain"]] = len(chain)
        linked = [self.card(link["card"]) if link["card"] is not None else UNKNOWN
                  for link in chain[-CHAIN:]]
        obs["chain"][: len(linked)] = linked
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
            who = "me_" if axis == 0 else "opp_"
            if pl["hand"] is not None:
                hand = cards(pl["hand"][:HAND])
                obs["hand"][: len(hand)] = hand
            for zone, size in (("rest", REST), ("removed", REMOVED)):
                if pl[zone]:
                    got = cards(pl[zone][-size:])
                    obs[zone][axis, : len(got)] = got
            if pl["event"] is not None:
                obs["event"][axis] = self.card(pl["event"])
            untapped = 0
            res_cards, res = obs["resource_cards"][axis], obs["resources"][axis]
            for i, r in enumerate(pl["resources"][:RESOURCES]):
                res[i, 0] = 1.0
                res[i, 1] = float(r["tapped"])
                untapped += not r["tapped"]
                res[i, 2] = float(r["facedown"])
                res_cards[i] = self.card(r) if "card" in r else UNKNOWN
            g[col[who + "hand"]] = pl["hand_count"]
            g[col[who + "deck"]] = pl["deck_count"]
            g[col[who + "life"]] = pl["life_count"]
            g[col[who + "resources"]] = len(pl["resources"])
            g[col[who + "untapped_resources"]] = untapped
            g[col[who + "battle"]] = len(pl["battle"])
            g[col[who + "rest"]] = len(pl["rest"])
            g[col[who + "removed"]] = len(pl["removed"])
            g[col[who + "mulligan"]] = float(bool(pl["mulligan"]))
            g[col[who + "event"]] = float(pl["event"] is not None)
            battle, battle_cards = obs["battle"][axis], obs["battle_cards"][axis]
            for i, e in enumerate(pl["battle"][:CHARACTERS]):
                self._character(battle[i], battle_cards[i], e, turn)
                role = fighting.get(e["id"])
                if role is not None:
                    battle[i, role] = 1.0
                    if role == _CHAR["attacking"]:
                        g[col["combat_mine"]] = float(axis == 0)

    def _character(self, row: np.ndarray, cards_row: np.ndarray, e: dict[str, Any],
                   turn: int) -> None:
        row[0] = 1.0  # present
        row[1] = float(e["tapped"])
        row[2] = e["damage"]
        row[3] = e["level"]
        row[4] = e["atk"]
        row[5] = e["def"]
        row[6] = len(e["keywords"])
        row[7] = sum(e["counters"].values()) if e["counters"] else 0
        row[8] = float(e["appeared_turn"] == turn)
        cards_row[0] = self.card(e)
        eq = e["equipment"]
        if eq is not None:
            row[9] = 1.0
            row[10] = float(eq["tapped"])
            cards_row[EQUIPMENT] = self.card(eq)
        lv = e["level_cards"]
        row[11] = len(lv)
        for i, lc in enumerate(lv[: UNDER - LEVEL]):
            cards_row[LEVEL + i] = self.card(lc) if "card" in lc else UNKNOWN
        under = self.cards(e["under"][: CHARACTER_CARDS - UNDER])
        row[12] = len(e["under"])
        cards_row[UNDER: UNDER + len(under)] = under

    def resolve(self, view: dict[str, Any], label: str, x: Any) -> tuple[int, int]:
        card = 0
        cid = bracketed_id(label)
        if cid is not None:
            card = self.index.get(cid, UNKNOWN)
        if x is not None:
            me = view["you"]
            for axis, p in enumerate((me, 1 - me)):
                for i, e in enumerate(view["players"][p]["battle"][:CHARACTERS]):
                    if e["id"] == x:
                        return card or self.card(e), axis * CHARACTERS + i + 1
        return card, 0
