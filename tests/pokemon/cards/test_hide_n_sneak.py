"""Hide 'n' Sneak (PBL: Shuppet, Banette, Poltchageist, Sinistcha): "Prevent all effects of your
opponent's Pokémon's attacks and Abilities done to this Pokémon. (Damage is not an effect.)",
and the attacks that count Pokémon with it in the discard pile (Dhelmise, Sinistcha,
Spiritomb: compiler pattern ``game_conditions.if_ability_in_discard``; Spiritomb's
"quadruple the number of damage counters": ``damage.multiply_counters``)."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, pick

SHUPPET = "me5-33"  # Hide 'n' Sneak; Hang Down [P] 10; 50 HP
POLTCHAGEIST = "me5-5"  # Hide 'n' Sneak
SINISTCHA = "me5-6"  # Matcha Spin [C]
DHELMISE = "me5-91"  # Vengeful Anchor [P] 30+
SPIRITOMB = "me5-35"  # Spiritual End [P]
DUSKULL, DUSCLOPS = "sv8pt5-35", "sv8pt5-36"  # Cursed Blast: 5 counters on 1 of theirs
CACNEA = "sv1-5"  # when damaged in the Active Spot: 3 counters on the Attacking Pokémon
DARK_BELL = "me5-106"
KYOGRE = "me1-34"  # 150 HP
SNOVER = "me1-35"  # 90 HP
MEGA_CHANDELURE_EX = "me5-115"  # 350 HP
PSYCHIC = "sve-5"


def _slot(g: Game, p: int, name: str) -> Any:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


def _use_ability(g: Game, name: str) -> None:
    for i, o in enumerate(g.decision.options):
        if o.data[0] == "ability" and o.label.startswith(f"Use {name} "):
            g.respond([i])
            return
    raise AssertionError(f"{name} not offered: {[o.label for o in g.decision.options]}")


def _take_prizes(g: Game) -> None:
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))


def test_an_opponents_ability_puts_no_counters_on_it():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, DUSKULL, DUSCLOPS)
    sc.active(1, SHUPPET)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    _use_ability(g, "Cursed Blast")
    pick(g, "Shuppet")
    _take_prizes(g)
    assert _slot(g, 1, "Shuppet")["dmg"] == 0
    assert events(g, "unaffected", pokemon="Shuppet", by="Ability")
    assert g.pl(0)["bench"] == []  # Dusclops still Knocked Out itself


def test_a_triggered_ability_puts_no_counters_on_it_but_its_attack_damage_counts():
    sc = Scenario()
    sc.active(0, SHUPPET, energy=[PSYCHIC])
    sc.active(1, CACNEA)
    g = sc.start(0, 3)
    attack(g, "Hang Down")
    assert g.pl(1)["active"]["dmg"] == 10
    assert g.pl(0)["active"]["dmg"] == 0  # Cacnea's 3 counters prevented


def test_an_opponents_trainer_still_affects_it():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SHUPPET)
    sc.hand(0, DARK_BELL)
    g = sc.start(0, 3)
    do(g, "trainer", "Dark Bell")
    assert g.pl(1)["active"]["sp"] == "confused"  # Trainer effects are not prevented


def _discard_game(attacker: str, hide: int, opponent: list[tuple[str, int]]) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=[PSYCHIC])
    sc.discard(0, *[SHUPPET, POLTCHAGEIST] * (hide // 2), *[SHUPPET] * (hide % 2), KYOGRE)
    (active, dmg), *bench = opponent
    sc.active(1, active, damage=dmg)
    for name, d in bench:
        sc.bench(1, name, damage=d)
    return sc.start(0, 3)


def test_vengeful_anchor_140_more_with_4_hide_n_sneak_pokemon_in_the_discard_pile():
    g = _discard_game(DHELMISE, 4, [(MEGA_CHANDELURE_EX, 0)])
    attack(g, "Vengeful Anchor")
    assert g.pl(1)["active"]["dmg"] == 170
    g = _discard_game(DHELMISE, 3, [(MEGA_CHANDELURE_EX, 0)])
    attack(g, "Vengeful Anchor")
    assert g.pl(1)["active"]["dmg"] == 30


def test_matcha_spin_4_counters_on_each_with_6_in_the_discard_pile():
    g = _discard_game(SINISTCHA, 6, [(MEGA_CHANDELURE_EX, 0), (KYOGRE, 10)])
    attack(g, "Matcha Spin")
    assert g.pl(1)["active"]["dmg"] == 40
    assert g.pl(1)["bench"][0]["dmg"] == 50
    g = _discard_game(SINISTCHA, 5, [(MEGA_CHANDELURE_EX, 0), (KYOGRE, 10)])
    attack(g, "Matcha Spin")
    assert g.pl(1)["active"]["dmg"] == 0
    assert g.pl(1)["bench"][0]["dmg"] == 10


def test_an_opponents_attack_effects_put_no_counters_on_it():
    g = _discard_game(SINISTCHA, 6, [(MEGA_CHANDELURE_EX, 0), (SHUPPET, 0)])
    attack(g, "Matcha Spin")
    assert g.pl(1)["active"]["dmg"] == 40
    assert _slot(g, 1, "Shuppet")["dmg"] == 0
    assert events(g, "unaffected", pokemon="Shuppet", step=5)


def test_spiritual_end_quadruples_the_counters_on_2_chosen_pokemon():
    board = [(MEGA_CHANDELURE_EX, 30), (KYOGRE, 10), (SNOVER, 20)]
    g = _discard_game(SPIRITOMB, 13, board)
    attack(g, "Spiritual End")
    pick(g, "Mega Chandelure ex", "Snover")
    assert g.pl(1)["active"]["dmg"] == 120
    assert _slot(g, 1, "Kyogre")["dmg"] == 10  # not chosen
    assert _slot(g, 1, "Snover")["dmg"] == 80
    g = _discard_game(SPIRITOMB, 12, board)
    attack(g, "Spiritual End")
    assert g.pl(1)["active"]["dmg"] == 30  # nothing chosen, nothing changed
