"""Ascended Heroes (ASC, me2pt5) and Mega Evolution promo (MEP) cards: their texts, each
exercised in a game built by the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick, zone
from tests.pokemon.cards.test_deck_a_pokemon import (
    FIGHTING,
    FIRE,
    KYOGRE,
    LAPRAS,
    PETREL,
    ULTRA_BALL,
    WATER,
    ability_offered,
    damage_to,
    use_ability,
)

SNORLAX = "sv6-136"  # Basic Colorless, 160 HP, Weakness Fighting ×2

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


# -- Lunatone (ASC 105) and Solrock (ASC 106) --------------------------------------------------
LUNATONE, SOLROCK = "me2pt5-105", "me2pt5-106"


def _lunar_game(with_solrock: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, LUNATONE)
    sc.bench(0, LUNATONE)
    if with_solrock:
        sc.bench(0, SOLROCK)
    sc.hand(0, FIGHTING, FIGHTING, WATER)
    sc.deck(0, ULTRA_BALL, PETREL, WATER, WATER, WATER)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_lunatone_lunar_cycle_discards_a_fighting_energy_to_draw_three_once_a_turn():
    """PTCG:II-E-30, II-E-14: with Solrock in play, discard a Basic Fighting Energy card from
    the hand (the cost), draw 3; a second Lunatone can't use Lunar Cycle the same turn."""
    g = _lunar_game(with_solrock=True)
    use_ability(g, "Lunar Cycle")
    if g.decision.kind != "main":  # the cost: which Fighting Energy card (both the same)
        pick(g, "Fighting")
    assert zone(g, 0, "discard") == ["Basic Fighting Energy"]
    assert zone(g, 0, "hand") == ["Basic Fighting Energy", "Basic Water Energy",
                                  "Basic Water Energy", "Team Rocket's Petrel", "Ultra Ball"]
    assert not ability_offered(g, "Lunar Cycle")


def test_lunatone_lunar_cycle_needs_solrock_in_play():
    g = _lunar_game(with_solrock=False)
    assert not ability_offered(g, "Lunar Cycle")


def test_solrock_cosmic_beam_needs_lunatone_on_the_bench_and_ignores_weakness():
    """Cosmic Beam: 70 damage (Weakness and Resistance not applied) with Lunatone on the Bench;
    without it, the attack does nothing."""
    for lunatone, dmg in ((True, 70), (False, 0)):
        sc = Scenario()
        sc.active(0, SOLROCK, energy=[FIGHTING])
        if lunatone:
            sc.bench(0, LUNATONE)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Cosmic Beam")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert bool(events(g, "attack_does_nothing")) is not lunatone


# -- "If …, this attack does nothing" (Hop's Cramorant, Camerupt, Coalossal, Medicham) ------------
CRAMORANT_HOP, CAMERUPT, COALOSSAL, MEDICHAM = (
    "me2pt5-177", "me2pt5-28", "me2pt5-120", "me2pt5-241")


def test_hops_cramorant_fickle_spitting_only_at_three_or_four_prizes():
    for prizes, dmg in ((3, 120), (4, 120), (5, 0), (2, 0)):
        sc = Scenario()
        sc.active(0, CRAMORANT_HOP, energy=[WATER])
        sc.active(1, KYOGRE)
        sc.prizes(1, n=prizes)
        g = sc.start(0, 3)
        attack(g, "Fickle Spitting")
        assert g.pl(1)["active"]["dmg"] == dmg, prizes


def test_camerupt_roasting_burn_only_if_the_defender_is_burned():
    """The attack's damage only (Burn and Poison add counters at Pokémon Checkup after it)."""
    for conditions, dmg in ((["burned"], [110]), (["poisoned"], [])):
        sc = Scenario()
        sc.active(0, CAMERUPT, energy=[FIRE])
        sc.active(1, KYOGRE, conditions=conditions)
        g = sc.start(0, 3)
        attack(g, "Roasting Burn")
        assert damage_to(g, 0, "Kyogre") == dmg


def test_coalossal_tar_cannon_needs_ten_fighting_energy_in_the_discard_pile():
    """140 damage to a chosen Benched Pokémon with 10 Basic Fighting Energy cards discarded;
    with 9 (and other Energy), nothing is done."""
    for fighting, dmg in ((10, [140]), (9, [])):
        sc = Scenario()
        sc.active(0, COALOSSAL, energy=[FIGHTING])
        sc.discard(0, *[FIGHTING] * fighting, WATER, WATER)
        sc.active(1, KYOGRE)
        sc.bench(1, LAPRAS)
        g = sc.start(0, 3)
        attack(g, "Tar Cannon")
        if g.decision.kind != "main":
            pick(g, "Lapras")
        assert damage_to(g, 0, "Lapras") == dmg and damage_to(g, 0, "Kyogre") == []


def test_medicham_seventh_kick_needs_exactly_seven_cards_in_hand():
    for hand, dmg in ((7, [150]), (6, []), (8, [])):
        sc = Scenario()
        sc.active(0, MEDICHAM, energy=[FIGHTING])
        sc.hand(0, *[WATER] * hand)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        attack(g, "Seventh Kick")
        assert damage_to(g, 0, "Kyogre") == dmg, hand
