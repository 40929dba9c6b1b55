"""Protection that a Trainer or an attack gives to more than the attacking Pokémon, for the
opponent's next turn: "all of your [Metal] Pokémon take 30 less damage from attacks from your
opponent's Pokémon" (Jasmine's Gaze, Iron Defender: an effect on the player, PTCG:II-C-19),
Miraidon's C.O.D.E.: Protect (each of your Future Pokémon, while Miraidon stays Active) and
Acerola's Mischief (the chosen Pokémon, against Pokémon ex: damage and effects)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, end_turn, offered

JASMINES_GAZE = "sv8-245"
IRON_DEFENDER = "me5-110"
MIRAIDON = "sv8-69"  # Future, C.O.D.E.: Protect [L][C] 40
ACEROLAS_MISCHIEF = "me2pt5-180"
BOSSS_ORDERS = "sv2-172"

IRON_HANDS_EX = "sv4-70"  # Future, 230 HP, weak to Fighting
KYOGRE = "me1-34"  # Water, 150 HP
SKARMORY = "sv3-142"  # Metal, 120 HP, weak to Lightning, resists Fighting
LINOONE = "me2-82"  # not ex, Slash [C] 70
LYCANROC_EX = "sv2-117"  # Stage 1 ex, Rock Throw [F] 40
SLOWKING_EX = "sv2-86"  # ex, Profound Knowledge [P] 30: Confused
FIRE, LIGHTNING, PSYCHIC, FIGHTING = "sve-2", "sve-4", "sve-5", "sve-6"


def _trainer_then(card: str, mine: str, theirs: str, their_energy: str) -> Game:
    """Player 0 plays ``card``; it is then player 1's turn with ``theirs`` Active."""
    sc = Scenario()
    sc.active(0, mine)
    sc.bench(0, SKARMORY)
    sc.active(1, theirs, energy=[their_energy])
    sc.hand(0, card)
    g = sc.start(0, 3)
    do(g, "trainer", g.d(g.pl(0)["hand"][0]).name)
    end_turn(g)
    return g


def test_jasmines_gaze_all_your_pokemon_take_less():
    g = _trainer_then(JASMINES_GAZE, KYOGRE, LINOONE, FIRE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 40  # 70 - 30
    end_turn(g)  # player 0's next turn
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 40 + 70  # only during that one turn


def test_iron_defender_only_metal_pokemon():
    g = _trainer_then(IRON_DEFENDER, SKARMORY, LINOONE, FIRE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 40
    g = _trainer_then(IRON_DEFENDER, KYOGRE, LINOONE, FIRE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 70


def _miraidon(theirs: str, hand: tuple[str, ...] = ()) -> Game:
    sc = Scenario()
    sc.active(0, MIRAIDON, energy=[LIGHTNING, LIGHTNING])
    sc.bench(0, IRON_HANDS_EX)
    sc.active(1, theirs, energy=[FIGHTING, FIGHTING])
    sc.hand(1, *hand)
    g = sc.start(0, 3)
    attack(g, "C.O.D.E.: Protect")
    return g


def test_code_protect_prevents_damage_from_pokemon_ex_to_future_pokemon():
    g = _miraidon(LYCANROC_EX)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 0
    g = _miraidon(LINOONE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 70  # not a Pokémon ex


def test_code_protect_ends_when_miraidon_leaves_the_active_spot():
    g = _miraidon(LYCANROC_EX, hand=(BOSSS_ORDERS,))
    do(g, "trainer", g.name(g.pl(1)["hand"][0]))
    assert g.top(g.pl(0)["active"]).name == "Iron Hands ex"
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 80  # 40 ×2: the effect has ended


def _mischief(opponent_prizes: int) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, SKARMORY)
    sc.hand(0, ACEROLAS_MISCHIEF)
    sc.prizes(1, n=opponent_prizes)
    sc.active(1, SLOWKING_EX, energy=[PSYCHIC])
    sc.bench(1, LINOONE)
    return sc.start(0, 3)


def test_acerolas_mischief_only_if_the_opponent_has_2_or_fewer_prizes():
    assert not offered(_mischief(3), "trainer", "Acerola's Mischief")
    assert offered(_mischief(2), "trainer", "Acerola's Mischief")


def test_acerolas_mischief_prevents_damage_and_effects_of_pokemon_ex_attacks():
    g = _mischief(2)
    do(g, "trainer", "Acerola's Mischief")
    answer(g, "choose", "Kyogre")
    end_turn(g)
    attack(g, "Profound Knowledge")
    kyogre = g.pl(0)["active"]
    assert kyogre["dmg"] == 0
    assert kyogre["sp"] is None  # not Confused: the attack's effect is prevented too


def test_acerolas_mischief_protects_only_the_chosen_pokemon():
    g = _mischief(2)
    do(g, "trainer", "Acerola's Mischief")
    answer(g, "choose", "Skarmory")
    end_turn(g)
    attack(g, "Profound Knowledge")
    kyogre = g.pl(0)["active"]
    assert kyogre["dmg"] == 30
    assert kyogre["sp"] == "confused"
