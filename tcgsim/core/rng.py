"""The game's own random number generator.

The whole RNG state is one integer (plus a queue of forced coin results for
tests) stored inside the game state, so cloning or serializing a game carries
its future randomness with it. The generator is SplitMix64: tiny state, cheap
to copy, and good enough statistical quality for shuffles and coin flips.

Seeds: a seed below 2**64 is the generator's starting state as it is (masked to 64 bits), as
it always was, so every game seeded that way (the golden games, every stored game) plays
exactly as before. A larger seed (the server draws 128-bit ones, so a player cannot work out
the other's hand from their own) is hashed to the 64-bit starting state with BLAKE2b, so
every one of its bits counts; :func:`state_seed` gives that state, which is what a game keeps
as its ``seed`` (JSON libraries such as orjson refuse integers above 64 bits).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
#: Tells the seed hash apart from any other BLAKE2b use of the same bytes.
_SEED_PERSON = b"tcgsim-seed"


def state_seed(seed: int) -> int:
    """The seed as the generator uses it: ``seed`` itself below 2**64 (negative seeds
    included: the generator masks them, as it always did), otherwise the 64-bit BLAKE2b
    hash of its bytes. Seeding with the result plays the same game as seeding with
    ``seed``."""
    if seed < _SPAN:
        return seed
    data = seed.to_bytes((seed.bit_length() + 7) // 8, "big")
    digest = hashlib.blake2b(data, digest_size=8, person=_SEED_PERSON).digest()
    return int.from_bytes(digest, "big")


#: Shuffles of this many items or more (up to _VECTOR_MAX) draw their numbers with numpy:
#: its call overhead pays for itself from about this length (a deck, a discard pile).
_VECTOR_MIN, _VECTOR_MAX = 24, 256
_U64 = np.uint64
#: k * GAMMA mod 2**64 for k = 1, 2, …: SplitMix64's states after k steps, less the start
_STEPS = np.arange(1, _VECTOR_MAX, dtype=_U64) * _U64(_GAMMA)
#: Fisher-Yates' n = i + 1 for i from _VECTOR_MAX - 1 down to 1, and below(n)'s largest
#: accepted number (_SPAN - _SPAN % n - 1, which fits 64 bits where the limit may not)
_NS = np.arange(_VECTOR_MAX, 1, -1, dtype=_U64)
_LARGEST = np.array([_SPAN - _SPAN % n - 1 for n in range(_VECTOR_MAX, 1, -1)], dtype=_U64)
#: below(n) accepts every number up to this one, whatever n (up to _VECTOR_MAX)
_ACCEPTED = int(_LARGEST.min())


@cache
def _operands(length: int) -> tuple[np.ndarray, ...]:
    """What :func:`_draws_at_once` works with for a list of ``length`` items, made once per
    length: SplitMix64's steps, its shifts and multipliers as arrays of the draws' length (an
    operation on two arrays of one type costs numpy less than one with a scalar, which it
    converts each time), the ``n`` of each draw and below(n)'s largest accepted numbers."""
    m = length - 1
    first = _VECTOR_MAX - length

    def full(value: int) -> np.ndarray:
        return np.full(m, value, dtype=_U64)

    return (_STEPS[:m], full(30), full(0xBF58476D1CE4E5B9), full(27), full(0x94D049BB133111EB),
            full(31), _NS[first:], _LARGEST[first:])


def _draws_at_once(x: int, length: int) -> list[int] | None:
    """The ``j`` of every step of :meth:`Rng.shuffle` for a list of ``length`` items from
    state ``x``, or None when one of its numbers would be rejected (the loop then draws
    again; so rare it is left to the loop). SplitMix64's state advances by a constant, so
    the states and their mixes are computed as arrays; uint64 arithmetic wraps mod 2**64
    as the loop's masks do. (In place where it can be: each numpy call has a cost of its
    own, more than its arithmetic on a deck's numbers.)"""
    steps, s30, m1, s27, m2, s31, ns, largest = _operands(length)
    z = steps + _U64(x)
    z ^= z >> s30
    z *= m1
    z ^= z >> s27
    z *= m2
    z ^= z >> s31
    # (a number above every limit is so rare that the exact check is made only then)
    if z.max() > _ACCEPTED and (z > largest).any():
        return None
    z %= ns
    return z.tolist()


