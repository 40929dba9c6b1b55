"""An observation read from the game is the one its view gives, and the view in ``info``,
built only when read, is the view of the position it was given at, read then or later."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import tcgsim.rl  # noqa: F401  (registers the ids)
from tcgsim.rl import zero_parts
from tcgsim.rl.table import Table, View, encoder_for

#: decks whose random games reach Stadiums, the Lost Zone, Tools and face-down Pokémon; for
#: Zero Dimension, face-down resources and level cards, equipment, the chain and combat
DECKS = [("pokemon", None), ("pokemon", "naic2024_01_hedrick_lost-box"),
         ("pokemon", "2026-08-28_worlds2026-ma_6_satoshi-matsui_crustle"),
         ("zero", None), ("zero", "naruto"), ("zero", "bleach")]


@pytest.mark.parametrize(("game", "deck"), DECKS)
def test_the_observation_of_the_game_is_that_of_its_view(game: str, deck: str | None) -> None:
    """The encoder reads the game through what it shows the seat (its parts, without building
    the view), and the Pokémon encoder writes only what changed since the seat's last
    observation; the same encoder on the seat's view, from scratch, gives the same arrays,
    for both seats at every step (each pick of a multi-pick decision too, where the board is
    not read again), the options and picks included; so does a fresh encoder on the game."""
    table = Table(game, (deck, None), allow_unplayable=True)
    enc = encoder_for(game)  # not the table's: its rows kept for the game stay its own
    rng = np.random.default_rng(0)
    compared = picks = 0
    for seed in range(3):
        table.start(seed)
        while (d := table.decision) is not None:
            for seat in (0, 1):
                mine = d.player == seat
                from_game = table.observe(seat)["observation"]
                from_view = enc.encode(table.g.view(seat), d if mine else None,
                                       table.picks if mine else None)
                fresh = encoder_for(game).observe(table.g, seat, d if mine else None,
                                                       table.picks if mine else None)
                for key, array in from_view.items():
                    assert np.array_equal(array, from_game[key]), (seed, seat, key)
                    assert np.array_equal(array, fresh[key]), (seed, seat, key)
                compared += 1
            assert table.picks is not None
            picks += len(table.picks.picked)
            table.act(int(rng.choice(np.flatnonzero(table.picks.mask()))))
    assert compared > 300
    # these Zero Dimension games never ask for several options at once
    assert picks > 0 or game == "zero"


@pytest.mark.parametrize("deck", [None, "naruto", "bleach", "onepiece"])
def test_zero_dimension_parts_read_from_the_game_are_those_of_its_view(deck: str | None) -> None:
    """What the encoder reads of a Zero Dimension game (``zero_parts.game_parts``, from the
    state) is what the seat's view shows (``view_parts``) at every decision, for both seats:
    the same cards in the same places, no hidden card more (the opponent's hand, face-down
    resources and level cards stay unnamed, ZD:203/204), the same numbers; and every card
    the view names has the same vocabulary index."""
    table = Table("zero", (deck, None))
    index = table.encoder.index
    rng = np.random.default_rng(1)
    compared = hidden = 0
    for seed in range(3):
        table.start(seed)
        while table.decision is not None:
            codes = zero_parts.card_codes(table.g, index, None)[2]
            for seat in (0, 1):
                from_game = zero_parts.game_parts(table.g, seat, codes)
                from_view = zero_parts.view_parts(table.g.view(seat), index)
                assert from_game[:zero_parts.CODES] == from_view[:zero_parts.CODES]
                assert all(codes[c] == i for c, i in from_view[zero_parts.CODES].items())
                opponent = from_game[zero_parts.PLAYERS][1 - seat]
                assert opponent[0] is None  # the hand: counted, not read
                hidden += opponent[4][0].count(None)  # its face-down resources
                compared += 1
            table.act(int(rng.choice(np.flatnonzero(table.picks.mask()))))
    assert compared > 300 and hidden > 0


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_info_views_read_late_are_those_of_their_step(game: str) -> None:
    """Views kept from every step of several episodes and read only at the end equal the
    game's views taken at those steps; one read at once is the game's view then."""
    env = gym.make(f"tcgsim/{'Pokemon' if game == 'pokemon' else 'ZeroDimension'}-v0",
                   opponent="random").unwrapped
    rng = np.random.default_rng(0)
    kept: list[tuple[View, dict]] = []
    episode = 0
    while len(kept) < 60 or episode < 2:
        obs, info = env.reset(seed=episode)
        done = False
        while not done:
            kept.append((info["view"], env.table.g.view(env.seat)))
            obs, _, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done = term or trunc
        assert info["view"].raw == env.table.g.view(env.seat)
        episode += 1
    for view, then in kept[::-1][:5] + kept:  # out of order first, then in order
        assert view.raw == then
