"""Ops of Pokémon Tools, Stadiums and Special Energy: what their texts do when they act.

Script frames of attached cards carry ``src`` (the Pokémon the card is attached to) and
``card``; those run at attack step 6 also ``attacker`` (the Attacking Pokémon).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import Filter, frame_vars
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, find_slot, in_play, sorted_cards
from tcgsim.pokemon.rules.continuous import weaknesses
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


def holder_weak_to_opponent_active(g: Game, f: dict[str, Any], var: str) -> bool:
    """"If the Pokémon this card is attached to has Weakness to your opponent's Active
    Pokémon's type" (var): its Weakness now (an effect may change it, PTCG:II-D-13) against
    the types of the opponent's Active Pokémon now."""
    opp = g.pl(1 - f["p"])["active"]
    weak = {t for t, _ in weaknesses(g, g.slot(f["src"]))}
    frame_vars(g, f)[var] = opp is not None and bool(weak & set(g.top(opp).types))
    return True


def holder_took_from(g: Game, f: dict[str, Any], at_least: int, attacker: Filter,
                     var: str) -> bool:
    """"… takes 240 or more damage from an attack from your opponent's Mega Evolution Pokémon
    ex" (var), at attack step 6: the damage the attack being used placed on the Pokémon this
    card is attached to, and the kind of the Attacking Pokémon."""
    frame = next((fr for fr in reversed(g.s["stack"]) if fr["op"] == "attack"), None)
    done = frame.get("damage_done", {}).get(str(f["src"]), 0) if frame is not None else 0
    found = find_slot(g.s, f["attacker"]) if f.get("attacker") is not None else None
    frame_vars(g, f)[var] = done >= at_least and found is not None and attacker(g.top(found[1]))
    return True


def holder_energy_to_bench(g: Game, f: dict[str, Any], n: int, what: Filter) -> bool:
    """"move up to N Basic Energy cards from that Pokémon to your Benched Pokémon in any way you
    like" (Heavy Baton, as its Pokémon is Knocked Out): the player picks the cards (none at
    all if they like), then where each goes (PTCG:II-C-10)."""
    holder = g.slot(f["src"])
    p = g.slot_owner(holder["id"])
    bench = g.pl(p)["bench"]
    st = f.setdefault("st", {})
    if "cards" not in st:
        energy = [c for c in holder["energy"] if what(g.d(c))]
        if not bench or not energy:
            f.pop("st")
            return True
        if "ans" not in f:
            k = min(n, len(energy))
            g.ask(p, "move_energy", f"Choose up to {k} Energy to move to your Bench",
                  [(g.name(c), c) for c in energy], 0, k)
            return False
        st["cards"] = [energy[i] for i in f.pop("ans")]
    while st["cards"]:
        c = st["cards"][0]
        if "ans" not in f and len(bench) > 1:
            g.ask(p, "move_energy", f"Move {g.name(c)} to which Pokémon?",
                  [(g.slot_label(b), b["id"]) for b in bench])
            return False
        dst = bench[f.pop("ans")[0] if "ans" in f else 0]
        move_energy_card(g, st["cards"].pop(0), holder, dst)
    f.pop("st")
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
def choose_own_bench(g: Game, f: dict[str, Any], n: int, var: str, where: str = "bench",
                     what: Filter | None = None, label: str = "Pokémon") -> bool:
    """"Choose up to n of your [Benched] [<what>] Pokémon" (remembered in ``var``)."""
    pl = g.pl(f["p"])
    pool = pl["bench"] if where == "bench" else in_play(g.s, f["p"])
    bench = [b for b in pool if what is None or what(g.top(b))]
    if "ans" not in f:
        if not bench:
            frame_vars(g, f)[var] = []
            return True
        benched = "Benched " if where == "bench" else ""
        g.ask(f["p"], "choose", f"Choose up to {n} of your {benched}{label}",
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
