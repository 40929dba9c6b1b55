"""The Pokémon heuristic does not stall a game into a deck-out: its Energy goes where an attack
can hurt the opposing Active, it does not take Energy off its attacker or play a gust that
switches its attacker out, it sees Benched Pokémon the opponent's Abilities shield, and it
plans evolution lines with the cards of its own list (everything read from card data)."""

from __future__ import annotations

from tcgsim.agents import HeuristicAgent
from tcgsim.agents.pokemon.board import Board
from tcgsim.agents.pokemon.cardfacts import list_ids, wanted_cost
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import agent_picks, option_labels

KYOGRE = "me1-34"  # Basic, 150 HP; Swirling Waves 130 for WWC
SNOVER = "me1-35"  # Basic, 90 HP
WATER = "sve-3"
FIRE = "sve-2"
ENERGY_SWITCH = "me1-115"  # "Move a Basic Energy from 1 of your Pokémon to another …"
BOSS = "me1-114"  # Boss's Orders: gust only
GIOVANNI = "sv10-174"  # switch your Active Team Rocket's Pokémon out first, then gust
HONCHKROW = "me2pt5-127"  # Team Rocket's, Stage 1; Hammer In 100 for DCC
MURKROW = "sv10-127"  # Team Rocket's, Basic
DARK = "sve-7"
SHAYMIN = "sv10-10"  # Flower Curtain: no damage to Benched Pokémon without a Rule Box
FEZANDIPITI = "me2pt5-142"  # Cruel Arrow (CCC): 100 damage to 1 of the opponent's Pokémon
ABRA, KADABRA = "me1-54", "me1-55"
ALAKAZAM = "me1-56"  # Powerful Hand (one Psychic): damage counters on the opposing Active
MIST = "sv5-161"  # Mist Energy: prevents the effects of attacks on its Pokémon
ENRICHING = "sv8-191"  # Enriching Energy: draw 4 cards when attached from the hand
DUNSPARCE, DUDUNSPARCE = "sv5-128", "sv5-129"  # Run Away Draw: draw 3, then into the deck
LANAS_AID = "sv6-155"  # up to 3 Pokémon without a Rule Box and Basic Energy from the discard
PSYCHIC = "mee-5"
LUMIOSE_CITY = "me3-77"  # its search of a Basic Pokémon ends the turn


labels = option_labels
pick = agent_picks


def test_energy_switch_moves_spare_energy_onto_the_active_not_off_it() -> None:
    """A Benched Kyogre with four Energy (its attack needs three) gives one to the Active
    Kyogre, which lacks two: the Energy moves from where it is spare to where it is needed."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.bench(0, KYOGRE, energy=[WATER] * 4)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, ENERGY_SWITCH)
    g = sc.start(player=0, turn=3)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Play Energy Switch"]
    assert pick(g, agent)[0].endswith("on Kyogre (Bench)")
    assert "Snover (Bench)" in labels(g)
    assert pick(g, agent) == ["Kyogre (Active)"]
    assert len(g.view(0)["players"][0]["active"]["energy"]) == 2


def test_energy_switch_stays_in_hand_when_no_energy_is_spare() -> None:
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.bench(0, KYOGRE, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, ENERGY_SWITCH)
    g = sc.start(player=0, turn=3)
    assert "Play Energy Switch" in labels(g)
    assert pick(g, HeuristicAgent()) != ["Play Energy Switch"]


def gust_board(*hand: str) -> Game:
    """Honchkrow (Hammer In paid) Active, a Murkrow with no Energy on the Bench; the opponent's
    Kyogre Active and a Snover Hammer In would Knock Out on the Bench."""
    sc = Scenario()
    sc.active(0, MURKROW, HONCHKROW, energy=[DARK] * 3, played=1)
    sc.bench(0, MURKROW)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.hand(0, *hand)
    g = sc.start(player=0, turn=3)
    assert "Play Team Rocket's Giovanni" in labels(g)
    return g


def test_a_gust_that_switches_the_own_attacker_out_is_not_played_for_its_knock_out() -> None:
    """Honchkrow's Hammer In would Knock Out the Benched Snover, but Giovanni first switches
    Honchkrow out for a Murkrow with no Energy: Boss's Orders, which leaves it in, is played."""
    assert pick(gust_board(GIOVANNI, BOSS), HeuristicAgent()) == ["Play Boss's Orders"]


