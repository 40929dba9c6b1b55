"""Briar (SCR, PRE): "You can use this card only if your opponent has exactly 2 Prize cards
remaining. During this turn, if your opponent's Active Pokémon is Knocked Out by damage from
an attack used by your Tera Pokémon, take 1 more Prize card." — an effect on the player for the
turn (PTCG:II-C-19), counted by the Knock Out procedure (PTCG:I-D step 3)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, check_invariants, do, offered, pick

BRIAR = "sv8pt5-100"
TEAL_OGERPON = "sv8pt5-177"  # Tera; Myriad Leaf Shower [G][G][G] 30+ (30 per Energy on both)
PALKIA = "sv8-136"  # not Tera; Space Crash [G][W] 40 per Basic Energy
RELLOR = "sv2-25"  # Basic Grass, 40 HP
KYOGRE = "me1-34"
GRASS, WATER = "sve-1", "sve-3"


def _game(attacker: str, energy: list[str], opponent_prizes: int = 2) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, RELLOR)
    sc.bench(1, KYOGRE)
    sc.bench(1, KYOGRE)
    sc.prizes(1, n=opponent_prizes)
    sc.hand(0, BRIAR)
    return sc.start(0, 3)


def test_briar_one_more_prize_for_a_knock_out_by_a_tera_pokemon():
    g = _game(TEAL_OGERPON, [GRASS, GRASS, GRASS])
    do(g, "trainer", "Briar")
    check_invariants(g)  # the effect on the player is a well-formed Effect
    attack(g, "Myriad Leaf Shower")
    assert g.decision.kind == "prize" and (g.decision.min, g.decision.max) == (2, 2)
    pick(g, "Prize card 1", "Prize card 2")
    assert len(g.pl(0)["prizes"]) == 4


def test_briar_no_more_prizes_for_a_pokemon_that_is_not_tera():
    g = _game(PALKIA, [GRASS, WATER])
    do(g, "trainer", "Briar")
    attack(g, "Space Crash")
    assert g.decision.kind == "prize" and (g.decision.min, g.decision.max) == (1, 1)
    pick(g, "Prize card 1")
    assert len(g.pl(0)["prizes"]) == 5


def test_briar_only_when_the_opponent_has_exactly_two_prize_cards():
    g = _game(TEAL_OGERPON, [GRASS, GRASS, GRASS], opponent_prizes=3)
    assert offered(g, "trainer", "Briar") == []
