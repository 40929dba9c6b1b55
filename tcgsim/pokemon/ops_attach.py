"""Energy cards attached from a zone by an effect (PTCG:II-C-09): "Search your deck for up to 2
Basic Water Energy cards and attach them to this Pokémon", "Attach a Basic Energy card from
your discard pile to 1 of your Benched Pokémon", "… to your Pokémon in any way you like".

Not the once-per-turn attachment from the hand: an effect may attach any number. The cards
are chosen first (as many as the zone allows: :func:`choice_bounds`), then where each goes.
They stay in their zone until attached, so nothing is ever held outside a zone.
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import Filter, frame_vars, op, sorted_cards, source_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.ops_pokemon import can_attach
from tcgsim.pokemon.ops_trainers import ask_or_take, slot_opts
from tcgsim.pokemon.ops_zones import choice_bounds, mark
from tcgsim.pokemon.state import Slot, in_play

CLAUSE = "PTCG:II-C-09"


def attach_targets(g: Game, f: dict[str, Any], to: str, to_what: Filter | None) -> list[Slot]:
    """'self' (the Pokémon using the effect), 'bench' or 'any' of the player's Pokémon,
    those matching ``to_what``."""
    p = f["p"]
    if to == "self":
        return [source_slot(g, f)]
    slots = list(g.pl(p)["bench"]) if to == "bench" else in_play(g.s, p)
    return [s for s in slots if to_what is None or to_what(g.top(s))]


@op
def attach_cards(g: Game, f: dict[str, Any], src: str, what: Filter, label: str, n: int,
                 mode: str = "exact", typed: bool = True, to: str = "self",
                 to_what: Filter | None = None, spread: bool = False,
                 var: str = "attached_to") -> bool:
    """Attach ``n`` cards of ``src`` (deck, discard, hand) matching ``what`` to the player's
    Pokémon: all to one chosen Pokémon, or with ``spread`` ("in any way you like") each card
    to a Pokémon of its own choosing. A card goes only where it may be attached; with
    nowhere to attach, the cards stay where they are."""
    p = f["p"]
    v = frame_vars(g, f)
    zone = g.pl(p)[src]
    st = f.get("st")
    if st is None:
        if "ans" not in f and src == "deck":
            v["searched"] = True  # "Then, shuffle your deck" (PTCG:II-E-18)
            g.event("search", clause="PTCG:I-H", player=p, what=label)
        targets = attach_targets(g, f, to, to_what)
        matches = sorted_cards(g, [c for c in zone if what(g.d(c))
                                   and any(can_attach(g, c, s) for s in targets)])
        lo, hi = choice_bounds(src, mode, n, typed, len(matches))
        if "ans" in f:
            picked = [matches[i] for i in f.pop("ans")]
        elif hi == 0 or lo == len(matches):
            picked = matches[:hi]  # nothing to choose, or every one of them
        else:
            g.ask(p, "choose_cards", f"Choose {label} to attach",
                  [(g.name(c), c) for c in matches], lo, hi)
            return False
        st = f["st"] = {"cards": picked, "to": None}
    while st["cards"]:
        c = st["cards"][0]
        if st["to"] is None or spread:
            targets = [s for s in attach_targets(g, f, to, to_what) if can_attach(g, c, s)]
            got = ask_or_take(g, f, p, "attach", f"Attach {g.name(c)} to which Pokémon?",
                              slot_opts(g, targets))
            if got is None:
                return False
            st["to"] = got[0]
        slot = g.slot(st["to"])
        st["cards"].pop(0)
        zone.remove(c)
        slot["energy"].append(c)
        v[var] = slot["id"]  # "If you attached Energy to a Pokémon in this way, …"
        g.event("attach", clause=CLAUSE, player=p, card=g.name(c), target=g.top(slot).name,
                source=src)
    mark(g, f, f.pop("st")["to"] is not None)
    return True
