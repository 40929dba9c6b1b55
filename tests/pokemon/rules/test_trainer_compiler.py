"""Items and Supporters compiled from their printed text (no hand-written implementation):
conditions of play, costs, "Choose 1 or both:", and the "could change nothing" rule
(PTCG:I-B-01 step 1, II-D-05)."""

from __future__ import annotations

from tcgsim.pokemon.compiler import compile_trainer
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards, name_key
from tcgsim.pokemon.model.impl import REGISTRY
from tcgsim.pokemon.scenario import Scenario

KYOGRE = "me1-34"  # Basic Water Pokémon
SNOVER = "me1-35"  # Basic Water Pokémon
PAWMI = "me2-32"  # Basic Lightning Pokémon
FIRE, WATER, LIGHTNING = "sve-2", "sve-3", "sve-4"
ULTRA_BALL, PETREL = "me1-131", "sv10-176"

CASSIOPEIA = "sv6pt5-56"
CANARI = "me2pt5-185"
GREAT_HAUL_NET = "me4-78"
CALL_BELL = "sv8-165"
HARLEQUIN = "rsv10pt5-83"
POKEMON_CATCHER = "me3-82"
ENERGY_RETRIEVAL = "me4-108"
MASTER_BALL = "sv5-153"
IRIS = "sv9-149"


def compiled(card_id: str) -> None:
    """The card has no hand-written implementation: what runs is the compiler's."""
    d = cards().get(card_id)
    assert name_key(d.name) not in REGISTRY.trainers
    assert compile_trainer(d) is not None


def board(*hand: str) -> Scenario:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, *hand)
    sc.active(1, KYOGRE)
    return sc


def test_only_when_it_is_the_last_card_in_your_hand():
    """PTCG:I-B-01 step 1: Cassiopeia ("only when it is the last card in your hand") is not
    playable beside another card; alone, it searches for up to 2 cards."""
    from tests.helpers import do, pick

    compiled(CASSIOPEIA)
    sc = board(CASSIOPEIA, ULTRA_BALL)
    g = sc.start(0, 3)
    assert not [o for o in g.decision.options if o.data[0] == "trainer"
                and g.name(o.data[1]) == "Cassiopeia"]
    sc = board(CASSIOPEIA)
    sc.deck(0, ULTRA_BALL, PETREL, WATER)
    g = sc.start(0, 3)
    do(g, "trainer", "Cassiopeia")
    assert g.decision.max == 2
    pick(g, "Ultra Ball", "Petrel")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Team Rocket's Petrel", "Ultra Ball"]


def test_discard_another_card_is_a_cost_paid_first(t):
    """PTCG:I-B-01 step 1: Iris's Fighting Spirit ("only if you discard another card from your
    hand"): not playable alone; the cost is paid, then cards are drawn until 6 are in hand."""
    compiled(IRIS)
    g = board(IRIS).start(0, 3)
    assert not t.offered(g, "trainer", "Iris's Fighting Spirit")
    g = board(IRIS, ULTRA_BALL).start(0, 3)
    t.do(g, "trainer", "Iris's Fighting Spirit")
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "discard") == ["Iris's Fighting Spirit", "Ultra Ball"]
    assert len(g.pl(0)["hand"]) == 6


def test_only_if_you_go_second_during_your_first_turn(t):
    """PTCG:I-B-01 step 1: Call Bell is playable on turn 2 (the second player's first turn)
    only."""
    compiled(CALL_BELL)
    for turn, playable in ((2, True), (4, False)):
        sc = board(CALL_BELL)
        sc.deck(0, PETREL)
        g = sc.start(0, turn)
        assert bool(t.offered(g, "trainer", "Call Bell")) is playable


