"""The scenario builder sets any legal board: how a character appeared, the cards under it,
the 聚气 state, tapped equipment, counters on any card, effects in force, this turn's flags,
pending triggers and a chain in progress, and test cards that live in one test only. Each
piece is checked by what the rules then do with it."""

from __future__ import annotations

import pytest

from tcgsim.zero.model import carddb
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.continuous import attack, defense
from tcgsim.zero.scenario import Scenario

from .util import (
    act,
    answer,
    auto_pay,
    check_invariants,
    events,
    next_turn,
    offered,
    pass_priority,
)


def _settle(g) -> None:  # type: ignore[no-untyped-def]
    while (g.s["chain"] or g.s["pending"]) and g.decision.kind in ("priority", "order"):
        g.respond([0]) if g.decision.kind == "order" else pass_priority(g)


def test_a_transformed_character_with_its_transform_source() -> None:
    """ZD:900.TRANSFORM: a character that appeared by 变身 (``via``) with its 变身牌 under it
    (``under_kind``) has its 变身形态 bonus and the effects of the card under it (ZD:709);
    the same card put there otherwise has neither."""
    sc = Scenario()
    t = sc.battle(0, "BP06-006", under=("BP06-013",), under_kind="transform", via="TRANSFORM")
    plain = sc.battle(1, "BP06-006")
    g = sc.start(player=0, turn=3)
    check_invariants(g)
    assert (attack(g, t), defense(g, t)) == (6000, 5000)
    assert (attack(g, plain), defense(g, plain)) == (5000, 4000)
    with pytest.raises(ValueError, match="under_kind"):
        Scenario().battle(0, "BP06-006", under=("BP06-013",), under_kind="below")


def test_a_false_life_character_is_removed_at_its_turn_end() -> None:
    """ZD:900.FALSE_LIFE: a character that appeared by 虚伪生命 (``via``) with its undead counter
    is removed from the game at its player's turn end."""
    sc = Scenario()
    c = sc.battle(0, "TS04-009", via="FALSE_LIFE", counters={"undead": 1})
    g = sc.start(player=0, turn=3)
    next_turn(g)
    assert c in g.pl(0)["removed"]


def test_a_character_in_the_charge_state() -> None:
    """ZD:900.CHARGE: TS01-003 贝吉塔 set in the 聚气 state (armed) deals its 2000 damage when it
    next untaps, in its player's untap step."""
    sc = Scenario()
    vegeta = sc.battle(0, "TS01-003", tapped=True, charge=(["TS01-003", "effects", 0], True))
    foe = sc.battle(1, "T-B4")
    g = sc.start(player=0, turn=3, step="untap")
    assert g.decision.kind == "target"
    answer(g, foe)
    for _ in range(6):
        if character(g.s, foe)[1]["dmg"]:
            break
        g.respond([0])
    assert character(g.s, foe)[1]["dmg"] == 2000 and not character(g.s, vegeta)[1]["tap"]


def test_tapped_equipment_and_counters_on_any_card() -> None:
    """ZD:104/ZD:326: a tapped equipment with counters, an event and a resource with counters:
    the views show them, and TS04-017 灵魂转移 moves a counter off the equipment."""
    sc = Scenario()
    sc.resources(0, "TS04-017", counters={"灵魂": 2})
    soul = sc.hand(0, "TS04-017")[0]
    holder = sc.battle(0, "T-C33", equip="T-EQ", eq_tapped=True, eq_counters={"灵魂": 1})
    sc.event(0, "T-EVT", counters={"灵魂": 3})
    g = sc.start(player=0, turn=3)
    eq = character(g.s, holder)[1]["eq"]
    v = g.view(0)["players"][0]
    assert v["battle"][0]["equipment"]["tapped"] and v["battle"][0]["equipment"]["counters"] \
        == {"灵魂": 1}
    assert v["event"]["counters"] == {"灵魂": 3} and v["resources"][0]["counters"] == {"灵魂": 2}
    act(g, "use", soul)
    answer(g, eq["c"])
    answer(g, holder)
    auto_pay(g)
    pass_priority(g, 2)
    assert eq["cnt"] == {} and character(g.s, holder)[1]["cnt"] == {"灵魂": 1}


