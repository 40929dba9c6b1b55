"""咒印 CURSE_SEAL (ZD:900.CURSE_SEAL): each test names the keyword's id and checks one sentence
of its ruling text, with TS03-002 宇智波佐助 (【我方回合结束时】咒印) and the project's test
cards."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, pass_priority

SASUKE, CURSED = "TS03-002", "TS03-003"


def _offered_cards(g) -> list[int]:  # type: ignore[no-untyped-def]
    return [o.data for o in g.decision.options]


def _activate(g, c: int) -> None:  # type: ignore[no-untyped-def]
    act(g, "act", c)
    pass_priority(g, 2)


def test_sasuke_curse_seal_at_turn_end_finds_the_cursed_sasuke() -> None:
    """ZD:900.CURSE_SEAL: 废弃此牌：从牌组或手牌中找一张与此牌角色名相同的费用 X 的角色牌登场并洗切
    牌组。X 为此牌的总费用+1 — TS03-002 宇智波佐助 (cost 3) at the end of its player's turn is
    discarded and TS03-003 宇智波佐助（咒印状态） (cost 4) appears from the deck; its 【登场时】
    deals 1000 damage; the deck is shuffled."""
    sc = Scenario()
    sasuke = sc.battle(0, SASUKE)
    cursed = sc.deck(0, CURSED, pad=6)[0]
    foe = sc.battle(1, "T-B4")
    g = sc.start(0, 3, step="end")
    d = g.decision
    assert d.kind == "may" and d.player == 0  # a triggered effect: its cost may be declined
    answer(g, True)
    assert sasuke in g.pl(0)["rest"]  # the cost: 废弃此牌
    pass_priority(g, 2)
    assert g.decision.kind == "search" and g.decision.min == 0
    start = len(g.log)
    answer(g, cursed)
    assert character(g.s, cursed) is not None
    assert events(g, "shuffle", start)
    answer(g, foe)  # the target of its 【登场时】, chosen as it goes on the chain
    pass_priority(g, 2)
    assert character(g.s, foe)[1]["dmg"] == 1000


def test_curse_seal_searches_hand_and_deck_at_once() -> None:
    """ZD:900.CURSE_SEAL: 咒印的效果可以同时找手牌或者牌组中的牌 — the cost-4 『佐助』 in the hand
    and the one in the deck are both offered; the one from the hand appears."""
    sc = Scenario()
    seal = sc.battle(0, "T-A-SEAL")
    in_hand = sc.hand(0, "T-A-SASUKE4")[0]
    in_deck = sc.deck(0, "T-A-SASUKE4", pad=4)[0]
    g = sc.start(0, 3)
    _activate(g, seal)
    assert set(_offered_cards(g)) == {in_hand, in_deck}
    answer(g, in_hand)
    assert character(g.s, in_hand) is not None and in_deck in g.pl(0)["deck"]


def test_curse_seal_finds_only_same_name_characters_of_cost_plus_one() -> None:
    """ZD:900.CURSE_SEAL: 与此牌角色名相同的费用 X 的角色牌 (X = 3 + 1) — not cost 2 or 5, not
    another character name, not an event with the name."""
    sc = Scenario()
    seal = sc.battle(0, "T-A-SEAL")
    right = sc.deck(0, "T-A-SASUKE2", "T-A-SASUKE4", "T-A-SASUKE5", "T-A-OTHER4",
                    "T-A-SASEVT", pad=3)[1]
    g = sc.start(0, 3)
    _activate(g, seal)
    assert _offered_cards(g) == [right]


def test_curse_seal_may_find_nothing_and_always_shuffles() -> None:
    """ZD:900.CURSE_SEAL: 玩家可以宣布没有找到相应的牌。无论玩家是否从牌组中找过牌，玩家在咒印效果
    之后都必须洗切牌组 — declaring none found, and finding the card in the hand, both shuffle."""
    for pick_hand in (False, True):
        sc = Scenario()
        seal = sc.battle(0, "T-A-SEAL")
        in_hand = sc.hand(0, "T-A-SASUKE4")[0]
        g = sc.start(0, 3)
        _activate(g, seal)
        start = len(g.log)
        if pick_hand:
            answer(g, in_hand)
        else:
            g.respond([])
        assert bool(character(g.s, in_hand)) == pick_hand
        assert events(g, "shuffle", start, clause="ZD:900.CURSE_SEAL")


def test_curse_seal_with_nothing_to_find_still_shuffles() -> None:
    """ZD:900.CURSE_SEAL: 无论玩家是否从牌组中找过牌…都必须洗切牌组 — nothing matches: no choice,
    the deck is shuffled."""
    sc = Scenario()
    seal = sc.battle(0, "T-A-SEAL")
    g = sc.start(0, 3)
    start = len(g.log)
    _activate(g, seal)
    assert seal in g.pl(0)["rest"] and events(g, "shuffle", start)


def test_curse_seal_on_a_cost_x_card_counts_x_as_zero() -> None:
    """ZD:900.CURSE_SEAL: 如果发动咒印效果的牌的费用为 X，那么 X 视为 0 — it finds cost 1."""
    sc = Scenario()
    seal = sc.battle(0, "T-A-SEALX")
    oro = sc.deck(0, "T-A-ORO1", pad=4)[0]
    g = sc.start(0, 3)
    _activate(g, seal)
    assert _offered_cards(g) == [oro]


def test_curse_seal_one_shared_character_name_is_enough() -> None:
    """ZD:900.CURSE_SEAL: 如果发动咒印效果的牌或者找的牌包含多个角色名，那么只要其中有一个角色名相同
    即可 — 『鸣人』『九尾』 (cost 2) finds 『九尾』 (cost 3); printed with 【我方回合开始时】, it
    triggers at the start of its player's turn."""
    sc = Scenario()
    sc.battle(0, "T-A-SEAL2")
    kyubi = sc.hand(0, "T-A-KYUBI")[0]
    g = sc.start(0, 3, step="start")
    assert g.decision.kind == "may"
    answer(g, True)
    pass_priority(g, 2)
    assert _offered_cards(g) == [kyubi]


def test_curse_seal_without_timing_is_activated_any_time() -> None:
    """ZD:900.CURSE_SEAL: 如果没有这一类的时机，咒印效果为启动效果 — usable with priority in the
    opponent's turn too (ZD:703); with a timing it is not activated."""
    sc = Scenario()
    seal = sc.battle(1, "T-A-SEAL")
    sc.battle(1, SASUKE)
    g = sc.start(0, 3)
    pass_priority(g)
    assert [o.data[1] for o in g.decision.options if o.data[0] == "act"] == [seal]


def test_curse_seal_trigger_declined_does_nothing() -> None:
    """ZD:900.CURSE_SEAL: a triggered 咒印's cost (废弃此牌) may be declined (ZD:702): the card
    stays and nothing is found."""
    sc = Scenario()
    sasuke = sc.battle(0, SASUKE)
    sc.deck(0, CURSED, pad=6)
    g = sc.start(0, 3, step="end")
    answer(g, False)
    assert character(g.s, sasuke) is not None and not g.s["chain"]
