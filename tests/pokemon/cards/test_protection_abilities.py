"""Abilities that protect from attacks of some attackers, on a coin, above some damage, from
the opponent's Abilities or Supporters, and the one whose damage ignores the effects on the
Defending Pokémon (compiler.abilities: prevent_from, prevent_all_from, prevent_on_heads,
prevent_ability_effects, unaffected_items_supporters, ignores_defender_effects)."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, offered, pick, zone

BASTIODON = "me5-93"  # on the Bench: none from attackers with 2 or less Energy
CINCCINO_EX = "me4-119"  # Smooth Coat: a coin
KECLEON = "sv8-213"  # Expert Hider: a coin
CARRACOSTA = "zsv10pt5-107"  # none from attackers with Special Energy, damage and effects
MILOTIC_EX = "sv8-237"  # none from Tera Pokémon, damage and effects
DREDNAW = "sv7-44"  # none if 200 or more; weak to Lightning
MEGA_CLEFABLE_EX = "me3-119"  # none of the opponent's Abilities' effects
RHYPERIOR = "sv7-76"  # Active: the opponent's Supporters do nothing to your Pokémon
WALKING_WAKE_EX = "sv8pt5-178"  # Catharsis Roar [W][C][C] 120+, has an Ability
DEOXYS = "me4-33"  # Psy Protection: none from Pokémon that have an Ability

LINOONE = "me2-82"  # Slash [C] 70
SLOWKING_EX = "sv2-86"  # Tera, Profound Knowledge [P] 30: Confused
IRON_HANDS_EX = "sv4-70"  # Arm Press [L][L][C] 160
KYOGRE = "me1-34"  # 150 HP
SNOVER = "me1-35"
DUSKULL, DUSCLOPS = "sv8pt5-35", "sv8pt5-36"  # Cursed Blast: 5 counters on 1 of theirs
BOSSS_ORDERS = "sv2-172"
LUMINOUS_ENERGY = "sv2-191"  # a Special Energy: every type
WATER, LIGHTNING, PSYCHIC = "sve-3", "sve-4", "sve-5"


def _attacked(mine: str, theirs: str, energy: list[str], used: str,
              coins: tuple[bool, ...] = (), bench: str | None = None) -> Game:
    """Player 1's ``theirs`` attacks player 0's Active ``mine``."""
    sc = Scenario()
    sc.active(0, mine)
    if bench:
        sc.bench(0, bench)
    sc.active(1, theirs, energy=energy)
    g = sc.start(1, 3)
    g.rng.force(*coins)
    attack(g, used)
    return g


def _slot(g: Game, p: int, name: str) -> Any:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


def test_ancient_bulwark_from_the_bench_against_attackers_with_2_or_less_energy():
    g = _attacked(KYOGRE, LINOONE, [WATER, WATER], "Slash", bench=BASTIODON)
    assert g.pl(0)["active"]["dmg"] == 0
    g = _attacked(KYOGRE, LINOONE, [WATER] * 3, "Slash", bench=BASTIODON)
    assert g.pl(0)["active"]["dmg"] == 70
    g = _attacked(BASTIODON, LINOONE, [WATER], "Slash", bench=KYOGRE)
    assert g.pl(0)["active"]["dmg"] == 70  # in the Active Spot: no protection


def test_smooth_coat_and_expert_hider_prevent_the_damage_on_heads():
    for card in (CINCCINO_EX, KECLEON):
        g = _attacked(card, SLOWKING_EX, [PSYCHIC], "Profound Knowledge", coins=(True,))
        assert g.pl(0)["active"]["dmg"] == 0
        assert g.pl(0)["active"]["sp"] == "confused"  # only the damage is prevented
        g = _attacked(card, SLOWKING_EX, [PSYCHIC], "Profound Knowledge", coins=(False,))
        assert g.pl(0)["active"]["dmg"] == 30


def test_mighty_shell_against_attackers_with_special_energy():
    g = _attacked(CARRACOSTA, SLOWKING_EX, [LUMINOUS_ENERGY], "Profound Knowledge")
    assert g.pl(0)["active"]["dmg"] == 0
    assert g.pl(0)["active"]["sp"] is None  # the effect is prevented too
    g = _attacked(CARRACOSTA, SLOWKING_EX, [PSYCHIC], "Profound Knowledge")
    assert g.pl(0)["active"]["dmg"] == 30
    assert g.pl(0)["active"]["sp"] == "confused"


def test_sparkling_scales_against_tera_pokemon():
    g = _attacked(MILOTIC_EX, SLOWKING_EX, [PSYCHIC], "Profound Knowledge")
    assert g.pl(0)["active"]["dmg"] == 0
    assert g.pl(0)["active"]["sp"] is None
    g = _attacked(MILOTIC_EX, LINOONE, [PSYCHIC], "Slash")
    assert g.pl(0)["active"]["dmg"] == 70


def test_impervious_shell_only_200_or_more():
    g = _attacked(DREDNAW, IRON_HANDS_EX, [LIGHTNING] * 3, "Arm Press")
    assert g.pl(0)["active"]["dmg"] == 0  # 160 ×2 = 320
    g = _attacked(DREDNAW, LINOONE, [WATER], "Slash")
    assert g.pl(0)["active"]["dmg"] == 70


def test_luminous_wing_prevents_the_opponents_ability_effects():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, DUSKULL, DUSCLOPS)
    sc.active(1, MEGA_CLEFABLE_EX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    (use,) = [i for i, o in enumerate(g.decision.options)
              if o.data[0] == "ability" and o.label.startswith("Use Cursed Blast ")]
    g.respond([use])
    pick(g, "Mega Clefable ex")
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))
    assert _slot(g, 1, "Mega Clefable ex")["dmg"] == 0
    assert events(g, "unaffected", pokemon="Mega Clefable ex", by="Ability")


def _boss(active: str, benched: str) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, BOSSS_ORDERS)
    sc.active(1, active)
    sc.bench(1, benched)
    return sc.start(0, 3)


def test_wide_wall_in_the_active_spot_the_opponents_supporters_do_nothing_to_yours():
    g = _boss(RHYPERIOR, KYOGRE)
    assert not offered(g, "trainer", g.name(g.pl(0)["hand"][0]))  # it could change nothing
    g = _boss(KYOGRE, RHYPERIOR)  # on the Bench it protects nothing
    assert offered(g, "trainer", g.name(g.pl(0)["hand"][0]))


def test_azure_seas_ignores_the_effects_on_the_defending_pokemon():
    sc = Scenario()
    sc.active(0, DEOXYS, energy=[PSYCHIC] * 3)
    sc.active(1, WALKING_WAKE_EX, energy=[WATER] * 3)
    g = sc.start(0, 3)
    attack(g, "Psy Protection")  # no damage from Pokémon that have an Ability
    attack(g, "Catharsis Roar")
    assert g.pl(0)["active"]["dmg"] == 120


NEUTRALIZATION_ZONE = "sv6pt5-60"
LYCANROC_EX = "sv2-117"  # Rock Throw [F] 40
PIKACHU_EX = "svp-106"  # a Rule Box, weak to Fighting
DEDENNE = "sv8-87"  # Electromagnetic Sonar [C]: a Trainer card from the discard pile
IRON_DEFENDER = "me5-110"
FIGHTING = "sve-6"


def _zone_game(mine: str, theirs: str) -> Game:
    sc = Scenario()
    sc.active(0, mine)
    sc.active(1, theirs, energy=[FIGHTING])
    sc.stadium(NEUTRALIZATION_ZONE)
    return sc.start(1, 3)


def test_neutralization_zone_no_damage_to_pokemon_without_a_rule_box_from_ex():
    g = _zone_game(KYOGRE, LYCANROC_EX)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 0
    g = _zone_game(PIKACHU_EX, LYCANROC_EX)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 80  # a Rule Box: 40 ×2
    g = _zone_game(KYOGRE, LINOONE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 70  # not a Pokémon ex


def test_neutralization_zone_cant_be_put_into_the_hand_from_the_discard_pile():
    sc = Scenario()
    sc.active(0, DEDENNE, energy=[WATER])
    sc.discard(0, NEUTRALIZATION_ZONE, IRON_DEFENDER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Electromagnetic Sonar")  # only Iron Defender can be chosen: no question
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Iron Defender"]
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Neutralization Zone"]


POKE_VITAL_A = "sv6pt5-62"


def test_poke_vital_a_heals_and_stays_in_the_discard_pile():
    sc = Scenario()
    sc.active(0, DEDENNE, energy=[WATER])
    sc.bench(0, KYOGRE, damage=140)
    sc.hand(0, POKE_VITAL_A)
    sc.discard(0, IRON_DEFENDER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Poké Vital A")
    assert g.pl(0)["bench"][0]["dmg"] == 0  # the only damaged Pokémon: 150 healed
    attack(g, "Electromagnetic Sonar")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Iron Defender"]


MILOTIC = "sv6-50"  # Mentally Calm
OMANYTE = "sv3pt5-138"  # Tentacular Return [W][W] 50: an Energy into their hand
MEOWTH_EX = "me3-62"  # Tuck Tail [C][C][C]: this Pokémon and its cards into your hand


def _calm(mine: str, energy: list[str], milotic_owner: int) -> Game:
    sc = Scenario()
    sc.active(0, mine, energy=energy)
    sc.active(1, DRAGONITE_EX, energy=[WATER])
    sc.bench(milotic_owner, MILOTIC)
    return sc.start(0, 3)


DRAGONITE_EX = "sv3-159"  # 330 HP


def test_mentally_calm_keeps_the_opponents_attached_cards_out_of_their_hand():
    g = _calm(OMANYTE, [WATER, WATER], milotic_owner=0)  # Milotic's opponent: player 1
    attack(g, "Tentacular Return")
    assert len(g.pl(1)["active"]["energy"]) == 1
    g = _calm(OMANYTE, [WATER, WATER], milotic_owner=1)  # its own side: no lock
    attack(g, "Tentacular Return")
    assert not g.pl(1)["active"]["energy"]


def test_mentally_calm_keeps_the_opponents_own_pokemon_out_of_their_hand():
    g = _calm(MEOWTH_EX, [WATER] * 3, milotic_owner=1)  # Milotic's opponent: player 0
    attack(g, "Tuck Tail")
    assert g.top(g.pl(0)["active"]).name == "Meowth ex"
    g = _calm(MEOWTH_EX, [WATER] * 3, milotic_owner=0)  # only the opponent's Pokémon
    attack(g, "Tuck Tail")
    assert "Meowth ex" in zone(g, 0, "hand")