def test_effects_in_force_and_this_turns_flags() -> None:
    """ZD:701/ZD:600: an effect in force (cannot attack) and this turn's flags (the level up of
    the turn already done) shape what the player may do."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    b = sc.battle(0, "T-C12")
    sc.resources(0, "T-R1")
    sc.effect("cant", a, what="attack", until="turn")
    sc.effect("mod", b, stat="atk", op="add", v=1000, until="turn")
    sc.flags(levelup0=True)
    g = sc.start(player=0, turn=3)
    assert [x[1] for x in offered(g, "attack")] == [b] and attack(g, b) == 2000
    assert offered(g, "levelup") == []
    sc2 = Scenario()
    sc2.battle(0, "T-C33")
    sc2.resources(0, "T-R1")
    assert offered(sc2.start(player=0, turn=3), "levelup")


def test_a_pending_trigger_and_a_chain_in_progress() -> None:
    """ZD:106: a triggered effect pending goes on the chain at the first chance, above a chain
    already in progress (a 火球 aimed at a character); they resolve from the top."""
    sc = Scenario()
    r3 = sc.battle(0, "T-R3")
    foe = sc.battle(1, "T-C33")
    fireball = sc.on_chain(0, "T-TAC", targets=[foe])
    sc.trigger(0, r3, 0, subject=r3)
    g = sc.start(player=0, turn=3)
    check_invariants(g)
    assert [x["kind"] for x in g.s["chain"]] == ["card", "effect"]
    hand = len(g.pl(0)["hand"])
    start = len(g.log)
    _settle(g)
    assert [e["link"] for e in events(g, "resolve", start)] == ["红三: draw 1", "火球"]
    assert len(g.pl(0)["hand"]) == hand + 1 and character(g.s, foe)[1]["dmg"] == 2000
    assert fireball in g.pl(0)["rest"]
    with pytest.raises(ValueError, match="no effect 3"):
        sc2 = Scenario()
        sc2.trigger(0, sc2.battle(0, "T-R3"), 3)
        sc2.start()


def test_an_effect_on_the_chain() -> None:
    """ZD:106/703: an activated effect set on the chain (T-B3's "draw a card, discard a card")
    resolves like one put there by play."""
    sc = Scenario()
    b3 = sc.battle(0, "T-B3", tapped=True)
    sc.chain_effect(0, b3, 0, trigger=False)
    top = sc.deck(0, "T-R1", pad=5)[0]
    g = sc.start(player=0, turn=3)
    assert g.s["chain"][0]["trigger"] is False
    pass_priority(g, 2)
    assert g.decision.kind == "discard" and top in g.pl(0)["hand"]
    answer(g, top)
    assert top in g.pl(0)["rest"] and not g.s["chain"]


def test_a_card_made_for_one_test_only() -> None:
    """Test cards scoped to one test: registered inside the block, unknown after it."""
    mine = {"id": "T-SCOPED-ONLY", "name": "一次", "type": "character", "color": "red", "cost": 1,
            "atk": 1234, "def": 1000, "chars": ["一次"]}
    with carddb.registered(mine):
        sc = Scenario()
        c = sc.battle(0, "T-SCOPED-ONLY")
        assert attack(sc.start(player=0, turn=3), c) == 1234
    with pytest.raises(carddb.UnknownCard):
        carddb.card("T-SCOPED-ONLY")


def test_a_token_in_play() -> None:
    """ZD:325: a token set in the battle zone (TS03-901 影分身) is a card of the game after every
    card of the decks: the views list it as a token, and when it leaves the battle zone it is
    gone. Cards cannot be added after it."""
    sc = Scenario()
    sc.resources(0, "T-R1", n=3)
    kill = sc.hand(0, "T-KILL")[0]
    clone = sc.token(1, "TS03-901")
    with pytest.raises(ValueError, match="tokens last"):
        sc.hand(0, "T-R1")
    g = sc.start(player=0, turn=3)
    check_invariants(g)
    assert g.view(0)["tokens"] == [[clone, "TS03-901", 1]]
    act(g, "use", kill)
    answer(g, clone)
    auto_pay(g)
    pass_priority(g, 2)
    assert clone in g.s["gone"]
    check_invariants(g)
