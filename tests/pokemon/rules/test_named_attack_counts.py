"""'Pokémon that have the attack X' (PTCG:II-E-37): counted where the text says, from the
attacks printed on the cards."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

MURKROW = "svp-21"  # United Wings: 20 for each Pokémon in your discard pile with United Wings
DEDENNE = "swshp-SWSH080"  # Mad Party (another named attack)
MARILL = "swsh8-58"  # Let's All Rollout: 20 for each Benched Pokémon with Let's All Rollout
JIGGLYPUFF = "swsh8-110"  # has Let's All Rollout
AZUMARILL = "swsh8-59"  # evolves from Marill; its own card has no Let's All Rollout
KYOGRE = "me1-34"  # 150 HP, Water
DARKNESS, WATER = "sve-7", "sve-3"


def test_counted_in_the_discard_pile():
    """PTCG:II-E-37: United Wings counts the Pokémon in the discard pile that have the
    United Wings attack (2 Murkrow), not those with another attack (Dedenne's Mad Party)."""
    sc = Scenario()
    sc.active(0, MURKROW, energy=[DARKNESS])
    sc.discard(0, MURKROW, MURKROW, DEDENNE, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "United Wings")
    assert g.pl(1)["active"]["dmg"] == 40


def test_only_attacks_printed_on_the_card_in_play():
    """PTCG:II-E-37: Let's All Rollout counts the Benched Pokémon that have it: Jigglypuff
    does; Azumarill evolved from Marill does not (the attack is on the card under it, not
    on the Pokémon's card), and the Active Marill is not on the Bench."""
    sc = Scenario()
    sc.active(0, MARILL, energy=[WATER, WATER])
    sc.bench(0, JIGGLYPUFF)
    sc.bench(0, MARILL, AZUMARILL)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Let's All Rollout")
    assert g.pl(1)["active"]["dmg"] == 20
