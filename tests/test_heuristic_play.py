"""The Pokémon heuristic plays like a tournament player: it counts its deck before an optional
draw or search, takes the Knock Out, gusts the right Pokémon, and reads card roles from the
effect definitions (no list of card names)."""

from __future__ import annotations

from tcgsim.agents import HeuristicAgent
from tcgsim.agents.pokemon.board import Board
from tcgsim.agents.pokemon.roles import Role, ability_role, trainer_role
from tcgsim.core import Decision, Option
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import agent_picks, option_labels

KYOGRE = "me1-34"  # Basic, 150 HP; Swirling Waves 130 for WWC
SNOVER = "me1-35"  # Basic, 90 HP; evolves into Mega Abomasnow ex
MEGA_ABOMASNOW = "me1-36"  # Stage 1 Mega ex (3 Prizes), 350 HP; Frost Barrier 200 (WWW)
WATER = "sve-3"
DUNSPARCE = "sv5-128"
DUDUNSPARCE = "sv5-129"  # Ability Run Away Draw: "you may draw 3 cards", then back to the deck
BOSS = "me1-114"  # Boss's Orders
CRUSTLE = "sv10-186"  # 150 HP; prevents all damage from the opponent's Pokémon ex


main_labels = option_labels
pick = agent_picks


def dudunsparce_board(deck: int, hand: int, ready: bool = True) -> Game:
    """Player 0 can use Run Away Draw; ``deck`` cards in the deck, ``hand`` cards in hand
    that cannot be played (evolutions of a Pokémon not in play); ``ready``: its Active has
    the Energy for its attack (else none, and no Energy in hand: nothing can attack)."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3 if ready else [])
    sc.bench(0, DUNSPARCE, DUDUNSPARCE)
    sc.active(1, KYOGRE)
    sc.hand(0, *[MEGA_ABOMASNOW] * hand)
    sc.deck(0, *[WATER] * deck)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    return sc.start(player=0, turn=3)


# -- the deck is counted ------------------------------------------------------------------------
def test_an_optional_draw_3_is_declined_when_the_deck_holds_3_cards() -> None:
    g = dudunsparce_board(deck=3, hand=0)
    assert "Use Run Away Draw (Dudunsparce (Bench))" in main_labels(g)
    assert pick(g, HeuristicAgent()) != ["Use Run Away Draw (Dudunsparce (Bench))"]


def test_the_same_draw_is_used_with_a_full_deck_and_a_short_hand() -> None:
    g = dudunsparce_board(deck=30, hand=0)
    assert pick(g, HeuristicAgent()) == ["Use Run Away Draw (Dudunsparce (Bench))"]


def test_a_draw_is_declined_when_the_hand_already_holds_plenty() -> None:
    g = dudunsparce_board(deck=30, hand=7)
    assert "Use Run Away Draw (Dudunsparce (Bench))" in main_labels(g)
    assert pick(g, HeuristicAgent()) != ["Use Run Away Draw (Dudunsparce (Bench))"]


def test_a_hand_that_gets_no_attack_going_is_drawn_from_however_large() -> None:
    """Seven cards that cannot be played and no Energy for the Active: the draw is what the
    game needs."""
    g = dudunsparce_board(deck=30, hand=7, ready=False)
    assert pick(g, HeuristicAgent()) == ["Use Run Away Draw (Dudunsparce (Bench))"]


def test_a_you_may_draw_is_answered_no_on_a_short_deck_and_yes_on_a_long_one() -> None:
    may = Decision(0, "may", "Draw 3 cards?", (Option("Yes", True), Option("No", False)), 1, 1)
    short = dudunsparce_board(deck=3, hand=0).view(0)
    long = dudunsparce_board(deck=30, hand=0).view(0)
    assert HeuristicAgent().act(short, may) == [1]
    assert HeuristicAgent().act(long, may) == [0]


# -- attacks and gusts ---------------------------------------------------------------------------
def gust_board(bench_damage: int, active: str = MEGA_ABOMASNOW) -> Game:
    """Player 0's Mega Abomasnow ex can use Frost Barrier (200); Boss's Orders in hand."""
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.bench(0, KYOGRE)
    if active == MEGA_ABOMASNOW:
        sc.active(1, SNOVER, MEGA_ABOMASNOW)  # 350 HP: no Knock Out this turn
    else:
        sc.active(1, "sv10-11", CRUSTLE)
    sc.bench(1, KYOGRE, damage=0)
    sc.bench(1, SNOVER, MEGA_ABOMASNOW, damage=bench_damage)
    sc.hand(0, BOSS)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    return sc.start(player=0, turn=5)


def test_gust_brings_up_the_pokemon_it_can_knock_out_for_the_most_prizes() -> None:
    g = gust_board(bench_damage=200)  # 150 HP left: Frost Barrier Knocks Out 3 Prizes
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Play Boss's Orders"]
    assert pick(g, agent) == ["Mega Abomasnow ex (Bench)"]
    assert pick(g, agent) == ["Attack: Frost Barrier (200)"]


def test_no_gust_without_a_knock_out_to_gain() -> None:
    g = gust_board(bench_damage=0)
    g.s["players"][1]["bench"].pop(0)  # no Kyogre to Knock Out either
    labels = main_labels(g)
    assert "Play Boss's Orders" in labels
    assert pick(g, HeuristicAgent()) != ["Play Boss's Orders"]


def test_an_ex_does_not_attack_a_pokemon_that_takes_no_damage_from_ex_when_it_can_gust() -> None:
    # Crustle has 150 HP, less than Frost Barrier's 200, but takes no damage from an ex:
    # the Knock Out is on the Bench (Kyogre, 150 HP)
    g = gust_board(bench_damage=0, active=CRUSTLE)
    g.s["players"][1]["bench"].pop(1)  # only Kyogre on the Bench
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Play Boss's Orders"]  # Kyogre, the only one, comes up
    assert g.view(0)["players"][1]["active"]["cards"][-1]["name"] == "Kyogre"
    assert pick(g, agent) == ["Attack: Frost Barrier (200)"]


def test_a_stadium_effect_with_nothing_to_gain_is_not_used() -> None:
    """Academy at Night puts a card from the hand on top of the deck: used every turn, two
    stalled players would draw and put back the same card forever."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, MEGA_ABOMASNOW)  # nothing to play
    sc.stadium("sv6pt5-54")
    g = sc.start(player=0, turn=3)
    assert "Use Academy at Night" in main_labels(g)
    assert pick(g, HeuristicAgent()) == ["End your turn"]


