"""Effects on Pokémon in play (part II-C/II-D/II-E): switching, healing, moving Energy, locks,
durations and copied attacks, played through real cards whose text the compiler reads."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.ops_pokemon import inherit
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events

FLETCHLING = "sv7-121"  # Send Back (C): 10, switch out the opponent's Active (they choose)
PANGORO = "sv7-93"  # Pull (D): switch in 1 of the opponent's Benched Pokémon
HORSEA = "sv6pt5-67"  # Hold Still (W): heal 30 from this Pokémon
TORRACAT = "sv5-33"  # Bite (R) 30; Flare Strike (RCC) 80, can't use Flare Strike next turn
ROSERADE = "sv5-9"  # Bind Down (CC) 70: the Defending Pokémon can't retreat next turn
SHAYMIN = "sv8pt5-87"  # Reflect Energy (CC) 60: move an Energy to 1 of your Benched Pokémon
FRILLISH = "rsv10pt5-126"  # Oceanic Gloom (P) 20: opponent can't play Items next turn
CLEFABLE = "me2pt5-75"  # Metronome (CC): use 1 of the opponent's Active's attacks
LATIOS_EX = "xyp-XY72"  # Fast Raid (P) 40: usable on the first player's first turn
KYOGRE = "me1-34"  # Basic Water, 150 HP
SNOVER = "me1-35"  # Basic, 90 HP
LAPRAS = "sv7-31"  # Basic Water 130 HP
WATER, FIRE, GRASS, PSYCHIC, DARK = "sve-3", "sve-2", "sve-1", "sve-5", "sve-7"
CROCONAW = "sv5-40"  # Reverse Thrust (W) 30: switch this Pokémon with 1 of your Benched
ULTRA_BALL = "me1-131"  # Item: discard 2 other cards, search your deck for a Pokémon
UNAFFECTED = {"kind": "prevent_effects", "label": "unaffected by attack effects"}


def pick(g: Game, pred: Any) -> None:
    """Answer with the one option ``pred`` accepts (by what the option is, not its place)."""
    hits = [i for i, o in enumerate(g.decision.options) if pred(o)]
    assert len(hits) == 1, [o.label for o in g.decision.options]
    g.respond(hits)


def next_main(g: Game) -> None:
    """Answer the decisions between turns (none in these boards) until a main phase."""
    while g.decision is not None and g.decision.kind != "main":
        g.respond([0])


def names(g: Game, p: int) -> tuple[str, list[str]]:
    pl = g.pl(p)
    return g.top(pl["active"]).name, sorted(g.top(b).name for b in pl["bench"])


# -- II-C-04 ---------------------------------------------------------------------------------
def test_switch_out_opponent_chooses_new_active():
    """PTCG:II-C-04: Fletchling's Send Back: the opponent's Active goes to the Bench and the
    opponent (not the attacker) chooses which Benched Pokémon becomes Active; Special
    Conditions of the Pokémon sent to the Bench end."""
    sc = Scenario()
    sc.active(0, FLETCHLING, energy=[WATER])
    sc.active(1, KYOGRE, conditions=["poisoned"])
    sc.bench(1, SNOVER)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Send Back")
    assert g.decision.player == 1 and g.decision.kind == "switch"
    pick(g, lambda o: "Lapras" in o.label)
    active, bench = names(g, 1)
    assert active == "Lapras" and bench == ["Kyogre", "Snover"]
    kyogre = next(b for b in g.pl(1)["bench"] if g.top(b).name == "Kyogre")
    assert kyogre["psn"] == 0 and kyogre["dmg"] == 10
    assert events(g, "switch")[-1]["clause"] == "PTCG:II-C-04"


def test_switch_out_blocked_by_active_unaffected_by_attack_effects():
    """PTCG:II-C-04 FAQ: the effect acts on the Active Pokémon: an Active unaffected by the
    effects of attacks stays (while protected Benched Pokémon would not stop it)."""
    sc = Scenario()
    sc.active(0, FLETCHLING, energy=[WATER])
    sc.active(1, KYOGRE, fx=[UNAFFECTED])
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Send Back")
    assert names(g, 1) == ("Kyogre", ["Snover"])
    assert events(g, "switch_blocked")[-1]["clause"] == "PTCG:II-C-04"


def test_switch_out_with_protected_bench_still_happens():
    """PTCG:II-C-04 FAQ: protected Benched Pokémon do not stop it: the Active is affected."""
    sc = Scenario()
    sc.active(0, FLETCHLING, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER, fx=[UNAFFECTED])
    g = sc.start(0, 3)
    attack(g, "Send Back")
    assert names(g, 1) == ("Snover", ["Kyogre"])


def test_switch_out_with_empty_bench_does_nothing():
    """PTCG:II-C-04: with no Benched Pokémon there is nothing to switch with."""
    sc = Scenario()
    sc.active(0, FLETCHLING, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Send Back")
    assert g.top(g.pl(1)["active"]).name == "Kyogre" and not events(g, "switch")


# -- II-C-05 ---------------------------------------------------------------------------------
def test_gust_attacker_chooses_and_effects_of_old_active_end():
    """PTCG:II-C-05: Pangoro's Pull: the attacker chooses the Benched Pokémon; the old Active
    goes to the Bench and its attack effects end."""
    sc = Scenario()
    sc.active(0, PANGORO, energy=[DARK])
    sc.active(1, KYOGRE, fx=[{"kind": "cant_retreat", "until": 99, "label": "x"}])
    sc.bench(1, SNOVER)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Pull")
    assert g.decision.player == 0 and g.decision.kind == "gust"
    pick(g, lambda o: "Snover" in o.label)
    assert names(g, 1) == ("Snover", ["Kyogre", "Lapras"])
    kyogre = next(b for b in g.pl(1)["bench"] if g.top(b).name == "Kyogre")
    assert kyogre["fx"] == []


def test_gust_blocked_only_by_the_chosen_pokemon():
    """PTCG:II-C-05 FAQ: an Active unaffected by attack effects does not stop the gust; a chosen
    Benched Pokémon that is unaffected does."""
    sc = Scenario()
    sc.active(0, PANGORO, energy=[DARK])
    sc.active(1, KYOGRE, fx=[UNAFFECTED])
    sc.bench(1, SNOVER)
    sc.bench(1, LAPRAS, fx=[UNAFFECTED])
    g = sc.start(0, 3)
    attack(g, "Pull")
    pick(g, lambda o: "Snover" in o.label)
    assert names(g, 1)[0] == "Snover"

    sc = Scenario()
    sc.active(0, PANGORO, energy=[DARK])
    sc.active(1, KYOGRE)
    sc.bench(1, LAPRAS, fx=[UNAFFECTED])
    g = sc.start(0, 3)
    attack(g, "Pull")
    assert names(g, 1) == ("Kyogre", ["Lapras"])
    assert events(g, "switch_blocked")[-1]["clause"] == "PTCG:II-C-05"


# -- II-C-06, II-E-26 ------------------------------------------------------------------------
def test_heal_removes_at_most_the_damage_there():
    """PTCG:II-C-06: Horsea's Hold Still heals 30, but only the 20 damage it has is removed."""
    sc = Scenario()
    sc.active(0, HORSEA, energy=[WATER], damage=20)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Hold Still")
    heal = events(g, "heal")[-1]
    assert heal["amount"] == 20 and heal["clause"] == "PTCG:II-C-06"
    assert g.pl(0)["active"]["dmg"] == 0


