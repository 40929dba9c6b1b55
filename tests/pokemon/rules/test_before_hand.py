"""Text used "before you put it into your hand" (PTCG:II-E-31): a card taken as a face-down
Prize card, or drawn at the beginning of the turn, is looked at before it joins the hand.
Real cards: Chansey (sv3pt5 113, Lucky Bonus), Luxio (swsh2 61, Top Entry: the guide's own
example, Lampent's "Top Entry") and Metagross (swsh12 119, Emergency Entry)."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, check_invariants, end_turn, events

CHANSEY = "sv3pt5-113"
LUXIO = "swsh2-61"
METAGROSS = "swsh12-119"
KYOGRE, SNOVER, PIKACHU_EX = "me1-34", "me1-35", "svp-106"
WATER = "sve-3"
KELDEO = "sv5-44"  # Rapid Draw: Draw 2 cards.


def names(g: Game, cs: list[int]) -> list[str]:
    return sorted(g.name(c) for c in cs)


def ko_with_prizes(sc: Scenario, defender: str, *prizes: str, damage: int = 0) -> Game:
    """Player 0's Kyogre Knocks Out ``defender`` with Swirling Waves (130 damage)."""
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, defender, damage=damage)
    sc.bench(1, SNOVER)
    sc.prizes(0, *prizes, n=6)
    g = sc.start(player=0, turn=3)
    attack(g, "Swirling Waves")
    return g


def take_first_prizes(g: Game) -> None:
    d = g.decision
    assert d.kind == "prize" and d.player == 0, d
    g.respond(list(range(d.min)))  # the scenario's Prize cards lie in the listed order


def test_prize_card_offered_before_the_hand(sc: Scenario):
    """PTCG:II-E-31: Chansey taken as a Prize card during your turn may go onto the Bench
    before it is put into the hand: it never reaches the hand, and on heads its owner takes
    1 more Prize card."""
    g = ko_with_prizes(sc, SNOVER, CHANSEY)
    take_first_prizes(g)
    d = g.decision
    assert d.kind == "may" and "Lucky Bonus" in d.prompt
    assert names(g, g.pl(0)["taking"]) == ["Chansey"]  # looked at, not yet in the hand
    assert "Chansey" not in names(g, g.pl(0)["hand"])
    hand_before = len(g.pl(0)["hand"])
    g.rng.force(True)
    g.respond([0])
    bench = [g.top(s).name for s in g.pl(0)["bench"]]
    assert bench == ["Chansey"]
    assert g.pl(0)["bench"][0]["played"] == g.turn
    assert g.decision.kind == "prize"  # heads: 1 more Prize card, chosen face down
    g.respond([0])
    assert len(g.pl(0)["prizes"]) == 4
    assert len(g.pl(0)["hand"]) == hand_before + 1
    assert "Chansey" not in names(g, g.pl(0)["hand"]) and not g.pl(0)["taking"]
    assert any(e.get("clause") == "PTCG:II-E-31" for e in events(g, "ability"))
    check_invariants(g)


def test_prize_card_declined_goes_into_the_hand(sc: Scenario):
    """PTCG:II-E-31: "you may": declined, Chansey is put into the hand as any Prize card."""
    g = ko_with_prizes(sc, SNOVER, CHANSEY)
    take_first_prizes(g)
    g.respond([1])
    assert "Chansey" in names(g, g.pl(0)["hand"])
    assert not g.pl(0)["bench"] and not g.pl(0)["taking"]
    assert len(g.pl(0)["prizes"]) == 5
    check_invariants(g)


def test_tails_takes_no_more_prize(sc: Scenario):
    """PTCG:II-E-31: on tails Chansey stays on the Bench and no more Prize card is taken."""
    g = ko_with_prizes(sc, SNOVER, CHANSEY)
    take_first_prizes(g)
    g.rng.force(False)
    g.respond([0])
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Chansey"]
    assert len(g.pl(0)["prizes"]) == 5 and not g.pl(0)["taking"]
    assert g.decision.kind == "main" and g.decision.player == 1  # the Knock Out went on


def test_full_bench_is_not_offered(sc: Scenario):
    """PTCG:II-E-31: "and your Bench isn't full": with 5 Benched Pokémon the card goes
    straight into the hand, nothing is asked."""
    for _ in range(5):
        sc.bench(0, SNOVER)
    g = ko_with_prizes(sc, SNOVER, CHANSEY)
    take_first_prizes(g)
    assert g.decision is None or g.decision.kind != "may"
    assert "Chansey" in names(g, g.pl(0)["hand"])


