"""Attacks whose effect lasts through the opponent's next turn and locks or punishes the
Defending Pokémon or the opponent (PTCG:II-E-01, II-E-22; compiler/next_turn.py). Each test
plays the attack, then the opponent's turn, and checks what the text promises happens then
(and not after)."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, check_state_keys, do, end_turn, events, offered

SNOVER = "me1-35"  # Water, 90 HP, Beat 10 for [W]
KYOGRE = "me1-34"  # Water, 150 HP
WATER = "sve-3"
PSYCHIC = "sve-5"
SANDYGAST = "sv6-91"  # Sand Attack [P] 10: a coin
OCTILLERY = "me4-17"  # Jet of Ink [W] 30: 2 coins


def _attacked(attacker: str, energy: list[str], name: str, defender: str = SNOVER,
              defender_energy: int = 2) -> Game:
    """Player 0's ``attacker`` used ``name`` on player 1's ``defender``; player 1's turn now."""
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, defender, energy=[WATER] * defender_energy)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, name)
    assert g.current == 1
    check_state_keys(g.s)  # the effects' keys are declared (model.state.Effect)
    return g


@pytest.mark.parametrize("coins, fails", [((False,), True), ((True,), False)])
def test_sand_attack_tails_the_defending_pokemons_attack_does_not_happen(coins, fails):
    g = _attacked(SANDYGAST, [PSYCHIC], "Sand Attack")
    hp_before = g.pl(0)["active"]["dmg"]
    g.rng.force(*coins)
    n = len(g.log)
    attack(g, "Beat")
    assert bool(events(g, "attack_failed", n)) == fails
    assert g.pl(0)["active"]["dmg"] - hp_before == (0 if fails else 10)


@pytest.mark.parametrize("coins, fails", [((True, False), True), ((False, True), True),
                                          ((True, True), False)])
def test_jet_of_ink_either_of_two_coins_tails_stops_the_attack(coins, fails):
    g = _attacked(OCTILLERY, [WATER], "Jet of Ink")
    g.rng.force(*coins)
    n = len(g.log)
    attack(g, "Beat")
    assert len(events(g, "coin", n)) == 2  # both coins are flipped
    assert bool(events(g, "attack_failed", n)) == fails
    assert g.pl(0)["active"]["dmg"] == (0 if fails else 10)


def test_sand_attack_lasts_only_the_opponents_next_turn():
    g = _attacked(SANDYGAST, [PSYCHIC], "Sand Attack")
    end_turn(g)  # player 1 does not attack
    end_turn(g)  # player 0's turn passes
    n = len(g.log)
    attack(g, "Beat")
    assert events(g, "coin", n) == []
    assert g.pl(0)["active"]["dmg"] == 10


# -- "At the end of your opponent's next turn, …" (rules/delayed.py) -------------------------
JYNX = "me5-32"  # Intense Kiss [P]
TR_GRIMER = "sv10-123"  # Corrosive Sludge [D][C]
GLACEON = "sv8pt5-25"  # Permeating Chill [W] 30
PINSIR = "sv6-168"  # Slow Crunch [G][C]
DARKNESS, GRASS = "sve-7", "sve-1"


@pytest.mark.parametrize("attacker, energy, name", [(JYNX, [PSYCHIC], "Intense Kiss"),
                                                    (TR_GRIMER, [DARKNESS, DARKNESS],
                                                     "Corrosive Sludge")])
def test_defending_pokemon_discarded_at_the_end_of_the_opponents_next_turn(attacker, energy, name):
    g = _attacked(attacker, energy, name)
    snover = g.pl(1)["active"]
    assert g.name(snover["cards"][-1]) == "Snover"  # still there during that turn
    end_turn(g)
    pl = g.pl(1)
    assert sorted(g.name(c) for c in pl["discard"]) == ["Basic Water Energy"] * 2 + ["Snover"]
    assert g.name(pl["active"]["cards"][-1]) == "Kyogre"
    assert len(g.pl(0)["prizes"]) == 6  # discarded, not Knocked Out: no Prize card


