"""Pokémon Tools, Stadiums and Special Energy from their printed text (PTCG:I-B-02, I-B-04,
I-C).

Their sentences say what holds while the card is in play (continuous effects,
:class:`~tcgsim.pokemon.rules.continuous.Passive`), what the card does at a moment it names
("is damaged by an attack", "When you attach this card from your hand"), what Energy
it provides, or, for a Stadium, what each player may do once during their turn. Every
sentence must be understood, or the card is not compiled (never guessed).

    "The Basic Pokémon this card is attached to gets +50 HP."
    "As long as this card is attached to a Pokémon, it provides [W] Energy."
    "Each Basic Pokémon in play (both yours and your opponent's) gets +30 HP."
    "Once during each player's turn, that player may …" (the rest compiled as "you" text)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tcgsim.pokemon.compiler.core import (
    Context,
    Regex,
    compile_text,
    first_understood,
    marked,
    sentences,
    split_parts,
)
from tcgsim.pokemon.compiler.filters import TYPES, hand_cost
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.carddb import CardDef, cards
from tcgsim.pokemon.model.impl import TrainerImpl
from tcgsim.pokemon.registry import ATTACHED_SENTENCES
from tcgsim.pokemon.rules.continuous import ATTACKERS, Passive, Query, Source
from tcgsim.pokemon.rules.energy import EVERY_TYPE, either
from tcgsim.pokemon.rules.would_change import script_check

KINDS = ("Pokémon Tool", "Stadium")
Fields = dict[str, Any]
SentenceFn = Callable[[re.Match[str], CardDef], "Fields | None"]
TOOL, STADIUM, ENERGY = "Pokémon Tool", "Stadium", "Special Energy"
AFTER_WR = r" \(after applying Weakness and Resistance\)"
BEFORE_WR = r" \(before applying Weakness and Resistance\)"
BOTH = r" \(both yours and your opponent's\)"
KO_EVEN = r" \(even if this (?:[\w'é ]+ )?Pokémon is Knocked Out\)"


def sentence(regex: str, *kinds: str) -> Callable[[SentenceFn], SentenceFn]:
    """Mark a sentence shape for the card kinds that print it (tried in the order of the hook
    point ``registry.ATTACHED_SENTENCES``)."""
    return marked(regex, kinds or (TOOL, STADIUM, ENERGY))


# -- "X Pokémon": which Pokémon a sentence names ------------------------------------------------
STAGES = ("Basic", "Stage 1", "Stage 2")
KIND_WORDS = ("Ancient", "Future", "Tera")
KIND = r"((?:[\w'é-]+ )*?)Pokémon( ex)?"
OWNER = Regex(r"((?:[A-Z][\w.é-]* )*[A-Z][\w.é-]*'s)(?: |$)")


def pokemon_kind(words: str, ex: bool = False) -> Callable[[CardDef], bool] | None:
    """'Basic', 'Grass', 'Ancient', "Cynthia's", 'Stage 2', 'Evolution', '' (+ ' ex') ->
    a filter over the Pokémon's card; None for words not understood."""
    tests: list[Callable[[CardDef], bool]] = []
    rest = words.strip()
    owner = OWNER.match(rest)
    if owner is not None:  # "Cynthia's Pokémon", "Team Rocket's Pokémon": the name says whose
        tests.append(F.trainers_pokemon(owner[1]))
        rest = rest[owner.end():]
    while rest:
        for stage in STAGES:
            if rest.startswith(stage):
                tests.append(lambda d, s=stage: d.stage == s)
                rest = rest[len(stage):].strip()
                break
        else:
            word, _, rest = rest.partition(" ")
            if word == "Evolution":
                tests.append(lambda d: d.stage not in (None, "Basic"))
            elif word in KIND_WORDS:
                tests.append(lambda d, w=word: w in d.subtypes)
            elif word in TYPES:
                tests.append(lambda d, t=word: t in d.types)
            else:
                return None
    if ex:
        tests.append(lambda d: "ex" in d.subtypes)
    return F.all_of(F.pokemon, *tests)  # asked of each Pokémon at every decision: no generator


def named_pokemon(name: str) -> Callable[[CardDef], bool] | None:
    """'Pikachu ex', 'Psyduck': a Pokémon the card names (one that exists)."""
    if not any(d.is_pokemon for d in cards().by_name(name)):
        return None
    return lambda d: d.name == name


def _holder(what: Callable[[CardDef], bool] | None) -> Callable[[Any, Source], bool] | None:
    """A Tool's or Special Energy's condition on the Pokémon it is attached to."""
    if what is None:
        return None
    return lambda g, src: what(g.top(src.slot))


