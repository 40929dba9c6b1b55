"""Main-phase actions: what may be done (exactly the legal options) and doing it.

Legality and execution share the checks below, so an option is offered only
when doing it is allowed (PTCG:I-A, I-B, I-C).
"""

from __future__ import annotations

from itertools import count
from operator import attrgetter
from typing import Any, NamedTuple

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.durations import has_effect, player_effects
from tcgsim.pokemon.model.impl import TrainerImpl, lookup_trainer
from tcgsim.pokemon.model.per_card import any_card, by_card
from tcgsim.pokemon.model.state import Slot, in_play, slot_cards
from tcgsim.pokemon.rules import continuous, triggers
from tcgsim.pokemon.rules.abilities import (
    ability_impl,
    any_declared,
    start_ability,
    usable_abilities,
)
from tcgsim.pokemon.rules.attack import attacks_of, start_attack, usable_attacks
from tcgsim.pokemon.rules.energy import can_attach
from tcgsim.pokemon.rules.hand_energy import attached_from_hand, hand_energy_blocked
from tcgsim.pokemon.rules.player_locks import player_locked, trainer_fails
from tcgsim.pokemon.rules.would_change import play_can_change
from tcgsim.pokemon.rules.zone_abilities import (
    any_zone_abilities,
    start_zone_ability,
    zone_ability_options,
)

BENCH_SIZE = continuous.BENCH_SIZE
#: costs paid with n other cards from the hand ("discard", "put in the Lost Zone")
HAND_COSTS = ("discard_from_hand", "hand_to_lost")


def trainer_impl(d: CardDef) -> TrainerImpl | None:
    return lookup_trainer(d.name_key)


# -- legality ---------------------------------------------------------------------------
def only_by_effect(d: CardDef) -> bool:
    """"Put this Pokémon into play only with the effect of …": never played from the hand."""
    if not d.abilities:
        return False
    return any((impl := ability_impl(a)) is not None and impl.not_from_hand for a in d.abilities)


def _only_by_effect_known(g: Game, d: CardDef) -> bool:
    """:func:`only_by_effect`, worked out once per card of the game's decks (asked for each
    Pokémon with an Ability in the hand at every main-phase decision)."""
    known = g.deck_table("only_by_effect")
    found = known.get(d.id)  # (by its id: a card's own hash is a call of Python's)
    if found is None:
        found = known[d.id] = only_by_effect(d)
    return found


def evolution_targets(g: Game, p: int, evo: CardDef,
                      blocked: frozenset[str] | set[str] | None = None) -> list[Slot]:
    """PTCG:I-A-05: not on either player's first turn, not on a Pokémon played or evolved
    this turn (unless an effect allows it: continuous.evolves_same_turn, or both:
    continuous.evolves_early), and only onto the Pokémon it evolves from (or one an effect
    lets evolve into it: continuous.evolves_into)."""
    name = evo.evolves_from
    if not name:
        return []
    turn = g.s["turn"]
    first = turn <= 2
    # asked for each Pokémon in play at every decision: most games have none of these cards
    rules = g.passive_rules
    early = "evolve_early" in rules
    if first and not early:  # (every check here only reads the game: the cheapest first)
        return []
    if "evolve" in (forbidden_kinds(g, p) if blocked is None else blocked):
        return []
    if evo.abilities and (continuous.forbids_pokemon(g, p, evo) or _only_by_effect_known(g, evo)):
        return []  # (both are about Pokémon with Abilities)
    into = "evolve_into" in rules
    tops = g.in_play_defs  # Game.top of each card number
    pl = g.s["players"][p]
    active = pl["active"]
    out = []  # (a loop, not a comprehension: no closure over these locals at every call)
    for slot in pl["bench"] if active is None else (active, *pl["bench"]):
        if ((tops[slot["cards"][-1]].name == name
             or (into and continuous.evolves_into(g, slot, evo)))
                and ((not first and (slot["played"] < turn
                                     or continuous.evolves_same_turn(g, slot, evo)))
                     or (early and continuous.evolves_early(g, slot)))):
            out.append(slot)
    return out