def test_a_pokemon_that_retreated_is_spared():
    g = _attacked(JYNX, [PSYCHIC], "Intense Kiss", defender_energy=4)
    do(g, "retreat")
    assert g.name(g.pl(1)["active"]["cards"][-1]) == "Kyogre"
    end_turn(g)
    assert [g.name(s["cards"][-1]) for s in g.pl(1)["bench"]] == ["Snover"]
    assert not any(g.name(c) == "Snover" for c in g.pl(1)["discard"])


def test_permeating_chill_puts_9_counters_at_the_end_of_that_turn():
    g = _attacked(GLACEON, [WATER], "Permeating Chill", defender=KYOGRE)
    kyogre = g.pl(1)["active"]
    assert kyogre["dmg"] == 30
    end_turn(g)
    assert kyogre["dmg"] == 120
    end_turn(g)
    end_turn(g)  # only once
    assert kyogre["dmg"] == 120


def test_slow_crunch_knocks_out_the_defending_pokemon_for_a_prize():
    g = _attacked(PINSIR, [GRASS, GRASS], "Slow Crunch")
    assert g.pl(0)["active"]["energy"] == []  # "Discard all Energy from this Pokémon"
    assert g.pl(1)["active"]["dmg"] == 0
    end_turn(g)
    assert any(g.name(c) == "Snover" for c in g.pl(1)["discard"])
    answer(g, "prize", "Prize card 1")  # a Knock Out: player 0 takes a Prize card
    assert len(g.pl(0)["prizes"]) == 5


# -- Energy attached from the hand to the Defending Pokémon (rules/hand_energy.py) -------------
TREVENANT = "me4-39"  # Cursed Roots [P] 30
GLIMMORA = "sv8-115"  # Corrosive Shards [C] 20: Poisoned, and the same lock
HYPNO = "sv6pt5-17"  # Daydream [P][C] 80: attaching ends their turn
PACHIRISU = "me1-51"  # Electrified Incisors [L] 10: 8 counters for each attachment
GENGAR_EX = "sv5-193"  # Gnawing Curse: 2 counters on the opponent's Pokémon they attach to
LIGHTNING = "sve-4"


def _targets(g: Game) -> list[str]:
    from tcgsim.pokemon.rules.actions import energy_targets
    water = next(c for c in g.pl(1)["hand"] if g.name(c) == "Basic Water Energy")
    return [g.name(s["cards"][-1]) for s in energy_targets(g, 1, water)]


@pytest.mark.parametrize("attacker, energy, name", [(TREVENANT, [PSYCHIC], "Cursed Roots"),
                                                    (GLIMMORA, [PSYCHIC], "Corrosive Shards")])
def test_no_energy_from_the_hand_to_the_defending_pokemon(attacker, energy, name):
    g = _attacked(attacker, energy, name)  # player 1 drew a Water Energy
    assert _targets(g) == ["Kyogre"]
    end_turn(g)
    end_turn(g)
    assert _targets(g) == ["Snover", "Kyogre"]  # over after that turn


def test_corrosive_shards_also_poisons():
    g = _attacked(GLIMMORA, [PSYCHIC], "Corrosive Shards")
    assert g.pl(1)["active"]["psn"]


def test_daydream_attaching_to_the_defending_pokemon_ends_the_turn():
    g = _attacked(HYPNO, [PSYCHIC, PSYCHIC], "Daydream")
    do(g, "energy")
    answer(g, "target", "Snover")
    assert g.current == 0  # player 1's turn ended at once


def test_daydream_attaching_to_another_pokemon_does_not():
    g = _attacked(HYPNO, [PSYCHIC, PSYCHIC], "Daydream")
    do(g, "energy")
    answer(g, "target", "Kyogre")
    assert g.current == 1 and g.decision.kind == "main"


