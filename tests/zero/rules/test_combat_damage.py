"""Damage and destruction (ZD:308, ZD:309, ZD:605, ZD:607), life damage and counter effects
(ZD:312, ZD:324, ZD:704, ZD:505), the one-life-card rule (ZD:202) and losing to battle damage (ZD:101)."""

from __future__ import annotations

from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack as atk
from tcgsim.zero.rules.continuous import stat_raw
from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    attack,
    auto_pay,
    cast,
    events,
    labels,
    pass_priority,
    pass_timing,
    settle,
    to_end_of_combat,
    until_decision,
)


def _flips(g, start: int = 0) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(e["player"], e["card"]["id"]) for e in events(g, "life_flip", start)]


# -- ZD:308 / ZD:309 ------------------------------------------------------------------------------
def test_attack_below_zero_deals_no_damage_and_is_tracked() -> None:
    """ZD:308, ZD:103: an attack brought below 0 counts as 0: no battle damage, not even to the
    life zone; the negative value is kept (+2000 does not bring it back above 0)."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    weak, plus = sc.hand(1, "T-C-WEAK", "T-C-PLUS2K")
    g = sc.start(0, 3)
    attack(g, a, "life")
    pass_priority(g)
    cast(g, weak, a)
    pass_priority(g, 2)
    pass_priority(g)
    cast(g, plus, a)
    pass_priority(g, 2)
    assert stat_raw(g, a, "atk") == 0 and atk(g, a) == 0  # 3000 - 5000 + 2000, not 2000
    life = len(g.pl(1)["life"])
    to_end_of_combat(g)
    assert len(g.pl(1)["life"]) == life and not events(g, "life_damage")


def test_zero_attack_character_deals_no_battle_damage() -> None:
    """ZD:308: a character with attack 0 deals no battle damage to a character."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-C12", tapped=True)
    weak = sc.hand(0, "T-C-WEAK")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    cast(g, weak, t)
    pass_priority(g, 2)
    start = len(g.log)
    to_end_of_combat(g)
    assert [e["card"]["id"] for e in events(g, "damage", start)] == [t]
    assert character(g.s, a)[1]["dmg"] == 0


def test_damage_equal_to_defense_destroys() -> None:
    """ZD:309: damage at least the defense destroys (equal is enough)."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    t = sc.battle(1, "T-C22", tapped=True)
    g = sc.start(0, 3)
    attack(g, a, t)
    to_end_of_combat(g)
    assert a in g.pl(0)["rest"] and t in g.pl(1)["rest"]


def test_defense_zero_goes_to_rest_zone_without_being_destroyed() -> None:
    """ZD:309, ZD:605: defense 0 or less: to the rest zone at once; not a destroy (no 【破坏时】)."""
    sc = Scenario()
    w = sc.battle(1, "T-CW-B")
    frail = sc.hand(0, "T-C-FRAIL")[0]
    g = sc.start(0, 3)
    cast(g, frail, w)
    start = len(g.log)
    pass_priority(g, 2)
    assert w in g.pl(1)["rest"]
    moves = [e for e in events(g, "move", start) if e["card"]["id"] == w]
    assert moves[0]["clause"] == "ZD:309" and "destroyed" not in moves[0]["why"]
    assert not [x for x in labels(g, start) if "destroyed" in x]


# -- ZD:605 ------------------------------------------------------------------------------------
def test_destroy_kinds_battle_effect_and_lethal_damage() -> None:
    """ZD:605: battle destroy (lethal battle damage in the resolution step) triggers
    【战斗破坏时】; an effect destroy and lethal damage from an effect trigger only 【破坏时】."""
    sc = Scenario()
    a = sc.battle(0, "T-C55")
    w1 = sc.battle(1, "T-CW-B", tapped=True)
    w2 = sc.battle(1, "T-CW-D")
    w3 = sc.battle(1, "T-CW-A")
    kill = sc.hand(0, "T-C-KILL")[0]
    dmg = sc.hand(0, "T-C-D1K")[0]
    g = sc.start(0, 3)
    start = len(g.log)
    cast(g, kill, w3)
    settle(g)
    cast(g, dmg, w2)
    settle(g)
    eff = labels(g, start)
    assert "T-CW-A: destroyed" in eff and "T-CW-D: destroyed" in eff
    assert not [x for x in eff if "battle_destroyed" in x]
    start = len(g.log)
    attack(g, a, w1)
    to_end_of_combat(g)
    got = labels(g, start)
    assert "T-CW-B: destroyed" in got and "T-CW-B: battle_destroyed" in got
    hows = {e["card"]["id"]: e["why"] for e in events(g, "move") if "destroyed" in e["why"]}
    assert hows == {w3: "destroyed (effect)", w2: "destroyed (lethal)", w1: "destroyed (battle)"}


# -- ZD:607 ------------------------------------------------------------------------------------
def test_damage_accumulates_during_the_turn_into_lethal_battle_damage() -> None:
    """ZD:607, ZD:605: damage stays on a character for the turn: 1000 from an effect, then 2000
    battle damage on a 3000 defense is lethal — a battle destroy."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    t = sc.battle(1, "T-CW-C", tapped=True)  # 3000/3000
    dmg = sc.hand(0, "T-C-D1K")[0]
    g = sc.start(0, 3)
    cast(g, dmg, t)
    pass_priority(g, 2)
    assert character(g.s, t)[1]["dmg"] == 1000
    attack(g, a, t)
    start = len(g.log)
    to_end_of_combat(g)
    assert t in g.pl(1)["rest"] and "T-CW-C: battle_destroyed" in labels(g, start)


