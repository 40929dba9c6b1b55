"""Worlds for decisions a view alone cannot rebuild: replayed from what the agent saw.

A game's search model rebuilds a game from a view only where the view holds the whole
pending procedure (for the Pokémon TCG: the main phase). Other decisions come in the
middle of a procedure (which card the Ultra Ball fetches, which Benched Pokémon the
attack hits, whether to use "you may draw"), and the procedure's state is not in the
view. A player at such a decision still knows what they saw since their last main
phase: that view, and each of their own decisions since with its view and their answer.

:class:`Memory` keeps exactly that (nothing else: the agent's own observations), and
:func:`replay_world` builds a world at the pending decision from it:

1. rebuild the *anchor*, the last own decision the model can rebuild, with hidden cards
   drawn at random as usual, told what was seen since (the Pokémon model puts the own
   cards that showed up later on top of the deck in that order, so a replay draws them);
2. give the own recorded answers again, the opponent's decisions answered by the
   default policy (their answers are not seen, only their effects);
3. accept the world only if every own decision on the way shows the same view and
   offers the same options (labels and data) as it did in the real game, and the
   world's pending decision is the real one: a world that contradicts anything the
   agent saw is rejected and another one drawn (rejection sampling, so an accepted
   world is a draw from the worlds consistent with the agent's observations, as far
   as the opponent's answers follow the default policy).

Coin flips, cards drawn and a deck's order after a shuffle that differ from what was
seen make a world inconsistent; after ``tries`` rejections the model's ``cannot``
error is raised and the agent falls back to its default policy. Everything random
comes from the generator passed in (the agent's own).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tcgsim.core.decision import Decision

if TYPE_CHECKING:
    from tcgsim.agents.mcts import SearchModel

Step = tuple[dict[str, Any], Decision, list[int]]  # an own decision: view, decision, answer
MAX_REPLAY_DECISIONS = 500  # a replay within one turn: a safety net, never reached in play


@dataclass
class Memory:
    """What the agent saw since its last rebuildable decision in this turn."""

    anchor: dict[str, Any] | None = None  # the view of that decision
    steps: list[Step] = field(default_factory=list)  # own decisions from the anchor on

    def see(self, view: dict[str, Any], rebuildable: bool) -> None:
        """A new own decision: a rebuildable one becomes the anchor; a new turn without one
        forgets the old anchor (a replay across the opponent's turn would guess all of it)."""
        if rebuildable:
            self.anchor, self.steps = view, []
        elif self.anchor is not None and view["turn"] != self.anchor["turn"]:
            self.anchor, self.steps = None, []

    def answered(self, view: dict[str, Any], decision: Decision, answer: list[int]) -> None:
        """An own answer; one to a decision with a single possible answer is not kept (some
        drivers answer those without asking the agent, and a replay answers them itself)."""
        if self.anchor is not None and not forced(decision):
            self.steps.append((view, decision, list(answer)))


def forced(d: Decision) -> bool:
    """A decision with one possible answer (a priority with nothing to do but pass)."""
    return d.min == d.max == 1 and len(d.options) == 1


@dataclass
class Replayed:
    """A world at the pending decision, and the own answers given on the way there (for the
    default policy of the own seat to be told what its actions are for)."""

    game: Any
    told: list[tuple[Decision, list[int]]]


def same_view(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Views equal in all but the log's length (the rebuilt game's log starts anew)."""
    return a.keys() == b.keys() and all(a[k] == b[k] for k in a if k != "log_size")


def replay_world(memory: Memory, view: dict[str, Any], decision: Decision, model: SearchModel,
                 rng: random.Random, opponent_list: Sequence[str] | None,
                 tries: int, built: Callable[[], object] = lambda: None) -> Replayed:
    """A world consistent with everything ``memory`` holds, at ``decision``; the model's
    ``cannot`` error when there is no anchor or ``tries`` worlds were all rejected.
    ``built()`` is called for each world rebuilt, rejected ones too (what a search's
    budget counts: a rejected world costs as much as an accepted one)."""
    if memory.anchor is None or memory.anchor["turn"] != view["turn"]:
        raise model.cannot("no rebuildable decision of this turn to replay from")
    later = [(v, d) for v, d, _ in memory.steps[1:]] + [(view, decision)]
    for _ in range(tries):
        built()
        world = model.determinize(memory.anchor, rng, opponent_list, later)
        told = _replay(world, memory.steps, view, decision, model, rng)
        if told is not None:
            return Replayed(world, told)
    raise model.cannot(f"no world of {tries} replayed agreed with what was seen")


def _replay(world: Any, steps: list[Step], view: dict[str, Any], decision: Decision,
            model: SearchModel, rng: random.Random) -> list[tuple[Decision, list[int]]] | None:
    """Play the recorded own answers in ``world``; the own answers given, or None as soon as
    the world contradicts what was seen."""
    me = view["you"]
    opponent = model.policy(rng.getrandbits(63))
    told: list[tuple[Decision, list[int]]] = []
    for _ in range(MAX_REPLAY_DECISIONS):
        d = world.decision
        if d is None:
            return None
        if forced(d):
            world.respond([0])
            continue
        if d.player != me:
            world.respond(opponent.act(world.view(d.player), d))
            continue
        k = len(told)
        seen_view, seen_decision, answer = steps[k] if k < len(steps) else (view, decision, None)
        if d != seen_decision or not same_view(world.view(me), seen_view):
            return None
        if answer is None:
            return told
        told.append((d, answer))
        world.respond(answer)
    return None
