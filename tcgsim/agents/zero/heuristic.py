"""A rule-of-thumb Zero Dimension player that reads only its view and the decision.

It plays the way the game is taught: keep a hand with cheap characters, put a
card into the resource zone every turn (one it needs least, of a color it still
lacks), spend the resources on the most expensive useful cards first, level up
by the dimension method whenever a copy is in hand (it draws a card), then
attack where no blocker can punish it: the life zone when every untapped
defender would lose or only trade down, a tapped character it can destroy.
Attacked, it declares the defender that saves the most: one that survives or
trades up, any body at all when the life zone is empty. It counts the decks
(drawing from an empty one loses, ZD:101): when its own runs out first and soon,
a standoff loses, so it attacks with everything; and when its deck is no fuller
than the opponent's, optional draws (the dimension level up) and deck searches
keep back one card per turn the game may still last.

Battles are judged with the numbers the view shows (attack, defense, damage,
keywords) and the rules of the combat keywords that change battle damage
(RANGED, TOUGH, LOGIA, FIRST_STRIKE). Card facts come from the public card
database by the card ids the view shows. The agent remembers the card whose
action it chose last, because the follow-up decisions of that action ("which
target?") do not say what they are for.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Generic, TypeVar

from tcgsim.agents.base import fits
from tcgsim.core.decision import Decision
from tcgsim.zero.model.carddb import CardDef, UnknownCard, card
from tcgsim.zero.registry import KEYWORD_EFFECTS

Char = dict[str, Any]  # a character as the view shows it

WIN = 1000.0  # the value of winning (or not losing) the game now
LIFE = 0.4  # one life card (more as fewer are left), in the same units as a card's cost
MAX_RESOURCES = 8  # past this many resources, a card in hand is worth more than another one
ACTIONS_PER_TURN = 80  # a safety net: pass rather than loop on odd options (main timings)
# the main timing's scores: an attack's is capped below those of a card use and a level up
# worth doing (10 and up: see play_score), an activated effect's is below an attack's
ATTACK_CAP = 9.0
ACTIVATE = 4.0

# ops that hurt the card they name (their target is an opponent's card)
HARMFUL_OPS = frozenset({
    "destroy", "damage", "tap", "cant", "bounce", "to_hand", "to_deck", "put_on_deck",
    "remove", "discard", "take_control", "swap_with", "remove_from_combat", "lose", "must",
})


# -- card knowledge (public: the card database) ---------------------------------------------
@cache
def _card(cid: str) -> CardDef | None:
    try:
        return card(cid)
    except (UnknownCard, KeyError):
        return None


@cache  # the card facts below are asked per card at every decision: worked out once each
def _cost(cid: str) -> int:
    d = _card(cid)
    return d.cost if d is not None and isinstance(d.cost, int) else 0


@cache
def _color(cid: str) -> str:
    d = _card(cid)
    return d.color if d is not None else ""


@cache
def _effects_of(cid: str) -> tuple[dict[str, Any], ...]:
    """The card's printed effects and those its keywords stand for."""
    d = _card(cid)
    if d is None:
        return ()
    effs = list(d.effects)
    for kw in d.keywords:
        maker = KEYWORD_EFFECTS.get(kw[0])
        if maker is not None:
            effs.extend(maker(tuple(kw)))
    return tuple(effs)


@cache
def _names(cid: str) -> frozenset[str]:
    """The card's character names (ZD:305: one character per name on each side)."""
    d = _card(cid)
    return frozenset(d.chars) if d is not None else frozenset()


@cache
def _hurts_targets(cid: str) -> bool:
    """Whether the card's targeted effects harm what they target (most removal does)."""
    for eff in _effects_of(cid):
        for o in eff.get("do", ()):
            if not isinstance(o, (list, tuple)) or len(o) < 2 or not isinstance(o[1], dict):
                continue
            if "t" not in str(o[1].get("sel", "")):
                continue
            if o[0] in HARMFUL_OPS:
                return True
            if o[0] == "mod" and any(isinstance(v, int) and v < 0 for v in o[1].values()):
                return True
    return False


