"""Supporter cards of the tournament deck lists, each played as printed (PTCG:I-B-03)."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario

KYOGRE = "me1-34"  # Basic Water, 150 HP
SNOVER = "me1-35"  # Basic Water, 90 HP
SNOVER_ABOMASNOW = ("me1-35", "me1-36")  # Mega Abomasnow ex (Mega Evolution ex) on Snover
ABOMASNOW = "me1-36"
PAWMI = "me2-32"  # Basic Lightning, 60 HP
RALTS, KIRLIA = "sv1-84", "sv1-85"
GRASS, FIRE, WATER, LIGHTNING = "sve-1", "sve-2", "sve-3", "sve-4"
JET = "sv2-190"
POWERGLASS = "sv6pt5-63"
SURFING_BEACH = "me1-129"
ULTRA_BALL, MEGA_SIGNAL = "me1-131", "me1-121"
PETREL = "sv10-176"

ARVEN = "sv3-186"
BIANCA = "sv5-142"
BOSS = "swsh9-132"
BOSS_GHETSIS = "sv2-172"
CIPHERMANIAC = "sv5-145"
COLRESS_EXPERIMENT = "swsh12pt5gg-GG59"
COLRESS_TENACITY = "sv6pt5-57"
CRISPIN = "sv7-133"
ERI = "sv5-146"
HILDA = "rsv10pt5-84"
IONO = "sv4pt5-80"
IRIDA = "swsh10-147"
JUDGE = "me3-76"
CENTER_LADY = "me1-123"
TURO = "sv4-171"
ROXANNE = "swsh10-150"
WALLY = "me1-132"
XEROSIC = "sv6pt5-64"
LILLIE = "me1-119"


def board(hand: tuple[str, ...] = (), deck: tuple[str, ...] | None = None, **kw) -> Scenario:
    """Kyogre against Kyogre, ``hand`` in player 0's hand."""
    sc = Scenario()
    sc.active(0, KYOGRE, **kw)
    sc.hand(0, *hand)
    if deck is not None:
        sc.deck(0, *deck)
    sc.active(1, KYOGRE)
    return sc


def names(g: Game, cs: list[int]) -> list[str]:
    return [g.name(c) for c in cs]


# -- searching the deck -----------------------------------------------------------------------
def test_arven_finds_an_item_and_a_tool(t):
    """PTCG:I-H: Arven searches for an Item card and a Pokémon Tool card, revealed."""
    g = board((ARVEN,), (ULTRA_BALL, POWERGLASS, PETREL)).start(0, 3)
    t.do(g, "trainer", "Arven")
    assert t.option_names(g) == ["Ultra Ball"]
    t.pick(g, "Ultra Ball")
    assert t.option_names(g) == ["Powerglass"]
    t.pick(g, "Powerglass")
    assert t.zone(g, 0, "hand") == ["Powerglass", "Ultra Ball"]
    assert t.zone(g, 0, "discard") == ["Arven"]


def test_colress_tenacity_finds_a_stadium_and_an_energy(t):
    """PTCG:I-H: Colress's Tenacity: a Stadium card and an Energy card (Special Energy too)."""
    g = board((COLRESS_TENACITY,), (SURFING_BEACH, JET, ULTRA_BALL)).start(0, 3)
    t.do(g, "trainer", "Colress's Tenacity")
    t.pick(g, "Surfing Beach")
    assert t.option_names(g) == ["Jet Energy"]
    t.pick(g, "Jet Energy")
    assert t.zone(g, 0, "hand") == ["Jet Energy", "Surfing Beach"]


def test_hilda_finds_an_evolution_pokemon_and_an_energy(t):
    """PTCG:I-H: Hilda: an Evolution Pokémon (not a Basic one) and an Energy card."""
    g = board((HILDA,), (RALTS, KIRLIA, FIRE)).start(0, 3)
    t.do(g, "trainer", "Hilda")
    assert t.option_names(g) == ["Kirlia"]
    t.pick(g, "Kirlia")
    t.pick(g, "Fire")
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy", "Kirlia"]


def test_irida_finds_a_water_pokemon_and_an_item(t):
    """PTCG:I-H: Irida: a Water Pokémon and an Item card; fewer may be found (hidden deck)."""
    g = board((IRIDA,), (SNOVER, PAWMI, ULTRA_BALL)).start(0, 3)
    t.do(g, "trainer", "Irida")
    assert t.option_names(g) == ["Snover"]
    g.respond([])  # the player may find nothing in a hidden deck
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "hand") == ["Ultra Ball"]


