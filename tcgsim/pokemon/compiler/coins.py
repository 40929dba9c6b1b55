"""Coin flips and what depends on them ("Flip a coin. If heads, …", PTCG:II-E-19)."""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.board import count
from tcgsim.pokemon.compiler.core import NUM, Context, Piece, compile_sentence, number, pattern


@pattern(r"Flip a coin\.")
def flip_one(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("flip", {"n": 1, "var": "heads"}), part=None)]


@pattern(rf"Flip {NUM} coins\.")
def flip_n(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("flip", {"n": number(m[1]), "var": "heads"}), part=None)]


@pattern(r"Flip a coin for each (.+)\.")
def flip_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Flip a coin for each Energy attached to this Pokémon": as many coins as counted then."""
    per = count(m[1])
    return None if per is None else [Piece(("flip", {"n": 0, "var": "heads", "count": per}),
                                           part=None)]


@pattern(r"Your opponent flips a coin for each of their (.+)\.")
def opponent_flips_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Team Rocket's Hypno: "Your opponent flips a coin for each of their Benched Pokémon" (who
    flips changes nothing the engine keeps: the game's coin either way)."""
    per = count(f"of your opponent's {m[1]}")
    return None if per is None else [Piece(("flip", {"n": 0, "var": "heads", "count": per}),
                                           part=None)]


@pattern(r"Flip a coin until you get tails\.")
def flip_until_tails(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("flip", {"n": 0, "var": "heads"}), part=None)]


#: what "If <outcome>, …" says of the coins just flipped: the guard (a script variable that
#: must hold, "!" for one that must not)
_OUTCOMES = {
    "heads": "heads", "tails": "!heads", "any of them are heads": "heads",
    "either of them is heads": "heads",
    "both of them are heads": "!tails", "all of them are heads": "!tails",
    "either of them is tails": "tails", "any of them are tails": "tails",
    "both of them are tails": "!heads", "all of them are tails": "!heads",
    # a number of heads (effects.script.guard_holds): "If 1 of them is heads" is exactly 1
    **{f"{n} of them {'is' if n == 1 else 'are'} heads": f"heads={n}" for n in (1, 2, 3)},
    **{f"at least {n} of them are heads": f"heads>={n}" for n in (2, 3)},
}


@pattern(r"If (" + "|".join(_OUTCOMES) + r"), (.+)")
def if_heads(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The rest of the sentence is compiled as a sentence of its own, then guarded ("If
    either of them is heads": any heads among the coins flipped)."""
    rest = m[2][0].upper() + m[2][1:]
    pieces = compile_sentence(rest, ctx)
    if pieces is None:
        return None
    guard = _OUTCOMES[m[1]]
    out = [p.guarded(guard) for p in pieces]
    return None if any(p is None for p in out) else out  # type: ignore[return-value]


@pattern(r"This attack does nothing\.", kinds=("attack",))
def does_nothing(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"If tails, this attack does nothing": no damage and no other effect (step 4, 5)."""
    return [Piece(("attack_does_nothing", {}), part="damage")]
