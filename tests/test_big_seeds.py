"""Games seeded with more than 64 bits (the server's seeds): they start, serialize, clone
and replay, and the seed's high bits change the game."""

from __future__ import annotations

import orjson
import pytest

from tcgsim.games import game_kind

BIG = 0x1F2E3D4C5B6A798817263544536271E0
HIGH_BIT_ONLY = BIG ^ (1 << 100)  # the same low 64 bits


@pytest.mark.parametrize("name", ["pokemon", "zero"])
def test_a_128_bit_seed_plays_serializes_and_replays(name: str) -> None:
    kind = game_kind(name)
    deck = kind.load_deck(kind.default_deck)
    g = kind.new_game(deck, deck, seed=BIG)
    text = g.to_json()  # orjson refuses integers above 64 bits: the state must not hold one
    assert orjson.loads(text)["seed"] < 2**64
    again = kind.from_json(text)
    assert again.to_json() == text and g.clone().to_json() == text
    for _ in range(3):  # a few answers, then the same game rebuilt from its own state
        g.respond(list(range(g.decision.min)) or [0])
    assert kind.replay(g.s).to_json() == g.to_json()
    assert kind.new_game(deck, deck, seed=BIG).to_json() == kind.from_json(text).to_json()


@pytest.mark.parametrize("name", ["pokemon", "zero"])
def test_the_high_bits_of_a_seed_change_the_game(name: str) -> None:
    kind = game_kind(name)
    deck = kind.load_deck(kind.default_deck)
    a = kind.new_game(deck, deck, seed=BIG).s
    b = kind.new_game(deck, deck, seed=HIGH_BIT_ONLY).s
    assert a["rng"] != b["rng"] and a["seed"] != b["seed"]
