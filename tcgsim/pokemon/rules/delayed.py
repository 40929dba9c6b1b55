"""What an attack said would happen to the Defending Pokémon "at the end of your opponent's
next turn" (PTCG:II-E-20, II-E-22): an effect on that Pokémon (``kind`` "end_of_turn", live
during the opponent's next turn only), done at the end of that turn with the other
end-of-turn effects, before Pokémon Checkup. Like every effect of an attack on the Defending
Pokémon it ends if that Pokémon leaves the Active Spot (``Game.switch_active``), so a
Pokémon that retreated or was switched is spared.

``do``: "discard" (the Pokémon and all attached cards: no Knock Out, no Prize cards),
"knock_out" (a Knock Out: Prize cards as usual), "counters" (``n`` damage counters, put by the
attacking player). Knock Outs are found by the Knock Out check of the Checkup that follows.
"""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.durations import effects
from tcgsim.pokemon.model.state import in_play, slot_cards

CLAUSE = "PTCG:II-E-20"


def end_of_turn_effects(g: Game, p: int) -> None:
    """Do the "at the end of your opponent's next turn" effects on player p's Pokémon (p: the
    player whose turn is ending), in the order they were made."""
    # asked at every end of turn: most Pokémon have no effect on them
    for slot in [s for s in in_play(g.s, p) if s["fx"]]:
        for fx in effects(g.s, slot, "end_of_turn"):
            if not any(s is slot for s in in_play(g.s, p)):
                break  # discarded by an earlier one
            g.event("effect", clause=CLAUSE, pokemon=g.top(slot).name, effect=fx.get("label", ""))
            if fx["do"] == "discard":
                g.remove_slot(p, slot)
                cards = slot_cards(slot)
                g.pl(p)["discard"].extend(cards)
                g.event("discard", clause="PTCG:II-C-01", player=p, cards=g.card_refs(cards),
                        why=fx.get("label", "effect"))
            elif fx["do"] == "knock_out":
                slot["fx"].append({"kind": "knocked_out", "label": fx.get("label", "effect")})
            else:
                g.place_counters(slot, fx["n"], clause=CLAUSE, why=fx.get("label", ""), by=1 - p)
