""""Search your deck for an Energy card and attach it to 1 of your <Pokémon>" (PTCG:I-H,
PTCG:II-C-09): up to 1 found card, then the Pokémon it goes to; the Pokémon is remembered
for "If you attached Energy to a Pokémon in this way, …"."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects import Filter, begin_search, frame_vars, op, sorted_cards
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.state import Slot


def _targets(g: Game, p: int, where: str, to: Filter) -> list[Slot]:
    pl = g.pl(p)
    slots = pl["bench"] if where == "bench" else ([pl["active"]] if pl["active"] else []) + pl["bench"]
    return [s for s in slots if to(g.top(s))]


@op
def search_deck_attach(g: Game, f: dict[str, Any], what: Filter, label: str, to: Filter,
                       where: str = "bench", var: str = "attached_to") -> bool:
    p = f["p"]
    deck = g.pl(p)["deck"]
    if "stage" not in f:
        matches = sorted_cards(g, [c for c in deck if what(g.d(c))])
        targets = _targets(g, p, where, to)
        begin_search(g, f, p, label)
        if not matches or not targets:
            return True  # nothing found, or nowhere to attach it: the card stays in the deck
        f["stage"] = "card"
        g.ask(p, "search", f"Search your deck for {label}", [(g.name(c), c) for c in matches], 0, 1)
        return False
    if f["stage"] == "card":
        matches = sorted_cards(g, [c for c in deck if what(g.d(c))])
        picked = [matches[i] for i in f.pop("ans")]
        if not picked:
            del f["stage"]
            return True
        f["found"], f["stage"] = picked[0], "target"
        targets = _targets(g, p, where, to)
        g.ask(p, "attach", f"Attach {g.name(picked[0])} to which Pokémon?",
              [(g.slot_label(s), s["id"]) for s in targets])
        return False
    slot = _targets(g, p, where, to)[f.pop("ans")[0]]
    c = f.pop("found")
    del f["stage"]
    deck.remove(c)
    slot["energy"].append(c)
    frame_vars(g, f)[var] = slot["id"]
    g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name)
    return True