def can_play_trainer(g: Game, p: int, c: int,
                     blocked: frozenset[str] | set[str] | None = None) -> bool:
    """``blocked``: :func:`forbidden_kinds` for ``p``, when the caller has it already."""
    d = g.defs[c]  # (asked of each Trainer in the hand at every decision: no calls to read)
    impl = lookup_trainer(d.name_key)
    if impl is None:
        return False
    kind = d.trainer_kind
    tf = g.s["tf"]
    if kind == "Supporter" and (tf.get("supporter") or (
            g.s["turn"] == 1 and not impl.first_turn)):  # the first player's first turn
        return False  # PTCG:I-B-03
    if blocked is None:
        blocked = forbidden_kinds(g, p)
    if blocked and (kind in blocked or ("ACE SPEC" in blocked and d.is_ace_spec)):
        # PTCG:II-C-19; "can't play any ACE SPEC cards" (Genesect's ACE Nullifier)
        return False
    if kind == "Stadium":
        st = g.s["stadium"]
        if impl.replaces_stadium:
            # only onto that Stadium; if a Stadium was played this turn it is the one in play
            # (only the played one can have put it there), so the once-a-turn limit is lifted
            if st is None or g.name(st) != impl.replaces_stadium:
                return False
        elif tf.get("stadium") or (st is not None and g.name(st) == d.name):
            return False  # PTCG:I-B-04
    if kind == "Pokémon Tool" and not [s for s in in_play(g.s, p)
                                       if len(s["tools"]) < continuous.tool_slots(g, s)]:
        return False  # PTCG:I-B-02: one Tool per Pokémon (unless an effect allows more)
    if impl.played_at_once > 1 and len(_played_with(g, p, c, impl)) < impl.played_at_once - 1:
        return False  # "You must play 2 … cards at once"
    for name, args in impl.cost:
        if name in HAND_COSTS and len(g.s["players"][p]["hand"]) - 1 < args["n"]:
            return False
    if impl.requires is not None and not impl.requires(g, p):
        return False
    # PTCG:I-B-01 step 1, II-D-05: an Item or Supporter whose text could change nothing
    return kind not in ("Item", "Supporter") or play_can_change(g, p, c, impl.effect)


def can_retreat(g: Game, p: int, provided: list[str] | None = None) -> bool:
    """PTCG:I-A-03: once per turn, enough Energy, not Asleep/Paralyzed, not prevented.
    ``provided``: the Active Pokémon's Energy (``Game.energy_provided``), when the caller
    has it already."""
    pl = g.s["players"][p]
    slot = pl["active"]
    if slot is None or not pl["bench"] or g.s["tf"].get("retreat"):
        return False
    if slot["sp"] in ("asleep", "paralyzed"):
        return False
    # asked at every decision: each effect is looked for only where one could be
    if ((slot["fx"] and has_effect(g.s, slot, "cant_retreat"))  # PTCG:II-C-14
            or ("cant_retreat" in g.passive_rules and continuous.cant_retreat(g, slot))
            or (g.s.get("pfx") and player_locked(g, slot, "cant_retreat_if"))):
        return False
    if provided is None:
        provided = g.energy_provided(slot)
    return len(provided) >= retreat_cost(g, slot)


def retreat_cost(g: Game, slot: Slot) -> int:
    return continuous.retreat_cost(g, slot)


def _hand_order(g: Game) -> list[int]:
    """Each card's place in the order the main phase offers a hand: by card id, then by
    card; one rank per card, so a hand sorts without building a key per card. (Both sorts
    run in C: the second inverts the first, card number -> its place.)"""
    by_id = sorted(range(len(g.defs)), key=list(zip(map(_CARD_ID, g.defs), count())).__getitem__)
    return sorted(range(len(by_id)), key=by_id.__getitem__)


_CARD_ID = attrgetter("id")


#: what a card in the hand may be played as (:func:`_hand_plays`)
_BENCH, _EVOLVE, _ATTACH, _TRAINER = range(4)


