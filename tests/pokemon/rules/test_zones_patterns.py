"""Compiled zone sentences played in real games: attaching searched or discarded Energy
(PTCG:II-C-09), Energy back into the hand, looking at the top of a deck and putting it back
in any order (PTCG:II-C-20), a random card of the opponent's hand shuffled into their deck
(PTCG:II-E-36), Basic Pokémon found by a look onto the Bench (PTCG:II-C-11) and devolving
(PTCG:II-C-13)."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, check_invariants, events

KYOGRE, SNOVER = "me1-34", "me1-35"
GRASS, FIRE, WATER, LIGHTNING, METAL = "sve-1", "sve-2", "sve-3", "sve-4", "sve-8"
PSYCHIC, FIGHTING, DARKNESS = "sve-5", "sve-6", "sve-7"
CHIEN_PAO = "sv8-56"  # Icicle Loop 120: Put an Energy attached to this Pokémon into your hand.
ALTARIA = "sv8-134"  # Humming Charge: up to 2 Basic Energy … to your Pokémon in any way you like.
SMOOCHUM = "sv8-75"  # Delightful Kiss: up to 2 Basic Psychic Energy … to 1 of your Benched Pokémon.
ARTICUNO = "sv9-161"  # Frigid Fluttering: up to 2 Basic Water Energy … to this Pokémon.
LYCANROC = "sv5-90"  # Turbo Edge 50: up to 2 Basic Fighting Energy from your discard pile …
IRON_VALIANT = "sv5-80"  # Calculation: Look at the top 4 cards … put them back in any order.
DOTTLER = "sv10-88"  # Disruptive Radar: the top 5 cards of your opponent's deck, any order.
CRAWDAUNT = "sv6-48"  # Snip Snip 40: Flip 2 coins. For each heads, discard the top card …
ROTOM = "sv10-197"  # Astonish 20: a random card of the opponent's hand into their deck.
AIPOM = "me2-78"  # Astonish 20: the same, printed as one sentence.
ESPATHRA = "sv8-95"  # Mystical Eyes: Devolve 1 of your opponent's evolved Pokémon …
ESPEON_EX = "sv8pt5-155"  # Amazez: Devolve each … shuffling … into your opponent's deck.
FLITTLE = "sv1-100"
REUNICLUS = "sv5-171"  # Summoning Gate: Look at the top 8 … any number of Pokémon … Bench.
ROCKRUFF = "sv9-84"  # Dig It Up: Look at the top card of your deck. You may discard that card.


def names(g: Game, cs: list[int]) -> list[str]:
    return sorted(g.name(c) for c in cs)


def game(sc: Scenario, attacker: str, energy: list[str], **kw) -> Game:
    sc.active(0, attacker, energy=energy)
    sc.active(1, KYOGRE)
    return sc.start(0, 3, **kw)


def respond_labels(g: Game, *labels: str) -> None:
    out: list[int] = []
    for text in labels:
        out.append(next(i for i, o in enumerate(g.decision.options)
                        if text in o.label and i not in out))
    g.respond(out)


# -- searching for Energy and attaching it (PTCG:II-C-09) ------------------------------------
def test_search_and_attach_in_any_way_you_like(sc: Scenario):
    """PTCG:II-C-09: Altaria's Humming Charge: up to 2 Basic Energy from the deck, each to the
    Pokémon its player chooses; not the once-per-turn attachment from the hand."""
    sc.bench(0, SNOVER)
    sc.deck(0, FIRE, WATER, KYOGRE, pad=True)
    g = game(sc, ALTARIA, [WATER])
    attack(g, "Humming Charge")
    assert g.decision.kind == "search" and (g.decision.min, g.decision.max) == (0, 2)
    respond_labels(g, "Fire", "Water")
    assert g.decision.kind == "attach"
    respond_labels(g, "Snover")  # the first card chosen, by card order: Fire
    respond_labels(g, "Altaria")
    bench = g.pl(0)["bench"][0]
    assert names(g, bench["energy"]) == ["Basic Fire Energy"]
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"] * 2
    assert [e for e in events(g, "attach") if e.get("clause") == "PTCG:II-C-09"]
    assert events(g, "shuffle", player=0, clause="PTCG:II-E-18")  # "Then, shuffle your deck."
    check_invariants(g)


def test_search_and_attach_to_one_benched_pokemon(sc: Scenario):
    """PTCG:II-C-09: Smoochum's "attach them to 1 of your Benched Pokémon": both cards go to
    the one Pokémon chosen."""
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.deck(0, PSYCHIC, PSYCHIC, FIRE, pad=True)
    g = game(sc, SMOOCHUM, [])
    attack(g, "Delightful Kiss")
    g.respond([0, 1])  # both Basic Psychic Energy
    respond_labels(g, "Kyogre")
    assert g.decision.kind == "main" and g.decision.player == 1  # no second question
    kyogre = next(s for s in g.pl(0)["bench"] if g.top(s).name == "Kyogre")
    assert names(g, kyogre["energy"]) == ["Basic Psychic Energy"] * 2


def test_search_and_attach_to_this_pokemon(sc: Scenario):
    """PTCG:II-C-09: Articuno's "attach them to this Pokémon": no Pokémon to choose; only the
    named card (Basic Water Energy) can be found."""
    sc.deck(0, WATER, FIRE, WATER, KYOGRE)
    g = game(sc, ARTICUNO, [WATER])
    attack(g, "Frigid Fluttering")
    assert sorted(o.label for o in g.decision.options) == ["Basic Water Energy"] * 2
    g.respond([0, 1])
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"] * 3


def test_attach_from_discard_to_benched_pokemon(sc: Scenario):
    """PTCG:II-C-09: Lycanroc's Turbo Edge: Basic Fighting Energy from the discard pile to
    Benched Pokémon only, each where its player likes."""
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.discard(0, FIGHTING, FIGHTING, FIRE)
    g = game(sc, LYCANROC, [FIGHTING])
    attack(g, "Turbo Edge")
    assert sorted(o.label for o in g.decision.options) == ["Basic Fighting Energy"] * 2
    g.respond([0, 1])
    assert "Lycanroc" not in " ".join(o.label for o in g.decision.options)
    respond_labels(g, "Snover")
    respond_labels(g, "Kyogre")
    assert [len(s["energy"]) for s in g.pl(0)["bench"]] == [1, 1]
    assert names(g, g.pl(0)["discard"]) == ["Basic Fire Energy"]


# -- Energy into the hand --------------------------------------------------------------------
def test_energy_attached_to_this_pokemon_into_your_hand(sc: Scenario):
    """Chien-Pao's Icicle Loop: the player chooses 1 Energy card on it; it goes to the hand."""
    g = game(sc, CHIEN_PAO, [WATER, WATER, FIRE])
    hand = len(g.pl(0)["hand"])
    attack(g, "Icicle Loop")
    respond_labels(g, "Fire")
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"] * 2
    assert len(g.pl(0)["hand"]) == hand + 1 and "Basic Fire Energy" in names(g, g.pl(0)["hand"])


