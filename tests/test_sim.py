"""Simulation: one game, matches, seeds and seats, statistics, the benchmark."""

from __future__ import annotations

import math
from typing import Any

import orjson
import pytest

from tcgsim.agents import HeuristicAgent, RandomAgent
from tcgsim.core import Decision
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.sim import GameTooLong, derive_seed, play_game, simulate, summarize, wilson_interval
from tcgsim.sim.bench import run_bench
from tcgsim.sim.runner import GameRecord, MatchGame, SimResult
from tcgsim.sim.stats import format_summary, is_deck_out


@pytest.fixture(scope="module")
def deck() -> list[str]:
    return bundled_deck("bench-abomasnow").card_ids()


# -- one game -----------------------------------------------------------------------------------
def test_play_game_records_how_the_game_went(deck: list[str]) -> None:
    rec = play_game(deck, deck, [RandomAgent(1), RandomAgent(2)], seed=5)
    assert rec.seed == 5
    assert rec.winner in (0, 1, None)
    assert rec.reason
    assert rec.turns >= 1 and rec.decisions > 10
    assert rec.first in (0, 1)
    again = play_game(deck, deck, [RandomAgent(1), RandomAgent(2)], seed=5)
    assert again == rec


def test_play_game_accepts_deck_objects(deck: list[str]) -> None:
    d = bundled_deck("bench-abomasnow")
    a = play_game(d, d, [RandomAgent(1), RandomAgent(2)], seed=9)
    b = play_game(deck, deck, [RandomAgent(1), RandomAgent(2)], seed=9)
    assert a == b


def test_a_game_past_max_decisions_is_an_error_not_a_draw(deck: list[str]) -> None:
    with pytest.raises(GameTooLong, match="seed 3 did not end within 5 decisions"):
        play_game(deck, deck, [RandomAgent(1), RandomAgent(2)], seed=3, max_decisions=5)


class Spy:
    """Records what an agent is given, then answers like the heuristic."""

    needs_view = True

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.inner = HeuristicAgent(seat)
        self.calls = 0

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        assert type(view) is dict and view["you"] == self.seat == decision.player
        orjson.dumps(view)  # plain JSON-able data: no game object inside
        assert view["players"][1 - self.seat]["hand"] is None
        self.calls += 1
        return self.inner.act(view, decision)


def test_agents_get_their_own_view_only(deck: list[str]) -> None:
    spies = [Spy(0), Spy(1)]
    rec = play_game(deck, deck, spies, seed=4)
    assert spies[0].calls + spies[1].calls == rec.decisions


def test_agents_that_ignore_views_are_not_given_one(deck: list[str]) -> None:
    seen: list[dict[str, Any]] = []

    class Blind(RandomAgent):
        def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
            seen.append(view)
            return super().act(view, decision)

    play_game(deck, deck, [Blind(1), Blind(2)], seed=4)
    assert seen and all(v == {} for v in seen)


# -- seeds ---------------------------------------------------------------------------------------------
def test_derived_seeds_are_stable_and_distinct() -> None:
    assert derive_seed(7, 3) == derive_seed(7, 3)
    seeds = {derive_seed(7, i) for i in range(1000)} | {derive_seed(8, i) for i in range(1000)}
    assert len(seeds) == 2000
    assert all(0 <= s < 2**63 for s in seeds)
    assert derive_seed(7, 1, 2) != derive_seed(7, 2, 1)


# -- matches -----------------------------------------------------------------------------------------
def test_simulate_is_reproducible_for_a_seed(deck: list[str]) -> None:
    a = simulate(deck, deck, 12, seed=42, progress=False)
    b = simulate(deck, deck, 12, seed=42, progress=False)
    c = simulate(deck, deck, 12, seed=43, progress=False)
    assert a.games == b.games
    assert [g.record for g in a.games] != [g.record for g in c.games]


def test_simulate_gives_the_same_games_with_worker_processes(deck: list[str]) -> None:
    one = simulate(deck, deck, 18, seed=1, progress=False, workers=1)
    two = simulate(deck, deck, 18, seed=1, progress=False, workers=2)
    assert two.workers == 2
    assert one.games == two.games


