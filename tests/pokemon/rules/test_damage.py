"""PTCG:I-A-01 damage calculation steps 1-6: base damage ("×" reaching 0 ends it), effects
on the attacker, Weakness and Resistance as printed, effects on the defender, final damage
and damage prevention."""

from __future__ import annotations

KYOGRE = "me1-34"  # Water: Riptide {W} 20×, Swirling Waves {W}{W}{C} 130
SNOVER = "me1-35"  # Water: Beat {W} 10, Icy Snow {W}{W} 30
ABOMASNOW = "me1-36"  # Stage 1 Water, 350 HP, Weakness Metal ×2
FUECOCO = "sv2-34"  # Fire, 80 HP, Weakness Water ×2, Tackle {R} 20
TREECKO = "ex1-76"  # Grass, 40 HP, Weakness Fire ×2, Resistance Water −30
TURTWIG = "dp1-103"  # Grass, 60 HP, Weakness Fire +10, Resistance Water −20
COPPERAJAH = "sv9-110"  # Stage 1 Metal, 190 HP: Ram {M}{M}{C} 100
LAPRAS = "sv7-31"  # Water, 130 HP, Weakness Lightning ×2: Water Gun {W} 20
WATER, FIRE, METAL = "sve-3", "sve-2", "sve-8"


def _hit(sc, t, attack, attacker, defender, energy, a_kw=None, d_kw=None, player=0):
    sc.active(player, *attacker, energy=energy, **(a_kw or {}))
    sc.active(1 - player, *defender, **(d_kw or {}))
    g = sc.start(player, 3 if player == 0 else 4)
    n = len(g.log)
    t.attack(g, attack)
    dmg = t.events(g, "damage", n)
    return g, (dmg[0] if dmg else None)


def _steps(event):
    return [s["step"] for s in event["trace"]]


# -- step 1: base damage --------------------------------------------------------------------
def test_times_damage_reaching_zero_ends_the_calculation(sc, t):
    """PTCG:I-A-01 damage step 1b: Riptide (20×) with no Basic Water Energy in the discard pile
    is 0 damage; the calculation ends, so Weakness ×2 (Fuecoco: Water) is not applied."""
    sc.discard(0, FIRE, "me1-131")  # nothing Riptide counts
    g, e = _hit(sc, t, "Riptide", (KYOGRE,), (FUECOCO,), [WATER])
    assert e["amount"] == 0
    assert all(s["step"] == 1 for s in e["trace"])
    assert not any("Weakness" in s["what"] for s in e["trace"])
    assert t.active(g, 1)["dmg"] == 0


def test_times_damage_at_zero_ignores_attacker_boosts(sc, t):
    """PTCG:I-A-01 damage step 1b: "×" damage of 0 ends the calculation at step 1, so even a
    +30 effect on the attacker (step 2) does not make Riptide do damage."""
    fx = [{"kind": "dmg_dealt", "amt": 30, "label": "boost", "until": 99}]
    g, e = _hit(sc, t, "Riptide", (KYOGRE,), (LAPRAS,), [WATER], a_kw={"fx": fx})
    assert e["amount"] == 0
    assert _steps(e) == [1, 1]
    assert t.active(g, 1)["dmg"] == 0


def test_times_damage_counts_then_weakness_applies(sc, t):
    """PTCG:I-A-01 steps 1 then 3: Riptide with 2 Basic Water Energy in the discard pile is
    40, doubled by Fuecoco's Water Weakness to 80 (a Knock Out)."""
    sc.discard(0, WATER, WATER, FIRE)
    sc.bench(1, LAPRAS)
    g, e = _hit(sc, t, "Riptide", (KYOGRE,), (FUECOCO,), [WATER])
    assert [s["value"] for s in e["trace"] if s["step"] == 1][0] == 40
    assert e["amount"] == 80