def test_healing_trainer_needs_a_damaged_pokemon():
    """PTCG:II-C-06: Potion cannot be played when none of your Pokémon has damage counters."""
    from tcgsim.pokemon.effects.ops_pokemon import any_damaged

    sc = Scenario()
    sc.active(0, HORSEA)
    sc.bench(0, KYOGRE)
    g = sc.start(0, 3)
    assert not any_damaged(g, 0)
    g.pl(0)["bench"][0]["dmg"] = 10  # one damaged Pokémon is enough for "each of your Pokémon"
    assert any_damaged(g, 0)


def test_healed_this_turn_is_a_condition_kept_through_a_switch():
    """PTCG:II-E-26: a Pokémon healed on the Bench this turn then moved Active counts as healed;
    a Pokémon healed in an earlier turn does not."""
    from tcgsim.pokemon.effects.ops_pokemon import healed_this_turn
    from tcgsim.pokemon.effects.ops_trainers import heal_slot_by

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, HORSEA, damage=30)
    g = sc.start(0, 3)
    horsea = g.pl(0)["bench"][0]
    heal_slot_by(g, horsea, 30)
    assert not healed_this_turn(g, 0)
    g.switch_active(0, horsea)
    assert healed_this_turn(g, 0)
    g.s["turn"] += 2
    assert not healed_this_turn(g, 0)


