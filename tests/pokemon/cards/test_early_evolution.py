"""Abilities that change when and into what a Pokémon may evolve (PTCG:I-A-05): "this Pokémon
can evolve during your first turn or the turn you play it" (Eevee while Active, Karrablast with
Shelmet in play, Shelmet with Karrablast, Luxio against a Pokémon ex), "This Pokémon can evolve
into any Pokémon ex that evolves from Eevee" (Eevee ex's Rainbow DNA, the usual turns only), and
"If you go first, this Pokémon can use attacks during your first turn" (Meloetta ex)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, offered

EEVEE = "sv8pt5-74"
EEVEE_EX = "sv8pt5-167"
VAPOREON = "sv8pt5-22"  # evolves from Eevee
VAPOREON_EX = "sv8pt5-23"  # Pokémon ex, evolves from Eevee
KARRABLAST = "zsv10pt5-94"
ESCAVALIER = "sv9-102"
SHELMET = "rsv10pt5-93"
ACCELGOR = "sv9-13"
SHINX = "sv2-68"
LUXIO = "me3-27"
LUXRAY = "sv2-71"
MELOETTA_EX = "zsv10pt5-167"  # Echoed Voice 30 [P]
SNOVER = "me1-35"
LATIAS_EX = "me1-100"
PSYCHIC = "sve-5"


def _game(active: str, bench: tuple[str, ...], hand: tuple[str, ...], *, turn: int = 1,
          played_now: bool = False, defender: str = SNOVER) -> Game:
    sc = Scenario()
    played = turn if played_now else 0
    sc.active(0, active, played=played)
    for b in bench:
        sc.bench(0, b, played=played)
    sc.active(1, defender)
    sc.hand(0, *hand)
    return sc.start(0, turn)


def _can_evolve(g: Game, into: str) -> bool:
    return bool(offered(g, "evolve", into))


def test_boosted_evolution_on_the_first_turn_while_active():
    g = _game(EEVEE, (), (VAPOREON,))
    assert _can_evolve(g, "Vaporeon")  # turn 1 of the player going first
    do(g, "evolve", "Vaporeon")
    assert g.top(g.pl(0)["active"]).name == "Vaporeon"


def test_boosted_evolution_not_from_the_bench():
    g = _game(SNOVER, (EEVEE,), (VAPOREON,))
    assert not _can_evolve(g, "Vaporeon")
    g = _game(SNOVER, (EEVEE,), (VAPOREON,), turn=3, played_now=True)
    assert not _can_evolve(g, "Vaporeon")  # put onto the Bench this turn


def test_stimulated_evolution_needs_the_partner_in_play():
    g = _game(KARRABLAST, (), (ESCAVALIER,))
    assert not _can_evolve(g, "Escavalier")
    g = _game(KARRABLAST, (SHELMET,), (ESCAVALIER, ACCELGOR))
    assert _can_evolve(g, "Escavalier") and _can_evolve(g, "Accelgor")
    do(g, "evolve", "Escavalier")
    assert not _can_evolve(g, "Accelgor")  # Karrablast is gone: Shelmet's condition fails


def test_fighting_roar_against_a_pokemon_ex_only():
    g = _game(LUXIO, (), (LUXRAY,), turn=2, defender=LATIAS_EX)
    assert _can_evolve(g, "Luxray")
    g = _game(LUXIO, (), (LUXRAY,), turn=2, defender=SNOVER)
    assert not _can_evolve(g, "Luxray")


def test_rainbow_dna_evolves_into_a_pokemon_ex_from_eevee():
    g = _game(EEVEE_EX, (), (VAPOREON_EX, VAPOREON), turn=3)
    assert _can_evolve(g, "Vaporeon ex")
    assert not _can_evolve(g, "Vaporeon")  # not a Pokémon ex
    do(g, "evolve", "Vaporeon ex")
    assert g.top(g.pl(0)["active"]).name == "Vaporeon ex"


def test_rainbow_dna_not_on_the_first_turn_or_the_turn_it_is_played():
    g = _game(EEVEE_EX, (), (VAPOREON_EX,), turn=1)
    assert not _can_evolve(g, "Vaporeon ex")
    g = _game(EEVEE_EX, (), (VAPOREON_EX,), turn=3, played_now=True)
    assert not _can_evolve(g, "Vaporeon ex")


def test_debut_performance_attacks_on_the_first_turn():
    sc = Scenario()
    sc.active(0, MELOETTA_EX, energy=[PSYCHIC])
    sc.bench(0, SNOVER, energy=[PSYCHIC])
    sc.active(1, LATIAS_EX)
    g = sc.start(0, 1)
    attack(g, "Echoed Voice")
    assert g.pl(1)["active"]["dmg"] == 30
    sc = Scenario()
    sc.active(0, SNOVER, energy=["sve-3"])
    sc.active(1, LATIAS_EX)
    g = sc.start(0, 1)
    assert not offered(g, "attack")  # the rule itself still holds for other Pokémon