def test_not_during_your_turn_is_not_offered(sc: Scenario):
    """PTCG:II-E-31: "during your turn": a Prize card taken after a Knock Out in Pokémon
    Checkup (which belongs to neither turn, PTCG:I-F) goes straight into the hand."""
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER, damage=80, conditions=["poisoned"])
    sc.bench(1, SNOVER)
    sc.prizes(0, CHANSEY, n=6)
    g = sc.start(player=0, turn=3)
    end_turn(g)  # Checkup: 10 poison damage Knocks Out Snover (90 HP)
    assert events(g, "knocked_out")
    assert g.decision.kind == "prize" and g.decision.player == 0
    g.respond([0])
    assert "Chansey" in names(g, g.pl(0)["hand"])
    assert not any(e.get("clause") == "PTCG:II-E-31" for e in g.log)


def test_two_such_prize_cards_one_after_another(sc: Scenario):
    """PTCG:II-E-31 FAQ 1: two such cards taken together are used one at a time: the first
    card's whole effect (its coin and its extra Prize card) before the second is offered."""
    g = ko_with_prizes(sc, PIKACHU_EX, CHANSEY, CHANSEY, damage=100)  # 2 Prize cards
    take_first_prizes(g)
    assert g.decision.kind == "may"
    assert len(g.pl(0)["taking"]) == 2
    g.rng.force(True)
    g.respond([0])  # the first Chansey onto the Bench; heads
    assert g.decision.kind == "prize"  # its extra Prize card comes before the second offer
    g.respond([0])
    assert g.decision.kind == "may" and "Lucky Bonus" in g.decision.prompt
    assert len(g.pl(0)["bench"]) == 1 and len(g.pl(0)["taking"]) == 1
    g.rng.force(False)
    g.respond([0])
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Chansey", "Chansey"]
    assert len(g.pl(0)["prizes"]) == 3 and not g.pl(0)["taking"]
    check_invariants(g)


def test_top_entry_on_the_draw_at_the_start_of_the_turn(sc: Scenario):
    """PTCG:II-E-31 (the guide's example: Lampent's Top Entry): Luxio drawn at the beginning
    of the turn may go onto the Bench before it is put into the hand."""
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    sc.deck(0, LUXIO, pad=True)
    g = sc.start(player=0, turn=3, draw=True)
    d = g.decision
    assert d.kind == "may" and "Top Entry" in d.prompt and d.player == 0
    g.respond([0])
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Luxio"]
    assert "Luxio" not in names(g, g.pl(0)["hand"])
    assert g.decision.kind == "main"
    check_invariants(g)


def test_top_entry_declined_is_an_ordinary_draw(sc: Scenario):
    """PTCG:II-E-31: declined, the drawn Luxio is put into the hand."""
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    sc.deck(0, LUXIO, pad=True)
    g = sc.start(player=0, turn=3, draw=True)
    g.respond([1])
    assert names(g, g.pl(0)["hand"]) == ["Luxio"] and not g.pl(0)["bench"]
    assert g.decision.kind == "main"


def test_top_entry_not_on_a_draw_by_an_effect(sc: Scenario):
    """PTCG:II-E-31: only the draw "at the beginning of your turn": Luxio drawn by Keldeo's
    Rapid Draw goes straight into the hand."""
    sc.active(0, KELDEO, energy=[WATER])
    sc.active(1, SNOVER)
    sc.deck(0, LUXIO, pad=True)
    g = sc.start(player=0, turn=3)
    attack(g, "Rapid Draw")
    assert "Luxio" in names(g, g.pl(0)["hand"]) and not g.pl(0)["bench"]


def test_emergency_entry_then_draws_three(sc: Scenario):
    """PTCG:II-E-31: Metagross drawn at the beginning of the turn goes onto the Bench, and
    "If you do, draw 3 cards" follows."""
    # Metagross's Meteor Mash is not implemented yet: only its Ability is tested
    sc.allow_unplayable = True
    sc.active(0, KYOGRE)
    sc.active(1, SNOVER)
    sc.deck(0, METAGROSS, pad=True)
    g = sc.start(player=0, turn=3, draw=True)
    assert "Emergency Entry" in g.decision.prompt
    g.respond([0])
    assert [g.top(s).name for s in g.pl(0)["bench"]] == ["Metagross"]
    assert len(g.pl(0)["hand"]) == 3
    check_invariants(g)
