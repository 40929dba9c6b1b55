"""The deck (PTCG:I-H): drawing from the top, searching (up to N, exactly N for "any
card"), shuffling after a search, and search options that never reveal the deck order."""

from __future__ import annotations

import pytest

from tcgsim.core import IllegalResponse
from tcgsim.pokemon.effects.script import OPS, search
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import (
    KYOGRE,
    PETREL,
    POWERGLASS,
    SNOVER,
    ULTRA_BALL,
    WATER,
    check_invariants,
    do,
    events,
)

PIDGEOT_EX = "sv3-164"  # Quick Search: "search your deck for a card" (any card)
SECRET_BOX = "sv6-163"
SURFING_BEACH = "me1-129"
LILLIE = "me1-119"


def petrel_board(deck: tuple[str, ...], seed: int = 0):
    sc = Scenario(seed=seed)
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, PETREL)
    sc.deck(0, *deck)
    return sc.start(player=0, turn=3)


TRAINER_DECK = (WATER, ULTRA_BALL, WATER, POWERGLASS, SNOVER, WATER, ULTRA_BALL, WATER, KYOGRE,
                SURFING_BEACH, WATER, WATER)


def test_draw_takes_the_top_card():
    """PTCG:I-H: drawing takes cards from the top of the deck into the hand; the opponent
    sees only how many."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(0, SNOVER, KYOGRE, WATER, WATER)
    g = sc.start(player=0, turn=3, draw=True)
    hand = [g.name(c) for c in g.pl(0)["hand"]]
    assert hand == ["Snover"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Kyogre", "Basic Water Energy",
                                                    "Basic Water Energy"]
    e = events(g, "draw", player=0)[-1]
    assert e["n"] == 1 and e.get("clause") == "PTCG:I-H"
    theirs = [x for x in g.log_for(1) if x["type"] == "draw"][-1]
    mine = [x for x in g.log_for(0) if x["type"] == "draw"][-1]
    assert "cards" not in theirs and theirs["n"] == 1
    assert [c["name"] for c in mine["cards"]] == ["Snover"]


def test_search_may_choose_none_then_shuffle():
    """PTCG:I-H: a search for "a Trainer card" may find fewer than asked, even none; the deck
    is shuffled afterwards all the same."""
    g = petrel_board(TRAINER_DECK)
    deck_before = list(g.pl(0)["deck"])
    do(g, "trainer", "Team Rocket's Petrel")
    d = g.decision
    assert d.kind == "search" and d.player == 0
    assert d.min == 0 and d.max == 1
    assert sorted(g.name(o.data) for o in d.options) == sorted(
        ["Ultra Ball", "Ultra Ball", "Powerglass", "Surfing Beach"])
    start = len(g.log)
    g.respond([])
    assert sorted(g.pl(0)["deck"]) == sorted(deck_before)
    assert g.pl(0)["deck"] != deck_before  # shuffled (12 cards, fixed seed)
    assert events(g, "shuffle", start, player=0)
    assert g.decision.kind == "main"
    check_invariants(g)


def test_search_one_card_to_hand_then_shuffle():
    """PTCG:I-H: the found card goes to the hand, then the deck is shuffled."""
    g = petrel_board(TRAINER_DECK)
    do(g, "trainer", "Team Rocket's Petrel")
    d = g.decision
    i = next(i for i, o in enumerate(d.options) if g.name(o.data) == "Powerglass")
    card = d.options[i].data
    for bad in ([0, 1], [len(d.options)], [-1]):
        with pytest.raises(IllegalResponse):
            g.respond(bad)
    g.respond([i])
    assert card in g.pl(0)["hand"] and card not in g.pl(0)["deck"]
    to_hand = events(g, "to_hand")[-1]
    shuffle = events(g, "shuffle", player=0)[-1]
    assert g.log.index(to_hand) < g.log.index(shuffle)
    assert to_hand.get("clause") == "PTCG:I-H"
    # Petrel says "reveal it": the opponent sees the card
    seen = [e for e in g.log_for(1) if e["type"] == "to_hand"][-1]
    assert [c["name"] for c in seen["cards"]] == ["Powerglass"]


def test_search_with_nothing_to_find_still_shuffles():
    """PTCG:I-H: a search that finds nothing asks nothing and still shuffles the deck."""
    g = petrel_board((WATER, SNOVER, WATER, KYOGRE))
    do(g, "trainer", "Team Rocket's Petrel")
    assert g.decision.kind == "main"
    assert events(g, "search", player=0)
    assert events(g, "shuffle", player=0)


def test_search_options_do_not_reveal_deck_order():
    """PTCG:I-H: a search offers the matching cards in card order, never deck order: two
    games that differ only in the order of the deck get identical search options."""
    g1 = petrel_board(TRAINER_DECK)
    g2 = g1.clone()
    g2.pl(0)["deck"].reverse()
    g3 = g1.clone()
    g3.rng.shuffle(g3.pl(0)["deck"])
    opts = []
    for g in (g1, g2, g3):
        do(g, "trainer", "Team Rocket's Petrel")
        opts.append([(o.label, o.data) for o in g.decision.options])
        assert g.view(0)["decision"]["options"] == [o.label for o in g.decision.options]
    assert opts[0] == opts[1] == opts[2]
    keys = [(g1.s["defs"][c], c) for _, c in opts[0]]
    assert keys == sorted(keys)


def test_search_for_a_pokemon_may_choose_none_ultra_ball():
    """PTCG:I-H: Ultra Ball's search for "a Pokémon" is up to one: choosing none is legal."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, ULTRA_BALL, WATER, WATER)
    sc.deck(0, SNOVER, WATER, KYOGRE, WATER)
    g = sc.start(player=0, turn=3)
    do(g, "trainer", "Ultra Ball")
    assert g.decision.kind == "discard"
    g.respond([0, 1])
    d = g.decision
    assert d.kind == "search" and d.min == 0 and d.max == 1
    assert sorted(g.name(o.data) for o in d.options) == ["Kyogre", "Snover"]
    g.respond([])
    assert [g.name(c) for c in g.pl(0)["hand"]] == []
    assert events(g, "shuffle", player=0)
    check_invariants(g)