def _each(what: Callable[[CardDef], bool]) -> Callable[[Any, Source, Any], bool]:
    """A Stadium's "each X Pokémon in play": the Pokémon a passive affects."""
    return lambda g, src, slot: what(g.top(slot))


HOLDER = rf"The {KIND} this card is attached to"


def _holder_kind(m: re.Match[str], group: int = 1) -> Callable[[CardDef], bool] | None:
    return pokemon_kind(m[group] or "", bool(m[group + 1]))


# -- what the Pokémon it is attached to gets ----------------------------------------------------
PREDICATES: list[tuple[Regex, Callable[[re.Match[str]], tuple[Passive, ...]]]] = [
    (Regex(r"gets \+(\d+) HP"), lambda m: (Passive("hp", int(m[1])),)),
    (Regex(r"gets -(\d+) HP"), lambda m: (Passive("hp", -int(m[1])),)),
    (Regex(r"has no Retreat Cost"), lambda m: (Passive("free_retreat"),)),
    (Regex(r"recovers from all Special Conditions,? and can't be affected by any Special "
                r"Conditions"), lambda m: (Passive("no_conditions"),)),
    # "recovers from all Special Conditions and can't be affected by any": one continuous
    # effect (continuous.recover_immune clears what such a Pokémon has)
    (Regex(r"recovers from all Special Conditions"), lambda m: ()),
    (Regex(r"can't be affected by any Special Conditions"),
     lambda m: (Passive("no_conditions"),)),
    (Regex(r"(?:the )?attacks it uses do (\d+) more damage to your opponent's Active "
                rf"Pokémon{BEFORE_WR}"), lambda m: (Passive("dmg_dealt", int(m[1]), vs_active=True),)),
    (Regex(rf"takes (\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}"),
     lambda m: (Passive("dmg_taken", -int(m[1])),)),
]


def predicates(text: str) -> tuple[Passive, ...] | None:
    """"gets +60 HP, recovers from …, and can't be affected …": each part a passive."""
    parts = re.split(r",? and (?=the attacks|can't|has|gets|recovers|takes)|, (?=recovers|gets|has)",
                     text)
    out: list[Passive] = []
    for part in parts:
        for regex, fn in PREDICATES:
            m = regex.fullmatch(part)
            if m is not None:
                out += fn(m)
                break
        else:
            return None
    return tuple(out)


def _narrowed(passives: tuple[Passive, ...], when: Callable[[Any, Source], bool] | None,
              affects: Any = "self") -> tuple[Passive, ...]:
    return tuple(replace(p, affects=affects, when=when) for p in passives)


@sentence(rf"{HOLDER} (.+)\.", TOOL, ENERGY)
def holder_gets(m: re.Match[str], card: CardDef) -> Fields | None:
    """"The [Basic/Grass/Ancient/…] Pokémon this card is attached to gets +N HP / has no
    Retreat Cost / recovers from all Special Conditions … / takes N less damage …"."""
    what = _holder_kind(m)
    got = predicates(m[3])
    if what is None or got is None:
        return None
    return {"passives": _narrowed(got, _holder(what))}


@sentence(r"The Retreat Cost of the Pokémon this card is attached to is ((?:\[C\]|Colorless)+) "
          r"(less|more)\.", TOOL)
def holder_retreat(m: re.Match[str], card: CardDef) -> Fields:
    n = _colorless(m[1]) * (-1 if m[2] == "less" else 1)
    return {"passives": (Passive("retreat_cost", n),)}


def _colorless(s: str) -> int:
    return s.count("Colorless") + s.count("[C]")


@sentence(rf"Attacks used by the {KIND} this card is attached to do (\d+) more damage to "
          rf"your opponent's Active Pokémon( ex)?{BEFORE_WR}\.", TOOL, ENERGY)
def holder_more_damage(m: re.Match[str], card: CardDef) -> Fields | None:
    """"Attacks used by the [X] Pokémon this card is attached to do N more damage to your
    opponent's Active Pokémon [ex]" (damage step 2): a Tool, or a Special Energy (Voltaic
    Lightning Energy)."""
    what = _holder_kind(m) if m[1] or m[2] else pokemon_kind("")
    if what is None:
        return None
    return {"passives": (Passive("dmg_dealt", _more_against(int(m[3]), bool(m[4])),
                                 when=_holder(what), vs_active=True),)}


def _more_against(n: int, ex_only: bool) -> Callable[[Any, Source, Query], int]:
    def value(g: Any, src: Source, q: Query) -> int:
        if ex_only and (q.defender is None or "ex" not in g.top(q.defender).subtypes):
            return 0
        return n

    return value