# -- looking and putting back in any order (PTCG:II-C-20) --------------------------------------
def test_look_at_top_and_put_back_in_any_order(sc: Scenario):
    """PTCG:II-C-20: Iron Valiant's Calculation: the 4 top cards go back on top, face down,
    in the order chosen; the cards below stay, nothing is shuffled."""
    # Iron Valiant's Majestic Sword is not implemented yet: only its Ability is tested
    sc.allow_unplayable = True
    sc.deck(0, KYOGRE, SNOVER, FIRE, WATER, GRASS, PSYCHIC)
    g = game(sc, IRON_VALIANT, [PSYCHIC])
    attack(g, "Calculation")
    assert g.decision.kind == "order_deck"
    respond_labels(g, "Water", "Snover", "Kyogre", "Fire")
    assert [g.name(c) for c in g.pl(0)["deck"]] == [
        "Basic Water Energy", "Snover", "Kyogre", "Basic Fire Energy",
        "Basic Grass Energy", "Basic Psychic Energy"]
    look = events(g, "look")[-1]
    assert look["clause"] == "PTCG:II-C-20" and look.get("secret")  # only the player sees them


def test_look_at_opponents_top_cards_and_reorder(sc: Scenario):
    """PTCG:II-C-20: Team Rocket's Dottler orders the top 5 cards of the opponent's deck."""
    sc.deck(1, KYOGRE, SNOVER, FIRE, WATER, GRASS, PSYCHIC)
    g = game(sc, DOTTLER, [PSYCHIC])
    attack(g, "Disruptive Radar")
    assert g.decision.player == 0 and g.decision.kind == "order_deck"
    respond_labels(g, "Grass", "Water", "Fire", "Snover", "Kyogre")
    deck = [g.name(c) for c in g.pl(1)["deck"]]
    # the opponent's turn drew the top card: Grass
    assert deck[:4] == ["Basic Water Energy", "Basic Fire Energy", "Snover", "Kyogre"]