@cache
def _wants_levels(cid: str) -> int:
    """The highest level any of the card's effects asks for (0: levels change nothing)."""
    best = 0
    for eff in _effects_of(cid):
        best = max(best, int(eff.get("level", 0) or 0))
        for c in eff.get("cond", ()):
            if isinstance(c, (list, tuple)) and c and c[0] == "level" and len(c) > 1:
                best = max(best, int(c[1].get("min", 0)))
    return best


@cache
def _useful(cid: str) -> bool:
    """A tactic or event without any effect does nothing when used."""
    d = _card(cid)
    if d is None:
        return False
    if d.type in ("tactic", "event"):
        return bool(d.effects) or bool(d.keywords)
    return True


@cache
def keep_value(cid: str) -> float:
    """How much a card in hand is worth keeping, in cost units (higher: keep)."""
    d = _card(cid)
    if d is None:
        return 0.0
    if d.type == "character":
        return 2.0 + (d.atk + d.defense) / 2000 + 0.5 * bool(d.effects or d.keywords)
    if not _useful(cid):
        return 0.0
    if d.type == "equipment":
        return 1.5 + (d.atk_bonus + d.def_bonus) / 2000
    return 2.0


@lru_cache(maxsize=4096)  # the same hands and boards come back in a search's playouts
def _needs_of(cids: tuple[str, ...]) -> Counter[str]:
    """The colored resources cards ``cids`` ask for, per color: the most any one asks."""
    need: Counter[str] = Counter()
    for cid in cids:
        d = _card(cid)
        if d is not None and d.color and d.color != "purple" and d.ccost:
            need[d.color] = max(need[d.color], d.ccost)
    return need


T = TypeVar("T")


class _kept(Generic[T]):  # noqa: N801 - used as a decorator, like cached_property
    """``functools.cached_property`` without its lock (taken at every first read in Python
    3.11): a board answers one decision in one thread, a few such reads each."""

    def __init__(self, fn: Callable[[Any], T]) -> None:
        self.fn, self.name = fn, fn.__name__

    def __get__(self, obj: Any, cls: Any = None) -> T:
        value = obj.__dict__[self.name] = self.fn(obj)  # read from the instance from now on
        return value


# -- the board as the view shows it ------------------------------------------------------------
def _kw(ch: Char, name: str) -> bool:
    for k in ch["keywords"]:  # noqa: SIM110 - a plain loop: no generator per question
        if k and k[0] == name:
            return True
    return False


def value(ch: Char) -> float:
    """What a character in the battle zone is worth: its cost, its level, its equipment."""
    v = max(0.5, float(_cost(ch["card"])))
    v += 0.5 * (ch["level"] - 1)
    if ch["equipment"]:
        v += _cost(ch["equipment"]["card"])
    return v


def life_value(n: int) -> float:
    """One damage to a life zone holding ``n`` cards: the game when it is empty."""
    return WIN if n <= 0 else LIFE + 3.0 / n


def _battle_damage(n: int, target: Char, role: str) -> int:
    """What ``target`` takes from ``n`` battle damage (RANGED, TOUGH, LOGIA)."""
    if role == "attacker" and _kw(target, "RANGED"):
        return 0
    if role == "defender" and _kw(target, "TOUGH"):
        return 0
    if _kw(target, "LOGIA"):
        d = _card(target["card"])
        if d is not None and n < d.defense:
            return 0
    return n


def _dies(target: Char, n: int) -> bool:
    return n > 0 and target["damage"] + n >= target["def"]


def exchange(att: Char, dfn: Char, declared: bool) -> tuple[bool, bool]:
    """(attacker destroyed, defender destroyed) when ``att`` battles ``dfn`` (ZD:505/507)."""
    to_dfn = _battle_damage(att["atk"], dfn, "defender" if declared else "attacked")
    to_att = _battle_damage(dfn["atk"], att, "attacker")
    dfn_dies, att_dies = _dies(dfn, to_dfn), _dies(att, to_att)
    first_a, first_d = _kw(att, "FIRST_STRIKE"), _kw(dfn, "FIRST_STRIKE")
    if first_a and not first_d and dfn_dies:
        att_dies = False  # what a first striker destroys deals no damage
    elif first_d and not first_a and att_dies:
        dfn_dies = False
    return att_dies, dfn_dies


