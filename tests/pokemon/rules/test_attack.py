"""PTCG:I-A-01 attacks: who may attack and when, the Energy cost, attack steps 1-7,
Confused at step 2, and the turn ending after the attack."""

from __future__ import annotations

import pytest

KYOGRE = "me1-34"  # Basic Water: Riptide {W} 20×, Swirling Waves {W}{W}{C} 130
SNOVER = "me1-35"  # Basic Water: Beat {W} 10, Icy Snow {W}{W} 30
ABOMASNOW = "me1-36"  # Stage 1 Water: Hammer-lanche {W}{W} 100×, Frost Barrier {W}{W}{W} 200
FUECOCO = "sv2-34"  # Basic Fire, 80 HP, Weakness Water ×2, Tackle {R} 20
LAPRAS = "sv7-31"  # Basic Water, 130 HP, Water Gun {W} 20, Surf {W}{C}{C} 80
WATER, FIRE, LIGHTNING = "sve-3", "sve-2", "sve-4"


# -- the Energy cost ----------------------------------------------------------------------
def test_attack_needs_the_typed_energy_of_its_cost(sc, t):
    """PTCG:I-A-01: an attack is usable only with attached Energy of the cost's types, in
    number: Frost Barrier {W}{W}{W} is not offered with two Water Energy."""
    sc.active(0, SNOVER, ABOMASNOW, energy=[WATER, WATER])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.attack_names(g) == ["Hammer-lanche"]


def test_colorless_cost_is_paid_by_any_type_but_typed_cost_is_not(sc, t):
    """PTCG:I-A-01: {C} may be paid by a Fire Energy; {W} may not."""
    sc.active(0, KYOGRE, energy=[WATER, WATER, FIRE])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.attack_names(g) == ["Riptide", "Swirling Waves"]

    sc2 = type(sc)()
    sc2.active(0, KYOGRE, energy=[WATER, FIRE, FIRE])
    sc2.active(1, FUECOCO)
    g2 = sc2.start(0, 3)
    assert t.attack_names(g2) == ["Riptide"]  # {W}{W}{C}: one Water short


def test_no_energy_no_attack_and_wrong_type_no_attack(sc, t):
    """PTCG:I-A-01: without Energy of the right type no attack is offered, only ending the turn."""
    sc.active(0, SNOVER, energy=[FIRE, LIGHTNING])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "attack") == []
    assert t.kinds(g) == ["end"]


def test_attack_option_is_illegal_when_not_offered(sc, t):
    """PTCG:I-A-01: the options are exactly the legal actions; the main phase stays put when
    an attack cannot be paid (answering out of range is refused, game unchanged)."""
    from tcgsim.core.decision import IllegalResponse

    sc.active(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    before = g.to_json()
    with pytest.raises(IllegalResponse):
        g.respond([len(g.decision.options)])
    assert g.to_json() == before


# -- who may attack, and when --------------------------------------------------------------
def test_first_player_cannot_attack_on_their_first_turn(sc, t):
    """PTCG:I-A-01: the player going first cannot attack on turn 1."""
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.active(1, SNOVER, energy=[WATER, WATER])
    g = sc.start(0, 1)
    assert g.s["first"] == 0
    assert t.offered(g, "attack") == []
    assert "end" in t.kinds(g)


def test_second_player_may_attack_on_their_first_turn(sc, t):
    """PTCG:I-A-01: only the player going first is barred; on turn 2 the other player attacks."""
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.active(1, SNOVER, energy=[WATER, WATER])
    g = sc.start(1, 2)
    assert g.current == 1
    assert t.attack_names(g) == ["Beat", "Icy Snow"]


@pytest.mark.parametrize("cond", ["asleep", "paralyzed"])
def test_asleep_or_paralyzed_active_cannot_attack(sc, t, cond):
    """PTCG:I-A-01 step 1b: an Asleep or Paralyzed Pokémon cannot declare any attack."""
    sc.active(0, SNOVER, energy=[WATER, WATER], conditions=[cond])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "attack") == []
    assert "end" in t.kinds(g)


@pytest.mark.parametrize("cond", ["confused", "poisoned", "burned"])
def test_confused_poisoned_burned_may_still_declare(sc, t, cond):
    """PTCG:I-A-01 step 1b bars only Asleep and Paralyzed; Confused flips at step 2."""
    sc.active(0, SNOVER, energy=[WATER, WATER], conditions=[cond])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.attack_names(g) == ["Beat", "Icy Snow"]


def test_cant_attack_effect_blocks_declaring(sc, t):
    """PTCG:I-A-01 step 1a: a Pokémon under a "can't attack" effect declares no attack."""
    sc.active(0, SNOVER, energy=[WATER, WATER], fx=[{"kind": "cant_attack", "until": 99}])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "attack") == []