def test_giovanni_alone_is_kept_when_only_the_switched_out_pokemon_can_knock_out() -> None:
    g = gust_board(GIOVANNI)
    assert pick(g, HeuristicAgent()) != ["Play Team Rocket's Giovanni"]


def test_damage_goes_to_the_active_when_an_ability_shields_the_bench() -> None:
    """Cruel Arrow's 100 damage would Knock Out the Benched Snover, but Shaymin's Flower
    Curtain prevents damage to Benched Pokémon without a Rule Box: the Active takes it."""
    assert cruel_arrow_target(SNOVER, SHAYMIN) == ["Kyogre (Active)"]


def test_without_the_shield_the_benched_knock_out_is_taken() -> None:
    assert cruel_arrow_target(SNOVER) == ["Snover (Bench)"]


def cruel_arrow_target(*bench: str) -> list[str]:
    """Fezandipiti ex uses Cruel Arrow (100 damage to one of the opponent's Pokémon) against
    a Kyogre Active and ``bench``: the target the heuristic picks, by label."""
    sc = Scenario()
    sc.active(0, FEZANDIPITI, energy=[WATER] * 3)
    sc.active(1, KYOGRE)
    for cid in bench:
        sc.bench(1, cid)
    g = sc.start(player=0, turn=3)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Attack: Cruel Arrow (-)"]
    assert g.decision is not None and any("Snover" in x for x in labels(g))
    return pick(g, agent)


def test_damage_counters_are_no_attack_into_an_active_whose_effects_are_prevented() -> None:
    """Powerful Hand puts damage counters (an effect) on the opposing Active: against a
    Kyogre with Mist Energy the Alakazam is walled; against a plain Kyogre it is not."""
    for energy, walled in (([MIST], True), ([], False)):
        sc = Scenario()
        sc.active(0, ALAKAZAM)
        sc.active(1, KYOGRE, energy=energy)
        g = sc.start(player=0, turn=3)
        board = Board(g.view(0))
        assert board.my_active is not None
        assert board.walled(board.my_active) is walled


def test_an_energy_card_that_pays_no_attack_is_kept_in_hand() -> None:
    """Kyogre's attack is paid; a Fire Energy pays nothing more: it stays in hand (for the
    attacker that will need it) and Kyogre attacks."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, KYOGRE)
    sc.hand(0, FIRE)
    g = sc.start(player=0, turn=3)
    assert "Attach Basic Fire Energy" in labels(g)
    assert pick(g, HeuristicAgent())[0].startswith("Attack: ")


def test_an_energy_that_draws_when_attached_waits_for_a_deck_that_can_spare_the_cards() -> None:
    for deck, attached in ((3, False), (30, True)):
        sc = Scenario()
        sc.active(0, KYOGRE, energy=[WATER])
        sc.active(1, KYOGRE)
        sc.hand(0, ENRICHING)
        sc.deck(0, *[WATER] * deck)
        sc.prizes(0, n=6)
        sc.prizes(1, n=6)
        g = sc.start(player=0, turn=3)
        assert "Attach Enriching Energy" in labels(g)
        assert (pick(g, HeuristicAgent()) == ["Attach Enriching Energy"]) is attached


def test_an_evolution_line_is_planned_with_the_own_lists_cards() -> None:
    """Kadabra evolves into Alakazam ex in the card database (Dimensional Hand, two Psychic);
    a list whose Stage 2 is the Alakazam with Powerful Hand (one Psychic) builds toward that."""
    kadabra = cards().get(KADABRA)
    own = list_ids((ABRA, KADABRA, ALAKAZAM, WATER))
    assert wanted_cost(kadabra) == ("Psychic", "Psychic")
    assert wanted_cost(kadabra, own) == ("Psychic",)


def lumiose_board(energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE, energy=energy)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.stadium(LUMIOSE_CITY)
    sc.deck(0, SNOVER, *[WATER] * 20)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    return sc.start(player=0, turn=3)


def test_a_search_that_ends_the_turn_never_comes_before_an_attack() -> None:
    """Lumiose City's search ends the turn: with an attack to make, Kyogre attacks."""
    g = lumiose_board([WATER] * 3)
    assert "Use Lumiose City" in labels(g)
    assert pick(g, HeuristicAgent())[0].startswith("Attack: ")


