"""The game-agnostic engine: state as plain data, a work stack, decisions, log.

The whole game is one JSON-able dict. Pending work is an explicit stack of
frames (dicts with an ``op`` name, a ``step`` counter and their locals); a
handler registered for the op advances its frame by one step, pushes child
frames, pops itself, or asks a decision and returns. Because nothing live
(generators, closures, callbacks) is kept in the state, a game can be cloned,
serialized and resumed at any decision, also in the middle of an attack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import orjson

from tcgsim.core.decision import Decision, IllegalResponse, validate
from tcgsim.core.rng import Rng, state_seed
from tcgsim.core.statecheck import StateError, load_state

Handler = Callable[[Any, dict[str, Any]], None]


@dataclass(frozen=True, slots=True)
class Result:
    winner: int | None  # None: a draw
    reason: str


def _no_event(*args: Any, **kwargs: Any) -> None:
    """:meth:`Engine.event` of a game that logs nothing (:meth:`Engine.stop_logging`)."""


class Engine:
    """Base class of a game. Subclasses fill ``HANDLERS`` with their frame ops."""

    HANDLERS: ClassVar[dict[str, Handler]] = {}
    #: False once :meth:`stop_logging` was called (not state: a saved game logs again)
    logs_events: bool = True

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state
        self.rng = Rng(state)
        self._decision: Decision | None = None
        self._setup_derived()

    def _setup_derived(self) -> None:
        """Rebuild caches derived from the state (card definitions and such)."""

    @staticmethod
    def base_state(seed: int) -> dict[str, Any]:
        s: dict[str, Any] = {
            # a seed above 64 bits is kept as the 64-bit state it stands for: the same
            # game again (replay), and a state JSON can hold
            "seed": state_seed(seed),
            "stack": [],
            "decision": None,
            "result": None,
            "log": [],
            "answers": [],
        }
        Rng.init(s, seed)
        return s

    # -- the work stack -------------------------------------------------------
    def push(self, op: str, **locals_: Any) -> dict[str, Any]:
        frame = {"op": op, "step": 0, **locals_}
        self.s["stack"].append(frame)
        return frame

    def pop(self) -> dict[str, Any]:
        return self.s["stack"].pop()

    def run(self) -> None:
        """Advance until a decision is pending, the game is over, or no work is left."""
        s = self.s
        stack = s["stack"]
        handlers = self.HANDLERS
        while s["decision"] is None and s["result"] is None and stack:
            frame = stack[-1]
            handlers[frame["op"]](self, frame)

    # -- decisions ------------------------------------------------------------
    def ask(
        self,
        player: int,
        kind: str,
        prompt: str,
        options: list[tuple[str, Any]],
        lo: int = 1,
        hi: int = 1,
    ) -> None:
        """Pause the top frame until ``player`` answers; the answer lands in frame['ans']."""
        if not options and lo > 0:
            raise RuntimeError(f"decision '{prompt}' has no options but needs {lo}")
        hi = min(hi, len(options))
        self.s["decision"] = {
            "player": player,
            "kind": kind,
            "prompt": prompt,
            "options": list(map(list, options)),
            "min": lo,
            "max": hi,
        }
        # nearly every decision asked is read (``decision``): built now from the fields at
        # hand, not later from the state's copy of them (the same decision)
        self._decision = Decision.of(player, kind, prompt, options, lo, hi)

    @property
    def decision(self) -> Decision | None:
        d = self.s["decision"]
        if d is None:
            return None
        if self._decision is None:
            self._decision = Decision.from_state(d)
        return self._decision

    def respond(self, answer: list[int]) -> None:
        """Answer the pending decision. IllegalResponse leaves the game unchanged."""
        s = self.s
        d = s["decision"]
        if d is None:
            raise IllegalResponse("no decision is pending: the game is over")
        picked = validate(d, answer)
        s["stack"][-1]["ans"] = picked
        s["decision"] = self._decision = None
        s["answers"].append(picked)
        self.run()

    @property
    def result(self) -> Result | None:
        r = self.s["result"]
        return None if r is None else Result(r["winner"], r["reason"])

    def finish(self, winner: int | None, reason: str, clause: str | None = None) -> None:
        self.s["result"] = {"winner": winner, "reason": reason}
        self.s["decision"] = None
        self.event("game_over", clause=clause, winner=winner, reason=reason)

    # -- the log ----------------------------------------------------------------
    def event(
        self,
        etype: str,
        /,
        clause: str | None = None,
        secret: dict[str, Any] | None = None,
        to: list[int] | None = None,
        **public: Any,
    ) -> None:
        """Log an event. ``secret`` fields are shown only to the players in ``to``."""
        e: dict[str, Any] = {"type": etype, **public}
        if clause:
            e["clause"] = clause
        if secret:
            e["secret"] = secret
            e["to"] = to or []
        self.s["log"].append(e)

    def stop_logging(self) -> None:
        """Log no event from now on, in this game and the clones made of it (:meth:`clone`;
        a game with a clone of its own keeps this in it too): for a game whose log nobody
        reads, such as the worlds a search plays out (building and appending the events is
        a few per cent of a playout's engine work). No rule reads the log, so the game plays
        exactly as it would; only its log ends here. (The no-op is set on this game alone,
        an attribute that hides the method: other games pay nothing for the choice.)"""
        self.logs_events = False
        self.event = _no_event  # type: ignore[method-assign]

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.s["log"]

    def log_for(self, player: int | None, start: int = 0) -> list[dict[str, Any]]:
        """The log as ``player`` may see it (None: a spectator who sees public events only)."""
        out = []
        for e in self.s["log"][start:]:
            if "secret" in e:
                if player is not None and player in e["to"]:
                    e = {**e, **e["secret"]}
                else:
                    e = {k: v for k, v in e.items() if k != "secret"}
                e.pop("secret", None)
                e.pop("to", None)
            out.append(e)
        return out

    # -- cloning and serialization -----------------------------------------------
    def to_json(self) -> str:
        return orjson.dumps(self.s).decode()

    @classmethod
    def from_json(cls, text: str | bytes) -> Engine:
        """The game a state saved by :meth:`to_json` describes; StateError naming the
        first bad field when the text is not a state of this game."""
        s = load_state(text)
        cls.check_state(s)
        return cls(s)

    @classmethod
    def check_state(cls, s: Any) -> None:
        """StateError naming the first field of ``s`` that does not fit this game's state.
        Each game describes its state (``tcgsim.core.statecheck``); a state built by the
        engine itself (``clone``, a new game) is not checked again."""
        if type(s) is not dict:
            raise StateError("state", f"expected an object, got {type(s).__name__}")

    def clone(self) -> Engine:
        """An independent copy: the state as :meth:`copied_state` gives it."""
        out = type(self)(self.copied_state())
        if not self.logs_events:
            out.stop_logging()
        return out

    def copied_state(self) -> dict[str, Any]:
        """An independent copy of the state, the one a round trip through JSON gives. Log
        events and answers are never mutated once appended, so the copy shares them and
        copies only the lists that hold them (the log is most of a game's state by size).
        A game that knows its state's shape may copy it without the JSON (the same data)."""
        s = self.s
        log, answers = s["log"], s["answers"]
        s["log"], s["answers"] = [], []
        try:
            data = orjson.dumps(s)
        finally:
            s["log"], s["answers"] = log, answers
        copy: dict[str, Any] = orjson.loads(data)
        copy["log"], copy["answers"] = list(log), list(answers)
        return copy
