"""Build boards directly: cards in any zone, energy, tools, damage, conditions, whose turn.

Rule tests set up exactly the board they need:

    sc = Scenario()
    a = sc.active(0, "me1-36", energy=["sve-3"] * 3)
    sc.active(1, "me1-34", damage=100)
    sc.hand(0, "me1-131", "sve-3", "sve-3")
    g = sc.start(player=0, turn=3)   # player 0's main phase, turn 3

Every card named becomes a real card of its owner's 'deck list', so the card
count invariants hold in scenario games too. A card whose text is not all implemented
is refused (it would be played as a blank) unless the test opts in with
``Scenario(allow_unplayable=True)``, as a test of one text of such a card does.
"""

from __future__ import annotations

from typing import Any

from tcgsim.core.unplayable import UnplayableCards
from tcgsim.pokemon.game import Game, initial_state
from tcgsim.pokemon.model.state import new_slot
from tcgsim.pokemon.playable import unplayable_cards

FILLER = "sve-3"  # Basic Water Energy: what decks are padded with


class Scenario:
    def __init__(self, seed: int = 0, allow_unplayable: bool = False) -> None:
        self.seed = seed
        self.allow_unplayable = allow_unplayable
        self.zones: list[dict[str, list[str]]] = [
            {z: [] for z in ("deck", "hand", "discard", "prizes", "lost")} for _ in (0, 1)
        ]
        self.slots: list[list[dict[str, Any]]] = [[], []]
        self.stadium_card: tuple[int, str] | None = None
        self.deck_size: list[int | None] = [10, 10]

    # -- zones --------------------------------------------------------------------------
    def hand(self, p: int, *ids: str) -> Scenario:
        self.zones[p]["hand"].extend(ids)
        return self

    def deck(self, p: int, *ids: str, pad: bool = False) -> Scenario:
        """Cards on top of the deck, first = top. With pad=False the deck is exactly these."""
        self.zones[p]["deck"].extend(ids)
        if not pad:
            self.deck_size[p] = None
        return self

    def discard(self, p: int, *ids: str) -> Scenario:
        self.zones[p]["discard"].extend(ids)
        return self

    def lost(self, p: int, *ids: str) -> Scenario:
        self.zones[p]["lost"].extend(ids)
        return self

    def prizes(self, p: int, *ids: str, n: int | None = None) -> Scenario:
        self.zones[p]["prizes"].extend(ids)
        if n is not None:
            self.zones[p]["prizes"].extend([FILLER] * (n - len(ids)))
        return self

    def stadium(self, card: str, owner: int = 0) -> Scenario:
        self.stadium_card = (owner, card)
        return self

    # -- Pokémon in play ------------------------------------------------------------------
    def active(self, p: int, *stack: str, **kw: Any) -> int:
        return self._slot(p, "active", stack, kw)

    def bench(self, p: int, *stack: str, **kw: Any) -> int:
        return self._slot(p, "bench", stack, kw)

    def _slot(self, p: int, where: str, stack: tuple[str, ...], kw: dict[str, Any]) -> int:
        spec = {"where": where, "stack": list(stack), **kw}
        self.slots[p].append(spec)
        return len(self.slots[p]) - 1 + 100 * p  # a handle; Scenario.slot_id maps it

    # -- build -------------------------------------------------------------------------------
    def start(self, player: int = 0, turn: int = 3, draw: bool = False,
              prizes_default: int = 6) -> Game:
        decks: list[list[str]] = []
        for p in (0, 1):
            z = self.zones[p]
            if not z["prizes"]:
                z["prizes"] = [FILLER] * prizes_default
            if self.deck_size[p] is not None and len(z["deck"]) < self.deck_size[p]:
                z["deck"] = z["deck"] + [FILLER] * (self.deck_size[p] - len(z["deck"]))
            ids = [c for name in ("deck", "hand", "discard", "prizes", "lost") for c in z[name]]
            for spec in self.slots[p]:
                ids += spec["stack"] + spec.get("energy", []) + spec.get("tools", [])
            if self.stadium_card and self.stadium_card[0] == p:
                ids.append(self.stadium_card[1])
            decks.append(ids)
        unplayable = unplayable_cards(c for deck in decks for c in deck)
        if unplayable and not self.allow_unplayable:
            raise UnplayableCards(unplayable, "the scenario")
        s = initial_state(decks, self.seed)
        if unplayable:  # as new_game records it
            s["allow_unplayable"] = True
        base = 0
        self.slot_ids: dict[int, int] = {}
        for p in (0, 1):
            pl = s["players"][p]
            counter = iter(range(base, base + len(decks[p])))
            for name in ("deck", "hand", "discard", "prizes", "lost"):
                pl[name] = [next(counter) for _ in self.zones[p][name]]
            for i, spec in enumerate(self.slots[p]):
                cards = [next(counter) for _ in spec["stack"]]
                slot = new_slot(s, cards[0], spec.get("played", 0))
                slot["cards"] = cards
                slot["energy"] = [next(counter) for _ in spec.get("energy", [])]
                slot["tools"] = [next(counter) for _ in spec.get("tools", [])]
                slot["dmg"] = spec.get("damage", 0)
                for cond in spec.get("conditions", []):
                    if cond == "poisoned":
                        slot["psn"] = 1
                    elif cond == "burned":
                        slot["brn"] = 2
                    else:
                        slot["sp"] = cond
                slot["fx"] = list(spec.get("fx", []))
                if spec["where"] == "active":
                    pl["active"] = slot
                else:
                    pl["bench"].append(slot)
                self.slot_ids[i + 100 * p] = slot["id"]
            if self.stadium_card and self.stadium_card[0] == p:
                s["stadium"] = next(counter)
            base += len(decks[p])
        s["phase"] = "play"
        s["turn"] = turn
        s["cur"] = player
        s["first"] = player if turn % 2 == 1 else 1 - player
        g = Game(s)
        g.push("turn" if draw else "main")
        g.run()
        return g

    def slot_id(self, handle: int) -> int:
        return self.slot_ids[handle]
