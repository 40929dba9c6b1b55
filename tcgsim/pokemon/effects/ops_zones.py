"""Cards between zones and the words of choice (advanced rules guide II-C, II-D, II-E).

Ops for searching, drawing, discarding, looking, benching, evolving and devolving by an
effect, plus the script variables the words "Then," (PTCG:II-E-19), "shuffle your deck"
(PTCG:II-E-18) and "you may" (PTCG:II-E-10) read:

* ``undone``: set by each op here to whether it did nothing at all; "Then, Y" runs Y only
  when the previous part was (at least partly) done.
* ``searched``: the deck was looked at; "Then, shuffle your deck" shuffles only then.
* ``may``: the player chose to do what "you may" offered.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import Any

from tcgsim.pokemon.effects.filters import all_of
from tcgsim.pokemon.effects.script import begin_search, frame_vars, shielded, source_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef, name_key
from tcgsim.pokemon.model.per_card import by_card, cards_where
from tcgsim.pokemon.model.state import (
    Slot,
    find_slot,
    in_play,
    new_slot,
    slot_cards,
    sorted_cards,
)
from tcgsim.pokemon.rules import triggers
from tcgsim.pokemon.rules.before_hand import bench_not_full
from tcgsim.pokemon.rules.continuous import (
    bench_room,
    clear_on_evolving,
    kept_from_hand,
    tool_slots,
)
from tcgsim.pokemon.rules.energy import can_attach
from tcgsim.pokemon.rules.would_change import owner
from tcgsim.pokemon.rules.zone_abilities import CLAUSE as ZONE_ABILITY
from tcgsim.pokemon.rules.zone_abilities import ZONES, forget_use

Filter = Callable[[CardDef], bool]
HIDDEN = ("deck", "hand", "prizes", "looked")


def mark(g: Game, f: dict[str, Any], done: bool) -> None:
    """Record whether this part of the text did anything (read by "Then, …")."""
    frame_vars(g, f)["undone"] = not done


def whose_player(f: dict[str, Any], whose: str) -> int:
    return f["p"] if whose == "yours" else 1 - f["p"]


# -- choosing (PTCG:II-D-02..05, II-E-33, II-E-34) -----------------------------------------
def choice_bounds(src: str, mode: str, n: int, typed: bool, available: int) -> tuple[int, int]:
    """How many cards must / may be chosen.

    From a zone the opponent cannot see (deck, hand, Prize cards) a player may choose fewer
    of a named kind, even none (PTCG:II-E-33, II-E-34, I-H); "N cards" of any kind must be
    chosen in the stated number. From a public zone "choose N" means N if there are that
    many (PTCG:II-D-04), "up to N" 1..N (PTCG:II-D-05), "any number" 0..all (PTCG:II-D-02)
    and "all" every one (PTCG:II-D-03).
    """
    hi = available if mode in ("any", "all") else min(n, available)
    if mode == "all":
        return hi, hi
    if src in HIDDEN:
        return (hi, hi) if mode == "exact" and not typed else (0, hi)
    if mode == "up_to":
        return min(1, hi), hi
    if mode == "any":
        return 0, hi
    return hi, hi


#: printed on cards that stay in the discard pile (Neutralization Zone, Poké Vital A)
STAYS_IN_DISCARD = "This card can't be put into your hand or deck from the discard pile."


def _pool(g: Game, f: dict[str, Any], src: str, owner: int, to: str = "stay") -> list[int]:
    pl = g.pl(owner)
    if src == "looked":
        return [c for c in frame_vars(g, f).get("looked", []) if c in pl["deck"]]
    if src == "milled":  # the cards this text discarded from the top of the deck
        return [c for c in frame_vars(g, f).get("milled", []) if c in pl["discard"]]
    if src == "hand":
        return [c for c in pl["hand"] if c != f.get("card")]
    if src == "discard" and to in ("hand", "deck"):
        stays = g.deck_fact("stays_in_discard", _stays_in_discard)
        return [c for c in pl[src] if c not in stays] if stays else list(pl[src])
    return list(pl[src])


def _stays_in_discard(g: Game) -> frozenset[int]:
    """The cards of both decks that print :data:`STAYS_IN_DISCARD` (read once for these decks:
    searches of the discard pile ask at every step)."""
    return cards_where(g, _STAYS, _stays)


_STAYS: dict[str, bool] = {}  # card id -> _stays (see by_card)


def _stays(d: CardDef) -> bool:
    return STAYS_IN_DISCARD in d.rule_text


def matching_cards(g: Game, what: Filter) -> list[bool]:
    """Card number -> whether the card is of the kind ``what`` (a text's own filter, which
    reads the card only): a search asks it of every card in the deck, when it asks and again
    when it is answered, so each text's kind is worked out once per card of the decks (and
    kept by card id: a search's new pairs of decks look most cards up, :func:`by_card`)."""
    table = g.deck_table("matching_cards")
    hits = table.get(what)
    if hits is None:
        known = _MATCHES.get(what)
        if known is None:  # a text's kind is made once, with the text: a bounded number
            known = _MATCHES[what] = {}
        hits = table[what] = by_card(g, known, what)
    return hits


#: a text's kind -> card id -> whether the card is of that kind (see matching_cards)
_MATCHES: dict[Filter, dict[str, bool]] = {}


def _zone_of(g: Game, owner: int, src: str) -> list[int]:
    return g.pl(owner)[{"looked": "deck", "milled": "discard"}.get(src, src)]


