"""Multi-pick decisions as a sequence of picks with a STOP action."""

from __future__ import annotations

import numpy as np
import pytest

from tcgsim.core.decision import Decision, Option
from tcgsim.rl.picks import Picks, TooManyOptions


def decision(n: int, lo: int, hi: int) -> Decision:
    return Decision(0, "discard", "Discard cards", tuple(Option(f"card {i}", i) for i in range(n)),
                    lo, hi)


def test_a_single_pick_answers_at_once_and_cannot_stop() -> None:
    p = Picks(decision(3, 1, 1), max_options=5)
    assert p.mask().tolist() == [1, 1, 1, 0, 0, 0]
    assert p.pick(2) == [2]


def test_up_to_two_of_three_then_stop() -> None:
    p = Picks(decision(3, 0, 2), max_options=4)
    stop = 4
    assert p.mask().tolist() == [1, 1, 1, 0, 1]  # none is a fine answer: STOP allowed
    assert p.pick(1) is None
    assert p.mask().tolist() == [1, 0, 1, 0, 1]  # option 1 taken
    assert not p.legal(1) and p.legal(stop)
    assert p.pick(0) == [1, 0]  # the second pick reaches max: the answer, in pick order


def test_stop_waits_for_the_minimum() -> None:
    p = Picks(decision(4, 2, 4), max_options=4)
    assert p.mask()[4] == 0
    p.pick(3)
    assert p.mask()[4] == 0 and not p.legal(4)
    p.pick(0)
    assert p.mask().tolist() == [0, 1, 1, 0, 1]
    assert p.pick(4) == [3, 0]


def test_options_past_max_options_cannot_be_named() -> None:
    p = Picks(decision(10, 1, 1), max_options=4)
    assert np.array_equal(p.mask(), [1, 1, 1, 1, 0])
    assert not p.legal(7)
    with pytest.raises(TooManyOptions, match="larger max_options"):
        Picks(decision(10, 6, 6), max_options=4)


@pytest.mark.parametrize(("n", "lo", "hi"), [(3, 1, 1), (4, 0, 2), (5, 2, 3), (2, 0, 0), (9, 1, 9)])
def test_take_is_legal_then_pick(n: int, lo: int, hi: int) -> None:
    """take() refuses what legal() refuses and otherwise does what pick() does: the answer
    once complete (an empty one too), True while more is to be picked."""
    rng = np.random.default_rng(n * 100 + lo * 10 + hi)
    for _ in range(30):
        a, b = Picks(decision(n, lo, hi), max_options=6), Picks(decision(n, lo, hi), max_options=6)
        while True:
            action = int(rng.integers(-1, 8))
            got = a.take(action)
            if not b.legal(action):
                assert got is False
                continue
            want = b.pick(action)
            if want is None:
                assert got is True
                assert a.picked == b.picked and a.mask().tolist() == b.mask().tolist()
            else:
                assert type(got) is list and got == want
                break