@sentence(rf"Attacks used by the {KIND} this card is attached to cost ((?:\[C\]|Colorless)+) "
          rf"less and do (\d+) more damage to your opponent's Active Pokémon{BEFORE_WR}\.", TOOL)
def holder_cheaper_and_more(m: re.Match[str], card: CardDef) -> Fields | None:
    """"Attacks used by the Hop's Pokémon this card is attached to cost [C] less and do 30
    more damage to your opponent's Active Pokémon" (PTCG:II-D-12, II-B-04)."""
    what = _holder_kind(m)
    if what is None:
        return None
    when = _holder(what)
    return {"passives": (Passive("attack_cost", -_colorless(m[3]), when=when),
                         Passive("dmg_dealt", int(m[4]), when=when, vs_active=True))}


@sentence(r"Attacks used by the ([\w' é-]+? ex) this card is attached to do (\d+) more damage to "
          rf"your opponent's Active Pokémon( ex)?{BEFORE_WR}\.", TOOL)
def named_holder_more_damage(m: re.Match[str], card: CardDef) -> Fields | None:
    """"Attacks used by the Pikachu ex this card is attached to do 50 more damage …"."""
    what = named_pokemon(m[1])
    if what is None:
        return None
    return {"passives": (Passive("dmg_dealt", _more_against(int(m[2]), bool(m[3])),
                                 when=_holder(what), vs_active=True),)}


@sentence(r"If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses "
          rf"do (\d+) more damage to your opponent's Active Pokémon( ex)?{BEFORE_WR}\.", TOOL)
def no_rule_box_more_damage(m: re.Match[str], card: CardDef) -> Fields:
    return {"passives": (Passive("dmg_dealt", _more_against(int(m[1]), bool(m[2])),
                                 when=lambda g, src: not g.top(src.slot).has_rule_box,
                                 vs_active=True),)}


@sentence(r"If you have more Prize cards remaining than your opponent, attacks used by the "
          r"Pokémon this card is attached to cost ((?:\[C\]|Colorless)+) less\.", TOOL)
def behind_cheaper(m: re.Match[str], card: CardDef) -> Fields:
    def behind(g: Any, src: Source) -> bool:
        return len(g.pl(src.owner)["prizes"]) > len(g.pl(1 - src.owner)["prizes"])

    return {"passives": (Passive("attack_cost", -_colorless(m[1]), when=behind),)}


@sentence(rf"When the {KIND} this card is attached to uses an attack, that attack costs (\d+) "
          r"Energy less\. \(The Energy can be of any type\.\)", TOOL)
def holder_cheaper_any_type(m: re.Match[str], card: CardDef) -> Fields | None:
    """Sparkling Crystal: N units fewer of any type (rules.costs.attack_costs)."""
    what = _holder_kind(m)
    if what is None:
        return None
    return {"passives": (Passive("attack_cost_any", int(m[3]), when=_holder(what)),)}


@sentence(rf"{HOLDER} takes (\d+) less damage from attacks from your opponent's "
          rf"((?:(?:{'|'.join(TYPES)}), )*(?:{'|'.join(TYPES)}),? or (?:{'|'.join(TYPES)})) "
          rf"Pokémon{AFTER_WR}\.", TOOL)
def holder_less_from_types(m: re.Match[str], card: CardDef) -> Fields | None:
    """"The Dragon Pokémon this card is attached to takes 50 less damage from attacks from
    your opponent's Grass, Fire, Water, or Lightning Pokémon" (damage step 5)."""
    what = _holder_kind(m)
    if what is None:
        return None
    types = set(re.split(r",? or |, ", m[4]))
    return {"passives": (Passive("dmg_taken", _less_from(int(m[3]), lambda d: bool(
        types & set(d.types))), when=_holder(what)),)}


@sentence(rf"As long as the {KIND} this card is attached to is on your Bench, prevent all damage "
          r"done to it by attacks from your opponent's Pokémon\.", TOOL, ENERGY)
def holder_benched_no_damage(m: re.Match[str], card: CardDef) -> Fields | None:
    """Shadowy Darkness Energy: on the Bench, its Darkness Pokémon takes no damage from the
    opponent's attacks (PTCG:II-C-16)."""
    what = _holder_kind(m) if m[1] or m[2] else pokemon_kind("")
    if what is None:
        return None

    def from_opponent(g: Any, src: Source, q: Query) -> bool:
        return q.attacker is not None and g.slot_owner(q.attacker["id"]) != src.owner

    return {"passives": (Passive("prevent_damage", from_opponent, where="bench",
                                 when=_holder(what)),)}


