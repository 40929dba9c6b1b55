"""PTCG:I-A-03 retreat, PTCG:I-A-04 putting Basic Pokémon onto the Bench, PTCG:I-A-05
evolution."""

from __future__ import annotations

import pytest

from tcgsim.core.decision import IllegalResponse

SNOVER = "me1-35"  # Basic Water, retreat 3
ABOMASNOW = "me1-36"  # Stage 1 from Snover, retreat 4
KYOGRE = "me1-34"  # Basic Water, retreat 3
LAPRAS = "sv7-31"  # Basic Water, retreat 2: Water Gun {W} 20, Surf {W}{C}{C} 80
CARVANHA = "svp-93"  # Basic Water, retreat 1
FLITTLE = "sv1-100"  # Basic Psychic, retreat 0
FUECOCO = "sv2-34"  # Basic Fire
PAWNIARD, BISHARP, KINGAMBIT = "svp-111", "svp-112", "svp-113"  # Basic → Stage 1 → Stage 2
POWERGLASS = "sv6pt5-63"
WATER, FIRE, METAL = "sve-3", "sve-2", "sve-8"


# ======================================================================================
# PTCG:I-A-03 retreat
# ======================================================================================
def test_retreat_discards_exactly_the_retreat_cost(sc, t):
    """PTCG:I-A-03: retreating Lapras (retreat 2) with 3 Energy discards exactly 2; the third
    stays on it; the Benched Pokémon becomes Active and the turn goes on."""
    a = sc.active(0, LAPRAS, energy=[WATER] * 3)
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    lapras = sc.slot_id(a)
    t.do(g, "retreat")
    assert g.top(t.active(g, 0)).name == "Snover"
    benched = g.slot(lapras)
    assert benched in g.pl(0)["bench"]
    assert len(benched["energy"]) == 1
    assert t.zone(g, 0, "discard") == ["Basic Water Energy"] * 2
    assert g.decision.player == 0 and g.decision.kind == "main"  # retreat does not end the turn
    t.check_cards(g)


def test_retreat_cost_choice_when_energy_differs(sc, t):
    """PTCG:I-A-03 step 2: with different Energy the player picks exactly the cost (2 of 3);
    picking 1 is refused and leaves the game unchanged."""
    a = sc.active(0, LAPRAS, energy=[WATER, FIRE, METAL])
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "retreat")
    d = g.decision
    assert d.kind == "retreat_cost" and d.min == 2 and d.max == 2
    assert t.option_names(g) == ["Basic Fire Energy", "Basic Metal Energy", "Basic Water Energy"]
    before = g.to_json()
    with pytest.raises(IllegalResponse):
        t.pick(g, "Fire")
    assert g.to_json() == before
    t.pick(g, "Fire", "Metal")
    assert t.names(g, g.slot(sc.slot_id(a))["energy"]) == ["Basic Water Energy"]
    assert t.zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Metal Energy"]


def test_retreat_only_once_per_turn(sc, t):
    """PTCG:I-A-03: one retreat per turn: the new Active, with Energy to spare, cannot retreat
    again; next turn it can."""
    sc.active(0, CARVANHA, energy=[WATER])
    sc.bench(0, LAPRAS, energy=[WATER] * 3)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "retreat")
    assert g.top(t.active(g, 0)).name == "Lapras"
    assert t.offered(g, "retreat") == []
    t.do(g, "end")
    t.do(g, "end")  # player 1
    assert g.current == 0
    assert t.offered(g, "retreat") == [["retreat"]]


def test_cannot_retreat_without_enough_energy(sc, t):
    """PTCG:I-A-03 step 1a: Lapras (retreat 2) with 1 Energy cannot retreat."""
    sc.active(0, LAPRAS, energy=[WATER])
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat") == []


def test_zero_retreat_cost_needs_no_energy(sc, t):
    """PTCG:I-A-03: no retreat cost printed: retreat with no Energy, nothing discarded."""
    sc.active(0, FLITTLE)
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "retreat")
    assert g.top(t.active(g, 0)).name == "Snover"
    assert g.pl(0)["discard"] == []


@pytest.mark.parametrize("cond", ["asleep", "paralyzed"])
def test_asleep_or_paralyzed_cannot_retreat(sc, t, cond):
    """PTCG:I-A-03 step 1b: an Asleep or Paralyzed Active cannot retreat."""
    sc.active(0, CARVANHA, energy=[WATER, WATER], conditions=[cond])
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat") == []


def test_cant_retreat_effect_blocks_retreat(sc, t):
    """PTCG:I-A-03 step 1c: a "can't retreat" effect on the Active blocks retreating."""
    sc.active(0, CARVANHA, energy=[WATER, WATER], fx=[{"kind": "cant_retreat", "until": 99}])
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat") == []


