"""Cards between zones and the words of choice (advanced rules guide II-C-02, II-C-11..13,
II-C-20, II-D-02..05, II-E-10, II-E-18, II-E-19, II-E-33..36, II-E-39): compiled card texts
played in real games."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from tcgsim.core.decision import IllegalResponse
from tcgsim.pokemon.compiler.filters import card_phrase
from tcgsim.pokemon.effects.ops_zones import devolve, return_pokemon
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.impl import REGISTRY, TrainerImpl
from tcgsim.pokemon.rules.would_change import script_can_change
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

KELDEO = "sv5-44"  # Rapid Draw: Draw 2 cards.
ORICORIO = "sv9-65"  # Call for Family: up to 2 Basic Pokémon onto your Bench. Then, shuffle.
DECIDUEYE = "sv6pt5-5"  # Stock Up on Feathers: Draw cards until you have 7 cards in your hand.
MIENFOO = "sv7-83"  # Knock Off: Discard a random card from your opponent's hand.
IRON_LEAVES = "sv6-19"  # Recovery Net: Put up to 2 Pokémon from your discard pile into your hand.
COMFEY = "sv9-68"  # Lillie's Comfey, Fade Out 30: Put this Pokémon and all attached cards …
HOOTHOOT = "sv5-126"  # Silent Wing 20: Your opponent reveals their hand.
HITMONTOP = "me2pt5-240"  # Spin and Draw: Shuffle your hand into your deck. Then, draw 6 cards.
DWEBBLE = "sv10-11"  # Ascension: evolve from the deck. Then, shuffle your deck.
CRUSTLE = "sv10-12"  # Stage 1, evolves from Dwebble
KYOGRE, SNOVER = "me1-34", "me1-35"
PIKACHU_EX = "svp-106"
WATER, FIRE, PSYCHIC = "sve-3", "sve-2", "sve-5"
ULTRA_BALL = "me1-131"


def choice(g: Game) -> list[str]:
    d = g.decision
    assert d is not None and d.kind in ("choose_cards", "search"), d  # a search: of the deck
    return [o.label for o in d.options]


def answer_names(g: Game, *names: str) -> None:
    """Choose the options with these card names (one each, in this order)."""
    d = g.decision
    out: list[int] = []
    for name in names:
        out.append(next(i for i, o in enumerate(d.options) if o.label == name and i not in out))
    g.respond(out)


_SCRIPTS = itertools.count()


def run_ops(g: Game, *ops: Any, p: int = 0) -> None:
    """Run a script of ops for player p on top of the main phase (its text's own frame)."""
    key = f"zones test script {next(_SCRIPTS)}"
    REGISTRY.trainers[key] = TrainerImpl(effect=tuple(ops))
    g.s["decision"] = None  # the main phase asks again once the script is done
    g.push("script", ref=["trainer", key, "effect"], pc=0, p=p)
    g.run()


# -- drawing -------------------------------------------------------------------------------
def test_draw_n_cards(sc: Scenario):
    """Keldeo, Rapid Draw "Draw 2 cards.": the top 2 cards go to the hand, in the deck's order."""
    sc.active(0, KELDEO, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, KYOGRE, SNOVER, FIRE)
    g = sc.start(0, 3)
    attack(g, "Rapid Draw")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Kyogre", "Snover"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Basic Fire Energy"]


def test_draw_until_n_cards(sc: Scenario):
    """Decidueye, "Draw cards until you have 7 cards in your hand": with 4 in hand, draws 3."""
    # Decidueye's Power Shot is not implemented yet: only its Ability is tested
    sc.allow_unplayable = True
    sc.active(0, DECIDUEYE, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, WATER, WATER, WATER, WATER)
    g = sc.start(0, 3)
    attack(g, "Stock Up on Feathers")
    assert len(g.pl(0)["hand"]) == 7


