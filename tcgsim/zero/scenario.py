"""Build boards directly for rule tests: cards in any zone, tapped, damage, level cards,
equipment, counters, whose turn and which step.

    sc = Scenario()
    luffy = sc.battle(0, "T-R2", damage=1000, levels=1, equip="T-EQ")
    sc.hand(0, "T-TAC")
    sc.resources(0, "T-R1", n=3)
    target = sc.battle(1, "T-B2", tapped=True)
    g = sc.start(player=0, turn=3, step="action")   # player 0 has priority in the action phase
    g.pl(0)["battle"]                              # the entries; card ints are the handles

Any legal board, also in the middle of things::

    sc.battle(0, "BP06-006", under=("BP06-013",), under_kind="transform", via="TRANSFORM")
    sc.battle(0, "TS01-003", charge=([...path...], True))      # in the 聚气 state
    sc.battle(0, "T-R2", equip="T-EQ", eq_tapped=True, eq_counters={"灵魂": 1})
    sc.effect("cant", target, what="attack", until="turn")     # an effect in force
    sc.flags(levelup0=True)                                    # this turn's flags
    sc.trigger(0, card, 0, subject=card)                       # a triggered effect pending
    sc.on_chain(0, "T-TAC", targets=[foe])                     # a card being used, on the chain
    sc.chain_effect(0, card, 0)                                # an effect on the chain
    sc.token(0, "TS03-901")                                    # a token (ZD:325), added last

and test cards that exist only inside one test: ``with carddb.registered({...}): ...``.

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
        self.events: list[dict[str, Any] | None] = [None, None]
        self.deck_set = [False, False]
        self.life_set = [False, False]
        self.fx: list[dict[str, Any]] = []
        self.tf: dict[str, Any] = {}
        self.pending: list[dict[str, Any]] = []
        self.chain: list[dict[str, Any]] = []
        self.tokens: list[tuple[int, str]] = []  # (owner, token definition), numbered last

    def _new(self, p: int, cid: str) -> int:
        if self.tokens:
            raise ValueError(f"{cid}: add tokens last (a token is numbered after every card "
                             "of the decks, ZD:325)")
        self.cards.append((p, cid))
        return len(self.cards) - 1

    def token(self, p: int, cid: str, *, tapped: bool = False, damage: int = 0,
              counters: dict[str, int] | None = None, turn: int = 0) -> int:
        """A token (代替物, ZD:325) of definition ``cid`` in player ``p``'s battle zone, as an
        effect made it; tokens come after every other card of the scenario."""
        if not carddb.card(cid).token:
            raise ValueError(f"{cid} is not a token definition (token = true)")
        self._fill()
        self.tokens.append((p, cid))
        c = len(self.cards) + len(self.tokens) - 1
        self.chars[p].append({"c": c, "tap": tapped, "dmg": damage, "lv": [], "eq": None,
                              "cnt": dict(counters or {}), "turn": turn, "under": [],
                              "how": "effect", "extra": {}, "eq_tap": False, "eq_cnt": {}})
        return c

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
                  tapped: bool = False, counters: dict[str, int] | None = None) -> list[int]:
        """Resource cards: each id ``n`` times (face up unless ``up`` is False), each with
        ``counters`` (ZD:326)."""
        out = []
        for cid in ids:
            for _ in range(n):
                c = self._new(p, cid)
                self.res[p].append({"c": c, "tap": tapped, "up": up,
                                    "cnt": dict(counters or {})})
                out.append(c)
        return out

    # -- the battle zone -------------------------------------------------------------
    def battle(self, p: int, cid: str, *, tapped: bool = False, damage: int = 0,
               levels: int = 0, level_cards: tuple[str, ...] = (), equip: str | None = None,
               counters: dict[str, int] | None = None, turn: int = 0,
               under: tuple[str, ...] = (), owner: int | None = None, how: str = "use",
               via: str | None = None, under_kind: str | None = None,
               charge: tuple[list[Any], bool] | None = None, eq_tapped: bool = False,
               eq_counters: dict[str, int] | None = None) -> int:
        """A character in player ``p``'s battle zone (``turn``: the turn it appeared, 0 = before
        the game; ``owner``: another owner than its controller, ZD:611/612). How it appeared:
        ``how`` "use" | "effect" (ZD:625), ``via`` a special use ("TRANSFORM", "FALSE_LIFE");
        the cards ``under`` it are ``under_kind`` "transform" (变身牌) or "soul" (刀魂牌);
        ``charge``: (the 聚气 effect's path, armed) for the 聚气 state; its equipment tapped
        (``eq_tapped``) and with ``eq_counters``."""
        if under_kind not in (None, "transform", "soul"):
            raise ValueError(f"{cid}: under_kind is 'transform' (变身牌) or 'soul' (刀魂牌), "
                             f"got {under_kind!r}")
        c = self._new(p if owner is None else owner, cid)
        lv = [[self._new(p, FILLER), False] for _ in range(levels)]
        lv += [[self._new(p, x), True] for x in level_cards]
        eq = self._new(p, equip) if equip else None
        extra: dict[str, Any] = {}
        if under_kind is not None:
            extra["under_kind"] = under_kind
        if via is not None:
            extra["via"] = via
        if charge is not None:
            extra["charge"] = {"path": list(charge[0]), "armed": bool(charge[1])}
        self.chars[p].append({"c": c, "tap": tapped, "dmg": damage, "lv": lv, "eq": eq,
                              "cnt": dict(counters or {}), "turn": turn,
                              "under": [self._new(p, u) for u in under], "how": how,
                              "extra": extra, "eq_tap": eq_tapped,
                              "eq_cnt": dict(eq_counters or {})})
        return c

    def event(self, p: int, cid: str, counters: dict[str, int] | None = None) -> int:
        c = self._new(p, cid)
        self.events[p] = {"c": c, "cnt": dict(counters or {})}
        return c

    # -- what is going on --------------------------------------------------------------
    def effect(self, kind: str, card: int, **data: Any) -> None:
        """An effect in force on ``card`` (``state["fx"]``, see ``rules.continuous``), e.g.
        ``effect("mod", c, stat="atk", op="add", v=1000, until="turn")``."""
        self.fx.append({"kind": kind, "card": card, **data})

    def flags(self, **flags: Any) -> None:
        """This turn's flags (``state["tf"]``: ``levelup0``, effects used once this turn...)."""
        self.tf.update(flags)

    def trigger(self, p: int, card: int, index: int = 0, **event: Any) -> None:
        """The ``index``-th effect of ``card`` (a triggered effect), pending for player ``p``:
        it goes on the chain at the next chance (ZD:106/702). ``event``: what triggered it
        (``subject=card`` for its own appearance...)."""
        self.pending.append({"p": p, "card": card, "index": index, "ev": event})

    def on_chain(self, p: int, cid: str, targets: list[int] | tuple[int, ...] = (),
                 x: int = 0) -> int:
        """A card of player ``p`` being used, on the chain (in the order called: the last is
        the top), with one target per target spec (ZD:106/705)."""
        c = self._new(p, cid)
        self.chain.append({"kind": "card", "p": p, "card": c, "targets": list(targets), "x": x})
        return c

    def chain_effect(self, p: int, card: int, index: int = 0,
                     targets: list[int] | tuple[int, ...] = (), trigger: bool = True) -> None:
        """The ``index``-th effect of ``card`` on the chain for player ``p`` (a triggered one
        unless ``trigger`` is False), with one target per target spec."""
        self.chain.append({"kind": "effect", "p": p, "card": card, "index": index,
                           "targets": list(targets), "trigger": trigger})

    def _fill(self) -> None:
        """Decks and life zones not set are filler cards (deck 20, life 6)."""
        for p in (0, 1):
            if not self.deck_set[p]:
                self.deck(p, pad=20)
            if not self.life_set[p]:
                self.life(p, n=6)

    def _effect_path(self, card: int, index: int) -> list[Any]:
        cid = self.cards[card][1]
        effects = carddb.card(cid).effects
        if not 0 <= index < len(effects):
            raise ValueError(f"card {cid} has {len(effects)} effect(s); there is no effect "
                             f"{index}")
        return [cid, "effects", index]

    # -- build -------------------------------------------------------------------------
    def start(self, player: int = 0, turn: int = 3, step: str = "action") -> Game:
        """The game at ``step`` of ``turn`` (player ``player``'s turn): "untap", "start",
        "draw", "resource", "action", "end", "cleanup" or "discard"."""
        self._fill()
        unplayable = carddb.unplayable_cards(cid for _, cid in self.cards)
        if unplayable and not self.allow_unplayable:
            raise UnplayableCards(unplayable, "the scenario")
        s = initial_state([[], []], self.seed)
        if unplayable:  # as new_game records it
            s["allow_unplayable"] = True
        every = self.cards + self.tokens
        s["defs"] = [cid for _, cid in every]
        s["owner"] = [p for p, _ in every]
        s["ver"] = [0] * len(every)
        s["decks"] = [[cid for q, cid in self.cards if q == p] for p in (0, 1)]
        s["tokdefs"] = {cid: carddb.card(cid).to_dict() for _, cid in self.tokens}
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
                e = new_character(spec["c"], spec["turn"], s["ts"], spec["tap"], spec["how"])
                e["dmg"], e["lv"], e["cnt"], e["under"] = (spec["dmg"], spec["lv"], spec["cnt"],
                                                           spec["under"])
                e.update(spec["extra"])  # type: ignore[typeddict-item]
                if spec["eq"] is not None:
                    s["ts"] += 1
                    e["eq"] = {"c": spec["eq"], "tap": spec["eq_tap"], "cnt": spec["eq_cnt"],
                               "ts": s["ts"]}
                pl["battle"].append(e)
            ev = self.events[p]
            if ev is not None:
                s["ts"] += 1
                pl["event"] = {"c": ev["c"], "cnt": ev["cnt"], "ts": s["ts"]}
        for spec in self.fx:
            s["ts"] += 1
            data = {k: v for k, v in spec.items() if k != "card"}
            s["fx"].append({**data, "tgt": [spec["card"], 0], "ts": s["ts"]})  # type: ignore
        s["tf"].update(self.tf)
        for t in self.pending:
            s["pending"].append({"path": self._effect_path(t["card"], t["index"]),
                                 "src": [t["card"], 0], "ctl": t["p"],
                                 "ev": {k: ([v, 0] if k == "subject" else v)
                                        for k, v in t["ev"].items()},
                                 "card": self.cards[t["card"]][1]})
        for link in self.chain:
            s["next_link"] += 1
            tg = [[[t, 0]] for t in link["targets"]]
            if link["kind"] == "card":
                s["chain"].append({"id": s["next_link"], "kind": "card", "c": link["card"],
                                   "ctl": link["p"], "tg": tg, "x": link["x"], "how": "use"})
            else:
                s["chain"].append({"id": s["next_link"], "kind": "effect",
                                   "path": self._effect_path(link["card"], link["index"]),
                                   "src": [link["card"], 0], "ctl": link["p"], "tg": tg,
                                   "x": 0, "ev": {}, "trigger": link["trigger"]})
        s["turn"] = turn
        s["cur"] = player
        s["first"] = player if turn % 2 == 1 else 1 - player
        s["step"] = step
        g = Game(s)
        g.push("turn", step=step)
        g.run()
        return g