@sentence(rf"{HOLDER} takes (\d+) less damage from attacks from your opponent's Pokémon that "
          rf"have an Ability{AFTER_WR}\.", TOOL)
def holder_less_from_ability(m: re.Match[str], card: CardDef) -> Fields | None:
    what = _holder_kind(m)
    if what is None:
        return None
    return {"passives": (Passive("dmg_taken", _less_from(int(m[3]), lambda d: bool(d.abilities)),
                                 when=_holder(what)),)}


def _less_from(n: int, attacker: Callable[[CardDef], bool]) -> Callable[[Any, Source, Query], int]:
    def value(g: Any, src: Source, q: Query) -> int:
        return -n if q.attacker is not None and attacker(g.top(q.attacker)) else 0

    return value


@sentence(rf"If the Pokémon this card is attached to is damaged by an attack from your opponent's "
          rf"({'|'.join(TYPES)}) Pokémon, it takes (\d+) less damage{AFTER_WR}, and discard this "
          r"card\.", TOOL)
def berry(m: re.Match[str], card: CardDef) -> Fields:
    """"If the Pokémon this card is attached to is damaged by an attack from your opponent's
    Fire Pokémon, it takes 60 less damage (after …), and discard this card" (step 5)."""
    type_ = m[1]
    return {"passives": (Passive("dmg_taken", _less_from(int(m[2]), lambda d: type_ in d.types)),),
            "discard_when_used": True}


@sentence(r"As long as the Pokémon this card is attached to is in the Active Spot, the Retreat "
          r"Cost of both Active Pokémon is ((?:\[C\]|Colorless)+) more\.", TOOL)
def both_actives_retreat_more(m: re.Match[str], card: CardDef) -> Fields:
    def active(g: Any, src: Source, slot: Any) -> bool:
        return any(g.pl(p)["active"] is slot for p in (0, 1))

    return {"passives": (Passive("retreat_cost", _colorless(m[1]), affects=active,
                                 where="active"),)}


# -- "is in the Active Spot and is damaged by an attack from your opponent's Pokémon" ---------
DAMAGED = (rf"If the {KIND} this card is attached to (has Weakness to your opponent's Active "
           r"Pokémon's type, is in the Active Spot, and|is in the Active Spot and) is damaged by "
           rf"an attack from your opponent's Pokémon{KO_EVEN}, (.+)\.")
WHEN_DAMAGED: list[tuple[Regex, Callable[[re.Match[str]], tuple[Any, ...]]]] = [
    (Regex(r"(?:put|place) (\d+) damage counters on the Attacking Pokémon"),
     lambda m: ("counters_on_attacker", {"n": int(m[1])})),
    (Regex(r"draw (\d+) cards"), lambda m: ("draw", {"n": int(m[1])})),
    (Regex(r"the Attacking Pokémon is now (Asleep|Burned|Confused|Paralyzed|Poisoned)"),
     lambda m: ("apply_condition", {"condition": m[1].lower(), "target": "opponent_active"})),
]


@sentence(DAMAGED, TOOL, ENERGY)
def when_active_damaged(m: re.Match[str], card: CardDef) -> Fields | None:
    what = _holder_kind(m)
    if what is None:
        return None
    for regex, fn in WHEN_DAMAGED:
        mm = regex.fullmatch(m[4])
        if mm is not None:
            guard = "active"
            ops: tuple[Any, ...] = (("holder_is_active", {}),)
            if m[1] or m[2]:  # "If the Darkness Pokémon this card is attached to …"
                ops += (("holder_is", {"what": what, "var": "kind"}, guard),)
                guard = "kind"
            if m[3].startswith("has Weakness"):  # Adversity Policy
                ops += (("holder_weak_to_opponent_active", {"var": "weak"}, guard),)
                guard = "weak"
            return {"when_damaged": ops + ((*fn(mm), guard),)}
    return None


@sentence(rf"If the {KIND} this card is attached to is Knocked Out by damage from an attack from "
          r"your opponent's Pokémon, that player takes (\d+) (more|fewer) Prize cards?\.", TOOL,
          ENERGY)
def prizes_when_knocked_out(m: re.Match[str], card: CardDef) -> Fields | None:
    """"If the Lillie's Pokémon this card is attached to is Knocked Out by damage from an
    attack from your opponent's Pokémon, that player takes 1 fewer Prize card" (PTCG:I-D)."""
    what = _holder_kind(m)
    if what is None:
        return None
    n = int(m[3]) * (1 if m[4] == "more" else -1)
    return {"passives": (Passive("extra_prizes", n, when=_holder(what)),)}