def take_cards(g: Game, f: dict[str, Any], src: str, to: str, what: Filter, label: str,
               n: int | Callable[[Game, int], int], mode: str = "exact", typed: bool = True,
               reveal: bool = False, whose: str = "yours", var: str = "taken",
               owner_chooses: bool = False, one_each: tuple[Filter, ...] = (),
               per: str | None = None,
               what_now: Callable[[Game, dict[str, Any]], Filter] | None = None) -> bool:
    """Choose cards of ``src`` (deck, discard, hand, prizes, looked: cards looked at on top of
    the deck) matching ``what`` and put them into ``to`` (hand, bench, deck, discard; "stay":
    left where they are, remembered as ``var`` for the next part, e.g. :func:`attach_chosen`).
    ``owner_chooses``: "Your opponent discards …" (they choose from their own hand).
    ``one_each``: "a Fire Energy card, a Fighting Energy card, or 1 of each": at most one card
    of each, chosen one at a time (:func:`_one_of_each`). ``n`` may be counted now
    (``n(game, player)``: "up to the amount of Energy attached to …", Dedenne). ``per``: n for
    each that script variable counts ("For each heads, search your deck for up to 2 …"; "an
    amount of Basic Energy up to the number of heads": 1 for each; none: nothing is looked
    at). ``what_now``: a kind that depends on the board when the text is used, besides
    ``what`` (:func:`same_type_as_basic_energy_on_self`)."""
    if callable(n):
        n = n(g, f["p"])
    fixed = what_now is None  # the kind is the text's own: its matches are known per card
    if not fixed:
        what = all_of(what, what_now(g, f))
    owner = whose_player(f, whose)
    p = owner if owner_chooses else f["p"]
    v = frame_vars(g, f)
    if per is not None:  # a count, or the cards an earlier part took ("that many")
        counted = v.get(per) or 0
        n *= len(counted) if isinstance(counted, list) else int(counted)
        if n == 0:
            v[var] = []
            mark(g, f, False)
            return True
    if "ans" not in f:
        if to == "bench" and bench_room(g, owner) <= 0:
            # a full Bench ends the effect before the deck is looked at (PTCG:II-C-11)
            g.event("bench_full", clause="PTCG:II-C-11", player=owner)
            v[var] = []
            mark(g, f, False)
            return True
        if src == "deck":
            begin_search(g, f, p, label)
    room = bench_room(g, owner) if to == "bench" else n
    pool = _pool(g, f, src, owner, to)
    if fixed:
        # (no Python loop over the deck searched)
        matches = sorted_cards(g, list(compress(pool, map(matching_cards(g, what).__getitem__,
                                                          pool))))
    else:
        defs = g.defs
        matches = sorted_cards(g, [c for c in pool if what(defs[c])])
    lo, hi = choice_bounds(src, mode, min(n, room) if mode != "any" else room, typed, len(matches))
    hi = min(hi, room)
    lo = min(lo, hi)
    if one_each:
        got = _one_of_each(g, f, p, matches, one_each, f"Search your deck for {label}"
                           if src == "deck" else f"Choose {label}")
        if got is None:
            return False
        picked = got
    elif "ans" in f:
        picked = [matches[i] for i in f.pop("ans")]
    elif hi == 0:
        picked = []
    elif lo == len(matches):
        picked = matches  # no choice to make
    else:
        kind, prompt = ("search", f"Search your deck for {label}") if src == "deck" else (
            "choose_cards", f"Choose {label}")
        g.ask(p, kind, prompt + (" (Bench)" if to == "bench" else ""),
              [(g.name(c), c) for c in matches], lo, hi)
        return False
    if to != "stay":  # "stay": chosen for what the next part does with them
        zone = _zone_of(g, owner, src)
        for c in picked:
            zone.remove(c)
        put_cards(g, owner, picked, to, reveal or src not in HIDDEN, src)
    elif picked and (reveal or src not in HIDDEN):
        g.event("reveal", player=owner, cards=g.card_refs(picked), source=src)
    v[var] = picked
    mark(g, f, bool(picked))
    return True


def same_type_as_basic_energy_on_self(g: Game, f: dict[str, Any]) -> Filter:
    """"Pokémon that are the same type as any Basic Energy attached to this Pokémon"
    (Alcremie's Colorful Confection): the types of those Energy cards now."""
    types = {g.d(c).energy_type for c in source_slot(g, f)["energy"] if g.d(c).is_basic_energy}
    return lambda d: bool(types & set(d.types))


def same_name_as_opponents_in_play(g: Game, f: dict[str, Any]) -> Filter:
    """"a Pokémon with the same name as 1 of your opponent's Pokémon in play" (Love Ball): the
    names of the opponent's Pokémon when the card is played (their top cards)."""
    names = {name_key(g.top(s).name) for s in in_play(g.s, 1 - f["p"])}
    return lambda d: name_key(d.name) in names


def _one_of_each(g: Game, f: dict[str, Any], p: int, matches: list[int],
                 kinds: tuple[Filter, ...], prompt: str) -> list[int] | None:
    """"A, B, or 1 of each": a card at a time, of a kind not chosen yet, until the player
    stops or no kind is left (up to, PTCG:II-D-05); None while a choice is asked."""
    got: list[int] = f.setdefault("each", [])
    while True:
        used = [k for k in kinds if any(k(g.d(c)) for c in got)]
        left = [c for c in matches if c not in got
                and any(k(g.d(c)) for k in kinds if k not in used)]
        if "ans" in f:
            ans = f.pop("ans")
            if not ans:
                break
            got.append(left[ans[0]])
            continue
        if not left:
            break
        g.ask(p, "search" if prompt.startswith("Search") else "choose_cards",
              prompt + " (one at a time)", [(g.name(c), c) for c in left], 0, 1)
        return None
    return f.pop("each")