@cache
def _swaps(length: int) -> Callable[..., None]:
    """Fisher-Yates' swaps for a list of ``length`` items, unrolled: ``_swaps(n)(items, *js)``
    runs ``items[i], items[j] = items[j], items[i]`` for i from n - 1 down to 1, each with
    its j from ``js`` in order, as the loop does. Straight-line code (one function per
    length, written once) has no counter or iteration to run: a third fewer bytecode
    instructions per swap, and the swaps are most of a deck shuffle's work."""
    steps = range(length - 1, 0, -1)
    params = "".join(map(", j{}".format, steps))
    body = "".join(map("\n a[{0}], a[j{0}] = a[j{0}], a[{0}]".format, steps)) or " pass"
    namespace: dict[str, Any] = {}
    exec(f"def swaps(a{params}):{body}", namespace)
    swaps: Callable[..., None] = namespace["swaps"]
    return swaps


#: Shuffles of one length (of _VECTOR_MIN to _VECTOR_MAX items) before its swaps are unrolled
#: (:func:`_swaps`): writing the straight-line code of a deck-sized length costs about as
#: much time as a thousand shuffles save with it (1.7 ms; 1-2 µs saved a shuffle), and most
#: lengths a process meets (a deck's size as a game goes on) are shuffled far fewer times: a
#: search of a few hundred playouts wrote a dozen lengths, a tenth of its instructions
UNROLL_AFTER = 1_000
#: length -> its unrolled swaps, once written; length -> shuffles of it so far (looped)
_UNROLLED: dict[int, Callable[..., None]] = {}
_SHUFFLES: dict[int, int] = {}


def _swap_in_turn(items: list[Any], js: list[int]) -> None:
    """The swaps of ``_swaps(len(items))(items, *js)`` in a loop, the same swaps in the same
    order; the length's shuffles counted, and its swaps unrolled once they reach
    :data:`UNROLL_AFTER` (its later shuffles use them)."""
    length = len(items)
    shuffles = _SHUFFLES[length] = _SHUFFLES.get(length, 0) + 1
    if shuffles >= UNROLL_AFTER:
        _UNROLLED[length] = _swaps(length)
    i = length - 1
    for j in js:
        items[i], items[j] = items[j], items[i]
        i -= 1


class Rng:
    """A view over ``state["rng"]`` (the integer) and ``state["forced"]`` (coin queue)."""

    __slots__ = ("s",)

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state

    @staticmethod
    def init(state: dict[str, Any], seed: int) -> None:
        state["rng"] = state_seed(seed) & _MASK
        state["forced"] = []

    def next64(self) -> int:
        x = (self.s["rng"] + _GAMMA) & _MASK
        self.s["rng"] = x
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place: ``j = below(i + 1)`` for i from the last index down.

        :meth:`next64` and :meth:`below` are written out inline (the same numbers in the
        same order): shuffling a 60-card deck draws 59 of them, and the calls cost more
        than the arithmetic. A deck-sized list has its numbers worked out all at once
        (:func:`_draws_at_once`, the same numbers again) and swapped by straight-line code
        once that length has been shuffled often enough to repay writing it (:func:`_swaps`,
        :func:`_swap_in_turn`: the same swaps in the same order)."""
        s = self.s
        x = s["rng"]
        length = len(items)
        if _VECTOR_MIN <= length <= _VECTOR_MAX:
            js = _draws_at_once(x, length)
            if js is not None:
                unrolled = _UNROLLED.get(length)
                if unrolled is not None:
                    unrolled(items, *js)
                else:
                    _swap_in_turn(items, js)
                s["rng"] = (x + (length - 1) * _GAMMA) & _MASK
                return
        # below(n)'s limit is above _SPAN - n for every n: numbers under ``safe`` (nearly
        # all) are accepted without computing it
        safe = _SPAN - length
        for i in range(length - 1, 0, -1):
            n = i + 1
            while True:
                x = (x + _GAMMA) & _MASK
                z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < safe or z < _SPAN - _SPAN % n:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        s["rng"] = x

    def coin(self) -> bool:
        """True for heads. A forced result queued by a test is used first."""
        forced = self.s["forced"]
        if forced:
            return bool(forced.pop(0))
        return bool(self.next64() >> 63)

    def force(self, *results: bool) -> None:
        """Queue coin results (True = heads) for the next flips; for tests. Each result is one
        argument: a list passed whole would force a single heads, not its items."""
        if not all(isinstance(r, bool) for r in results):
            raise TypeError(f"force takes one bool per flip (force(True, False)), got {results!r}")
        self.s["forced"].extend(results)
