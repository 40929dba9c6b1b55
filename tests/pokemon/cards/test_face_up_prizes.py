"""Prize cards turned face up or looked at (effects.face_up_prizes): Crescent Purge (Cresselia,
SFA 71: "You may turn 1 of your face-down Prize cards face up. If you do, this attack does
80 more damage."), Searching Eyes (Team Rocket's Blipbug, DRI 15: "Look at 1 of your
opponent's face-down Prize cards.") and Team Rocket's Bother-Bot (DRI 172). A face-up Prize
card stays face up and both players' views show it; a face-down one stays hidden. Also Lt.
Surge's Bargain (MEG 185): "Ask your opponent if each player may take a Prize card. If yes,
each player takes a Prize card. If no, you draw 4 cards."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, answer, attack, do, events

CRESSELIA = "sv6pt5-71"  # Crescent Purge [P][P][P] 80+
BLIPBUG = "sv10-15"  # Searching Eyes [C]
BOTHER_BOT = "sv10-172"
PSYCHIC, WATER = "sve-5", "sve-3"


def _purge() -> Game:
    sc = Scenario()
    sc.active(0, CRESSELIA, energy=[PSYCHIC] * 3)
    sc.prizes(0, KYOGRE, n=6)
    sc.active(1, MEGA_ABOMASNOW)  # 350 HP
    g = sc.start(0, 3)
    attack(g, "Crescent Purge")
    return g


def test_crescent_purge_turns_a_prize_face_up_for_80_more():
    g = _purge()
    answer(g, "may", "Yes")
    answer(g, "prize", "Prize card 1")
    assert g.pl(1)["active"]["dmg"] == 160
    for viewer in (0, 1):  # both players see it from now on
        assert [c["name"] for c in g.view(viewer)["face_up_prizes"][0]] == ["Kyogre"]


def test_crescent_purge_declined():
    g = _purge()
    answer(g, "may", "No")
    assert g.pl(1)["active"]["dmg"] == 80
    assert "face_up_prizes" not in g.view(1)  # none was ever turned face up


def test_searching_eyes_shows_the_prize_to_the_attacker_only():
    sc = Scenario()
    sc.active(0, BLIPBUG, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.prizes(1, SNOVER, n=6)
    g = sc.start(0, 3)
    attack(g, "Searching Eyes")
    answer(g, "prize", "Prize card 1")
    seen = events(g, "look", zone="prizes")
    assert seen and seen[0]["to"] == [0]
    assert [c["name"] for c in seen[0]["secret"]["cards"]] == ["Snover"]
    assert "face_up_prizes" not in g.view(1)


def test_bother_bot_switches_the_face_up_prize_with_a_random_hand_card():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, BOTHER_BOT)
    sc.active(1, KYOGRE)
    sc.hand(1, SNOVER)
    sc.prizes(1, MEGA_ABOMASNOW, n=6)
    g = sc.start(0, 3)
    do(g, "trainer", "Team Rocket's Bother-Bot")
    answer(g, "prize", "Prize card 1")
    assert events(g, "reveal", player=1)
    answer(g, "may", "Yes")
    assert [g.name(c) for c in g.pl(1)["hand"]] == ["Mega Abomasnow ex"]
    assert [c["name"] for c in g.view(0)["face_up_prizes"][1]] == ["Snover"]


LT_SURGES_BARGAIN = "me1-185"


def _bargain() -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, LT_SURGES_BARGAIN)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Lt. Surge's Bargain")
    assert g.decision.kind == "agree" and g.decision.player == 1  # the opponent answers
    return g


def test_lt_surges_bargain_yes_each_player_takes_a_prize():
    g = _bargain()
    answer(g, "agree", "Yes")
    answer(g, "prize", "Prize card 1")  # player 0 first
    answer(g, "prize", "Prize card 1")  # then player 1
    assert len(g.pl(0)["prizes"]) == len(g.pl(1)["prizes"]) == 5
    assert len(g.pl(0)["hand"]) == 1  # the Prize card taken; nothing drawn


def test_lt_surges_bargain_no_you_draw_4():
    g = _bargain()
    answer(g, "agree", "No")
    assert len(g.pl(0)["hand"]) == 4
    assert len(g.pl(0)["prizes"]) == len(g.pl(1)["prizes"]) == 6