#: the clause that governs taking cards into the hand from a zone: searching the deck
#: (PTCG:I-H), cards looked at on top of it (PTCG:II-C-20), putting cards back (PTCG:II-C-02)
TO_HAND_CLAUSE = {"deck": "PTCG:I-H", "looked": "PTCG:II-C-20", "discard": "PTCG:II-C-02",
                  "milled": "PTCG:II-C-02"}


def put_cards(g: Game, owner: int, cs: list[int], to: str, public: bool, src: str) -> None:
    """Cards already taken out of their zone go to ``to`` of their owner."""
    pl = g.pl(owner)
    if not cs:
        return
    if to == "hand":
        pl["hand"].extend(cs)
        clause = TO_HAND_CLAUSE.get(src)
        if public:
            g.event("to_hand", clause=clause, player=owner, cards=g.card_refs(cs), revealed=True,
                    source=src)
        else:
            g.event("to_hand", clause=clause, player=owner, n=len(cs), source=src,
                    secret={"cards": g.card_refs(cs)}, to=[owner])
    elif to == "bench":
        for c in cs:
            bench_basic(g, owner, c, src)
    elif to == "deck":
        pl["deck"].extend(cs)
        g.event("to_deck", clause="PTCG:II-E-36", player=owner, cards=g.card_refs(cs), source=src)
        g.shuffle_deck(owner, clause="PTCG:II-E-36")
    elif to == "deck_bottom":  # the deck's top is its start
        pl["deck"].extend(cs)
        g.event("to_deck", player=owner, cards=g.card_refs(cs), source=src, bottom=True)
    elif to == "discard":
        pl["discard"].extend(cs)
        g.event("discard", clause="PTCG:II-C-01", player=owner, cards=g.card_refs(cs), why="effect")
    elif to == "deck_bottom":  # "… on the bottom of your deck in any order": in the order chosen
        pl["deck"].extend(cs)
        g.event("to_deck_bottom", player=owner, n=len(cs), source=src,
                secret={"cards": g.card_refs(cs)}, to=[owner])
    else:
        raise ValueError(f"unknown destination {to!r}")


def bench_basic(g: Game, owner: int, c: int, src: str) -> Slot:
    """A Basic Pokémon put onto the Bench by an effect: not played from the hand (so "when
    you play this Pokémon from your hand" does not apply), but new in play this turn."""
    slot = new_slot(g.s, c, g.turn)
    g.pl(owner)["bench"].append(slot)
    g.event("bench", clause="PTCG:II-C-11", player=owner, pokemon=g.name(c), source=src)
    triggers.benched(g, owner, slot)  # the Knock Out check follows the effect that benched it
    return slot


# -- draw ---------------------------------------------------------------------------------------
def draw_until(g: Game, f: dict[str, Any], n: int | Callable[[Game, int], int],
               whose: str = "yours", when: Callable[[Game, int], bool] | None = None) -> bool:
    """"Draw cards until you have N cards in your hand" (none if already N or more); N may be
    counted on the board ("as many cards … as you have Psychic Pokémon in play").
    ``when``: "If <condition>, draw cards until you have M cards in your hand instead" after
    the plain sentence: drawing up to N, then up to M, draws what drawing up to M does."""
    p = whose_player(f, whose)
    if when is not None and not when(g, f["p"]):
        return True
    n = n(g, f["p"]) if callable(n) else n
    need = n - len([c for c in g.pl(p)["hand"] if c != f.get("card")])
    mark(g, f, need > 0 and g.draw(p, need) > 0)
    return True


def each_player_draws(g: Game, f: dict[str, Any], n: int) -> bool:
    """"Each player draws N cards": the player using the effect first."""
    drew = [g.draw(q, n) for q in (f["p"], 1 - f["p"])]
    mark(g, f, any(drew))
    return True


def discard_random_from_hand(g: Game, f: dict[str, Any], n: int | str = 1,
                             whose: str = "opponent", down_to: int | None = None) -> bool:
    """A random card: the player chooses nothing (no card face is seen before). ``n`` may
    name a script variable ("For each heads, discard a random card …"); ``down_to``:
    "Discard random cards … until they have 5 cards in their hand"."""
    if isinstance(n, str):
        n = int(frame_vars(g, f).get(n, 0))
    q = whose_player(f, whose)
    hand = g.pl(q)["hand"]
    if down_to is not None:
        n = max(0, len(hand) - down_to)
    pool = list(hand)
    picked = [pool.pop(g.rng.below(len(pool))) for _ in range(min(n, len(pool)))]
    g.discard_cards(q, picked, hand, why="random card from hand")
    mark(g, f, bool(picked))
    return True


def reveal_hand(g: Game, f: dict[str, Any], whose: str = "opponent") -> bool:
    """The hand is shown face up to both players, then kept as it was."""
    q = whose_player(f, whose)
    hand = sorted_cards(g, g.pl(q)["hand"])
    g.event("reveal_hand", player=q, cards=g.card_refs(hand))
    mark(g, f, bool(hand))
    return True