def test_electrified_incisors_8_counters_on_attaching():
    g = _attacked(PACHIRISU, [LIGHTNING], "Electrified Incisors", defender=KYOGRE)
    kyogre = g.pl(1)["active"]
    assert kyogre["dmg"] == 20  # 10, Weakness ×2
    do(g, "energy")
    answer(g, "target", "Kyogre (Active)")
    assert kyogre["dmg"] == 100


def test_gnawing_curse_counters_on_the_pokemon_the_opponent_attaches_to():
    sc = Scenario()
    sc.active(0, GENGAR_EX)
    sc.hand(0, WATER)
    sc.active(1, SNOVER)
    sc.bench(1, KYOGRE)
    sc.hand(1, WATER)
    g = sc.start(1, 4)
    do(g, "energy")
    answer(g, "target", "Kyogre")
    assert g.pl(1)["bench"][0]["dmg"] == 20 and g.pl(1)["active"]["dmg"] == 0
    end_turn(g)
    do(g, "energy")  # Gengar ex's owner attaching: nothing
    assert g.pl(0)["active"]["dmg"] == 0


def test_gnawing_curse_knocks_out_at_once():
    sc = Scenario()
    sc.active(0, GENGAR_EX)
    sc.active(1, SNOVER, damage=80)
    sc.bench(1, KYOGRE)
    sc.hand(1, WATER)
    g = sc.start(1, 4)
    do(g, "energy")
    answer(g, "target", "Snover")
    answer(g, "prize", "Prize card 1")  # player 0 takes a Prize card for the Knock Out
    assert len(g.pl(0)["prizes"]) == 5


# -- locks on the opponent and the Defending Pokémon ------------------------------------------
SCREAM_TAIL_EX = "sv6-197"  # Scream [C]: only going second, on the first turn; no Supporters
PETREL = "sv10-176"  # Team Rocket's Petrel (Supporter)
CHI_YU = "me1-31"  # Scorching Earth [R] 40
ARTAZON, TEMPLE = "sv3-229", "swsh10-155"
RILLABOOM = "sv6-16"  # Drum Beating [G] 60
PALDEAN_TAUROS = "sv8-101"  # Blocking Stomp [F][C][C] 90
CLAWITZER = "me1-141"  # Stage 1, 130 HP
WALREIN = "sv8-45"  # Frigid Fangs [W] 60
ROXIES_PERFORMANCE = "me4-121"
FIRE, FIGHTING = "sve-2", "sve-6"


def _attack_names(g: Game) -> list[str]:
    from tcgsim.pokemon.rules.attack import attacks_of, usable_attacks
    slot = g.pl(g.current)["active"]
    return [attacks_of(g, slot)[i].name for i in usable_attacks(g, g.current)]


def test_scream_only_going_second_on_the_first_turn():
    for turn, offered_ in ((2, True), (4, False)):
        sc = Scenario()
        sc.active(0, SCREAM_TAIL_EX, energy=[PSYCHIC])
        sc.active(1, SNOVER)
        g = sc.start(0, turn)
        assert ("Scream" in _attack_names(g)) == offered_


def test_scream_no_supporters_during_their_next_turn():
    sc = Scenario()
    sc.active(0, SCREAM_TAIL_EX, energy=[PSYCHIC])
    sc.active(1, SNOVER)
    sc.hand(1, PETREL)
    g = sc.start(0, 2)
    attack(g, "Scream")
    assert offered(g, "trainer", "Team Rocket's Petrel") == []
    end_turn(g)
    end_turn(g)
    assert offered(g, "trainer", "Team Rocket's Petrel") != []


