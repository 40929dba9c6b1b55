"""The determinized game a search plays out: the rules' game, with the priority rounds of a
seat whose answer is known not worked out.

A Zero Dimension turn gives both players priority at every step and every combat timing
(ZD:105), and each time the engine works out all the holder's legal actions: which cards
of the hand could be used now, which effects activated. In a playout both seats are played
by the heuristic agent, and outside its main timing (the own action phase with an empty
chain and no combat) it always passes (``ZeroHeuristicAgent.priority``); those rounds,
most of a playout, cost the engine's option search for nothing.

In a :class:`World` such a round offers the pass alone (a decision with one answer, which
the search answers at once and counts as before): for the opponent's seat always, and for
the searching seat after the turn its search tree grows in (``turn0``: the view's turn, or
the next one when the view is in the opponent's turn). The searching seat's rounds up to
that turn keep all their options: the tree may answer them otherwise, and a world replayed
from an earlier decision of the turn must offer what the player was offered. Where a pass
is not allowed (a character that must attack, ZD:405.1) every option is worked out as
usual. Everything else is the rules' own procedure, unchanged: the passes are the same
answers, so a playout reaches the same positions and scores as in a plain game.
"""

from __future__ import annotations

from typing import Any

from tcgsim.zero.game import Game
from tcgsim.zero.rules.priority import pass_allowed

PASS_ONLY: list[tuple[str, list[Any]]] = [("Pass", ["pass"])]


def _main_timing(s: dict[str, Any], p: int) -> bool:
    """Player ``p``'s own action phase with nothing on the chain and no combat: where the
    heuristic agent looks at its options (``Board.main_timing``, read from the state)."""
    return s["step"] == "action" and s["cur"] == p and not s["chain"] and s["combat"] is None


class World(Game):
    """A determinized game at a search's root (see the module text); ``me`` is the
    searching seat, ``turn0`` the turn its tree grows in."""

    me = -1
    turn0 = 0

    def passes(self, p: int) -> bool:
        """Whether ``p``'s priority outside its main timing is a pass without options."""
        return p != self.me or self.s["turn"] > self.turn0

    def priority_options(self, p: int) -> list[tuple[str, list[Any]]]:
        """The rules' legal actions, or the pass alone for a seat known to pass here."""
        if self.passes(p) and not _main_timing(self.s, p) and pass_allowed(self, p):
            return list(PASS_ONLY)
        return super().priority_options(p)

    def clone(self) -> World:
        copy = super().clone()
        assert isinstance(copy, World)
        copy.me, copy.turn0 = self.me, self.turn0
        return copy