def test_a_special_energy_counts_as_the_type_it_provides() -> None:
    """Rocky Fighting Energy "provides Fighting Energy": Garchomp ex with two of them can use
    Draconic Buster (260, FF), so Boss's Orders on the damaged Benched Mega Abomasnow ex
    (250 HP left) is a Knock Out worth three Prizes."""
    sc = Scenario()
    sc.active(0, "me2pt5-109", "me2pt5-110", "me2pt5-111", energy=["me3-87"] * 2)
    sc.active(1, SNOVER, MEGA_ABOMASNOW)  # 350 HP
    sc.bench(1, SNOVER, MEGA_ABOMASNOW, damage=100)
    sc.hand(0, BOSS)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    g = sc.start(player=0, turn=5)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Play Boss's Orders"]  # the only Benched Pokémon comes up
    assert pick(g, agent) == ["Attack: Draconic Buster (260)"]


# -- roles come from the effect definitions --------------------------------------------------------
def role(name: str) -> Role:
    return trainer_role(cards().by_name(name)[-1])


def test_trainer_roles_are_read_from_their_scripts() -> None:
    research = role("Professor's Research")
    assert research.draws == 7 and research.hand_away and research.pure_draw
    assert role("Ultra Ball").searches == 1 and not role("Ultra Ball").draws
    assert role("Boss's Orders").gust
    assert role("Super Rod").refills == 3 and role("Super Rod").deck_cost == 0
    assert role("Colress's Experiment").deck_cost == 5  # the two left go to the Lost Zone
    assert role("Earthen Vessel").energy_search
    iono = role("Iono")
    assert iono.hand_back and iono.draws > 0
    assert role("Rare Candy").evolve
    assert role("Strange Timepiece").devolves_own


