"""Attacks used as this attack (PTCG:II-C-18): one compiler pattern, "Choose 1 of <whose>
<Pokémon>'s attacks and use it as this attack", for N's Zoroark ex (JTG 98) and Team Rocket's
Mimikyu (DRI 87): only the Pokémon there that the phrase names offer their printed attacks
(PTCG:II-D-06); the chosen one is done without its Energy."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick

N_ZOROARK, N_ZORUA, N_ZEKROM, ZORUA = "sv9-98", "sv9-97", "mep-031", "sv6pt5-31"
TR_MIMIKYU, EISCUE_EX, LAPRAS, PIDGEOT_EX = "sv10-87", "sv3-42", "sv7-31", "sv3-164"
DARK, PSYCHIC = "sve-7", "sve-5"


def test_night_joker_uses_an_attack_of_a_benched_ns_pokemon():
    """N's Zoroark ex's Night Joker offers the attacks of the Benched N's Pokémon only (not
    Zorua's, not the Active's own, not a Benched N's Zoroark ex's Night Joker); N's Zekrom's Rampaging Thunder (250) is done without its
    Fire and Lightning Energy."""
    sc = Scenario()
    sc.active(0, N_ZORUA, N_ZOROARK, energy=[DARK, DARK])
    sc.bench(0, N_ZORUA)
    sc.bench(0, ZORUA)
    sc.bench(0, N_ZEKROM)
    sc.bench(0, N_ZORUA, N_ZOROARK)  # its Night Joker is not offered (it would ask again)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Night Joker")
    assert [o.label for o in g.decision.options] == [
        "Scratch (20)", "Shred (70)", "Rampaging Thunder (250)"]
    pick(g, "Rampaging Thunder")
    assert g.pl(1)["active"]["dmg"] == 250
    assert events(g, "copy_attack", attack="Rampaging Thunder")[0]["clause"] == "PTCG:II-C-18"


def test_night_joker_without_benched_ns_pokemon_does_nothing():
    sc = Scenario()
    sc.active(0, N_ZORUA, N_ZOROARK, energy=[DARK, DARK])
    sc.bench(0, ZORUA)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Night Joker")
    assert g.current == 1 and g.pl(1)["active"]["dmg"] == 0
    assert not events(g, "copy_attack")


def test_gemstone_mimicry_copies_only_an_active_tera_pokemon():
    """Team Rocket's Mimikyu: Eiscue ex (Tera) offers Scalding Block, whose 160 damage and
    effect (discard an Energy from this Pokémon: Mimikyu) are done; Lapras (not Tera) offers
    nothing, so the attack does nothing."""
    sc = Scenario()
    sc.active(0, TR_MIMIKYU, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, EISCUE_EX)
    g = sc.start(0, 3)
    attack(g, "Gemstone Mimicry")
    assert [o.label for o in g.decision.options] == ["Scalding Block (160)"]
    pick(g, "Scalding Block")
    assert g.pl(1)["active"]["dmg"] == 160
    assert len(g.pl(0)["active"]["energy"]) == 1 and len(g.pl(0)["discard"]) == 1
    sc = Scenario()
    sc.active(0, TR_MIMIKYU, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Gemstone Mimicry")
    assert g.current == 1 and g.pl(1)["active"]["dmg"] == 0
