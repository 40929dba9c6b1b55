"""超级赛亚人 SUPER_SAIYAN (ZD:900.SUPER_SAIYAN): "此牌的次元升级不计算在一回合一次的升级中。
当此牌次元升级成功时，舍弃一张手牌：重置此牌。"

Two parts:

- continuous: a dimension level up (次元升级, ZD:600) of this card does not count as the
  player's one level up of the turn — it may be done after the turn's normal level up, and
  the turn's normal level up may still be done after it (``registry.EXTRA_LEVELUPS``);
- triggered: when its dimension level up succeeds — after the card that success draws
  (ZD:600: not an effect) — its controller may discard a card from the hand to untap it
  (a trigger's extra cost: declining or being unable to pay means it is ignored, ZD:702).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.rules.continuous import has_keyword

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def free_dimension_levelup(g: Game, c: int, method: str) -> bool:
    return method == "dimension" and has_keyword(g, c, "SUPER_SAIYAN")


def super_saiyan_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "dimension_levelup", "may": True,
             "label": "超级赛亚人: discard a card to untap this card",
             "cost": [["discard_hand", {"n": 1}]], "do": [["untap", {"sel": "self"}]]}]

