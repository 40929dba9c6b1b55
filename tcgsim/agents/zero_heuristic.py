"""A rule-of-thumb Zero Dimension player that reads only its view and the decision.

It plays the way a beginner would: a resource every turn until the costs are
covered, level up and bring out characters before anything else, attack where
the battle is won (a tapped character it destroys and survives, else the life
zone), defend only with a character that survives the battle (or with anything
when the last life card is at stake), pay automatically, and pass whenever it
would only react. Card facts (cost, type) come from the public card database by
the card ids the view shows.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from tcgsim.agents.base import fits
from tcgsim.core.decision import Decision
from tcgsim.zero.carddb import CardDef, UnknownCard, cards

#: scores of the action-phase options: the highest is taken, "pass" scores 0
LEVEL_UP = 90
CHARACTER = 80
EQUIPMENT = 70
OTHER_CARD = 60
ATTACK = 50
OTHER = 40
RESOURCES_WANTED = 8  # put a resource every turn until this many


@cache
def _card(card_id: str) -> CardDef | None:
    try:
        return cards().get(card_id)
    except UnknownCard:
        return None


class ZeroHeuristicAgent:
    """A sensible, fast Zero Dimension baseline; ``seed`` only breaks exact ties."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        choose: Callable[[dict[str, Any], Decision], list[int]] = getattr(
            self, f"_{decision.kind}", self._default)
        try:
            answer = choose(view, decision)
        except (KeyError, IndexError, TypeError, ValueError):
            answer = []  # a view this agent does not understand yet: fall back below
        if not fits(answer, decision):
            answer = self._default(view, decision)
        return answer

    # -- the board --------------------------------------------------------------------------
    @staticmethod
    def _chars(view: dict[str, Any], who: int) -> dict[int, dict[str, Any]]:
        return {c["id"]: c for c in view["players"][who]["battle"]}

    def _best(self, scores: list[float]) -> int:
        top = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == top])

    # -- decisions ----------------------------------------------------------------------------
    def _default(self, view: dict[str, Any], d: Decision) -> list[int]:
        """Unknown kinds: as many of the first options as may be taken, up to one."""
        return list(range(max(d.min, min(d.max, 1))))

    def _mulligan(self, view: dict[str, Any], d: Decision) -> list[int]:
        return [next(i for i, o in enumerate(d.options) if o.data is False)]

    def _may(self, view: dict[str, Any], d: Decision) -> list[int]:
        return [next((i for i, o in enumerate(d.options) if o.data is True), 0)]

    def _pay(self, view: dict[str, Any], d: Decision) -> list[int]:
        return [next((i for i, o in enumerate(d.options) if o.data == ["auto"]), 0)]

    def _resource(self, view: dict[str, Any], d: Decision) -> list[int]:
        """A resource a turn while they are short: the card whose cost is furthest off."""
        me = view["players"][view["you"]]
        cards_ = [(i, _card(_card_id(me, o.data))) for i, o in enumerate(d.options)
                  if o.data is not None]
        none = next((i for i, o in enumerate(d.options) if o.data is None), None)
        if not cards_ or (len(me["resources"]) >= RESOURCES_WANTED and none is not None):
            return [none if none is not None else 0]
        return [max(cards_, key=lambda x: _cost(x[1]))[0]]

    def _priority(self, view: dict[str, Any], d: Decision) -> list[int]:
        """Act in the own action phase with an empty chain; otherwise pass."""
        passes = [i for i, o in enumerate(d.options) if o.data == ["pass"]]
        own_turn = view["current"] == view["you"] and not view["chain"]
        if passes and not own_turn:
            return [passes[0]]
        scores = [self._action_score(view, o.data) for o in d.options]
        return [self._best(scores)]

    def _action_score(self, view: dict[str, Any], data: Any) -> float:
        kind = data[0]
        if kind == "pass":
            return 0.0
        if kind == "levelup":
            return LEVEL_UP
        if kind == "use":
            card = _card(_card_id(view["players"][view["you"]], data[1]))
            if card is None:
                return OTHER_CARD
            base = {"character": CHARACTER, "equipment": EQUIPMENT}.get(card.type, OTHER_CARD)
            return base + _cost(card) / 100
        if kind == "attack":
            me = self._chars(view, view["you"]).get(data[1])
            return ATTACK if me is None or me["atk"] > 0 else -1.0
        return OTHER

    def _attack_target(self, view: dict[str, Any], d: Decision) -> list[int]:
        """A tapped character the attacker destroys and survives, strongest first; else the
        life zone."""
        attacker = self._attacker(view)
        theirs = self._chars(view, 1 - view["you"])
        scores = []
        for o in d.options:
            if o.data == ["life"]:
                scores.append(1.0)
            elif isinstance(o.data, list) and o.data[0] == "char" and attacker is not None:
                t = theirs.get(o.data[1])
                if t is None:
                    scores.append(0.0)
                    continue
                wins = attacker["atk"] >= t["def"] - t["damage"]
                lives = t["atk"] < attacker["def"] - attacker["damage"]
                scores.append(2.0 + t["atk"] / 1e6 if wins and lives else 0.5 if wins else 0.0)
            else:
                scores.append(0.0)
        return [self._best(scores)]

    def _defend(self, view: dict[str, Any], d: Decision) -> list[int]:
        """Defend with a character that survives; with anything to save the last life card."""
        attacker = self._attacker(view)
        mine = self._chars(view, view["you"])
        no = next((i for i, o in enumerate(d.options) if o.data is None), None)
        if attacker is None:
            return [no if no is not None else 0]
        last_life = view["players"][view["you"]]["life_count"] <= 1
        scores = []
        for o in d.options:
            c = mine.get(o.data) if o.data is not None else None
            if c is None:
                scores.append(0.0)
                continue
            survives = c["def"] - c["damage"] > attacker["atk"]
            kills = c["atk"] >= attacker["def"] - attacker["damage"]
            if survives:
                scores.append(2.0 + kills)
            else:
                scores.append(1.0 - c["atk"] / 1e6 if last_life else -1.0)
        return [self._best(scores)]

    def _target(self, view: dict[str, Any], d: Decision) -> list[int]:
        """Effects pick the opponent's strongest characters first."""
        theirs = self._chars(view, 1 - view["you"])
        scores = [theirs[o.data]["atk"] + 1.0 if o.data in theirs else 0.0 for o in d.options]
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        return order[:max(d.min, min(d.max, 1))]

    def _search(self, view: dict[str, Any], d: Decision) -> list[int]:
        return list(range(min(d.max, len(d.options))))  # "up to": take what is offered

    def _attacker(self, view: dict[str, Any]) -> dict[str, Any] | None:
        combat = view.get("combat")
        if not combat:
            return None
        for who in (0, 1):
            c = self._chars(view, who).get(combat["attacker"])
            if c is not None:
                return c
        return None


def _card_id(player: dict[str, Any], c: Any) -> str:
    """The card id of card number ``c`` as the view shows it (hand, resources, battle)."""
    for zone in ("hand", "resources", "battle"):
        for ref in player.get(zone) or ():
            if ref.get("id") == c:
                return ref["card"]
    return ""


def _cost(card: CardDef | None) -> int:
    return card.cost if card is not None and isinstance(card.cost, int) else 0
