"""Overvolt Discharge (Magneton, SSP 59): "… attach up to 3 Basic Energy cards from your discard
pile to your Lightning Pokémon in any way you like. If you use this Ability, this Pokémon is
Knocked Out." — the Knock Out is the Ability's price (the opponent takes a Prize card for
it, PTCG:I-D), and Damp in its promo wording (Psyduck, Golduck MEP: "lose all Abilities that
require those Pokémon to be Knocked Out") takes the Ability away."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, PIKACHU_EX, answer, do, events, offered, pick

MAGNETON = "sv8-59"
PSYDUCK_MEP = "mep-007"
GOLDUCK_MEP = "mep-008"
LIGHTNING = "sve-4"


def _game(damp: str | None = None, discard: int = 3) -> Game:
    sc = Scenario()
    sc.active(0, PIKACHU_EX)
    sc.bench(0, MAGNETON)
    sc.active(1, KYOGRE)
    if damp is not None:
        sc.bench(1, damp)
    sc.discard(0, *[LIGHTNING] * discard)
    return sc.start(0, 3)


def test_overvolt_discharge_attaches_then_knocks_magneton_out():
    g = _game()
    do(g, "ability")
    pick(g, *["Basic Lightning Energy"] * 3)
    for _ in range(3):
        answer(g, "attach", "Pikachu ex")
    assert len(g.pl(0)["active"]["energy"]) == 3
    assert events(g, "knocked_out", pokemon="Magneton")
    assert g.decision.kind == "prize" and g.decision.player == 1  # the opponent takes a Prize
    assert not g.pl(0)["bench"]


def test_overvolt_discharge_needs_energy_in_the_discard_pile():
    assert not offered(_game(discard=0), "ability")


def test_damp_promo_wording_takes_overvolt_discharge_away():
    assert not offered(_game(PSYDUCK_MEP), "ability")
    assert not offered(_game(GOLDUCK_MEP), "ability")