def test_a_search_that_ends_the_turn_replaces_ending_it() -> None:
    """Nothing to attack with and a thin Bench: the search comes instead of "End your turn"."""
    g = lumiose_board([])
    assert "End your turn" in labels(g)
    assert pick(g, HeuristicAgent()) == ["Use Lumiose City"]


PORYGON = "sv10-153"  # Hacking (C): discard a card from your hand, then the opponent does


def hacking_board(*hand: str, energy: tuple[str, ...] = (WATER,)) -> Game:
    sc = Scenario()
    sc.active(0, PORYGON, energy=list(energy))
    sc.active(1, KYOGRE)
    sc.hand(0, *hand)
    sc.hand(1, SNOVER)
    return sc.start(player=0, turn=3)


def test_an_attack_that_only_discards_a_card_worth_keeping_is_not_used() -> None:
    """Hacking does no damage and costs a card from the hand: with only a Honchkrow there (the
    attacker still to come) it is not worth it, and the turn ends with the card kept."""
    g = hacking_board(HONCHKROW)
    assert "Attack: Hacking (-)" in labels(g)
    assert pick(g, HeuristicAgent()) == ["End your turn"]


def test_the_card_an_attack_discards_from_the_hand_is_the_least_useful_one() -> None:
    """With a spare second Fire Energy in hand Hacking is worth using, and the card it
    discards is that Energy, not the Honchkrow listed first."""
    g = hacking_board(HONCHKROW, FIRE, FIRE)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Attack: Hacking (-)"]
    assert labels(g)[0] == "Team Rocket's Honchkrow"
    assert pick(g, agent) == ["Basic Fire Energy"]
    hand = [c["name"] for c in g.view(0)["players"][0]["hand"]]
    assert "Team Rocket's Honchkrow" in hand


NIGHT_STRETCHER = "me2pt5-196"  # a Pokémon or a Basic Energy card from the discard pile


def test_a_card_back_from_the_discard_is_the_basic_an_evolution_in_hand_waits_for() -> None:
    """Honchkrow is in hand and no Murkrow is in play: Night Stretcher takes back the Murkrow
    (without it the Honchkrow is a dead card), not the second Honchkrow listed first."""
    sc = Scenario()
    sc.active(0, PORYGON, energy=[WATER])
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, NIGHT_STRETCHER, HONCHKROW)
    sc.discard(0, HONCHKROW, MURKROW)
    g = sc.start(player=0, turn=3)
    g.respond([labels(g).index("Play Night Stretcher")])
    assert labels(g)[0] == "Team Rocket's Honchkrow"
    assert pick(g, HeuristicAgent()) == ["Team Rocket's Murkrow"]


IGNITION = "rsv10pt5-86"  # provides Energy for this turn only: discarded at its end


def test_an_energy_for_one_turn_is_not_attached_for_an_attack_that_does_nothing() -> None:
    """Ignition Energy would pay Porygon's Hacking, which is not worth a Honchkrow from the
    hand: the Ignition Energy stays in hand (it would be discarded at the end of the turn)."""
    g = hacking_board(IGNITION, HONCHKROW, energy=())
    assert "Attach Ignition Energy" in labels(g)
    assert pick(g, HeuristicAgent()) == ["End your turn"]