def test_cannot_retreat_with_empty_bench(sc, t):
    """PTCG:I-A-03: with no Benched Pokémon there is nothing to retreat to."""
    sc.active(0, CARVANHA, energy=[WATER, WATER])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat") == []


def test_retreat_clears_conditions_and_effects_keeps_damage_and_cards(sc, t):
    """PTCG:I-A-03: on the Bench the retreated Pokémon loses its Special Conditions and the
    effects on it; damage counters, the remaining Energy and its Tool stay."""
    fx = [{"kind": "dmg_taken", "amt": -30, "label": "Frost Barrier", "until": 4}]
    a = sc.active(0, CARVANHA, energy=[WATER, WATER], tools=[POWERGLASS], damage=30,
                  conditions=["poisoned", "burned", "confused"], fx=fx)
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "retreat")
    s = g.slot(sc.slot_id(a))
    assert s in g.pl(0)["bench"]
    assert (s["sp"], s["psn"], s["brn"], s["fx"]) == (None, 0, 0, [])
    assert s["dmg"] == 30
    assert len(s["energy"]) == 1
    assert t.names(g, s["tools"]) == ["Powerglass"]


def test_confused_pokemon_may_retreat(sc, t):
    """PTCG:I-A-03: only Asleep and Paralyzed block retreat; a Confused Active may retreat."""
    sc.active(0, CARVANHA, energy=[WATER], conditions=["confused"])
    sc.bench(0, SNOVER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat") == [["retreat"]]


def test_retreat_with_full_bench_and_choice_of_new_active(sc, t):
    """PTCG:I-A-03: a full Bench (5) does not stop retreat; the player chooses which Benched
    Pokémon becomes Active, and the retreated one takes its place."""
    sc.active(0, CARVANHA, energy=[WATER])
    for card in (SNOVER, KYOGRE, LAPRAS, FLITTLE, FUECOCO):
        sc.bench(0, card)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "retreat")
    d = g.decision
    assert d.kind == "promote" and d.player == 0
    assert len(d.options) == 5
    t.pick(g, "Lapras")
    assert g.top(t.active(g, 0)).name == "Lapras"
    assert sorted(g.top(b).name for b in g.pl(0)["bench"]) == [
        "Carvanha", "Flittle", "Fuecoco", "Kyogre", "Snover"]


# ======================================================================================
# PTCG:I-A-04 putting Basic Pokémon onto the Bench
# ======================================================================================
def test_bench_basic_pokemon_one_at_a_time(sc, t):
    """PTCG:I-A-04: a Basic Pokémon is put onto the Bench one per action: the main phase
    takes one option at a time, and after benching one the next may be benched."""
    sc.active(0, SNOVER)
    sc.hand(0, KYOGRE, LAPRAS)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    d = g.decision
    assert d.max == 1
    i = [k for k, o in enumerate(d.options) if o.data[0] == "bench"]
    assert len(i) == 2
    with pytest.raises(IllegalResponse):
        g.respond(i)
    t.do(g, "bench", "Kyogre")
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Kyogre"]
    assert [g.name(a[1]) for a in t.offered(g, "bench")] == ["Lapras"]
    t.do(g, "bench", "Lapras")
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Kyogre", "Lapras"]
    assert g.pl(0)["hand"] == []


def test_no_bench_option_when_bench_is_full(sc, t):
    """PTCG:I-A-04: at most 5 Benched Pokémon: the fifth fills it, then no Basic is offered."""
    sc.active(0, SNOVER)
    for card in (SNOVER, SNOVER, KYOGRE, LAPRAS):
        sc.bench(0, card)
    sc.hand(0, CARVANHA, FLITTLE)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert len(t.offered(g, "bench")) == 2
    t.do(g, "bench", "Carvanha")
    assert len(g.pl(0)["bench"]) == 5
    assert t.offered(g, "bench") == []
    assert t.zone(g, 0, "hand") == ["Flittle"]


def test_evolution_card_is_not_put_onto_the_bench(sc, t):
    """PTCG:I-A-04: only Basic Pokémon go onto the Bench from hand; a Stage 1 with nothing to
    evolve from is no option at all."""
    sc.active(0, KYOGRE)
    sc.hand(0, ABOMASNOW, BISHARP)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.kinds(g) == ["end"]


def test_bench_on_the_first_turn(sc, t):
    """PTCG:I-A-04: Basic Pokémon may be benched on the first player's first turn too."""
    sc.active(0, SNOVER)
    sc.hand(0, KYOGRE)
    sc.active(1, FUECOCO)
    g = sc.start(0, 1)
    t.do(g, "bench", "Kyogre")
    assert len(g.pl(0)["bench"]) == 1