def _hand_plays(g: Game) -> list[tuple[int | None, str]]:
    """Card number -> (what it may be played as, the label of that option): the main phase
    asks it of each card in the hand at every decision."""
    return by_card(g, _HAND_PLAY, _hand_play)


_HAND_PLAY: dict[str, tuple[int | None, str]] = {}  # card id -> _hand_play (see by_card)


def _hand_play(d: CardDef) -> tuple[int | None, str]:
    if d.is_basic_pokemon:
        return _BENCH, f"Put {d.name} onto your Bench"
    if d.is_pokemon:
        return _EVOLVE, f"Evolve into {d.name}"
    if d.is_energy:
        return _ATTACH, f"Attach {d.name}"
    if d.is_trainer:
        verb = "Attach" if d.trainer_kind == "Pokémon Tool" else "Play"
        return _TRAINER, f"{verb} {d.name}"
    return None, ""


class _MainFacts(NamedTuple):
    """What the main phase asks of the cards of both decks at every decision (a deck fact)."""

    plays: list[tuple[int | None, str]]  # _hand_plays
    order: list[int]  # _hand_order
    abilities: bool  # a card prints an Ability declared from play (abilities.any_declared)
    zone_abilities: bool  # one used from the hand or discard pile (PTCG:II-E-17)
    discard_from_play: bool  # _discard_from_play_cards


def _main_facts(g: Game) -> _MainFacts:
    return _MainFacts(_hand_plays(g), _hand_order(g), any_declared(g), any_zone_abilities(g),
                      _discard_from_play_cards(g))


def main_options(g: Game, p: int) -> list[tuple[str, Any]]:
    s = g.s
    pl = s["players"][p]
    tf = s["tf"]
    opts: list[tuple[str, Any]] = []
    ids, defs = s["defs"], g.defs
    facts = g.deck_fact("main_facts", _main_facts)
    plays = facts.plays
    # identical cards offer one option each way (the choice is the same): the first of each
    # card id in the order by card id, then by card. Sorted the other way round, a dict of
    # card id -> card keeps the last card of each id, and its ids in reverse (no Python loop
    # over a hand of many copies). (zip without strict=: the keyword costs zip a parse of its
    # arguments, a microsecond at every decision, and both sides come from the same hand)
    hand = sorted(pl["hand"], key=facts.order.__getitem__, reverse=True)
    distinct = list(dict(zip(map(ids.__getitem__, hand), hand)).values())  # noqa: B905
    distinct.reverse()
    rules = g.passive_rules
    bench_room = len(pl["bench"]) < (continuous.bench_size(g, p) if "bench_size" in rules
                                     else BENCH_SIZE)
    # asked once for the whole hand (forbidden_kinds' usual answer without a call)
    blocked = (forbidden_kinds(g, p) if s.get("pfx") or "cant_play" in rules
               else continuous.NO_KINDS)
    for c in distinct:
        kind, label = plays[c]
        if kind == _BENCH:
            d = defs[c]
            if bench_room and (not d.abilities or (not continuous.forbids_pokemon(g, p, d)
                                                   and not _only_by_effect_known(g, d))):
                opts.append((label, ["bench", c]))
            elif evolution_targets(g, p, d, blocked):  # (a Basic that evolves from one)
                opts.append((f"Evolve into {d.name}", ["evolve", c]))
        elif kind == _EVOLVE:
            if evolution_targets(g, p, defs[c], blocked):
                opts.append((label, ["evolve", c]))
        elif kind == _ATTACH:
            if not tf.get("energy") and not (
                    blocked and defs[c].is_ace_spec and "ACE SPEC" in blocked) and _can_attach_any(g, p, c):
                opts.append((label, ["energy", c]))
        elif kind == _TRAINER and can_play_trainer(g, p, c, blocked):
            opts.append((label, ["trainer", c]))
    st = g.s["stadium"]
    if st is not None:
        impl = trainer_impl(g.defs[st])
        if (impl is not None and impl.stadium_effect and not tf.get("stadium_effect")
                and (impl.stadium_usable is None or impl.stadium_usable(g, p))):
            opts.append((f"Use {g.name(st)}", ["stadium_effect"]))
    for slot, i in usable_abilities(g, p) if facts.abilities else ():
        top = g.top(slot)  # (Game.slot_label of one of p's own)
        where = "Active" if pl["active"] is slot else "Bench"
        opts.append((f"Use {top.abilities[i].name} ({top.name} ({where}))",
                     ["ability", slot["id"], i]))
    if facts.zone_abilities:
        opts += zone_ability_options(g, p)  # PTCG:II-E-17
    if facts.discard_from_play:
        opts += discard_from_play_options(g, p)
    active = pl["active"]
    # the Active Pokémon's Energy, which both retreating and attacking are paid with
    provided = None if active is None else g.energy_provided(active)
    if can_retreat(g, p, provided):
        opts.append((f"Retreat {g.top(active).name}", ["retreat"]))
    usable = usable_attacks(g, p, provided)
    attacks = attacks_of(g, active) if usable else ()
    for i in usable:
        a = attacks[i]
        opts.append((f"Attack: {a.name} ({a.damage or '-'})", ["attack", i]))
    opts.append(("End your turn", ["end"]))
    return opts


