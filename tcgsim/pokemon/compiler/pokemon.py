"""Texts that act on Pokémon in play: Special Conditions, locks, Energy, switching, healing.

Patterns for part II-C/II-E texts (PTCG:II-C-03/04/05/06/10/14/15, II-E-01/02/27, S4-COND).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tcgsim.pokemon.compiler.board import condition
from tcgsim.pokemon.compiler.core import NUM, Context, Piece, compile_sentence, number, pattern
from tcgsim.pokemon.compiler.filters import pokemon_filter
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects import ops_pokemon
from tcgsim.pokemon.effects.ops_pokemon import opponent_active_is
from tcgsim.pokemon.model.carddb import cards

CONDITION = r"(Asleep|Burned|Confused|Paralyzed|Poisoned)"
TYPE = r"(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon|Fairy|Colorless)"
# "Your opponent's Active Pokémon" (now) and "the Defending Pokémon" (the one the attack hit)
# name the same Pokémon during an attack's step 5
WHOM = {"this Pokémon": "self", "your opponent's Active Pokémon": "opponent_active"}


def _conditions(listed: str) -> list[str]:
    """'Burned, Confused, and Poisoned' -> ['burned', 'confused', 'poisoned']."""
    words = re.split(r",? and |, ", listed)
    return [w.lower() for w in words]


@pattern(rf"(Your opponent's Active Pokémon|This Pokémon) is now ({CONDITION}"
         rf"(?:(?:, {CONDITION})*,? and {CONDITION})?)\.", kinds=("attack", "trainer"))
def now_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Your opponent's Active Pokémon is now Burned and Poisoned" (PTCG:S4-COND)."""
    target = "opponent_active" if m[1].startswith("Your") else "self"
    return [Piece(("apply_condition", {"condition": c, "target": target}))
            for c in _conditions(m[2])]


@pattern(rf"Both Active (?:non-{TYPE} )?Pokémon are now {CONDITION}\.", kinds=("attack", "trainer"))
def both_actives_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Dark Bell: yours, then your opponent's (PTCG:S4-COND); "non-<type>" leaves out
    the Pokémon of that type."""
    what = F.other_than(F.pokemon_of_type(m[1])) if m[1] else None
    return [Piece(("apply_condition", {"condition": m[2].lower(), "target": target, "what": what}))
            for target in ("your_active", "opponent_active")]


# -- locks and durations (PTCG:II-C-14, II-C-15, II-E-01, II-E-02) ------------------------------
def _lock(kind: str, until: str, target: str, label: str, **extra: str) -> list[Piece]:
    fx = {"kind": kind, "label": label, **extra}
    return [Piece(("add_effect", {"fx": fx, "until": until, "target": target}))]


@pattern(r"During your next turn, this Pokémon can't (attack|use attacks|retreat)\.",
         kinds=("attack",))
def next_turn_self_lock(m: re.Match[str], ctx: Context) -> list[Piece]:
    kind = "cant_retreat" if m[1] == "retreat" else "cant_attack"
    return _lock(kind, "your_next_turn", "self", f"{ctx.name}: can't {m[1]}")


@pattern(r"During your next turn, your Pokémon can't attack\. \(This includes new Pokémon that "
         r"come into play\.\)", kinds=("attack",))
def next_turn_player_lock(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Electivire: an effect on the player, not on Pokémon, so it holds for every Pokémon that
    is their Active Pokémon during that turn (PTCG:II-C-19, II-C-15)."""
    fx = {"kind": "cant_attack", "label": f"{ctx.name}: your Pokémon can't attack"}
    return [Piece(("add_player_effect", {"fx": fx, "until": "your_next_turn", "whose": "yours"}))]


