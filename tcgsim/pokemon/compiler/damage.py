"""Attack text about damage: more or less damage, damage for each, damage to other Pokémon,
damage to itself, damage counters, and protection from damage (PTCG:II-B, II-C-07,
II-C-16, II-C-17).

Damage changes are part of attack step 4 (the ``damage`` part: they set the step 1 base
damage); damage counters and effects that last into the next turn are step 5.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tcgsim.pokemon.compiler.board import TYPES, condition, count
from tcgsim.pokemon.compiler.core import NUM, Context, Piece, compile_sentence, number, pattern
from tcgsim.pokemon.compiler.cost_abilities import game_condition
from tcgsim.pokemon.compiler.filters import noun_filter, pokemon_filter
from tcgsim.pokemon.compiler.game_conditions import guarded_rest
from tcgsim.pokemon.compiler.zones import revealed_hand
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.script import source_slot
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.rules.damage import damage_taken_last_turn

ATTACK = ("attack",)
BENCH_REMINDER = r"(?: \(Don't apply Weakness and Resistance for Benched Pokémon\.\))?"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _dmg(op: str, **args: object) -> list[Piece]:
    return [Piece((op, args), part="damage")]


def _effect(op: str, **args: object) -> list[Piece]:
    return [Piece((op, args), part="effects")]


def _for_each(op: str, per: str, what: str, ctx: Context) -> list[Piece] | None:
    if what in ("heads", "tails"):
        return _dmg(op, per=int(per), var=what)
    if what == "card you discarded in this way":
        # only after Energy given up at this same step (give_up_energy, or discard_attached
        # when this sentence follows it): a discard the compiler puts at step 5 would come after
        # the damage that counts it
        given = any(p.op[0] == "discard_energy_from_yours"
                    or (p.op[0] == "discard_energy" and p.part == "damage") for p in ctx.prior)
        return _dmg(op, per=int(per), var="discarded") if given else None
    milled = re.fullmatch(r"(.+?) (?:that )?you discarded in this way", what)
    if milled and ctx.prior and ctx.prior[-1].op[0] == "discard_top_of_deck" \
            and ctx.prior[-1].op[1].get("whose") == "yours":
        # "Discard the top 3 cards of your deck. This attack does 80 damage for each Energy
        # card you discarded in this way": that discard is done at this step too (part None)
        noun = noun_filter(milled[1])
        if noun is None:
            return None
        return _dmg(op, per=int(per), var="milled", what=noun[0])
    if what.endswith(" you find there") and revealed_hand(ctx):
        # "… for each Trainer card you find there": the opponent's hand revealed before
        noun = noun_filter(what.removesuffix(" you find there"))
        if noun is None:
            return None
        kind = noun[0]
        return _dmg(op, per=int(per),
                    count=lambda g, p: sum(1 for c in g.pl(1 - p)["hand"] if kind(g.d(c))))
    if what == "damage counter you placed in this way":
        placed = any(p.op[0] == "counters_on_self_up_to" for p in ctx.prior)
        return _dmg(op, per=int(per), var="placed") if placed else None
    m = re.fullmatch(r"(.+) discarded in this way", what)  # "… discarded in this way" (no "you")
    if m is not None and any(p.op[0] == "discard_top_of_deck" and p.part == "damage"
                             for p in ctx.prior):
        noun = noun_filter(m[1])  # "Energy card" of the cards discarded from a deck just before
        return None if noun is None else _dmg(op, per=int(per), var="milled", what=noun[0])
    fn = count(what)
    return None if fn is None else _dmg(op, per=int(per), count=fn)


# -- step 3: "Before doing damage, …" (PTCG:II-E-09) ---------------------------------------------
@pattern(r"Before doing damage, (.+)", kinds=ATTACK)
def before_damage(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The rest of the sentence runs at attack step 3, before any damage."""
    pieces = compile_sentence(m[1][0].upper() + m[1][1:], ctx)
    if pieces is None:
        return None
    return [Piece(p.op, part="before") for p in pieces]


@pattern(r"Discard all (Pokémon Tools|Special Energy|Pokémon Tools and Special Energy) from (your "
         r"opponent's Active Pokémon|all of your opponent's Pokémon|this Pokémon)(, and discard a "
         r"Stadium in play)?\.", kinds=("attack", "trainer"))
