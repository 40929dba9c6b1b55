"""Attacks and Supporters of Mega Evolution (MEG) and Chaos Rising (CRI), each exercised with its
printed text in a game built with the Scenario builder."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, names, pick

MEGA_ABSOL_EX = "me1-86"  # Terminal Period [D][C]; Claw of Darkness [D][D][C] 200
KYOGRE, LAPRAS, SNOVER = "me1-34", "sv7-31", "me1-35"  # Basic Water
ULTRA_BALL, NEST_BALL = "me1-131", "sv1-181"
WATER, DARK = "sve-3", "sve-7"


def slot_of(g: Game, p: int, name: str) -> dict[str, Any]:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


# -- Mega Absol ex (MEG 86 / 180) ---------------------------------------------------------------
def test_terminal_period_knocks_out_with_exactly_six_counters():
    """Terminal Period: the opponent's Active Pokémon with exactly 6 damage counters is
    Knocked Out (Prize cards taken as usual); with 5 or 7 it is not."""
    for dmg, knocked_out in ((60, True), (50, False), (70, False)):
        sc = Scenario()
        sc.active(0, MEGA_ABSOL_EX, energy=[DARK] * 2)
        sc.active(1, LAPRAS, damage=dmg)
        sc.bench(1, KYOGRE)
        sc.prizes(0, WATER, WATER)
        g = sc.start(0, 3)
        attack(g, "Terminal Period")
        assert bool(events(g, "knocked_out", pokemon="Lapras")) is knocked_out
        if knocked_out:  # a Prize card for it, as usual (Lapras has no Rule Box)
            assert g.decision.kind == "prize" and g.decision.player == 0
        else:
            assert slot_of(g, 1, "Lapras")["dmg"] == dmg


def test_claw_of_darkness_reveals_the_hand_and_discards_exactly_one_card():
    """Claw of Darkness: 200 damage; the opponent's hand is revealed and the attacker must
    discard 1 card of it (any card)."""
    sc = Scenario()
    sc.active(0, MEGA_ABSOL_EX, energy=[DARK] * 3)
    sc.active(1, KYOGRE)
    sc.hand(1, ULTRA_BALL, NEST_BALL, WATER)
    g = sc.start(0, 3)
    attack(g, "Claw of Darkness")
    assert len(events(g, "reveal_hand")[-1]["cards"]) == 3
    d = g.decision
    assert d.player == 0 and (d.min, d.max) == (1, 1)
    pick(g, "Nest Ball")
    assert names(g, g.pl(1)["discard"]) == ["Kyogre", "Nest Ball"]  # Kyogre: Knocked Out
    assert names(g, g.pl(1)["hand"]) == ["Basic Water Energy", "Ultra Ball"]
    assert events(g, "knocked_out", pokemon="Kyogre")  # 200 damage, Kyogre has 150 HP


# -- AZ's Tranquility (CRI 120) -------------------------------------------------------------------
AZ = "me4-120"
MEW_EX = "svp-53"


def test_az_tranquility_heals_a_pokemon_ex_moved_to_the_bench():
    """AZ's Tranquility: switch; the Pokémon ex moved to the Bench is healed 80 damage."""
    sc = Scenario()
    sc.active(0, MEW_EX, damage=100)
    sc.bench(0, KYOGRE, damage=30)
    sc.active(1, LAPRAS)
    sc.hand(0, AZ)
    g = sc.start(0, 3)
    do(g, "trainer", "AZ's Tranquility")
    pick(g, "Kyogre")
    assert g.top(g.pl(0)["active"]).name == "Kyogre"
    assert slot_of(g, 0, "Mew ex")["dmg"] == 20 and slot_of(g, 0, "Kyogre")["dmg"] == 30


def test_az_tranquility_heals_nothing_when_the_moved_pokemon_is_not_ex():
    """AZ's Tranquility: a Pokémon without "ex" moved to the Bench is not healed."""
    sc = Scenario()
    sc.active(0, KYOGRE, damage=100)
    sc.bench(0, MEW_EX, damage=30)
    sc.active(1, LAPRAS)
    sc.hand(0, AZ)
    g = sc.start(0, 3)
    do(g, "trainer", "AZ's Tranquility")
    pick(g, "Mew ex")
    assert g.top(g.pl(0)["active"]).name == "Mew ex"
    assert slot_of(g, 0, "Kyogre")["dmg"] == 100 and slot_of(g, 0, "Mew ex")["dmg"] == 30


# -- Strange Timepiece (MEG 128) -----------------------------------------------------------------
TIMEPIECE = "me1-128"
RALTS, KIRLIA, GARDEVOIR_EX = "sv1-84", "sv1-85", "sv1-86"  # Psychic
ABOMASNOW = "me1-36"  # Mega Abomasnow ex (Water), evolves from Snover


def test_strange_timepiece_devolves_a_psychic_pokemon_by_any_number_of_cards():
    """Strange Timepiece: only the evolved Psychic Pokémon may be devolved (not the Water
    one); the player puts 2 Evolution cards into their hand; the Pokémon left is new in play
    and can't evolve this turn."""
    sc = Scenario()
    sc.active(0, SNOVER, ABOMASNOW)
    sc.bench(0, RALTS, KIRLIA, GARDEVOIR_EX, damage=50)
    sc.active(1, LAPRAS)
    sc.hand(0, TIMEPIECE)
    g = sc.start(0, 3)
    do(g, "trainer", "Strange Timepiece")
    assert [o.label for o in g.decision.options] == ["1 Evolution card", "2 Evolution cards"]
    pick(g, "2 Evolution cards")
    ralts = slot_of(g, 0, "Ralts")
    assert len(ralts["cards"]) == 1 and ralts["dmg"] == 50
    assert names(g, g.pl(0)["hand"]) == ["Gardevoir ex", "Kirlia"]
    assert slot_of(g, 0, "Mega Abomasnow ex")  # the Water Pokémon stays evolved
    assert not any(o.data[0] == "evolve" for o in g.decision.options)


def test_strange_timepiece_one_card_and_not_playable_without_an_evolved_psychic():
    """Strange Timepiece: 1 Evolution card off a Stage 2 leaves the Stage 1; with no evolved
    Psychic Pokémon the Item can't be played (it could change nothing)."""
    sc = Scenario()
    sc.active(0, RALTS, KIRLIA, GARDEVOIR_EX)
    sc.active(1, LAPRAS)
    sc.hand(0, TIMEPIECE)
    g = sc.start(0, 3)
    do(g, "trainer", "Strange Timepiece")
    pick(g, "1 Evolution card")
    assert g.top(g.pl(0)["active"]).name == "Kirlia"
    sc = Scenario()
    sc.active(0, SNOVER, ABOMASNOW)
    sc.bench(0, RALTS)
    sc.active(1, LAPRAS)
    sc.hand(0, TIMEPIECE)
    g = sc.start(0, 3)
    assert not any(o.data[0] == "trainer" for o in g.decision.options)
