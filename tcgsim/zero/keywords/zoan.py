"""动物系果实 ZOAN (ZD:900.ZOAN, ONE PIECE's devil fruits): continuous, from the battle zone.

When its player uses the form change effect (``keywords.form_change``) of a card with the
same character name as this card, that effect's colorless cost is 1 less per instance (a
``registry.COST_MODS`` reduction that sees ``how == "form_change"`` only; never below the
colored part, ZD:303).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.registry import Cost
from tcgsim.zero.rules.continuous import char_names, keyword_count

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def cost_mod(g: Game, p: int, c: int, total: int, colors: dict[str, int], how: str) -> Cost:
    if how != "form_change":
        return total, colors
    names = set(g.d(c).chars)
    n = sum(keyword_count(g, e["c"], "ZOAN") for e in g.pl(p)["battle"]
            if names & set(char_names(g, e["c"])))
    return max(total - n, sum(colors.values())), colors
