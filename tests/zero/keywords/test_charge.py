"""聚气 CHARGE (ZD:900.CHARGE): each test names the keyword's id and checks one sentence of its
ruling text, with TS01-003 贝吉塔 and the project's test cards."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, events, offered, pass_priority

VEGETA = "TS01-003"


def _entry(g, c: int):  # type: ignore[no-untyped-def]
    found = character(g.s, c)
    assert found is not None
    return found[1]


def _charge(g, c: int, pick: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """Activate 聚气 (choosing effect ``pick`` when asked) and let it resolve."""
    act(g, "charge", c)
    if g.decision.kind == "choose":
        g.respond([pick or 0])
    pass_priority(g, 2)


def _to_own_untap(g, p: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Play on (passing, no resource, discarding the first cards) until a decision in player
    ``p``'s next untap step, or the priority of their start step."""
    start = g.turn
    for _ in range(200):
        d = g.decision
        if g.turn > start and g.current == p and g.s["step"] in ("untap", "start") and \
                (d.kind != "priority" or g.s["step"] == "start"):
            return
        g.respond([0] if d.kind in ("priority", "resource", "order") else list(range(d.min)))
    raise AssertionError("never reached the untap step")


def test_vegeta_charge_deals_its_damage_at_the_next_untap() -> None:
    """ZD:900.CHARGE: 聚气：【我方回合中】（横置）：当此牌下一次重置时，发动以下效果 — TS01-003
    贝吉塔 taps (an activated effect on the chain, ZD:703); at its next untap, in its player's
    untap step, 对对方战斗区中的一张角色牌造成 2000 点伤害 (the target chosen then)."""
    sc = Scenario()
    vegeta = sc.battle(0, VEGETA)
    foe = sc.battle(1, "T-B4")  # 4000/3500
    g = sc.start(0, 3)
    assert offered(g, "charge") == [["charge", vegeta]]
    act(g, "charge", vegeta)
    assert _entry(g, vegeta)["tap"] and g.s["chain"][-1]["kind"] == "charge"
    pass_priority(g, 2)
    assert events(g, "charged") and character(g.s, foe)[1]["dmg"] == 0
    _to_own_untap(g)
    assert g.s["step"] == "untap" and g.decision.kind == "target"
    answer(g, foe)
    assert not _entry(g, vegeta)["tap"] and "charge" not in _entry(g, vegeta)
    for _ in range(4):
        if character(g.s, foe)[1]["dmg"]:
            break
        g.respond([0])
    assert character(g.s, foe)[1]["dmg"] == 2000


def test_charge_only_in_its_players_turn_and_untapped() -> None:
    """ZD:900.CHARGE: 【我方回合中】（横置） — not in the opponent's turn, not when tapped."""
    sc = Scenario()
    theirs = sc.battle(1, VEGETA)
    tapped = sc.battle(0, "T-A-CHARGER", tapped=True)
    g = sc.start(0, 3)
    assert offered(g, "charge") == []
    pass_priority(g)
    assert g.decision.player == 1 and offered(g, "charge") == []
    assert theirs is not None and tapped is not None


def test_charge_state_lasts_from_the_tap_to_the_untap() -> None:
    """ZD:900.CHARGE: 角色牌横置发动聚气效果称为进入聚气状态。角色牌横置后在其重置之间的状态称聚气
    状态 — the state begins with the tap and ends with the untap, which releases the effect
    once: the next untap step releases nothing more."""
    sc = Scenario()
    charger = sc.battle(0, "T-A-CHARGER")
    wake = sc.hand(0, "T-A-WAKE")[0]
    g = sc.start(0, 3)
    act(g, "charge", charger)
    assert _entry(g, charger)["charge"] == {"path": ["T-A-CHARGER", "effects", 0],
                                            "armed": False}
    pass_priority(g, 2)
    hand = len(g.pl(0)["hand"])
    act(g, "use", wake)
    answer(g, charger)
    pass_priority(g, 2)  # 唤醒 untaps it: the 聚气 effect triggers and resolves
    assert "charge" not in _entry(g, charger)
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand - 1 + 1
    drawn = len(events(g, "move", why="draw"))
    _to_own_untap(g)
    assert len(events(g, "move", why="draw")) == drawn + 1  # only the draw step's


