"""Information-set Monte Carlo tree search: plan from the view, never from the real game.

The agent searches at every decision it is asked that has more than one sensible
answer: one option out of several, and several at once (which cards a search
takes, which to discard), in its own turn and in the opponent's where the game
can rebuild the decision (the Pokémon TCG: a new Active after the opponent's
attack). A decision with several answers at once is searched over a few
*answer sets* built around the default policy's own answer (see
:func:`answer_sets`), each a root option of its own. Each round of the search

1. *determinizes*: builds a game consistent with the view, every hidden card
   drawn at random from what could be there (the game's :class:`SearchModel`);
   where the view cannot rebuild the game (a decision in the middle of an effect:
   the procedure under way is not in the view), the world is *replayed* from the
   agent's last decision of the turn that the view did rebuild, with its own
   answers since, and kept only if it agrees with all it saw
   (:mod:`tcgsim.agents.replay`);
2. plays out *every* root option on offer in that one world, with the same
   random numbers for each (the world's generator and the policies' seeds), so
   the options' scores differ by what the options do, not by luck;
3. below the root *selects* down one tree shared by all worlds (single-observer
   ISMCTS): a node is a sequence of the searching player's own answers in its
   turn (the root's turn, or for a root in the opponent's turn the own turn that
   follows), an edge an option known by its label and data, so the same node
   means the same thing whatever the hidden cards. A node first follows the
   default policy's answer and admits other options as its visits grow
   (progressive widening), choosing among them by UCB1 counted over the worlds
   that offered them;
4. plays on with the default policy (the game's heuristic agent) for both
   players up to ``horizon`` turns after the start of that own turn (the game's
   ``SearchModel.horizon`` unless the agent is given one: for the Pokémon TCG the
   end of the own turn) and *scores* the position with the game's evaluation (or
   the result, when the game ended), backing it up.

Where a root option leads at once to a follow-up decision about what is in
sight (which Pokémon gets the Energy, which one to gust: the game's
``SearchModel.follow_ups``), each answer to it is a root *plan* of its own,
played out in the same worlds; when a plan wins, its second step answers the
follow-up when it comes.

Plans that after a few rounds cannot plausibly beat the default policy's
answer are dropped, and the search stops once only that answer is left. The
answer departs from the default policy's own answer only for an option that
scored better in the same worlds by a clear margin (a paired comparison: mean
gain above ``margin`` and above ``z`` standard errors, ``z`` raised for the number
of plans compared so the best of many no better than the policy's answer seldom
passes by luck). A search too short to
tell options apart so keeps the policy's sense, and a longer one overrides it
where the playouts show a better move (a win now, a draw Supporter before the
attack that ends the turn). Decisions the game cannot rebuild or replay (most of
those in the opponent's turn), those whose answers the player cannot tell apart
(``SearchModel.blind``: face-down Prize cards) and those where no world agrees
with what was seen go to the default policy, which is told every answer the
search made so it plays on in the same spirit.

Nothing here knows the rules of a game: each game's agents package brings a
:class:`SearchModel` (:data:`SEARCH_MODELS`). The agent owns its ``random.Random(seed)``;
with simulation and step budgets (not a time limit) it is deterministic for a seed.
"""

from __future__ import annotations

import importlib
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import compress
from operator import itemgetter, not_
from typing import Any, Final, Literal, Protocol

import orjson

from tcgsim.agents.base import Agent
from tcgsim.agents.replay import Memory, Replayed, replay_world
from tcgsim.core.decision import Decision, Option

Key = tuple[str, bytes]
Plan = tuple[Key, ...]  # a root option, or a root option and the answer to its follow-up

