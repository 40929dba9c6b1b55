"""Game terms of rule 600 (ZD:601-625, not combat), card names (ZD:301), infinite loops
(ZD:901)."""

from __future__ import annotations

import pytest

from tcgsim.zero.model.state import character, locate
from tcgsim.zero.rules import chain
from tcgsim.zero.rules.continuous import attack, card_name, defense
from tcgsim.zero.rules.filters import matches
from tcgsim.zero.scenario import Scenario

from ..util import act, answer, auto_pay, events, pass_priority


def _cast(g, c: int, *answers: object) -> None:  # type: ignore[no-untyped-def]
    """Use card ``c`` (answering targets), let it resolve, then answer what it asks."""
    todo = list(answers)

    def drain() -> None:
        while g.decision is not None and g.decision.kind != "priority":
            if g.decision.kind == "pay":
                g.respond([0])
            else:
                answer(g, todo.pop(0))

    act(g, "use", c)
    drain()
    pass_priority(g, 2)
    drain()


def _board(p: int = 0) -> Scenario:
    sc = Scenario()
    sc.resources(0, "T-R1", "T-B1", n=3)
    sc.resources(1, "T-R1", "T-B1", n=3)
    return sc


def test_this_card_is_the_card_whose_effect_it_is() -> None:
    """ZD:601/ZD:624: "this card" in an appear effect is the card that appeared."""
    sc = _board()
    c = sc.hand(0, "T-SELF")[0]
    other = sc.battle(0, "T-R1")
    g = sc.start(player=0, turn=3)
    _cast(g, c)
    pass_priority(g, 2)
    assert attack(g, c) == 2000 and attack(g, other) == 1000


def test_draw_takes_the_top_card_for_the_effects_player() -> None:
    """ZD:602: "draw" means its player draws from the top of their deck."""
    sc = _board()
    top = sc.deck(0, "T-R3", pad=2)[0]
    sc.deck(1, "T-B4", pad=2)
    sac = sc.hand(0, "T-SAC")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, sac)
    assert top in g.pl(0)["hand"] and len(g.pl(1)["hand"]) == 0


def test_discarding_life_cards_has_no_counter_effect() -> None:
    """ZD:606/ZD:324: discarding (废弃) life cards as a cost sends them from the top to the rest
    zone without their counter effects."""
    sc = _board()
    top_life = sc.life(0, "T-INS", n=3)[0]
    sac = sc.hand(0, "T-SAC")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, sac)
    assert top_life in g.pl(0)["rest"] and len(g.pl(0)["life"]) == 2
    assert not events(g, "counter_effect")


def test_discard_from_hand_is_the_players_choice() -> None:
    """ZD:608: discarding (舍弃) puts cards the player chooses from the hand into the rest zone."""
    sc = _board()
    keep, drop = sc.hand(0, "T-R1", "T-R2")
    disc = sc.hand(0, "T-DISC")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", disc)
    pass_priority(g, 2)
    assert g.decision.kind == "discard"
    answer(g, drop)
    assert drop in g.pl(0)["rest"] and keep in g.pl(0)["hand"] and len(g.pl(0)["hand"]) == 3


def test_control_change_moves_the_character_as_it_is() -> None:
    """ZD:612/ZD:609/ZD:610/ZD:326: the new controller's battle zone gets the character with
    its state, equipment and counters; it neither leaves nor appears; "our side" now means
    the new controller; it still goes to its owner's zones (ZD:611)."""
    sc = _board()
    foe = sc.battle(1, "T-R3", tapped=True, damage=1000, equip="T-EQ", counters={"soul": 1})
    steal = sc.hand(0, "T-STEAL")[0]
    g = sc.start(player=0, turn=3)
    ver = g.s["ver"][foe]
    start = len(g.log)
    _cast(g, steal, foe)
    found = character(g.s, foe)
    assert found is not None and found[0] == 0
    e = found[1]
    assert e["tap"] and e["dmg"] == 1000 and e["eq"] is not None and e["cnt"] == {"soul": 1}
    assert g.s["ver"][foe] == ver and not g.s["chain"]  # no appear trigger of 红三
    assert not events(g, "move", start, dest="battle")
    assert matches(g, foe, {"side": "own"}, {"p": 0, "src": None})
    from tcgsim.zero.rules.zones import move

    move(g, foe, "hand")
    assert foe in g.pl(1)["hand"]


