"""Level up (ZD:600) and level-gated effects (ZD:307/ZD:317), level cards (ZD:323)."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, level
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, offered, pass_priority


def _levelups(g) -> list[list]:  # type: ignore[no-untyped-def,type-arg]
    return offered(g, "levelup")


def test_normal_level_up_flips_a_resource_and_puts_the_deck_top_under() -> None:
    """ZD:600/ZD:323: normal level up: cost = turn a face-up resource face down; effect = the top
    card of the deck face down under the character as a level card; LV1 -> LV2, and its
    level-2 effect becomes active (ZD:317/ZD:307)."""
    sc = Scenario()
    r = sc.resources(0, "T-R1")[0]
    b4 = sc.battle(0, "T-B4")
    top = sc.deck(0, "T-R3", pad=3)[0]
    g = sc.start(player=0, turn=3)
    assert attack(g, b4) == 4000 and level(character(g.s, b4)[1]) == 1
    act(g, "levelup", b4, "normal")
    assert not g.pl(0)["res"][0]["up"] and g.pl(0)["res"][0]["c"] == r
    assert g.s["chain"][-1]["kind"] == "levelup"  # it can be answered
    pass_priority(g, 2)
    e = character(g.s, b4)[1]
    assert e["lv"] == [[top, False]] and level(e) == 2 and attack(g, b4) == 5000


def test_level_up_once_per_turn_and_not_on_the_turn_it_appeared() -> None:
    """ZD:600: one successful level up per turn; normal level up not on the turn the
    character appeared."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    a = sc.battle(0, "T-R2")
    new = sc.battle(0, "T-B1", turn=3)
    g = sc.start(player=0, turn=3)
    assert ["levelup", new, "normal"] not in _levelups(g)
    act(g, "levelup", a, "normal")
    g.respond([0])
    pass_priority(g, 2)
    assert level(character(g.s, a)[1]) == 2 and not _levelups(g)


def test_dimension_level_up_reveals_the_same_card_and_draws() -> None:
    """ZD:600/ZD:327: dimension level up: reveal the same card from the hand, put it face up under
    the character, then draw a card (no chain); allowed on the turn it appeared."""
    sc = Scenario()
    a = sc.battle(0, "T-R3", turn=3)
    same = sc.hand(0, "T-R3")[0]
    g = sc.start(player=0, turn=3)
    assert _levelups(g) == [["levelup", a, "dimension"]]
    act(g, "levelup", a, "dimension")
    assert events(g, "reveal") and same in g.pl(0)["hand"]
    pass_priority(g, 2)
    e = character(g.s, a)[1]
    assert e["lv"] == [[same, True]] and level(e) == 2 and len(g.pl(0)["hand"]) == 1


def test_failed_level_up_keeps_its_cost_and_may_be_tried_again() -> None:
    """ZD:600: if the level up fails (the character left in answer), the cost stays paid and the
    player may level up again this turn."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=2)
    a = sc.battle(0, "T-R2")
    b = sc.battle(0, "T-B1")
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(player=0, turn=3)
    act(g, "levelup", a, "normal")
    g.respond([0])
    pass_priority(g)
    act(g, "use", kill)
    answer(g, a)
    auto_pay(g)
    pass_priority(g, 2)
    assert events(g, "levelup_failed")
    assert sum(not r["up"] for r in g.pl(0)["res"]) == 1
    assert ["levelup", b, "normal"] in _levelups(g)