def block_gain(att: Char, dfn: Char, declared: bool = True) -> float:
    """The defending side's gain when ``dfn`` battles ``att``."""
    att_dies, dfn_dies = exchange(att, dfn, declared)
    return value(att) * att_dies - value(dfn) * dfn_dies


@dataclass
class Board:
    """The deciding player's view, indexed for quick questions (one decision's: what it
    works out once, such as the characters by card number, it keeps)."""

    view: dict[str, Any]
    me: int = 0
    mine: list[Char] = field(default_factory=list)
    theirs: list[Char] = field(default_factory=list)

    @staticmethod
    def of(view: dict[str, Any]) -> Board:
        me = view["you"]
        players = view["players"]
        return Board(view, me, list(players[me]["battle"]), list(players[1 - me]["battle"]))

    @property
    def my(self) -> dict[str, Any]:
        return self.view["players"][self.me]

    @property
    def opp(self) -> dict[str, Any]:
        return self.view["players"][1 - self.me]

    @_kept
    def _chars(self) -> dict[Any, Char]:
        out: dict[Any, Char] = {}
        for ch in self.mine + self.theirs:
            out.setdefault(ch["id"], ch)
        return out

    @_kept
    def _mine_ids(self) -> frozenset[Any]:
        return frozenset(ch["id"] for ch in self.mine)

    @_kept
    def _hand(self) -> dict[Any, dict[str, Any]]:
        out: dict[Any, dict[str, Any]] = {}
        for h in self.my["hand"] or ():
            out.setdefault(h["id"], h)
        return out

    @_kept
    def _seen(self) -> dict[Any, str]:
        """The card id of each card number the player sees (the first place it is shown)."""
        out: dict[Any, str] = {}
        for seen in _visible_cards(self):
            out.setdefault(seen.get("id"), seen["card"])
        return out

    def char(self, c: Any) -> Char | None:
        try:
            return self._chars.get(c)
        except TypeError:  # option data that is no card number (a list)
            return None

    def is_mine(self, c: Any) -> bool:
        try:
            return c in self._mine_ids
        except TypeError:
            return False

    def hand_card(self, c: Any) -> dict[str, Any] | None:
        """The card of the own hand with card number ``c``."""
        try:
            return self._hand.get(c)
        except TypeError:
            return None

    def seen_card(self, c: int) -> str | None:
        """The card id of card number ``c`` where the player sees it."""
        h = self._hand.get(c)  # the hand is seen first: most options name a card in it
        return h["card"] if h is not None else self._seen.get(c)

    def hand_ids(self) -> list[str]:
        return [h["card"] for h in self.my["hand"] or ()]

    def main_timing(self) -> bool:
        v = self.view
        return (v["step"] == "action" and v["current"] == self.me and not v["chain"]
                and v["combat"] is None)

    @_kept
    def _color_need(self) -> Counter[str]:
        return _needs_of((*self.hand_ids(), *[ch["card"] for ch in self.mine]))

    def color_need(self) -> Counter[str]:
        """Colored resources the own cards in hand and play ask for, per color (not to be
        changed: the board keeps it)."""
        return self._color_need

    @_kept
    def _color_have(self) -> Counter[str]:
        have: Counter[str] = Counter()
        for r in self.my["resources"]:
            if not r.get("facedown") and "card" in r:
                color = _color(r["card"])
                if color and color != "purple":
                    have[color] += 1
        return have

    def color_have(self) -> Counter[str]:
        """Colored resources in the own resource zone, per color (kept, as color_need)."""
        return self._color_have

    @_kept
    def _blockers(self) -> list[Char]:
        return [ch for ch in self.theirs if not ch["tapped"]]

    def blockers(self, att: Char | None) -> list[Char]:
        """The opponent's characters that could declare defense against ``att``."""
        return self._blockers

    @_kept
    def _attackers(self) -> list[Char]:
        turn = self.view["turn"]
        return [ch for ch in self.mine if not ch["tapped"] and not _kw(ch, "GUARD")
                and (ch["appeared_turn"] != turn or _kw(ch, "RUSH"))]

    def my_attackers(self) -> list[Char]:
        """The own characters that could still attack this turn (ZD:405.1)."""
        return self._attackers

    @_kept
    def lethal(self) -> bool:
        """See :func:`lethal`."""
        hits = len(self.my_attackers()) - len(self.blockers(None))
        return hits >= self.opp["life_count"] + 1

    @_kept
    def decking_first(self) -> bool:
        """See :func:`decking_first`."""
        mine, theirs = self.my["deck_count"], self.opp["deck_count"]
        if self.view["current"] != self.me:
            theirs += 1  # the own draw comes first
        return mine < theirs and mine <= 2 * (self.opp["life_count"] + 1)

    @_kept
    def _next_attackers(self) -> list[Char]:
        return [ch for ch in self.theirs if not _kw(ch, "GUARD")]

    def attackers_next_turn(self) -> list[Char]:
        """The opponent's characters that could attack on their coming turn (kept, as
        color_need)."""
        return self._next_attackers