# -- II-C-10, II-D-08 ------------------------------------------------------------------------
def test_move_energy_only_to_own_benched_pokemon():
    """PTCG:II-C-10: Shaymin's Reflect Energy moves an Energy to one of *your* Benched Pokémon:
    the opponent's Pokémon are never offered."""
    sc = Scenario()
    sc.active(0, SHAYMIN, energy=[WATER, FIRE])
    sc.bench(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.active(1, LAPRAS)
    sc.bench(1, HORSEA)
    g = sc.start(0, 3)
    attack(g, "Reflect Energy")
    assert g.decision.kind == "move_energy"
    pick(g, lambda o: g.name(o.data) == "Basic Fire Energy")
    labels = [o.label for o in g.decision.options]
    assert labels == ["Kyogre (Bench)", "Snover (Bench)"]
    pick(g, lambda o: "Snover" in o.label)
    snover = g.pl(0)["bench"][1]
    assert [g.name(c) for c in snover["energy"]] == ["Basic Fire Energy"]
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]


def test_move_energy_with_no_benched_pokemon_moves_nothing():
    """PTCG:II-C-10: no Pokémon fits the target: the Energy stays."""
    sc = Scenario()
    sc.active(0, SHAYMIN, energy=[WATER, FIRE])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Reflect Energy")
    assert len(g.pl(0)["active"]["energy"]) == 2


def test_energy_of_every_type_is_each_type_and_pays_any_cost():
    """PTCG:II-D-08: a unit of Energy of every type pays a typed cost and counts as that type
    for "<type> Energy" texts (it cannot be chosen to be only one type)."""
    from tcgsim.pokemon.rules.energy import EVERY_TYPE, covers

    assert covers(("Fire", "Colorless"), [EVERY_TYPE, "Water"])
    assert covers(("Fire", "Water"), ["Water", EVERY_TYPE])
    assert not covers(("Fire", "Fire"), [EVERY_TYPE, "Water"])