@pattern(r"During your next turn, this Pokémon can't use ([A-Z][\w'\- ]+)\.", kinds=("attack",))
def next_turn_named_lock(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… can't use <attack>": by name, so a copied attack is not blocked (PTCG:II-C-18)."""
    return _lock("cant_use", "your_next_turn", "self", f"can't use {m[1]}", attack=m[1])


@pattern(r"During your next turn, this Pokémon's ([A-Z][\w'\- ]+) attack(?: does (\d+) more damage "
         r"\(before applying Weakness and Resistance\)|'s base damage is (\d+))\.", kinds=("attack",))
def next_turn_attack_bonus(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"During your next turn, this Pokémon's Tornado Rush attack does 100 more damage (before
    applying Weakness and Resistance)": an effect on this Pokémon read at damage step 2 of that
    attack only; "… Hyper Fang attack's base damage is 240": the base damage that attack
    declares with (step 1). Like every effect of an attack on a Pokémon, it ends when the
    Pokémon moves to the Bench or evolves (PTCG:II-E-02)."""
    kind, amt = ("dmg_dealt", m[2]) if m[2] else ("base_damage", m[3])
    fx = {"kind": kind, "amt": int(amt), "attack": m[1], "label": f"{ctx.name}: {m[1]}"}
    return [Piece(("add_effect", {"fx": fx, "until": "your_next_turn", "target": "self"}))]
@pattern(r"This Pokémon can't use ([A-Z][\w'\- ]+) again until it leaves the Active Spot\.",
         kinds=("attack",))
def self_lock_until_benched(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Gouging Fire ex's Blaze Blitz: by name, as :func:`next_turn_named_lock`, until this
    Pokémon moves to the Bench (its attack effects end there)."""
    return _lock("cant_use", "until_leaves_active", "self", f"can't use {m[1]}", attack=m[1])


@pattern(r"During your opponent's next turn, (?:the Defending Pokémon|that Pokémon) can't "
         r"(retreat|attack|use attacks)\.", kinds=("attack",))
def defending_lock(m: re.Match[str], ctx: Context) -> list[Piece]:
    kind = "cant_retreat" if m[1] == "retreat" else "cant_attack"
    return _lock(kind, "opponent_next_turn", "opponent_active", f"{ctx.name}: can't {m[1]}")


@pattern(r"Choose 1 of your opponent's Active Pokémon's attacks\.", kinds=("attack",))
def choose_opponent_attack(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The attack a sentence that follows names as "that attack"."""
    return [Piece(("choose_opponent_attack", {}))]


@pattern(r"During your opponent's next turn, that Pokémon can't use that attack\.",
         kinds=("attack",))
def chosen_attack_lock(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("forbid_chosen_attack", {}))]


_PLAYABLE = {"Item": "Item", "Supporter": "Supporter", "Stadium": "Stadium",
             "Pokémon Tool": "Pokémon Tool"}


@pattern(r"(?:During your opponent's next turn, they can't play any (?:(Item|Supporter|Stadium|"
         r"Pokémon Tool) cards from their hand|Pokémon from their hand to evolve their "
         r"Pokémon)|Your opponent can't play any (Item|Supporter|Stadium|Pokémon Tool) cards "
         r"from their hand during their next turn)\.", kinds=("attack",))
def opponent_cant_play(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the player (PTCG:II-C-19); "any Pokémon from their hand to evolve their
    Pokémon" (Bronzong's Evolution Jammer) forbids the evolving action ("evolve",
    :func:`tcgsim.pokemon.rules.actions.cant_play`). Also printed "Your opponent can't play any
    Supporter cards from their hand during their next turn" (Scream Tail ex)."""
    kind = m[1] or m[2]
    what, words = (_PLAYABLE[kind], kind) if kind else ("evolve", "evolving")
    fx = {"kind": "cant_play", "what": [what], "label": f"{ctx.name}: no {words}"}
    return [Piece(("add_player_effect", {"fx": fx, "until": "opponent_next_turn"}))]


_AGAINST = {"": None, " ex": "ex", " ex and Active Pokémon V": "ex_or_v"}


@pattern(rf"During this turn, attacks used by your (?:{TYPE} )?Pokémon( that don't have a Rule "
         r"Box)? do (\d+) more damage to your opponent's Active Pokémon( ex and Active Pokémon V"
         r"| ex)? \(before applying Weakness and Resistance\)\.", kinds=("trainer",))
def this_turn_more_damage(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"During this turn, attacks used by your [Fighting] Pokémon [that don't have a Rule Box]
    do 30 more damage to your opponent's Active Pokémon [ex]": an effect on the player
    (PTCG:II-C-19), read at damage step 2
    (:func:`tcgsim.pokemon.rules.continuous.damage_modifiers`)."""
    fx: dict[str, object] = {"kind": "dmg_dealt", "amt": int(m[3]), "label": ctx.name,
                             "vs_active": True}
    if m[1]:
        fx["type"] = m[1]
    if m[2]:
        fx["no_rule_box"] = True
    if _AGAINST[m[4] or ""]:
        fx["vs"] = _AGAINST[m[4] or ""]
    return [Piece(("add_player_effect", {"fx": fx, "until": "this_turn", "whose": "yours"}))]


@pattern(rf"During your opponent's next turn, all of your (?:{TYPE} )?Pokémon take (\d+) less "
         r"damage from attacks from your opponent's Pokémon \(after applying Weakness and "
         r"Resistance\)\. \(This includes new Pokémon that come into play\.\)",
         kinds=("trainer",))
def next_turn_yours_take_less(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the player (PTCG:II-C-19), so Pokémon put into play later are covered too;
    read at damage step 5 (:func:`tcgsim.pokemon.rules.continuous.damage_modifiers`)."""
    fx: dict[str, object] = {"kind": "dmg_taken", "amt": -int(m[2]), "label": ctx.name}
    if m[1]:
        fx["type"] = m[1]
    return [Piece(("add_player_effect", {"fx": fx, "until": "opponent_next_turn",
                                         "whose": "yours"}))]


@pattern(rf"During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an "
         rf"attack used by your (Tera |(?:[A-Z][\w.]* )*[A-Z][\w.]*'s )?Pokémon, take {NUM} more Prize "
         r"cards?\.",
         kinds=("trainer",))
def this_turn_more_prizes(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect on the player for this turn (PTCG:II-C-19), read by the Knock Out procedure
    when it counts the Prize cards (rules.knockout, PTCG:I-D step 3); "by" the attacker's
    subtype (Tera) or the trainer its name begins with (N's)."""
    fx: dict[str, object] = {"kind": "extra_prize", "n": number(m[2]), "label": ctx.name}
    if m[1]:
        fx["by"] = m[1].strip()
    return [Piece(("add_player_effect", {"fx": fx, "until": "this_turn", "whose": "yours"}))]


@pattern(r"Choose 1 of your Pokémon in play\.", kinds=("trainer",))
def choose_own_pokemon(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The Pokémon a sentence that follows names as "that Pokémon"."""
    return [Piece(("choose_own_pokemon", {}))]


@pattern(r"If you go second, you can't use this attack during your first turn\.", kinds=("attack",))
def not_second_first_turn(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A rule of the attack's legality (``AttackImpl.requires``), read before it is declared:
    turn 2 is the first turn of the player who goes second."""
    return [Piece(("requires", {"check": lambda g, p: g.turn != 2}), part="requires")]


@pattern(r"If you go first, you can use this attack (?:during|on) your first turn\.", kinds=("attack",))
def first_turn_ok(m: re.Match[str], ctx: Context) -> list[Piece]:
    """PTCG:II-E-27: a rule of the attack's legality, read before it is declared."""
    return [Piece(("usable_even_if", {"what": "first_turn"}), part="before")]


# -- Energy (PTCG:II-C-01, II-C-10, II-D-08) ----------------------------------------------------
#: "your opponent's Active Pokémon ex" / "… Active Stage 2 Pokémon": the Energy is taken only
#: from an Active Pokémon of that kind (Turtonator, Paldean Tauros)
_ACTIVE_OF_KIND = r"your opponent's Active (?:Stage 2 )?Pokémon(?: ex)?"


def _whom(words: str, args: dict[str, object]) -> None:
    """The target of :func:`discard_attached` / :func:`attached_to_hand` into ``args``."""
    if words in WHOM:
        args["target"] = WHOM[words]
        return
    args["target"] = "opponent_active"
    args["holder"] = F.subtype("ex") if words.endswith(" ex") else F.stage("Stage 2")


@pattern(rf"Discard (an?|\d+|all) (?:{TYPE} |(Special) |((?:[A-Z][\w'é-]* )+))?Energy from "
         rf"(this Pokémon|{_ACTIVE_OF_KIND}|that Pokémon)\.", kinds=("attack", "ability"))
def discard_attached(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Discard a [Fire|Special] Energy from …", or a Special Energy card by its name ("Discard
    a Team Rocket's Energy from this Pokémon"); an attack's or an Ability's (Rampardos ex's
    Destructive Headbutting). "that Pokémon": the opponent's Active Pokémon a Special
    Condition was just given to (Stunfisk's "… is now Paralyzed, and discard an Energy from
    that Pokémon")."""
    n = None if m[1] == "all" else number(m[1])
    args: dict[str, object] = {"n": n}
    if m[5] == "that Pokémon":
        if not (ctx.prior and ctx.prior[-1].op[0] == "apply_condition"
                and ctx.prior[-1].op[1]["target"] == "opponent_active"):
            return None
        args["target"] = "opponent_active"
    else:
        _whom(m[5], args)
    if m[2]:
        args["energy_type"] = m[2]
    if m[3]:
        args["what"] = _special_energy
    if m[4]:
        name = f"{m[4]}Energy"
        if not any(d.is_special_energy for d in cards().by_name(name)):
            return None
        args["what"] = F.named(name)
    # "Discard all Metal Energy from this Pokémon. This attack does 50 damage for each card you
    # discarded in this way": done in the damage step, before the damage that counts it
    counted = bool(ctx.ahead) and ctx.ahead[0].endswith(" for each card you discarded in this way.")
    return [Piece(("discard_energy", args), part="damage" if counted else "effects")]


@pattern(rf"Discard an? {TYPE} Energy, (an? {TYPE} Energy, )*and an? {TYPE} Energy from this "
         r"Pokémon\.", kinds=("attack",))
def discard_attached_of_types(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Lugia's Elemental Blast: "Discard a Fire Energy, a Water Energy, and a Lightning Energy
    from this Pokémon": one card providing each type, in the printed order (PTCG:II-D-08)."""
    types = re.findall(TYPE, m[0])
    return [Piece(("discard_energy", {"n": 1, "target": "self", "energy_type": t}))
            for t in types]


@pattern(rf"Have this Pokémon (?:also )?do (\d+) damage to itself and make your opponent's Active "
         rf"Pokémon {CONDITION}\.", kinds=("attack",))
def self_damage_and_condition(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Pawmot's Voltaic Fist, after "You may": both or neither."""
    hurt = compile_sentence(f"This Pokémon also does {m[1]} damage to itself.", ctx)
    cond = compile_sentence(f"Your opponent's Active Pokémon is now {m[2]}.", ctx)
    return None if hurt is None or cond is None else hurt + cond


@pattern(r"For each (heads|tails), discard an Energy from (this Pokémon|your opponent's Active "
         r"Pokémon)\.", kinds=("attack",))
def discard_attached_per_heads(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Flip N coins.": 1 Energy card for each heads (tails: Heatmor's Licking Flames)."""
    return [Piece(("discard_energy", {"n": m[1], "target": WHOM[m[2]]}))]


@pattern(r"(Discard [^,]+? from this Pokémon|Shuffle [^,]+? attached to this Pokémon into your "
         r"deck|This attack does \d+ more damage|Your opponent's Active Pokémon is now \w+),? and "
         r"(.+)", kinds=("attack",))
def discard_and(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Discard all Energy from this Pokémon, and this attack also does 90 damage to …" (or
    "Shuffle all Energy attached to this Pokémon into your deck, and …", "… and take a Prize
    card", "This attack does 140 more damage, and discard all Energy from this Pokémon"): two
    sentences joined, each read on its own (each in its own attack step, as if printed apart);
    the second after the first ("… and this attack does 120 damage for each card you discarded
    in this way", Mega Diancie ex)."""
    first = compile_sentence(f"{m[1]}.", ctx)
    if first is None:
        return None
    rest = compile_sentence(m[2][0].upper() + m[2][1:], replace(ctx, prior=(*ctx.prior, *first)))
    return None if rest is None else first + rest


@pattern(r"(This attack (?:also )?does .+), and discard that Stadium\.( \(Don't apply Weakness and "
         r"Resistance for Benched Pokémon\.\))?", kinds=("attack",))
def damage_and_discard_stadium(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Ting-Lu: "If a Stadium is in play, this attack also does 30 damage to each of your
    opponent's Benched Pokémon, and discard that Stadium." (the Stadium at step 5)."""
    first = compile_sentence(f"{m[1]}.{m[2] or ''}", ctx)
    return None if first is None else [*first, Piece(("discard_stadium", {}))]


@pattern(rf"Put (an?|\d+|all) (?:{TYPE} )?Energy attached to (this Pokémon) into your hand\.|"
         rf"Put (an?|\d+|all) (?:{TYPE} )?Energy attached to ({_ACTIVE_OF_KIND}) into their hand\.",
         kinds=("attack", "ability"))
def attached_to_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Energy cards from a Pokémon into its owner's hand (PTCG:II-C-02)."""
    n, type_, whom = (m[1], m[2], m[3]) if m[3] else (m[4], m[5], m[6])
    args: dict[str, object] = {"n": None if n == "all" else number(n), "to": "hand"}
    _whom(whom, args)
    if type_:
        args["energy_type"] = type_
    return [Piece(("discard_energy", args))]


@pattern(rf"Shuffle (?:(all)|{NUM}) (?:{TYPE} )?Energy attached to this Pokémon into your deck\.",
         kinds=("attack",))
def shuffle_attached(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Done when the text reads it, before the damage it pays for ("If you do, this attack also
    does 120 damage …"): at damage step 1. Fewer than N attached: not done (PTCG:II-E-10);
    "all" (Sonic Ripper): every one, of the type named if one is."""
    args: dict[str, object] = {"n": None if m[1] else number(m[2]), "target": "self",
                               "to": "deck"}
    if m[3]:
        args["energy_type"] = m[3]
    return [Piece(("discard_energy", args), part="damage")]


def _special_energy(d: object) -> bool:
    return bool(getattr(d, "is_special_energy", False))


@pattern(rf"Move (all|up to \d+|{NUM[1:-1]}) (Basic )?(?:{TYPE} )?Energy(?: cards?)? from this "
         r"Pokémon to (1 of your Benched Pokémon|your Benched Pokémon in any way you like)\.",
         kinds=("attack", "ability"))
def move_to_bench(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Move an / 2 / all [Basic] Energy from this Pokémon to 1 of your Benched Pokémon"; "up
    to 2 Basic Lightning Energy cards" (Miraidon's Photon Cord, as it is Knocked Out); "… to
    your Benched Pokémon in any way you like": each card to the Pokémon chosen for it
    (Kilowattrel)."""
    args: dict[str, object] = {"energy_type": m[3]}
    if m[1].startswith("up to "):
        args.update(n=int(m[1][6:]), up_to=True)
    else:
        args["n"] = 60 if m[1] == "all" else number(m[1])
    if m[2]:  # "a Basic Energy": a Basic Energy card
        args["basic"] = True
    if m[4].endswith("any way you like"):
        args["any_way"] = True
    return [Piece(("move_energy", args))]


@pattern(r"Both Active Pokémon are Knocked Out\.", kinds=("attack",))
def both_knocked_out(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An effect of the attack (step 5); the Knock Out check after it finds both (PTCG:I-D)."""
    return [Piece(("knock_out_self", {"opponent_active": True}))]


# -- switching (PTCG:II-C-03, II-C-04, II-C-05) -------------------------------------------------
@pattern(rf"Switch this Pokémon with 1 of your Benched (?:{TYPE} )?Pokémon\.", kinds=("attack",))
def switch_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"… with 1 of your Benched [Lightning] Pokémon"."""
    return [Piece(("switch_self", {"type_": m[1]} if m[1] else {}))]


@pattern(r"Switch (?:this Pokémon|it) with your Active Pokémon\.", kinds=("ability",))
def switch_in_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A Benched Pokémon's Ability (its condition: "if this Pokémon is on your Bench"), or one
    triggered as it is benched ("… onto your Bench …, you may switch it with your Active
    Pokémon", PTCG:II-C-03)."""
    return [Piece(("switch_in_this_pokemon", {}))]


@pattern(r"(?:Switch in 1 of your opponent's Benched Pokémon( that has (\d+) HP or less "
         r"remaining)? to the Active Spot|[Ss]witch 1 of your opponent's Benched Pokémon with their "
         r"Active Pokémon)\.", kinds=("attack", "ability"))
def gust(m: re.Match[str], ctx: Context) -> list[Piece]:
    """In an attack it runs in the step of what follows: before the damage when the damage is
    done "to the new Active Pokémon" (:func:`damage_to_new_active`); "that has 90 HP or less
    remaining" (Ledian): only such a Pokémon can be chosen."""
    args = {"hp_at_most": int(m[2])} if m[1] else {}
    return [Piece(("gust", args), part=None if ctx.kind == "attack" else "effects")]


@pattern(r"This attack does (\d+) damage to the new Active Pokémon\.", kinds=("attack",))
def damage_to_new_active(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Switch in 1 of your opponent's Benched Pokémon to the Active Spot" (which takes
    this step, so it comes first): the attack's damage, N, to the opponent's Active Pokémon
    as it is then (no damage is printed beside such a text)."""
    return [Piece(("more_damage_if", {"amount": int(m[1])}), part="damage")]


# -- healing (PTCG:II-C-06) ---------------------------------------------------------------------
@pattern(r"Heal (\d+|all) damage from (this Pokémon|each Pokémon \(both yours and your "
         r"opponent's\)|each of your (.+))\.", kinds=("attack", "ability"))
def heal(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    if m[1] == "all":
        return None if m[3] is None or m[2] == "this Pokémon" else _heal_all_each(m[3])
    if m[2] == "this Pokémon":
        return [Piece(("heal", {"amount": int(m[1]), "target": "self"}))]
    if m[3] is None:  # each Pokémon, both yours and your opponent's
        return [Piece(("heal_each", {"amount": int(m[1]), "whose": "both"}))]
    if m[3] == "Pokémon":
        return [Piece(("heal_each", {"amount": int(m[1])}))]
    if m[3] == "Benched Pokémon":
        return [Piece(("heal_each", {"amount": int(m[1]), "what": ops_pokemon.benched}))]
    found = pokemon_filter(m[3])  # "each of your Basic Pokémon"
    if found is None:
        return None
    kind = found[0]
    return [Piece(("heal_each", {"amount": int(m[1]), "what": lambda g, s: kind(g.top(s))}))]


def _heal_all_each(words: str) -> list[Piece] | None:
    """"Heal all damage from each of your Evolution Pokémon" (Dachsbun ex), remembered for "If
    you healed any damage in this way, discard all Energy from those Pokémon"."""
    found = pokemon_filter(words)
    if found is None:
        return None
    kind = found[0]
    return [Piece(("heal_each", {"amount": None, "what": lambda g, s: kind(g.top(s)),
                                 "var": "healed"}))]


@pattern(r"Heal (\d+) damage (?:and remove a Special Condition from your Active Pokémon|from your "
         r"Active Pokémon and have it recover from a Special Condition)\.",
         kinds=("trainer", "ability"))
def heal_and_recover_one(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Also printed "Heal 30 damage from your Active Pokémon and have it recover from a Special
    Condition" (Indeedee)."""
    return [Piece(("heal", {"amount": int(m[1]), "target": "your_active"})),
            Piece(("recover_one", {"target": "your_active"}))]


@pattern(r"Heal from this Pokémon the same amount of damage you did to your opponent's Active "
         r"Pokémon\.", kinds=("attack",))
def heal_damage_done(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("heal_damage_done", {}))]


# -- attacks used as this attack (PTCG:II-C-18) ------------------------------------------------
_COPY_FROM = {"your opponent's Active": "opponent_active", "your Benched": "your_bench"}


@pattern(r"Choose 1 of (your opponent's Active|your Benched) (.+?)'s attacks and use it as this "
         r"attack\.", kinds=("attack",))
def copy_attack(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… of your opponent's Active Pokémon's attacks", "… of your Benched N's Pokémon's
    attacks": chosen at step 3, so the chosen attack's damage and effects are this attack's."""
    what = pokemon_filter(m[2])
    if what is None:
        return None
    return [Piece(("use_attack_of_pokemon", {"whose": _COPY_FROM[m[1]], "what": what[0]}),
                  part="before")]


@pattern(r"Choose an attack from 1 of your opponent's Pokémon in play and use it as this attack\.",
         kinds=("attack",))
def copy_any_opponents_attack(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Thievul's Skill Thief (after "If you have no cards in your hand, …"): the attacks of
    each of the opponent's Pokémon in play, chosen at step 3 (PTCG:II-C-18)."""
    return [Piece(("use_attack_of_pokemon", {"whose": "opponent_in_play", "what": F.pokemon}),
                  part="before")]


# -- conditions on what happened this turn (PTCG:II-E-24, II-E-26) -----------------------------
_THIS_TURN = {
    "this Pokémon moved from your Bench to the Active Spot this turn": "moved_to_active_this_turn",
    "this Pokémon was healed during this turn": "healed_this_turn",
}


@pattern(r"If (this Pokémon moved from your Bench to the Active Spot this turn|this Pokémon was "
         r"healed during this turn), this attack does (\d+) more damage\.", kinds=("attack",))
def more_if_this_turn(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A condition checked at step 1, not an effect: met any number of times, the damage is
    added once (PTCG:II-E-24, II-E-26)."""
    cond = getattr(ops_pokemon, _THIS_TURN[m[1]])
    return [Piece(("more_damage_if", {"amount": int(m[2]), "cond": cond}), part="damage")]


@pattern(rf"If your opponent's Active Pokémon is an? {TYPE} Pokémon, this attack does (\d+) more "
         r"damage\.", kinds=("attack",))
def more_if_type(m: re.Match[str], ctx: Context) -> list[Piece]:
    """PTCG:II-D-07: the type printed on the Defending Pokémon."""
    return [Piece(("more_damage_if", {"amount": int(m[2]), "cond": opponent_active_is(m[1])}),
                  part="damage")]


@pattern(r"Your opponent's Active Pokémon is Knocked Out\.", kinds=("attack",))
def knock_out_defending(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Flip a coin. If heads, …" (Iono's Electrode): an effect of the attack (step 5),
    not damage; the Knock Out check finds it (PTCG:I-D)."""
    return [Piece(("knock_out", {"target": "opponent_active"}))]


@pattern(r"Choose a Pokémon in play \(yours or your opponent's\) that has the least HP remaining, "
         r"except for this Pokémon, and it is Knocked Out\.", kinds=("attack",))
def knock_out_least_hp(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("knock_out_least_hp", {}))]


@pattern(r"Knock Out 1 of your opponent's Pokémon(?: that has exactly (\d+) damage counters on "
         r"it)?\.", kinds=("attack",))
def knock_out_one(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Glaceon ex's Euclase; "If all of them are heads, …" (Team Rocket's Exeggutor)."""
    return [Piece(("knock_out_chosen", {"counters": None if m[1] is None else int(m[1])}))]


@pattern(r"If (your opponent's Active Pokémon .+), (?:that Pokémon|it) is Knocked Out\.",
         kinds=("attack",))
def knock_out_if(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If your opponent's Active Pokémon has exactly 6 damage counters on it, that Pokémon is
    Knocked Out" (Mega Absol ex; "…, it is Knocked Out": Haxorus's Bring Down the Axe): read
    when the text gets there (attack step 5)."""
    cond = condition(m[1])
    if cond is None:
        return None
    return [Piece(("check", {"cond": cond, "var": "ko_if"}), part="effects"),
            Piece(("knock_out", {"target": "opponent_active"}, "ko_if"), part="effects")]