def test_x_or_less_is_inclusive() -> None:
    """ZD:613: "cost 2 or less" includes cost 2."""
    sc = _board()
    sc.deck(0, "T-R2", "T-R3", "T-B4", pad=1)
    srch = sc.hand(0, "T-SEARCH")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", srch)
    pass_priority(g, 2)
    names = sorted({g.name(o.data) for o in g.decision.options})
    assert names == ["填充角色", "红二"]


def test_look_shows_only_the_looking_player_and_keeps_the_order() -> None:
    """ZD:614: looking at the deck top: only its player sees the cards; the order stays."""
    sc = _board()
    sc.deck(0, "T-R3", "T-B4", pad=1)
    look = sc.hand(0, "T-LOOK")[0]
    g = sc.start(player=0, turn=3)
    before = list(g.pl(0)["deck"])
    _cast(g, look)
    e = events(g, "look")[-1]
    mine = [x for x in g.log_for(0) if x["type"] == "look"][-1]
    theirs = [x for x in g.log_for(1) if x["type"] == "look"][-1]
    assert "cards" not in e or e.get("to") == [0]
    assert [c["name"] for c in mine["cards"]] == ["红三", "蓝四"] and "cards" not in theirs
    assert g.pl(0)["deck"] == before


def test_search_reveals_typed_finds_may_fail_and_shuffles() -> None:
    """ZD:615: a search for a kind of card may find nothing; what it finds is revealed; the
    deck is shuffled afterwards."""
    sc = _board()
    sc.deck(0, "T-R2", "T-TAC", pad=3)
    srch = sc.hand(0, "T-SEARCH")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", srch)
    pass_priority(g, 2)
    assert g.decision.kind == "search" and g.decision.min == 0
    r2 = next(o.data for o in g.decision.options if g.name(o.data) == "红二")
    answer(g, r2)
    assert r2 in g.pl(0)["hand"]
    assert events(g, "reveal") and events(g, "shuffle", clause="ZD:615")


def test_search_for_several_is_all_or_nothing() -> None:
    """ZD:615: if one of several cards searched for is not found, none is taken."""
    sc = _board()
    sc.deck(0, "T-R2", "T-TAC", "T-TAC")
    srch = sc.hand(0, "T-SEARCH2")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", srch)
    pass_priority(g, 2)
    g.respond([0])  # only one character exists
    assert len(g.pl(0)["hand"]) == 0 and len(g.pl(0)["deck"]) == 3


def test_reveal_shows_everyone_and_the_card_stays() -> None:
    """ZD:616: revealing shows the card to all players; it stays on top of the deck."""
    sc = _board()
    top = sc.deck(0, "T-R3", pad=2)[0]
    rev = sc.hand(0, "T-REV")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, rev)
    seen = [x for x in g.log_for(1) if x["type"] == "reveal"][-1]
    assert seen["cards"][0]["name"] == "红三" and g.pl(0)["deck"][-1] == top


def test_shuffle_randomizes_the_deck_with_the_games_rng() -> None:
    """ZD:617: shuffling puts the deck in a random order (from the game's own RNG)."""
    sc = _board()
    sc.deck(0, *(["T-R1", "T-R2", "T-R3", "T-B1", "T-B2"] * 4))
    shuf = sc.hand(0, "T-SHUF")[0]
    g = sc.start(player=0, turn=3)
    before = list(g.pl(0)["deck"])
    _cast(g, shuf)
    assert sorted(g.pl(0)["deck"]) == sorted(before) and g.pl(0)["deck"] != before
    assert events(g, "shuffle", clause="ZD:617")


