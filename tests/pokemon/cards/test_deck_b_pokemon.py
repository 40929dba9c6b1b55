"""The Pokémon of the 2026 tournament lists (part B), card by card, each text exercised in a
game built with the Scenario builder: Fan Rotom, Froakie, Frogadier, Greninja ex, Mega
Greninja ex, Mega Kangaskhan ex, Mega Sharpedo ex, Mega Starmie ex, Mega Lopunny ex,
Meowth ex, Metagross, Moltres, Pecharunt ex, Toxtricity …"""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, pick

FAN_ROTOM, FROAKIE, FROGADIER, GRENINJA_EX = "sv7-118", "me4-20", "me4-21", "sv6-106"
MEGA_GRENINJA, KANGASKHAN, LOPUNNY, SHARPEDO = "me4-22", "me1-104", "me2-84", "me2-61"
STARMIE, MEOWTH_EX, METAGROSS, MOLTRES = "me3-21", "me3-62", "me4-61", "me2-14"
PECHARUNT, TOXEL, TOXTRICITY = "sv6pt5-39", "me2-67", "me2-68"
WATER, FIRE, DARK, METAL = "sve-3", "sve-2", "sve-7", "sve-8"
SURFING_BEACH = "me1-129"
# opponents: damage-only Pokémon
LAPRAS = "sv7-31"  # Basic Water, 130 HP, Weakness Lightning
FUECOCO = "sv2-34"  # Basic Fire, 80 HP, Weakness Water ×2
PIDGEOT_EX = "sv3-164"  # Stage 2 Pokémon ex, 280 HP
PIKACHU_EX = "svp-106"  # Basic Pokémon ex, 200 HP


def damage_events(g: Game, start: int) -> list[int]:
    return [e["amount"] for e in events(g, "damage", start)]


def opt_labels(g: Game) -> list[str]:
    return [o.label for o in g.decision.options]


def test_cards_are_playable():
    """Every attack and ability text of these cards has an implementation."""
    for cid in (FAN_ROTOM, FROAKIE, FROGADIER, MEGA_GRENINJA, SHARPEDO, STARMIE, MOLTRES,
                TOXTRICITY):
        assert missing_parts(tcgsim.pokemon.card_db().get(cid)) == [], cid


# -- Fan Rotom (SCR 118) ---------------------------------------------------------------------
def test_fan_call_only_on_your_first_turn():
    """PTCG:II-E-12, PTCG:I-H: Fan Call searches up to 3 Colorless Pokémon with 100 HP or less
    (Mega Kangaskhan ex, 300 HP, is not offered) on the player's first turn only."""
    sc = Scenario()
    sc.active(0, FAN_ROTOM)
    sc.deck(0, FAN_ROTOM, FAN_ROTOM, KANGASKHAN, LAPRAS, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 1)
    do(g, "ability")
    assert sorted(opt_labels(g)) == ["Fan Rotom", "Fan Rotom"]
    pick(g, "Fan Rotom", "Fan Rotom")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Fan Rotom", "Fan Rotom"]
    assert events(g, "shuffle", player=0)
    assert not [o for o in g.decision.options if o.data[0] == "ability"]  # once, one per name
    sc = Scenario()
    sc.active(0, FAN_ROTOM)
    sc.active(1, LAPRAS)
    assert not [o for o in sc.start(0, 3).decision.options if o.data[0] == "ability"]
    sc = Scenario()
    sc.active(1, FAN_ROTOM)
    sc.active(0, LAPRAS)
    g = sc.start(1, 2)  # player 1 went second: turn 2 is their first turn
    assert [o for o in g.decision.options if o.data[0] == "ability"]


