"""ZD:704: triggered effects waiting while counter effects (反击特效) resolve go on the chain in
the order they triggered — not ordered by player (ZD:106) — once the counter effects are done."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model import carddb
from tcgsim.zero.rules.scripts import effect_at
from tcgsim.zero.scenario import Scenario

from ..util import act, pass_priority


def _ear(cid: str, *whens: str) -> dict[str, Any]:
    return {"id": cid, "name": cid, "type": "character", "color": "red", "cost": 1,
            "atk": 1000, "def": 1000, "chars": [cid],
            "effects": [{"type": "trigger", "when": w, "who": "any" if w == "life_damaged"
                         else "self", "label": f"{cid} {w}", "do": []} for w in whens]}


carddb.register(
    _ear("T-ZE-EAR-A", "life_damaged", "destroyed"),
    _ear("T-ZE-EAR-B", "life_damaged"),
    {"id": "T-ZE-HIT", "name": "T-ZE-HIT", "type": "tactic", "speed": "instant",
     "color": "blue", "cost": 0,
     "effects": [{"type": "use", "do": [["life_damage", {"n": 1, "who": "opp"}]]}]},
    {"id": "T-ZE-CTR", "name": "T-ZE-CTR", "type": "tactic", "speed": "instant",
     "color": "blue", "cost": 0, "effects": [{"type": "use", "do": []}],
     "counter": [["destroy", {"sel": {"all": {"type": "character", "side": "opp",
                                             "name": "T-ZE-EAR-A"}}}]]},
)


def _board(top: str) -> Any:
    sc = Scenario()
    sc.battle(0, "T-ZE-EAR-A")
    sc.battle(1, "T-ZE-EAR-B")
    sc.life(1, top, n=3)
    hit = sc.hand(0, "T-ZE-HIT")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", hit)
    while g.decision.kind == "pay":
        g.respond([0])
    return g


def _chain_labels(g: Any) -> list[str]:
    return [effect_at(g, link["path"])["label"] for link in g.s["chain"]]


def test_triggers_waiting_during_counter_effects_go_on_in_trigger_order() -> None:
    """ZD:704: the life-damage triggers of both players (triggered when the card to flip was
    fixed) and the 【破坏时】 the counter effect triggered go on the chain in that order, with
    no player asked to order them; then the active player gets priority."""
    g = _board("T-ZE-CTR")
    asked: list[str] = []
    pass_priority(g)
    asked.append(g.decision.kind)
    pass_priority(g)
    assert g.decision.kind == "priority" and "order" not in asked
    assert _chain_labels(g) == ["T-ZE-EAR-A life_damaged", "T-ZE-EAR-B life_damaged",
                                "T-ZE-EAR-A destroyed"]
    assert g.decision.player == 0


def test_without_a_counter_effect_the_active_players_triggers_go_first() -> None:
    """ZD:106 (ZD:704 does not apply when no counter effect resolved): the active player's
    triggered effects go on the chain first, then the other player's."""
    g = _board("T-ZE-HIT")
    pass_priority(g, 2)
    assert _chain_labels(g) == ["T-ZE-EAR-A life_damaged", "T-ZE-EAR-B life_damaged"]