@sentence(r"If the Pokémon this card is attached to has full HP and would be Knocked Out by damage "
          r"from an attack from your opponent's Pokémon, it is not Knocked Out, and its remaining "
          r"HP becomes 10\.", TOOL)
def survive_knock_out(m: re.Match[str], card: CardDef) -> Fields:
    """Survival Brace: the rule point of Sturdy ("not_knocked_out", read where attack damage is
    placed, PTCG:II-D-16), for the opponent's attacks only."""
    how = {"full_hp": True, "coin": False}

    def from_opponent(g: Any, src: Source, q: Query) -> dict[str, bool]:
        attacker = q.attacker
        return how if attacker is not None and g.slot_owner(attacker["id"]) != src.owner else {}

    return {"passives": (Passive("not_knocked_out", from_opponent),)}


@sentence(r"Then, discard this card\.", TOOL)
def then_discard_when_used(m: re.Match[str], card: CardDef) -> Fields:
    """After a text that enters the damage calculation (Survival Brace): the card is
    discarded once it was used (:func:`tcgsim.pokemon.rules.continuous.discard_used_up`)."""
    return {"discard_when_used": True}


@sentence(r"This effect of your (.+) can't be applied more than once per game\.", TOOL, ENERGY)
def once_per_game(m: re.Match[str], card: CardDef) -> Fields | None:
    """"This effect of your Legacy Energy can't be applied more than once per game": the
    card's passives go once a player applied them (``Passive.once_per_game``), and two of
    the cards on one Pokémon apply it once (they don't stack)."""
    if m[1] != card.name:
        return None
    return {"once_per_game": True}


@sentence(r"If you placed any damage counters in this way, discard this card\.", TOOL, ENERGY)
def discard_if_placed(m: re.Match[str], card: CardDef) -> Fields:
    """After "put N damage counters on the Attacking Pokémon": the card is used up."""
    return {"when_damaged": (("discard_this_card", {}, "placed"),)}


# -- Technical Machines ---------------------------------------------------------------------------
@sentence(r"The Pokémon this card is attached to can use the attack on this card\. \(You still "
          r"need the necessary Energy to use this attack\.\)", TOOL)
def technical_machine(m: re.Match[str], card: CardDef) -> Fields:
    return {}  # the attack is the card's own (tcgsim.pokemon.rules.attack.attacks_of)


@sentence(r"The ([\w' é-]+?) this card is attached to can use the attack on this card\. \(You "
          r"still need the necessary Energy to use this attack\.\)", TOOL)
def named_technical_machine(m: re.Match[str], card: CardDef) -> Fields | None:
    """"The Mega Zygarde ex this card is attached to can use the attack on this card"."""
    what = named_pokemon(m[1])
    return None if what is None else {"attack_holder": what}


@sentence(r"If this card is attached to 1 of your Pokémon, discard it at the end of your turn\.",
          TOOL, ENERGY)
def discard_end_of_turn(m: re.Match[str], card: CardDef) -> Fields:
    return {"end_of_turn": (("discard_this_card", {}),)}


# -- Special Energy -----------------------------------------------------------------------------
ENERGY_TYPES = r"(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless)"


@sentence(rf"As long as this card is attached to a Pokémon, it provides {ENERGY_TYPES} Energy\.",
          ENERGY)
def provides(m: re.Match[str], card: CardDef) -> Fields:
    units = [m[1]]
    return {"provides": lambda g, slot: list(units)}


@sentence(rf"As long as this card is attached to a Pokémon, it provides (\d+) in any combination "
          rf"of {ENERGY_TYPES} Energy and {ENERGY_TYPES} Energy\.", ENERGY)
def provides_either(m: re.Match[str], card: CardDef) -> Fields:
    """"… it provides 2 in any combination of [P] Energy and [D] Energy": N units, each paying
    for either type as it is used."""
    units = [either(m[2], m[3])] * int(m[1])
    return {"provides": lambda g, slot: list(units)}


@sentence(rf"This card can only be attached to an? {KIND}\.", ENERGY)
def attach_only_to(m: re.Match[str], card: CardDef) -> Fields | None:
    """"This card can only be attached to a Team Rocket's Pokémon": from the hand or by any
    effect (rules.energy.can_attach)."""
    what = _holder_kind(m)
    return None if what is None else {"attach_to": lambda g, slot: what(g.top(slot))}


@sentence(rf"If this card is attached to anything other than an? {KIND}, discard this card\.",
          ENERGY)
