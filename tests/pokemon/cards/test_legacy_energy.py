"""Legacy Energy (TWM 167): every type, 1 Energy at a time; a Pokémon it is attached to that
is Knocked Out by damage from the opponent's attack gives 1 fewer Prize card, once per game
for each player (PTCG:I-D step 3, II-D-08)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, end_turn, events, pick

LEGACY = "sv6-167"
PIKACHU_EX = "svp-106"  # Basic Pokémon ex, 200 HP: 2 Prize cards
LAPRAS = "sv7-31"  # Water Gun [W] 20, Surf [W][C][C] 80
STUFFUL = "sv6pt5-52"  # Take Down [C] 30
WATER = "sve-3"


def _prizes_taken(g: Game, p: int) -> int:
    return 6 - len(g.pl(p)["prizes"])


def test_provides_every_type_but_one_energy_at_a_time():
    """Water Gun ([W]) can be used with Legacy Energy; Surf ([W][C][C]) can't."""
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[LEGACY])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attacks = [o.label for o in g.decision.options if o.data[0] == "attack"]
    assert attacks == ["Attack: Water Gun (20)"]


def test_one_fewer_prize_once_per_game():
    """The first Pokémon ex with Legacy Energy Knocked Out by an attack gives 1 Prize card; the
    second one (another Legacy Energy of the same player) gives both: the effect was used."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER])
    sc.active(1, PIKACHU_EX, energy=[LEGACY], damage=190)
    sc.bench(1, PIKACHU_EX, energy=[LEGACY], damage=190)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Take Down")
    answer(g, "prize", "Prize card 1")
    assert _prizes_taken(g, 0) == 1
    assert g.s["applied_once"] == [[], ["Legacy Energy"]]
    end_turn(g)  # the attack ended player 0's turn: player 1 ends theirs
    attack(g, "Take Down")
    assert g.decision.kind == "prize" and g.decision.max == 2
    pick(g, "Prize card 1", "Prize card 2")
    assert _prizes_taken(g, 0) == 1 + 2


def test_two_on_one_pokemon_apply_once():
    """Two Legacy Energy on the Knocked Out Pokémon: still only 1 fewer Prize card."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER])
    sc.active(1, PIKACHU_EX, energy=[LEGACY, LEGACY], damage=190)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Take Down")
    assert events(g, "knocked_out", pokemon="Pikachu ex")
    assert g.decision.kind == "prize" and g.decision.max == 1
    answer(g, "prize", "Prize card 1")
    assert _prizes_taken(g, 0) == 1


def test_not_when_knocked_out_otherwise():
    """Knocked Out by Poison at Pokémon Checkup (not by an attack's damage): 2 Prize cards,
    and the effect is not used up."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER])
    sc.active(1, PIKACHU_EX, energy=[LEGACY], damage=190, conditions=["poisoned"])
    sc.bench(1, LAPRAS)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    end_turn(g)
    assert events(g, "knocked_out", pokemon="Pikachu ex")
    assert g.decision.kind == "prize" and g.decision.max == 2
    pick(g, "Prize card 1", "Prize card 2")
    assert _prizes_taken(g, 0) == 2
    assert "applied_once" not in g.s