def test_heal_only_removes_existing_damage() -> None:
    """ZD:618: healing removes damage from a damaged character, never more than it has."""
    sc = _board()
    a = sc.battle(0, "T-R3", damage=500)
    heal = sc.hand(0, "T-HEAL")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, heal, a)
    assert character(g.s, a)[1]["dmg"] == 0
    assert events(g, "heal")[-1]["n"] == 500


def test_swap_inherits_the_state_and_triggers_both_ways() -> None:
    """ZD:622: swapping: the card from the hand appears in the other's place with its state
    (tapped, damage, equipment, level cards); the one swapped out goes to its owner's hand;
    the new one's appear effects trigger."""
    sc = _board()
    a = sc.battle(0, "T-R2", tapped=True, damage=500, equip="T-EQ", levels=1)
    new = sc.hand(0, "T-R3")[0]
    sw = sc.hand(0, "T-SWAP")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, sw, a, new)
    e = character(g.s, new)[1]
    assert e["tap"] and e["dmg"] == 500 and e["eq"] is not None and len(e["lv"]) == 1
    assert a in g.pl(0)["hand"] and character(g.s, a) is None
    assert g.s["chain"] and g.s["chain"][-1]["kind"] == "effect"  # 红三's appear trigger


def test_swap_inherits_the_effects_in_force() -> None:
    """ZD:622: 通过互换动作登场的角色牌继承离场的角色牌的状态，例如…是否受到效果影响 — a +1000/+1000
    this turn on the card swapped out applies to the one swapped in."""
    sc = _board()
    a = sc.battle(0, "T-R2")
    new = sc.hand(0, "T-R1")[0]
    buff, sw = sc.hand(0, "T-INS", "T-SWAP")
    g = sc.start(player=0, turn=3)
    _cast(g, buff, a)
    _cast(g, sw, a, new)
    assert (attack(g, new), defense(g, new)) == (2000, 2000)


def test_using_a_card_takes_it_from_the_hand_before_paying() -> None:
    """ZD:623: using a card: it leaves its zone, its choices and cost are made and paid, and
    it goes on the chain."""
    sc = _board()
    c = sc.hand(0, "T-R2")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", c)
    assert g.decision.kind == "pay" and c not in g.pl(0)["hand"]
    assert locate(g.s, c)[1] == "limbo"
    auto_pay(g)
    assert locate(g.s, c)[1] == "chain"


def test_appear_by_effect_versus_by_use() -> None:
    """ZD:625/ZD:624: a character put into play by an effect appeared "by effect"; one that
    resolved from the chain appeared "by use"; both trigger appear effects."""
    sc = _board()
    sc.deck(0, "T-R3", pad=1)
    used = sc.hand(0, "T-R1")[0]
    call = sc.hand(0, "T-CALL")[0]
    g = sc.start(player=0, turn=3)
    _cast(g, used)
    assert character(g.s, used)[1]["how"] == "use"
    act(g, "use", call)
    pass_priority(g, 2)
    r3 = next(o.data for o in g.decision.options if g.name(o.data) == "红三")
    answer(g, r3)
    assert character(g.s, r3)[1]["how"] == "effect"
    assert g.s["chain"] and g.s["chain"][-1]["kind"] == "effect"  # its appear trigger


def test_card_names_and_face_down_resources() -> None:
    """ZD:301/ZD:322/ZD:304: effects find cards by card name; a face-down resource has no name
    and no color; a face-up one keeps both."""
    sc = _board()
    up = sc.resources(0, "T-R2")[0]
    down = sc.resources(0, "T-R2", up=False)[0]
    g = sc.start(player=0, turn=3)
    assert card_name(g, up) == "红二" and card_name(g, down) == ""
    assert matches(g, up, {"name": "红二"}, {"p": 0, "src": None})
    assert not matches(g, down, {"name": "红二"}, {"p": 0, "src": None})


