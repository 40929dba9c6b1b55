"""Every card of the benchmark deck (bench-abomasnow), exercised with its full printed text.

Kyogre (Riptide, Swirling Waves), Snover, Mega Abomasnow ex (Hammer-lanche, Frost Barrier),
Secret Box, Ultra Ball, Mega Signal, Powerglass, Team Rocket's Petrel, Lillie's
Determination, Surfing Beach, Basic Water Energy.
"""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.core.decision import IllegalResponse
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, check_cards, do, events, names, offered, pick, zone

KYOGRE = "me1-34"
SNOVER = "me1-35"
ABOMASNOW = "me1-36"
SECRET_BOX = "sv6-163"
ULTRA_BALL = "me1-131"
MEGA_SIGNAL = "me1-121"
POWERGLASS = "sv6pt5-63"
PETREL = "sv10-176"
LILLIE = "me1-119"
SURFING_BEACH = "me1-129"
WATER, FIRE, METAL = "sve-3", "sve-2", "sve-8"
# damage-only Pokémon from outside the deck, as opponents
LAPRAS = "sv7-31"  # Basic Water, 130 HP, Weakness Lightning
FUECOCO = "sv2-34"  # Basic Fire, 80 HP, Weakness Water ×2
CUFANT, COPPERAJAH = "sv9-109", "sv9-110"  # Metal: Copperajah Ram {M}{M}{C} 100
PIDGEOT_EX = "sv3-164"  # a Pokémon ex that is not a Mega Evolution Pokémon ex

EXERCISED = {
    "Kyogre", "Snover", "Mega Abomasnow ex", "Secret Box", "Ultra Ball", "Mega Signal",
    "Powerglass", "Team Rocket's Petrel", "Lillie's Determination", "Surfing Beach",
    "Basic Water Energy",
}


# -- helpers -----------------------------------------------------------------------------------
def choices(g: Game) -> list[str]:
    return sorted(o.label for o in g.decision.options)


def test_every_card_of_the_deck_is_exercised_here():
    """The benchmark deck's card names are exactly the ones this module exercises
    (PTCG:I-A-01, PTCG:I-B-01, PTCG:I-C)."""
    deck = bundled_deck("bench-abomasnow")
    assert {d.name for d in deck} == EXERCISED
    assert len(deck) == 60


# ======================================================================================
# Kyogre (MEG 34)
# ======================================================================================
def test_riptide_20_for_each_basic_water_energy_in_discard_then_shuffles_them_in():
    """Kyogre, Riptide {W} 20×: 20 damage for each Basic Water Energy card in your discard
    pile (other cards don't count); then those cards are shuffled into the deck
    (PTCG:I-A-01, PTCG:II-B-02)."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.discard(0, WATER, WATER, WATER, FIRE, ULTRA_BALL)
    sc.deck(0, SNOVER, SNOVER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Riptide")
    (dmg,) = events(g, "damage", n)
    assert dmg["amount"] == 60
    assert active(g, 1)["dmg"] == 60
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Ultra Ball"]
    assert zone(g, 0, "deck") == ["Basic Water Energy"] * 3 + ["Snover"] * 2
    types = [e["type"] for e in g.log[n:]]
    assert types.index("damage") < types.index("to_deck") < types.index("shuffle")
    check_cards(g)


def test_riptide_with_weakness_and_with_nothing_to_count():
    """Kyogre, Riptide: the counted damage is then doubled by Water Weakness; with no Basic
    Water Energy in the discard pile it does nothing (PTCG:I-A-01 damage step 1b)."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.discard(0, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    attack(g, "Riptide")
    assert active(g, 1)["dmg"] == 40

    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    attack(g, "Riptide")
    assert active(g, 1)["dmg"] == 0
    assert events(g, "damage")[0]["amount"] == 0


