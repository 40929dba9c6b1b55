"""Per-player views: what one player may see, as JSON-able data (hidden zones as counts).

A view holds every piece of public state the rules read (effects in force on
players, which turns Pokémon were Knocked Out in, this turn's flags), so a
searching agent can rebuild a game consistent with it
(:mod:`tcgsim.agents.pokemon.determinize`) without ever reading the real one. The
viewer's own deck list is part of it: a player knows the cards they brought,
never their order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import count, repeat
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, cast

import orjson

from tcgsim.core.decision import decision_view
from tcgsim.pokemon.model.per_card import per_card
from tcgsim.pokemon.model.state import Slot, conditions, face_up_prizes

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game


def build_view(g: Game, viewer: int | None) -> dict[str, Any]:
    s = g.s
    # a card reference, {"id", "card", "name"}, is a copy of the card's own, made once per
    # pair of decks: a view makes one per card in sight (a hundred or so), and copying them
    # by map() runs no Python code per card (a third fewer instructions than building each);
    # written out where a view makes them (a call per zone costs more than the copies)
    ref = g.deck_fact("card_refs", card_ref_table).__getitem__
    hp_of = g.deck_fact("view_hp", _printed_hp)
    copy = dict.copy

    players = []
    decks = s["decks"]
    for p in (0, 1):
        hand, deck, prizes, discard, lost, playing, active, bench, mulligans = \
            _PLAYER_FIELDS(s["players"][p])
        mine = viewer == p
        players.append({
            "hand": list(map(copy, map(ref, sorted(hand)))) if mine and hand else
            ([] if mine else None),
            "hand_count": len(hand),
            "deck_count": len(deck),
            "prize_count": len(prizes),
            "discard": list(map(copy, map(ref, discard))) if discard else [],
            "lost_zone": list(map(copy, map(ref, lost))) if lost else [],
            "playing": list(map(copy, map(ref, playing))) if playing else [],
            "active": _slot_public(g, active, viewer, p, ref, hp_of) if active else None,
            "bench": [_slot_public(g, b, viewer, p, ref, hp_of) for b in bench] if bench else [],
            "mulligans": mulligans,
            "card_count": len(decks[p]),  # cards p brought: their card numbers come in order
            "deck_list": list(decks[p]) if mine else None,
        })
    d = s["decision"]
    result = s["result"]
    view = {
        "game": "pokemon",
        "you": viewer,
        "turn": s["turn"],
        "current": s["cur"],
        "first": s["first"],
        "phase": s["phase"],
        "stadium": copy(ref(s["stadium"])) if s["stadium"] is not None else None,
        "players": players,
        "turn_flags": _copy(s["tf"]),
        "player_effects": _copy(s.get("pfx", [])),  # PTCG:II-C-19
        "knocked_out_turns": _copy_turns(s.get("kod_turns")),
        "knocked_out_by_attack_turns": _copy_turns(s.get("kod_by_attack_turns")),
        "prize_setting": s["prize_count"],
        "sudden_death": s["sudden_death"],
        "sudden_round": s.get("sudden_round", 0),
        "next_slot": s["next_slot"],
        "decision": decision_view(d) if d is not None and d["player"] == viewer else None,
        "waiting_for": d["player"] if d is not None else None,
        "result": dict(result) if result else None,
        "log_size": len(s["log"]),
    }
    if "kod_pokemon" not in s and "prizes_up" not in s:
        return view
    # these come first where a game has them (the order of the view's keys is part of it)
    first: dict[str, Any] = {}
    if "kod_pokemon" in s:  # the Pokémon Knocked Out lately: only in games with a card that asks
        first["knocked_out_pokemon"] = _copy(s["kod_pokemon"])
    if "prizes_up" in s:  # each player's face-up Prize cards, seen by both, once one is
        first["face_up_prizes"] = [list(map(copy, map(ref, face_up_prizes(s, p))))
                                   for p in (0, 1)]
    return first | view


#: what :func:`seat_parts` gives for a Pokémon its viewer cannot see (the opponent's, face down)
HIDDEN_SLOT: tuple[()] = ()
#: a Pokémon in play as :func:`seat_parts` gives it (HIDDEN_SLOT if its viewer cannot see it):
#: ((cards, energy, tools, damage, poison counters, burn counters, the Special Condition that
#: turns it (asleep, confused, paralyzed) or None, the turn it came into play, face down, its
#: slot number, its effects), the turn it moved to the Active Spot or None, its HP or None
#: where it is its top card's, by number in the seat's ``hp_of``), the card lists as card
#: numbers; poisoned and burned when it has counters of them. Its first part is the state's
#: own fields, fetched in one call (a Pokémon's parts are read at every step of a learning
#: environment); what is worked out of them (its HP, the effects with a label) is left to
#: whoever writes it.
SlotParts = tuple[Any, ...]
#: a player as :func:`seat_parts` gives them: (the hand as sorted card numbers or None if the
#: viewer cannot see it, hand count, deck count, Prize count, discard pile, Lost Zone,
#: playing, Active Pokémon or None, Bench, mulligans, the cards they brought)
PlayerParts = tuple[Any, ...]
#: a seat's parts: (the viewer, turn, current player, first player, phase, Prize setting,
#: sudden death, the Stadium's card number or None, both players' parts, the card ids by
#: card number, each card's HP as the top card by card number where that is a Pokémon's HP,
#: else None: see :func:`_printed_hp`)
SeatParts = tuple[Any, ...]
#: the fields of a player that their parts read, fetched in one call
_PLAYER_FIELDS = itemgetter("hand", "deck", "prizes", "discard", "lost", "playing", "active",
                            "bench", "mulligans")
#: the fields of a Pokémon in play that its parts hold as they are, fetched in one call
_SLOT_FIELDS = itemgetter("cards", "energy", "tools", "dmg", "psn", "brn", "sp", "played",
                          "down", "id", "fx")
#: the fields of a Pokémon in play that its view reads, fetched in one call
_SLOT_VIEWED = itemgetter("down", "cards", "energy", "tools", "fx", "psn", "brn", "sp", "id",
                          "dmg", "played")
_copy_ref = dict.copy  # a card reference is copied into each view (see build_view)


def seat_parts(g: Game, viewer: int) -> SeatParts:
    """What :func:`build_view` shows ``viewer`` of the board, without building the view: the
    same zones, counts and Pokémon (the same ones hidden), cards as card numbers in the
    state's own lists (live: read them now, never change them). The card ids are named by
    number for every card of the game; read only those of the numbers shown. For a learning
    environment's encoder, which reads every step what an agent's view would hold but has no
    use for a hundred card references built and thrown away."""
    s = g.s
    decks = s["decks"]
    hp_of = g.deck_fact("view_hp", _printed_hp)
    players = []
    for p in (0, 1):
        hand, deck, prizes, discard, lost, playing, active, bench, mulligans = \
            _PLAYER_FIELDS(s["players"][p])
        hide = viewer != p  # the opponent's: their hand unseen, a face-down Pokémon hidden
        in_play = _in_play_parts(g, (active, *bench) if active else bench, hide, hp_of)
        players.append((
            None if hide else sorted(hand), len(hand), len(deck), len(prizes), discard, lost,
            playing, in_play[0] if active else None, in_play[1:] if active else in_play,
            mulligans, len(decks[p]),
        ))
    return (viewer, s["turn"], s["cur"], s["first"], s["phase"], s["prize_count"],
            s["sudden_death"], s["stadium"], players, s["defs"], hp_of)


def _in_play_parts(g: Game, slots: Sequence[Slot], hide: bool,
                   hp_of: list[int] | None) -> list[SlotParts]:
    """The parts of one player's Pokémon in play ``slots``; ``hide``: the viewer is not their
    owner (then a face-down one is HIDDEN_SLOT: a face-down Pokémon is seen by its owner
    only, the rule :func:`_slot_public` applies to views). One comprehension for all of a
    player's Pokémon, no call per Pokémon: their parts are read at every step of an
    environment. A Pokémon's HP is asked of the rules only where a card changes HP
    (``hp_of`` None), else left to its top card's."""
    if hp_of is not None:
        return [HIDDEN_SLOT if hide and slot["down"] else
                (_SLOT_FIELDS(slot), slot.get("to_active"), None) for slot in slots]
    return [HIDDEN_SLOT if hide and slot["down"] else
            (_SLOT_FIELDS(slot), slot.get("to_active"), g.hp(slot)) for slot in slots]


