"""Damage text on attacks (advanced rules guide part II-B): where each kind of damage text
enters the damage steps 1-6 (PTCG:I-A-01)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, pick

KYOGRE = "me1-34"
PURRLOIN = "sv10-130"  # Darkness, Pointy Nails 20+
TINKATON = "me1-98"  # Metal, Windup Swing 240−
GOLEM_EX = "sv3pt5-76"  # Fighting, Dynamic Roll 50, Rock Blaster 180
PAWMI = "me2-32"  # Lightning 60 HP, Weakness Fighting ×2; Growl
MEDICHAM_EX = "sv7-80"  # Fighting, Yoga Kick 190
DRUDDIGON = "rsv10pt5-71"  # Dragon, Shred 40, Ambush 90+
LOPUNNY = "me1-108"  # Colorless, Dashing Kick
STUFFUL = "sv6pt5-52"  # Colorless 80 HP, Take Down 30
GARDEVOIR_EX = "sv1-86"  # Psychic 310 HP, Weakness Darkness ×2, Resistance Fighting −30
LAPRAS = "sv7-31"  # Water 130 HP, Weakness Lightning
FUECOCO = "sv2-34"  # Fire 80 HP
WATER, FIGHTING, DARK, METAL = "sve-3", "sve-6", "sve-7", "sve-8"


def damages(g: Game, start: int) -> list[dict[str, Any]]:
    return [e for e in g.log[start:] if e["type"] == "damage"]


def only_damage(g: Game, start: int) -> int:
    (e,) = damages(g, start)
    return e["amount"]


def dealt(amt: int, vs_active: bool = False) -> dict[str, Any]:
    """A step-2 effect on the attacker; ``vs_active``: worded "… to your opponent's Active
    Pokémon"."""
    fx: dict[str, Any] = {"kind": "dmg_dealt", "amt": amt, "label": f"test {amt:+}"}
    if vs_active:
        fx["vs_active"] = True
    return fx


def taken(amt: int) -> dict[str, Any]:
    return {"kind": "dmg_taken", "amt": amt, "label": f"test {amt:+}"}


# -- II-B-01 ------------------------------------------------------------------------------------
def test_more_damage_is_base_damage_before_weakness():
    """PTCG:II-B-01: Marnie's Purrloin, Pointy Nails 20+ against a Pokémon ex: the 40 more is
    part of the step 1 base damage, so Weakness doubles it: (20+40)×2 = 120, not 20×2+40."""
    sc = Scenario()
    sc.active(0, PURRLOIN, energy=[DARK])
    sc.active(1, GARDEVOIR_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Pointy Nails")
    assert only_damage(g, n) == 120
    assert g.pl(1)["active"]["dmg"] == 120


def test_more_damage_condition_not_met():
    """PTCG:II-B-01: against a Pokémon that is not a Pokémon ex only the printed 20 is done."""
    sc = Scenario()
    sc.active(0, PURRLOIN, energy=[DARK])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Pointy Nails")
    assert only_damage(g, n) == 20


# -- II-B-02 ------------------------------------------------------------------------------------
def test_for_each_zero_ends_calculation_despite_step_2_bonus():
    """PTCG:II-B-02: Kyogre, Riptide 20× with no Basic Water Energy in the discard pile is 0 at
    step 1, and the calculation ends there: a +120 effect on the attacker adds nothing."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER], fx=[dealt(120)])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Riptide")
    assert only_damage(g, n) == 0
    assert g.pl(1)["active"]["dmg"] == 0


def test_for_each_counts_then_weakness():
    """PTCG:II-B-02: 20 × 2 Basic Water Energy = 40 at step 1, then Fire Weakness ×2 = 80."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.discard(0, WATER, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Riptide")
    assert only_damage(g, n) == 80


# -- II-B-03 ------------------------------------------------------------------------------------
def test_less_damage_for_each_at_step_1():
    """PTCG:II-B-03: Tinkaton, Windup Swing 240− does 60 less for each Energy on the
    opponent's Active: 2 Energy → 120."""
    sc = Scenario()
    sc.active(0, TINKATON, energy=[METAL])
    sc.active(1, LAPRAS, energy=[WATER, WATER])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Windup Swing")
    assert only_damage(g, n) == 120


def test_less_damage_stops_at_zero_and_ends_calculation():
    """PTCG:II-B-03: with 5 Energy the base is 0 (not negative), and the calculation ends: a
    +120 effect on the attacker (step 2) does not bring it back."""
    sc = Scenario()
    sc.active(0, TINKATON, energy=[METAL], fx=[dealt(120)])
    sc.active(1, LAPRAS, energy=[WATER] * 5)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Windup Swing")
    assert only_damage(g, n) == 0
    assert g.pl(1)["active"]["dmg"] == 0


