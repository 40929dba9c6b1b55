"""The Pokémon heuristic counts its deck against what its attack takes from it, attacks when the
attack is what ends the game, and reads what a special Energy provides from its text."""

from __future__ import annotations

from tcgsim.agents import HeuristicAgent
from tcgsim.agents.pokemon.board import Board
from tcgsim.agents.pokemon.provides import for_a_turn, types_of, units
from tcgsim.pokemon import new_game
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.rules.energy import EVERY_TYPE, covers
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import agent_picks, option_labels

KYOGRE = "me1-34"  # Basic, 150 HP; Swirling Waves 130 for WWC
GOLDEEN = "sv8pt5-20"
SEAKING = "sv8pt5-21"  # Stage 1; Rapid Draw [C] 60: "Draw 2 cards."
WATER = "sve-3"
DUNSPARCE = "sv5-128"
DUDUNSPARCE = "sv5-129"  # Ability Run Away Draw: "you may draw 3 cards", then back to the deck
PRISM = "me2pt5-216"  # every type on a Basic Pokémon, else Colorless
ROCKET = "sv10-182"  # Team Rocket's Energy: 2 in any combination of Psychic and Darkness
IGNITION = "me2-124"  # [C][C][C] on an Evolution Pokémon; discarded at the end of the turn
DOUBLE_TURBO = "swsh9-151"  # provides [C][C]
GROOKEY = "sv6-14"
THWACKEY = "sv6-15"


labels = option_labels


def pick(g: Game) -> list[str]:
    """The labels a fresh heuristic chooses, the game left where it was."""
    return agent_picks(g, HeuristicAgent(), play=False)


def seaking_board(deck: int, attacker: str = SEAKING, damage: int = 0) -> Game:
    """Player 0's Active can attack for [C] (Seaking's Rapid Draw draws 2 cards; Kyogre's
    Swirling Waves draws none); a Dudunsparce on the Bench offers "you may draw 3"; ``deck``
    cards in the deck, six Prizes each; the opposing Kyogre has ``damage`` on it."""
    sc = Scenario()
    if attacker == SEAKING:
        sc.active(0, GOLDEEN, SEAKING, energy=[WATER])
    else:
        sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.bench(0, DUNSPARCE, DUDUNSPARCE)
    sc.active(1, KYOGRE, damage=damage)
    sc.deck(0, *[WATER] * deck)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    return sc.start(player=0, turn=3)


def test_an_attack_that_draws_is_used_on_a_deck_short_of_the_whole_game() -> None:
    """Eight cards are fewer than the turns six Prizes each may take, but passing loses to the
    deck all the same: the attack that takes Prizes is what ends the game first."""
    g = seaking_board(deck=8)
    assert "Attack: Rapid Draw (60)" in labels(g)
    assert pick(g) == ["Attack: Rapid Draw (60)"]


def test_an_attack_that_draws_is_not_used_when_it_would_empty_the_deck() -> None:
    g = seaking_board(deck=3)
    assert "Attack: Rapid Draw (60)" in labels(g)
    assert pick(g) != ["Attack: Rapid Draw (60)"]


def test_an_attack_that_draws_is_used_on_an_empty_deck() -> None:
    """With no card left the next turn's draw loses the game whatever this turn does: the
    attack's draws cost nothing, and only its damage can still win (passing cannot)."""
    g = seaking_board(deck=0)
    assert "Attack: Rapid Draw (60)" in labels(g)
    assert pick(g) == ["Attack: Rapid Draw (60)"]


def test_an_attack_that_draws_takes_a_sure_knock_out_while_a_card_is_left_to_draw() -> None:
    """Three cards: Rapid Draw's two draws leave one for the next turn, and it Knocks Out the
    opposing Active (10 HP left); passing instead keeps the deck only to lose to it later.
    With two cards the draws would empty the deck before the next turn: no attack."""
    g = seaking_board(deck=3, damage=140)
    assert "Attack: Rapid Draw (60)" in labels(g)
    assert pick(g) == ["Attack: Rapid Draw (60)"]
    g = seaking_board(deck=2, damage=140)
    assert "Attack: Rapid Draw (60)" in labels(g)
    assert pick(g) != ["Attack: Rapid Draw (60)"]


