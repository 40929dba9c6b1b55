"""Anthea & Concordia (ASC 254): "You can use this card only if you have N's Darmanitan, N's
Zoroark ex, N's Vanilluxe, N's Klinklang, N's Reshiram, and N's Zekrom in play. During this
turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack used by your
N's Pokémon, take 3 more Prize cards." — a condition of play naming Pokémon, and an effect on
the player read by the Knock Out procedure (PTCG:II-C-19, I-D step 3)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, attack, do, events, offered

ANTHEA = "me2pt5-254"
ZEKROM = "me2pt5-155"  # N's Zekrom, Shred [C][C][C] 70
OTHERS = ("sv9-27", "sv9-98", "me2pt5-51", "sv9-105", "sv9-116")  # Darmanitan … Reshiram
WATER = "sve-3"


def _game(bench: tuple[str, ...] = OTHERS) -> Game:
    sc = Scenario(allow_unplayable=True)  # N's Vanilluxe's own text is not this test's
    sc.active(0, ZEKROM, energy=[WATER] * 3)
    for b in bench:
        sc.bench(0, b)
    sc.hand(0, ANTHEA)
    sc.active(1, KYOGRE, damage=100)
    sc.bench(1, KYOGRE)
    return sc.start(0, 3)


def test_three_more_prizes_for_a_knock_out_by_an_ns_pokemon():
    g = _game()
    do(g, "trainer", "Anthea & Concordia")
    attack(g, "Shred")
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert g.decision.kind == "prize" and g.decision.min == 4


def test_only_with_all_six_in_play():
    g = _game(bench=OTHERS[:4])  # no N's Reshiram
    assert not offered(g, "trainer", "Anthea & Concordia")
