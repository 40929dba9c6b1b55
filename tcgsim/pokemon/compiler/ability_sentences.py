"""Effect sentences worded the way Ability texts word them (some attacks word them the same)."""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.board import TYPES
from tcgsim.pokemon.compiler.core import Context, Piece, pattern
from tcgsim.pokemon.effects import filters as F

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
    a Stadium in play, discard it" (Chi-Yu): only one the opponent played ("If you do, …").
    Followed by "If you can't, this attack does nothing." (Eternatus): done before the damage
    (step 3), which it can stop."""
    args = {"whose": "opponent"} if m[1] else {}
    if ctx.ahead[:1] == ("If you can't, this attack does nothing.",):
        return [Piece(("discard_stadium", args), part="before")]
    return [Piece(("discard_stadium", args))]


@pattern(r"You may discard a Stadium in play\.", kinds=("attack",))
def may_discard_stadium(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Asked only when a Stadium is in play. It runs in the step of what follows it: before
    the damage when "If you do, this attack does N more damage" follows, else at step 5."""
    return [Piece(("may_discard_stadium", {}), part=None)]


@pattern(r"(?:Put|Place) (\d+) damage counters on this Pokémon\.", kinds=("ability",))
def counters_on_itself(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Feraligatr's Torrential Heart: the price of what follows ("If you do, …")."""
    return [Piece(("put_counters", {"n": int(m[1]), "whose": "self"}))]


@pattern(r"During this turn, attacks used by this Pokémon do (\d+) more damage to your "
         r"opponent's Active Pokémon \(before applying Weakness and Resistance\)\.",
         kinds=("ability",))
def this_turn_more_damage_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on this Pokémon for the turn, read at damage step 2, which only the damage to
    the opponent's Active Pokémon has (PTCG:I-A-01); it ends if the Pokémon moves to the
    Bench."""
    fx = {"kind": "dmg_dealt", "amt": int(m[1]), "label": ctx.name, "vs_active": True}
    return [Piece(("add_effect", {"fx": fx, "until": "this_turn", "target": "self"}))]


@pattern(r"(?:Put|Place) (\d+) damage counters? on the Attacking Pokémon(?: for each "
         rf"{TYPES} Energy attached to this Pokémon)?\.", kinds=("ability",))
def counters_on_attacker(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out or damage trigger's "the Attacking Pokémon" (PTCG:II-E-04), "… for each
    Grass Energy attached to this Pokémon" (Chesnaught's Needly Armor)."""
    args: dict[str, object] = {"n": int(m[1])}
    if m[2]:
        args["per_energy"] = m[2]
    return [Piece(("counters_on_attacker", args))]


@pattern(r"The Attacking Pokémon is Knocked Out\.", kinds=("ability",))
def attacker_knocked_out(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out trigger's (Gengar ex's Fainting Spell): not damage; the Knock Out check
    that follows the one under way finds it (PTCG:I-D)."""
    return [Piece(("knock_out", {"target": "attacker"}))]


@pattern(r"Take (\d+) more Prize cards?\.", kinds=("ability",))
def more_prizes_for_that(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out trigger's (Togekiss's Wonder Kiss): that Pokémon gives N more Prize cards
    at Knock Out step 3 (PTCG:I-D)."""
    return [Piece(("more_prizes_for_that", {"n": int(m[1])}))]


@pattern(rf"Put all Basic {TYPES} Energy attached to that Pokémon into your hand instead of the "
         r"discard pile\.", kinds=("ability",))
def attached_energy_to_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out trigger's (Huntail's Diver's Catch): at Knock Out step 2, before the discard
    (PTCG:I-D), so those cards never reach the discard pile."""
    return [Piece(("discard_energy", {"n": None, "target": "that",
                                      "what": F.basic_energy_of(m[1]), "to": "hand"}))]


@pattern(r"Put it into your hand instead of the discard pile\. \(Discard all attached cards\.\)",
         kinds=("ability",))
def knocked_out_to_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Knock Out trigger's (Gengar's Infinite Shadow): Knock Out step 3 puts the Pokémon's
    own cards into the hand and discards what was attached (PTCG:I-D)."""
    return [Piece(("knocked_out_to_hand", {}))]


@pattern(r"Discard an Energy from the Attacking Pokémon\.", kinds=("ability",))
def discard_attacker_energy(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A damage trigger's (Turtonator's Shell Spikes): the Ability's owner chooses which
    (PTCG:II-C-01)."""
    return [Piece(("discard_energy", {"n": 1, "target": "attacker"}))]


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


@pattern(r"If you use this Ability, this Pokémon is Knocked Out\.", kinds=("ability",))
def knocks_itself_out(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The price of an Ability (Magneton's Overvolt Discharge): the Knock Out check after the
    Ability finds it and the opponent takes Prize cards for it (PTCG:I-D). It alone changes
    nothing worth using the Ability for (``would_change.NEUTRAL``), and Damp takes such an
    Ability away (``rules.abilities.knocks_itself_out``)."""
    return [Piece(("knock_out_self", {}))]


# -- the card of an Ability used from the hand or discard pile (PTCG:II-E-17) -----------------
@pattern(r"Put (?:this Pokémon|it) onto your Bench\.", kinds=("ability",))
def bench_this_card(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("bench_this_card", {}))]


@pattern(r"Switch a card from your hand with the top card of your deck\.", kinds=("ability",))
def switch_hand_card_with_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Gumshoos's Evidence Gathering."""
    return [Piece(("hand_card_to_deck_top", {"swap": True}))]


@pattern(r"Reveal it and put it on the bottom of your deck\.", kinds=("ability",))
def this_card_to_deck_bottom(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("this_card_to_deck_bottom", {}))]
