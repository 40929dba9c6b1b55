"""Information-set Monte Carlo tree search: plan from the view, never from the real game.

The agent searches at the decisions its game can rebuild from a view (for the
Pokémon TCG: the main phase). Each simulation

1. *determinizes*: builds a game consistent with the view, every hidden card
   drawn at random from what could be there (the game's :class:`SearchModel`);
2. *selects* down one tree shared by all determinizations (single-observer
   ISMCTS): a node is a sequence of the searching player's own answers this
   turn, an edge an option known by its label and data, so the same node means
   the same thing whatever the hidden cards; only the options a determinization
   offers compete, by UCB1 counted over the simulations that offered them;
3. *expands* one new answer, then plays on with the game's default policy (its
   heuristic agent) for both players up to ``horizon`` turns ahead;
4. *scores* the position with the game's evaluation (or the result, when the game
   ended) and backs the score up the path.

The answer is the most visited root option that the real decision offers.
Follow-up decisions of the chosen action (which Pokémon, which card) are taken
from the same tree when the simulations explored them enough, otherwise by the
default policy, which is told every answer the search made so it plays on in
the same spirit. Decisions the search cannot rebuild go to the default policy.

Nothing here knows the rules of a game: the game brings a :class:`SearchModel`
(``tcgsim.games.GameKind.search``). The agent owns its ``random.Random(seed)``;
with a simulation budget (not a time limit) it is deterministic for a seed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from tcgsim.agents.base import Agent
from tcgsim.core.decision import Decision, Option

Key = tuple[str, bytes]

DEFAULT_SIMULATIONS = 64
DEFAULT_HORIZON = 2  # the own turn and the opponent's reply
EXPLORATION = 0.5  # UCB1 constant; scores are in [0, 1]
FOLLOW_UP_VISITS = 4  # a follow-up is taken from the tree once it was simulated this often
MAX_PLAYOUT_DECISIONS = 3_000  # a safety net against a game that would not end


@dataclass(frozen=True)
class SearchModel:
    """What a game gives the search.

    ``determinize(view, rng, opponent_list)`` returns a game pending the viewer's
    decision, hidden cards sampled; it raises ``cannot`` where it cannot rebuild
    the state. ``evaluate(game, player)`` scores a position in [0, 1] for
    ``player``. ``policy(seed)`` makes the default agent: it plays the playouts
    and the decisions the search does not rebuild; it may have a
    ``follow(decision, answer)`` method to be told answers made for its seat.
    """

    determinize: Callable[[dict[str, Any], random.Random, Sequence[str] | None], Any]
    evaluate: Callable[[Any, int], float]
    policy: Callable[[int], Agent]
    cannot: type[Exception]


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


def option_key(o: Option) -> Key:
    """An option by what it means (label and data), not by its position in the list."""
    return o.label, orjson.dumps(o.data)


def _tree_decision(d: Decision) -> bool:
    """Decisions the tree branches on: one option out of several."""
    return d.min == d.max == 1 and len(d.options) > 1


@dataclass
class SearchStats:
    """What the last search did (for tests, benchmarks and the curious)."""

    simulations: int = 0
    seconds: float = 0.0
    skipped: int = 0  # determinizations that offered none of the real options


class MCTSAgent:
    """Searches main-phase decisions with ISMCTS; see the module text.

    ``simulations`` and ``time_limit`` (seconds) budget each search; whichever
    runs out first ends it (at least one simulation is always made).
    ``opponent_list`` is the opponent's deck list when it is known (open
    decklists); without it the search assumes the opponent plays the own list.
    """

    needs_view = True

    def __init__(
        self,
        seed: int = 0,
        simulations: int | None = DEFAULT_SIMULATIONS,
        time_limit: float | None = None,
        horizon: int = DEFAULT_HORIZON,
        exploration: float = EXPLORATION,
        opponent_list: Sequence[str] | None = None,
        model: SearchModel | None = None,
    ) -> None:
        if simulations is None and time_limit is None:
            raise ValueError("give a simulation count, a time limit or both")
        if simulations is not None and simulations < 1:
            raise ValueError("simulations must be at least 1")
        if horizon < 1:
            raise ValueError("the horizon must be at least one turn")
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.time_limit = time_limit
        self.horizon = horizon
        self.exploration = exploration
        self.opponent_list = list(opponent_list) if opponent_list is not None else None
        self.model = model
        self.fallback: Agent | None = None
        self.stats = SearchStats()
        self._follow: tuple[int, Node] | None = None  # (turn, node) for follow-up decisions

    # -- the protocol ----------------------------------------------------------------------
    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        model = self._model(view)
        if self.fallback is None:
            self.fallback = model.policy(self.rng.getrandbits(63))
        answer = self._choose(view, decision, model)
        if answer is None:
            return self.fallback.act(view, decision)
        follow = getattr(self.fallback, "follow", None)
        if follow is not None:
            follow(decision, answer)
        return answer

    def _choose(self, view: dict[str, Any], d: Decision, model: SearchModel) -> list[int] | None:
        if not _tree_decision(d):
            return None
        from_tree = self._from_tree(view, d)
        if from_tree is not None:
            return from_tree
        try:
            root = self.search(view, d, model)
        except model.cannot:
            return None
        keys = [option_key(o) for o in d.options]
        best = max(range(len(keys)), key=lambda i: _rank(root.children.get(keys[i])))
        child = root.children.get(keys[best])
        if child is None or not child.visits:
            return None
        self._follow = (view["turn"], child)
        return [best]

    def _from_tree(self, view: dict[str, Any], d: Decision) -> list[int] | None:
        """A follow-up answered from the last search's tree, when it explored it enough."""
        if self._follow is None or d.kind == "main":
            return None
        turn, node = self._follow
        self._follow = None
        if turn != view["turn"]:
            return None
        keys = [option_key(o) for o in d.options]
        ranked = [(_rank(node.children.get(k)), i) for i, k in enumerate(keys)]
        (visits, _), best = max(ranked)
        if visits < FOLLOW_UP_VISITS:
            return None
        self._follow = (turn, node.children[keys[best]])
        return [best]

    # -- the search --------------------------------------------------------------------------
    def search(self, view: dict[str, Any], d: Decision, model: SearchModel) -> Node:
        """Run one search from ``view`` at decision ``d``; returns the root of the tree."""
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        real = {option_key(o) for o in d.options}
        root = Node()
        n = skipped = 0
        while True:
            played = self._simulate(root, view, real, model)
            if not played:
                skipped += 1
            n += max(played, 1)
            if self.simulations is not None and n >= self.simulations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.stats = SearchStats(n, time.perf_counter() - start, skipped)
        return root

    def _simulate(self, root: Node, view: dict[str, Any], real: set[Key],
                  model: SearchModel) -> int:
        """One determinization, played out once from every root option on offer; returns
        the number of playouts (0: the determinization offered none of the real options).

        The root options share the sampled world and the playout's random numbers
        (the game's generator and the policies' seeds), so their scores differ by
        what the options do, not by luck: far less noise for the same work.
        """
        world = model.determinize(view, self.rng, self.opponent_list)
        d = world.decision
        keys = [option_key(o) for o in d.options]
        allowed = [i for i, k in enumerate(keys) if k in real]
        if not allowed:
            return 0
        seeds = (self.rng.getrandbits(63), self.rng.getrandbits(63))
        for i in allowed:
            child = root.children.get(keys[i])
            if child is None:
                child = root.children[keys[i]] = Node()
            child.offered += 1
            game = world.clone()
            score = self._playout(game, view, child, [i], seeds, model)
            root.visits += 1
            root.total += score
        return len(allowed)

    def _playout(self, game: Any, view: dict[str, Any], node: Node, answer: list[int],
                 seeds: tuple[int, int], model: SearchModel) -> float:
        """Answer ``answer`` at the root, go down and grow the tree, play on, score, back up."""
        me, turn0 = view["you"], view["turn"]
        policies = [model.policy(seed) for seed in seeds]
        follow = getattr(policies[me], "follow", None)
        if follow is not None:
            follow(game.decision, answer)
        game.respond(answer)
        path, growing = [node], True
        for _ in range(MAX_PLAYOUT_DECISIONS):
            d = game.decision
            if d is None or game.s["turn"] >= turn0 + self.horizon:
                break
            if growing and d.player == me and game.s["turn"] == turn0 and _tree_decision(d):
                keys = [option_key(o) for o in d.options]
                prior = policies[me].act(game.view(me), d)[0]
                i, growing = self._select(node, keys, prior)
                node = node.children[keys[i]]
                path.append(node)
                answer = [i]
                if follow is not None:
                    follow(d, answer)
            else:
                answer = policies[d.player].act(game.view(d.player), d)
            game.respond(answer)
        score = model.evaluate(game, me)
        for n in path:
            n.visits += 1
            n.total += score
        return score

    def _select(self, node: Node, keys: list[Key], prior: int) -> tuple[int, bool]:
        """The next own answer below the root; returns (index, still inside the tree).

        Progressive widening led by the default policy: a node first tries the
        policy's own answer, and admits one more option each time its visits pass
        the next square (1, 4, 9, …), so a small budget refines the policy's play
        instead of spreading itself over poor options. Among the admitted options
        on offer, UCB1 counted over the simulations that offered them.
        """
        children = node.children
        offered = [i for i, k in enumerate(keys) if k in children]
        for i in offered:
            children[keys[i]].offered += 1
        if keys[prior] not in children:
            return self._expand(node, keys, prior), False
        width = 1 + math.isqrt(node.visits)
        untried = [i for i, k in enumerate(keys) if k not in children]
        if untried and len(offered) < width:
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

            self.model = game_of(view).search_model()
        return self.model


def _rank(node: Node | None) -> tuple[int, float]:
    """Root and follow-up choice: most visits, then the better mean."""
    return (0, 0.0) if node is None else (node.visits, node.mean())
