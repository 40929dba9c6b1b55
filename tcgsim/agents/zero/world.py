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

The main timing of a seat the heuristic plays is asked for its card uses and level ups
first: where one of them is worth doing (``heuristic.play_score`` above ``ATTACK_CAP``),
the heuristic answers with the best of them, whatever else is legal (attacks, activated
effects and the keywords' actions all score lower), so the round offers the pass and
those alone, and the others (the attackers' checks, the keywords' hand and board scans)
are not worked out; where a level up outscores any card use the hand could give
(``heuristic.use_bound``), the card uses are not worked out either. The heuristic then
picks the same action: its best score is among them, and so is every option tied with it,
in the same order (ties are broken by its generator over the tied options alone). The seat
view made for that scoring is kept for the decision (:func:`policy_view`).

A lone pass is a decision with one answer, which a search gives at once, as it gives any
other (the searching seat's pass where it is all the rules offer, an attack's only target).
A :class:`PassingWorld` gives those itself, without asking (no decision is made, validated
and answered: most of a playout's decisions), and counts them in
:attr:`PassingWorld.passed`; a search whose step budget counts decisions of one answer must
count those too, or its budget stretches (:data:`tcgsim.agents.zero.determinize.WORLD`
builds plain worlds until the search does). Only the first decision of each turn is always
asked, whatever it is: a playout stops at the first decision of the turn its horizon ends
in, and so still stops where it did. A round in which both seats would pass alone goes at
once, leaving what the rules' round of two given passes leaves (:func:`_priority_round`).
Everything else is the rules' own procedure, unchanged: the same actions are taken (kept in
the state's answers as any other; where options were left out, an answer's position
differs), so a playout reaches the same positions and scores as in a plain game.
"""

from __future__ import annotations

import math
from typing import Any

from tcgsim.agents.zero.heuristic import ATTACK_CAP, Board, play_score, use_bound
from tcgsim.agents.zero.seat_view import seat_view
from tcgsim.zero.game import Game
from tcgsim.zero.model.state import Frame
from tcgsim.zero.registry import ACTIONS, HANDLERS, Handler
from tcgsim.zero.rules.continuous import reading
from tcgsim.zero.rules.priority import legal_actions, may_offer, pass_allowed, priority

Options = list[tuple[str, list[Any]]]

#: the options of a lone pass (never changed)
PASS_ONLY: Options = [("Pass", ["pass"])]
#: the action kinds a main timing asks first, in the order of ``registry.ACTIONS``
PLAYS = tuple(kind for kind in ACTIONS if kind in ("use", "levelup"))


class World(Game):
    """A determinized game at a search's root (see the module text); ``me`` is the
    searching seat, ``turn0`` the turn its tree grows in."""

    me = -1
    turn0 = 0
    #: the seat view made to score a main timing's plays, with the decision it was made for
    #: (the answers given before it) and its player: see :func:`policy_view`
    scored: tuple[int, int, dict[str, Any]] | None = None

    def passes(self, p: int) -> bool:
        """Whether ``p``'s priority outside its main timing is a pass without options."""
        return p != self.me or self.s["turn"] > self.turn0

    def priority_options(self, p: int) -> Options:
        """The rules' legal actions, the pass alone for a seat known to pass here, or at the
        main timing of a seat the heuristic plays those it may choose (module text)."""
        s = self.s
        if p != self.me or s["turn"] > self.turn0:  # self.passes(p), inlined: every round
            if (s["step"] == "action" and s["cur"] == p and not s["chain"]
                    and s["combat"] is None):  # p's main timing
                return self._main_options(p)
            if pass_allowed(self, p):
                return PASS_ONLY
        return legal_actions(self, p)

    def lone_pass(self, p: int) -> bool:
        """Whether :meth:`priority_options` offers ``p`` the pass alone here (its tests,
        which it makes inline: it is asked at every round)."""
        s = self.s
        return ((p != self.me or s["turn"] > self.turn0)
                and not (s["step"] == "action" and s["cur"] == p and not s["chain"]
                         and s["combat"] is None)
                and pass_allowed(self, p))

    def _main_options(self, p: int) -> Options:
        """The pass and the card uses and level ups where the heuristic takes one of them
        (the level ups alone where one outscores every card use the hand could give),
        else the legal actions (as ``priority.legal_actions`` lists them at the main
        timing: each kind's options in the order of ``registry.ACTIONS``, the pass first)."""
        with reading(self):  # the options and their scores only look at the state
            found = {"levelup": self._kind_options("levelup", p)}
            passing = pass_allowed(self, p)
            board = None
            if passing:
                view = seat_view(self, p)
                self.scored = (len(self.s["answers"]), p, view)  # the decision's own
                board = Board.of(view)
                if found["levelup"] and _best(board, found["levelup"]) > max(
                        ATTACK_CAP, use_bound(board)):
                    return PASS_ONLY + found["levelup"]
            found["use"] = self._kind_options("use", p)
            plays = [o for kind in PLAYS for o in found[kind]]
            if plays and board is not None and _best(board, plays) > ATTACK_CAP:
                return PASS_ONLY + plays
            out: Options = []
            for kind in ACTIONS:
                out += found[kind] if kind in found else self._kind_options(kind, p)
            if not out or passing:
                out.insert(0, PASS_ONLY[0])
        return out

    def _kind_options(self, kind: str, p: int) -> Options:
        """One action kind's options, none where no card of the game can have what it
        needs (``priority.may_offer``), as priority asks them."""
        return ACTIONS[kind][0](self, p) if may_offer(self, kind) else []

    def clone(self) -> World:
        copy = super().clone()
        assert isinstance(copy, World)
        copy.me, copy.turn0 = self.me, self.turn0
        return copy


def _priority_round(g: Game, f: Frame) -> None:
    """A :class:`PassingWorld`'s priority frame: a round in which both seats pass alone
    (neither has anything else on offer) and the world gives both passes itself goes at
    once, leaving what ``priority.priority`` leaves after asking and answering them: the
    two answers, the two pass events (ZD:105), the frame popped (an empty chain and no
    pending trigger: the timing ends). Any other round is the rules' own."""
    s = g.s
    if ("ans" in f or f["passes"] or f.get("acted") or f.get("resolving") or s["chain"]
            or s["pending"] or not isinstance(g, PassingWorld)
            or s["turn"] != g._asked_turn):  # the turn's first decision is asked
        priority(g, f)
        return
    first = f["holder"]
    if not (g.lone_pass(first) and g.lone_pass(1 - first)):
        priority(g, f)
        return
    answers = s["answers"]
    for p in (first, 1 - first):
        answers.append([0])
        g.event("pass", clause="ZD:105", player=p)
    g.passed += 2
    g.pop()


class _Handlers(dict[str, Handler]):
    """The rules' frame handlers, the priority frame's replaced; one the rules add later is
    looked up there."""

    def __missing__(self, op: str) -> Handler:
        return HANDLERS[op]


class PassingWorld(World):
    """A world that gives its decisions of one answer (lone passes) itself, but for the first
    decision of a turn (see the module text)."""

    HANDLERS = _Handlers(HANDLERS, priority=_priority_round)

    #: decisions of one answer the world gave itself since it was built
    passed = 0
    _asked_turn = -1  # the turn of the last decision asked

    def ask(self, player: int, kind: str, prompt: str, options: list[tuple[str, Any]],
            lo: int = 1, hi: int = 1) -> None:
        s = self.s
        if len(options) == 1 and lo == 1 and hi >= 1 and s["turn"] == self._asked_turn:
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


def _best(board: Board, plays: Options) -> float:
    """The heuristic's best score of card uses and level ups; -inf where it would fall back
    to its default answer (a view it does not understand): every option is offered then."""
    try:
        return max(play_score(board, data) for _, data in plays)
    except (KeyError, IndexError, TypeError, ValueError):
        return -math.inf


def policy_view(g: Game, p: int) -> dict[str, Any]:
    """The seat view a playout shows the heuristic of seat ``p`` (``SearchModel.seat_view``):
    the one a world made to score the pending main timing's plays, else a new one."""
    scored = getattr(g, "scored", None)
    if scored is not None:
        g.scored = None  # type: ignore[attr-defined]  # one decision's: not kept alive
        if scored[0] == len(g.s["answers"]) and scored[1] == p:
            return scored[2]
    return seat_view(g, p)