# -- the agent ------------------------------------------------------------------------------------
class ZeroHeuristicAgent:
    """Answers every Zero Dimension decision from the view; see the module text."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._context: str | None = None  # card id of the action chosen last
        self._turn = -1
        self._actions = 0
        self._activated: set[str] = set()

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        turn = view.get("turn", self._turn)
        if turn != self._turn:  # what it chose in an earlier turn is for nothing now
            self._turn, self._actions, self._activated = turn, 0, set()
            self._context = None
        handler = _HANDLERS.get(decision.kind)
        try:
            answer = handler(self, Board.of(view), decision) if handler is not None else None
        except (KeyError, IndexError, TypeError, ValueError):
            answer = None  # a view this agent does not understand yet: fall back below
        if answer is None or not fits(answer, decision):
            answer = self._fallback(decision)
        return answer

    def follow(self, decision: Decision, answer: list[int]) -> None:
        """Be told an answer someone else (a searching agent) gave for this seat."""
        if decision.kind == "priority" and answer:
            self._remember(decision.options[answer[0]].data, None)

    # -- helpers ----------------------------------------------------------------------------
    def _best(self, scores: list[float]) -> int:
        top = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == top])

    @staticmethod
    def _fallback(d: Decision) -> list[int]:
        """A legal answer to a decision this agent has no opinion on."""
        return list(range(max(d.min, min(1, d.max))))

    def _remember(self, data: Any, board: Board | None) -> None:
        if isinstance(data, list) and len(data) > 1 and data[0] in ("use", "act", "levelup"):
            found = board.char(data[1]) if board is not None else None
            self._context = found["card"] if found else None
            if board is not None and found is None:
                for h in board.my["hand"] or ():
                    if h["id"] == data[1]:
                        self._context = h["card"]

    # -- setup and the turn's steps -------------------------------------------------------------
    def mulligan(self, b: Board, d: Decision) -> list[int]:
        """Keep a hand with two characters to play in the first turns (ZD:100)."""
        hand = [_card(cid) for cid in b.hand_ids()]
        cheap = sum(1 for x in hand if x is not None and x.type == "character"
                    and isinstance(x.cost, int) and x.cost <= 2)
        early = sum(1 for x in hand if x is not None and x.type == "character"
                    and isinstance(x.cost, int) and x.cost <= 3)
        keep = cheap >= 1 and early >= 2
        return [_index(d, lambda data: data is (not keep))]

    def resource(self, b: Board, d: Decision) -> list[int]:
        """A resource every turn (ZD:404): the card needed least, of a color still lacking."""
        res = len(b.my["resources"])
        hand = b.hand_ids()
        if res >= MAX_RESOURCES and len(hand) <= 3:
            return [0]
        need, have = b.color_need(), b.color_have()
        in_play = {n for ch in b.mine for n in _names(ch["card"])}
        copies = Counter(hand)
        scores = [-1e9]
        for o in d.options[1:]:
            cid = _option_card(b, o)
            dd = _card(cid) if cid else None
            if dd is None or cid is None:
                scores.append(0.0)
                continue
            s = -keep_value(cid)
            if dd.type == "character":
                if in_play & _names(cid):
                    s -= 1.0  # a level card for the dimension level up: it draws a card
                elif copies[cid] > 1:
                    s += 1.0  # a second copy cannot join the first (one name each, ZD:305)
                if isinstance(dd.cost, int) and dd.cost > res + 3:
                    s += 0.5  # too expensive to matter soon
            if dd.color and have[dd.color] < need[dd.color]:
                s += 2.0
            scores.append(s)
        return [self._best(scores)]

    def discard(self, b: Board, d: Decision) -> list[int]:
        """Discard the cards worth least (hand limit, ZD:408, or a cost)."""
        k = d.min if d.min else d.max
        order = sorted(range(len(d.options)),
                       key=lambda i: keep_value(_option_card(b, d.options[i]) or ""))
        return sorted(order[:k])

    # -- priority: the action phase ----------------------------------------------------------------
    def priority(self, b: Board, d: Decision) -> list[int]:
        """Outside the own main timing, a pass (a search's playouts rely on it:
        ``tcgsim.agents.zero.world``); in it, the best-scored action."""
        passes = [i for i, o in enumerate(d.options) if o.data == ["pass"]][:1]
        if not b.main_timing():
            return passes or [0]
        self._actions += 1
        if self._actions > ACTIONS_PER_TURN and passes:
            return passes
        scores = [self._score_action(b, o.data) for o in d.options]
        if passes and max(scores) <= 0:
            return passes
        i = self._best(scores)
        self._remember(d.options[i].data, b)
        if d.options[i].data[0] not in ("use", "levelup", "attack"):
            self._activated.add(repr(d.options[i].data))
        return [i]

    def _score_action(self, b: Board, data: list[Any]) -> float:
        kind = data[0]
        if kind == "pass":
            return 0.0
        if kind == "use" or kind == "levelup":
            return play_score(b, data)
        if kind == "attack":
            ch = b.char(data[1])
            return -1.0 if ch is None else min(ATTACK_CAP, attack_score(b, ch))
        # activated effects and actions of keywords (form changes...): once each per turn
        return -1.0 if repr(data) in self._activated else ACTIVATE

    # -- combat -----------------------------------------------------------------------------
    def attack_target(self, b: Board, d: Decision) -> list[int]:
        att = b.char((b.view["combat"] or {}).get("attacker"))
        if att is None:
            return [0]
        scores = []
        for o in d.options:
            if o.data == ["life"]:
                scores.append(life_attack_gain(b, att))
            elif o.data and o.data[0] == "char":
                t = b.char(o.data[1])
                scores.append(-1e9 if t is None else char_attack_gain(b, att, t))
            else:
                scores.append(-1e6)  # "several": answered below only when asked
        return [self._best(scores)]

    def attack_targets(self, b: Board, d: Decision) -> list[int]:
        att = b.char((b.view["combat"] or {}).get("attacker"))
        gains = []
        for i, o in enumerate(d.options):
            t = b.char(o.data[1]) if o.data else None
            gains.append((char_attack_gain(b, att, t) if att and t else -1.0, i))
        gains.sort(reverse=True)
        k = max(d.min, min(d.max, sum(1 for g, _ in gains if g > 0)))
        return sorted(i for _, i in gains[:k])

    def defend(self, b: Board, d: Decision) -> list[int]:
        """Declare the defender that saves the most (ZD:502), or none."""
        cb = b.view["combat"] or {}
        att = b.char(cb.get("attacker"))
        if att is None:
            return [0]
        targets = [b.char(t) for t in cb.get("targets", ())]
        declared = set(cb.get("declared", ()))
        if cb.get("target") == "life" or not targets:
            undefended = -life_value(b.my["life_count"])
        else:
            # each attacked character not yet covered defends itself
            undefended = sum(block_gain(att, t, declared=False)
                             for t in targets if t is not None and t["id"] not in declared)
        scores = []
        for o in d.options:
            if o.data is None:
                scores.append(undefended)
                continue
            ch = b.char(o.data)
            scores.append(-1e9 if ch is None else block_gain(att, ch) + 0.01)
        must = all(o.data is not None for o in d.options)
        if not must and max(scores) <= undefended:
            return [_index(d, lambda data: data is None)]
        return [self._best(scores)]

    def defend_slot(self, b: Board, d: Decision) -> list[int]:
        """Take over the life zone first: its damage is what a defender prevents."""
        for i, o in enumerate(d.options):
            if o.label == "life zone":
                return [i]
        return [0]

    # -- costs and effects ----------------------------------------------------------------------
    def pay(self, b: Board, d: Decision) -> list[int]:
        return [_index(d, lambda data: data == ["auto"])]

    def levelup_cost(self, b: Board, d: Decision) -> list[int]:
        """Turn face down the resource whose color is needed least; reveal any copy."""
        need, have = b.color_need(), b.color_have()
        scores = []
        for o in d.options:
            cid = _option_card(b, o)
            color = _color(cid) if cid else ""
            scores.append(have[color] - need[color] if color else 10.0)
        return [self._best(scores)]

    def target(self, b: Board, d: Decision) -> list[int]:
        """Harmful effects at the opponent's best characters, helpful ones at the own.

        Options all on one side say what the effect is for; with both sides on offer, the
        card whose action was chosen last decides (removal when unknown)."""
        sides = {b.is_mine(o.data) for o in d.options if b.char(o.data) is not None}
        if sides == {False}:
            harmful = True
        elif self._context is not None:
            harmful = _hurts_targets(self._context)
        else:
            harmful = sides != {True}
        scores = []
        for o in d.options:
            ch = b.char(o.data)
            if ch is None:
                scores.append(0.0)
                continue
            s = value(ch) + ch["atk"] / 10000
            scores.append(s if b.is_mine(o.data) != harmful else -s - 100)
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        k = max(d.min, min(d.max, 1))
        if d.min == 0 and scores and scores[order[0]] < 0:
            k = 0  # "up to": better none than the wrong side
        return sorted(order[:k])

    def unique(self, b: Board, d: Decision) -> list[int]:
        """Two characters share a name (ZD:305): send away the weaker one."""
        scores = []
        for o in d.options:
            ch = b.char(o.data)
            scores.append(0.0 if ch is None else -(value(ch) - ch["damage"] / 1000))
        return [self._best(scores)]

    def may(self, b: Board, d: Decision) -> list[int]:
        return [_index(d, lambda data: data is True)]

    def most(self, b: Board, d: Decision) -> list[int]:
        """Take as many as allowed (searches, untapping, milling the opponent)."""
        if d.kind == "count":
            return [0]  # options run from the most down to 0
        if d.kind == "x":
            return [len(d.options) - 1]
        scores = [keep_value(_option_card(b, o) or "") for o in d.options]
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        k = d.max
        if d.kind == "search" and "deck" in d.prompt and b.my["deck_count"] <= draw_reserve(b):
            k = d.min  # every card taken from the deck brings the own deck-out nearer
        return sorted(order[:k])


_HANDLERS: dict[str, Callable[[ZeroHeuristicAgent, Board, Decision], list[int] | None]] = {
    "mulligan": ZeroHeuristicAgent.mulligan,
    "resource": ZeroHeuristicAgent.resource,
    "discard": ZeroHeuristicAgent.discard,
    "priority": ZeroHeuristicAgent.priority,
    "attack_target": ZeroHeuristicAgent.attack_target,
    "attack_targets": ZeroHeuristicAgent.attack_targets,
    "defend": ZeroHeuristicAgent.defend,
    "defend_slot": ZeroHeuristicAgent.defend_slot,
    "pay": ZeroHeuristicAgent.pay,
    "levelup_cost": ZeroHeuristicAgent.levelup_cost,
    "target": ZeroHeuristicAgent.target,
    "choose": ZeroHeuristicAgent.target,
    "unique": ZeroHeuristicAgent.unique,
    "may": ZeroHeuristicAgent.may,
    "search": ZeroHeuristicAgent.most,
    "untap": ZeroHeuristicAgent.most,
    "count": ZeroHeuristicAgent.most,
    "x": ZeroHeuristicAgent.most,
}


# -- the main timing's card uses and level ups --------------------------------------------------
def play_score(b: Board, data: list[Any]) -> float:
    """How good a ``use`` or ``levelup`` action of the main timing is: <= 0, better not;
    else above :data:`ATTACK_CAP` (a card use 12 and up, a level up 10 or 40), so it
    comes before any attack or activated effect."""
    if data[0] == "use":
        return _use_score(b, data[1])
    return _levelup_score(b, data[1], data[2])


#: a card use's score, by the card's type, before its cost is added (the most it can score)
USE_BASE = {"character": 20.0, "equipment": 15.0, "event": 14.0}
TACTIC_BASE = 12.0


def _use_score(b: Board, c: int) -> float:
    h = b.hand_card(c)
    cid = h["card"] if h else None
    dd = _card(cid) if cid else None
    if dd is None or cid is None:
        return -1.0
    cost = _cost(cid)
    if dd.type == "character":
        # one character per name (ZD:305): the weaker of the two would have to go
        names = _names(cid)
        clash = [ch for ch in b.mine if _names(ch["card"]) & names]
        if clash:
            lost = max(value(ch) for ch in clash)
            return 10.0 + cost - lost if cost > lost + 1 else -1.0
        return USE_BASE["character"] + cost
    if not _useful(cid):
        return -1.0
    if dd.type == "equipment":
        return USE_BASE["equipment"] + cost if b.mine else -1.0
    if dd.type == "event":
        return USE_BASE["event"] + cost if b.my["event"] is None else -1.0
    if _hurts_targets(cid) and not _opponent_target(b, cid):
        return -1.0  # removal with nothing of the opponent's to remove
    return TACTIC_BASE + cost


@cache
def _use_bound(cid: str) -> float:
    d = _card(cid)
    return -1.0 if d is None else USE_BASE.get(d.type, TACTIC_BASE) + _cost(cid)


def use_bound(b: Board) -> float:
    """The most a card use can score on this board: what each card of the own hand would
    score at best (the card uses of the other zones score -1)."""
    return max(map(_use_bound, b.hand_ids()), default=-1.0)


def _levelup_score(b: Board, c: int, method: str) -> float:
    ch = b.char(c)
    if ch is None:
        return -1.0
    if method == "dimension":
        if b.my["deck_count"] <= draw_reserve(b):
            return -1.0  # its draw would bring the own deck-out nearer (ZD:101)
        return 40.0  # a level and a card drawn for a card that could not be played
    want = _wants_levels(ch["card"])
    if want <= ch["level"]:
        return -1.0
    have, need = b.color_have(), b.color_need()
    spare = sum(have.values()) - sum(need.values())
    facedown = sum(1 for r in b.my["resources"] if r.get("facedown"))
    return 10.0 if spare > 0 or facedown < len(b.my["resources"]) - 1 else -1.0


# -- attack judgement ------------------------------------------------------------------------------
def life_attack_gain(b: Board, att: Char) -> float:
    """The attacker's gain from attacking the life zone, if the opponent blocks at its best.

    A blocker that survives is left tapped and damaged (ZD:503): when another of the own
    attackers could then destroy it, the block costs the opponent that character."""
    hit = life_value(b.opp["life_count"]) * pressure(b)
    others = [x for x in b.my_attackers() if x["id"] != att["id"]]
    best_for_them = -hit  # no block: one damage (more with CRITICAL) to the life zone
    for dfn in b.blockers(att):
        att_dies, dfn_dies = exchange(att, dfn, True)
        gain = value(att) * att_dies - value(dfn) * dfn_dies  # block_gain(att, dfn)
        if not dfn_dies:
            hurt = dict(dfn, tapped=True, damage=dfn["damage"] + att["atk"])
            if any(exchange(x, hurt, False)[1] for x in others):
                gain -= 0.7 * value(dfn)
        best_for_them = max(best_for_them, gain)
    return -best_for_them


def pressure(b: Board) -> float:
    """How much more a hit on the life zone is worth when the own deck runs out first
    (drawing from an empty deck loses, ZD:101): a standoff must be broken."""
    return 3.0 if decking_first(b) else 1.0


def decking_first(b: Board) -> bool:
    """Whether a standoff loses: the own deck runs out before the opponent's (on the own
    turn the opponent draws next, so a tie is theirs to lose), and soon: it holds fewer cards
    than twice the hits the opponent's life zone still takes (ZD:101)."""
    return b.decking_first


