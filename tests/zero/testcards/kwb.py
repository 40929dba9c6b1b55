"""Test cards for the keyword tests of 智谋 … 专用 (ids "T-K...")."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model import carddb

from . import combat as _combat  # noqa: F401  (the combat test cards)

ANY_CHAR = [{"filter": {"type": "character"}}]


def _tactic(cid: str, name: str, do: list[Any], targets: list[Any] | None = None) -> dict[str, Any]:
    eff: dict[str, Any] = {"type": "use", "do": do}
    if targets:
        eff["targets"] = targets
    return {"id": cid, "name": name, "type": "tactic", "speed": "instant", "color": "blue",
            "cost": 0, "effects": [eff]}


def _char(cid: str, name: str, atk: int, dfn: int, chars: list[str], *kws: list[Any],
          **more: Any) -> dict[str, Any]:
    return {"id": cid, "name": name, "type": "character", "color": "blue", "cost": 1,
            "atk": atk, "def": dfn, "chars": chars, "keywords": [list(k) for k in kws], **more}


CARDS = [
    _tactic("T-K-BOUNCE", "回城", [["to_hand", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-K-KILL", "击杀", [["destroy", {"sel": {"t": 0}}]], ANY_CHAR),
    _tactic("T-K-PUMP", "强化", [["mod", {"sel": {"t": 0}, "atk": 1000, "def": 1000}]],
            ANY_CHAR),
    _tactic("T-K-UNTARGET", "隐身", [["cant", {"sel": {"t": 0}, "what": "target"}]], ANY_CHAR),
    _tactic("T-K-RES", "储备", [["choose", {"zone": "hand", "as": "x", "n": 2, "up_to": True}],
                                ["to_res", {"sel": {"var": "x"}}]]),
    _tactic("T-K-RESDOWN", "暗储", [["choose", {"zone": "hand", "as": "x"}],
                                   ["to_res", {"sel": {"var": "x"}, "up": False}]]),
    _tactic("T-K-RECALL", "召回", [["guardian_star", {"star": "神斗士"}]]),
    _tactic("T-K-EXCL", "契约", [["make_exclusive", {"sel": {"t": 0}, "until": "turn"}]],
            [{"filter": {"type": ["character", "equipment"]}}]),
    # a 乔巴 without 动物系果实, a 动物系果实 with another character name
    _char("T-K-CHOPPER", "驯鹿乔巴", 1000, 1000, ["乔巴"]),
    _char("T-K-DEER", "驯鹿", 1000, 1000, ["驯鹿"], ["ZOAN"]),
]
for _c in CARDS:
    carddb.register(_c)
