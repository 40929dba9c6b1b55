"""Attacks that choose 1 of the opponent's Active Pokémon's attacks: Team Rocket's Murkrow's
Torment (that Pokémon can't use it during the opponent's next turn, PTCG:II-C-15) and Team
Rocket's Mimikyu's Gemstone Mimicry (an Active Tera Pokémon's attack used as this attack,
PTCG:II-C-18)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick

TR_MURKROW, TR_MURKROW_ASC = "sv10-127", "me2pt5-126"  # Torment 30 for [D][C]
TR_MIMIKYU, TR_MIMIKYU_ASC = "sv10-87", "me2pt5-238"  # Gemstone Mimicry [P][C]
HOOPA_EX = "sv4-98"  # Tera; Energy Crush [D][D], Bandit's Fist 200 for [D][D][D]
KYOGRE = "me1-34"  # not Tera
DARK, PSYCHIC = "sve-7", "sve-5"


def _board(attacker: str, energy: str, defender: str) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=[energy, energy])
    sc.active(1, defender, energy=[DARK, DARK, DARK])
    sc.bench(1, KYOGRE)
    return sc.start(0, 3)


def _offered_attacks(g: Game) -> list[str]:
    attacks = attacks_of(g, g.pl(g.current)["active"])
    return [attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]


def test_torment_forbids_the_chosen_attack_during_the_next_turn_only():
    for murkrow in (TR_MURKROW, TR_MURKROW_ASC):
        g = _board(murkrow, DARK, HOOPA_EX)
        attack(g, "Torment")
        pick(g, "Bandit's Fist")
        assert g.pl(1)["active"]["dmg"] == 30
        assert g.current == 1
        assert _offered_attacks(g) == ["Energy Crush"]  # Bandit's Fist can't be used
        end_turn(g)
        end_turn(g)
        assert g.current == 1
        assert _offered_attacks(g) == ["Energy Crush", "Bandit's Fist"]  # that turn is over


def test_torment_other_choice():
    g = _board(TR_MURKROW, DARK, HOOPA_EX)
    attack(g, "Torment")
    pick(g, "Energy Crush")
    assert _offered_attacks(g) == ["Bandit's Fist"]


def test_gemstone_mimicry_uses_an_active_tera_pokemons_attack():
    for mimikyu in (TR_MIMIKYU, TR_MIMIKYU_ASC):
        g = _board(mimikyu, PSYCHIC, HOOPA_EX)
        attack(g, "Gemstone Mimicry")
        pick(g, "Bandit's Fist")
        assert events(g, "copy_attack", attack="Bandit's Fist")
        damage = events(g, "damage", target="Hoopa ex")
        assert [d["trace"][0]["value"] for d in damage] == [200]  # Bandit's Fist's damage
        assert events(g, "knocked_out", pokemon="Hoopa ex")  # ×2 for Weakness to Psychic


def test_gemstone_mimicry_does_nothing_against_a_pokemon_that_is_not_tera():
    g = _board(TR_MIMIKYU, PSYCHIC, KYOGRE)
    attack(g, "Gemstone Mimicry")  # no attack to choose
    assert not events(g, "copy_attack")
    assert g.pl(1)["active"]["dmg"] == 0 and not events(g, "damage")
    assert g.current == 1