def test_look_at_top_card_you_may_discard_it(sc: Scenario):
    """PTCG:II-E-10: Rockruff's Dig It Up: "you may discard that card": accepted, the card
    looked at is discarded."""
    sc.deck(0, KYOGRE, SNOVER, pad=True)
    g = game(sc, ROCKRUFF, [WATER])
    attack(g, "Dig It Up")
    assert g.decision.kind == "may"
    g.respond([0])
    assert names(g, g.pl(0)["discard"]) == ["Kyogre"]


def test_basic_pokemon_found_there_onto_the_bench(sc: Scenario):
    """PTCG:II-C-11: Reuniclus's Summoning Gate: of the top 8 cards only Basic Pokémon may
    go onto the Bench (not the Stage 1 Espathra); the rest are shuffled back."""
    sc.deck(0, KYOGRE, ESPATHRA, SNOVER, FIRE, pad=True)
    g = game(sc, REUNICLUS, [WATER])
    attack(g, "Summoning Gate")
    assert sorted(o.label for o in g.decision.options) == ["Kyogre", "Snover"]
    assert (g.decision.min, g.decision.max) == (0, 2)
    respond_labels(g, "Kyogre", "Snover")
    assert sorted(g.top(s).name for s in g.pl(0)["bench"]) == ["Kyogre", "Snover"]
    check_invariants(g)


# -- the opponent's hand and deck --------------------------------------------------------------
def test_random_card_of_opponents_hand_shuffled_into_their_deck(sc: Scenario):
    """PTCG:II-E-36: Rotom's Astonish: a random card of the opponent's hand is revealed and
    shuffled into their deck."""
    sc.hand(1, SNOVER)
    g = game(sc, ROTOM, [LIGHTNING])
    deck = len(g.pl(1)["deck"])
    attack(g, "Astonish")
    reveal = events(g, "reveal")[-1]
    assert reveal["player"] == 1 and [c["name"] for c in reveal["cards"]] == ["Snover"]
    assert len(g.pl(1)["deck"]) + len(g.pl(1)["hand"]) == deck + 1  # no card lost or gained
    assert any(e["type"] == "to_deck" and e["player"] == 1 for e in g.log)


def test_astonish_in_one_sentence_with_an_empty_hand(sc: Scenario):
    """Aipom's Astonish printed as one sentence; an empty hand gives nothing to choose."""
    g = game(sc, AIPOM, [FIRE, FIRE])
    attack(g, "Astonish")
    assert not events(g, "reveal")


