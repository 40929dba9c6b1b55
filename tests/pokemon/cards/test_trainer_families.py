"""Pokémon of a trainer ("Hop's Pokémon", "Team Rocket's Pokémon", "Steven's Pokémon") and
the passive Abilities that name a kind of your Pokémon: more damage at damage step 2, less
at step 5, effects of attacks prevented at attack step 5 (PTCG:I-A-01, II-C-17, II-E-15).
Each test builds the board and checks the damage placed or the effect that did (not) come."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.compiler.filters import pokemon_filter
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

HOPS_SNORLAX = "sv9-117"  # Extra Helpings (doesn't stack); Dynamic Press 140, 80 to itself
HOPS_WOOLOO = "sv9-135"  # Smash Kick 50 for [C][C][C]
CYNTHIAS_ROSERADE = "sv10-184"  # Cheer On to Glory; Stage 1, 130 HP
CYNTHIAS_ROSELIA = "sv10-7"  # Grass, Spike Sting 20 for [C]
LILLIGANT = "sv9-7"  # Sunny Day: your Grass and Fire Pokémon do 20 more
CARRACOSTA = "sv7-38"  # Primal Knowledge: 30 more against an Active Evolution Pokémon
BOUFFALANT = "sv7-119"  # Curly Wall: Basic Colorless Pokémon take 60 less with 2 Bouffalant
STEVENS_CARBINK = "sv10-86"  # Stone Palace (on the Bench, doesn't stack)
STEVENS_BELDUM = "sv10-143"  # Basic Metal, 70 HP
TR_ARTICUNO = "sv10-51"  # Dark Frost 60+; Repelling Veil
TR_RATTATA = "sv10-147"  # Dangerous Incisors 10: Poisoned
TR_EKANS = "sv10-112"  # Basic Team Rocket's Pokémon, 70 HP
TR_ENERGY = "sv10-182"
SNOVER = "me1-35"  # Water, Beat 10 for [W], 90 HP
KYOGRE = "me1-34"  # Water, Basic, 150 HP, weak to Lightning
WATER = "sve-3"


def _dmg(g: Game, p: int = 1) -> int:
    return g.pl(p)["active"]["dmg"]


def _attack_with(attacker: str, defender: str, bench: tuple[str, ...] = (), n_energy: int = 3,
                 name: str = "", energy: list[str] | None = None,
                 allow_unplayable: bool = False) -> Game:
    sc = Scenario(allow_unplayable=allow_unplayable)
    sc.active(0, attacker, energy=energy if energy is not None else [WATER] * n_energy)
    for b in bench:
        sc.bench(0, b)
    sc.active(1, defender)
    g = sc.start(0, 3)
    attack(g, name)
    return g


# -- "Attacks used by your <kind> do N more damage to your opponent's Active <kind>" --------
def test_extra_helpings_for_hops_pokemon_only_and_does_not_stack():
    g = _attack_with(HOPS_WOOLOO, KYOGRE, (HOPS_SNORLAX, HOPS_SNORLAX), name="Smash Kick")
    assert _dmg(g) == 80  # 50 + 30 once: two Extra Helpings don't stack
    g = _attack_with(SNOVER, KYOGRE, (HOPS_SNORLAX,), name="Beat")
    assert _dmg(g) == 10  # Snover is not Hop's Pokémon


def test_cheer_on_to_glory_stacks():
    g = _attack_with(CYNTHIAS_ROSELIA, KYOGRE, (CYNTHIAS_ROSERADE, CYNTHIAS_ROSERADE),
                     name="Spike Sting")
    assert _dmg(g) == 80  # 20 + 30 + 30


def test_sunny_day_grass_and_fire_pokemon():
    g = _attack_with(CYNTHIAS_ROSELIA, KYOGRE, (LILLIGANT,), name="Spike Sting")
    assert _dmg(g) == 40
    g = _attack_with(SNOVER, KYOGRE, (LILLIGANT,), name="Beat")
    assert _dmg(g) == 10  # a Water Pokémon's attack


def test_primal_knowledge_against_active_evolution_pokemon_only():
    g = _attack_with(SNOVER, CYNTHIAS_ROSERADE, (CARRACOSTA,), name="Beat")
    assert _dmg(g) == 40
    g = _attack_with(SNOVER, KYOGRE, (CARRACOSTA,), name="Beat")
    assert _dmg(g) == 10  # a Basic Pokémon


# -- "[As long as …, ]all of your <kind> take N less damage …" -------------------------------
def _attacked(defender: str, bench: tuple[str, ...], attacker: str = HOPS_SNORLAX,
              name: str = "Dynamic Press") -> Game:
    sc = Scenario()
    sc.active(1, attacker, energy=[WATER] * 3)
    sc.active(0, defender)
    for b in bench:
        sc.bench(0, b)
    g = sc.start(1, 3)
    attack(g, name)
    return g


def test_curly_wall_needs_another_bouffalant():
    g = _attacked(HOPS_SNORLAX, (BOUFFALANT, BOUFFALANT))
    # 140 + 30 (the attacking Hop's Snorlax's own Extra Helpings) - 60 once: no stacking
    assert _dmg(g, 0) == 110
    g = _attacked(HOPS_SNORLAX, (BOUFFALANT,), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 50  # no other Bouffalant
    g = _attacked(HOPS_SNORLAX, (BOUFFALANT, BOUFFALANT), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 0


def test_curly_wall_only_basic_colorless_pokemon():
    g = _attacked(KYOGRE, (BOUFFALANT, BOUFFALANT), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 50  # a Water Pokémon


def test_stone_palace_from_the_bench_for_stevens_pokemon():
    g = _attacked(STEVENS_BELDUM, (STEVENS_CARBINK, STEVENS_CARBINK), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 20  # 50 - 30 once
    g = _attacked(STEVENS_CARBINK, (STEVENS_BELDUM,), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 50  # Carbink in the Active Spot: no Stone Palace
    g = _attacked(KYOGRE, (STEVENS_CARBINK,), HOPS_WOOLOO, "Smash Kick")
    assert _dmg(g, 0) == 50  # not Steven's Pokémon


# -- Team Rocket's Articuno ------------------------------------------------------------------
def test_repelling_veil_prevents_effects_on_basic_team_rockets_pokemon():
    g = _attacked(TR_EKANS, (TR_ARTICUNO,), TR_RATTATA, "Dangerous Incisors")
    assert _dmg(g, 0) == 10  # damage is not an effect
    assert not g.pl(0)["active"]["psn"]
    g = _attacked(SNOVER, (TR_ARTICUNO,), TR_RATTATA, "Dangerous Incisors")
    assert g.pl(0)["active"]["psn"]  # not Team Rocket's Pokémon
    g = _attacked(TR_EKANS, (), TR_RATTATA, "Dangerous Incisors")
    assert g.pl(0)["active"]["psn"]  # no Articuno


def test_dark_frost_with_team_rockets_energy():
    # Dark Frost reads only the Energy's name
    g = _attack_with(TR_ARTICUNO, KYOGRE, energy=[TR_ENERGY, WATER, WATER, WATER],
                     name="Dark Frost")
    assert _dmg(g) == 120
    g = _attack_with(TR_ARTICUNO, KYOGRE, name="Dark Frost")
    assert _dmg(g) == 60


# -- the name says whose ------------------------------------------------------------------
def test_a_trainers_pokemon_by_the_start_of_its_name():
    ns = pokemon_filter("N's Pokémon")
    assert ns is not None
    db = cards()
    assert ns[0](db.by_name("N's Zorua")[0])
    assert not ns[0](db.by_name("Ethan's Typhlosion")[0])  # "n's" is inside "Ethan's"
