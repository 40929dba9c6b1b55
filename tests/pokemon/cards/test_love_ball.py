"""Love Ball (TWM 156): "Search your deck for a Pokémon with the same name as 1 of your
opponent's Pokémon in play, reveal it, and put it into your hand. Then, shuffle your deck."
The names are those of the opponent's Pokémon in play when it is played
(ops_zones.same_name_as_opponents_in_play)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, PIKACHU_EX, SNOVER, WATER, do, events, pick, zone

LOVE_BALL = "sv6-156"


def test_love_ball_is_playable() -> None:
    assert missing_parts(cards().get(LOVE_BALL)) == []


def test_only_pokemon_named_like_the_opponents_pokemon_in_play_are_offered() -> None:
    sc = Scenario()
    sc.active(0, PIKACHU_EX)
    sc.bench(0, SNOVER)  # my own Pokémon's names do not count
    sc.hand(0, LOVE_BALL)
    sc.deck(0, KYOGRE, SNOVER, MEGA_ABOMASNOW, PIKACHU_EX, WATER)
    sc.active(1, KYOGRE)
    sc.bench(1, MEGA_ABOMASNOW)  # as put in play by the Scenario: named Mega Abomasnow ex
    g = sc.start(0, 3)
    do(g, "trainer", "Love Ball")
    labels = sorted(o.label for o in g.decision.options)
    assert any("Kyogre" in lb for lb in labels) and any("Mega Abomasnow" in lb for lb in labels)
    assert not any("Snover" in lb or "Pikachu" in lb or "Water" in lb for lb in labels), labels
    pick(g, "Kyogre")
    assert "Kyogre" in zone(g, 0, "hand")
    assert "Kyogre" not in zone(g, 0, "deck")
    assert events(g, "shuffle")