def test_scorching_earth_discards_the_opponents_stadium_and_locks_stadiums():
    sc = Scenario()
    sc.active(0, CHI_YU, energy=[FIRE])
    sc.active(1, KYOGRE)
    sc.stadium(ARTAZON, owner=1)
    sc.hand(1, TEMPLE)
    g = sc.start(0, 3)
    attack(g, "Scorching Earth")
    assert g.s["stadium"] is None
    assert any(g.name(c) == "Artazon" for c in g.pl(1)["discard"])
    assert offered(g, "trainer", "Temple of Sinnoh") == []


def test_scorching_earth_leaves_your_own_stadium_and_locks_nothing():
    sc = Scenario()
    sc.active(0, CHI_YU, energy=[FIRE])
    sc.active(1, KYOGRE)
    sc.stadium(ARTAZON, owner=0)
    sc.hand(1, TEMPLE)
    g = sc.start(0, 3)
    attack(g, "Scorching Earth")
    assert g.name(g.s["stadium"]) == "Artazon"
    assert offered(g, "trainer", "Temple of Sinnoh") != []


def test_drum_beating_attacks_and_retreat_cost_one_colorless_more():
    from tcgsim.pokemon.rules.actions import retreat_cost
    g = _attacked(RILLABOOM, [GRASS], "Drum Beating", defender=KYOGRE, defender_energy=1)
    kyogre = g.pl(1)["active"]
    assert retreat_cost(g, kyogre) == g.d(kyogre["cards"][-1]).retreat + 1
    assert "Riptide" not in _attack_names(g)  # [W] + [C] now, one Energy attached
    end_turn(g)
    end_turn(g)
    assert "Riptide" in _attack_names(g)


@pytest.mark.parametrize("defender, locked", [(KYOGRE, True), (CLAWITZER, False)])
def test_blocking_stomp_only_a_basic_defending_pokemon_cant_attack(defender, locked):
    g = _attacked(PALDEAN_TAUROS, [FIGHTING] * 3, "Blocking Stomp", defender=defender,
                  defender_energy=3)
    assert (_attack_names(g) == []) == locked


def test_frigid_fangs_pokemon_with_2_or_less_energy_cant_attack():
    g = _attacked(WALREIN, [WATER], "Frigid Fangs", defender=SNOVER, defender_energy=2)
    assert _attack_names(g) == []
    g = _attacked(WALREIN, [WATER], "Frigid Fangs", defender=SNOVER, defender_energy=3)
    assert "Beat" in _attack_names(g)


@pytest.mark.parametrize("poisoned", [True, False])
def test_roxies_performance_poisoned_pokemon_cant_retreat(poisoned):
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, ROXIES_PERFORMANCE)
    sc.active(1, KYOGRE, energy=[WATER] * 4, conditions=["poisoned"] if poisoned else [])
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "trainer", "Roxie's Performance")
    check_state_keys(g.s)
    end_turn(g)
    assert (offered(g, "retreat") == []) == poisoned


SEISMITOAD = "me30c-84"  # Quaking Fist [F] 60


@pytest.mark.parametrize("heads", [False, True])
def test_quaking_fist_tails_the_trainer_card_is_discarded_instead(heads):
    sc = Scenario()
    sc.active(0, SEISMITOAD, energy=[FIGHTING])
    sc.active(1, KYOGRE)
    sc.hand(1, PETREL)
    sc.deck(1, ARTAZON, pad=True)
    g = sc.start(0, 3)
    attack(g, "Quaking Fist")
    g.rng.force(heads)
    n = len(g.log)
    do(g, "trainer", "Team Rocket's Petrel")
    assert bool(events(g, "play_trainer", n)) == heads  # tails: not played at all
    if not heads:
        assert [g.name(c) for c in g.pl(1)["discard"]] == ["Team Rocket's Petrel"]
        assert g.decision.kind == "main"


def test_cursed_roots_no_energy_option_when_the_defending_pokemon_is_alone():
    sc = Scenario()
    sc.active(0, TREVENANT, energy=[PSYCHIC])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Cursed Roots")
    assert offered(g, "energy") == []
