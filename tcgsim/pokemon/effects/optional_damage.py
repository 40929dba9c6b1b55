""""You may <give up Energy> and have this attack do N more damage" (PTCG:II-B-01, II-E-10),
and "discard … Energy from your Pokémon. This attack does N damage for each card you
discarded in this way".

The attacking player decides at damage step 1; what is given up leaves this Pokémon before
the damage is done, and the extra damage is part of the base damage (so Weakness applies
to it).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import Filter, _base_so_far, frame_vars, source_slot
from tcgsim.pokemon.game import Game


def may_pay_energy_for_more(g: Game, f: dict[str, Any], n: int | None, what: Filter, label: str,
                            amount: int, to: str = "discard") -> bool:
    """Give up ``n`` Energy cards matching ``what`` from this Pokémon (n None: all of them; to
    the hand, the deck shuffled, or the discard pile) for ``amount`` more damage; not offered
    when this Pokémon has too few (or, for "all", none)."""
    p = f["p"]
    me = source_slot(g, f)
    energy = sorted((c for c in me["energy"] if what(g.d(c))), key=lambda c: (g.s["defs"][c], c))
    base = _base_so_far(g, f)
    how_many = "all" if n is None else str(n)
    n = len(energy) if n is None else n
    if not energy or len(energy) < n:
        return True
    if "ans" not in f:
        where = {"hand": "into your hand", "deck": "into your deck"}.get(to, "in the discard pile")
        g.ask(p, "may", f"Put {how_many} {label} from {g.top(me).name} {where} for {amount} more "
              "damage?", [(f"Yes: {amount} more damage", True), ("No", False)])
        return False
    if f.get("paying") is None:
        if f.pop("ans")[0] == 1:
            return True
        if len({g.s["defs"][c] for c in energy}) > 1 and len(energy) > n:
            f["paying"] = True
            g.ask(p, "pay_energy", f"Choose {n} {label}", [(g.name(c), c) for c in energy], n, n)
            return False
        picked = energy[:n]
    else:
        del f["paying"]
        picked = [energy[i] for i in f.pop("ans")]
    if to in ("hand", "deck"):
        for c in picked:
            me["energy"].remove(c)
        g.pl(p)[to].extend(picked)
        g.event(f"to_{to}", clause="PTCG:II-E-10", player=p, cards=g.card_refs(picked))
        if to == "deck":
            g.shuffle_deck(p, clause="PTCG:II-E-36")
    else:
        g.discard_cards(p, picked, me["energy"], why="effect")
    frame_vars(g, f)["base"] = base + amount
    return True


def discard_energy_from_yours(g: Game, f: dict[str, Any], n: int, where: str, what: Filter,
                              label: str) -> bool:
    """"[You may] discard any amount of / up to n <label> from your [Benched] Pokémon / this
    Pokémon. This attack does N damage for each card you discarded in this way": the player
    picks any number of those cards, none included (PTCG:II-D-02, II-D-05), from the Pokémon
    the text names, before the damage they pay for; how many is remembered as ``discarded``."""
    p = f["p"]
    pl = g.pl(p)
    slots = ([source_slot(g, f)] if where == "self" else list(pl["bench"]) if where == "bench"
             else [s for s in (pl["active"], *pl["bench"]) if s is not None])
    cards = [(c, s) for s in slots for c in s["energy"] if what(g.d(c))]
    if "ans" not in f:
        if not cards:
            frame_vars(g, f)["discarded"] = 0
            return True
        g.ask(p, "discard_energy", f"Discard up to {min(n, len(cards))} {label}",
              [(f"{g.name(c)} ({g.slot_label(s)})", c) for c, s in cards], 0, min(n, len(cards)))
        return False
    picked = [cards[i] for i in f.pop("ans")]
    for s in slots:
        mine = [c for c, on in picked if on is s]
        g.discard_cards(p, mine, s["energy"], why="effect")
    frame_vars(g, f)["discarded"] = len(picked)
    return True