def _printed_hp(g: Game) -> list[int] | None:
    """Each card's HP as the top card of a Pokémon in play, by card number, where no card of
    either deck prints an HP change (no "hp" among ``g.passive_rules``): then a Pokémon's HP
    is its top card's alone (``continuous.max_hp``), looked up here instead of asked of the
    rules for every Pokémon a view or a seat's parts show (a test compares views with the rules
    at every step of games with and without such a card); None where a card changes HP."""
    if "hp" in g.passive_rules:
        return None
    return per_card(g.s["defs"], range(len(g.defs)), _PRINTED_HP,
                    lambda c: g.hp(cast(Slot, {"cards": [c]})))


_PRINTED_HP: dict[str, int] = {}  # card id -> its HP as the top card (see per_card)


def card_ref_table(g: Game) -> list[dict[str, Any]]:
    """Every card's reference by card number, for views and the log (``Game.card_refs``) to
    copy, never to hand out. The card ids are the decks' (``state["defs"]``, the key of the
    games that share a fact)."""
    ids = g.s["defs"]
    if len(ids) != len(g.defs):
        raise ValueError("the state's card ids and the game's cards differ in number")
    # each reference made from its values in C (a search makes a new pair of decks for about
    # every view it searches): {"id": number, "card": card id, "name": the card's name}
    return list(map(dict, map(zip, repeat(_REF_KEYS), zip(count(), ids, map(_NAME, g.defs)))))


