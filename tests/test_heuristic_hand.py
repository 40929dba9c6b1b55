"""The Pokémon heuristic keeps its deck for the game: no optional search once the hand holds
more than a turn can play, no Pokémon search (a Supporter's too) where no Pokémon is wanted, a
hand shuffled back into a short deck before a gust, no Energy onto an Active the opposing
Active Knocks Out next turn (what that attack counts, counted on its side), its own Stadium
where an own Ability needs it, and no attack whose draws leave the deck too thin where another
does or the turn's attack is made (everything read from card data)."""

from __future__ import annotations

import pytest

from tcgsim.agents import HeuristicAgent
from tcgsim.agents.pokemon.board import Board
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import agent_picks, option_labels

KYOGRE = "me1-34"  # Basic, 150 HP; Swirling Waves 130 for WWC
SNOVER = "me1-35"  # Basic, 90 HP; Beat 10 for W, Icy Snow 30 for WW
WATER = "sve-3"
BOSS = "me1-114"  # Boss's Orders: gust only
POKE_PAD = "me3-81"  # an Item: search the deck for a Pokémon without a Rule Box
DAWN = "me2-87"  # a Supporter: search the deck for a Basic, a Stage 1 and a Stage 2 Pokémon
GLADION = "me5-77"  # playable only as the last card in hand: never an option here
LILLIE = "me1-119"  # shuffle the hand into the deck, draw 6
SEAKING = "sv8pt5-21"  # Festival Lead: "If Festival Grounds is in play", attacks twice
FESTIVAL_GROUNDS = "sv6-149"
GOLDEEN = "sv6-44"  # Basic, Festival Lead
BATTLE_CAGE = "me2-85"

labels = option_labels
pick = agent_picks


def _search_board(hand_size: int) -> Scenario:
    """An Active that cannot attack and a thin Bench (a Pokémon is wanted): Poké Pad and
    ``hand_size - 1`` cards that cannot be played."""
    sc = Scenario()
    sc.deck_size[0] = 30
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, POKE_PAD, *[GLADION] * (hand_size - 1))
    return sc


def test_no_optional_search_with_more_than_eight_cards_in_hand() -> None:
    """With five cards in hand Poké Pad is played for the Bench; with nine it is not: the
    card it finds would only wait in the hand while the deck runs out."""
    g = _search_board(5).start(player=0, turn=3)
    assert pick(g, HeuristicAgent()) == ["Play Poké Pad"]
    g = _search_board(9).start(player=0, turn=3)
    assert "Play Poké Pad" in labels(g)
    assert pick(g, HeuristicAgent()) == ["End your turn"]


@pytest.mark.parametrize(("benched", "answer"), [(3, "End your turn"), (0, "Play Dawn")])
def test_a_supporter_that_searches_only_pokemon_waits_until_one_is_wanted(
        benched: int, answer: str) -> None:
    """Three Benched Snover and no evolution of the list to build: Dawn, which finds only
    Pokémon, stays in hand (as Poké Pad would); with an empty Bench it is played."""
    sc = Scenario()
    sc.deck_size[0] = 30
    sc.active(0, KYOGRE)
    for _ in range(benched):
        sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, DAWN)
    g = sc.start(player=0, turn=3)
    assert "Play Dawn" in labels(g)
    assert pick(g, HeuristicAgent()) == [answer]


def test_a_short_deck_takes_the_new_hand_before_a_gust() -> None:
    """Two cards left in the deck and eight in hand: Lillie's Determination shuffles the hand
    back (the deck grows) before Boss's Orders brings up the Benched Snover to Knock Out."""
    sc = Scenario()
    sc.deck_size[0] = 2
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.hand(0, LILLIE, BOSS, *[GLADION] * 6)
    g = sc.start(player=0, turn=5)
    assert "Play Boss's Orders" in labels(g)
    assert pick(g, HeuristicAgent()) == ["Play Lillie's Determination"]


def test_no_energy_onto_an_active_knocked_out_next_turn() -> None:
    """The Active Kyogre has 10 HP left and still lacks two units of Swirling Waves; the
    opposing Kyogre's Swirling Waves Knocks it Out next turn. The Water Energy goes to the
    Benched Kyogre (as far from attacking), not to the discard pile with the Active; with
    the Active unhurt it goes to the Active, which attacks first."""
    for damage, target in ((140, "Kyogre (Bench)"), (0, "Kyogre (Active)")):
        sc = Scenario()
        sc.active(0, KYOGRE, energy=[WATER], damage=damage)
        sc.bench(0, KYOGRE, energy=[WATER])
        sc.active(1, KYOGRE, energy=[WATER] * 3)
        sc.hand(0, WATER)
        g = sc.start(player=0, turn=5)
        agent = HeuristicAgent()
        assert pick(g, agent) == ["Attach Basic Water Energy"]
        assert pick(g, agent) == [target]


