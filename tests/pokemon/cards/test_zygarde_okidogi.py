"""Nullifying Zero ("For each of your opponent's Pokémon, flip a coin. If heads, this attack
does 150 damage to that Pokémon.", compiler.damage.flip_for_each_pokemon / damage_to_heads)
and Poisonous Musculature ("If you attached Energy to a Pokémon in this way, this Pokémon is
now Poisoned.", compiler.zones.if_attached)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import MEGA_ABOMASNOW, PIKACHU_EX, attack, events, pick

MEGA_ZYGARDE_EX = "me3-124"  # Nullifying Zero [F]x5
OKIDOGI_EX = "sv6pt5-90"  # Poisonous Musculature [C]
FIGHTING, DARKNESS = "sve-6", "sve-7"


def test_nullifying_zero_150_to_each_pokemon_that_came_up_heads():
    seen = set()
    for seed in range(6):
        sc = Scenario(seed=seed)
        sc.active(0, MEGA_ZYGARDE_EX, energy=[FIGHTING] * 5)
        sc.active(1, MEGA_ABOMASNOW)
        sc.bench(1, PIKACHU_EX)  # weak to Fighting: no Weakness on the Bench
        g = sc.start(0, 3)
        attack(g, "Nullifying Zero")
        coins = {e["pokemon"]: e["result"] == "heads" for e in events(g, "coin")}
        assert set(coins) == {"Mega Abomasnow ex", "Pikachu ex"}
        assert g.pl(1)["active"]["dmg"] == (150 if coins["Mega Abomasnow ex"] else 0)
        assert g.pl(1)["bench"][0]["dmg"] == (150 if coins["Pikachu ex"] else 0)
        seen.update(coins.values())
    assert seen == {True, False}


def test_poisonous_musculature_poisons_only_when_energy_was_attached():
    sc = Scenario()
    sc.active(0, OKIDOGI_EX, energy=[DARKNESS])
    sc.deck(0, DARKNESS, DARKNESS, DARKNESS)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Poisonous Musculature")
    pick(g, "Basic Darkness Energy", "Basic Darkness Energy")
    me = g.pl(1 - g.current)["active"]
    assert len(me["energy"]) == 3 and me["psn"] > 0

    sc = Scenario()
    sc.active(0, OKIDOGI_EX, energy=[DARKNESS])
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Poisonous Musculature")  # nothing in the deck to attach
    me = g.pl(1 - g.current)["active"]
    assert len(me["energy"]) == 1 and me["psn"] == 0
