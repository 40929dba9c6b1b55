"""'Whenever you attach an Energy card from your hand …' Abilities (PTCG:II-E-07), compiled
from the printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario

MAGEARNA = "sv9-107"  # Auto Heal: Active; Energy from hand to 1 of your Pokémon: heal 90 from it
BLISSEY_V = "swsh6-119"  # Natural Cure: Energy from hand to this Pokémon: remove Special Conds
PORYGON_Z = "swsh6-118"  # Bug Transmission: … to this Pokémon, you may Confuse the opponent
KYOGRE = "me1-34"  # 150 HP
DOUBLE_TURBO = "swsh9-151"  # Double Turbo Energy: provides 2 Colorless
POWERGLASS = "sv6pt5-63"  # Tool: at the end of your turn, if Active, attach a Basic Energy
WATER = "sve-3"


def _answer(g, label: str) -> None:
    assert g.decision is not None and g.decision.kind == "may", g.decision
    g.respond([next(i for i, o in enumerate(g.decision.options) if o.label == label)])


def test_energy_from_hand_heals_that_pokemon(t):
    """PTCG:II-E-07: Magearna's Auto Heal: an Energy card attached from hand to a Benched
    Pokémon heals 90 damage from that Pokémon, at once."""
    sc = Scenario()
    sc.active(0, MAGEARNA)
    sc.bench(0, KYOGRE, damage=100)
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "energy")
    g.respond([1])  # to the Benched Kyogre
    assert g.pl(0)["bench"][0]["dmg"] == 10
    assert any(e.get("clause") == "PTCG:II-E-07" for e in g.log)


def test_only_while_its_condition_holds(t):
    """PTCG:II-E-07: "As long as this Pokémon is in the Active Spot": Magearna on the Bench
    heals nothing."""
    sc = Scenario()
    sc.active(0, KYOGRE, damage=100)
    sc.bench(0, MAGEARNA)
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "energy")
    g.respond([0])
    assert g.pl(0)["active"]["dmg"] == 100


def test_once_per_card_attached(t):
    """PTCG:II-E-07 FAQ 1: one Double Turbo Energy (2 Energy) attached from hand: the effect
    happens once, not once per Energy it provides."""
    # Double Turbo Energy's damage reduction is not implemented yet: this test only attaches it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, MAGEARNA)
    sc.bench(0, KYOGRE, damage=140)
    sc.hand(0, DOUBLE_TURBO)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "energy")
    g.respond([1])
    assert g.pl(0)["bench"][0]["dmg"] == 50


def test_energy_attached_by_an_effect_is_not_from_hand(t):
    """PTCG:II-E-07: Energy attached by a card's effect (Powerglass, from the discard pile)
    is not "from your hand": Auto Heal does nothing."""
    sc = Scenario()
    sc.active(0, MAGEARNA, tools=[POWERGLASS], damage=50)
    sc.discard(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "end")
    if g.decision is not None and g.decision.kind == "attach":
        g.respond([0])
    assert len(g.pl(0)["active"]["energy"]) == 1
    assert g.pl(0)["active"]["dmg"] == 50


def test_attached_to_this_pokemon_only(t):
    """PTCG:II-E-07: Blissey V's Natural Cure: an Energy card from hand to it removes its
    Special Conditions; attached to another Pokémon, nothing happens."""
    # Blissey V's Blissful Blast is not implemented yet: only its Ability is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, BLISSEY_V, conditions=["poisoned", "confused"])
    sc.bench(0, KYOGRE)
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "energy")
    g.respond([1])
    slot = g.pl(0)["active"]
    assert slot["psn"] and slot["sp"] == "confused"

    g = sc.start(0, 3)
    t.do(g, "energy")
    g.respond([0])
    slot = g.pl(0)["active"]
    assert not slot["psn"] and slot["sp"] is None


def test_may_is_offered_at_once_or_lost(t):
    """PTCG:II-E-07: "you may" after attaching is offered right after the attachment; once
    another action is taken it can't be used any more."""
    sc = Scenario()
    sc.active(0, PORYGON_Z)
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "energy")
    _answer(g, "Use it")
    assert g.pl(1)["active"]["sp"] == "confused"

    g = sc.start(0, 3)
    t.do(g, "energy")
    _answer(g, "Don't")
    assert g.pl(1)["active"]["sp"] is None
    assert not t.offered(g, "ability")
