"""查克拉 CHAKRA X (ZD:900.CHAKRA): "【登场时】重置我方资源区中最多 X 张资源牌。"

- a triggered effect (an appear effect, ZD:801/624): when the card appears — by use or by an
  effect — its controller untaps up to X of their resources (choosing which, none allowed);
- several CHAKRA on one card each trigger and resolve separately.
"""

from __future__ import annotations

from typing import Any


def chakra_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    x = int(kw[1])
    return [{"type": "trigger", "when": "appear", "label": f"查克拉 {x}: untap up to {x} resources",
             "do": [["untap_resources", {"n": x}]]}]