#: the default budget, unless the game's search model says otherwise (``SearchModel``):
DEFAULT_SIMULATIONS = 128  # playouts per search (at most: see PRUNE_AFTER)
#: decisions the playouts of one search may ask the default policy (the bulk of their cost,
#: with what ``SearchModel.playout_steps`` and ``world_steps`` add): a deck whose turns are
#: long gets fewer playouts, so a move stays within a second
DEFAULT_STEPS = 2_000
GAME: Final = "game"  # an agent's budget left to its game's search model
DEFAULT_HORIZON = 2  # the own turn and the opponent's reply
EXPLORATION = 0.5  # UCB1 constant; scores are in [0, 1]
WIDEN = 32  # a tree node admits a second option after this many visits, a third after 3x…
MARGIN = 0.01  # the least mean gain over the policy's answer worth acting on
Z = 1.64  # …and how many standard errors of the paired gain it must clear
PRUNE_AFTER = 3  # rounds before an option that cannot catch up is dropped…
PRUNE_Z = 2.5  # …being this many standard errors short of the margin
MAX_PLAYOUT_DECISIONS = 3_000  # a safety net against a game that would not end
REPLAY_TRIES = 16  # worlds replayed for one round before it is given up (tcgsim.agents.replay)
MAX_ANSWER_SETS = 12  # root answers searched at a decision with several answers at once


class Determinize(Protocol):
    """``(view, rng, opponent_list, later)`` -> a game at the view's pending decision;
    ``later``: the viewer's views and decisions after that one (a world to be replayed up to
    them), which a model may use to place the own hidden cards seen since."""

    def __call__(self, view: dict[str, Any], rng: random.Random,
                 opponent_list: Sequence[str] | None = None,
                 later: Sequence[tuple[dict[str, Any], Decision]] = ()) -> Any: ...


@dataclass(frozen=True)
class SearchModel:
    """What a game gives the search.

    ``determinize(view, rng, opponent_list)`` returns a game pending the viewer's
    decision, hidden cards sampled; it raises ``cannot`` where it cannot rebuild
    the state. ``evaluate(game, player)`` scores a position in [0, 1] for
    ``player``. ``policy(seed)`` makes the default agent: it plays the playouts
    and the decisions the search does not rebuild; it may have a
    ``follow(decision, answer)`` method to be told answers made for its seat.
    ``follow_ups`` names the kinds of decision that may follow a root option at
    once and depend only on what the searching player already sees (which
    Pokémon gets the Energy, which one to gust): the search plans them with the
    root option, each answer a root candidate of its own.
    """

    determinize: Determinize
    evaluate: Callable[[Any, int], float]
    policy: Callable[[int], Agent]
    cannot: type[Exception]
    follow_ups: frozenset[str] = frozenset()
    #: whether ``determinize`` rebuilds the view's pending decision directly (the others are
    #: replayed from the last one that it does: :mod:`tcgsim.agents.replay`)
    rebuildable: Callable[[dict[str, Any]], bool] = lambda view: True
    #: kinds of decision whose options the deciding player cannot tell apart (face-down
    #: cards): every answer is worth the same in a world drawn from the view, so the search
    #: leaves them to the default policy
    blind: frozenset[str] = frozenset()
    #: whether the step budget also counts the decisions a playout answers without the
    #: policy (one possible answer): true where the engine's work between two policy
    #: decisions is what a playout costs (Zero Dimension's priority rounds, most of them
    #: a lone pass), so that ``steps`` bounds a move's time in that game too
    counts_forced: bool = False
    #: the view a playout shows its default policy of a seat: ``game.view``, or a cheaper
    #: one holding what that policy reads, equal to the view there (its answers the same)
    seat_view: Callable[[Any, int], dict[str, Any]] = lambda game, p: game.view(p)
    #: the playouts' horizon in turns where the agent is not given one
    horizon: int = DEFAULT_HORIZON
    #: ``view_key(game, player)``: what ``game.view(player)`` shows, as bytes, without
    #: building the view (equal keys, equal views); with ``view_only`` it lets a search ask
    #: the default policy once per view (see :meth:`MCTSAgent._ask`)
    view_key: Callable[[Any, int], bytes] | None = None
    #: kinds of decision where the default policy's answer depends on its view alone (not on
    #: what it remembers of earlier decisions): a search keeps its answer for each view seen
    view_only: frozenset[str] = frozenset()
    #: ``redeal(view, world, opponent_list)``: where other worlds for the same view can be
    #: made from ``world`` (a game ``determinize`` built from it, unplayed, kept unplayed) by
    #: dealing its hidden cards anew, as ``determinize`` would draw them, a function of a
    #: random generator that makes one (a copy and a shuffle instead of a rebuild; what the
    #: view allows is asked once a search); None where it cannot (``determinize`` then builds
    #: each world)
    redeal: Callable[[dict[str, Any], Any, Sequence[str] | None],
                     Callable[[random.Random], Any] | None] | None = None
    #: the budget of an agent that leaves it to the game (``GAME``): playouts per search, and
    #: steps (see ``playout_steps``)
    simulations: int = DEFAULT_SIMULATIONS
    steps: int = DEFAULT_STEPS
    #: what a playout costs beyond the decisions it asks the default policy (copying the
    #: world, the engine's work, the evaluation), and what a world that ``determinize``
    #: builds costs, in steps of the budget (decisions asked of the default policy): the
    #: step budget then bounds the time of a search of many short playouts, or of one whose
    #: worlds are replayed (rejected ones counted too), as it bounds one of long turns
    playout_steps: int = 0
    world_steps: int = 0
    #: ``stop_at(game, turn)``: makes a world about to be played out raise :class:`Horizon`
    #: where it would work out the first decision of turn ``turn`` or later that the
    #: evaluation reads nothing of (the options of the next player's main phase, most of a
    #: playout's last step), the state then as the evaluation reads it at that decision;
    #: None where a world works every decision out
    stop_at: Callable[[Any, int], None] | None = None


