"""Stadiums of the tournament deck lists, each exercised with its whole printed text in a
game built with the Scenario builder (PTCG:I-B-04)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import condition_immune
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, end_turn, events, pick

ACADEMY = "sv6pt5-54"
ARTAZON = "sv3-229"
BATTLE_CAGE = "me2-85"
FESTIVAL_GROUNDS = "sv6-149"
GRAND_TREE = "sv7-136"
LUMIOSE_CITY = "me3-77"
POKESTOP = "pgo-68"
TR_FACTORY = "sv10-173"
TR_WATCHTOWER = "sv10-180"
TEMPLE = "swsh10-155"

LAPRAS = "sv7-31"
KYOGRE = "me1-34"
STUFFUL = "sv6pt5-52"
RALTS = "sv1-84"
GARDEVOIR_EX = "sv1-86"
CHARMANDER, CHARMELEON, CHARIZARD_EX = "sv3pt5-4", "sv3pt5-5", "sv3pt5-6"
PIDGEY, PIDGEOT_EX = "sv3-162", "sv3-164"  # Pidgeot ex (Colorless): Quick Search
TYRANITAR = "sv10-96"  # Team Rocket's Tyranitar: Sand Stream
PETREL = "sv10-176"  # Team Rocket's Petrel (Supporter)
ULTRA_BALL = "me1-131"
WATER = "sve-3"
MIST = "sv5-161"


def stadium_offered(g: Game) -> bool:
    return any(o.data[0] == "stadium_effect" for o in g.decision.options)


def test_academy_at_night_once_per_turn_for_each_player():
    """PTCG:I-B-04: Academy at Night — once during each player's turn, that player may put a
    card from their hand on top of their deck; then not again that turn; the opponent may
    use it in their own turn."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, RALTS, WATER)
    sc.stadium(ACADEMY, owner=1)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    pick(g, "Ralts")
    assert g.name(g.pl(0)["deck"][0]) == "Ralts" and len(g.pl(0)["hand"]) == 1
    assert not stadium_offered(g)
    end_turn(g)
    assert stadium_offered(g)  # player 1's turn: drew a card, may use it too


def test_academy_at_night_not_with_an_empty_hand():
    """PTCG:I-B-04: a declared Stadium effect that could change nothing is not offered."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.stadium(ACADEMY)
    g = sc.start(0, 3)
    assert not stadium_offered(g)


def test_artazon_benches_a_basic_without_rule_box_then_shuffles():
    """PTCG:II-C-11: Artazon — a Basic Pokémon without a Rule Box from the deck onto the Bench
    (Pokémon ex are not offered); then the deck is shuffled."""
    # Charmander's Blazing Destruction is not implemented yet: this test never uses it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.deck(0, RALTS, PIDGEOT_EX, CHARMANDER, WATER)
    sc.stadium(ARTAZON)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert sorted(o.label for o in g.decision.options) == ["Charmander", "Ralts"]
    pick(g, "Ralts")
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Ralts"]
    assert events(g, "shuffle")


def test_artazon_not_with_a_full_bench():
    """PTCG:II-C-11: with a full Bench the effect could change nothing: not offered."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    for _ in range(5):
        sc.bench(0, RALTS)
    sc.active(1, KYOGRE)
    sc.deck(0, RALTS, WATER)
    sc.stadium(ARTAZON)
    g = sc.start(0, 3)
    assert not stadium_offered(g)


def test_lumiose_city_benches_a_basic_and_the_turn_ends():
    """PTCG:I-B-04: Lumiose City — any Basic Pokémon (a Pokémon ex too) onto the Bench, the
    deck shuffled, and the player's turn ends at once."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.deck(0, PIDGEOT_EX, RALTS, WATER, WATER)
    sc.stadium(LUMIOSE_CITY)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    pick(g, "Ralts")
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Ralts"]
    assert g.current == 1 and g.decision.player == 1
    assert events(g, "turn_end", player=0)


def test_lumiose_city_searching_and_finding_nothing_still_ends_the_turn():
    """PTCG:I-H: the deck is searched even when it holds no Basic Pokémon: the turn ends."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.deck(0, WATER, WATER)
    sc.stadium(LUMIOSE_CITY)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert g.current == 1


def test_pokestop_discards_three_and_items_go_to_hand():
    """PTCG:II-C-01: PokéStop — discard the top 3 cards of the deck; the Item cards among
    them go into the hand, the rest stay discarded."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.deck(0, ULTRA_BALL, RALTS, ULTRA_BALL, WATER, WATER)
    sc.stadium(POKESTOP)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Ultra Ball", "Ultra Ball"]
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Ralts"]
    assert len(g.pl(0)["deck"]) == 2


def test_team_rockets_factory_after_a_team_rocket_supporter():
    """PTCG:I-B-04: Team Rocket's Factory — draw 2 only after playing a Supporter with
    "Team Rocket" in its name from the hand this turn."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, PETREL)
    sc.deck(0, ULTRA_BALL, WATER, WATER, WATER)
    sc.stadium(TR_FACTORY)
    g = sc.start(0, 3)
    assert not stadium_offered(g)
    do(g, "trainer", "Team Rocket's Petrel")
    pick(g, "Ultra Ball")
    hand = len(g.pl(0)["hand"])
    do(g, "stadium_effect")
    assert len(g.pl(0)["hand"]) == hand + 2