def test_cards_back_from_the_discard_pile_take_energy_when_the_hand_has_none() -> None:
    """No Energy in hand and Fezandipiti ex's Cruel Arrow still lacks three: the Energy comes
    back before a second evolution card, though a Benched Abra waits for Kadabra."""
    sc = Scenario()
    sc.active(0, FEZANDIPITI)
    sc.bench(0, ABRA)
    sc.active(1, KYOGRE)
    sc.hand(0, LANAS_AID)
    sc.discard(0, KADABRA, ALAKAZAM, ABRA, PSYCHIC)
    sc.deck(0, *[WATER] * 20)
    g = sc.start(player=0, turn=3)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Play Lana's Aid"]
    assert g.decision is not None and "Basic Psychic Energy" in labels(g)
    assert "Basic Psychic Energy" in pick(g, agent)


def test_an_active_that_cannot_attack_shuffles_itself_away_for_a_benched_attacker() -> None:
    """Dudunsparce's Land Crush lacks an Energy and its Retreat Cost is three; Run Away Draw
    shuffles it (and its cards, more than the three drawn) into the deck, and the Benched
    Fezandipiti ex, whose Cruel Arrow is paid, comes in. On the Bench it draws only."""
    def board(active: bool) -> Game:
        sc = Scenario()
        if active:
            sc.active(0, DUNSPARCE, DUDUNSPARCE, energy=[PSYCHIC] * 2)
            sc.bench(0, FEZANDIPITI, energy=[PSYCHIC] * 3)
        else:
            sc.active(0, FEZANDIPITI)
            sc.bench(0, DUNSPARCE, DUDUNSPARCE, energy=[PSYCHIC] * 2)
        sc.active(1, KYOGRE)
        sc.hand(0, *[BOSS] * 8)  # a full hand that plays nothing here (no Benched target)
        sc.deck(0, *[WATER] * 12)
        return sc.start(player=0, turn=3)
    g = board(active=True)
    assert "Use Run Away Draw (Dudunsparce (Active))" in labels(g)
    assert pick(g, HeuristicAgent()) == ["Use Run Away Draw (Dudunsparce (Active))"]
    g = board(active=False)
    assert "Use Run Away Draw (Dudunsparce (Bench))" in labels(g)
    assert pick(g, HeuristicAgent()) != ["Use Run Away Draw (Dudunsparce (Bench))"]


# -- Energy as a scarce resource (a list of few Energy cards: Alakazam-Dudunsparce) ----------
GENESECT = "me2-8"  # Basic Grass; its attacks need Grass Energy; Retreat Cost 2
NIGHT_STRETCHER = "me2pt5-196"  # a Pokémon or a Basic Energy card from the discard pile
POFFIN = "me2pt5-184"  # Buddy-Buddy Poffin: up to 2 Basic Pokémon with 70 HP or less
PSYDUCK = "me2pt5-39"  # Ram (CC) 20
AIR_BALLOON = "me2pt5-181"  # the Retreat Cost of its Pokémon is two less
ARTICUNO = "sv10-51"  # Team Rocket's Articuno: Repelling Veil shields Basic Team Rocket's Pokémon


def test_energy_goes_to_no_pokemon_whose_attack_needs_a_type_the_list_lacks() -> None:
    """The list's only Energy is Psychic: Genesect (Grass attacks) never attacks, so the
    Psychic Energy stays in hand for an attacker to come; a Benched Fezandipiti ex gets it."""
    for bench in ((), (FEZANDIPITI,)):
        sc = Scenario()
        sc.active(0, GENESECT)
        for b in bench:
            sc.bench(0, b)
        sc.active(1, KYOGRE)
        sc.hand(0, PSYCHIC)
        sc.deck(0, *[PSYCHIC] * 10)
        g = sc.start(player=0, turn=3)
        agent = HeuristicAgent()
        assert "Attach Basic Psychic Energy" in labels(g)
        if not bench:
            assert pick(g, agent) == ["End your turn"]
            continue
        assert pick(g, agent) == ["Attach Basic Psychic Energy"]
        assert "Genesect (Active)" in labels(g)
        assert pick(g, agent) == ["Fezandipiti ex (Bench)"]


