"""Test cards for 刀剑解放 / 卍解 / 归刃 / 解放形态 / 虚伪生命 (ZD:900): cards whose
triggers show which timings fire, zero-cost tactics to answer with, counters to move."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model import carddb


def _char(cid: str, name: str, chars: list[str], attrs: list[str], *kws: str,
          zanpakuto: str = "", effects: list[dict[str, Any]] | None = None,
          atk: int = 3000, dfn: int = 3000, cost: int = 3) -> dict[str, Any]:
    return {"id": cid, "name": name, "type": "character", "color": "black", "cost": cost,
            "atk": atk, "def": dfn, "chars": chars, "attrs": attrs, "zanpakuto": zanpakuto,
            "keywords": [[k] for k in kws], "effects": effects or [], "text": "(tests)"}


def _tactic(cid: str, name: str, do: list[Any], flt: dict[str, Any] | None = None,
            targets: bool = True) -> dict[str, Any]:
    eff: dict[str, Any] = {"type": "use", "do": do}
    if targets:
        eff["targets"] = [{"filter": flt or {"type": "character"}}]
    return {"id": cid, "name": name, "type": "tactic", "speed": "instant", "color": "black",
            "cost": 0, "effects": [eff], "text": "(tests)"}


APPEAR_DRAW = {"type": "trigger", "when": "appear", "label": "登场时",
               "do": [["draw", {"n": 1}]]}
SHIKAI_LIFE = {"type": "trigger", "gate": "RELEASED_FORM", "when": "shikai_success",
               "label": "刀剑解放成功时", "do": [["life_from_deck", {"n": 1}]]}
RESURRECCION_DRAW2 = {"type": "trigger", "gate": "RELEASED_FORM", "when": "resurreccion_success",
                      "label": "归刃成功时", "do": [["draw", {"n": 2}]]}

CARDS = [
    # a 斩月 shikai card whose 【登场时】 draws and whose 【刀剑解放成功时】 adds a life card
    _char("T-SK", "斩月始解", ["一护"], ["斩魄刀"], "SHIKAI", "RELEASED_FORM", zanpakuto="斩月",
          effects=[APPEAR_DRAW, SHIKAI_LIFE], atk=4000, dfn=4000),
    # a 斩月 card for 卍解 to find, with both success timings
    _char("T-BK", "斩月卍解", ["一护"], ["斩魄刀"], "RELEASED_FORM", zanpakuto="斩月",
          effects=[SHIKAI_LIFE, RESURRECCION_DRAW2], atk=6000, dfn=5000, cost=6),
    # an arrancar released by 归刃, with both success timings
    _char("T-AR", "乌尔奇奥拉（测试）", ["乌尔奇奥拉"], ["破面"], "RESURRECCION", "RELEASED_FORM",
          effects=[APPEAR_DRAW, SHIKAI_LIFE, RESURRECCION_DRAW2], atk=5000, dfn=5000),
    # a 斩魄刀 character of another 斩魄刀名, and one with the 斩月 name but no 『斩魄刀』 left
    _char("T-SODE", "袖白雪使", ["露琪亚"], ["斩魄刀"], zanpakuto="袖白雪"),
    _tactic("T-KILL0", "斩", [["destroy", {"sel": {"t": 0}}]]),
    _tactic("T-BOUNCE0", "回", [["to_hand", {"sel": {"t": 0}}]]),
    _tactic("T-BUFF0", "鼓", [["mod", {"sel": {"t": 0}, "atk": 1000, "def": 1000}]]),
    _tactic("T-NOATK0", "缚", [["cant", {"sel": {"t": 0}, "what": "attack", "until": "turn"}]]),
    _tactic("T-UNDEAD-ON", "附灵", [["put_counter", {"sel": {"t": 0}, "name": "undead"}]]),
    _tactic("T-UNDEAD-OFF", "驱灵", [["remove_counter", {"sel": {"t": 0}, "name": "undead"}]]),
    _tactic("T-LOSE0", "封", [["lose_effects", {"sel": {"t": 0}}]]),
    _tactic("T-DISC0", "夺", [["discard_hand", {"n": 1, "who": "opp"}]], targets=False),
]
carddb.register(*CARDS)
