"""Trainers of Temporal Forces (TEF, sv5) exercised in games built with the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, offered, pick, zone

HAND_TRIMMER = "sv5-150"
SNOVER = "me1-35"
WATER, GRASS = "sve-3", "sve-1"
ULTRA_BALL = "me1-131"


def test_hand_trimmer_each_player_down_to_5_opponent_first():
    """Hand Trimmer: the opponent (7 cards) discards 2 first, then the player (6 cards once
    Hand Trimmer is played) discards 1; each chooses their own cards (PTCG:II-C-01)."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, HAND_TRIMMER, ULTRA_BALL, WATER, WATER, WATER, WATER, WATER)
    sc.hand(1, GRASS, GRASS, GRASS, GRASS, GRASS, ULTRA_BALL, ULTRA_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Hand Trimmer")
    assert (g.decision.player, g.decision.min, g.decision.max) == (1, 2, 2)
    pick(g, "Ultra Ball", "Ultra Ball")
    assert (g.decision.player, g.decision.min, g.decision.max) == (0, 1, 1)
    pick(g, "Ultra Ball")
    assert zone(g, 1, "hand") == ["Basic Grass Energy"] * 5
    assert zone(g, 0, "hand") == ["Basic Water Energy"] * 5
    assert zone(g, 0, "discard") == ["Hand Trimmer", "Ultra Ball"]


def test_hand_trimmer_with_5_or_fewer_cards_nobody_discards():
    """(If a player has 5 or fewer cards in their hand, they do not discard.) With 5 cards
    besides Hand Trimmer and an opponent with 5, it could change nothing: not playable; with an
    opponent of 6 only the opponent discards."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, HAND_TRIMMER, WATER, WATER, WATER, WATER, WATER)
    sc.hand(1, GRASS, GRASS, GRASS, GRASS, GRASS)
    assert not offered(sc.start(0, 3), "trainer", "Hand Trimmer")
    sc.hand(1, ULTRA_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Hand Trimmer")
    pick(g, "Ultra Ball")
    assert zone(g, 1, "discard") == ["Ultra Ball"]
    assert len(g.pl(0)["hand"]) == 5 and g.decision.kind == "main"


SALVATORE = "sv5-212"
SNORUNT, GLALIE, FROSLASS = "sv6-51", "sv6-52", "sv6-53"  # Froslass has an Ability
GROOKEY, THWACKEY = "sv6-14", "sv6-15"  # Thwackey has an Ability


def test_salvatore_evolves_with_a_card_without_abilities_even_a_new_pokemon():
    """Salvatore on the player's first turn, onto a Snorunt put into play this turn: only a card
    without Abilities is offered (Glalie, not Froslass nor Thwackey); it evolves that Pokémon,
    then the deck is shuffled (PTCG:II-C-12)."""
    sc = Scenario()
    sc.active(0, SNORUNT, played=2)
    sc.bench(0, GROOKEY)
    sc.active(1, SNOVER)
    sc.hand(0, SALVATORE)
    sc.deck(0, FROSLASS, THWACKEY, GLALIE, WATER)
    g = sc.start(0, 2)  # player 1 went first: turn 2 is player 0's first turn
    do(g, "trainer", "Salvatore")
    assert [o.label for o in g.decision.options] == ["Glalie"]
    pick(g, "Glalie")
    assert g.top(g.pl(0)["active"]).name == "Glalie"
    assert sorted(zone(g, 0, "deck")) == ["Basic Water Energy", "Froslass", "Thwackey"]
    assert events(g, "shuffle", player=0)


AWAKENING_DRUM = "sv5-141"
BOXED_ORDER = "sv5-143"
SCREAM_TAIL = "svp-65"  # Ancient


def test_awakening_drum_draws_a_card_for_each_ancient_pokemon():
    """2 Ancient Pokémon in play (Active and Benched): 2 cards; with none it is not playable."""
    sc = Scenario()
    sc.active(0, SCREAM_TAIL)
    sc.bench(0, SCREAM_TAIL)
    sc.bench(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, AWAKENING_DRUM)
    sc.deck(0, WATER, GRASS, ULTRA_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Awakening Drum")
    assert sorted(zone(g, 0, "hand")) == ["Basic Grass Energy", "Basic Water Energy"]
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SCREAM_TAIL)
    sc.hand(0, AWAKENING_DRUM)
    sc.deck(0, WATER)
    assert not offered(sc.start(0, 3), "trainer", "Awakening Drum")


def test_boxed_order_takes_2_items_and_ends_the_turn():
    """Up to 2 Item cards from the deck into the hand, then the turn ends (no attack)."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SNOVER)
    sc.hand(0, BOXED_ORDER)
    sc.deck(0, ULTRA_BALL, HAND_TRIMMER, WATER)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    do(g, "trainer", "Boxed Order")
    pick(g, "Ultra Ball", "Hand Trimmer")
    assert g.current == 1 and g.turn == 4
    assert sorted(zone(g, 0, "hand")) == ["Hand Trimmer", "Ultra Ball"]