def discard_from_play_options(g: Game, p: int) -> list[tuple[str, Any]]:
    """"At any time during your turn, you may discard this card from play" (a Fossil played
    as a Pokémon): one option for each such card of p's in play, as their top card."""
    out: list[tuple[str, Any]] = []
    for slot in in_play(g.s, p):
        impl = trainer_impl(g.d(slot["cards"][-1]))
        if impl is not None and impl.discard_from_play:
            out.append((f"Discard {g.slot_label(slot)} from play", ["discard_from_play", slot["id"]]))
    return out


def _discard_from_play_cards(g: Game) -> bool:
    """Whether a card of either deck says "you may discard this card from play"."""
    return any_card(g, _DISCARDS_FROM_PLAY, _discards_from_play)


_DISCARDS_FROM_PLAY: dict[str, bool] = {}  # card id -> _discards_from_play (see by_card)


def _discards_from_play(d: CardDef) -> bool:
    return bool(d.trainer_kind == "Item" and (impl := trainer_impl(d)) is not None
                and impl.discard_from_play)


def discard_from_play(g: Game, p: int, slot: Slot) -> None:
    """The card and everything attached go to the discard pile: no Knock Out, so no Prize
    card is taken. The Knock Out check that follows has the player choose a new Active
    Pokémon, or ends the game if none is left in play (PTCG:I-D step 5, I-E)."""
    g.remove_slot(p, slot)
    cards = slot_cards(slot)
    g.pl(p)["discard"].extend(cards)
    g.event("discard", clause="PTCG:II-C-01", player=p, cards=g.card_refs(cards),
            why="discarded from play by its own text")
    g.push("ko")


# -- doing it --------------------------------------------------------------------------
def perform(g: Game, action: list[Any]) -> None:
    p = g.s["cur"]  # (Game.current)
    kind = action[0]
    if kind == "bench":
        slot = g.put_basic_in_play(p, action[1], "bench")
        g.event("bench", clause="PTCG:I-A-04", player=p, pokemon=g.top(slot).name)
        if triggers.benched(g, p, slot):
            g.push("ko")
        triggers.fire(g, "bench", {"slot": slot["id"]}, p, [(p, slot)])
    elif kind == "evolve":
        g.push("evolve", p=p, c=action[1])
    elif kind == "energy":
        g.push("attach_energy", p=p, c=action[1])
    elif kind == "trainer":
        d = g.defs[action[1]]
        if d.trainer_kind == "Pokémon Tool":
            g.push("attach_tool", p=p, c=action[1])
        else:
            g.push("trainer", p=p, c=action[1])
    elif kind == "stadium_effect":
        g.s["tf"]["stadium_effect"] = True
        st = g.s["stadium"]
        g.event("stadium_effect", clause="PTCG:I-B-04", player=p, stadium=g.name(st))
        g.push("ko")
        g.push("script", ref=["trainer", g.defs[st].name_key, "stadium_effect"], pc=0, p=p, card=st)
    elif kind == "ability":
        start_ability(g, p, action[1], action[2])
    elif kind == "zone_ability":
        start_zone_ability(g, p, action[1], action[2])
    elif kind == "discard_from_play":
        discard_from_play(g, p, g.slot(action[1]))
    elif kind == "retreat":
        g.push("retreat", p=p)
    elif kind == "attack":
        g.pop()  # the main phase ends with the attack
        start_attack(g, p, action[1])
    elif kind == "end":
        g.pop()
        g.event("end_turn", player=p)
        g.push("end_turn")
    else:
        raise ValueError(f"unknown action {action!r}")