# -- II-C-14, II-E-01 ------------------------------------------------------------------------
def test_defending_cant_retreat_during_opponent_next_turn_only():
    """PTCG:II-C-14, PTCG:II-E-01: after Roserade's Bind Down the Defending Pokémon cannot
    retreat during its owner's next turn; the effect is gone after that turn."""
    sc = Scenario()
    sc.active(0, ROSERADE, energy=[GRASS, GRASS])
    sc.active(1, LAPRAS, energy=[WATER, WATER])
    sc.bench(1, SNOVER)
    sc.deck(0, WATER, WATER, WATER)
    sc.deck(1, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Bind Down")
    next_main(g)
    assert g.current == 1
    assert not [o for o in g.decision.options if o.data[0] == "retreat"]
    end_turn(g)
    next_main(g)
    end_turn(g)
    next_main(g)
    assert g.current == 1 and [o for o in g.decision.options if o.data[0] == "retreat"]


def test_cant_retreat_from_attack_still_allows_switching_and_ends_on_bench():
    """PTCG:II-C-14: a Pokémon that can't retreat may still be switched by an effect (here
    Croconaw's own Reverse Thrust); once on the Bench the attack's effect is gone."""
    sc = Scenario()
    sc.active(0, ROSERADE, energy=[GRASS, GRASS])
    sc.active(1, CROCONAW, energy=[WATER, WATER])
    sc.bench(1, SNOVER)
    sc.deck(1, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Bind Down")
    next_main(g)
    croconaw = g.pl(1)["active"]
    assert croconaw["fx"] and not [o for o in g.decision.options if o.data[0] == "retreat"]
    attack(g, "Reverse Thrust")
    assert g.top(g.pl(1)["active"]).name == "Snover" and croconaw["fx"] == []


# -- II-C-15, II-E-02, II-C-18 -----------------------------------------------------------------
def test_cant_use_named_attack_during_next_turn_only():
    """PTCG:II-C-15, PTCG:II-E-02: Torracat's Flare Strike cannot be used during its owner's
    next turn (Bite can); the turn after, it can again."""
    sc = Scenario()
    sc.active(0, TORRACAT, energy=[FIRE, FIRE, FIRE])
    sc.active(1, KYOGRE)
    for p in (0, 1):
        sc.deck(p, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Flare Strike")
    next_main(g)
    end_turn(g)
    next_main(g)
    top = g.top(g.pl(0)["active"])
    offered = [top.attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]
    assert offered == ["Bite"]
    end_turn(g)
    next_main(g)
    end_turn(g)
    next_main(g)
    offered = [top.attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]
    assert offered == ["Bite", "Flare Strike"]


def test_copied_attack_is_used_as_the_copying_attack():
    """PTCG:II-C-18, PTCG:II-D-06: Clefable's Metronome offers the attacks printed on the
    opponent's Active; the chosen one's damage and effects are done without its Energy; the
    attack used is still Metronome, so "can't use Flare Strike" does not stop Metronome."""
    sc = Scenario()
    sc.active(0, CLEFABLE, energy=[WATER, WATER])
    sc.active(1, TORRACAT)
    for p in (0, 1):
        sc.deck(p, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Metronome")
    assert [o.label for o in g.decision.options] == ["Bite (30)", "Flare Strike (80)"]
    pick(g, lambda o: o.data == "Flare Strike")
    assert g.pl(1)["active"]["dmg"] == 80
    assert events(g, "copy_attack")[-1]["clause"] == "PTCG:II-C-18"
    end_turn(g)
    next_main(g)
    names_offered = [g.top(g.pl(0)["active"]).attacks[o.data[1]].name
                     for o in g.decision.options if o.data[0] == "attack"]
    assert "Metronome" in names_offered


# -- II-C-19 ---------------------------------------------------------------------------------
def test_cant_play_items_is_on_the_player_not_the_pokemon():
    """PTCG:II-C-19: after Frillish's Oceanic Gloom the opponent cannot play Items from their
    hand during their next turn, even after switching their Active Pokémon; afterwards they can."""
    sc = Scenario()
    sc.active(0, FRILLISH, energy=[PSYCHIC])
    sc.hand(1, WATER, WATER)
    sc.active(1, HORSEA, energy=[WATER])
    sc.bench(1, SNOVER)
    sc.deck(1, ULTRA_BALL, WATER, WATER, WATER)
    sc.deck(0, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Oceanic Gloom")
    next_main(g)
    assert not [o for o in g.decision.options if o.data[0] == "trainer"]
    pick(g, lambda o: o.data[0] == "retreat")
    next_main(g)
    assert not [o for o in g.decision.options if o.data[0] == "trainer"]
    end_turn(g)
    next_main(g)
    end_turn(g)
    next_main(g)
    assert g.current == 1 and [o for o in g.decision.options if o.data[0] == "trainer"]


# -- II-E-21, II-E-22 ------------------------------------------------------------------------
def test_until_end_of_next_turns_include_checkups():
    """PTCG:II-E-21, PTCG:II-E-22: "until the end of your (opponent's) next turn" starts now and
    lasts through the Checkups in between; "during your opponent's next turn" (PTCG:II-E-01)
    is not live during the Checkup before that turn."""
    from tcgsim.pokemon.model.durations import live, timed

    fx = {"kind": "x"}
    e22 = timed(fx, 5, "end_of_opponent_next_turn")
    e21 = timed(fx, 5, "end_of_your_next_turn")
    e01 = timed(fx, 5, "opponent_next_turn")
    e02 = timed(fx, 5, "your_next_turn")
    # turn 5's own Checkup runs with turn number 5
    assert live(e22, 5) and live(e21, 5) and not live(e01, 5) and not live(e02, 5)
    assert live(e22, 6) and live(e01, 6) and live(e21, 6) and not live(e02, 6)
    assert not live(e22, 7) and not live(e01, 7) and live(e21, 7) and live(e02, 7)
    assert not live(e21, 8) and not live(e02, 8)


def test_effect_lasting_until_end_of_next_turn_survives_checkup_in_play():
    """PTCG:II-E-21: in a real game the effect is kept through the end of the opponent's turn
    and its Checkup, and dropped at the end of its owner's next turn."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    for p in (0, 1):
        sc.deck(p, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    from tcgsim.pokemon.model.durations import timed

    g.pl(0)["active"]["fx"].append(timed({"kind": "mark"}, g.turn, "end_of_your_next_turn"))
    end_turn(g)
    next_main(g)
    assert g.pl(0)["active"]["fx"]
    end_turn(g)
    next_main(g)
    assert g.current == 0 and g.pl(0)["active"]["fx"]
    end_turn(g)
    next_main(g)
    assert g.pl(0)["active"]["fx"] == []


# -- II-E-24, II-E-25 ------------------------------------------------------------------------
def test_moved_from_bench_to_active_this_turn():
    """PTCG:II-E-24: retreating or being switched in this turn counts; having been Active all
    turn does not."""
    from tcgsim.pokemon.effects.ops_pokemon import moved_to_active_this_turn

    sc = Scenario()
    sc.active(0, HORSEA, energy=[WATER])
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not moved_to_active_this_turn(g, 0)
    pick(g, lambda o: o.data[0] == "retreat")
    next_main(g)
    assert moved_to_active_this_turn(g, 0)
    g.s["turn"] += 2
    assert not moved_to_active_this_turn(g, 0)


def test_played_supporter_this_turn():
    """PTCG:II-E-25: true only in the turn a Supporter was played from the hand."""
    from tcgsim.pokemon.effects.ops_pokemon import played_supporter_this_turn

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    sc.hand(0, "sv10-176")  # Team Rocket's Petrel
    g = sc.start(0, 3)
    assert not played_supporter_this_turn(g, 0)
    pick(g, lambda o: o.data[0] == "trainer")
    while g.decision.kind != "main":
        g.respond([])
    assert played_supporter_this_turn(g, 0)


# -- II-E-27 ---------------------------------------------------------------------------------
def test_attack_usable_on_first_players_first_turn():
    """PTCG:II-E-27: Latios-EX's Fast Raid can be used on the first player's first turn; its other
    attack cannot."""
    # Latios-EX's Light Pulse is not implemented yet: only its other attack is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, LATIOS_EX, energy=[PSYCHIC, WATER, PSYCHIC, PSYCHIC])
    sc.active(1, KYOGRE)
    g = sc.start(0, 1)
    top = g.top(g.pl(0)["active"])
    offered = [top.attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]
    assert offered == ["Fast Raid"]
    attack(g, "Fast Raid")
    assert g.pl(1)["active"]["dmg"] == 40


# -- II-D-19 ---------------------------------------------------------------------------------
def test_inherit_keeps_everything_on_the_pokemon():
    """PTCG:II-D-19: a card put in place of another keeps the attached cards, damage, Special
    Conditions, effects and the Abilities used this turn (kept by the Pokémon, not the card)."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER], damage=30, conditions=["poisoned"],
              fx=[{"kind": "mark"}])
    sc.hand(0, LAPRAS)
    g = sc.start(0, 3)
    slot = g.pl(0)["active"]
    g.s["tf"][f"ab:{slot['id']}:Some Ability"] = True
    old, new = slot["cards"][0], g.pl(0)["hand"][0]
    g.pl(0)["hand"].remove(new)
    inherit(g, slot, old, new)
    g.pl(0)["hand"].append(old)
    assert g.top(slot).name == "Lapras"
    assert slot["dmg"] == 30 and slot["psn"] and slot["fx"] and len(slot["energy"]) == 1
    assert g.s["tf"][f"ab:{slot['id']}:Some Ability"]


# -- compiled texts: Special Conditions, Energy discards, self locks ---------------------------
VILEPLUME = "me2-3"  # Pollen Bomb (G) 30: the opponent's Active is now Asleep and Poisoned
RHYPERIOR = "sv7-76"  # Drill Run (FCC) 180: discard an Energy from the opponent's Active
IRON_LEAVES_EX = "sv8pt5-176"  # Prism Edge (GGC) 180: this Pokémon can't attack next turn
FIGHTING = "sve-6"
GARDEVOIR_EX = "sv1-86"  # 310 HP


def test_now_asleep_and_poisoned():
    """PTCG:S4-COND: Vileplume's Pollen Bomb gives both Special Conditions after its damage."""
    sc = Scenario()
    sc.active(0, VILEPLUME, energy=[GRASS])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(False)  # stays Asleep at the Checkup
    attack(g, "Pollen Bomb")
    kyogre = g.pl(1)["active"]
    assert kyogre["sp"] == "asleep" and kyogre["psn"] == 1 and kyogre["dmg"] == 30 + 10


def test_discard_energy_from_opponent_active_attacker_chooses():
    """PTCG:II-C-01: Rhyperior's Drill Run: the attacker chooses which Energy of the Defending
    Pokémon is discarded; it goes to its owner's discard pile."""
    # Rhyperior's Ability (Wide Wall) is not implemented yet: only its attack is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, RHYPERIOR, energy=[FIGHTING, FIGHTING, FIGHTING])
    sc.active(1, GARDEVOIR_EX, energy=[WATER, FIRE])
    g = sc.start(0, 3)
    attack(g, "Drill Run")
    assert g.decision.player == 0
    pick(g, lambda o: g.name(o.data) == "Basic Fire Energy")
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(1)["discard"]] == ["Basic Fire Energy"]


def test_cant_attack_during_next_turn_ends_when_benched():
    """PTCG:II-C-15, PTCG:II-E-02: after Prism Edge, Iron Leaves ex cannot attack during its
    owner's next turn; moved to the Bench and back, the effect is gone."""
    # Iron Leaves ex's Ability (Rapid Vernier) is not implemented yet: only its attack is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, IRON_LEAVES_EX, energy=[GRASS, GRASS, GRASS])
    sc.bench(0, HORSEA, energy=[WATER])
    sc.active(1, GARDEVOIR_EX)
    for p in (0, 1):
        sc.deck(p, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Prism Edge")
    next_main(g)
    end_turn(g)
    next_main(g)
    assert not [o for o in g.decision.options if o.data[0] == "attack"]
    leaves = g.pl(0)["active"]
    g.switch_active(0, g.pl(0)["bench"][0])
    g.switch_active(0, leaves)
    assert leaves["fx"] == []


def test_more_damage_if_healed_this_turn():
    """PTCG:II-E-26: Vileplume's Lively Flower does 120 more only if it was healed this turn."""
    from tcgsim.pokemon.effects.ops_trainers import heal_slot_by

    for healed in (False, True):
        sc = Scenario()
        sc.active(0, VILEPLUME, energy=[GRASS], damage=20)
        sc.active(1, GARDEVOIR_EX)
        g = sc.start(0, 3)
        if healed:
            heal_slot_by(g, g.pl(0)["active"], 10)
        attack(g, "Lively Flower")
        assert g.pl(1)["active"]["dmg"] == (180 if healed else 60)


# -- II-D-07, II-D-17 ------------------------------------------------------------------------
BRONZOR = "sv5-170"  # Mirror Attack (P) 10+: 30 more against a Psychic Pokémon


def test_type_of_defending_pokemon():
    """PTCG:II-D-07: Bronzor's Mirror Attack does 30 more only to a Psychic Pokémon (Gardevoir
    ex, Psychic, takes 40; Kyogre, Water, takes 10)."""
    for defender, dmg in ((GARDEVOIR_EX, 40), (KYOGRE, 10)):
        sc = Scenario()
        sc.active(0, BRONZOR, energy=[PSYCHIC])
        sc.active(1, defender)
        g = sc.start(0, 3)
        attack(g, "Mirror Attack")
        assert g.pl(1)["active"]["dmg"] == dmg


def test_prizes_taken_count_from_the_number_set_at_setup():
    """PTCG:II-D-17: in a 4-Prize game, a player with 3 Prize cards left has taken 1 (not 3)."""
    from tcgsim.pokemon.effects.ops_pokemon import prizes_taken

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    g = sc.start(0, 3, prizes_default=4)
    g.s["prize_count"] = 4
    assert prizes_taken(g, 0) == 0
    g.pl(0)["hand"].append(g.pl(0)["prizes"].pop())
    assert prizes_taken(g, 0) == 1 and prizes_taken(g, 1) == 0
