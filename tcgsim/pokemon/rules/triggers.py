"""Triggered Abilities: text that happens *when* something happens.

The rules call :func:`fire` at the moment the printed trigger names:

    =============  ==============================================  ====================
    trigger        the moment                                      clause
    =============  ==============================================  ====================
    "evolve"       a Pokémon is played from hand to evolve         PTCG:II-E-05
    "bench"        a Basic Pokémon is played from hand to Bench    PTCG:II-E-06
    "attach"       an Energy card is attached (once per card)      PTCG:II-E-07
    "knocked_out"  Knock Out step 2, before the discard            PTCG:II-E-04
    "end_of_turn"  the end of the turn, before Pokémon Checkup     PTCG:II-E-20
    "to_bench"     an Active Pokémon moved to the Bench            PTCG:II-E-24
    "to_active"    a Benched Pokémon moved to the Active Spot      PTCG:II-E-24
    =============  ==============================================  ====================

An Ability with ``trigger`` set (:class:`~tcgsim.pokemon.model.impl.AbilityImpl`) answers one
of them; ``trigger_if(game, owner, slot, event) -> bool`` says whether this event is the
one its text means (``event``: JSON-able dict, e.g. ``{"slot": id, "card": c,
"from_hand": True, "player": p}``). A declared one ("… you may use this Ability") is
offered at once, before any other action, and counts as that Ability's use for the
turn (PTCG:II-E-12, II-E-14); an automatic one just happens. Its script sees the event
as script variables (``frame_vars``), so "that Pokémon" is ``vars['slot']``.

When several trigger at once, the player the effects concern orders them (PTCG:II-E-04,
II-E-07, II-E-20): the ``triggers`` frame asks for the next one while two or more wait.

This module also keeps the two records the rules ask about later: which turns a
player's Pokémon were Knocked Out in (PTCG:II-E-11) and what each Pokémon evolved from
this turn (PTCG:II-E-23).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import attack_key
from tcgsim.pokemon.model.per_card import by_card
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.abilities import ability_impl, ability_ready
from tcgsim.pokemon.rules.continuous import attached, counters_when_benched, has_no_abilities

TRIGGERS = ("evolve", "bench", "attach", "knocked_out", "end_of_turn", "to_bench", "to_active")
CLAUSES = {"evolve": "PTCG:II-E-05", "bench": "PTCG:II-E-06", "attach": "PTCG:II-E-07",
           "knocked_out": "PTCG:II-E-04", "end_of_turn": "PTCG:II-E-20",
           "to_bench": "PTCG:II-E-24", "to_active": "PTCG:II-E-24",
           "moved": "PTCG:II-E-24"}  # both of a move (rules.triggers.moved)


def pending(g: Game, kind: str, event: dict[str, Any],
            slots: list[tuple[int, Slot]] | None = None) -> list[dict[str, Any]]:
    """What ``kind`` triggers now: one item per Ability (of ``slots``, default every Pokémon
    in play) whose text this event meets and that could be used now."""
    assert kind in TRIGGERS, kind
    out: list[dict[str, Any]] = []
    if kind not in g.deck_fact("trigger_kinds", _trigger_kinds):
        return out  # no Pokémon of either deck has such an Ability
    where = slots if slots is not None else [(p, s) for p in (0, 1) for s in in_play(g.s, p)]
    for p, slot in where:
        if slot["down"] or has_no_abilities(g, slot):
            continue
        for i, a in enumerate(g.top(slot).abilities):
            impl = ability_impl(a)
            if impl is None:
                continue
            if impl.trigger == kind:
                meant = impl.trigger_if
            elif any(k == kind for k, _ in impl.also_triggers):  # "You may also use this …"
                meant = next(c for k, c in impl.also_triggers if k == kind)
            else:
                continue
            if meant is not None and not meant(g, p, slot, event):
                continue
            if impl.declared and not ability_ready(g, p, slot, a, impl):
                continue
            out.append({"p": p, "src": slot["id"], "idx": i, "declared": impl.declared,
                        "label": f"{a.name} ({g.slot_label(slot)})", "v": dict(event)})
    return out


def _trigger_kinds(g: Game) -> frozenset[str]:
    """The triggers that Abilities printed on the Pokémon of both decks answer."""
    return frozenset().union(*by_card(g, _TRIGGERS, _triggers_of))


_TRIGGERS: dict[str, frozenset[str]] = {}  # card id -> _triggers_of (see by_card)


def _triggers_of(d: CardDef) -> frozenset[str]:
    kinds = set()
    for a in d.abilities:
        impl = ability_impl(a)
        if impl is not None and impl.trigger:
            kinds.add(impl.trigger)
            kinds.update(k for k, _ in impl.also_triggers)
    return frozenset(kinds)


def fire(g: Game, kind: str, event: dict[str, Any], chooser: int,
         slots: list[tuple[int, Slot]] | None = None) -> bool:
    """Push a frame resolving what ``kind`` triggers (nothing if nothing does); ``chooser``
    orders simultaneous ones. Returns whether anything triggered."""
    return push_items(g, kind, pending(g, kind, event, slots), chooser)


def push_items(g: Game, kind: str, items: list[dict[str, Any]], chooser: int) -> bool:
    if items:
        g.push("triggers", kind=kind, items=items, chooser=chooser)
    return bool(items)


def energy_attached(g: Game, p: int, slot: Slot, card: int, from_hand: bool) -> None:
    """PTCG:II-E-07: call once for each Energy card attached (two cards at once: twice)."""
    fire(g, "attach", {"slot": slot["id"], "card": card, "player": p, "from_hand": from_hand,
                       "turn_player": g.current}, g.slot_owner(slot["id"]))


def benched(g: Game, p: int, slot: Slot) -> bool:
    """A Pokémon was just put onto player p's Bench (played from the hand or by an effect,
    PTCG:I-A-04, II-C-11): "whenever any player puts a … Pokémon onto their Bench during
    their turn, place N damage counters on that Pokémon" (Risky Ruins) happens at once.
    Returns whether any counters were placed (the caller checks for Knock Outs)."""
    if p != g.current:
        return False  # "during their turn": not on the opponent's turn, nor at setup
    placed = False
    for n, label in counters_when_benched(g, slot):
        g.place_counters(slot, n, clause="PTCG:I-B-04", why=label)
        placed = True
    return placed


def moved(g: Game, f: dict[str, Any]) -> None:
    """The frame ``Game.switch_active`` (and a promotion after a Knock Out) leaves: player
    ``player``'s Pokémon ``to_active`` moved from the Bench to the Active Spot and ``to_bench``
    (if any) from the Active Spot to the Bench. What that triggers ("when this Pokémon moves
    from your Bench to the Active Spot", "whenever your opponent's Active Pokémon moves to the
    Bench") happens now, the current player ordering; a Knock Out check follows it."""
    g.pop()
    p = f["player"]
    items = []
    for kind in ("to_bench", "to_active"):
        if f[kind] is not None:
            items += pending(g, kind, {"slot": f[kind], "player": p, "turn_player": g.current})
    if items:
        if not any(fr["op"] == "attack" for fr in g.s["stack"]):
            g.push("ko")  # (during an attack, its own Knock Out check, step 7, comes later)
        push_items(g, "moved", items, g.current)


def knocked_out(g: Game, f: dict[str, Any]) -> None:
    """PTCG:II-E-04, Knock Out step 2: what each Knocked Out Pokémon triggers, ordered by its
    owner; the player whose turn it is resolves theirs first. ``by_attack``: it took damage
    from the attack whose Knock Out check this is."""
    hit = f.get("hit", [])
    per_player: list[list[dict[str, Any]]] = [[], []]
    for p, sid in f["kod"]:
        slot = g.slot(sid)
        event = {"slot": sid, "player": p, "active": g.pl(p)["active"] is slot,
                 "by_attack": sid in hit, "attacker": f.get("attack")}
        per_player[p] += pending(g, "knocked_out", event)
        if slot["tools"]:
            per_player[p] += _attached_knocked_out(g, p, slot, event)
    for p in (1 - g.current, g.current):  # pushed last runs first
        push_items(g, "knocked_out", per_player[p], p)


def _attached_knocked_out(g: Game, p: int, slot: Slot,
                          event: dict[str, Any]) -> list[dict[str, Any]]:
    """The Tools of a Pokémon being Knocked Out whose text answers this Knock Out (Amulet of
    Hope): automatic, run with the Pokémon as "that Pokémon" and the Tool as "this card"."""
    return [{"p": p, "src": slot["id"], "card": c, "declared": False, "label": g.name(c),
             "v": dict(event), "ref": ["trainer", g.d(c).name_key, "knocked_out"]}
            for c, impl in attached(g, slot, tools_only=True)
            if impl.knocked_out and (impl.knocked_out_if is None
                                     or impl.knocked_out_if(g, p, slot, event))]


def run_triggers(g: Game, f: dict[str, Any]) -> None:
    """One triggered Ability after another: the chooser picks the next while two or more
    wait; a declared one is offered to its owner ("you may")."""
    items = f["items"]
    if not items:
        g.pop()
        return
    if "next" not in f:
        if len(items) > 1:
            if "ans" not in f:
                g.ask(f["chooser"], "trigger_order", "Which effect happens next?",
                      [(it["label"], it["src"]) for it in items])
                return
            f["next"] = f.pop("ans")[0]
        else:
            f["next"] = 0
    it = items[f["next"]]
    if it["declared"] and "ans" not in f:
        g.ask(it["p"], "may", f"Use {it['label']}?", [("Use it", True), ("Don't", False)])
        return
    use = not it["declared"] or f.pop("ans")[0] == 0
    items.pop(f.pop("next"))
    if not use or _gone(g, it["src"]):
        return
    extra = {"attacker": it["v"]["attacker"]} if it["v"].get("attacker") else {}
    if "ref" in it:  # a Tool's text
        g.event("trigger", clause=CLAUSES[f["kind"]], player=it["p"], card=it["label"],
                when="its Pokémon is Knocked Out")
        g.push("script", ref=it["ref"], pc=0, p=it["p"], src=it["src"], card=it["card"],
               v=dict(it["v"]), **extra)
        return
    slot = g.slot(it["src"])
    a = g.top(slot).abilities[it["idx"]]
    if it["declared"]:  # declared: the use counts for the turn (PTCG:II-E-12, II-E-14)
        g.push("ability", p=it["p"], src=it["src"], idx=it["idx"], v=dict(it["v"]),
               no_ko=f["kind"] == "knocked_out")
        return
    g.event("ability", clause=CLAUSES[f["kind"]], player=it["p"], pokemon=g.top(slot).name,
            ability=a.name, automatic=True)
    # "the Attacking Pokémon" of a Knock Out is a frame key, as for "when damaged" effects
    g.push("script", ref=["ability", attack_key(a.name, a.text), "effect"], pc=0, p=it["p"],
           src=it["src"], v=dict(it["v"]), **extra)


def _gone(g: Game, slot_id: int) -> bool:
    return all(s["id"] != slot_id for p in (0, 1) for s in in_play(g.s, p))


# -- records the rules ask about later -------------------------------------------------------
def record_knock_outs(g: Game, owners: list[int]) -> None:
    """PTCG:II-E-11: remember the turns in which each player's Pokémon were Knocked Out.
    Pokémon Checkup belongs to neither player's turn (PTCG:I-F), so its Knock Outs are not
    "during your opponent's last turn"."""
    if any(fr["op"] == "checkup" for fr in g.s["stack"]):
        return
    kod = g.s.setdefault("kod_turns", [[], []])
    for p in set(owners):
        if g.turn not in kod[p]:
            kod[p] = (kod[p] + [g.turn])[-2:]


def knocked_out_last_turn(g: Game, p: int) -> bool:
    """"If any of your Pokémon were Knocked Out during your opponent's last turn"."""
    return g.turn - 1 in g.s.get("kod_turns", [[], []])[p]


def record_evolution(g: Game, slot: Slot, from_name: str) -> None:
    """PTCG:II-E-23: what the Pokémon evolved from this turn (the turn flags end with it)."""
    g.s["tf"][f"evolved:{slot['id']}"] = from_name


def evolved_from_this_turn(g: Game, slot: Slot, name: str) -> bool:
    """"If this Pokémon evolved from <name> during this turn"."""
    return g.s["tf"].get(f"evolved:{slot['id']}") == name
