"""Texts of Mega Evolution (MEG), Phantasmal Flames (PFL) and Chaos Rising (CRI) Pokémon the
compiler reads with shared patterns: coin outcomes ("If both of them are heads"), board
conditions ("exactly 6 Prize cards", "no Retreat Cost", "any Stage 2 Darkness Pokémon on your
Bench"), healing 1 chosen Pokémon, and Ability conditions on Energy and Mega Evolution
Pokémon ex in play."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, pick

BEWEAR = "me1-112"  # Hyper Lariat [C][C][C] 100+
STEELIX = "me1-93"  # Welcoming Tail [C][C] 40+
CARNIVINE = "me4-4"  # Chomp Whole [C][C][C] 80+
SABLEYE = "me2-59"  # Cocky Claw [D] 20+
MILTANK = "me1-106"  # Bellyful of Milk [C][C]
MELOETTA = "me2-40"  # Soothing Melody [P]
SHUCKLE = "me1-136"  # Fermented Juice
LUDICOLO = "me2-95"  # Excited Heal
LINOONE = "me2-82"  # Excited Dash
ORICORIO_EX = "me2-110"  # Excited Turbo
CHARIZARD_EX_DARK = "svp-56"  # Stage 2 Darkness (Tera)
MEGA_MEGANIUM_EX = "mep-034"  # Grass Mega Evolution Pokémon ex
MEGA_CAMERUPT_EX = "me1-22"  # Fire Mega Evolution Pokémon ex
MEGA_LATIAS_EX = "me1-100"  # Dragon Mega Evolution Pokémon ex, no Weakness, Retreat 1
MEW_EX = "svp-53"  # no Retreat Cost
KYOGRE, LAPRAS, SNOVER = "me1-34", "sv7-31", "me1-35"  # Basic Water; Lapras: Retreat 2
RALTS = "sv1-84"  # Psychic
FUECOCO = "sv2-34"  # Basic Fire
GRASS, FIRE, WATER, PSYCHIC, DARK = "sve-1", "sve-2", "sve-3", "sve-5", "sve-7"
COLORLESS3 = [WATER] * 3


def slot_of(g: Game, p: int, name: str) -> dict[str, Any]:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


def damage_to(g: Game, name: str) -> list[int]:
    return [e["amount"] for e in events(g, "damage") if e["target"] == name]


def ability(g: Game, name: str) -> None:
    pick(g, f"Use {name} ")


def ability_offered(g: Game, name: str) -> bool:
    return any(o.label.startswith(f"Use {name} ") for o in g.decision.options)


# -- coins ----------------------------------------------------------------------------------------
def test_hyper_lariat_more_damage_only_if_both_coins_are_heads():
    """Hyper Lariat: 2 coins; both heads: 100 + 100; one tails: 100."""
    for coins, dmg in (((True, True), 200), ((True, False), 100), ((False, True), 100)):
        sc = Scenario()
        sc.active(0, BEWEAR, energy=COLORLESS3)
        sc.active(1, MEGA_LATIAS_EX)
        g = sc.start(0, 3)
        g.rng.force(*coins)
        attack(g, "Hyper Lariat")
        assert damage_to(g, "Mega Latias ex") == [dmg]


def test_bellyful_of_milk_heals_all_damage_from_one_pokemon_on_two_heads():
    """Bellyful of Milk: both heads: all damage healed from the chosen Pokémon; otherwise
    nothing."""
    for coins, left in (((True, True), 0), ((True, False), 80)):
        sc = Scenario()
        sc.active(0, MILTANK, energy=[WATER] * 2, damage=30)
        sc.bench(0, KYOGRE, damage=80)
        sc.active(1, LAPRAS)
        g = sc.start(0, 3)
        g.rng.force(*coins)
        attack(g, "Bellyful of Milk")
        if left == 0:
            pick(g, "Kyogre")
        assert slot_of(g, 0, "Kyogre")["dmg"] == left and slot_of(g, 0, "Miltank")["dmg"] == 30


# -- board conditions -----------------------------------------------------------------------------
def test_welcoming_tail_more_damage_with_exactly_six_prize_cards():
    """Welcoming Tail: 40, and 200 more with exactly 6 Prize cards left (not with 5)."""
    for prizes, dmg in ((6, 240), (5, 40)):
        sc = Scenario()
        sc.active(0, STEELIX, energy=[WATER] * 2)
        sc.active(1, MEGA_LATIAS_EX)
        sc.prizes(0, *[WATER] * prizes)
        g = sc.start(0, 3)
        attack(g, "Welcoming Tail")
        assert damage_to(g, "Mega Latias ex") == [dmg]


def test_chomp_whole_more_damage_against_no_retreat_cost():
    """Chomp Whole: 80, and 80 more if the opponent's Active Pokémon has no Retreat Cost
    (Mew ex: none; Mega Latias ex: 1)."""
    for defender, dmg in ((MEW_EX, 160), (MEGA_LATIAS_EX, 80)):
        sc = Scenario()
        sc.active(0, CARNIVINE, energy=COLORLESS3)
        sc.active(1, defender)
        g = sc.start(0, 3)
        attack(g, "Chomp Whole")
        assert [e["amount"] for e in events(g, "damage")] == [dmg]


def test_cocky_claw_more_damage_with_a_stage_2_darkness_pokemon_on_the_bench():
    """Cocky Claw: 20, 70 more with a Stage 2 Darkness Pokémon on the Bench (a Basic Darkness
    one does not count)."""
    for benched, dmg in ((CHARIZARD_EX_DARK, 90), (SABLEYE, 20)):
        sc = Scenario()
        sc.active(0, SABLEYE, energy=[DARK])
        sc.bench(0, benched)
        sc.active(1, MEGA_LATIAS_EX)
        g = sc.start(0, 3)
        attack(g, "Cocky Claw")
        assert damage_to(g, "Mega Latias ex") == [dmg]


# -- healing 1 of your Pokémon ------------------------------------------------------------------
def test_soothing_melody_heals_only_a_benched_psychic_pokemon():
    """Soothing Melody: 120 healed from 1 of your Benched Psychic Pokémon: the damaged Active
    Meloetta and the Benched Water Pokémon are not offered."""
    sc = Scenario()
    sc.active(0, MELOETTA, energy=[PSYCHIC], damage=30)
    sc.bench(0, RALTS, damage=50)
    sc.bench(0, KYOGRE, damage=50)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Soothing Melody")
    assert slot_of(g, 0, "Ralts")["dmg"] == 0
    assert slot_of(g, 0, "Kyogre")["dmg"] == 50 and slot_of(g, 0, "Meloetta")["dmg"] == 30


def test_fermented_juice_needs_grass_energy_attached():
    """Fermented Juice: usable only while Shuckle has Grass Energy attached; heals 30 from 1
    of your Pokémon."""
    sc = Scenario()
    sc.active(0, SHUCKLE, energy=[WATER])
    sc.bench(0, KYOGRE, damage=50)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Fermented Juice")
    sc = Scenario()
    sc.active(0, SHUCKLE, energy=[GRASS])
    sc.bench(0, KYOGRE, damage=50)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    ability(g, "Fermented Juice")
    assert slot_of(g, 0, "Kyogre")["dmg"] == 20


def test_excited_heal_needs_a_grass_mega_evolution_pokemon_ex():
    """Excited Heal: only with a Grass Mega Evolution Pokémon ex in play (a Dragon one is not
    enough); heals 60."""
    sc = Scenario()
    sc.active(0, MEGA_LATIAS_EX)
    sc.bench(0, LUDICOLO, damage=90)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Excited Heal")
    sc = Scenario()
    sc.active(0, MEGA_MEGANIUM_EX)
    sc.bench(0, LUDICOLO, damage=90)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    ability(g, "Excited Heal")
    assert slot_of(g, 0, "Ludicolo")["dmg"] == 30


def test_excited_dash_switches_the_benched_linoone_in_with_a_mega_in_play():
    """Excited Dash: from the Bench, with a Mega Evolution Pokémon ex in play, Linoone
    switches with the Active Pokémon; not offered without one."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, LINOONE)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Excited Dash")
    sc = Scenario()
    sc.active(0, MEGA_LATIAS_EX)
    sc.bench(0, LINOONE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    ability(g, "Excited Dash")
    assert g.top(g.pl(0)["active"]).name == "Linoone"
    assert not ability_offered(g, "Excited Dash")  # now Active: nothing to switch


def test_excited_turbo_attaches_fire_energy_to_a_benched_fire_pokemon():
    """Excited Turbo: with a Fire Mega Evolution Pokémon ex in play, a Basic Fire Energy from
    the hand to 1 of your Benched Fire Pokémon, as often as you like."""
    sc = Scenario()
    sc.active(0, MEGA_CAMERUPT_EX)
    sc.bench(0, ORICORIO_EX)
    sc.bench(0, FUECOCO)
    sc.active(1, LAPRAS)
    sc.hand(0, FIRE, FIRE)
    g = sc.start(0, 3)
    ability(g, "Excited Turbo")
    pick(g, "Basic Fire Energy")
    assert sorted(o.label.split(" (")[0] for o in g.decision.options) == ["Fuecoco", "Oricorio ex"]
    pick(g, "Fuecoco")
    assert len(slot_of(g, 0, "Fuecoco")["energy"]) == 1
    assert ability_offered(g, "Excited Turbo")


# -- counts, milled cards, healing both sides, Stadiums, the turn's Supporter --------------------
GOURGEIST_EX = "me4-41"  # Horrifying Rondo [P] 30+
BEEDRILL_EX = "me4-3"  # Rumbling Bees [G] 110×
PALDEAN_TAUROS = "me2-48"  # Raging Charge [F] 40×
TAUROS = "sv7-112"
AVALUGG = "me4-24"  # Iceberg Breaker [W] 60×
MEGA_FLOETTE_EX = "me4-35"  # Gentle Light [P]
ETERNATUS = "me2-69"  # Shatter [D][D] 50
MAMOSWINE = "me2-25"  # Wreck [C][C][C] 120+
ESPURR = "me4-36"  # Buddy Attack [P] 10+
EMMA = "me4-77"
RISKY_RUINS = "me1-127"
FIGHTING = "sve-6"
NEST_BALL = "sv1-181"


def test_horrifying_rondo_counts_damaged_benched_pokemon():
    """Horrifying Rondo: 30 + 50 for each of your Benched Pokémon with damage counters (the
    damaged Active Gourgeist ex and the undamaged Benched one do not count)."""
    sc = Scenario()
    sc.active(0, GOURGEIST_EX, energy=[PSYCHIC], damage=10)
    sc.bench(0, KYOGRE, damage=10)
    sc.bench(0, SNOVER, damage=20)
    sc.bench(0, RALTS)
    sc.active(1, MEGA_LATIAS_EX)
    g = sc.start(0, 3)
    attack(g, "Horrifying Rondo")
    assert damage_to(g, "Mega Latias ex") == [130]


def test_rumbling_bees_counts_beedrill_and_beedrill_ex_in_play():
    """Rumbling Bees: 110 for each of your Beedrill and Beedrill ex in play (itself too)."""
    sc = Scenario(allow_unplayable=True)  # Beedrill (SV3pt5) has an attack not used here
    sc.active(0, BEEDRILL_EX, energy=[GRASS])
    sc.bench(0, "sv3pt5-15")
    sc.bench(0, KYOGRE)
    sc.active(1, MEGA_LATIAS_EX)
    g = sc.start(0, 3)
    attack(g, "Rumbling Bees")
    assert damage_to(g, "Mega Latias ex") == [220]


def test_raging_charge_counts_damaged_pokemon_with_tauros_in_the_name():
    """Raging Charge: 40 for each of your Pokémon with "Tauros" in its name that has damage
    counters (an undamaged Tauros and a damaged Kyogre do not count)."""
    sc = Scenario()
    sc.active(0, PALDEAN_TAUROS, energy=[FIGHTING], damage=10)
    sc.bench(0, TAUROS, damage=30)
    sc.bench(0, TAUROS)
    sc.bench(0, KYOGRE, damage=30)
    sc.active(1, MEGA_LATIAS_EX)
    g = sc.start(0, 3)
    attack(g, "Raging Charge")
    assert damage_to(g, "Mega Latias ex") == [80]


def test_iceberg_breaker_counts_basic_water_energy_discarded_from_the_deck():
    """Iceberg Breaker: the top 6 cards are discarded, 60 for each Basic Water Energy among
    them (the Psychic Energy and the 7th card do not count)."""
    sc = Scenario()
    sc.active(0, AVALUGG, energy=[WATER])
    sc.active(1, MEGA_LATIAS_EX)
    sc.deck(0, WATER, PSYCHIC, WATER, RALTS, WATER, PSYCHIC, WATER)
    g = sc.start(0, 3)
    attack(g, "Iceberg Breaker")
    assert damage_to(g, "Mega Latias ex") == [180]
    assert len(g.pl(0)["deck"]) == 1 and len(g.pl(0)["discard"]) == 6


def test_gentle_light_heals_each_pokemon_of_both_players():
    """Gentle Light: 30 healed from each Pokémon, yours and your opponent's."""
    sc = Scenario()
    sc.active(0, MEGA_FLOETTE_EX, energy=[PSYCHIC], damage=50)
    sc.bench(0, KYOGRE, damage=20)
    sc.active(1, LAPRAS, damage=40)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Gentle Light")
    assert [slot_of(g, 0, "Mega Floette ex")["dmg"], slot_of(g, 0, "Kyogre")["dmg"],
            slot_of(g, 1, "Lapras")["dmg"], slot_of(g, 1, "Snover")["dmg"]] == [20, 0, 10, 0]


def test_shatter_and_wreck_discard_the_stadium():
    """Shatter: the Stadium in play is discarded. Wreck: 120 more with a Stadium in play, then
    that Stadium is discarded; without one, 120."""
    sc = Scenario()
    sc.active(0, ETERNATUS, energy=[DARK] * 2)
    sc.active(1, MEGA_LATIAS_EX)
    sc.stadium(RISKY_RUINS, owner=1)
    g = sc.start(0, 3)
    attack(g, "Shatter")
    assert g.s["stadium"] is None and [g.name(c) for c in g.pl(1)["discard"]] == ["Risky Ruins"]
    for stadium, dmg in ((True, 240), (False, 120)):
        sc = Scenario()
        sc.active(0, MAMOSWINE, energy=COLORLESS3)
        sc.active(1, MEGA_LATIAS_EX)
        if stadium:
            sc.stadium(RISKY_RUINS)
        g = sc.start(0, 3)
        attack(g, "Wreck")
        assert damage_to(g, "Mega Latias ex") == [dmg] and g.s["stadium"] is None


def test_emma_draws_for_each_pokemon_in_the_revealed_hand_and_buddy_attack():
    """Emma: the opponent's hand is revealed; 1 card drawn for each Pokémon in it (2 here).
    Buddy Attack: 60 more after Emma was played this turn; 10 otherwise."""
    sc = Scenario()
    sc.active(0, ESPURR, energy=[PSYCHIC])
    sc.active(1, MEGA_LATIAS_EX)
    sc.hand(0, EMMA)
    sc.deck(0, WATER, WATER, WATER)
    sc.hand(1, RALTS, KYOGRE, NEST_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Emma")
    assert len(events(g, "reveal_hand")[-1]["cards"]) == 3
    assert len(g.pl(0)["hand"]) == 2 and len(g.pl(0)["deck"]) == 1
    attack(g, "Buddy Attack")
    assert damage_to(g, "Mega Latias ex") == [70]
    sc = Scenario()
    sc.active(0, ESPURR, energy=[PSYCHIC])
    sc.active(1, MEGA_LATIAS_EX)
    g = sc.start(0, 3)
    attack(g, "Buddy Attack")
    assert damage_to(g, "Mega Latias ex") == [10]


# -- passive damage changes at damage step 2 -----------------------------------------------------
PYROAR = "me1-24"  # Intimidating Fang
GARGANACL = "me1-147"  # Powerful a-Salt
SEVIPER = "me2-62"  # Excited Power; Pitch-Black Fangs [D][D][D] 120
AMPHAROS = "me4-90"  # Synchro Pulse; Flashing Bolt [L][C] 140
GARBODOR = "me4-57"  # Gloomy Garbage
RIOLU = "sv1-113"  # Fighting, Punch [F] 10
MEGA_ABSOL_EX = "me1-86"  # Darkness Mega Evolution Pokémon ex
BRAVERY_CHARM = "sv2-173"
LIGHTNING = "sve-4"


def test_powerful_a_salt_adds_to_your_fighting_pokemons_attacks():
    """Powerful a-Salt: your Fighting Pokémon's attacks do 30 more to the Active Pokémon;
    a Darkness attacker of yours gets nothing."""
    for attacker, energy, name, dmg in ((RIOLU, [FIGHTING], "Punch", 40),
                                        (SEVIPER, [DARK] * 3, "Pitch-Black Fangs", 120)):
        sc = Scenario()
        sc.active(0, attacker, energy=energy)
        sc.bench(0, GARGANACL)
        sc.active(1, MEGA_LATIAS_EX)
        g = sc.start(0, 3)
        attack(g, name)
        assert damage_to(g, "Mega Latias ex") == [dmg]


def test_intimidating_fang_only_while_pyroar_is_active():
    """Intimidating Fang: while Pyroar is the Active Pokémon, the opponent's Active Pokémon's
    attacks do 30 less; from the Bench, nothing."""
    for pyroar_active, dmg in ((True, 10), (False, 40)):
        sc = Scenario()
        sc.active(0, RIOLU, energy=[FIGHTING])
        sc.bench(0, GARGANACL)
        if pyroar_active:
            sc.active(1, PYROAR)
            sc.bench(1, MEGA_LATIAS_EX)
        else:
            sc.active(1, MEGA_LATIAS_EX)
            sc.bench(1, PYROAR)
        g = sc.start(0, 3)
        attack(g, "Punch")
        target = "Pyroar" if pyroar_active else "Mega Latias ex"
        assert damage_to(g, target) == [dmg]  # Punch 10 + 30 (Powerful a-Salt) [- 30]


def test_excited_power_and_synchro_pulse_need_their_conditions():
    """Excited Power: 120 more with a Darkness Mega Evolution Pokémon ex in play. Synchro Pulse:
    80 more when both hands have as many cards."""
    for mega, dmg in ((True, 240), (False, 120)):
        sc = Scenario()
        sc.active(0, SEVIPER, energy=[DARK] * 3)
        if mega:
            sc.bench(0, MEGA_ABSOL_EX)
        sc.active(1, MEGA_LATIAS_EX)
        g = sc.start(0, 3)
        attack(g, "Pitch-Black Fangs")
        assert damage_to(g, "Mega Latias ex") == [dmg]
    for same, dmg in ((True, 220), (False, 140)):
        sc = Scenario()
        sc.active(0, AMPHAROS, energy=[LIGHTNING] * 2)
        sc.active(1, MEGA_LATIAS_EX)
        sc.hand(0, WATER, WATER)
        sc.hand(1, *([WATER] * (2 if same else 3)))
        g = sc.start(0, 3)
        attack(g, "Flashing Bolt")
        assert damage_to(g, "Mega Latias ex") == [dmg]


def test_gloomy_garbage_only_against_an_active_pokemon_with_a_tool():
    """Gloomy Garbage: the opponent's Active Pokémon with a Pokémon Tool attached does 20 less
    damage; without a Tool, the full damage."""
    for tool, dmg in ((True, 20), (False, 40)):
        sc = Scenario()
        sc.active(0, RIOLU, energy=[FIGHTING], tools=[BRAVERY_CHARM] if tool else [])
        sc.bench(0, GARGANACL)
        sc.active(1, MEGA_LATIAS_EX)
        sc.bench(1, GARBODOR)
        g = sc.start(0, 3)
        attack(g, "Punch")
        assert damage_to(g, "Mega Latias ex") == [dmg]


# -- Energy given up for damage, chosen damage for each, Tools and Special Energy -------------------
MEGA_MANECTRIC_EX = "me1-50"  # Riotous Blasting [L][L][L] 200+
DIALGA = "me1-95"  # Chrono Burst [M][M][C] 80+
GENESECT = "me2-8"  # Bug's Cannon [G]
CROBAT = "me4-51"  # Nighttime Maneuvers
MEGA_DRAGALGE_EX = "me4-65"  # Corrosive Liquid [C][C]
METAL = "sve-8"
JET = "sv2-190"  # Special Energy
MIST = "sv5-161"  # Special Energy: prevents all effects of the opponent's attacks


def test_riotous_blasting_discards_all_energy_for_more_damage_or_not():
    """Riotous Blasting: the player may discard all Energy from Mega Manectric ex for 130 more
    damage (330); declining keeps them (200)."""
    for yes, dmg, left in ((True, 330, 0), (False, 200, 4)):
        sc = Scenario()
        sc.active(0, MEGA_MANECTRIC_EX, energy=[LIGHTNING] * 3 + [WATER])
        sc.active(1, "me1-36")  # Mega Abomasnow ex: 350 HP, no Lightning Weakness
        g = sc.start(0, 3)
        attack(g, "Riotous Blasting")
        pick(g, "Yes" if yes else "No")
        assert damage_to(g, "Mega Abomasnow ex") == [dmg]
        assert len(g.pl(0)["active"]["energy"]) == left
        assert len(g.pl(0)["discard"]) == 4 - left


def test_chrono_burst_shuffles_all_energy_into_the_deck():
    """Chrono Burst: all Energy attached to Dialga shuffled into the deck for 80 more damage."""
    sc = Scenario()
    sc.active(0, DIALGA, energy=[METAL] * 3)
    sc.active(1, MEGA_LATIAS_EX)
    sc.deck(0, WATER)
    g = sc.start(0, 3)
    attack(g, "Chrono Burst")
    pick(g, "Yes")
    assert damage_to(g, "Mega Latias ex") == [160]
    assert g.pl(0)["active"]["energy"] == [] and len(g.pl(0)["deck"]) == 4


def test_bugs_cannon_does_20_for_each_grass_energy_to_the_chosen_pokemon():
    """Bug's Cannon: 20 for each Grass Energy on Genesect (3: 60) to 1 of the opponent's
    Pokémon, here a Benched one (no Weakness)."""
    sc = Scenario()
    sc.active(0, GENESECT, energy=[GRASS] * 3 + [WATER])
    sc.active(1, MEGA_LATIAS_EX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Bug's Cannon")
    pick(g, "Kyogre")
    assert damage_to(g, "Kyogre") == [60] and damage_to(g, "Mega Latias ex") == []


def test_nighttime_maneuvers_puts_the_searched_card_on_top_only_from_the_active_spot():
    """Nighttime Maneuvers: from the Active Spot, a card searched is put on top of the shuffled
    deck; not offered from the Bench."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, CROBAT)
    sc.active(1, LAPRAS)
    sc.deck(0, WATER, RALTS, WATER)
    assert not ability_offered(sc.start(0, 3), "Nighttime Maneuvers")
    sc = Scenario()
    sc.active(0, CROBAT)
    sc.active(1, LAPRAS)
    sc.deck(0, WATER, RALTS, WATER)
    g = sc.start(0, 3)
    ability(g, "Nighttime Maneuvers")
    pick(g, "Ralts")
    assert g.name(g.pl(0)["deck"][0]) == "Ralts" and len(g.pl(0)["deck"]) == 3
    assert not ability_offered(g, "Nighttime Maneuvers")


def test_corrosive_liquid_discards_tools_and_special_energy_from_every_opponent_pokemon():
    """Corrosive Liquid: every Pokémon Tool and Special Energy on the opponent's Pokémon is
    discarded; their Basic Energy stays, and so does everything on a Pokémon with Mist Energy
    (unaffected by the attack's effects, PTCG:II-C-17)."""
    sc = Scenario()
    sc.active(0, MEGA_DRAGALGE_EX, energy=[WATER] * 2)
    sc.active(1, MEGA_LATIAS_EX, energy=[JET, WATER], tools=[BRAVERY_CHARM])
    sc.bench(1, KYOGRE, energy=[JET])
    sc.bench(1, SNOVER, energy=[MIST], tools=[BRAVERY_CHARM])
    g = sc.start(0, 3)
    attack(g, "Corrosive Liquid")
    assert sorted(g.name(c) for c in g.pl(1)["discard"]) == ["Bravery Charm", "Jet Energy",
                                                             "Jet Energy"]
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]
    snover = slot_of(g, 1, "Snover")
    assert len(snover["energy"]) == 1 and len(snover["tools"]) == 1