def test_draw_until_with_enough_cards_draws_none(sc: Scenario):
    """Decidueye with 8 cards in hand: nothing is drawn (never discards down)."""
    # Decidueye's Power Shot is not implemented yet: only its Ability is tested
    sc.allow_unplayable = True
    sc.active(0, DECIDUEYE, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, *[WATER] * 8)
    g = sc.start(0, 3)
    deck = len(g.pl(0)["deck"])
    attack(g, "Stock Up on Feathers")
    assert len(g.pl(0)["hand"]) == 8 and len(g.pl(0)["deck"]) == deck


# -- searching the deck onto the Bench (PTCG:II-C-11, II-D-05, II-E-18) --------------------
def test_bench_from_deck_up_to_two(sc: Scenario):
    """PTCG:II-C-11, PTCG:II-D-05: Oricorio, Call for Family: 0..2 Basic Pokémon of the deck
    go onto the Bench; Evolution cards and Energy are not offered; then the deck is
    shuffled (PTCG:II-E-18). A Pokémon put there this way is new in play this turn."""
    sc.active(0, ORICORIO, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, KYOGRE, SNOVER, CRUSTLE, WATER)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Call for Family")
    assert choice(g) == ["Kyogre", "Snover"]
    assert (g.decision.min, g.decision.max) == (0, 2)
    answer_names(g, "Snover")
    bench = g.pl(0)["bench"]
    assert [g.top(b).name for b in bench] == ["Snover"]
    assert bench[0]["played"] == 3
    assert [e["clause"] for e in events(g, "shuffle", n)] == ["PTCG:II-E-18"]
    assert events(g, "bench", n)[0]["clause"] == "PTCG:II-C-11"


def test_bench_from_deck_choosing_none_still_shuffles(sc: Scenario):
    """PTCG:II-E-18: the deck was looked at, so it is shuffled even when nothing is taken."""
    sc.active(0, ORICORIO, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, KYOGRE, SNOVER)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Call for Family")
    g.respond([])
    assert g.pl(0)["bench"] == []
    assert len(events(g, "shuffle", n)) == 1


def test_bench_from_deck_full_bench_ends_the_effect(sc: Scenario):
    """PTCG:II-C-11: with 5 Benched Pokémon the attack ends before the deck is looked at:
    no search, no choice and no shuffle."""
    sc.active(0, ORICORIO, energy=[WATER])
    sc.active(1, KYOGRE)
    for _ in range(5):
        sc.bench(0, SNOVER)
    sc.deck(0, KYOGRE, SNOVER)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Call for Family")
    assert g.decision.kind not in ("choose_cards", "search")
    assert events(g, "search", n) == [] and events(g, "shuffle", n) == []
    assert events(g, "bench_full", n)[0]["clause"] == "PTCG:II-C-11"


