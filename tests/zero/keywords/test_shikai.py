"""刀剑解放 (ZD:900.SHIKAI): each test names the keyword and checks a sentence of its ruling."""

from __future__ import annotations

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import attack, defense, level
from tcgsim.zero.rules.scripts import candidates
from tcgsim.zero.scenario import Scenario

from ..util import act, activated, cast, events, labels, offered, pass_priority, release, settle


def _board(**kw):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    base = sc.battle(0, "TS05-001", **kw)
    return sc, base


def test_shikai_reveal_and_put_on_a_zanpakuto_of_the_same_name() -> None:
    """ZD:900.SHIKAI: 展示手牌中的此牌：将此牌放置在我方战斗区中的一张斩魄刀名相同的『斩魄刀』上 —
    the card is shown (the cost), goes on our 『斩魄刀』 with its 斩魄刀名, and the card below
    becomes a soul card. Another 斩魄刀名, or the opponent's character, cannot be chosen."""
    sc, base = _board()
    sc.battle(0, "T-SODE")
    sc.battle(1, "TS05-001")
    shikai = sc.hand(0, "TS05-002")[0]
    g = sc.start(0, 3)
    act(g, "act", shikai)
    assert [o.data for o in g.decision.options] == [base]
    g.respond([0])
    assert events(g, "reveal")[-1]["cards"][0]["id"] == shikai
    assert locate(g.s, shikai)[1] == "hand"  # revealed only, until it resolves
    pass_priority(g, 2)
    e = character(g.s, shikai)[1]
    assert e["under"] == [base] and locate(g.s, base)[1] == "under"


def test_shikai_needs_a_zanpakuto_with_the_same_name() -> None:
    """ZD:900.SHIKAI: with no 『斩魄刀』 of the same 斩魄刀名 in our battle zone, 刀剑解放
    cannot be activated (a character of another 斩魄刀名 does not do)."""
    sc = Scenario()
    sc.battle(0, "T-SODE")
    sc.battle(1, "TS05-001")
    sc.hand(0, "TS05-002")
    g = sc.start(0, 3)
    assert activated(g) == []


def test_shikai_only_at_normal_tactic_timing() -> None:
    """ZD:900.SHIKAI: 刀剑解放只能在使用普通战术的时机下使用 — not while the chain holds something,
    not in the opponent's turn, not in the start step; in the own action phase it can."""
    sc, base = _board()
    shikai = sc.hand(0, "TS05-002")[0]
    sc.hand(1, "TS05-002")
    buff = sc.hand(0, "T-BUFF0")[0]
    sc.battle(1, "TS05-001")
    g = sc.start(0, 3, step="start")
    assert offered(g, "act") == []
    g = sc.start(0, 3)
    assert offered(g, "act") == [["act", shikai, ["kw", ["SHIKAI"], 0]]]
    cast(g, buff, base)
    assert g.s["chain"] and g.decision.player == 0
    assert offered(g, "act") == []  # the chain is not empty
    pass_priority(g)
    assert g.decision.player == 1 and offered(g, "act") == []  # not its turn


def test_shikai_fails_if_the_character_left_in_answer() -> None:
    """ZD:900.SHIKAI: 如果连锁此效果使得被刀剑解放的牌离开战斗区，刀剑解放的效果不再清算，
    使用刀剑解放效果的牌留在手中。"""
    sc, base = _board()
    shikai = sc.hand(0, "TS05-002")[0]
    kill = sc.hand(1, "T-KILL0")[0]
    g = sc.start(0, 3)
    release(g, shikai, base, resolve=False)
    pass_priority(g)
    cast(g, kill, base)
    pass_priority(g, 2)  # the whole chain resolves: the kill, then 刀剑解放 (ignored)
    assert locate(g.s, shikai)[1] == "hand"
    assert locate(g.s, base)[1] == "rest" and g.pl(0)["battle"] == []
    assert events(g, "effect_ignored", why="targets")


def test_shikai_fails_if_the_revealed_card_left_the_hand() -> None:
    """ZD:900.SHIKAI: it is "此牌" in the hand that is put on the character: discarded from the
    hand in answer, it is not put anywhere and the character stays as it was."""
    sc, base = _board()
    shikai = sc.hand(0, "TS05-002")[0]
    disc = sc.hand(1, "T-DISC0")[0]
    g = sc.start(0, 3)
    release(g, shikai, base, resolve=False)
    pass_priority(g)
    cast(g, disc)
    pass_priority(g, 2)
    g.respond([0])  # player 0 discards its only card: the revealed 黑崎一护（始解）
    assert locate(g.s, shikai)[1] == "rest"
    assert character(g.s, base)[1]["under"] == [] and events(g, "release_failed")


