"""Hand disruption Abilities: Grand Wing (Vivillon: "Your opponent shuffles their hand and puts
it on the bottom of their deck. If they put any cards on the bottom of their deck in this way,
they draw 4 cards.") and Distorted Future (Gothitelle: "… if this Pokémon is in the Active
Spot, you may have your opponent shuffle their hand into their deck and draw 3 cards.");
Synchro Shot (same hand sizes: 90 more damage)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, WATER, attack, do, offered

VIVILLON = "me3-9"
GOTHITELLE = "rsv10pt5-43"
PSYCHIC = "sve-5"


def _game(user: str, where: str, opp_hand: int, deck: int = 10) -> Game:
    sc = Scenario()
    if where == "active":
        sc.active(0, user, energy=[PSYCHIC, PSYCHIC])
    else:
        sc.active(0, KYOGRE)
        sc.bench(0, user)
    sc.active(1, MEGA_ABOMASNOW)
    sc.hand(1, *[WATER] * opp_hand)
    sc.deck(1, *[SNOVER] * deck)
    return sc.start(0, 3)


def test_grand_wing_puts_the_hand_on_the_bottom_and_draws_four():
    g = _game(VIVILLON, "bench", 6)
    do(g, "ability")
    deck = g.pl(1)["deck"]
    assert [g.name(c) for c in deck[-6:]] == ["Basic Water Energy"] * 6  # at the bottom
    assert [g.name(c) for c in g.pl(1)["hand"]] == ["Snover"] * 4  # drawn from the top


def test_grand_wing_not_usable_against_an_empty_hand():
    assert not offered(_game(VIVILLON, "bench", 0), "ability")


def test_distorted_future_only_from_the_active_spot():
    g = _game(GOTHITELLE, "active", 5)
    do(g, "ability")
    hand = [g.name(c) for c in g.pl(1)["hand"]]
    assert len(hand) == 3 and len(g.pl(1)["deck"]) == 12  # 10 + 5 - 3
    assert not offered(_game(GOTHITELLE, "bench", 5), "ability")


def test_synchro_shot_with_the_same_hand_sizes():
    def shot(mine: int, theirs: int) -> int:
        sc = Scenario()
        sc.active(0, GOTHITELLE, energy=[PSYCHIC, PSYCHIC])
        sc.hand(0, *[WATER] * mine)
        sc.active(1, MEGA_ABOMASNOW)
        sc.hand(1, *[WATER] * theirs)
        g = sc.start(0, 3)
        attack(g, "Synchro Shot")
        return g.pl(1)["active"]["dmg"]

    assert shot(3, 3) == 180
    assert shot(3, 4) == 90


FURFROU = "me3-67"  # Hand Trim [C]: random cards until the opponent has 5


def _hand_trim(cards_in_hand: int) -> Game:
    sc = Scenario()
    sc.active(0, FURFROU, energy=[WATER])
    sc.active(1, MEGA_ABOMASNOW)
    sc.hand(1, *[WATER] * cards_in_hand)
    g = sc.start(0, 3)
    attack(g, "Hand Trim")
    return g


def test_hand_trim_discards_down_to_five():
    g = _hand_trim(8)
    assert len(g.pl(1)["discard"]) == 3
    assert len(g.pl(1)["hand"]) == 5 + 1  # and the opponent drew for their turn
    g = _hand_trim(4)
    assert g.pl(1)["discard"] == []
