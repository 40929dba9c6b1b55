"""Prize cards turned face up or looked at by a card's effect (PTCG:I-D, II-C-20).

Prize cards are face down, in an order neither player knows: an effect that turns "1 of your
(opponent's) face-down Prize cards" face up or looks at one has its player pick a position,
not a card. A card turned face up stays so while it is a Prize card ("That Prize card remains
face up for the rest of the game"): ``State.prizes_up`` keeps it, and the views show it to
both players (:func:`tcgsim.pokemon.model.state.face_up_prizes`).
"""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.ops_zones import mark, whose_player
from tcgsim.pokemon.effects.script import frame_vars
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import face_up_prizes

CLAUSE = "PTCG:II-C-20"


def _pick_face_down(g: Game, f: dict[str, Any], q: int, prompt: str) -> int | None:
    """The position of a face-down Prize card of player q that the player using the effect
    picks (-1: there is none); None after asking."""
    prizes = g.pl(q)["prizes"]
    up = face_up_prizes(g.s, q)
    down = [i for i, c in enumerate(prizes) if c not in up]
    if not down:
        return -1
    if len(down) == 1:
        return down[0]
    if "ans" not in f:
        g.ask(f["p"], "prize", prompt, [(f"Prize card {i + 1}", i) for i in down])
        return None
    return down[f.pop("ans")[0]]


def turn_prize_face_up(g: Game, f: dict[str, Any], whose: str = "yours",
                       var: str = "face_up") -> bool:
    """"Turn 1 of your [opponent's] face-down Prize cards face up": both players see it from
    now on; remembered in ``var`` (and "If you do, …")."""
    q = whose_player(f, whose)
    i = _pick_face_down(g, f, q, "Turn which face-down Prize card face up?")
    if i is None:
        return False
    if i < 0:
        mark(g, f, False)
        return True
    c = g.pl(q)["prizes"][i]
    g.s.setdefault("prizes_up", [[], []])[q].append(c)
    g.event("prize_face_up", clause=CLAUSE, player=q, cards=g.card_refs([c]))
    frame_vars(g, f)[var] = [c]
    mark(g, f, True)
    return True


def look_at_face_down_prize(g: Game, f: dict[str, Any], whose: str = "opponent") -> bool:
    """"Look at 1 of your opponent's face-down Prize cards": only the player using the effect
    sees it; it stays where it is, face down."""
    q = whose_player(f, whose)
    i = _pick_face_down(g, f, q, "Look at which face-down Prize card?")
    if i is None:
        return False
    if i >= 0:
        c = g.pl(q)["prizes"][i]
        g.event("look", clause=CLAUSE, player=f["p"], zone="prizes", n=1,
                secret={"cards": g.card_refs([c])}, to=[f["p"]])
    return True


def reveal_chosen(g: Game, f: dict[str, Any], whose: str = "opponent",
                  var: str = "chosen") -> bool:
    """"Your opponent reveals that card": the hand card chosen before, shown to both."""
    q = whose_player(f, whose)
    cs = [c for c in frame_vars(g, f).get(var, []) if c in g.pl(q)["hand"]]
    if cs:
        g.event("reveal", player=q, cards=g.card_refs(cs), source="hand")
    return True


def switch_prize_with_chosen(g: Game, f: dict[str, Any], whose: str = "opponent",
                             prize_var: str = "face_up", hand_var: str = "chosen") -> bool:
    """"You may have your opponent switch those cards" (Team Rocket's Bother-Bot): the face-up
    Prize card goes into the hand and the revealed hand card takes its place, face up (both
    players have seen it)."""
    q = whose_player(f, whose)
    pl, v = g.pl(q), frame_vars(g, f)
    prize = next((c for c in v.get(prize_var, []) if c in pl["prizes"]), None)
    card = next((c for c in v.get(hand_var, []) if c in pl["hand"]), None)
    if prize is None or card is None:
        return True
    pl["prizes"][pl["prizes"].index(prize)] = card
    pl["hand"][pl["hand"].index(card)] = prize
    up = g.s.setdefault("prizes_up", [[], []])[q]
    up[:] = [c for c in up if c != prize] + [card]
    g.event("prize_switched", clause=CLAUSE, player=q, cards=g.card_refs([prize, card]))
    return True