def test_bench_from_deck_only_as_many_as_there_is_room(sc: Scenario):
    """PTCG:II-C-11: with room for 1 only 1 of the "up to 2" can be chosen."""
    sc.active(0, ORICORIO, energy=[WATER])
    sc.active(1, KYOGRE)
    for _ in range(4):
        sc.bench(0, SNOVER)
    sc.deck(0, KYOGRE, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Call for Family")
    assert g.decision.max == 1
    with pytest.raises(IllegalResponse):
        g.respond([0, 1])


def test_full_bench_makes_the_effect_unusable():
    """PTCG:II-C-11 / PTCG:II-D-05: a Trainer or Ability that only puts Basic Pokémon onto
    a full Bench could change nothing, so it cannot be used; with room it can."""
    sc = Scenario()
    sc.active(0, ORICORIO)
    sc.active(1, KYOGRE)
    for _ in range(5):
        sc.bench(0, SNOVER)
    sc.deck(0, KYOGRE)
    g = sc.start(0, 3)
    from tcgsim.pokemon.model.impl import lookup_attack

    text = g.d(g.pl(0)["active"]["cards"][0]).attacks[0].text
    ops = lookup_attack("Call for Family", text).effects
    assert not script_can_change(g, 0, None, ops)
    g.pl(0)["bench"].pop()
    assert script_can_change(g, 0, None, ops)


# -- the opponent's hand -------------------------------------------------------------------
def test_discard_random_card_from_opponents_hand(sc: Scenario):
    """Mienfoo, Knock Off: one card of the opponent's hand, chosen by the RNG (no question)."""
    sc.active(0, MIENFOO, energy=["sve-6"])
    sc.active(1, KYOGRE)
    sc.hand(1, KYOGRE, WATER, FIRE)
    g = sc.start(0, 3)
    hand = list(g.pl(1)["hand"])
    attack(g, "Knock Off")
    (gone,) = g.pl(1)["discard"]
    assert gone in hand and gone not in g.pl(1)["hand"]
    assert g.decision.player == 1  # nobody was asked which card


def test_opponent_reveals_hand(sc: Scenario):
    """Hoothoot, Silent Wing: the opponent's hand is shown to both players (public log)."""
    sc.active(0, HOOTHOOT, energy=[WATER, WATER])
    sc.active(1, KYOGRE)
    sc.hand(1, KYOGRE, FIRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Silent Wing")
    (e,) = [e for e in g.log_for(None, n) if e["type"] == "reveal_hand"]
    assert sorted(c["name"] for c in e["cards"]) == ["Basic Fire Energy", "Kyogre"]
    assert {c["id"] for c in e["cards"]} <= set(g.pl(1)["hand"])  # kept in the hand


# -- the discard pile (PTCG:II-D-05) ---------------------------------------------------------
def test_up_to_from_discard_pile(sc: Scenario):
    """PTCG:II-D-05: Iron Leaves, Recovery Net "Put up to 2 Pokémon from your discard pile
    into your hand": 1..2 of the Pokémon there (the pile is public); Energy is not offered."""
    sc.active(0, IRON_LEAVES, energy=["sve-1"])
    sc.active(1, KYOGRE)
    sc.discard(0, KYOGRE, SNOVER, PIKACHU_EX, WATER)
    g = sc.start(0, 3)
    attack(g, "Recovery Net")
    assert sorted(choice(g)) == ["Kyogre", "Pikachu ex", "Snover"]
    assert (g.decision.min, g.decision.max) == (1, 2)
    with pytest.raises(IllegalResponse):
        g.respond([])
    answer_names(g, "Kyogre", "Pikachu ex")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Kyogre", "Pikachu ex"]
    assert sorted(g.name(c) for c in g.pl(0)["discard"]) == ["Basic Water Energy", "Snover"]


# -- shuffle the hand into the deck (PTCG:II-E-36, II-E-19) ----------------------------------
def test_shuffle_hand_into_deck_then_draw(sc: Scenario):
    """PTCG:II-E-36, PTCG:II-E-19: Hitmontop, Spin and Draw: the hand is shuffled into the
    deck, then 6 cards are drawn, also when the hand was empty (the deck still counts as
    shuffled)."""
    sc.active(0, HITMONTOP, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, *[WATER] * 10)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Spin and Draw")
    assert len(g.pl(0)["hand"]) == 6
    assert events(g, "shuffle", n)[0]["clause"] == "PTCG:II-E-36"


# -- Pokémon back to the hand (PTCG:II-C-02) -------------------------------------------------
def test_put_this_pokemon_into_hand(sc: Scenario):
    """PTCG:II-C-02: Lillie's Comfey, Fade Out: Comfey and its Energy go to the hand; its
    damage counters are gone with it; a Benched Pokémon becomes Active."""
    sc.active(0, COMFEY, energy=[PSYCHIC], damage=30)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Fade Out")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Basic Psychic Energy", "Lillie's Comfey"]
    assert g.top(g.pl(0)["active"]).name == "Snover"
    assert g.pl(1)["active"]["dmg"] == 30


def test_evolved_pokemon_back_to_hand_takes_lower_stages():
    """PTCG:II-C-02: an Evolution Pokémon put back into the hand takes the Pokémon under it
    too; counters and effects do not come back with them."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.bench(0, DWEBBLE, CRUSTLE, energy=[WATER], damage=40, fx=[{"kind": "test", "until": 9}])
    g = sc.start(0, 3)
    slot = g.pl(0)["bench"][0]
    cards = return_pokemon(g, slot, "hand")
    assert sorted(g.name(c) for c in cards) == ["Basic Water Energy", "Crustle", "Dwebble"]
    assert g.pl(0)["bench"] == []
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Basic Water Energy", "Crustle", "Dwebble"]


# -- evolving by an effect (PTCG:II-C-12) -----------------------------------------------------
def test_evolve_from_deck_on_the_turn_it_was_played():
    """PTCG:II-C-12: Dwebble, Ascension evolves it from the deck even on the first turn of
    the second player and on the turn Dwebble came into play (a hand evolution could not)."""
    sc = Scenario()
    sc.active(0, DWEBBLE, energy=[WATER], played=2)
    sc.active(1, KYOGRE)
    sc.deck(0, CRUSTLE, KYOGRE, WATER)
    g = sc.start(0, 2)
    n = len(g.log)
    attack(g, "Ascension")
    assert choice(g) == ["Crustle"]
    answer_names(g, "Crustle")
    slot = g.pl(0)["active"]
    assert g.top(slot).name == "Crustle" and slot["played"] == 2
    assert events(g, "evolve", n)[0]["clause"] == "PTCG:II-C-12"
    assert len(events(g, "shuffle", n)) == 1


# -- devolving (PTCG:II-C-13) ----------------------------------------------------------------
def test_devolve_keeps_damage_and_cards_and_ends_conditions():
    """PTCG:II-C-13: removing the top Evolution card keeps damage counters and attached cards,
    ends Special Conditions, and the Pokémon counts as new in play (cannot evolve again this
    turn); a Basic cannot be devolved."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, DWEBBLE, CRUSTLE, energy=[WATER], damage=40, conditions=["confused"])
    g = sc.start(0, 5)
    slot = g.pl(1)["active"]
    c = devolve(g, slot, "hand")
    assert g.name(c) == "Crustle" and g.pl(1)["hand"] == [c]
    assert g.top(slot).name == "Dwebble" and slot["dmg"] == 40 and len(slot["energy"]) == 1
    assert slot["sp"] is None and slot["played"] == 5
    assert devolve(g, slot, "hand") is None


# -- looking at Prize cards (PTCG:II-C-20) ----------------------------------------------------
def test_look_at_prizes_and_put_them_back_in_any_order(sc: Scenario):
    """PTCG:II-C-20: the player sees their Prize cards (a secret event, only for them) and
    puts them back face down in the order they choose."""
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.prizes(0, KYOGRE, SNOVER, WATER)
    g = sc.start(0, 3)
    n = len(g.log)
    run_ops(g, ("look_at_prizes", {}))
    assert g.decision.kind == "order_prizes"
    assert [e for e in g.log_for(1, n) if e["type"] == "look"][0].get("cards") is None
    order = [g.decision.options.index(o) for o in sorted(g.decision.options, key=lambda o: o.label)]
    g.respond(order)  # Basic Water Energy, Kyogre, Snover
    assert [g.name(c) for c in g.pl(0)["prizes"]] == ["Basic Water Energy", "Kyogre", "Snover"]


# -- choose / all / any number (PTCG:II-D-02, II-D-03, II-D-04) ------------------------------
AUDINO = "sv9-124"  # Beckon: Put a Supporter card from your discard pile into your hand.
RAGING_BOLT_EX = "sv8pt5-166"  # Burst Roar: Discard your hand and draw 6 cards.
LUMINEON = "sv7-36"  # Return 20: You may draw cards until you have 6 cards in your hand.
KLEFKI = "sv8-128"  # Stick 'n' Draw: Discard a card from your hand. If you do, draw 2 cards.
WOOPER = "svp-155"  # Scoop Water: Shuffle up to 3 Basic Water Energy cards … into your deck.
PETREL, IONO = "sv10-176", "sv4pt5-80"
MIST_ENERGY = "sv5-161"  # a Special Energy


def test_choose_means_the_stated_number_if_possible(sc: Scenario):
    """PTCG:II-D-04: Audino, Beckon "Put a Supporter card from your discard pile into your
    hand": with Supporters in the (public) pile one must be chosen."""
    sc.active(0, AUDINO, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.discard(0, PETREL, IONO, WATER)
    g = sc.start(0, 3)
    attack(g, "Beckon")
    assert sorted(choice(g)) == ["Iono", "Team Rocket's Petrel"]
    assert (g.decision.min, g.decision.max) == (1, 1)
    answer_names(g, "Iono")
    assert "Iono" in [g.name(c) for c in g.pl(0)["hand"]]


def test_discard_your_hand_is_all_of_it(sc: Scenario):
    """PTCG:II-D-03: Raging Bolt ex, Burst Roar: every card of the hand is discarded (no
    choice), then 6 are drawn."""
    # Raging Bolt ex's Bellowing Thunder is not implemented yet: only its other attack is tested
    sc.allow_unplayable = True
    sc.active(0, RAGING_BOLT_EX, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, KYOGRE, FIRE, IONO)
    g = sc.start(0, 3)
    attack(g, "Burst Roar")
    assert sorted(g.name(c) for c in g.pl(0)["discard"]) == ["Basic Fire Energy", "Iono", "Kyogre"]
    assert len(g.pl(0)["hand"]) == 6


def test_any_number_from_the_discard_pile(sc: Scenario):
    """PTCG:II-D-02: "any number" allows none up to every matching card."""
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.discard(0, SNOVER, KYOGRE, WATER)
    g = sc.start(0, 3)
    spec = card_phrase("any number of Basic Pokémon")
    run_ops(g, ("take_cards", {"src": "discard", "to": "hand", "what": spec.what,
                               "label": spec.label, "n": spec.n, "mode": spec.mode}))
    assert (g.decision.min, g.decision.max) == (0, 2)
    g.respond([0, 1])
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Kyogre", "Snover"]


# -- "you may" and "if you do" (PTCG:II-E-10) --------------------------------------------
def test_you_may_declined_does_nothing(sc: Scenario):
    """PTCG:II-E-10: Lumineon, Return: the player decides; declining draws nothing, but the
    attack's damage is still done."""
    sc.active(0, LUMINEON, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Return")
    assert g.decision.kind == "may"
    g.respond([1])
    assert g.pl(0)["hand"] == [] or g.current == 1
    assert g.pl(1)["active"]["dmg"] == 20
    assert len([e for e in events(g, "draw") if e["player"] == 0]) == 0


def test_you_may_accepted(sc: Scenario):
    """PTCG:II-E-10: accepting Return draws up to 6 cards in hand."""
    sc.active(0, LUMINEON, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, FIRE)
    g = sc.start(0, 3)
    attack(g, "Return")
    g.respond([0])
    assert len(g.pl(0)["hand"]) == 6


def test_if_you_do_needs_the_first_part_done(sc: Scenario):
    """PTCG:II-E-10, PTCG:II-E-19: Klefki, Stick 'n' Draw with an empty hand: nothing is
    discarded, so the 2 cards are not drawn."""
    sc.active(0, KLEFKI, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Stick 'n' Draw")
    assert [e for e in events(g, "draw", n) if e["player"] == 0] == []


def test_if_you_do_after_discarding(sc: Scenario):
    """PTCG:II-E-33: "a card" of any kind from the hand must be chosen (exactly 1); then the
    2 cards are drawn."""
    sc.active(0, KLEFKI, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.hand(0, FIRE, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Stick 'n' Draw")
    assert (g.decision.min, g.decision.max) == (1, 1)
    answer_names(g, "Kyogre")
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Kyogre"]
    assert len(g.pl(0)["hand"]) == 3


# -- hidden zones: fewer may be chosen (PTCG:II-E-33, II-E-34) ------------------------------
def test_named_kind_from_hand_may_choose_fewer(sc: Scenario):
    """PTCG:II-E-33: "choose up to 2 Basic Water Energy cards from your hand": the hand is
    hidden, so 0 may be chosen even with two there."""
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, WATER, WATER, FIRE)
    g = sc.start(0, 3)
    spec = card_phrase("2 Basic Water Energy cards")
    run_ops(g, ("take_cards", {"src": "hand", "to": "discard", "what": spec.what,
                               "label": spec.label, "n": spec.n, "mode": spec.mode}))
    assert (g.decision.min, g.decision.max) == (0, 2)
    assert choice(g) == ["Basic Water Energy", "Basic Water Energy"]
    g.respond([])
    assert len(g.pl(0)["hand"]) == 3


def test_choose_from_face_down_prizes(sc: Scenario):
    """PTCG:II-E-34: choosing a Basic Pokémon from the face-down Prize cards may find none
    even when there is one; "N cards" of any kind must be N."""
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.prizes(0, SNOVER, WATER, WATER, FIRE)
    g = sc.start(0, 3)
    basic = card_phrase("a Basic Pokémon")
    run_ops(g, ("take_cards", {"src": "prizes", "to": "hand", "what": basic.what,
                               "label": basic.label, "n": 1, "mode": "exact"}))
    assert (g.decision.min, g.decision.max) == (0, 1)
    g.respond([0])
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Snover"]
    anyc = card_phrase("2 cards")
    run_ops(g, ("take_cards", {"src": "prizes", "to": "hand", "what": anyc.what,
                               "label": anyc.label, "n": 2, "mode": "exact", "typed": False}))
    assert (g.decision.min, g.decision.max) == (2, 2)


# -- shuffle face down (PTCG:II-E-35) --------------------------------------------------------
def test_shuffle_empty_hand_face_down_is_nothing_done(sc: Scenario):
    """PTCG:II-E-35 / II-E-19 FAQ 2: with no cards in hand there is nothing to shuffle, and
    "Then, draw" after it is not done; with cards, they go under the deck and the draw
    follows."""
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(0, SNOVER, SNOVER, WATER, WATER)
    g = sc.start(0, 3)
    run_ops(g, ("shuffle_hand_to_bottom", {}), ("draw", {"n": 2}, "!undone"))
    assert g.pl(0)["hand"] == []
    g.pl(0)["hand"].append(g.pl(0)["deck"].pop())  # one Basic Water Energy into the hand
    run_ops(g, ("shuffle_hand_to_bottom", {}), ("draw", {"n": 2}, "!undone"))
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Basic Water Energy", "Basic Water Energy"]
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Snover", "Snover"]


# -- "Basic X Energy" by card name (PTCG:II-E-39) ---------------------------------------------
def test_basic_water_energy_is_named_by_card_name(sc: Scenario):
    """PTCG:II-E-39: Wooper, Scoop Water "up to 3 Basic Water Energy cards": Basic Water
    Energy cards only; a Special Energy (Mist Energy) or another Basic Energy is not one."""
    sc.active(0, WOOPER, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.discard(0, WATER, WATER, FIRE, MIST_ENERGY)
    g = sc.start(0, 3)
    attack(g, "Scoop Water")
    assert choice(g) == ["Basic Water Energy", "Basic Water Energy"]
    g.respond([0, 1])
    assert sorted(g.name(c) for c in g.pl(0)["discard"]) == ["Basic Fire Energy", "Mist Energy"]


def test_opponent_discards_cards_of_their_choice(sc: Scenario):
    """PTCG:II-E-33: Krokorok, Tighten Up "Your opponent discards 2 cards from their hand":
    the opponent chooses, exactly 2 of any kind."""
    sc.active(0, "zsv10pt5-136", energy=["sve-7", WATER])
    sc.active(1, KYOGRE)
    sc.hand(1, KYOGRE, FIRE, WATER)
    g = sc.start(0, 3)
    attack(g, "Tighten Up")
    d = g.decision
    assert d.player == 1 and (d.min, d.max) == (2, 2)
    answer_names(g, "Basic Fire Energy", "Basic Water Energy")
    assert sorted(g.name(c) for c in g.pl(1)["discard"]) == ["Basic Fire Energy", "Basic Water Energy"]
