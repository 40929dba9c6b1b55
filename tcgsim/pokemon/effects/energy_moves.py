"""Energy attached from the discard pile by an effect, with damage counters on the Pokémon it
goes to (PTCG:II-C-09); not the once-per-turn attachment from hand."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import Filter
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, in_play, sorted_cards

CLAUSE = "PTCG:II-C-09"


def attach_from_discard_with_counters(g: Game, f: dict[str, Any], what: Filter, to: Filter, label: str,
                           counters: int = 0) -> bool:
    """"attach <label> from your discard pile to 1 of your <to> Pokémon" [and put ``counters``
    damage counters on that Pokémon; not on one those counters would Knock Out]."""
    p = f["p"]
    discard = g.pl(p)["discard"]
    energy = sorted_cards(g, [c for c in discard if what(g.d(c))])
    targets = attach_targets(g, p, to, counters)
    if not energy or not targets:
        return True
    if "energy_card" not in f:
        if len({g.s["defs"][c] for c in energy}) > 1 and "ans" not in f:
            g.ask(p, "attach", f"Attach which {label}?", [(g.name(c), c) for c in energy])
            return False
        f["energy_card"] = energy[f.pop("ans")[0] if "ans" in f else 0]
    if len(targets) > 1 and "ans" not in f:
        g.ask(p, "target", f"Attach {g.name(f['energy_card'])} to which Pokémon?",
              [(g.slot_label(s), s["id"]) for s in targets])
        return False
    slot = targets[f.pop("ans")[0] if "ans" in f else 0]
    c = f.pop("energy_card")
    discard.remove(c)
    slot["energy"].append(c)
    g.event("attach", clause=CLAUSE, player=p, card=g.name(c), target=g.top(slot).name)
    g.place_counters(slot, counters, clause="PTCG:II-C-07")
    return True


def attach_targets(g: Game, p: int, to: Filter, counters: int = 0) -> list[Slot]:
    """p's Pokémon matching ``to`` that ``counters`` damage counters would not Knock Out."""
    return [s for s in in_play(g.s, p)
            if to(g.top(s)) and g.hp(s) - s["dmg"] > 10 * counters]
