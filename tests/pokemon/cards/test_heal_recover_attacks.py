"""Attacks that heal or recover (PTCG:II-C-06, S4-COND): Comfey's Comforting Aroma and Ho-Oh's
Sacred Breath (1 of your Benched Pokémon), Munna's Rest ("This Pokémon is now Asleep. Heal 30
damage from it."), Pikachu's Get Some Air (recovers from all Special Conditions)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

COMFEY = "me30c-77"  # Comforting Aroma [C]
HO_OH = "me30c-12"  # Sacred Breath [R][R]
MUNNA = "zsv10pt5-116"  # Rest [C]
PIKACHU = "me30c-46"  # Get Some Air [C]
KYOGRE = "me1-34"
SNOVER = "me1-35"
WATER, FIRE, PSYCHIC = "sve-3", "sve-2", "sve-5"


def _game(attacker: str, energy: list[str], damage: int = 0) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy, damage=damage)
    sc.bench(0, KYOGRE, damage=100)
    sc.bench(0, SNOVER, damage=50)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_comforting_aroma_heals_80_from_a_benched_pokemon():
    g = _game(COMFEY, [WATER], damage=30)
    attack(g, "Comforting Aroma")
    labels = [o.label for o in g.decision.options]
    assert not any("Comfey" in label for label in labels)  # the Active is not Benched
    pick(g, "Kyogre")
    assert g.pl(0)["bench"][0]["dmg"] == 20
    assert g.pl(0)["bench"][1]["dmg"] == 50
    assert g.pl(0)["active"]["dmg"] == 30


def test_sacred_breath_discards_all_energy_and_heals_all_damage_from_a_benched_pokemon():
    g = _game(HO_OH, [FIRE, FIRE, WATER])
    attack(g, "Sacred Breath")
    pick(g, "Snover")
    assert g.pl(0)["bench"][1]["dmg"] == 0
    assert g.pl(0)["bench"][0]["dmg"] == 100
    assert g.pl(0)["active"]["energy"] == []


def test_rest_asleep_and_heals_30_from_itself():
    g = _game(MUNNA, [PSYCHIC], damage=40)
    g.rng.force(False)  # the Pokémon Checkup coin after the turn: tails, it stays Asleep
    attack(g, "Rest")
    assert g.pl(0)["active"]["sp"] == "asleep"
    assert g.pl(0)["active"]["dmg"] == 10


def test_get_some_air_recovers_from_all_special_conditions():
    sc = Scenario()
    sc.active(0, PIKACHU, energy=[WATER])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    slot = g.pl(0)["active"]
    slot["sp"], slot["psn"], slot["brn"] = "confused", 1, 2
    g.rng.force(True)  # the Confusion coin: heads, the attack goes on
    attack(g, "Get Some Air")
    assert (slot["sp"], slot["psn"], slot["brn"]) == (None, 0, 0)
