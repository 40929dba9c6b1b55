"""超人系果实 PARAMECIA (ZD:900.PARAMECIA, ONE PIECE's devil fruits): a trigger,
【我方回合结束时】舍弃一张手牌：重置此牌。

The discard is the trigger's extra cost, paid as it goes on the chain; the player may
decline to pay (then the trigger is ignored), and without a card in the hand it cannot be
paid (ZD:702). (动物系果实 ZOAN: ``keywords.zoan``; 自然系果实 LOGIA is a combat keyword:
``keywords.combat``.)
"""

from __future__ import annotations

from typing import Any


def paramecia_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "my_turn_end", "may": True,
             "label": "超人系果实: discard a card to untap this card",
             "cost": [["discard_hand", {"n": 1}]], "do": [["untap", {"sel": "self"}]]}]