class Horizon(Exception):  # noqa: N818 (not an error: the playout's end)
    """A world played out reached the turn its playout ends at (``SearchModel.stop_at``)."""


#: each game's search model, as "module:name": imported on first use, so a Pokémon search
#: never loads the Zero Dimension cards (and the models, which import this module, are not
#: imported by it at load time)
SEARCH_MODELS: dict[str, str] = {
    "pokemon": "tcgsim.agents.pokemon.determinize:SEARCH",
    "zero": "tcgsim.agents.zero.determinize:SEARCH",
}


def search_model(game: str) -> SearchModel:
    """The search model of the game called ``game``; ValueError if tree search cannot play it."""
    try:
        module, _, name = SEARCH_MODELS[game].partition(":")
    except KeyError:
        raise ValueError(f"searching agents cannot play {game!r} yet") from None
    model: SearchModel = getattr(importlib.import_module(module), name)
    return model


class Node:
    """A sequence of own answers: visits, total score, and how often it was on offer."""

    __slots__ = ("children", "visits", "total", "offered")

    def __init__(self) -> None:
        self.children: dict[Key, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.offered = 0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class Search:
    """One search: the tree, and each root option's score in each world (round) it was played."""

    root: Node = field(default_factory=Node)
    #: the root options: each one's key and the options it answers with (one, or a set)
    roots: dict[Key, tuple[Key, ...]] = field(default_factory=dict)
    scores: dict[Plan, dict[int, float]] = field(default_factory=dict)
    follow_ups: dict[Key, list[Key]] = field(default_factory=dict)  # root option -> answers
    rounds: int = 0
    simulations: int = 0
    skipped: int = 0  # worlds that offered none of the real options
    steps: int = 0  # decisions the playouts asked the default policy (the costly ones)
    worlds: int = 0  # worlds built by ``determinize`` (rejected replays too; not redeals)
    #: the step budget spent: ``steps``, and what the model counts for playouts and worlds
    charged: int = 0
    #: the default policy's answers by view (``SearchModel.view_key``), kept for later worlds
    answers: dict[bytes, list[int]] = field(default_factory=dict)
    reused: int = 0  # decisions answered from ``answers``, the policy not asked
    #: what deals the next worlds from the first one rebuilt from the view
    #: (``SearchModel.redeal``; False: the model cannot redeal this view)
    dealer: Callable[[random.Random], Any] | Literal[False] | None = None
    seconds: float = 0.0

    def built(self) -> None:
        """One more world built by ``determinize``."""
        self.worlds += 1

    def gain(self, key: Plan, base: Plan) -> tuple[float, float]:
        """Mean and standard error of ``key``'s score minus ``base``'s over shared worlds."""
        a, b = self.scores.get(key, {}), self.scores.get(base, {})
        diffs = [a[r] - b[r] for r in a.keys() & b.keys()]
        if not diffs:
            return 0.0, math.inf
        se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
        return statistics.fmean(diffs), se


def corrected_z(z: float, rivals: int) -> float:
    """The standard errors a gain must clear when ``rivals`` plans are each compared with the
    policy's: the chance that any of them clears it by luck alone stays that of one plan
    clearing ``z`` (Bonferroni). The best of many plans no better than the policy's would
    otherwise often look better by chance, and the more so the more plans a search keeps."""
    if rivals <= 1:
        return z
    normal = statistics.NormalDist()
    return normal.inv_cdf(1 - (1 - normal.cdf(z)) / rivals)


def option_key(o: Option) -> Key:
    """An option by what it means (label and data), not by its position in the list."""
    return o.label, orjson.dumps(o.data)


def option_keys(options: Sequence[Option]) -> list[Key]:
    """:func:`option_key` of each option, in order: mapped in C, with no Python call per
    option (a playout asks it at every decision it goes down the tree by)."""
    return list(zip(map(_LABEL, options), map(_dumps, map(_DATA, options)), strict=True))


_LABEL, _DATA = itemgetter(0), itemgetter(1)  # an Option's fields, by position
_dumps = orjson.dumps


def _tree_decision(d: Decision) -> bool:
    """Decisions the search branches on: one option out of several."""
    return d.min == d.max == 1 and len(d.options) > 1


def set_key(keys: Sequence[Key]) -> Key:
    """A root answer of several options (or none), by what they mean, in any order."""
    ks = sorted(keys)
    return "{" + ", ".join(k[0] for k in ks) + "}", b"\0".join(k[1] for k in ks)


def answer_sets(d: Decision, prior: Sequence[int], most: int = MAX_ANSWER_SETS
                ) -> list[list[int]]:
    """The answers searched at a decision with several answers at once: the default policy's
    ``prior`` first, then its neighbours: where one option is asked for at most (a search
    that may find nothing), each option alone and none; else the prior with one option
    fewer, one more, and one swapped for another. Options with the same label (copies of a
    card) are one answer; at most ``most`` answers, in that order."""
    labels = [o.label for o in d.options]
    base = sorted(prior)
    out: list[list[int]] = []
    seen: set[tuple[str, ...]] = set()

    def add(answer: list[int]) -> None:
        meaning = tuple(sorted(labels[i] for i in answer))
        if d.min <= len(answer) <= d.max and meaning not in seen and len(out) < most:
            seen.add(meaning)
            out.append(sorted(answer))

    add(base)
    others = [i for i in range(len(labels)) if i not in base]
    if d.max == 1:
        for i in others:
            add([i])
        add([])
        return out
    for x in base:
        add([i for i in base if i != x])
    for y in others:
        add(base + [y])
    for x in base:
        for y in others:
            add([i for i in base if i != x] + [y])
    return out


def root_answers(d: Decision, prior: Sequence[int]) -> dict[Key, tuple[Key, ...]]:
    """The root options of a search at ``d``, each as the options it answers with: one
    option out of several, each option; several at once, :func:`answer_sets`."""
    keys = option_keys(d.options)
    if _tree_decision(d):
        return {k: (k,) for k in keys}
    picks = [tuple(keys[i] for i in a) for a in answer_sets(d, prior)]
    return {set_key(p): p for p in picks}


def _key_of(d: Decision, answer: Sequence[int]) -> Key:
    """The root option that ``answer`` is (see :func:`root_answers`)."""
    if _tree_decision(d):
        return option_key(d.options[answer[0]])
    return set_key([option_key(d.options[i]) for i in answer])


def _positions(d: Decision) -> dict[Key, int]:
    """Each option of ``d`` by its key: where it stands (the first, for options alike)."""
    keys = option_keys(d.options)
    # written last to first, so an option written twice keeps its first position
    return dict(zip(reversed(keys), range(len(keys) - 1, -1, -1), strict=True))


def _indices(where: dict[Key, int], picks: Sequence[Key]) -> list[int] | None:
    """The answer ``picks`` at a decision whose options stand ``where`` (None: not all
    there)."""
    out = [where.get(k) for k in picks]
    return None if None in out else sorted(i for i in out if i is not None)


class MCTSAgent:
    """Searches its decisions with ISMCTS (those its game can rebuild or replay); see the
    module text.

    ``simulations``, ``steps`` (decisions the playouts ask the default policy, and
    for each playout and each world the search builds what the game's search model
    says they cost: a count, so the budget stays deterministic, that follows the
    cost of long turns, many playouts and replayed worlds; ``GAME``: the budget of
    the game's search model) and ``time_limit`` (seconds) budget each search;
    whichever runs out first ends it: the simulations at the end of a round, the
    steps and the time after the playout that spends them (at least one playout is
    always played). ``horizon``:
    the turns a playout plays (None: the game's ``SearchModel.horizon``).
    ``opponent_list`` is the opponent's deck list when it is known (open
    decklists); without it the search assumes the opponent plays the own list.
    """

    needs_view = True

    def __init__(
        self,
        seed: int = 0,
        simulations: int | Literal["game"] | None = GAME,
        time_limit: float | None = None,
        steps: int | Literal["game"] | None = GAME,
        horizon: int | None = None,
        exploration: float = EXPLORATION,
        margin: float = MARGIN,
        z: float = Z,
        opponent_list: Sequence[str] | None = None,
        model: SearchModel | None = None,
    ) -> None:
        if simulations is None and time_limit is None:
            raise ValueError("give a simulation count, a time limit or both")
        if isinstance(simulations, int) and simulations < 1:
            raise ValueError("simulations must be at least 1")
        if isinstance(steps, int) and steps < 1:
            raise ValueError("steps must be at least 1")
        if horizon is not None and horizon < 1:
            raise ValueError("the horizon must be at least one turn")
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.time_limit = time_limit
        self.steps = steps
        self.horizon = horizon
        self.exploration = exploration
        self.margin = margin
        self.z = z
        self.opponent_list = list(opponent_list) if opponent_list is not None else None
        self.model = model
        self.fallback: Agent | None = None
        self.last: Search | None = None  # the last search (for tests and the curious)
        self.planned: Key | None = None  # the answer chosen ahead for the next follow-up
        self.memory = Memory()  # what it saw since its last rebuildable decision
        self.decided = 0  # decisions its playouts asked the default policy, all searches

    # -- the protocol ----------------------------------------------------------------------
    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        model = self._model(view)
        self.memory.see(view, model.rebuildable(view))
        answer = self._answer(view, decision, model)
        self.memory.answered(view, decision, answer)
        return answer

    def _answer(self, view: dict[str, Any], decision: Decision, model: SearchModel) -> list[int]:
        if self.fallback is None:
            self.fallback = model.policy(self.rng.getrandbits(63))
        prior = self.fallback.act(view, decision)
        planned, self.planned = self.planned, None
        if planned is not None and decision.kind in model.follow_ups:
            keys = option_keys(decision.options)
            if planned in keys:  # planned with the action it follows, in the same worlds
                return [keys.index(planned)]
        if decision.kind in model.blind or len(root_answers(decision, prior)) < 2:
            return prior
        try:
            search = self.search(view, decision, model, prior)
        except model.cannot:
            return prior
        base = (_key_of(decision, prior),)
        plan = self.best_plan(search, base)
        self.planned = plan[1] if len(plan) > 1 else None
        if plan[:1] == base:
            return prior  # as the policy gave it (several options: in its order)
        answer = _indices(_positions(decision), search.roots[plan[0]])
        if answer is None:  # never: the root options are the decision's own
            return prior
        follow = getattr(self.fallback, "follow", None)
        if follow is not None and answer != prior:
            follow(decision, answer)
        return answer

    def best_plan(self, search: Search, base: Plan) -> Plan:
        """The policy's plan ``base``, unless another plan gained clearly over it: by the
        margin, and by ``z`` standard errors raised for the number of plans compared
        (:func:`corrected_z`)."""
        best, best_gain = base, 0.0
        z = corrected_z(self.z, len(search.scores.keys() - {base}))
        for plan in search.scores:
            if plan == base:
                continue
            gain, se = search.gain(plan, base)
            if gain > max(self.margin, z * se) and gain > best_gain:
                best, best_gain = plan, gain
        return best

    def choose(self, search: Search, d: Decision, prior: int) -> int:
        """The option to answer now: the first step of :meth:`best_plan`."""
        keys = option_keys(d.options)
        return keys.index(self.best_plan(search, (keys[prior],))[0])

    # -- the search --------------------------------------------------------------------------
    def search(self, view: dict[str, Any], d: Decision, model: SearchModel,
               prior: int | Sequence[int] | None = None) -> Search:
        """Search from ``view`` at decision ``d`` until the budget is spent.

        ``prior``: the default policy's answer (an option, or a list of them); a decision
        with several answers at once is searched over the answer sets around it
        (:func:`answer_sets`). With the policy's answer known, a plan that after
        ``PRUNE_AFTER`` rounds cannot plausibly gain the margin over it (its gain
        plus ``PRUNE_Z`` standard errors falls short) is played no more, and the
        search ends early once only the policy's answer is left: most decisions
        have one or two real contenders, and the budget goes to them.
        """
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        answer = [prior] if isinstance(prior, int) else list(prior or [])
        search = Search(roots=root_answers(d, answer))
        live: set[Plan] = {(k,) for k in search.roots}
        base = (_key_of(d, answer),) if prior is not None else None
        budget: int | None = model.simulations if self.simulations == GAME else self.simulations
        decided = self.decided
        steps: int | None = model.steps if self.steps == GAME else self.steps

        def charged() -> int:  # the steps asked, and what the playouts and worlds count
            return (self.decided - decided + model.playout_steps * search.simulations
                    + model.world_steps * search.worlds)

        def out_of_budget() -> bool:  # steps or time
            return ((steps is not None and charged() >= steps)
                    or (deadline is not None and time.perf_counter() >= deadline))

        while True:
            try:
                world = self.world(view, d, model, search)
            except model.cannot:
                if not search.rounds:
                    raise  # not one world: the default policy answers
                world = None
            played = (self._round(search, world, view, live, base, model, out_of_budget)
                      if world else 0)
            search.rounds += 1
            search.skipped += not played
            spent = search.simulations + search.skipped
            if budget is not None and spent >= budget:
                break
            if out_of_budget():
                break
            if base is not None and search.rounds >= PRUNE_AFTER:
                for k in list(live - {base}):
                    gain, se = search.gain(k, base)
                    if gain + PRUNE_Z * se < self.margin:
                        live.discard(k)
                if live == {base}:
                    break
        search.seconds = time.perf_counter() - start
        search.steps = self.decided - decided
        search.charged = charged()
        self.last = search
        return search

    def world(self, view: dict[str, Any], d: Decision, model: SearchModel,
              search: Search | None = None) -> Replayed:
        """A world at ``d`` drawn from what the agent saw: rebuilt from the view where the
        model can (after a search's first world, by the model's ``redeal`` of it where it
        has one), else replayed from the last decision it could (:mod:`tcgsim.agents.replay`)."""
        if model.rebuildable(view):
            if search is not None and search.dealer:
                return Replayed(search.dealer(self.rng), [])
            if search is not None:
                search.built()
            world = model.determinize(view, self.rng, self.opponent_list)
            if model.redeal is not None and search is not None and search.dealer is None:
                search.dealer = (model.redeal(view, world.clone(), self.opponent_list)
                                   or False)
            return Replayed(world, [])
        return replay_world(self.memory, view, d, model, self.rng, self.opponent_list,
                            REPLAY_TRIES, search.built if search is not None else lambda: None)

    def _round(self, search: Search, replayed: Replayed, view: dict[str, Any], live: set[Plan],
               base: Plan | None, model: SearchModel,
               out_of_budget: Callable[[], bool] = lambda: False) -> int:
        """One world, played out once with every live plan it offers, the policy's plan
        ``base`` first; returns the number of playouts (0: the world offered none of them).
        Once ``out_of_budget()`` says so after a playout the round ends there: a round of
        many plans and long turns would overshoot a step budget checked at its end, and the
        paired comparison needs only the plans played in it beside ``base``."""
        world = replayed.game
        d = world.decision
        where = _positions(d)
        tree = _tree_decision(d)
        seeds = (self.rng.getrandbits(63), self.rng.getrandbits(63))
        root = search.root
        todo: list[tuple[Plan, list[int]]] = []
        for k, picks in search.roots.items():
            answer = _indices(where, picks)
            if answer is None:  # not on offer in this world
                continue
            if tree and k not in search.follow_ups and (k,) in live:
                self._plan_follow_ups(search, world, answer[0], k, live, base, model)
            plans = [(k,)] + [(k, f) for f in search.follow_ups.get(k, ())]
            todo += [(plan, answer) for plan in plans if plan in live]
        todo.sort(key=lambda t: t[0] != base)  # stable: the others keep their order
        for n, (plan, answer) in enumerate(todo):
            if n and out_of_budget():
                return n
            k = plan[0]
            child = root.children.get(k)
            if child is None:
                child = root.children[k] = Node()
            child.offered += 1
            # the last playout of the round may play in the world itself: no copy to make
            game = world if n == len(todo) - 1 else world.clone()
            score = self._playout(search, game, view, child, answer, seeds, model, plan[1:],
                                  replayed.told)
            search.scores.setdefault(plan, {})[search.rounds] = score
            search.simulations += 1
            root.visits += 1
            root.total += score
        return len(todo)

    def _plan_follow_ups(self, search: Search, world: Any, i: int, k: Key, live: set[Plan],
                         base: Plan | None, model: SearchModel) -> None:
        """If root option ``k`` leads at once to a follow-up the game lets the search plan
        (``SearchModel.follow_ups``), each answer to it becomes a plan of its own; the
        option alone stays only as the policy's plan, the one the others must beat."""
        probe = world.clone()
        me, turn = probe.decision.player, probe.s["turn"]
        if model.stop_at is not None:  # an option that ends the turn: no follow-up, and the
            model.stop_at(probe, turn + 1)  # next turn's first decision left unworked
        try:
            probe.respond([i])
            d = probe.decision
        except Horizon:
            d = None
        if (d is None or d.player != me or d.kind not in model.follow_ups
                or probe.s["turn"] != turn or not _tree_decision(d)):
            search.follow_ups[k] = []
            return
        search.follow_ups[k] = option_keys(d.options)
        if (k,) != base:
            live.discard((k,))
        live.update((k, f) for f in search.follow_ups[k])

    def _playout(self, search: Search, game: Any, view: dict[str, Any], node: Node,
                 answer: list[int],
                 seeds: tuple[int, int], model: SearchModel, planned: Plan = (),
                 told: Sequence[tuple[Decision, list[int]]] = ()) -> float:
        """Answer ``answer`` at the root (and ``planned`` at the next own decisions), go down
        and grow the tree, play on, score, back up. ``told``: the own answers a replayed
        world was brought to the root by, told to the own seat's policy first. The tree
        grows in the own turn: the root's, or the next one for a root in the opponent's
        turn, and the playout ends ``horizon`` turns after that turn began."""
        me = view["you"]
        turn0 = view["turn"] + (view.get("current", me) != me)
        end = turn0 + (self.horizon if self.horizon is not None else model.horizon)
        # the other seat's policy is made when first asked (a playout that ends with the own
        # turn seldom asks it), from the same seed
        policies: list[Agent | None] = [None, None]
        policies[me] = own = model.policy(seeds[me])
        passed = getattr(game, "passed", 0)  # lone passes a world gives itself: steps too
        follow = getattr(own, "follow", None)
        if follow is not None:
            for d0, a0 in told:
                follow(d0, a0)
            follow(game.decision, answer)
        if model.stop_at is not None:
            model.stop_at(game, end)
        path, growing, ahead = [node], True, list(planned)
        s, respond, ask, counts_forced = game.s, game.respond, self._ask, model.counts_forced
        try:
            respond(answer)
            for _ in range(MAX_PLAYOUT_DECISIONS):
                d = game.decision
                if d is None or s["turn"] >= end:
                    break
                one = d.min == d.max == 1  # one option to pick: of one (forced) or several
                if one and len(d.options) == 1:  # forced(d): most decisions of a playout, no
                    respond([0])  # view, no policy needed
                    if counts_forced:
                        self.decided += 1
                    continue
                if not (one and growing and d.player == me and s["turn"] == turn0):
                    policy = policies[d.player]
                    if policy is None:
                        policy = policies[d.player] = model.policy(seeds[d.player])
                    respond(ask(search, game, d, policy, model, me))
                    continue
                # a decision of the tree (_tree_decision: one option of several)
                keys = option_keys(d.options)
                want = ahead.pop(0) if ahead else None
                asked: int | None = None  # the policy's answer, where it was asked
                if want in keys:
                    i = keys.index(want)
                    if want not in node.children:
                        node.children[want] = Node()
                    node.children[want].offered += 1
                else:
                    asked = ask(search, game, d, own, model, me)[0]
                    i, growing = self._select(node, keys, asked)
                node = node.children[keys[i]]
                path.append(node)
                if i != asked and follow is not None:
                    follow(d, [i])
                respond([i])
        except Horizon:  # the world stopped at the horizon's decision (SearchModel.stop_at)
            pass
        self.decided += model.counts_forced * (getattr(game, "passed", 0) - passed)
        score = model.evaluate(game, me)
        for n in path:
            n.visits += 1
            n.total += score
        return score

    def _ask(self, search: Search, game: Any, d: Decision, policy: Agent, model: SearchModel,
             me: int) -> list[int]:
        """The default policy's answer at ``d``. A policy that reads only its view gives the
        same answer to the same view: where the model says so for this kind of decision
        (``SearchModel.view_only``), the searching player's answers are kept by view
        (``SearchModel.view_key``, cheaper than the view) and a view seen again, in this
        world or another one of the search, gets the kept answer without the policy being
        asked (which is then told it, as answers made for it are)."""
        key_of = model.view_key
        key = None
        if key_of is not None and d.player == me and d.kind in model.view_only:
            key = key_of(game, me)
            kept = search.answers.get(key)
            if kept is not None:
                search.reused += 1
                follow = getattr(policy, "follow", None)
                if follow is not None:
                    follow(d, kept)
                return list(kept)
        answer = policy.act(model.seat_view(game, d.player), d)
        self.decided += 1
        if key is not None:
            search.answers[key] = list(answer)
        return answer

    def _select(self, node: Node, keys: list[Key], prior: int) -> tuple[int, bool]:
        """The next own answer below the root; returns (index, still inside the tree).

        Progressive widening led by the default policy: a node first tries the
        policy's answer and admits one more option each time its visits reach the
        next step (``WIDEN``, then three times as many, …), so a small budget
        refines the policy's play instead of spreading itself over poor options.
        Among the admitted options on offer, UCB1 counted over the worlds that
        offered them.
        """
        children = node.children
        inside = list(map(children.__contains__, keys))
        offered = list(compress(range(len(keys)), inside))
        for i in offered:
            children[keys[i]].offered += 1
        if not inside[prior]:
            return self._expand(node, keys, prior), False
        width = 1 + int(math.log(1 + 2 * node.visits / WIDEN, 3))
        if len(offered) < min(width, len(keys)):  # an option untried, and room for it
            untried = list(compress(range(len(keys)), map(not_, inside)))
            return self._expand(node, keys, self.rng.choice(untried)), False
        c = self.exploration

        def ucb(i: int) -> float:
            ch = children[keys[i]]
            return ch.mean() + c * math.sqrt(math.log(ch.offered) / ch.visits)

        return max(offered, key=ucb), True

    @staticmethod
    def _expand(node: Node, keys: list[Key], i: int) -> int:
        child = node.children[keys[i]] = Node()
        child.offered = 1
        return i

    def _model(self, view: dict[str, Any]) -> SearchModel:
        if self.model is None:
            from tcgsim.games import game_of

            self.model = search_model(game_of(view).name)
        return self.model
