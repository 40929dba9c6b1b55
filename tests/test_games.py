"""The game registry: every caller reaches an engine through one interface."""

import pytest

from tcgsim.games import game_kind


def test_pokemon_kind_plays_a_bundled_deck():
    kind = game_kind("pokemon")
    deck = kind.load_deck(kind.default_deck)
    g = kind.new_game(deck, deck, seed=3)
    assert g.decision is not None
    assert kind.from_json(g.to_json()).to_json() == g.to_json()
    assert kind.default_deck in kind.bundled_decks()


def test_unknown_game_and_deck_are_named():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        game_kind("chess")
    with pytest.raises(ValueError, match="no deck file or bundled"):
        game_kind("pokemon").load_deck("no-such-deck")
    with pytest.raises(ValueError, match="no such deck file"):
        game_kind("pokemon").load_deck("missing/deck.txt")
