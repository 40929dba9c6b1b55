"""Abilities that a move between the Bench and the Active Spot triggers (PTCG:II-E-24):
"Once during your turn, when this Pokémon moves from your Bench to the Active Spot / from the
Active Spot to your Bench, you may use this Ability. …" (or "you may <effect>"), "when your <name> moves …", and the
automatic "[As long as this Pokémon is in the Active Spot, ]whenever your opponent's Active
Pokémon moves to the Bench during their turn, …". The rules fire them after every switch,
retreat and promotion (:func:`tcgsim.pokemon.rules.triggers.moved`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.compiler.abilities import _effect_ops
from tcgsim.pokemon.compiler.core import Regex, sentences
from tcgsim.pokemon.model.impl import AbilityImpl
from tcgsim.pokemon.rules.would_change import usable_check

_YOURS = Regex(r"Once during your turn, when (this Pokémon|your (.+?)) moves from (the Active "
               r"Spot|your Bench) to (?:your |the )?(Bench|Active Spot), you may (?:use this "
               r"Ability\.|(.+))")
_THEIRS = Regex(r"(As long as this Pokémon is in the Active Spot, w|W)henever your opponent's "
                r"Active Pokémon moves to the Bench during their turn, (.+)")


TriggerIf = Callable[[Any, int, dict[str, Any], dict[str, Any]], bool]


def own_move(named: str | None = None) -> TriggerIf:
    """"when this Pokémon moves …" (``named`` None) / "when your <named> moves …", during its
    owner's turn."""

    def mine(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
        if event["player"] != p or event["turn_player"] != p:  # "during your turn"
            return False
        if named is None:
            return bool(event["slot"] == slot["id"])
        return bool(g.top(g.slot(event["slot"])).name == named)

    return mine


def compile_move_trigger(name: str, text: str) -> AbilityImpl | None:
    ss = sentences(text)
    if not ss:
        return None
    if (m := _YOURS.fullmatch(ss[0])) is not None:
        if (m[3] == "the Active Spot") != (m[4] == "Bench"):
            return None
        rest = [m[5][0].upper() + m[5][1:], *ss[1:]] if m[5] else ss[1:]
        ops = _effect_ops(rest) if rest else None
        usable = usable_check(ops) if ops else None
        if not ops or usable is None:
            return None
        return AbilityImpl(effect=ops, declared=True, once_per_turn=True, usable=usable,
                           trigger="to_bench" if m[4] == "Bench" else "to_active",
                           trigger_if=own_move(m[2]))
    if (m := _THEIRS.fullmatch(ss[0])) is not None:
        ops = _effect_ops([m[2][0].upper() + m[2][1:], *ss[1:]])
        if not ops:
            return None
        active_only = m[1].startswith("As long")

        def theirs(g: Any, p: int, slot: dict[str, Any], event: dict[str, Any]) -> bool:
            return (event["player"] == 1 - p and event["turn_player"] == 1 - p
                    and (not active_only or g.pl(p)["active"] is slot))

        return AbilityImpl(effect=ops, declared=False, trigger="to_bench", trigger_if=theirs)
    return None
