"""Zones (ZD:200-208), owners (ZD:611), what leaving the battle zone takes with it
(ZD:319/ZD:323/ZD:326), tokens (ZD:325)."""

from __future__ import annotations

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules.continuous import attack
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.zones import destroy, move
from tcgsim.zero.scenario import Scenario

from ..util import act, auto_pay, events, pass_priority


def test_a_card_that_changes_zone_is_a_new_object() -> None:
    """ZD:200/ZD:205: effects on a card end when it changes zone; coming back it is a new card
    (here: +1000 attack does not follow it back from the hand)."""
    sc = Scenario()
    a = sc.battle(0, "T-R2")
    g = sc.start(player=0, turn=3)
    add_fx(g, "mod", a, None, stat="atk", op="add", v=1000)
    assert attack(g, a) == 3000
    ver = g.s["ver"][a]
    move(g, a, "hand")
    move(g, a, "limbo")
    appear(g, a, 0)
    assert g.s["ver"][a] == ver + 3 and attack(g, a) == 2000


def test_cards_go_to_their_owners_zones() -> None:
    """ZD:611/ZD:200/ZD:102: a card controlled by the other player goes to its OWNER's hand or rest
    zone."""
    sc = Scenario()
    stolen = sc.battle(0, "T-R2", owner=1)
    other = sc.battle(0, "T-R1", owner=1)
    g = sc.start(player=0, turn=3)
    move(g, stolen, "hand")
    destroy(g, other)
    assert stolen in g.pl(1)["hand"] and other in g.pl(1)["rest"]
    assert stolen not in g.pl(0)["hand"]


def test_deck_top_and_bottom_and_life_from_the_top() -> None:
    """ZD:201/ZD:202: draws take the top; a card can go to the bottom; life cards are added on
    top and damage flips them from the top."""
    sc = Scenario()
    top, second, *_ = sc.deck(0, "T-R3", "T-B1", pad=2)
    first_life = sc.life(0, "T-INS", n=3)[0]
    g = sc.start(player=0, turn=3, step="draw")
    assert top in g.pl(0)["hand"]
    move(g, top, "deck", top=False)
    assert g.pl(0)["deck"][0] == top and g.pl(0)["deck"][-1] == second
    assert g.pl(0)["life"][-1] == first_life
    move(g, second, "life")
    assert g.pl(0)["life"][-1] == second


def test_hidden_zones_are_counts_in_views() -> None:
    """ZD:201/ZD:202/ZD:203/ZD:204: the opponent sees hand, deck and life as counts; face-down
    resources are visible to their owner only; rest and removed cards are public
    (ZD:207/ZD:208)."""
    sc = Scenario()
    sc.hand(0, "T-R1", "T-R2")
    down = sc.resources(0, "T-R3", up=False)[0]
    up = sc.resources(0, "T-B1")[0]
    sc.rest(0, "T-R2")
    sc.removed(0, "T-B2")
    g = sc.start(player=0, turn=3)
    mine, theirs = g.view(0)["players"][0], g.view(1)["players"][0]
    assert len(mine["hand"]) == 2 and theirs["hand"] is None and theirs["hand_count"] == 2
    assert theirs["deck_count"] == 20 and theirs["life_count"] == 6
    assert mine["resources"][0]["id"] == down and mine["resources"][0]["facedown"]
    assert theirs["resources"][0] == {"facedown": True, "tapped": False}
    assert theirs["resources"][1]["id"] == up
    assert theirs["rest"][0]["name"] == "红二" and theirs["removed"][0]["name"] == "蓝二"
    # the same board with different hidden cards gives the opponent the same view
    sc2 = Scenario()
    sc2.hand(0, "T-B4", "T-KILL")
    sc2.resources(0, "T-B4", up=False)
    sc2.resources(0, "T-B1")
    sc2.rest(0, "T-R2")
    sc2.removed(0, "T-B2")
    g2 = sc2.start(player=0, turn=3)
    strip = ("id",)

    def public(v):  # type: ignore[no-untyped-def]
        p = dict(v["players"][0])
        p["resources"] = [{k: x for k, x in r.items() if k not in strip} for r in p["resources"]]
        p["rest"] = [r["name"] for r in p["rest"]]
        p["removed"] = [r["name"] for r in p["removed"]]
        return p

    assert public(g2.view(1)) == public(g.view(1))


def test_appearing_triggers_when_appear_effects() -> None:
    """ZD:205/ZD:801: entering the battle zone is appearing; "when it appears" effects trigger."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    c = sc.hand(0, "T-R3")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", c)
    auto_pay(g)
    pass_priority(g, 2)
    assert character(g.s, c) is not None and len(g.s["chain"]) == 1  # its draw trigger
    hand = len(g.pl(0)["hand"])
    pass_priority(g, 2)
    assert len(g.pl(0)["hand"]) == hand + 1


def test_a_new_event_replaces_the_old() -> None:
    """ZD:206/ZD:321: one event card per event zone: the old one is discarded when a new one
    arrives; the event zone is part of the battle zone."""
    sc = Scenario()
    old = sc.event(0, "T-EVT")
    sc.resources(0, "T-R1", n=2)
    new = sc.hand(0, "T-EVT")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", new)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.pl(0)["event"]["c"] == new and old in g.pl(0)["rest"]


def test_leaving_the_battle_zone_takes_level_cards_equipment_and_counters() -> None:
    """ZD:323/ZD:319/ZD:326: when a character leaves, its level cards go to the rest zone, its
    equipment is destroyed, and its counters are removed."""
    sc = Scenario()
    a = sc.battle(0, "T-R2", levels=2, equip="T-EQ", counters={"soul": 2})
    g = sc.start(player=0, turn=3)
    e = character(g.s, a)[1]
    lvs = [lc for lc, _ in e["lv"]]
    eq = e["eq"]["c"]
    move(g, a, "hand")
    assert a in g.pl(0)["hand"]
    assert all(lc in g.pl(0)["rest"] for lc in lvs) and eq in g.pl(0)["rest"]
    assert events(g, "move", why="destroyed (rule)")
    move(g, a, "limbo")
    assert appear(g, a, 0)["cnt"] == {}


def test_level_cards_are_not_in_the_battle_zone() -> None:
    """ZD:323: level cards cannot be targeted by effects that target cards in the battle
    zone."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    a = sc.battle(1, "T-B2", level_cards=("T-B2",))
    kill = sc.hand(0, "T-KILL")[0]
    g = sc.start(player=0, turn=3)
    lc = character(g.s, a)[1]["lv"][0][0]
    act(g, "use", kill)
    targets = [o.data for o in g.decision.options]
    assert a in targets and lc not in targets


def test_tokens_vanish_when_they_leave_the_battle_zone() -> None:
    """ZD:325: a token is a card an effect creates; leaving the battle zone it vanishes
    instead of going to a zone, but its leaving still triggers."""
    sc = Scenario()
    g = sc.start(player=0, turn=3)
    tok = g.add_card({"id": "TOKEN-T1", "name": "分身", "type": "character", "atk": 1000,
                      "def": 1000, "token": True}, 0)
    appear(g, tok, 0)
    assert character(g.s, tok) is not None
    destroy(g, tok)
    assert locate(g.s, tok)[1] == "gone" and tok not in g.pl(0)["rest"]
    assert events(g, "move", dest="gone")
    clone = g.clone()
    assert clone.d(tok).token
