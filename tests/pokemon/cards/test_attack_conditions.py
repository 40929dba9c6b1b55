"""Conditions of attack texts from White Flare, Phantasmal Flames and Shrouded Fable
(tcgsim.pokemon.compiler.board: "If …, this attack does N more damage" and, with
compiler.damage.nothing_if, "If …, this attack does nothing" — PTCG:II-D-01): each attack
is used with its condition met and not met, and the damage placed is checked."""

from __future__ import annotations

from collections.abc import Callable

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, PIKACHU_EX, SNOVER, attack

BOLDORE = "rsv10pt5-128"  # Smack Down [F] 30+: 50 more against Fighting Resistance
GOTHITELLE = "rsv10pt5-43"  # Fighting Resistance -30
CHANDELURE = "rsv10pt5-103"  # Incendiary Pillar [R] 50+: 100 more with 10 Basic Fire Energy
DURANT = "rsv10pt5-150"  # Bite Together [C] 20+: 20 more if Durant is on your Bench
STUNFISK = "rsv10pt5-118"  # Muddy Bolt [C] 20+: 20 more with Fighting Energy attached
SAWK = "rsv10pt5-130"  # Rising Chop [F] 90: nothing unless against a Pokémon ex, no W/R
VICTINI = "rsv10pt5-172"  # V-Force [R][R] 120: nothing with 4 or fewer Benched Pokémon
BASCULIN = "rsv10pt5-108"  # Bared Fangs [W] 50: nothing against an undamaged Active
SERPERIOR = "me3-6"  # Solar Coiling [G][G][G] 100+: 150 more with Rosa's Encouragement
ROSA = "me3-123"  # Rosa's Encouragement
SLITHER_WING = "sv6pt5-26"  # Iron Smasher [F][C] 20+: 120 more against any Future Pokémon
IRON_BUNDLE = "svp-58"  # a Future Pokémon
OKIDOGI_EX = "sv6pt5-90"  # Chain-Crazed [D][D][C] 130+: 130 more while Poisoned
GRASS, FIRE, WATER, LIGHTNING, FIGHTING, DARKNESS = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-6", "sve-7")


def _hit(attacker: str, energy: list[str], defender: str, name: str,
         more: Callable[[Scenario], None] | None = None, **kw: object) -> int:
    """The damage ``name`` places on the Defending Pokémon."""
    sc = Scenario(allow_unplayable=True)  # Gothitelle's Ability, Okidogi ex's other attack
    sc.active(0, attacker, energy=energy, **kw)
    sc.active(1, defender)
    sc.bench(1, SNOVER)
    if more is not None:
        more(sc)
    g: Game = sc.start(0, 3)
    attack(g, name)
    return g.pl(1)["active"]["dmg"]


def test_smack_down_against_fighting_resistance():
    assert _hit(BOLDORE, [FIGHTING], GOTHITELLE, "Smack Down") == 50  # 30 + 50 - 30
    assert _hit(BOLDORE, [FIGHTING], KYOGRE, "Smack Down") == 30


def test_incendiary_pillar_with_ten_basic_fire_energy_in_the_discard_pile():
    def fire(n: int) -> Callable[[Scenario], None]:
        return lambda sc: sc.discard(0, *[FIRE] * n)

    assert _hit(CHANDELURE, [FIRE], MEGA_ABOMASNOW, "Incendiary Pillar", fire(10)) == 150
    assert _hit(CHANDELURE, [FIRE], MEGA_ABOMASNOW, "Incendiary Pillar", fire(9)) == 50


def test_bite_together_with_durant_on_the_bench():
    assert _hit(DURANT, [WATER], KYOGRE, "Bite Together", lambda sc: sc.bench(0, DURANT)) == 40
    assert _hit(DURANT, [WATER], KYOGRE, "Bite Together", lambda sc: sc.bench(0, SNOVER)) == 20


def test_muddy_bolt_with_fighting_energy_attached():
    assert _hit(STUNFISK, [FIGHTING], MEGA_ABOMASNOW, "Muddy Bolt") == 40
    assert _hit(STUNFISK, [LIGHTNING], MEGA_ABOMASNOW, "Muddy Bolt") == 20


def test_rising_chop_only_against_a_pokemon_ex_and_without_weakness():
    assert _hit(SAWK, [FIGHTING], PIKACHU_EX, "Rising Chop") == 90  # weak to Fighting: ignored
    assert _hit(SAWK, [FIGHTING], KYOGRE, "Rising Chop") == 0


def test_v_force_needs_five_benched_pokemon():
    def bench(n: int) -> Callable[[Scenario], None]:
        def put(sc: Scenario) -> None:
            for _ in range(n):
                sc.bench(0, SNOVER)

        return put

    assert _hit(VICTINI, [FIRE, FIRE], MEGA_ABOMASNOW, "V-Force", bench(5)) == 120
    assert _hit(VICTINI, [FIRE, FIRE], MEGA_ABOMASNOW, "V-Force", bench(4)) == 0


def test_bared_fangs_only_against_a_damaged_active_pokemon():
    sc = Scenario()
    sc.active(0, BASCULIN, energy=[WATER])
    sc.active(1, MEGA_ABOMASNOW, damage=10)
    g = sc.start(0, 3)
    attack(g, "Bared Fangs")
    assert g.pl(1)["active"]["dmg"] == 60
    assert _hit(BASCULIN, [WATER], MEGA_ABOMASNOW, "Bared Fangs") == 0


def test_solar_coiling_with_rosas_encouragement_in_the_discard_pile():
    assert _hit(SERPERIOR, [GRASS] * 3, MEGA_ABOMASNOW, "Solar Coiling",
                lambda sc: sc.discard(0, ROSA)) == 250
    assert _hit(SERPERIOR, [GRASS] * 3, MEGA_ABOMASNOW, "Solar Coiling",
                lambda sc: sc.hand(0, ROSA)) == 100


def test_iron_smasher_against_any_future_pokemon_in_play():
    assert _hit(SLITHER_WING, [FIGHTING, FIGHTING], KYOGRE, "Iron Smasher",
                lambda sc: sc.bench(1, IRON_BUNDLE)) == 140
    assert _hit(SLITHER_WING, [FIGHTING, FIGHTING], KYOGRE, "Iron Smasher",
                lambda sc: sc.bench(0, IRON_BUNDLE)) == 20  # your own: not counted


def test_chain_crazed_while_poisoned():
    energy = [DARKNESS] * 3
    assert _hit(OKIDOGI_EX, energy, MEGA_ABOMASNOW, "Chain-Crazed",
                conditions=["poisoned"]) == 260
    assert _hit(OKIDOGI_EX, energy, MEGA_ABOMASNOW, "Chain-Crazed") == 130
