"""The determinized game a search plays out: the rules' game, with the priority rounds of a
seat whose answer is known not worked out, and not asked.

A Zero Dimension turn gives both players priority at every step and every combat timing
(ZD:105), and each time the engine works out all the holder's legal actions: which cards
of the hand could be used now, which effects activated. In a playout both seats are played
by the heuristic agent, and outside its main timing (the own action phase with an empty
chain and no combat) it always passes (``ZeroHeuristicAgent.priority``); those rounds,
most of a playout, cost the engine's option search for nothing.

In a :class:`World` such a round offers the pass alone: for the opponent's seat always,
and for the searching seat after the turn its search tree grows in (``turn0``: the view's
turn, or the next one when the view is in the opponent's turn). The searching seat's
rounds up to that turn keep all their options: the tree may answer them otherwise, and a
world replayed from an earlier decision of the turn must offer what the player was
offered. Where a pass is not allowed (a character that must attack, ZD:405.1) every option
is worked out as usual.

A lone pass is a decision with one answer, which a search gives at once. A
:class:`PassingWorld` gives it itself, without asking (no decision is made, validated and
answered: most of a playout's decisions), and counts it in :attr:`PassingWorld.passed`; a
search whose step budget counts decisions of one answer must count those too, or its
budget stretches (:data:`tcgsim.agents.zero.determinize.WORLD` builds plain worlds until
the search does). Only the first decision of each turn is always asked, whatever it is: a
playout stops at the first decision of the turn its horizon ends in, and so still stops
where it did. Everything else is the rules' own procedure, unchanged: the passes are the
same answers (kept in the state's answers as any other), so a playout reaches the same
positions and scores as in a plain game.
"""

from __future__ import annotations

from typing import Any

from tcgsim.zero.game import Game
from tcgsim.zero.rules.priority import legal_actions, pass_allowed

#: the options of a lone pass; ``PassingWorld.ask`` knows them by identity (never changed)
PASS_ONLY: list[tuple[str, list[Any]]] = [("Pass", ["pass"])]


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
        s = self.s
        if ((p != self.me or s["turn"] > self.turn0)  # self.passes(p), inlined: every round
                and not (s["step"] == "action" and s["cur"] == p and not s["chain"]
                         and s["combat"] is None)  # not p's main timing
                and pass_allowed(self, p)):
            return PASS_ONLY
        return legal_actions(self, p)

    def clone(self) -> World:
        copy = super().clone()
        assert isinstance(copy, World)
        copy.me, copy.turn0 = self.me, self.turn0
        return copy


class PassingWorld(World):
    """A world that gives its lone passes itself, but for the first decision of a turn (see
    the module text)."""

    #: lone passes the world gave itself since it was built
    passed = 0
    _asked_turn = -1  # the turn of the last decision asked

    def ask(self, player: int, kind: str, prompt: str, options: list[tuple[str, Any]],
            lo: int = 1, hi: int = 1) -> None:
        s = self.s
        if options is PASS_ONLY and s["turn"] == self._asked_turn:
            # answered as Engine.respond would: the frame's answer, kept with the others
            s["stack"][-1]["ans"] = [0]
            s["answers"].append([0])
            self.passed += 1
            return
        self._asked_turn = s["turn"]
        super().ask(player, kind, prompt, options, lo, hi)

    def clone(self) -> PassingWorld:
        copy = super().clone()
        assert isinstance(copy, PassingWorld)
        copy.passed, copy._asked_turn = self.passed, self._asked_turn
        return copy
