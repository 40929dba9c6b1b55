"""Soak: random-vs-random games of the benchmark deck with the invariant checks after every
decision. 100 games in the default run; ``python -m pytest -m soak tests/test_soak.py``
plays 1,000 more (PTCG:I-D, PTCG:I-E, PTCG:I-G end to end)."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from tests.helpers import bench_game, check_bench_invariants, play_random


def play_games(seeds: range, check: bool = True) -> list[tuple[int | None, str, int, str]]:
    """(winner, reason, answers, final-state fingerprint) for each seed."""
    out = []
    for seed in seeds:
        g = bench_game(seed)
        # vary the random player: some games end turns often, some rarely
        end_weight = (0.05, 0.15, 0.4)[seed % 3]
        steps = play_random(g, random.Random(seed), check=check_bench_invariants if check else None,
                            end_weight=end_weight)
        r = g.result
        assert r is not None
        out.append((r.winner, r.reason, steps, hashlib.sha256(g.to_json().encode()).hexdigest()))
    return out


def summarize(results) -> tuple[Counter, Counter]:
    return Counter(w for w, *_ in results), Counter(r for _, r, *_ in results)


def test_soak_100_games():
    """PTCG:I-E: 100 random games all end with a legal result; invariants hold at every step;
    both players win some and more than one win condition occurs."""
    results = play_games(range(100))
    winners, reasons = summarize(results)
    assert winners[0] > 0 and winners[1] > 0
    assert len(reasons) >= 2


def test_soak_same_seed_same_results():
    """The same seeds played twice give identical games (results, lengths, final states)."""
    seeds = range(1000, 1020)
    assert play_games(seeds, check=False) == play_games(seeds, check=False)


@pytest.mark.soak
def test_soak_1000_games():
    """PTCG:I-E: 1,000 random games with the invariants after every decision."""
    results = play_games(range(10_000, 11_000))
    winners, reasons = summarize(results)
    assert sum(winners.values()) == 1000
    assert winners[0] > 100 and winners[1] > 100
    assert {"took all Prize cards", "opponent has no Pokémon in play"} <= set(reasons)
