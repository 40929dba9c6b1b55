"""Continuous effects: what is true "as long as" a card is in play (PTCG:II-E-13).

A passive Ability ("This Pokémon takes 30 less damage from attacks"), a Pokémon Tool
("The Pokémon this card is attached to gets +50 HP") and a Stadium ("Each player may
have up to 8 Pokémon on their Bench") never *happen*: they hold while their card is in
play, and the rules ask for them at the moment they matter. So each rule point has one
query function here, and the engine calls that function instead of reading the printed
number:

    ===================  ==================================  ===========================
    rule point (``rule``) query                               asked by
    ===================  ==================================  ===========================
    retreat_cost          :func:`retreat_cost` (slot)         retreat (PTCG:I-A-03)
    free_retreat          (part of :func:`retreat_cost`)      "has no Retreat Cost"
    dmg_dealt             :func:`damage_modifiers` step 2     damage step 2 (PTCG:I-A-01)
    dmg_taken             :func:`damage_modifiers` step 5     damage step 5 (PTCG:I-A-01)
    prevent_damage        :func:`prevents_damage`             after damage step 6
    hp                    :func:`max_hp` (slot)               HP, Knock Out (PTCG:I-D)
    no_weakness           :func:`weaknesses` (slot)           damage step 3
    weakness              :func:`weaknesses` (slot)           damage step 3
    no_abilities          :func:`has_no_abilities` (slot)     using / applying Abilities
    no_self_ko_abilities  :func:`loses_self_ko_abilities`      declaring Abilities
    no_conditions         :func:`condition_immune` (slot)     Special Conditions
    cant_retreat          :func:`cant_retreat` (slot)         retreat (PTCG:I-A-03)
    cant_attack           :func:`cant_attack` (slot)          declaring an attack (II-C-15)
    cant_play             :func:`forbidden_kinds` (player)    playing cards from the hand
    bench_size            :func:`bench_size` (player)         putting Pokémon on the Bench
    unaffected_trainers   :func:`unaffected_by_trainer`       PTCG:II-E-29
    prevent_effects       :func:`prevents_attack_effects`     attack step 5 (PTCG:II-C-17)
    prevent_ability_effects :func:`prevents_ability_effects`  an opponent's Ability's effect
    not_knocked_out       :func:`knock_out_averted`           attack damage placed (II-D-16)
    bench_counters        :func:`counters_prevented`          putting damage counters
    extra_prizes          :func:`extra_prizes` (slot)         Knock Out step 3 (PTCG:I-D)
    plain_special_energy  :func:`special_energy_plain`        Special Energy (PTCG:I-C)
    attack_cost_only      :func:`attack_cost_only` (slot)     PTCG:II-E-32
    no_tool_effects       :func:`tools_have_no_effect`        Pokémon Tools (PTCG:I-B-02)
    attack_twice          :func:`attacks_twice` (slot)        after the attack (PTCG:I-A-01)
    counters_unmovable    :func:`counters_cant_move` (slot)   moving counters (II-C-08)
    benched_counters      :func:`counters_when_benched`       putting onto the Bench
    evolve_same_turn      :func:`evolves_same_turn` (slot)    evolving (PTCG:I-A-05)
    other_attacks         :func:`other_attacks` (slot)        the attacks it can use
    ignore_defender_effects :func:`ignores_defender_effects`  damage step 5 (PTCG:II-B-07)
    no_to_hand            :func:`kept_from_hand` (slot)       cards in play to the hand
    types                 :func:`pokemon_types` (slot)        a Pokémon's type (Weakness…)
    ===================  ==================================  ===========================

How a card contributes: its implementation carries ``passives``, a tuple of
:class:`Passive` (``AbilityImpl.passives`` for a Pokémon's Ability, ``TrainerImpl.passives``
for a Tool or a Stadium). Each one names its rule point, its value (a number, True, or
``fn(game, source, query) -> value``), where its source must be ("in play", "active",
"bench": "as long as this Pokémon is in the Active Spot"), and which Pokémon or
players it affects (``affects``: "self", "yours", "opponents", "all", "your_active",
"opponent_active", or ``fn(game, source, target_slot) -> bool``; for player-level rules
such as ``bench_size``: "yours", "opponents", "all"). ``when`` adds a condition on the
game (``fn(game, source) -> bool``: "if you have Mew in play, …"). ``stacks=False`` is
"this effect doesn't stack" (PTCG:II-E-15): one contribution per ability name.

Sources are found anew at each query (nothing live is stored in the game state):
Abilities of every Pokémon in play that has Abilities (:func:`has_no_abilities`),
the Tools and Special Energy attached to them (:func:`attached`), and the Stadium in play. Effects placed on one Pokémon by
attacks (``slot["fx"]`` with kind ``dmg_dealt`` / ``dmg_taken``, ...) are read by the
same queries, so every rule point has exactly one place that answers it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import compress
from typing import TYPE_CHECKING, Any

from tcgsim.pokemon.model.durations import effects, player_effects
from tcgsim.pokemon.model.impl import TrainerImpl, lookup_ability, lookup_trainer
from tcgsim.pokemon.model.per_card import per_card
from tcgsim.pokemon.model.state import Slot, clear_conditions_and_effects, in_play

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game

#: Rule points a passive may name (a misspelled rule is a mistake, caught at definition).
RULES = frozenset({
    "retreat_cost", "free_retreat", "dmg_dealt", "dmg_taken", "prevent_damage", "hp",
    "no_weakness", "no_abilities", "no_conditions", "bench_size", "unaffected_trainers",
    "attack_cost", "free_attack", "poison_counters", "burn_counters",
    "poison_more_counters", "burn_more_counters",
    "prevent_effects", "bench_counters", "extra_prizes", "plain_special_energy", "weakness",
    "attack_cost_only", "attack_cost_any", "prevent_ability_effects", "not_knocked_out",
    "no_tool_effects", "attack_twice", "counters_unmovable", "benched_counters",
    "no_self_ko_abilities", "cant_retreat", "cant_attack", "cant_play",
    "evolve_same_turn", "basic_energy_units", "reflip_coins", "tool_slots", "other_attacks",
    "ignore_defender_effects", "no_to_hand", "evolve_early", "evolve_into", "attack_first_turn",
    "evolved_counters", "keep_confused", "types", "weakness_times",
    "cant_be_healed", "retreat_flip",
})
BENCH_SIZE = 5  # PTCG:I-A-04
AFFECTS = ("self", "yours", "opponents", "all", "your_active", "opponent_active",
           "your_bench", "opponent_bench")
WHERE = ("in_play", "active", "bench")


@dataclass(frozen=True)
class Source:
    """Where a continuous effect comes from, found anew at each query."""

    owner: int
    slot: Slot | None  # the Pokémon with the Ability or the Tool; None for a Stadium
    card: int
    label: str  # "Hard Coat (Ability)", "Bravery Charm", … for the log


@dataclass(frozen=True)
class Query:
    """What the rules ask about: the Pokémon (or player) the answer is for, and the attack's
    two Pokémon at damage steps 2, 5 and 6; ``card`` is a Trainer being played."""

    target: Slot | None = None
    player: int | None = None
    attacker: Slot | None = None
    defender: Slot | None = None
    card: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


Value = Any  # a number, a bool, or fn(game, source, query) -> number/bool
Affects = str | Callable[["Game", Source, Slot], bool]


@dataclass(frozen=True)
class Passive:
    rule: str
    value: Value = True
    affects: Affects = "self"
    where: str = "in_play"
    when: Callable[[Game, Source], bool] | None = None
    stacks: bool = True
    #: "This effect of your <card> can't be applied more than once per game" (Legacy
    #: Energy): once a player's effect of that name applied (:func:`extra_prizes` records
    #: it), none of their cards of that name has it any more
    once_per_game: bool = False
    #: dmg_dealt: "… more damage to your opponent's Active Pokémon": the change is for damage
    #: to the Active Pokémon only; without it, damage to any Pokémon (the Bench included)
    #: gets it (PTCG:II-B-04, II-B-08)
    vs_active: bool = False

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"unknown rule point {self.rule!r}")
        if isinstance(self.affects, str) and self.affects not in AFFECTS:
            raise ValueError(f"unknown 'affects' {self.affects!r}")
        if self.where not in WHERE:
            raise ValueError(f"unknown 'where' {self.where!r}")


# -- sources ------------------------------------------------------------------------------
def _where_ok(g: Game, src: Source, where: str) -> bool:
    if where == "in_play" or src.slot is None:
        return True
    is_active = g.pl(src.owner)["active"] is src.slot
    return is_active if where == "active" else not is_active


def _sources(g: Game, rule: str) -> Iterator[tuple[Source, Passive]]:
    """Every passive for ``rule`` whose source is in play where it must be, and whose
    condition holds."""
    cards = g.passive_rules.get(rule)
    if not cards:
        return  # no card in either deck has such a passive: the common case, kept cheap
    tools_only: bool | None = None  # asked only when a Special Energy has a passive here
    no_tools: bool | None = None  # asked only when a Tool has a passive here
    for p in (0, 1):
        for slot in in_play(g.s, p):
            if slot["down"]:
                continue  # a face-down Pokémon has no text yet
            top = slot["cards"][-1]
            if top in cards:
                # Ability-blocking abilities are not checked against each other: a loop
                blocked = rule != "no_abilities" and has_no_abilities(g, slot)
                for label, ps in _passives_of(g, top)[rule]:
                    if not (blocked and label.endswith(ABILITY)):  # a Fossil's rule text stays
                        yield from _keep(g, Source(p, slot, top, label), ps)
            for c in slot["tools"]:
                if c in cards:
                    if no_tools is None:  # a Stadium may take every Tool's effect away
                        no_tools = tools_have_no_effect(g)
                    if no_tools:
                        break
                    for label, ps in _passives_of(g, c)[rule]:
                        yield from _keep(g, Source(p, slot, c, label), ps)
            for c in slot["energy"]:
                if c not in cards:
                    continue
                if tools_only is None:
                    # Special Energy's own text counts unless a Stadium takes it away
                    tools_only = special_energy_plain(g)
                if not tools_only:
                    for label, ps in _passives_of(g, c)[rule]:
                        yield from _keep(g, Source(p, slot, c, label), ps)
    st = g.s["stadium"]
    if st is not None and st in cards:
        for label, ps in _passives_of(g, st)[rule]:
            yield from _keep(g, Source(g.owner(st), None, st, label), ps)


def passive_index(g: Game) -> dict[str, frozenset[int]]:
    """rule point -> the cards of this game (both decks) that print a passive for it; the
    game keeps it as ``g.passive_rules`` (worked out once for all games of these decks)."""
    return g.deck_fact("passives", _build_index)


def _build_index(g: Game) -> dict[str, frozenset[int]]:
    found: dict[str, set[int]] = {}
    # each card's rule points kept by card id (per_card); only the cards that print one
    # visited here
    rules = per_card(g.s["defs"], range(len(g.defs)), _RULES, lambda c: _rules_of(g, c))
    for c in compress(range(len(rules)), rules):
        for rule in rules[c]:
            found.setdefault(rule, set()).add(c)
    return {rule: frozenset(cs) for rule, cs in found.items()}


_RULES: dict[str, tuple[str, ...]] = {}  # card id -> _rules_of (see per_card)


def _rules_of(g: Game, c: int) -> tuple[str, ...]:
    """The rule points card ``c`` prints a passive for (none for a basic Energy card)."""
    d = g.d(c)
    if d.is_energy and not d.is_special_energy:
        return ()
    return tuple(_passives_of(g, c))


def _present(g: Game, rule: str) -> bool:
    """Whether a card of either deck prints a passive for ``rule``. Most decks have few
    such cards and the rule points are asked at every decision, so each query first asks
    this and, when no card could answer, returns the printed value without building its
    :class:`Query` (the answer is the same: no sources, no contributions)."""
    return rule in g.passive_rules


ABILITY = " (Ability)"  # how a passive's label says it is an Ability's
#: card id -> rule point -> (label, passive) printed on that card; most cards have none, and
#: the queries run at every decision, so each card's text is looked up once per process.
_BY_CARD: dict[str, dict[str, tuple[tuple[str, Passive], ...]]] = {}


def _passives_of(g: Game, c: int) -> dict[str, tuple[tuple[str, Passive], ...]]:
    cid = g.s["defs"][c]
    known = _BY_CARD.get(cid)
    if known is None:
        d = g.d(c)
        found: dict[str, list[tuple[str, Passive]]] = {}
        if d.is_pokemon or g.in_play_defs[c].is_pokemon:  # a Fossil Item has Abilities too
            for a in d.abilities:
                ability_impl = lookup_ability(a.name, a.text)
                for ps in ability_impl.passives if ability_impl is not None else ():
                    found.setdefault(ps.rule, []).append((f"{a.name}{ABILITY}", ps))
        if not d.is_pokemon:
            impl = lookup_trainer(d.name_key)
            for ps in impl.passives if impl is not None else ():
                found.setdefault(ps.rule, []).append((d.name, ps))
        known = _BY_CARD[cid] = {rule: tuple(v) for rule, v in found.items()}
    return known


def stadium(g: Game) -> tuple[int, TrainerImpl] | None:
    """The Stadium in play and its implementation (PTCG:I-B-04), if any."""
    st = g.s["stadium"]
    impl = None if st is None else lookup_trainer(g.d(st).name_key)
    return None if impl is None else (st, impl)


def attached(g: Game, slot: Slot, tools_only: bool | None = None) -> list[tuple[int, TrainerImpl]]:
    """The Tools, then the Special Energy, attached to ``slot`` whose text has an effect now:
    none of a Special Energy's other text while Special Energy "has no other effect"."""
    out: list[tuple[int, TrainerImpl]] = []
    # the Stadium is asked about Tools and Special Energy only when some are attached
    if slot["tools"] and not tools_have_no_effect(g):
        for c in slot["tools"]:
            impl = lookup_trainer(g.d(c).name_key)
            if impl is not None:
                out.append((c, impl))
    specials = [c for c in slot["energy"] if g.d(c).is_special_energy]
    if not specials:
        return out
    if tools_only is None:
        tools_only = special_energy_plain(g)
    if tools_only:
        return out
    for c in specials:
        impl = lookup_trainer(g.d(c).name_key)
        if impl is not None:
            out.append((c, impl))
    return out


