"""Pokémon Checkup (PTCG:I-F) and Special Conditions (PTCG:S4-COND).

Coin flips are forced with ``g.rng.force`` (True = heads), so every branch is
deterministic.
"""

from __future__ import annotations

import pytest

from tcgsim.pokemon.effects.script import OPS
from tcgsim.pokemon.model.state import conditions
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import (
    KYOGRE,
    MEGA_ABOMASNOW,
    SNOVER,
    WATER,
    attack,
    check_invariants,
    do,
    end_turn,
    events,
)

W3 = [WATER] * 3


def positions(g, start: int, pred) -> list[int]:
    return [i for i, e in enumerate(g.log) if i >= start and pred(e)]


def kinds(g) -> list[str]:
    return [list(o.data)[0] for o in g.decision.options]


def test_checkup_order_poison_burn_sleep_paralysis():
    """PTCG:I-F step 1: Special Conditions are checked in the order Poisoned, Burned, Asleep,
    Paralyzed, each for both players' Active Pokémon."""
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["poisoned", "paralyzed"])
    sc.active(1, KYOGRE, conditions=["poisoned", "burned", "asleep"])
    g = sc.start(player=0, turn=3)
    start = len(g.log)
    g.rng.force(False, False)  # Burned: tails, Asleep: tails
    end_turn(g)
    poison = positions(g, start, lambda e: e["type"] == "damage_counters" and e["why"] == "Poisoned")
    burn = positions(g, start, lambda e: e["type"] == "damage_counters" and e["why"] == "Burned")
    burn_coin = positions(g, start, lambda e: e["type"] == "coin" and e["why"] == "Burned")
    sleep_coin = positions(g, start, lambda e: e["type"] == "coin" and e["why"] == "Asleep")
    para = positions(g, start, lambda e: e["type"] == "condition_removed"
                     and e["condition"] == "paralyzed")
    assert len(poison) == 2 and len(burn) == len(burn_coin) == len(sleep_coin) == len(para) == 1
    assert max(poison) < burn[0] < burn_coin[0] < sleep_coin[0] < para[0]
    checkup = positions(g, start, lambda e: e["type"] == "checkup")
    assert checkup and checkup[0] < poison[0]
    assert g.log[checkup[0]].get("clause") == "PTCG:I-F"
    assert all(g.log[i].get("clause") == "PTCG:S4-COND" for i in poison + burn + para)
    # Checkup comes between the turns
    assert positions(g, start, lambda e: e["type"] == "turn_end")[0] < checkup[0]
    assert para[0] < positions(g, start, lambda e: e["type"] == "turn_start")[0]


@pytest.mark.parametrize("cur", [0, 1])
def test_poisoned_one_counter_every_checkup(cur: int):
    """PTCG:S4-COND: Poisoned puts 1 damage counter at every Pokémon Checkup (after either
    player's turn) and stays."""
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["poisoned"], damage=20)
    sc.active(1, KYOGRE)
    g = sc.start(player=cur, turn=3)
    end_turn(g)
    assert g.pl(0)["active"]["dmg"] == 30
    end_turn(g)
    assert g.pl(0)["active"]["dmg"] == 40
    assert conditions(g.pl(0)["active"]) == ["poisoned"]
    assert g.pl(1)["active"]["dmg"] == 0


@pytest.mark.parametrize(("heads", "stays"), [(False, True), (True, False)])
def test_burned_two_counters_then_flip(heads: bool, stays: bool):
    """PTCG:S4-COND: Burned puts 2 damage counters, then its owner flips: heads cures it."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE, conditions=["burned"])
    g = sc.start(player=0, turn=3)
    start = len(g.log)
    g.rng.force(heads)
    end_turn(g)
    slot = g.pl(1)["active"]
    assert slot["dmg"] == 20
    assert ("burned" in conditions(slot)) is stays
    counters = positions(g, start, lambda e: e["type"] == "damage_counters")
    coin = positions(g, start, lambda e: e["type"] == "coin" and e["why"] == "Burned")
    assert counters[0] < coin[0]  # the counters come before the flip
    assert g.log[coin[0]]["result"] == ("heads" if heads else "tails")
    assert bool(events(g, "condition_removed", condition="burned")) is not stays


@pytest.mark.parametrize(("heads", "stays"), [(False, True), (True, False)])
def test_asleep_flip_heads_wakes(heads: bool, stays: bool):
    """PTCG:S4-COND: at Checkup an Asleep Pokémon's owner flips: heads it wakes up, tails it
    stays Asleep (and then cannot attack or retreat)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE, conditions=["asleep"], energy=W3)
    sc.bench(1, SNOVER)
    g = sc.start(player=0, turn=3)
    g.rng.force(heads)
    end_turn(g)
    slot = g.pl(1)["active"]
    assert (slot["sp"] == "asleep") is stays
    assert slot["dmg"] == 0  # no damage from Asleep
    assert g.decision.player == 1
    offered = kinds(g)
    assert ("attack" in offered) is not stays
    assert ("retreat" in offered) is not stays


