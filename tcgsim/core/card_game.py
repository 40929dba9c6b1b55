"""What both games' engines share about cards: each physical card of a game is a number
``c``; the state keeps its card id (``s["defs"][c]``) and its owner (``s["owner"][c]``),
the player's zones are ``s["players"][p]``, and ``defs[c]`` is the card's definition."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from tcgsim.core.engine import Engine

D = TypeVar("D")  # a game's card definition (it has a ``name``)


class CardGame(Engine, Generic[D]):
    """An engine over numbered cards; the subclass fills ``defs`` in ``_setup_derived``."""

    defs: list[D]

    def d(self, c: int) -> D:
        return self.defs[c]

    def name(self, c: int) -> str:
        return self.defs[c].name  # type: ignore[attr-defined]

    def owner(self, c: int) -> int:
        return self.s["owner"][c]

    def pl(self, p: int) -> dict[str, Any]:
        return self.s["players"][p]
