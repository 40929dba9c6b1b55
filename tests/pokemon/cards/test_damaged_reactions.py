"""What happens when a Pokémon "is damaged by an attack (even if it is Knocked Out)": attack
step 6, after the damage and before the Knock Out check (PTCG:II-E-03). Each test has the
opponent attack and checks what the reaction did to the Attacking Pokémon or the board."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import MEGA_ABOMASNOW, attack, end_turn

MEGA_SLOWBRO_EX = "me5-31"  # Shellnado Spin [P][P][P] 180
PSYCHIC, WATER = "sve-5", "sve-3"


def _shellnado(abomasnow_attacks: bool) -> Game:
    sc = Scenario()
    sc.active(0, MEGA_SLOWBRO_EX, energy=[PSYCHIC] * 3)
    sc.active(1, MEGA_ABOMASNOW, energy=[WATER] * 3)  # 350 HP
    g = sc.start(0, 3)
    attack(g, "Shellnado Spin")
    if abomasnow_attacks:
        attack(g, "Frost Barrier")  # 200 to Mega Slowbro ex
    return g


def test_shellnado_spin_places_12_counters_on_the_attacker_next_turn():
    g = _shellnado(True)
    assert g.pl(1)["active"]["dmg"] == 180 + 120
    assert g.pl(0)["active"]["dmg"] == 200


def test_shellnado_spin_does_nothing_unless_it_is_damaged():
    g = _shellnado(False)
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == 180
