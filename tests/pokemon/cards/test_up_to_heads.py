"""Energy "up to the number of heads": "Flip a coin until you get tails. Search your deck for
an amount of Basic Lightning Energy up to the number of heads and attach it to this Pokémon"
(Pikachu, Snorlax) and "Flip 3 coins. Attach an amount of Basic Energy up to the number of
heads from your discard pile to your Benched Pokémon in any way you like" (Smeargle,
Pachirisu): the coins counted bound how many cards may be chosen."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick, zone

PIKACHU = "me30c-42"  # Charge-Up Dash [C]
SMEARGLE = "me2-80"  # Energizing Sketch [C]
KYOGRE = "me1-34"
SNOVER = "me1-35"
LIGHTNING = "sve-4"
FIRE = "sve-2"
WATER = "sve-3"


def test_pikachu_attaches_up_to_the_heads_before_tails():
    sc = Scenario()
    sc.active(0, PIKACHU, energy=[WATER])
    sc.deck(0, *[LIGHTNING] * 4, WATER, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(True, True, False)  # 2 heads, then tails
    attack(g, "Charge-Up Dash")
    d = g.decision
    assert d.max == 2 and {o.label for o in d.options} == {"Basic Lightning Energy"}
    pick(g, "Basic Lightning Energy", "Basic Lightning Energy")
    assert names_attached(g) == ["Basic Lightning Energy"] * 2 + ["Basic Water Energy"]
    assert zone(g, 0, "deck").count("Basic Lightning Energy") == 2
    assert events(g, "shuffle")


def test_pikachu_first_tails_searches_nothing():
    sc = Scenario()
    sc.active(0, PIKACHU, energy=[WATER])
    sc.deck(0, *[LIGHTNING] * 4)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(False)
    attack(g, "Charge-Up Dash")
    assert names_attached(g) == ["Basic Water Energy"]
    assert not events(g, "search")


def names_attached(g) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.name(c) for c in active(g, 0)["energy"])


def test_smeargle_attaches_from_discard_to_benched_pokemon_up_to_heads():
    sc = Scenario()
    sc.active(0, SMEARGLE, energy=[WATER])
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.discard(0, FIRE, FIRE, LIGHTNING)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(True, False, True)  # 2 heads
    attack(g, "Energizing Sketch")
    assert g.decision.max == 2
    pick(g, "Basic Fire Energy", "Basic Lightning Energy")
    while g.decision is not None and g.decision.kind != "main" and g.current == 0 \
            and any("Snover" in o.label for o in g.decision.options):
        pick(g, "Snover")
    bench = g.pl(0)["bench"]
    assert sorted(g.name(c) for c in bench[0]["energy"]) == ["Basic Fire Energy",
                                                              "Basic Lightning Energy"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy"]
    assert [g.name(c) for c in active(g, 0)["energy"]] == ["Basic Water Energy"]