def test_paralyzed_removed_after_its_owners_turn():
    """PTCG:S4-COND: Paralyzed stays through the Checkup after the opponent's turn, blocks
    attacking and retreating during its owner's turn, and is removed at the Checkup after
    its owner's turn."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE, conditions=["paralyzed"], energy=W3)
    sc.bench(1, SNOVER)
    g = sc.start(player=0, turn=3)
    end_turn(g)  # Checkup after player 0's turn: still Paralyzed
    assert g.pl(1)["active"]["sp"] == "paralyzed"
    assert g.decision.player == 1
    assert "attack" not in kinds(g) and "retreat" not in kinds(g)
    end_turn(g)  # Checkup after player 1's turn: removed
    assert g.pl(1)["active"]["sp"] is None
    e = events(g, "condition_removed", condition="paralyzed")
    assert len(e) == 1 and e[0].get("clause") == "PTCG:S4-COND"
    end_turn(g)
    assert g.decision.player == 1
    assert "attack" in kinds(g) and "retreat" in kinds(g)


@pytest.mark.parametrize(("heads", "fails"), [(True, False), (False, True)])
def test_confused_attack_flip(heads: bool, fails: bool):
    """PTCG:S4-COND: a Confused Pokémon flips before attacking: tails the attack fails and it
    puts 3 damage counters on itself; heads the attack goes on. Confused may retreat."""
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["confused"], energy=W3)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    assert "retreat" in kinds(g) and "attack" in kinds(g)
    g.rng.force(heads)
    attack(g, "Swirling Waves")
    me, opp = g.pl(0)["active"], g.pl(1)["active"]
    if fails:
        assert me["dmg"] == 30 and opp["dmg"] == 0
        assert events(g, "attack_failed")
        assert len(me["energy"]) == 3  # the attack's effect did not happen either
    else:
        assert me["dmg"] == 0 and opp["dmg"] == 130
        assert not events(g, "attack_failed")
    assert me["sp"] == "confused"  # Confused has no Checkup step


def test_ko_check_comes_after_all_conditions():
    """PTCG:I-F step 3: Pokémon left without HP by the conditions are Knocked Out at the
    Checkup's Knock Out check, after Poisoned and Burned were both applied."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE, conditions=["poisoned", "burned"], damage=120)
    sc.bench(1, SNOVER)
    g = sc.start(player=0, turn=3)
    start = len(g.log)
    g.rng.force(True)  # heads: the Burn is cured, the damage stays
    end_turn(g)
    burn_coin = positions(g, start, lambda e: e["type"] == "coin" and e["why"] == "Burned")
    ko = positions(g, start, lambda e: e["type"] == "knocked_out")
    assert burn_coin and ko and burn_coin[0] < ko[0]
    assert g.log[ko[0]]["pokemon"] == "Kyogre" and g.log[ko[0]]["player"] == 1
    assert g.decision.kind == "prize" and g.decision.player == 0


def test_checkup_on_both_players_active():
    """PTCG:I-F: Checkup applies to both players' Active Pokémon, whoever's turn ended."""
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["poisoned"])
    sc.active(1, KYOGRE, conditions=["burned"])
    g = sc.start(player=1, turn=4)
    g.rng.force(False)
    end_turn(g)
    assert g.pl(0)["active"]["dmg"] == 10
    assert g.pl(1)["active"]["dmg"] == 20


def test_benched_pokemon_are_not_checked():
    """PTCG:S4-COND: Special Conditions affect only the Active Pokémon: Checkup ignores the
    Bench (a Benched Pokémon cannot keep conditions; damage on it does not grow)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, SNOVER, damage=30)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    end_turn(g)
    assert g.pl(0)["bench"][0]["dmg"] == 30
    assert not events(g, "damage_counters")


# -- applying conditions: rotation conditions replace each other --------------------------
def apply(g, condition: str, target: str = "opponent_active") -> None:
    """Run the apply_condition primitive as an effect of player 0's Active Pokémon."""
    f = {"p": 0, "src": g.pl(0)["active"]["id"]}
    assert OPS["apply_condition"](g, f, condition=condition, target=target)


