"""忍法奥义 NINJA_ART X (ZD:900.NINJA_ART): each test names the keyword's id and checks one
sentence of its ruling text, with TS03-011 螺旋丸, TS03-012 千鸟 and the project's test cards."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.costs import use_cost
from tcgsim.zero.scenario import Scenario

from ..util import (
    answer,
    attack,
    events,
    next_turn,
    offered,
    pass_priority,
    to_end_of_combat,
    until_decision,
    use,
)

RASENGAN, CHIDORI = "TS03-011", "TS03-012"


def _cost(g, c: int, p: int = 0) -> tuple[int, dict[str, int]]:  # type: ignore[no-untyped-def]
    return use_cost(g, p, c)


def test_ninja_art_colorless_cost_less_after_another_ninjutsu() -> None:
    """ZD:900.NINJA_ART: 我方本回合使用过其他【忍术】…，则使用此牌时无色费用-X — TS03-011
    螺旋丸 (cost 4, green 1, 忍法奥义 2) costs 4 until its player used a 【忍术】 card this turn,
    then 2 (green 1 kept): with two resources it becomes usable, and deals its 4000 damage."""
    sc = Scenario()
    sc.resources(0, RASENGAN, n=2)
    rasengan, jutsu = sc.hand(0, RASENGAN, "T-A-JUTSU")
    victim = sc.battle(1, "T-B4")  # 4000/3500
    g = sc.start(0, 3)
    assert _cost(g, rasengan) == (4, {"green": 1})
    assert ["use", rasengan] not in offered(g, "use")
    use(g, jutsu)
    assert _cost(g, rasengan) == (2, {"green": 1})
    use(g, rasengan, victim)
    assert all(r["tap"] for r in g.pl(0)["res"]) and victim in g.pl(1)["rest"]


def test_ninja_art_taijutsu_and_genjutsu_count_other_attributes_do_not() -> None:
    """ZD:900.NINJA_ART: 【忍术】、【体术】或者【幻术】 — a 体术 or a 幻术 card used this turn
    lowers the cost; a card with another attribute (木叶) does not."""
    for used, reduced in (("T-A-TAIJUTSU", True), ("T-A-GENJUTSU", True),
                          ("T-A-PLAIN", False)):
        sc = Scenario()
        art, first = sc.hand(0, "T-A-ART2", used)
        g = sc.start(0, 3)
        use(g, first)
        assert _cost(g, art)[0] == (2 if reduced else 4), used


def test_ninja_art_counts_only_its_players_uses_this_turn() -> None:
    """ZD:900.NINJA_ART: 我方本回合 — the opponent's 【忍术】 does not count, and the reduction
    ends with the turn (只要玩家使用过…那么在当回合中…均可以减少费用)."""
    sc = Scenario()
    art = sc.hand(0, "T-A-ART2")[0]
    theirs = sc.hand(1, "T-A-JUTSU")[0]
    mine = sc.hand(0, "T-A-JUTSU")[0]
    g = sc.start(0, 3)
    pass_priority(g)
    use(g, theirs)  # the opponent's 忍术, in our turn
    assert _cost(g, art)[0] == 4
    use(g, mine)
    assert _cost(g, art)[0] == 2
    next_turn(g)  # the opponent's turn: our use was last turn
    assert _cost(g, art)[0] == 4


def test_ninja_art_each_instance_applies() -> None:
    """ZD:900.NINJA_ART: 如果一张牌的效果中带有多个忍法奥义效果，则每个忍法奥义效果都将会分别进行
    清算（两个忍法奥义 1 … 最多可以减少 2）."""
    sc = Scenario()
    twin, jutsu = sc.hand(0, "T-A-ART11", "T-A-JUTSU")
    g = sc.start(0, 3)
    assert _cost(g, twin)[0] == 4
    use(g, jutsu)
    assert _cost(g, twin)[0] == 2


def test_ninja_art_never_below_the_colored_cost() -> None:
    """ZD:900.NINJA_ART with ZD:303: only the colorless part is reduced — TS03-012 千鸟
    (cost 3, green 1, 忍法奥义 1) after 螺旋丸 costs 2, and 螺旋丸's 2 never eats its green 1."""
    sc = Scenario()
    sc.resources(0, RASENGAN, n=4)
    chidori, rasengan = sc.hand(0, CHIDORI, RASENGAN)
    victim = sc.battle(1, "T-B4", tapped=True)
    g = sc.start(0, 3)
    assert _cost(g, chidori) == (3, {"green": 1})
    use(g, chidori, victim)  # 千鸟: 3000 damage to a tapped character
    assert character(g.s, victim)[1]["dmg"] == 3000
    assert _cost(g, rasengan) == (2, {"green": 1})
    assert sum(not r["tap"] for r in g.pl(0)["res"]) == 1


def test_ninja_art_works_for_every_card_type_and_in_any_zone() -> None:
    """ZD:900.NINJA_ART: 角色牌、装备牌、战术牌和事件牌均有可能获得忍法奥义；忍法奥义的效果在任何
    区域中均有效 — a character, an equipment, and a tactic used from the rest zone (T-UNITY,
    ZD:623) are all reduced."""
    sc = Scenario()
    sc.battle(0, "T-UNITY")
    char, eq, jutsu = sc.hand(0, "T-A-ARTCHAR", "T-A-ARTEQ", "T-A-JUTSU")
    in_rest = sc.rest(0, "T-A-ART2")[0]
    sc.resources(0, "T-R1", n=2)
    g = sc.start(0, 3)
    assert (_cost(g, char)[0], _cost(g, eq)[0], _cost(g, in_rest)[0]) == (4, 3, 4)
    assert ["use", in_rest] not in offered(g, "use")
    use(g, jutsu)
    assert (_cost(g, char)[0], _cost(g, eq)[0], _cost(g, in_rest)[0]) == (1, 1, 2)
    assert ["use", in_rest] in offered(g, "use")
    use(g, in_rest)
    assert events(g, "resolve", link=g.name(in_rest))


def test_ninja_art_another_card_not_itself() -> None:
    """ZD:900.NINJA_ART: 其他【忍术】 — a 忍术 character with 忍法奥义 used, returned to the hand
    and used again is not reduced by its own earlier use; another 忍术 then reduces it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=4)
    char, bounce, jutsu = sc.hand(0, "T-A-ARTCHAR", "T-A-BOUNCE", "T-A-JUTSU")
    g = sc.start(0, 3)
    use(g, char)
    use(g, bounce, char)
    assert char in g.pl(0)["hand"]
    assert _cost(g, char)[0] == 4
    use(g, jutsu)
    assert _cost(g, char)[0] == 1


def test_chidori_counter_effect() -> None:
    """TS03-012 千鸟's 反击特效 (ZD:704): flipped from the life zone by damage, it deals 1000
    damage to a character of the opponent (the attacker's side)."""
    sc = Scenario()
    sc.life(1, CHIDORI, n=6)
    attacker = sc.battle(0, "T-R2")
    g = sc.start(0, 3)
    attack(g, attacker, "life")
    until_decision(g, "choose")
    assert g.decision.player == 1
    answer(g, attacker)
    to_end_of_combat(g)
    assert events(g, "counter_effect")
    assert character(g.s, attacker)[1]["dmg"] == 1000