# -- looking at face-down cards (PTCG:II-C-20) ---------------------------------------------
def look_top(g: Game, f: dict[str, Any], n: int, whose: str = "yours", bottom: bool = False,
             reveal: bool = False) -> bool:
    """Look at the top (``bottom``: the bottom) n cards: only the player using the effect sees
    them (``reveal``: "Reveal the top 5 cards of your deck", "Reveal the bottom 3 cards" of
    Bug Out, both players do); they stay in the deck, remembered as ``looked`` for what the
    text does with them next."""
    q = whose_player(f, whose)
    deck = g.pl(q)["deck"]
    cards = (deck[-n:] if n else []) if bottom else deck[:n]
    v = frame_vars(g, f)
    v["looked"] = cards
    v["searched"] = True
    if reveal:
        g.event("reveal", player=q, cards=g.card_refs(cards),
                source="deck bottom" if bottom else "deck")
    else:
        g.event("look", clause="PTCG:II-C-20", player=f["p"], zone="deck", n=len(cards),
                secret={"cards": g.card_refs(cards)}, to=[f["p"]])
    mark(g, f, bool(cards))
    return True


def shuffle_back_revealed(g: Game, f: dict[str, Any], what: Filter) -> bool:
    """"Then, shuffle any revealed Pokémon back into your deck": they never left it; the deck
    is shuffled and they are no longer among "the other cards" the text goes on with."""
    v = frame_vars(g, f)
    v["looked"] = [c for c in v.get("looked", []) if not what(g.d(c))]
    g.shuffle_deck(f["p"], clause="PTCG:II-E-36")
    return True


def ask_order(g: Game, f: dict[str, Any], p: int, cards: list[int], kind: str,
              prompt: str) -> list[int] | None:
    """Cards put back face down "in any order": the order of the answer is the new order,
    first = top (None: asked). Options are sorted by card, never by position."""
    if "ans" in f:
        shown = f.pop("shown")
        return [shown[i] for i in f.pop("ans")]
    if len(cards) < 2:
        return list(cards)
    shown = sorted_cards(g, cards)
    f["shown"] = shown
    g.ask(p, kind, prompt, [(g.name(c), c) for c in shown], len(shown), len(shown))
    return None


def look_at_prizes(g: Game, f: dict[str, Any]) -> bool:
    """Look at your face-down Prize cards and put them back face down: in any position
    (PTCG:II-C-20)."""
    p = f["p"]
    prizes = g.pl(p)["prizes"]
    if "ans" not in f:
        g.event("look", clause="PTCG:II-C-20", player=p, zone="prizes", n=len(prizes),
                secret={"cards": g.card_refs(prizes)}, to=[p])
    order = ask_order(g, f, p, prizes, "order_prizes", "Put your Prize cards back face down: choose their order")
    if order is None:
        return False
    prizes[:] = order
    g.event("prizes_returned", clause="PTCG:II-C-20", player=p, n=len(prizes))
    return True


def put_back_in_any_order(g: Game, f: dict[str, Any], whose: str = "yours") -> bool:
    """"… and put them back in any order": the cards looked at go back on top of the deck
    they came from, face down, in the order the player chooses (PTCG:II-C-20)."""
    deck = g.pl(whose_player(f, whose))["deck"]
    v = frame_vars(g, f)
    looked = [c for c in v.get("looked", []) if c in deck]
    order = ask_order(g, f, f["p"], looked, "order_deck", "Put the cards back on top of the deck: choose "
                      "their order, the first on top")
    if order is None:
        return False
    for c in order:
        deck.remove(c)
    deck[:0] = order
    v["searched"] = False  # back in an order the player knows: nothing to shuffle
    g.event("to_deck_top", clause="PTCG:II-C-20", player=whose_player(f, whose), n=len(order))
    return True


# -- shuffles (PTCG:II-E-35, II-E-36; after a search: effects.shuffle_searched_deck) ------
def shuffle_hand_to_bottom(g: Game, f: dict[str, Any], whose: str = "yours") -> bool:
    """Shuffle the hand face down and put it on the bottom of the deck (PTCG:II-E-35): with
    no cards there is nothing to shuffle, and nothing was done."""
    q = whose_player(f, whose)
    pl = g.pl(q)
    hand = [c for c in pl["hand"] if c != f.get("card")]
    for c in hand:
        pl["hand"].remove(c)
    g.rng.shuffle(hand)
    pl["deck"].extend(hand)
    if hand:
        g.event("hand_to_deck_bottom", clause="PTCG:II-E-35", player=q, n=len(hand))
    mark(g, f, bool(hand))
    return True


# -- "you may" (PTCG:II-E-10) -------------------------------------------------------------
def may(g: Game, f: dict[str, Any], prompt: str) -> bool:
    """Ask whether to do what "you may" offers; what depends on it is guarded by ``may``."""
    if "ans" not in f:
        g.ask(f["p"], "may", prompt, [("Yes", True), ("No", False)])
        return False
    yes = f.pop("ans")[0] == 0
    frame_vars(g, f)["may"] = yes
    mark(g, f, yes)  # declined: "If you do, …" after it is skipped too
    if not yes:
        g.event("declined", clause="PTCG:II-E-10", player=f["p"], what=prompt)
    return True


# -- Pokémon back to hand / deck (PTCG:II-C-02) ------------------------------------------------
def _kept(g: Game, slot: Slot) -> bool:
    """Whether this Pokémon and its cards can't be put into the hand now (Mentally Calm)."""
    if kept_from_hand(g, slot):
        g.event("unaffected", clause="PTCG:II-C-02", pokemon=g.top(slot).name, to="hand")
        return True
    return False


def return_pokemon(g: Game, slot: Slot, to: str) -> list[int]:
    """A Pokémon in play and every card on it go to its owner's hand or deck: its damage
    counters and effects are gone with it, and its lower Stages go too (PTCG:II-C-02)."""
    owner = g.slot_owner(slot["id"])
    name = g.top(slot).name
    if to == "hand" and _kept(g, slot):
        return []
    g.remove_slot(owner, slot)
    cards = slot_cards(slot)
    g.event("returned", clause="PTCG:II-C-02", player=owner, pokemon=name, to=to,
            cards=g.card_refs(cards))
    _to_hand_or_deck(g, owner, cards, to)
    return cards


