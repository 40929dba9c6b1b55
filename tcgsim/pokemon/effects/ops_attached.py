"""Ops of Pokémon Tools, Stadiums and Special Energy: what their texts do when they act.

Script frames of attached cards carry ``src`` (the Pokémon the card is attached to) and
``card``; those run at attack step 6 also ``attacker`` (the Attacking Pokémon).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import Filter, frame_vars
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, find_slot, sorted_cards
from tcgsim.pokemon.rules.energy import move_energy_card


# -- the attached card itself ------------------------------------------------------------------
def discard_this_card(g: Game, f: dict[str, Any]) -> bool:
    """"If this card is attached to 1 of your Pokémon, discard it at the end of your turn"."""
    slot, c = g.slot(f["src"]), f["card"]
    zone = slot["tools"] if c in slot["tools"] else slot["energy"]
    if c in zone:
        g.discard_cards(g.slot_owner(slot["id"]), [c], zone, why="end of turn (PTCG:II-E-20)")
    return True


# -- "is damaged by an attack from your opponent's Pokémon" (attack step 6) ----------------
def _attacker(g: Game, f: dict[str, Any]) -> Slot | None:
    found = find_slot(g.s, f["attacker"])
    return None if found is None else found[1]


def holder_is_active(g: Game, f: dict[str, Any]) -> bool:
    """"If the Pokémon this card is attached to is in the Active Spot" (var 'active')."""
    frame_vars(g, f)["active"] = g.pl(f["p"])["active"] is g.slot(f["src"])
    return True


def holder_is(g: Game, f: dict[str, Any], what: Filter, var: str) -> bool:
    """"If the <what> Pokémon this card is attached to …" (var: whether it is one now)."""
    frame_vars(g, f)[var] = what(g.top(g.slot(f["src"])))
    return True


def move_attacker_energy_to_its_bench(g: Game, f: dict[str, Any]) -> bool:
    """"move an Energy from the Attacking Pokémon to 1 of your opponent's Benched Pokémon":
    the player whose card it is chooses both (PTCG:II-C-10)."""
    attacker = _attacker(g, f)
    if attacker is None or not attacker["energy"]:
        return True
    opp = g.slot_owner(attacker["id"])
    bench = g.pl(opp)["bench"]
    if not bench:
        return True
    energy = attacker["energy"]
    options = [(f"{g.name(c)} to {g.slot_label(b)}", [c, b["id"]]) for c in energy for b in bench]
    if "ans" not in f:
        g.ask(f["p"], "move_energy", "Move an Energy from the Attacking Pokémon", options)
        return False
    c, to = options[f.pop("ans")[0]][1]
    move_energy_card(g, c, attacker, g.slot(to))  # a Special Energy it can't go to: discarded
    return True


def switch_in_this_pokemon(g: Game, f: dict[str, Any]) -> bool:
    """"switch that Pokémon with your Active Pokémon": the Benched Pokémon the card was just
    attached to becomes Active (PTCG:II-C-03)."""
    slot = g.slot(f["src"])
    benched = slot in g.pl(f["p"])["bench"]
    if benched:
        g.switch_active(f["p"], slot, clause="PTCG:II-C-03")
    frame_vars(g, f)["undone"] = not benched  # for "If you do, …"
    return True


# -- Stadium effects ----------------------------------------------------------------------------
def hand_card_to_deck_top(g: Game, f: dict[str, Any], bottom: bool = False,
                          swap: bool = False) -> bool:
    """"put a card from their hand on top of their deck" (``bottom``: "on the bottom of your
    deck", Quaquaval's Up-Tempo cost); ``swap``: "Switch a card from your hand with the top
    card of your deck" (Gumshoos): the top card goes into the hand, the chosen card in its
    place (neither is done without the other)."""
    p = f["p"]
    pl = g.pl(p)
    hand = sorted_cards(g, pl["hand"])
    if not hand or (swap and not pl["deck"]):
        return True
    where = "bottom" if bottom else "top"
    if "ans" not in f:
        g.ask(p, "to_deck", f"Put a card from your hand on the {where} of your deck",
              [(g.name(c), c) for c in hand])
        return False
    c = hand[f.pop("ans")[0]]
    pl["hand"].remove(c)
    if swap:
        top = pl["deck"].pop(0)
        pl["hand"].append(top)
        g.event("to_hand", clause="PTCG:II-C-02", player=p, n=1, where="top of the deck",
                secret={"cards": g.card_refs([top])}, to=[p])
    if bottom:
        pl["deck"].append(c)
    else:
        pl["deck"].insert(0, c)
    g.event("to_deck", clause="PTCG:II-C-02", player=p, n=1, where=where,
            secret={"cards": g.card_refs([c])}, to=[p])
    return True


def hand_card_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    pl = g.pl(p)
    return bool(pl["hand"]) and (not a.get("swap") or bool(pl["deck"]))


def end_the_turn(g: Game, f: dict[str, Any]) -> bool:
    """"their turn ends": the main phase gives way to the end of the turn."""
    g.s["tf"]["turn_ends"] = True
    return True


def discarded_to_hand(g: Game, f: dict[str, Any], var: str, what: Filter, label: str) -> bool:
    """"If a player discarded any <label> in this way, they put those cards into their hand"."""
    p = f["p"]
    pl = g.pl(p)
    got = [c for c in frame_vars(g, f).get(var, []) if c in pl["discard"] and what(g.d(c))]
    for c in got:
        pl["discard"].remove(c)
        pl["hand"].append(c)
    if got:
        g.event("to_hand", clause="PTCG:II-C-02", player=p, cards=g.card_refs(got), what=label)
    return True


# -- evolving and devolving by effect (PTCG:II-C-12, II-C-13) ---------------------------------
def choose_own_bench(g: Game, f: dict[str, Any], n: int, var: str) -> bool:
    """"Choose up to n of your Benched Pokémon" (remembered in ``var``)."""
    bench = g.pl(f["p"])["bench"]
    if "ans" not in f:
        if not bench:
            frame_vars(g, f)[var] = []
            return True
        g.ask(f["p"], "choose", f"Choose up to {n} of your Benched Pokémon",
              [(g.slot_label(b), b["id"]) for b in bench], 0, n)
        return False
    frame_vars(g, f)[var] = [bench[i]["id"] for i in f.pop("ans")]
    return True


# -- constructors that cards use -----------------------------------------------------------
def bench_from_deck(what: Filter, label: str, n: int = 1, mode: str = "exact") -> tuple[Any, ...]:
    """"search your deck for <n> <label> and put it onto your Bench" (as many as there is room
    for; from the hidden deck fewer may be chosen, PTCG:II-C-11, I-H)."""
    return ("take_cards", {"src": "deck", "to": "bench", "what": what, "label": label, "n": n,
                           "mode": mode})
