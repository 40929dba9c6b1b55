"""Attacks that Knock Out by their effect or use another Pokémon's attack: Thump-Thump Boom
(Iono's Electrode, JTG 48: "… Flip a coin. If heads, your opponent's Active Pokémon is
Knocked Out."), Bring Down (Inteleon, MEG 41: "Choose a Pokémon in play (yours or your
opponent's) that has the least HP remaining, except for this Pokémon, and it is Knocked
Out."), Skill Thief (Thievul, PBL 92: "If you have no cards in your hand, choose an attack
from 1 of your opponent's Pokémon in play and use it as this attack."), Haughty Order (Team
Rocket's Persian ex, DRI 219: "Reveal the top 10 cards of your opponent's deck. You may choose
an attack from a Pokémon you find there and use it as this attack. …")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, SNOVER, answer, attack, events

ELECTRODE = "sv9-48"  # 100 HP
INTELEON = "me1-41"
THIEVUL = "me5-92"
LIGHTNING, WATER, DARK = "sve-4", "sve-3", "sve-7"


def _electrode(coin: bool) -> Game:
    sc = Scenario()
    sc.active(0, ELECTRODE, energy=[LIGHTNING, LIGHTNING])
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    g.rng.force(coin)
    attack(g, "Thump-Thump Boom")
    return g


def test_thump_thump_boom_heads_knocks_out_the_defending_pokemon():
    g = _electrode(True)
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert events(g, "knocked_out", pokemon="Iono's Electrode")  # 100 damage to itself


def test_thump_thump_boom_tails():
    g = _electrode(False)
    assert not events(g, "knocked_out", pokemon="Kyogre")
    assert g.pl(1)["active"]["dmg"] == 0


def _bring_down(my_snover_damage: int) -> Game:
    sc = Scenario()
    sc.active(0, INTELEON, energy=[WATER])
    sc.bench(0, SNOVER, damage=my_snover_damage)  # 90 HP
    sc.active(1, KYOGRE, damage=140)  # 10 HP left
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Bring Down")
    return g


def test_bring_down_knocks_out_the_one_with_the_least_hp():
    g = _bring_down(0)
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert not events(g, "knocked_out", pokemon="Snover")


def test_bring_down_tie_the_player_chooses_even_their_own():
    g = _bring_down(80)  # also 10 HP left
    answer(g, "choose_pokemon", "Your Snover")
    assert events(g, "knocked_out", pokemon="Snover", player=0)
    assert not events(g, "knocked_out", pokemon="Kyogre")


def _skill_thief(hand: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, THIEVUL, energy=[DARK, DARK])
    sc.hand(0, *hand)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Skill Thief")
    return g


def test_skill_thief_uses_an_attack_of_a_benched_opponent_pokemon():
    g = _skill_thief(())
    answer(g, "copy_attack", "Icy Snow")  # Snover's, on the Bench
    assert g.pl(1)["active"]["dmg"] == 30


def test_skill_thief_does_nothing_with_cards_in_hand():
    g = _skill_thief((SNOVER,))
    assert not events(g, "copy_attack")
    assert g.pl(1)["active"]["dmg"] == 0


PERSIAN_EX = "sv10-219"  # Haughty Order [C][C]


def _haughty() -> Game:
    sc = Scenario()
    sc.active(0, PERSIAN_EX, energy=[DARK, DARK])
    sc.active(1, KYOGRE)
    sc.deck(1, SNOVER, WATER, pad=True)
    g = sc.start(0, 3)
    attack(g, "Haughty Order")
    assert events(g, "reveal", player=1, source="deck")  # both players see them
    return g


def test_haughty_order_uses_an_attack_of_a_revealed_pokemon():
    g = _haughty()
    answer(g, "copy_attack", "Icy Snow")  # the revealed Snover's
    assert g.pl(1)["active"]["dmg"] == 30
    assert "Snover" in [g.name(c) for c in g.pl(1)["deck"] + g.pl(1)["hand"]]


def test_haughty_order_may_use_none():
    g = _haughty()
    answer(g, "copy_attack", "None")
    assert g.pl(1)["active"]["dmg"] == 0