def test_prevention_lasts_until_it_prevented_its_amount() -> None:
    """ZD:607: "prevent 1000 damage" prevents until 1000 is prevented in all: 600 of a
    first damage... here 1000 of a 2000 battle damage, then nothing more."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    t = sc.battle(1, "T-C13", tapped=True)  # 1000/3000
    shield = sc.hand(1, "T-C-SHIELD")[0]
    d1k = sc.hand(0, "T-C-D1K")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    pass_priority(g)
    cast(g, shield, t)
    pass_priority(g, 2)
    to_end_of_combat(g)
    assert character(g.s, t)[1]["dmg"] == 1000 and events(g, "prevent")[0]["n"] == 1000
    assert not [fx for fx in g.s["fx"] if fx["kind"] == "prevent"]  # used up
    cast(g, d1k, t)
    pass_priority(g, 2)
    assert character(g.s, t)[1]["dmg"] == 2000


def test_battle_only_prevention_and_unpreventable_damage() -> None:
    """ZD:607: a shield against battle damage does not stop effect damage; damage from a
    source whose damage cannot be prevented goes through any shield."""
    sc = Scenario()
    a = sc.battle(0, "T-C-HARD")
    t = sc.battle(1, "T-C13", tapped=True)
    shield = sc.hand(1, "T-C-SHIELDB")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    pass_priority(g)
    cast(g, shield, t)
    pass_priority(g, 2)
    to_end_of_combat(g)
    assert character(g.s, t)[1]["dmg"] == 2000 and not events(g, "prevent")


# -- life damage: ZD:505 / ZD:312 / ZD:324 / ZD:704 ------------------------------------------------
def test_counter_effect_resolves_before_triggers_go_on_the_chain() -> None:
    """ZD:505, ZD:312, ZD:704: the flipped card's counter effect is mandatory and resolves at once,
    outside the chain; "when a life zone takes damage" effects, triggered when the card to
    flip was fixed, go on the chain afterwards."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    sc.battle(0, "T-C-LIFEWATCH")
    sc.life(1, "T-C-CTR-DRAW", n=6)
    g = sc.start(0, 3)
    hand1, hand0 = len(g.pl(1)["hand"]), len(g.pl(0)["hand"])
    attack(g, a, "life")
    until_decision(g, "priority")
    while not g.s["combat"]["resolved"]:
        pass_timing(g)
    assert len(g.pl(1)["hand"]) == hand1 + 1  # the counter effect already resolved
    assert [x["kind"] for x in g.s["chain"]] == ["effect"] and len(g.pl(0)["hand"]) == hand0
    kinds = [e["type"] for e in g.log if e["type"] in ("life_flip", "counter_effect",
                                                     "chain_add", "draw", "move")]
    assert kinds.index("counter_effect") < kinds.index("chain_add")


def test_flipped_cards_go_to_rest_from_the_top_one_by_one() -> None:
    """ZD:324, ZD:202: damage flips life cards from the top, one at a time, each to the rest
    zone after its counter effect."""
    sc = Scenario()
    a = sc.battle(0, "T-C-CRIT")
    top = sc.life(1, "T-C-CTR-DRAW", "T-C11", n=4)
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert _flips(g) == [(1, top[0]), (1, top[1])]
    assert g.pl(1)["rest"][-2:] == [top[0], top[1]]


def test_counter_damage_is_flipped_after_the_cards_already_fixed() -> None:
    """ZD:704: with 2 damage both cards are fixed first; a counter effect dealing damage
    fixes its own card, flipped after the cards fixed before it."""
    sc = Scenario()
    a = sc.battle(0, "T-C-CRIT")
    top = sc.life(1, "T-C-CTR-SELF", "T-C11", "T-C12", n=5)
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert _flips(g) == [(1, top[0]), (1, top[1]), (1, top[2])]