def test_choose_one_or_both(t):
    """PTCG:II-D-05: Great Haul Net ("Choose 1 or both"): with neither Water Pokémon nor Basic
    Water Energy in the discard pile it could change nothing, so it can't be played; choosing
    both bullets runs both."""
    compiled(GREAT_HAUL_NET)
    sc = board(GREAT_HAUL_NET)
    sc.discard(0, FIRE, PAWMI)
    assert not t.offered(sc.start(0, 3), "trainer", "Great Haul Net")
    sc = board(GREAT_HAUL_NET)
    sc.discard(0, SNOVER, WATER, FIRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Great Haul Net")
    assert (g.decision.min, g.decision.max) == (1, 2)
    g.respond([0, 1])
    while g.decision.kind != "main":
        g.respond(list(range(g.decision.min or 1)))
    assert t.zone(g, 0, "discard") == ["Basic Fire Energy", "Great Haul Net"]


def test_choose_one_bullet_only(t):
    """PTCG:II-D-05: choosing only the first bullet of Great Haul Net leaves the Energy."""
    sc = board(GREAT_HAUL_NET)
    sc.discard(0, SNOVER, WATER)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Great Haul Net")
    g.respond([0])
    while g.decision.kind != "main":
        g.respond(list(range(g.decision.min or 1)))
    assert t.zone(g, 0, "discard") == ["Basic Water Energy", "Great Haul Net"]


def harlequin_game(heads: bool) -> Game:
    sc = board(HARLEQUIN, ULTRA_BALL)
    sc.hand(1, PETREL)
    g = sc.start(0, 3)
    g.rng.force(heads)
    return g


def test_each_player_shuffles_then_flip_decides_the_draws(t):
    """PTCG:II-E-19: Harlequin: hands are shuffled into the decks; then a coin decides who
    draws 5 and who draws 3."""
    compiled(HARLEQUIN)
    for heads, mine, theirs in ((True, 5, 3), (False, 3, 5)):
        g = harlequin_game(heads)
        t.do(g, "trainer", "Harlequin")
        assert (len(g.pl(0)["hand"]), len(g.pl(1)["hand"])) == (mine, theirs)


def test_pokemon_catcher_gusts_on_heads_only(t):
    """PTCG:II-C-05: Pokémon Catcher: on heads you choose the opponent's Benched Pokémon that
    is switched in; on tails nothing happens."""
    compiled(POKEMON_CATCHER)
    for heads, active in ((True, "Pawmi"), (False, "Kyogre")):
        sc = board(POKEMON_CATCHER)
        sc.bench(1, PAWMI)
        sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        g.rng.force(heads)
        t.do(g, "trainer", "Pokémon Catcher")
        if heads:
            t.pick(g, "Pawmi")
        assert g.top(g.pl(1)["active"]).name == active


def test_a_trainer_that_could_change_nothing_cannot_be_played(t):
    """PTCG:II-D-05, I-B-01: Energy Retrieval with no Basic Energy in the discard pile and
    Master Ball with an empty deck can't be played; with something to take they can."""
    compiled(ENERGY_RETRIEVAL)
    compiled(MASTER_BALL)
    sc = board(ENERGY_RETRIEVAL, MASTER_BALL)
    sc.deck(0)
    sc.discard(0, ULTRA_BALL)
    g = sc.start(0, 3)
    assert not t.offered(g, "trainer")
    sc = board(ENERGY_RETRIEVAL, MASTER_BALL)
    sc.deck(0, KYOGRE)
    sc.discard(0, FIRE)
    g = sc.start(0, 3)
    assert sorted(g.name(a[1]) for a in t.offered(g, "trainer")) == ["Energy Retrieval", "Master Ball"]


def test_search_for_several_kinds_of_card(t):
    """PTCG:I-H: "Search your deck for a Basic Pokémon, a Stage 1 Pokémon, and a Stage 2
    Pokémon" (Dawn) is one search for each kind, in printed order."""
    dawn = cards().by_name("Dawn")[-1]
    impl = compile_trainer(dawn)
    assert impl is not None
    assert [o[1]["label"] for o in impl.effect if o[0] == "take_cards"] == [
        "a Basic Pokémon", "a Stage 1 Pokémon", "a Stage 2 Pokémon"]


def test_hand_written_deck_cards_compile_the_same_way():
    """The compiler reads the printed text of deck cards that also have hand-written
    implementations to the same effects (one meaning per sentence)."""
    db = cards()
    shapes = {
        "sv4-160": ["gust"],  # Counter Catcher
        "swsh12pt5-144": ["switch_own"],  # Switch
        "sv6pt5-64": ["discard_hand_down_to"],  # Xerosic's Machinations
        "swsh10-150": ["hands_to_deck", "players_draw"],  # Roxanne
        "sv5-157": ["gust", "switch_own"],  # Prime Catcher
        "swsh10-154": ["switch_own", "heal_remembered"],  # Switch Cart
        "swsh12pt5-135": ["tools_from_play"],  # Lost Vacuum
    }
    for cid, ops in shapes.items():
        impl = compile_trainer(db.by_name(db.get(cid).name)[-1])
        assert impl is not None and [o[0] for o in impl.effect] == ops, cid


RALTS = "sv1-84"  # Basic Psychic Pokémon
DRUDDIGON = "rsv10pt5-71"  # Basic Dragon Pokémon
JACINTHE = "me3-122"
DRAGON_ELIXIR = "sv8-172"
CLEMONT = "sv8-243"
CRUSHING_HAMMER = "me3-71"
REPEL = "me1-126"
SCOOP_UP_CYCLONE = "sv8pt5-128"
CARMINE = "sv8pt5-103"
EXPLORERS_GUIDANCE = "sv8pt5-107"
JET = "sv2-190"


def test_heal_one_of_your_pokemon_of_a_type(t):
    """PTCG:II-C-06: Jacinthe heals 150 from 1 of your Psychic Pokémon: a damaged Kyogre can't
    be chosen, and with no damaged Psychic Pokémon the card can't be played."""
    compiled(JACINTHE)
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.bench(0, RALTS)
    sc.hand(0, JACINTHE)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Jacinthe")
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.bench(0, RALTS, damage=40)
    sc.hand(0, JACINTHE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Jacinthe")
    assert g.pl(0)["bench"][0]["dmg"] == 0 and g.pl(0)["active"]["dmg"] == 50


def test_heal_your_active_pokemon_of_a_type(t):
    """PTCG:II-C-06: Dragon Elixir heals only the Active Dragon Pokémon; a damaged Benched
    Dragon Pokémon does not make it playable."""
    compiled(DRAGON_ELIXIR)
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, DRUDDIGON, damage=30)
    sc.hand(0, DRAGON_ELIXIR)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Dragon Elixir")
    sc = Scenario()
    sc.active(0, DRUDDIGON, damage=90)
    sc.hand(0, DRAGON_ELIXIR)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Dragon Elixir")
    assert g.pl(0)["active"]["dmg"] == 30


def test_heal_each_of_your_pokemon_of_a_type(t):
    """PTCG:II-C-06: Clemont's Quick Wit heals 60 from each Lightning Pokémon (not Kyogre);
    one damaged Lightning Pokémon is enough to play it."""
    compiled(CLEMONT)
    sc = Scenario()
    sc.active(0, KYOGRE, damage=60)
    sc.bench(0, PAWMI, damage=50)
    sc.bench(0, PAWMI)
    sc.hand(0, CLEMONT)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Clemont's Quick Wit")
    assert [s["dmg"] for s in [g.pl(0)["active"], *g.pl(0)["bench"]]] == [60, 0, 0]


def test_crushing_hammer_discards_any_energy_on_heads(t):
    """PTCG:II-C-01: Crushing Hammer: on heads you choose an Energy on any of the opponent's
    Pokémon and discard it; on tails nothing is discarded."""
    compiled(CRUSHING_HAMMER)
    for heads in (True, False):
        sc = board(CRUSHING_HAMMER)
        sc.bench(1, PAWMI, energy=[LIGHTNING, JET])
        g = sc.start(0, 3)
        g.rng.force(heads)
        t.do(g, "trainer", "Crushing Hammer")
        if heads:
            t.pick(g, "Jet Energy")
        assert t.zone(g, 1, "discard") == (["Jet Energy"] if heads else [])


def test_repel_the_opponent_chooses_their_new_active(t):
    """PTCG:II-C-04: Repel switches out the opponent's Active Pokémon; the opponent chooses
    the new Active Pokémon."""
    compiled(REPEL)
    sc = board(REPEL)
    sc.bench(1, PAWMI)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Repel")
    assert g.decision.player == 1
    t.pick(g, "Snover")
    assert g.top(g.pl(1)["active"]).name == "Snover"


def test_scoop_up_cyclone_returns_a_pokemon_with_its_cards(t):
    """PTCG:II-C-02: Scoop Up Cyclone puts a Pokémon and all attached cards into the hand; its
    damage is gone with it."""
    compiled(SCOOP_UP_CYCLONE)
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, PAWMI, damage=30, energy=[LIGHTNING])
    sc.hand(0, SCOOP_UP_CYCLONE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Scoop Up Cyclone")
    t.pick(g, "Pawmi")
    assert t.zone(g, 0, "hand") == ["Basic Lightning Energy", "Pawmi"]
    assert not g.pl(0)["bench"]


def test_supporter_allowed_on_the_first_turn_when_it_says_so(t):
    """PTCG:I-B-03: no Supporter during the first player's first turn, unless the card says
    "If you go first, you may use this card during your first turn" (Carmine)."""
    compiled(CARMINE)
    sc = board(CARMINE, PETREL, ULTRA_BALL)
    g = sc.start(0, 1)
    supporters = [g.name(a[1]) for a in t.offered(g, "trainer")
                  if g.d(a[1]).trainer_kind == "Supporter"]
    assert supporters == ["Carmine"]
    t.do(g, "trainer", "Carmine")
    assert len(g.pl(0)["hand"]) == 5
    assert "Team Rocket's Petrel" in t.zone(g, 0, "discard")


def test_look_at_the_top_take_some_discard_the_others(t):
    """PTCG:II-C-20: Explorer's Guidance: of the top 6, exactly 2 into the hand, the other 4
    discarded; the 7th stays in the deck."""
    compiled(EXPLORERS_GUIDANCE)
    sc = board(EXPLORERS_GUIDANCE)
    sc.deck(0, ULTRA_BALL, PETREL, FIRE, FIRE, WATER, WATER, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Explorer's Guidance")
    assert (g.decision.min, g.decision.max) == (2, 2)
    t.pick(g, "Ultra Ball", "Petrel")
    assert t.zone(g, 0, "hand") == ["Team Rocket's Petrel", "Ultra Ball"]
    assert len(g.pl(0)["discard"]) == 5  # 4 looked at and the card itself
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Kyogre"]


DANGEROUS_LASER = "sv6pt5-58"
NS_PP_UP = "me2pt5-262"
NS_ZORUA = "sv9-97"
ROSA = "me3-123"
SUPER_POTION = "sv9-158"
EMCEES_HYPE = "sv10-220"
KIRLIA, GARDEVOIR_EX = "sv1-85", "sv1-86"
RALTS_STACK = (RALTS, KIRLIA, GARDEVOIR_EX)
FRAXURE = "sv6pt5-77"  # prevents effects of the opponent's Items and Supporters done to it


def test_dangerous_laser_burns_and_confuses(t):
    """PTCG:S4-COND: Dangerous Laser: the opponent's Active Pokémon is now Burned and Confused;
    a Pokémon that prevents the effects of Items is not (PTCG:II-E-29)."""
    compiled(DANGEROUS_LASER)
    g = board(DANGEROUS_LASER).start(0, 3)
    t.do(g, "trainer", "Dangerous Laser")
    a = g.pl(1)["active"]
    assert a["brn"] and a["sp"] == "confused"
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, DANGEROUS_LASER)
    sc.active(1, FRAXURE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Dangerous Laser")
    assert not g.pl(1)["active"]["brn"] and g.pl(1)["active"]["sp"] is None


def test_attach_from_discard_to_a_benched_named_pokemon(t):
    """PTCG:II-C-09: N's PP Up attaches a Basic Energy from the discard pile to a Benched N's
    Pokémon only: an Active N's Zorua or a Benched Pawmi doesn't make it playable."""
    compiled(NS_PP_UP)
    sc = Scenario()
    sc.active(0, NS_ZORUA)
    sc.bench(0, PAWMI)
    sc.hand(0, NS_PP_UP)
    sc.discard(0, FIRE)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "N's PP Up")
    sc.bench(0, NS_ZORUA)
    g = sc.start(0, 3)
    t.do(g, "trainer", "N's PP Up")
    assert [g.name(c) for c in g.pl(0)["bench"][1]["energy"]] == ["Basic Fire Energy"]
    assert not g.s["tf"].get("energy")


def test_attach_up_to_two_energy_to_a_stage_2(t):
    """PTCG:II-C-09, II-D-05: Rosa's Encouragement (more Prize cards left than the opponent):
    up to 2 Basic Energy from the discard pile (1 or 2) onto 1 Stage 2 Pokémon."""
    compiled(ROSA)
    sc = Scenario()
    sc.active(0, *RALTS_STACK)
    sc.hand(0, ROSA)
    sc.discard(0, FIRE, WATER, WATER)
    sc.active(1, KYOGRE)
    sc.prizes(1, n=5)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Rosa's Encouragement")
    assert (g.decision.min, g.decision.max) == (1, 2)
    t.pick(g, "Fire", "Water")
    assert sorted(g.name(c) for c in g.pl(0)["active"]["energy"]) == [
        "Basic Fire Energy", "Basic Water Energy"]
    sc = Scenario()
    sc.active(0, *RALTS_STACK)
    sc.hand(0, ROSA)
    sc.discard(0, FIRE)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Rosa's Encouragement")  # 6 Prize cards each


def test_super_potion_discards_an_energy_from_the_healed_pokemon(t):
    """PTCG:II-C-06: Super Potion heals 60; as damage was healed, an Energy is discarded from
    that Pokémon (not from the Active one)."""
    compiled(SUPER_POTION)
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.bench(0, PAWMI, damage=30, energy=[LIGHTNING])
    sc.hand(0, SUPER_POTION)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Super Potion")
    assert g.pl(0)["bench"][0]["dmg"] == 0 and g.pl(0)["bench"][0]["energy"] == []
    assert len(g.pl(0)["active"]["energy"]) == 1


def test_if_the_opponent_has_few_prizes_draw_more(t):
    """PTCG:II-D-17: Emcee's Hype draws 2, and 2 more only if the opponent has 3 or fewer Prize
    cards remaining."""
    compiled(EMCEES_HYPE)
    for prizes, drawn in ((4, 2), (3, 4)):
        sc = board(EMCEES_HYPE)
        sc.prizes(1, n=prizes)
        g = sc.start(0, 3)
        t.do(g, "trainer", "Emcee's Hype")
        assert len(g.pl(0)["hand"]) == drawn


GIOVANNI = "me2pt5-204"
TR_MIMIKYU, TR_EKANS = "sv10-87", "sv10-112"
TOOL_SCRAPPER = "me4-115"
ENERGY_SEARCH_PRO = "sv8-176"
MORTY = "sv5-211"
POWERGLASS = "sv6pt5-63"


def test_switch_named_pokemon_then_gust(t):
    """PTCG:II-C-03, II-C-05: Team Rocket's Giovanni switches an Active Team Rocket's Pokémon
    with a Benched one (a Benched Pawmi is not offered) and, as that was done, switches in an
    opponent's Benched Pokémon; with a non-Team Rocket's Active it can't be played."""
    compiled(GIOVANNI)
    # Team Rocket's Mimikyu's Gemstone Mimicry is not implemented yet: it is only switched here
    sc = Scenario(allow_unplayable=True)
    sc.active(0, KYOGRE)
    sc.bench(0, TR_EKANS)
    sc.hand(0, GIOVANNI)
    sc.active(1, KYOGRE)
    sc.bench(1, PAWMI)
    assert not t.offered(sc.start(0, 3), "trainer", "Team Rocket's Giovanni")
    sc = Scenario(allow_unplayable=True)
    sc.active(0, TR_MIMIKYU)
    sc.bench(0, PAWMI)
    sc.bench(0, TR_EKANS)
    sc.hand(0, GIOVANNI)
    sc.active(1, KYOGRE)
    sc.bench(1, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Team Rocket's Giovanni")
    assert t.labels(g) == ["Team Rocket's Ekans (Bench)"]
    t.pick(g, "Ekans")
    assert g.top(g.pl(0)["active"]).name == "Team Rocket's Ekans"
    assert g.top(g.pl(1)["active"]).name == "Pawmi"


def test_discard_up_to_two_tools_from_any_pokemon(t):
    """PTCG:II-D-05: Tool Scrapper: 1 or 2 Tools from any Pokémon (yours or the opponent's), to
    their owners' discard piles; with no Tool in play it can't be played."""
    compiled(TOOL_SCRAPPER)
    assert not t.offered(board(TOOL_SCRAPPER).start(0, 3), "trainer", "Tool Scrapper")
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[POWERGLASS])
    sc.hand(0, TOOL_SCRAPPER)
    sc.active(1, KYOGRE, tools=[POWERGLASS])
    sc.bench(1, PAWMI, tools=[POWERGLASS])
    g = sc.start(0, 3)
    t.do(g, "trainer", "Tool Scrapper")
    assert (g.decision.min, g.decision.max) == (1, 2)
    t.pick(g, "Kyogre (Active)", "Pawmi")
    assert t.zone(g, 0, "discard") == ["Powerglass", "Tool Scrapper"]
    assert t.zone(g, 1, "discard") == ["Powerglass"]


def test_any_number_of_basic_energy_of_different_types(t):
    """PTCG:I-H: Energy Search Pro: any number of Basic Energy, each of a different type."""
    compiled(ENERGY_SEARCH_PRO)
    sc = board(ENERGY_SEARCH_PRO)
    sc.deck(0, FIRE, FIRE, WATER, LIGHTNING)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Energy Search Pro")
    for name in ("Fire", "Water", "Lightning"):
        t.pick(g, name)
    assert g.decision.kind == "main"
    assert t.zone(g, 0, "hand") == ["Basic Fire Energy", "Basic Lightning Energy",
                                    "Basic Water Energy"]


def test_draw_for_each_opponent_benched_pokemon(t):
    """PTCG:I-B-01 step 1: Morty's Conviction: discard another card, then draw a card for each
    of the opponent's Benched Pokémon."""
    compiled(MORTY)
    sc = board(MORTY, ULTRA_BALL)
    sc.bench(1, PAWMI)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Morty's Conviction")
    t.pick(g, "Ultra Ball")
    assert len(g.pl(0)["hand"]) == 2


LISIA = "sv8-246"
CHILL_TEASER_TOY = "sv8-166"


def test_gust_a_benched_basic_then_confuse_it(t):
    """PTCG:II-C-05: Lisia's Appeal switches in only a Benched Basic Pokémon (not a Benched
    Kirlia) and, as it did, the new Active Pokémon is now Confused."""
    compiled(LISIA)
    sc = board(LISIA)
    sc.bench(1, RALTS, KIRLIA)
    assert not t.offered(sc.start(0, 3), "trainer", "Lisia's Appeal")
    sc.bench(1, PAWMI)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Lisia's Appeal")  # Pawmi is the only Basic one: no question
    active = g.pl(1)["active"]
    assert g.top(active).name == "Pawmi" and active["sp"] == "confused"


def test_energy_back_into_the_opponents_hand(t):
    """PTCG:II-C-02: Chill Teaser Toy (going second, first turn): an Energy attached to 1 of the
    opponent's Pokémon goes into their hand."""
    compiled(CHILL_TEASER_TOY)
    sc = board(CHILL_TEASER_TOY)
    sc.bench(1, PAWMI, energy=[LIGHTNING])
    g = sc.start(0, 2)
    t.do(g, "trainer", "Chill Teaser Toy")
    assert t.zone(g, 1, "hand") == ["Basic Lightning Energy"]
    assert g.pl(1)["bench"][0]["energy"] == []


ENERGY_SWITCH = "me1-115"
NS_PLAN = "zsv10pt5-170"


def test_energy_switch_moves_a_basic_energy_between_your_pokemon(t):
    """PTCG:II-C-10: Energy Switch moves a Basic Energy (not a Special one) from 1 of your
    Pokémon to another; with a single Pokémon in play it can't be played."""
    compiled(ENERGY_SWITCH)
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.hand(0, ENERGY_SWITCH)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "trainer", "Energy Switch")
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER, JET])
    sc.bench(0, PAWMI)
    sc.hand(0, ENERGY_SWITCH)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Energy Switch")  # the Water is the only Basic Energy: no question
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Jet Energy"]