def test_only_the_active_pokemon_attacks(sc, t):
    """PTCG:I-A-01: attacks offered are the Active Pokémon's, never a Benched Pokémon's."""
    sc.active(0, SNOVER, energy=[WATER])
    sc.bench(0, KYOGRE, energy=[WATER, WATER, WATER])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.attack_names(g) == ["Beat"]
    assert len(t.offered(g, "attack")) == 1


# -- the attack ends the turn ---------------------------------------------------------------
def test_attack_ends_the_turn_checkup_then_opponent_turn(sc, t):
    """PTCG:I-A-01: after attacking the turn ends: Pokémon Checkup, then the opponent's turn
    (they draw and get the main phase); the attacker gets no further action."""
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.hand(0, WATER, "me1-131")
    g = sc.start(0, 3)
    n = len(g.log)
    hand1 = len(g.pl(1)["hand"])
    t.attack(g, "Beat")
    types = [e["type"] for e in g.log[n:]]
    assert types.index("attack") < types.index("damage") < types.index("turn_end") \
        < types.index("checkup") < types.index("turn_start")
    assert t.last(g, "turn_start")["player"] == 1
    assert g.current == 1 and g.turn == 4
    assert g.decision.player == 1 and g.decision.kind == "main"
    assert len(g.pl(1)["hand"]) == hand1 + 1  # drew for the turn
    # player 0's unplayed Energy stays in hand: the attack really ended their turn
    assert t.zone(g, 0, "hand") == ["Basic Water Energy", "Ultra Ball"]


def test_attack_once_per_turn(sc, t):
    """PTCG:I-A-01: one attack per turn: after the attack the attacker is not asked again
    before their next turn, whose attack is a fresh one."""
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    t.attack(g, "Beat")
    assert len(t.events(g, "attack")) == 1
    t.do(g, "end")  # player 1 ends turn 4
    assert g.current == 0 and g.turn == 5
    assert t.attack_names(g) == ["Beat"]
    t.attack(g, "Beat")
    assert len(t.events(g, "attack")) == 2
    assert t.active(g, 1)["dmg"] == 20


# -- steps 1-7 ---------------------------------------------------------------------------
def _attack_steps(g, start):
    return [e["step"] for e in g.log[start:]
            if e.get("clause") == "PTCG:I-A-01" and "step" in e]


def test_attack_steps_are_logged_in_order(sc, t):
    """PTCG:I-A-01: declare (1), check the attacker (2), damage (4), other effects (5),
    Knock Out check (7), in this order, each logged with its step number."""
    sc.active(0, SNOVER, ABOMASNOW, energy=[WATER] * 3)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    t.attack(g, "Frost Barrier")
    steps = _attack_steps(g, n)
    assert steps == sorted(steps)
    for s in (1, 2, 4, 5, 7):
        assert s in steps, steps
    # the effect of step 5 comes after the damage of step 4
    types = [e["type"] for e in g.log[n:]]
    assert types.index("damage") < types.index("effect")


def test_knock_out_check_follows_the_damage(sc, t):
    """PTCG:I-A-01 step 7: damage that leaves no HP Knocks Out, after the damage step."""
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.bench(1, LAPRAS)
    sc.active(1, FUECOCO, damage=30)
    g = sc.start(0, 3)
    n = len(g.log)
    t.attack(g, "Icy Snow")  # 30 ×2 = 60 on 50 remaining HP
    assert g.decision.kind == "prize" and g.decision.player == 0
    g.respond([0])
    types = [e["type"] for e in g.log[n:]]
    assert types.index("damage") < types.index("knocked_out") < types.index("turn_end")
    assert t.zone(g, 1, "discard") == ["Fuecoco"]
    assert g.top(t.active(g, 1)).name == "Lapras"


def test_confused_tails_three_counters_and_attack_fails(sc, t):
    """PTCG:I-A-01 step 2b: Confused and tails: 3 damage counters on the attacker, the attack
    does nothing, and the turn ends."""
    sc.active(0, SNOVER, energy=[WATER, WATER], conditions=["confused"])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    g.rng.force(False)
    n = len(g.log)
    t.attack(g, "Icy Snow")
    assert t.active(g, 0)["dmg"] == 30
    assert t.active(g, 1)["dmg"] == 0
    assert t.events(g, "damage", n) == []
    assert [e["result"] for e in t.events(g, "coin", n)][:1] == ["tails"]
    assert len(t.events(g, "attack_failed", n)) == 1
    assert g.current == 1 and g.decision.player == 1  # the turn ended
    assert t.active(g, 0)["sp"] == "confused"  # Confused stays


def test_confused_heads_attacks_normally(sc, t):
    """PTCG:I-A-01 step 2b: Confused and heads: the attack goes on to step 3 and does damage."""
    sc.active(0, SNOVER, energy=[WATER, WATER], conditions=["confused"])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    g.rng.force(True)
    n = len(g.log)
    t.attack(g, "Icy Snow")
    assert t.active(g, 0)["dmg"] == 0
    assert t.active(g, 1)["dmg"] == 30
    assert t.events(g, "attack_failed", n) == []
    assert g.current == 1


