"""Tyme (PRE 143): the opponent guesses the HP of a Pokémon named from the hand; whoever was
right draws 4 (effects.ops_trainers.guess_hp)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, events, offered, zone

TYME = "sv8pt5-143"
KYOGRE = "me1-34"
WATER = "sve-3"


def _game(hand: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, *hand)
    sc.deck(0, *[WATER] * 6)
    sc.deck(1, *[WATER] * 6)
    return sc.start(0, 3)


def test_tyme_needs_a_pokemon_in_hand():
    assert not offered(_game((TYME, WATER)), "trainer", "Tyme")


def test_tyme_a_right_guess_lets_the_opponent_draw_4():
    hp = next(d.hp for d in cards() if d.id == KYOGRE)
    g = _game((TYME, KYOGRE))
    do(g, "trainer", "Tyme")
    assert g.decision.player == 1 and g.decision.kind == "guess"
    assert events(g, "name_told", card="Kyogre")
    answer(g, "guess", f"{hp} HP")
    assert len(g.pl(1)["hand"]) == 4
    assert zone(g, 0, "hand") == ["Kyogre"]  # returned to the hand; nothing drawn
    assert zone(g, 0, "discard") == ["Tyme"]


def test_tyme_a_wrong_guess_lets_you_draw_4():
    hp = next(d.hp for d in cards() if d.id == KYOGRE)
    g = _game((TYME, KYOGRE))
    do(g, "trainer", "Tyme")
    answer(g, "guess", f"{hp + 10} HP")
    assert g.pl(1)["hand"] == []
    assert zone(g, 0, "hand") == ["Basic Water Energy"] * 4 + ["Kyogre"]
