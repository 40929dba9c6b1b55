"""Abilities with a cost: "discard N cards from your hand in order to use this Ability"
(PTCG:II-E-30), compiled from the printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario

PORYGON_Z = "sv10-155"  # Team Rocket's Porygon-Z, Reconstitute: discard 2 cards, draw a card
ZOROARK = "sv9-98"  # N's Zoroark ex, Trade: discard a card, draw 2 cards
REVAVROOM = "svp-8"  # Rumbling Engine: discard an Energy card, draw until 6 cards in hand
KYOGRE = "me1-34"
WATER, FIRE = "sve-3", "sve-2"
POTION = "sv1-188"


def _ability_slots(g, t) -> list[int]:
    return [a[1] for a in t.offered(g, "ability")]


def test_discard_two_cards_to_draw_a_card(t):
    """PTCG:II-E-30: Reconstitute (the guide's example is Galarian Articuno V's): the 2 cards
    are discarded when the Ability is used, then 1 card is drawn; usable once a turn."""
    # Team Rocket's Porygon-Z's attack (R Command) is not implemented yet:
    # only its Ability is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, PORYGON_Z)
    sc.hand(0, POTION, FIRE, WATER)
    sc.deck(0, KYOGRE, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "ability")
    assert g.decision.kind == "discard" and g.decision.min == g.decision.max == 2
    t.pick(g, "Potion", "Basic Fire Energy")
    assert t.zone(g, 0, "discard") == ["Basic Fire Energy", "Potion"]
    assert t.zone(g, 0, "hand") == ["Basic Water Energy", "Kyogre"]
    assert g.decision.kind == "main" and not _ability_slots(g, t)


def test_cost_unpaid_with_too_few_cards_in_hand(t):
    """PTCG:II-E-30 FAQ 2: with no cards in hand (or fewer than the cost asks) the Ability
    can't be used."""
    for hand in ((), (WATER,)):
        # Team Rocket's Porygon-Z's attack (R Command) is not implemented yet:
        # only its Ability is tested
        sc = Scenario(allow_unplayable=True)
        sc.active(0, PORYGON_Z)
        sc.hand(0, *hand)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        assert not _ability_slots(g, t)


def test_cost_not_paid_when_the_rest_could_not_happen(t):
    """PTCG:II-E-30 FAQ 1: with no cards in the deck, Reconstitute can't be used (its
    draw couldn't happen), though the hand could pay the cost."""
    # Team Rocket's Porygon-Z's attack (R Command) is not implemented yet:
    # only its Ability is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, PORYGON_Z)
    sc.hand(0, WATER, WATER)
    sc.deck(0)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not _ability_slots(g, t)


def test_each_pokemon_with_the_ability_once(t):
    """PTCG:II-E-30: each Pokémon with the Ability may use it once during each turn: two
    N's Zoroark ex use Trade once each."""
    # N's Zoroark ex's attack (Night Joker) is not implemented yet: only its Ability is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, ZOROARK)
    sc.bench(0, ZOROARK)
    sc.hand(0, WATER, FIRE)
    sc.deck(0, KYOGRE, KYOGRE, KYOGRE, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert len(_ability_slots(g, t)) == 2
    t.do(g, "ability")
    t.pick(g, "Basic Water Energy")
    assert len(g.pl(0)["hand"]) == 3 and len(_ability_slots(g, t)) == 1
    t.do(g, "ability")
    t.pick(g, "Basic Fire Energy")
    assert len(g.pl(0)["hand"]) == 4 and not _ability_slots(g, t)


def test_typed_cost_and_draw_until(t):
    """PTCG:II-E-30: Rumbling Engine (the guide's example) needs an Energy card to discard;
    it then draws until the hand has 6 cards, counted after the discard."""
    sc = Scenario()
    sc.active(0, REVAVROOM)
    sc.hand(0, POTION, POTION)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not _ability_slots(g, t)

    sc = Scenario()
    sc.active(0, REVAVROOM)
    sc.hand(0, FIRE, POTION, POTION, POTION, POTION, POTION)
    sc.deck(0, KYOGRE, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "ability")
    assert t.option_names(g) == ["Basic Fire Energy"]
    t.pick(g, "Basic Fire Energy")
    assert t.zone(g, 0, "discard") == ["Basic Fire Energy"]
    assert len(g.pl(0)["hand"]) == 6 and t.zone(g, 0, "deck") == ["Kyogre"]
