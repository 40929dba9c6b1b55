"""Item cards of the tournament deck lists, each played as printed (PTCG:I-B-01)."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

KYOGRE = "me1-34"  # Basic Water, 150 HP
SNOVER = "me1-35"  # Basic Water, 90 HP
ABOMASNOW = "me1-36"  # Mega Abomasnow ex, Stage 1
PAWMI = "me2-32"  # Basic Lightning, 60 HP
RALTS, KIRLIA, GARDEVOIR_EX = "sv1-84", "sv1-85", "sv1-86"  # Psychic line, Ralts 70 HP
PIKACHU_EX = "svp-106"  # Basic Pokémon ex
STUFFUL = "sv6pt5-52"  # Take Down 30 for Colorless
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC = "sve-1", "sve-2", "sve-3", "sve-4", "sve-5"
JET = "sv2-190"  # Special Energy
POWERGLASS = "sv6pt5-63"  # Pokémon Tool
SURFING_BEACH = "me1-129"  # Stadium
PETREL, LILLIE = "sv10-176", "me1-119"  # Supporters
ULTRA_BALL = "me1-131"

BUDDY_POFFIN = "sv5-144"
COUNTER_CATCHER = "sv4-160"
EARTHEN_VESSEL = "sv4-163"
ENHANCED_HAMMER = "sv6-148"
HEAVY_BALL = "swsh10-146"
HYPER_AROMA = "sv6-152"
JUMBO_ICE_CREAM = "me2-91"
LOST_VACUUM = "swsh12pt5-135"
MIRAGE_GATE = "swsh11-163"
NEST_BALL = "sv4pt5-84"
NIGHT_STRETCHER = "me2pt5-196"
PAL_PAD = "swsh1-172"
POKE_PAD = "me3-81"
POKEGEAR = "swsh1-174"
PRIME_CATCHER = "sv5-157"
RARE_CANDY = "me1-125"
SPECIAL_RED_CARD = "me4-82"
SUPER_ROD = "sv2-188"
SWITCH = "swsh12pt5-144"
SWITCH_CART = "swsh10-154"
UNFAIR_STAMP = "sv6-165"
WONDROUS_PATCH = "me2-94"


def bench_names(g: Game, p: int) -> list[str]:
    return sorted(g.top(s).name for s in g.pl(p)["bench"])


def active_name(g: Game, p: int) -> str:
    return g.top(g.pl(p)["active"]).name


# -- searching the deck ---------------------------------------------------------------------------
def test_buddy_buddy_poffin_benches_up_to_two_small_basics(sc: Scenario, t):
    """PTCG:II-C-11: Buddy-Buddy Poffin puts up to 2 Basic Pokémon with 70 HP or less from the
    deck onto the Bench (Snover, 90 HP, is not offered), then the deck is shuffled."""
    sc.active(0, KYOGRE)
    sc.hand(0, BUDDY_POFFIN)
    sc.deck(0, PAWMI, RALTS, SNOVER, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Buddy-Buddy Poffin")
    assert t.option_names(g) == ["Pawmi", "Ralts"]
    t.pick(g, "Pawmi", "Ralts")
    assert bench_names(g, 0) == ["Pawmi", "Ralts"]
    assert t.zone(g, 0, "deck") == ["Basic Water Energy", "Snover"]
    assert t.last(g, "shuffle")["player"] == 0
    t.check_cards(g)


def test_nest_ball_not_playable_with_a_full_bench(sc: Scenario, t):
    """PTCG:II-C-11: a Trainer that puts a Basic Pokémon onto the Bench cannot be played while
    the Bench is full; with room, Nest Ball benches one Basic Pokémon from the deck."""
    sc.active(0, KYOGRE)
    for _ in range(5):
        sc.bench(0, SNOVER)
    sc.hand(0, NEST_BALL)
    sc.deck(0, PAWMI)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Nest Ball")
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, NEST_BALL)
    sc.deck(0, PAWMI, ABOMASNOW)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Nest Ball")
    assert t.option_names(g) == ["Pawmi"]
    t.pick(g, "Pawmi")
    assert bench_names(g, 0) == ["Pawmi"]
    assert t.zone(g, 0, "discard") == ["Nest Ball"]


def test_earthen_vessel_discards_another_card_then_finds_two_basic_energy(sc: Scenario, t):
    """PTCG:I-B-01 step 1: Earthen Vessel's condition (discard another card) is paid first; it
    cannot be played as the only card in hand. It finds up to 2 Basic Energy, revealed."""
    sc.active(0, KYOGRE)
    sc.hand(0, EARTHEN_VESSEL)
    sc.deck(0, FIRE, GRASS, JET)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Earthen Vessel")
    sc.hand(0, ULTRA_BALL)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Earthen Vessel")
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "discard") == ["Ultra Ball"]
    assert t.option_names(g) == ["Basic Fire Energy", "Basic Grass Energy"]
    t.pick(g, "Fire", "Grass")
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy", "Basic Grass Energy"]
    assert t.last(g, "to_hand")["revealed"] is True
    assert t.zone(g, 0, "discard") == ["Earthen Vessel", "Ultra Ball"]


def test_hyper_aroma_finds_up_to_three_stage_1(sc: Scenario, t):
    """PTCG:I-H: Hyper Aroma offers only Stage 1 Pokémon, up to 3 of them."""
    sc.active(0, KYOGRE)
    sc.hand(0, HYPER_AROMA)
    sc.deck(0, KIRLIA, ABOMASNOW, GARDEVOIR_EX, RALTS, KIRLIA)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Hyper Aroma")
    assert t.option_names(g) == ["Kirlia", "Kirlia", "Mega Abomasnow ex"]
    assert g.decision.max == 3
    t.pick(g, "Kirlia", "Kirlia", "Mega Abomasnow")
    assert t.zone(g, 0, "hand") == ["Kirlia", "Kirlia", "Mega Abomasnow ex"]


def test_poke_pad_finds_a_pokemon_without_a_rule_box(sc: Scenario, t):
    """PTCG:II-D-18: Poké Pad offers Pokémon without a Rule Box: Kyogre, not Pikachu ex."""
    sc.active(0, KYOGRE)
    sc.hand(0, POKE_PAD)
    sc.deck(0, PIKACHU_EX, KYOGRE, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Poké Pad")
    assert t.option_names(g) == ["Kyogre"]
    t.pick(g, "Kyogre")
    assert t.zone(g, 0, "hand") == ["Kyogre"]


def test_pokegear_looks_at_seven_and_takes_a_supporter(sc: Scenario, t):
    """PTCG:II-C-20: Pokégear 3.0 looks at the top 7 only: the Supporter 8th from the top is
    not offered; the others are shuffled back into the deck."""
    sc.active(0, KYOGRE)
    sc.hand(0, POKEGEAR)
    sc.deck(0, WATER, PETREL, WATER, WATER, WATER, WATER, WATER, LILLIE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Pokégear 3.0")
    assert t.option_names(g) == ["Team Rocket's Petrel"]
    assert g.decision.min == 0
    t.pick(g, "Petrel")
    assert t.zone(g, 0, "hand") == ["Team Rocket's Petrel"]
    assert len(g.pl(0)["deck"]) == 7
    assert t.last(g, "shuffle")["player"] == 0


# -- switching ------------------------------------------------------------------------------------
def test_counter_catcher_needs_more_prizes_left_than_the_opponent(t):
    """PTCG:II-C-05: Counter Catcher is playable only with more Prize cards left than the
    opponent; then you choose the opponent's Benched Pokémon that comes in."""
    def board(opponent_prizes: int) -> Game:
        sc = Scenario()
        sc.active(0, KYOGRE)
        sc.hand(0, COUNTER_CATCHER)
        sc.active(1, KYOGRE)
        sc.bench(1, PAWMI)
        sc.bench(1, SNOVER)
        sc.prizes(1, n=opponent_prizes)
        return sc.start(0, 3)

    assert not t.offered(board(6), "trainer", "Counter Catcher")  # 6 Prize cards each
    g = board(4)
    t.do(g, "trainer", "Counter Catcher")
    assert g.decision.player == 0
    t.pick(g, "Pawmi")
    assert active_name(g, 1) == "Pawmi"
    assert t.last(g, "switch")["clause"] == "PTCG:II-C-05"


