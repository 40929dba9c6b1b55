"""Attacks of Ascended Heroes and Twilight Masquerade the compiler reads with patterns widened
for them: Mega Eelektross ex's Split Bomb ("60 damage to each of 2 of your opponent's Pokémon",
``damage.damage_chosen``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, events, pick, zone

EELEKTROSS = "me2pt5-278"  # Mega Eelektross ex, Split Bomb [L][L]
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex: 300 HP, weak to Fighting only
POLTCHAGEIST = "sv6-20"
LIGHTNING = "sve-4"


def test_split_bomb_does_60_to_each_of_2_chosen_pokemon():
    sc = Scenario()
    sc.active(0, EELEKTROSS, energy=[LIGHTNING, LIGHTNING])
    sc.active(1, KANGASKHAN)
    sc.bench(1, KANGASKHAN)
    sc.bench(1, POLTCHAGEIST)
    g = sc.start(0, 3)
    attack(g, "Split Bomb")
    assert (g.decision.min, g.decision.max) == (2, 2)
    pick(g, "Kangaskhan ex (Active)", "Kangaskhan ex (Bench)")
    assert g.pl(1)["active"]["dmg"] == 60
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [60, 0]


# -- coins: "If both of them are tails", "If all of them are heads, Knock Out 1 of …" ---------
SLURPUFF = "sv6-90"  # Slurp Slurp [P][C]: 90×
EXEGGUTOR = "me2pt5-78"  # Team Rocket's Exeggutor, Tri Kinesis [C][C]
GLACEON = "sv8pt5-150"  # Glaceon ex, Euclase [G][W][D]
PSYCHIC, GRASS, WATER, DARKNESS = "sve-5", "sve-1", "sve-3", "sve-7"


def _vs_kangaskhan(attacker: str, energy: list[str], bench_damage: list[int] = ()) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, KANGASKHAN)
    for dmg in bench_damage:
        sc.bench(1, KANGASKHAN, damage=dmg)
    return sc.start(0, 3)


def test_slurp_slurp_confuses_only_if_both_coins_are_tails():
    for coins, dmg, confused in (((False, False), 0, True), ((True, False), 90, False),
                                 ((True, True), 180, False)):
        g = _vs_kangaskhan(SLURPUFF, [PSYCHIC, PSYCHIC])
        g.rng.force(*coins)
        attack(g, "Slurp Slurp")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert (g.pl(1)["active"]["sp"] == "confused") is confused


def test_tri_kinesis_knocks_out_the_chosen_pokemon_only_if_all_three_coins_are_heads():
    g = _vs_kangaskhan(EXEGGUTOR, [PSYCHIC, PSYCHIC], bench_damage=[0])
    g.rng.force(True, True, True)
    attack(g, "Tri Kinesis")
    pick(g, "(Bench)")
    assert g.pl(1)["bench"] == []
    assert events(g, "knocked_out", pokemon="Mega Kangaskhan ex")
    g = _vs_kangaskhan(EXEGGUTOR, [PSYCHIC, PSYCHIC], bench_damage=[0])
    g.rng.force(True, True, False)
    attack(g, "Tri Kinesis")
    assert len(g.pl(1)["bench"]) == 1 and not events(g, "knocked_out")


def test_euclase_knocks_out_only_a_pokemon_with_exactly_6_damage_counters():
    g = _vs_kangaskhan(GLACEON, [GRASS, WATER, DARKNESS], bench_damage=[50, 60, 70])
    attack(g, "Euclase")  # one Pokémon has exactly 6: no choice
    assert sorted(s["dmg"] for s in g.pl(1)["bench"]) == [50, 70]
    assert events(g, "knocked_out", pokemon="Mega Kangaskhan ex")


def test_a_coin_that_can_make_the_attack_do_nothing_is_flipped_before_the_damage():
    """Shellder's Clamp ("Flip a coin. If heads, … Paralyzed. If tails, this attack does
    nothing."): the flip is done in step 4, where "does nothing" reads it (compiler.core._place)."""
    for heads, dmg in ((True, 30), (False, 0)):
        sc = Scenario(allow_unplayable=True)
        sc.active(0, "xy9-23", energy=[WATER, WATER])
        sc.active(1, KANGASKHAN)
        g = sc.start(0, 3)
        g.rng.force(heads)
        attack(g, "Clamp")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert (g.pl(1)["active"]["sp"] == "paralyzed") is heads


# -- conditions and damage counters ---------------------------------------------------------
MAWILE = "me1-162"  # Mega Mawile ex, Huge Bite [M][M][C]: 260
ENAMORUS = "sv6-180"  # Love Resonance [P][C][C]: 80+
VANILLUXE = "me2pt5-51"  # N's Vanilluxe, Snow Coating [C][C]
TING_LU = "sv6-110"  # Ground Crasher [F]: 30
ROTOM = "me2pt5-92"  # Roto Call [C]
HEAT_ROTOM, FAN_ROTOM = "sv10-43", "sv8pt5-85"
ARTAZON = "sv2-171"
METAL, FIGHTING = "sve-8", "sve-6"
RALTS = "sv1-84"


