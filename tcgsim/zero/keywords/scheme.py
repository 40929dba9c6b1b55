"""智谋 SCHEME (ZD:900.SCHEME): 【登场时】查看牌组顶的一张牌，将其放回牌组顶或者牌组底。

- a triggered effect, and an appear effect: when the card appears it goes on the chain like
  any 【登场时】 effect (ZD:801), so it can be answered;
- the player looks at the top card of their deck alone (the card is shown to nobody else,
  ZD:614) and must put it back: on the top or on the bottom (``look_top_place``);
- each instance of SCHEME on a card triggers and resolves on its own (``KEYWORD_EFFECTS``
  makes one trigger per printed or gained instance).
"""

from __future__ import annotations

from typing import Any


def scheme_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "appear", "label": "智谋: look at the top card of the deck",
             "do": [["look_top_place", {"who": "me"}]]}]
