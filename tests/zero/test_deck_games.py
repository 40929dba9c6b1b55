"""The bundled decks in real games: every deck plays seeded random games to the end with the
state invariants holding, so every card's effects run without breaking the rules engine."""

from __future__ import annotations

import itertools
import os
import random

import pytest

import tcgsim.zero as zero
from tcgsim.zero.deck import bundled_deck, bundled_decks

from .util import check_invariants, play_random

DECKS = bundled_decks()


def _every(k: int):  # type: ignore[no-untyped-def]
    """check_invariants at every k-th answer (and at the end)."""
    seen = [0]

    def check(g):  # type: ignore[no-untyped-def]
        seen[0] += 1
        if seen[0] % k == 0 or g.result is not None:
            check_invariants(g)

    return check


@pytest.mark.parametrize("name", DECKS)
def test_bundled_deck_plays_to_the_end(name):
    """ZD:100/101: a bundled deck against the next one plays a seeded random game to its end
    (ZD:200 invariants checked along the way); the game is reproducible from its seed."""
    other = DECKS[(DECKS.index(name) + 1) % len(DECKS)]
    seed = DECKS.index(name)
    g = zero.new_game(bundled_deck(name), bundled_deck(other), seed=seed)
    steps = play_random(g, random.Random(seed), check=_every(3))
    assert g.result is not None and steps > 50
    assert zero.replay(g.s).to_json() == g.to_json()


@pytest.mark.soak
def test_every_pair_of_bundled_decks_soak():
    """ZD:100/101: every ordered pair of bundled decks, TCGSIM_SOAK_GAMES seeded random games
    each (default 20), invariants after every answer."""
    n = int(os.environ.get("TCGSIM_SOAK_GAMES", "20"))
    for a, b in itertools.product(DECKS, repeat=2):
        for seed in range(n):
            g = zero.new_game(bundled_deck(a), bundled_deck(b), seed=seed)
            play_random(g, random.Random(seed))
            assert g.result is not None, (a, b, seed)