def discard_unless_attached_to(m: re.Match[str], card: CardDef) -> Fields | None:
    """"If this card is attached to anything other than a Team Rocket's Pokémon, discard this
    card": moved onto another Pokémon, it goes to the discard pile (rules.energy
    .move_energy_card)."""
    return attach_only_to(m, card)


@sentence(r"As long as this card is attached to a Pokémon, it provides every type of Energy but "
          r"provides only (\d+) Energy at a time\.", ENERGY)
def provides_every_type(m: re.Match[str], card: CardDef) -> Fields:
    """Energy of every type, N units (PTCG:II-D-08)."""
    units = [EVERY_TYPE] * int(m[1])
    return {"provides": lambda g, slot: list(units)}


@sentence(r"If the Pokémon this card is attached to has any other Special Energy attached, this "
          r"card provides Colorless Energy instead\.", ENERGY)
def colorless_beside_special(m: re.Match[str], card: CardDef) -> Fields:
    def other_special(g: Any, slot: Any) -> bool:
        return sum(g.d(c).is_special_energy for c in slot["energy"]) > 1

    return {"provides_instead": (other_special, ["Colorless"])}


@sentence(rf"Prevent all effects of attacks used by your opponent's Pokémon done to the {KIND} "
          r"this card is attached to\. \(Existing effects are not removed\. Damage is not an "
          r"effect\.\)", ENERGY, TOOL)
def prevent_effects(m: re.Match[str], card: CardDef) -> Fields | None:
    what = _holder_kind(m)
    if what is None:
        return None
    return {"passives": (Passive("prevent_effects", when=_holder(what)),)}


@sentence(r"If this card is attached to an? ([\w ]+?Pokémon), this card provides every type of "
          r"Energy but provides only (\d+) Energy at a time\.", ENERGY)
def every_type_if(m: re.Match[str], card: CardDef) -> Fields | None:
    """"If this card is attached to a Basic Pokémon, this card provides every type of Energy
    but provides only 1 Energy at a time" (PTCG:II-D-08): instead of what it provides else."""
    kind = re.fullmatch(KIND, m[1])
    what = _holder_kind(kind) if kind else None
    if what is None:
        return None
    return {"provides_instead": (lambda g, slot: what(g.top(slot)), [EVERY_TYPE] * int(m[2]))}


@sentence(rf"If this card is discarded by an effect of an attack used by the {KIND} this card is "
          r"attached to, (attach this card from your discard pile to that Pokémon after attacking|"
          r"put this card into your hand after attack damage and effects)\.", ENERGY)
def returns_after_attack(m: re.Match[str], card: CardDef) -> Fields | None:
    """Boomerang / Nitro Fire Energy: discarded by its own Pokémon's attack, it comes back."""
    what = _holder_kind(m)
    if what is None:
        return None
    return {"returns_after_attack": "attach" if m[3].startswith("attach") else "hand",
            "returns_if": what}


@sentence(r"When you attach this card from your hand to 1 of your Benched Pokémon, switch that "
          r"Pokémon with your Active Pokémon\.", ENERGY)
def attach_to_bench_switch(m: re.Match[str], card: CardDef) -> Fields:
    def benched(g: Any, p: int, slot: Any) -> bool:
        return g.pl(p)["active"] is not slot

    return {"on_attach": (("switch_in_this_pokemon", {}),), "on_attach_if": benched}


# -- Stadiums: what holds for each Pokémon in play ------------------------------------------------
@sentence(rf"Each ([\w' é-]+?) in play{BOTH} (.+)\.", STADIUM)
def each_in_play(m: re.Match[str], card: CardDef) -> Fields | None:
    """"Each Basic Pokémon in play (both yours and your opponent's) gets +30 HP."; "Each Mega
    Floette ex in play (both …) gets +150 HP." (a named Pokémon)."""
    kind = re.fullmatch(KIND, m[1])
    what = _holder_kind(kind) if kind else named_pokemon(m[1])
    got = predicates(m[2])
    if what is None or got is None:
        return None
    return {"passives": _narrowed(got, None, affects=_each(what))}


@sentence(rf"During Pokémon Checkup, put (\d+) more damage counters on each (Poisoned|Burned) "
          rf"(non-)?{KIND}{BOTH}\.", STADIUM)
def more_checkup_counters(m: re.Match[str], card: CardDef) -> Fields | None:
    """"During Pokémon Checkup, put 2 more damage counters on each Poisoned non-Darkness
    Pokémon (both yours and your opponent's)" (Perilous Jungle): Pokémon Checkup step 1
    (PTCG:I-F; ``continuous.checkup_counters``)."""
    what = _holder_kind(m, 4)
    if what is None:
        return None
    if m[3]:
        what = F.other_than(what)
    rule = "poison_more_counters" if m[2] == "Poisoned" else "burn_more_counters"
    return {"passives": (Passive(rule, int(m[1]), affects=_each(what)),)}


