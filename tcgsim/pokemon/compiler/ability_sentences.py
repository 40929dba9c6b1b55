"""Effect sentences worded the way Ability texts word them (some attacks word them the same)."""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.core import Context, Piece, pattern

_COND = r"(Asleep|Burned|Confused|Paralyzed|Poisoned)"


@pattern(rf"Make your opponent's Active Pokémon {_COND}(?: and {_COND})?\.")
def make_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    conds = tuple(c.lower() for c in (m[1], m[2]) if c)
    return [Piece(("condition_on_active", {"conditions": conds}))]


@pattern(r"(?:Discard (?:a Stadium in play|that Stadium)|(If your opponent has a Stadium in "
         r"play, discard it))\.", kinds=("ability", "attack"))
def discard_stadium(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Discard a Stadium in play"; after "If a Stadium is in play, this attack does 120 more
    damage.": "[Then,] discard that Stadium" (nothing if there is none); "If your opponent has
    a Stadium in play, discard it" (Chi-Yu): only one the opponent played ("If you do, …")."""
    return [Piece(("discard_stadium", {"whose": "opponent"} if m[1] else {}))]


@pattern(r"You may discard a Stadium in play\.", kinds=("attack",))
def may_discard_stadium(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Asked only when a Stadium is in play. It runs in the step of what follows it: before
    the damage when "If you do, this attack does N more damage" follows, else at step 5."""
    return [Piece(("may_discard_stadium", {}), part=None)]


@pattern(r"(?:Put|Place) (\d+) damage counters on the Attacking Pokémon\.", kinds=("ability",))
def counters_on_attacker(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out or damage trigger's "the Attacking Pokémon" (PTCG:II-E-04)."""
    return [Piece(("counters_on_attacker", {"n": int(m[1])}))]


@pattern(r"(?:Put|Place) (\d+) damage counters on that Pokémon\.", kinds=("ability",))
def counters_on_that(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """A trigger's "that Pokémon", the one its event names (Gengar ex's Gnawing Curse: the
    Pokémon the Energy card was attached to); only as the text's first sentence (after an
    earlier sentence, "that Pokémon" is the one that sentence chose)."""
    if ctx.prior:
        return None
    return [Piece(("counters_on_remembered", {"n": int(m[1]), "var": "slot"}))]


@pattern(r"(?:Heal|heal) (\d+) damage from (that Pokémon|it)\.", kinds=("ability", "attack"))
def heal_that(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """A trigger's "that Pokémon" (the one its event names) or "it" (this Pokémon; in an
    attack, after "This Pokémon is now Asleep.": Munna's Rest)."""
    if ctx.kind == "attack" and m[2] != "it":
        return None
    return [Piece(("heal", {"amount": int(m[1]), "target": "that" if m[2] != "it" else "self"}))]


@pattern(r"(?:Remove all Special Conditions from it|This Pokémon recovers from all Special "
         r"Conditions)\.", kinds=("ability", "attack"))
def recover_it(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The Pokémon with the Ability, or the attacking Pokémon (attack step 5: Pikachu's Get
    Some Air, Arboliva ex's Aroma Shot; PTCG:S4-COND)."""
    return [Piece(("recover_all", {"target": "self"}))]


# -- the card of an Ability used from the hand or discard pile (PTCG:II-E-17) -----------------
@pattern(r"Put (?:this Pokémon|it) onto your Bench\.", kinds=("ability",))
def bench_this_card(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("bench_this_card", {}))]


@pattern(r"Reveal it and put it on the bottom of your deck\.", kinds=("ability",))
def this_card_to_deck_bottom(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("this_card_to_deck_bottom", {}))]