def _keep(g: Game, src: Source, ps: Passive) -> Iterator[tuple[Source, Passive]]:
    if (_where_ok(g, src, ps.where) and (ps.when is None or ps.when(g, src))
            and not (ps.once_per_game and applied_once(g, src.owner, src.label))):
        yield src, ps


def applied_once(g: Game, p: int, label: str) -> bool:
    """Whether player ``p``'s once-per-game effect ``label`` was applied this game."""
    return label in g.s.get("applied_once", ((), ()))[p]


def _affects_slot(g: Game, src: Source, ps: Passive, target: Slot) -> bool:
    a = ps.affects
    if callable(a):
        return a(g, src, target)
    owner = _slot_owner(g, target)
    if a == "self":
        return src.slot is target
    if a == "all":
        return True
    mine = owner == src.owner
    if a in ("yours", "opponents"):
        return mine == (a == "yours")
    active = g.pl(owner)["active"] is target
    side, where = a.split("_")
    return (mine == (side == "your")) and (active == (where == "active"))


def _affects_player(src: Source, ps: Passive, p: int) -> bool:
    a = ps.affects
    if a in ("all", "self"):
        return True
    return (p == src.owner) == (a == "yours")


def _slot_owner(g: Game, slot: Slot) -> int:
    pl = g.s["players"][0]
    if pl["active"] is slot:
        return 0
    for s in pl["bench"]:  # a loop, not any(): asked for each passive that names a side
        if s is slot:
            return 0
    return 1