def test_a_loop_of_mandatory_triggered_effects_ends_and_the_game_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ZD:901: a loop of mandatory triggered effects nobody breaks (猎手 destroys 不死鸟 as it
    appears, 不死鸟 appears again as it is destroyed) counts as repeated N >= 10,000 times, chosen
    by the controller of its first triggered effect (猎手's), and ends the next time that effect
    would trigger: it does not, and the game goes on with 不死鸟 in play."""
    monkeypatch.setattr(chain, "LOOP_LIMIT", 60)
    sc = _board()
    hunter = sc.battle(1, "T-HUNTER")
    ph = sc.hand(0, "T-PHOENIX")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", ph)
    auto_pay(g)
    for _ in range(400):
        if not g.s["chain"] and not g.s["pending"]:
            break
        pass_priority(g)
    assert g.result is None
    (loop,) = [e for e in g.log if e["type"] == "loop"]
    assert loop["clause"] == "ZD:901" and loop["repeated"] >= 10_000 and loop["player"] == 1
    assert loop["link"].startswith("猎手")
    (ended,) = [e for e in g.log if e["type"] == "loop_ended"]
    assert ended["card"]["id"] == hunter
    assert character(g.s, ph) is not None and g.decision.kind == "priority"
    assert "loop_end" not in g.s["tf"]


def test_a_loop_without_triggered_effects_is_a_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    """ZD:901/ZD:101: a loop of mandatory actions with no triggered effect in it (two 回声 in
    the rest zone, each using the other as it resolves) is a draw."""
    monkeypatch.setattr(chain, "LOOP_LIMIT", 60)
    sc = _board()
    echo = sc.hand(0, "T-ECHO")[0]
    sc.rest(0, "T-ECHO")
    g = sc.start(player=0, turn=3)
    act(g, "use", echo)
    auto_pay(g)
    for _ in range(400):
        if g.result is not None:
            break
        if g.decision.kind == "choose":  # the other 回声: the only card it may choose
            (only,) = g.decision.options
            answer(g, only.data)
        else:
            pass_priority(g)
    assert g.result is not None and g.result.winner is None and "loop" in g.result.reason
    assert not [e for e in g.log if e["type"] == "loop"]


def test_using_a_card_by_an_effect_after_the_effect() -> None:
    """ZD:623: a card an effect uses goes on the chain once that effect has resolved, its
    targets chosen then, by the normal rules of using it (here without paying)."""
    sc = _board()
    foe = sc.battle(1, "T-B2")
    gem = sc.hand(0, "T-GEMINI")[0]
    tac = sc.hand(0, "T-TAC")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", gem)
    pass_priority(g, 2)
    answer(g, tac)  # the effect chooses the tactic in the hand
    assert g.decision.kind == "target" and foe in [o.data for o in g.decision.options]
    untapped = sum(not r["tap"] for r in g.pl(0)["res"])
    answer(g, foe)
    assert g.s["chain"][-1]["c"] == tac and gem in g.pl(0)["rest"]
    assert sum(not r["tap"] for r in g.pl(0)["res"]) == untapped
    pass_priority(g, 2)
    assert character(g.s, foe)[1]["dmg"] == 2000


def test_an_effect_may_let_a_player_use_cards_from_another_zone() -> None:
    """ZD:623: an effect can give the right to use cards that could not be used otherwise (from
    the rest zone); they are used by the normal rules."""
    sc = _board()
    tac = sc.rest(0, "T-INS")[0]
    sc.battle(0, "T-R2")
    g = sc.start(player=0, turn=3)
    assert ["use", tac] not in [o.data for o in g.decision.options]
    sc2 = _board()
    tac = sc2.rest(0, "T-INS")[0]
    sc2.battle(0, "T-UNITY")
    g = sc2.start(player=0, turn=3)
    assert ["use", tac] in [o.data for o in g.decision.options]
