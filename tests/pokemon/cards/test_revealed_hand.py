"""Texts that reveal the opponent's hand and act on what is found there (PTCG:II-C-20):
"Your opponent reveals their hand, and <…>" (compiler.zones.reveals_hand_and), a card
found there put on the bottom of their deck, shuffled into it or onto their Bench
(found_in_hand_to), discarded (discard_found_in_hand), or counted for damage
("… for each Trainer card you find there")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, pick, zone

ENERGY_SWATTER = "me3-73"
BEAUTIFLY = "me2pt5-219"  # Energy Straw [G] 80×
EEVEE = "me30c-116"  # Fetch and Hide [C]
LICKITUNG = "sv5-180"  # Tongue Pull [C]
LUXRAY_EX = "sv6-195"  # Piercing Gaze [C][C] 120
MANDIBUZZ = "rsv10pt5-145"  # Look for Prey
NS_PURRLOIN = "sv9-96"  # Thieving Swipe [D][C] 30
ROTOM = "sv8-61"  # Crushing Pulse [L]
WATCHOG = "me4-97"  # Snap Inspection [C]
WHIMSICOTT_EX = "rsv10pt5-165"  # Wondrous Cotton [G] 50×

DRAGONITE_EX = "sv3-159"  # 330 HP, no Weakness
KYOGRE = "me1-34"  # Basic, 150 HP
SHROODLE = "svp-99"  # Basic, 50 HP
SKARMORY = "sv3-142"  # Basic, 120 HP
IRON_DEFENDER = "me5-110"  # an Item
CHARM = "sv2-173"  # Bravery Charm, a Pokémon Tool
BOSSS_ORDERS = "sv2-172"  # a Supporter
GRASS, WATER, LIGHTNING, DARKNESS = "sve-1", "sve-3", "sve-4", "sve-7"


def _game(mine: str, energy: list[str], their_hand: list[str], my_hand: tuple[str, ...] = (),
          coins: tuple[bool, ...] = ()) -> Game:
    sc = Scenario()
    sc.active(0, mine, energy=energy)
    sc.hand(0, *my_hand)
    sc.active(1, DRAGONITE_EX)
    sc.hand(1, *their_hand)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    return g


def _bottom(g: Game, p: int = 1) -> str:
    return g.name(g.pl(p)["deck"][-1])


def test_energy_swatter_puts_an_energy_card_on_the_bottom_of_their_deck():
    g = _game(KYOGRE, [], [IRON_DEFENDER, WATER], my_hand=(ENERGY_SWATTER,))
    do(g, "trainer", "Energy Swatter")
    assert events(g, "reveal_hand", player=1)
    assert _bottom(g) == "Basic Water Energy"
    assert zone(g, 1, "hand") == ["Iron Defender"]


def test_energy_straw_80_for_each_energy_card_revealed_before_the_damage():
    g = _game(BEAUTIFLY, [GRASS], [WATER, WATER, KYOGRE])
    attack(g, "Energy Straw")
    assert g.pl(1)["active"]["dmg"] == 160
    kinds = [e["type"] for e in g.s["log"] if e["type"] in ("reveal_hand", "damage")]
    assert kinds[:2] == ["reveal_hand", "damage"]


def test_fetch_and_hide_puts_an_item_on_the_bottom_of_their_deck():
    g = _game(EEVEE, [WATER], [IRON_DEFENDER, WATER])
    attack(g, "Fetch and Hide")
    assert _bottom(g) == "Iron Defender"
    assert "Iron Defender" not in zone(g, 1, "hand")


def test_tongue_pull_benches_up_to_2_basic_pokemon_found_there():
    g = _game(LICKITUNG, [WATER], [KYOGRE, SHROODLE, SKARMORY, WATER])
    attack(g, "Tongue Pull")
    pick(g, "Kyogre", "Shroodle")
    assert sorted(g.top(s).name for s in g.pl(1)["bench"]) == ["Kyogre", "Shroodle"]
    hand = zone(g, 1, "hand")
    assert "Skarmory" in hand and "Kyogre" not in hand and "Shroodle" not in hand


def test_piercing_gaze_discards_a_card_found_there():
    g = _game(LUXRAY_EX, [WATER, WATER], [IRON_DEFENDER, WATER])
    attack(g, "Piercing Gaze")
    pick(g, "Iron Defender")
    assert zone(g, 1, "discard") == ["Iron Defender"]
    assert "Iron Defender" not in zone(g, 1, "hand")


def test_look_for_prey_benches_a_basic_pokemon_with_70_hp_or_less():
    g = _game(MANDIBUZZ, [], [KYOGRE, SHROODLE])
    (use,) = [i for i, o in enumerate(g.decision.options)
              if o.data[0] == "ability" and o.label.startswith("Use Look for Prey")]
    g.respond([use])
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Shroodle"]
    assert "Kyogre" in zone(g, 1, "hand")  # 150 HP: not one it may put there


def test_thieving_swipe_puts_any_chosen_card_on_the_bottom_of_their_deck():
    g = _game(NS_PURRLOIN, [DARKNESS, WATER], [KYOGRE, WATER])
    attack(g, "Thieving Swipe")
    pick(g, "Kyogre")
    assert _bottom(g) == "Kyogre"
    assert "Kyogre" not in zone(g, 1, "hand")


def test_crushing_pulse_discards_every_item_and_tool_found_there():
    g = _game(ROTOM, [LIGHTNING], [IRON_DEFENDER, CHARM, BOSSS_ORDERS, WATER])
    attack(g, "Crushing Pulse")
    assert zone(g, 1, "discard") == ["Bravery Charm", "Iron Defender"]
    assert len(g.pl(1)["hand"]) == 2 + 1  # and the card they drew


def test_snap_inspection_one_card_shuffled_into_their_deck_for_each_heads():
    g = _game(WATCHOG, [WATER], [KYOGRE, WATER, BOSSS_ORDERS], coins=(True, True, False))
    deck = len(g.pl(1)["deck"])
    attack(g, "Snap Inspection")
    pick(g, "Kyogre", "Basic Water Energy")
    assert len(g.pl(1)["hand"]) == 1 + 1  # and the card they drew
    assert len(g.pl(1)["deck"]) == deck + 2 - 1
    g = _game(WATCHOG, [WATER], [KYOGRE], coins=(False, False, False))
    attack(g, "Snap Inspection")
    assert not events(g, "reveal_hand")  # no heads: the hand is not revealed
    assert "Kyogre" in zone(g, 1, "hand")


def test_wondrous_cotton_50_for_each_trainer_card_found_there():
    g = _game(WHIMSICOTT_EX, [GRASS], [BOSSS_ORDERS, IRON_DEFENDER, WATER])
    attack(g, "Wondrous Cotton")
    assert g.pl(1)["active"]["dmg"] == 100