def test_for_each_heads_discard_top_of_opponents_deck(sc: Scenario):
    """Crawdaunt's Snip Snip: one card off the top of the opponent's deck for each heads."""
    sc.deck(1, KYOGRE, SNOVER, FIRE, pad=True)
    g = game(sc, CRAWDAUNT, [WATER, WATER])
    g.rng.force(True, True)
    attack(g, "Snip Snip")
    assert names(g, g.pl(1)["discard"]) == ["Kyogre", "Snover"]


# -- devolving (PTCG:II-C-13) ------------------------------------------------------------------
def test_devolve_one_of_the_opponents_evolved_pokemon(sc: Scenario):
    """PTCG:II-C-13: Espathra's Mystical Eyes: the attacking player chooses among the evolved
    Pokémon; the Evolution card goes to the opponent's hand; damage stays."""
    sc.active(0, ESPATHRA, energy=[WATER])
    sc.active(1, FLITTLE, ESPATHRA, damage=20)
    sc.bench(1, FLITTLE, ESPATHRA)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Mystical Eyes")
    assert g.decision.kind == "target" and g.decision.player == 0
    assert len(g.decision.options) == 2  # the two evolved ones, not Snover
    respond_labels(g, "Active")
    active = g.pl(1)["active"]
    assert g.top(active).name == "Flittle" and active["dmg"] == 20
    assert "Espathra" in names(g, g.pl(1)["hand"])
    assert events(g, "devolve")[0]["clause"] == "PTCG:II-C-13"


def test_devolve_each_into_the_opponents_deck(sc: Scenario):
    """PTCG:II-C-13: Espeon ex's Amazez devolves every evolved Pokémon of the opponent; the
    Evolution cards are shuffled into their deck, a Basic stays as it is."""
    sc.active(0, ESPEON_EX, energy=[GRASS, PSYCHIC, DARKNESS])
    sc.active(1, FLITTLE, ESPATHRA)
    sc.bench(1, FLITTLE, ESPATHRA)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    deck = len(g.pl(1)["deck"])
    attack(g, "Amazez")
    tops = sorted(g.top(s).name for s in [g.pl(1)["active"], *g.pl(1)["bench"]])
    assert tops == ["Flittle", "Flittle", "Snover"]
    assert len(g.pl(1)["deck"]) == deck + 2 - 1  # 2 Evolution cards in, then their turn's draw
    assert len(g.pl(1)["hand"]) == 1


# -- more of the same families -----------------------------------------------------------------
LAPRAS_EX = "sv7-158"  # Larimar Rain: top 20, attach any number of Energy cards found there.
CHARJABUG = "sv7-52"  # Parallel Placement: up to 3 Charjabug onto your Bench.
GHOLDENGO = "sv8-131"  # Surf Back: You may shuffle this Pokémon and all attached cards into …
BANETTE = "me2pt5-234"  # Cursed Words: Your opponent chooses 3 cards … shuffles those cards …
HOUNDSTONE = "me1-145"  # Horrifying Bite: For each heads, choose a random card …
LOKIX = "me2-10"  # Jumping Shot: Shuffle this Pokémon and all attached cards into your deck.


def test_look_and_attach_energy_found_there(sc: Scenario):
    """PTCG:II-C-09, II-C-20: Lapras ex's Larimar Rain: Energy cards among the top 20 are
    attached as the player likes; the other cards are shuffled back."""
    sc.bench(0, SNOVER)
    sc.deck(0, FIRE, KYOGRE, GRASS, SNOVER)
    g = game(sc, LAPRAS_EX, [WATER, PSYCHIC, METAL])
    attack(g, "Larimar Rain")
    assert sorted(o.label for o in g.decision.options) == ["Basic Fire Energy",
                                                           "Basic Grass Energy"]
    g.respond([0, 1])
    respond_labels(g, "Snover")
    respond_labels(g, "Snover")
    assert names(g, g.pl(0)["bench"][0]["energy"]) == ["Basic Fire Energy", "Basic Grass Energy"]
    assert names(g, g.pl(0)["deck"] + g.pl(0)["hand"]) == ["Kyogre", "Snover"]


