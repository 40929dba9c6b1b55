"""Attack damage text the compiler reads (tcgsim.pokemon.compiler.damage), each played as
printed with a real card: damage to itself, coin damage, "for each", conditions, damage to a
chosen Pokémon, damage counters, Poison counters and next-turn damage changes."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick

RELLOR = "sv5-23"  # Slight Intrusion [C] 30, also 10 to itself
NUZLEAF = "sv5-4"  # Comet Slap [C][C] 30x: flip 3 coins, 30 for each heads
CARKOL = "sv5-94"  # Fighting 110 HP; Knock Away [F] 20+: if heads, 40 more
GROTLE = "sv5-11"  # Grass 120 HP; Ramming Shell [G][C][C] 50, takes 20 less next turn
HOUNDOOM = "sv6pt5-8"  # Fire 120 HP; Snarl [R][C][C] 100, the Defending does 100 less
PIKACHU = "sv5-51"  # Lightning; Random Spark [L]: 10 to 1 of your opponent's Pokémon
HOUNDSTONE_EX = "svp-162"  # Horrifying Fang [P][C][C] 100+: flip until tails, 20 per heads
RABSCA = "sv5-24"  # Psychic [G] 10+: 30 more per Energy on the opponent's Active
KORAIDON_EX = "sv5-120"  # Dragon; Retribution Strike [C][C] 20+: 10 more per counter on it
TANGROWTH = "sv6-2"  # Loom Over [G][C][C] 150-: 10 less per counter on it
KORAIDON = "sv7-90"  # Fighting; Resolute Fang [F][F] 50+: 70 more against a Pokémon ex
LANDORUS = "sv8-110"  # Fighting; Buster Swing [F][C][C][C] 130, not affected by Resistance
ELGYEM = "sv5-73"  # Psychic 60 HP, Resistance Fighting −30
SWIRLIX = "sv6-89"  # Sneaky Placement [P]: 2 counters on 1 of your opponent's Pokémon
CROBAT = "sv6pt5-29"  # Poison Fang [D][C] 120: Poisoned, 2 counters instead of 1
KYOGRE = "me1-34"  # Water 150 HP, Weakness Lightning
SNOVER = "me1-35"  # Water 90 HP
PIKACHU_EX = "svp-106"  # Basic Pokémon ex, 200 HP
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-5", "sve-6", "sve-7")


def done(g: Game, start: int) -> list[tuple[str, int]]:
    return [(e["target"], e["amount"]) for e in events(g, "damage", start)]


def play(attacker: str, energy: list[str], defender: str = KYOGRE, coins: tuple[bool, ...] = (),
         allow_unplayable: bool = False, **kw: object) -> tuple[Game, int]:
    sc = Scenario(allow_unplayable=allow_unplayable)
    sc.active(0, attacker, energy=energy, damage=kw.get("damage", 0))
    sc.active(1, defender, energy=kw.get("defender_energy", []))
    g = sc.start(0, 3)
    g.rng.force(*coins)
    return g, len(g.log)


def test_damage_to_itself():
    """PTCG:II-B-09: Slight Intrusion: 30 to the Defending Pokémon, then 10 to Rellor."""
    g, n = play(RELLOR, [GRASS])
    attack(g, "Slight Intrusion")
    assert done(g, n) == [("Kyogre", 30), ("Rellor", 10)]


def test_damage_for_each_heads():
    """PTCG:II-B-02: Comet Slap: 3 coins, heads twice: 30 × 2 = 60."""
    g, n = play(NUZLEAF, [GRASS, GRASS], coins=(True, False, True))
    attack(g, "Comet Slap")
    assert done(g, n) == [("Kyogre", 60)]


def test_if_heads_more_damage():
    """PTCG:II-B-01: Knock Away: heads 20 + 40, tails 20."""
    for coin, amount in ((True, 60), (False, 20)):
        g, n = play(CARKOL, [FIGHTING], coins=(coin,))
        attack(g, "Knock Away")
        assert done(g, n) == [("Kyogre", amount)]


def test_more_damage_for_each_heads_until_tails():
    """PTCG:II-B-01: Horrifying Fang: heads, heads, tails: 100 + 2 × 20."""
    g, n = play(HOUNDSTONE_EX, [PSYCHIC, PSYCHIC, PSYCHIC], coins=(True, True, False))
    attack(g, "Horrifying Fang")
    assert done(g, n) == [("Kyogre", 140)]


def test_more_damage_for_each_energy_on_the_defending():
    """PTCG:II-B-01: Rabsca's Psychic: 10 + 30 × 2 Energy on the opponent's Active."""
    # Rabsca's Ability (Spherical Shield) is not implemented yet; only its attack is tested
    g, n = play(RABSCA, [GRASS], defender_energy=[WATER, WATER], allow_unplayable=True)
    attack(g, "Psychic")
    assert done(g, n) == [("Kyogre", 70)]


def test_more_and_less_damage_for_each_damage_counter_on_itself():
    """PTCG:II-B-01, PTCG:II-B-03: Retribution Strike 20 + 10 × 5 counters; Loom Over
    150 − 10 × 5 counters."""
    g, n = play(KORAIDON_EX, [DARK, DARK], damage=50)
    attack(g, "Retribution Strike")
    assert done(g, n) == [("Kyogre", 70)]
    g, n = play(TANGROWTH, [GRASS, GRASS, GRASS], damage=50)
    attack(g, "Loom Over")
    assert done(g, n) == [("Kyogre", 100)]


def test_more_damage_against_a_pokemon_ex():
    """PTCG:II-B-01: Resolute Fang: (50 + 70) × 2 against Pikachu ex (Weakness Fighting), 50
    against Kyogre."""
    for defender, amount in ((PIKACHU_EX, 240), (KYOGRE, 50)):
        g, n = play(KORAIDON, [FIGHTING, FIGHTING], defender=defender)
        attack(g, "Resolute Fang")
        assert [a for _, a in done(g, n)] == [amount]


def test_damage_not_affected_by_resistance():
    """PTCG:II-B-06: Buster Swing against Elgyem (Resistance Fighting −30): 130, not 100."""
    g, n = play(LANDORUS, [FIGHTING] * 4, defender=ELGYEM)
    attack(g, "Buster Swing")
    assert done(g, n) == [("Elgyem", 130)]


def test_damage_to_one_of_your_opponents_pokemon():
    """PTCG:II-B-08: Random Spark: on the Active, Weakness applies (10 × 2 against Kyogre); on
    the Bench, none does."""
    for target, amount in (("Kyogre", 20), ("Snover", 10)):
        sc = Scenario()
        sc.active(0, PIKACHU, energy=[LIGHTNING])
        sc.active(1, KYOGRE)
        sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        n = len(g.log)
        attack(g, "Random Spark")
        pick(g, target)
        assert done(g, n) == [(target, amount)]


def test_damage_counters_on_one_of_your_opponents_pokemon():
    """PTCG:II-C-07: Sneaky Placement: 2 counters on the chosen Benched Snover (no Weakness)."""
    sc = Scenario(allow_unplayable=True)  # Swirlix's Festival Lead is not implemented yet
    sc.active(0, SWIRLIX, energy=[PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Sneaky Placement")
    pick(g, "Snover")
    assert g.pl(1)["bench"][0]["dmg"] == 20 and g.pl(1)["active"]["dmg"] == 0


def test_poison_that_puts_more_counters():
    """PTCG:II-E-16: Poison Fang: Poisoned, and Pokémon Checkup puts 2 counters on it."""
    # Crobat's Ability (Shadowy Envoy) is not implemented yet; only its attack is tested
    g, n = play(CROBAT, [DARK, DARK], allow_unplayable=True)
    attack(g, "Poison Fang")
    assert g.pl(1)["active"]["psn"] == 2
    checkups = [e for e in events(g, "damage_counters", n) if e["why"] == "Poisoned"]
    assert [e["counters"] for e in checkups] == [2]


def test_takes_less_damage_during_the_next_turn():
    """PTCG:II-E-01: Ramming Shell: during the opponent's next turn Grotle takes 20 less
    (after Weakness and Resistance): Knock Away's 60 becomes 40; a turn later it is over."""
    sc = Scenario()
    sc.active(0, GROTLE, energy=[GRASS, GRASS, GRASS])
    sc.active(1, CARKOL, energy=[FIGHTING])
    g = sc.start(0, 3)
    attack(g, "Ramming Shell")
    n = len(g.log)
    g.rng.force(True)
    attack(g, "Knock Away")
    assert done(g, n) == [("Grotle", 40)]
    assert not [fx for fx in g.pl(0)["active"]["fx"] if fx["kind"] == "dmg_taken"]


