"""Effect ops of combat and damage (see ``tcgsim.zero.effects`` for the vocabulary).

- ``prevent_damage`` {sel, n: amount or None (all), battle_only, until}: 防止伤害 — a shield
  on the character that prevents damage until it has prevented ``n`` or its duration ends
  (ZD:607); damage whose source "cannot be prevented" (``cant`` "damage_prevented") ignores it;
- ``remove_from_combat`` {sel}: 移出战斗 (ZD:621);
- ``must`` {sel, what: "attack"|"defend", until}: must attack / defend if able (ZD:405.1/502);
- ``mill`` {n, who, up_to}: put cards from the top of a deck into the rest zone (RAMPAGE).

(``duel``, 对决, is its keyword's: ``keywords.duel``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import character
from tcgsim.zero.rules.combat import remove_from_combat as remove_card_from_combat
from tcgsim.zero.rules.scripts import player_of, select
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def prevent_damage(g: Game, f: dict[str, Any], sel: Any, n: int | None = None,
                   battle_only: bool = False, until: Any = "turn") -> bool:
    for c in select(g, f, sel):
        if character(g.s, c) is not None:
            add_fx(g, "prevent", c, until, n=n, battle_only=battle_only)
    return True


def remove_from_combat(g: Game, f: dict[str, Any], sel: Any) -> bool:
    for c in select(g, f, sel):
        remove_card_from_combat(g, c)
    return True


def must(g: Game, f: dict[str, Any], sel: Any, what: str, until: Any = "turn") -> bool:
    for c in select(g, f, sel):
        add_fx(g, "must", c, until, what=what)
    return True


def mill(g: Game, f: dict[str, Any], n: int = 1, who: str = "opp", up_to: bool = False) -> bool:
    p = player_of(f, who)
    deck = g.pl(p)["deck"]
    most = min(n, len(deck))
    if up_to and "ans" not in f and most > 0:
        f["opts"] = list(range(most, -1, -1))
        g.ask(f["p"], "count", f"Put up to {n} card(s) from the top of the deck into the rest zone",
              [(str(k), k) for k in f["opts"]])
        return False
    k = f["opts"][f.pop("ans")[0]] if "ans" in f else most
    for _ in range(k):
        move(g, deck[-1], "rest", why="milled", clause="ZD:207")
    return True