def _value(g: Game, src: Source, ps: Passive, q: Query) -> Any:
    return ps.value(g, src, q) if callable(ps.value) else ps.value


def contributions(g: Game, rule: str, q: Query) -> list[tuple[Any, str]]:
    """(value, label) of every continuous effect on ``rule`` for the query's target (a
    Pokémon) or player; non-stacking effects of one ability name count once (PTCG:II-E-15)."""
    return [(v, src.label) for v, src, _ in _contributing(g, rule, q)]


def _contributing(g: Game, rule: str, q: Query) -> Iterator[tuple[Any, Source, Passive]]:
    """:func:`contributions` with the source and passive of each value."""
    if not _present(g, rule):
        return
    seen: set[str] = set()
    for src, ps in _sources(g, rule):
        if q.target is not None:
            if not _affects_slot(g, src, ps, q.target):
                continue
        elif q.player is not None and not _affects_player(src, ps, q.player):
            continue
        if not ps.stacks:
            if src.label in seen:
                continue
            seen.add(src.label)
        v = _value(g, src, ps, q)
        if v:
            yield v, src, ps


def _any(g: Game, rule: str, q: Query) -> bool:
    return bool(contributions(g, rule, q))


# -- the rule points --------------------------------------------------------------------------
def retreat_cost(g: Game, slot: Slot) -> int:
    """The Energy a retreat costs now (PTCG:I-A-03): printed, then changes, never below 0."""
    if not (slot["fx"] or "free_retreat" in g.passive_rules or "retreat_cost" in g.passive_rules):
        return max(0, g.top(slot).retreat)  # nothing in play can change it
    q = Query(target=slot)
    if _any(g, "free_retreat", q) or effects(g.s, slot, "free_retreat"):
        return 0  # "no Retreat Cost" beats every increase and decrease (PTCG:II-D-13)
    # increases and decreases add up (PTCG:II-D-11, II-D-12), attacks' effects included
    changes = [v for v, _ in contributions(g, "retreat_cost", q)]
    changes += [fx["amt"] for fx in effects(g.s, slot, "retreat_cost")]
    return max(0, g.top(slot).retreat + sum(changes))