def _to_hand_or_deck(g: Game, owner: int, cards: list[int], to: str) -> None:
    """Cards from a Pokémon in play to its owner's hand, or into their deck, shuffled
    ("deck_top": on top of it, not shuffled)."""
    if to == "hand":
        g.pl(owner)["hand"].extend(cards)
    elif to == "deck_top":
        g.pl(owner)["deck"][:0] = cards
    else:
        g.pl(owner)["deck"].extend(cards)
        g.shuffle_deck(owner, clause="PTCG:II-E-36")


def return_self(g: Game, f: dict[str, Any], to: str = "hand",
                discard_attached: bool = False) -> bool:
    """"Put this Pokémon and all attached cards into your hand" (PTCG:II-C-02);
    ``discard_attached``: "Put this Pokémon into your hand. (Discard all cards attached to this
    Pokémon.)": its Energy and Tools go to the discard pile first, its Pokémon cards to the hand."""
    slot = source_slot(g, f)
    if to == "hand" and _kept(g, slot):
        return True
    if discard_attached:
        for zone in ("energy", "tools"):
            g.discard_cards(f["p"], list(slot[zone]), slot[zone], why="effect")
    return_pokemon(g, slot, to)
    mark(g, f, True)
    return True


# -- evolving and devolving by an effect (PTCG:II-C-12, II-C-13) -----------------------------
def evolve_slot(g: Game, p: int, slot: Slot, c: int, clause: str, skip: str | None = None) -> None:
    """Put an Evolution card onto a Pokémon: it keeps its cards and damage, Special
    Conditions and effects end, and it is new this turn (PTCG:I-A-05)."""
    before = g.top(slot).name
    slot["cards"].append(c)
    slot["played"] = g.turn
    clear_on_evolving(g, slot)
    g.event("evolve", clause=clause, player=p, pokemon=before, into=g.name(c), skipped=skip)
    triggers.record_evolution(g, slot, before)  # "if this Pokémon evolved from X" (II-E-23)


def _can_evolve_now(g: Game, slot: Slot) -> bool:
    """"Players can't evolve a Basic Pokémon during their first turn or a Basic Pokémon that
    was put into play this turn.\""""
    return g.turn > 2 and slot["played"] < g.turn


def _evo_targets(g: Game, f: dict[str, Any], onto: str, remembered: list[int]) -> list[list[int]]:
    """The Pokémon to evolve, one search each: this Pokémon, any one of your Basic Pokémon,
    or each one remembered."""
    if onto == "self":
        return [[source_slot(g, f)["id"]]]
    if onto == "basic":
        return [[s["id"] for s in in_play(g.s, f["p"]) if g.top(s).stage == "Basic"]]
    if onto == "any":
        return [[s["id"] for s in in_play(g.s, f["p"])]]
    return [[sid] for sid in remembered]


def _in_play(g: Game, slot_id: int) -> bool:
    try:
        g.slot(slot_id)
    except KeyError:
        return False
    return True


def evolve_from_deck_onto(g: Game, f: dict[str, Any], onto: str, var: str, stage: str | None = None,
                          restricted: bool = False, what: Filter | None = None,
                          named: bool = False) -> bool:
    """Search your deck for a card that evolves from a Pokémon and put it onto that Pokémon
    to evolve it (PTCG:II-C-12, I-H: the search may find nothing).

    ``onto``: "self" (this Pokémon), "basic" (one of your Basic Pokémon), "any" (one of your
    Pokémon), or "var" (each Pokémon remembered in ``var``, in turn). The evolved ones are
    remembered in ``var``. ``what``: what the card found must be besides ("a card that has no
    Abilities and evolves from …").
    ``restricted``: the first-turn and played-this-turn limits of evolving apply (as the text
    says); otherwise evolving by an effect is allowed then too. ``named``: the text names the
    cards (``what``) and puts them onto the Pokémon whatever they evolve from ("search your
    deck for an Unfezant … and put it onto this Pidove", a Stage skipped as the text says).
    """
    p = f["p"]
    v = frame_vars(g, f)
    if "evo_todo" not in f:
        f["evo_todo"] = _evo_targets(g, f, onto, v.get(var, []))
        if f["evo_todo"]:
            begin_search(g, f, p, "a card that evolves from " + g.top(source_slot(g, f)).name
                         if onto == "self" else "cards that evolve from your Pokémon")
    todo = f["evo_todo"]
    done = f.setdefault("evo_done", [])
    deck = g.pl(p)["deck"]
    while True:
        if "evo_pick" in f:  # the card is chosen; several Pokémon could take it
            sid = f.pop("evo_pick")[f.pop("ans")[0]]
            c = f.pop("evo_card")
            deck.remove(c)
            evolve_slot(g, p, g.slot(sid), c, clause="PTCG:II-C-12")
            done.append(sid)
            continue
        if not todo:
            break
        targets = [g.slot(s) for s in todo[0] if _in_play(g, s)]
        if restricted:
            targets = [t for t in targets if _can_evolve_now(g, t)]
        names = {g.top(t).name for t in targets}
        matches = sorted_cards(g, [c for c in deck if g.d(c).is_pokemon
                                   and (named or g.d(c).evolves_from in names)
                                   and (stage is None or g.d(c).stage == stage)
                                   and (what is None or what(g.d(c)))])
        if not matches:
            todo.pop(0)
            continue
        if "ans" not in f:
            g.ask(p, "search", "Search your deck for a card that evolves from "
                  + " or ".join(sorted(names)), [(g.name(c), c) for c in matches], 0, 1)
            return False
        picked = [matches[i] for i in f.pop("ans")]
        todo.pop(0)
        if not picked:
            continue
        c = picked[0]
        onto_slots = [t for t in targets if named or g.top(t).name == g.d(c).evolves_from]
        if len(onto_slots) > 1:
            f["evo_card"], f["evo_pick"] = c, [t["id"] for t in onto_slots]
            g.ask(p, "target", f"Evolve which Pokémon into {g.name(c)}?",
                  [(g.slot_label(t), t["id"]) for t in onto_slots])
            return False
        deck.remove(c)
        evolve_slot(g, p, onto_slots[0], c, clause="PTCG:II-C-12")
        done.append(onto_slots[0]["id"])
    v[var] = done
    mark(g, f, bool(done))
    del f["evo_todo"], f["evo_done"]
    return True