def test_the_deck_keeps_the_cards_the_active_attack_draws_every_turn() -> None:
    """With 25 cards the deck can spare three for an optional draw while the attacker draws
    none a turn; not while the attacker draws two each turn (Seaking)."""
    kyogre, seaking = seaking_board(25, KYOGRE), seaking_board(25)
    assert Board(seaking.view(0)).upkeep == 2 and Board(kyogre.view(0)).upkeep == 0
    assert Board(seaking.view(0)).deck_room() < 3 <= Board(kyogre.view(0)).deck_room()
    assert "Use Run Away Draw (Dudunsparce (Bench))" in labels(kyogre)
    assert pick(kyogre) == ["Use Run Away Draw (Dudunsparce (Bench))"]
    assert "Use Run Away Draw (Dudunsparce (Bench))" in labels(seaking)
    assert pick(seaking) != ["Use Run Away Draw (Dudunsparce (Bench))"]


def test_special_energy_units_are_read_from_the_text() -> None:
    """Team Rocket's Energy pays Psychic or Darkness twice; Prism Energy every type on a Basic
    Pokémon only; Ignition Energy three units on an Evolution Pokémon, for one turn; Double
    Turbo Energy two Colorless."""
    db = cards()
    grookey, thwackey = db.get(GROOKEY), db.get(THWACKEY)
    rocket, prism = db.get(ROCKET), db.get(PRISM)
    ignition, turbo = db.get(IGNITION), db.get(DOUBLE_TURBO)
    assert covers(("Darkness", "Psychic"), units(rocket, thwackey))
    assert not covers(("Darkness", "Psychic", "Colorless"), units(rocket, thwackey))
    assert units(prism, grookey) == (EVERY_TYPE,)
    assert units(prism, thwackey) == ("Colorless",)
    assert covers(("Grass",), units(prism, grookey))
    assert units(ignition, thwackey) == ("Colorless",) * 3
    assert units(ignition, grookey) == ("Colorless",)
    assert units(turbo, None) == ("Colorless", "Colorless")
    assert {"Grass", "Fire"} <= types_of(prism) and types_of(rocket) == {"Psychic", "Darkness"}
    assert for_a_turn(ignition) and not for_a_turn(prism)


def ignition_board(active: tuple[str, str]) -> Game:
    sc = Scenario()
    sc.active(0, *active)
    sc.bench(0, GOLDEEN, SEAKING)
    sc.active(1, KYOGRE)
    sc.hand(0, IGNITION)
    sc.deck(0, *[WATER] * 20)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    return sc.start(player=0, turn=3)


def test_energy_discarded_at_the_end_of_the_turn_goes_to_the_active_attack_only() -> None:
    """Ignition Energy lets the Active Seaking attack now: it goes onto the Active, not the
    Benched one; where the Active cannot attack with it (Thwackey's [G][G]), it is kept."""
    g = ignition_board((GOLDEEN, SEAKING))
    agent = HeuristicAgent()
    assert play(g, agent) == ["Attach Ignition Energy"]
    assert "Seaking (Bench)" in labels(g)
    assert play(g, agent) == ["Seaking (Active)"]
    g = ignition_board((GROOKEY, THWACKEY))
    assert "Attach Ignition Energy" in labels(g)
    assert pick(g) != ["Attach Ignition Energy"]


def play(g: Game, agent: HeuristicAgent) -> list[str]:
    d = g.decision
    assert d is not None
    answer = agent.act(g.view(d.player), d)
    g.respond(answer)
    return [d.options[i].label for i in answer]