#: Attacking Pokémon an attack's protection or damage change can be limited to ("attacks from
#: Basic Pokémon", "from Pokémon that have an Ability", "from Burned Pokémon"), by the words
#: the cards print: fn(game, the attacking Pokémon) (``Effect["only_from"]`` names one).
ATTACKERS: dict[str, Callable[[Game, Slot], bool]] = {
    "Basic": lambda g, s: g.top(s).stage == "Basic",
    "Evolution": lambda g, s: g.top(s).stage not in (None, "Basic"),
    "ex": lambda g, s: "ex" in g.top(s).subtypes,
    "ex_or_v": lambda g, s: bool({"ex", "V", "VMAX", "VSTAR"} & set(g.top(s).subtypes)),
    "Ancient": lambda g, s: "Ancient" in g.top(s).subtypes,
    "Future": lambda g, s: "Future" in g.top(s).subtypes,
    "Basic non-Colorless": lambda g, s: (g.top(s).stage == "Basic"
                                         and "Colorless" not in g.top(s).types),
    "Burned": lambda g, s: s["brn"] > 0,
    "Ability": lambda g, s: has_ability(g, s),  # PTCG:II-D-13: one taken away doesn't count
}


def damage_modifiers(g: Game, step: int, attacker: Slot, defender: Slot,
                     to_active: bool = True) -> list[tuple[int, str]]:
    """Changes to the damage at step 2 (effects on the attacking Pokémon) or step 5 (effects
    on the Pokémon taking it), each with its label: effects placed by attacks, then passive
    Abilities, Tools and the Stadium (PTCG:I-A-01).

    Damage to a Benched Pokémon (``to_active`` False) goes through both steps too
    (PTCG:II-B-08, II-B-09: it is not an effect, it takes part in the calculation), but a
    step-2 change worded "… more damage to your opponent's Active Pokémon" (``vs_active``)
    is for the Active Pokémon only (PTCG:II-B-04)."""
    holder = attacker if step == 2 else defender
    rule = "dmg_dealt" if step == 2 else "dmg_taken"
    out: list[tuple[int, str]] = [(fx["amt"], fx.get("label", rule))
                                  for fx in effects(g.s, holder, rule)
                                  if (to_active or not fx.get("vs_active"))
                                  and ("only_from" not in fx or ATTACKERS[fx["only_from"]](g, attacker))
                                  and ("attack" not in fx or fx["attack"] == _attack_used(g))]
    if g.s.get("pfx"):
        out += (_player_damage_effects(g, attacker, defender, to_active) if step == 2
                else _player_damage_taken(g, attacker, defender))
    if _present(g, rule):
        q = Query(target=holder, attacker=attacker, defender=defender)
        out += [(v, src.label) for v, src, ps in _contributing(g, rule, q)
                if to_active or not ps.vs_active]
    return out


def _attack_used(g: Game) -> str | None:
    """The name of the attack being used ("this Pokémon's <attack> attack does N more damage")."""
    return next((fr["a"][0] for fr in reversed(g.s["stack"]) if fr["op"] == "attack"), None)


#: "… more damage to your opponent's Active Pokémon ex [and Active Pokémon V]": the kinds of
#: Defending Pokémon an effect on a player counts against (Pokémon VMAX and VSTAR are
#: Pokémon V too).
_AGAINST = {"ex": ("ex",), "ex_or_v": ("ex", "V", "VMAX", "VSTAR", "V-UNION")}


def _player_damage_effects(g: Game, attacker: Slot, defender: Slot,
                           to_active: bool) -> list[tuple[int, str]]:
    """"During this turn, attacks used by your [Fighting] Pokémon [that don't have a Rule Box]
    do 30 more damage to your opponent's Active Pokémon [ex]": an effect on the player
    (PTCG:II-C-19), read at step 2 for each attack of that player's Pokémon (against the
    Active Pokémon only where it says so: ``vs_active``)."""
    top_a, top_d = g.top(attacker), g.top(defender)
    out: list[tuple[int, str]] = []
    for fx in player_effects(g.s, g.slot_owner(attacker["id"]), "dmg_dealt"):
        if fx.get("vs_active") and not to_active:
            continue
        if "type" in fx and fx["type"] not in pokemon_types(g, attacker):
            continue
        if fx.get("no_rule_box") and top_a.has_rule_box:
            continue
        if "vs" in fx and not set(_AGAINST[fx["vs"]]) & set(top_d.subtypes):
            continue
        out.append((fx["amt"], fx.get("label", "dmg_dealt")))
    return out


def _player_damage_taken(g: Game, attacker: Slot, defender: Slot) -> list[tuple[int, str]]:
    """"During your opponent's next turn, all of your [Metal] Pokémon take 30 less damage from
    attacks from your opponent's Pokémon (…) (This includes new Pokémon that come into play.)":
    an effect on the player (PTCG:II-C-19), read at step 5 for each of their Pokémon."""
    owner = g.slot_owner(defender["id"])
    if g.slot_owner(attacker["id"]) == owner:
        return []
    top_d = g.top(defender)
    return [(fx["amt"], fx.get("label", "dmg_taken"))
            for fx in player_effects(g.s, owner, "dmg_taken")
            if "type" not in fx or fx["type"] in top_d.types]


def prevents_damage(g: Game, attacker: Slot, defender: Slot, dmg: int = 0) -> str | None:
    """What prevents all damage from this attack to ``defender`` (a label), or None. ``dmg``:
    the damage after step 5 ("if that damage is 200 or more": ``Query.extra["dmg"]``)."""
    if not _present(g, "prevent_damage"):
        return None
    found = contributions(g, "prevent_damage", Query(target=defender, attacker=attacker,
                                                     defender=defender, extra={"dmg": dmg}))
    return found[0][1] if found else None


def kept_from_hand(g: Game, slot: Slot) -> bool:
    """"Your opponent's Pokémon in play and all attached cards can't be put into your
    opponent's hand" (Milotic's Mentally Calm): an effect that would put this Pokémon, or a
    card attached to it, into its owner's hand does not (PTCG:II-C-02)."""
    return _present(g, "no_to_hand") and _any(g, "no_to_hand", Query(target=slot))


def ignores_defender_effects(g: Game, attacker: Slot) -> bool:
    """"Damage from attacks used by this Pokémon isn't affected by any effects on your
    opponent's Active Pokémon" (an Ability): as the attack option of PTCG:II-B-07."""
    return _present(g, "ignore_defender_effects") and _any(g, "ignore_defender_effects",
                                                           Query(target=attacker))


def max_hp(g: Game, slot: Slot) -> int:
    """Printed HP plus every HP change in play ("gets +50 HP")."""
    base = g.top(slot).hp or 0
    if not base:
        return 0
    if "hp" not in g.passive_rules:
        return max(10, base)
    return max(10, base + sum(v for v, _ in contributions(g, "hp", Query(target=slot))))


