"""The game's RNG (tcgsim/core/rng.py): a deck-sized shuffle computed with arrays draws the
same numbers as the one-at-a-time loop, rejected draws included, so games stay the same."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tcgsim.core import rng as R

MASK = (1 << 64) - 1


def loop_shuffle(x: int, items: list[int]) -> int:
    """The reference: the loop alone (the array path switched off); the state after."""
    s = {"rng": x, "forced": []}
    saved = R._VECTOR_MIN
    R._VECTOR_MIN = R._VECTOR_MAX + 1
    try:
        R.Rng(s).shuffle(items)
    finally:
        R._VECTOR_MIN = saved
    return s["rng"]


def shuffle(x: int, items: list[int]) -> int:
    s = {"rng": x, "forced": []}
    R.Rng(s).shuffle(items)
    return s["rng"]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, MASK), st.integers(0, 300))
def test_every_length_shuffles_as_the_loop_does(x: int, length: int) -> None:
    a, b = list(range(length)), list(range(length))
    assert shuffle(x, a) == loop_shuffle(x, b)
    assert a == b and sorted(a) == list(range(length))


def test_a_length_shuffled_often_is_unrolled_and_shuffles_the_same(monkeypatch) -> None:
    """A length's swaps run in a loop until it has been shuffled ``UNROLL_AFTER`` times, then
    as straight-line code: before and after, the loop's very order and state."""
    monkeypatch.setattr(R, "UNROLL_AFTER", 3)
    monkeypatch.setattr(R, "_UNROLLED", {})
    monkeypatch.setattr(R, "_SHUFFLES", {})
    for k in range(6):
        x = (k + 1) * 0x9E3779B97F4A7C15 & MASK
        a, b = list(range(57)), list(range(57))
        assert shuffle(x, a) == loop_shuffle(x, b)
        assert a == b
        assert (57 in R._UNROLLED) == (k >= 2)


def unmix(z: int) -> int:
    """The state whose SplitMix64 output is ``z`` (the output function is a bijection)."""
    def unxorshift(v: int, k: int) -> int:
        out = v
        for _ in range(64 // k + 1):
            out = v ^ (out >> k)
        return out & MASK
    z = unxorshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK
    z = unxorshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK
    return unxorshift(z, 30)


def test_a_rejected_draw_is_drawn_again_as_the_loop_does() -> None:
    """The 1st draw of a 60-card shuffle (below(60)) falls in the few numbers below(60)
    rejects: the array path must give way to the loop, which draws again."""
    top = MASK  # 2**64 - 1 is rejected by below(60): 2**64 % 60 = 16 numbers are
    x = (unmix(top) - R._GAMMA) & MASK  # the state one step before
    s = {"rng": x, "forced": []}
    assert R.Rng(dict(s)).next64() == top
    assert R._draws_at_once(x, 60) is None
    a, b = list(range(60)), list(range(60))
    assert shuffle(x, a) == loop_shuffle(x, b)
    assert a == b
    # and the rejection really cost a draw: one step more than 59
    assert shuffle(x, list(range(60))) == (x + 60 * R._GAMMA) & MASK


BIG = 0x1F2E3D4C5B6A798817263544536271E0  # a 128-bit seed, as the server draws them


def test_seeds_below_two_to_the_64_start_the_generator_as_before() -> None:
    """Every seed a game could be given so far keeps its game (goldens, stored games)."""
    for seed in (0, 7, 2**31 - 1, 2**53 - 1, MASK, -1):
        s: dict = {}
        R.Rng.init(s, seed)
        assert s["rng"] == seed & MASK and R.state_seed(seed) == seed


def test_every_bit_of_a_large_seed_counts() -> None:
    """Above 64 bits the seed is hashed: flipping any one bit, the high ones included (which
    masking would drop), gives another starting state."""
    states = {R.state_seed(BIG ^ (1 << bit)) for bit in range(128)} | {R.state_seed(BIG)}
    assert len(states) == 129 and all(0 <= x <= MASK for x in states)
    assert R.state_seed(BIG) != BIG & MASK
    s: dict = {}
    R.Rng.init(s, BIG)
    assert s["rng"] == R.state_seed(BIG)


def test_forced_coins_are_one_bool_per_flip() -> None:
    """A test forcing coins gives each result as its own argument; a list (which would force a
    single heads) is refused instead of silently forcing something else."""
    r = R.Rng({"rng": 1, "forced": []})
    r.force(True, False)
    assert r.s["forced"] == [True, False]
    with pytest.raises(TypeError, match="one bool per flip"):
        r.force([True, False])  # type: ignore[arg-type]


def textbook_shuffle(x: int, items: list[int]) -> int:
    """Fisher-Yates as written in the book, one ``below`` call per step; the state after."""
    s = {"rng": x, "forced": []}
    rng = R.Rng(s)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return s["rng"]


@settings(max_examples=500, deadline=None)
@given(st.integers(0, MASK), st.integers(0, 300))
def test_both_paths_shuffle_as_the_textbook_algorithm(x: int, length: int) -> None:
    """The array path (numbers at once, unrolled swaps) and the loop give the very order
    and the very generator state of Fisher-Yates written plainly: every game stays the same."""
    want = list(range(length))
    state = textbook_shuffle(x, want)
    fast, loop = [f"c{i}" for i in range(length)], list(range(length))
    assert shuffle(x, fast) == state and fast == [f"c{i}" for i in want]
    assert loop_shuffle(x, loop) == state and loop == want


def test_unrolled_swaps_match_the_swap_loop_at_every_length() -> None:
    """``_swaps(n)`` is the swap loop for every length a shuffle hands it, the edge
    lengths included, with every j at its extremes (0, i) and in between."""
    for length in (*range(0, 70), 255, 256):
        for pick in (lambda i: 0, lambda i: i, lambda i: i // 2, lambda i: (i * 7919) % (i + 1)):
            js = [pick(i) for i in range(length - 1, 0, -1)]
            want = list(range(length))
            for i, j in zip(range(length - 1, 0, -1), js, strict=True):
                want[i], want[j] = want[j], want[i]
            got = list(range(length))
            R._swaps(length)(got, *js)
            assert got == want, (length, js)