def draw_reserve(b: Board) -> int:
    """Cards the own deck keeps back from optional draws and searches: one per own turn the
    game may still last (two, and one and a half per card of the fuller life zone), unless
    the opponent's deck runs out first anyway."""
    if b.my["deck_count"] > b.opp["deck_count"] + 1:
        return 0
    return 2 + (3 * max(b.my["life_count"], b.opp["life_count"])) // 2


def char_attack_gain(b: Board, att: Char, target: Char) -> float:
    """The gain from attacking a tapped character: it defends itself unless another
    untapped character takes its place and does better for the opponent."""
    best_for_them = block_gain(att, target, declared=False)
    for dfn in b.blockers(att):
        if _kw(att, "GODSPEED") and not (_kw(dfn, "GODSPEED") or _kw(dfn, "GUARD")):
            continue
        best_for_them = max(best_for_them, block_gain(att, dfn))
    return -best_for_them


def lethal(b: Board) -> bool:
    """Whether attacking the life zone with everything wins this turn: each defender stops
    one attacker at most (ZD:502), and an empty life zone hit by battle damage loses (ZD:101)."""
    return b.lethal


def exposure(b: Board, ch: Char) -> float:
    """What leaving ``ch`` tapped through the opponent's turn may cost: it can be attacked
    (and defends itself), and it cannot defend the life zone."""
    worst = 0.0
    foes = b.attackers_next_turn()
    fresh = dict(ch, damage=0) if foes else ch
    for foe in foes:
        att_dies, ch_dies = exchange(foe, fresh, declared=False)
        worst = max(worst, value(ch) * ch_dies - value(foe) * att_dies)
    return worst


