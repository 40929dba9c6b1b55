"""What happens when a Pokémon "is damaged by an attack (even if it is Knocked Out)": attack
step 6, after the damage and before the Knock Out check (PTCG:II-E-03). Each test has the
opponent attack and checks what the reaction did to the Attacking Pokémon or the board."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import (
    KYOGRE,
    MEGA_ABOMASNOW,
    PIKACHU_EX,
    SNOVER,
    answer,
    attack,
    end_turn,
    events,
    pick,
)

MEGA_SLOWBRO_EX = "me5-31"  # Shellnado Spin [P][P][P] 180
CHESNAUGHT = "me4-7"  # Needly Armor
ORTHWORM_EX = "sv7-110"  # Pummeling Payback
TURTONATOR = "me3-17"  # Shell Spikes
TR_KOFFING = "sv10-125"  # Smog Signals
KOFFING = "sv9-91"
WISHIWASHI = "me30c-22"  # Counterattack Grouping
SPIRITOMB = "me1-87"  # Spiteful Swirl (Darkness)
ADVERSITY_POLICY = "me4-74"
GRASS, PSYCHIC, WATER, METAL, LIGHTNING = "sve-1", "sve-5", "sve-3", "sve-8", "sve-4"


def _beaten(active: str, energy: list[str] | None = None, bench: tuple[str, ...] = (),
            deck: tuple[str, ...] = ()) -> Game:
    """The opponent's Snover (one Water Energy) uses Beat (10) on player 0's Active Pokémon."""
    sc = Scenario()
    sc.active(0, active, energy=energy or [])
    for b in bench:
        sc.bench(0, b)
    if deck:
        sc.deck(0, *deck, pad=True)
    sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(1, 3)
    attack(g, "Beat")
    return g


def _snover(g: Game) -> dict:
    return g.pl(1)["active"]


def _shellnado(abomasnow_attacks: bool) -> Game:
    sc = Scenario()
    sc.active(0, MEGA_SLOWBRO_EX, energy=[PSYCHIC] * 3)
    sc.active(1, MEGA_ABOMASNOW, energy=[WATER] * 3)  # 350 HP
    g = sc.start(0, 3)
    attack(g, "Shellnado Spin")
    if abomasnow_attacks:
        attack(g, "Frost Barrier")  # 200 to Mega Slowbro ex
    return g


def test_shellnado_spin_places_12_counters_on_the_attacker_next_turn():
    g = _shellnado(True)
    assert g.pl(1)["active"]["dmg"] == 180 + 120
    assert g.pl(0)["active"]["dmg"] == 200


def test_shellnado_spin_does_nothing_unless_it_is_damaged():
    g = _shellnado(False)
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == 180


def test_needly_armor_3_counters_for_each_grass_energy():
    g = _beaten(CHESNAUGHT, [GRASS, GRASS])
    assert _snover(g)["dmg"] == 60
    g = _beaten(CHESNAUGHT)
    assert _snover(g)["dmg"] == 0  # no Grass Energy: no counters


def test_needly_armor_only_in_the_active_spot():
    g = _beaten(KYOGRE, bench=(CHESNAUGHT,))
    assert _snover(g)["dmg"] == 0


def test_pummeling_payback_2_counters_for_each_metal_energy():
    g = _beaten(ORTHWORM_EX, [METAL, METAL, METAL])
    assert _snover(g)["dmg"] == 60


def test_shell_spikes_discards_an_energy_from_the_attacker():
    g = _beaten(TURTONATOR)
    assert _snover(g)["energy"] == []
    assert "Basic Water Energy" in [g.name(c) for c in g.pl(1)["discard"]]


def test_smog_signals_benches_pokemon_with_koffing_in_their_name():
    g = _beaten(TR_KOFFING, deck=(KOFFING, TR_KOFFING, SNOVER))
    pick(g, "Team Rocket's Koffing", "Koffing")
    assert sorted(g.top(b).name for b in g.pl(0)["bench"]) == ["Koffing", "Team Rocket's Koffing"]


def test_counterattack_grouping_of_each_wishiwashi_when_the_active_one_is_damaged():
    g = _beaten(WISHIWASHI, bench=(WISHIWASHI,))
    answer(g, "order", "Counterattack Grouping")  # two effects: their owner orders them
    assert _snover(g)["dmg"] == 60  # 3 counters from each Wishiwashi's Ability
    g = _beaten(KYOGRE, bench=(WISHIWASHI,))
    assert _snover(g)["dmg"] == 0  # the damaged Active Pokémon is no Wishiwashi


def test_spiteful_swirl_watches_your_active_darkness_pokemon():
    g = _beaten(TR_KOFFING, bench=(SPIRITOMB,))
    answer(g, "order", "Spiteful Swirl")  # Smog Signals then: nothing in the deck to bench
    assert _snover(g)["dmg"] == 10
    assert events(g, "when_damaged", effect="Spiritomb: Spiteful Swirl")
    g = _beaten(KYOGRE, bench=(SPIRITOMB,))
    assert _snover(g)["dmg"] == 0


def test_adversity_policy_draws_3_when_weak_to_the_attacker():
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[ADVERSITY_POLICY])  # weak to Lightning
    sc.active(1, PIKACHU_EX, energy=[LIGHTNING] * 3)
    g = sc.start(1, 3)
    attack(g, "Thunderbolt")  # 240 after Weakness: drawn even though Kyogre is Knocked Out
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert len(g.pl(0)["hand"]) == 3


def test_adversity_policy_draws_nothing_without_that_weakness():
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[ADVERSITY_POLICY])
    sc.active(1, SNOVER, energy=[WATER])  # Water: Kyogre is not weak to it
    g = sc.start(1, 3)
    attack(g, "Beat")
    assert g.pl(0)["active"]["dmg"] == 10
    assert not events(g, "draw", player=0, n=3)
    assert len(g.pl(0)["hand"]) == 1  # only the draw of player 0's turn


TREMENDOUS_BOMB = "me5-113"
DARUMAKA = "sv9-26"  # N's Darumaka: Fire, weak to Water


def _bombed(attacker: str, name: str, energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, DARUMAKA, tools=[TREMENDOUS_BOMB])
    sc.bench(0, KYOGRE)
    sc.active(1, attacker, energy=energy)
    g = sc.start(1, 3)
    attack(g, name)
    return g


def test_tremendous_bomb_240_or_more_from_a_mega_evolution_pokemon_ex():
    g = _bombed(MEGA_ABOMASNOW, "Frost Barrier", [WATER] * 3)  # 200 ×2 Weakness
    assert _snover(g)["dmg"] == 120  # the Attacking Mega Abomasnow ex: 12 counters
    assert "Tremendous Bomb" in [g.name(c) for c in g.pl(0)["discard"]]


def test_tremendous_bomb_not_from_another_pokemon():
    g = _bombed(SNOVER, "Beat", [WATER])  # 10 ×2: not 240, nor a Mega Evolution Pokémon ex
    assert _snover(g)["dmg"] == 0
    assert g.pl(0)["active"]["tools"]  # still attached


ROTOM = "me2pt5-92"  # Roto Call: "You may search your deck for any number of Pokémon that have
#                      "Rotom" in their name and put them onto your Bench. …" (the same phrase
#                      as Smog Signals: Basic Pokémon only, PTCG:II-C-11)
FAN_ROTOM = "me2pt5-171"


def test_roto_call_benches_basic_pokemon_with_rotom_in_their_name():
    sc = Scenario()
    sc.active(0, ROTOM, energy=[WATER])
    sc.deck(0, FAN_ROTOM, ROTOM, SNOVER, pad=True)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Roto Call")
    answer(g, "may", "Yes")
    pick(g, "Fan Rotom", "Rotom")
    assert sorted(g.top(b).name for b in g.pl(0)["bench"]) == ["Fan Rotom", "Rotom"]