def test_named_stage_1_onto_the_bench(sc: Scenario):
    """PTCG:II-C-11: Charjabug's Parallel Placement names the Stage 1 card it puts onto the
    Bench; other Pokémon cannot be chosen."""
    sc.deck(0, CHARJABUG, CHARJABUG, SNOVER, pad=True)
    g = game(sc, CHARJABUG, [LIGHTNING])
    attack(g, "Parallel Placement")
    assert sorted(o.label for o in g.decision.options) == ["Charjabug", "Charjabug"]
    g.respond([0, 1])
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Charjabug", "Charjabug"]
    check_invariants(g)


def test_you_may_shuffle_this_pokemon_into_your_deck(sc: Scenario):
    """PTCG:II-C-02: Gholdengo's Surf Back, accepted: it and its cards go into the deck."""
    sc.bench(0, SNOVER)
    g = game(sc, GHOLDENGO, [WATER, WATER, FIRE])
    deck = len(g.pl(0)["deck"])
    attack(g, "Surf Back")
    assert g.decision.kind == "may"
    g.respond([0])
    assert len(g.pl(0)["deck"]) == deck + 4
    assert "Gholdengo" not in [g.top(s).name for s in g.pl(0)["bench"]]
    assert events(g, "returned")[0]["clause"] == "PTCG:II-C-02"


def test_shuffle_this_pokemon_into_your_deck(sc: Scenario):
    """PTCG:II-C-02: Lokix's Jumping Shot (150 damage) shuffles it into the deck; a new
    Active follows once the Knock Out is done."""
    sc.bench(0, SNOVER)
    sc.bench(1, SNOVER)
    g = game(sc, LOKIX, [WATER, WATER, WATER])
    attack(g, "Jumping Shot")
    assert g.decision.kind == "prize"
    g.respond([0])
    assert g.top(g.pl(0)["active"]).name == "Snover"


def test_opponent_chooses_cards_to_shuffle_into_their_deck(sc: Scenario):
    """PTCG:II-E-33: Banette's Cursed Words: the opponent chooses 3 cards of their hand."""
    sc.hand(1, SNOVER, KYOGRE, FIRE, WATER)
    g = game(sc, BANETTE, [PSYCHIC])
    attack(g, "Cursed Words")
    assert g.decision.player == 1 and (g.decision.min, g.decision.max) == (3, 3)
    respond_labels(g, "Snover", "Kyogre", "Fire")
    moved = [e for e in events(g, "to_deck") if e["player"] == 1][-1]
    assert sorted(c["name"] for c in moved["cards"]) == ["Basic Fire Energy", "Kyogre", "Snover"]
    assert len(g.pl(1)["hand"]) == 2  # the Water Energy kept, and their turn's draw


def test_for_each_heads_a_random_card_into_their_deck(sc: Scenario):
    """Houndstone's Horrifying Bite: 2 heads, 2 different random cards are revealed and
    shuffled into the opponent's deck."""
    sc.hand(1, SNOVER, KYOGRE, FIRE)
    g = game(sc, HOUNDSTONE, [PSYCHIC])
    g.rng.force(True, True, False)
    attack(g, "Horrifying Bite")
    reveal = events(g, "reveal")[-1]
    assert reveal["player"] == 1 and len(reveal["cards"]) == 2
    assert len({c["id"] for c in reveal["cards"]}) == 2


# -- each player, random cards per heads, evolving each Benched Pokémon, Abilities ------------
COMFEY = "sv7-63"  # Flower Shower: Each player draws 3 cards.
SHARPEDO = "sv5-43"  # Chew Off: Flip 3 coins. For each heads, discard a random card …
VIVILLON = "sv8-193"  # Evo-Powder: For each of your Benched Pokémon, … evolve it.
SCATTERBUG, SPEWPA = "sv1-8", "sv1-9"
TYNAMO, EELEKTRIK = "sv3-67", "sv3-68"
EMBOAR = "rsv10pt5-98"  # Inferno Fandango: As often as you like … Basic Fire Energy from hand.
METANG = "sv5-114"  # Metal Maker: top 4, attach Basic Metal Energy; the others to the bottom.


