"""The combat timings of rule 800: 【攻击时】 (ZD:805), 【防御时】 (ZD:806), 【战斗成立时】
(ZD:810), 【战斗破坏时】 (ZD:803), 【战斗胜利时】 (ZD:804); each watcher card ("T-CW-...")
has one do-nothing trigger per timing, named after it."""

from __future__ import annotations

from tcgsim.zero.scenario import Scenario

from ..util import (
    act,
    attack,
    cast,
    choose_target,
    defend_with,
    labels,
    pass_priority,
    pass_timing,
    settle,
    to_end_of_combat,
    until_decision,
)


def _of(got: list[str], card: str) -> list[str]:
    return sorted(x.split(": ")[1] for x in got if x.startswith(card + ": "))


def test_on_attack_triggers_when_tapped_and_targeted_not_when_declared() -> None:
    """ZD:805: 【攻击时】 triggers once the attack is declared, the target chosen and the
    attacker tapped — not at the declaration; attacking the life zone or a character."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")
    b = sc.battle(0, "T-CW-C")
    t = sc.battle(1, "T-C13", tapped=True)
    g = sc.start(0, 3)
    start = len(g.log)
    act(g, "attack", a)
    assert labels(g, start) == [] and not g.s["pending"]
    pass_timing(g)
    assert labels(g, start) == []
    choose_target(g, "life")
    assert _of(labels(g, start), "T-CW-A") == ["attack"]
    to_end_of_combat(g)
    start = len(g.log)
    attack(g, b, t)
    assert _of(labels(g, start), "T-CW-C") == ["attack"]


def test_on_defend_triggers_at_the_defense_step_not_when_declared_or_attacked() -> None:
    """ZD:806: 【防御时】 triggers when the declared defender is tapped in the defense step —
    not when it is declared; the attacked character that another defends does not trigger,
    nor does being chosen as the target."""
    sc = Scenario()
    a = sc.battle(0, "T-C55")
    t = sc.battle(1, "T-CW-D", tapped=True)
    d = sc.battle(1, "T-CW-B")
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, a, t)
    assert _of(labels(g, start), "T-CW-D") == ["attacked"]
    defend_with(g, d)
    assert _of(labels(g, start), "T-CW-B") == []
    pass_timing(g)  # the declaration's timing ends: defense step
    assert _of(labels(g, start), "T-CW-B") == ["defend"]
    to_end_of_combat(g)
    assert "defend" not in _of(labels(g, start), "T-CW-D")


def test_attacked_character_without_defender_triggers_on_defend() -> None:
    """ZD:806, ZD:503: an attacked character that nobody else defends triggers 【防御时】 after
    the defense is declared (here: nobody declares)."""
    sc = Scenario()
    a = sc.battle(0, "T-C11")
    t = sc.battle(1, "T-CW-B", tapped=True)
    sc.battle(1, "T-C12")
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, a, t)
    until_decision(g, "defend")
    assert "defend" not in _of(labels(g, start), "T-CW-B")
    g.respond([0])
    pass_timing(g)
    assert "defend" in _of(labels(g, start), "T-CW-B")


def test_battle_established_only_in_the_battle_step_not_on_direct_attacks() -> None:
    """ZD:810: 【战斗成立时】 (and its attack/defense forms) trigger in the battle step, not
    when the attack or the defense is established; a direct attack has no battle."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")
    b = sc.battle(0, "T-CW-C")
    t = sc.battle(1, "T-CW-B", tapped=True)
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, a, t)
    pass_timing(g)  # attack step
    assert [x for x in labels(g, start) if "battle" in x] == []
    pass_timing(g)  # defense step
    assert [x for x in labels(g, start) if "battle" in x] == []
    pass_timing(g)  # the battle step began
    got = labels(g, start)
    assert _of(got, "T-CW-A") == ["attack", "attack_battle", "battle"]
    assert _of(got, "T-CW-B") == ["attacked", "battle", "defend", "defense_battle"]
    to_end_of_combat(g)
    start = len(g.log)
    attack(g, b, "life")
    to_end_of_combat(g)
    assert "battle" not in _of(labels(g, start), "T-CW-C")
    assert "direct_hit" in _of(labels(g, start), "T-CW-C")


