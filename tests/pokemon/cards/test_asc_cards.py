"""Ascended Heroes (ASC, me2pt5) and Mega Evolution promo (MEP) cards: their texts, each
exercised in a game built by the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, offered, pick, zone
from tests.pokemon.cards.test_deck_a_pokemon import (
    FIGHTING,
    FIRE,
    KYOGRE,
    LAPRAS,
    PETREL,
    PSYCHIC,
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


# -- Alakazam (MEP 009): Powerful Hand ----------------------------------------------------------
ALAKAZAM = "mep-009"


def test_alakazam_powerful_hand_two_counters_for_each_card_in_hand():
    """Counters, not damage: Weakness (Darkness) does not apply; 4 cards in hand: 8 counters."""
    for hand in (4, 0):
        sc = Scenario()
        sc.active(0, ALAKAZAM, energy=[PSYCHIC])
        sc.hand(0, *[WATER] * hand)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        attack(g, "Powerful Hand")
        assert g.pl(1)["active"]["dmg"] == 20 * hand


# -- "for each …" counts: trainer-named Pokémon, damage counters, cards in a discard pile ---------
SPIDOPS_TR, TAROUNTULA_TR, HOUNDOUR_TR = "me2pt5-19", "sv10-19", "sv10-37"
VICTREEBEL_ERIKA, ODDISH_ERIKA = "me2pt5-6", "me2pt5-1"
SPIRITOMB_CYNTHIA, GIBLE_CYNTHIA, ROSELIA_CYNTHIA = "me2pt5-244", "sv10-102", "sv10-7"
DARMANITAN_N = "me2pt5-33"
GRASS, FIRE_CARD = "sve-1", "sve-2"


def test_team_rockets_spidops_rocket_rush_counts_team_rockets_pokemon_in_play():
    """Spidops itself and the Team Rocket's Pokémon on the Bench count; Lapras does not."""
    sc = Scenario()
    sc.active(0, TAROUNTULA_TR, SPIDOPS_TR, energy=[GRASS, WATER])
    sc.bench(0, HOUNDOUR_TR)
    sc.bench(0, LAPRAS)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Rocket Rush")
    assert damage_to(g, 0, "Snorlax") == [60]


def test_erikas_victreebel_flower_garden_rondo_counts_erikas_pokemon():
    sc = Scenario()
    sc.active(0, VICTREEBEL_ERIKA, energy=[GRASS, WATER])
    sc.bench(0, ODDISH_ERIKA)
    sc.bench(0, ODDISH_ERIKA)
    sc.bench(0, LAPRAS)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Flower Garden Rondo")
    assert damage_to(g, 0, "Snorlax") == [120]


def test_cynthias_spiritomb_raging_curse_counts_benched_cynthias_pokemon_without_weakness():
    """Counters on the Benched Cynthia's Pokémon only (not on Spiritomb, Active, nor on
    Lapras); Weakness (Grass ×2 for Snover) not applied: 5 counters, 50 damage."""
    sc = Scenario()
    sc.active(0, SPIRITOMB_CYNTHIA, energy=[WATER], damage=30)
    sc.bench(0, GIBLE_CYNTHIA, damage=20)
    sc.bench(0, ROSELIA_CYNTHIA, damage=30)
    sc.bench(0, LAPRAS, damage=40)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Raging Curse")
    assert damage_to(g, 0, "Snorlax") == [50]


def test_ns_darmanitan_back_draft_counts_basic_energy_in_the_opponents_discard_pile():
    sc = Scenario()
    sc.active(0, DARMANITAN_N, energy=[FIRE, FIRE])
    sc.discard(0, WATER, WATER)  # the attacker's own pile does not count
    sc.discard(1, WATER, FIGHTING, PETREL, ULTRA_BALL, PSYCHIC)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Back Draft")
    assert damage_to(g, 0, "Snorlax") == [90]


# -- "Discard … from this Pokémon, and …" (N's Darmanitan, Larry's Staraptor, Mega Charizard Y ex,
# Regice ex, Spectrier) ---------------------------------------------------------------------------
STARAPTOR_LARRY, CHARIZARD_Y, REGICE_EX, SPECTRIER = (
    "me2pt5-249", "me2pt5-294", "me2pt5-48", "me2pt5-98")