def test_ns_plan_moves_up_to_two_energy_to_the_active(t):
    """PTCG:II-C-10, II-D-05: N's Plan moves 1 or 2 Energy from Benched Pokémon to the Active."""
    compiled(NS_PLAN)
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, PAWMI, energy=[LIGHTNING])
    sc.bench(0, SNOVER, energy=[WATER, WATER])
    sc.hand(0, NS_PLAN)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "N's Plan")
    assert (g.decision.min, g.decision.max) == (1, 2)
    t.pick(g, "Lightning", "Water")
    assert sorted(g.name(c) for c in g.pl(0)["active"]["energy"]) == [
        "Basic Lightning Energy", "Basic Water Energy"]
    assert len(g.pl(0)["bench"][1]["energy"]) == 1


DRAYTON = "sv8pt5-172"


def test_look_at_the_top_and_take_a_pokemon_and_a_trainer(t):
    """PTCG:II-C-20: Drayton: of the top 7, a Pokémon and a Trainer card may be revealed and
    put into the hand (one choice for each kind); the rest are shuffled back."""
    compiled(DRAYTON)
    sc = board(DRAYTON)
    sc.deck(0, WATER, PAWMI, ULTRA_BALL, WATER, WATER, WATER, WATER, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Drayton")
    assert t.option_names(g) == ["Pawmi"]  # Kyogre is 8th: not looked at
    t.pick(g, "Pawmi")
    assert t.option_names(g) == ["Ultra Ball"]
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "hand") == ["Pawmi", "Ultra Ball"]
    assert len(g.pl(0)["deck"]) == 6