_REF_KEYS = ("id", "card", "name")
_NAME = attrgetter("name")


def _copy(x: Any) -> Any:
    """A deep copy of plain data, so an agent can never change the game through its view."""
    return orjson.loads(orjson.dumps(x)) if x else type(x)()


def _copy_turns(turns: list[list[int]] | None) -> list[list[int]]:
    """A copy of each player's list of turn numbers ([[], []] when the state has none yet)."""
    return list(map(list, turns)) if turns is not None else [[], []]


def slot_public(g: Game, slot: Slot, viewer: int | None, owner: int) -> dict[str, Any]:
    return _slot_public(g, slot, viewer, owner, g.deck_fact("card_refs", card_ref_table).__getitem__,
                        g.deck_fact("view_hp", _printed_hp))


def _slot_public(g: Game, slot: Slot, viewer: int | None, owner: int,
                 ref: Callable[[int], dict[str, Any]], hp_of: list[int] | None) -> dict[str, Any]:
    """A Pokémon in play as a view shows it; ``ref``: each card's reference by number (copied
    here, as :func:`build_view` copies them); ``hp_of``: the HP of each card as the top card,
    where no card changes HP (:func:`_printed_hp`), else None (the rules are asked)."""
    down, cards, energy, tools, fx, psn, brn, sp, number, damage, played = _SLOT_VIEWED(slot)
    # a face-down Pokémon is seen by its owner only (the same rule as in _in_play_parts)
    if down and viewer != owner:
        return {"facedown": True}
    return {
        "slot": number,
        "facedown": down,
        "cards": list(map(_copy_ref, map(ref, cards))),
        "name": g.in_play_defs[cards[-1]].name,  # (Game.top)
        "hp": hp_of[cards[-1]] if hp_of is not None else g.hp(slot),
        "damage": damage,
        "energy": list(map(_copy_ref, map(ref, energy))) if energy else [],
        "tools": list(map(_copy_ref, map(ref, tools))) if tools else [],
        "conditions": conditions(slot) if psn or brn or sp else [],  # most Pokémon have none
        "effects": [f["label"] for f in fx if "label" in f] if fx else [],
        "effect_data": orjson.loads(orjson.dumps(fx)) if fx else [],
        "poison_counters": psn,
        "burn_counters": brn,
        "played_turn": played,
        "to_active_turn": slot.get("to_active"),
    }