def test_ns_darmanitan_flamebody_cannon_discards_all_energy_and_hits_the_bench():
    sc = Scenario()
    sc.active(0, DARMANITAN_N, energy=[FIRE, FIRE, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Flamebody Cannon")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Snorlax") == [90] and damage_to(g, 0, "Kyogre") == [90]
    assert g.pl(0)["active"]["energy"] == [] and len(g.pl(0)["discard"]) == 3


def test_larrys_staraptor_feathery_strike_and_facade():
    """Feathery Strike: 2 Energy discarded, 50 to a Benched Pokémon; Facade: +100 when the
    attacker is Poisoned (or Burned), else 60."""
    sc = Scenario()
    sc.active(0, STARAPTOR_LARRY, energy=[WATER, WATER, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Feathery Strike")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Kyogre") == [50] and damage_to(g, 0, "Snorlax") == [150]
    assert len(g.pl(0)["active"]["energy"]) == 1
    for conditions, dmg in ((["poisoned"], [160]), ([], [60])):
        sc = Scenario()
        sc.active(0, STARAPTOR_LARRY, energy=[WATER], conditions=conditions)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Facade")
        assert damage_to(g, 0, "Snorlax") == dmg


def test_mega_charizard_y_explosion_y_discards_three_and_hits_a_chosen_pokemon():
    sc = Scenario()
    sc.active(0, CHARIZARD_Y, energy=[FIRE, FIRE, FIRE, FIRE])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Explosion Y")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Kyogre") == [280] and damage_to(g, 0, "Snorlax") == []
    assert len(g.pl(0)["active"]["energy"]) == 1


def test_regice_ex_ice_prison_discards_two_and_paralyzes():
    sc = Scenario()
    sc.active(0, REGICE_EX, energy=[WATER] * 4)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Ice Prison")
    assert damage_to(g, 0, "Snorlax") == [140] and g.pl(1)["active"]["sp"] == "paralyzed"
    assert len(g.pl(0)["active"]["energy"]) == 2


def test_spectrier_phantasmal_barrage_discards_all_and_places_twelve_counters():
    sc = Scenario()
    sc.active(0, SPECTRIER, energy=[PSYCHIC, PSYCHIC, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Phantasmal Barrage")
    pick(g, "Snorlax")
    assert g.pl(1)["active"]["dmg"] == 120 and g.pl(0)["active"]["energy"] == []


# -- Team Rocket's Ariana (ASC 202) --------------------------------------------------------------
ARIANA = "me2pt5-202"


def _ariana_game(all_team_rocket: bool, others_in_hand: int):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, HOUNDOUR_TR)
    sc.bench(0, TAROUNTULA_TR if all_team_rocket else LAPRAS)
    sc.hand(0, ARIANA, *[WATER] * others_in_hand)
    sc.deck(0, *[PSYCHIC] * 10)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_team_rockets_ariana_draws_to_eight_with_only_team_rockets_pokemon():
    g = _ariana_game(all_team_rocket=True, others_in_hand=5)
    do(g, "trainer", "Team Rocket's Ariana")
    assert len(g.pl(0)["hand"]) == 8 and len(g.pl(0)["deck"]) == 7


def test_team_rockets_ariana_draws_to_five_otherwise_and_is_refused_at_five():
    g = _ariana_game(all_team_rocket=False, others_in_hand=2)
    do(g, "trainer", "Team Rocket's Ariana")
    assert len(g.pl(0)["hand"]) == 5 and len(g.pl(0)["deck"]) == 7
    g = _ariana_game(all_team_rocket=False, others_in_hand=5)
    assert not offered(g, "trainer", "Team Rocket's Ariana")


# -- Glass Trumpet (ASC 260) ----------------------------------------------------------------------
GLASS_TRUMPET, TERA_EISCUE = "me2pt5-260", "sv3-42"


def _trumpet_game(tera: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, TERA_EISCUE if tera else KYOGRE)
    a = sc.bench(0, SNORLAX)
    b = sc.bench(0, SNORLAX)
    sc.bench(0, LAPRAS)  # Water: not a Colorless Pokémon
    sc.hand(0, GLASS_TRUMPET)
    sc.discard(0, WATER, FIRE, PETREL)
    sc.active(1, KYOGRE)
    return sc, sc.start(0, 3), (a, b)


def test_glass_trumpet_one_basic_energy_from_the_discard_pile_to_each_chosen_colorless():
    sc, g, (a, b) = _trumpet_game(tera=True)
    do(g, "trainer", "Glass Trumpet")
    assert all("Lapras" not in o.label for o in g.decision.options)  # Colorless only
    pick(g, "Snorlax", "Snorlax")
    pick(g, "Fire")  # for the first one chosen; the other gets the Water Energy left
    energy = {sid: [g.name(c) for c in g.slot(sc.slot_id(sid))["energy"]] for sid in (a, b)}
    assert sorted(energy.values()) == [["Basic Fire Energy"], ["Basic Water Energy"]]
    assert zone(g, 0, "discard") == ["Glass Trumpet", "Team Rocket's Petrel"]


def test_glass_trumpet_needs_a_tera_pokemon_in_play():
    _, g, _ = _trumpet_game(tera=False)
    assert not offered(g, "trainer", "Glass Trumpet")
