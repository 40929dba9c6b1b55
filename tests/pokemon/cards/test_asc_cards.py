"""Ascended Heroes (ASC, me2pt5) and Mega Evolution promo (MEP) cards: their texts, each
exercised in a game built by the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import pick, zone
from tests.pokemon.cards.test_deck_a_pokemon import (
    LAPRAS,
    PETREL,
    ULTRA_BALL,
    WATER,
    ability_offered,
    use_ability,
)

DREEPY, DRAKLOAK = "me2pt5-247", "me2pt5-248"


# -- Drakloak (ASC 248): Recon Directive -----------------------------------------------------
def test_drakloak_recon_directive_one_to_hand_the_other_to_the_bottom():
    """Look at the top 2, 1 into the hand, the other under the deck; once during the turn."""
    sc = Scenario()
    sc.active(0, DREEPY, DRAKLOAK)
    sc.deck(0, PETREL, ULTRA_BALL, WATER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Recon Directive")
    assert sorted(o.label for o in g.decision.options) == ["Team Rocket's Petrel", "Ultra Ball"]
    pick(g, "Ultra Ball")
    assert zone(g, 0, "hand") == ["Ultra Ball"]
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck == ["Basic Water Energy", "Basic Water Energy", "Team Rocket's Petrel"]
    assert not ability_offered(g, "Recon Directive")