@sentence(rf"{KIND}(?: in play)?{BOTH} (have no Retreat Cost|take (\d+) less damage from attacks "
          rf"from the opponent's Pokémon{AFTER_WR})\.", STADIUM)
def kind_in_play(m: re.Match[str], card: CardDef) -> Fields | None:
    """"N's Pokémon in play (both …) have no Retreat Cost." / "Metal Pokémon (both …) take 30
    less damage from attacks from the opponent's Pokémon (after …)"."""
    what = _holder_kind(m)
    if what is None:
        return None
    if m[4] is None:
        ps = Passive("free_retreat", affects=_each(what))
    else:
        ps = Passive("dmg_taken", -int(m[4]), affects=_each(what))
    return {"passives": (ps,)}


_ATTACKING = {"Pokémon ex and Pokémon V": "ex_or_v", "Pokémon ex": "ex"}


@sentence(rf"Prevent all damage done to Pokémon that don't have a Rule Box{BOTH} by attacks from "
          rf"the opponent's ({'|'.join(_ATTACKING)})\.", STADIUM)
def no_rule_box_protected(m: re.Match[str], card: CardDef) -> Fields | None:
    """Neutralization Zone (PTCG:II-C-16): each player's Pokémon without a Rule Box, against
    the other player's attackers of that kind (``continuous.ATTACKERS``)."""
    kind = ATTACKERS[_ATTACKING[m[1]]]

    def prevents(g: Any, src: Source, q: Query) -> bool:
        attacker, target = q.attacker, q.target
        return (attacker is not None and target is not None
                and g.slot_owner(attacker["id"]) != g.slot_owner(target["id"])
                and not g.top(target).has_rule_box and kind(g, attacker))

    return {"passives": (Passive("prevent_damage", prevents, affects="all"),)}


@sentence(r"This card can't be put into your hand or deck from the discard pile\.")
def stays_in_discard(m: re.Match[str], card: CardDef) -> Fields | None:
    """Read where cards are taken from the discard pile (``effects.ops_zones.STAYS_IN_DISCARD``):
    nothing of the card's own."""
    return {}


@sentence(rf"Attacks used by {KIND}{BOTH} do (\d+) more damage to the opponent's Active "
          rf"Pokémon{BEFORE_WR}\.", STADIUM)
def kind_more_damage(m: re.Match[str], card: CardDef) -> Fields | None:
    """"Attacks used by Hop's Pokémon (both yours and your opponent's) do 30 more damage …"."""
    what = _holder_kind(m)
    if what is None:
        return None
    return {"passives": (Passive("dmg_dealt", int(m[3]), affects=_each(what), vs_active=True),)}


@sentence(rf"Attacks used by each {KIND} in play{BOTH} cost ((?:\[C\]|Colorless)+) (more|less)\.",
          STADIUM)
def each_attack_cost(m: re.Match[str], card: CardDef) -> Fields | None:
    what = _holder_kind(m)
    if what is None:
        return None
    n = _colorless(m[3]) * (1 if m[4] == "more" else -1)
    return {"passives": (Passive("attack_cost", n, affects=_each(what)),)}


@sentence(rf"The Retreat Cost of each ([\w' é-]+?) in play{BOTH} is ((?:\[C\]|Colorless)+) "
          r"(more|less)\.", STADIUM)
def each_named_retreat(m: re.Match[str], card: CardDef) -> Fields | None:
    """"The Retreat Cost of each Psyduck in play (both …) is [C] less"."""
    kind = re.fullmatch(KIND, m[1])
    what = _holder_kind(kind) if kind else named_pokemon(m[1])
    if what is None:
        return None
    n = _colorless(m[2]) * (1 if m[3] == "more" else -1)
    return {"passives": (Passive("retreat_cost", n, affects=_each(what)),)}


@sentence(r"You can put this card into play only if you discard an? ([\w' é-]+) in play, and you "
          r"can put this card into play during the same turn you play \1\.", STADIUM)
def replaces_stadium(m: re.Match[str], card: CardDef) -> Fields | None:
    """Ange Floette: played only onto that Stadium (which it discards, as any Stadium replaces
    another, PTCG:I-B-04), even in the turn that Stadium was played."""
    if not any(d.trainer_kind == STADIUM for d in cards().by_name(m[1])):
        return None
    return {"replaces_stadium": m[1]}


