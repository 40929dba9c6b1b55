"""A Pokémon leaving play by its own card's effect: shuffled into the deck, discarded, or
Knocked Out ("If you use this Ability, this Pokémon is Knocked Out"; "Both Active Pokémon
are Knocked Out"), always with every card attached to it; and "that Pokémon is Knocked Out"
by an attack's effect. A new Active Pokémon, where one is needed, is chosen by the Knock Out check
that follows every ability and attack (PTCG:I-D step 5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects.script import frame_vars, shielded, source_slot, target_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, in_play, slot_cards

Filter = Callable[[Any], bool]


def _take_out(g: Game, slot: Slot) -> tuple[int, list[int]]:
    p = g.slot_owner(slot["id"])
    g.remove_slot(p, slot)
    return p, slot_cards(slot)


def shuffle_self_into_deck(g: Game, f: dict[str, Any]) -> bool:
    """"shuffle this Pokémon and all attached cards into your deck"."""
    p, cards = _take_out(g, source_slot(g, f))
    g.pl(p)["deck"].extend(cards)
    g.event("to_deck", clause="PTCG:II-C-02", player=p, cards=g.card_refs(cards))
    g.shuffle_deck(p, clause="PTCG:II-E-36")
    return True


def discard_self(g: Game, f: dict[str, Any], target: str = "self") -> bool:
    """"discard this Pokémon and all attached cards" (``target`` "opponent_active": "discard
    your opponent's Active Pokémon and all attached cards", not a Knock Out: no Prize cards;
    nothing where the attack's effects can't reach it, PTCG:II-C-17)."""
    slot = target_slot(g, f, target)
    if slot is None:
        return True
    p, cards = _take_out(g, slot)
    g.pl(p)["discard"].extend(cards)
    g.event("discard", clause="PTCG:II-C-01", player=p, cards=g.card_refs(cards), why="effect")
    return True


def knock_out_self(g: Game, f: dict[str, Any], opponent_active: bool = False) -> bool:
    """"this Pokémon is Knocked Out": no damage counters; the Knock Out check that follows
    finds it and the opponent takes Prize cards for it as usual (PTCG:I-D).
    ``opponent_active``: "Both Active Pokémon are Knocked Out", the opponent's one too unless
    the attack's effects can't reach it (PTCG:II-C-17); both are found by the same check."""
    source_slot(g, f)["fx"].append({"kind": "knocked_out", "label": "Knocked Out by its own effect"})
    other = target_slot(g, f, "opponent_active") if opponent_active else None
    if other is not None:
        other["fx"].append({"kind": "knocked_out", "label": "Knocked Out by an attack's effect"})
    return True


def knock_out(g: Game, f: dict[str, Any], target: str = "opponent_active",
              what: Filter | None = None) -> bool:
    """"that Pokémon is Knocked Out" (an effect of an attack, not damage: a Pokémon
    unaffected by the attack's effects is not, PTCG:II-C-17); the Knock Out check that
    follows finds it (PTCG:I-D). ``what``: only a Pokémon of that kind ("Knock Out your
    opponent's Active Basic Pokémon"); ``target`` "opponent_bench": "Knock Out 1 of your
    opponent's Benched [Basic] Pokémon" (the attacker chooses one)."""
    if target == "opponent_bench":
        bench = [s for s in g.pl(1 - f["p"])["bench"] if what is None or what(g.top(s))]
        if not bench:
            return True
        if "ans" not in f:
            g.ask(f["p"], "choose_pokemon", "Knock Out which Pokémon?",
                  [(g.slot_label(s), s["id"]) for s in bench])
            return False
        slot: Slot | None = bench[f.pop("ans")[0]]
        if slot is not None and shielded(g, f, slot):
            return True
    else:
        slot = target_slot(g, f, target)
        if slot is not None and what is not None and not what(g.top(slot)):
            return True
    if slot is not None:
        slot["fx"].append({"kind": "knocked_out", "label": "Knocked Out by an effect"})
    return True


def knocked_out_to_hand(g: Game, f: dict[str, Any]) -> bool:
    """"If this Pokémon is Knocked Out …, put it into your hand instead of the discard pile.
    (Discard all attached cards.)": a mark the Knock Out procedure reads where it discards
    (rules.knockout, PTCG:I-D step 3)."""
    source_slot(g, f)["fx"].append({"kind": "to_hand_instead", "label": "into the hand"})
    return True


def knock_out_least_hp(g: Game, f: dict[str, Any]) -> bool:
    """"Choose a Pokémon in play (yours or your opponent's) that has the least HP remaining,
    except for this Pokémon, and it is Knocked Out" (Inteleon's Bring Down): the player picks
    among those tied for the least; an opponent's Pokémon unaffected by the attack's effects
    is not Knocked Out (PTCG:II-C-17); the Knock Out check that follows finds it."""
    me = source_slot(g, f)
    others = [(q, s) for q in (f["p"], 1 - f["p"]) for s in in_play(g.s, q) if s is not me]
    if not others:
        return True
    least = min(g.remaining_hp(s) for _, s in others)
    tied = [(q, s) for q, s in others if g.remaining_hp(s) == least]
    if len(tied) > 1 and "ans" not in f:
        g.ask(f["p"], "choose_pokemon", "Choose a Pokémon with the least HP remaining",
              [(("Your " if q == f["p"] else "Opponent's ") + g.slot_label(s), s["id"])
               for q, s in tied])
        return False
    q, slot = tied[f.pop("ans")[0] if "ans" in f else 0]
    if q != f["p"] and shielded(g, f, slot):
        return True
    slot["fx"].append({"kind": "knocked_out", "label": "Knocked Out by an attack's effect"})
    return True


def knock_out_each(g: Game, f: dict[str, Any], hp_at_most: int) -> bool:
    """"Knock Out each of your opponent's Pokémon that has 50 HP or less remaining"."""
    for slot in in_play(g.s, 1 - f["p"]):
        if g.remaining_hp(slot) <= hp_at_most and not shielded(g, f, slot):
            slot["fx"].append({"kind": "knocked_out",
                               "label": "Knocked Out by an attack's effect"})
    return True


def knock_out_chosen(g: Game, f: dict[str, Any], counters: int | None = None) -> bool:
    """"Knock Out 1 of your opponent's Pokémon [that has exactly N damage counters on it]": the
    attacker chooses among those the text names; one unaffected by the attack's effects is not
    Knocked Out (PTCG:II-C-17)."""
    slots = [s for s in in_play(g.s, 1 - f["p"]) if counters is None or s["dmg"] == 10 * counters]
    if not slots:
        return True
    if "ans" not in f and len(slots) > 1:
        g.ask(f["p"], "target", "Choose 1 of your opponent's Pokémon to Knock Out",
              [(g.slot_label(s), s["id"]) for s in slots], 1, 1)
        return False
    slot = slots[f.pop("ans")[0]] if "ans" in f else slots[0]
    if not shielded(g, f, slot):
        slot["fx"].append({"kind": "knocked_out", "label": "Knocked Out by an attack's effect"})
    return True


def opponent_switches_out(g: Game, f: dict[str, Any], var: str = "switched") -> bool:
    """"switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new
    Active Pokémon.)" — remembers in ``var`` whether it happened ("If you do, …")."""
    opp = 1 - f["p"]
    bench = g.pl(opp)["bench"]
    v = frame_vars(g, f)
    if not bench or g.pl(opp)["active"] is None:
        v[var] = False
        return True
    if "ans" not in f and len(bench) > 1:
        g.ask(opp, "promote", "Choose your new Active Pokémon",
              [(g.slot_label(b), b["id"]) for b in bench])
        return False
    new = bench[f.pop("ans")[0] if "ans" in f else 0]
    g.switch_active(opp, new, clause="PTCG:II-C-03")
    v[var] = True
    return True
