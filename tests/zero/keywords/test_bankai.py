"""卍解 (ZD:900.BANKAI), as 黑崎一护（始解） prints it (解放形态：【我方回合中】(3)：卍解。此效果每回合只能
使用一次。): each test names the keyword and checks a sentence of its ruling."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import attack, level
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    activated,
    answer,
    auto_pay,
    events,
    labels,
    pass_priority,
    settle,
    to_end_of_combat,
)
from ..util import attack as declare_attack

BANKAI = "黑崎一护（始解）: 卍解"


def _board(find: tuple[str, ...] = ("TS05-003",), **kw):  # type: ignore[no-untyped-def]
    """Player 0: 黑崎一护（始解） released onto 黑崎一护 (a soul card beneath), 4 resources."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    shikai = sc.battle(0, "TS05-002", under=("TS05-001",), **kw)
    found = sc.deck(0, *find, pad=5)
    return sc, shikai, found


def _bankai(g, shikai: int) -> None:  # type: ignore[no-untyped-def]
    act(g, "act", shikai)
    auto_pay(g)
    pass_priority(g, 2)


def test_bankai_finds_a_zanpakuto_of_the_same_name_and_releases_it() -> None:
    """ZD:900.BANKAI: 从牌组中找一张与进行卍解的牌斩魄刀名相同的『斩魄刀』，将其如刀剑解放一般放置在
    那张牌上 — only 斩月 cards are offered; the find is shown, the deck shuffled, and the found
    card goes on the card doing it: that card and its soul cards become the new soul cards,
    its state carries over."""
    sc, shikai, found = _board(find=("TS05-003", "T-SODE"), tapped=True, damage=1000,
                               levels=1, equip="T-EQ")
    g = sc.start(0, 3)
    soul = character(g.s, shikai)[1]["under"][0]
    _bankai(g, shikai)
    assert g.decision.kind == "search"
    assert [o.data for o in g.decision.options] == [found[0]]
    answer(g, found[0])
    bk = found[0]
    e = character(g.s, bk)[1]
    assert sorted(e["under"]) == sorted([soul, shikai])
    assert e["tap"] and e["dmg"] == 1000 and level(e) == 2 and e["eq"] is not None
    assert events(g, "reveal")[-1]["cards"][0]["id"] == bk
    assert events(g, "shuffle", player=0)
    # 6000 + 1000 (解放形态) + 1000 (equipment); 会心一击 from its 解放形态
    assert attack(g, bk) == 8000 and ["CRITICAL"] in [list(k) for k in
                                                     g.view(0)["players"][0]["battle"][0]
                                                     ["keywords"]]


def test_bankai_counts_as_shikai_for_its_success_timing() -> None:
    """ZD:900.BANKAI: 因卍解登场的牌可以触发其【刀剑解放成功时】的效果 (and not 【归刃成功时】)."""
    sc, shikai, found = _board(find=("T-BK",))
    g = sc.start(0, 3)
    life, hand = len(g.pl(0)["life"]), len(g.pl(0)["hand"])
    start = len(g.log)
    _bankai(g, shikai)
    answer(g, found[0])
    settle(g)
    assert labels(g, start)[1:] == ["斩月卍解: 刀剑解放成功时"]
    assert len(g.pl(0)["life"]) == life + 1 and len(g.pl(0)["hand"]) == hand


def test_bankai_may_find_nothing() -> None:
    """ZD:900.BANKAI: the search is for a particular card (ZD:615): the player may declare not
    to find it; then nothing is put anywhere, the deck is still shuffled."""
    sc, shikai, found = _board()
    g = sc.start(0, 3)
    _bankai(g, shikai)
    g.respond([])
    assert character(g.s, shikai) is not None and locate(g.s, found[0])[1] == "deck"
    assert events(g, "shuffle", player=0)


def test_bankai_once_per_turn_during_my_turn_with_soul_cards_only() -> None:
    """ZD:900.BANKAI: the printed 解放形态 effect — 【我方回合中】, once per turn, and only while
    soul cards are beneath (a 黑崎一护（始解） used from the hand has no 卍解)."""
    sc, shikai, found = _board(find=("TS05-003", "TS05-003"))
    g = sc.start(0, 3)
    assert activated(g) == [f"Activate {BANKAI}"]
    _bankai(g, shikai)
    g.respond([])  # found nothing: the effect was still used this turn
    assert activated(g) == []
    sc2 = Scenario()
    sc2.resources(0, "T-R1", n=4)
    sc2.battle(0, "TS05-002")
    sc2.battle(1, "TS05-002", under=("TS05-001",))
    g2 = sc2.start(0, 3)
    assert activated(g2) == []  # no soul cards: no 解放形态
    act(g2, "pass")
    assert activated(g2) == []  # player 1: not their turn


def test_bankai_does_nothing_if_its_card_left() -> None:
    """ZD:900.BANKAI: put "on that card": if the card doing it left the battle zone before the
    effect resolves, nothing is searched or put."""
    sc, shikai, found = _board()
    kill = sc.hand(1, "T-KILL0")[0]
    g = sc.start(0, 3)
    act(g, "act", shikai)
    auto_pay(g)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, shikai)
    pass_priority(g, 2)
    assert not events(g, "search") and locate(g.s, found[0])[1] == "deck"


def test_bankai_in_combat_the_released_card_fights_on() -> None:
    """ZD:900.BANKAI: the new card inherits the state of the card below: an attacking
    黑崎一护（始解） that does 卍解 during the combat is replaced in it, and the combat goes on
    with the new card's attack."""
    sc, shikai, found = _board(turn=1)
    opp = sc.battle(1, "T-R3", tapped=True)
    g = sc.start(0, 3)
    declare_attack(g, shikai, opp)
    _bankai(g, shikai)
    answer(g, found[0])
    bk = found[0]
    assert g.s["combat"] is not None and g.s["combat"]["att"][0] == bk
    to_end_of_combat(g)
    assert locate(g.s, opp)[1] == "rest" and character(g.s, bk) is not None
