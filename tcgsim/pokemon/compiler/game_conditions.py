"""Conditions about what happened in the game, and text that decides the game itself:
"if this Pokémon evolved from X during this turn" (PTCG:II-E-23), "if any of your Pokémon
were Knocked Out during your opponent's last turn" (PTCG:II-E-11), "you win this game"
(PTCG:II-E-38). A condition becomes a script variable tested when the text is carried out
(op ``test``); the rest of the sentence is compiled on its own and guarded by it."""

from __future__ import annotations

import re
from typing import Any

from tcgsim.pokemon.compiler.board import condition
from tcgsim.pokemon.compiler.core import NUM, Context, Piece, compile_sentence, number, pattern
from tcgsim.pokemon.rules.triggers import evolved_from_this_turn, knocked_out_last_turn


def guarded_rest(var: str, cond: Any, rest: str, ctx: Context) -> list[Piece] | None:
    pieces = compile_sentence(rest[0].upper() + rest[1:], ctx)
    if pieces is None:
        return None
    out = [p.guarded(var) for p in pieces]
    if any(p is None for p in out):
        return None
    return [Piece(("test", {"var": var, "cond": cond}), part=None), *out]  # type: ignore[list-item]


def _evolved_from(name: str) -> Any:
    def cond(g: Any, f: dict[str, Any]) -> bool:
        return evolved_from_this_turn(g, g.slot(f["src"]), name)

    return cond


@pattern(r"If this Pokémon evolved from (.+?) during this turn, (.+)")
def if_evolved_from(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """PTCG:II-E-23: a condition on the Pokémon, not an effect: it holds even if the Pokémon
    has since moved to the Bench."""
    return guarded_rest("evolved", _evolved_from(m[1]), m[2], ctx)


def _ko_last_turn(g: Any, f: dict[str, Any]) -> bool:
    return knocked_out_last_turn(g, f["p"])


@pattern(r"If any of your Pokémon were Knocked Out during your opponent's last turn, (.+)")
def if_ko_last_turn(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """PTCG:II-E-11: once, however many were Knocked Out."""
    return guarded_rest("ko_last_turn", _ko_last_turn, m[1], ctx)


def _with_ability_in_discard(n: int, ability: str) -> Any:
    def cond(g: Any, f: dict[str, Any]) -> bool:
        found = sum(1 for c in g.pl(f["p"])["discard"]
                    if g.d(c).is_pokemon and any(a.name == ability for a in g.d(c).abilities))
        return found >= n

    return cond


@pattern(rf"If you have {NUM} or more Pokémon that have the (.+?) Ability in your discard pile, "
         r"(.+)", kinds=("attack",))
def if_ability_in_discard(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Dhelmise, Sinistcha, Spiritomb (Hide 'n' Sneak): Pokémon cards in the discard pile that
    print the Ability (as "has the attack", PTCG:II-E-37), counted when the text gets there."""
    return guarded_rest("ability_in_discard", _with_ability_in_discard(number(m[1]), m[2]),
                         m[3], ctx)


@pattern(rf"If your opponent's Pokémon is Knocked Out by damage from this attack, take {NUM} "
         r"more Prize cards?\.", kinds=("attack",))
def more_prizes_if_knocked_out(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Iron Hands ex, Unown, Clefable: the Pokémon this attack damaged are marked at step 5,
    and the Knock Out check of this attack gives the Prize cards (PTCG:I-D)."""
    return [Piece(("more_prizes_if_knocked_out", {"n": number(m[1])}))]


@pattern(rf"During your next turn, if the Defending Pokémon is Knocked Out, take {NUM} more Prize "
         r"cards?\.", kinds=("attack",))
def next_turn_more_prizes(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the Defending Pokémon, live during the attacking player's next turn only
    (PTCG:II-E-02), read by the Knock Out procedure (PTCG:I-D step 3) however it is Knocked
    Out then; nothing if the attack's effects can't reach it (PTCG:II-C-17)."""
    n = number(m[1])
    fx = {"kind": "extra_prize", "n": n, "label": f"{ctx.name}: {n} more Prize cards"}
    return [Piece(("add_effect", {"fx": fx, "until": "your_next_turn",
                                  "target": "opponent_active"}))]


@pattern(r"If your opponent's Pokémon is Knocked Out by damage from this attack, (during your "
         r"opponent's next turn, .+)", kinds=("attack",))
def effects_if_knocked_out(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"…, during your opponent's next turn, prevent all damage from and effects of attacks done
    to this Pokémon": effects on this Pokémon that begin only once this attack's Knock Out check
    finds such a Knock Out (PTCG:I-D): kept at step 5, begun by the check."""
    rest = m[1][0].upper() + m[1][1:]
    pieces = compile_sentence(rest, ctx)
    if not pieces or any(p.op[0] != "add_effect" or len(p.op) != 2
                         or p.op[1].get("target", "self") != "self" or "cond" in p.op[1]
                         for p in pieces):
        return None
    return [Piece(("effects_if_knocked_out",
                   {"effects": [(p.op[1]["fx"], p.op[1]["until"]) for p in pieces]}))]


@pattern(r"If (.+?), (.+)", kinds=("attack", "trainer"))
def if_board(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If <a fact of the board>, <any effect>" in an attack or a Trainer (conditions of
    :func:`.board.condition`; a Trainer's conditions of play come first, trainers.if_condition):
    read where the text reads it (PTCG:II-E-23), the rest guarded."""
    cond = condition(m[1])
    if cond is None:
        return None
    rest = m[2]
    if m[1].startswith("your opponent's Active Pokémon ") and rest.startswith("it "):
        rest = f"your opponent's Active Pokémon {rest[3:]}"  # "…, it is now Paralyzed"
    return guarded_rest("board", lambda g, f: cond(g, f["p"]), rest, ctx)


@pattern(r"Turn 1 of your face-down Prize cards face up\.", kinds=("attack",))
def prize_face_up(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Cresselia's Crescent Purge (after "You may", before "If you do, this attack does 80 more
    damage"): done in the step of what follows it (effects.face_up_prizes)."""
    return [Piece(("turn_prize_face_up", {}), part=None)]


@pattern(r"Look at 1 of your opponent's face-down Prize cards\.", kinds=("attack",))
def look_at_opponents_prize(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("look_at_face_down_prize", {}))]


@pattern(rf"Take {NUM} Prize cards?\.", kinds=("attack",))
def take_prize(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"take a Prize card": the attacking player picks face-down ones (PTCG:I-D)."""
    return [Piece(("take_more_prizes", {"n": number(m[1])}))]


def _prizes_left(n: int) -> Any:
    def cond(g: Any, f: dict[str, Any]) -> bool:
        return len(g.pl(f["p"])["prizes"]) == n

    return cond


@pattern(rf"If you use this attack when you have exactly {NUM} Prize cards? remaining, you "
         r"(win|lose) this game\.", kinds=("attack",))
def win_by_prizes(m: re.Match[str], ctx: Context) -> list[Piece]:
    """PTCG:II-E-38: the condition is checked when the attack is used (step 1: before its
    damage can change the Prize count)."""
    return [Piece(("test", {"var": "wins", "cond": _prizes_left(number(m[1]))}), part="before"),
            Piece(("win_game", {"lose": m[2] == "lose"}, "wins"), part="effects")]