def test_grand_tree_evolves_basic_to_stage_1_then_stage_2():
    """PTCG:II-C-12: Grand Tree — a Stage 1 from the deck onto a Basic, then a Stage 2 onto
    that Pokémon; then the deck is shuffled. A Basic put into play this turn cannot."""
    # Charmander's Blazing Destruction is not implemented yet: this test never uses it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, CHARMANDER, played=1)
    sc.bench(0, RALTS, played=3)  # put into play this turn
    sc.active(1, KYOGRE)
    sc.deck(0, CHARMELEON, CHARIZARD_EX, "sv1-85", WATER)
    sc.stadium(GRAND_TREE)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert [o.label for o in g.decision.options] == ["Charmeleon"]  # not Kirlia
    pick(g, "Charmeleon")
    pick(g, "Charizard ex")
    assert g.top(g.pl(0)["active"]).name == "Charizard ex"
    assert events(g, "shuffle")


def test_grand_tree_not_on_the_first_turn():
    """PTCG:I-A-05: "Players can't evolve a Basic Pokémon during their first turn"."""
    # Charmander's Blazing Destruction is not implemented yet: this test never uses it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, CHARMANDER)
    sc.active(1, KYOGRE)
    sc.deck(0, CHARMELEON, WATER)
    sc.stadium(GRAND_TREE)
    g = sc.start(0, 1)
    do(g, "stadium_effect")
    assert g.decision.kind == "main" and g.top(g.pl(0)["active"]).name == "Charmander"


def test_battle_cage_stops_ability_counters_on_the_bench_only():
    """PTCG:II-C-07: Battle Cage — Sand Stream's damage counters on the opponent's Benched
    Basic Pokémon are prevented; the Active one still gets them."""
    sc = Scenario()
    sc.active(0, TYRANITAR)
    sc.active(1, LAPRAS)
    sc.bench(1, RALTS)
    sc.stadium(BATTLE_CAGE)
    g = sc.start(0, 3)
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == 20
    assert g.pl(1)["bench"][0]["dmg"] == 0
    assert events(g, "counters_prevented", pokemon="Ralts")


def test_festival_grounds_pokemon_with_energy_recover_and_are_immune():
    """PTCG:S4-COND: Festival Grounds — a Pokémon with Energy attached recovers from its
    Special Conditions and can't be affected by them; one without Energy stays Poisoned."""
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[WATER], conditions=["poisoned", "confused"])
    sc.active(1, KYOGRE, conditions=["poisoned"])
    sc.stadium(FESTIVAL_GROUNDS)
    g = sc.start(0, 3)
    me, opp = g.pl(0)["active"], g.pl(1)["active"]
    assert (me["psn"], me["sp"]) == (0, None)
    assert opp["psn"]
    assert condition_immune(g, me, "asleep") and not condition_immune(g, opp, "asleep")


def test_team_rockets_watchtower_colorless_pokemon_have_no_abilities():
    """PTCG:II-D-13: Team Rocket's Watchtower — Pidgeot ex (Colorless) has no Abilities:
    Quick Search is not offered; Sand Stream of a Fighting Pokémon still works."""
    sc = Scenario()
    sc.active(0, PIDGEOT_EX)
    sc.bench(0, TYRANITAR)
    sc.active(1, LAPRAS)
    sc.stadium(TR_WATCHTOWER)
    g = sc.start(0, 3)
    assert not [o for o in g.decision.options if o.data[0] == "ability"]
    sc2 = Scenario()
    sc2.active(0, PIDGEOT_EX)
    sc2.active(1, LAPRAS)
    sc2.stadium(ACADEMY)
    g2 = sc2.start(0, 3)
    assert [o for o in g2.decision.options if o.data[0] == "ability"]


def test_temple_of_sinnoh_special_energy_provides_colorless_and_nothing_else():
    """PTCG:I-C: Temple of Sinnoh — Mist Energy provides [C] and its protection is gone:
    Demolition Tackle discards it."""
    sc = Scenario()
    sc.active(0, TYRANITAR, energy=["sve-6", WATER, WATER, WATER])
    sc.active(1, GARDEVOIR_EX, energy=[MIST])
    sc.stadium(TEMPLE)
    g = sc.start(0, 3)
    assert g.energy_provided(g.pl(1)["active"]) == ["Colorless"]
    attack(g, "Demolition Tackle")
    assert g.pl(1)["active"]["energy"] == []


def test_stadium_of_the_same_name_cannot_be_played():
    """PTCG:I-B-04: a Stadium with the same name as the one in play cannot be played."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, ARTAZON, BATTLE_CAGE)
    sc.stadium(ARTAZON, owner=1)
    g = sc.start(0, 3)
    names = [g.name(o.data[1]) for o in g.decision.options if o.data[0] == "trainer"]
    assert names == ["Battle Cage"]
    do(g, "trainer", "Battle Cage")
    assert g.name(g.s["stadium"]) == "Battle Cage"
    assert "Artazon" in [g.name(c) for c in g.pl(1)["discard"]]