ABRA, KADABRA, ALAKAZAM = "me1-54", "me1-55", "me1-56"  # Powerful Hand: 2 counters a card in hand
PSYCHIC = "mee-5"
SHUPPET, BANETTE = "me5-33", "me5-34"  # Hide 'n' Sneak: no effects of attacks on it
MIST = "sv5-161"  # the Pokémon it is attached to: no effects of the opponent's attacks
ARTICUNO = "sv10-51"  # Repelling Veil: no effects of attacks on the Basic Team Rocket's Pokémon
MURKROW = "sv10-127"  # a Basic Team Rocket's Pokémon


def test_damage_counters_do_nothing_to_a_pokemon_that_prevents_attack_effects() -> None:
    """Powerful Hand's counters are an effect of the attack: none on a Banette (its Ability),
    on a Kyogre with Mist Energy attached, or on a Team Rocket's Murkrow with Team Rocket's
    Articuno on its Bench; 160 on a bare Kyogre, and on a Kyogre beside that Articuno."""
    alakazam = cards().get(ALAKAZAM)
    for defender, energy, bench, expected in (
            ((SHUPPET, BANETTE), [], (), 0.0), ((KYOGRE,), [MIST], (), 0.0),
            ((MURKROW,), [], (ARTICUNO,), 0.0), ((KYOGRE,), [], (), 160.0),
            ((KYOGRE,), [], (ARTICUNO,), 160.0)):
        sc = Scenario()
        sc.active(0, ABRA, KADABRA, ALAKAZAM, energy=[PSYCHIC])
        sc.active(1, *defender, energy=energy)
        for b in bench:
            sc.bench(1, b)
        sc.hand(0, *[WATER] * 8)
        sc.prizes(0, n=6)
        sc.prizes(1, n=6)
        board = Board(sc.start(player=0, turn=5).view(0))
        assert board.estimate(alakazam, alakazam.attacks[0], board.opp_active,
                              board.my_active) == expected


ZOROARK = "me2pt5-286"  # N's Zoroark ex: Night Joker uses an attack of a Benched N's Pokémon
ZORUA = "me2pt5-136"  # N's Zorua
RESHIRAM = "me2pt5-154"  # N's Reshiram: Virtuous Flame 170


def test_an_attack_that_copies_a_benched_pokemons_attack_is_worth_the_best_of_them() -> None:
    """Night Joker prints no damage: with N's Reshiram on the Bench it is Virtuous Flame (170);
    with no N's Pokémon there it does nothing."""
    zoroark = cards().get(ZOROARK)
    for bench, expected in (((RESHIRAM,), 170.0), ((KYOGRE,), 0.0)):
        sc = Scenario()
        sc.active(0, ZORUA, ZOROARK)
        for b in bench:
            sc.bench(0, b)
        sc.active(1, KYOGRE)
        sc.prizes(0, n=6)
        sc.prizes(1, n=6)
        board = Board(sc.start(player=0, turn=5).view(0))
        assert board.estimate(zoroark, zoroark.attacks[0], board.opp_active,
                              board.my_active) == expected


def _psychic_draw_answer(hand: int) -> str:
    """Player 0 evolves a Benched Abra into Kadabra, whose Psychic Draw then asks "you may
    draw 2"; no own attack hurts the opposing Banette (Hide 'n' Sneak), so nothing attacks;
    ``hand`` Water Energy in hand besides the Kadabra, 30 cards in the deck, a Kyogre among
    them (its damage would get through: a draw can change the game)."""
    sc = Scenario()
    sc.active(0, ABRA, KADABRA, ALAKAZAM, energy=[PSYCHIC])
    sc.bench(0, ABRA)
    sc.hand(0, KADABRA, *[WATER] * hand)
    sc.active(1, SHUPPET, BANETTE)
    sc.deck(0, KYOGRE, *[WATER] * 29)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    g = sc.start(player=0, turn=5)
    g.respond([labels(g).index("Evolve into Kadabra")])
    while g.decision is not None and g.decision.kind != "may":
        g.respond(HeuristicAgent().act(g.view(0), g.decision))
    assert g.decision is not None and g.decision.prompt == "Use Psychic Draw (Kadabra (Bench))?"
    return pick(g)[0]


