""""If your opponent's Active Pokémon is <…>, it is Knocked Out" (Haxorus's Axe Blast, BLK;
Mega Darkrai ex's Abyss Eye, PBL): no damage; the Knock Out check of the attack finds it and
the attacking player takes a Prize card (PTCG:I-D)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

HAXORUS = "zsv10pt5-147"  # Axe Blast [F][M][C]
MEGA_DARKRAI_EX = "me5-120"  # Abyss Eye [D][D][D]
KYOGRE = "me1-34"  # Basic
BANETTE = "me5-34"  # Stage 1, Hide 'n' Sneak
SHUPPET = "me5-33"  # Basic, Hide 'n' Sneak
SNOVER = "me1-35"
FIGHTING, METAL, DARK = "sve-6", "sve-8", "sve-7"


def _game(attacker: str, energy: list[str], defender: str, condition: str | None = None) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, defender)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    if condition:
        g.pl(1)["active"]["sp"] = condition
    return g


def _taken(g: Game) -> int:
    """Prize cards the attacking player took (face down: any of them)."""
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))
    return 6 - len(g.pl(0)["prizes"])


def test_axe_blast_knocks_out_a_basic_pokemon():
    g = _game(HAXORUS, [FIGHTING, METAL, FIGHTING], KYOGRE)
    attack(g, "Axe Blast")
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert _taken(g) == 1


def test_axe_blast_does_nothing_to_an_evolution_pokemon():
    g = _game(HAXORUS, [FIGHTING, METAL, FIGHTING], BANETTE)
    attack(g, "Axe Blast")
    assert not events(g, "knocked_out")
    assert g.pl(1)["active"]["dmg"] == 0


def test_abyss_eye_knocks_out_a_pokemon_affected_by_a_special_condition():
    g = _game(MEGA_DARKRAI_EX, [DARK] * 3, KYOGRE, condition="confused")
    attack(g, "Abyss Eye")
    assert events(g, "knocked_out", pokemon="Kyogre")
    g = _game(MEGA_DARKRAI_EX, [DARK] * 3, KYOGRE)
    attack(g, "Abyss Eye")
    assert not events(g, "knocked_out")


def test_abyss_eye_is_an_effect_hide_n_sneak_prevents():
    g = _game(MEGA_DARKRAI_EX, [DARK] * 3, SHUPPET, condition="asleep")
    attack(g, "Abyss Eye")
    assert not events(g, "knocked_out")
