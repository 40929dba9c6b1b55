"""Attack texts of Destined Rivals, Journey Together and Stellar Crown read by shared patterns:
"Choose 1 of your opponent's Pokémon 6 times … For each time you chose a Pokémon, do 20 damage
to it. This damage isn't affected by Weakness or Resistance." (PTCG:II-B-06, II-B-08), "This
Pokémon recovers from all Special Conditions.", and "[You may] discard a Stadium in play.
[If you do, this attack does N more damage.]" (PTCG:II-E-10). Each test checks the board."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, pick

ARBOLIVA_EX = "sv10-207"  # Oil Salvo [G]; Aroma Shot [C][C][C] 160
CETITAN_EX = "sv10-210"  # Crushing Press [W][W][W][C] 140+
WOOLOO = "sv7-124"  # Knock Over [C][C] 30
MOW_ROTOM = "sv10-9"  # Trimming Mower [G] 20
ARTAZON = "sv3-229"
KYOGRE = "me1-34"  # Water, 150 HP
MAMOSWINE_EX = "sv9-174"  # Fighting, 340 HP, weak to Grass
SNOVER = "me1-35"  # Water, 90 HP
LAPRAS = "sv7-31"
MEGA_ABOMASNOW = "me1-36"  # Water, 350 HP
GRASS = "sve-1"
WATER = "sve-3"


def _game(attacker: str, energy: list[str], defender: str, bench: tuple[str, ...] = (),
          stadium: str | None = None, **kw: object) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy, **kw)
    sc.active(1, defender)
    for b in bench:
        sc.bench(1, b)
    if stadium:
        sc.stadium(stadium, owner=1)
    return sc.start(0, 3)


def test_oil_salvo_six_choices_same_pokemon_allowed_no_weakness():
    g = _game(ARBOLIVA_EX, [GRASS], MAMOSWINE_EX, bench=(SNOVER, LAPRAS))
    attack(g, "Oil Salvo")
    for label in ("Mamoswine", "Mamoswine", "Snover", "Mamoswine", "Snover", "Snover"):
        answer(g, "damage_target", label)
    assert g.pl(1)["active"]["dmg"] == 60  # weak to Grass, but not affected by Weakness
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [60, 0]


def test_oil_salvo_all_on_one():
    g = _game(ARBOLIVA_EX, [GRASS], MEGA_ABOMASNOW, bench=(SNOVER,))
    attack(g, "Oil Salvo")
    for _ in range(6):
        answer(g, "damage_target", "Abomasnow")
    assert g.pl(1)["active"]["dmg"] == 120
    assert g.pl(1)["bench"][0]["dmg"] == 0


def test_aroma_shot_recovers_from_special_conditions():
    g = _game(ARBOLIVA_EX, [GRASS] * 3, MEGA_ABOMASNOW, conditions=["poisoned"])
    assert g.pl(0)["active"]["psn"]
    attack(g, "Aroma Shot")
    assert g.pl(1)["active"]["dmg"] == 160
    assert not g.pl(0)["active"]["psn"]


def test_knock_over_may_discard_the_stadium():
    g = _game(WOOLOO, [WATER] * 2, KYOGRE, stadium=ARTAZON)
    attack(g, "Knock Over")
    answer(g, "may", "Discard it")
    assert g.s["stadium"] is None
    assert "Artazon" in [g.name(c) for c in g.pl(1)["discard"]]
    assert g.pl(1)["active"]["dmg"] == 30
    g = _game(WOOLOO, [WATER] * 2, KYOGRE, stadium=ARTAZON)
    attack(g, "Knock Over")
    answer(g, "may", "Keep it")
    assert g.s["stadium"] is not None


def test_trimming_mower_discards_the_stadium():
    g = _game(MOW_ROTOM, [GRASS], SNOVER, stadium=ARTAZON)
    attack(g, "Trimming Mower")
    assert g.s["stadium"] is None


def test_crushing_press_more_damage_only_if_discarded():
    g = _game(CETITAN_EX, [WATER] * 4, MEGA_ABOMASNOW, stadium=ARTAZON)
    attack(g, "Crushing Press")
    answer(g, "may", "Discard it")
    assert g.pl(1)["active"]["dmg"] == 280
    g = _game(CETITAN_EX, [WATER] * 4, MEGA_ABOMASNOW, stadium=ARTAZON)
    attack(g, "Crushing Press")
    answer(g, "may", "Keep it")
    assert g.pl(1)["active"]["dmg"] == 140
    g = _game(CETITAN_EX, [WATER] * 4, MEGA_ABOMASNOW)
    attack(g, "Crushing Press")  # no Stadium: nothing asked, no more damage
    assert g.pl(1)["active"]["dmg"] == 140


# -- damage counters on chosen Pokémon, from an attack or an evolving Pokémon's Ability ------
TR_ZUBAT = "sv10-120"
TR_GOLBAT = "sv10-121"  # Sneaky Bite: on evolving, may put 2 damage counters on 1 of theirs
MIMIKYU_EX = "sv9-69"  # Mischievous Hands [P][C]
PSYCHIC = "sve-5"


def test_mischievous_hands_three_counters_on_each_of_two_chosen():
    g = _game(MIMIKYU_EX, [PSYCHIC, WATER], KYOGRE, bench=(SNOVER, LAPRAS))
    attack(g, "Mischievous Hands")
    assert g.decision.kind == "counter_target"
    pick(g, "Kyogre", "Lapras")
    assert g.pl(1)["active"]["dmg"] == 30
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 30]


def test_sneaky_bite_when_evolving():
    sc = Scenario()
    sc.active(0, TR_ZUBAT)
    sc.hand(0, TR_GOLBAT)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "evolve", "Team Rocket's Golbat")
    answer(g, "may", "Use it")
    answer(g, "counter_target", "Snover")
    assert g.pl(1)["bench"][0]["dmg"] == 20 and g.pl(1)["active"]["dmg"] == 0
