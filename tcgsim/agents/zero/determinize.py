"""Zero Dimension games consistent with one player's view: hidden cards sampled, the rest kept.

A searching agent may not read the real game, so it plays its options out in
*determinizations*: games rebuilt from its view alone, in which every card it
cannot see is drawn at random from what could be there.

* Its own hidden cards (deck, life cards, face-down level cards) are exactly its
  deck list less the cards it sees: a player knows the cards they brought, and the
  view carries the own list. Only which card lies where is sampled (ZD:201/202;
  a level card put face down from the top of the deck is unknown to its owner too).
* The opponent's hidden cards (hand, deck, life cards, face-down resources and
  level cards, ZD:201-204) are drawn from a *belief* of their list less the
  opponent's cards in sight: their real list when it is known (open decklists),
  otherwise the viewer's own list (exact in a mirror match). Cards the belief cannot
  cover are drawn from the viewer's list.
* The random generator gets a fresh seed from the agent's own generator, so
  shuffles in a determinization say nothing about the real game's.

Card numbers of the cards in sight are kept, and so are the public facts the
rules read later: timestamps (ZD:701), how each character appeared (ZD:625),
counters, this turn's flags (the level up of the turn, effects used once per
turn), the effects in force and the tokens made so far; the options of a rebuilt
decision therefore carry the same data as the real one and an answer maps straight
back. Rebuilt are the decisions taken where the work stack holds nothing but the
turn: the resource step (ZD:404) and the active player's priority in the action
phase with an empty chain and no combat (ZD:405). Elsewhere (in the middle of an
effect, a combat or a chain) :class:`CannotDeterminize` is raised.

The game rebuilt is a :class:`tcgsim.agents.zero.world.World`: the rules' game, whose
priority rounds offer the pass alone where the search's default policy passes anyway.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, cast

from tcgsim.agents.mcts import SearchModel
from tcgsim.agents.zero.evaluate import evaluate
from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent
from tcgsim.agents.zero.world import PassingWorld, World, policy_view
from tcgsim.core.decision import Decision
from tcgsim.zero.game import Game, initial_state
from tcgsim.zero.model.carddb import card
from tcgsim.zero.model.state import Player, State, ref
from tcgsim.zero.model.state_copy import copy_state
from tcgsim.zero.rules.priority import push_priority

Ref = dict[str, Any]
ACTION_PROMPT = "action phase: you have priority"
# once-per-turn flags name the object they were used on (tcgsim.zero.actions.once_key)
_ONCE_KEY = re.compile(r"^act:(\d+):(\d+):")


#: the kind of world built: a :class:`PassingWorld` (lone passes given without asking) only
#: for a search whose step budget counts its ``passed`` like the decisions they stand for
WORLD: type[World] = PassingWorld


class CannotDeterminize(ValueError):
    """The view does not pin down a state this module can rebuild."""


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether the viewer's pending decision is one :func:`determinize` rebuilds."""
    d = view.get("decision")
    if d is None or view["result"] is not None:
        return False
    if view["current"] != view["you"]:
        cb = view["combat"]
        return (d["kind"] == "defend" and view["step"] == "action" and not view["chain"]
                and cb is not None and not cb["declared"] and not cb["defenders"]
                and not cb["battle"])
    if d["kind"] == "resource":
        return view["step"] == "resource"
    return (d["kind"] == "priority" and d["prompt"] == ACTION_PROMPT
            and view["step"] == "action" and not view["chain"] and view["combat"] is None)