def devolve(g: Game, slot: Slot, to: str) -> int | None:
    """Remove the top Evolution card (PTCG:II-C-13): the Pokémon keeps its cards and damage
    counters, Special Conditions and effects end, and it counts as new in play this turn.
    A Pokémon that is a Basic, or whose top card was put into play as it is, stays."""
    if len(slot["cards"]) < 2 or (to == "hand" and _kept(g, slot)):
        return None
    owner = g.slot_owner(slot["id"])
    c = slot["cards"].pop()
    slot["played"] = g.turn
    clear_on_evolving(g, slot)
    g.event("devolve", clause="PTCG:II-C-13", player=owner, pokemon=g.name(c),
            into=g.top(slot).name, to=to)
    _to_hand_or_deck(g, owner, [c], to)
    return c


def devolve_opponent_active(g: Game, f: dict[str, Any], to: str = "hand") -> bool:
    """"Devolve your opponent's Active Pokémon by putting the highest Stage Evolution card on
    it into your opponent's hand"; a Knock Out is checked afterwards (PTCG:II-C-13)."""
    slot = g.pl(1 - f["p"])["active"]
    mark(g, f, slot is not None and devolve(g, slot, to) is not None)
    return True


# -- "nothing would change" (PTCG:II-D-02, II-D-04, II-D-05, II-C-11) ---------------------------
def take_cards_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """Searching or looking at a deck with cards in it changes something (it is looked at and
    shuffled, PTCG:II-E-18); from another zone, a matching card other than the Trainer being
    played must be there; the Bench needs room."""
    who = owner(p, a)
    if a["to"] == "bench" and bench_room(g, who) <= 0:
        return False  # PTCG:II-C-11
    src = a["src"]
    if src in ("deck", "looked"):
        return bool(g.pl(who)["deck"])
    hits = matching_cards(g, a["what"])
    card = a.get("card")
    return any(hits[c] for c in g.pl(who).get(src, ()) if c != card)


def draw_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A deck to draw from, and (for "a card for each …") something to count."""
    n = a.get("n")
    return bool(g.pl(owner(p, a))["deck"]) and (not callable(n) or n(g, p) > 0)


def draw_until_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """Cards to draw once the Trainer card or the Ability's hand cost has left the hand
    (PTCG:II-E-30), and a deck."""
    if a.get("when") is not None and not a["when"](g, p):
        return False
    hand = len([c for c in g.pl(p)["hand"] if c != a.get("card")]) - a.get("hand_spent", 0)
    n = a["n"](g, p) if callable(a["n"]) else a["n"]
    return bool(g.pl(p)["deck"]) and hand < n


def evolve_from_deck_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A deck to search, and a Pokémon to evolve: "var" Pokémon are Benched ones an earlier
    part remembers (remember_own_bench, choose_own_bench)."""
    pl = g.pl(p)
    if not pl["deck"]:
        return False
    if a["onto"] == "var":
        return bool(pl["bench"])
    return a["onto"] in ("self", "any") or any(g.top(s).stage == "Basic" for s in in_play(g.s, p))


# -- attaching chosen cards (PTCG:II-C-09) -------------------------------------------------
def attach_targets(g: Game, f: dict[str, Any], where: str, to: Filter | None,
                   whose: str = "yours") -> list[Slot]:
    """The player's (``whose`` "opponent": their opponent's) Pokémon the text names: "self"
    (this Pokémon), "bench" or "any"."""
    pl = g.pl(whose_player(f, whose))
    if where == "self":
        slots = [source_slot(g, f)]
    elif where == "active":
        slots = [pl["active"]] if pl["active"] else []
    elif where == "bench":
        slots = list(pl["bench"])
    else:
        slots = ([pl["active"]] if pl["active"] else []) + pl["bench"]
    return [s for s in slots if to is None or to(g.top(s))]