def discard_tools(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Pokémon Tools and/or Special Energy from the opponent's Active or all their Pokémon
    (Ceruledge's Cursed Edge: only Special Energy), or from this Pokémon (Melmetal's Reforged
    Axe); Megaton Blower also discards the Stadium."""
    target = {"your opponent's Active Pokémon": "opponent_active",
              "this Pokémon": "self"}.get(m[2], "opponent_all")
    return _effect("discard_tools", target=target, tools="Tools" in m[1],
                   special_energy="Energy" in m[1], stadium=bool(m[3]))


@pattern(r"If you discarded a Pokémon Tool in this way, (.+)", kinds=ATTACK)
def if_tool_discarded(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After :func:`discard_tools` (N's Joltik): the rest only if a Tool was discarded."""
    if not any(p.op[0] == "discard_tools" for p in ctx.prior):
        return None
    pieces = compile_sentence(m[1][0].upper() + m[1][1:], ctx)
    out = [p.guarded("tool_discarded") for p in pieces or ()]
    return None if not pieces or any(p is None for p in out) else out  # type: ignore[return-value]


# -- the step 1 base damage (PTCG:II-B-01..03) --------------------------------------------------
@pattern(r"This attack does (\d+) more damage\.", kinds=ATTACK)
def more_damage(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Only under a guard: "If heads, this attack does 30 more damage"."""
    return _dmg("more_damage_if", amount=int(m[1]))


@pattern(r"You may do (\d+) more damage\.", kinds=ATTACK)
def may_do_more(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The attacker decides (PTCG:II-E-10); "If you do, …" after it reads the answer."""
    return [Piece(("may", {"prompt": m[0]}), part="damage"),
            Piece(("more_damage_if", {"amount": int(m[1])}, "may"), part="damage")]


_EXTRA_ENERGY = (rf"If this Pokémon has at least {NUM} extra Energy attached \(in addition to this "
                 r"attack's cost\), ")


def _has_extra_energy(n: int, name: str) -> Any:
    """Energy beyond what this attack's printed cost needs (the attack is found by name):
    fn(game, slot) -> bool."""

    def extra(g: Any, slot: Any) -> bool:
        costs = [len(a.cost) for a in g.top(slot).attacks if a.name == name]
        return bool(costs) and len(g.energy_provided(slot)) - costs[0] >= n

    return extra


@pattern(_EXTRA_ENERGY + r"this attack does (\d+) more damage\.", kinds=ATTACK)
def more_damage_extra_energy(m: re.Match[str], ctx: Context) -> list[Piece]:
    extra = _has_extra_energy(number(m[1]), ctx.name)
    return _dmg("more_damage_if", amount=int(m[2]),
                cond=lambda g, p: extra(g, g.pl(p)["active"]))


@pattern(_EXTRA_ENERGY + r"(this attack also .+)", kinds=ATTACK)
def if_extra_energy(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"…, this attack also does 120 damage to 1 of your opponent's Benched Pokémon": the rest
    of the sentence, guarded by the condition read when the text gets there."""
    extra = _has_extra_energy(number(m[1]), ctx.name)
    return guarded_rest("extra_energy", lambda g, f: extra(g, source_slot(g, f)), m[2], ctx)


@pattern(r"You may (discard|shuffle|put) all Energy (?:from|attached to) this Pokémon(?: into your "
         r"(?:deck|hand))? (?:and|to) have this attack do (\d+) more damage\.", kinds=ATTACK)
def may_give_all_energy_for_more(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Mega Manectric ex, Dialga, Zarude ("put … into your hand to have …"): the choice is made
    at step 4, before the damage (PTCG:II-E-10)."""
    to = {"shuffle": "deck", "put": "hand"}.get(m[1], "discard")
    return _dmg("may_pay_energy_for_more", n=None, what=F.energy, label="Energy",
                amount=int(m[2]), to=to)


@pattern(r"If you discarded any cards in this way, this attack does (\d+) more damage\.",
         kinds=ATTACK)
def more_if_discarded(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "You may discard your hand." (Veluza ex): the cards it took (``taken``)."""
    if not (ctx.prior and ctx.prior[-1].op[0] == "take_cards"
            and ctx.prior[-1].op[1]["to"] == "discard"):
        return None
    return [Piece(("more_damage_if", {"amount": int(m[1])}, "taken"), part="damage")]


@pattern(r"If (.+), this attack does (\d+) more damage\.", kinds=ATTACK)
def more_damage_if(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    cond = condition(m[1])
    return None if cond is None else _dmg("more_damage_if", amount=int(m[2]), cond=cond)


@pattern(r"If (.+), this attack's base damage is (\d+)\.", kinds=ATTACK)
def base_damage_if(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Mega Mawile ex's Huge Bite: the step 1 base damage is N instead of the printed one."""
    cond = condition(m[1])
    return None if cond is None else _dmg("base_damage_if", amount=int(m[2]), cond=cond)


@pattern(rf"If (.+), this attack does nothing\.{BENCH_REMINDER}", kinds=ATTACK)
def does_nothing_if(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If you don't have Lunatone on your Bench, this attack does nothing": the whole attack,
    wherever the sentence is printed, so the condition is read before anything is done (step
    3): then no damage to any Pokémon, no choice of one (step 4), no other effect (step 5)."""
    cond = condition(m[1])
    if cond is None:
        return None
    return [Piece(("check", {"cond": cond, "var": "nothing_if"}), part="before"),
            Piece(("attack_does_nothing", {}, "nothing_if"), part="before")]


@pattern(rf"Reveal the bottom {NUM} cards of your deck, and this attack does (\d+) damage for each "
         r"Pokémon you find there that has the (.+) attack\.", kinds=ATTACK)
def damage_for_each_revealed(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Bug Out (Sizzlipede, Masquerain): the cards are revealed before the damage counts them;
    a Pokémon "has the attack" printed on it (PTCG:II-E-37)."""
    name = m[3]

    def has_it(d: Any) -> bool:
        return bool(d.is_pokemon and any(a.name == name for a in d.attacks))

    return (_dmg("look_top", n=number(m[1]), bottom=True, reveal=True)
            + _dmg("damage_for_each", per=int(m[2]), var="looked", what=has_it))


@pattern(r"Then, shuffle any revealed Pokémon back into your deck\.", kinds=ATTACK)
def shuffle_back_revealed(m: re.Match[str], ctx: Context) -> list[Piece]:
    return _effect("shuffle_back_revealed", what=F.pokemon)


@pattern(r"This attack does (\d+) more damage for each (.+)\.", kinds=ATTACK)
def more_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    return _for_each("more_damage_for_each", m[1], m[2], ctx)


@pattern(r"This attack does (\d+) damage (?:to your opponent's Active Pokémon )?for each (.+)\.",
         kinds=ATTACK)
def damage_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    return _for_each("damage_for_each", m[1], m[2], ctx)


@pattern(rf"Discard the top {NUM} cards of your deck, and this attack does (\d+) damage for each "
         r"(.+?) (?:that )?you discarded in this way\.", kinds=ATTACK)
def damage_for_each_milled(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… and this attack does 100 damage for each Basic Water Energy card that you discarded
    in this way" (Mega Abomasnow ex, Avalugg): the cards are discarded before the damage."""
    noun = noun_filter(m[3])
    if noun is None:
        return None
    return (_dmg("discard_top_of_deck", n=number(m[1]), var="milled")
            + _dmg("damage_for_each", per=int(m[2]), var="milled", what=noun[0]))


@pattern(r"This attack does (\d+) less damage for each (.+)\.", kinds=ATTACK)
def less_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    fn = count(m[2])
    return None if fn is None else _dmg("less_damage_for_each", per=int(m[1]), count=fn)


_GIVEN_FROM = {"your Pokémon": "any", "among your Pokémon": "any",
               "your Benched Pokémon": "bench", "this Pokémon": "self"}


@pattern(rf"(?:You may d|D)iscard (any amount of|up to {NUM}) (Basic )?(?:{TYPES} )?Energy "
         r"(?:cards )?from (your Pokémon|among your Pokémon|your Benched Pokémon|this Pokémon)"
         r"(?:\.|, and (this attack does .+))", kinds=ATTACK)
def give_up_energy(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Energy given up for the damage the next sentence counts ("for each card you discarded
    in this way"): chosen at damage step 1, before that damage; any number, none included,
    so "You may" asks nothing more (PTCG:II-D-02, II-D-05). "…, and this attack does 90
    damage for each card you discarded in this way" (Mega Charizard X ex): the same, in one
    sentence."""
    given = _give_up_energy(m)
    if m[6] is None:
        return given
    rest = compile_sentence(_cap(m[6]), replace(ctx, prior=ctx.prior + tuple(given)))
    return None if rest is None else given + rest


def _give_up_energy(m: re.Match[str]) -> list[Piece]:
    n = 60 if m[1] == "any amount of" else number(m[2])
    basic, type_ = bool(m[3]), m[4]
    label = " ".join(w for w in ("Basic" if basic else "", type_ or "", "Energy") if w)

    def what(d: Any) -> bool:
        return bool(d.is_energy and (not basic or d.is_basic_energy)
                    and (type_ is None or d.energy_type == type_))

    return _dmg("discard_energy_from_yours", n=n, where=_GIVEN_FROM[m[5]], what=what, label=label)


# -- the cost (PTCG:II-E-32) ----------------------------------------------------------------
@pattern(r"If (.+), (?:this attack can be used for ((?:Grass|Fire|Water|Lightning|Psychic|"
         r"Fighting|Darkness|Metal|Dragon|Colorless)(?: (?:Grass|Fire|Water|Lightning|Psychic|"
         r"Fighting|Darkness|Metal|Dragon|Colorless))*)|ignore all Energy in this attack's "
         r"cost)\.", kinds=ATTACK)
def costs_only(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If …, this attack can be used for [F]" / "… ignore all Energy in this attack's cost"
    (Conkeldurr's Gutsy Swing: no Energy at all)."""
    cond = condition(m[1])
    if cond is None:
        return None
    cost = tuple(m[2].split()) if m[2] else ()
    return [Piece(("cost_only", {"cond": lambda g, p, slot: cond(g, p), "cost": cost}),
                  part="cost")]


@pattern(r"(?:You can use this attack only if (.+)|If (.+), this attack can't be used)\.",
         kinds=ATTACK)
def usable_only_if(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"You can use this attack only if this Pokémon used Rollout during your last turn" /
    "If 1 of your Pokémon used Angelite during your last turn, this attack can't be used": a
    rule of the attack's legality (``AttackImpl.requires``), not a step. The conditions
    Trainers print for play come first ("only if you go second, and only during your first
    turn", Illumise), then those of the board."""
    cond = (game_condition(m[1]) if m[1] else None) or condition(m[1] or m[2])
    if cond is None:
        return None
    ok = cond if m[1] else (lambda g, p: not cond(g, p))
    return [Piece(("requires", {"check": ok}), part="requires")]


@pattern(r"If this Pokémon was damaged by an attack during your opponent's last turn, this "
         r"attack does that much more damage\.", kinds=ATTACK)
def more_damage_taken_last_turn(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Lycanroc, Mega Heracross ex: the damage the opponent's attacks did to it in their last
    turn (``rules.damage.damage_taken_last_turn``), added to the base damage (PTCG:II-B-01)."""
    return _dmg("more_damage_for_each", per=1, count=_damage_taken_last_turn)


def _damage_taken_last_turn(g: Any, p: int) -> int:
    active = g.pl(p)["active"]
    return 0 if active is None else damage_taken_last_turn(g, active)


# -- what the damage is not affected by (PTCG:II-B-06, II-B-07) ----------------------------------
_IGNORES = {
    "Weakness": {"weakness": True},
    "Resistance": {"resistance": True},
    "Weakness or Resistance": {"weakness": True, "resistance": True},
    "any effects on your opponent's Active Pokémon": {"defender_effects": True},
    "Weakness or Resistance, or by any effects on your opponent's Active Pokémon":
        {"weakness": True, "resistance": True, "defender_effects": True},
    "Weakness or Resistance, or by any effects on those Pokémon":
        {"weakness": True, "resistance": True, "target_effects": True},
}


@pattern(r"This (?:attack's )?damage isn't affected by (.+)\.", kinds=ATTACK)
def damage_ignores(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """A property of all the attack's damage, wherever the sentence is printed ("This attack
    does 50 damage to 2 of your opponent's Pokémon. This attack's damage isn't affected by
    …"): set at step 3, before any damage is done."""
    args = _IGNORES.get(m[1])
    return None if args is None else [Piece(("damage_ignores", args), part="before")]


# -- damage to other Pokémon and to itself (PTCG:II-B-08, II-B-09) ------------------------------
#: "… Pokémon that has any …": a test of the Pokémon in play, read when the damage is done
_THAT_HAS: dict[str, Any] = {
    "": None,
    " that has any damage counters on it": lambda g, s: s["dmg"] > 0,
    " that has any Special Energy attached":
        lambda g, s: any(g.d(c).is_special_energy for c in s["energy"]),
}
_HAS = "( that has any (?:damage counters on it|Special Energy attached))?"
#: "… Pokémon ex or Benched Pokémon V" (Shaymin): which of them can be chosen
_CHOSEN_KIND = {" ex or Benched Pokémon V": F.either(F.subtype("ex"), F.pokemon_v)}


@pattern(rf"This attack (?:also )?does (\d+) damage to (?:each of )?{NUM} of your (opponent's )?"
         rf"(Benched )?Pokémon( ex or Benched Pokémon V)?{_HAS}\.{BENCH_REMINDER}", kinds=ATTACK)
def damage_chosen(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"… to 2 of your opponent's Pokémon" (or "to each of 2 of …", Mega Eelektross ex);
    Mandibuzz's Bone Sniper: "… to 1 of your opponent's Pokémon that has any Special Energy
    attached" (none: no damage)."""
    args: dict[str, Any] = {}
    if m[5]:
        args["what"] = _CHOSEN_KIND[m[5]]
    return _dmg("damage_chosen", amount=int(m[1]), n=number(m[2]),
                whose="opponent" if m[3] else "yours", where="bench" if m[4] else "any",
                slot_test=_THAT_HAS[m[6] or ""], **args)


@pattern(rf"This attack does (\d+) damage to {NUM} of your opponent's (Benched )?Pokémon for each "
         rf"(.+?)\.{BENCH_REMINDER}", kinds=ATTACK)
def damage_chosen_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Genesect: "20 damage to 1 of your opponent's Pokémon for each Grass Energy attached to
    this Pokémon" (× damage to the chosen Pokémon, PTCG:II-B-02, II-B-08); "… for each damage
    counter on that Pokémon" (Greninja ex, Team Rocket's Sneasel): the chosen one's own."""
    per = int(m[1])
    where = "bench" if m[3] else "any"
    if m[4] == "damage counter on that Pokémon":
        return _dmg("damage_chosen", n=number(m[2]), whose="opponent", where=where,
                    of_target=True, amount=lambda g, slot: per * (slot["dmg"] // 10))
    counted = count(m[4])
    if counted is None:
        return None
    return _dmg("damage_chosen", n=number(m[2]), whose="opponent", where=where,
                amount=lambda g, slot: per * counted(g, g.slot_owner(slot["id"])))


@pattern(r"Choose 1 of your opponent's Pokémon (\d+) times\. \(You can choose the same Pokémon "
         r"more than once\.\)", kinds=ATTACK)
def choose_times(m: re.Match[str], ctx: Context) -> list[Piece]:
    return _dmg("choose_times", n=int(m[1]))


@pattern(r"For each time you chose a Pokémon, do (\d+) damage to it\.", kinds=ATTACK)
def damage_per_choice(m: re.Match[str], ctx: Context) -> list[Piece]:
    return _dmg("damage_per_choice", amount=int(m[1]))


@pattern(rf"This attack (?:also )?does (\d+) damage to each of your (opponent's )?(Benched )?"
         rf"(Pokémon(?: ex| V| ex and Pokémon V)?|[A-Z][\w'.-]* and [A-Z][\w'.-]*)(?: for each "
         rf"(.+))?\.{BENCH_REMINDER}", kinds=ATTACK)
def damage_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… to each of your opponent's [Benched] Pokémon [ex and Pokémon V] [for each Prize card
    your opponent has taken]" (Kyurem ex's Blizzard Burst); "… to each of your Drifloon and
    Drifblim" (by name: Drifblim's Everyone Explode Now, itself included)."""
    args: dict[str, object] = {"amount": int(m[1]), "whose": "opponent" if m[2] else "yours",
                               "where": "bench" if m[3] else "any"}
    if m[4] != "Pokémon":
        kinds = [pokemon_filter(k) or ((F.named(k), False) if cards().by_name(k) else None)
                 for k in m[4].split(" and ")]
        if any(k is None for k in kinds):
            return None
        args["what"] = F.either(*(k[0] for k in kinds if k is not None))
    if m[5]:
        per = count(m[5])
        if per is None:
            return None
        args["count"] = per
    return _dmg("damage_each", **args)


@pattern(rf"This attack also does (\d+) damage to each Benched Pokémon{_HAS} \(both yours and "
         rf"your opponent's\)\.{BENCH_REMINDER}", kinds=ATTACK)
def damage_each_bench_both(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Hippowdon's Super Sandstorm: "… each Benched Pokémon that has any damage counters on it"."""
    return _dmg("damage_each", amount=int(m[1]), whose="both", where="bench",
                slot_test=_THAT_HAS[m[2] or ""])


@pattern(rf"This attack does (\d+) damage to each Pokémon that has any damage counters on it "
         rf"\(both yours and your opponent's\), except for this Pokémon\.{BENCH_REMINDER}",
         kinds=ATTACK)
def damage_each_damaged(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Raichu's Collateral Bolts: those damaged before this attack's damage."""
    return _dmg("damage_each", amount=int(m[1]), whose="both", where="any", damaged=True,
                but_self=True)


@pattern(r"This Pokémon (?:also )?does (\d+) damage to itself( for each damage counter on it)?\.",
         kinds=ATTACK)
def damage_itself(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Palafin's Vanguard Punch: "… for each damage counter on it" counts those on it before
    the attack's damage is placed."""
    if m[2]:
        return _dmg("damage_self", amount=int(m[1]), count=count("damage counter on this Pokémon"))
    return _dmg("damage_self", amount=int(m[1]))


@pattern(r"For each of your opponent's Pokémon, flip a coin\.", kinds=ATTACK)
def flip_for_each_pokemon(m: re.Match[str], ctx: Context) -> list[Piece]:
    return _dmg("flip_for_each_pokemon", whose="opponent")


@pattern(rf"If heads, this attack does (\d+) damage to that Pokémon\.{BENCH_REMINDER}",
         kinds=ATTACK)
def damage_to_heads(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "For each of your opponent's Pokémon, flip a coin": each that came up heads; after
    "Choose 1 of your opponent's Pokémon. Flip a coin." (Fastball): the chosen one, if heads."""
    if any(p.op[0] == "flip_for_each_pokemon" for p in ctx.prior):
        return _dmg("damage_remembered", amount=int(m[1]))
    if any(p.op[0] == "choose_times" for p in ctx.prior):
        return [Piece(("damage_remembered", {"amount": int(m[1]), "var": "chosen"}, "heads"),
                      part="damage")]
    return None


@pattern(r"Choose 1 of your opponent's Pokémon and (flip .+)", kinds=ATTACK)
def choose_and_flip(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Tauros's Target Together: the choice (remembered as ``chosen``), then the coins."""
    flips = compile_sentence(m[1][0].upper() + m[1][1:], ctx)
    if not flips or flips[0].op[0] != "flip":
        return None
    return [Piece(("choose_times", {"n": 1}), part="damage"), *flips]


@pattern(rf"This attack does (\d+) damage to the chosen Pokémon for each heads\.{BENCH_REMINDER}",
         kinds=ATTACK)
def damage_to_chosen_per_heads(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    if not any(p.op[0] == "choose_times" for p in ctx.prior):
        return None
    return _dmg("damage_remembered", amount=int(m[1]), var="chosen", per="heads")


# -- Knock Out by an effect (PTCG:I-D) ---------------------------------------------------------
@pattern(r"Knock Out each of your opponent's Pokémon that has (\d+) HP or less remaining\.",
         kinds=ATTACK)
def knock_out_each(m: re.Match[str], ctx: Context) -> list[Piece]:
    return _effect("knock_out_each", hp_at_most=int(m[1]))


@pattern(r"Knock Out (your opponent's Active|1 of your opponent's Benched) (Basic )?Pokémon\.",
         kinds=ATTACK)
def knock_out_one(m: re.Match[str], ctx: Context) -> list[Piece]:
    """An attack's effect, not damage (attack step 5; Hydrapple's Hydra Breath, Alolan
    Exeggutor ex's Swinging Sphene after a coin): the Active one, or a Benched one the
    attacker chooses, of the kind named."""
    args: dict[str, Any] = {"target": "opponent_active" if "Active" in m[1] else "opponent_bench"}
    if m[2]:
        args["what"] = F.basic_pokemon
    return _effect("knock_out", **args)


# -- damage counters (PTCG:II-C-07) ----------------------------------------------------------
_ON = {
    "your opponent's Active Pokémon": ("opponent", "active"),
    "your opponent's Pokémon": ("opponent", "any"),
    "your opponent's Benched Pokémon": ("opponent", "bench"),
    "this Pokémon": ("yours", "active"),
    "your Active Pokémon": ("yours", "active"),
}
ON = "(" + "|".join(re.escape(k) for k in _ON) + ")"


@pattern(rf"(?:Put|Place) {NUM} damage counters? on {ON}(?: for each (.+))?\.",
         kinds=("attack", "trainer"))
def put_counters(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Place 2 damage counters on your opponent's Active Pokémon [for each card in your
    hand]": the count is read when the effect is done (step 5); a Trainer's "… on your Active
    Pokémon" (Team Rocket's Venture Bomb, tails)."""
    if ctx.kind == "trainer" and m[2] == "this Pokémon":
        return None
    whose, where = _ON[m[2]]
    if where != "active":
        return None  # "on your opponent's Pokémon" without "each" or "in any way" is not a form
    if m[3] is None:
        return _effect("put_counters", n=number(m[1]), whose=whose, where=where)
    per = count(m[3])
    return None if per is None else _effect("put_counters", n=number(m[1]), whose=whose,
                                            where=where, times=per)


@pattern(rf"(?:Put|Place) {NUM} damage counters? on {NUM} of {ON}(?: for each (.+))?\.",
         kinds=("attack", "ability", "trainer"))
def put_counters_chosen(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """An attack's, an Ability's or a Trainer's effect (Team Rocket's Golbat's Sneaky Bite,
    Team Rocket's Venture Bomb); "… for each Basic Grass Energy card in your discard pile"
    (Sinistcha ex), counted when it is done."""
    whose, where = _ON[m[3]]
    if m[4] is None:
        return _effect("put_counters", n=number(m[1]), whose=whose, where=where, k=number(m[2]))
    per = count(m[4])
    if per is None:
        return None
    out = _effect("put_counters", n=number(m[1]), whose=whose, where=where, k=number(m[2]),
                  times=per)
    pile = re.fullmatch(r"(.+ card) in your discard pile", m[4])
    if pile and ctx.ahead and _THOSE.fullmatch(ctx.ahead[0]):
        # "Then, shuffle those Energy cards into your deck" (Sinistcha ex's Re-Brew): the cards
        # counted are every such card there: all of them, read here where their kind is named
        those = compile_sentence(f"Shuffle all {pile[1]}s from your discard pile into your "
                                 "deck.", ctx)
        if those is None:
            return None
        out += [Piece(p.op, part="effects") for p in those]
    return out


_THOSE = re.compile(r"Then, shuffle those (?:Energy )?cards into your deck\.")


@pattern(_THOSE.pattern, kinds=ATTACK)
def shuffle_those_counted(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Read with the sentence before it (:func:`put_counters_chosen`): nothing of its own."""
    if not (ctx.prior and ctx.prior[-1].op[0] == "take_cards"
            and ctx.prior[-1].op[1]["src"] == "discard" and ctx.prior[-1].op[1]["to"] == "deck"):
        return None
    return []


@pattern(rf"Choose {NUM} of {ON} and put {NUM} damage counters? on each of them\.",
         kinds=("attack", "ability"))
def choose_and_put_counters(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Choose 2 of your opponent's Pokémon and put 3 damage counters on each of them": the
    same as "Put 3 damage counters on 2 of your opponent's Pokémon"."""
    whose, where = _ON[m[2]]
    return _effect("put_counters", n=number(m[3]), whose=whose, where=where, k=number(m[1]))


@pattern(r"Put up to (\d+) damage counters on this Pokémon\.", kinds=ATTACK)
def counters_on_self_up_to(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Walking Wake: before the damage the next sentence counts ("This attack does 20 damage for
    each damage counter you placed in this way")."""
    if not (ctx.ahead and ctx.ahead[0].endswith(" for each damage counter you placed in this way.")):
        return None
    return _dmg("counters_on_self_up_to", n=int(m[1]))


@pattern(rf"(?:Put|Place) {NUM} damage counters? on each of {ON}( that has any damage counters "
         r"on it)?\.", kinds=ATTACK)
def put_counters_each(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"… on each of your opponent's Pokémon [that has any damage counters on it]": which are
    damaged is seen at attack step 5, after this attack's damage."""
    whose, where = _ON[m[2]]
    if m[3]:
        return _effect("put_counters", n=number(m[1]), whose=whose, where=where, damaged=True)
    return _effect("put_counters", n=number(m[1]), whose=whose, where=where)


@pattern(rf"(?:Put|Place) {NUM} damage counters on each Pokémon that has an Ability \(both yours "
         r"and your opponent's\)\.", kinds=ATTACK)
def put_counters_with_ability(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Cofagrigus's Law of the Underworld (this Pokémon too, if it has an Ability)."""
    return _effect("put_counters", n=number(m[1]), whose="both", where="any", with_ability=True)


@pattern(r"You may move any number of damage counters from your opponent's (?:Benched Pokémon to "
         r"their Active Pokémon|(Pokémon to their other Pokémon in any way you like))\.",
         kinds=ATTACK)
def move_bench_counters_to_active(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Sableye's Damage Collection (effects.counter_moves.move_any_from_bench_to_active);
    Alakazam's Strange Hacking, "… to their other Pokémon in any way you like"
    (effects.counter_moves.move_any_among)."""
    return _effect("move_any_among" if m[1] else "move_any_from_bench_to_active")


_TIMES = {"double": 2, "triple": 3, "quadruple": 4}


@pattern(rf"[Cc]hoose {NUM} of {ON} and (double|triple|quadruple) the number of damage counters "
         r"on each of them\.", kinds=ATTACK)
def multiply_counters(m: re.Match[str], ctx: Context) -> list[Piece]:
    whose, where = _ON[m[2]]
    return _effect("multiply_counters", factor=_TIMES[m[3]], k=number(m[1]), whose=whose,
                   where=where)


@pattern(rf"(Double|Triple) the number of damage counters on each of {ON}\.", kinds=ATTACK)
def multiply_counters_each(m: re.Match[str], ctx: Context) -> list[Piece]:
    """N's Vanilluxe: every one of them (as many as are chosen: all)."""
    whose, where = _ON[m[2]]
    return _effect("multiply_counters", factor=_TIMES[m[1].lower()], k=60, whose=whose,
                   where=where)


@pattern(rf"(?:Put|Place) {NUM} damage counters on {ON} in any way you like\.", kinds=ATTACK)
def spread_counters(m: re.Match[str], ctx: Context) -> list[Piece]:
    whose, where = _ON[m[2]]
    return _effect("spread_counters", n=number(m[1]), whose=whose, where=where)


@pattern(r"During Pokémon Checkup, (?:put|place) (\d+) damage counters on that Pokémon instead of "
         r"1\.", kinds=ATTACK)
def poison_counters(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Your opponent's Active Pokémon is now Poisoned." (PTCG:II-E-16)."""
    return _effect("poison_counters", n=int(m[1]))


@pattern(r"Put (\d+) damage counters instead of 3 on that Pokémon for this Special Condition\.",
         kinds=ATTACK)
def confusion_counters(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Your opponent's Active Pokémon is now Confused." (Lanturn)."""
    return _effect("confusion_counters", n=int(m[1]))


@pattern(r"Move all damage counters from 1 of your (Benched )?(.*?Pokémon) to (your opponent's "
         r"Active Pokémon|1 of your opponent's Pokémon)\.", kinds=ATTACK)
def move_all_counters(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Team Rocket's Wobbuffet, Flutter Mane, Cofagrigus: moved, not damage (PTCG:II-C-08)."""
    kind = pokemon_filter(m[2])
    if kind is None:
        return None
    return _effect("move_up_to_counters", n=0, bench_only=bool(m[1]),
                   what=None if m[2] == "Pokémon" else kind[0], to_active=m[3].startswith("your"))


@pattern(r"Move 1 damage counter from 1 of your (.*?Pokémon) to another of your Pokémon\.",
         kinds=("ability",))
def move_counter_among_yours(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Team Rocket's Orbeetle's Rocket Brain (as often as you like: one counter each use)."""
    kind = pokemon_filter(m[1])
    if kind is None:
        return None
    return _effect("move_up_to_counters", n=1, to_yours=True,
                   what=None if m[1] == "Pokémon" else kind[0])


@pattern(r"(?:Put|Place) damage counters on (your opponent's Active Pokémon|each of your opponent's "
         r"Benched Pokémon) until its remaining HP is (\d+)\.", kinds=ATTACK)
def counters_until_remaining(m: re.Match[str], ctx: Context) -> list[Piece]:
    """On the Active Pokémon, or on each Benched one (Palossand ex's Barite Jail)."""
    return _effect("counters_until_remaining", hp=int(m[2]), bench=m[1].startswith("each"))


# -- effects that last into the next turn (PTCG:II-C-16, II-C-17, II-E-01, II-E-03) ------------
def _until_opponent_next(fx: dict[str, object], target: str = "self") -> Piece:
    return Piece(("add_effect", {"fx": fx, "until": "opponent_next_turn", "target": target}))


_FROM = {"": None, " from Basic Pokémon": "Basic", " from Pokémon ex": "ex",
         " from Evolution Pokémon": "Evolution", " from Ancient Pokémon": "Ancient",
         " from Future Pokémon": "Future", " from Burned Pokémon": "Burned",
         " from Pokémon that have an Ability": "Ability",
         " from Basic non-Colorless Pokémon": "Basic non-Colorless"}
FROM = r"( from [A-Za-zé\- ]+)?"


@pattern(rf"During your opponent's next turn, this Pokémon takes (\d+) (less|more) damage from "
         rf"attacks{FROM} \(after applying Weakness and Resistance\)\.", kinds=ATTACK)
def takes_less(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Damage step 5 (PTCG:I-A-01), "[from Evolution Pokémon]": only against those attackers
    (``continuous.ATTACKERS``)."""
    frm = m[3] or ""
    if frm not in _FROM:
        return None
    n = int(m[1]) * (-1 if m[2] == "less" else 1)
    fx: dict[str, object] = {"kind": "dmg_taken", "amt": n, "label": f"{ctx.name}: {n:+d}"}
    if _FROM[frm] is not None:
        fx["only_from"] = _FROM[frm]
    return [_until_opponent_next(fx)]


@pattern(r"During your opponent's next turn, this Pokémon has no Weakness\.", kinds=ATTACK)
def no_weakness(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Damage step 3 skips it (``continuous.weaknesses``)."""
    return [_until_opponent_next({"kind": "no_weakness", "label": f"{ctx.name}: no Weakness"})]


@pattern(r"(?:Until the end of your next turn, the Defending Pokémon's Weakness is now "
         rf"{TYPES}|The Defending Pokémon's Weakness is now {TYPES} until the end of your next "
         r"turn)\. \((The amount of Weakness doesn't change|Apply Weakness as ×2)\.\)",
         kinds=ATTACK)
def weakness_now(m: re.Match[str], ctx: Context) -> list[Piece]:
    """PTCG:II-E-21: the Defending Pokémon's Weakness is of the new type, its amount as printed
    (one with no Weakness keeps none) or "×2" (``continuous.weaknesses``)."""
    type_ = m[1] or m[2]
    fx = {"kind": "weakness", "label": f"{ctx.name}: Weakness {type_}", "to": type_,
          "x2": m[3].startswith("Apply")}
    return [Piece(("add_effect", {"fx": fx, "until": "end_of_your_next_turn",
                                  "target": "opponent_active"}))]


_BY = {"": None, " by your opponent's Pokémon ex": "ex"}


@pattern(r"During your opponent's next turn, prevent all damage from and effects of attacks done "
         r"to (this|that) Pokémon( by your opponent's Pokémon ex)?\.", kinds=("attack", "trainer"))
def prevent_damage_and_effects(m: re.Match[str], ctx: Context) -> list[Piece]:
    """PTCG:II-C-16, II-C-17; "that Pokémon": the one chosen before (Acerola's Mischief); "by
    your opponent's Pokémon ex": only from those attackers (``continuous.ATTACKERS``)."""
    target = "self" if m[1] == "this" else "remembered"
    extra = {"only_from": _BY[m[2] or ""]} if m[2] else {}
    return [_until_opponent_next({"kind": kind, "label": ctx.name, **extra}, target)
            for kind in ("prevent_damage", "prevent_effects")]


@pattern(r"During your opponent's next turn, prevent all damage done to this Pokémon by attacks"
         rf"{FROM}\.", kinds=ATTACK)
def prevent_damage(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    frm = m[1] or ""
    if frm not in _FROM:
        return None
    fx: dict[str, object] = {"kind": "prevent_damage", "label": ctx.name}
    if _FROM[frm] is not None:
        fx["only_from"] = _FROM[frm]
    return [_until_opponent_next(fx)]


@pattern(r"During your opponent's next turn, attacks used by the Defending Pokémon do (\d+) less "
         r"damage \(before applying Weakness and Resistance\)\.", kinds=ATTACK)
def defending_does_less(m: re.Match[str], ctx: Context) -> list[Piece]:
    n = int(m[1])
    fx = {"kind": "dmg_dealt", "amt": -n, "label": f"{ctx.name}: -{n}"}
    return [_until_opponent_next(fx, target="opponent_active")]


@pattern(r"During your next turn, the Defending Pokémon takes (\d+) more damage from attacks "
         r"\(after applying Weakness and Resistance\)\.", kinds=ATTACK)
def defending_takes_more(m: re.Match[str], ctx: Context) -> list[Piece]:
    n = int(m[1])
    fx = {"kind": "dmg_taken", "amt": n, "label": f"{ctx.name}: +{n}"}
    return [Piece(("add_effect", {"fx": fx, "until": "your_next_turn",
                                  "target": "opponent_active"}))]


@pattern(r"During your opponent's next turn, prevent all damage done to this Pokémon by attacks "
         r"if that damage is (\d+) or less\.", kinds=ATTACK)
def prevent_small_damage(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [_until_opponent_next({"kind": "prevent_damage", "label": ctx.name,
                                  "at_most": int(m[1])})]


@pattern(r"During your next turn, attacks used by this Pokémon do (\d+) more damage to your "
         r"opponent's Active Pokémon \(before applying Weakness and Resistance\)\.", kinds=ATTACK)
def next_turn_more(m: re.Match[str], ctx: Context) -> list[Piece]:
    n = int(m[1])
    fx = {"kind": "dmg_dealt", "amt": n, "label": f"{ctx.name}: +{n}", "vs_active": True}
    return [Piece(("add_effect", {"fx": fx, "until": "your_next_turn"}))]


@pattern(rf"During your opponent's next turn, if this Pokémon is damaged by an attack \(even if "
         rf"(?:this Pokémon|it) is Knocked Out\), (?:put|place) ({NUM} damage counters|damage "
         rf"counters) on the Attacking Pokémon( equal to the damage done to this Pokémon)?\.", kinds=ATTACK)
def counter_when_damaged(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """PTCG:II-E-03: N counters, or as many as the damage done to it (10 per counter)."""
    if bool(m[2]) == bool(m[3]):
        return None  # a number and "equal to …" together, or neither: not a printed form
    n: int | str = number(m[2]) if m[2] else "damage"
    return [_until_opponent_next({"kind": "when_damaged", "counters": n, "label": ctx.name})]