def test_assault_landing_needs_a_stadium():
    """PTCG:II-D-01: with no Stadium in play Assault Landing does nothing; with one, 70."""
    sc = Scenario()
    sc.active(0, FAN_ROTOM, energy=[WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Assault Landing")
    assert damage_events(g, n) == [] and g.pl(1)["active"]["dmg"] == 0
    sc = Scenario()
    sc.active(0, FAN_ROTOM, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.stadium(SURFING_BEACH, owner=1)
    g = sc.start(0, 3)
    attack(g, "Assault Landing")
    assert g.pl(1)["active"]["dmg"] == 70


# -- Froakie (CRI 20), Frogadier (CRI 21) -------------------------------------------------------
def test_collect_draws_a_card():
    """PTCG:I-H: Froakie's Collect draws the top card of the deck."""
    sc = Scenario()
    sc.active(0, FROAKIE, energy=[WATER])
    sc.deck(0, FIRE, WATER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Collect")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Fire Energy"]


def test_summoning_jutsu_finds_up_to_three_pokemon():
    """PTCG:II-D-05, PTCG:I-H: up to 3 Pokémon (Energy not offered), revealed, deck shuffled."""
    sc = Scenario()
    sc.active(0, FROGADIER, energy=[WATER])
    sc.deck(0, FROAKIE, FROAKIE, MEGA_GRENINJA, LAPRAS, WATER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Summoning Jutsu")
    assert g.decision.max == 3 and g.decision.min == 0 and "Basic Water Energy" not in opt_labels(g)
    pick(g, "Froakie", "Mega Greninja ex")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Froakie", "Mega Greninja ex"]
    assert events(g, "to_hand", revealed=True) and events(g, "shuffle", player=0)


# -- Greninja ex (TWM 106) ---------------------------------------------------------------------
def _shinobi_blade() -> Game:
    sc = Scenario()
    sc.active(0, GRENINJA_EX, energy=[WATER])
    sc.deck(0, FIRE, METAL, WATER)
    sc.active(1, MEGA_GRENINJA)  # Water, no Fighting Weakness or Resistance
    g = sc.start(0, 3)
    attack(g, "Shinobi Blade")
    assert g.pl(1)["active"]["dmg"] == 170
    assert g.decision.kind == "may"
    return g


def test_shinobi_blade_damage_then_may_search_any_card():
    """PTCG:II-E-10, PTCG:I-H: 170 damage, then the player may search; searching for "a card"
    (any card) takes one, and the deck is shuffled afterwards (PTCG:II-E-18)."""
    g = _shinobi_blade()
    n = len(g.log)
    pick(g, "Yes")
    assert g.decision.kind == "search" and g.decision.min == g.decision.max == 1
    pick(g, "Basic Metal Energy")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Metal Energy"]
    assert events(g, "shuffle", n, player=0)


def test_shinobi_blade_declined_search_leaves_the_deck_unshuffled():
    """PTCG:II-E-10, PTCG:II-E-18: not searching, the deck was never looked at: nothing is
    taken and "Then, shuffle your deck" has nothing to shuffle."""
    g = _shinobi_blade()
    n = len(g.log)
    pick(g, "No")
    assert g.pl(0)["hand"] == []
    assert events(g, "search", n) == [] and events(g, "shuffle", n, player=0) == []


# -- Mega Greninja ex (CRI 22) -------------------------------------------------------------------
def test_mortal_shuriken_discards_water_and_places_six_counters():
    """PTCG:I-A-02, PTCG:II-C-07: only from the Active Spot and with a Basic Water Energy card in
    hand; the Energy is discarded, 6 counters go on the chosen Pokémon (Benched too)."""
    sc = Scenario()
    sc.active(0, FROAKIE, FROGADIER, MEGA_GRENINJA)
    sc.hand(0, WATER, FIRE)
    sc.active(1, PIDGEOT_EX)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "ability")
    pick(g, "Basic Water Energy")  # the only card the cost can discard
    pick(g, "Lapras")
    assert g.pl(1)["bench"][0]["dmg"] == 60
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Fire Energy"]
    assert not [o for o in g.decision.options if o.data[0] == "ability"]  # once per turn
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, FROAKIE, FROGADIER, MEGA_GRENINJA)
    sc.hand(0, WATER)
    sc.active(1, PIDGEOT_EX)
    assert not [o for o in sc.start(0, 3).decision.options if o.data[0] == "ability"]


def test_ninja_spinner_may_return_water_energy_for_80_more():
    """PTCG:II-E-10, PTCG:II-B-01: a Water Energy back to hand makes 120+80 = 200 (base damage);
    declining does 120."""
    for take, dmg in ((True, 200), (False, 120)):
        sc = Scenario()
        sc.active(0, FROAKIE, FROGADIER, MEGA_GRENINJA, energy=[WATER, WATER])
        sc.active(1, PIDGEOT_EX)
        g = sc.start(0, 3)
        attack(g, "Ninja Spinner")
        pick(g, "Yes" if take else "No")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert len(g.pl(0)["active"]["energy"]) == (1 if take else 2)
        assert [g.name(c) for c in g.pl(0)["hand"]] == (["Basic Water Energy"] if take else [])


# -- Mega Kangaskhan ex (MEG 104) ------------------------------------------------------------------
def test_run_errand_draws_two_from_the_active_spot():
    """PTCG:I-A-02, PTCG:II-E-14: Active only; draws 2; once."""
    sc = Scenario()
    sc.active(0, KANGASKHAN)
    sc.bench(0, KANGASKHAN)
    sc.deck(0, FIRE, METAL, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    abilities = [o for o in g.decision.options if o.data[0] == "ability"]
    assert len(abilities) == 1 and "Active" in abilities[0].label
    do(g, "ability")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Basic Fire Energy", "Basic Metal Energy"]
    assert not [o for o in g.decision.options if o.data[0] == "ability"]


# -- Mega Sharpedo ex (PFL 61) ---------------------------------------------------------------------
def test_greedy_fang_and_hungry_jaws():
    """PTCG:II-B-01: Greedy Fang does 70 and draws 2; Hungry Jaws does 120, or 270 when
    Mega Sharpedo ex has damage counters on it."""
    sc = Scenario()
    sc.active(0, "me2-60", SHARPEDO, energy=[DARK])
    sc.deck(0, FIRE, METAL, WATER)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Greedy Fang")
    assert g.pl(1)["active"]["dmg"] == 70 and len(g.pl(0)["hand"]) == 2
    for damaged, dmg in ((0, 120), (10, 270)):
        sc = Scenario()
        sc.active(0, "me2-60", SHARPEDO, energy=[DARK, DARK], damage=damaged)
        sc.active(1, PIDGEOT_EX)
        g = sc.start(0, 3)
        attack(g, "Hungry Jaws")
        assert g.pl(1)["active"]["dmg"] == dmg


# -- Mega Starmie ex (POR 21) -----------------------------------------------------------------------
def test_jetting_blow_hits_a_benched_pokemon_too():
    """PTCG:II-B-08: 120 to the Active (×2 Weakness on Fuecoco would KO; Lapras has none) and 50
    to a chosen Benched Pokémon without Weakness."""
    sc = Scenario()
    sc.active(0, "me3-20", STARMIE, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.bench(1, FUECOCO)
    sc.bench(1, PIKACHU_EX)
    g = sc.start(0, 3)
    attack(g, "Jetting Blow")
    pick(g, "Fuecoco")
    assert g.pl(1)["active"]["dmg"] == 120
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [50, 0]


def test_nebula_beam_ignores_weakness_and_defender_effects():
    """PTCG:II-B-06, PTCG:II-B-07: 210 against a Pokémon weak to Water stays 210, and a −100
    effect on the Defending Pokémon does not apply."""
    sc = Scenario()
    sc.active(0, "me3-20", STARMIE, energy=[WATER, WATER, WATER])
    sc.active(1, PIDGEOT_EX, fx=[{"kind": "dmg_taken", "amt": -100, "label": "test"}])
    g = sc.start(0, 3)
    attack(g, "Nebula Beam")
    assert g.pl(1)["active"]["dmg"] == 210


# -- Mega Lopunny ex (PFL 84) ------------------------------------------------------------------------
def test_spiky_hopper_ignores_effects_on_the_defender():
    """PTCG:II-B-07: a −100 effect on the Defending Pokémon does not reduce Spiky Hopper's 160."""
    sc = Scenario()
    sc.active(0, "me2-83", LOPUNNY, energy=[WATER, WATER])
    sc.active(1, PIDGEOT_EX, fx=[{"kind": "dmg_taken", "amt": -100, "label": "test"}])
    g = sc.start(0, 3)
    attack(g, "Spiky Hopper")
    assert g.pl(1)["active"]["dmg"] == 160


# -- Meowth ex (POR 62) --------------------------------------------------------------------------------
def test_tuck_tail_returns_meowth_and_its_cards_to_hand():
    """PTCG:II-C-02: after the 60 damage, Meowth ex and its Energy go to the hand, its damage
    counters are gone, and the Benched Pokémon becomes Active at the Knock Out check."""
    sc = Scenario()
    sc.active(0, MEOWTH_EX, energy=[WATER, FIRE, METAL], damage=100)
    sc.bench(0, LAPRAS)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Tuck Tail")
    assert g.pl(1)["active"]["dmg"] == 60
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == [
        "Basic Fire Energy", "Basic Metal Energy", "Basic Water Energy", "Meowth ex"]
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Lapras" and g.pl(0)["bench"] == []


def test_tuck_tail_with_no_bench_loses_the_game():
    """PTCG:I-E: the player who put their only Pokémon into their hand has none in play."""
    sc = Scenario()
    sc.active(0, MEOWTH_EX, energy=[WATER, FIRE, METAL])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Tuck Tail")
    assert g.result is not None and g.result.winner == 1


# -- Metagross (CRI 61) -----------------------------------------------------------------------------
def test_metallic_hammer_may_discard_three_metal_for_150_more():
    """PTCG:II-E-10, PTCG:II-B-01: discarding 3 Metal Energy makes 150+150 = 300."""
    for take, dmg in ((True, 300), (False, 150)):
        sc = Scenario()
        sc.active(0, "me4-59", "me4-60", METAGROSS, energy=[METAL] * 4)
        sc.active(1, PIDGEOT_EX)
        g = sc.start(0, 3)
        n = len(g.log)
        attack(g, "Metallic Hammer")
        pick(g, "Yes" if take else "No")
        assert damage_events(g, n) == [dmg]
        assert len(g.pl(0)["discard"]) == (3 if take else 0)


# -- Moltres (PFL 14) ---------------------------------------------------------------------------------
def test_fighting_wings_against_a_pokemon_ex():
    """PTCG:II-B-01: 20+90 against a Pokémon ex, 20 otherwise."""
    for target, dmg in ((PIDGEOT_EX, 110), (LAPRAS, 20)):
        sc = Scenario()
        sc.active(0, MOLTRES, energy=[FIRE])
        sc.active(1, target)
        g = sc.start(0, 3)
        attack(g, "Fighting Wings")
        assert g.pl(1)["active"]["dmg"] == dmg


# -- Pecharunt ex (SFA 39) ------------------------------------------------------------------------------
def test_subjugating_chains_switches_in_a_darkness_pokemon_and_poisons_it():
    """PTCG:II-C-03, PTCG:II-E-14: a Benched Darkness Pokémon other than Pecharunt ex becomes
    Active and is Poisoned; the old Active goes to the Bench."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, PECHARUNT)
    sc.bench(0, TOXEL)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    do(g, "ability")
    assert opt_labels(g) == ["Toxel (Bench)"] or g.name(g.pl(0)["active"]["cards"][-1]) == "Toxel"
    if g.decision.kind != "main":
        pick(g, "Toxel")
    active = g.pl(0)["active"]
    assert g.name(active["cards"][-1]) == "Toxel" and active["psn"]
    assert not [o for o in g.decision.options if o.data[0] == "ability"]


def test_subjugating_chains_needs_another_darkness_pokemon():
    """PTCG:I-A-02: with only Pecharunt ex and non-Darkness Pokémon Benched it cannot be used."""
    sc = Scenario()
    sc.active(0, TOXEL)
    sc.bench(0, PECHARUNT)
    sc.bench(0, LAPRAS)
    sc.active(1, PIDGEOT_EX)
    assert not [o for o in sc.start(0, 3).decision.options if o.data[0] == "ability"]


# -- Toxtricity (PFL 68) ----------------------------------------------------------------------------------
def test_sinister_surge_attaches_darkness_energy_and_places_two_counters():
    """PTCG:II-C-09, PTCG:II-C-07: a Basic Darkness Energy from the deck to a Benched Darkness
    Pokémon, then 2 damage counters on that Pokémon; the deck is shuffled."""
    sc = Scenario()
    sc.active(0, TOXEL, TOXTRICITY)
    sc.bench(0, LAPRAS)
    sc.bench(0, TOXEL)
    sc.deck(0, DARK, WATER, FIRE)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    do(g, "ability")
    assert opt_labels(g) == ["Basic Darkness Energy"]
    pick(g, "Basic Darkness Energy")
    if g.decision.kind != "main":
        pick(g, "Toxel")
    toxel = g.pl(0)["bench"][1]
    assert [g.name(c) for c in toxel["energy"]] == ["Basic Darkness Energy"] and toxel["dmg"] == 20
    assert g.pl(0)["bench"][0]["dmg"] == 0 and events(g, "shuffle", player=0)


def test_sinister_surge_without_a_benched_darkness_pokemon_places_no_counters():
    """PTCG:II-C-09, PTCG:II-E-18: with no Benched Darkness Pokémon the Energy found stays in
    the deck, so no Pokémon was attached to and none gets counters; the deck is shuffled."""
    sc = Scenario()
    sc.active(0, TOXEL, TOXTRICITY)
    sc.bench(0, LAPRAS)
    sc.deck(0, DARK, WATER, FIRE)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    n = len(g.log)
    do(g, "ability")
    if g.decision.kind == "search":
        pick(g, "Basic Darkness Energy")
    assert g.decision.kind == "main"
    assert sorted(g.name(c) for c in g.pl(0)["deck"]) == [
        "Basic Darkness Energy", "Basic Fire Energy", "Basic Water Energy"]
    assert [s["dmg"] for s in (g.pl(0)["active"], *g.pl(0)["bench"])] == [0, 0]
    assert events(g, "attach", n) == [] and events(g, "shuffle", n, player=0)


FEZANDIPITI, KYUREM, LATIAS, CLEFAIRY = "me2pt5-142", "sv6pt5-47", "sv8-76", "sv9-56"
FROSLASS, SLOWPOKE, ZERAORA = "me2pt5-47", "sv7-57", "sv10-78"
PSYCHIC, LIGHTNING = "sve-5", "sve-4"


def test_cruel_arrow_hits_any_one_pokemon():
    """PTCG:II-B-08: 100 to a chosen Benched Pokémon, without Weakness; the Active takes none."""
    sc = Scenario()
    sc.active(0, FEZANDIPITI, energy=[DARK] * 3)
    sc.active(1, PIDGEOT_EX)
    sc.bench(1, FUECOCO)
    g = sc.start(0, 3)
    attack(g, "Cruel Arrow")
    assert sorted(opt_labels(g)) == ["Fuecoco (Bench)", "Pidgeot ex (Active)"]
    pick(g, "Pidgeot ex")
    assert g.pl(1)["active"]["dmg"] == 100 and g.pl(1)["bench"][0]["dmg"] == 0


def test_mirage_barrage_two_targets_and_discards_two_energy():
    """PTCG:II-B-08, PTCG:II-C-01: 120 to each of 2 chosen Pokémon; 2 Energy discarded."""
    sc = Scenario()
    sc.active(0, GRENINJA_EX, energy=[WATER, WATER, WATER])
    sc.active(1, PIDGEOT_EX)
    sc.bench(1, LAPRAS)
    sc.bench(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Mirage Barrage")
    assert g.decision.min == g.decision.max == 2
    pick(g, "Pidgeot ex", "Mega Kangaskhan ex")
    assert g.pl(1)["active"]["dmg"] == 120 - 30  # Fighting against Pidgeot ex: Resistance −30
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 120]
    assert len(g.pl(0)["discard"]) == 2


def test_trifrost_three_targets_and_discards_all_energy():
    """PTCG:II-B-08, PTCG:II-D-03: 110 to 3 chosen Pokémon; all Energy discarded."""
    sc = Scenario()
    sc.active(0, KYUREM, energy=[WATER, WATER, METAL, METAL, FIRE])
    sc.active(1, PIDGEOT_EX)
    sc.bench(1, KANGASKHAN)
    sc.bench(1, PIKACHU_EX)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Trifrost")
    pick(g, "Pidgeot ex", "Mega Kangaskhan ex", "Pikachu ex")
    assert [s["dmg"] for s in (g.pl(1)["active"], *g.pl(1)["bench"])] == [110, 110, 110, 0]
    assert len(g.pl(0)["discard"]) == 5 and g.pl(0)["active"]["energy"] == []


def test_thunder_raid_only_benched_pokemon_ex():
    """PTCG:II-B-08: 210 to 1 Benched Pokémon ex (Lapras is not offered); all Energy discarded."""
    sc = Scenario()
    sc.active(0, ZERAORA, energy=[LIGHTNING] * 3)
    sc.active(1, LAPRAS)
    sc.bench(1, FUECOCO)
    sc.bench(1, KANGASKHAN)
    sc.bench(1, PIKACHU_EX)
    g = sc.start(0, 3)
    attack(g, "Thunder Raid")
    assert sorted(opt_labels(g)) == ["Mega Kangaskhan ex (Bench)", "Pikachu ex (Bench)"]
    pick(g, "Mega Kangaskhan ex")
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 210, 0] and g.pl(1)["active"]["dmg"] == 0
    assert len(g.pl(0)["discard"]) == 3


def test_full_moon_rondo_counts_both_benches():
    """PTCG:II-B-01: 20 + 20 × (2 + 1 Benched Pokémon) = 80."""
    sc = Scenario()
    sc.active(0, CLEFAIRY, energy=[PSYCHIC, PSYCHIC])
    sc.bench(0, LAPRAS)
    sc.bench(0, FUECOCO)
    sc.active(1, KANGASKHAN)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Full Moon Rondo")
    assert g.pl(1)["active"]["dmg"] == 80


def test_resentful_refrain_counts_opponent_hand_and_absolute_snow():
    """PTCG:II-B-02: 50 × 3 cards in the opponent's hand; Absolute Snow: 150 and Asleep."""
    sc = Scenario()
    sc.active(0, "me2pt5-46", FROSLASS, energy=[WATER])
    sc.active(1, KANGASKHAN)
    sc.hand(1, WATER, WATER, FIRE)
    g = sc.start(0, 3)
    attack(g, "Resentful Refrain")
    assert g.pl(1)["active"]["dmg"] == 150
    sc = Scenario()
    sc.active(0, "me2pt5-46", FROSLASS, energy=[WATER] * 3)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Absolute Snow")
    assert damage_events(g, n)[0] == 150 and events(g, "condition", n, condition="asleep")


def test_rapid_fire_combo_50_more_for_each_heads():
    """PTCG:II-B-01: two heads then tails: 200 + 2 × 50 = 300."""
    sc = Scenario()
    sc.active(0, KANGASKHAN, energy=[WATER] * 3)
    sc.active(1, "me4-22")
    g = sc.start(0, 3)
    g.rng.force(True, True, False)
    attack(g, "Rapid-Fire Combo")
    assert g.pl(1)["active"]["dmg"] == 300


def test_irritated_outburst_counts_prizes_taken():
    """PTCG:II-D-17, PTCG:II-B-02: the opponent has 4 of 6 Prize cards left: 60 × 2 = 120."""
    sc = Scenario()
    sc.active(0, PECHARUNT, energy=[DARK, DARK])
    sc.active(1, KANGASKHAN)
    sc.prizes(1, n=4)
    g = sc.start(0, 3, prizes_default=6)
    attack(g, "Irritated Outburst")
    assert g.pl(1)["active"]["dmg"] == 120


# -- texts the card-text compiler understands, exercised on these cards ---------------------------
def test_eon_blade_then_cannot_attack_next_turn():
    """PTCG:II-C-15, PTCG:II-E-02: Latias ex does 200, and during its next turn cannot attack."""
    sc = Scenario()
    sc.active(0, LATIAS, energy=[PSYCHIC, PSYCHIC, PSYCHIC])
    sc.active(1, "me4-22")
    g = sc.start(0, 3)
    attack(g, "Eon Blade")
    assert g.pl(1)["active"]["dmg"] == 200
    do(g, "end")  # the opponent's turn
    assert g.current == 0 and not [o for o in g.decision.options if o.data[0] == "attack"]


def test_skyliner_basic_pokemon_retreat_free():
    """PTCG:II-E-13, PTCG:II-D-10: with Latias ex in play a Basic Active retreats for nothing."""
    sc = Scenario()
    sc.active(0, KANGASKHAN)  # Retreat Cost 2, no Energy
    sc.bench(0, LATIAS)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "retreat")
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Latias ex"


def test_gale_thrust_after_moving_to_the_active_spot():
    """PTCG:II-E-24: 60+170 after retreating into the Active Spot this turn; 60 otherwise."""
    sc = Scenario()
    sc.active(0, LATIAS)
    sc.bench(0, "me2-83", LOPUNNY, energy=[WATER])
    sc.active(1, "me4-22")
    g = sc.start(0, 3)
    do(g, "retreat")
    attack(g, "Gale Thrust")
    assert g.pl(1)["active"]["dmg"] == 230
    sc = Scenario()
    sc.active(0, "me2-83", LOPUNNY, energy=[WATER])
    sc.active(1, "me4-22")
    g = sc.start(0, 3)
    attack(g, "Gale Thrust")
    assert g.pl(1)["active"]["dmg"] == 60


def test_bounce_back_opponent_chooses_new_active():
    """PTCG:II-C-04: after 60 damage the opponent switches in the Benched Pokémon they choose."""
    sc = Scenario()
    sc.active(0, "me4-59", "me4-60", METAGROSS, energy=[METAL])
    sc.active(1, KANGASKHAN)
    sc.bench(1, LAPRAS)
    sc.bench(1, FUECOCO)
    g = sc.start(0, 3)
    attack(g, "Bounce Back")
    assert g.decision.player == 1
    pick(g, "Fuecoco")
    assert g.name(g.pl(1)["active"]["cards"][-1]) == "Fuecoco"
    assert [b["dmg"] for b in g.pl(1)["bench"] if g.name(b["cards"][-1]) == "Mega Kangaskhan ex"] == [60]


def test_dangle_tail_and_call_for_family():
    """PTCG:II-C-02, PTCG:II-C-11: Slowpoke puts a Pokémon from the discard pile into the hand;
    Toxel puts up to 2 Basic Pokémon from the deck onto the Bench."""
    sc = Scenario()
    sc.active(0, SLOWPOKE, energy=[PSYCHIC])
    sc.discard(0, LAPRAS, WATER)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Dangle Tail")  # the only Pokémon there: no choice to make
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Lapras"]
    sc = Scenario()
    sc.active(0, TOXEL, energy=[DARK])
    sc.deck(0, FUECOCO, LAPRAS, SLOWPOKE, "me2pt5-46", WATER)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    attack(g, "Call for Family")
    assert g.decision.max == 2
    pick(g, "Fuecoco", "Lapras")
    assert sorted(g.name(b["cards"][-1]) for b in g.pl(0)["bench"]) == ["Fuecoco", "Lapras"]


def test_flip_the_script_after_a_knock_out_last_turn():
    """PTCG:II-E-11: Fezandipiti ex draws 3 only if one of its player's Pokémon was Knocked Out
    during the opponent's last turn."""
    sc = Scenario()
    sc.active(1, MOLTRES, energy=[FIRE])
    sc.active(0, FUECOCO, damage=60)
    sc.bench(0, FEZANDIPITI)
    sc.deck(0, WATER, FIRE, METAL, DARK, WATER)
    g = sc.start(1, 3)
    assert not [o for o in g.decision.options if o.data[0] == "ability"]
    attack(g, "Fighting Wings")  # 20: Fuecoco (80 HP, 60 damage) is Knocked Out
    assert g.decision.kind == "prize"
    g.respond([0])  # Fezandipiti ex, the only Benched Pokémon, becomes Active
    assert g.current == 0
    hand = len(g.pl(0)["hand"])
    do(g, "ability")
    assert len(g.pl(0)["hand"]) == hand + 3


# -- Kyurem (SFA 47): Plasma Bane ------------------------------------------------------------------
COLRESS, IONO, SLOWKING = "sv6pt5-57", "sv2-185", "sv7-58"


def trifrost_offered(g: Game) -> bool:
    top = g.top(g.pl(g.current)["active"])
    return any(o.data[0] == "attack" and top.attacks[o.data[1]].name == "Trifrost"
               for o in g.decision.options)


def test_plasma_bane_trifrost_for_one_colorless():
    """PTCG:II-D-09, PTCG:II-E-32: with Colress's Tenacity in the opponent's discard pile,
    Trifrost costs one Colorless Energy, and a cost increase on Kyurem does not change that;
    a Colress card in Kyurem's own player's discard pile does nothing."""
    sc = Scenario()
    sc.active(0, KYUREM, energy=[PSYCHIC])
    sc.discard(0, COLRESS)
    sc.active(1, LAPRAS)
    assert not trifrost_offered(sc.start(0, 3))
    sc = Scenario()
    sc.active(0, KYUREM, energy=[PSYCHIC])
    sc.active(1, LAPRAS)
    sc.bench(1, KYUREM)
    sc.bench(1, PIKACHU_EX)
    sc.discard(1, COLRESS)
    g = sc.start(0, 3)
    g.pl(0)["active"]["fx"].append({"kind": "attack_cost", "amt": 2, "label": "two more"})
    attack(g, "Trifrost")  # exactly 3 Pokémon: all of them, no choice
    assert [s["dmg"] for s in (g.pl(1)["active"], *g.pl(1)["bench"])] == [110, 110, 110]
    assert g.pl(0)["active"]["energy"] == []


AZUMARILL, TERAPAGOS_EX = "sv8-74", "svp-165"  # Glistening Bubbles; a Tera Pokémon


def test_glistening_bubbles_compiles_the_same_shape():
    """PTCG:II-E-32: Azumarill's Double-Edge costs one Psychic Energy while its player has a
    Tera Pokémon in play (the text compiles like Plasma Bane), and the full cost otherwise."""
    sc = Scenario()
    sc.active(0, AZUMARILL, energy=[PSYCHIC])
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    assert not [o for o in g.decision.options if o.data[0] == "attack"]
    # Terapagos ex's attacks are not implemented yet: it only sits on the Bench here
    sc = Scenario(allow_unplayable=True)
    sc.active(0, AZUMARILL, energy=[PSYCHIC])
    sc.bench(0, TERAPAGOS_EX)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Double-Edge")
    assert g.pl(1)["active"]["dmg"] == 230 and g.pl(0)["active"]["dmg"] == 50


# -- Lillie's Clefairy ex (JTG 56): Fairy Zone -----------------------------------------------------
def test_fairy_zone_weakness_of_opponents_dragon_pokemon():
    """PTCG:I-A-01 (step 3): Kyurem, a Dragon Pokémon with no printed Weakness, takes ×2 from
    the Psychic Clefairy ex's Full Moon Rondo while Fairy Zone is in play; Lapras (Water) keeps
    its printed Weakness, so it takes 20; the Clefairy's own player's Dragon Pokémon keep
    theirs."""
    sc = Scenario()
    sc.active(0, CLEFAIRY, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, KYUREM)
    g = sc.start(0, 3)
    attack(g, "Full Moon Rondo")
    assert g.pl(1)["active"]["dmg"] == 40
    assert events(g, "damage")[-1]["trace"][-2]["what"] == "Weakness Psychic ×2"
    sc = Scenario()
    sc.active(0, CLEFAIRY, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Full Moon Rondo")
    assert g.pl(1)["active"]["dmg"] == 20
    sc = Scenario()
    sc.active(0, CLEFAIRY, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, KYUREM)
    sc.bench(1, CLEFAIRY)  # the defender's own Fairy Zone does not touch its own Kyurem
    g = sc.start(0, 3)
    attack(g, "Full Moon Rondo")
    assert g.pl(1)["active"]["dmg"] == 2 * (20 + 20)


# -- Meowth ex (POR 62): Last-Ditch Catch ----------------------------------------------------------
def test_last_ditch_catch_once_per_turn_by_name_part():
    """PTCG:II-E-06, PTCG:II-E-14: played onto the Bench, Meowth ex may search for a Supporter;
    a second Meowth ex played that turn is not offered an Ability with "Last-Ditch" in its
    name; the next turn it is again."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.hand(0, MEOWTH_EX, MEOWTH_EX, MEOWTH_EX)
    sc.deck(0, IONO, IONO, WATER, WATER, WATER)
    sc.active(1, LAPRAS)
    sc.deck(1, WATER, WATER, WATER)
    g = sc.start(0, 3)
    do(g, "bench", "Meowth ex")
    pick(g, "Use it")
    pick(g, "Iono")
    assert [g.name(c) for c in g.pl(0)["hand"]].count("Iono") == 1
    do(g, "bench", "Meowth ex")
    assert g.decision.kind == "main"  # no "Use Last-Ditch Catch?" this time
    do(g, "end")
    do(g, "end")
    assert g.current == 0
    do(g, "bench", "Meowth ex")
    assert g.decision.kind == "may"


# -- Slowking (SCR 58): Seek Inspiration -----------------------------------------------------------
def test_seek_inspiration_uses_an_attack_of_the_discarded_pokemon():
    """PTCG:II-C-18: the top card, Lapras, is discarded; its Surf (80) is used as this attack
    without its Energy; a Pokémon with a Rule Box (Pikachu ex) or an Energy card gives none."""
    sc = Scenario()
    sc.active(0, SLOWKING, energy=[PSYCHIC, WATER])
    sc.deck(0, LAPRAS, WATER)
    sc.active(1, KYUREM)
    g = sc.start(0, 3)
    attack(g, "Seek Inspiration")
    assert opt_labels(g) == ["Water Gun (20)", "Surf (80)"]
    pick(g, "Surf")
    assert g.pl(1)["active"]["dmg"] == 80
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Lapras"]
    assert events(g, "copy_attack", attack="Surf")[0]["clause"] == "PTCG:II-C-18"
    for top in (PIKACHU_EX, WATER):
        sc = Scenario()
        sc.active(0, SLOWKING, energy=[PSYCHIC, WATER])
        sc.deck(0, top, WATER)
        sc.active(1, KYUREM)
        g = sc.start(0, 3)
        attack(g, "Seek Inspiration")
        assert g.current == 1 and g.pl(1)["active"]["dmg"] == 0
        assert len(g.pl(0)["discard"]) == 1 and not events(g, "copy_attack")
