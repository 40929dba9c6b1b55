"""Attacks of Twilight Masquerade (TWM, sv6) and Temporal Forces (TEF, sv5) Pokémon that new
board conditions, counts and sentences of the compiler read, each in a Scenario game."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick, zone

MAWILE = "sv5-112"  # Invite and Strike [C][C]: switch in, 30 to the new Active
VOLBEAT, ILLUMISE = "sv6-9", "sv6-10"  # Volbeat: Coordinated Strike
SKARMORY = "sv6-119"  # Big Storm: discard a Stadium in play
SNOVER = "me1-35"  # Water 90 HP
KYOGRE = "me1-34"  # Water 150 HP
ARTAZON = "sv3-229"
GRASS, METAL, WATER = "sve-1", "sve-8", "sve-3"


def _hp_lost(g: Game, p: int) -> dict[str, int]:
    return {g.slot_label(s): s["dmg"] for s in [g.pl(p)["active"], *g.pl(p)["bench"]]}


def test_invite_and_strike_damages_the_new_active_pokemon():
    """The chosen Benched Pokémon is switched in first; the 30 damage goes to it, not to the
    Pokémon that was Active."""
    sc = Scenario()
    sc.active(0, MAWILE, energy=[METAL, METAL])
    sc.active(1, SNOVER)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Invite and Strike")  # the only Benched Pokémon: no choice to make
    assert _hp_lost(g, 1) == {"Kyogre (Active)": 30, "Snover (Bench)": 0}


STUFFUL = "sv6pt5-52"  # Colorless 80 HP, Weakness Fighting: the Defending Pokémon below
ELECTIVIRE = "sv5-54"  # Short-Circuit Knuckle [C][C] 40+
PROBOPASS = "sv6-102"  # Assault Laser [C][C][C] 80+
CHARJABUG, VIKAVOLT = "sv5-55", "sv5-56"  # Circuit Cannon [L][L] 120+
CINCCINO = "sv5-137"  # Special Roll [C][C] 70×
POWERGLASS = "sv6pt5-63"  # a Pokémon Tool
JET, LEGACY = "sv2-190", "sv6-167"  # Special Energy
LIGHTNING = "sve-4"


def _damage_done(attacker: tuple[str, ...], energy: list[str], name: str, *, bench0=(),
                 bench1=(), tools1=()) -> int:  # type: ignore[no-untyped-def]
    # Illumise's Slowing Perfume is not implemented yet: these tests never use it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, *attacker, energy=energy)
    for b in bench0:
        sc.bench(0, *b)
    sc.active(1, STUFFUL, tools=list(tools1))
    for b in bench1:
        sc.bench(1, b)
    g = sc.start(0, 3)
    attack(g, name)
    return int(events(g, "damage")[0]["amount"])


def test_more_damage_when_a_named_pokemon_is_on_your_bench():
    """Coordinated Strike: "If Illumise is on your Bench", 60 more."""
    assert _damage_done((VOLBEAT,), [GRASS, GRASS], "Coordinated Strike") == 20
    assert _damage_done((VOLBEAT,), [GRASS, GRASS], "Coordinated Strike",
                        bench0=[(ILLUMISE,)], bench1=[SNOVER]) == 80


def test_more_damage_when_the_opponent_has_a_type_in_play():
    """Short-Circuit Knuckle: 120 more if the opponent has any Water Pokémon in play (a Benched
    one counts)."""
    assert _damage_done((ELECTIVIRE,), [LIGHTNING, LIGHTNING], "Short-Circuit Knuckle",
                        bench1=[KYOGRE]) == 160
    assert _damage_done((ELECTIVIRE,), [LIGHTNING, LIGHTNING], "Short-Circuit Knuckle") == 40


def test_more_damage_when_the_defending_pokemon_has_a_tool():
    """Assault Laser: 80 more against an Active Pokémon with a Pokémon Tool (Stufful's
    Weakness to Fighting doubles both)."""
    assert _damage_done((PROBOPASS,), [METAL] * 3, "Assault Laser") == 2 * 80
    assert _damage_done((PROBOPASS,), [METAL] * 3, "Assault Laser",
                        tools1=[POWERGLASS]) == 2 * 160


def test_damage_counts_benched_pokemon_by_name_and_special_energy():
    """Circuit Cannon: 80 more for each Benched Charjabug; Special Roll: 70 for each Special
    Energy attached to this Pokémon."""
    assert _damage_done((CHARJABUG, VIKAVOLT), [LIGHTNING, LIGHTNING], "Circuit Cannon",
                        bench0=[(CHARJABUG,), (CHARJABUG,), (VIKAVOLT,)]) == 120 + 2 * 80
    assert _damage_done((CINCCINO,), [JET, WATER], "Special Roll") == 70
    assert _damage_done((CINCCINO,), [JET, LEGACY], "Special Roll") == 140


def test_big_storm_discards_the_stadium_in_play():
    """Big Storm: the Stadium in play is discarded (its owner's discard pile)."""
    sc = Scenario()
    sc.active(0, SKARMORY, energy=[METAL, METAL, METAL])
    sc.active(1, KYOGRE)
    sc.stadium(ARTAZON, owner=1)
    g = sc.start(0, 3)
    attack(g, "Big Storm")
    assert g.s["stadium"] is None and zone(g, 1, "discard") == ["Artazon"]


SCREAM_TAIL = "sv5-77"  # Supportive Singing [C]: heal 100 from 1 of your Benched Ancient
SCREAM_TAIL_PROMO = "svp-65"  # Ancient, 90 HP
CHIMECHO = "sv6-85"  # Homeward Chime [C][C]
BRAMBLIN, BRAMBLEGHAST = "sv5-20", "sv5-21"  # Powerful Needles [G][C][C] 80×
PSYCHIC = "sve-5"


def test_supportive_singing_heals_a_benched_ancient_pokemon_only():
    """Only a damaged Benched Ancient Pokémon can be chosen (not the Active one, not Kyogre)."""
    sc = Scenario()
    sc.active(0, SCREAM_TAIL, energy=[PSYCHIC], damage=50)
    sc.bench(0, SCREAM_TAIL_PROMO, damage=60)
    sc.bench(0, KYOGRE, damage=60)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Supportive Singing")
    hp = _hp_lost(g, 0)
    assert hp["Scream Tail (Active)"] == 50 and hp["Kyogre (Bench)"] == 60
    assert [s["dmg"] for s in g.pl(0)["bench"]] == [0, 60]


def test_homeward_chime_shuffles_your_benched_pokemon_into_your_deck():
    """The player's own Benched Pokémon and its attached cards go into their deck."""
    sc = Scenario()
    sc.active(0, CHIMECHO, energy=[PSYCHIC, PSYCHIC])
    sc.bench(0, KYOGRE, energy=[WATER])
    sc.active(1, SNOVER)
    sc.bench(1, SNOVER)
    sc.deck(0, WATER)
    g = sc.start(0, 3)
    attack(g, "Homeward Chime")
    assert g.pl(0)["bench"] == [] and len(g.pl(1)["bench"]) == 1
    assert sorted(zone(g, 0, "deck")) == ["Basic Water Energy", "Basic Water Energy", "Kyogre"]


def test_powerful_needles_flips_a_coin_for_each_energy():
    """3 Energy: 3 coins, 80 for each heads (here heads, tails, heads: 160)."""
    sc = Scenario()
    sc.active(0, BRAMBLIN, BRAMBLEGHAST, energy=[GRASS, GRASS, GRASS])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(True, False, True)
    attack(g, "Powerful Needles")
    assert len(events(g, "coin")) == 3
    assert events(g, "damage")[0]["amount"] == 160


HEATMOR = "sv5-31"  # Licking Flames [R][R][C] 130
CHI_YU = "sv6-39"  # Ground Melter [R][C] 60+
FIRE = "sve-2"


def test_licking_flames_discards_an_energy_for_each_tails():
    """3 coins, heads, tails, tails: 2 Energy discarded from Heatmor, 1 stays."""
    sc = Scenario()
    sc.active(0, HEATMOR, energy=[FIRE, FIRE, FIRE])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(True, False, False)
    attack(g, "Licking Flames")  # 3 alike: no choice of which 2
    assert len(g.pl(0)["active"]["energy"]) == 1
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Fire Energy"]


def test_ground_melter_more_damage_then_discards_the_stadium():
    """With a Stadium in play: 60 more (120), then that Stadium is discarded; without: 60."""
    sc = Scenario()
    sc.active(0, CHI_YU, energy=[FIRE, FIRE])
    sc.active(1, KYOGRE)
    sc.stadium(ARTAZON, owner=1)
    g = sc.start(0, 3)
    attack(g, "Ground Melter")
    assert events(g, "damage")[0]["amount"] == 120
    assert g.s["stadium"] is None and zone(g, 1, "discard") == ["Artazon"]
    assert _damage_done((CHI_YU,), [FIRE, FIRE], "Ground Melter") == 60


MINCCINO = "sv5-136"  # Cleaning Up [C][C]
SURVIVAL_BRACE = "sv6-164"


def test_cleaning_up_discards_up_to_2_of_the_opponents_tools():
    """Only the opponent's Tools are offered (not the attacker's own); 2 of the 3 chosen."""
    sc = Scenario()
    sc.active(0, MINCCINO, energy=[WATER, WATER], tools=[POWERGLASS])
    sc.active(1, KYOGRE, tools=[POWERGLASS])
    sc.bench(1, SNOVER, tools=[SURVIVAL_BRACE])
    sc.bench(1, SNOVER, tools=[POWERGLASS])
    g = sc.start(0, 3)
    attack(g, "Cleaning Up")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 3 and all("Minccino" not in label for label in labels)
    assert g.decision.max == 2
    pick(g, "Powerglass on Kyogre", "Survival Brace")
    assert sorted(zone(g, 1, "discard")) == ["Powerglass", "Survival Brace"]
    assert len(g.pl(0)["active"]["tools"]) == 1