# ======================================================================================
# PTCG:I-A-05 evolution
# ======================================================================================
@pytest.mark.parametrize("player,turn", [(0, 1), (1, 2)])
def test_no_evolution_on_either_players_first_turn(sc, t, player, turn):
    """PTCG:I-A-05: neither player evolves on their own first turn (turns 1 and 2)."""
    sc.active(player, SNOVER)
    sc.hand(player, ABOMASNOW)
    sc.active(1 - player, FUECOCO)
    g = sc.start(player, turn)
    assert t.offered(g, "evolve") == []


def test_evolution_from_turn_three(sc, t):
    """PTCG:I-A-05: from turn 3 a Pokémon in play since before this turn may evolve; the
    evolved Pokémon uses the Evolution card's attacks, not the Basic's."""
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.hand(0, ABOMASNOW)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert t.attack_names(g) == ["Beat", "Icy Snow"]
    t.do(g, "evolve", "Mega Abomasnow ex")
    assert g.top(t.active(g, 0)).name == "Mega Abomasnow ex"
    assert t.attack_names(g) == ["Hammer-lanche"]
    assert t.last(g, "evolve")["clause"] == "PTCG:I-A-05"


def test_no_evolution_of_pokemon_played_this_turn(sc, t):
    """PTCG:I-A-05: a Basic put into play this turn cannot evolve this turn: only the Snover
    already in play is a target."""
    old = sc.active(0, SNOVER)
    sc.hand(0, SNOVER, ABOMASNOW, ABOMASNOW)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "bench", "Snover")
    t.do(g, "evolve", "Mega Abomasnow ex")  # one target only: no question asked
    assert g.top(g.slot(sc.slot_id(old))).name == "Mega Abomasnow ex"
    assert g.top(g.pl(0)["bench"][0]).name == "Snover"
    assert t.offered(g, "evolve") == []  # the second Abomasnow has no eligible Snover


def test_choose_which_pokemon_to_evolve(sc, t):
    """PTCG:I-A-05: Active and Benched Pokémon may evolve; the targets offered are exactly the
    Pokémon it evolves from that were in play before this turn."""
    a = sc.active(0, SNOVER)
    b = sc.bench(0, SNOVER)
    sc.bench(0, SNOVER, played=3)  # came into play this turn
    sc.bench(0, KYOGRE)
    sc.hand(0, ABOMASNOW)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Mega Abomasnow ex")
    d = g.decision
    assert d.kind == "target"
    assert sorted(o.label for o in d.options) == ["Snover (Active)", "Snover (Bench)"]
    assert sorted(o.data for o in d.options) == sorted([sc.slot_id(a), sc.slot_id(b)])
    g.respond([[o.data for o in d.options].index(sc.slot_id(b))])
    assert g.top(g.slot(sc.slot_id(b))).name == "Mega Abomasnow ex"
    assert g.top(t.active(g, 0)).name == "Snover"


def test_no_second_evolution_in_the_same_turn(sc, t):
    """PTCG:I-A-05: a Pokémon that evolved this turn cannot evolve again this turn
    (Pawniard → Bisharp, then no Kingambit until the next turn)."""
    a = sc.active(0, PAWNIARD)
    sc.hand(0, BISHARP, KINGAMBIT)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert [g.name(x[1]) for x in t.offered(g, "evolve")] == ["Bisharp"]
    t.do(g, "evolve", "Bisharp")
    assert t.offered(g, "evolve") == []
    t.do(g, "end")
    t.do(g, "end")
    assert g.current == 0 and g.turn == 5
    t.do(g, "evolve", "Kingambit")
    assert [g.name(c) for c in g.slot(sc.slot_id(a))["cards"]] == ["Pawniard", "Bisharp", "Kingambit"]


def test_evolution_keeps_cards_and_damage_clears_conditions_and_effects(sc, t):
    """PTCG:I-A-05: the evolved Pokémon keeps its Energy, Tool and damage counters; Special
    Conditions and effects of attacks end."""
    fx = [{"kind": "cant_retreat", "until": 99}, {"kind": "dmg_taken", "amt": -30, "until": 4}]
    a = sc.active(0, SNOVER, energy=[WATER, FIRE], tools=[POWERGLASS], damage=40,
                  conditions=["poisoned", "burned", "paralyzed"], fx=fx)
    sc.bench(0, LAPRAS)
    sc.hand(0, ABOMASNOW)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    slot = g.slot(sc.slot_id(a))
    energy, tools = list(slot["energy"]), list(slot["tools"])
    assert t.offered(g, "retreat") == []
    t.do(g, "evolve", "Mega Abomasnow ex")
    slot = g.slot(sc.slot_id(a))
    assert [g.name(c) for c in slot["cards"]] == ["Snover", "Mega Abomasnow ex"]
    assert slot["energy"] == energy and slot["tools"] == tools
    assert slot["dmg"] == 40
    assert (slot["sp"], slot["psn"], slot["brn"], slot["fx"]) == (None, 0, 0, [])
    assert slot["played"] == 3
    t.check_cards(g)