def test_huge_bite_base_damage_is_30_against_a_damaged_active_pokemon():
    for dmg_before, dmg_after in ((0, 260), (10, 40)):
        sc = Scenario()
        sc.active(0, MAWILE, energy=[METAL, METAL, METAL])
        sc.active(1, KANGASKHAN, damage=dmg_before)
        g = sc.start(0, 3)
        attack(g, "Huge Bite")
        assert g.pl(1)["active"]["dmg"] == dmg_after


def test_love_resonance_does_120_more_if_a_type_is_shared_across_the_board():
    for bench, dmg in ((POLTCHAGEIST, 80), (ENAMORUS, 200)):  # Grass / Psychic on my Bench
        sc = Scenario()
        sc.active(0, ENAMORUS, energy=[PSYCHIC, PSYCHIC, PSYCHIC])
        sc.active(1, KANGASKHAN)
        sc.bench(1, bench)
        g = sc.start(0, 3)
        attack(g, "Love Resonance")
        assert g.pl(1)["active"]["dmg"] == dmg


def test_snow_coating_doubles_the_counters_on_each_of_the_opponents_pokemon():
    sc = Scenario()
    sc.active(0, VANILLUXE, energy=[WATER, WATER])
    sc.active(1, KANGASKHAN, damage=50)
    sc.bench(1, KANGASKHAN, damage=30)
    sc.bench(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Snow Coating")
    assert g.pl(1)["active"]["dmg"] == 100
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [60, 0]


def test_ground_crasher_with_a_stadium_hits_the_bench_and_discards_the_stadium():
    for stadium in (True, False):
        sc = Scenario()
        sc.active(0, TING_LU, energy=[FIGHTING])
        sc.active(1, KANGASKHAN)
        sc.bench(1, KANGASKHAN)
        if stadium:
            sc.stadium(ARTAZON, owner=1)
        g = sc.start(0, 3)
        attack(g, "Ground Crasher")
        assert g.pl(1)["active"]["dmg"] == 60  # 30, Weakness ×2 (the Active Pokémon only)
        assert g.pl(1)["bench"][0]["dmg"] == (30 if stadium else 0)
        assert g.s["stadium"] is None
        assert zone(g, 1, "discard") == (["Artazon"] if stadium else [])


def test_roto_call_benches_any_number_of_rotom_from_the_deck():
    sc = Scenario()
    sc.active(0, ROTOM, energy=[WATER])
    sc.deck(0, HEAT_ROTOM, FAN_ROTOM, RALTS, pad=True)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Roto Call")
    answer(g, "may", "Yes")
    labels = [o.label for o in g.decision.options]
    assert not any("Ralts" in label for label in labels)
    pick(g, "Heat Rotom", "Fan Rotom")
    assert sorted(g.top(s).name for s in g.pl(0)["bench"]) == ["Fan Rotom", "Heat Rotom"]


MAGCARGO = "sv6-191"  # Magcargo ex, Ground Burn [R][R][C]: 140+
ULTRA_BALL = "me1-131"


def test_ground_burn_does_140_more_for_each_energy_card_milled_from_both_decks():
    names = {WATER: "Basic Water Energy", ULTRA_BALL: "Ultra Ball"}
    for my_top, their_top, dmg in ((WATER, ULTRA_BALL, 280), (ULTRA_BALL, ULTRA_BALL, 140)):
        sc = Scenario()
        sc.active(0, MAGCARGO, energy=["sve-2", "sve-2", "sve-2"])
        sc.deck(0, my_top, WATER)
        sc.active(1, KANGASKHAN)
        sc.deck(1, their_top, WATER)
        g = sc.start(0, 3)
        attack(g, "Ground Burn")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert zone(g, 0, "discard") == [names[my_top]]  # the top card of each deck
        assert zone(g, 1, "discard") == [names[their_top]]


WALKING_WAKE = "sv6-63"  # Undulating Slice [W][W][C]: 20×


def test_undulating_slice_does_20_for_each_counter_put_on_itself():
    for k in (4, 0):
        sc = Scenario()
        sc.active(0, WALKING_WAKE, energy=[WATER, WATER, WATER])
        sc.active(1, KANGASKHAN)
        g = sc.start(0, 3)
        attack(g, "Undulating Slice")
        assert [o.label for o in g.decision.options] == [str(n) for n in range(10)]  # up to 9
        pick(g, str(k))
        assert g.pl(0)["active"]["dmg"] == 10 * k
        assert g.pl(1)["active"]["dmg"] == 20 * k


GARDEVOIR = "me2pt5-89"  # Mega Gardevoir ex, Overflowing Wishes [P]
RALTS = "sv1-84"


def test_overflowing_wishes_attaches_a_basic_psychic_energy_from_the_deck_to_each_benched():
    sc = Scenario()
    sc.active(0, GARDEVOIR, energy=[PSYCHIC])
    sc.bench(0, RALTS)
    sc.bench(0, POLTCHAGEIST, energy=[WATER])
    sc.deck(0, PSYCHIC, WATER, PSYCHIC, PSYCHIC)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Overflowing Wishes")
    assert [o.label for o in g.decision.options] == ["Basic Psychic Energy"]  # Psychic only
    pick(g, "Psychic")
    pick(g, "Psychic")
    assert [[g.name(c) for c in s["energy"]] for s in g.pl(0)["bench"]] == [
        ["Basic Psychic Energy"], ["Basic Water Energy", "Basic Psychic Energy"]]
    assert len(g.pl(0)["active"]["energy"]) == 1  # the Active Pokémon gets none
    assert zone(g, 0, "deck").count("Basic Psychic Energy") == 1


AUDINO = "me2pt5-253"  # Mega Audino ex, Kaleidowaltz [C]


def _kaleidowaltz(coins: tuple[bool, ...]) -> Game:
    sc = Scenario()
    sc.active(0, AUDINO, energy=[WATER])
    sc.bench(0, RALTS)
    sc.deck(0, PSYCHIC, "sve-2", PSYCHIC, GRASS, ULTRA_BALL)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    attack(g, "Kaleidowaltz")
    return g


def test_kaleidowaltz_searches_up_to_2_basic_energy_for_each_heads():
    g = _kaleidowaltz((True, True, False))
    assert (g.decision.kind, g.decision.max) == ("search", 4)
    assert "Ultra Ball" not in [o.label for o in g.decision.options]
    pick(g, "Grass", "Fire", "Psychic")
    for target in ("Ralts", "Audino", "Ralts"):  # each card to a Pokémon, as the player likes
        pick(g, target)
    on_bench = [g.name(c) for c in g.pl(0)["bench"][0]["energy"]]
    on_active = [g.name(c) for c in g.pl(0)["active"]["energy"]]
    assert len(on_bench) == 2 and len(on_active) == 2
    assert sorted(on_bench + on_active) == ["Basic Fire Energy", "Basic Grass Energy",
                                            "Basic Psychic Energy", "Basic Water Energy"]


def test_kaleidowaltz_with_no_heads_searches_nothing():
    g = _kaleidowaltz((False, False, False))
    assert g.current == 1  # the attack is over: nothing was asked
    assert g.pl(0)["bench"][0]["energy"] == [] and len(g.pl(0)["deck"]) == 5


JYNX = "sv6-46"  # Inviting Kiss [C]


def test_inviting_kiss_benches_a_basic_and_moves_an_energy_of_this_pokemon_to_it():
    sc = Scenario()
    sc.active(0, JYNX, energy=[WATER, PSYCHIC])
    sc.bench(0, POLTCHAGEIST)
    sc.deck(0, RALTS, ULTRA_BALL)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Inviting Kiss")
    pick(g, "Ralts")
    pick(g, "Psychic")
    assert [o.label for o in g.decision.options] == ["Ralts (Bench)"]  # the new one only
    pick(g, "Ralts")
    ralts = [s for s in g.pl(0)["bench"] if g.top(s).name == "Ralts"][0]
    assert [g.name(c) for c in ralts["energy"]] == ["Basic Psychic Energy"]
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]
    assert g.pl(0)["bench"][0]["energy"] == []  # not to the Pokémon already there


