"""Costs and resources: total and colored costs (ZD:303), paying by tapping resources
(ZD:204/ZD:322), face-down and purple resources pay no color (ZD:204/ZD:304/ZD:322/ZD:328), X costs."""

from __future__ import annotations

import random

import pytest

import tcgsim.zero as zero
from tcgsim.zero import registry
from tcgsim.zero.game import Game
from tcgsim.zero.model.deck import bundled_deck
from tcgsim.zero.rules.costs import _after, can_pay, paying_color, printed_cost, untapped, use_cost
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, offered, play_random


def _usable(g) -> set[str]:  # type: ignore[no-untyped-def]
    return {g.name(a[1]) for a in offered(g, "use")}


def test_total_and_colored_requirements() -> None:
    """ZD:303: the number is the total to tap; the colored boxes are how many of them must
    be of the card's color (红三: 3 in all, at least 2 red)."""
    for reds, blues, ok in ((2, 1, True), (1, 2, False), (3, 0, True), (2, 0, False)):
        sc = Scenario()
        if reds:
            sc.resources(0, "T-R1", n=reds)
        if blues:
            sc.resources(0, "T-B1", n=blues)
        sc.hand(0, "T-R3")
        g = sc.start(player=0, turn=3)
        assert ("红三" in _usable(g)) == ok, (reds, blues)


def test_paying_offers_only_resources_that_keep_the_cost_payable() -> None:
    """ZD:303/ZD:902: resources are tapped one by one and only legal choices are offered; once
    the choice is forced the rest is tapped at once."""
    sc = Scenario()
    r1, r2 = sc.resources(0, "T-R1", n=2)
    b1, b2 = sc.resources(0, "T-B1", n=2)
    c = sc.hand(0, "T-R3")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", c)
    assert g.decision.kind == "pay"
    assert [o.data for o in g.decision.options][1:] == [["res", x] for x in (r1, r2, b1, b2)]
    answer(g, ["res", b1])  # now both reds are needed: nothing left to choose
    tapped = {r["c"] for r in g.pl(0)["res"] if r["tap"]}
    assert tapped == {b1, r1, r2}
    assert g.s["chain"] and g.s["chain"][-1]["c"] == c


def test_automatic_payment_keeps_colors() -> None:
    """ZD:303: the automatic payment taps the colored requirement from its color and the rest
    from resources whose color is needed least."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    down = sc.resources(0, "T-B1", n=1, up=False)
    c = sc.hand(0, "T-R2")[0]  # 2, at least 1 red
    g = sc.start(player=0, turn=3)
    act(g, "use", c)
    g.respond([0])
    tapped = [r for r in g.pl(0)["res"] if r["tap"]]
    assert len(tapped) == 2 and {r["c"] for r in tapped if not r["up"]} == set(down)


def test_face_down_resources_pay_only_colorless() -> None:
    """ZD:204/ZD:304/ZD:322: a face-down resource has no color: it pays 1 colorless, never a colored
    requirement."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3, up=False)
    sc.hand(0, "T-R3", "T-R1", "T-B2")
    sc.resources(0, "T-B1", n=1)
    g = sc.start(player=0, turn=3)
    assert _usable(g) == {"蓝二"}  # 红一/红三 need red; 蓝二 needs 1 blue + 1 more
    assert paying_color(g, g.pl(0)["res"][0]) is None


def test_purple_resources_pay_no_color() -> None:
    """ZD:328/ZD:322: a purple card in the resource zone is a resource of no color; a purple card
    itself needs no color to be used."""
    sc = Scenario()
    sc.resources(0, "T-P1", n=3)
    sc.hand(0, "T-R1", "T-P1", "T-R2")
    g = sc.start(player=0, turn=3)
    assert _usable(g) == {"紫一"}
    assert paying_color(g, g.pl(0)["res"][0]) is None


def test_x_is_chosen_on_use_and_zero_elsewhere() -> None:
    """ZD:303: X is 0 while the card is not on the chain; when used, its player chooses X
    (up to what can be paid) and pays it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    x = sc.hand(0, "T-X")[0]
    g = sc.start(player=0, turn=3)
    assert printed_cost(g, x) == 0
    act(g, "use", x)
    assert g.decision.kind == "x" and [o.data for o in g.decision.options] == [0, 1, 2, 3]
    answer(g, 2)
    g.respond([0])
    assert sum(r["tap"] for r in g.pl(0)["res"]) == 2
    assert g.s["chain"][-1]["x"] == 2


def test_reductions_never_take_the_total_below_the_colored_part() -> None:
    """ZD:303: a reduction of the colorless part lowers the total, but the total never goes
    below the colored requirement."""
    sc = Scenario()
    c = sc.hand(0, "T-R3")[0]  # 3, 2 red
    g = sc.start(player=0, turn=3)

    def minus(g, p, card, total, colors, how):  # type: ignore[no-untyped-def]
        return total - 5, colors

    registry.COST_MODS.append(minus)
    try:
        assert use_cost(g, 0, c) == (2, {"red": 2})
    finally:
        registry.COST_MODS.remove(minus)
    assert use_cost(g, 0, c) == (3, {"red": 2})


@pytest.mark.parametrize(("deck", "seed"), [("dragonball", 1), ("naruto", 2), ("onepiece", 3)])
def test_the_resources_offered_are_those_after_which_the_rest_still_pays(deck: str,
                                                                         seed: int) -> None:
    """ZD:303: at every payment of seeded random games of bundled decks, the resources offered
    (after "pay automatically") are exactly the untapped ones after whose tapping the rest of
    the untapped resources still pays what is left (``can_pay``, asked per resource)."""
    payments = [0]

    def check(g: Game, _step: int) -> None:
        d = g.decision
        if d.kind != "pay":
            return
        f = g.s["stack"][-1]
        p, total, colors = f["p"], f["total"], f["colors"]
        pool = untapped(g, p)
        expected = [r["c"] for r in pool
                    if can_pay(g, p, *_after(g, r, total, colors), [x for x in pool if x is not r])]
        assert [o.data[1] for o in d.options[1:]] == expected
        payments[0] += 1

    g = zero.new_game(bundled_deck(deck), bundled_deck(deck), seed=seed)
    play_random(g, random.Random(seed), check=None, on_step=check)
    assert g.result is not None and payments[0] > 5