def pokemon_types(g: Game, slot: Slot) -> tuple[str, ...]:
    """The types a Pokémon in play is now: as printed, plus those an effect gives it ("As long
    as this Pokémon is in play, it is Grass and Fire type": value, the types it is). Every
    rule that asks a Pokémon's type in play (Weakness and Resistance at damage steps 3 and 4,
    "your Fire Pokémon") asks here."""
    printed = g.top(slot).types
    if not _present(g, "types"):
        return printed
    extra = [t for v, _ in contributions(g, "types", Query(target=slot)) for t in v]
    return tuple(dict.fromkeys((*printed, *extra)))


def weaknesses(g: Game, slot: Slot) -> tuple[tuple[str, str], ...]:
    """The Weakness damage step 3 applies: as printed, unless an effect says "The Weakness of
    … is now Psychic" (value: the new Weakness, e.g. (("Psychic", "×2"),)); "has no
    Weakness" removes it, and a removal beats any change (PTCG:II-D-13). Attacks' effects on
    the Pokémon count too ("During your opponent's next turn, this Pokémon has no Weakness";
    "the Defending Pokémon's Weakness is now Colorless": the latest such effect). "Apply
    Weakness … as ×3" (Illumise, ``weakness_times``) changes the value of whatever Weakness
    that leaves."""
    found = _weakness_types(g, slot)
    if found and "weakness_times" in g.passive_rules:
        times = contributions(g, "weakness_times", Query(target=slot))
        if times:
            return tuple((wtype, f"×{times[0][0]}") for wtype, _ in found)
    return found


def _weakness_types(g: Game, slot: Slot) -> tuple[tuple[str, str], ...]:
    if not (slot["fx"] or "no_weakness" in g.passive_rules or "weakness" in g.passive_rules):
        return g.top(slot).weaknesses
    q = Query(target=slot)
    if effects(g.s, slot, "no_weakness") or _any(g, "no_weakness", q):
        return ()
    placed = effects(g.s, slot, "weakness")
    if placed:
        fx = placed[-1]
        if fx.get("x2"):
            return ((fx["to"], "×2"),)
        return tuple((fx["to"], value) for _, value in g.top(slot).weaknesses)
    changed = contributions(g, "weakness", q)
    return tuple(changed[0][0]) if changed else g.top(slot).weaknesses


def has_no_abilities(g: Game, slot: Slot) -> bool:
    """"… have no Abilities": its Abilities can't be used and don't apply (PTCG:II-D-13).

    An Ability that takes Abilities away holds only while its own Pokémon has Abilities: a
    lock that another effect reaches, and that can't reach that effect back, is off (with
    Klefki Active, the opposing Iron Thorns ex, a Basic Pokémon, has no Initialization).
    Two Ability locks that reach each other both hold: neither comes first."""
    if "no_abilities" not in g.passive_rules:
        return False
    locks = list(_sources(g, "no_abilities"))
    return any(_locks(g, src, ps, slot) and not _switched_off(g, src, ps, locks)
               for src, ps in locks)


def _locks(g: Game, src: Source, ps: Passive, slot: Slot) -> bool:
    return _affects_slot(g, src, ps, slot) and bool(_value(g, src, ps, Query(target=slot)))


def _from_ability(src: Source) -> bool:
    """Whether the effect is a Pokémon's Ability (not its Tool's or Special Energy's)."""
    return src.slot is not None and src.card in src.slot["cards"]


def _switched_off(g: Game, src: Source, ps: Passive,
                  locks: list[tuple[Source, Passive]]) -> bool:
    if not _from_ability(src):
        return False  # a Stadium's or a Tool's lock is no Ability: nothing switches it off
    for other, ops in locks:
        if other.slot is src.slot or not _locks(g, other, ops, src.slot):
            continue
        mutual = (other.slot is not None and _from_ability(other)
                  and _locks(g, src, ps, other.slot))
        if not mutual:
            return True
    return False


def loses_self_ko_abilities(g: Game, slot: Slot) -> bool:
    """"Pokémon in play … lose any Ability that requires the Pokémon using it to Knock Out
    itself" (Damp): such an Ability of ``slot`` can't be used (PTCG:II-D-13: the text that
    takes it away wins). Which Abilities those are is the Ability's own script's business
    (``AbilityImpl.knocks_itself_out``)."""
    return _present(g, "no_self_ko_abilities") and _any(
        g, "no_self_ko_abilities", Query(target=slot))


def has_ability(g: Game, slot: Slot, name: str | None = None) -> bool:
    """"a Pokémon that has an Ability" ("has the <name> Ability"): one is printed on it and
    not taken away (PTCG:II-D-13: under Klefki's Mischievous Lock, a Basic Pokémon has none)."""
    return (any(a.kind == "Ability" and name in (None, a.name) for a in g.top(slot).abilities)
            and not has_no_abilities(g, slot))


def condition_immune(g: Game, slot: Slot, condition: str) -> bool:
    """"This Pokémon can't be affected by any Special Conditions" (value True), or by some
    (value: a tuple of condition names)."""
    if "no_conditions" not in g.passive_rules:
        return False
    for v, _ in contributions(g, "no_conditions", Query(target=slot)):
        if v is True or condition in v:
            return True
    return False


def cant_retreat(g: Game, slot: Slot) -> bool:
    """"This card can't retreat" as long as it is in play (a Fossil's text), beside the
    attacks' "can't retreat during your opponent's next turn" (``slot["fx"]``)."""
    return "cant_retreat" in g.passive_rules and _any(g, "cant_retreat", Query(target=slot))


def cant_attack(g: Game, slot: Slot) -> bool:
    """"This Pokémon can't attack unless you have 4 or more Team Rocket's Pokémon in play" as
    long as it has that Ability, beside the attacks' "can't attack during your next turn"
    (``slot["fx"]``, PTCG:II-C-15)."""
    return "cant_attack" in g.passive_rules and _any(g, "cant_attack", Query(target=slot))


