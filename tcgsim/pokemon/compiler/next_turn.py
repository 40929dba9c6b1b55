"""Effects of an attack that last through the opponent's next turn and lock or punish the
Defending Pokémon or the opponent (PTCG:II-E-01, II-E-22): attacks that may fail ("Sand
Attack"), Trainer cards that may be discarded instead (Quaking Fist), Energy attach locks and
punishments, Pokémon that can't attack or retreat, costs that rise, things that happen "at the
end of your opponent's next turn"; with them a Special Condition the player chooses ("choose
a Special Condition. Your opponent's Active Pokémon is now affected by that Special
Condition").
"""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.core import NUM, Context, Piece, number, pattern
from tcgsim.pokemon.effects import filters as F


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


@pattern(r"During your opponent's next turn, attacks used by the Defending Pokémon cost "
         r"((?:Colorless ?)+) more, and its Retreat Cost is ((?:Colorless ?)+) more\.",
         kinds=("attack",))
def defending_costs_more(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Colorless Energy added to its attacks' costs and its Retreat Cost (PTCG:II-D-11), read
    by :func:`tcgsim.pokemon.rules.continuous.attack_cost_changes` and ``retreat_cost``."""
    return (_on_defending({"kind": "attack_cost", "amt": m[1].count("Colorless"),
                           "label": ctx.name})
            + _on_defending({"kind": "retreat_cost", "amt": m[2].count("Colorless"),
                             "label": ctx.name}))


@pattern(r"If the Defending Pokémon is a Basic Pokémon, it can't attack during your opponent's "
         r"next turn\.", kinds=("attack",))
def basic_defending_cant_attack(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("add_effect", {"fx": {"kind": "cant_attack", "label": f"{ctx.name}: can't "
                                         "attack"}, "until": "opponent_next_turn",
                                  "target": "opponent_active", "what": F.basic_pokemon}))]


@pattern(r"During your opponent's next turn, (Pokémon that have (\d+) or less Energy attached "
         r"can't attack|their Poisoned Pokémon can't retreat)\. \(This includes (?:new Pokémon "
         r"that come into play|newly Poisoned Pokémon)\.\)", kinds=("attack", "trainer"))
def opponent_pokemon_lock(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the opponent, so on each of their Pokémon that meets the condition when
    it would attack / retreat, new ones too (PTCG:II-C-19; rules.player_locks)."""
    if m[2]:
        fx: dict[str, object] = {"kind": "cant_attack_if", "max_energy": int(m[2])}
    else:
        fx = {"kind": "cant_retreat_if", "condition": "poisoned"}
    fx["label"] = f"{ctx.name}: {m[1]}"
    return [Piece(("add_player_effect", {"fx": fx, "until": "opponent_next_turn"}))]


_CONDITION_WORDS = r"(?:Asleep|Burned|Confused|Paralyzed|Poisoned)"


@pattern(rf"[Cc]hoose (a Special Condition|{_CONDITION_WORDS}(?:, {_CONDITION_WORDS})*,? or "
         rf"{_CONDITION_WORDS})\.", kinds=("attack", "ability"))
def choose_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"choose a Special Condition" / "choose Burned, Confused, or Poisoned"
    (effects/chosen_condition.py); the sentence that follows applies it."""
    if m[1] == "a Special Condition":
        return [Piece(("choose_condition", {}))]
    options = tuple(w.lower() for w in re.split(r",? or |, ", m[1]))
    return [Piece(("choose_condition", {"options": options}))]


@pattern(r"Your opponent's Active Pokémon is now affected by that Special Condition\.",
         kinds=("attack", "ability"))
def chosen_condition(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    last = ctx.prior[-1].op if ctx.prior else None
    if last is None or last[0] != "choose_condition":
        return None
    return [Piece(("apply_chosen_condition", {}))]


@pattern(r"During your opponent's next turn, whenever they try to use a Trainer card from their "
         r"hand, they flip a coin\.", kinds=("attack",))
def trainer_flip(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the opponent (PTCG:II-C-19) read as they start to play each Trainer card
    (:func:`tcgsim.pokemon.rules.player_locks.trainer_fails`); the next sentence says what
    tails does."""
    fx = {"kind": "trainer_flip", "label": f"{ctx.name}: Trainer cards may be discarded"}
    return [Piece(("add_player_effect", {"fx": fx, "until": "opponent_next_turn"}))]


@pattern(r"If tails, your opponent discards that Trainer card instead of using it\.",
         kinds=("attack",))
def trainer_discarded(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    last = ctx.prior[-1].op if ctx.prior else None
    if last is None or last[0] != "add_player_effect" or last[1]["fx"]["kind"] != "trainer_flip":
        return None
    return []