def _target_decision(g: Game, f: dict[str, Any], targets: list[Slot], prompt: str) -> Slot | None:
    """Choose one of ``targets`` (no question when there is only one)."""
    if len(targets) == 1:
        return targets[0]
    if "ans" not in f:
        f["targets"] = [t["id"] for t in targets]
        g.ask(f["p"], "target", prompt, [(g.slot_label(t), t["id"]) for t in targets])
        return None
    return g.slot(f.pop("targets")[f.pop("ans")[0]])


def evolve(g: Game, f: dict[str, Any]) -> None:
    p, c = f["p"], f["c"]
    d = g.d(c)
    slot = _target_decision(g, f, evolution_targets(g, p, d), f"Evolve which Pokémon into {d.name}?")
    if slot is None:
        return
    g.pop()
    if evolve_in_play(g, p, slot, c, clause="PTCG:I-A-05"):
        g.push("ko")


def energy_targets(g: Game, p: int, c: int) -> list[Slot]:
    """The Pokémon Energy card ``c`` may be attached to from the hand (PTCG:I-C): any of the
    player's, unless the card says which ("can only be attached to a Team Rocket's
    Pokémon")."""
    return [s for s in in_play(g.s, p) if _from_hand_to(g, c, s)]


def _from_hand_to(g: Game, c: int, slot: Slot) -> bool:
    """The card's own limits, and an attack's "Energy can't be attached from your opponent's
    hand to the Defending Pokémon" (rules.hand_energy)."""
    return can_attach(g, c, slot) and not hand_energy_blocked(g, slot)


def _can_attach_any(g: Game, p: int, c: int) -> bool:
    """:func:`energy_targets` is not empty (asked for each Energy card in the hand at every
    main-phase decision: the Active Pokémon usually answers, so it is asked first)."""
    pl = g.s["players"][p]
    active = pl["active"]
    if active is not None and (
            (g.defs[c].is_basic_energy and not active["fx"]) or _from_hand_to(g, c, active)):
        return True  # a basic Energy card and an Active with no effect on it: the usual case
    return any(_from_hand_to(g, c, s) for s in pl["bench"])


def attach_energy(g: Game, f: dict[str, Any]) -> None:
    p, c = f["p"], f["c"]
    slot = _target_decision(g, f, energy_targets(g, p, c), f"Attach {g.name(c)} to which Pokémon?")
    if slot is None:
        return
    g.pop()
    g.s["players"][p]["hand"].remove(c)
    slot["energy"].append(c)
    g.s["tf"]["energy"] = True
    g.event("attach", clause="PTCG:I-C", player=p, card=g.name(c), target=g.top(slot).name)
    # what attaching triggers may place damage counters (an attack's "whenever they attach …",
    # PTCG:II-E-01; Abilities "whenever … attaches an Energy card", PTCG:II-E-07): checked after
    g.push("ko")
    depth = len(g.s["stack"])
    attached_from_hand(g, p, slot)
    triggers.energy_attached(g, p, slot, c, from_hand=True)
    _attach_trigger(g, p, slot, c)
    if len(g.s["stack"]) == depth and not slot["fx"]:
        g.pop()  # nothing triggered nor any effect on it: no Pokémon can be Knocked Out


