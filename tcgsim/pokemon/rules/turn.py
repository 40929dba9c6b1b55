"""The turn: draw, the main phase's actions, then the end of the turn and Pokémon Checkup."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.durations import expire, player_effects
from tcgsim.pokemon.model.impl import lookup_trainer
from tcgsim.pokemon.model.per_card import cards_where
from tcgsim.pokemon.model.state import all_in_play, in_play
from tcgsim.pokemon.rules.actions import main_options, perform
from tcgsim.pokemon.rules.before_hand import draw_for_turn
from tcgsim.pokemon.rules.continuous import attached, recover_immune
from tcgsim.pokemon.rules.delayed import end_of_turn_effects
from tcgsim.pokemon.rules.knockout import decide_winner
from tcgsim.pokemon.rules.triggers import fire


def begin_turn(g: Game, p: int, turn_no: int) -> None:
    s = g.s
    s["cur"] = p
    s["turn"] = turn_no
    s["tf"] = {}
    g.event("turn_start", player=p, turn=turn_no)
    g.push("turn")


def turn(g: Game, f: dict[str, Any]) -> None:
    """Draw a card; a player who cannot draw at the start of their turn loses (PTCG:I-E)."""
    p = g.current
    g.pop()
    if not g.pl(p)["deck"]:
        g.event("deck_out", clause="PTCG:I-E", player=p)
        decide_winner(g, deck_out=p)
        return
    g.push("main")
    draw_for_turn(g, p)  # may use text "before you put it into your hand" (PTCG:II-E-31)


def main_phase(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    if s["tf"].get("turn_ends"):  # an effect ended the turn ("their turn ends")
        g.pop()
        g.event("end_turn", player=s["cur"], why="effect")
        g.push("end_turn")
        return
    if "ans" in f:
        opts = f.pop("opts")
        choice = opts[f.pop("ans")[0]]
        perform(g, choice[1])
        return
    if g.before_main_options is not None:  # a search's playout may end here (see Game)
        g.before_main_options(g)
    recover_immune(g)
    p = s["cur"]  # (Game.current, read once)
    opts = main_options(g, p)
    f["opts"] = opts
    g.ask(p, "main", "Choose an action", opts)


def end_turn_now(g: Game) -> None:
    """The turn ends (after an attack, or when the player says so)."""
    g.push("end_turn")


def end_turn(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    step = f["step"]
    p = g.current
    if step == 0:  # effects that happen "at the end of your turn" (PTCG:II-E-20)
        f["step"] = 1
        end_of_turn_effects(g, p)  # an attack's "at the end of your opponent's next turn"
        for trig in reversed(end_of_turn_triggers(g, p)):
            g.push("script", **trig)
        fire(g, "end_of_turn", {"player": p}, p)  # Abilities: before the Tools' effects
    elif step == 1:  # effects that last "during this turn" / "during your opponent's next turn" end
        expire(s, [slot for _, slot in all_in_play(s)])
        g.event("turn_end", player=p, turn=s["turn"])
        f["step"] = 2
        g.push("checkup")
    else:
        g.pop()
        begin_turn(g, 1 - p, s["turn"] + 1)


def _end_of_turn_cards(g: Game) -> frozenset[int]:
    """The Tools and Special Energy of both decks with an "at the end of your turn" text."""
    return cards_where(g, _END_OF_TURN, _end_of_turn_text)


_END_OF_TURN: dict[str, bool] = {}  # card id -> _end_of_turn_text (see by_card)


def _end_of_turn_text(d: CardDef) -> bool:
    if d.is_trainer or d.is_special_energy:  # what may be attached as a Tool or Energy
        impl = lookup_trainer(d.name_key)
        return impl is not None and bool(impl.end_of_turn)
    return False



def end_of_turn_triggers(g: Game, p: int) -> list[dict[str, Any]]:
    """Script frames for "at the end of your turn" effects of p's Tools and Special Energy,
    in play order, then those a Trainer p played left on them ("At the end of this turn, …":
    an effect on the player naming the card whose ``end_of_turn`` text runs now; its
    condition, ``end_of_turn_if``, is asked now)."""
    out: list[dict[str, Any]] = []
    texts = g.deck_fact("end_of_turn_cards", _end_of_turn_cards)
    for slot in in_play(g.s, p) if texts else ():
        if texts.isdisjoint(slot["tools"]) and texts.isdisjoint(slot["energy"]):
            continue  # nothing attached to it has such a text (asked at every end of turn)
        for c, impl in attached(g, slot):
            if not impl.end_of_turn:
                continue
            if impl.end_of_turn_if is not None and not impl.end_of_turn_if(g, p, slot):
                continue
            out.append({"ref": ["trainer", g.d(c).name_key, "end_of_turn"], "pc": 0, "p": p,
                        "src": slot["id"], "card": c})
    for fx in player_effects(g.s, p, "end_of_turn") if g.s.get("pfx") else ():
        played = lookup_trainer(fx["card"])
        if played is not None and (played.end_of_turn_if is None
                                   or played.end_of_turn_if(g, p, None)):
            out.append({"ref": ["trainer", fx["card"], "end_of_turn"], "pc": 0, "p": p})
    return out