def test_swirling_waves_130_and_discards_2_energy():
    """Kyogre, Swirling Waves {W}{W}{C} 130: discard 2 Energy from this Pokémon (after the
    damage, step 5). (PTCG:I-A-01, PTCG:II-C-01)"""
    sc = Scenario()
    a = sc.active(0, KYOGRE, energy=[WATER, WATER, WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Swirling Waves")
    assert events(g, "damage", n)[0]["amount"] == 130
    assert len(g.slot(sc.slot_id(a))["energy"]) == 1
    assert zone(g, 0, "discard") == ["Basic Water Energy"] * 2


def test_swirling_waves_player_chooses_which_2_energy():
    """Kyogre, Swirling Waves: with different Energy attached the player picks exactly 2
    (PTCG:II-C-01)."""
    sc = Scenario()
    a = sc.active(0, KYOGRE, energy=[WATER, WATER, FIRE])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Swirling Waves")
    d = g.decision
    assert d.kind == "discard_energy" and d.min == d.max == 2 and d.player == 0
    with pytest.raises(IllegalResponse):
        pick(g, "Fire")
    pick(g, "Fire", "Water")
    assert names(g, g.slot(sc.slot_id(a))["energy"]) == ["Basic Water Energy"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy"]


# ======================================================================================
# Snover (MEG 35)
# ======================================================================================
def test_snover_beat_and_icy_snow():
    """Snover: Beat {W} 10, Icy Snow {W}{W} 30 (damage only); 90 HP, Weakness Metal ×2. (PTCG:I-A-01)"""
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Icy Snow")
    assert active(g, 1)["dmg"] == 30
    do(g, "end")  # player 1
    attack(g, "Beat")
    assert active(g, 1)["dmg"] == 40


# ======================================================================================
# Mega Abomasnow ex (MEG 36)
# ======================================================================================
def test_hammer_lanche_discards_top_6_and_counts_basic_water_energy():
    """Mega Abomasnow ex, Hammer-lanche {W}{W} 100×: discard the top 6 cards of your deck;
    100 damage for each Basic Water Energy card discarded this way (Fire Energy, Trainers and
    Pokémon don't count; the 7th card stays in the deck). (PTCG:II-B-02)"""
    sc = Scenario()
    sc.active(0, SNOVER, ABOMASNOW, energy=[WATER, WATER])
    sc.deck(0, WATER, FIRE, WATER, ULTRA_BALL, WATER, SNOVER, WATER)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Hammer-lanche")
    assert events(g, "damage", n)[0]["amount"] == 300
    assert active(g, 1)["dmg"] == 300
    assert zone(g, 0, "discard") == ["Basic Fire Energy"] + ["Basic Water Energy"] * 3 + [
        "Snover", "Ultra Ball"]
    assert zone(g, 0, "deck") == ["Basic Water Energy"]
    types = [e["type"] for e in g.log[n:]]
    assert types.index("discard") < types.index("damage")  # the mill sets the damage
    check_cards(g)


def test_hammer_lanche_with_short_deck_and_no_water():
    """Hammer-lanche: a deck of fewer than 6 is discarded whole; no Basic Water Energy among
    them is 0 damage. (PTCG:II-B-02)"""
    sc = Scenario()
    sc.active(0, SNOVER, ABOMASNOW, energy=[WATER, WATER])
    sc.deck(0, FIRE, ULTRA_BALL, SNOVER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Hammer-lanche")
    assert g.pl(0)["deck"] == []
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Snover", "Ultra Ball"]
    assert active(g, 1)["dmg"] == 0


def _frost_barrier_game() -> tuple[Scenario, Game, int]:
    sc = Scenario()
    a = sc.active(0, SNOVER, ABOMASNOW, energy=[WATER] * 3)
    sc.active(1, SNOVER, ABOMASNOW, energy=[WATER] * 4)
    sc.bench(1, CUFANT, COPPERAJAH, energy=[METAL] * 3)
    g = sc.start(0, 3)
    return sc, g, sc.slot_id(a)


def test_frost_barrier_200_then_30_less_during_opponents_next_turn_only():
    """Mega Abomasnow ex, Frost Barrier {W}{W}{W} 200: during the opponent's next turn it
    takes 30 less damage from attacks, after Weakness (Metal ×2: 100 → 200 → 170); the
    turn after that the effect is gone (100 → 200). (PTCG:I-A-01, PTCG:II-B-05)"""
    sc, g, mine = _frost_barrier_game()
    n = len(g.log)
    attack(g, "Frost Barrier")
    assert events(g, "damage", n)[0]["amount"] == 200
    assert [(fx["kind"], fx["amt"]) for fx in g.slot(mine)["fx"]] == [("dmg_taken", -30)]
    # opponent's next turn: their Abomasnow retreats for Copperajah, which attacks
    assert g.current == 1
    do(g, "retreat")
    assert g.top(active(g, 1)).name == "Copperajah"
    n = len(g.log)
    attack(g, "Ram")
    assert events(g, "damage", n)[0]["amount"] == 170
    assert g.slot(mine)["dmg"] == 170
    # the effect ended with that turn
    assert g.current == 0 and g.slot(mine)["fx"] == []
    do(g, "end")
    n = len(g.log)
    attack(g, "Ram")
    assert events(g, "damage", n)[0]["amount"] == 200


def test_frost_barrier_does_not_reduce_damage_in_its_own_players_turn():
    """Frost Barrier: the effect lapses at the end of the opponent's next turn even if that
    opponent does not attack. (PTCG:II-B-05)"""
    sc, g, mine = _frost_barrier_game()
    attack(g, "Frost Barrier")
    do(g, "end")  # opponent passes
    assert g.slot(mine)["fx"] == []


def test_mega_abomasnow_ex_gives_3_prizes():
    """Mega Abomasnow ex: Mega Evolution ex rule: when it is Knocked Out the opponent takes 3
    Prize cards (PTCG:I-D)."""
    sc = Scenario()
    sc.active(0, CUFANT, COPPERAJAH, energy=[METAL] * 3)
    sc.active(1, SNOVER, ABOMASNOW, damage=160)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Ram")  # 100 × 2 = 200 on 190 remaining
    assert g.decision.kind == "prize" and g.decision.min == g.decision.max == 3
    g.respond([0, 1, 2])
    assert len(g.pl(0)["prizes"]) == 3


# ======================================================================================
# Secret Box (TWM 163)
# ======================================================================================
def test_secret_box_needs_3_other_cards():
    """Secret Box: "You can use this card only if you discard 3 other cards from your hand"
    (PTCG:I-B-01)."""
    for others, ok in (([WATER, WATER], False), ([WATER, WATER, WATER], True)):
        sc = Scenario()
        sc.active(0, KYOGRE)
        sc.hand(0, SECRET_BOX, *others)
        sc.active(1, LAPRAS)
        g = sc.start(0, 3)
        assert bool([o for o in offered(g, "trainer") if g.name(o[1]) == "Secret Box"]) is ok


def test_secret_box_one_of_each_kind():
    """Secret Box: discard 3, then search for an Item, a Pokémon Tool, a Supporter and a
    Stadium (each up to 1, only that kind offered), reveal, to hand, shuffle. (PTCG:I-B-01, PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, SECRET_BOX, WATER, WATER, FIRE, SNOVER)
    sc.deck(0, ULTRA_BALL, MEGA_SIGNAL, POWERGLASS, PETREL, LILLIE, SURFING_BEACH, KYOGRE, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Secret Box")
    assert g.decision.kind == "discard" and g.decision.min == g.decision.max == 3
    assert "Secret Box" not in choices(g)
    pick(g, "Water", "Water", "Fire")
    seen = []
    for want, pool in (("Ultra Ball", ["Mega Signal", "Ultra Ball"]),
                       ("Powerglass", ["Powerglass"]),
                       ("Team Rocket's Petrel", ["Lillie's Determination", "Team Rocket's Petrel"]),
                       ("Surfing Beach", ["Surfing Beach"])):
        d = g.decision
        assert d.kind == "search" and d.max == 1
        assert choices(g) == pool
        seen.append(want)
        pick(g, want)
    assert zone(g, 0, "hand") == ["Powerglass", "Snover", "Surfing Beach", "Team Rocket's Petrel",
                                  "Ultra Ball"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy",
                                     "Basic Water Energy", "Secret Box"]
    revealed = [e for e in events(g, "to_hand") if e.get("revealed")]
    assert [c["name"] for e in revealed for c in e["cards"]] == seen
    assert events(g, "shuffle")
    check_cards(g)


def test_secret_box_missing_kinds_are_skipped():
    """Secret Box: a kind the deck lacks is simply not found; the others still are. (PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, SECRET_BOX, WATER, WATER, WATER)
    sc.deck(0, POWERGLASS, WATER, SNOVER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Secret Box")
    pick(g, "Water", "Water", "Water")
    assert choices(g) == ["Powerglass"]
    pick(g, "Powerglass")
    assert g.decision.kind == "main"
    assert zone(g, 0, "hand") == ["Powerglass"]


# ======================================================================================
# Ultra Ball (MEG 131)
# ======================================================================================
def test_ultra_ball_discard_2_search_any_pokemon():
    """Ultra Ball: discard 2 other cards, search for a Pokémon (any: Basic, Stage 1, ex),
    reveal it, put it into your hand, shuffle. (PTCG:I-B-01, PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, ULTRA_BALL, WATER, LILLIE, FIRE)
    sc.deck(0, SNOVER, ABOMASNOW, PIDGEOT_EX, WATER, POWERGLASS)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Ultra Ball")
    assert choices(g) == ["Basic Fire Energy", "Basic Water Energy", "Lillie's Determination"]
    pick(g, "Water", "Fire")
    d = g.decision
    assert d.kind == "search" and d.min == 0 and d.max == 1
    assert choices(g) == ["Mega Abomasnow ex", "Pidgeot ex", "Snover"]
    pick(g, "Pidgeot ex")
    assert zone(g, 0, "hand") == ["Lillie's Determination", "Pidgeot ex"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy", "Ultra Ball"]
    assert [c["name"] for c in events(g, "to_hand")[-1]["cards"]] == ["Pidgeot ex"]
    assert events(g, "shuffle")


def test_ultra_ball_may_find_nothing():
    """Ultra Ball: searching a hidden deck may fail (choose none); the cost stays paid. (PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, ULTRA_BALL, WATER, WATER)
    sc.deck(0, SNOVER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Ultra Ball")
    pick(g, "Water", "Water")
    g.respond([])
    assert g.pl(0)["hand"] == []
    assert zone(g, 0, "discard") == ["Basic Water Energy", "Basic Water Energy", "Ultra Ball"]


# ======================================================================================
# Mega Signal (MEG 121)
# ======================================================================================
def test_mega_signal_only_mega_evolution_pokemon_ex():
    """Mega Signal: search for a Mega Evolution Pokémon ex only (not Snover, Kyogre or a
    non-Mega Pokémon ex), reveal, to hand, shuffle. (PTCG:I-B-01, PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, MEGA_SIGNAL)
    sc.deck(0, SNOVER, KYOGRE, PIDGEOT_EX, ABOMASNOW, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Mega Signal")
    assert choices(g) == ["Mega Abomasnow ex"]
    pick(g, "Mega Abomasnow ex")
    assert zone(g, 0, "hand") == ["Mega Abomasnow ex"]
    assert zone(g, 0, "discard") == ["Mega Signal"]
    assert events(g, "to_hand")[-1]["revealed"] is True


def test_mega_signal_with_no_mega_in_deck_finds_nothing():
    """Mega Signal: with no Mega Evolution Pokémon ex in the deck, nothing is offered; the
    card is still used (the deck is shuffled, the card discarded). (PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, MEGA_SIGNAL)
    sc.deck(0, SNOVER, PIDGEOT_EX)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Mega Signal")
    assert g.decision.kind == "main"
    assert g.pl(0)["hand"] == []
    assert zone(g, 0, "discard") == ["Mega Signal"]


# ======================================================================================
# Team Rocket's Petrel (DRI 176)
# ======================================================================================
def test_petrel_any_trainer_card():
    """Team Rocket's Petrel: search for a Trainer card (Item, Tool, Supporter or Stadium; not
    Pokémon or Energy), reveal, to hand, shuffle. (PTCG:I-B-03, PTCG:I-H)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, PETREL)
    sc.deck(0, SECRET_BOX, POWERGLASS, LILLIE, SURFING_BEACH, SNOVER, WATER, ABOMASNOW)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Team Rocket's Petrel")
    assert choices(g) == ["Lillie's Determination", "Powerglass", "Secret Box", "Surfing Beach"]
    pick(g, "Secret Box")
    assert zone(g, 0, "hand") == ["Secret Box"]
    assert zone(g, 0, "discard") == ["Team Rocket's Petrel"]
    assert events(g, "to_hand")[-1]["revealed"] is True
    assert events(g, "shuffle")


# ======================================================================================
# Lillie's Determination (MEG 119)
# ======================================================================================
@pytest.mark.parametrize("prizes,drawn", [(6, 8), (5, 6), (1, 6)])
def test_lillies_determination_draws_8_with_exactly_6_prizes_else_6(prizes, drawn):
    """Lillie's Determination: shuffle your hand (not this card) into your deck, then draw 6,
    or 8 with exactly 6 Prize cards remaining. (PTCG:I-B-03)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, LILLIE, SNOVER, ULTRA_BALL)
    sc.deck(0, *([WATER] * 10))
    sc.prizes(0, n=prizes)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Lillie's Determination")
    assert len(g.pl(0)["hand"]) == drawn
    assert len(g.pl(0)["deck"]) == 12 - drawn
    assert zone(g, 0, "discard") == ["Lillie's Determination"]
    assert len(g.pl(0)["prizes"]) == prizes
    check_cards(g)


def test_lillies_determination_hand_goes_into_deck_before_drawing():
    """Lillie's Determination: the hand is shuffled in first, so with a 1-card deck the 2
    hand cards plus it are drawn back (3 cards: draw what you can). (PTCG:I-B-03)"""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, LILLIE, SNOVER, ULTRA_BALL)
    sc.deck(0, FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Lillie's Determination")
    assert zone(g, 0, "hand") == ["Basic Fire Energy", "Snover", "Ultra Ball"]
    assert g.pl(0)["deck"] == []


# ======================================================================================
# Powerglass (SFA 63)
# ======================================================================================
def test_powerglass_after_attack_attach_basic_energy_from_discard():
    """Powerglass: at the end of your turn (after your attack), if the Pokémon it is attached
    to is Active, you may attach a Basic Energy card (any type, not other cards) from your
    discard pile to it. (PTCG:I-B-02, PTCG:II-C-09)"""
    sc = Scenario()
    a = sc.active(0, SNOVER, energy=[WATER], tools=[POWERGLASS])
    sc.discard(0, FIRE, ULTRA_BALL, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Beat")
    d = g.decision
    assert d.player == 0 and d.kind == "attach" and d.min == 0 and d.max == 1
    assert choices(g) == ["Basic Fire Energy", "Basic Water Energy"]
    pick(g, "Fire")
    assert names(g, g.slot(sc.slot_id(a))["energy"]) == ["Basic Fire Energy", "Basic Water Energy"]
    assert zone(g, 0, "discard") == ["Basic Water Energy", "Ultra Ball"]
    types = [e["type"] for e in g.log[n:]]
    assert types.index("damage") < types.index("attach") < types.index("turn_end")
    assert g.current == 1


def test_powerglass_may_decline_not_on_bench_not_on_opponents_turn():
    """Powerglass: "you may" (declining attaches nothing); on the Bench it does nothing; and
    it works only at the end of its owner's turn. (PTCG:I-B-02)"""
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[POWERGLASS])
    b = sc.bench(0, SNOVER, tools=[POWERGLASS])
    sc.discard(0, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "end")
    assert g.decision.kind == "attach"
    g.respond([])
    assert active(g, 0)["energy"] == [] and g.slot(sc.slot_id(b))["energy"] == []
    assert g.current == 1 and g.decision.kind == "main"
    do(g, "end")  # the opponent's turn ends: no Powerglass question for player 0
    assert g.current == 0 and g.decision.kind == "main"


def test_powerglass_nothing_to_attach_asks_nothing():
    """Powerglass: with no Basic Energy card in the discard pile there is nothing to ask. (PTCG:I-B-02)"""
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[POWERGLASS])
    sc.discard(0, ULTRA_BALL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "end")
    assert g.current == 1 and g.decision.kind == "main"


# ======================================================================================
# Surfing Beach (MEG 129)
# ======================================================================================
def test_surfing_beach_switches_water_with_water_only():
    """Surfing Beach: once during each player's turn, switch the Active Water Pokémon with 1
    Benched Water Pokémon (only Water ones offered); a Paralyzed Active that cannot retreat
    may still be switched, it loses its Special Conditions, and the switch is not a retreat
    (PTCG:II-C-03)."""
    sc = Scenario()
    a = sc.active(0, KYOGRE, conditions=["paralyzed", "poisoned"], energy=[WATER] * 3)
    sc.bench(0, FUECOCO)
    sc.bench(0, SNOVER, energy=[WATER] * 3)
    sc.active(1, LAPRAS)
    sc.stadium(SURFING_BEACH, owner=0)
    g = sc.start(0, 3)
    assert offered(g, "retreat") == []
    do(g, "stadium_effect")
    assert choices(g) == ["Snover (Bench)"]
    pick(g, "Snover")
    assert g.top(active(g, 0)).name == "Snover"
    k = g.slot(sc.slot_id(a))
    assert k in g.pl(0)["bench"] and k["sp"] is None and k["psn"] == 0
    assert g.pl(0)["discard"] == []  # no retreat cost
    assert offered(g, "stadium_effect") == []
    assert offered(g, "retreat") == [["retreat"]]  # the once-per-turn retreat is unused
    assert g.name(g.s["stadium"]) == "Surfing Beach"


@pytest.mark.parametrize("active_card,bench_card", [(KYOGRE, FUECOCO), (FUECOCO, KYOGRE)])
def test_surfing_beach_needs_water_active_and_water_benched(active_card, bench_card):
    """Surfing Beach: not usable unless both the Active and a Benched Pokémon are Water. (PTCG:I-B-04)"""
    sc = Scenario()
    sc.active(0, active_card)
    sc.bench(0, bench_card)
    sc.active(1, LAPRAS)
    sc.stadium(SURFING_BEACH, owner=1)
    g = sc.start(0, 3)
    assert offered(g, "stadium_effect") == []


def test_surfing_beach_is_a_stadium_once_per_turn_and_no_second_copy():
    """Surfing Beach: played from hand it stays in play; a second Surfing Beach cannot be
    played while it is there (PTCG:I-B-04)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.hand(0, SURFING_BEACH, SURFING_BEACH)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Surfing Beach")
    assert g.name(g.s["stadium"]) == "Surfing Beach"
    assert offered(g, "trainer") == []
    assert offered(g, "stadium_effect") == [["stadium_effect"]]


# ======================================================================================
# Basic Water Energy (SVE 3)
# ======================================================================================
def test_basic_water_energy_provides_water():
    """Basic Water Energy: provides 1 Water Energy; pays {W} and {C} of attack costs. (PTCG:I-C)"""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER, WATER])
    sc.hand(0, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    assert [o[1] for o in offered(g, "attack")] == [0]  # Riptide only: Swirling Waves needs 3
    do(g, "energy", "Basic Water Energy")
    assert [o[1] for o in offered(g, "attack")] == [0, 1]
    assert g.energy_provided(active(g, 0)) == ["Water"] * 3


# ======================================================================================
# mid-effect decisions survive serialization
# ======================================================================================
def test_mid_attack_and_mid_trainer_decisions_resume_from_json():
    """A game saved in the middle of Swirling Waves' discard choice, or between Secret Box's
    searches, resumes from JSON with identical results. (PTCG:I-A-01, PTCG:I-B-01)"""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER, WATER, FIRE], tools=[POWERGLASS])
    sc.hand(0, SECRET_BOX, WATER, WATER, WATER)
    sc.deck(0, ULTRA_BALL, POWERGLASS, LILLIE, SURFING_BEACH, WATER, WATER)
    sc.discard(0, WATER)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    do(g, "trainer", "Secret Box")
    pick(g, "Water", "Water", "Water")
    pick(g, "Ultra Ball")
    copy = Game.from_json(g.to_json())
    for game in (g, copy):
        pick(game, "Powerglass")
        pick(game, "Lillie")
        pick(game, "Surfing Beach")
        attack(game, "Swirling Waves")
    assert g.decision.kind == "discard_energy"
    copy2 = Game.from_json(g.to_json())
    for game in (g, copy, copy2):
        pick(game, "Fire", "Water")
        pick(game, "Water")  # Powerglass at the end of the turn
    assert g.to_json() == copy.to_json() == copy2.to_json()
    assert g.current == 1