def _attach_trigger(g: Game, p: int, slot: Slot, c: int) -> None:
    """"When you attach this card from your hand to a Pokémon, …": it happens at once (a
    Special Energy whose text has no effect now triggers nothing)."""
    if not g.d(c).is_special_energy or continuous.special_energy_plain(g):
        return
    impl = lookup_trainer(g.d(c).name_key)
    if impl is None or not impl.on_attach:
        return
    if impl.on_attach_if is not None and not impl.on_attach_if(g, p, slot):
        return
    g.event("trigger", clause="PTCG:I-C", card=g.name(c), when="attached from hand")
    g.push("ko")
    g.push("script", ref=["trainer", g.d(c).name_key, "on_attach"], pc=0, p=p, src=slot["id"],
           card=c)


def attach_tool(g: Game, f: dict[str, Any]) -> None:
    p, c = f["p"], f["c"]
    if trainer_fails(g, f, p, c):  # an effect on the player (PTCG:II-C-19)
        g.pop()
        return
    free = [s for s in in_play(g.s, p) if len(s["tools"]) < continuous.tool_slots(g, s)]
    slot = _target_decision(g, f, free, f"Attach {g.name(c)} to which Pokémon?")
    if slot is None:
        return
    g.pop()
    g.pl(p)["hand"].remove(c)
    slot["tools"].append(c)
    g.event("attach", clause="PTCG:I-B-02", player=p, card=g.name(c), target=g.top(slot).name)


def _played_with(g: Game, p: int, c: int, impl: TrainerImpl) -> list[int]:
    """"You must play 2 <name> cards at once": the other cards of that name in the hand, as
    many as are played with ``c`` (the first ones: cards of one name are alike)."""
    if impl.played_at_once < 2:
        return []  # every other Trainer: played alone
    key = g.d(c).name_key
    same = [x for x in g.pl(p)["hand"] if x != c and g.d(x).name_key == key]
    return same[:impl.played_at_once - 1]


def play_trainer(g: Game, f: dict[str, Any]) -> None:
    """PTCG:I-B-01/03/04: 1. conditions, 2. play and show, 3. the text, 4. discard. A step
    that pushes no work goes on to the next one in the same call (the engine's loop would
    call this frame again at once): most Trainers have no cost, and their text is done by
    the time the card is discarded."""
    p, c = f["p"], f["c"]
    d = g.defs[c]
    key = d.name_key
    impl = lookup_trainer(key)
    assert impl is not None
    pl = g.s["players"][p]
    step = f["step"]
    if step == 0:  # 1. conditions ("discard 2 other cards"): the card is still in hand
        if trainer_fails(g, f, p, c):  # an effect on the player (PTCG:II-C-19)
            g.pop()
            return
        f["step"] = step = 1
        if impl.cost:
            g.push("script", ref=["trainer", key, "cost"], pc=0, p=p, card=c)
            return
    if step == 1:  # 2. play it and show it
        kind = d.trainer_kind
        # "You must play 2 … cards at once. (This effect works one time for 2 cards.)"
        f["with"] = _played_with(g, p, c, impl)
        for x in [c, *f["with"]]:
            pl["hand"].remove(x)
            pl["playing"].append(x)
        g.event("play_trainer", clause=_TRAINER_CLAUSE.get(kind), player=p, card=d.name, kind=kind,
                **({"n": 1 + len(f["with"])} if f["with"] else {}))
        if kind == "Supporter":
            g.s["tf"]["supporter"] = d.name  # its name, for "if you played a … Supporter"
        f["step"] = step = 2
        if kind == "Stadium":
            g.s["tf"]["stadium"] = True
            if g.s["stadium"] is not None:
                g.stadium_leaves(why="replaced by another Stadium", clause="PTCG:I-B-04")
            pl["playing"].remove(c)
            g.s["stadium"] = c
            f["step"] = 3
            return
        if impl.effect:
            g.push("script", ref=["trainer", key, "effect"], pc=0, p=p, card=c)
            return
    if step == 2:
        for x in [c, *f.get("with", ())]:
            if x in pl["playing"]:  # the text may have put it elsewhere (Hisuian Heavy Ball)
                pl["playing"].remove(x)
                pl["discard"].append(x)
        f["step"] = step = 3
    g.pop()
    g.push("ko")


