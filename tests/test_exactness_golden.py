"""Behaviour-neutral changes stay neutral: fixed seeded games digest as recorded.

The digests in tests/golden/exactness.json were taken from the engine before its
speed-ups; see tests/exactness.py for what a digest covers and
scripts/regen_exactness_golden.py for when (and how) to rewrite them.
"""

from __future__ import annotations

import pytest

from tests.exactness import all_games, load_golden, play_digested

GOLDEN = load_golden()
GOLDEN_ZERO = load_golden("zero")


@pytest.mark.parametrize("expected", GOLDEN, ids=lambda g: f"{g.deck0[:24]}-{g.seed}")
def test_game_digest_unchanged(expected):
    """PTCG:I-G: a game is fixed by its seed and answers; every decision, view, log event
    and the final state of each golden game match the recorded digest."""
    _check(expected)


@pytest.mark.parametrize("expected", GOLDEN_ZERO, ids=lambda g: f"{g.deck0}-{g.deck1}-{g.seed}")
def test_zero_game_digest_unchanged(expected):
    """ZD:102: a Zero Dimension game is fixed by its seed and answers (randomness only from
    the game's generator); every decision, view, log event and the final state of each
    golden game match the recorded digest."""
    _check(expected)


def test_zero_golden_set_covers_every_bundled_deck():
    """The Zero Dimension golden set plays every bundled deck, and is the set the harness
    defines (regenerated when that changes)."""
    from tcgsim.games import game_kind

    decks = {g.deck0 for g in GOLDEN_ZERO} | {g.deck1 for g in GOLDEN_ZERO}
    assert decks == set(game_kind("zero").bundled_decks())
    assert [(g.deck0, g.deck1, g.seed) for g in GOLDEN_ZERO] == all_games("zero")


def _check(expected):
    got = play_digested(expected.deck0, expected.deck1, expected.seed, expected.game)
    assert (got.decisions, got.turns, got.winner, got.reason) == (
        expected.decisions,
        expected.turns,
        expected.winner,
        expected.reason,
    )
    assert got.digest == expected.digest


def test_golden_set_covers_the_real_decks():
    """The golden set plays more than the benchmark deck: real lists with passive cards."""
    decks = {g.deck0 for g in GOLDEN} | {g.deck1 for g in GOLDEN}
    assert "bench-abomasnow" in decks and len(decks) >= 8
    assert len(GOLDEN) >= 30