def test_shikai_inherits_the_state_of_the_card_below() -> None:
    """ZD:900.SHIKAI: 刀剑解放登场的牌继承被刀剑解放的牌的状态，例如重置或者横置状态，受到的效果影响等
    — tapped, its damage, level cards, equipment, counters, an effect in force on it (+1000/
    +1000 this turn) and the turn it appeared carry over."""
    sc, base = _board(tapped=True, damage=1000, levels=1, equip="T-EQ", counters={"魂": 2})
    shikai = sc.hand(0, "TS05-002")[0]
    buff = sc.hand(0, "T-BUFF0")[0]
    g = sc.start(0, 3)
    cast(g, buff, base)
    pass_priority(g, 2)
    release(g, shikai, base)
    e = character(g.s, shikai)[1]
    assert e["tap"] and e["dmg"] == 1000 and level(e) == 2 and e["cnt"] == {"魂": 2}
    assert g.d(e["eq"]["c"]).id == "T-EQ" and e["turn"] == 0
    # 4000 printed + 1000 解放形态 + 1000 equipment + 1000 effect in force
    assert attack(g, shikai) == 7000 and defense(g, shikai) == 3000 + 1000 + 1000


def test_shikai_inherits_a_cannot_attack() -> None:
    """ZD:900.SHIKAI: 受到的效果影响 — "cannot attack this turn" on the card below applies to
    the released card (which could attack otherwise, see the next test)."""
    sc = Scenario()
    base = sc.battle(0, "TS05-001", turn=1)
    shikai = sc.hand(0, "TS05-002")[0]
    noatk = sc.hand(0, "T-NOATK0")[0]
    g = sc.start(0, 3)
    cast(g, noatk, base)
    pass_priority(g, 2)
    release(g, shikai, base)
    assert character(g.s, shikai) is not None and offered(g, "attack") == []


def test_shikai_of_a_character_that_may_attack_may_attack() -> None:
    """ZD:900.SHIKAI: the turn it appeared is part of the state: released onto a character that
    was there before this turn, it may attack at once; onto one that appeared this turn, not."""
    sc = Scenario()
    old = sc.battle(0, "TS05-001", turn=1)
    new = sc.battle(0, "T-SODE", turn=3)
    a, b = sc.hand(0, "TS05-002", "TS05-005")
    g = sc.start(0, 3)
    release(g, a, old)
    release(g, b, new)
    assert offered(g, "attack") == [["attack", a]]


def test_shikai_triggers_appear_and_shikai_success() -> None:
    """ZD:900.SHIKAI: 以刀剑解放方式登场的牌可以触发其登场效果和【刀剑解放成功时】的效果 — it appears
    (by an effect, a new object) and both its 【登场时】 and 【刀剑解放成功时】 resolve."""
    sc, base = _board()
    sk = sc.hand(0, "T-SK")[0]
    g = sc.start(0, 3)
    hand, life = len(g.pl(0)["hand"]), len(g.pl(0)["life"])
    start = len(g.log)
    release(g, sk, base)
    assert g.decision.kind == "order"  # both triggered: their controller orders them
    g.respond([0])
    settle(g)
    assert sorted(labels(g, start)[1:]) == ["斩月始解: 刀剑解放成功时", "斩月始解: 登场时"]
    assert len(g.pl(0)["hand"]) == hand - 1 + 1 and len(g.pl(0)["life"]) == life + 1
    assert events(g, "move", card={"id": sk, "card": "T-SK", "name": "斩月始解"},
                  dest="battle")
    assert g.s["chain"] == []


def test_shikai_onto_a_card_with_soul_cards() -> None:
    """ZD:900.SHIKAI: 以刀剑解放的方式把一张牌 A 放置在另一张已经在其下放置有刀魂牌的牌 B 上，
    原本 B 的刀魂牌和 B 一起变为 A 的刀魂牌。"""
    sc = Scenario()
    b = sc.battle(0, "TS05-002", under=("TS05-001",))
    a = sc.hand(0, "T-SK")[0]
    g = sc.start(0, 3)
    soul = g.pl(0)["battle"][0]["under"][0]
    release(g, a, b)
    assert sorted(character(g.s, a)[1]["under"]) == sorted([soul, b])


def test_soul_cards_are_not_in_the_battle_zone_and_go_to_the_rest_zone() -> None:
    """ZD:900.SHIKAI: 刀魂牌不视为战斗区中的牌，效果对象为战斗区中的一张牌的效果不能指定刀魂牌。
    如果一张牌离开战斗区，放置在其下方的刀魂牌会被送入其持有者的休息区。"""
    sc, base = _board()
    shikai = sc.hand(0, "TS05-002")[0]
    kill = sc.hand(1, "T-KILL0")[0]
    g = sc.start(0, 3)
    release(g, shikai, base)
    assert base not in candidates(g, {"filter": {"type": "character"}}, {"src": kill, "p": 1})
    pass_priority(g)
    act(g, "use", kill)
    assert [o.data for o in g.decision.options] == [shikai]
    g.respond([0])
    pass_priority(g, 2)
    assert set(g.pl(0)["rest"]) == {shikai, base}
