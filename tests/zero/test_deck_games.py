"""The bundled decks in real games: every deck plays seeded random games to the end with the
state invariants holding, so every card's effects run without breaking the rules engine."""

from __future__ import annotations

import functools
import os
import random

import pytest

import tcgsim.zero as zero
from tcgsim.sim.runner import derive_seed
from tcgsim.zero.model.deck import bundled_deck, bundled_decks
from tests.soak import distinct_pairs, soak

from .util import check_invariants, continues_identically, play_random, random_answer

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


# -- soak -----------------------------------------------------------------------------------------
MAX_ANSWERS = 50_000
#: Every this many games of a pair also copies the game (clone and JSON) at decisions in the
#: middle of a chain or a combat and checks the copies go on identically, and replays the
#: game from its seed and answers at the end.
COPY_EVERY = 10


@functools.cache
def deck(name: str):  # type: ignore[no-untyped-def]
    return bundled_deck(name)


def soak_game(a: str, b: str, seed: int, i: int) -> str | None:
    """Game ``i`` of a pair, random against random, seats alternating: invariants after every
    answer (the views, the costliest check, at every 32nd and at the end); None when nothing
    went wrong."""
    game_seed = derive_seed(seed, i)
    decks = [deck(a), deck(b)]
    if i % 2:
        decks.reverse()
    g = zero.new_game(decks[0], decks[1], seed=game_seed)
    rng = random.Random(game_seed)
    copies = i % COPY_EVERY == 0
    n = 0
    while g.result is None:
        assert n < MAX_ANSWERS, f"no end within {MAX_ANSWERS} answers"
        if copies and (g.s["chain"] or g.s["combat"]) and rng.random() < 0.05:
            continues_identically(g, steps=10)
        else:
            g.respond(random_answer(g, rng))
        check_invariants(g, views=n % 32 == 0 or g.result is not None)
        n += 1
    if copies:
        assert zero.replay(g.s).to_json() == g.to_json(), "the replay differs from the game"
    return None


@pytest.mark.soak
def test_every_pair_of_bundled_decks_soak():
    """ZD:100, ZD:101, ZD:200: every pair of two different bundled decks, 1,000 random games
    each (``TCGSIM_SOAK_GAMES``; ``TCGSIM_SOAK_DECKS``: comma-separated names narrow it):
    no exception, the invariants after every answer, and every 10th game's clones and JSON
    copies taken mid-chain or mid-combat continue identically and its replay from the seed
    is the same game. Run: ``python -m pytest -m soak -s tests/zero/test_deck_games.py``."""
    games = int(os.environ.get("TCGSIM_SOAK_GAMES", "1000"))
    only = [s for s in os.environ.get("TCGSIM_SOAK_DECKS", "").split(",") if s]
    names = [n for n in DECKS if not only or n in only]
    assert len(names) >= 2
    errors = soak(soak_game, distinct_pairs(names), games, workers=os.cpu_count() or 1,
                  label="zero soak")
    assert not errors, f"{len(errors)} games failed; first:\n{errors[0]}"