def test_confused_flip_comes_after_declaring_and_before_damage(sc, t):
    """PTCG:I-A-01: the Confused flip is step 2: after the declaration (1), before damage (4)."""
    sc.active(0, SNOVER, energy=[WATER, WATER], conditions=["confused"])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    g.rng.force(True)
    n = len(g.log)
    t.attack(g, "Icy Snow")
    types = [e["type"] for e in g.log[n:]]
    assert types.index("attack") < types.index("coin") < types.index("damage")


def test_attack_flip_effect_tails_fails_without_counters(sc, t):
    """PTCG:I-A-01 step 2a: an effect "flip a coin, if tails the attack fails": tails ends the
    turn with no damage and no counters on the attacker."""
    sc.active(0, SNOVER, energy=[WATER, WATER], fx=[{"kind": "attack_flip", "until": 99}])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    g.rng.force(False)
    n = len(g.log)
    t.attack(g, "Icy Snow")
    assert t.events(g, "damage", n) == []
    assert t.active(g, 0)["dmg"] == 0 and t.active(g, 1)["dmg"] == 0
    assert g.current == 1


# ======================================================================================
# PTCG:I-A-02 abilities (Pidgeot ex "Quick Search": declared, once during your turn, no more
# than 1 Quick Search each turn; Garganacl "Blessed Salt": automatic)
# ======================================================================================
PIDGEOT_EX = "sv3-164"
GARGANACL = "sv2-123"


def _ability_slots(g):
    assert g.decision.kind == "main"
    return [o.data[1] for o in g.decision.options if o.data[0] == "ability"]


def test_declared_ability_from_the_bench_does_not_end_the_turn(sc, t):
    """PTCG:I-A-02: a declared ability may be used from the Bench; its text is carried out
    (Quick Search: any card, exactly 1, then shuffle) and the turn goes on."""
    sc.active(0, SNOVER, energy=[WATER])
    p = sc.bench(0, PIDGEOT_EX)
    sc.deck(0, KYOGRE, "me1-131", FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert _ability_slots(g) == [sc.slot_id(p)]
    n = len(g.log)
    t.do(g, "ability")
    d = g.decision
    assert d.kind == "search" and d.min == 1 and d.max == 1
    assert t.option_names(g) == ["Basic Fire Energy", "Kyogre", "Ultra Ball"]
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "hand") == ["Ultra Ball"]
    assert len(g.pl(0)["deck"]) == 2
    types = [e["type"] for e in g.log[n:]]
    assert types.index("ability") < types.index("to_hand") < types.index("shuffle")
    e = t.last(g, "ability")
    assert e["clause"] == "PTCG:I-A-02" and e["step"] == 1 and e["ability"] == "Quick Search"
    # the turn did not end: same player, main phase, attack still available
    assert g.current == 0 and g.decision.kind == "main"
    assert t.attack_names(g) == ["Beat"]


def test_once_per_turn_ability_and_one_quick_search_per_turn(sc, t):
    """PTCG:I-A-02: "once during your turn": used, it is not offered again that turn; "you
    can't use more than 1 Quick Search Ability each turn" bars a second Pidgeot ex too; the
    next turn it is offered again."""
    a = sc.active(0, PIDGEOT_EX)
    b = sc.bench(0, PIDGEOT_EX)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert sorted(_ability_slots(g)) == sorted([sc.slot_id(a), sc.slot_id(b)])
    t.pick(g, "Pidgeot ex (Bench)")
    t.pick(g, "Basic Water Energy")
    assert _ability_slots(g) == []
    t.do(g, "end")
    t.do(g, "end")
    assert g.current == 0 and g.turn == 5
    assert sorted(_ability_slots(g)) == sorted([sc.slot_id(a), sc.slot_id(b)])


def test_ability_not_declared_when_nothing_would_change(sc, t):
    """PTCG:I-A-02 step 1: an ability that could change nothing (Quick Search with an empty
    deck) cannot be declared."""
    sc.active(0, PIDGEOT_EX)
    sc.deck(0)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert _ability_slots(g) == []


def test_automatic_ability_is_not_declared(sc, t):
    """PTCG:I-A-02: an ability without "you may" works by itself and is never an option
    (Garganacl's Blessed Salt)."""
    sc.active(0, GARGANACL)
    sc.bench(0, GARGANACL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert _ability_slots(g) == []


def test_ability_on_first_turn_and_with_a_special_condition(sc, t):
    """PTCG:I-A-02: abilities are not attacks: the first player may use one on turn 1, and a
    Paralyzed Active may still use its ability."""
    a = sc.active(0, PIDGEOT_EX, conditions=["paralyzed"])
    sc.active(1, LAPRAS)
    g = sc.start(0, 1)
    assert t.offered(g, "attack") == []
    assert _ability_slots(g) == [sc.slot_id(a)]
