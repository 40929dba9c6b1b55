"""Attacks that shuffle an opponent's Pokémon into their deck: Illumise's Slowing Perfume
("You can use this attack only if you go second, and only during your first turn", compiler
``pokemon.only_if``: the attack's ``requires``) and Shiftry's Reversing Gust ("If heads, choose 1
of your opponent's Pokémon. Shuffle that Pokémon …", ``zones.choose_opponents_pokemon`` and
``zones.shuffle_chosen``), and Voltorb's Fastball (the chosen Pokémon "that Pokémon" of
``damage.damage_to_heads``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick, zone

ILLUMISE = "sv6-10"  # Slowing Perfume [C]
SHIFTRY = "me1-15"  # Reversing Gust [G]
VOLTORB = "dp7-SH3"  # Fastball [C]
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex
POLTCHAGEIST = "sv6-20"
GRASS, WATER = "sve-1", "sve-3"


def _attack_names(g: Game) -> list[str]:
    top = g.top(g.pl(g.current)["active"])
    return [top.attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]


def _illumise(turn: int) -> Game:
    sc = Scenario()
    sc.active(0, ILLUMISE, energy=[GRASS, GRASS])
    sc.active(1, KANGASKHAN)
    sc.bench(1, POLTCHAGEIST)
    sc.bench(1, KANGASKHAN, energy=[WATER])
    return sc.start(0, turn)


def test_slowing_perfume_only_on_the_first_turn_of_the_player_going_second():
    assert "Slowing Perfume" in _attack_names(_illumise(2))
    later = _illumise(4)
    assert "Slowing Perfume" not in _attack_names(later)
    assert "Glide" in _attack_names(later)


def test_slowing_perfume_shuffles_the_chosen_benched_pokemon_and_its_cards_into_the_deck():
    g = _illumise(2)
    attack(g, "Slowing Perfume")
    pick(g, "Kangaskhan")
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Poltchageist"]
    (moved,) = events(g, "returned", pokemon="Mega Kangaskhan ex")
    assert len(moved["cards"]) == 2  # Mega Kangaskhan ex and its Energy
    assert set(c["id"] for c in moved["cards"]) <= set(g.pl(1)["deck"]) | set(g.pl(1)["hand"])


def test_slowing_perfume_leaves_a_benched_pokemon_unaffected_by_attack_effects():
    g = _illumise(2)
    attack(g, "Slowing Perfume")
    pick(g, "Poltchageist")  # Storehouse Hideaway: effects of attacks prevented on the Bench
    assert len(g.pl(1)["bench"]) == 2
    assert events(g, "unaffected", pokemon="Poltchageist") and not events(g, "returned")


def _shiftry(heads: bool) -> Game:
    sc = Scenario()
    sc.active(0, SHIFTRY, energy=[GRASS])
    sc.active(1, KANGASKHAN, energy=[WATER])
    sc.bench(1, POLTCHAGEIST)
    g = sc.start(0, 3)
    g.rng.force(heads)
    attack(g, "Reversing Gust")
    return g


def test_reversing_gust_heads_shuffles_the_chosen_pokemon_even_the_active_one():
    g = _shiftry(True)
    pick(g, "Kangaskhan")
    assert "Mega Kangaskhan ex" in zone(g, 1, "deck") and "Basic Water Energy" in zone(g, 1, "deck")
    assert events(g, "returned", pokemon="Mega Kangaskhan ex")
    # the opponent promotes their Benched Pokémon to the empty Active Spot
    assert g.top(g.pl(1)["active"]).name == "Poltchageist"


def test_reversing_gust_tails_chooses_nothing_and_shuffles_nothing():
    g = _shiftry(False)
    assert g.top(g.pl(1)["active"]).name == "Mega Kangaskhan ex"
    assert not events(g, "returned")


def test_fastball_does_20_to_the_chosen_pokemon_only_if_heads():
    for heads, dmg in ((True, 20), (False, 0)):
        sc = Scenario(allow_unplayable=True)
        sc.active(0, VOLTORB, energy=[WATER])
        sc.active(1, KANGASKHAN)
        sc.bench(1, KANGASKHAN)
        g = sc.start(0, 3)
        g.rng.force(heads)
        attack(g, "Fastball")
        pick(g, "(Bench)")
        assert g.pl(1)["bench"][0]["dmg"] == dmg
        assert g.pl(1)["active"]["dmg"] == 0
