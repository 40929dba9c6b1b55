"""Build boards directly for rule tests: cards in any zone, tapped, damage, level cards,
equipment, counters, whose turn and which step.

    sc = Scenario()
    luffy = sc.battle(0, "T-R2", damage=1000, levels=1, equip="T-EQ")
    sc.hand(0, "T-TAC")
    sc.resources(0, "T-R1", n=3)
    target = sc.battle(1, "T-B2", tapped=True)
    g = sc.start(player=0, turn=3, step="action")   # player 0 has priority in the action phase
    g.pl(0)["battle"]                              # the entries; card ints are the handles

Every card named is a real card of its owner, so the card-count invariants hold in scenario
games too. Unnamed decks and life zones are filled with ``FILLER`` (deck 20, life 6). A card
whose text is not all scripted is refused unless the test opts in
(``Scenario(allow_unplayable=True)``), as in ``tcgsim.pokemon``.
"""

from __future__ import annotations

from typing import Any

from tcgsim.core.unplayable import UnplayableCards
from tcgsim.zero.game import Game, initial_state
from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import new_character

FILLER = "T-FILLER"
_FILLER_DEF = {"id": FILLER, "name": "填充角色", "type": "character", "color": "white",
               "cost": 1, "atk": 1000, "def": 1000, "text": "a vanilla character (tests)"}


class Scenario:
    def __init__(self, seed: int = 0, allow_unplayable: bool = False) -> None:
        carddb.register(_FILLER_DEF)
        self.seed = seed
        self.allow_unplayable = allow_unplayable
        self.cards: list[tuple[int, str]] = []  # (owner, card id) in handle order
        self.zones: list[dict[str, list[int]]] = [
            {z: [] for z in ("deck", "life", "hand", "rest", "removed")} for _ in (0, 1)]
        self.res: list[list[dict[str, Any]]] = [[], []]
        self.chars: list[list[dict[str, Any]]] = [[], []]
        self.events: list[int | None] = [None, None]
        self.deck_set = [False, False]
        self.life_set = [False, False]

    def _new(self, p: int, cid: str) -> int:
        self.cards.append((p, cid))
        return len(self.cards) - 1

    # -- list zones (first = top for deck and life) ----------------------------------
    def hand(self, p: int, *ids: str) -> list[int]:
        out = [self._new(p, c) for c in ids]
        self.zones[p]["hand"] += out
        return out

    def deck(self, p: int, *ids: str, pad: int = 0) -> list[int]:
        """The deck, first = top; ``pad`` filler cards below them."""
        out = [self._new(p, c) for c in ids] + [self._new(p, FILLER) for _ in range(pad)]
        self.zones[p]["deck"] += out
        self.deck_set[p] = True
        return out

    def life(self, p: int, *ids: str, n: int | None = None) -> list[int]:
        """Life cards, first = top; ``n``: fill with filler up to n cards."""
        out = [self._new(p, c) for c in ids]
        if n is not None:
            out += [self._new(p, FILLER) for _ in range(n - len(ids))]
        self.zones[p]["life"] += out
        self.life_set[p] = True
        return out

    def rest(self, p: int, *ids: str) -> list[int]:
        out = [self._new(p, c) for c in ids]
        self.zones[p]["rest"] += out
        return out

    def removed(self, p: int, *ids: str) -> list[int]:
        out = [self._new(p, c) for c in ids]
        self.zones[p]["removed"] += out
        return out

    def resources(self, p: int, *ids: str, n: int = 1, up: bool = True,
                  tapped: bool = False) -> list[int]:
        """Resource cards: each id ``n`` times (face up unless ``up`` is False)."""
        out = []
        for cid in ids:
            for _ in range(n):
                c = self._new(p, cid)
                self.res[p].append({"c": c, "tap": tapped, "up": up, "cnt": {}})
                out.append(c)
        return out

    # -- the battle zone -------------------------------------------------------------
    def battle(self, p: int, cid: str, *, tapped: bool = False, damage: int = 0,
               levels: int = 0, level_cards: tuple[str, ...] = (), equip: str | None = None,
               counters: dict[str, int] | None = None, turn: int = 0,
               under: tuple[str, ...] = (), owner: int | None = None) -> int:
        """A character in player ``p``'s battle zone (``turn``: the turn it appeared, 0 = before
        the game; ``owner``: another owner than its controller, ZD:611/612)."""
        c = self._new(p if owner is None else owner, cid)
        lv = [[self._new(p, FILLER), False] for _ in range(levels)]
        lv += [[self._new(p, x), True] for x in level_cards]
        eq = self._new(p, equip) if equip else None
        self.chars[p].append({"c": c, "tap": tapped, "dmg": damage, "lv": lv, "eq": eq,
                              "cnt": dict(counters or {}), "turn": turn,
                              "under": [self._new(p, u) for u in under]})
        return c

    def event(self, p: int, cid: str) -> int:
        c = self._new(p, cid)
        self.events[p] = c
        return c

    # -- build -------------------------------------------------------------------------
    def start(self, player: int = 0, turn: int = 3, step: str = "action") -> Game:
        """The game at ``step`` of ``turn`` (player ``player``'s turn): "untap", "start",
        "draw", "resource", "action", "end", "cleanup" or "discard"."""
        for p in (0, 1):
            if not self.deck_set[p]:
                self.deck(p, pad=20)
            if not self.life_set[p]:
                self.life(p, n=6)
        unplayable = carddb.unplayable_cards(cid for _, cid in self.cards)
        if unplayable and not self.allow_unplayable:
            raise UnplayableCards(unplayable, "the scenario")
        s = initial_state([[], []], self.seed)
        if unplayable:  # as new_game records it
            s["allow_unplayable"] = True
        s["defs"] = [cid for _, cid in self.cards]
        s["owner"] = [p for p, _ in self.cards]
        s["ver"] = [0] * len(self.cards)
        s["decks"] = [[cid for q, cid in self.cards if q == p] for p in (0, 1)]
        for p in (0, 1):
            pl = s["players"][p]
            z = self.zones[p]
            pl["deck"] = list(reversed(z["deck"]))  # the top is the end of the list
            pl["life"] = list(reversed(z["life"]))
            for name in ("hand", "rest", "removed"):
                pl[name] = list(z[name])
            pl["res"] = [dict(r) for r in self.res[p]]
            for spec in self.chars[p]:
                s["ts"] += 1
                e = new_character(spec["c"], spec["turn"], s["ts"], spec["tap"])
                e["dmg"], e["lv"], e["cnt"], e["under"] = (spec["dmg"], spec["lv"], spec["cnt"],
                                                           spec["under"])
                if spec["eq"] is not None:
                    s["ts"] += 1
                    e["eq"] = {"c": spec["eq"], "tap": False, "cnt": {}, "ts": s["ts"]}
                pl["battle"].append(e)
            if self.events[p] is not None:
                s["ts"] += 1
                pl["event"] = {"c": self.events[p], "cnt": {}, "ts": s["ts"]}
        s["turn"] = turn
        s["cur"] = player
        s["first"] = player if turn % 2 == 1 else 1 - player
        s["step"] = step
        g = Game(s)
        g.push("turn", step=step)
        g.run()
        return g