def test_secret_box_each_search_up_to_one():
    """PTCG:I-H: each of Secret Box's searches may find fewer than asked (here: take the
    Item, skip the rest)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, SECRET_BOX, WATER, WATER, WATER)
    sc.deck(0, ULTRA_BALL, POWERGLASS, PETREL, SURFING_BEACH, WATER)
    g = sc.start(player=0, turn=3)
    do(g, "trainer", "Secret Box")
    g.respond([0, 1, 2])  # the cost
    got = []
    while g.decision.kind == "search":
        d = g.decision
        assert d.min == 0 and d.max == 1 and len(d.options) == 1
        got.append(g.name(d.options[0].data))
        g.respond([0] if not got[:-1] else [])
    assert got == ["Ultra Ball", "Powerglass", "Team Rocket's Petrel", "Surfing Beach"]
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Ultra Ball"]
    assert len(events(g, "shuffle", player=0)) == 1


def test_search_any_card_must_take_the_number():
    """PTCG:I-H: a search for "any card" / "a card" must take the stated number
    (Pidgeot ex's Quick Search: exactly one); the opponent does not see which."""
    sc = Scenario()
    sc.active(0, PIDGEOT_EX)
    sc.active(1, KYOGRE)
    sc.deck(0, WATER, SNOVER, ULTRA_BALL, WATER)
    g = sc.start(player=0, turn=3)
    do(g, "ability")
    d = g.decision
    assert d.kind == "search" and d.min == d.max == 1
    assert len(d.options) == 4
    before = g.to_json()
    with pytest.raises(IllegalResponse):
        g.respond([])
    assert g.to_json() == before
    i = next(i for i, o in enumerate(d.options) if g.name(o.data) == "Ultra Ball")
    g.respond([i])
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Ultra Ball"]
    hidden = [e for e in g.log_for(1) if e["type"] == "to_hand"][-1]
    assert "cards" not in hidden and hidden["n"] == 1
    shown = [e for e in g.log_for(0) if e["type"] == "to_hand"][-1]
    assert [c["name"] for c in shown["cards"]] == ["Ultra Ball"]
    assert events(g, "shuffle", player=0)


@pytest.mark.parametrize(("n", "matches", "any_card", "bounds"), [
    (2, 4, True, (2, 2)), (2, 4, False, (0, 2)),
    (2, 1, True, None), (2, 1, False, (0, 1)),  # "any card": the one there must be taken
    (3, 0, True, None), (3, 0, False, None),
])
def test_search_primitive_any_card_minimum(n: int, matches: int, any_card: bool,
                                           bounds: tuple[int, int] | None):
    """PTCG:I-H: the search primitive asks for exactly n with "any card" (fewer only when the
    deck has fewer), and up to n otherwise; with nothing to choose it asks nothing."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(0, *([SNOVER] * matches + [WATER] * 3))
    g = sc.start(player=0, turn=3)
    g.s["decision"] = None  # called outside any card: no main-phase question pending
    f = {"p": 0}
    name, args = search(lambda d: d.is_pokemon, "Pokémon", n=n, any_card=any_card)
    done = OPS[name](g, f, **args)
    d = g.s["decision"]
    assert (d is None) == done == (bounds is None)
    if bounds is None:
        assert len(g.pl(0)["hand"]) == (1 if any_card else 0) * matches
    else:
        assert (d["kind"], d["min"], d["max"]) == ("search", *bounds)


def test_lillie_draws_what_is_left():
    """PTCG:I-H: drawing more cards than the deck holds draws the whole deck."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, LILLIE, SNOVER)
    sc.deck(0, WATER, WATER, WATER)
    g = sc.start(player=0, turn=3)
    do(g, "trainer", "Lillie's Determination")
    assert g.pl(0)["deck"] == []
    assert len(g.pl(0)["hand"]) == 4
    assert events(g, "draw", player=0)[-1]["n"] == 4
    check_invariants(g)
