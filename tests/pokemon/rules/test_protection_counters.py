"""Protection from attacks, damage counters and "when damaged" effects (advanced rules guide
part II-C-07, II-C-08, II-C-16, II-C-17, II-E-03, II-E-09, II-E-16, II-E-28 and the Tera rule),
played with real cards whose text the compiler reads."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.impl import AttackImpl, attack_key
from tcgsim.pokemon.model.impl import attack as register_attack
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick

RELLOR = "sv5-23"  # Grass 50 HP; Slight Intrusion [C] 30, also 10 to itself
ELGYEM = "sv5-73"  # Psychic 60 HP, Weakness Darkness; Hide [P]: if heads, prevent damage and effects
HOUNDOOM = "sv6pt5-8"  # Fire; Snarl [R][C][C] 100: the Defending Pokémon does 100 less
FARIGIRAF_EX = "sv5-108"  # Tera, Darkness 260 HP; Dirty Beam [P][C][C] 160, also 30 to 1 Benched
DRAGAPULT_EX = "sv6-130"  # Tera, Dragon 320 HP; Phantom Dive [R][P] 200, 6 counters on the Bench
CENTISKORCH = "sv8-28"  # Fire; Billowing Heat Wave [R] 130, also 30 to each of your Benched
IRON_BOULDER_EX = "sv5-99"  # Fighting 230 HP; Repulsor Axe [F][C] 60, 8 counters when damaged
CARKOL = "sv5-94"  # Fighting 110 HP; Knock Away [F] 20+: if heads, 40 more
SEAKING = "sv6-45"  # Water; Peck Off [W] 50: before doing damage, discard the Defending's Tools
POWERGLASS = "sv6pt5-63"  # a Pokémon Tool
SNOVER = "me1-35"  # Water 90 HP
KYOGRE = "me1-34"  # Water 150 HP
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-5", "sve-6", "sve-7")


def amounts(g: Game, start: int) -> dict[str, int]:
    return {e["target"]: e["amount"] for e in events(g, "damage", start)}


# -- PTCG:II-C-16 ---------------------------------------------------------------------------------
def test_hide_prevents_damage_and_effects_during_the_next_turn():
    """PTCG:II-C-16, PTCG:II-C-17: Elgyem's Hide (heads): during the opponent's next turn
    Rellor's 30 becomes 0 at step 6, and Houndoom's Snarl effect is not put on Elgyem."""
    sc = Scenario()
    sc.active(0, ELGYEM, energy=[PSYCHIC])
    sc.active(1, HOUNDOOM, energy=[FIRE, FIRE, FIRE])
    g = sc.start(0, 3)
    g.rng.force(True)
    attack(g, "Hide")
    n = len(g.log)
    attack(g, "Snarl")
    elgyem = g.pl(0)["active"]
    assert amounts(g, n) == {"Elgyem": 0}
    assert elgyem["dmg"] == 0
    assert not [fx for fx in elgyem["fx"] if fx["kind"] == "dmg_dealt"]  # Snarl: no effect
    assert events(g, "unaffected", n)[0]["clause"] == "PTCG:II-C-17"


def test_hide_tails_protects_nothing():
    """PTCG:II-C-16: with tails Hide does nothing, and the next attack damages Elgyem."""
    sc = Scenario()
    sc.active(0, ELGYEM, energy=[PSYCHIC])
    sc.bench(0, SNOVER)
    sc.active(1, HOUNDOOM, energy=[FIRE, FIRE, FIRE])
    g = sc.start(0, 3)
    g.rng.force(False)
    attack(g, "Hide")
    n = len(g.log)
    attack(g, "Snarl")
    assert amounts(g, n) == {"Elgyem": 100}
    assert [e["pokemon"] for e in events(g, "knocked_out", n)] == ["Elgyem"]


def test_prevention_spares_only_the_protected_pokemon():
    """PTCG:II-C-16: when an attack damages several Pokémon, only the one with the effect takes
    none: Dirty Beam does 0 to the protected Active and still 30 to the Benched Snover."""
    sc = Scenario()
    sc.active(0, FARIGIRAF_EX, energy=[PSYCHIC, DARK, DARK])
    sc.active(1, KYOGRE, fx=[{"kind": "prevent_damage", "label": "protected", "until": 99}])
    sc.bench(1, SNOVER)
    sc.bench(1, ELGYEM)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dirty Beam")
    assert g.decision.kind == "damage_target" and g.decision.min == g.decision.max == 1
    pick(g, "Snover")
    assert amounts(g, n) == {"Kyogre": 0, "Snover": 30}
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [30, 0]


# -- Tera -------------------------------------------------------------------------------------------
def test_tera_on_the_bench_takes_no_damage_from_opponents_attacks():
    """PTCG:II-C-16 (Tera rule): "As long as this Pokémon is on your Bench, prevent all damage
    done to this Pokémon by attacks": Dirty Beam's 30 to a Benched Dragapult ex is 0."""
    sc = Scenario()
    sc.active(0, FARIGIRAF_EX, energy=[PSYCHIC, DARK, DARK])
    sc.active(1, KYOGRE)
    sc.bench(1, DRAGAPULT_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dirty Beam")  # the only Benched Pokémon: no choice
    assert amounts(g, n) == {"Kyogre": 160, "Dragapult ex": 0}
    assert g.pl(1)["bench"][0]["dmg"] == 0
    (e,) = [e for e in events(g, "damage", n) if e["target"] == "Dragapult ex"]
    assert "Tera" in e["trace"][-1]["what"]


def test_tera_on_your_own_bench_takes_no_damage_from_your_attacks():
    """PTCG:II-C-16 (Tera rule, "both yours and your opponent's"): Centiskorch's Billowing Heat
    Wave does 30 to each of your Benched Pokémon, but not to your Benched Tera Pokémon."""
    sc = Scenario()
    sc.active(0, CENTISKORCH, energy=[FIRE])
    sc.bench(0, FARIGIRAF_EX)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Billowing Heat Wave")
    assert amounts(g, n) == {"Kyogre": 130, "Farigiraf ex": 0, "Snover": 30}


def test_tera_in_the_active_spot_takes_damage():
    """PTCG:II-C-16 (Tera rule): the protection holds only on the Bench."""
    sc = Scenario()
    sc.active(0, FARIGIRAF_EX, energy=[PSYCHIC, DARK, DARK])
    sc.active(1, DRAGAPULT_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Dirty Beam")
    assert amounts(g, n) == {"Dragapult ex": 160}


# -- PTCG:II-C-07 ---------------------------------------------------------------------------------
def test_phantom_dive_counters_are_not_damage():
    """PTCG:II-C-07: Phantom Dive's 6 damage counters are put at step 5, one at a time where
    the attacker likes; they are not damage, so neither "takes 30 less damage" nor the Tera
    rule of a Benched Dragapult ex changes them, and 60 on a 60-HP Pokémon Knocks it Out."""
    sc = Scenario()
    sc.active(0, DRAGAPULT_EX, energy=[FIRE, PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, ELGYEM, damage=20,
             fx=[{"kind": "dmg_taken", "amt": -30, "label": "less", "until": 99}])
    sc.bench(1, DRAGAPULT_EX)
    g = sc.start(0, 3)
    attack(g, "Phantom Dive")
    for _ in range(4):
        assert g.decision.kind == "counter_target" and g.decision.max == 1
        pick(g, "Elgyem")
    for _ in range(2):
        pick(g, "Dragapult ex")
    assert g.pl(1)["bench"][-1]["dmg"] == 20  # the Benched Tera Pokémon got its 2
    ko = events(g, "knocked_out")
    assert sorted(e["pokemon"] for e in ko) == ["Elgyem", "Kyogre"]  # 20 + 40 on 60 HP
    counters = events(g, "damage_counters")
    assert sum(e["counters"] for e in counters) == 6
    assert {e["clause"] for e in counters} == {"PTCG:II-C-07"}


def test_unaffected_pokemon_can_be_chosen_but_gets_no_counters():
    """PTCG:II-C-07 FAQ, PTCG:II-C-17: a Pokémon unaffected by the effects of attacks can be
    chosen for a damage counter, which is then not put on it."""
    sc = Scenario()
    sc.active(0, DRAGAPULT_EX, energy=[FIRE, PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER, fx=[{"kind": "prevent_effects", "label": "unaffected", "until": 99}])
    sc.bench(1, ELGYEM)
    g = sc.start(0, 3)
    attack(g, "Phantom Dive")
    labels = [o.label for o in g.decision.options]
    assert any("Snover" in lb for lb in labels)
    for _ in range(6):
        pick(g, "Snover")
    assert g.pl(1)["bench"][0]["dmg"] == 0


# -- PTCG:II-C-08 -------------------------------------------------------------------------------------
MOVE_KEY = attack_key("Test Move", "Move all damage counters from this Pokémon to the Defending.")
register_attack("Test Move", "Move all damage counters from this Pokémon to the Defending.",
                AttackImpl(effects=(("move_counters", {"n": 0, "source": "self",
                                                        "dest": "opponent_active"}),)))


def run_effects(g: Game, key: str, p: int = 0) -> None:
    """Run an attack text's step 5 as the player's Active Pokémon would, then go back to the
    main phase."""
    g.s["stack"].pop()  # the pending main-phase decision is asked again afterwards
    g.s["decision"] = None
    g.push("main")
    g.push("script", ref=["attack", key, "effects"], pc=0, p=p, src=g.pl(p)["active"]["id"])
    g.run()


def test_moved_counters_can_knock_out():
    """PTCG:II-C-08: moving counters is not damage (no Weakness, no prevention) and the
    counters moved onto a Pokémon Knock it Out when its HP reaches 0."""
    sc = Scenario()
    sc.active(0, KYOGRE, damage=90)
    sc.active(1, SNOVER, fx=[{"kind": "prevent_damage", "label": "protected", "until": 99}])
    g = sc.start(0, 3)
    run_effects(g, MOVE_KEY)
    assert g.pl(0)["active"]["dmg"] == 0
    assert g.pl(1)["active"]["dmg"] == 90
    (e,) = events(g, "counters_moved")
    assert e["clause"] == "PTCG:II-C-08" and e["counters"] == 9


def test_counters_moved_to_an_unaffected_pokemon_are_removed():
    """PTCG:II-C-08 FAQ: the destination is unaffected by the attack's effects: the counters
    leave the source and are not put back."""
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.active(1, SNOVER, fx=[{"kind": "prevent_effects", "label": "unaffected", "until": 99}])
    g = sc.start(0, 3)
    run_effects(g, MOVE_KEY)
    assert g.pl(0)["active"]["dmg"] == 0
    assert g.pl(1)["active"]["dmg"] == 0


# -- PTCG:II-E-03 ---------------------------------------------------------------------------------
def test_repulsor_axe_counters_after_damage_and_before_knock_out():
    """PTCG:II-E-03: Iron Boulder ex's Repulsor Axe: damaged by Carkol's attack during the next
    turn, it puts 8 counters on Carkol at step 6, before the Knock Out check (step 7), even
    though the damage Knocks Iron Boulder ex Out: both are Knocked Out."""
    sc = Scenario()
    sc.active(0, IRON_BOULDER_EX, energy=[FIGHTING, FIGHTING], damage=200)
    sc.active(1, CARKOL, energy=[FIGHTING], damage=30)
    sc.bench(0, SNOVER)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Repulsor Axe")
    n = len(g.log)
    g.rng.force(True)
    attack(g, "Knock Away")
    kinds = [e["type"] for e in g.log[n:] if e["type"] in ("damage", "when_damaged",
                                                            "damage_counters", "knocked_out")]
    assert kinds[:3] == ["damage", "when_damaged", "damage_counters"]
    assert sorted(e["pokemon"] for e in events(g, "knocked_out", n)) == ["Carkol",
                                                                        "Iron Boulder ex"]


def test_no_trigger_when_the_damage_is_zero():
    """PTCG:II-E-03: damage reduced to 0 is no damage: Repulsor Axe puts no counters."""
    sc = Scenario()
    sc.active(0, IRON_BOULDER_EX, energy=[FIGHTING, FIGHTING],
              fx=[{"kind": "prevent_damage", "label": "protected", "until": 99}])
    sc.active(1, CARKOL, energy=[FIGHTING])
    g = sc.start(0, 3)
    attack(g, "Repulsor Axe")
    n = len(g.log)
    g.rng.force(False)
    attack(g, "Knock Away")
    assert not events(g, "when_damaged", n)
    assert g.pl(1)["active"]["dmg"] == 60  # Repulsor Axe's own 60, no counters


# -- PTCG:II-E-09 ---------------------------------------------------------------------------------
def test_before_doing_damage_runs_at_step_3():
    """PTCG:II-E-09: Seaking's Peck Off discards the Defending Pokémon's Tools at step 3,
    before the damage of step 4."""
    sc = Scenario()
    sc.active(0, SEAKING, energy=[WATER])
    sc.active(1, KYOGRE, tools=[POWERGLASS])
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Peck Off")
    kinds = [e["type"] for e in g.log[n:] if e["type"] in ("discard", "damage")]
    assert kinds == ["discard", "damage"]
    assert g.pl(1)["active"]["tools"] == [] and g.name(g.pl(1)["discard"][-1]) == "Powerglass"


# -- PTCG:II-E-16, PTCG:II-E-28 -------------------------------------------------------------------
POISON4 = attack_key("Test Poison", "Poisoned, 4 counters.")
POISON = attack_key("Test Poison", "Poisoned.")
BURN3 = attack_key("Test Burn", "Burned, 3 counters.")
BURN = attack_key("Test Burn", "Burned.")
for _key, _cond, _n in ((POISON4, "poisoned", 4), (POISON, "poisoned", None),
                        (BURN3, "burned", 3), (BURN, "burned", None)):
    register_attack(*_key.split("\n"), AttackImpl(effects=(
        ("apply_condition", {"condition": _cond, "counters": _n}),)))


def checkup_counters(g: Game, why: str) -> list[int]:
    end_turn(g)
    return [e["counters"] for e in events(g, "damage_counters") if e["why"] == why]


def test_latest_poison_replaces_a_stronger_one():
    """PTCG:II-E-16: a Poison that puts 4 counters, then a plain Poison: the latest applies,
    so Pokémon Checkup puts 1 counter."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    run_effects(g, POISON4)
    assert g.pl(1)["active"]["psn"] == 4
    run_effects(g, POISON)
    assert checkup_counters(g, "Poisoned") == [1]


def test_poison_with_more_counters_replaces_a_plain_one():
    """PTCG:II-E-16: a plain Poison, then one that puts 4 counters: Checkup puts 4."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE, conditions=["poisoned"])
    g = sc.start(0, 3)
    run_effects(g, POISON4)
    assert checkup_counters(g, "Poisoned") == [4]


def test_burn_counters_highest_applies():
    """PTCG:II-E-28: of the Burn counter numbers the highest applies, once: 3 after a plain
    Burn and a 3-counter Burn in either order."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    run_effects(g, BURN3)
    run_effects(g, BURN)
    g.rng.force(False)  # tails: stays Burned
    assert checkup_counters(g, "Burned") == [3]


ZAMAZENTA = "sv10-146"  # Metal 130 HP, Weakness Fire; Strong Bash [M][M][C] 70
METAL = "sve-8"


def test_counters_equal_to_the_damage_done():
    """PTCG:II-E-03: Zamazenta's Strong Bash: damaged by Snarl during the next turn (100 × 2
    for Weakness = 200, Knocking it Out), Houndoom gets 20 counters, so both are Knocked Out."""
    sc = Scenario()
    sc.active(0, ZAMAZENTA, energy=[METAL, METAL, METAL])
    sc.bench(0, SNOVER)
    sc.active(1, HOUNDOOM, energy=[FIRE, FIRE, FIRE])
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Strong Bash")
    n = len(g.log)
    attack(g, "Snarl")
    placed = [e for e in events(g, "damage_counters", n) if e["pokemon"] == "Houndoom"]
    assert [e["counters"] for e in placed] == [20]
    assert sorted(e["pokemon"] for e in events(g, "knocked_out", n)) == ["Houndoom", "Zamazenta"]