def test_battle_destroyed_attack_and_defense_forms() -> None:
    """ZD:803: 【战斗破坏时】 for a character destroyed by battle damage; 【攻击破坏时】 for
    the attacker, 【防御破坏时】 for the defender; both are destroys (【破坏时】 too)."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")  # 3000/3000
    t = sc.battle(1, "T-CW-C", tapped=True)  # 3000/3000
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, a, t)
    to_end_of_combat(g)
    got = labels(g, start)
    assert {"battle_destroyed", "attack_destroyed", "destroyed"} <= set(_of(got, "T-CW-A"))
    assert "defense_destroyed" not in _of(got, "T-CW-A")
    assert {"battle_destroyed", "defense_destroyed", "destroyed"} <= set(_of(got, "T-CW-C"))
    assert "attack_destroyed" not in _of(got, "T-CW-C")
    assert "battle_win" not in _of(got, "T-CW-A") + _of(got, "T-CW-C")  # both destroyed


def test_battle_destroyed_only_after_battle_damage_not_effect_destroy_in_combat() -> None:
    """ZD:803: a character destroyed by an effect during combat (or by non-battle damage)
    does not trigger 【战斗破坏时】; battle-destroyed triggers wait for the end of the
    battle damage."""
    sc = Scenario()
    a = sc.battle(0, "T-C33")
    t = sc.battle(1, "T-CW-B", tapped=True)
    kill = sc.hand(0, "T-C-KILL")[0]
    g = sc.start(0, 3)
    attack(g, a, t)
    start = len(g.log)
    cast(g, kill, t)
    settle(g)
    assert _of(labels(g, start), "T-CW-B") == ["destroyed"]


def test_battle_win_attack_and_defense_forms() -> None:
    """ZD:804: 【战斗胜利时】 for the character that battle-destroyed its opponent and was not
    destroyed: 【攻击胜利时】 for an attacker, 【防御胜利时】 for a defender; none when neither
    is destroyed."""
    sc = Scenario()
    a = sc.battle(0, "T-CW-A")  # 3000/3000
    t = sc.battle(1, "T-CW-B", tapped=True)  # 2000/2000
    g = sc.start(0, 3)
    start = len(g.log)
    attack(g, a, t)
    to_end_of_combat(g)
    got = labels(g, start)
    assert {"battle_win", "attack_win"} <= set(_of(got, "T-CW-A"))
    assert "defense_win" not in _of(got, "T-CW-A")
    sc2 = Scenario()
    b = sc2.battle(0, "T-CW-D")
    d = sc2.battle(1, "T-CW-C")  # 3000/3000 defends
    g2 = sc2.start(0, 3)
    start = len(g2.log)
    attack(g2, b, "life")
    defend_with(g2, d)
    to_end_of_combat(g2)
    got = labels(g2, start)
    assert {"battle_win", "defense_win"} <= set(_of(got, "T-CW-C"))
    assert "attack_win" not in _of(got, "T-CW-C")


def test_no_battle_win_when_neither_is_destroyed() -> None:
    """ZD:804: neither character destroyed (battle damage prevented): no battle win."""
    sc2 = Scenario()
    a2 = sc2.battle(0, "T-CW-C")  # 3000/3000
    t2 = sc2.battle(1, "T-CW-B", tapped=True)
    shield = sc2.hand(1, "T-C-SHIELDB")[0]
    g2 = sc2.start(0, 3)
    start = len(g2.log)
    attack(g2, a2, t2)
    pass_priority(g2)
    cast(g2, shield, t2)
    to_end_of_combat(g2)
    got = labels(g2, start)
    assert "battle_win" not in _of(got, "T-CW-C") + _of(got, "T-CW-B")