def test_counter_damage_to_the_other_player_waits_for_the_fixed_cards() -> None:
    """ZD:704: a counter effect hitting the attacker's life zone: that card is flipped after
    the defender's remaining fixed card."""
    sc = Scenario()
    a = sc.battle(0, "T-C-CRIT")
    mine = sc.life(0, "T-C11", n=3)
    top = sc.life(1, "T-C-CTR-HIT", "T-C12", n=4)
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert _flips(g) == [(1, top[0]), (1, top[1]), (0, mine[0])]


def test_both_life_zones_active_player_flips_first() -> None:
    """ZD:704: both life zones take damage at once: both cards are fixed, then the active
    player's is flipped and its counter effect resolved, then the other player's — even
    when the non-active player's effect dealt it."""
    sc = Scenario()
    mine = sc.life(0, "T-C-CTR-DRAW", n=3)
    theirs = sc.life(1, "T-C-CTR-DRAW", n=3)
    both = sc.hand(1, "T-C-BOTH")[0]
    g = sc.start(0, 3)
    pass_priority(g)
    cast(g, both)
    start = len(g.log)
    pass_priority(g, 2)
    seq = [(e["type"], e["player"]) for e in g.log[start:]
           if e["type"] in ("life_flip", "counter_effect")]
    assert seq == [("life_flip", 0), ("counter_effect", 0), ("life_flip", 1),
                   ("counter_effect", 1)]
    assert _flips(g, start) == [(0, mine[0]), (1, theirs[0])]


def test_discarding_life_cards_has_no_counter_effect() -> None:
    """ZD:324, ZD:606: life cards discarded as a cost go to the rest zone without counter
    effects."""
    sc = Scenario()
    top = sc.life(0, "T-C-CTR-DRAW", n=4)
    pay = sc.hand(0, "T-C-PAYLIFE")[0]
    g = sc.start(0, 3)
    hand = len(g.pl(0)["hand"])
    act(g, "use", pay)
    auto_pay(g)
    pass_priority(g, 2)
    assert top[0] in g.pl(0)["rest"] and not events(g, "counter_effect")
    assert len(g.pl(0)["hand"]) == hand - 1 + 1  # used the card, drew one: no counter draw


def test_counter_effect_adding_life_cards_does_not_change_fixed_cards() -> None:
    """ZD:704, ZD:900.CRITICAL: cards added to the life zone by a counter effect are not flipped
    by the damage already being dealt."""
    sc = Scenario()
    a = sc.battle(0, "T-C-CRIT")
    top = sc.life(1, "T-C-CTR-LIFE", "T-C11", n=3)
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert _flips(g) == [(1, top[0]), (1, top[1])]
    assert len(g.pl(1)["life"]) == 3 - 2 + 2


# -- ZD:202 / ZD:101 ----------------------------------------------------------------------------
def test_one_life_card_left_one_attack_cannot_end_the_game() -> None:
    """ZD:202: with one life card, no single attack decides the game, whatever its damage."""
    sc = Scenario()
    a = sc.battle(0, "T-C-CRIT2")
    sc.life(1, "T-C11")
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert g.result is None and g.pl(1)["life"] == [] and len(_flips(g)) == 1


def test_battle_damage_to_an_empty_life_zone_loses() -> None:
    """ZD:101: attacked successfully with no life card left and taking battle damage: that
    player loses."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    sc.life(1)
    g = sc.start(0, 3)
    attack(g, a, "life")
    to_end_of_combat(g)
    assert g.result is not None and g.result.winner == 0
    assert events(g, "game_over")[0]["clause"] == "ZD:101"


def test_empty_life_zone_no_loss_without_battle_damage() -> None:
    """ZD:101, ZD:308: an attack of 0 deals no battle damage: an empty life zone does not lose;
    nor does effect damage to an empty life zone."""
    sc = Scenario()
    a = sc.battle(0, "T-C22")
    sc.life(1)
    weak = sc.hand(0, "T-C-WEAK")[0]
    g = sc.start(0, 3)
    attack(g, a, "life")
    cast(g, weak, a)
    pass_priority(g, 2)
    to_end_of_combat(g)
    assert g.result is None
    both = Scenario()
    both.life(0, n=2)
    both.life(1)
    eff = both.hand(0, "T-C-BOTH")[0]
    g2 = both.start(0, 3)
    cast(g2, eff)
    pass_priority(g2, 2)
    assert g2.result is None and len(g2.pl(0)["life"]) == 1
