"""Attacks that count a kind of card: "for each of your opponent's Pokémon ex in play", "for
each Stage 2 Pokémon on your Bench", "for each <card> in your discard pile" (PTCG:II-B-01,
II-B-02). Each test builds the board and checks the damage placed."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

DUDUNSPARCE_EX = "sv9-178"  # Tenacious Tail 60× for [C]
ETHANS_TYPHLOSION = "sv10-190"  # Buddy Blast 40+ for [R]
TR_PORYGON2 = "sv10-154"  # R Command 20× for [C][C][C]
MAMOSWINE_EX = "sv9-174"  # Rumbling March 180+ for [F][F]
CARRACOSTA = "sv7-38"  # Stage 2
ETHANS_ADVENTURE = "sv10-165"
PETREL = "sv10-176"  # Team Rocket's Petrel (Supporter)
PIKACHU_EX = "svp-106"  # Lightning, 200 HP, weak to Fighting
KYOGRE = "me1-34"  # Water, 150 HP
SNOVER = "me1-35"
MEGA_ABOMASNOW = "me1-36"  # 350 HP
WATER = "sve-3"
FIRE = "sve-2"
FIGHTING = "sve-6"


def _attack(attacker: str, energy: list[str], name: str, defender: str,
            opp_bench: tuple[str, ...] = (), bench: tuple[str, ...] = (),
            discard: tuple[str, ...] = ()) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    for b in bench:
        sc.bench(0, b)
    sc.discard(0, *discard)
    sc.active(1, defender)
    for b in opp_bench:
        sc.bench(1, b)
    g = sc.start(0, 3)
    attack(g, name)
    return g


def _dmg(g: Game) -> int:
    return g.pl(1)["active"]["dmg"]


def test_tenacious_tail_counts_the_opponents_pokemon_ex():
    g = _attack(DUDUNSPARCE_EX, [WATER], "Tenacious Tail", PIKACHU_EX,
                opp_bench=(PIKACHU_EX, KYOGRE), bench=(PIKACHU_EX,))
    assert _dmg(g) == 120  # 2 of the opponent's; yours don't count


def test_rumbling_march_counts_your_benched_stage_2_pokemon():
    g = _attack(MAMOSWINE_EX, [FIGHTING, FIGHTING], "Rumbling March", MEGA_ABOMASNOW,
                bench=(ETHANS_TYPHLOSION, ETHANS_TYPHLOSION, SNOVER), opp_bench=(CARRACOSTA,))
    assert _dmg(g) == 260  # 180 + 2 × 40


def test_buddy_blast_counts_named_cards_in_your_discard_pile():
    g = _attack(ETHANS_TYPHLOSION, [FIRE], "Buddy Blast", MEGA_ABOMASNOW,
                discard=(ETHANS_ADVENTURE, ETHANS_ADVENTURE, PETREL))
    assert _dmg(g) == 160  # 40 + 2 × 60


def test_r_command_counts_team_rocket_supporters():
    g = _attack(TR_PORYGON2, [WATER] * 3, "R Command", KYOGRE,
                discard=(PETREL, PETREL, ETHANS_ADVENTURE, WATER))
    assert _dmg(g) == 40