def test_ability_roles_read_counters_and_what_happens_to_their_own_pokemon() -> None:
    blast = ability_role(cards().get(DUSKNOIR).abilities[0])
    assert blast.counters == 13 and blast.self_ko and blast.helps
    run_away = ability_role(cards().get(DUDUNSPARCE).abilities[0])
    assert run_away.leaves and run_away.draws == 3
    teleporter = ability_role(cards().get("sv6-80").abilities[0])  # Abra: shuffles itself away
    assert teleporter.leaves and not teleporter.helps


def test_a_discard_choice_of_energy_on_several_pokemon_is_read_by_card() -> None:
    """Options that name an Energy as [slot, card] (a discard from any of one's Pokémon) are
    read as the card, so the agent weighs them instead of failing on the pair."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(player=0, turn=3)
    energy = g.pl(0)["active"]["energy"][0]
    d = Decision(0, "discard", "Discard an Energy", (
        Option(f"Water Energy on {g.slot_label(g.pl(0)['active'])}", [g.pl(0)["active"]["id"], energy]),
    ), 1, 1)
    assert HeuristicAgent(1).act(g.view(0), d) == [0]


# -- damage read from attack and Ability texts ---------------------------------------------------
DUSKULL, DUSCLOPS, DUSKNOIR = "sv8pt5-35", "sv8pt5-36", "sv8pt5-37"  # Cursed Blast: 5 / 13 counters
ABRA, KADABRA, ALAKAZAM = "me1-54", "me1-55", "me1-56"  # Powerful Hand: 2 counters a card in hand
PSYCHIC = "mee-5"
PATRAT = "me4-70"  # Basic 70 HP; Bite 10 for C


def blast_board(target_damage: int, own_prizes: int = 6, opp_prizes: int = 6) -> Game:
    """Player 0's Benched Dusknoir can put 13 damage counters on an opposing Pokémon and is
    Knocked Out; the opposing Active is Kyogre (150 HP) with ``target_damage`` on it."""
    sc = Scenario()
    sc.active(0, PATRAT)
    sc.bench(0, DUSKULL, DUSCLOPS, DUSKNOIR)
    sc.active(1, KYOGRE, damage=target_damage)
    sc.prizes(0, n=own_prizes)
    sc.prizes(1, n=opp_prizes)
    return sc.start(player=0, turn=5)


BLAST = "Use Cursed Blast (Dusknoir (Bench))"


def test_a_self_knock_out_ability_is_used_for_a_knock_out_worth_its_prize() -> None:
    g = blast_board(target_damage=20)  # 130 HP left: 13 counters Knock it Out
    assert BLAST in main_labels(g)
    assert pick(g, HeuristicAgent()) == [BLAST]


def test_a_self_knock_out_ability_is_not_used_without_a_knock_out() -> None:
    g = blast_board(target_damage=0)  # 150 HP left: 13 counters do not Knock it Out
    assert BLAST in main_labels(g)
    assert BLAST not in pick(g, HeuristicAgent())


def test_a_self_knock_out_ability_is_not_used_when_it_gives_the_opponent_the_game() -> None:
    g = blast_board(target_damage=20, opp_prizes=1)  # the Prize it gives up is their last
    assert BLAST in main_labels(g)
    assert BLAST not in pick(g, HeuristicAgent())


def test_damage_counters_for_each_card_in_hand_are_counted_from_the_view() -> None:
    """Powerful Hand prints no damage: 2 counters for each card in hand, 8 cards here (160),
    a Knock Out on the 150-HP Active; the agent attacks with it over a Bite."""
    sc = Scenario()
    sc.active(0, ABRA, KADABRA, ALAKAZAM, energy=[PSYCHIC])
    sc.active(1, KYOGRE)
    sc.hand(0, *[MEGA_ABOMASNOW] * 8)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    g = sc.start(player=0, turn=5)
    board = Board(g.view(0))
    alakazam = cards().get(ALAKAZAM)
    assert board.estimate(alakazam, alakazam.attacks[0], board.opp_active, board.my_active) == 160
    attack = [x for x in main_labels(g) if x.startswith("Attack: Powerful Hand")]
    assert attack
    assert pick(g, HeuristicAgent()) == attack