def test_prime_catcher_gusts_then_switches_your_own(sc: Scenario, t):
    """PTCG:II-C-05, II-C-03: Prime Catcher switches in an opponent's Benched Pokémon and, as
    that was done, switches your Active Pokémon with a Benched one."""
    sc.active(0, KYOGRE, conditions=["asleep"])
    sc.bench(0, SNOVER)
    sc.hand(0, PRIME_CATCHER)
    sc.active(1, KYOGRE)
    sc.bench(1, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Prime Catcher")  # one Benched Pokémon: no question which
    assert active_name(g, 1) == "Pawmi"
    t.pick(g, "Snover")
    assert active_name(g, 0) == "Snover"
    assert g.pl(0)["bench"][0]["sp"] is None  # the Pokémon moved to the Bench recovers


def test_switch_needs_a_benched_pokemon(sc: Scenario, t):
    """PTCG:II-C-03: Switch needs a Benched Pokémon; it ignores the Retreat Cost."""
    sc.active(0, KYOGRE)
    sc.hand(0, SWITCH)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Switch")
    sc.bench(0, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Switch")
    t.pick(g, "Pawmi")
    assert active_name(g, 0) == "Pawmi"
    assert g.pl(0)["bench"][0]["energy"] == []  # no Retreat Cost paid (none attached anyway)
    assert t.last(g, "switch")["clause"] == "PTCG:II-C-03"


def test_switch_cart_needs_a_basic_active_and_heals_it_on_the_bench(sc: Scenario, t):
    """PTCG:II-C-03, II-C-06: Switch Cart switches an Active Basic Pokémon and heals 30 from the
    Pokémon moved to the Bench; with an Evolution Pokémon Active it cannot be played."""
    sc.active(0, SNOVER, ABOMASNOW)
    sc.bench(0, PAWMI)
    sc.hand(0, SWITCH_CART)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Switch Cart")
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.bench(0, PAWMI)
    sc.hand(0, SWITCH_CART)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Switch Cart")
    t.pick(g, "Pawmi")
    assert active_name(g, 0) == "Pawmi"
    assert g.pl(0)["bench"][0]["dmg"] == 20


# -- discarding, Lost Zone ------------------------------------------------------------------------
def test_enhanced_hammer_discards_a_special_energy_from_any_opponent_pokemon(sc: Scenario, t):
    """PTCG:II-C-01: Enhanced Hammer: you choose a Special Energy on any of the opponent's
    Pokémon (Benched too); basic Energy is not offered; without one it cannot be played."""
    sc.active(0, KYOGRE)
    sc.hand(0, ENHANCED_HAMMER)
    sc.active(1, KYOGRE, energy=[WATER])
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Enhanced Hammer")
    sc.bench(1, PAWMI, energy=[JET])
    g = sc.start(0, 3)
    t.do(g, "trainer", "Enhanced Hammer")
    assert t.zone(g, 1, "discard") == ["Jet Energy"]
    assert g.pl(1)["active"]["energy"] and not g.pl(1)["bench"][0]["energy"]


def test_lost_vacuum_puts_a_card_from_hand_and_a_tool_in_the_lost_zone(sc: Scenario, t):
    """PTCG:I-B-01 step 1: Lost Vacuum's condition puts another card from the hand in the Lost
    Zone; then a Tool on any Pokémon, or the Stadium in play, goes to its owner's Lost Zone."""
    sc.active(0, KYOGRE)
    sc.hand(0, LOST_VACUUM, WATER)
    sc.active(1, KYOGRE, tools=[POWERGLASS])
    sc.stadium(SURFING_BEACH, owner=0)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Lost Vacuum")
    assert t.zone(g, 0, "lost") == ["Basic Water Energy"]
    t.pick(g, "Powerglass")
    assert t.zone(g, 1, "lost") == ["Powerglass"]
    assert g.pl(1)["active"]["tools"] == [] and g.s["stadium"] is not None
    t.check_cards(g)


def test_lost_vacuum_needs_a_tool_or_stadium(sc: Scenario, t):
    """PTCG:I-B-01: with no Tool and no Stadium in play Lost Vacuum could change nothing."""
    sc.active(0, KYOGRE)
    sc.hand(0, LOST_VACUUM, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Lost Vacuum")


def test_mirage_gate_needs_seven_in_the_lost_zone_and_attaches_two_types(sc: Scenario, t):
    """PTCG:II-C-09: Mirage Gate (7+ cards in the Lost Zone) attaches up to 2 basic Energy of
    different types from the deck to your Pokémon in any way; a second Water is not offered."""
    sc.active(0, KYOGRE)
    sc.bench(0, PAWMI)
    sc.hand(0, MIRAGE_GATE)
    sc.deck(0, WATER, WATER, LIGHTNING)
    sc.lost(0, *[WATER] * 6)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Mirage Gate")
    sc.lost(0, WATER)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Mirage Gate")
    t.pick(g, "Water")
    assert t.option_names(g) == ["Basic Lightning Energy"]
    t.pick(g, "Lightning")
    t.pick(g, "Kyogre")  # the Water
    t.pick(g, "Pawmi")  # the Lightning
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Lightning Energy"]
    assert t.zone(g, 0, "deck") == ["Basic Water Energy"]
    assert not g.s["tf"].get("energy")  # not the attachment from the hand (PTCG:II-C-09)


# -- the discard pile ---------------------------------------------------------------------------
def test_night_stretcher_returns_a_pokemon_or_basic_energy(sc: Scenario, t):
    """PTCG:II-D-04: Night Stretcher puts exactly one Pokémon or Basic Energy card from the
    discard pile into the hand; Trainers are not offered."""
    sc.active(0, KYOGRE)
    sc.hand(0, NIGHT_STRETCHER)
    sc.discard(0, PAWMI, FIRE, ULTRA_BALL)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Night Stretcher")
    assert t.option_names(g) == ["Basic Fire Energy", "Pawmi"]
    assert (g.decision.min, g.decision.max) == (1, 1)
    t.pick(g, "Pawmi")
    assert t.zone(g, 0, "hand") == ["Pawmi"]


def test_pal_pad_needs_a_supporter_in_the_discard_pile(sc: Scenario, t):
    """PTCG:II-D-05 (FAQ: Pal Pad): "up to 2 Supporter cards" with none in the discard pile
    could change nothing, so Pal Pad cannot be played; with some, 1 or 2 are shuffled in."""
    sc.active(0, KYOGRE)
    sc.hand(0, PAL_PAD)
    sc.discard(0, ULTRA_BALL)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Pal Pad")
    sc.discard(0, PETREL, LILLIE, LILLIE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Pal Pad")
    assert (g.decision.min, g.decision.max) == (1, 2)
    t.pick(g, "Petrel", "Lillie")
    assert t.zone(g, 0, "discard") == ["Lillie's Determination", "Pal Pad", "Ultra Ball"]
    assert "Team Rocket's Petrel" in t.zone(g, 0, "deck")
    assert t.last(g, "shuffle")["clause"] == "PTCG:II-E-36"


def test_super_rod_shuffles_up_to_three_pokemon_and_basic_energy(sc: Scenario, t):
    """PTCG:II-E-36: Super Rod: up to 3 in any combination of Pokémon and Basic Energy cards."""
    sc.active(0, KYOGRE)
    sc.hand(0, SUPER_ROD)
    sc.discard(0, PAWMI, FIRE, FIRE, JET, ULTRA_BALL)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Super Rod")
    assert t.option_names(g) == ["Basic Fire Energy", "Basic Fire Energy", "Pawmi"]
    t.pick(g, "Pawmi", "Fire", "Fire")
    assert t.zone(g, 0, "discard") == ["Jet Energy", "Super Rod", "Ultra Ball"]


def test_wondrous_patch_attaches_psychic_energy_to_a_benched_psychic(sc: Scenario, t):
    """PTCG:II-C-09: Wondrous Patch attaches a Basic Psychic Energy from the discard pile to a
    Benched Psychic Pokémon only (not the Active one, not a Benched Water Pokémon)."""
    sc.active(0, RALTS)
    sc.bench(0, KYOGRE)
    sc.hand(0, WONDROUS_PATCH)
    sc.discard(0, PSYCHIC)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Wondrous Patch")
    sc.bench(0, RALTS)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Wondrous Patch")
    assert [g.name(c) for c in g.pl(0)["bench"][1]["energy"]] == ["Basic Psychic Energy"]
    assert t.zone(g, 0, "discard") == ["Wondrous Patch"]


# -- healing --------------------------------------------------------------------------------------
def test_jumbo_ice_cream_heals_an_active_with_three_energy(sc: Scenario, t):
    """PTCG:II-C-06: Jumbo Ice Cream heals 80 from the Active Pokémon with 3 or more Energy;
    with 2 Energy attached it cannot be played."""
    sc.active(0, KYOGRE, damage=100, energy=[WATER, WATER])
    sc.hand(0, JUMBO_ICE_CREAM)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Jumbo Ice Cream")
    sc = Scenario()
    sc.active(0, KYOGRE, damage=100, energy=[WATER] * 3)
    sc.hand(0, JUMBO_ICE_CREAM)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Jumbo Ice Cream")
    assert g.pl(0)["active"]["dmg"] == 20


# -- hands and Prize cards --------------------------------------------------------------------------
def test_special_red_card_needs_three_or_fewer_opponent_prizes(t):
    """PTCG:II-E-19: Special Red Card: the opponent's hand goes to the bottom of their deck and,
    as cards moved, they draw 3."""
    def board(opponent_prizes: int) -> Game:
        sc = Scenario()
        sc.active(0, KYOGRE)
        sc.hand(0, SPECIAL_RED_CARD)
        sc.active(1, KYOGRE)
        sc.hand(1, PETREL, LILLIE, ULTRA_BALL, ULTRA_BALL, ULTRA_BALL)
        sc.deck(1, FIRE, FIRE, FIRE, GRASS)
        sc.prizes(1, n=opponent_prizes)
        return sc.start(0, 3)

    assert not t.offered(board(4), "trainer", "Special Red Card")
    g = board(3)
    t.do(g, "trainer", "Special Red Card")
    assert t.zone(g, 1, "hand") == ["Basic Fire Energy"] * 3
    deck = [g.name(c) for c in g.pl(1)["deck"]]
    assert deck[0] == "Basic Grass Energy" and len(deck) == 6


def test_unfair_stamp_after_a_knock_out_on_the_opponents_last_turn(sc: Scenario, t):
    """PTCG:II-E-11: Unfair Stamp is playable only if one of your Pokémon was Knocked Out
    during the opponent's last turn; each player shuffles their hand in, you draw 5, they 2."""
    sc.active(0, PAWMI, damage=30)
    sc.bench(0, KYOGRE)
    sc.hand(0, UNFAIR_STAMP)
    sc.deck(0, *[WATER] * 10)
    sc.active(1, STUFFUL, energy=[WATER])
    sc.hand(1, ULTRA_BALL)
    g = sc.start(1, 2)
    attack(g, "Take Down")
    if g.decision.kind == "prize":
        t.pick(g, "Prize card 1")
    assert active_name(g, 0) == "Kyogre" and g.current == 0
    t.do(g, "trainer", "Unfair Stamp")
    assert len(g.pl(0)["hand"]) == 5
    assert len(g.pl(1)["hand"]) == 2
    sc2 = Scenario()
    sc2.active(0, KYOGRE)
    sc2.hand(0, UNFAIR_STAMP)
    sc2.active(1, KYOGRE)
    assert not t.offered(sc2.start(0, 3), "trainer", "Unfair Stamp")


def test_hisuian_heavy_ball_swaps_a_basic_prize(sc: Scenario, t):
    """PTCG:II-E-34: Hisuian Heavy Ball: look at the Prize cards, take a Basic Pokémon into the
    hand, this card takes its place; the Prize cards are shuffled."""
    sc.active(0, KYOGRE)
    sc.hand(0, HEAVY_BALL)
    sc.prizes(0, PAWMI, n=6)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Hisuian Heavy Ball")
    assert t.option_names(g) == ["Pawmi"] and g.decision.min == 0
    t.pick(g, "Pawmi")
    assert t.zone(g, 0, "hand") == ["Pawmi"]
    assert "Hisuian Heavy Ball" in t.zone(g, 0, "prizes")
    assert t.zone(g, 0, "discard") == []
    assert t.last(g, "shuffle_prizes")["clause"] == "PTCG:II-E-34"
    t.check_cards(g)


def test_hisuian_heavy_ball_revealing_none_is_discarded(sc: Scenario, t):
    """PTCG:II-E-34: revealing no Basic Pokémon, Hisuian Heavy Ball goes to the discard pile."""
    sc.active(0, KYOGRE)
    sc.hand(0, HEAVY_BALL)
    sc.prizes(0, PAWMI, n=6)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Hisuian Heavy Ball")
    g.respond([])
    assert t.zone(g, 0, "discard") == ["Hisuian Heavy Ball"]
    assert "Pawmi" in t.zone(g, 0, "prizes")


# -- evolving ---------------------------------------------------------------------------------------
def test_rare_candy_skips_the_stage_1(sc: Scenario, t):
    """PTCG:II-C-12: Rare Candy puts Gardevoir ex onto Ralts, skipping Kirlia; it keeps damage
    and ends Special Conditions, as evolving does."""
    sc.active(0, RALTS, damage=20, conditions=["confused"])
    sc.hand(0, RARE_CANDY, GARDEVOIR_EX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Rare Candy")
    slot = g.pl(0)["active"]
    assert g.top(slot).name == "Gardevoir ex"
    assert slot["dmg"] == 20 and slot["sp"] is None
    assert t.last(g, "evolve")["clause"] == "PTCG:II-C-12"


def test_rare_candy_not_on_the_first_turn_or_a_pokemon_played_this_turn(sc: Scenario, t):
    """PTCG:II-C-12: Rare Candy says it can't be used during your first turn or on a Basic
    Pokémon put into play this turn; nor without a matching Stage 2 in hand."""
    sc.active(0, RALTS)
    sc.hand(0, RARE_CANDY, GARDEVOIR_EX)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 2), "trainer", "Rare Candy")
    sc = Scenario()
    sc.active(0, RALTS, played=3)
    sc.hand(0, RARE_CANDY, GARDEVOIR_EX)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Rare Candy")
    sc = Scenario()
    sc.active(0, PAWMI)
    sc.hand(0, RARE_CANDY, GARDEVOIR_EX)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Rare Candy")