def test_rotation_conditions_replace_each_other():
    """PTCG:S4-COND: Asleep, Confused and Paralyzed replace each other (one at a time)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    slot = g.pl(1)["active"]
    apply(g, "asleep")
    assert conditions(slot) == ["asleep"]
    apply(g, "paralyzed")
    assert conditions(slot) == ["paralyzed"]
    apply(g, "confused")
    assert conditions(slot) == ["confused"]
    apply(g, "asleep")
    assert conditions(slot) == ["asleep"]
    e = events(g, "condition")
    assert [x["condition"] for x in e] == ["asleep", "paralyzed", "confused", "asleep"]
    assert all(x.get("clause") == "PTCG:S4-COND" for x in e)


def test_poisoned_and_burned_coexist_with_a_rotation_condition():
    """PTCG:S4-COND: Poisoned and Burned are markers: they coexist with each other and with
    any one of Asleep/Confused/Paralyzed; applying Poisoned twice does not double it."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    slot = g.pl(1)["active"]
    apply(g, "confused")
    apply(g, "poisoned")
    apply(g, "burned")
    assert sorted(conditions(slot)) == ["burned", "confused", "poisoned"]
    apply(g, "paralyzed")
    assert sorted(conditions(slot)) == ["burned", "paralyzed", "poisoned"]
    apply(g, "poisoned")
    apply(g, "burned")
    g.rng.force(False, False)
    end_turn(g)
    assert slot["dmg"] == 30  # 1 Poison counter + 2 Burn counters, once each


def test_conditions_cleared_when_retreating_to_bench():
    """PTCG:S4-COND: a Pokémon that moves to the Bench loses all Special Conditions (its
    damage stays)."""
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["poisoned", "burned", "confused"], energy=W3, damage=40)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    mover = g.pl(0)["active"]
    do(g, "retreat")
    assert g.pl(0)["bench"][0] is mover
    assert conditions(mover) == []
    assert mover["dmg"] == 40
    check_invariants(g)
    end_turn(g)
    assert mover["dmg"] == 40  # no longer Poisoned or Burned at Checkup


def test_conditions_cleared_on_evolution():
    """PTCG:S4-COND: evolving ends all Special Conditions (damage stays)."""
    sc = Scenario()
    sc.active(0, SNOVER, conditions=["poisoned", "burned", "asleep"], damage=30)
    sc.hand(0, MEGA_ABOMASNOW)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    do(g, "evolve", "Mega Abomasnow ex")
    slot = g.pl(0)["active"]
    assert g.top(slot).name == "Mega Abomasnow ex"
    assert conditions(slot) == []
    assert slot["dmg"] == 30
    end_turn(g)
    assert slot["dmg"] == 30


def test_condition_apply_to_self_and_absent_target():
    """PTCG:S4-COND: a condition lands on the named Pokémon only; with no Active there it
    does nothing."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    apply(g, "asleep", target="self")
    assert conditions(g.pl(0)["active"]) == ["asleep"]
    assert conditions(g.pl(1)["active"]) == []
    g.pl(1)["active"], saved = None, g.pl(1)["active"]
    apply(g, "poisoned")
    assert conditions(saved) == []


# -- step 2: Checkup effects of abilities, before or after the conditions ------------------
GARGANACL = "sv2-123"  # Blessed Salt: during Pokémon Checkup, heal 20 from each of your Pokémon


@pytest.mark.parametrize(("when", "dmg"), [(0, 10), (1, 0)])
def test_checkup_ability_before_or_after_conditions(when: int, dmg: int):
    """PTCG:I-F step 2: an effect that happens during Pokémon Checkup may be applied before or
    after the Special Conditions (step 1); here healing 20 before or after Poison's counter."""
    sc = Scenario()
    sc.active(0, GARGANACL, conditions=["poisoned"], damage=10)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    end_turn(g)
    d = g.decision
    assert d.kind == "checkup_order" and d.player == 0
    assert len(d.options) == 2 and d.min == d.max == 1
    g.respond([when])  # 0: before the conditions, 1: after
    assert g.pl(0)["active"]["dmg"] == dmg
    heal = [i for i, e in enumerate(g.log) if e["type"] == "heal"]
    poison = [i for i, e in enumerate(g.log) if e["type"] == "damage_counters"
              and e["why"] == "Poisoned"]
    assert poison and (heal[0] < poison[0] if when == 0 else (not heal or heal[0] > poison[0]))


def test_checkup_ability_without_conditions_asks_nothing():
    """PTCG:I-F step 2: with no Special Condition in play there is nothing to order against:
    the Checkup effect just happens."""
    sc = Scenario()
    sc.active(0, GARGANACL, damage=50)
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    end_turn(g)
    assert g.decision.kind == "main" and g.decision.player == 1
    assert g.pl(0)["active"]["dmg"] == 30
