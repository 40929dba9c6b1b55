""""A <card>, a <card>, or 1 of each" (compiler.filters.card_phrase, take_cards one_each): at
most one card of each kind, chosen one at a time. Steven's Metagross ex (DRI 145) X-Boot
also attaches "to your Psychic Pokémon and Metal Pokémon" (a Pokémon of either type)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick

BELDUM, METANG, METAGROSS_EX = "sv5-113", "sv5-114", "sv10-145"
MEWTWO, FUECOCO, LAPRAS = "sv3pt5-150", "sv2-34", "sv7-31"
PSYCHIC, METAL = "sve-5", "sve-8"


def labels(g) -> list[str]:  # type: ignore[no-untyped-def]
    return [o.label for o in g.decision.options]


def test_x_boot_finds_one_of_each_and_attaches_to_psychic_and_metal_pokemon():
    """One Metal Energy chosen, then only the Psychic Energy is offered (not the 2nd Metal);
    each goes to a Psychic or Metal Pokémon as the player likes (Fuecoco, Fire, is not
    offered); the deck is shuffled; once during the turn."""
    sc = Scenario()
    sc.active(0, BELDUM, METANG, METAGROSS_EX)
    sc.bench(0, MEWTWO)
    sc.bench(0, FUECOCO)
    sc.deck(0, METAL, PSYCHIC, METAL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "ability")
    assert sorted(labels(g)) == ["Basic Metal Energy", "Basic Metal Energy", "Basic Psychic Energy"]
    pick(g, "Metal Energy")
    assert labels(g) == ["Basic Psychic Energy"]
    pick(g, "Psychic Energy")
    assert not any("Fuecoco" in lab for lab in labels(g))
    pick(g, "Mewtwo")  # the Metal Energy
    pick(g, "Metagross")  # the Psychic Energy
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Metal Energy"]
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Psychic Energy"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Basic Metal Energy"]
    assert [e["type"] for e in events(g)][-2:] == ["attach", "shuffle"]
    assert not [o for o in g.decision.options if o.data[0] == "ability"]


def test_x_boot_may_stop_after_one_card():
    sc = Scenario()
    sc.active(0, BELDUM, METANG, METAGROSS_EX)
    sc.deck(0, METAL, PSYCHIC)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "ability")
    pick(g, "Psychic Energy")
    g.respond([])
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Psychic Energy"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Basic Metal Energy"]


INFERNAPE, YAMPER, POKE_BALL, GREAT_BALL = "svp-116", "swsh5-52", "sv1-185", "sv2-183"
FIRE, FIGHTING = "sve-2", "sve-6"


def test_infernape_attaches_one_of_each_from_the_hand():
    """Infernape (PR-SV 116): a Fire then only the Fighting Energy (not the 2nd Fire)."""
    sc = Scenario()
    sc.active(0, INFERNAPE)
    sc.bench(0, FUECOCO)
    sc.hand(0, FIRE, FIRE, FIGHTING)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "ability")
    pick(g, "Fire Energy")
    assert labels(g) == ["Basic Fighting Energy"]
    pick(g, "Fighting Energy")
    pick(g, "Fuecoco")
    pick(g, "Fuecoco")
    assert sorted(g.name(c) for c in g.pl(0)["bench"][0]["energy"]) == [
        "Basic Fighting Energy", "Basic Fire Energy"]
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Fire Energy"]


def test_yamper_puts_a_poke_ball_and_a_great_ball_into_the_hand():
    """Yamper (VIV 52): one Poké Ball and one Great Ball at most, from the discard pile."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.hand(0, YAMPER)
    sc.discard(0, POKE_BALL, POKE_BALL, GREAT_BALL)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "bench", "Yamper")
    pick(g, "Use it")
    pick(g, "Great Ball")
    assert labels(g) == ["Poké Ball", "Poké Ball"]
    pick(g, "Poké Ball")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Great Ball", "Poké Ball"]
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Poké Ball"]