def forbidden_kinds(g: Game, p: int) -> frozenset[str]:
    """"Your opponent can't play any Item cards from their hand" as long as the card that
    says it is in play: every kind of card forbidden to player ``p`` now (the values name
    them: 'Item', 'Stadium', …, as ``rules.actions.cant_play`` asks)."""
    if "cant_play" not in g.passive_rules:
        return NO_KINDS
    return frozenset(k for v, _ in contributions(g, "cant_play", Query(player=p)) for k in v)


NO_KINDS: frozenset[str] = frozenset()


def forbids_pokemon(g: Game, p: int, d: Any) -> bool:
    """"Your opponent can't play any Pokémon that has an Ability from their hand, except for
    Team Rocket's Pokémon" (Team Rocket's Arbok): a ``cant_play`` value ``("pokemon with an
    Ability", exempt)``, ``exempt`` a filter of the Pokémon still allowed."""
    if not d.abilities or not _present(g, "cant_play"):
        return False
    return any(isinstance(k, tuple) and k[0] == "pokemon with an Ability" and not k[1](d)
               for v, _ in contributions(g, "cant_play", Query(player=p)) for k in v)


def basic_energy_units(g: Game, slot: Slot, type_: str) -> int:
    """How many units of its type a basic ``type_`` Energy card attached to ``slot`` provides:
    1 as printed, more where an effect says so ("Each Basic Grass Energy attached to all of
    your Pokémon provides GrassGrass Energy", Meganium's Wild Growth; PTCG:II-D-08)."""
    if "basic_energy_units" not in g.passive_rules:
        return 1
    found = [v[1] for v, _ in contributions(g, "basic_energy_units", Query(target=slot))
             if v[0] == type_]
    return max(found, default=1)


def bench_size(g: Game, p: int) -> int:
    """How many Pokémon player p may have on the Bench (5 unless an effect says otherwise;
    the largest such number applies)."""
    if "bench_size" not in g.passive_rules:
        return BENCH_SIZE
    sizes = [v for v, _ in contributions(g, "bench_size", Query(player=p))]
    return max(sizes) if sizes else BENCH_SIZE


def unaffected_by_trainer(g: Game, slot: Slot, card: int, player: int) -> bool:
    """PTCG:II-E-29: whether ``slot`` is unaffected by the effects of Trainer ``card`` that
    ``player`` played from hand. The value names the Trainer kinds ("Item", "Supporter");
    only the opponent's cards are meant ("when your opponent plays …")."""
    if not _present(g, "unaffected_trainers"):
        return False
    kind = g.d(card).trainer_kind
    for v, _ in contributions(g, "unaffected_trainers", Query(target=slot, card=card,
                                                              player=player)):
        if kind in v and player != _slot_owner(g, slot):
            return True
    return False


def attack_cost_changes(g: Game, slot: Slot, attack: str | None = None) -> list[int] | None:
    """Colorless Energy added to (negative: removed from) the cost of this Pokémon's attack
    named ``attack`` by effects in play and on it; None: "no Energy needed" (PTCG:II-D-11..13).
    Effects that name one attack ("Blood Moon used by this Pokémon costs …") read the name
    from ``Query.extra["attack"]``."""
    if not (slot["fx"] or "free_attack" in g.passive_rules or "attack_cost" in g.passive_rules):
        return []  # nothing in play can change it
    q = Query(target=slot, extra={"attack": attack})
    if _any(g, "free_attack", q) or effects(g.s, slot, "free_attack"):
        return None
    changes = [v for v, _ in contributions(g, "attack_cost", q)]
    return changes + [fx["amt"] for fx in effects(g.s, slot, "attack_cost")]


_COST_RULES = ("attack_cost_only", "free_attack", "attack_cost", "attack_cost_any")


def attack_cost_any(g: Game, slot: Slot) -> int:
    """Energy units of any type that this Pokémon's attacks cost less ("that attack costs 1
    Energy less. (The Energy can be of any type.)", PTCG:II-D-12)."""
    if "attack_cost_any" not in g.passive_rules:
        return 0
    return sum(v for v, _ in contributions(g, "attack_cost_any", Query(target=slot)))


def costs_as_printed(g: Game, slot: Slot) -> bool:
    """Whether no effect can change the cost of this Pokémon's attacks now: none placed on
    it, and no card of either deck prints a passive on attack costs (what
    :func:`attack_cost_changes` and :func:`attack_cost_only` would find)."""
    return not slot["fx"] and not g.deck_fact("cost_passives", _cost_passives)


def _cost_passives(g: Game) -> bool:
    """Whether a card of either deck prints a passive on attack costs."""
    return any(r in g.passive_rules for r in _COST_RULES)


def attack_cost_only(g: Game, slot: Slot, attack: str) -> tuple[str, ...] | None:
    """"This Pokémon can use the <attack> attack for <Energy>" (an Ability): the cost of that
    attack is then exactly this, whatever increases or decreases apply (PTCG:II-E-32). The
    value is ``(attack name, cost)``."""
    if "attack_cost_only" not in g.passive_rules:
        return None
    for (name, cost), _ in contributions(g, "attack_cost_only", Query(target=slot)):
        if name == attack:
            return tuple(cost)
    return None


def other_attacks(g: Game, slot: Slot) -> tuple[Any, ...]:
    """Attacks printed on other cards that a Pokémon can use (you still need the necessary
    Energy): "… the attacks of any of your Benched Pokémon" (Mew ex's Memory Helix: value
    "benched", the top cards of its owner's Benched Pokémon) and "any attack from its previous
    Evolutions" (Relicanth's Memory Dive: "previous", the cards under its top card)."""
    if not _present(g, "other_attacks"):
        return ()
    out: list[Any] = []
    for whose, _ in contributions(g, "other_attacks", Query(target=slot)):
        if whose == "benched":
            cards = [g.top(s) for s in g.pl(g.slot_owner(slot["id"]))["bench"]]
        else:
            cards = [g.d(c) for c in slot["cards"][:-1]]
        out += [a for d in cards for a in d.attacks]
    return tuple(out)