@sentence(rf"Pokémon Tools attached to each Pokémon{BOTH} have no effect\.", STADIUM)
def tools_no_effect(m: re.Match[str], card: CardDef) -> Fields:
    return {"passives": (Passive("no_tool_effects", affects="all"),)}


# -- Stadiums: "Once during each player's turn, that player may …" -----------------------------
THIRD_PERSON = (
    (r"\bthat player shuffles their deck\b", "shuffle your deck"),
    (r"\bthat player\b", "you"), (r"\bthey\b", "you"),
    (r"\btheir\b(?! name)", "your"),  # "cards that have "Antique" in their name" stays
)


def second_person(text: str) -> str:
    """What "that player" may do, as the sentence patterns read it: "search your deck …"."""
    for regex, repl in THIRD_PERSON:
        text = re.sub(regex, repl, text)
    return text


def compile_stadium_effect(rest: str, cond: Callable[[Any, int], bool] | None = None
                           ) -> TrainerImpl | None:
    """The declared part of a Stadium: compiled like a Trainer's text in the second person;
    offered only when its condition holds and it could change something (PTCG:I-B-04,
    II-D-05)."""
    text = second_person(rest)
    cost: tuple[Any, ...] = ()
    payable = None
    if (m := IN_ORDER_TO.fullmatch(text)) is not None:  # "discard 2 cards … in order to …"
        paid = hand_cost(m[1])
        if paid is None:
            return None
        (cost, payable), text = paid, m[2]
    text = text[0].upper() + text[1:]
    pieces = compile_text(text, Context("trainer"))
    if not pieces:
        return None
    parts = split_parts(pieces)
    ops = parts["before"] + parts["damage"] + parts["effects"]
    spent = sum(op[1]["n"] for op in cost if op[0] == "discard_from_hand")
    can_change = script_check(ops, hand_spent=spent)
    return TrainerImpl(stadium_effect=cost + ops, stadium_usable=lambda g, p: (
        (cond is None or cond(g, p)) and (payable is None or payable(g, p, None))
        and can_change(g, p, None)))


#: PTCG:II-E-30: a cost paid first, without which the effect can't be used
IN_ORDER_TO = re.compile(r"discard (.+?) from your hand in order to (.+)", re.S)


DECLARED = Regex(r"Once during each player's turn, (?:if (?:they|that player) (played a "
                      r"Supporter card from their hand this turn), )?(?:they|that player) may (.+)",
                      re.S)
STADIUM_CONDITIONS: dict[str, Callable[[Any, int], bool]] = {
    # "if they played a Supporter card from their hand this turn" (PTCG:II-E-25)
    "played a Supporter card from their hand this turn":
        lambda g, p: bool(g.s["tf"].get("supporter")),
}


# -- the whole card -------------------------------------------------------------------------------
def compile_attached_card(card: CardDef) -> TrainerImpl | None:
    """A Tool, Stadium or Special Energy: every sentence understood, or None."""
    kind = ENERGY if card.is_special_energy else card.trainer_kind
    if kind not in (TOOL, STADIUM, ENERGY):
        return None
    text = " ".join(card.rule_text.split())
    if kind == STADIUM:
        m = DECLARED.fullmatch(text)
        if m is not None:
            return compile_stadium_effect(m[2], STADIUM_CONDITIONS[m[1]] if m[1] else None)
    fields: Fields = {}
    for s in sentences(text):
        got = _sentence_fields(s, card, kind)
        if got is None:
            return None
        for k, v in got.items():
            fields[k] = fields.get(k, ()) + v if isinstance(v, tuple) else v
    if fields.pop("once_per_game", False):
        if not fields.get("passives"):
            return None  # "this effect" must be one the card has
        fields["passives"] = tuple(replace(p, once_per_game=True, stacks=False)
                                   for p in fields.get("passives", ()))
    if "provides_instead" in fields:
        fields["provides"] = _instead(fields.get("provides"), *fields.pop("provides_instead"))
    if not fields and not (kind == TOOL and card.attacks):
        return None
    return TrainerImpl(**fields)


def _instead(base: Any, when: Callable[[Any, Any], bool], units: list[str]) -> Any:
    """What the card provides "instead" where ``when(game, slot)`` holds."""
    def provides(g: Any, slot: Any) -> list[str]:
        if when(g, slot):
            return list(units)
        return base(g, slot) if base is not None else ["Colorless"]

    return provides


def _sentence_fields(s: str, card: CardDef, kind: str) -> Fields | None:
    return first_understood(ATTACHED_SENTENCES, kind, s, card)
