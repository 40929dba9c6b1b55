"""Abilities used from the hand or the discard pile (PTCG:II-E-17).

"Once during your turn, if this Pokémon is in your discard pile, you may …": the card is
not in play, so it has no slot; it is named by its card number, and the frame's ``card``
is that card (so "this Pokémon" in its text is the card, and a hand it is in does not
count it among "the other cards").

"Once" is per card and per stay in the zone: each of several such cards may use it, and a
card that leaves the zone and comes back is another card that may use it again. The use
is remembered under the card's number and forgotten when the card's own text moves it out
of the zone (every such text in the data moves it: onto the Bench, to the deck); the
zone's order is not tracked, so that is where the stay ends.
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, attack_key, lookup_ability
from tcgsim.pokemon.model.per_card import any_card

CLAUSE = "PTCG:II-E-17"
ZONES = ("hand", "discard")


def _used_key(c: int, name: str) -> str:
    return f"abcard:{c}:{name}"


def _ready(g: Game, p: int, c: int, name: str, impl: AbilityImpl) -> bool:
    tf = g.s["tf"]
    if tf.get(_used_key(c, name)):
        return False
    if impl.one_per_name and tf.get(f"abname:{name}"):
        return False
    if impl.cost_ok is not None and not impl.cost_ok(g, p, {"card": c}):
        return False
    return impl.usable is None or impl.usable(g, p, {"card": c})


def any_zone_abilities(g: Game) -> bool:
    """Whether a card of either deck has an Ability used from the hand or discard pile (else
    :func:`zone_ability_options` finds none)."""
    return g.deck_fact("zone_abilities", _zone_abilities)


def _zone_abilities(g: Game) -> bool:
    """Whether a card of either deck has an Ability used from the hand or discard pile."""
    return any_card(g, _ZONE, _zone)


_ZONE: dict[str, bool] = {}  # card id -> _zone (see by_card)


def _zone(d: CardDef) -> bool:
    return any(impl is not None and impl.zone
               for a in d.abilities for impl in [lookup_ability(a.name, a.text)])


def zone_ability_options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    """Main-phase options: one per kind of card (identical cards are the same choice, and a
    hand's order is hidden) and Ability usable from where the card is."""
    out: list[tuple[str, list[Any]]] = []
    if not any_zone_abilities(g):
        return out
    for zone in ZONES:
        seen: set[tuple[str, int]] = set()
        for c in sorted(g.pl(p)[zone], key=lambda c: (g.s["defs"][c], c)):
            for i, a in enumerate(g.d(c).abilities):
                impl = lookup_ability(a.name, a.text)
                if impl is None or impl.zone != zone or (g.s["defs"][c], i) in seen:
                    continue
                if _ready(g, p, c, a.name, impl):
                    seen.add((g.s["defs"][c], i))
                    where = "hand" if zone == "hand" else "discard pile"
                    out.append((f"Use {a.name} ({g.name(c)} in your {where})",
                                ["zone_ability", c, i]))
    return out


def start_zone_ability(g: Game, p: int, c: int, idx: int) -> None:
    g.push("zone_ability", p=p, card=c, idx=idx)


def use_zone_ability(g: Game, f: dict[str, Any]) -> None:
    """As a Pokémon's declared Ability (tcgsim.pokemon.rules.abilities): declare, pay the cost,
    carry out the text, then check for Knock Outs."""
    if f.get("step"):
        g.pop()
        g.push("ko")
        return
    p, c = f["p"], f["card"]
    a = g.d(c).abilities[f["idx"]]
    tf = g.s["tf"]
    tf[_used_key(c, a.name)] = True
    tf[f"abname:{a.name}"] = True
    g.event("ability", clause=CLAUSE, step=1, player=p, card=g.name(c), ability=a.name)
    f["step"] = 1
    key = attack_key(a.name, a.text)
    v: dict[str, Any] = {}
    g.push("script", ref=["ability", key, "effect"], pc=0, p=p, card=c, v=v)
    impl = lookup_ability(a.name, a.text)
    if impl is not None and impl.cost:  # pushed last: paid first (PTCG:II-E-30)
        g.push("script", ref=["ability", key, "cost"], pc=0, p=p, card=c, v=v)


def forget_use(g: Game, c: int) -> None:
    """The card's text moved it out of its zone: back there, it is another card."""
    for k in [k for k in g.s["tf"] if k.startswith(f"abcard:{c}:")]:
        del g.s["tf"][k]
