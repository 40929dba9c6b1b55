"""Effects of an attack that last through the opponent's next turn and lock or punish the
Defending Pokémon or the opponent (PTCG:II-E-01, II-E-22): attacks that may fail ("Sand
Attack"), Energy attach locks and punishments, Pokémon that can't attack, things that happen
"at the end of your opponent's next turn".
"""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.core import NUM, Context, Piece, number, pattern


def _on_defending(fx: dict[str, object], until: str = "opponent_next_turn") -> list[Piece]:
    return [Piece(("add_effect", {"fx": fx, "until": until, "target": "opponent_active"}))]


@pattern(rf"During your opponent's next turn, if the Defending Pokémon tries to use an attack, "
         rf"your opponent flips {NUM} coins?\.", kinds=("attack",))
def attack_may_fail(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"… your opponent flips a coin / 2 coins": an effect on the Defending Pokémon that its
    attack's step 2 reads (:func:`tcgsim.pokemon.rules.attack.attack`, PTCG:I-A-01 step 2a);
    the sentence that follows says what the coins do."""
    return _on_defending({"kind": "attack_flip", "n": number(m[1]), "label": ctx.name})


@pattern(r"If (tails|either of them is tails), that attack doesn't happen\.", kinds=("attack",))
def attack_doesnt_happen(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """What the coins of :func:`attack_may_fail` do: any tails and the attack fails (the
    effect says so already: nothing more to do)."""
    last = ctx.prior[-1].op if ctx.prior else None
    if last is None or last[0] != "add_effect" or last[1]["fx"]["kind"] != "attack_flip":
        return None
    return []


@pattern(r"At the end of your opponent's next turn, (discard the Defending Pokémon and all "
         r"attached cards|put (\d+) damage counters on the Defending Pokémon|the Defending "
         r"Pokémon will be Knocked Out)\.", kinds=("attack",))
def at_end_of_next_turn(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the Defending Pokémon done at the end of the opponent's next turn
    (:mod:`tcgsim.pokemon.rules.delayed`)."""
    fx: dict[str, object] = {"kind": "end_of_turn", "label": ctx.name}
    if m[2]:
        fx.update(do="counters", n=int(m[2]))
    else:
        fx["do"] = "discard" if m[1].startswith("discard") else "knock_out"
    return _on_defending(fx)


@pattern(r"During your opponent's next turn, Energy(?: cards)? can't be attached from your "
         r"opponent's hand to (?:the Defending Pokémon|that Pokémon)\.", kinds=("attack",))
def no_hand_energy(m: re.Match[str], ctx: Context) -> list[Piece]:
    """:mod:`tcgsim.pokemon.rules.hand_energy`."""
    return _on_defending({"kind": "no_hand_energy", "label": ctx.name})


@pattern(r"During your opponent's next turn, (?:if|whenever) they attach an Energy card from "
         r"their hand to the Defending Pokémon, (their turn ends|place (\d+) damage counters on "
         r"that Pokémon)\.", kinds=("attack",))
def hand_energy_punish(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Done after each such attachment (:mod:`tcgsim.pokemon.rules.hand_energy`)."""
    fx: dict[str, object] = {"kind": "hand_energy_punish", "label": ctx.name}
    if m[2]:
        fx["n"] = int(m[2])
    else:
        fx["ends_turn"] = True
    return _on_defending(fx)
