"""Random games full of combat: decks of combat-keyword test cards and the bundled decks that
carry the combat keywords, played to the end with the invariants checked after every answer
(ZD:500: every combat ends; ZD:101: every game ends with a result)."""

from __future__ import annotations

import random

import pytest

import tcgsim.zero as zero

from .util import play_random

COMBAT_DECK = (
    ["T-C-RUSH"] * 3 + ["T-C-SLOW"] * 2 + ["T-C-LONER"] * 2 + ["T-C-GUARD"] * 2
    + ["T-C-RANGED"] * 2 + ["T-C-FS"] * 2 + ["T-C-PIERCE2"] * 2 + ["T-C-CRIT"] * 2
    + ["T-C-GOD"] * 2 + ["T-C-TOUGH"] * 2 + ["T-C-LINK2"] * 2 + ["T-C-PIRATE"] * 2
    + ["T-C-LOGIA"] * 2 + ["T-C-REI"] * 2 + ["T-C-RAMP3"] * 2 + ["T-C-DUEL"] * 2
    + ["T-C-MULTI"] * 2 + ["T-C-MUSTA"] * 2 + ["T-C-MUSTD"] * 2 + ["T-C-CTR-HIT"] * 2
    + ["T-C-CTR-SELF"] * 2 + ["T-C-SHIELD"] * 2 + ["T-C-OUT"] * 2 + ["T-C-BOUNCE"] * 2
    + ["T-C-TOLL"] * 1
)
assert len(COMBAT_DECK) == 50, len(COMBAT_DECK)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_combat_keyword_games_end_with_invariants(seed: int) -> None:
    """ZD:500/101: combats of every kind (several targets, interruptions, removal from combat,
    counter effects, must attack/defend) always end, and so does the game."""
    g = zero.new_game(COMBAT_DECK, COMBAT_DECK, seed=seed)
    steps = play_random(g, random.Random(seed))
    assert g.result is not None and steps > 30
    assert any(e["type"] == "combat_end" for e in g.log)


@pytest.mark.parametrize("decks", [("onepiece", "marvel"), ("bleach", "dragonball")])
def test_random_games_of_bundled_decks_with_combat_keywords(decks: tuple[str, str]) -> None:
    """ZD:500/101: the bundled decks' combat keywords in random games to the end."""
    g = zero.new_game(zero.bundled_deck(decks[0]), zero.bundled_deck(decks[1]), seed=7)
    play_random(g, random.Random(7))
    assert g.result is not None