def test_charge_effect_is_apart_from_the_card_once_activated() -> None:
    """ZD:900.CHARGE: 聚气的效果在发动之后就会与效果的本体分开，单独进行清算 — the card loses all
    its effects after charging: at its next untap the effect still happens."""
    sc = Scenario()
    charger = sc.battle(0, "T-A-CHARGER")
    blind, wake = sc.hand(0, "T-BLIND", "T-A-WAKE")
    g = sc.start(0, 3)
    _charge(g, charger)
    act(g, "use", blind)
    answer(g, charger)
    pass_priority(g, 2)
    hand = len(g.pl(0)["hand"])
    act(g, "use", wake)
    answer(g, charger)
    pass_priority(g, 2)
    assert g.s["chain"] and g.s["chain"][-1]["path"] == ["T-A-CHARGER", "effects", 0]
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand - 1 + 1


def test_charge_needs_the_card_to_stay_in_the_battle_zone() -> None:
    """ZD:900.CHARGE: 之后只要效果的本体仍在战斗区中，此效果都将照常进行清算 — returned to the hand
    and used again (a new card), it releases nothing when it untaps."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=1)
    charger = sc.battle(0, "T-A-CHARGER")
    bounce = sc.hand(0, "T-A-BOUNCE")[0]
    g = sc.start(0, 3)
    _charge(g, charger)
    act(g, "use", bounce)
    answer(g, charger)
    pass_priority(g, 2)
    act(g, "use", charger)
    g.respond([0]) if g.decision.kind == "pay" else None
    pass_priority(g, 2)
    assert "charge" not in _entry(g, charger)
    start = len(g.log)
    _to_own_untap(g)
    assert g.s["step"] == "start" and not events(g, "resolve", start, link="蓄力者: draw 1")


def test_charge_activation_needs_the_card_there_when_it_resolves() -> None:
    """ZD:900.CHARGE: 只要效果的本体仍在战斗区中 — destroyed in answer to the activation, the
    card's 聚气 does nothing."""
    sc = Scenario()
    vegeta = sc.battle(0, VEGETA)
    kill = sc.hand(1, "T-KILL")[0]
    sc.resources(1, "T-R1", n=3)
    g = sc.start(0, 3)
    act(g, "charge", vegeta)
    pass_priority(g)
    act(g, "use", kill)
    answer(g, vegeta)
    g.respond([0])
    pass_priority(g, 2)
    assert vegeta in g.pl(0)["rest"] and not events(g, "charged")
    assert events(g, "effect_ignored", clause="ZD:900.CHARGE")


def test_entering_the_charge_state_by_an_effect() -> None:
    """ZD:900.CHARGE: 角色牌可以因其他效果进入聚气状态。只有带有聚气效果的角色牌可以进入聚气状态，
    如果一个效果令一张不带有聚气效果的角色牌进入聚气状态，那个效果将不能清算 — 凝神 on a card
    with 聚气 taps it into the state (released at its next untap); on one without, nothing."""
    sc = Scenario()
    charger = sc.battle(0, "T-A-CHARGER")
    plain = sc.battle(0, "T-R2")
    focus1, focus2, wake = sc.hand(0, "T-A-FOCUS", "T-A-FOCUS", "T-A-WAKE")
    g = sc.start(0, 3)
    act(g, "use", focus1)
    answer(g, plain)
    pass_priority(g, 2)
    assert not _entry(g, plain)["tap"] and "charge" not in _entry(g, plain)
    act(g, "use", focus2)
    answer(g, charger)
    pass_priority(g, 2)
    assert _entry(g, charger)["tap"] and _entry(g, charger)["charge"]["armed"]
    hand = len(g.pl(0)["hand"])
    act(g, "use", wake)
    answer(g, charger)
    pass_priority(g, 4)
    assert len(g.pl(0)["hand"]) == hand - 1 + 1


def test_several_charge_effects_one_is_chosen() -> None:
    """ZD:900.CHARGE: 若一张角色牌有多个聚气效果，在进入聚气状态时必须选择其中一个效果 — the
    choice is asked as it taps; only the chosen one (draw 2) happens."""
    sc = Scenario()
    twin = sc.battle(0, "T-A-CHARGE2")
    wake = sc.hand(0, "T-A-WAKE")[0]
    g = sc.start(0, 3)
    act(g, "charge", twin)
    d = g.decision
    assert d.kind == "choose" and len(d.options) == 2 and not _entry(g, twin)["tap"]
    g.respond([1])
    assert _entry(g, twin)["tap"]
    pass_priority(g, 2)
    hand = len(g.pl(0)["hand"])
    act(g, "use", wake)
    answer(g, twin)
    pass_priority(g, 4)
    assert len(g.pl(0)["hand"]) == hand - 1 + 2
