"""智谋 SCHEME (ZD:900.SCHEME): each test checks one sentence of the keyword's ruling text, on
the cards that print it (TS02-008 乌索普, TS03-005 旗木卡卡西, TS03-017 日向雏田, TS06-007 鹰眼)."""

from __future__ import annotations

import pytest

from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import answer, attack, events, labels, pass_priority, to_end_of_combat, use

carddb.register({"id": "T-SCHEME2", "name": "双智谋", "type": "character", "color": "blue",
                 "cost": 1, "atk": 1000, "def": 1000, "chars": ["双智谋"],
                 "keywords": [["SCHEME"], ["SCHEME"]], "text": "智谋\n智谋"})


def _board(cid: str, color_card: str = "T-B1") -> tuple[Scenario, int, list[int]]:
    sc = Scenario()
    sc.resources(0, color_card, n=4)
    c = sc.hand(0, cid)[0]
    deck = sc.deck(0, "T-R1", "T-R2", "T-R3", pad=5)
    return sc, c, deck


def test_scheme_is_an_appear_trigger_on_the_chain() -> None:
    """ZD:900.SCHEME: 智谋为触发效果。智谋为登场效果 — when 乌索普 appears its SCHEME goes on the
    chain (the opponent gets priority to answer it) before the player looks at anything."""
    sc, usopp, deck = _board("TS02-008")
    g = sc.start(0, 3)
    start = use(g, usopp)
    assert character(g.s, usopp) is not None
    assert labels(g, start)[-1].startswith("乌索普: 智谋")
    assert g.decision.kind == "priority" and len(g.s["chain"]) == 1
    assert not events(g, "look", start)
    pass_priority(g, 2)
    assert g.decision.kind == "top_or_bottom" and g.decision.player == 0


@pytest.mark.parametrize("where,top_after", [("top", "T-R1"), ("bottom", "T-R2")])
def test_scheme_puts_the_top_card_back_on_top_or_bottom(where: str, top_after: str) -> None:
    """ZD:900.SCHEME: 查看牌组顶的一张牌，将其放回牌组顶或者牌组底 — the looked-at card stays on
    top or goes to the bottom, as the player chooses; the deck keeps its size."""
    sc, usopp, deck = _board("TS02-008")
    g = sc.start(0, 3)
    use(g, usopp)
    pass_priority(g, 2)
    size = len(g.pl(0)["deck"])
    answer(g, where)
    pl = g.pl(0)
    assert len(pl["deck"]) == size
    assert g.d(pl["deck"][-1]).id == top_after
    if where == "bottom":
        assert pl["deck"][0] == deck[0]


def test_scheme_card_is_seen_by_its_player_only() -> None:
    """ZD:900.SCHEME: 玩家所查看的牌不可展示给其他玩家看，查看之后必须将牌放回指定位置 — the
    look is in the log with the card for player 1 only, and the answer must be top or bottom."""
    sc, usopp, deck = _board("TS02-008")
    g = sc.start(0, 3)
    start = use(g, usopp)
    pass_priority(g, 2)
    d = g.decision
    assert (d.min, d.max, [o.data for o in d.options]) == (1, 1, ["top", "bottom"])
    mine = [e for e in g.log_for(0, start) if e["type"] == "look"]
    theirs = [e for e in g.log_for(1, start) if e["type"] == "look"]
    assert mine and mine[0]["cards"][0]["card"] == "T-R1"
    assert theirs and "cards" not in theirs[0]
    assert g.view(1)["decision"] is None


def test_each_scheme_instance_resolves_separately() -> None:
    """ZD:900.SCHEME: 若一张牌的效果中带有多个智谋的效果，则每个智谋的效果都将会分别进行清算 —
    two SCHEMEs: two links, two looks; the second sees the card the first left on top."""
    sc, c, deck = _board("T-SCHEME2")
    g = sc.start(0, 3)
    start = use(g, c)
    assert g.decision.kind in ("order", "priority")
    while g.decision.kind == "order":
        g.respond([0])
    assert len(g.s["chain"]) == 2
    pass_priority(g, 2)
    answer(g, "bottom")  # the first look: T-R1 to the bottom
    assert g.decision.kind == "top_or_bottom"  # the second SCHEME resolves on its own
    answer(g, "top")
    looked = [e for e in g.log_for(0, start) if e["type"] == "look"]
    assert [e["cards"][0]["card"] for e in looked] == ["T-R1", "T-R2"]
    assert g.d(g.pl(0)["deck"][-1]).id == "T-R2" and g.pl(0)["deck"][0] == deck[0]


@pytest.mark.parametrize("cid,res", [("TS03-005", "TS03-005"), ("TS03-017", "TS03-017"),
                                     ("TS06-007", "T-B1")])
def test_scheme_on_each_card_that_prints_it(cid: str, res: str) -> None:
    """ZD:900.SCHEME: 旗木卡卡西, 日向雏田 and 鹰眼 look at the top card when they appear."""
    sc, c, deck = _board(cid, res)
    g = sc.start(0, 3)
    start = use(g, c)
    pass_priority(g, 2)
    answer(g, "bottom")
    assert events(g, "look", start)
    assert g.pl(0)["deck"][0] == deck[0]


@pytest.mark.parametrize("cid", ["TS02-008", "TS06-007"])
def test_ranged_scheme_cards_take_no_battle_damage_attacking(cid: str) -> None:
    """ZD:900.RANGED: 乌索普 and 鹰眼 (远程) attack a 3000 character and take no damage."""
    sc = Scenario()
    c = sc.battle(0, cid)
    t = sc.battle(1, "T-C33", tapped=True)
    g = sc.start(0, 3)
    attack(g, c, t)
    to_end_of_combat(g)
    assert character(g.s, c)[1]["dmg"] == 0