def test_defending_pokemon_does_less_damage():
    """PTCG:II-B-05: Snarl: during the opponent's next turn Carkol's attacks do 100 less (before
    Weakness and Resistance): 60 − 100 ends the calculation at 0."""
    sc = Scenario()
    sc.active(0, HOUNDOOM, energy=[FIRE, FIRE, FIRE])
    sc.active(1, CARKOL, energy=[FIGHTING])
    g = sc.start(0, 3)
    attack(g, "Snarl")
    n = len(g.log)
    g.rng.force(True)
    attack(g, "Knock Away")
    assert done(g, n) == [("Houndoom", 0)]


ELECTIVIRE_EX = "sv10-69"  # High-Voltage Press [L][L][C] 180+: 100 more with 2 extra Energy
FLAMIGO_EX = "sv8-160"  # Precise Beak [C][C] 30+: 100 more with the same amount of Energy
VIBRAVA = "sv8-105"  # Screech [C]: the Defending takes 50 more during your next turn
METAPOD = "sv9-2"  # Harden [G]: prevent damage of 60 or less during the next turn
SCOLIPEDE = "sv6-117"  # Dastardly Jab [D][C]: counters until remaining HP is 10
AGGRON = "sv6-122"  # Angry Slam [M] 50x: 50 for each of your Pokémon with damage counters
METAL = "sve-8"


