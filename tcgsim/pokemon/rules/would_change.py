"""Could doing a script now change anything? (PTCG:II-D-02, II-D-04, II-D-05, II-C-11, I-A-02)

One hook point for Trainers and Abilities alike (``registry.WOULD_CHANGE``): op name ->
whether doing that op now could change something. A Trainer card whose every part could
change nothing cannot be played, and an Ability whose effect could change nothing cannot be
declared. Each op's check is written beside the op, or here for the ops of several modules,
and named in :mod:`tcgsim.pokemon.install`.

The two uses differ only in what an op without a check means: a Trainer assumes it could
change something (its card compiled already), an Ability's text stays uncompiled (never
guessed). Check arguments are the op's own plus ``card`` (the Trainer card being played, which
is in no zone while it resolves) and ``hand_spent`` (cards an Ability's cost takes from the
hand first, PTCG:II-E-30).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.registry import WOULD_CHANGE
from tcgsim.pokemon.rules import continuous
from tcgsim.pokemon.rules.energy import is_type

#: ops that only decide or tidy up ("Flip a coin", "If …", "You may …", shuffles), or are the
#: price of an Ability ("If you use this Ability, this Pokémon is Knocked Out"): never a change
#: of their own
NEUTRAL = frozenset({"flip", "test", "may", "shuffle_deck", "shuffle_searched_deck",
                     "knock_out_self"})
#: guards naming what an earlier op of the same text did ("If you attached Energy … in this
#: way, …"): an op under one changes something only after that op did, so no check of its own
RESULT_GUARDS = frozenset({"attached_to", "healed"})
#: guards naming what the part before did ("Then, …" / "If you do, …": ``undone``; cards
#: moved by ``hands_to_deck``): the op under one still needs a check, but alone never makes
#: an Ability usable
AFTER_GUARDS = frozenset({"!undone", "moved"})


def script_can_change(g: Game, p: int, slot: Slot | None, ops: tuple[Any, ...],
                      card: int | None = None, hand_spent: int = 0) -> bool:
    """A Trainer's script: True when some unguarded op could change something. Ops without a
    check are assumed to; "then" parts (guarded) and shuffles never count on their own.
    ``hand_spent``: cards a cost takes from the hand first (a Stadium's, PTCG:II-E-30)."""
    for o in ops:
        if len(o) == 3 or o[0] in ("shuffle_searched_deck", "shuffle_deck"):
            continue
        check = WOULD_CHANGE.get(o[0])
        # asked at every decision for each playable Trainer and the Stadium: the op's own
        # arguments serve when no card is played nor cost spent (checks read them with .get)
        args = o[1] if card is None and not hand_spent else {**o[1], "card": card,
                                                             "hand_spent": hand_spent}
        if check is None or check(g, p, slot, args):
            return True
    return False


def play_can_change(g: Game, p: int, c: int, ops: tuple[Any, ...]) -> bool:
    """:func:`script_can_change` of Trainer card ``c``'s script ``ops`` as it is played (no
    cost spent): asked for each Item and Supporter in the hand at every main-phase decision,
    so its checks and their arguments are worked out once per card of the game's decks."""
    table = g.deck_table("play_checks")
    checks = table.get(c)
    if checks is None:
        checks = table[c] = _play_checks(ops, c)
    for check, args in checks:  # noqa: SIM110 - a plain loop: no generator per card
        if check is None or check(g, p, None, args):
            return True
    return False


def _play_checks(ops: tuple[Any, ...], card: int) -> tuple[tuple[Any, dict[str, Any]], ...]:
    """(check or None, its arguments) of each op :func:`script_can_change` asks, in order; a
    check's arguments are only read."""
    out = []
    for o in ops:
        if len(o) == 3 or o[0] in ("shuffle_searched_deck", "shuffle_deck"):
            continue
        out.append((WOULD_CHANGE.get(o[0]), {**o[1], "card": card, "hand_spent": 0}))
    return tuple(out)


def script_check(ops: tuple[Any, ...], hand_spent: int = 0) -> Callable[[Any, int, Slot | None], bool]:
    """:func:`script_can_change` of a script with no card played, its ops' checks looked up
    once: a Stadium's "could it change anything" is asked at every decision of its holder's
    turns (the checks are the same each time; an op without one always could)."""
    checks = []
    for o in ops:
        if len(o) == 3 or o[0] in ("shuffle_searched_deck", "shuffle_deck"):
            continue
        check = WOULD_CHANGE.get(o[0])
        if check is None:
            return lambda g, p, slot: True
        checks.append((check, o[1] if not hand_spent else {**o[1], "card": None,
                                                            "hand_spent": hand_spent}))

    def can_change(g: Any, p: int, slot: Slot | None) -> bool:
        for check, args in checks:  # noqa: SIM110 - a plain loop: no generator per decision
            if check(g, p, slot, args):
                return True
        return False

    return can_change


def usable_check(ops: tuple[Any, ...], hand_spent: int = 0) -> Callable[[Any, int, Slot], bool] | None:
    """An Ability's "could it change anything" check, or None if an op has no check;
    ``hand_spent``: cards its cost takes from the hand first. A part guarded by what the
    part before it did ("Then, …" / "If you do, …", "If they put any cards … in this way",
    :data:`AFTER_GUARDS`) changes something only after that part did, so it alone never
    makes the Ability usable (PTCG:II-E-10, II-E-19)."""
    checks = []
    for o in ops:
        if o[0] in NEUTRAL or (len(o) == 3 and o[2] in RESULT_GUARDS):
            continue
        fn = WOULD_CHANGE.get(o[0])
        if fn is None:
            return None
        if not (len(o) == 3 and o[2] in AFTER_GUARDS):
            checks.append((fn, {**o[1], "hand_spent": hand_spent}))
    if not checks:
        return None

    def usable(g: Any, p: int, slot: Slot) -> bool:
        for fn, args in checks:  # noqa: SIM110 - a plain loop: no generator per decision
            if fn(g, p, slot, args):
                return True
        return False

    return usable


def owner(p: int, a: dict[str, Any]) -> int:
    """The player whose cards the op names ("whose": "yours" or "opponent")."""
    return 1 - p if a.get("whose") == "opponent" else p


# -- checks of ops from several modules ------------------------------------------------------
def opponent_active_not_immune(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    active = g.pl(1 - p)["active"]
    return active is not None and not all(continuous.condition_immune(g, active, c)
                                          for c in a["conditions"])


def stadium_in_play(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return g.s["stadium"] is not None


def bench_has_room(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return len(g.pl(p)["bench"]) < continuous.bench_size(g, p)  # PTCG:II-C-11


def self_damaged(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """"Heal … from this Pokémon" / "… from your Active Pokémon": it has damage counters."""
    target = a.get("target", "self")
    if target == "your_active":
        slot = g.pl(p)["active"]
    elif target != "self":
        return False
    return bool(slot and slot.get("dmg"))


def hand_or_deck_to_shuffle(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A deck to shuffle, even with no hand card (PTCG:II-E-36, its FAQ on Shauna), or a card
    in the hand besides the Trainer being played and what an Ability's cost takes."""
    pl = g.pl(p)
    if pl["deck"]:
        return True
    hand = pl["hand"]
    return len(hand) - (a.get("card") in hand) > a.get("hand_spent", 0)


def any_deck(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(g.pl(p)["deck"] or g.pl(1 - p)["deck"])


def opponent_has_hand(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A card of the opponent's hand to discard (Sky Hunt's random discard; more than
    ``down_to`` cards for "until they have N cards")."""
    return len(g.pl(1 - p)["hand"]) > a.get("down_to", 0)


def always(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return True


def benched(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """"Switch this Pokémon with your Active Pokémon" changes something from the Bench only."""
    return slot is not None and g.pl(p)["active"] is not slot


def any_healable(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """One damaged Pokémon among those named is enough (PTCG:II-C-06)."""
    what = a.get("what")
    players = (p, 1 - p) if a.get("whose") == "both" else (owner(p, a),)
    return any(s["dmg"] and (what is None or what(g, s)) for q in players for s in in_play(g.s, q))


def energy_to_discard(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """"Discard an Energy from this Pokémon / your [opponent's] Active Pokémon" (or "put an
    Energy attached to your opponent's Active Pokémon into their hand"): that Pokémon (of the
    ``holder`` kind, "Active Stage 2 Pokémon") has such an Energy (matching ``what`` when the
    text names a card); other targets: assumed to change something, as for a Trainer."""
    target = a.get("target", "self")
    if target not in ("self", "your_active", "opponent_active"):
        return True
    holder = {"self": slot, "your_active": g.pl(p)["active"],
              "opponent_active": g.pl(1 - p)["active"]}[target]
    if holder is None or (a.get("holder") is not None and not a["holder"](g.top(holder))):
        return False
    what, type_ = a.get("what"), a.get("energy_type")
    return any(
        (what is None or what(g.d(c))) and (type_ is None or is_type(g, holder, c, type_))
        for c in holder["energy"])
