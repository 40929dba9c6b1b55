"""Pokémon of the real deck lists (2024 NAIC Gardevoir and Lost Box, 2026 online lists), part A:
each card's printed text exercised in a game built by the Scenario builder."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import card_zone_counts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick

ABRA, BUDEW, BUNEARY, CARVANHA = "sv6-80", "me2pt5-16", "me2-83", "me2-60"
DWEBBLE, CRUSTLE, DRAPION = "sv10-11", "sv10-12", "me3-52"
DUNSPARCE_JTG, DUNSPARCE_TEF, DUDUNSPARCE = "sv9-120", "sv5-128", "sv5-129"
DUSKULL, DUSCLOPS, DUSKNOIR = "sv8pt5-35", "sv8pt5-36", "sv8pt5-37"
URSALUNA, COMFEY, CRAMORANT, CRESSELIA = "sv6-141", "swsh11-79", "swsh11-50", "swsh11-74"
DRIFLOON, FLUTTER_MANE = "sv1-89", "sv5-78"
RALTS, KIRLIA, GARDEVOIR = "swsh10-60", "swsh12-68", "sv1-86"
IRON_BUNDLE, IRON_HANDS, IRON_THORNS = "sv4-56", "sv4-70", "sv6-77"
KLEFKI, MANAPHY, MIMIKYU, MUNKIDORI = "sv1-96", "swsh9-41", "sv2-97", "sv6-95"
GRENINJA, SABLEYE, SCREAM_TAIL, TATSUGIRI = "swsh10-46", "swsh11-70", "sv4-86", "sv6-131"
# opponents and other cards
LAPRAS = "sv7-31"  # Basic Water, 130 HP, Weakness Lightning ×2, Retreat 2
KYOGRE = "me1-34"  # Basic Water, 150 HP
SNOVER, ABOMASNOW = "me1-35", "me1-36"  # Basic 90 HP; Stage 1 Mega ex 350 HP (3 Prize cards)
FUECOCO = "sv2-34"  # Basic Fire, 80 HP, Weakness Water ×2
POWERGLASS, ULTRA_BALL, PETREL = "sv6pt5-63", "me1-131", "sv10-176"
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-5", "sve-6", "sve-7")


def use_ability(g: Game, name: str) -> None:
    for i, o in enumerate(g.decision.options):
        if o.data[0] == "ability" and o.label.startswith(f"Use {name} "):
            g.respond([i])
            return
    raise AssertionError(f"{name} not offered: {[o.label for o in g.decision.options]}")


def ability_offered(g: Game, name: str) -> bool:
    return any(o.data[0] == "ability" and o.label.startswith(f"Use {name} ")
               for o in g.decision.options)


def attack_offered(g: Game, name: str) -> bool:
    top = g.top(g.pl(g.current)["active"])
    return any(o.data[0] == "attack" and top.attacks[o.data[1]].name == name
               for o in g.decision.options)


def slot_of(g: Game, p: int, name: str) -> dict[str, Any]:
    from tcgsim.pokemon.model.state import in_play

    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


def names(g: Game, cs: list[int]) -> list[str]:
    return sorted(g.name(c) for c in cs)


def each_card_once(g: Game) -> None:
    assert set(card_zone_counts(g.s).values()) == {1}


def take_prizes(g: Game) -> None:
    """Answer Prize card choices (face down: any of them) until another decision comes."""
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))


def damage_to(g: Game, start: int, target: str) -> list[int]:
    return [e["amount"] for e in events(g, "damage", start) if e["target"] == target]


# -- Abra (TWM 80) -------------------------------------------------------------------------
def test_abra_teleporter_shuffles_it_and_attached_cards_into_the_deck():
    """PTCG:II-E-36: Teleporter, from the Active Spot only: Abra and its Energy go into the deck,
    which is shuffled; the Benched Pokémon becomes the new Active Pokémon."""
    sc = Scenario()
    sc.active(0, ABRA, energy=[PSYCHIC])
    sc.bench(0, SNOVER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    deck_before = len(g.pl(0)["deck"])
    use_ability(g, "Teleporter")
    assert g.top(g.pl(0)["active"]).name == "Snover" and g.pl(0)["bench"] == []
    assert len(g.pl(0)["deck"]) == deck_before + 2
    assert {"Abra", "Basic Psychic Energy"} <= set(names(g, g.pl(0)["deck"]))
    assert events(g, "shuffle", player=0)
    each_card_once(g)


def test_abra_teleporter_not_from_the_bench():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, ABRA)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Teleporter")


# -- Budew (ASC 16) ------------------------------------------------------------------------
def test_budew_itchy_pollen_stops_items_during_the_next_turn_only():
    """PTCG:II-E-01: Itchy Pollen: during the opponent's next turn they can't play Item cards;
    the effect ends with that turn."""
    sc = Scenario()
    sc.active(0, BUDEW)
    sc.active(1, LAPRAS)
    sc.hand(1, ULTRA_BALL, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Itchy Pollen")
    assert g.current == 1 and g.pl(1)["active"]["dmg"] == 10
    assert not any(o.data[0] == "trainer" for o in g.decision.options)
    end_turn(g)
    assert g.current == 0 and g.s["pfx"] == []
    end_turn(g)
    assert any(o.data[0] == "trainer" and g.name(o.data[1]) == "Ultra Ball"
               for o in g.decision.options)


# -- switching attacks: Buneary (PFL 83), Dunsparce (JTG 120), Ralts (ASR 60) -------------------
def test_switch_this_pokemon_with_a_benched_pokemon():
    """PTCG:II-C-03: Run Around / Trading Places / Teleportation Burst: the attacker switches
    with the Benched Pokémon its player chooses, after the damage."""
    for card, who, name, dmg in ((BUNEARY, "Buneary", "Run Around", 0),
                                 (DUNSPARCE_JTG, "Dunsparce", "Trading Places", 0),
                                 (RALTS, "Ralts", "Teleportation Burst", 10)):
        sc = Scenario()
        sc.active(0, card, energy=[PSYCHIC])
        sc.bench(0, SNOVER)
        sc.bench(0, KYOGRE)
        sc.active(1, LAPRAS)
        g = sc.start(0, 3)
        attack(g, name)
        pick(g, "Kyogre")
        assert g.top(g.pl(0)["active"]).name == "Kyogre"
        assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Snover", who]
        assert g.pl(1)["active"]["dmg"] == dmg


# -- Carvanha (PFL 60), Drapion (POR 52) -----------------------------------------------------
def test_carvanha_reckless_charge_damages_itself():
    """PTCG:II-B-09: Reckless Charge: 30 to the opponent, 10 to Carvanha."""
    sc = Scenario()
    sc.active(0, CARVANHA, energy=[DARK])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Reckless Charge")
    assert g.pl(1)["active"]["dmg"] == 30
    assert slot_of(g, 0, "Carvanha")["dmg"] == 10


def test_drapion_hazardous_tail_self_damage_paralysis_and_poison():
    """PTCG:II-B-09, PTCG:S4-COND: Hazardous Tail: 100 damage, 70 to itself, then the
    opponent's Active Pokémon is Paralyzed and Poisoned (both at once)."""
    sc = Scenario()
    sc.active(0, DRAPION, energy=[DARK] * 3)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Hazardous Tail")
    kyogre = g.pl(1)["active"]
    assert slot_of(g, 0, "Drapion")["dmg"] == 70
    assert kyogre["sp"] == "paralyzed" and kyogre["psn"]
    assert kyogre["dmg"] == 100 + 10  # the Pokémon Checkup's Poison counter


