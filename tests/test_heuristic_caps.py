"""The Pokémon heuristic scores only the main-phase options that can be the best: each kind's
cap is at least every score it gives, so the options left unscored never change an answer."""

from __future__ import annotations

import math

from tcgsim.agents import HeuristicAgent
from tcgsim.agents.pokemon.board import Board
from tcgsim.core import Decision
from tcgsim.games import game_kind
from tcgsim.sim.runner import play_game

DECKS = ("bench-abomasnow", "2026-08-28_worlds2026-ma_3_brent-tonisson_dragapult",
         "2026-08-28_worlds2026-jr_7_cedrik-b_seaking-festival-lead",
         "naic2024_02_ivanoff_gardevoir", "naic2024_01_hedrick_lost-box")


class CheckedAgent(HeuristicAgent):
    """Scores every main-phase option as well, and records each option's cap and score."""

    def __init__(self, seed: int, seen: list[tuple[float, float]],
                 tops: list[tuple[list[int], list[int]]]) -> None:
        super().__init__(seed)
        self.seen, self.tops = seen, tops
        self.unscored = 0

    def _main_scores(self, board: Board, d: Decision) -> list[float]:
        lazy = super()._main_scores(board, d)
        full = [self._main_score(Board(board.view), o.data) for o in d.options]
        caps = [self._main_cap(board, o.data) for o in d.options]
        self.seen += zip(caps, full, strict=True)
        self.tops.append(([i for i, s in enumerate(lazy) if s == max(lazy)],
                          [i for i, s in enumerate(full) if s == max(full)]))
        self.unscored += sum(1 for s in lazy if math.isinf(s))
        return lazy


def test_no_main_phase_option_scores_above_its_cap_and_the_best_are_the_same() -> None:
    kind = game_kind("pokemon")
    seen: list[tuple[float, float]] = []
    tops: list[tuple[list[int], list[int]]] = []
    unscored = 0
    for n, name in enumerate(DECKS):
        deck = kind.load_deck(name)
        agents = [CheckedAgent(n, seen, tops), CheckedAgent(-n, seen, tops)]
        play_game(deck, deck, agents, seed=n)
        unscored += sum(a.unscored for a in agents)
    assert len(tops) > 200  # main-phase decisions of several decks were checked
    assert all(score <= cap for cap, score in seen), [x for x in seen if x[1] > x[0]][:5]
    assert all(lazy == full for lazy, full in tops)
    assert unscored > len(tops)  # the caps leave options unscored: what that saves
