"""Abilities of Twilight Masquerade (TWM, sv6) exercised in games built with the Scenario
builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick

GROOKEY, THWACKEY = "sv6-14", "sv6-15"  # Thwackey: Boom Boom Groove
APPLIN, DIPPLIN = "sv6-17", "sv6-18"  # Dipplin: Festival Lead
SNOVER = "me1-35"
ULTRA_BALL = "me1-131"
WATER = "sve-3"


def _abilities(g: Game) -> list[str]:
    return [o.label for o in g.decision.options if o.data[0] == "ability"]


def _groove_game(active: tuple[str, ...]) -> Game:
    # Dipplin's Festival Lead is not implemented yet: these tests never use it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, *active)
    sc.bench(0, GROOKEY, THWACKEY)
    sc.active(1, SNOVER)
    sc.deck(0, WATER, ULTRA_BALL, WATER)
    return sc.start(0, 3)


def test_boom_boom_groove_searches_any_card_with_festival_lead_active():
    """Once during the turn, with a Festival Lead Pokémon Active: any card of the deck into
    the hand, then the deck is shuffled."""
    g = _groove_game((APPLIN, DIPPLIN))
    assert len(_abilities(g)) == 1
    do(g, "ability")
    pick(g, "Ultra Ball")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Ultra Ball"]
    assert events(g, "shuffle", player=0)
    assert _abilities(g) == []  # once during your turn


def test_boom_boom_groove_needs_the_festival_lead_ability_active():
    """Another Active Pokémon (Snover has no Ability): Boom Boom Groove is not offered."""
    assert _abilities(_groove_game((SNOVER,))) == []