# -- Dwebble (DRI 11), Crustle (DRI 12) ------------------------------------------------------
def test_dwebble_ascension_evolves_from_the_deck():
    """PTCG:I-A-05: Ascension puts Crustle from the deck onto Dwebble (the first turn it is in
    play), then shuffles the deck."""
    sc = Scenario()
    sc.active(0, DWEBBLE, energy=[GRASS], played=3)
    sc.deck(0, CRUSTLE, WATER, WATER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Ascension")
    pick(g, "Crustle")
    slot = g.pl(0)["active"]
    assert g.top(slot).name == "Crustle" and names(g, slot["cards"]) == ["Crustle", "Dwebble"]
    assert "Crustle" not in names(g, g.pl(0)["deck"])
    assert events(g, "shuffle", player=0)


def test_crustle_superb_scissors_ignores_effects_on_the_defender():
    """PTCG:II-B-07: Superb Scissors' 120 is not reduced by an effect on the Defending Pokémon."""
    sc = Scenario()
    sc.active(0, CRUSTLE, energy=[GRASS] * 3)
    sc.active(1, KYOGRE, fx=[{"kind": "dmg_taken", "amt": -60, "label": "test -60"}])
    g = sc.start(0, 3)
    attack(g, "Superb Scissors")
    assert g.pl(1)["active"]["dmg"] == 120


# -- Dudunsparce (TEF 129) -----------------------------------------------------------------
def test_dudunsparce_run_away_draw():
    """PTCG:II-E-36: Run Away Draw draws 3, then Dudunsparce, the Dunsparce under it and its
    Energy are shuffled into the deck."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, DUNSPARCE_TEF, DUDUNSPARCE, energy=[WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    hand, deck = len(g.pl(0)["hand"]), len(g.pl(0)["deck"])
    use_ability(g, "Run Away Draw")
    assert len(g.pl(0)["hand"]) == hand + 3
    assert g.pl(0)["bench"] == []
    assert len(g.pl(0)["deck"]) == deck - 3 + 3
    assert {"Dunsparce", "Dudunsparce"} <= set(names(g, g.pl(0)["deck"]))
    each_card_once(g)


# -- Duskull (PRE 35), Dusclops (PRE 36), Dusknoir (PRE 37) -----------------------------------
def test_duskull_come_and_get_you_benches_up_to_three():
    """PTCG:II-C-02: Come and Get You puts up to 3 Duskull from the discard pile onto the
    Bench; the player may choose fewer."""
    sc = Scenario()
    sc.active(0, DUSKULL, energy=[PSYCHIC])
    sc.discard(0, DUSKULL, DUSKULL, DUSKULL, DUSKULL, SNOVER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Come and Get You")
    assert g.decision.max == 3 and {o.label for o in g.decision.options} == {"Duskull"}
    g.respond([0, 1])
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Duskull", "Duskull"]
    assert names(g, g.pl(0)["discard"]) == ["Duskull", "Duskull", "Snover"]


def test_dusclops_cursed_blast_counters_then_knocks_itself_out():
    """PTCG:I-D, PTCG:II-C-07: Cursed Blast puts 5 damage counters on the chosen Pokémon, then
    Dusclops is Knocked Out and the opponent takes a Prize card for it."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, DUSKULL, DUSCLOPS)
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    use_ability(g, "Cursed Blast")
    pick(g, "Kyogre")
    take_prizes(g)
    assert slot_of(g, 1, "Kyogre")["dmg"] == 50 and g.pl(1)["active"]["dmg"] == 0
    assert g.pl(0)["bench"] == []
    assert names(g, g.pl(0)["discard"]) == ["Dusclops", "Duskull"]
    assert len(g.pl(1)["prizes"]) == 5 and len(g.pl(0)["prizes"]) == 6


def test_dusknoir_cursed_blast_knocks_out_both():
    """PTCG:I-D: 13 counters Knock Out a 130 HP Lapras; both players take a Prize card."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, DUSKULL, DUSCLOPS, DUSKNOIR)
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    use_ability(g, "Cursed Blast")
    pick(g, "Lapras")
    take_prizes(g)
    assert len(g.pl(0)["prizes"]) == 5 and len(g.pl(1)["prizes"]) == 5
    assert g.top(g.pl(1)["active"]).name == "Kyogre"


def test_dusknoir_shadow_bind_stops_retreat_next_turn():
    """PTCG:II-E-01: after Shadow Bind the Defending Pokémon can't retreat during the
    opponent's next turn."""
    sc = Scenario()
    sc.active(0, DUSKNOIR, energy=[PSYCHIC] * 3)
    sc.active(1, ABOMASNOW, energy=[WATER] * 4)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Shadow Bind")
    assert g.pl(1)["active"]["dmg"] == 150
    assert not any(o.data[0] == "retreat" for o in g.decision.options)
    end_turn(g)
    end_turn(g)
    assert any(o.data[0] == "retreat" for o in g.decision.options)


# -- Bloodmoon Ursaluna ex (TWM 141) ----------------------------------------------------------
def test_bloodmoon_ursaluna_cant_attack_the_next_turn():
    """PTCG:II-E-01: Blood Moon: 240 damage, then no attack during its player's next turn."""
    sc = Scenario()
    sc.active(0, URSALUNA, energy=[WATER] * 5)
    sc.active(1, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Blood Moon")
    assert g.pl(1)["active"]["dmg"] == 240
    end_turn(g)
    assert g.current == 0 and not attack_offered(g, "Blood Moon")
    end_turn(g)
    end_turn(g)
    assert attack_offered(g, "Blood Moon")


# -- Comfey (LOR 79), Sableye (LOR 70), Cramorant (LOR 50) ------------------------------------
def test_comfey_flower_selecting_one_to_hand_other_to_lost_zone():
    """PTCG:I-H: Flower Selecting (Active only): look at the top 2, 1 into the hand, the other
    into the Lost Zone."""
    sc = Scenario()
    sc.active(0, COMFEY)
    sc.deck(0, PETREL, ULTRA_BALL, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Flower Selecting")
    assert sorted(o.label for o in g.decision.options) == ["Team Rocket's Petrel", "Ultra Ball"]
    pick(g, "Ultra Ball")
    assert names(g, g.pl(0)["hand"]) == ["Ultra Ball"]
    assert names(g, g.pl(0)["lost"]) == ["Team Rocket's Petrel"]
    assert names(g, g.pl(0)["deck"]) == ["Basic Water Energy"]
    assert not ability_offered(g, "Flower Selecting")  # once during your turn


def test_sableye_lost_mine_needs_ten_cards_in_the_lost_zone():
    """PTCG:II-C-07: Lost Mine is usable only with 10 or more cards in the Lost Zone; then 12
    damage counters go on the opponent's Pokémon as the player likes."""
    for lost, usable in ((9, False), (10, True)):
        sc = Scenario()
        sc.active(0, SABLEYE, energy=[PSYCHIC])
        sc.zones[0]["lost"].extend([WATER] * lost)
        sc.active(1, LAPRAS)
        sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        assert attack_offered(g, "Lost Mine") is usable
    attack(g, "Lost Mine")
    for _ in range(9):
        pick(g, "Snover")  # 9 counters Knock it Out at the check after the attack
    for _ in range(3):
        pick(g, "Lapras")
    take_prizes(g)
    assert g.decision.kind != "counter_target"
    assert g.pl(1)["active"]["dmg"] == 30 and g.pl(1)["bench"] == []
    assert len(g.pl(0)["prizes"]) == 5


def test_cramorant_spit_innocently_ignores_weakness():
    """PTCG:II-B-06: Spit Innocently's 110 is not doubled by Fuecoco's Water Weakness."""
    sc = Scenario()
    sc.active(0, CRAMORANT, energy=[WATER] * 3)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Spit Innocently")
    assert damage_to(g, n, "Fuecoco") == [110]


# -- Cresselia (LOR 74) ----------------------------------------------------------------------
def test_cresselia_moonglow_reverse_moves_two_from_each():
    """PTCG:II-C-07: 2 damage counters from each of your Pokémon (all of them from one with
    fewer) move to the chosen opponent's Pokémon."""
    sc = Scenario()
    sc.active(0, CRESSELIA, energy=[PSYCHIC], damage=30)
    sc.bench(0, SNOVER, damage=10)
    sc.bench(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.bench(1, FUECOCO)
    g = sc.start(0, 3)
    attack(g, "Moonglow Reverse")
    pick(g, "Fuecoco")
    assert slot_of(g, 0, "Cresselia")["dmg"] == 10 and slot_of(g, 0, "Snover")["dmg"] == 0
    assert slot_of(g, 1, "Fuecoco")["dmg"] == 30


# -- Drifloon (SVI 89), Scream Tail (PAR 86) --------------------------------------------------
def test_drifloon_balloon_blast_counts_its_damage_counters():
    """PTCG:II-B-02: 30 damage for each of Drifloon's 4 damage counters is 120."""
    sc = Scenario()
    sc.active(0, DRIFLOON, energy=[PSYCHIC] * 2, damage=40)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Balloon Blast")
    assert g.pl(1)["active"]["dmg"] == 120


def test_scream_tail_roaring_scream_hits_a_benched_pokemon():
    """PTCG:II-B-08: 20 damage per counter on Scream Tail (5: 100) to the chosen Benched
    Pokémon, without Weakness."""
    sc = Scenario()
    sc.active(0, SCREAM_TAIL, energy=[PSYCHIC] * 2, damage=50)
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Roaring Scream")
    pick(g, "Kyogre")
    assert slot_of(g, 1, "Kyogre")["dmg"] == 100 and g.pl(1)["active"]["dmg"] == 0


# -- Flutter Mane (TEF 78) --------------------------------------------------------------------
def test_flutter_mane_hex_hurl_spreads_two_counters_on_the_bench():
    """PTCG:II-C-07: Hex Hurl: 90 damage, then 2 counters on Benched Pokémon, as chosen."""
    sc = Scenario()
    sc.active(0, FLUTTER_MANE, energy=[PSYCHIC] * 3)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Hex Hurl")
    assert "Kyogre (Active)" not in [o.label for o in g.decision.options]
    pick(g, "Lapras")
    pick(g, "Snover")
    assert g.pl(1)["active"]["dmg"] == 90
    assert slot_of(g, 1, "Snover")["dmg"] == 10 and slot_of(g, 1, "Lapras")["dmg"] == 10


# -- Ralts (ASR 60), Kirlia (SIT 68), Gardevoir ex (SVI 86) ------------------------------------
def test_kirlia_refinement_discard_one_draw_two():
    """Refinement: discard a card from the hand, then draw 2; only with a card to discard."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, RALTS, KIRLIA)
    sc.hand(0, ULTRA_BALL, PETREL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Refinement")
    pick(g, "Ultra Ball")
    assert names(g, g.pl(0)["discard"]) == ["Ultra Ball"]
    assert len(g.pl(0)["hand"]) == 3
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, RALTS, KIRLIA)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Refinement")


def test_kirlia_refinement_not_with_an_empty_deck():
    """PTCG:II-E-30: with nothing to draw the text after the discard can't be done, so the
    Ability can't be used, though the hand could pay the discard."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, RALTS, KIRLIA)
    sc.hand(0, ULTRA_BALL, PETREL)
    sc.deck(0)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert g.pl(0)["deck"] == [] and len(g.pl(0)["hand"]) == 2
    assert not ability_offered(g, "Refinement")


def test_gardevoir_psychic_embrace():
    """PTCG:II-C-09, PTCG:II-C-07: as often as you like: a Basic Psychic Energy from the discard
    pile to a Psychic Pokémon, then 2 damage counters on it; never on a Pokémon those counters
    would Knock Out (Kirlia with 60 of 80 HP) nor on a non-Psychic Pokémon."""
    sc = Scenario()
    sc.active(0, RALTS, KIRLIA, GARDEVOIR)
    sc.bench(0, RALTS, KIRLIA, damage=60)
    sc.bench(0, SNOVER)
    sc.bench(0, DRIFLOON)
    sc.discard(0, PSYCHIC, PSYCHIC, DARK)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Psychic Embrace")
    assert sorted(o.label for o in g.decision.options) == ["Drifloon (Bench)",
                                                           "Gardevoir ex (Active)"]
    pick(g, "Drifloon")
    drifloon = slot_of(g, 0, "Drifloon")
    assert drifloon["dmg"] == 20 and names(g, drifloon["energy"]) == ["Basic Psychic Energy"]
    use_ability(g, "Psychic Embrace")  # again in the same turn
    pick(g, "Gardevoir")
    assert g.pl(0)["active"]["dmg"] == 20 and len(g.pl(0)["active"]["energy"]) == 1
    assert names(g, g.pl(0)["discard"]) == ["Basic Darkness Energy"]
    assert not ability_offered(g, "Psychic Embrace")  # no Basic Psychic Energy left


def test_gardevoir_miracle_force_recovers_from_special_conditions():
    """PTCG:S4-COND: after Miracle Force's 190 damage Gardevoir ex recovers from Poison and
    Burn."""
    sc = Scenario()
    sc.active(0, RALTS, KIRLIA, GARDEVOIR, energy=[PSYCHIC] * 3,
              conditions=["poisoned", "burned"])
    sc.active(1, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Miracle Force")
    slot = slot_of(g, 0, "Gardevoir ex")
    assert not slot["psn"] and not slot["brn"] and slot["dmg"] == 0  # no Checkup counters
    assert g.pl(1)["active"]["dmg"] == 190


def test_ralts_teleportation_burst_with_an_empty_bench_only_damages():
    sc = Scenario()
    sc.active(0, RALTS, energy=[PSYCHIC])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Teleportation Burst")
    assert g.pl(1)["active"]["dmg"] == 10 and g.top(g.pl(0)["active"]).name == "Ralts"


# -- Iron Bundle (PAR 56), Iron Hands ex (PAR 70), Iron Thorns ex (TWM 77) ----------------------
def test_iron_bundle_hyper_blower_opponent_chooses_then_bundle_is_discarded():
    """PTCG:II-C-03: Hyper Blower (from the Bench): the opponent chooses their new Active
    Pokémon; Iron Bundle and its Energy are discarded."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, IRON_BUNDLE, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    sc.bench(1, FUECOCO)
    g = sc.start(0, 3)
    use_ability(g, "Hyper Blower")
    assert g.decision.player == 1
    pick(g, "Fuecoco")
    assert g.top(g.pl(1)["active"]).name == "Fuecoco"
    assert names(g, g.pl(0)["discard"]) == ["Basic Water Energy", "Iron Bundle"]
    assert g.pl(0)["bench"] == []


def test_iron_bundle_hyper_blower_not_without_an_opponent_bench_nor_from_active():
    sc = Scenario()
    sc.active(0, IRON_BUNDLE)
    sc.bench(0, IRON_BUNDLE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert not ability_offered(g, "Hyper Blower")


def test_iron_bundle_refrigerated_stream_only_stops_evolution_pokemon():
    """PTCG:II-E-01: the Defending Pokémon can't attack next turn only if it is an Evolution
    Pokémon."""
    for defender, stopped in (((SNOVER, ABOMASNOW), True), ((LAPRAS,), False)):
        sc = Scenario()
        sc.active(0, IRON_BUNDLE, energy=[WATER] * 3)
        sc.active(1, *defender, energy=[WATER] * 3)
        g = sc.start(0, 3)
        attack(g, "Refrigerated Stream")
        assert g.current == 1
        assert (not any(o.data[0] == "attack" for o in g.decision.options)) is stopped


def test_iron_hands_amp_you_very_much_takes_one_more_prize():
    """PTCG:I-D: a Pokémon Knocked Out by Amp You Very Much gives 1 more Prize card."""
    sc = Scenario()
    sc.active(0, IRON_HANDS, energy=[LIGHTNING] * 4)
    sc.active(1, SNOVER)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Amp You Very Much")
    take_prizes(g)
    assert len(g.pl(0)["prizes"]) == 4


def test_iron_hands_no_extra_prize_without_a_knock_out():
    sc = Scenario()
    sc.active(0, IRON_HANDS, energy=[LIGHTNING] * 4)
    sc.active(1, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Amp You Very Much")
    assert len(g.pl(0)["prizes"]) == 6 and g.pl(1)["active"]["dmg"] == 120
    assert not g.pl(1)["active"]["fx"]  # the mark ended with the turn


def test_iron_thorns_volt_cyclone_moves_an_energy_to_the_bench():
    """PTCG:II-C-09: Volt Cyclone moves one Energy to the chosen Benched Pokémon."""
    sc = Scenario()
    sc.active(0, IRON_THORNS, energy=[LIGHTNING, LIGHTNING, WATER])
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.active(1, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Volt Cyclone")
    pick(g, "Basic Water")
    pick(g, "Kyogre")
    assert names(g, slot_of(g, 0, "Kyogre")["energy"]) == ["Basic Water Energy"]
    assert len(g.pl(0)["active"]["energy"]) == 2


# -- Klefki (SVI 96), Mimikyu (PAL 97), Munkidori (TWM 95) -------------------------------------
def test_klefki_joust_discards_tools_before_damage():
    """PTCG:I-A-01 step 3: Joust discards the Defending Pokémon's Tool before doing damage."""
    sc = Scenario()
    sc.active(0, KLEFKI, energy=[PSYCHIC])
    sc.active(1, LAPRAS, tools=[POWERGLASS])
    g = sc.start(0, 3)
    attack(g, "Joust")
    assert g.pl(1)["active"]["tools"] == [] and names(g, g.pl(1)["discard"]) == ["Powerglass"]
    assert g.pl(1)["active"]["dmg"] == 10


def test_mimikyu_ghost_eye_puts_seven_counters():
    """PTCG:II-C-07: Ghost Eye: 7 damage counters on the opponent's Active Pokémon (not
    damage: no Weakness)."""
    sc = Scenario()
    sc.active(0, MIMIKYU, energy=[PSYCHIC] * 2)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Ghost Eye")
    assert g.pl(1)["active"]["dmg"] == 70 and not events(g, "damage")


def test_munkidori_adrena_brain_moves_up_to_three_counters():
    """PTCG:II-C-07: Adrena-Brain (with Darkness Energy attached): up to 3 counters from one
    of your Pokémon to one of the opponent's."""
    sc = Scenario()
    sc.active(0, MUNKIDORI, energy=[DARK])
    sc.bench(0, SNOVER, damage=50)
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    use_ability(g, "Adrena-Brain")
    assert [o.label for o in g.decision.options] == ["1 damage counter", "2 damage counters",
                                                    "3 damage counters"]
    pick(g, "2 damage counters")
    pick(g, "Kyogre")
    assert slot_of(g, 0, "Snover")["dmg"] == 30 and slot_of(g, 1, "Kyogre")["dmg"] == 20


def test_munkidori_needs_darkness_energy_and_mind_bend_confuses():
    """PTCG:S4-COND: without Darkness Energy no Adrena-Brain; Mind Bend: 60 and Confused."""
    sc = Scenario()
    sc.active(0, MUNKIDORI, energy=[PSYCHIC, WATER], damage=10)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert not ability_offered(g, "Adrena-Brain")
    attack(g, "Mind Bend")
    assert g.pl(1)["active"]["dmg"] == 60 and g.pl(1)["active"]["sp"] == "confused"


# -- Radiant Greninja (ASR 46) ----------------------------------------------------------------
def test_radiant_greninja_concealed_cards_needs_an_energy_card():
    """Concealed Cards: discard an Energy card from the hand (only Energy is offered), draw 2."""
    sc = Scenario()
    sc.active(0, GRENINJA)
    sc.hand(0, ULTRA_BALL, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Concealed Cards")
    assert [o.label for o in g.decision.options] == ["Basic Water Energy"]
    pick(g, "Basic Water")
    assert names(g, g.pl(0)["discard"]) == ["Basic Water Energy"]
    assert len(g.pl(0)["hand"]) == 3
    sc = Scenario()
    sc.active(0, GRENINJA)
    sc.hand(0, ULTRA_BALL)
    sc.active(1, LAPRAS)
    assert not ability_offered(sc.start(0, 3), "Concealed Cards")


def test_radiant_greninja_moonlight_shuriken_two_targets():
    """PTCG:II-B-08: 90 to 2 chosen Pokémon: the Active with its Weakness (none against
    Water), the Benched one without; then 2 Energy are discarded."""
    sc = Scenario()
    sc.active(0, GRENINJA, energy=[WATER, WATER, PSYCHIC])
    sc.active(1, KYOGRE)
    sc.bench(1, LAPRAS)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Moonlight Shuriken")
    pick(g, "Kyogre", "Lapras")
    assert g.pl(1)["active"]["dmg"] == 90 and slot_of(g, 1, "Lapras")["dmg"] == 90
    assert slot_of(g, 1, "Snover")["dmg"] == 0
    assert g.decision.kind == "discard_energy"
    pick(g, "Basic Water", "Basic Psychic")
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"]


# -- Tatsugiri (TWM 131) ----------------------------------------------------------------------
def test_tatsugiri_attract_customers_finds_a_supporter_in_the_top_six():
    """PTCG:I-H: look at the top 6, reveal a Supporter there into the hand, shuffle the rest."""
    sc = Scenario()
    sc.active(0, TATSUGIRI)
    sc.deck(0, WATER, ULTRA_BALL, WATER, WATER, WATER, PETREL, PETREL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Attract Customers")
    assert [o.label for o in g.decision.options] == ["Team Rocket's Petrel"]
    pick(g, "Petrel")
    assert names(g, g.pl(0)["hand"]) == ["Team Rocket's Petrel"]
    assert len(g.pl(0)["deck"]) == 6 and events(g, "shuffle", player=0)
    assert events(g, "to_hand", revealed=True)


# -- Dunsparce (TEF 128), Crustle's Mysterious Rock Inn (DRI 12) --------------------------------
def test_dunsparce_dig_heads_prevents_damage_and_effects_next_turn():
    """PTCG:II-C-16, PTCG:II-C-17: Dig, heads: during the opponent's next turn attacks do no
    damage to Dunsparce and their effects do not reach it; tails: nothing."""
    for heads in (True, False):
        sc = Scenario()
        sc.active(0, DUNSPARCE_TEF, energy=[WATER] * 2)
        sc.active(1, DRAPION, energy=[DARK] * 3)
        g = sc.start(0, 3)
        g.rng.force(heads)
        attack(g, "Dig")
        assert g.current == 1
        attack(g, "Hazardous Tail")
        dunsparce = slot_of(g, 0, "Dunsparce") if g.pl(0)["active"] else None
        if heads:
            assert dunsparce["dmg"] == 0 and dunsparce["sp"] is None and not dunsparce["psn"]
        else:
            assert dunsparce is None  # 100 damage Knocks Out a 60 HP Dunsparce


def test_crustle_mysterious_rock_inn_stops_damage_from_pokemon_ex_only():
    """PTCG:II-C-16: Crustle takes no damage from attacks of the opponent's Pokémon ex; from
    other Pokémon it does."""
    for attacker, energy, name, dmg in ((IRON_HANDS, [LIGHTNING] * 3, "Arm Press", 0),
                                        (CARVANHA, [DARK], "Reckless Charge", 30)):
        sc = Scenario()
        sc.active(0, attacker, energy=energy)
        sc.active(1, DWEBBLE, CRUSTLE)
        g = sc.start(0, 3)
        attack(g, name)
        assert g.pl(1)["active"]["dmg"] == dmg
