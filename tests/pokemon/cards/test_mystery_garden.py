"""Mystery Garden (ASC 194, MEG 122): "Once during each player's turn, that player may discard an
Energy card from their hand in order to draw cards until they have as many cards in their hand
as they have Psychic Pokémon in play." (compiler ``tools_stadiums.compile_stadium_effect`` with
``zones.draw_until_count``; the cost's card counts as gone when it asks whether drawing could
draw anything, PTCG:II-E-30)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, end_turn, pick, zone

MYSTERY_GARDEN = "me2pt5-194"
RALTS = "sv1-84"  # a Psychic Pokémon
POLTCHAGEIST = "sv6-20"  # a Grass Pokémon
KANGASKHAN = "me1-104"
WATER, FIRE = "sve-3", "sve-2"
ULTRA_BALL = "me1-131"


def _offered(g: Game) -> bool:
    return any(o.data[0] == "stadium_effect" for o in g.decision.options)


def _garden(hand: tuple[str, ...], psychic: int) -> Game:
    sc = Scenario()
    sc.active(0, RALTS if psychic else POLTCHAGEIST)
    for _ in range(psychic - 1):
        sc.bench(0, RALTS)
    sc.bench(0, POLTCHAGEIST)
    sc.hand(0, *hand)
    sc.active(1, KANGASKHAN)
    sc.stadium(MYSTERY_GARDEN, owner=1)
    return sc.start(0, 3)


def test_mystery_garden_discards_an_energy_and_draws_up_to_the_psychic_pokemon_count():
    g = _garden((WATER, FIRE, ULTRA_BALL), psychic=5)
    deck = len(g.pl(0)["deck"])
    do(g, "stadium_effect")
    pick(g, "Fire")
    assert zone(g, 0, "discard") == ["Basic Fire Energy"]
    assert len(g.pl(0)["hand"]) == 5  # 2 left, 3 drawn
    assert len(g.pl(0)["deck"]) == deck - 3
    assert not _offered(g)  # once during each player's turn


def test_mystery_garden_needs_an_energy_card_and_something_to_draw():
    assert not _offered(_garden((ULTRA_BALL, ULTRA_BALL), psychic=5))  # no Energy card
    # 3 cards, 1 discarded: 2 left, as many as the 2 Psychic Pokémon: nothing to draw
    assert not _offered(_garden((WATER, ULTRA_BALL, ULTRA_BALL), psychic=2))
    assert _offered(_garden((WATER, ULTRA_BALL, ULTRA_BALL), psychic=3))


def test_mystery_garden_is_used_by_each_player_in_their_own_turn():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.active(1, RALTS)
    for _ in range(3):
        sc.bench(1, RALTS)
    sc.hand(1, WATER)
    sc.stadium(MYSTERY_GARDEN, owner=0)
    g = sc.start(0, 3)
    assert not _offered(g)  # no Psychic Pokémon, no Energy card in hand
    end_turn(g)
    assert g.current == 1 and _offered(g)
    do(g, "stadium_effect")
    if g.decision.kind != "main":
        pick(g, "Water")  # the Energy card to discard (the one drawn this turn is Water too)
    assert zone(g, 1, "discard") == ["Basic Water Energy"]
    assert len(g.pl(1)["hand"]) == 4  # as many as their 4 Psychic Pokémon