_TRAINER_CLAUSE = {
    "Item": "PTCG:I-B-01",
    "Supporter": "PTCG:I-B-03",
    "Stadium": "PTCG:I-B-04",
}


def retreat(g: Game, f: dict[str, Any]) -> None:
    """PTCG:I-A-03: 1. declare, 2. discard the cost, 3. a Benched Pokémon becomes Active."""
    p = f["p"]
    pl = g.pl(p)
    active = pl["active"]
    step = f["step"]
    if step == 0:
        g.s["tf"]["retreat"] = True
        g.event("retreat", clause="PTCG:I-A-03", step=1, player=p, pokemon=g.top(active).name)
        f["step"] = 1
        why = continuous.retreat_flip(g, active)
        if why is not None:  # "your opponent flips a coin. If tails, … they don't switch"
            heads = g.rng.coin()
            g.event("coin", result="heads" if heads else "tails", why=why)
            if not heads:
                g.event("retreat_failed", player=p, why=why)
                g.pop()
    elif step == 1:
        cost = retreat_cost(g, active)
        energy = active["energy"]
        if "ans" in f:
            picked = [energy[i] for i in f.pop("ans")]
        elif len(energy) > cost > 0 and len({g.s["defs"][c] for c in energy}) > 1:
            g.ask(p, "retreat_cost", f"Discard {cost} Energy to retreat",
                  [(g.name(c), c) for c in energy], cost, cost)
            return
        else:
            picked = energy[:cost]
        g.discard_cards(p, picked, energy, why="retreat cost")
        f["step"] = 2
    else:
        bench = pl["bench"]
        if "ans" not in f and len(bench) > 1:
            g.ask(p, "promote", "Choose the Benched Pokémon to become Active",
                  [(g.slot_label(b), b["id"]) for b in bench])
            return
        new = bench[f.pop("ans")[0] if "ans" in f else 0]
        g.pop()
        g.switch_active(p, new, clause="PTCG:I-A-03")


def cant_play(g: Game, p: int, kind: str) -> bool:
    """Whether an effect on player ``p`` (PTCG:II-C-19) or a card in play forbids playing
    cards of ``kind`` from their hand ('Item', 'Supporter', 'Stadium', 'Pokémon Tool',
    'ACE SPEC' (any card kind with that rule: Items, Tools, Special Energy), or 'evolve')."""
    return kind in forbidden_kinds(g, p)


def forbidden_kinds(g: Game, p: int) -> frozenset[str] | set[str]:
    """Every kind :func:`cant_play` forbids player ``p`` now, at once: the main phase asks it
    once for the whole hand. Most games have neither kind of effect."""
    pfx = g.s.get("pfx")
    if not pfx and "cant_play" not in g.passive_rules:
        return continuous.NO_KINDS  # the usual case
    kinds = continuous.forbidden_kinds(g, p)  # "as long as …" (an Ability)
    if not pfx:
        return kinds
    out = set(kinds)
    for fx in player_effects(g.s, p, "cant_play"):
        out.update(fx["what"])
    return out


def evolve_in_play(g: Game, p: int, slot: Slot, c: int, clause: str) -> bool:
    """A card from the hand evolves a Pokémon in play: conditions and effects end. Returns
    whether an effect put damage counters on it for that (the caller checks for Knock Outs)."""
    before = g.top(slot).name
    g.pl(p)["hand"].remove(c)
    slot["cards"].append(c)
    slot["played"] = g.turn
    continuous.clear_on_evolving(g, slot)
    g.event("evolve", clause=clause, player=p, pokemon=before, into=g.name(c))
    # played from hand to evolve, Rare Candy too: "when you play this Pokémon from your hand
    # to evolve" Abilities are offered now (PTCG:II-E-05, its FAQ)
    triggers.record_evolution(g, slot, before)
    placed = False
    for n, label in continuous.counters_when_evolved(g, slot):  # Darkest Impulse
        g.place_counters(slot, n, clause="PTCG:II-E-05", why=label)
        placed = True
    triggers.fire(g, "evolve", {"slot": slot["id"]}, p, [(p, slot)])
    return placed