def determinize(
    view: dict[str, Any], rng: random.Random, opponent_list: Sequence[str] | None = None,
    later: Sequence[tuple[dict[str, Any], Decision]] = (),
) -> World:
    """A game at the viewer's pending decision, its hidden cards drawn with ``rng``.
    ``later`` (what the viewer saw since, for a replay) is not used: every hidden card is
    drawn afresh and a replay rejects the worlds that disagree with it."""
    if not rebuildable(view):
        raise CannotDeterminize("only the resource step, the action phase and a first "
                                "defender's declaration can be rebuilt")
    me = view["you"]
    players = view["players"]
    sizes = [pl["card_count"] for pl in players]
    starts = [0, sizes[0]]
    tokens = view["tokens"]
    defs: list[str | None] = [None] * (sizes[0] + sizes[1]) + [t[1] for t in tokens]
    owner = [0] * sizes[0] + [1] * sizes[1] + [t[2] for t in tokens]
    if [t[0] for t in tokens] != list(range(sizes[0] + sizes[1], len(defs))):
        raise CannotDeterminize("the view's tokens do not follow the decks")

    own_list = players[me]["deck_list"]
    if own_list is None or len(own_list) != sizes[me]:
        raise CannotDeterminize("the view does not carry the viewer's own deck list")
    for i, cid in enumerate(own_list):  # the own cards are known by number
        defs[starts[me] + i] = cid
    seen: set[int] = set()
    for pl in players:
        for r in _visible_refs(pl):
            if defs[r["id"]] not in (None, r["card"]):
                raise CannotDeterminize("card numbers do not follow the deck lists")
            defs[r["id"]] = r["card"]
            seen.add(r["id"])

    # every hidden place, by the player whose zone it is; filled below in this order
    slots = [_hidden_slots(pl, p == me) for p, pl in enumerate(players)]
    fill: list[list[int]] = [[], []]
    for p in (0, 1):
        unseen = [c for c in range(starts[p], starts[p] + sizes[p]) if c not in seen]
        if len(unseen) != sum(slots[p].values()):
            raise CannotDeterminize("cards are on their way between zones")
        if p != me:
            pool = _unseen(opponent_list or own_list, (defs[c] for c in seen if owner[c] == p))
            for c, cid in zip(unseen, sorted(_draw(pool, len(unseen), own_list, rng)),
                              strict=True):  # sorted: the same draw gives the same defs
                defs[c] = cid
        rng.shuffle(unseen)
        fill[p] = unseen

    known = [cid for cid in defs if cid is not None]
    if len(known) != len(defs):
        raise CannotDeterminize("the view's card counts do not add up")
    decks = [known[starts[p]:starts[p] + sizes[p]] for p in (0, 1)]
    s = initial_state(decks, rng.getrandbits(63))
    s["defs"] += [t[1] for t in tokens]
    s["owner"] += [t[2] for t in tokens]
    s["tokdefs"] = {t[1]: card(t[1]).to_dict() for t in tokens}
    for p, pl in enumerate(players):
        s["players"][p] = cast(Player, _player(pl, slots[p], fill[p], p == me))
    in_zones = seen | {c for p in (0, 1) for c in fill[p]}
    s.update({
        "turn": view["turn"], "cur": view["current"], "first": view["first"],
        "step": view["step"], "gone": [t[0] for t in tokens if t[0] not in in_zones],
        "fx": view["effects"], "tf": view["turn_flags"],
        "ts": max(_timestamps(view), default=0),
    })
    s["ver"] = _versions(len(s["defs"]), view["effects"], s["tf"])
    # nothing shared with the view (play may change it); copied as plain data, not through
    # JSON, so that the world's dicts keep the rules' key strings (``model.state_copy``)
    g = WORLD(copy_state(s))
    g.me, g.turn0 = me, view["turn"] + (view["current"] != me)  # the search tree's turn
    if view["decision"]["kind"] == "resource":
        g.push("turn", step="resource")
    else:
        g.push("turn", step="end")
        push_priority(g, "action", "action phase")
        if view["combat"] is not None:
            _push_defense(g, view["combat"])
    g.run()
    if g.decision is None or g.decision.player != me:
        raise CannotDeterminize("the rebuilt game does not ask the viewer")
    return g


def _push_defense(g: Game, cb: dict[str, Any]) -> None:
    """The combat at its defense declaration (ZD:502) from what the view shows of it: the
    attack is established (ZD:501), nobody is declared yet; the attacking player's action
    phase priority lies under it, as it does when an attack is declared."""
    s = cast(State, g.s)
    life = cb["target"] == "life"
    targets = [ref(s, t) for t in cb["targets"]]
    s["combat"] = {"att": ref(s, cb["attacker"]), "ctl": s["cur"], "life": life,
                   "targets": targets, "slots": ["life"] if life else [list(t) for t in targets],
                   "declared": [], "defs": None, "established": True, "battle": False,
                   "resolved": False}
    g.push("combat", step="declare_defense")


# -- what the view shows -----------------------------------------------------------------------
def _visible_refs(pl: dict[str, Any]) -> Iterable[Ref]:
    yield from pl["hand"] or ()
    yield from pl["rest"]
    yield from pl["removed"]
    yield from (r for r in pl["resources"] if "id" in r)
    if pl["event"] is not None:
        yield pl["event"]
    for ch in pl["battle"]:
        yield ch
        yield from (lc for lc in ch["level_cards"] if "id" in lc)
        yield from ch["under"]
        if ch["equipment"] is not None:
            yield ch["equipment"]