def test_plain_damage_no_weakness_no_resistance(sc, t):
    """PTCG:I-A-01 step 6: plain damage with no Weakness/Resistance match is placed as is."""
    g, e = _hit(sc, t, "Water Gun", (LAPRAS,), (SNOVER,), [WATER])
    assert e["amount"] == 20
    assert t.active(g, 1)["dmg"] == 20
    assert _steps(e) == [1, 6]


# -- step 3: Weakness, as printed -----------------------------------------------------------
def test_weakness_times_two_as_printed(sc, t):
    """PTCG:I-A-01 step 3: Weakness Water ×2 doubles Snover's Beat 10 to 20."""
    g, e = _hit(sc, t, "Beat", (SNOVER,), (FUECOCO,), [WATER])
    assert e["amount"] == 20
    assert t.active(g, 1)["dmg"] == 20
    assert [s for s in e["trace"] if s["step"] == 3][0]["value"] == 20


def test_weakness_plus_ten_as_printed(sc, t):
    """PTCG:I-A-01 step 3 (the card's printed value wins): Turtwig's "Fire +10" adds 10 to
    Fuecoco's Tackle (20 → 30), it does not double it."""
    g, e = _hit(sc, t, "Tackle", (FUECOCO,), (TURTWIG,), [FIRE])
    assert e["amount"] == 30


def test_weakness_only_for_the_matching_type(sc, t):
    """PTCG:I-A-01 step 3: Weakness applies only when the attacker has the Weakness type:
    Lapras (Water) hitting Abomasnow (Weakness Metal) does printed damage."""
    g, e = _hit(sc, t, "Water Gun", (LAPRAS,), (SNOVER, ABOMASNOW), [WATER])
    assert e["amount"] == 20


# -- step 4: Resistance, as printed, and the floor at 0 ------------------------------------
def test_resistance_minus_thirty(sc, t):
    """PTCG:I-A-01 step 4: Resistance Water −30: Swirling Waves 130 → 100."""
    sc.bench(1, LAPRAS)
    g, e = _hit(sc, t, "Swirling Waves", (KYOGRE,), (TREECKO,), [WATER] * 3)
    assert e["amount"] == 100
    assert [s for s in e["trace"] if s["step"] == 4][0]["value"] == 100


def test_resistance_minus_twenty_as_printed(sc, t):
    """PTCG:I-A-01 step 4 (the card's printed value wins): Turtwig's Water −20: Icy Snow
    30 → 10."""
    g, e = _hit(sc, t, "Icy Snow", (SNOVER,), (TURTWIG,), [WATER, WATER])
    assert e["amount"] == 10
    assert t.active(g, 1)["dmg"] == 10


def test_resistance_below_zero_is_zero(sc, t):
    """PTCG:I-A-01 step 4: Beat 10 − 30 Resistance is 0 damage (never negative, never healing),
    and the calculation ends there."""
    g, e = _hit(sc, t, "Beat", (SNOVER,), (TREECKO,), [WATER], d_kw={"damage": 20})
    assert e["amount"] == 0
    assert t.active(g, 1)["dmg"] == 20  # not healed
    assert _steps(e)[-1] == 4
    assert not any(s["step"] in (5, 6) for s in e["trace"])


# -- steps 2 and 5: effects on the attacker and on the defender -------------------------------
def test_attacker_effect_applies_before_weakness(sc, t):
    """PTCG:I-A-01 step 2 before step 3: −20 on the attacker then ×2: (30 − 20) × 2 = 20
    (not 30 × 2 − 20 = 40)."""
    fx = [{"kind": "dmg_dealt", "amt": -20, "label": "weakened", "until": 99}]
    g, e = _hit(sc, t, "Icy Snow", (SNOVER,), (FUECOCO,), [WATER, WATER], a_kw={"fx": fx})
    assert e["amount"] == 20
    assert _steps(e) == [1, 2, 3, 6]