def test_ciphermaniac_puts_two_cards_on_top_in_chosen_order(t):
    """PTCG:I-H: Ciphermaniac's Codebreaking: 2 cards (any cards: exactly 2), the deck is
    shuffled, then those 2 go on top in the order chosen."""
    g = board((CIPHERMANIAC,), (WATER, WATER, ULTRA_BALL, PETREL, FIRE)).start(0, 3)
    t.do(g, "trainer", "Ciphermaniac's Codebreaking")
    assert (g.decision.min, g.decision.max) == (2, 2)
    t.pick(g, "Ultra Ball", "Petrel")
    assert t.last(g, "shuffle")["player"] == 0
    t.pick(g, "Petrel")  # the first on top
    assert names(g, g.pl(0)["deck"][:2]) == ["Team Rocket's Petrel", "Ultra Ball"]
    assert len(g.pl(0)["deck"]) == 5


def test_crispin_one_energy_to_hand_the_other_attached(t):
    """PTCG:II-C-09: Crispin: up to 2 Basic Energy of different types; 1 into the hand, the
    other attached to 1 of your Pokémon (not the once-per-turn attachment)."""
    sc = board((CRISPIN,), (FIRE, FIRE, LIGHTNING))
    sc.bench(0, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Crispin")
    t.pick(g, "Fire")
    assert t.option_names(g) == ["Basic Lightning Energy"]  # a second Fire is not offered
    t.pick(g, "Lightning")
    t.pick(g, "Fire")  # into the hand
    t.pick(g, "Pawmi")  # the Lightning goes onto Pawmi
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy"]
    assert names(g, g.pl(0)["bench"][0]["energy"]) == ["Basic Lightning Energy"]
    assert t.zone(g, 0, "deck") == ["Basic Fire Energy"]
    assert not g.s["tf"].get("energy")


def test_colress_experiment_three_to_hand_rest_to_the_lost_zone(t):
    """PTCG:II-C-20: Colress's Experiment: of the top 5, exactly 3 into the hand, the other 2 in
    the Lost Zone; the 6th card stays on top of the deck."""
    g = board((COLRESS_EXPERIMENT,), (WATER, FIRE, GRASS, ULTRA_BALL, PETREL, LIGHTNING)).start(0, 3)
    t.do(g, "trainer", "Colress's Experiment")
    assert (g.decision.min, g.decision.max) == (3, 3)
    t.pick(g, "Ultra Ball", "Petrel", "Fire")
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy", "Team Rocket's Petrel", "Ultra Ball"]
    assert t.zone(g, 0, "lost") == ["Basic Grass Energy", "Basic Water Energy"]
    assert names(g, g.pl(0)["deck"]) == ["Basic Lightning Energy"]


# -- switching and healing ---------------------------------------------------------------------
def test_boss_orders_you_choose_the_opponents_new_active(t):
    """PTCG:II-C-05: Boss's Orders (both wordings share one card): the player who plays it
    chooses which of the opponent's Benched Pokémon is switched in; without one, unplayable."""
    for card in (BOSS, BOSS_GHETSIS):
        sc = board((card,))
        g = sc.start(0, 3)
        assert not t.offered(g, "trainer", "Boss's Orders")
        sc.bench(1, PAWMI)
        sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        t.do(g, "trainer")
        assert g.decision.player == 0
        t.pick(g, "Snover")
        assert g.top(g.pl(1)["active"]).name == "Snover"
        assert "Kyogre" in [g.top(b).name for b in g.pl(1)["bench"]]


def test_bianca_heals_all_from_a_pokemon_with_30_hp_or_less(t):
    """PTCG:II-C-06: Bianca's Devotion heals all damage from a Pokémon with 30 HP or less left;
    without such a Pokémon it cannot be played."""
    sc = board((BIANCA,), damage=110)  # 40 HP left
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer", "Bianca's Devotion")
    sc = board((BIANCA,), damage=110)
    sc.bench(0, PAWMI, damage=30)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Bianca's Devotion")
    assert g.pl(0)["bench"][0]["dmg"] == 0
    assert g.pl(0)["active"]["dmg"] == 110


def test_pokemon_center_lady_heals_60_and_cures(t):
    """PTCG:II-C-06: Pokémon Center Lady heals 60 from 1 of your Pokémon and it recovers from
    all Special Conditions; a Pokémon only Poisoned (no damage) may be chosen too."""
    sc = board((CENTER_LADY,), damage=100, conditions=["poisoned", "asleep"])
    sc.bench(0, PAWMI, damage=10)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Pokémon Center Lady")
    t.pick(g, "Kyogre")
    a = g.pl(0)["active"]
    assert a["dmg"] == 40 and a["sp"] is None and a["psn"] == 0
    assert g.pl(0)["bench"][0]["dmg"] == 10
    g = board((CENTER_LADY,)).start(0, 3)
    assert not t.offered(g, "trainer", "Pokémon Center Lady")


def test_wally_heals_a_mega_evolution_ex_and_returns_its_energy(t):
    """PTCG:II-C-06: Wally's Compassion heals all damage from a Mega Evolution Pokémon ex and,
    as damage was healed, puts all its Energy into the hand."""
    sc = Scenario()
    sc.active(0, *SNOVER_ABOMASNOW, damage=200, energy=[WATER, WATER])
    sc.bench(0, KYOGRE, damage=50)
    sc.hand(0, WALLY)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Wally's Compassion")
    a = g.pl(0)["active"]
    assert a["dmg"] == 0 and a["energy"] == []
    assert t.zone(g, 0, "hand") == ["Basic Water Energy", "Basic Water Energy"]
    assert g.pl(0)["bench"][0]["dmg"] == 50


def test_professor_turos_scenario_returns_the_active_and_discards_attachments(t):
    """PTCG:II-C-02: Professor Turo's Scenario: the Pokémon's cards go to the hand, attached
    cards to the discard pile, its damage is gone; a Benched Pokémon becomes Active."""
    sc = Scenario()
    sc.active(0, *SNOVER_ABOMASNOW, damage=200, energy=[WATER], tools=[POWERGLASS])
    sc.bench(0, KYOGRE)
    sc.bench(0, PAWMI)
    sc.hand(0, TURO)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Professor Turo's Scenario")
    t.pick(g, "Mega Abomasnow ex")
    t.pick(g, "Pawmi")
    assert t.zone(g, 0, "hand") == ["Mega Abomasnow ex", "Snover"]
    assert t.zone(g, 0, "discard") == ["Basic Water Energy", "Powerglass", "Professor Turo's Scenario"]
    assert g.top(g.pl(0)["active"]).name == "Pawmi"
    t.check_cards(g)


# -- hands -------------------------------------------------------------------------------------
def test_iono_hands_to_the_bottom_then_draw_per_prize(t):
    """PTCG:II-E-19: Iono: each hand goes to the bottom of its deck; then each player draws a
    card for each of their remaining Prize cards."""
    sc = board((IONO, ULTRA_BALL), (FIRE, FIRE, FIRE, FIRE))
    sc.prizes(0, n=4)
    sc.hand(1, PETREL)
    sc.deck(1, GRASS, GRASS)
    sc.prizes(1, n=2)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Iono")
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy"] * 4
    assert names(g, g.pl(0)["deck"]) == ["Ultra Ball"]
    assert t.zone(g, 1, "hand") == ["Basic Grass Energy"] * 2
    assert names(g, g.pl(1)["deck"]) == ["Team Rocket's Petrel"]


def test_iono_unplayable_when_no_hand_would_move(t):
    """PTCG:II-E-19 (FAQ: Marnie): with an empty opponent's hand and this card your only card,
    "each player shuffles their hand …" could do nothing, so the Supporter can't be played;
    with any other card in either hand, it can."""
    g = board((IONO,)).start(0, 3)
    assert not t.offered(g, "trainer", "Iono")
    sc = board((IONO,))
    sc.hand(1, PETREL)
    assert t.offered(sc.start(0, 3), "trainer", "Iono")


def test_judge_each_player_shuffles_and_draws_4(t):
    """PTCG:II-E-36: Judge: each player shuffles their hand into their deck and draws 4."""
    sc = board((JUDGE, ULTRA_BALL, ULTRA_BALL))
    sc.hand(1, PETREL)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Judge")
    assert len(g.pl(0)["hand"]) == 4 and len(g.pl(1)["hand"]) == 4
    assert len(g.pl(0)["deck"]) == 10 + 2 - 4
    assert [e["player"] for e in t.events(g, "shuffle")] == [0, 1]


def test_judge_with_no_other_card_in_either_hand_still_shuffles_and_draws(t):
    """PTCG:II-E-36 (FAQ: Shauna): shuffling a hand into the deck is done even with no card in
    it, the deck is shuffled; so Judge as the only card, the opponent's hand empty, can be
    played and both players draw 4 ("Then", PTCG:II-E-19, follows what was done)."""
    g = board((JUDGE,)).start(0, 3)
    t.do(g, "trainer", "Judge")
    assert len(g.pl(0)["hand"]) == 4 and len(g.pl(1)["hand"]) == 4
    assert [e["player"] for e in t.events(g, "shuffle")] == [0, 1]


def test_a_hand_shuffled_into_an_empty_deck_is_nothing_to_do(t):
    """PTCG:II-E-36, PTCG:I-B-01: Lillie's Determination as the only card with an empty deck
    would shuffle and draw nothing, so it can't be played; with a deck it can (FAQ: Shauna)."""
    sc = board((LILLIE,), deck=())
    assert not t.offered(sc.start(0, 3), "trainer", "Lillie's Determination")
    sc = board((LILLIE,), deck=(FIRE,) * 10)
    sc.prizes(0, n=4)  # with 6 Prize cards left it would draw 8
    g = sc.start(0, 3)
    t.do(g, "trainer", "Lillie's Determination")
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy"] * 6


def test_roxanne_needs_three_or_fewer_opponent_prizes(t):
    """PTCG:II-E-19: Roxanne (opponent with 3 or fewer Prize cards): hands shuffled in, then you
    draw 6 and the opponent draws 2."""
    def game(opponent_prizes: int) -> Game:
        sc = board((ROXANNE, ULTRA_BALL))
        sc.hand(1, PETREL, PETREL, PETREL)
        sc.prizes(1, n=opponent_prizes)
        return sc.start(0, 3)

    assert not t.offered(game(4), "trainer", "Roxanne")
    g = game(3)
    t.do(g, "trainer", "Roxanne")
    assert len(g.pl(0)["hand"]) == 6 and len(g.pl(1)["hand"]) == 2


def test_eri_reveals_the_hand_and_discards_up_to_two_items(t):
    """PTCG:II-C-01: Eri: the opponent's hand is revealed; you discard up to 2 Item cards."""
    sc = board((ERI,))
    sc.hand(1, ULTRA_BALL, MEGA_SIGNAL, ULTRA_BALL, PETREL)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Eri")
    assert len(t.last(g, "reveal_hand")["cards"]) == 4
    assert t.option_names(g) == ["Mega Signal", "Ultra Ball", "Ultra Ball"]
    t.pick(g, "Mega Signal", "Ultra Ball")
    assert t.zone(g, 1, "discard") == ["Mega Signal", "Ultra Ball"]
    assert t.zone(g, 1, "hand") == ["Team Rocket's Petrel", "Ultra Ball"]


def test_xerosic_opponent_discards_down_to_three(t):
    """PTCG:II-C-01: Xerosic's Machinations: the opponent chooses cards to discard until 3 are
    left; with 3 or fewer in their hand it cannot be played."""
    sc = board((XEROSIC,))
    sc.hand(1, ULTRA_BALL, MEGA_SIGNAL, PETREL)
    assert not t.offered(sc.start(0, 3), "trainer", "Xerosic's Machinations")
    sc.hand(1, FIRE, GRASS)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Xerosic's Machinations")
    assert g.decision.player == 1 and (g.decision.min, g.decision.max) == (2, 2)
    t.pick(g, "Fire", "Grass")
    assert len(g.pl(1)["hand"]) == 3
    assert t.zone(g, 1, "discard") == ["Basic Fire Energy", "Basic Grass Energy"]


FRAXURE = "sv6pt5-77"  # prevents all effects of the opponent's Items and Supporters done to it


def test_boss_orders_and_a_pokemon_unaffected_by_supporters(t):
    """PTCG:II-E-29: Fraxure prevents all effects of the opponent's Items and Supporters done
    to it: with only Fraxure Benched Boss's Orders could change nothing (unplayable); choosing
    Fraxure beside another Benched Pokémon, the switch is prevented."""
    sc = board((BOSS,))
    sc.bench(1, FRAXURE)
    assert not t.offered(sc.start(0, 3), "trainer", "Boss's Orders")
    sc.bench(1, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Boss's Orders")
    t.pick(g, "Fraxure")
    assert g.top(g.pl(1)["active"]).name == "Kyogre"
    assert t.last(g, "unaffected")["clause"] == "PTCG:II-E-29"


def test_enhanced_hammer_and_a_pokemon_unaffected_by_items(t):
    """PTCG:II-E-29: a Special Energy on Fraxure is out of Enhanced Hammer's reach: with no
    other Special Energy in play it can't be played."""
    sc = board(("sv6-148",))
    sc.bench(1, FRAXURE, energy=[JET])
    assert not t.offered(sc.start(0, 3), "trainer", "Enhanced Hammer")