def test_simulate_alternates_seats_and_records_who_went_first(deck: list[str]) -> None:
    result = simulate(deck, deck, 10, seed=3, progress=False)
    assert [g.index for g in result.games] == list(range(10))
    assert [g.a_seat for g in result.games] == [0, 1] * 5
    for g in result.games:
        assert g.a_first == (g.record.first == g.a_seat)
        assert g.winner_deck in ("A", "B", None)
    assert result.wins_a + result.wins_b + result.draws == 10


def test_simulate_rejects_bad_arguments(deck: list[str]) -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(deck, deck, 2, agent_a="grandmaster", progress=False)
    with pytest.raises(ValueError, match="at least 1"):
        simulate(deck, deck, 0, progress=False)


# -- statistics -------------------------------------------------------------------------------------
def test_wilson_interval_known_values() -> None:
    lo, hi = wilson_interval(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-4) and math.isclose(hi, 0.5962, abs_tol=1e-4)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and math.isclose(hi, 0.2775, abs_tol=1e-4)
    lo, hi = wilson_interval(10, 10)
    assert math.isclose(lo, 0.7225, abs_tol=1e-4) and hi == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(2.5, 5)  # draws as half wins: a fractional count
    assert lo < 0.5 < hi and math.isclose(lo + hi, 1.0)


def test_summary_counts_add_up(deck: list[str]) -> None:
    result = simulate(deck, deck, 16, seed=5, agent_a="heuristic", progress=False)
    s = summarize(result)
    assert s["games"] == 16
    assert s["wins_a"] + s["wins_b"] + s["draws"] == 16
    assert s["win_rate_a"]["score"] == s["wins_a"] + s["draws"] / 2
    lo, hi = s["win_rate_a"]["ci95"]
    assert lo <= s["win_rate_a"]["rate"] <= hi
    assert (s["win_rate_a_going_first"]["games"] + s["win_rate_a_going_second"]["games"]) == 16
    assert sum(s["reasons"].values()) == 16
    assert s["avg_turns"] > 1 and s["games_per_s"] > 0 and s["decisions_per_s"] > 0
    orjson.dumps(s)
    text = format_summary(s)
    assert "win rate of A" in text and "first-player win rate" in text


def _result_with_deck_outs(outs: int, n: int) -> SimResult:
    """A match of ``n`` made-up games, ``outs`` of them ended by a deck-out."""
    reasons = ["opponent could not draw at the start of their turn"] * outs
    reasons += ["took all Prize cards"] * (n - outs)
    games = [MatchGame(i, i % 2, GameRecord(i, 0, r, 20, 100, 0)) for i, r in enumerate(reasons)]
    return SimResult("A", "B", "heuristic", "heuristic", 0, games, seconds=1.0)


@pytest.mark.parametrize(("outs", "warned"), [(0, False), (25, False), (26, True), (80, True)])
def test_reports_warn_when_more_than_a_quarter_of_games_end_by_deck_out(
    outs: int, warned: bool
) -> None:
    s = summarize(_result_with_deck_outs(outs, 100))
    assert s["deck_outs"] == outs
    lines = [w for w in s["warnings"] if "may not reflect real play" in w]
    assert bool(lines) == warned
    assert ("may not reflect real play" in format_summary(s)) == warned
    orjson.dumps(s)


def test_a_zero_dimension_deck_out_counts_as_one() -> None:
    assert is_deck_out("player 1 must draw from an empty deck")
    assert not is_deck_out("player 1 has no life left")


# -- the benchmark ------------------------------------------------------------------------------------
def test_bench_reports_speeds_and_state_costs() -> None:
    r = run_bench(n=3, seed=1, samples=4)
    d = r.to_dict()
    assert d["games"] == 3 and d["decisions"] > 0
    for key in ("games_per_s", "decisions_per_s", "view_us", "clone_us", "to_json_us", "from_json_us"):
        assert d[key] > 0
    assert "games/s" in r.report() and "clone()" in r.report()