def test_attacker_effect_reaching_zero_ends_before_weakness(sc, t):
    """PTCG:I-A-01 step 2: damage brought to 0 by an effect on the attacker ends the
    calculation: Weakness does not apply and no damage is done."""
    fx = [{"kind": "dmg_dealt", "amt": -30, "label": "weakened", "until": 99}]
    g, e = _hit(sc, t, "Beat", (SNOVER,), (FUECOCO,), [WATER], a_kw={"fx": fx})
    assert e["amount"] == 0
    assert 3 not in _steps(e)
    assert t.active(g, 1)["dmg"] == 0


def test_defender_effect_after_weakness_frost_barrier(sc, t):
    """PTCG:I-A-01 step 5 after step 3: Copperajah (Metal) Ram 100 on Mega Abomasnow ex
    (Weakness Metal ×2) under Frost Barrier (−30): 100 × 2 = 200, − 30 = 170."""
    fx = [{"kind": "dmg_taken", "amt": -30, "label": "Frost Barrier", "until": 4}]
    g, e = _hit(sc, t, "Ram", ("sv9-109", COPPERAJAH), (SNOVER, ABOMASNOW), [METAL] * 3,
                d_kw={"fx": fx}, player=1)
    assert e["amount"] == 170
    assert t.active(g, 0)["dmg"] == 170
    assert [(s["step"], s["value"]) for s in e["trace"]] == [(1, 100), (3, 200), (5, 170), (6, 170)]


def test_defender_effect_reaching_zero_is_no_damage(sc, t):
    """PTCG:I-A-01 step 5: an effect on the defender that brings damage to 0 or less ends
    the calculation with no damage."""
    fx = [{"kind": "dmg_taken", "amt": -30, "label": "shield", "until": 99}]
    g, e = _hit(sc, t, "Icy Snow", (SNOVER,), (LAPRAS,), [WATER, WATER], d_kw={"fx": fx})
    assert e["amount"] == 0
    assert t.active(g, 1)["dmg"] == 0
    assert 6 not in _steps(e)


# -- step 6: prevention, counters, trace order ------------------------------------------------
def test_damage_prevention_means_no_counters(sc, t):
    """PTCG:I-A-01 step 6: a Pokémon that is not damaged by attacks gets no damage counters."""
    fx = [{"kind": "prevent_damage", "label": "protected", "until": 99}]
    g, e = _hit(sc, t, "Icy Snow", (SNOVER,), (FUECOCO,), [WATER, WATER], d_kw={"fx": fx})
    assert e["amount"] == 0
    assert t.active(g, 1)["dmg"] == 0
    assert t.events(g, "knocked_out") == []


def test_final_damage_places_counters_and_trace_is_in_step_order(sc, t):
    """PTCG:I-A-01 steps 1-6: the damage event's trace lists the steps in order and ends with
    the final damage that is placed on the Pokémon."""
    fx_a = [{"kind": "dmg_dealt", "amt": 10, "label": "boost", "until": 99}]
    fx_d = [{"kind": "dmg_taken", "amt": -20, "label": "shield", "until": 99}]
    g, e = _hit(sc, t, "Icy Snow", (SNOVER,), (FUECOCO,), [WATER, WATER],
                a_kw={"fx": fx_a}, d_kw={"fx": fx_d})
    # (30 + 10) × 2 − 20 = 60
    assert [(s["step"], s["value"]) for s in e["trace"]] == [(1, 30), (2, 40), (3, 80), (5, 60), (6, 60)]
    assert e["amount"] == 60 and t.active(g, 1)["dmg"] == 60
    assert e["clause"] == "PTCG:I-A-01" and e["step"] == 4


def test_damage_adds_to_existing_counters_and_knocks_out(sc, t):
    """PTCG:I-A-01 steps 6-7: damage adds to the counters already there; no HP left is a
    Knock Out at step 7."""
    sc.bench(1, LAPRAS)
    g, e = _hit(sc, t, "Beat", (SNOVER,), (FUECOCO,), [WATER], d_kw={"damage": 60})
    assert e["amount"] == 20
    assert [k["pokemon"] for k in t.events(g, "knocked_out")] == ["Fuecoco"]
