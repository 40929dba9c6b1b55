"""``tcgsim arena``: every pair of agents plays, seats and decks balanced, results fixed by
the seed, win rates with Wilson intervals and Bradley–Terry ratings."""

from __future__ import annotations

import math
import random

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.sim.arena import bradley_terry, format_arena, run_arena

GRENINJA = "limitless2026-09-07_rcc43_11_hussainisa9_greninja"


def test_bradley_terry_recovers_known_odds() -> None:
    """A player winning 3 games in 4 is 400·log10(3) ≈ 191 Elo stronger; with a third
    player losing 3 in 4 to the second, the ladder is additive; intervals shrink with data."""
    games = [(0, 1, 0.0)] * 300 + [(0, 1, 1.0)] * 100 + [(1, 2, 1.0)] * 300 + [(1, 2, 0.0)] * 100
    r = bradley_terry(3, games)
    assert r[0]["elo"] == 0.0
    assert r[1]["elo"] == pytest.approx(400 * math.log10(3), abs=3)
    assert r[2]["elo"] == pytest.approx(-0.0, abs=8)  # 2 is as far below 1 as 0 is
    lo, hi = r[1]["ci95"]
    assert lo < r[1]["elo"] < hi and hi - lo < 80
    small = bradley_terry(2, [(0, 1, 0.0)] * 30 + [(0, 1, 1.0)] * 10)
    assert small[1]["ci95"][1] - small[1]["ci95"][0] > hi - lo


def test_a_clean_sweep_still_gets_a_finite_rating() -> None:
    r = bradley_terry(2, [(0, 1, 1.0)] * 50)
    assert math.isfinite(r[1]["elo"]) and r[1]["elo"] < -300
    draws = bradley_terry(2, [(0, 1, 0.5)] * 20)
    assert draws[1]["elo"] == pytest.approx(0.0, abs=1e-6)


def test_bradley_terry_ranks_random_results_in_order() -> None:
    rng = random.Random(1)
    true = [0.0, 1.0, 2.0]
    games = []
    for _ in range(600):
        a, b = rng.sample(range(3), 2)
        a_wins = 1 / (1 + math.exp(true[b] - true[a]))
        games.append((a, b, float(rng.random() < a_wins)))
    elo = [x["elo"] for x in bradley_terry(3, games)]
    assert elo[0] < elo[1] < elo[2]


def test_arena_pairs_seats_and_decks_are_balanced_and_fixed_by_the_seed() -> None:
    bench = bundled_deck("bench-abomasnow")
    result = run_arena(["random", "heuristic"], bench, n=6, seed=3, progress=False)
    assert len(result.games) == 6
    assert [g.a_seat for g in result.games] == [0, 1] * 3
    again = run_arena(["random", "heuristic"], bench, n=6, seed=3, progress=False)
    assert [g.record for g in again.games] == [g.record for g in result.games]
    two = run_arena(["random", "heuristic"], bench, bundled_deck(GRENINJA), n=4, seed=3,
                    progress=False, names=("bench", "greninja"))
    assert [(g.a_seat, g.a_deck) for g in two.games] == [
        (0, "bench"), (1, "bench"), (0, "greninja"), (1, "greninja")]


def test_arena_results_do_not_depend_on_the_number_of_workers() -> None:
    bench = bundled_deck("bench-abomasnow")
    agents = ["random", "heuristic", "mcts:simulations=2:horizon=1"]
    one = run_arena(agents, bench, n=2, seed=9, progress=False)
    two = run_arena(agents, bench, n=2, seed=9, workers=2, progress=False)
    assert [g.record for g in one.games] == [g.record for g in two.games]
    assert len(one.games) == 6  # three pairs


def test_the_summary_and_report_show_matrix_pairs_and_ratings() -> None:
    result = run_arena(["random", "heuristic"], bundled_deck("bench-abomasnow"), n=10, seed=0,
                       progress=False)
    s = result.summary()
    m = s["win_rate_matrix"]
    assert m[0][0] is None and m[1][1] is None
    assert m[0][1]["score"] + m[1][0]["score"] == 10
    lo, hi = m[1][0]["ci95"]
    assert lo <= m[1][0]["rate"] <= hi
    assert s["pairs"][0]["games"] == 10
    assert [r["agent"] for r in s["ratings"]] == ["random", "heuristic"]
    assert s["ratings"][1]["elo"] > 0  # heuristic beats random
    text = format_arena(s)
    assert "win rate of the row agent" in text and "Bradley–Terry Elo, random = 0" in text
    assert "random vs heuristic" in text
    thinking = {t["agent"]: t for t in s["thinking"]}
    assert thinking["random"]["games"] == thinking["heuristic"]["games"] == 10
    assert thinking["heuristic"]["seconds_per_game"] > 0  # its decisions were timed
    assert thinking["heuristic"]["games_per_s"] == 1 / thinking["heuristic"]["seconds_per_game"]
    assert "s a game" in text and "games/s" in text


def test_arena_command_json_and_errors() -> None:
    runner = CliRunner()
    out = runner.invoke(app, ["arena", "--agents", "random,heuristic", "-n", "2", "--json"])
    assert out.exit_code == 0, out.output
    data = orjson.loads(out.output)
    assert data["agents"] == ["random", "heuristic"] and data["games"] == 2
    bad = runner.invoke(app, ["arena", "--agents", "random,wizard", "-n", "2"])
    assert bad.exit_code == 1 and "unknown agent 'wizard'" in bad.output
    one = runner.invoke(app, ["arena", "--agents", "random", "-n", "2"])
    assert one.exit_code == 1 and "at least two agents" in one.output
    deck = runner.invoke(app, ["arena", "--agents", "random,heuristic", "--deck", "nope"])
    assert deck.exit_code == 1 and "bundled" in deck.output
