"""The agent protocol: answer one decision from one player's view."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from tcgsim.core.decision import Decision


@runtime_checkable
class Agent(Protocol):
    """Anything that can answer decisions for one seat.

    ``act`` returns distinct option indices, between ``decision.min`` and
    ``decision.max`` of them. It sees ``view`` (the JSON-able observation of the
    player who decides, hidden cards as counts) and the decision, nothing else:
    this is what keeps agents honest about hidden information.

    The view is the agent's to keep, and it shares nothing mutable with the game or with
    other views; some of its parts may be shared read-only with other views (a Zero
    Dimension card's reference: ``tcgsim.core.readonly.ReadOnlyDict``, a ``dict`` that
    raises ``TypeError`` on any change). An agent that annotates or edits its view does so
    on a copy (``dict(part)``, ``copy.deepcopy(view)``).

    ``needs_view`` lets an agent that ignores the view (a random player) say so;
    drivers may then pass an empty dict instead of building the view, which is
    a large part of the cost of a fast simulation.
    """

    needs_view: bool

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        """Choose the answer to ``decision``."""
        ...


def fits(answer: list[int], d: Decision) -> bool:
    """Whether ``answer`` has the shape ``d`` asks for: between min and max distinct option
    indices. Agents check their answers with it so a slip never becomes an illegal answer."""
    return (
        d.min <= len(answer) <= d.max
        and len(set(answer)) == len(answer)
        and all(isinstance(i, int) and 0 <= i < len(d.options) for i in answer)
    )
