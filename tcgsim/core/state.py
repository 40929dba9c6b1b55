"""What every game's state holds, whichever game it is (``Engine.base_state``): the types of
the shared keys, and the invariant count that each game's ``card_zone_counts`` is made of."""

from collections.abc import Iterable
from typing import Any, Generic, TypedDict, TypeVar

F = TypeVar("F")  # the game's work-stack frame type


class StoredDecision(TypedDict):
    """The pending decision as the state keeps it (``core.decision.Decision``)."""

    player: int
    kind: str
    prompt: str
    options: list[list[Any]]  # [label, data] each
    min: int
    max: int


class Outcome(TypedDict):
    winner: int | None  # None: a draw
    reason: str


class BaseState(TypedDict, Generic[F]):
    """The keys every game of the engine has (``core.engine.Engine.base_state``)."""

    seed: int
    stack: list[F]  # the work stack, the top is the last element
    decision: StoredDecision | None
    result: Outcome | None
    log: list[dict[str, Any]]  # events (``Engine.event``)
    answers: list[list[int]]  # every answer so far: seed + answers replay the game
    rng: int  # the generator's state (``core.rng``)
    forced: list[bool]  # coin results queued by tests


def place_counts(cards: Iterable[int]) -> dict[int, int]:
    """How many times each card comes in ``cards`` (every place a card is in, listed once
    each): a game's ``card_zone_counts``, where every card must be in exactly one place."""
    seen: dict[int, int] = {}
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
    return seen
