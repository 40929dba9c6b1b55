"""Attack conditions and counts on the board (compiler/board.py), read by "If <condition>,
<effect>" and "for each <thing>": Pokémon on the Bench by name or kind, damaged Benched
Pokémon, Prize cards left, Retreat Cost, Energy compared, Special Energy and a trainer's
Pokémon's Energy counted, Pokémon by a part of their name. Each test checks the damage or the
Special Condition with and without what the text asks for."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

MAROWAK = "sv7-73"  # Bone Vengeance [C][C] 60+
CUBONE = "sv9-76"
METAGROSS = "sv9-63"  # Conjoined Beams [P][P] 130+
BELDUM = "me4-59"
METANG = "me4-94"
TR_NIDOQUEEN = "sv10-116"  # Love Impact [D] 60+
TR_NIDOKING_EX = "sv10-119"
SWALOT = "sv7-92"  # Devouring Mouth [D] 10+
TALONFLAME = "sv7-123"  # Aero Chase [C][C] 110+
TOGEDEMARU = "sv7-54"  # Electrifying Chance [L] 30
DIANCIE = "sv7-86"  # Diffuse Reflection [C] 40×
IONOS_VOLTORB = "sv9-47"  # Voltaic Chain [C][C] 20+
IONOS_WATTREL = "me2pt5-231"
TR_WEEZING = "sv10-199"  # Explode Together Now [D][C] 40×
KOFFING = "sv9-91"
JET_ENERGY = "sv8-252"
MEGA_ABOMASNOW = "me1-36"  # Water, 350 HP, Retreat 3
SNOVER = "me1-35"  # Water, 90 HP
KYOGRE = "me1-34"
WATER, LIGHTNING, PSYCHIC, DARKNESS = "sve-3", "sve-4", "sve-5", "sve-7"


def _attack(attacker: str, energy: list[str], name: str, defender: str = MEGA_ABOMASNOW,
            bench: tuple[tuple[str, dict[str, object]], ...] = (),
            opp_bench: tuple[tuple[str, dict[str, object]], ...] = (),
            defender_energy: tuple[str, ...] = (), prizes: int = 6,
            allow_unplayable: bool = False) -> Game:
    sc = Scenario(allow_unplayable=allow_unplayable)
    sc.active(0, attacker, energy=energy)
    for card, kw in bench:
        sc.bench(0, card, **kw)
    sc.active(1, defender, energy=list(defender_energy))
    for card, kw in opp_bench:
        sc.bench(1, card, **kw)
    sc.prizes(0, n=prizes)
    g = sc.start(0, 3)
    attack(g, name)
    return g


def _dmg(g: Game) -> int:
    return g.pl(1)["active"]["dmg"]


def test_bone_vengeance_needs_a_damaged_benched_cubone():
    g = _attack(MAROWAK, [WATER] * 2, "Bone Vengeance",
                bench=((CUBONE, {"damage": 10}), (SNOVER, {})))
    assert _dmg(g) == 180
    g = _attack(MAROWAK, [WATER] * 2, "Bone Vengeance",
                bench=((CUBONE, {}), (SNOVER, {"damage": 10})))
    assert _dmg(g) == 60  # the damaged one is not a Cubone


def test_conjoined_beams_needs_beldum_and_metang_on_the_bench():
    g = _attack(METAGROSS, [PSYCHIC] * 2, "Conjoined Beams",
                bench=((BELDUM, {}), (METANG, {})))
    assert _dmg(g) == 280
    g = _attack(METAGROSS, [PSYCHIC] * 2, "Conjoined Beams", bench=((BELDUM, {}),))
    assert _dmg(g) == 130


def test_love_impact_needs_a_nidoking_on_the_bench():
    # Team Rocket's Nidoking ex's own texts are not played yet: only its name counts here
    g = _attack(TR_NIDOQUEEN, [DARKNESS], "Love Impact", bench=((TR_NIDOKING_EX, {}),),
                allow_unplayable=True)
    assert _dmg(g) == 180
    g = _attack(TR_NIDOQUEEN, [DARKNESS], "Love Impact", bench=((SNOVER, {}),))
    assert _dmg(g) == 60


def test_devouring_mouth_more_energy_than_the_defender():
    g = _attack(SWALOT, [DARKNESS] * 2, "Devouring Mouth", defender_energy=(WATER,))
    assert _dmg(g) == 170
    g = _attack(SWALOT, [DARKNESS] * 2, "Devouring Mouth", defender_energy=(WATER, WATER))
    assert _dmg(g) == 10


def test_aero_chase_retreat_cost_two_or_more():
    g = _attack(TALONFLAME, [WATER] * 2, "Aero Chase", defender=MEGA_ABOMASNOW)
    assert _dmg(g) == 220  # Retreat Cost 4
    g = _attack(TALONFLAME, [WATER] * 2, "Aero Chase", defender=DIANCIE)
    assert [e["amount"] for e in events(g, "damage")] == [110]  # Retreat Cost 1


def test_electrifying_chance_with_exactly_one_prize_card_left():
    g = _attack(TOGEDEMARU, [LIGHTNING], "Electrifying Chance", prizes=1)
    assert g.pl(1)["active"]["sp"] == "paralyzed"
    g = _attack(TOGEDEMARU, [LIGHTNING], "Electrifying Chance", prizes=2)
    assert g.pl(1)["active"]["sp"] is None


def test_diffuse_reflection_counts_the_opponents_special_energy():
    g = _attack(DIANCIE, [WATER], "Diffuse Reflection", defender_energy=(JET_ENERGY, WATER),
                opp_bench=((KYOGRE, {"energy": [JET_ENERGY]}),), bench=((SNOVER, {"energy": [JET_ENERGY]}),))
    assert _dmg(g) == 80  # 2 on the opponent's Pokémon; yours don't count


def test_voltaic_chain_counts_lightning_energy_on_ionos_pokemon():
    g = _attack(IONOS_VOLTORB, [LIGHTNING, WATER], "Voltaic Chain",
                bench=((IONOS_WATTREL, {"energy": [LIGHTNING, LIGHTNING]}),
                       (SNOVER, {"energy": [LIGHTNING]})))
    assert _dmg(g) == 80  # 20 + 3 × 20: not Snover's


def test_explode_together_now_counts_koffing_and_weezing_of_both_players():
    g = _attack(TR_WEEZING, [DARKNESS] * 2, "Explode Together Now",
                bench=((KOFFING, {}), (SNOVER, {})), opp_bench=((KOFFING, {}),))
    assert _dmg(g) == 120  # itself and two Koffing
