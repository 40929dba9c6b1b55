"""Abilities of Twilight Masquerade (TWM, sv6) exercised in games built with the Scenario
builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick

GROOKEY, THWACKEY = "sv6-14", "sv6-15"  # Thwackey: Boom Boom Groove
APPLIN, DIPPLIN = "sv6-17", "sv6-18"  # Dipplin: Festival Lead
SNOVER = "me1-35"
ULTRA_BALL = "me1-131"
WATER = "sve-3"


def _abilities(g: Game) -> list[str]:
    return [o.label for o in g.decision.options if o.data[0] == "ability"]


def _groove_game(active: tuple[str, ...]) -> Game:
    # Dipplin's Festival Lead is not implemented yet: these tests never use it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, *active)
    sc.bench(0, GROOKEY, THWACKEY)
    sc.active(1, SNOVER)
    sc.deck(0, WATER, ULTRA_BALL, WATER)
    return sc.start(0, 3)


def test_boom_boom_groove_searches_any_card_with_festival_lead_active():
    """Once during the turn, with a Festival Lead Pokémon Active: any card of the deck into
    the hand, then the deck is shuffled."""
    g = _groove_game((APPLIN, DIPPLIN))
    assert len(_abilities(g)) == 1
    do(g, "ability")
    pick(g, "Ultra Ball")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Ultra Ball"]
    assert events(g, "shuffle", player=0)
    assert _abilities(g) == []  # once during your turn


def test_boom_boom_groove_needs_the_festival_lead_ability_active():
    """Another Active Pokémon (Snover has no Ability): Boom Boom Groove is not offered."""
    assert _abilities(_groove_game((SNOVER,))) == []


SNORUNT, FROSLASS = "sv6-51", "sv6-53"  # Froslass: Freezing Shroud
RELLOR, RABSCA = "sv5-23", "sv5-24"  # Rabsca: Spherical Shield (an Ability)


def test_freezing_shroud_counters_on_each_pokemon_with_an_ability_but_froslass():
    """PTCG:I-F: at Pokémon Checkup 1 damage counter on each Pokémon that has an Ability, both
    players' (Thwackey, Rabsca), not on Froslass nor on Pokémon without Abilities; two
    Froslass put 2."""
    for froslasses in (1, 2):
        sc = Scenario()
        sc.active(0, SNOVER)
        for _ in range(froslasses):
            sc.bench(0, SNORUNT, FROSLASS)
        sc.bench(0, GROOKEY, THWACKEY)
        sc.active(1, RELLOR, RABSCA)
        sc.bench(1, SNOVER)
        sc.deck(1, pad=True)
        g = sc.start(0, 3)
        do(g, "end")
        damage = {g.slot_label(s): s["dmg"] for p in (0, 1)
                  for s in [g.pl(p)["active"], *g.pl(p)["bench"]]}
        assert damage == {"Snover (Active)": 0, "Froslass (Bench)": 0,
                          "Thwackey (Bench)": 10 * froslasses, "Rabsca (Active)": 10 * froslasses,
                          "Snover (Bench)": 0}
