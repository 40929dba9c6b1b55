"""Costs and HP (advanced rules guide part II-D-09..16, II-E-15, II-E-32) and card text in
general (part II-A), played with real cards."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick

GRAPPLOCT = "sv8-113"  # Fighting; Raging Tentacles [F][F][C] 130: with damage counters, [F] only
MABOSSTIFF_EX = "sv10-139"  # Vigorous Tackle [C] 30+: 120 more with no damage counters
LUDICOLO = "sv9-37"  # Vibrant Dance: all of your Pokémon get +40 HP; doesn't stack
ARIADOS = "sv6-5"  # Big Net: opponent's Active Evolution Pokémon's Retreat Cost is [C] more
TOEDSCRUEL = "sv9-89"  # on the Bench: your Active Pokémon's Retreat Cost is [C][C] less
HYDREIGON_EX = "sv8-119"  # Obsidian [P][D][M][C] 130, also 130 to 2 of opponent's Benched
FARIGIRAF_EX = "sv5-108"  # Dirty Beam [P][C][C] 160, also 30 to 1 of opponent's Benched
KYOGRE = "me1-34"  # Water 150 HP, Retreat 3 (Basic)
SNOVER = "me1-35"  # Water 90 HP
TANGROWTH = "sv6-2"  # Stage 1 Grass 150 HP, Retreat 4
CARKOL = "sv5-94"  # Stage 1 Fighting 110 HP, Retreat 4; Knock Away [F] 20+
GRASS, WATER, PSYCHIC, FIGHTING, DARK, METAL = (
    "sve-1", "sve-3", "sve-5", "sve-6", "sve-7", "sve-8")


def attack_names(g: Game) -> list[str]:
    top = g.top(g.pl(g.current)["active"])
    return [top.attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]


def can_retreat(g: Game) -> bool:
    return any(o.data[0] == "retreat" for o in g.decision.options)


def fx(kind: str, amt: int = 0) -> dict[str, object]:
    return {"kind": kind, "amt": amt, "label": f"test {kind}", "until": 99}


# -- PTCG:II-D-09, II-D-11..13: attack costs ---------------------------------------------------
def test_attack_cost_is_the_printed_energy():
    """PTCG:II-D-09: Raging Tentacles needs [F][F][C]: two Fighting Energy are not enough."""
    sc = Scenario()
    sc.active(0, GRAPPLOCT, energy=[FIGHTING, FIGHTING])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert "Raging Tentacles" not in attack_names(g)


def test_attack_cost_increase_and_decrease_add_up():
    """PTCG:II-D-11, PTCG:II-D-12: +1 Colorless and −1 Colorless cancel out; +1 alone needs a
    fourth Energy."""
    for effects, energy, usable in (
        ([fx("attack_cost", 1)], [FIGHTING] * 3, False),
        ([fx("attack_cost", 1)], [FIGHTING] * 4, True),
        ([fx("attack_cost", 1), fx("attack_cost", -1)], [FIGHTING] * 3, True),
        ([fx("attack_cost", -1)], [FIGHTING] * 2, True),
    ):
        sc = Scenario()
        sc.active(0, GRAPPLOCT, energy=energy, fx=effects)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        assert ("Raging Tentacles" in attack_names(g)) is usable, (effects, energy)


def test_no_energy_needed_beats_an_increase():
    """PTCG:II-D-13: "no Energy needed" and an increase on the same card: the removal wins."""
    sc = Scenario()
    sc.active(0, MABOSSTIFF_EX, fx=[fx("attack_cost", 2), fx("free_attack")])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert "Vigorous Tackle" in attack_names(g)


# -- PTCG:II-E-32 ---------------------------------------------------------------------------------
def test_can_be_used_for_one_fighting_when_damaged():
    """PTCG:II-E-32: with damage counters on it, Grapploct uses Raging Tentacles for [F]."""
    sc = Scenario()
    sc.active(0, GRAPPLOCT, energy=[FIGHTING], damage=10)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Raging Tentacles")
    assert [e["amount"] for e in events(g, "damage", n)] == [130]


def test_costs_only_ignores_cost_increases():
    """PTCG:II-E-32 FAQ: under a "+2 Energy" effect the condition still lets the attack be used
    for the Energy the text names; without damage counters it is the printed cost again."""
    for damage, usable in ((10, True), (0, False)):
        sc = Scenario()
        sc.active(0, GRAPPLOCT, energy=[FIGHTING], damage=damage, fx=[fx("attack_cost", 2)])
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        assert ("Raging Tentacles" in attack_names(g)) is usable


# -- PTCG:II-D-10..13: Retreat Costs ------------------------------------------------------------
def test_retreat_cost_increase_and_decrease_combine():
    """PTCG:II-D-10, PTCG:II-D-11, PTCG:II-D-12 FAQ: Tangrowth (Retreat 4) under the opponent's
    Ariados (+1 for an Active Evolution Pokémon) and its owner's Benched Toedscruel (−2):
    4 + 1 − 2 = 3 Energy."""
    sc = Scenario()
    sc.active(0, TANGROWTH, energy=[GRASS] * 3)
    sc.bench(0, TOEDSCRUEL)
    sc.active(1, ARIADOS)
    g = sc.start(0, 3)
    assert can_retreat(g)
    sc = Scenario()
    sc.active(0, TANGROWTH, energy=[GRASS] * 3)
    sc.active(1, ARIADOS)
    g = sc.start(0, 3)
    assert not can_retreat(g)  # 4 + 1 = 5


def test_no_retreat_cost_beats_an_increase():
    """PTCG:II-D-13 FAQ: "no Retreat Cost" with an increase (Ariados): it retreats for free."""
    sc = Scenario()
    sc.active(0, TANGROWTH, fx=[fx("free_retreat")])
    sc.bench(0, SNOVER)
    sc.active(1, ARIADOS)
    g = sc.start(0, 3)
    assert can_retreat(g)


# -- PTCG:II-D-14..16, PTCG:II-E-15: HP -------------------------------------------------------------
def test_full_hp_means_no_damage_counters():
    """PTCG:II-D-14: Vigorous Tackle does 120 more only with no damage counters on it."""
    for damage, done in ((0, 150), (10, 30)):
        sc = Scenario()
        sc.active(0, MABOSSTIFF_EX, energy=[DARK], damage=damage)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        n = len(g.log)
        attack(g, "Vigorous Tackle")
        assert [e["amount"] for e in events(g, "damage", n)] == [done]


def test_maximum_hp_raised_in_play():
    """PTCG:II-D-15: Vibrant Dance: +40 HP for each of your Pokémon in play (printed HP
    unchanged): Snover (90 HP) with 100 damage is not Knocked Out."""
    sc = Scenario()
    sc.active(0, LUDICOLO)
    sc.bench(0, SNOVER, damage=100)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    snover = g.pl(0)["bench"][0]
    assert g.hp(snover) == 130 and g.top(snover).hp == 90
    assert g.remaining_hp(snover) == 30  # PTCG:II-D-16
    g.push("ko")
    g.run()
    assert snover in g.pl(0)["bench"]


def test_doesnt_stack_counts_once():
    """PTCG:II-E-15: two Ludicolo with Vibrant Dance: +40 HP once, not +80."""
    sc = Scenario()
    sc.active(0, LUDICOLO)
    sc.bench(0, LUDICOLO)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert g.hp(g.pl(0)["bench"][1]) == 130


def test_remaining_hp_decides_the_knock_out():
    """PTCG:II-D-16: remaining HP is maximum HP less damage: Carkol's 60 Knocks Out a Snover
    with 70 damage under Vibrant Dance (130 − 70 = 60), but not one with 60."""
    for damage, knocked_out in ((70, True), (60, False)):
        sc = Scenario()
        sc.active(0, CARKOL, energy=[FIGHTING])
        sc.active(1, SNOVER, damage=damage)
        sc.bench(1, LUDICOLO)
        g = sc.start(0, 3)
        g.rng.force(True)
        n = len(g.log)
        attack(g, "Knock Away")
        assert bool(events(g, "knocked_out", n)) is knocked_out


# -- PTCG:II-A -----------------------------------------------------------------------------------
def test_cannot_beats_can():
    """PTCG:II-A: "can't retreat" and "no Retreat Cost" together: it can't retreat."""
    sc = Scenario()
    sc.active(0, SNOVER, fx=[fx("cant_retreat"), fx("free_retreat")])
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not can_retreat(g)


def test_fewer_targets_than_the_text_names():
    """PTCG:II-A: with fewer targets than "2 of your opponent's Benched Pokémon", the nearest
    number (the 1 there is) is damaged; with more, exactly 2 are chosen (a printed number is
    not made smaller)."""
    for bench, k in ((1, 1), (3, 2)):
        sc = Scenario()
        sc.active(0, HYDREIGON_EX, energy=[PSYCHIC, DARK, METAL, WATER])
        sc.active(1, KYOGRE)
        for _ in range(bench):
            sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        n = len(g.log)
        attack(g, "Obsidian")
        if bench > k:
            assert g.decision.min == g.decision.max == k
            pick(g, *["Snover"] * k)
        hits = [e for e in events(g, "damage", n) if e["target"] == "Snover"]
        assert [e["amount"] for e in hits] == [130] * k


def test_do_what_you_can():
    """PTCG:II-A: a part of the text that can't be done is skipped, the rest still happens:
    Dirty Beam with no Benched Pokémon still does its 160."""
    sc = Scenario()
    sc.active(0, FARIGIRAF_EX, energy=[PSYCHIC, DARK, DARK])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dirty Beam")
    assert [e["amount"] for e in events(g, "damage", n)] == [160]