def test_no_retreat_discards_energy_for_a_pokemon_that_still_cannot_attack() -> None:
    """Nobody can attack: Genesect would pay its two Energy to make way for a Fezandipiti
    ex that still lacks three, so it stays; for a Dunsparce one Energy from Gnaw, or with
    an Air Balloon that makes the retreat free, it goes."""
    for benched, tools, retreats in ((FEZANDIPITI, [], False), (DUNSPARCE, [], True),
                                     (FEZANDIPITI, [AIR_BALLOON], True)):
        sc = Scenario()
        sc.active(0, GENESECT, energy=[PSYCHIC] * 2, tools=tools)
        sc.bench(0, benched)
        sc.active(1, KYOGRE)
        sc.deck(0, *[PSYCHIC] * 10)
        g = sc.start(player=0, turn=3)
        assert "Retreat Genesect" in labels(g)
        assert (pick(g, HeuristicAgent()) == ["Retreat Genesect"]) is retreats


def test_an_energy_card_comes_back_from_the_discard_pile_before_a_search() -> None:
    """No Energy in hand and Alakazam's Powerful Hand lacks its Psychic: Night Stretcher
    takes the discarded Psychic Energy back before Buddy-Buddy Poffin fills the Bench;
    with no Energy in the discard pile the Poffin comes first."""
    for discard, first in (((PSYCHIC,), "Play Night Stretcher"), ((), "Play Buddy-Buddy Poffin")):
        sc = Scenario()
        sc.active(0, ABRA, KADABRA, ALAKAZAM)
        sc.active(1, KYOGRE)
        sc.hand(0, NIGHT_STRETCHER, POFFIN)
        sc.discard(0, *discard)
        sc.deck(0, *[ABRA] * 20)
        g = sc.start(player=0, turn=3)
        assert pick(g, HeuristicAgent()) == [first]


def test_no_draw_while_the_deck_holds_nothing_that_gets_an_attack_going() -> None:
    """Alakazam lacks its Psychic and no Energy card is left to find: a draw only brings the
    deck-out nearer. An Energy left in the deck (or a Night Stretcher for the one in the
    discard pile) makes a draw worth it again."""
    for deck, wants in (((BOSS,) * 10, False), ((BOSS,) * 9 + (PSYCHIC,), True),
                        ((BOSS,) * 9 + (NIGHT_STRETCHER,), True)):
        sc = Scenario()
        sc.active(0, ABRA, KADABRA, ALAKAZAM)
        sc.active(1, KYOGRE)
        sc.hand(0, BOSS, BOSS)
        sc.discard(0, PSYCHIC)
        sc.deck(0, *deck)
        sc.prizes(0, *[BOSS] * 6)
        g = sc.start(player=0, turn=3)
        assert Board(g.view(0)).wants_cards() is wants


def test_energy_goes_to_no_attack_that_lacks_more_than_the_deck_still_holds() -> None:
    """Dudunsparce's Land Crush lacks three Energy: with one Energy card left in the list
    (the one in hand) it never attacks, and the Energy goes to the Benched Alakazam; with
    more to find in the deck the Active gets it first."""
    for in_deck, target in ((0, "Alakazam (Bench)"), (4, "Dudunsparce (Active)")):
        sc = Scenario()
        sc.active(0, DUNSPARCE, DUDUNSPARCE)
        sc.bench(0, ABRA, KADABRA, ALAKAZAM)
        sc.active(1, KYOGRE)
        sc.hand(0, PSYCHIC)
        sc.deck(0, *[BOSS] * 10, *[PSYCHIC] * in_deck)
        sc.prizes(0, *[BOSS] * 6)
        g = sc.start(player=0, turn=3)
        agent = HeuristicAgent()
        assert pick(g, agent) == ["Attach Basic Psychic Energy"]
        assert pick(g, agent) == [target]


