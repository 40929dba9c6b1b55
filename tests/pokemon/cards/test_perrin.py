"""Perrin (TWM 220): "Reveal up to 2 Pokémon in your hand and put them into your deck. If you
do, search your deck for up to that many Pokémon, reveal them, and put them into your hand.
Then, shuffle your deck." ("that many": the cards the first part took, compiler.filters
card_phrase n_var="taken")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, PIKACHU_EX, SNOVER, WATER, do, events, pick, zone

PERRIN = "sv6-220"


def _game() -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, PERRIN, KYOGRE, SNOVER, WATER)
    sc.deck(0, PIKACHU_EX, MEGA_ABOMASNOW, WATER, WATER)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_perrin_is_playable() -> None:
    assert missing_parts(cards().get(PERRIN)) == []


def test_puts_pokemon_from_hand_into_deck_then_searches_that_many() -> None:
    g = _game()
    do(g, "trainer", "Perrin")
    d = g.decision
    assert d.max == 2 and not any("Water" in o.label for o in d.options)  # Pokémon only
    pick(g, "Kyogre")
    assert "Kyogre" not in zone(g, 0, "hand")
    d = g.decision
    assert d.kind == "search" and d.max == 1  # up to that many: 1
    assert not any("Water" in o.label for o in d.options)
    pick(g, "Pikachu ex")
    hand = zone(g, 0, "hand")
    assert "Pikachu ex" in hand and "Snover" in hand and "Kyogre" not in hand
    assert "Kyogre" in zone(g, 0, "deck")
    assert events(g, "shuffle")


def test_nothing_put_into_the_deck_means_no_search() -> None:
    g = _game()
    do(g, "trainer", "Perrin")
    pick(g)  # up to 2: none
    assert g.decision.kind == "main"
    assert "Pikachu ex" not in zone(g, 0, "hand") and "Kyogre" in zone(g, 0, "hand")