def attach_chosen(g: Game, f: dict[str, Any], src: str, where: str = "any",
                  to: Filter | None = None, same: bool = False, var: str = "taken",
                  whose: str = "yours", owner_chooses: bool = False) -> bool:
    """"… and attach them to your Pokémon in any way you like": each chosen card (see
    :func:`take_cards` ``to="stay"``) goes to one of the player's own Pokémon, chosen card by
    card (PTCG:II-C-09); ``same``: all to the one Pokémon chosen first ("to 1 of your
    Pokémon"). Effects "whenever Energy is attached" happen for each card (II-C-09 FAQ); a
    card no Pokémon named can have stays where it was. The Pokémon attached to is remembered
    as ``attached_to`` ("If you attached Energy to a Pokémon in this way, … that Pokémon").
    ``whose`` "opponent": from the opponent's zone to their Pokémon (Grafaiai); with
    ``owner_chooses`` the opponent chooses where (Delibird: "Each player may attach …"). A
    Pokémon Tool card goes to a Pokémon with room for a Tool (PTCG:I-B-02, :func:`tool_slots`)."""
    p = whose_player(f, whose) if owner_chooses else f["p"]
    v = frame_vars(g, f)
    zone = _zone_of(g, whose_player(f, whose), src)
    while v.get(var):
        c = v[var][0]
        tool = g.d(c).trainer_kind == "Pokémon Tool"
        targets = [s for s in attach_targets(g, f, where, to, whose)
                   if (len(s["tools"]) < tool_slots(g, s) if tool else can_attach(g, c, s))
                   and (not same or v.get("attach_slot", s["id"]) == s["id"])]
        if c not in zone or not targets:
            v[var].pop(0)
            continue
        if len(targets) > 1 and "ans" not in f:
            g.ask(p, "attach", f"Attach {g.name(c)} to which Pokémon?",
                  [(g.slot_label(s), s["id"]) for s in targets])
            return False
        slot = targets[f.pop("ans")[0] if "ans" in f else 0]
        v[var].pop(0)
        v["attach_slot"] = v["attached_to"] = slot["id"]
        zone.remove(c)
        slot["tools" if tool else "energy"].append(c)
        g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name,
                source=src)
        if not tool and triggers.fire(g, "attach", {"slot": slot["id"], "card": c, "player": p,
                                       "from_hand": src == "hand", "turn_player": g.current},
                         p):
            return False  # what the attachment triggered happens first; then the next card
    v.pop("attach_slot", None)
    return True


# -- a random card of the opponent's hand ----------------------------------------------------
def choose_random_from_hand(g: Game, f: dict[str, Any], whose: str = "opponent",
                            var: str = "chosen", per: str | None = None) -> bool:
    """"Choose a random card from your opponent's hand": nobody sees it yet. ``per``: "For
    each heads, choose a random card" (one for each, never the same card twice)."""
    pool = list(g.pl(whose_player(f, whose))["hand"])
    n = 1 if per is None else int(frame_vars(g, f).get(per, 0))
    picked = [pool.pop(g.rng.below(len(pool))) for _ in range(min(n, len(pool)))]
    frame_vars(g, f)[var] = picked
    mark(g, f, bool(picked))
    return True


def random_card_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A card to choose at random: that player's hand is not empty."""
    return bool(g.pl(p if a.get("whose") == "yours" else 1 - p)["hand"])


def reveal_and_shuffle_into_deck(g: Game, f: dict[str, Any], whose: str = "opponent",
                                 var: str = "chosen") -> bool:
    """"Your opponent reveals that card and shuffles it into their deck" (PTCG:II-E-36)."""
    q = whose_player(f, whose)
    pl = g.pl(q)
    cs = [c for c in frame_vars(g, f).get(var, []) if c in pl["hand"]]
    if cs:
        g.event("reveal", player=q, cards=g.card_refs(cs), source="hand")
        for c in cs:
            pl["hand"].remove(c)
        put_cards(g, q, cs, "deck", True, "hand")
    mark(g, f, bool(cs))
    return True


# -- devolving chosen Pokémon (PTCG:II-C-13) ---------------------------------------------------
def evolved(slot: Slot) -> bool:
    """An evolved Pokémon has an Evolution card on another card (not one put into play as it
    is, PTCG:II-C-13)."""
    return len(slot["cards"]) > 1


def devolve_chosen(g: Game, f: dict[str, Any], whose: str = "opponent", to: str = "hand",
                   what: Filter | None = None, any_number: bool = False) -> bool:
    """"Devolve 1 of your opponent's evolved Pokémon by putting the highest Stage Evolution
    card on it into your opponent's hand"; "Devolve 1 of your evolved Psychic Pokémon (``what``)
    by putting any number of Evolution cards on it into your hand" (``any_number``: the player
    says how many, from the top): the player using the effect chooses the Pokémon."""
    if "devolving" not in f:
        slots = _devolvable(g, f["p"], whose, what)
        if not slots:
            mark(g, f, False)
            return True
        if "ans" not in f and len(slots) > 1:
            g.ask(f["p"], "target", "Devolve which Pokémon?",
                  [(g.slot_label(s), s["id"]) for s in slots])
            return False
        f["devolving"] = slots[f.pop("ans")[0] if "ans" in f else 0]["id"]
    slot = g.slot(f["devolving"])
    most = len(slot["cards"]) - 1 if any_number else 1
    if "ans" not in f and most > 1:
        g.ask(f["p"], "count", "How many Evolution cards?",
              [(f"{k} Evolution card{'s' * (k > 1)}", k) for k in range(1, most + 1)])
        return False
    k = f.pop("ans")[0] + 1 if "ans" in f else 1
    f.pop("devolving")
    mark(g, f, devolve(g, slot, to) is not None)
    for _ in range(k - 1):
        devolve(g, slot, to)
    return True


def _devolvable(g: Game, p: int, whose: str, what: Filter | None) -> list[Slot]:
    who = p if whose == "yours" else 1 - p
    return [s for s in in_play(g.s, who) if evolved(s) and (what is None or what(g.top(s)))]


def devolve_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """An Item that devolves 1 of your evolved Pokémon needs one (PTCG:I-B-01)."""
    return bool(_devolvable(g, p, a.get("whose", "opponent"), a.get("what")))