def test_the_energy_goes_to_a_benched_attacker_that_then_comes_in() -> None:
    """The Energy would let Psyduck Ram for 20; on the Benched Alakazam it lets Powerful Hand
    Knock Out the Kyogre: the Energy goes to Alakazam, Psyduck retreats (paying its one
    Energy), and Alakazam attacks."""
    sc = Scenario()
    sc.active(0, PSYDUCK, energy=[WATER])
    sc.bench(0, ABRA, KADABRA, ALAKAZAM)
    sc.active(1, KYOGRE)
    sc.hand(0, PSYCHIC, *[BOSS] * 8)
    sc.deck(0, *[BOSS] * 20)
    g = sc.start(player=0, turn=3)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Attach Basic Psychic Energy"]
    assert pick(g, agent) == ["Alakazam (Bench)"]
    assert pick(g, agent) == ["Retreat Psyduck"]
    while g.decision is not None and g.decision.kind != "main":
        pick(g, agent)  # which Energy pays the retreat, which Pokémon comes in
    assert pick(g, agent) == ["Attack: Powerful Hand (-)"]


def test_energy_goes_to_the_attacker_whose_damage_gets_through() -> None:
    """Team Rocket's Articuno's Repelling Veil keeps Powerful Hand's damage counters off the
    opponent's Basic Team Rocket's Pokémon: with it in play the Energy goes to the Benched
    Dudunsparce, whose Land Crush does damage, not to the Benched Alakazam; without it, to
    Alakazam."""
    for veil, target in ((True, "Dudunsparce (Bench)"), (False, "Alakazam (Bench)")):
        sc = Scenario()
        sc.active(0, GENESECT)
        sc.bench(0, ABRA, KADABRA, ALAKAZAM)
        sc.bench(0, DUNSPARCE, DUDUNSPARCE, energy=[PSYCHIC])
        sc.active(1, MURKROW, HONCHKROW)
        sc.bench(1, MURKROW)
        sc.bench(1, PORYGON)
        if veil:
            sc.bench(1, ARTICUNO)
        sc.hand(0, PSYCHIC)
        sc.deck(0, *[PSYCHIC] * 5, *[BOSS] * 10)
        g = sc.start(player=0, turn=3)
        agent = HeuristicAgent()
        assert pick(g, agent) == ["Attach Basic Psychic Energy"]
        assert pick(g, agent) == [target]


SEAKING = "sv8pt5-21"  # Stage 1, Festival Lead; Rapid Draw (C): draw 2 cards
GOLDEEN = "sv6-44"  # Basic, Festival Lead
GROOKEY, THWACKEY = "sv6-14", "sv6-15"  # Boom Boom Groove: search the deck for any card
ULTRA_BALL = "me1-131"


def test_a_search_for_any_card_fetches_the_energy_the_stuck_active_lacks() -> None:
    """Seaking, Active without Energy, can neither attack nor retreat, and the hand holds no
    Energy: on a ten-card deck Boom Boom Groove (any card from the deck) is still used, for
    the one Energy card there rather than an Ultra Ball, and Seaking attacks with it. (Left
    unused, the game stalls until a deck runs out.)"""
    sc = Scenario()
    sc.active(0, GOLDEEN, SEAKING)
    sc.bench(0, GROOKEY, THWACKEY)
    sc.active(1, KYOGRE)
    sc.deck(0, ULTRA_BALL, BOSS, MIST, *[BOSS] * 7)
    g = sc.start(player=0, turn=3)
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Use Boom Boom Groove (Thwackey (Bench))"]
    assert pick(g, agent) == ["Mist Energy"]
    assert pick(g, agent) == ["Attach Mist Energy"]
    assert pick(g, agent) == ["Seaking (Active)"]
    assert pick(g, agent)[0].startswith("Attack: Rapid Draw")
