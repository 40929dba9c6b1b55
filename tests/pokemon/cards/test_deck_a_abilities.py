"""Passive Abilities of the real deck lists' Pokémon (part A): Ability locks, damage
prevention and attack-cost changes, each exercised in a game built by the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.rules.continuous import has_no_abilities
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick
from tests.pokemon.cards.test_deck_a_pokemon import (
    ABOMASNOW,
    CRAMORANT,
    DARK,
    FLUTTER_MANE,
    GARDEVOIR,
    GRENINJA,
    IRON_BUNDLE,
    IRON_HANDS,
    IRON_THORNS,
    KIRLIA,
    KLEFKI,
    KYOGRE,
    LAPRAS,
    LIGHTNING,
    MANAPHY,
    MIMIKYU,
    MUNKIDORI,
    PSYCHIC,
    RALTS,
    SNOVER,
    URSALUNA,
    WATER,
    ability_offered,
    attack_offered,
    damage_to,
    slot_of,
)

FLAPPLE = "swsh7-120"  # Stage 1, Acidic Mucus: 50 damage for each Pokémon with an Ability
BLASTOISE_V = "swshp-SWSH101"  # Basic Pokémon V, Water Gun (Water): 30
SHAYMIN = "sv10-10"  # Flower Curtain
CRABOMINABLE, KOFU = "sv7-42", "sv7-138"  # Food Prep counts Kofu in the discard pile
NOIVERN = "sv9-128"  # Tuning Echo
OGERPON = "sv6-112"  # Cornerstone Mask Ogerpon ex: Cornerstone Stance


# -- Klefki (SVI 96): Mischievous Lock ----------------------------------------------------------
def _klefki_game(klefki_active: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    if klefki_active:
        sc.active(0, KLEFKI)
    else:
        sc.active(0, LAPRAS)
        sc.bench(0, KLEFKI)
    sc.bench(0, MUNKIDORI, energy=[DARK], damage=30)
    sc.bench(0, RALTS, KIRLIA, GARDEVOIR)
    sc.bench(0, GRENINJA)
    sc.hand(0, WATER)
    sc.discard(0, PSYCHIC)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_klefki_active_basic_pokemon_have_no_abilities():
    """PTCG:II-D-13: "have no Abilities" (the guide's example is Klefki's Mischievous Lock):
    with Klefki Active, the Basic Munkidori's and the Basic Radiant Greninja's Abilities can't
    be used; Gardevoir ex, a Stage 2, keeps Psychic Embrace."""
    g = _klefki_game(klefki_active=True)
    assert not ability_offered(g, "Adrena-Brain")
    assert not ability_offered(g, "Concealed Cards")
    assert ability_offered(g, "Psychic Embrace")


def test_klefki_on_the_bench_locks_nothing():
    """PTCG:II-E-13: "as long as this Pokémon is in the Active Spot": from the Bench Klefki
    takes no Ability away."""
    g = _klefki_game(klefki_active=False)
    assert ability_offered(g, "Adrena-Brain") and ability_offered(g, "Concealed Cards")


def test_klefki_locks_both_players_passive_abilities_too():
    """PTCG:II-C-16: Manaphy's Wave Veil normally spares the Bench; with the opponent's Klefki
    Active, Manaphy (a Basic Pokémon) has no Ability and the Benched Lapras takes the damage
    of Moonlight Shuriken (Mischievous Lock reaches both players' Pokémon)."""
    for lock in (False, True):
        sc = Scenario()
        sc.active(0, GRENINJA, energy=[WATER, WATER, PSYCHIC])
        sc.active(1, KLEFKI if lock else KYOGRE)
        sc.bench(1, MANAPHY)
        sc.bench(1, LAPRAS)
        g = sc.start(0, 3)
        attack(g, "Moonlight Shuriken")
        pick(g, "Active", "Lapras")
        assert slot_of(g, 1, "Lapras")["dmg"] == (90 if lock else 0)


def test_acidic_mucus_counts_only_pokemon_that_still_have_an_ability():
    """PTCG:II-D-13 (FAQ 2, Flapple's Acidic Mucus): with Klefki Active, its 2 Benched Basic
    Pokémon with Abilities have none, so only Klefki counts: 50 damage; with Klefki on the
    Bench all 3 count: 150."""
    for klefki_active, expected in ((True, 50), (False, 150)):
        sc = Scenario()
        sc.active(0, FLAPPLE, energy=[WATER])
        if klefki_active:
            sc.active(1, KLEFKI)
        else:
            sc.active(1, ABOMASNOW)
            sc.bench(1, KLEFKI)
        sc.bench(1, MUNKIDORI)
        sc.bench(1, IRON_BUNDLE)
        g = sc.start(0, 3)
        n = len(g.log)
        attack(g, "Acidic Mucus")
        target = "Klefki" if klefki_active else "Mega Abomasnow ex"
        assert damage_to(g, n, target) == [expected]


# -- Flutter Mane (TEF 78): Midnight Fluttering -----------------------------------------------
def test_flutter_mane_active_opponents_active_has_no_abilities():
    """PTCG:II-D-13, PTCG:II-E-13: with Flutter Mane Active, the opponent's Active Munkidori
    can't use Adrena-Brain; their Benched Iron Bundle still uses Hyper Blower. With Flutter
    Mane on the Bench, Munkidori's Ability works again."""
    for active in (True, False):
        sc = Scenario()
        if active:
            sc.active(0, FLUTTER_MANE)
        else:
            sc.active(0, LAPRAS)
            sc.bench(0, FLUTTER_MANE, damage=20)
        sc.bench(0, SNOVER)  # something for Hyper Blower to switch in
        sc.active(1, MUNKIDORI, energy=[DARK], damage=30)
        sc.bench(1, IRON_BUNDLE)
        g = sc.start(1, 4)
        assert ability_offered(g, "Adrena-Brain") is not active
        assert ability_offered(g, "Hyper Blower")


# -- Iron Thorns ex (TWM 77): Initialization -----------------------------------------------------
def test_iron_thorns_active_rule_box_pokemon_have_no_abilities_except_future():
    """PTCG:II-D-18, PTCG:II-D-13: with Iron Thorns ex Active, Pokémon with a Rule Box (both
    players': Gardevoir ex, Radiant Greninja) have no Abilities; Munkidori (no Rule Box) keeps
    Adrena-Brain, and a Future Pokémon ex (another Iron Thorns ex) keeps its Ability."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, RALTS, KIRLIA, GARDEVOIR)
    sc.bench(0, GRENINJA)
    sc.bench(0, MUNKIDORI, energy=[DARK], damage=30)
    sc.hand(0, WATER)
    sc.discard(0, PSYCHIC)
    sc.active(1, IRON_THORNS)
    sc.bench(1, IRON_THORNS)
    sc.bench(1, RALTS, KIRLIA, GARDEVOIR)
    g = sc.start(0, 3)
    assert not ability_offered(g, "Psychic Embrace")
    assert not ability_offered(g, "Concealed Cards")
    assert ability_offered(g, "Adrena-Brain")
    assert has_no_abilities(g, slot_of(g, 1, "Gardevoir ex"))
    assert not has_no_abilities(g, g.pl(1)["bench"][0])  # Iron Thorns ex: a Future Pokémon


def test_iron_thorns_on_the_bench_locks_nothing():
    """PTCG:II-E-13: Initialization works only while Iron Thorns ex is in the Active Spot."""
    sc = Scenario()
    sc.active(0, RALTS, KIRLIA, GARDEVOIR)
    sc.discard(0, PSYCHIC)
    sc.active(1, LAPRAS)
    sc.bench(1, IRON_THORNS)
    g = sc.start(0, 3)
    assert ability_offered(g, "Psychic Embrace")


def test_klefki_switches_off_the_opposing_iron_thorns_lock():
    """PTCG:II-D-13: with Klefki Active, the opponent's Active Iron Thorns ex (a Basic
    Pokémon) has no Abilities, so its Initialization takes nothing away: Gardevoir ex uses
    Psychic Embrace; the Basic Munkidori stays locked by Klefki."""
    sc = Scenario()
    sc.active(0, KLEFKI)
    sc.bench(0, RALTS, KIRLIA, GARDEVOIR)
    sc.bench(0, MUNKIDORI, energy=[DARK], damage=30)
    sc.discard(0, PSYCHIC)
    sc.active(1, IRON_THORNS)
    g = sc.start(0, 3)
    assert has_no_abilities(g, g.pl(1)["active"])
    assert ability_offered(g, "Psychic Embrace")
    assert not ability_offered(g, "Adrena-Brain")


# -- Manaphy (BRS 41): Wave Veil; Shaymin (DRI 10): Flower Curtain ----------------------------
def test_manaphy_wave_veil_spares_the_bench_not_the_active():
    """PTCG:II-C-16: Moonlight Shuriken hits the Active Kyogre and the Benched Lapras; Wave
    Veil prevents the damage to Lapras only: the other target still takes its damage."""
    sc = Scenario()
    sc.active(0, GRENINJA, energy=[WATER, WATER, PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, MANAPHY)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Moonlight Shuriken")
    pick(g, "Kyogre", "Lapras")
    assert g.pl(1)["active"]["dmg"] == 90 and slot_of(g, 1, "Lapras")["dmg"] == 0
    (lapras,) = [e for e in events(g, "damage", n) if e["target"] == "Lapras"]
    assert lapras["amount"] == 0
    assert lapras["trace"][-1]["what"] == ("damage prevented: Wave Veil (Ability) "
                                           "(PTCG:II-C-16)")


def test_shaymin_flower_curtain_spares_only_benched_pokemon_without_a_rule_box():
    """PTCG:II-C-16, PTCG:II-D-18: Flower Curtain prevents the damage to the Benched Lapras,
    not to the Benched Radiant Greninja (a Rule Box)."""
    sc = Scenario()
    sc.active(0, GRENINJA, energy=[WATER, WATER, PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, SHAYMIN)
    sc.bench(1, LAPRAS)
    sc.bench(1, GRENINJA)
    g = sc.start(0, 3)
    attack(g, "Moonlight Shuriken")
    pick(g, "Lapras", "Radiant Greninja (Bench)")
    assert slot_of(g, 1, "Lapras")["dmg"] == 0
    assert slot_of(g, 1, "Radiant Greninja")["dmg"] == 90


# -- Mimikyu (PAL 97): Safeguard --------------------------------------------------------------
def test_mimikyu_safeguard_prevents_damage_from_ex_and_v_only():
    """PTCG:II-C-16: no damage to Mimikyu from Iron Hands ex's Arm Press nor from Blastoise
    V's Water Gun; Klefki's Joust (neither ex nor V) does its 10."""
    for attacker, energy, name, expected in (
            (IRON_HANDS, [LIGHTNING] * 3, "Arm Press", 0),
            (BLASTOISE_V, [WATER], "Water Gun", 0),
            (KLEFKI, [WATER], "Joust", 10)):
        sc = Scenario()
        sc.active(0, attacker, energy=energy)
        sc.active(1, MIMIKYU)
        g = sc.start(0, 3)
        attack(g, name)
        assert g.pl(1)["active"]["dmg"] == expected, name


def test_cornerstone_ogerpon_prevents_damage_from_pokemon_that_have_an_ability():
    """PTCG:II-C-16: Cornerstone Stance: Munkidori (Adrena-Brain) does no damage to it; Iron
    Hands ex (no Ability) does its 160."""
    for attacker, energy, name, expected in ((MUNKIDORI, [PSYCHIC, WATER], "Mind Bend", 0),
                                             (IRON_HANDS, [LIGHTNING] * 3, "Arm Press", 160)):
        sc = Scenario()
        sc.active(0, attacker, energy=energy)
        sc.active(1, OGERPON)
        g = sc.start(0, 3)
        attack(g, name)
        assert g.pl(1)["active"]["dmg"] == expected, name


# -- Bloodmoon Ursaluna ex (TWM 141): Seasoned Skill --------------------------------------------
def test_ursaluna_blood_moon_costs_less_for_each_prize_the_opponent_took():
    """PTCG:II-D-12, PTCG:II-D-17: Blood Moon (5 Colorless) costs 1 less for each Prize card
    the opponent has taken: 2 Energy are enough after 3, none after 5; not before any."""
    for left, energy, usable in ((6, 2, False), (3, 2, True), (3, 1, False), (1, 0, True)):
        sc = Scenario()
        sc.active(0, URSALUNA, energy=[WATER] * energy)
        sc.active(1, ABOMASNOW)
        sc.prizes(1, n=left)
        g = sc.start(0, 3)
        assert attack_offered(g, "Blood Moon") is usable, (left, energy)
    attack(g, "Blood Moon")
    assert g.pl(1)["active"]["dmg"] == 240


# -- Cramorant (LOR 50): Lost Provisions --------------------------------------------------------
def test_cramorant_ignores_all_energy_with_four_cards_in_the_lost_zone():
    """PTCG:II-D-13: with 4 cards in its player's Lost Zone, Spit Innocently needs no Energy
    at all (typed Energy included); with 3 it needs its printed cost."""
    for lost, usable in ((3, False), (4, True)):
        sc = Scenario()
        sc.active(0, CRAMORANT)
        sc.lost(0, *[WATER] * lost)
        sc.lost(1, *[WATER] * 4)  # the opponent's Lost Zone does not count
        sc.active(1, ABOMASNOW)
        g = sc.start(0, 3)
        assert attack_offered(g, "Spit Innocently") is usable
    attack(g, "Spit Innocently")
    assert g.pl(1)["active"]["dmg"] == 110


# -- compiled cost patterns beyond the deck lists -------------------------------------------------
def test_food_prep_costs_less_for_each_named_card_in_the_discard_pile():
    """PTCG:II-D-12: Haymaker (Water + 4 Colorless) costs 2 less with 2 Kofu in the discard
    pile; the Water Energy stays (a decrease never removes typed Energy)."""
    for kofu, energy, usable in ((0, 3, False), (2, 3, True), (4, 0, False)):
        # Kofu (a Supporter) is not implemented yet: it only lies in the discard pile here
        sc = Scenario(allow_unplayable=True)
        sc.active(0, CRABOMINABLE, energy=[WATER] * energy)
        sc.discard(0, *[KOFU] * kofu)
        sc.active(1, ABOMASNOW)
        g = sc.start(0, 3)
        assert attack_offered(g, "Haymaker") is usable, (kofu, energy)


def test_tuning_echo_frightening_howl_free_with_equal_hands():
    """PTCG:II-D-13: Noivern's Frightening Howl needs no Energy while both hands hold as many
    cards; otherwise its 3 Colorless."""
    for mine, usable in ((2, True), (1, False)):
        sc = Scenario()
        sc.active(0, NOIVERN)
        sc.hand(0, *[WATER] * mine)
        sc.hand(1, WATER, WATER)
        sc.active(1, ABOMASNOW)
        g = sc.start(0, 3)
        assert attack_offered(g, "Frightening Howl") is usable