def devolve_each(g: Game, f: dict[str, Any], whose: str = "opponent", to: str = "hand") -> bool:
    """"Devolve each of your opponent's evolved Pokémon by shuffling the highest Stage
    Evolution card on it into your opponent's deck"."""
    slots = [s for s in in_play(g.s, whose_player(f, whose)) if evolved(s)]
    for s in slots:
        devolve(g, s, to)
    mark(g, f, bool(slots))
    return True


# -- Pokémon and their cards shuffled into the deck (PTCG:II-C-02) ------------------------------
def shuffle_benched_into_deck(g: Game, f: dict[str, Any], n: int = 1,
                              whose: str = "opponent", var: str | None = None,
                              all_but: str | None = None) -> bool:
    """"Shuffle 1 of your opponent's Benched Pokémon and all attached cards into their deck":
    the player using the effect chooses which. ``var``: "Shuffle that Pokémon …", the ones an
    earlier sentence chose ("choose 1 of your opponent's Pokémon", Active or Benched), each
    still in play and not unaffected by the effect (PTCG:II-C-17). ``all_but``: "shuffle all
    of your opponent's Benched Pokémon that you didn't choose" (Shiftry's Expelling Tornado),
    every Benched one but those."""
    if var is not None or all_but is not None:
        if all_but is not None:
            kept = set(frame_vars(g, f).get(all_but, []))
            chosen = [s for s in g.pl(whose_player(f, whose))["bench"] if s["id"] not in kept]
        else:
            chosen = [found[1] for sid in frame_vars(g, f).get(var or "", [])
                      if (found := find_slot(g.s, sid)) is not None]
    else:
        bench = g.pl(whose_player(f, whose))["bench"]
        k = min(n, len(bench))
        if "ans" in f:
            chosen = [bench[i] for i in f.pop("ans")]
        elif k == len(bench):
            chosen = list(bench)
        else:
            g.ask(f["p"], "target", f"Choose {k} Benched Pokémon to shuffle into the deck",
                  [(g.slot_label(s), s["id"]) for s in bench], k, k)
            return False
    # a Pokémon unaffected by the effect can be chosen, and stays (PTCG:II-C-17)
    picked = [s for s in chosen if not shielded(g, f, s)]
    for slot in picked:
        return_pokemon(g, slot, "deck")
    mark(g, f, bool(picked))
    return True


def looked_to_bottom(g: Game, f: dict[str, Any]) -> bool:
    """"Shuffle the other cards and put them on the bottom of your deck": the cards looked at
    that are still on top, in a random order (PTCG:II-E-35)."""
    deck = g.pl(f["p"])["deck"]
    v = frame_vars(g, f)
    rest = [c for c in v.get("looked", []) if c in deck]
    for c in rest:
        deck.remove(c)
    g.rng.shuffle(rest)
    deck.extend(rest)
    v["searched"] = False
    if rest:
        g.event("to_deck_bottom", clause="PTCG:II-E-35", player=f["p"], n=len(rest))
    return True


def remember_own_bench(g: Game, f: dict[str, Any], var: str = "chosen") -> bool:
    """"For each of your Benched Pokémon, …": the Pokémon on the Bench now, one by one."""
    frame_vars(g, f)[var] = [s["id"] for s in g.pl(f["p"])["bench"]]
    return True


# -- "could it change anything" for Abilities made of these sentences (PTCG:I-A-02) ----------
def deck_to_look_at(g: Game, p: int, slot: Slot | None, args: dict[str, Any]) -> bool:
    return bool(g.pl(owner(p, args))["deck"])


def after_another_part(g: Game, p: int, slot: Slot | None, args: dict[str, Any]) -> bool:
    """These act on what an earlier part chose or looked at: that part decides."""
    return False


def bench_this_card(g: Game, f: dict[str, Any]) -> bool:
    """"… you may put it onto your Bench": the card of a text used outside play (waiting to
    go into the hand; in the hand or discard pile, PTCG:II-E-17), not played from the hand;
    "this Pokémon" in the rest of the text is then the benched Pokémon. An Item played "as if
    it were a Basic Pokémon" (a Fossil) goes onto the Bench from where it is being played."""
    c = f["card"]
    pl = g.pl(f["p"])
    zone = next((z for z in ("taking", "hand", "discard", "playing") if c in pl[z]), None)
    done = zone is not None and bench_not_full(g, f["p"])
    if done:
        pl[zone].remove(c)
        forget_use(g, c)
        f["src"] = bench_basic(g, f["p"], c, zone)["id"]
    mark(g, f, done)
    return True


def _leaves_zone(g: Game, f: dict[str, Any], zone: list[int]) -> int:
    c = f["card"]
    zone.remove(c)
    forget_use(g, c)
    return c



def _ability_zone_of(g: Game, f: dict[str, Any]) -> list[int] | None:
    pl = g.pl(f["p"])
    return next((pl[z] for z in ZONES if f.get("card") in pl[z]), None)



def this_card_to_deck_bottom(g: Game, f: dict[str, Any], reveal: bool = True) -> bool:
    """"Reveal it and put it on the bottom of your deck"."""
    p = f["p"]
    zone = _ability_zone_of(g, f)
    if zone is None:
        mark(g, f, False)
        return True
    c = _leaves_zone(g, f, zone)
    g.pl(p)["deck"].append(c)
    g.event("to_deck", clause=ZONE_ABILITY, player=p, cards=g.card_refs([c]), revealed=reveal,
            where="bottom")
    mark(g, f, True)
    return True