def test_each_player_draws(sc: Scenario):
    """Comfey's Flower Shower: both players draw 3 cards."""
    g = game(sc, COMFEY, [PSYCHIC])
    hands = [len(g.pl(q)["hand"]) for q in (0, 1)]
    attack(g, "Flower Shower")
    draws = [e for e in events(g, "draw") if e["n"] == 3]
    assert [e["player"] for e in draws] == [0, 1]  # the attacking player first
    assert len(g.pl(0)["hand"]) == hands[0] + 3


def test_for_each_heads_a_random_card_discarded(sc: Scenario):
    """Sharpedo's Chew Off: 2 heads of 3, 2 random cards of the opponent's hand discarded."""
    sc.hand(1, SNOVER, KYOGRE, FIRE)
    g = game(sc, SHARPEDO, [WATER, WATER])
    g.rng.force(True, False, True)
    attack(g, "Chew Off")
    assert len(g.pl(1)["discard"]) == 2 and len(g.pl(1)["hand"]) == 1 + 1  # + their draw


def test_evolve_each_benched_pokemon_from_the_deck(sc: Scenario):
    """PTCG:II-C-12: Vivillon's Evo-Powder: a search for each Benched Pokémon, each may
    evolve (also a Pokémon put into play this turn); then the deck is shuffled."""
    # Scatterbug's and Spewpa's Adaptive Evolution is not implemented yet:
    # they only evolve here as Vivillon's attack says
    sc.allow_unplayable = True
    sc.bench(0, SCATTERBUG, played=3)
    sc.bench(0, TYNAMO)
    sc.deck(0, SPEWPA, EELEKTRIK, pad=True)
    g = game(sc, VIVILLON, [WATER])
    attack(g, "Evo-Powder")
    assert [o.label for o in g.decision.options] in (["Spewpa"], ["Eelektrik"])
    g.respond([0])
    g.respond([0])
    assert sorted(g.top(s).name for s in g.pl(0)["bench"]) == ["Eelektrik", "Spewpa"]
    assert events(g, "shuffle", player=0, clause="PTCG:II-E-18")


def test_ability_attaches_from_hand_as_often_as_you_like(sc: Scenario, t):
    """PTCG:II-C-09: Emboar's Inferno Fandango attaches Basic Fire Energy from the hand, used
    again and again; it is not the once-per-turn attachment (that is still offered)."""
    sc.hand(0, FIRE, FIRE, WATER)
    g = game(sc, EMBOAR, [])
    for _ in range(2):
        t.do(g, "ability")
        assert [o.label for o in g.decision.options][:1] == ["Basic Fire Energy"]
        g.respond([0])  # the one Pokémon in play takes it without a question
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Fire Energy"] * 2
    assert not t.offered(g, "ability")  # no Basic Fire Energy left in the hand
    assert t.offered(g, "energy")  # the attachment from the hand for the turn is still there


def test_ability_looks_attaches_and_puts_the_rest_on_the_bottom(sc: Scenario, t):
    """PTCG:II-C-09, II-E-35: Metang's Metal Maker: Basic Metal Energy among the top 4 cards
    are attached; the other cards go to the bottom of the deck."""
    sc.deck(0, METAL, KYOGRE, METAL, SNOVER, FIRE, GRASS)
    g = game(sc, METANG, [])
    t.do(g, "ability")
    assert sorted(o.label for o in g.decision.options) == ["Basic Metal Energy"] * 2
    g.respond([0, 1])
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Metal Energy"] * 2
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck[:2] == ["Basic Fire Energy", "Basic Grass Energy"]
    assert sorted(deck[2:]) == ["Kyogre", "Snover"]
