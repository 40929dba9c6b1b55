"""Cards on their way to the hand: "before you put it into your hand" (PTCG:II-E-31).

A card taken as a face-down Prize card, or drawn from the deck at the beginning of the
turn, is looked at first and only then put into the hand. Text meant for that moment
("If you took this Pokémon as a face-down Prize card during your turn …, before you put
it into your hand, you may put it onto your Bench") is used in between. Meanwhile the
card waits in the player's ``taking`` zone: seen by its owner, in no other zone.

Such a text is an :class:`~tcgsim.pokemon.model.impl.AbilityImpl` whose ``trigger`` names the
moment, :data:`PRIZE` or :data:`DRAW` (never fired by :mod:`tcgsim.pokemon.rules.triggers`:
the card is not in play), with ``trigger_if(game, owner, None, {"card": c})`` saying
whether it could be used now. Its script runs with ``card`` = that card. Several such
cards taken at once are used one after another (PTCG:II-E-31, FAQ 1).
"""

from __future__ import annotations

import re
from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.impl import attack_key
from tcgsim.pokemon.model.state import sorted_cards
from tcgsim.pokemon.rules.abilities import ability_impl
from tcgsim.pokemon.rules.continuous import bench_room

CLAUSE = "PTCG:II-E-31"
PRIZE = "taken_as_prize"  # "If you took this … as a face-down Prize card"
DRAW = "drawn_at_turn_start"  # "if you drew this Pokémon from your deck at the beginning of your turn"


def _uses(g: Game, p: int, c: int, moment: str) -> list[int]:
    """Indices of the card's abilities meant for this moment and usable now."""
    out = []
    for i, a in enumerate(g.d(c).abilities):
        impl = ability_impl(a)
        if impl is None or impl.trigger != moment:
            continue
        if impl.trigger_if is None or impl.trigger_if(g, p, None, {"card": c}):  # type: ignore[arg-type]
            out.append(i)
    return out


def to_hand(g: Game, p: int, cs: list[int], moment: str) -> bool:
    """Put cards just looked at into p's hand, unless one of them has text for this moment:
    then they wait in ``taking`` and a frame uses it first. True when a frame was pushed."""
    if not any(_uses(g, p, c, moment) for c in cs):
        g.pl(p)["hand"].extend(cs)
        return False
    g.pl(p)["taking"].extend(cs)
    g.push("before_hand", p=p, cards=list(cs), moment=moment, todo=sorted_cards(g, cs))
    return True


def before_hand(g: Game, f: dict[str, Any]) -> None:
    """Each waiting card in turn: its owner may use its text (a "you may"); then what is
    still waiting goes into the hand."""
    p = f["p"]
    pl = g.pl(p)
    while f["todo"]:
        c = f["todo"][0]
        uses = _uses(g, p, c, f["moment"]) if c in pl["taking"] else []
        if not uses:
            f["todo"].pop(0)
            continue
        a = g.d(c).abilities[uses[0]]
        if "ans" not in f:
            g.ask(p, "may", f"Use {a.name} ({g.name(c)}) before putting it into your hand?",
                  [("Use it", True), ("Don't", False)])
            return
        f["todo"].pop(0)
        if f.pop("ans")[0] != 0:
            g.event("declined", clause=CLAUSE, player=p, card=g.name(c), ability=a.name)
            continue
        g.event("ability", clause=CLAUSE, player=p, card=g.name(c), ability=a.name)
        g.push("script", ref=["ability", attack_key(a.name, a.text), "effect"], pc=0, p=p,
               card=c, v={"card": c})
        return
    rest = [c for c in f["cards"] if c in pl["taking"]]
    for c in rest:
        pl["taking"].remove(c)
    pl["hand"].extend(rest)
    g.pop()


def during_turn_of(g: Game, p: int) -> bool:
    """"during your turn": Pokémon Checkup belongs to neither player's turn (PTCG:I-F)."""
    return g.current == p and not any(fr["op"] == "checkup" for fr in g.s["stack"])


def draw_for_turn(g: Game, p: int) -> None:
    """The draw at the beginning of the turn (PTCG:I-H), through :func:`to_hand`."""
    pl = g.pl(p)
    got = pl["deck"][:1]
    if not got or not _uses(g, p, got[0], DRAW):
        g.draw(p, 1)
        return
    del pl["deck"][:1]
    g.event("draw", clause="PTCG:I-H", player=p, n=1, secret={"cards": g.card_refs(got)}, to=[p])
    to_hand(g, p, got, DRAW)


def take_prizes(g: Game, p: int, picked: list[int], clause: str, **where: Any) -> bool:
    """Take the Prize cards at these positions; True when a frame was pushed for them."""
    prizes = g.pl(p)["prizes"]
    got = [prizes.pop(i) for i in sorted(picked, reverse=True)]
    if not got:
        return False
    g.event("prizes_taken", clause=clause, player=p, n=len(got), left=len(prizes),
            secret={"cards": g.card_refs(got)}, to=[p], **where)
    _remember_prizes(g, p, len(got))
    return to_hand(g, p, got, PRIZE)


#: the texts that ask how many Prize cards were taken in a turn (Okidogi's Settle the Score)
_ASKS_PRIZES = re.compile(r"Prize cards? your opponent took during their last turn")


def _asks_prizes(g: Game) -> bool:
    return any(_ASKS_PRIZES.search(a.text or "") for d in {d.id: d for d in g.defs}.values()
               for a in (*d.attacks, *d.abilities))


def _remember_prizes(g: Game, p: int, n: int) -> None:
    """Count the Prize cards player p takes in this turn, only in games with a card that asks
    (the state of other games stays as it was). Pokémon Checkup belongs to neither player's
    turn (PTCG:I-F): Prize cards taken for its Knock Outs are not "during their last turn"."""
    if not g.deck_fact("asks_prizes_turn", _asks_prizes):
        return
    if any(fr["op"] == "checkup" for fr in g.s["stack"]):
        return
    rec = g.s.setdefault("prizes_turn", [[-1, 0], [-1, 0]])
    rec[p] = [g.turn, n + (rec[p][1] if rec[p][0] == g.turn else 0)]


def prizes_taken_last_turn(g: Game, p: int) -> int:
    """"for each Prize card your opponent took during their last turn" (asked of p's
    opponent): the Prize cards p took in the turn before this one."""
    turn, n = g.s.get("prizes_turn", [[-1, 0], [-1, 0]])[p]
    return n if turn == g.turn - 1 else 0


# -- what such texts do ----------------------------------------------------------------------
def bench_not_full(g: Game, p: int) -> bool:
    return bench_room(g, p) > 0
