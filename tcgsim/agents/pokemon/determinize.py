"""Games consistent with one player's view: the hidden cards sampled, everything public kept.

A searching agent may not read the real game, so it plays out its options in
*determinizations*: games rebuilt from its view alone in which every card it
cannot see is drawn at random from what could be there.

* Its own hidden cards (deck and face-down Prize cards) are exactly its deck
  list minus the cards it sees; only their order and which six are Prizes are
  sampled. A player knows the cards they brought (the view carries the own list).
* The opponent's hidden cards (hand, deck, Prize cards) are drawn from a
  *belief* of their list minus the opponent's cards in sight: the opponent's
  real list when it is known (open decklists, as in deck testing), otherwise the
  viewer's own list (exact in a mirror match). Cards the belief cannot cover
  are drawn from the viewer's list, then padded with Basic Energy.
* The random generator gets a fresh seed from the agent's own generator, so coin
  flips and shuffles in a determinization say nothing about the real game's.

Card numbers of the cards in sight are kept, so the options of a rebuilt
decision carry the same data as the real one and an answer maps straight back.
Two kinds of decision are rebuilt, those where the view pins down the procedure
under way (the view holds all the state the rules read, not the work stack):

* a main phase: the work stack is the main phase alone;
* a new Active Pokémon chosen in the *opponent's* turn after their attack Knocked
  Out the own Active (the view says so: a Pokémon of the viewer's was Knocked Out
  by an attack this turn, and an attack ends the turn): the Knock Out procedure at
  its step 5 (PTCG:I-D), then the end of that turn.

Elsewhere (in the middle of an effect) :class:`CannotDeterminize` is raised, and a
searching agent replays its own answers since its last rebuilt decision instead
(:mod:`tcgsim.agents.replay`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import chain, repeat, starmap
from operator import itemgetter
from typing import Any, TypeVar

import orjson

from tcgsim.agents.mcts import Horizon, SearchModel
from tcgsim.agents.pokemon.evaluate import evaluate
from tcgsim.agents.pokemon.heuristic import HeuristicAgent
from tcgsim.core.decision import Decision
from tcgsim.pokemon.game import Game, initial_state
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.state import ROTATION_CONDITIONS, face_up_prizes
from tcgsim.pokemon.model.state_copy import copy_state
from tcgsim.pokemon.scenario import FILLER

Ref = dict[str, Any]
T = TypeVar("T")


class CannotDeterminize(ValueError):
    """The view does not pin down a state this module can rebuild (not a main phase)."""


def rebuildable(view: dict[str, Any]) -> bool:
    """Whether the viewer's pending decision is one :func:`determinize` rebuilds: a main phase,
    or a promotion after the opponent's attack (the search replays the others from the last
    one it rebuilt, :mod:`tcgsim.agents.replay`)."""
    decision = view.get("decision")
    if view.get("phase") != "play" or decision is None:
        return False
    return decision["kind"] == "main" or _promotion_after_attack(view)


def _promotion_after_attack(view: dict[str, Any]) -> bool:
    """The viewer chooses a new Active in the opponent's turn, whose attack Knocked Out one of
    the viewer's Pokémon this turn: the attack's Knock Out check, after which the turn ends."""
    me = view["you"]
    return (view["decision"]["kind"] == "promote" and view["current"] != me
            and view["players"][me]["active"] is None
            and view["turn"] in view["knocked_out_by_attack_turns"][me])


def determinize(
    view: dict[str, Any], rng: random.Random, opponent_list: Sequence[str] | None = None,
    later: Sequence[tuple[dict[str, Any], Decision]] = (),
) -> Game:
    """A game at the viewer's pending main-phase decision, hidden cards drawn with ``rng``.

    ``later``: what the viewer saw after this view (its views and decisions), when the game
    is rebuilt to be replayed up to then (:mod:`tcgsim.agents.replay`): own hidden cards
    that showed up later (drawn, or offered by a look at the deck or a search) are put on
    top of the deck in the order they showed up, so that a replay draws them again; a
    world that still disagrees is rejected by the replay."""
    if not rebuildable(view):
        raise CannotDeterminize("only a pending main-phase decision or a promotion after the "
                                "opponent's attack can be rebuilt")
    me = view["you"]
    players = view["players"]
    sizes = [pl["card_count"] for pl in players]
    starts = [0, sizes[0]]
    defs: list[str | None] = [None] * (sizes[0] + sizes[1])
    seen: list[list[int]] = [[], []]  # card numbers in sight, per owner
    for p, pl in enumerate(players):
        for ref in _visible_refs(pl):
            defs[ref["id"]] = ref["card"]
            seen[p].append(ref["id"])
    if view["stadium"] is not None:
        st = view["stadium"]
        defs[st["id"]] = st["card"]
        seen[0 if st["id"] < sizes[0] else 1].append(st["id"])

    own_list = players[me]["deck_list"]
    if own_list is None or len(own_list) != sizes[me]:
        raise CannotDeterminize("the view does not carry the viewer's own deck list")
    defs[starts[me]:starts[me] + sizes[me]] = own_list  # the own cards are known by number

    zones: list[dict[str, list[int]]] = [{}, {}]
    for p in (0, 1):
        pl = players[p]
        hidden = sorted(set(range(starts[p], starts[p] + sizes[p])) - set(seen[p]))
        counts = {"hand": 0 if p == me else pl["hand_count"],
                  "deck": pl["deck_count"], "prizes": pl["prize_count"]}
        if len(hidden) != sum(counts.values()):
            raise CannotDeterminize("cards are on their way between zones")
        if p != me:
            pool = _unseen(opponent_list or own_list, (defs[c] for c in seen[p]))
            drawn = _draw(pool, len(hidden), own_list, rng)
            for c, card in zip(hidden, sorted(drawn), strict=True):  # sorted: stable defs
                defs[c] = card
        # own cards seen later come off the top of the deck in the order they were seen; those
        # a later search of the deck showed not to be there are Prize cards
        on_top: list[int] = []
        prized: list[int] = []
        if p == me and later:
            on_top, prized = _placed_later(later, set(hidden), starts[me], own_list)
            on_top, prized = on_top[:counts["deck"]], prized[:counts["prizes"]]
            placed = set(on_top) | set(prized)
            hidden = [c for c in hidden if c not in placed]
        hidden = _shuffled(hidden, rng)
        zones[p] = {"hand": [r["id"] for r in pl["hand"]] if p == me else [], "deck": on_top,
                    "prizes": prized}
        for zone in ("hand", "prizes", "deck"):
            n = counts[zone] - len(zones[p][zone]) if zone != "hand" else counts[zone]
            zones[p][zone] += hidden[:n]
            hidden = hidden[n:]

    known = [c for c in defs if c is not None]
    if len(known) != len(defs):
        raise CannotDeterminize("the view's card counts do not add up")
    decks = [known[starts[p]:starts[p] + sizes[p]] for p in (0, 1)]
    s = initial_state(decks, rng.getrandbits(63), prizes=view["prize_setting"],
                      sudden_death=view["sudden_death"])
    for p, pl in enumerate(players):
        st = s["players"][p]
        st.update(zones[p])
        st["discard"] = _ids(pl["discard"])
        st["lost"] = _ids(pl["lost_zone"])
        st["playing"] = _ids(pl["playing"])
        st["mulligans"] = pl["mulligans"]
        st["active"] = _slot(pl["active"]) if pl["active"] else None
        st["bench"] = [_slot(b) for b in pl["bench"]]
    s.update({
        "turn": view["turn"], "cur": view["current"], "first": view["first"], "phase": "play",
        "stadium": view["stadium"]["id"] if view["stadium"] else None,
        "tf": view["turn_flags"], "pfx": view["player_effects"],
        "kod_turns": view["knocked_out_turns"],
        "kod_by_attack_turns": view["knocked_out_by_attack_turns"],
        "next_slot": view["next_slot"],
    })
    if "knocked_out_pokemon" in view:
        s["kod_pokemon"] = view["knocked_out_pokemon"]
    if view["sudden_round"]:
        s["sudden_round"] = view["sudden_round"]
    # nothing shared with the view (play may change it): the state a round trip through JSON
    # would give, copied as the plain data of known shape it is (Game.clone's copy)
    g = Game(copy_state(s))
    if view["decision"]["kind"] == "main":
        g.push("main")
    else:  # the attack's Knock Out check at its step 5 (new Active Pokémon), then its turn ends
        g.push("end_turn")
        g.push("ko", step=4)
    g.run()
    return g


def _placed_later(later: Sequence[tuple[dict[str, Any], Decision]], hidden: set[int],
                  start: int, own_list: Sequence[str]) -> tuple[list[int], list[int]]:
    """Where the later views and decisions put cards of ``hidden`` (own card numbers):
    (those they show or offer as cards, an option named as the card it carries, first seen
    first; those a search of the deck showed not to be in it). A search of the deck
    (decision kind ``search``) offers every card there that it may take, so an own hidden
    card never seen that is a copy of a card it offers (the same entry of the list: what
    one copy matches, every copy does) is not in the deck: a face-down Prize card."""
    db = cards()
    order: list[int] = []
    copies: set[str] = set()  # list entries of cards a search offered
    for view, decision in later:
        seen = [r["id"] for r in _visible_refs(view["players"][view["you"]])]
        for o in decision.options:
            c = o.data[-1] if isinstance(o.data, list) and o.data else o.data
            if (type(c) is int and 0 <= c - start < len(own_list)
                    and db.get(own_list[c - start]).name == o.label):
                seen.append(c)
                if decision.kind == "search":
                    copies.add(own_list[c - start])
        for c in seen:
            if c in hidden and c not in order:
                order.append(c)
    shown = set(order)
    prized = [c for c in sorted(hidden) if c not in shown and own_list[c - start] in copies]
    return order, prized


def _visible_refs(pl: dict[str, Any]) -> Iterable[Ref]:
    for zone in ("hand", "discard", "lost_zone", "playing"):
        yield from pl.get(zone) or ()
    for slot in ([pl["active"]] if pl["active"] else []) + pl["bench"]:
        if "cards" not in slot:
            raise CannotDeterminize("a face-down Pokémon is in play")
        for zone in ("cards", "energy", "tools"):
            yield from slot[zone]


def _unseen(belief: Sequence[str], seen: Iterable[str | None]) -> Counter[str]:
    pool = Counter(belief)
    pool.subtract(c for c in seen if c is not None)
    return +pool  # drops what was seen beyond the belief


def _draw(pool: Counter[str], n: int, fallback: Sequence[str], rng: random.Random) -> list[str]:
    """``n`` cards from ``pool`` without replacement; short pools topped up from ``fallback``."""
    cards = sorted(pool.elements())
    if len(cards) >= n:
        return _shuffled(cards, rng)[:n]
    extra = [rng.choice(fallback) if fallback else FILLER for _ in range(n - len(cards))]
    return cards + extra


def _shuffled(items: list[T], rng: random.Random) -> list[T]:
    """``items`` in a uniform random order: sorted by one ``rng.random()`` each, drawn in
    their order (``rng.shuffle`` and ``rng.sample`` draw a bounded integer each, at several
    times the cost; a determinization orders about a hundred hidden cards). The draws and
    the sort run in C: no Python call per item."""
    keys = list(starmap(rng.random, repeat((), len(items))))
    return list(map(items.__getitem__, sorted(range(len(items)), key=keys.__getitem__)))


def _ids(refs: list[Ref]) -> list[int]:
    return [r["id"] for r in refs]


def _slot(v: dict[str, Any]) -> dict[str, Any]:
    conditions = v["conditions"]
    sp = next((c for c in conditions if c in ROTATION_CONDITIONS), None)
    slot = {
        "id": v["slot"], "cards": _ids(v["cards"]), "energy": _ids(v["energy"]),
        "tools": _ids(v["tools"]), "dmg": v["damage"], "sp": sp,
        "psn": v["poison_counters"], "brn": v["burn_counters"], "played": v["played_turn"],
        "fx": v["effect_data"], "down": v["facedown"],
    }
    if v["to_active_turn"] is not None:
        slot["to_active"] = v["to_active_turn"]
    return slot



#: Follow-up decisions that come at once after a main-phase answer and ask only about what
#: is in sight (which Pokémon gets the Energy, evolves, is gusted, takes the damage or the
#: damage counters): the search plans their answer together with the action.
FOLLOW_UPS = frozenset({"target", "gust", "damage_target", "counter_target", "switch"})

#: Decisions among face-down cards (which Prize cards to take): no answer is better.
BLIND = frozenset({"prize"})

#: Playouts end with the own turn, and the evaluation judges the position the opponent's
#: turn starts from (the side to move's threats count with the Energy it may still attach):
#: half the turns of a playout that plays the reply too, about as strong (the README's
#: search section has the measurements).
HORIZON = 1

#: The default budget: playouts per search (most searches end sooner, once the options that
#: cannot beat the heuristic's are dropped; the contested ones get the rest) and steps, which
#: bound a move's time: a decision the heuristic is asked in a playout is one (0.2 ms in a
#: Dragapult mirror, 0.45 in a Crustle one), a playout beyond those three (a copy of the
#: world, the engine's work, the evaluation: 0.6 ms), a world rebuilt from a view six (or
#: from the last rebuildable one and replayed, rejected ones too; 1.2 ms). Costs
#: fitted over the searches of whole games; the budget keeps a move within 1 CPU second on
#: the decks of the costliest steps (Crustle v Sharpedo-Toxtricity: 0.4 ms a decision, 1 ms
#: a playout on a loaded machine) with a fifth to spare.
SIMULATIONS = 512
STEPS = 1_600
PLAYOUT_STEPS = 3
WORLD_STEPS = 6


def redeal(view: dict[str, Any], world: Game, rng: random.Random,
           opponent_list: Sequence[str] | None = None) -> Game | None:
    """Another world for ``view``, made from ``world`` (built by :func:`determinize` from it,
    unplayed): a copy with the hidden cards dealt anew (the own deck and Prize cards, the
    opponent's hand, deck and Prize cards, each shuffled together and dealt back in the same
    counts) and a new random generator. That is a draw of :func:`determinize` where the
    opponent's hidden cards are the whole of what the belief leaves (an open list, or a
    mirror); where the belief leaves more cards than are hidden (they were sampled), None."""
    deal = dealer(view, world, opponent_list)
    return deal(rng) if deal is not None else None


def dealer(view: dict[str, Any], world: Game, opponent_list: Sequence[str] | None = None
           ) -> Callable[[random.Random], Game] | None:
    """:func:`redeal` as a function of the random generator, for many worlds of one view (the
    search's ``SearchModel.redeal``): whether the view allows it is asked once, and ``world``
    is kept as it is (each world a copy of it); None where it does not."""
    me = view["you"]
    opp = view["players"][1 - me]
    seen = [r["card"] for r in _visible_refs(opp)]
    st = view["stadium"]
    if st is not None and (st["id"] >= view["players"][0]["card_count"]) == (me == 0):
        seen.append(st["card"])  # the opponent's Stadium
    belief = opponent_list or view["players"][me]["deck_list"]
    hidden = opp["hand_count"] + opp["deck_count"] + opp["prize_count"]
    if sum(_unseen(belief, seen).values()) != hidden:
        return None
    hidden_zones = ((me, ("deck", "prizes")), (1 - me, ("hand", "deck", "prizes")))

    def deal(rng: random.Random) -> Game:
        g: Game = world.clone()
        for p, zones in hidden_zones:
            pl = g.s["players"][p]
            pool: list[int] = []
            for z in zones:
                pool += pl[z]
            pool = _shuffled(pool, rng)
            for z in zones:
                n = len(pl[z])
                pl[z][:] = pool[:n]
                pool = pool[n:]
        g.s["rng"] = rng.getrandbits(63)
        return g

    return deal


#: What a view shows beyond the players' zones, as state keys (see :func:`view_key`).
_SHOWN = ("turn", "cur", "first", "phase", "stadium", "tf", "kod_pokemon", "next_slot",
          "prize_count", "sudden_death", "decision", "result")


def view_key(g: Game, p: int) -> bytes:
    """What ``g.view(p)`` shows player ``p``, as bytes, without building the view: equal keys,
    equal views (the log's length aside). Read from the state: the own hand and the board
    by card numbers, the hidden zones as counts, and the cards of the other player's in
    sight by card id (the own cards' ids are the own list's, the same in every world a
    search draws; the other's hidden cards differ from world to world)."""
    s = g.s
    card_id = s["defs"].__getitem__  # card number -> card id, mapped in C
    players = s["players"]
    hand, deck, prizes, discard, lost, playing, active, bench, mulligans = _ZONES(players[p])
    own = (sorted(hand), len(deck), len(prizes), discard, lost, playing, active, bench,
           mulligans)
    hand, deck, prizes, discard, lost, playing, active, bench, mulligans = _ZONES(players[1 - p])
    slots = seen = [active, *bench] if active is not None else bench
    if any(map(_DOWN, slots)):  # a face-down Pokémon of the other's: nothing of it in sight
        slots = [{"down": True} if x["down"] else x for x in slots]
        seen = [x for x in slots if "cards" in x]
    # the card ids of the other player's cards in sight: the zones', then each Pokémon's
    # cards, Energy and Tools in turn (flattened in C)
    shown = [*map(card_id, discard), *map(card_id, lost), *map(card_id, playing),
             *map(card_id, chain.from_iterable(chain.from_iterable(map(_SLOT_CARDS, seen))))]
    other = (len(hand), len(deck), len(prizes), discard, lost, playing, active is not None,
             slots, mulligans)
    if s["stadium"] is not None:
        shown.append(card_id(s["stadium"]))
    if "prizes_up" in s:
        up = [face_up_prizes(s, 0), face_up_prizes(s, 1)]
        shown += map(card_id, up[1 - p])
    else:
        up = [[], []]
    # as the view shows them: a state without these keys shows what one with none has
    rest = (s.get("pfx") or [], s.get("kod_turns") or [[], []],
            s.get("kod_by_attack_turns") or [[], []], s.get("sudden_round") or 0, up)
    return orjson.dumps((p, own, other, shown, list(map(s.get, _SHOWN)), rest))


#: a player's fields that :func:`view_key` reads, and a Pokémon's
_ZONES = itemgetter("hand", "deck", "prizes", "discard", "lost", "playing", "active", "bench",
                    "mulligans")
_DOWN = itemgetter("down")
_SLOT_CARDS = itemgetter("cards", "energy", "tools")


def stop_at(g: Game, turn: int) -> None:
    """Make ``g`` raise :class:`~tcgsim.agents.mcts.Horizon` where its main phase of turn
    ``turn`` or later would work out its options (``SearchModel.stop_at``): a playout ends at
    the next player's first decision, and the evaluation reads the board, the hands and the
    decks, never that decision; its options (every card in hand, attack and Ability checked)
    were the bulk of a playout's last step. A main phase that an effect ended ("their turn
    ends") goes on to the end of that turn as it would (the rules call the hook only where
    the options are worked out: ``Game.before_main_options``). The world logs no event
    either (``Game.stop_logging``): it plays exactly as it would."""

    def stop(game: Game) -> None:
        if game.s["turn"] >= turn:
            raise Horizon

    g.before_main_options = stop  # this world only: clones made of it have none
    g.stop_logging()  # nothing reads a playout's log (the evaluation reads the board)


#: How the Pokémon TCG plugs into :mod:`tcgsim.agents.mcts` (``tcgsim.games`` names it).
SEARCH = SearchModel(determinize, evaluate, HeuristicAgent, CannotDeterminize, FOLLOW_UPS,
                     rebuildable, BLIND, horizon=HORIZON, view_key=view_key,
                     view_only=frozenset({"main"}), redeal=dealer,
                     simulations=SIMULATIONS, steps=STEPS, playout_steps=PLAYOUT_STEPS,
                     world_steps=WORLD_STEPS, stop_at=stop_at)
