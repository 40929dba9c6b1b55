"""Ops of Ability and trigger texts: conditions as script variables, Special Conditions and
Stadium discards as Abilities word them, winning by a card's text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects.script import frame_vars, source_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.registry import OPS
from tcgsim.pokemon.rules.knockout import WIN

#: fn(game, script frame) -> bool: a condition the text states ("if this Pokémon evolved
#: from Gimmighoul during this turn"); static, referenced from card scripts only
Condition = Callable[[Game, dict[str, Any]], bool]


def test(g: Game, f: dict[str, Any], var: str, cond: Condition) -> bool:
    """"If <condition>, …": remember whether the condition holds now; the ops of the rest
    of the sentence are guarded by ``var``."""
    frame_vars(g, f)[var] = bool(cond(g, f))
    return True


def condition_on_active(g: Game, f: dict[str, Any], conditions: tuple[str, ...]) -> bool:
    """"Make your opponent's Active Pokémon Confused" (and "… Burned and Poisoned")."""
    for c in conditions:
        OPS["apply_condition"](g, f, condition=c, target="opponent_active")
    return True


def discard_stadium(g: Game, f: dict[str, Any], whose: str | None = None) -> bool:
    """"Discard a Stadium in play" (the choice was the Ability's "you may"); ``whose``
    "opponent": only a Stadium the opponent played. ``undone`` remembers whether none was
    discarded, for "If you do, …" and an attack's "If you can't, this attack does nothing"
    (Eternatus)."""
    st = g.s["stadium"]
    done = st is not None and (whose is None or g.owner(st) == 1 - f["p"])
    frame_vars(g, f)["undone"] = not done
    if done:
        g.stadium_leaves()
    return True


def win_game(g: Game, f: dict[str, Any], lose: bool = False) -> bool:
    """"You win this game" / "you lose this game": the game ends outside the win conditions
    of PTCG:I-E (PTCG:II-E-38); it is no effect on a player, so nothing prevents it."""
    p = f["p"]
    winner = 1 - p if lose else p
    g.event("game_decided_by_text", clause="PTCG:II-E-38", player=p,
            pokemon=g.top(source_slot(g, f)).name if "src" in f else None)
    g.finish(winner, "a card's text decided the game", WIN)
    return True