def _hidden_slots(pl: dict[str, Any], mine: bool) -> dict[str, int]:
    """How many hidden cards each part of a player's zones holds, in the fill order."""
    return {
        "hand": 0 if mine else pl["hand_count"],
        "life": pl["life_count"],
        "res": sum(1 for r in pl["resources"] if "id" not in r),
        "lv": sum(1 for ch in pl["battle"] for lc in ch["level_cards"] if "id" not in lc),
        "deck": pl["deck_count"],
    }


def _timestamps(view: dict[str, Any]) -> Iterable[int]:
    for pl in view["players"]:
        for ch in pl["battle"]:
            yield ch["ts"]
            if ch["equipment"] is not None:
                yield ch["equipment"]["ts"]
        if pl["event"] is not None:
            yield pl["event"]["ts"]
    yield from (fx["ts"] for fx in view["effects"] if "ts" in fx)


def _versions(n: int, fx: list[dict[str, Any]], tf: dict[str, Any]) -> list[int]:
    """Object versions (ZD:200) as far as anything refers to them; other cards start at 0
    (only equality with a stored reference matters)."""
    ver = [0] * n
    for key in tf:
        m = _ONCE_KEY.match(key)
        if m is not None:
            c, v = int(m[1]), int(m[2])
            ver[c] = max(ver[c], v)
    for f in fx:
        if f.get("tgt") is not None:
            ver[f["tgt"][0]] = f["tgt"][1]  # effects in force are on current objects
    return ver


# -- the rebuilt zones ---------------------------------------------------------------------------
def _player(pl: dict[str, Any], slots: dict[str, int], fill: list[int],
            mine: bool) -> dict[str, Any]:
    hidden = iter(fill)

    def take(n: int) -> list[int]:
        return [next(hidden) for _ in range(n)]

    hand = [h["id"] for h in pl["hand"]] if mine else take(slots["hand"])
    life = take(slots["life"])
    res = [{"c": r["id"] if "id" in r else next(hidden), "tap": r["tapped"],
            "up": not r["facedown"] if "id" in r else False,
            "cnt": dict(r.get("counters", {}))} for r in pl["resources"]]
    battle = []
    for ch in pl["battle"]:
        eq = ch["equipment"]
        battle.append({
            "c": ch["id"], "tap": ch["tapped"], "dmg": ch["damage"],
            "lv": [[lc["id"], True] if "id" in lc else [next(hidden), False]
                   for lc in ch["level_cards"]],
            "eq": None if eq is None else {"c": eq["id"], "tap": eq["tapped"],
                                           "cnt": dict(eq["counters"]), "ts": eq["ts"]},
            "under": [u["id"] for u in ch["under"]], "cnt": dict(ch["counters"]),
            "turn": ch["appeared_turn"], "ts": ch["ts"], "how": ch["how"],
            **ch.get("entry", {}),
        })
    ev = pl["event"]
    deck = take(slots["deck"])
    return {
        "deck": deck, "life": life, "hand": hand, "res": res, "battle": battle,
        "event": None if ev is None else {"c": ev["id"], "cnt": dict(ev["counters"]),
                                          "ts": ev["ts"]},
        "rest": [r["id"] for r in pl["rest"]], "removed": [r["id"] for r in pl["removed"]],
        "mulligan": pl["mulligan"],
    }


def _unseen(belief: Sequence[str], seen: Iterable[str | None]) -> Counter[str]:
    pool = Counter(belief)
    pool.subtract(c for c in seen if c is not None)
    return +pool  # drops what was seen beyond the belief


def _draw(pool: Counter[str], n: int, fallback: Sequence[str], rng: random.Random) -> list[str]:
    """``n`` cards from ``pool`` without replacement; a short pool is topped up from
    ``fallback``."""
    cards = sorted(pool.elements())
    if len(cards) >= n:
        return rng.sample(cards, n)
    return cards + [rng.choice(fallback) for _ in range(n - len(cards))]


#: How Zero Dimension plugs into :mod:`tcgsim.agents.mcts` (``tcgsim.games`` names it).
SEARCH = SearchModel(determinize, evaluate, ZeroHeuristicAgent, CannotDeterminize,
                     rebuildable=rebuildable, counts_forced=True, seat_view=policy_view)