@pytest.mark.parametrize(("active", "answer"), [("seaking", "Play Festival Grounds"),
                                               ("kyogre", "End your turn")])
def test_a_stadium_an_own_ability_needs_replaces_the_one_in_play(active: str,
                                                                 answer: str) -> None:
    """Seaking's Festival Lead works only with Festival Grounds in play: the opponent's Battle
    Cage is replaced (with no Ability that names it, a Stadium in play stays)."""
    sc = Scenario()
    sc.active(0, SEAKING if active == "seaking" else KYOGRE)
    sc.active(1, KYOGRE)
    sc.stadium(BATTLE_CAGE, owner=1)
    sc.hand(0, FESTIVAL_GROUNDS)
    g = sc.start(player=0, turn=5)
    assert "Play Festival Grounds" in labels(g)
    assert pick(g, HeuristicAgent()) == [answer]


ABRA, KADABRA, ALAKAZAM = "me1-54", "me1-55", "me1-56"  # Powerful Hand: 2 counters per card
PSYCHIC = "sve-5"  # in the attacker's hand


def _doomed(own_hand: int, their_hand: int) -> bool:
    """Whether the own Snover (90 HP) is doomed by the opposing Alakazam, its Energy paid,
    with ``own_hand`` cards in the own hand and ``their_hand`` in the opponent's."""
    sc = Scenario()
    sc.deck_size[0] = 30
    sc.active(0, SNOVER)
    sc.active(1, ABRA, KADABRA, ALAKAZAM, energy=[PSYCHIC])
    sc.hand(0, *[GLADION] * own_hand)
    sc.hand(1, *[GLADION] * their_hand)
    board = Board(sc.start(player=0, turn=5).view(0))
    assert board.my_active is not None
    return board.doomed(board.my_active)


def test_doomed_counts_what_the_opposing_attack_counts_on_their_side() -> None:
    """Powerful Hand counts the cards in its attacker's hand: five there (100 damage) Knock
    Out a 90-HP Snover whatever the own hand holds; one there (20) does not, even with five
    cards in the own hand."""
    assert _doomed(own_hand=1, their_hand=5)
    assert not _doomed(own_hand=5, their_hand=1)


KANGASKHAN = "sv3-165"  # Headbutt 30 for C; Spike Draw 60 for CC, "Draw 2 cards."


def _attack_pick(deck: int) -> list[str]:
    """Kangaskhan, both attacks paid, against a Kyogre neither Knocks Out, three Prizes left
    and ``deck`` cards in the deck."""
    sc = Scenario()
    sc.deck_size[0] = deck
    sc.active(0, KANGASKHAN, energy=[WATER, WATER])
    sc.active(1, KYOGRE)
    sc.prizes(0, n=3)
    sc.prizes(1, n=6)
    return pick(sc.start(player=0, turn=5), HeuristicAgent())


def test_an_attack_that_draws_gives_way_to_one_that_does_not_when_the_deck_is_thin() -> None:
    """With 30 cards in the deck Spike Draw's 60 damage and two cards beat Headbutt's 30; with
    six, its draws would leave fewer cards than three more turns of it take: Headbutt."""
    assert _attack_pick(30) == ["Attack: Spike Draw (60)"]
    assert _attack_pick(6) == ["Attack: Headbutt (30)"]


def _attack_again(deck: int) -> list[str]:
    """Seaking (Festival Lead, Festival Grounds in play) Knocks Out a Snover with Rapid Draw
    (draw 2), three Prizes left and ``deck`` cards in the deck; the new opposing Active, a
    Kyogre, survives a second Rapid Draw. The heuristic's answer to "Attack again?"."""
    sc = Scenario()
    sc.deck_size[0] = deck
    sc.active(0, GOLDEEN, SEAKING, energy=[WATER])
    sc.active(1, SNOVER, damage=40)
    sc.bench(1, KYOGRE)
    sc.stadium(FESTIVAL_GROUNDS, owner=0)
    sc.prizes(0, n=3)
    sc.prizes(1, n=6)
    g = sc.start(player=0, turn=5)
    agent = HeuristicAgent()
    assert pick(g, agent)[0].startswith("Attack: Rapid Draw")
    while g.decision is not None and g.decision.kind != "attack_again":
        pick(g, HeuristicAgent())  # the Prize card taken, the opponent's new Active
    assert g.decision is not None and g.decision.prompt == "Attack again?"
    return pick(g, agent)


def test_a_second_attack_that_only_draws_the_deck_thin_is_passed_up() -> None:
    """A second Rapid Draw that Knocks nothing Out: made from a 40-card deck; from an
    eight-card one (six after the first) its draws leave fewer cards than the two Prizes
    still to take need (about three turns): the turn ends instead."""
    assert _attack_again(40) == ["Attack: Rapid Draw"]
    assert _attack_again(8) == ["End your turn"]