def checkup_counters(g: Game, slot: Slot, condition: str) -> int:
    """Damage counters Poison or Burn puts on ``slot`` at Pokémon Checkup: its own number
    (a Poison's is the latest Poison's, PTCG:II-E-16), or the highest of the effects in play
    that put "N damage counters instead" (PTCG:II-E-28: the highest applies, once), then
    the "N more damage counters" of effects in play (Pecharunt's Toxic Subjugation), each."""
    poisoned = condition == "poisoned"
    n = slot["psn"] if poisoned else slot["brn"]
    rule = "poison_counters" if poisoned else "burn_counters"
    if _present(g, rule):
        n = max([n] + [v for v, _ in contributions(g, rule, Query(target=slot))])
    more = "poison_more_counters" if poisoned else "burn_more_counters"
    if _present(g, more):
        n += sum(v for v, _ in contributions(g, more, Query(target=slot)))
    return n


# -- attached cards and the Stadium (PTCG:I-B-02, I-B-04, I-C) ----------------------------------
def special_energy_plain(g: Game) -> bool:
    """"All Special Energy attached to Pokémon … provide [C] Energy and have no other effect"
    (Temple of Sinnoh): a Stadium's text, read from the Stadium alone (asking every source
    would ask the Special Energy themselves)."""
    return _stadium_says(g, "plain_special_energy")


def tool_slots(g: Game, slot: Slot) -> int:
    """How many Pokémon Tools ``slot`` may have: 1 (PTCG:I-B-02), or 2 where an effect says
    "may have up to 2 Pokémon Tool cards attached" (Rotom ex's Multi Adapter)."""
    if not _present(g, "tool_slots"):
        return 1
    return 2 if _any(g, "tool_slots", Query(target=slot)) else 1


def over_tool_limit(g: Game) -> list[Slot]:
    """The Pokémon with more Tools than they may have now: the effect that allowed more went
    away ("discard Pokémon Tools from those Pokémon until only 1 remains on each"). Asked after
    every action (the Knock Out check): only in a game with a card that allows more."""
    if not _present(g, "tool_slots"):
        return []
    return [s for p in (0, 1) for s in in_play(g.s, p)
            if len(s["tools"]) > 1 and len(s["tools"]) > tool_slots(g, s)]


def coin_reflips(g: Game, slot: Slot) -> list[int]:
    """The cards that let the player "ignore all results of those coin flips and begin
    flipping those coins again" after an attack of ``slot`` flipped coins (Backtrack Badge)."""
    if not _present(g, "reflip_coins"):
        return []
    return [src.card for _, src, _ in _contributing(g, "reflip_coins", Query(target=slot))]


def attacks_twice(g: Game, slot: Slot) -> bool:
    """"This Pokémon may use an attack it has twice" (Festival Lead): asked when its first
    attack is over; the attack procedure then offers the second attack (rules.attack)."""
    return _present(g, "attack_twice") and _any(g, "attack_twice", Query(target=slot))


def tools_have_no_effect(g: Game) -> bool:
    """"Pokémon Tools attached to each Pokémon … have no effect" (Jamming Tower)."""
    return _stadium_says(g, "no_tool_effects")


def _stadium_says(g: Game, rule: str) -> bool:
    """A rule only a Stadium states, read from the Stadium alone (asking every source would
    ask the Tools and Special Energy it changes)."""
    if not _present(g, rule):
        return False  # no card of either deck says it (a Stadium that did would be indexed)
    found = stadium(g)
    return found is not None and any(ps.rule == rule for ps in found[1].passives)


def prevents_attack_effects(g: Game, slot: Slot, by: int | None = None,
                            attacker: Slot | None = None) -> bool:
    """"Prevent all effects of attacks used by your opponent's Pokémon done to the Pokémon
    this card is attached to" (Mist Energy; damage is not an effect, PTCG:II-C-17). ``by``:
    the attacking player, for a passive that asks whose attack it is (``Query.player``);
    ``attacker``: the Attacking Pokémon, for one that asks which (``Query.attacker``)."""
    return _present(g, "prevent_effects") and _any(g, "prevent_effects",
                                                   Query(target=slot, player=by,
                                                         attacker=attacker))


def prevents_ability_effects(g: Game, slot: Slot, player: int) -> bool:
    """"Prevent all effects of your opponent's Pokémon's … Abilities done to this Pokémon"
    (Hide 'n' Sneak): the effects of Abilities that ``player``'s Pokémon use (or that trigger)
    do nothing to ``slot`` when it is their opponent's (as PTCG:II-C-17 for attacks)."""
    return (_present(g, "prevent_ability_effects") and player != _slot_owner(g, slot)
            and _any(g, "prevent_ability_effects", Query(target=slot)))


def knock_out_averted(g: Game, attacker: Slot, slot: Slot) -> list[tuple[dict[str, bool], str]]:
    """"If this Pokémon [has full HP and] would be Knocked Out by damage from an attack,
    [flip a coin. If heads,] it is not Knocked Out" (Sturdy, Durable Body, Survival Brace):
    each such effect on ``slot`` with its label; its value says whether it needs full HP and a
    coin (a passive that asks whose attack it is reads ``Query.attacker``)."""
    if not _present(g, "not_knocked_out"):
        return []
    return contributions(g, "not_knocked_out", Query(target=slot, attacker=attacker))


def counters_prevented(g: Game, slot: Slot, by: int | None) -> str | None:
    """What stops damage counters that effects of attacks or Abilities of player ``by``'s
    Pokémon would put on ``slot`` (Battle Cage: on Benched Pokémon of ``by``'s opponent)."""
    if by is None or not _present(g, "bench_counters"):
        return None
    owner = _slot_owner(g, slot)
    if by == owner or g.pl(owner)["active"] is slot:
        return None
    found = contributions(g, "bench_counters", Query(target=slot, player=by))
    return found[0][1] if found else None


def retreat_flip(g: Game, slot: Slot) -> str | None:
    """What makes the owner of ``slot`` flip a coin when it retreats, tails: no Energy
    discarded and no switch (Goodra's Slimy Sliding; it doesn't stack: one coin), or None."""
    if not _present(g, "retreat_flip"):
        return None
    found = contributions(g, "retreat_flip", Query(target=slot))
    return found[0][1] if found else None


def cant_be_healed(g: Game, slot: Slot) -> str | None:
    """What keeps ``slot`` from being healed ("Your opponent's Active Pokémon can't be healed":
    Yveltal's Life-Locked; PTCG:II-C-06), or None."""
    if not _present(g, "cant_be_healed"):
        return None
    found = contributions(g, "cant_be_healed", Query(target=slot))
    return found[0][1] if found else None