# -- II-B-04 ------------------------------------------------------------------------------------
def test_plus_effect_on_attacker_from_earlier_attack_before_weakness():
    """PTCG:II-B-04: Golem ex, Dynamic Roll: during your next turn its attacks do 120 more
    (step 2): 50 the first time, 50 + 120 = 170 on its next turn."""
    sc = Scenario()
    sc.active(0, GOLEM_EX, energy=[FIGHTING])
    sc.active(1, FUECOCO)
    sc.deck(0, WATER, WATER, pad=True)
    sc.deck(1, WATER, WATER, pad=True)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dynamic Roll")
    assert only_damage(g, n) == 50
    end_turn(g)  # the opponent's turn
    n = len(g.log)
    attack(g, "Dynamic Roll")
    assert only_damage(g, n) == 170  # Fuecoco has no Fighting Weakness


def test_plus_effects_are_summed_at_step_2_before_weakness():
    """PTCG:II-B-04: two +N effects on the attacking Pokémon are summed at step 2, before
    Weakness: Rock Blaster (180 + 120 + 30) × 2 = 660 on Pawmi."""
    sc = Scenario()
    sc.active(0, GOLEM_EX, energy=[FIGHTING] * 3, fx=[dealt(120), dealt(30)])
    sc.active(1, PAWMI)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Rock Blaster")
    assert only_damage(g, n) == 660


# -- II-B-05 ------------------------------------------------------------------------------------
def test_growl_minus_on_the_defending_pokemon():
    """PTCG:II-B-05: Pawmi, Growl: during the opponent's next turn the Defending Pokémon's
    attacks do 30 less: Lapras's Surf 80 → 50; the effect ends after that turn."""
    sc = Scenario()
    sc.active(0, PAWMI, energy=["sve-4"])
    sc.active(1, LAPRAS, energy=[WATER] * 3)
    sc.deck(0, WATER, WATER, pad=True)
    sc.deck(1, WATER, WATER, pad=True)
    g = sc.start(0, 3)
    attack(g, "Growl")
    assert any(fx["kind"] == "dmg_dealt" for fx in g.pl(1)["active"]["fx"])
    n = len(g.log)
    attack(g, "Surf")
    assert only_damage(g, n) == 50
    assert not any(fx["kind"] == "dmg_dealt" for fx in g.pl(1)["active"]["fx"])


def test_minus_on_attacker_is_before_weakness():
    """PTCG:II-B-05: a −30 on the attacking Pokémon applies before Weakness:
    (180 − 30) × 2 = 300 on Pawmi, not 180 × 2 − 30."""
    sc = Scenario()
    sc.active(0, GOLEM_EX, energy=[FIGHTING] * 3, fx=[dealt(-30)])
    sc.active(1, PAWMI)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Rock Blaster")
    assert only_damage(g, n) == 300


# -- II-B-06 ------------------------------------------------------------------------------------
def test_yoga_kick_ignores_weakness():
    """PTCG:II-B-06: Medicham ex, Yoga Kick 190 on the Fighting-weak Pawmi: no ×2."""
    sc = Scenario()
    sc.active(0, MEDICHAM_EX, energy=[FIGHTING] * 3)
    sc.active(1, PAWMI)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Yoga Kick")
    assert only_damage(g, n) == 190


