"""Cards revealed and counted for × damage: Iron Thorns's Destructo-Press (the top 5 of the
deck; the Future ones discarded after) and Doublade's Weaponized Swords (from the hand)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick, zone

IRON_THORNS = "sv5-62"
HONEDGE, DOUBLADE, AEGISLASH = "me3-56", "me3-98", "me3-58"
MEGA_KANGASKHAN_EX = "me1-104"  # 300 HP, no Lightning or Metal Weakness
IRON_HANDS_EX, IRON_TREADS, CAPSULE = "sv4-70", "sv5-118", "sv4-164"  # Future cards
SNOVER = "me1-35"
LIGHTNING, METAL, GRASS = "sve-4", "sve-8", "sve-1"


def test_destructo_press_counts_future_cards_in_the_top_5_then_discards_them():
    sc = Scenario()
    sc.active(0, IRON_THORNS, energy=[LIGHTNING, LIGHTNING])
    sc.active(1, MEGA_KANGASKHAN_EX)
    sc.deck(0, IRON_HANDS_EX, CAPSULE, SNOVER, GRASS, IRON_TREADS, IRON_TREADS, GRASS)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Destructo-Press")
    assert g.pl(1)["active"]["dmg"] == 210  # 3 Future cards × 70
    assert zone(g, 0, "discard") == ["Future Booster Energy Capsule", "Iron Hands ex",
                                     "Iron Treads"]
    assert sorted(g.name(c) for c in g.pl(0)["deck"]) == [
        "Basic Grass Energy", "Basic Grass Energy", "Iron Treads", "Snover"]


def test_weaponized_swords_counts_the_revealed_cards_which_stay_in_hand():
    sc = Scenario()
    sc.active(0, HONEDGE, DOUBLADE, energy=[METAL, METAL])
    sc.active(1, MEGA_KANGASKHAN_EX)
    sc.hand(0, HONEDGE, DOUBLADE, AEGISLASH, SNOVER)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Weaponized Swords")
    assert sorted(o.label for o in g.decision.options) == ["Aegislash", "Doublade", "Honedge"]
    pick(g, "Honedge", "Aegislash")
    assert g.pl(1)["active"]["dmg"] == 120
    assert zone(g, 0, "hand") == ["Aegislash", "Doublade", "Honedge", "Snover"]


WIGLETT, WUGTRIO_EX = "sv5-47", "sv5-190"
WATER = "sve-3"


def test_tricolor_pump_discards_up_to_3_energy_for_60_each_to_a_chosen_pokemon():
    sc = Scenario()
    sc.active(0, WIGLETT, WUGTRIO_EX, energy=[WATER])
    sc.hand(0, LIGHTNING, METAL, GRASS, WATER, SNOVER)
    sc.active(1, MEGA_KANGASKHAN_EX)
    sc.bench(1, IRON_HANDS_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Tricolor Pump")
    assert "Snover" not in [o.label for o in g.decision.options]  # Energy cards only
    pick(g, "Basic Lightning Energy", "Basic Metal Energy")
    pick(g, "Iron Hands ex")  # the Benched one: no Weakness or Resistance
    assert g.pl(1)["bench"][0]["dmg"] == 120  # 2 cards × 60
    assert g.pl(1)["active"]["dmg"] == 0
    assert zone(g, 0, "discard") == ["Basic Lightning Energy", "Basic Metal Energy"]