def test_extra_energy_beyond_the_cost():
    """PTCG:II-B-01: High-Voltage Press costs 3: with 5 Energy 180 + 100, with 4 only 180."""
    for n, amount in ((5, 280), (4, 180)):
        g, start = play(ELECTIVIRE_EX, [LIGHTNING] * n, defender=CARKOL)
        attack(g, "High-Voltage Press")
        assert done(g, start) == [("Carkol", amount)]


def test_same_amount_of_energy():
    """PTCG:II-B-01: Precise Beak: 30 + 100 when both Active Pokémon have 2 Energy."""
    for theirs, amount in ((2, 130), (1, 30)):
        g, start = play(FLAMIGO_EX, [WATER, WATER], defender_energy=[WATER] * theirs)
        attack(g, "Precise Beak")
        assert done(g, start) == [("Kyogre", amount)]


def test_defending_takes_more_during_your_next_turn():
    """PTCG:II-E-02: Screech: during your next turn (not the opponent's turn between) the
    Defending Pokémon takes 50 more after Weakness and Resistance: Cutting Wind's 50 is 100."""
    sc = Scenario()
    sc.active(0, VIBRAVA, energy=[FIGHTING, FIGHTING])
    sc.active(1, KYOGRE, energy=[WATER])
    g = sc.start(0, 3)
    attack(g, "Screech")
    assert [fx["amt"] for fx in g.pl(1)["active"]["fx"] if fx["kind"] == "dmg_taken"] == [50]
    n = len(g.log)
    end_turn(g)  # the opponent's turn in between
    attack(g, "Cutting Wind")
    assert done(g, n) == [("Kyogre", 100)]


def test_prevent_damage_of_60_or_less():
    """PTCG:II-C-16: Harden: Knock Away's 60 (heads) or 20 (tails) is prevented; Snarl's 200
    (Weakness Fire) is more than 60 and is not."""
    for coin in (True, False):
        sc = Scenario()
        sc.active(0, METAPOD, energy=[GRASS])
        sc.active(1, CARKOL, energy=[FIGHTING])
        g = sc.start(0, 3)
        attack(g, "Harden")
        n = len(g.log)
        g.rng.force(coin)
        attack(g, "Knock Away")
        assert done(g, n) == [("Metapod", 0)]
    sc = Scenario()
    sc.active(0, METAPOD, energy=[GRASS])
    sc.bench(0, SNOVER)
    sc.active(1, HOUNDOOM, energy=[FIRE, FIRE, FIRE])
    g = sc.start(0, 3)
    attack(g, "Harden")
    n = len(g.log)
    attack(g, "Snarl")
    assert done(g, n) == [("Metapod", 200)]


def test_counters_until_remaining_hp():
    """PTCG:II-C-07, PTCG:II-D-16: Dastardly Jab on Kyogre (150 HP, 30 damage): 11 counters,
    leaving 10 HP."""
    sc = Scenario()
    sc.active(0, SCOLIPEDE, energy=[DARK, DARK])
    sc.active(1, KYOGRE, damage=30)
    g = sc.start(0, 3)
    attack(g, "Dastardly Jab")
    assert g.remaining_hp(g.pl(1)["active"]) == 10
    assert [e["counters"] for e in events(g, "damage_counters")] == [11]


def test_damage_for_each_of_your_damaged_pokemon():
    """PTCG:II-B-02: Angry Slam: 50 × 2 damaged Pokémon of yours (Aggron and a Benched one)."""
    sc = Scenario()
    sc.active(0, AGGRON, energy=[METAL], damage=10)
    sc.bench(0, SNOVER, damage=20)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Angry Slam")
    assert done(g, n) == [("Kyogre", 100)]


REVAVROOM = "sv6-125"  # Rally Back [C] 30+: 90 more if yours were Knocked Out by attack damage


def test_more_damage_after_a_knock_out_by_attack_damage():
    """PTCG:II-E-11: Rally Back does 30 + 90 after the opponent's Random Spark Knocked Out a
    Benched Snover in their last turn; 30 when the same attack Knocked Out nothing."""
    for snover_damage, amount in ((80, 120), (0, 30)):
        sc = Scenario()
        sc.active(0, REVAVROOM, energy=[METAL])
        sc.bench(0, SNOVER, damage=snover_damage)
        sc.active(1, PIKACHU, energy=[LIGHTNING])
        g = sc.start(1, 4)
        attack(g, "Random Spark")
        pick(g, "Snover")
        if g.decision.kind == "prize":
            g.respond([0])  # the Prize card for the Knocked Out Snover
        n = len(g.log)
        attack(g, "Rally Back")
        assert done(g, n) == [("Pikachu", amount)]
