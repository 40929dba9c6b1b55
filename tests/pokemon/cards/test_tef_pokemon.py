"""Attacks of Temporal Forces (TEF, sv5) Pokémon exercised in games built with the Scenario
builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn

BRONZOR, BRONZONG = "sv8-126", "sv5-69"  # Bronzong: Evolution Jammer [P] 30
SNORUNT, FROSLASS = "sv6-51", "sv6-53"
SNOVER = "me1-35"
PSYCHIC = "sve-5"


def _evolutions(g: Game) -> list[str]:
    return [o.label for o in g.decision.options if o.data[0] == "evolve"]


def test_evolution_jammer_no_evolving_from_the_hand_next_turn():
    """PTCG:II-C-19: during the opponent's next turn they can't evolve from the hand; the
    turn after they can."""
    sc = Scenario()
    sc.active(0, BRONZOR, BRONZONG, energy=[PSYCHIC])
    sc.active(1, SNORUNT)
    sc.bench(1, SNORUNT)
    sc.hand(1, FROSLASS)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Evolution Jammer")
    assert g.current == 1 and _evolutions(g) == []
    end_turn(g)
    end_turn(g)
    assert g.current == 1 and _evolutions(g) == ["Evolve into Froslass"]
