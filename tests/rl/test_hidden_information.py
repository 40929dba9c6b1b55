"""Observations come from the player's view only: two games that differ only in the
opponent's hidden cards (which cards are in their hand, their deck, their Prize cards or
life zone) give the same observation and the same mask."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tcgsim.agents import RandomAgent
from tcgsim.rl.table import Table

#: per game, the opponent's hidden zones (the hand first)
HIDDEN = {"pokemon": ("hand", "deck", "prizes"), "zero": ("hand", "deck", "life")}


def other_hidden_cards(g, opponent: int, zones: tuple[str, ...], rng: random.Random):
    """A copy of ``g`` whose opponent holds other cards in hand: each hand card swapped with
    one of another card id from their deck, Prize cards or life zone. None if none differs."""
    copy = g.clone()
    s = copy.s
    pl = s["players"][opponent]
    hand = pl[zones[0]]
    pool = [(z, i) for z in zones[1:] for i in range(len(pl[z]))]
    rng.shuffle(pool)
    swapped = 0
    for h in range(len(hand)):
        for k, (z, i) in enumerate(pool):
            if s["defs"][pl[z][i]] != s["defs"][hand[h]]:
                hand[h], pl[z][i] = pl[z][i], hand[h]
                pool.pop(k)
                swapped += 1
                break
    return type(g)(s) if swapped else None


@pytest.mark.parametrize("game", sorted(HIDDEN))
def test_the_opponents_hidden_cards_do_not_change_the_observation(game: str) -> None:
    table = Table(game, (None, None))
    rng = random.Random(0)
    compared = 0
    for seed in range(3):
        table.start(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while table.decision is not None and compared < 40 * (seed + 1):
            d = table.decision
            me = d.player
            if rng.random() < 0.3:
                other = other_hidden_cards(table.g, 1 - me, HIDDEN[game], rng)
                if other is not None:
                    mine = table.observe(me)
                    original = table.g
                    table.g = other
                    table._changed()
                    theirs = table.observe(me)
                    # the opponent's own view does see the difference: the test can fail
                    assert other.view(1 - me)["players"][1 - me]["hand"] != \
                        original.view(1 - me)["players"][1 - me]["hand"]
                    table.g = original
                    table._changed()
                    assert np.array_equal(mine["action_mask"], theirs["action_mask"])
                    for key, array in mine["observation"].items():
                        assert np.array_equal(array, theirs["observation"][key]), key
                    compared += 1
            table.answer(agents[me].act({}, d))
    assert compared >= 60