def test_inviting_kiss_with_no_basic_found_moves_nothing():
    sc = Scenario()
    sc.active(0, JYNX, energy=[WATER])
    sc.bench(0, POLTCHAGEIST)
    sc.deck(0, ULTRA_BALL)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Inviting Kiss")
    assert len(g.pl(0)["active"]["energy"]) == 1 and g.pl(0)["bench"][0]["energy"] == []


TAUROS = "me4-96"  # Target Together [C][C]


def test_target_together_flips_for_each_tauros_and_does_50_per_heads_to_the_chosen():
    for coins, dmg in (((True, True), 100), ((True, False), 50), ((False, False), 0)):
        sc = Scenario()
        sc.active(0, TAUROS, energy=[WATER, WATER])
        sc.bench(0, TAUROS)
        sc.bench(0, POLTCHAGEIST)  # not a Tauros: no coin
        sc.active(1, KANGASKHAN)
        sc.bench(1, KANGASKHAN)
        g = sc.start(0, 3)
        g.rng.force(*coins)
        attack(g, "Target Together")
        pick(g, "(Bench)")
        assert len(events(g, "coin")) == 2
        assert g.pl(1)["bench"][0]["dmg"] == dmg
        assert g.pl(1)["active"]["dmg"] == 0


SINISTCHA_EX = "sv6-210"  # Re-Brew [C]


def test_re_brew_counters_for_each_basic_grass_energy_in_the_discard_then_shuffles_them_in():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST, SINISTCHA_EX, energy=[WATER])
    sc.discard(0, GRASS, GRASS, GRASS, WATER)
    sc.active(1, KANGASKHAN)
    sc.bench(1, KANGASKHAN)
    g = sc.start(0, 3)
    deck = len(g.pl(0)["deck"])
    attack(g, "Re-Brew")
    pick(g, "(Bench)")
    assert g.pl(1)["bench"][0]["dmg"] == 60 and g.pl(1)["active"]["dmg"] == 0
    assert zone(g, 0, "discard") == ["Basic Water Energy"]
    assert len(g.pl(0)["deck"]) == deck + 3
    assert events(g, "shuffle", player=0)
