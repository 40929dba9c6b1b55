"""A competition submission as a tcgsim agent: ``agent(obs[, config]) -> list[int]``.

The submission is called exactly as the competition calls it: with the observation (a dict
whose keys also read as attributes, ``obs.select`` as ``obs["select"]``) and, when it takes a
second parameter, the configuration. Asked with ``select`` None it gives its deck.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from tcgsim.core.decision import Decision, IllegalResponse, quoted, validate
from tcgsim.kaggle.ids import deck_from_ids
from tcgsim.kaggle.observation import deck_request, observation

#: the competition's configuration of a game (cabt.json), as a submission reads it
CONFIGURATION = {"episodeSteps": 10_000_000, "actTimeout": 0, "runTimeout": 6000, "bo": 3,
                 "version": 2}


class Struct(dict[str, Any]):
    """A dict whose keys read as attributes too, as the competition's observations do."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def structify(x: Any) -> Any:
    if isinstance(x, dict):
        return Struct({k: structify(v) for k, v in x.items()})
    if isinstance(x, list):
        return [structify(v) for v in x]
    return x


def _arity(fn: Callable[..., Any]) -> int:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 1
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return 2
    return sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


class KaggleAgent:
    """Plays a seat with a competition submission's function. ``name`` says which in errors."""

    needs_view = True

    def __init__(self, fn: Callable[..., Any], name: str = "submission") -> None:
        self.fn = fn
        self.name = name
        self.takes_config = _arity(fn) >= 2
        #: match score so far, shown as ``current.players[i].win`` and ``current.draw``
        self.wins = (0, 0)
        self.draws = 0
        #: the card this seat chose to attach in its last main-step answer (contextCard next)
        self.attaching: int | None = None

    def call(self, obs: dict[str, Any]) -> Any:
        o = structify(obs)
        return self.fn(o, structify(CONFIGURATION)) if self.takes_config else self.fn(o)

    def call_for_deck(self) -> Any:
        """What the submission answers when asked for its deck (``select`` None)."""
        return self.call(deck_request())

    def deck(self) -> list[str]:
        """The submission's deck as tcgsim card ids (it answers ``select`` None with 60 ids)."""
        try:
            return deck_from_ids(self.call_for_deck())
        except ValueError as e:
            raise ValueError(f"{self.name}: its deck: {e}") from None

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        attaching, self.attaching = self.attaching, None
        answer = self.call(observation(view, decision, self.wins, self.draws, attaching))
        if isinstance(answer, dict) and "action" in answer:  # the competition accepts this too
            answer = answer["action"]
        try:
            picked = validate(decision.to_dict(), list(answer) if isinstance(answer, tuple)
                              else answer)
        except IllegalResponse as e:
            raise IllegalResponse(f"{self.name} answered {quoted(answer)} to "
                                  f"'{decision.prompt}' ({decision.kind}): {e}") from None
        if decision.kind == "main" and picked:
            data = decision.options[picked[0]].data
            if data[0] in ("energy", "trainer"):  # an Energy or a Tool asks for its Pokémon next
                self.attaching = data[1]
        return picked