def counters_cant_move(g: Game, slot: Slot) -> str | None:
    """What keeps the damage counters on ``slot`` from being moved to other Pokémon ("Damage
    counters on each Pokémon … can't be moved to other Pokémon", Patrat's Watchful Eye);
    None when they may be moved (PTCG:II-C-08)."""
    if not _present(g, "counters_unmovable"):
        return None
    found = contributions(g, "counters_unmovable", Query(target=slot))
    return found[0][1] if found else None


def evolves_same_turn(g: Game, slot: Slot, evo: Any) -> bool:
    """Whether ``slot`` may evolve into the card ``evo`` although it was put into play or evolved
    this turn ("Each player's Grass Pokémon can evolve into Grass Pokémon during the turn they
    play those Pokémon, except during their first turn", Forest of Vitality; the first turn
    stays excluded by PTCG:I-A-05 itself)."""
    if not _present(g, "evolve_same_turn"):
        return False
    return _any(g, "evolve_same_turn", Query(target=slot, extra={"evo": evo}))


def clear_on_evolving(g: Game, slot: Slot) -> None:
    """Evolving or devolving ends the Pokémon's Special Conditions and effects (PTCG:I-A-05,
    II-C-13), except Confusion while an effect in play says it stays ("Confused Pokémon …
    don't recover from that Special Condition when they evolve or devolve", Dizzying Valley)."""
    keep = (slot["sp"] == "confused" and _present(g, "keep_confused")
            and _any(g, "keep_confused", Query(target=slot)))
    clear_conditions_and_effects(slot)
    if keep:
        slot["sp"] = "confused"
        g.event("stays_confused", clause="PTCG:I-A-05", pokemon=g.top(slot).name)


def counters_when_evolved(g: Game, slot: Slot) -> list[tuple[int, str]]:
    """(counters, label) of each effect that places damage counters on a Pokémon its player
    just evolved from the hand ("Whenever your opponent plays a Pokémon from their hand to
    evolve 1 of their Pokémon, put 4 damage counters on that Pokémon", Darkest Impulse)."""
    if not _present(g, "evolved_counters"):
        return []
    return contributions(g, "evolved_counters", Query(target=slot))


def evolves_early(g: Game, slot: Slot) -> bool:
    """Whether ``slot`` may evolve during its player's first turn or the turn it came into play
    ("this Pokémon can evolve during your first turn or the turn you play it", PTCG:I-A-05)."""
    return _present(g, "evolve_early") and _any(g, "evolve_early", Query(target=slot))


def evolves_into(g: Game, slot: Slot, evo: Any) -> bool:
    """Whether ``slot`` may evolve into ``evo`` although ``evo`` does not evolve from its name
    ("This Pokémon can evolve into any Pokémon ex that evolves from Eevee", Rainbow DNA)."""
    return _present(g, "evolve_into") and _any(g, "evolve_into", Query(target=slot, extra={"evo": evo}))


def attacks_first_turn(g: Game, slot: Slot) -> bool:
    """"If you go first, this Pokémon can use attacks during your first turn" (PTCG:I-A-01)."""
    return _present(g, "attack_first_turn") and _any(g, "attack_first_turn", Query(target=slot))


def counters_when_benched(g: Game, slot: Slot) -> list[tuple[int, str]]:
    """(counters, label) of each effect that places damage counters on a Pokémon just put
    onto its owner's Bench during their turn ("Whenever any player puts a Basic
    non-[D] Pokémon onto their Bench during their turn, place 2 damage counters on that
    Pokémon", Risky Ruins); ``affects`` says which Pokémon it is for."""
    if not _present(g, "benched_counters"):
        return []
    return contributions(g, "benched_counters", Query(target=slot))


def extra_prizes(g: Game, slot: Slot, apply: bool = False, attacker: int | None = None) -> int:
    """More (fewer: negative) Prize cards for a Knock Out by damage from an opponent's attack
    (Luxurious Cape, Legacy Energy). ``apply``: the Knock Out procedure takes them now, so a
    once-per-game effect among them is recorded as applied (:attr:`Passive.once_per_game`;
    one that doesn't stack counts once even if two of its cards are attached). ``attacker``:
    the slot id of the Pokémon whose attack it is, in ``Query.extra["attacker"]`` (Greedy
    Eater)."""
    if not _present(g, "extra_prizes"):
        return 0
    total = 0
    q = Query(target=slot, extra={"attacker": attacker})
    for v, src, ps in _contributing(g, "extra_prizes", q):
        total += v
        if apply and ps.once_per_game:
            g.s.setdefault("applied_once", [[], []])[src.owner].append(src.label)
    return total


def recover_immune(g: Game) -> None:
    """Pokémon that "recover from all Special Conditions and can't be affected" by them lose
    the ones they have (Festival Grounds): checked wherever the rules look at the board
    (the main phase's choices, Pokémon Checkup), since the effect holds continuously."""
    if "no_conditions" not in g.passive_rules:
        return
    for p in (0, 1):
        for slot in in_play(g.s, p):
            if not (slot["sp"] or slot["psn"] or slot["brn"]):
                continue
            found = contributions(g, "no_conditions", Query(target=slot))
            if any(v is True for v, _ in found):
                slot["sp"], slot["psn"], slot["brn"] = None, 0, 0
                g.event("condition_removed", clause="PTCG:II-E-13", pokemon=g.top(slot).name,
                        condition="all", why=found[0][1])


def discard_used_up(g: Game, slot: Slot, trace: list[dict[str, Any]]) -> None:
    """"…, it takes 60 less damage (after applying Weakness and Resistance), and discard this
    card": a card attached to ``slot`` whose change entered this damage calculation is
    discarded with it (its label in the calculation's trace)."""
    used = {t["what"] for t in trace}
    for c, impl in attached(g, slot):
        if impl.discard_when_used and g.name(c) in used:
            zone = slot["tools"] if c in slot["tools"] else slot["energy"]
            g.discard_cards(_slot_owner(g, slot), [c], zone, why="used (its text: discard it)")


def bench_room(g: Game, p: int) -> int:
    """How many more Pokémon player p may put onto their Bench (PTCG:I-A-04, II-C-11)."""
    return bench_size(g, p) - len(g.pl(p)["bench"])