def test_yoga_kick_ignores_resistance_but_not_defender_effects():
    """PTCG:II-B-06: Yoga Kick on Gardevoir ex (Resistance Fighting −30): still 190; a
    "takes 30 less" effect on the defender (step 5) still applies: 160."""
    sc = Scenario()
    sc.active(0, MEDICHAM_EX, energy=[FIGHTING] * 3)
    sc.active(1, GARDEVOIR_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Yoga Kick")
    assert only_damage(g, n) == 190
    sc = Scenario()
    sc.active(0, MEDICHAM_EX, energy=[FIGHTING] * 3)
    sc.active(1, GARDEVOIR_EX, fx=[taken(-30)])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Yoga Kick")
    assert only_damage(g, n) == 160


def test_rock_blaster_ignores_only_resistance():
    """PTCG:II-B-06: Golem ex, Rock Blaster "isn't affected by Resistance": 180 on Gardevoir ex
    (Resistance Fighting −30); Weakness still applies (360 on Pawmi)."""
    sc = Scenario()
    sc.active(0, GOLEM_EX, energy=[FIGHTING] * 3)
    sc.active(1, GARDEVOIR_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Rock Blaster")
    assert only_damage(g, n) == 180
    sc = Scenario()
    sc.active(0, GOLEM_EX, energy=[FIGHTING] * 3)
    sc.active(1, PAWMI)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Rock Blaster")
    assert only_damage(g, n) == 360


# -- II-B-07 ------------------------------------------------------------------------------------
def test_shred_ignores_effects_on_defender_and_prevention():
    """PTCG:II-B-07: Druddigon, Shred 40 skips step 5 ("takes 30 less") and damage
    prevention on the opponent's Active Pokémon."""
    sc = Scenario()
    sc.active(0, DRUDDIGON, energy=[WATER])
    sc.active(1, LAPRAS, fx=[taken(-30), {"kind": "prevent_damage", "label": "test"}])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Shred")
    assert only_damage(g, n) == 40
    assert g.pl(1)["active"]["dmg"] == 40


def test_without_shred_the_defender_effects_apply():
    """PTCG:II-B-07 (contrast): Druddigon's Ambush has no such text: prevention stops it."""
    sc = Scenario()
    sc.active(0, DRUDDIGON, energy=["sve-2", WATER, WATER])
    sc.active(1, LAPRAS, fx=[{"kind": "prevent_damage", "label": "test"}])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Ambush")
    assert only_damage(g, n) == 0


def test_shred_keeps_attacker_effects():
    """PTCG:II-B-07: only effects on the opponent's Active are ignored; a +30 on Druddigon
    (step 2) still counts: 70."""
    sc = Scenario()
    sc.active(0, DRUDDIGON, energy=[WATER], fx=[dealt(30)])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Shred")
    assert only_damage(g, n) == 70


# -- II-B-08 ------------------------------------------------------------------------------------
def test_dashing_kick_attacker_chooses_bench_target():
    """PTCG:II-B-08: Lopunny, Dashing Kick: the attacker chooses 1 of the opponent's Benched
    Pokémon; 50 damage, no Weakness/Resistance, no step 2 bonus "to the Active" (PTCG:II-B-04),
    nothing to the Active."""
    sc = Scenario()
    sc.active(0, LOPUNNY, energy=[WATER], fx=[dealt(120, vs_active=True)])
    sc.active(1, LAPRAS)
    sc.bench(1, FUECOCO)
    sc.bench(1, PAWMI)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dashing Kick")
    assert g.decision.player == 0 and g.decision.kind == "damage_target"
    pick(g, "Pawmi")
    assert only_damage(g, n) == 50
    pl = g.pl(1)
    assert pl["active"]["dmg"] == 0
    assert [g.top(b).name for b in pl["bench"] if b["dmg"]] == ["Pawmi"]
    assert [b["dmg"] for b in pl["bench"] if b["dmg"]] == [50]


def test_dashing_kick_can_choose_protected_pokemon_which_takes_none():
    """PTCG:II-B-08: a Benched Pokémon protected from damage can be chosen; it takes none."""
    sc = Scenario()
    sc.active(0, LOPUNNY, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.bench(1, PAWMI, fx=[{"kind": "prevent_damage", "label": "test"}])
    sc.bench(1, FUECOCO)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dashing Kick")
    pick(g, "Pawmi")
    assert only_damage(g, n) == 0
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 0]


def test_dashing_kick_with_no_bench_does_nothing():
    """PTCG:II-B-08: no Benched Pokémon: no choice, no damage."""
    sc = Scenario()
    sc.active(0, LOPUNNY, energy=[WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dashing Kick")
    assert damages(g, n) == []
    assert g.pl(1)["active"]["dmg"] == 0


# -- II-B-09 ------------------------------------------------------------------------------------
def test_take_down_damages_itself_unmodified():
    """PTCG:II-B-09: Stufful, Take Down: 30 to the opponent and 10 to itself; the self damage
    takes no +N from the attacker's effects nor −N from effects on it."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER], fx=[dealt(30), taken(-30)])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Take Down")
    opp, itself = damages(g, n)
    assert opp["amount"] == 60 and itself["amount"] == 10 and itself["clause"] == "PTCG:II-B-09"
    assert g.pl(0)["active"]["dmg"] == 10


def test_take_down_self_damage_even_if_opponent_damage_prevented_and_can_knock_out():
    """PTCG:II-B-09: the self damage is done even when the opponent's Active is protected,
    and it can Knock Out the attacker."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER], damage=70)
    sc.bench(0, PAWMI)
    sc.active(1, LAPRAS, fx=[{"kind": "prevent_damage", "label": "test"}])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Take Down")
    assert [e["amount"] for e in damages(g, n)] == [0, 10]
    assert [e for e in g.log[n:] if e["type"] == "knocked_out"]
    assert g.top(g.pl(0)["active"]).name != "Stufful" if g.pl(0)["active"] else True