def test_a_draw_that_triggers_is_declined_when_the_hand_is_large_and_nothing_can_attack() -> None:
    """A small hand that gets no attack going draws (the cards it needs are not there); a
    hand of more than ten that gets none going is short of a way to hurt the opposing
    Active, not of cards: each card drawn is a turn less before the deck runs out."""
    assert _psychic_draw_answer(hand=4) == "Use it"
    assert _psychic_draw_answer(hand=12) == "Don't"


DARUMAKA, DARMANITAN = "sv9-26", "sv9-27"  # Back Draft 30× (Basic Energy in the opposing
# discard pile), Flamebody Cannon 90
DARKNESS = "sve-7"


def test_the_attack_a_copying_attack_uses_is_the_one_that_does_most() -> None:
    """Night Joker with N's Darmanitan on the Bench: Flamebody Cannon's 90, not Back Draft,
    which does nothing while the opposing discard pile holds no Basic Energy (the first one
    offered)."""
    sc = Scenario()
    sc.active(0, ZORUA, ZOROARK, energy=[DARKNESS] * 3)
    sc.bench(0, DARUMAKA, DARMANITAN)
    sc.active(1, KYOGRE)
    sc.deck(0, *[WATER] * 20)
    sc.prizes(0, n=6)
    sc.prizes(1, n=6)
    g = sc.start(player=0, turn=5)
    g.respond([next(i for i, label in enumerate(labels(g)) if label.startswith("Attack: Night"))])
    assert g.decision is not None and g.decision.kind == "copy_attack"
    assert labels(g)[0].startswith("Back Draft")
    assert pick(g) == ["Flamebody Cannon (90)"]


def test_energy_still_to_find_is_read_while_the_opponent_s_pokemon_are_face_down() -> None:
    """During setup the opponent's Active and Bench are face down in a view (no Energy shown):
    the own Energy cards still to find are all those of the list not in hand."""
    g = new_game(bundled_deck("bench-abomasnow"), bundled_deck("bench-abomasnow"), seed=3)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        opp = view["players"][1 - d.player]
        if opp["active"] is not None and opp["active"].get("facedown"):
            break
        g.respond(agents[d.player].act(view, d))
    else:
        raise AssertionError("no decision with a face-down opposing Active")
    board = Board(view)
    unseen = board.energy_unseen
    assert unseen is not None
    db = cards()
    energy_in_list = [cid for cid in view["players"][d.player]["deck_list"]
                      if db.get(cid).is_energy]
    energy_in_hand = [c for c in view["players"][d.player]["hand"]
                      if db.get(c["card"]).is_energy]
    assert len(unseen) == len(energy_in_list) - len(energy_in_hand) > 0


JELLICENT = "swsh5-42"  # Sediment Sink [W][W] 10×: "10 damage for each Water Energy card in your
# discard pile"
FIRE = "sve-2"


def test_a_count_of_energy_in_the_discard_pile_counts_that_energy_only() -> None:
    """Sediment Sink counts the Water Energy cards of the discard pile, not its other cards."""
    sc = Scenario()
    sc.active(0, JELLICENT, energy=[WATER, WATER])
    sc.active(1, KYOGRE)
    sc.discard(0, WATER, WATER, WATER, FIRE, GROOKEY, GROOKEY)
    board = Board(sc.start(player=0, turn=3).view(0))
    slot = board.my_active
    assert slot is not None
    d = board.top(slot)
    assert d is not None and d.attacks[0].name == "Sediment Sink"
    assert board.estimate(d, d.attacks[0], board.opp_active, slot) == 30.0