def attack_score(b: Board, ch: Char) -> float:
    """How good declaring an attack with ``ch`` is now (<= 0: better not)."""
    if lethal(b):
        return WIN
    gains = [life_attack_gain(b, ch)]
    gains += [char_attack_gain(b, ch, t) for t in b.theirs if t["tapped"]]
    best = max(gains)
    if best >= WIN / 2:
        return best
    if decking_first(b):
        # waiting loses by deck-out: every attack is a chance, the likeliest winners first
        return max(best, 0.0) + 1.0
    if b.my["life_count"] <= 1 and b.theirs:
        best -= value(ch)  # keep the defenders home when the next hit may lose the game
    return best - 0.5 * exposure(b, ch)


# -- small helpers ---------------------------------------------------------------------------------
def _index(d: Decision, pred: Callable[[Any], bool]) -> int:
    for i, o in enumerate(d.options):
        if pred(o.data):
            return i
    return 0


def _option_card(b: Board, o: Any) -> str | None:
    """The card id of the card an option names: a card number the view shows, or the id
    in the label's brackets ("悟空 [BP02-001]": cards the view does not show, a search)."""
    data = o.data
    if isinstance(data, int) and not isinstance(data, bool):
        cid = b.seen_card(data)
        if cid is not None:
            return cid
    label = o.label
    if label.endswith("]") and "[" in label:
        return label[label.rindex("[") + 1:-1]
    return None


def _visible_cards(b: Board) -> Iterable[dict[str, Any]]:
    yield from b.my["hand"] or ()
    yield from (r for r in b.my["resources"] if "id" in r)
    yield from b.mine
    yield from b.theirs


def _opponent_target(b: Board, cid: str) -> bool:
    """Whether some opponent's character fits the card's first target filter (roughly:
    the side, "tapped" and "type" keys)."""
    for eff in _effects_of(cid):
        for spec in eff.get("targets", ()):
            flt = spec.get("filter") or {}
            if flt.get("side", "any") == "own":
                continue
            tapped = flt.get("tapped")
            return any(tapped is None or ch["tapped"] == tapped for ch in b.theirs)
    return bool(b.theirs)
