"""Ops that Item and Supporter cards are made of (PTCG:I-B-01, I-B-03).

Each op follows :mod:`tcgsim.pokemon.effects.script`: True when done, False after asking a
decision. Ops that ask more than once keep their progress in ``f["st"]`` (plain
data) and remove it when they finish, so the next op of the script starts clean.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.ops_zones import put_cards, whose_player
from tcgsim.pokemon.effects.script import (
    Filter,
    begin_search,
    frame_vars,
    shielded,
    shuffle_searched_deck,
    source_slot,
)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.state import Slot, find_slot, in_play, sorted_cards
from tcgsim.pokemon.rules import continuous, triggers
from tcgsim.pokemon.rules.actions import evolve_in_play
from tcgsim.pokemon.rules.energy import can_attach, is_type, move_energy_card
from tcgsim.pokemon.rules.would_change import owner

#: (game, slot) -> bool: which Pokémon in play a text names ("your Active Basic Pokémon", …)
SlotCheck = Callable[[Game, Slot], bool]


def ask_or_take(g: Game, f: dict[str, Any], p: int, kind: str, prompt: str,
                opts: list[tuple[str, Any]], lo: int = 1, hi: int = 1) -> list[Any] | None:
    """The chosen option values; None after asking. No question when there is no choice."""
    if "ans" in f:
        return [opts[i][1] for i in f.pop("ans")]
    if lo == hi == len(opts) or (hi == 0):
        return [v for _, v in opts][:hi]
    g.ask(p, kind, prompt, opts, lo, hi)
    return None


def card_opts(g: Game, cs: list[int]) -> list[tuple[str, Any]]:
    return [(g.name(c), c) for c in sorted_cards(g, cs)]


def slot_opts(g: Game, slots: list[Slot]) -> list[tuple[str, Any]]:
    return [(g.slot_label(s), s["id"]) for s in slots]


def check_condition(g: Game, f: dict[str, Any], check: Callable[[Game, int], bool],
                    var: str = "cond") -> bool:
    """"If <condition>, …": remember whether the condition holds now."""
    frame_vars(g, f)[var] = check(g, f["p"])
    return True


def choose_own_pokemon(g: Game, f: dict[str, Any]) -> bool:
    """"Choose 1 of your Pokémon in play": remembered as "that Pokémon" (``target``)."""
    got = ask_or_take(g, f, f["p"], "choose", "Choose 1 of your Pokémon",
                      slot_opts(g, in_play(g.s, f["p"])))
    if got is None:
        return False
    frame_vars(g, f)["target"] = got[0]
    return True


# -- "Choose 1:" -------------------------------------------------------------------------------
def choose_mode(g: Game, f: dict[str, Any], labels: list[str], both: bool = False) -> bool:
    """"Choose 1: • A • B" ("Choose 1 or both"): the bullets chosen run (guards mode0, mode1)."""
    got = ask_or_take(g, f, f["p"], "choose", "Choose", [(lab, i) for i, lab in enumerate(labels)],
                      1, 2 if both else 1)
    if got is None:
        return False
    v = frame_vars(g, f)
    for i in range(len(labels)):
        v[f"mode{i}"] = i in got
    return True


# -- switching (PTCG:II-C-05) --------------------------------------------------------------
def _gust_targets(g: Game, p: int, what: Filter | None, hp_at_most: int | None) -> list[Slot]:
    return [b for b in g.pl(1 - p)["bench"] if (what is None or what(g.top(b)))
            and (hp_at_most is None or g.remaining_hp(b) <= hp_at_most)]


def gust(g: Game, f: dict[str, Any], var: str = "gusted", what: Filter | None = None,
         hp_at_most: int | None = None) -> bool:
    """"Switch in 1 of your opponent's Benched [<what>] Pokémon [that has N HP or less
    remaining] to the Active Spot": the player using the effect chooses which; an attack's
    gust is stopped only by a chosen Pokémon unaffected by the effects of attacks
    (PTCG:II-C-05)."""
    opp = 1 - f["p"]
    bench = _gust_targets(g, f["p"], what, hp_at_most)
    frame_vars(g, f)["undone"] = True  # for "If you do, …"
    if not bench:
        return True
    got = ask_or_take(g, f, f["p"], "gust", "Switch in 1 of your opponent's Benched Pokémon",
                      slot_opts(g, bench))
    if got is None:
        return False
    if shielded(g, f, g.slot(got[0])):  # only the chosen Pokémon's protection counts
        g.event("switch_blocked", clause="PTCG:II-C-05", pokemon=g.top(g.slot(got[0])).name)
        return True
    g.switch_active(opp, g.slot(got[0]), clause="PTCG:II-C-05")
    # "target": "the new Active Pokémon" of the rest of the text (target_slot "remembered")
    frame_vars(g, f).update({var: True, "undone": False, "target": got[0]})
    return True


# -- healing (PTCG:II-C-06) ------------------------------------------------------------------
def heal_slot_by(g: Game, slot: Slot, amount: int | None) -> int:
    """Heal ``amount`` damage (None: all of it); returns how much was healed."""
    healed = slot["dmg"] if amount is None else min(amount, slot["dmg"])
    stop = continuous.cant_be_healed(g, slot) if healed else None
    if stop is not None:
        g.event("heal_prevented", clause="PTCG:II-C-06", pokemon=g.top(slot).name, why=stop)
        return 0
    if healed:
        slot["dmg"] -= healed
        slot["healed"] = g.turn  # PTCG:II-E-26: healed (10 or more) during this turn
        g.event("heal", clause="PTCG:II-C-06", pokemon=g.top(slot).name, amount=healed)
    return healed


def healable(g: Game, p: int, what: SlotCheck | None, conditions: bool) -> list[Slot]:
    """The Pokémon a healing text could change: damaged (or, if it also cures, affected)."""
    # damage first: asked for every healing card in the hand at each decision, and most
    # Pokémon have none, so the text's own test rarely runs
    return [s for s in in_play(g.s, p)
            if (s["dmg"] or (conditions and (s["sp"] or s["psn"] or s["brn"])))
            and (what is None or what(g, s))]


def heal_one(g: Game, f: dict[str, Any], amount: int | None, what: SlotCheck | None = None,
             conditions: bool = False, var: str = "healed",
             instead: tuple[Filter, int] | None = None) -> bool:
    """"Heal N (all) damage from 1 of your <what> [, and it recovers from all Special
    Conditions]": only a Pokémon the text would change can be chosen (PTCG:II-C-06).
    ``instead``: "If that Pokémon is an Arven's Pokémon, heal 100 damage from it instead"."""
    targets = healable(g, f["p"], what, conditions)
    if not targets:
        return True
    got = ask_or_take(g, f, f["p"], "heal", "Heal which Pokémon?", slot_opts(g, targets))
    if got is None:
        return False
    slot = g.slot(got[0])
    if instead is not None and instead[0](g.top(slot)):
        amount = instead[1]
    v = frame_vars(g, f)
    v[var] = heal_slot_by(g, slot, amount)
    v["target"] = slot["id"]
    if conditions and (slot["sp"] or slot["psn"] or slot["brn"]):
        slot["sp"], slot["psn"], slot["brn"] = None, 0, 0
        g.event("recover", clause="PTCG:II-C-06", pokemon=g.top(slot).name)
    return True


def heal_remembered(g: Game, f: dict[str, Any], amount: int, var: str,
                    what: Filter | None = None) -> bool:
    """Heal the Pokémon an earlier part of the text named ("the Pokémon you moved …"; with
    ``what``: only if it is such a Pokémon, "If you moved a Pokémon ex …")."""
    sid = frame_vars(g, f).get(var)
    if sid is not None and (what is None or what(g.top(g.slot(sid)))):
        heal_slot_by(g, g.slot(sid), amount)
    return True


def energy_to_hand(g: Game, f: dict[str, Any], var: str = "target") -> bool:
    """"Put all Energy attached to that Pokémon into your hand" (PTCG:II-C-02)."""
    slot = g.slot(frame_vars(g, f)[var])
    if continuous.kept_from_hand(g, slot):
        return True
    moving = list(slot["energy"])
    slot["energy"].clear()
    g.pl(f["p"])["hand"].extend(moving)
    g.event("to_hand", clause="PTCG:II-C-02", player=f["p"], cards=g.card_refs(moving))
    return True


# -- cards from the deck (searches start with effects.begin_search, PTCG:I-H) -------------
def search_energy_of_different_types(g: Game, f: dict[str, Any], n: int, var: str) -> bool:
    """"Search your deck for up to n Basic Energy cards of different types": one at a time,
    each of a type not chosen yet; they stay in the deck (revealed) until the text moves
    them (PTCG:I-H)."""
    p = f["p"]
    st = f.setdefault("st", {"got": []})
    if "ans" not in f and not st["got"]:
        begin_search(g, f, p, f"up to {n} Basic Energy cards")
    while len(st["got"]) < n:
        taken = {g.d(c).energy_type for c in st["got"]}
        matches = [c for c in g.pl(p)["deck"] if g.d(c).is_basic_energy
                   and g.d(c).energy_type not in taken and c not in st["got"]]
        if not matches:
            break
        got = ask_or_take(g, f, p, "search", "Search your deck for a Basic Energy card "
                          "(of a type not chosen yet)", card_opts(g, matches), 0, 1)
        if got is None:
            return False
        if not got:
            break
        st["got"].append(got[0])
    chosen = f.pop("st")["got"]
    frame_vars(g, f)[var] = chosen
    if chosen:
        g.event("reveal", clause="PTCG:I-H", player=p, cards=g.card_refs(chosen))
    return True


#: the HP a guess may name (every printed HP is a multiple of 10 in this range)
GUESSABLE_HP = range(10, 410, 10)


def guess_hp(g: Game, f: dict[str, Any], n: int) -> bool:
    """Tyme: the player names a Pokémon in their hand (put face down, then back: it never
    leaves the hand for any effect); the opponent guesses its HP; it is revealed; whoever is
    right draws ``n`` — the opponent if they guessed right, else the player."""
    p = f["p"]
    st = f.setdefault("st", {})
    if "card" not in st:
        pokemon = [c for c in g.pl(p)["hand"] if g.d(c).is_pokemon]
        got = ask_or_take(g, f, p, "choose", "Tell your opponent the name of a Pokémon in your "
                          "hand", card_opts(g, pokemon))
        if got is None:
            return False
        st["card"] = got[0]
        g.event("name_told", player=p, card=g.name(got[0]))
    c = st["card"]
    guess = ask_or_take(g, f, 1 - p, "guess", f"Guess the HP of {g.name(c)}",
                        [(f"{hp} HP", hp) for hp in GUESSABLE_HP])
    if guess is None:
        return False
    f.pop("st")
    g.event("reveal", player=p, cards=g.card_refs([c]), guess=guess[0])
    g.draw(1 - p if guess[0] == g.d(c).hp else p, n)
    return True


def one_to_hand(g: Game, f: dict[str, Any], var: str) -> bool:
    """"Put 1 of them into your hand": the rest stay remembered for the next part."""
    p = f["p"]
    v = frame_vars(g, f)
    got = ask_or_take(g, f, p, "to_hand", "Put 1 of them into your hand", card_opts(g, v[var]),
                      min(1, len(v[var])), min(1, len(v[var])))
    if got is None:
        return False
    for c in got:
        g.pl(p)["deck"].remove(c)
        g.pl(p)["hand"].append(c)
        v[var].remove(c)
        g.event("to_hand", clause="PTCG:I-H", player=p, cards=g.card_refs([c]))
    return True


def found_to_hand(g: Game, f: dict[str, Any], var: str) -> bool:
    """The cards found (and revealed) go into the hand."""
    p = f["p"]
    found = [c for c in frame_vars(g, f)[var] if c in g.pl(p)["deck"]]
    for c in found:
        g.pl(p)["deck"].remove(c)
    g.pl(p)["hand"].extend(found)
    g.event("to_hand", clause="PTCG:I-H", player=p, cards=g.card_refs(found), revealed=True)
    return True


def attach_each_to_your_pokemon(g: Game, f: dict[str, Any], var: str) -> bool:
    """"Attach them to your Pokémon in any way you like": one target per card (PTCG:II-C-09)."""
    p = f["p"]
    pl = g.pl(p)
    pending = frame_vars(g, f)[var]
    while pending:
        c = pending[0]
        targets = [s for s in in_play(g.s, p) if can_attach(g, c, s)]
        if not targets:  # "can only be attached to a Team Rocket's Pokémon": it stays
            pending.pop(0)
            continue
        got = ask_or_take(g, f, p, "attach", f"Attach {g.name(c)} to which Pokémon?",
                          slot_opts(g, targets))
        if got is None:
            return False
        pending.pop(0)
        slot = g.slot(got[0])
        pl["deck"].remove(c)
        slot["energy"].append(c)
        g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name)
    return True


def search_to_top(g: Game, f: dict[str, Any], n: int) -> bool:
    """"Search your deck for n cards, shuffle your deck, then put those cards on top of it in
    any order": n cards if the deck has them ("cards" names no kind, PTCG:I-H); the others are
    shuffled and the chosen go on top, the first named on the very top."""
    p = f["p"]
    deck = g.pl(p)["deck"]
    st = f.setdefault("st", {"got": None, "order": []})
    if st["got"] is None:
        if "ans" not in f:
            begin_search(g, f, p, f"{n} cards")
        k = min(n, len(deck))
        got = ask_or_take(g, f, p, "search", f"Search your deck for {n} cards", card_opts(g, deck),
                          k, k)
        if got is None:
            return False
        st["got"] = got
        shuffle_searched_deck(g, f)  # "shuffle your deck, then put those cards on top of it"
    rest = [c for c in st["got"] if c not in st["order"]]
    while len(rest) > 1:
        got = ask_or_take(g, f, p, "order", "Which card goes on top (next)?", card_opts(g, rest))
        if got is None:
            return False
        st["order"].append(got[0])
        rest.remove(got[0])
    order = f.pop("st")["order"] + rest
    for c in order:
        deck.remove(c)
    deck[:0] = order
    g.event("to_deck_top", clause="PTCG:I-H", player=p, n=len(order),
            secret={"cards": g.card_refs(order)}, to=[p])
    return True


def look_at_top(g: Game, f: dict[str, Any], n: int, k: int, what: Filter | None = None,
                exact: bool = False, rest: str = "shuffle", label: str = "cards",
                reveal: bool = False) -> bool:
    """"Look at the top n cards of your deck and put k [<what>] of them into your hand";
    the others go to the Lost Zone or are shuffled back (PTCG:II-C-20)."""
    p = f["p"]
    pl = g.pl(p)
    top = pl["deck"][:n]
    matches = [c for c in top if what is None or what(g.d(c))]
    hi = min(k, len(matches))
    got = ask_or_take(g, f, p, "look", f"Put {'' if exact else 'up to '}{k} {label} into your hand",
                      card_opts(g, matches), hi if exact else 0, hi)
    if got is None:
        return False
    g.event("look", clause="PTCG:II-C-20", player=p, n=len(top))
    for c in got:
        pl["deck"].remove(c)
        pl["hand"].append(c)
    if reveal:
        g.event("to_hand", clause="PTCG:II-C-20", player=p, cards=g.card_refs(got), revealed=True)
    else:
        g.event("to_hand", clause="PTCG:II-C-20", player=p, n=len(got),
                secret={"cards": g.card_refs(got)}, to=[p])
    others = [c for c in top if c not in got]
    if rest == "lost":
        for c in others:
            pl["deck"].remove(c)
        pl["lost"].extend(others)
        g.event("lost_zone", player=p, cards=g.card_refs(others))
    else:
        g.shuffle_deck(p, clause="PTCG:II-E-36")
    return True


# -- hands (PTCG:II-E-19, II-E-36) --------------------------------------------------------
def players_of(f: dict[str, Any], who: str) -> list[int]:
    """"Each player": you first, then your opponent."""
    return [f["p"], 1 - f["p"]] if who == "each" else [whose_player(f, who)]


def hands_to_deck(g: Game, f: dict[str, Any], who: str, bottom: bool = False,
                  var: str = "moved") -> bool:
    """"<Each player> shuffles their hand into their deck" or "… shuffles their hand and puts
    it on the bottom of their deck"; ``var`` remembers whether any card moved. For "Then, …"
    (PTCG:II-E-19) it was done when a card moved, or a deck was shuffled: shuffling the hand
    into the deck is done even with no card in the hand (PTCG:II-E-36, its FAQ on Shauna),
    shuffling it onto the bottom is not (PTCG:II-E-35, II-E-19's FAQ on Marnie)."""
    moved = 0
    shuffled = False
    for q in players_of(f, who):
        pl = g.pl(q)
        hand = list(pl["hand"])
        pl["hand"].clear()
        moved += len(hand)
        if bottom:
            g.rng.shuffle(hand)
            pl["deck"].extend(hand)
            g.event("hand_to_deck_bottom", clause="PTCG:II-E-35", player=q, n=len(hand))
        else:
            pl["deck"].extend(hand)
            g.event("hand_to_deck", clause="PTCG:II-E-36", player=q, n=len(hand))
            g.shuffle_deck(q, clause="PTCG:II-E-36")
            shuffled = shuffled or bool(pl["deck"])
    v = frame_vars(g, f)
    v[var] = moved > 0
    v[f"{var}_count"] = moved  # "they draw that many cards" (Meddling Memo)
    v["undone"] = moved == 0 and not shuffled
    return True


def players_draw(g: Game, f: dict[str, Any], you: int | None = None,
                 opponent: int | str | None = None, per_prize: bool = False) -> bool:
    """"You draw N cards, and your opponent draws M cards" / "each player draws a card for
    each of their remaining Prize cards"; ``opponent`` a name: as many as that script
    variable counts ("they draw that many cards")."""
    if isinstance(opponent, str):
        opponent = int(frame_vars(g, f).get(opponent, 0))
    for q, n in ((f["p"], you), (1 - f["p"], opponent)):
        if per_prize:
            n = len(g.pl(q)["prizes"])
        if n:
            g.draw(q, n)
    return True


def each_player_flips(g: Game, f: dict[str, Any]) -> bool:
    """"each player flips a coin" (Lucian): the player using the card first; each result is
    remembered for what "that player" does on heads or tails (:func:`draw_by_own_coin`)."""
    v = frame_vars(g, f)
    v["coins"] = {}
    for q in (f["p"], 1 - f["p"]):
        result = g.rng.coin()
        g.event("coin", player=q, result="heads" if result else "tails", why="effect")
        v["coins"][q] = result
    return True


def draw_by_own_coin(g: Game, f: dict[str, Any], n: int, heads: bool) -> bool:
    """"If heads, that player draws 6 cards" / "If tails, they draw 3 cards": each player whose
    own coin came up so, the player using the card first."""
    coins = frame_vars(g, f).get("coins", {})
    for q in (f["p"], 1 - f["p"]):
        if q in coins and coins[q] == heads:
            g.draw(q, n)
    return True


def discard_hand_down_to(g: Game, f: dict[str, Any], n: int, who: str = "opponent") -> bool:
    """"Your opponent discards cards from their hand until they have n cards in their hand":
    the player whose hand it is chooses (PTCG:II-C-01)."""
    q = whose_player(f, who)
    hand = g.pl(q)["hand"]
    k = len(hand) - n
    if k <= 0:
        return True
    got = ask_or_take(g, f, q, "discard", f"Discard {k} cards from your hand", card_opts(g, hand),
                      k, k)
    if got is None:
        return False
    g.discard_cards(q, got, hand, why="effect")
    return True


def discard_from_revealed_hand(g: Game, f: dict[str, Any], what: Filter, n: int | str,
                               label: str, mode: str = "up_to", to: str = "discard",
                               reveal: bool = True) -> bool:
    """"Your opponent reveals their hand, and you discard up to n <what> (mode "up_to") / a
    <what> ("exact") / all <what> ("all") you find there": the hand is revealed, so a stated
    number is chosen while there are that many (PTCG:II-E-33). ``to``: "deck_bottom" (on the
    bottom of their deck), "deck" (shuffled into it), "bench" (Basic Pokémon, as many as
    there is room for); ``n`` "heads": one for each heads; ``reveal`` False: an earlier part
    of the text revealed the hand."""
    p = f["p"]
    hand = g.pl(1 - p)["hand"]
    if reveal and "ans" not in f:
        g.event("reveal_hand", player=1 - p, cards=g.card_refs(sorted_cards(g, hand)))
    count = frame_vars(g, f).get(n, 0) if isinstance(n, str) else n
    if to == "bench":
        count = min(count, continuous.bench_room(g, 1 - p))
    matches = [c for c in hand if what(g.d(c))]
    most = len(matches) if mode == "all" else min(count, len(matches))
    verb = {"discard": "Discard", "bench": "Put onto their Bench:"}.get(to, "Put into their deck:")
    got = ask_or_take(g, f, p, "discard" if to == "discard" else "choose", f"{verb} {label}",
                      card_opts(g, matches), most if mode in ("exact", "all") else 0, most)
    if got is None:
        return False
    if to == "discard":
        g.discard_cards(1 - p, got, hand, why="effect")
        return True
    for c in got:
        hand.remove(c)
    put_cards(g, 1 - p, got, to, True, "hand")
    return True


# -- the discard pile ----------------------------------------------------------------------
def attach_from_discard_to(g: Game, f: dict[str, Any], what: Filter, target: SlotCheck,
                           label: str, n: int = 1) -> bool:
    """"Attach a <what> (up to n <what>) from your discard pile to 1 of your <target>": the
    public pile, so "up to" is 1 to n (PTCG:II-C-09, II-D-05)."""
    p = f["p"]
    pl = g.pl(p)
    st = f.setdefault("st", {})
    if "cards" not in st:
        matches = [c for c in pl["discard"] if what(g.d(c)) and any(
            target(g, s) and can_attach(g, c, s) for s in in_play(g.s, p))]
        got = ask_or_take(g, f, p, "attach", f"Choose {label} from your discard pile",
                          card_opts(g, matches), min(1, len(matches)), min(n, len(matches)))
        if got is None:
            return False
        st["cards"] = got
    targets = [s for s in in_play(g.s, p)
               if target(g, s) and all(can_attach(g, c, s) for c in st["cards"])]
    got = ask_or_take(g, f, p, "attach", "Attach them to which Pokémon?", slot_opts(g, targets))
    if got is None:
        return False
    slot = g.slot(got[0])
    for c in f.pop("st")["cards"]:
        pl["discard"].remove(c)
        slot["energy"].append(c)
        g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name)
    return True


def attach_from_discard_to_each(g: Game, f: dict[str, Any], n: int, what: Filter, label: str,
                                to: Filter, bench: bool, up_to: bool = True,
                                src: str = "discard") -> bool:
    """"Choose up to 2 of your Benched Colorless Pokémon and attach a Basic Energy card from
    your discard pile to each of them": the Pokémon first (up to n, or n if there are that
    many), then a card for each, in the order chosen (PTCG:II-C-09, II-D-05). Effects of an
    attachment happen before the next card is attached (II-C-09 FAQ). ``src`` "deck": "For
    each of those Pokémon, search your deck for … and attach it to that Pokémon": the deck is
    looked at (PTCG:I-H) and, a hidden zone, may yield none (PTCG:II-E-33). Attaching to the
    Active Pokémon is remembered as ``attached_active``."""
    p = f["p"]
    pl = g.pl(p)
    zone = pl[src]
    st = f.setdefault("st", {})
    if "targets" not in st:
        slots = [s for s in (pl["bench"] if bench else in_play(g.s, p)) if to(g.top(s))]
        k = min(n, len(slots))
        got = ask_or_take(g, f, p, "choose", f"Choose up to {n} Pokémon to attach {label} to",
                          slot_opts(g, slots), 0 if up_to else k, k)
        if got is None:
            return False
        st["targets"] = got
        if src == "deck" and got:
            begin_search(g, f, p, label)
    while st["targets"]:
        found = find_slot(g.s, st["targets"][0])  # gone since (a trigger): nothing for it
        slot = found[1] if found is not None else None
        matches = [c for c in zone
                   if slot is not None and what(g.d(c)) and can_attach(g, c, slot)]
        if slot is None or not matches:
            st["targets"].pop(0)
            continue
        opts = card_opts(g, matches)
        if len({name for name, _ in opts}) == 1 and "ans" not in f:
            opts = opts[:1]  # the same card by name: no choice to make
        got = ask_or_take(g, f, p, "attach", f"Attach which {label} to {g.slot_label(slot)}?",
                          opts, 0 if src == "deck" else 1)
        if got is None:
            return False
        st["targets"].pop(0)
        if not got:
            continue  # found none in the deck
        c = got[0]
        zone.remove(c)
        slot["energy"].append(c)
        if pl["active"] is slot:
            frame_vars(g, f)["attached_active"] = True
        g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name,
                source=src)
        if triggers.fire(g, "attach", {"slot": slot["id"], "card": c, "player": p,
                                       "from_hand": False, "turn_player": g.current}, p):
            return False  # what the attachment triggered happens first; then the next card
    f.pop("st")
    return True


def each_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A card to attach and a Pokémon the text names."""
    return (any(a["what"](g.d(c)) for c in g.pl(p)[a.get("src", "discard")])
            and any(a["to"](g.top(s)) for s in (g.pl(p)["bench"] if a["bench"] else in_play(g.s, p))))


def move_energy_among(g: Game, f: dict[str, Any], what: Filter, n: int = 1, up_to: bool = False,
                      to_active: bool = False, energy_type: str | None = None,
                      whose: str = "yours", to_self: bool = False,
                      from_var: str | None = None, none_ok: bool = False,
                      from_active: bool = False) -> bool:
    """"Move a Basic Energy from 1 of your Pokémon to another of your Pokémon" / "Move up to 2
    Energy from your Benched Pokémon to your Active Pokémon" / "Move a Water Energy from 1 of
    your Benched Pokémon to your Active Pokémon" (``energy_type``: what the card provides
    there, PTCG:II-D-08) (PTCG:II-C-10); ``whose`` "opponent": "from 1 of your opponent's
    Pokémon to another of their Pokémon", the player using the effect chooses, and nothing
    moves if either Pokémon is protected from it (PTCG:II-C-17); "[you may] move any amount of
    Energy from your other Pokémon to this Pokémon" (``to_self``) / "… from the Pokémon you
    moved to your Bench to the new Active Pokémon" (``from_var``: the Pokémon an earlier part
    remembered); ``none_ok``: "any amount" may be none; ``from_active``: "from your opponent's
    Active Pokémon to 1 of their Benched Pokémon"."""
    p = whose_player(f, whose)
    pl = g.pl(p)
    st = f.setdefault("st", {})
    if "picked" not in st:
        if from_var is not None:
            found = find_slot(g.s, frame_vars(g, f).get(from_var, -1))
            sources = [] if found is None else [found[1]]
        elif from_active:
            sources = [pl["active"]] if pl["active"] is not None and pl["bench"] else []
        elif to_self:
            sources = [s for s in in_play(g.s, p) if s is not source_slot(g, f)]
        elif to_active:
            sources = pl["bench"]
        else:  # "to another of your Pokémon": none to move when there is no other
            sources = in_play(g.s, p) if len(in_play(g.s, p)) > 1 else []
        opts = [(f"{g.name(c)} on {g.slot_label(s)}", [s["id"], c])
                for s in sources for c in s["energy"] if _movable(g, s, c, what, energy_type)]
        k = min(n, len(opts))
        got = ask_or_take(g, f, f["p"], "move_energy", "Choose Energy to move", opts,
                          0 if none_ok else min(1, k) if up_to else k, k)
        if got is None:
            return False
        st["picked"] = got
    picked = st["picked"]
    if not picked:  # nothing chosen (none could be, or "any amount" was none)
        f.pop("st")
        return True
    if to_self:
        dst = source_slot(g, f)
    elif to_active:
        dst = pl["active"]
    else:
        src = picked[0][0] if picked else None
        targets = pl["bench"] if from_active else in_play(g.s, p)
        got = ask_or_take(g, f, f["p"], "move_energy", "Move it to which Pokémon?",
                          slot_opts(g, [s for s in targets if s["id"] != src]))
        if got is None:
            return False
        dst = g.slot(got[0])
    if whose != "yours" and any(shielded(g, f, s) for s in (dst, *(g.slot(i) for i, _ in picked))):
        f.pop("st")
        return True
    for sid, c in f.pop("st")["picked"]:
        move_energy_card(g, c, g.slot(sid), dst)
    return True


def move_energy_any_way(g: Game, f: dict[str, Any], energy_type: str | None) -> bool:
    """"[You may] move any amount of Metal Energy from your Pokémon to your other Pokémon in any
    way you like" (Forretress, Clefable ex): a card at a time (one that provides that type
    where it is, PTCG:II-D-08), each to another of the player's Pokémon, until the player
    stops (any amount is none too); a card once moved is not offered again (PTCG:II-C-10)."""
    p = f["p"]
    st = f.setdefault("st", {"moved": []})
    while True:
        mine = in_play(g.s, p)
        if "card" not in st:
            opts = [(f"{g.name(c)} on {g.slot_label(s)}", [s["id"], c])
                    for s in mine for c in s["energy"] if len(mine) > 1
                    and c not in st["moved"] and _movable(g, s, c, F.energy, energy_type)]
            got = ask_or_take(g, f, p, "move_energy", "Move which Energy? (none: stop)", opts,
                              0, min(1, len(opts)))
            if got is None:
                return False
            if not got:
                break
            st["card"] = got[0]
        sid, c = st["card"]
        got = ask_or_take(g, f, p, "move_energy", "Move it to which Pokémon?",
                          slot_opts(g, [s for s in mine if s["id"] != sid]))
        if got is None:
            return False
        move_energy_card(g, c, g.slot(sid), g.slot(got[0]))
        st["moved"].append(c)
        del st["card"]
    f.pop("st")
    return True


# -- cards attached to Pokémon, Stadiums ------------------------------------------------------
def discard_attached_energy(g: Game, f: dict[str, Any], what: Filter, who: str = "opponent",
                            to: str = "discard") -> bool:
    """"Discard a <what> Energy from 1 of your opponent's Pokémon" (or "Put an Energy attached to
    1 of your opponent's Pokémon into their hand"): the player using the effect chooses the
    Pokémon and the card (PTCG:II-C-01, II-C-02)."""
    q = whose_player(f, who)
    opts = [(f"{g.name(c)} on {g.slot_label(s)}", [s["id"], c])
            for s in in_play(g.s, q) for c in s["energy"] if what(g.d(c))]
    if not opts:
        return True
    got = ask_or_take(g, f, f["p"], "discard_energy", "Discard which Energy?", opts)
    if got is None:
        return False
    sid, c = got[0]
    if shielded(g, f, g.slot(sid)):
        return True
    if to == "hand" and continuous.kept_from_hand(g, g.slot(sid)):
        return True
    if to == "hand":
        g.slot(sid)["energy"].remove(c)
        g.pl(q)["hand"].append(c)
        g.event("to_hand", clause="PTCG:II-C-02", player=q, cards=g.card_refs([c]))
    else:
        g.discard_cards(q, [c], g.slot(sid)["energy"], why="effect")
    return True


def discard_tool_and_energy(g: Game, f: dict[str, Any], what: Filter) -> bool:
    """"Discard a Pokémon Tool and a Special Energy from 1 of your opponent's Pokémon"
    (Ruffian): the player chooses one Pokémon that has either (PTCG:II-D-05: doing part of the
    effect is enough), then a Tool and a ``what`` Energy from it, each if it has one."""
    q = 1 - f["p"]
    st = f.setdefault("st", {})
    if "sid" not in st:
        slots = [s for s in in_play(g.s, q) if affected(g, f, s)
                 and (s["tools"] or any(what(g.d(c)) for c in s["energy"]))]
        if not slots:
            f.pop("st")
            return True
        got = ask_or_take(g, f, f["p"], "choose_pokemon", "Discard from which Pokémon?",
                          slot_opts(g, slots))
        if got is None:
            return False
        st["sid"] = got[0]
    slot = g.slot(st["sid"])
    for key, pick in (("tool", slot["tools"]),
                      ("energy", [c for c in slot["energy"] if what(g.d(c))])):
        if key in st:
            continue
        got = ask_or_take(g, f, f["p"], "discard", f"Discard which {key}?",
                          card_opts(g, pick), min(1, len(pick)), min(1, len(pick)))
        if got is None:
            return False
        st[key] = got
    f.pop("st")
    for key, zone in (("tool", "tools"), ("energy", "energy")):
        if st[key]:
            g.discard_cards(q, st[key], slot[zone], why="effect")
    return True


def _attached_or_stadium(g: Game, f: dict[str, Any]) -> list[tuple[str, list[int]]]:
    """Each Pokémon Tool and Special Energy on the opponent's Pokémon the effect reaches (as
    [slot id, card]) and the Stadium in play (as [-1, card])."""
    opts = [(f"{g.name(c)} on {g.slot_label(s)}", [s["id"], c])
            for s in in_play(g.s, 1 - f["p"]) if affected(g, f, s)
            for c in (*s["tools"], *s["energy"]) if c in s["tools"] or g.d(c).is_special_energy]
    st = g.s["stadium"]
    return opts + ([(f"{g.name(st)} (Stadium)", [-1, st])] if st is not None else [])


def discard_attached_or_stadium(g: Game, f: dict[str, Any]) -> bool:
    """"Discard a Pokémon Tool or Special Energy card from 1 of your opponent's Pokémon, or
    discard a Stadium in play" (Blowtorch): one of those cards, the player's choice
    (PTCG:II-C-01)."""
    opts = _attached_or_stadium(g, f)
    if not opts:
        return True
    got = ask_or_take(g, f, f["p"], "discard", "Discard which card?", opts)
    if got is None:
        return False
    sid, c = got[0]
    if sid == -1:
        g.stadium_leaves()
        return True
    slot = g.slot(sid)
    g.discard_cards(1 - f["p"], [c], slot["tools"] if c in slot["tools"] else slot["energy"],
                    why="effect")
    return True


def attached_or_stadium_would_change(g: Game, p: int, slot: Slot | None,
                                     a: dict[str, Any]) -> bool:
    return bool(_attached_or_stadium(g, {"p": p, "card": a.get("card")}))


def tool_and_energy_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    f = {"p": p, "card": a.get("card")}
    return any(s["tools"] or any(a["what"](g.d(c)) for c in s["energy"])
               for s in in_play(g.s, 1 - p) if affected(g, f, s))


def tools_from_play(g: Game, f: dict[str, Any], n: int = 1, to: str = "discard",
                    stadium: bool = False, up_to: bool = False, whose: str = "both") -> bool:
    """"Choose [up to] n Pokémon Tools attached to Pokémon (yours or your opponent's)[, or any
    Stadium in play,] and discard them / put them in the Lost Zone" (of their owners);
    ``whose`` "opponent": "… from your opponent's Pokémon" (Minccino's Cleaning Up)."""
    players = (1 - f["p"],) if whose == "opponent" else (f["p"], 1 - f["p"])
    opts: list[tuple[str, Any]] = [(f"{g.name(c)} on {g.slot_label(s)}", [s["id"], c])
                                   for q in players for s in in_play(g.s, q)
                                   for c in s["tools"]]
    st = g.s["stadium"]
    if stadium and st is not None:
        opts.append((f"{g.name(st)} (Stadium)", [None, st]))
    k = min(n, len(opts))
    got = ask_or_take(g, f, f["p"], to, f"Choose {'up to ' if up_to else ''}{n}", opts,
                      min(1, k) if up_to else k, k)
    if got is None:
        return False
    for sid, c in got:
        if sid is None:
            g.stadium_leaves(to)
            continue
        g.slot(sid)["tools"].remove(c)
        g.pl(g.owner(c))[to].append(c)
        g.event("lost_zone" if to == "lost" else "discard", player=g.owner(c),
                cards=g.card_refs([c]), why="effect")
    return True


def hand_to_lost(g: Game, f: dict[str, Any], n: int) -> bool:
    """Cost "put n other cards from your hand in the Lost Zone" (the card played stays)."""
    p = f["p"]
    hand = g.pl(p)["hand"]
    got = ask_or_take(g, f, p, "lost_zone", f"Put {n} cards from your hand in the Lost Zone",
                      card_opts(g, [c for c in hand if c != f.get("card")]), n, n)
    if got is None:
        return False
    for c in got:
        hand.remove(c)
    g.pl(p)["lost"].extend(got)
    g.event("lost_zone", player=p, cards=g.card_refs(got), why="cost")
    return True


# -- Pokémon in play ---------------------------------------------------------------------------
def pokemon_to_hand(g: Game, f: dict[str, Any], attached: str = "discard",
                    where: str = "any") -> bool:
    """"Put 1 of your Pokémon in play into your hand. (Discard all cards attached to that
    Pokémon.)" (or "… and all attached cards into your hand"; "1 of your Benched Pokémon":
    ``where`` "bench"): its Pokémon cards go to the hand, counters and effects end
    (PTCG:II-C-02); a new Active Pokémon comes from the Bench."""
    p = f["p"]
    pl = g.pl(p)
    st = f.setdefault("st", {})
    if "done" not in st:
        choices = [s for s in (pl["bench"] if where == "bench" else in_play(g.s, p))
                   if not continuous.kept_from_hand(g, s)]
        if not choices:
            f.pop("st")
            return True
        got = ask_or_take(g, f, p, "to_hand", "Put which Pokémon into your hand?",
                          slot_opts(g, choices))
        if got is None:
            return False
        slot = g.slot(got[0])
        g.remove_slot(p, slot)
        others = slot["energy"] + slot["tools"]
        to_hand = slot["cards"] + (others if attached == "hand" else [])
        if attached != "hand":
            g.discard_cards(p, list(others), others, why="attached to a Pokémon put into the hand")
        pl["hand"].extend(to_hand)
        g.event("to_hand", clause="PTCG:II-C-02", player=p, cards=g.card_refs(to_hand))
        st["done"] = True
    if pl["active"] is None and pl["bench"]:
        got = ask_or_take(g, f, p, "promote", "Choose your new Active Pokémon",
                          slot_opts(g, pl["bench"]))
        if got is None:
            return False
        new = g.slot(got[0])
        pl["bench"].remove(new)
        pl["active"] = new
        g.event("promote", player=p, pokemon=g.top(new).name)
        g.push("moved", player=p, to_active=new["id"], to_bench=None)  # rules.triggers.moved
    f.pop("st")
    return True


@functools.cache
def evolves_through(stage2: str, basic: str) -> bool:
    """Whether some Stage 1 named as the Stage 2 says evolves from ``basic``."""
    return any(d.evolves_from == basic for d in cards().by_name(stage2) if d.stage == "Stage 1")


def rare_candy_pairs(g: Game, p: int) -> list[tuple[int, Slot]]:
    """(Stage 2 card in hand, Basic Pokémon in play) it can go onto, skipping the Stage 1:
    not on a Pokémon put into play this turn (PTCG:II-C-12)."""
    out = []
    for c in sorted_cards(g, g.pl(p)["hand"]):
        d = g.d(c)
        if d.stage != "Stage 2" or not d.evolves_from:
            continue
        for s in in_play(g.s, p):
            top = g.top(s)
            if top.stage == "Basic" and s["played"] < g.turn and evolves_through(d.evolves_from, top.name):
                out.append((c, s))
    return out


def skip_stage_evolve(g: Game, f: dict[str, Any]) -> bool:
    """Rare Candy: put a Stage 2 card from your hand onto the Basic Pokémon it evolves from
    through a Stage 1 (PTCG:II-C-12)."""
    p = f["p"]
    pairs = rare_candy_pairs(g, p)
    if not pairs:
        return True
    got = ask_or_take(g, f, p, "evolve", "Evolve which Pokémon?",
                      [(f"{g.name(c)} onto {g.slot_label(s)}", [c, s["id"]]) for c, s in pairs])
    if got is None:
        return False
    c, sid = got[0]
    evolve_in_play(g, p, g.slot(sid), c, clause="PTCG:II-C-12")
    return True


def _evolves_from_hand(g: Game, p: int, slot: Slot) -> list[int]:
    name = g.top(slot).name
    return sorted_cards(g, [c for c in g.pl(p)["hand"] if g.d(c).evolves_from == name])


def evolve_self_from_hand(g: Game, f: dict[str, Any], var: str = "evolved") -> bool:
    """"Choose a card in your hand that evolves from this Pokémon and put it onto this Pokémon
    to evolve it" (Phantump): evolving by an effect (PTCG:II-C-12), from the hand, so "when you
    play this Pokémon from your hand to evolve" Abilities answer it (PTCG:II-E-05); the Pokémon
    is remembered in ``var`` ("the Pokémon you evolved in this way")."""
    p, slot = f["p"], source_slot(g, f)
    found = _evolves_from_hand(g, p, slot)
    frame_vars(g, f)["undone"] = True  # for "If you do, …"
    if not found:
        return True
    got = ask_or_take(g, f, p, "evolve", f"Evolve {g.top(slot).name} into which card?",
                      [(g.name(c), c) for c in found])
    if got is None:
        return False
    evolve_in_play(g, p, slot, got[0], clause="PTCG:II-C-12")
    frame_vars(g, f).update({var: slot["id"], "undone": False})
    return True


def evolve_self_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return slot is not None and bool(_evolves_from_hand(g, p, slot))


def played_card_into_deck(g: Game, f: dict[str, Any], stadium: str) -> bool:
    """"… and if Community Center is in play, shuffle this Caretaker into your deck instead of
    discarding it": the card being played goes into the deck, shuffled, when that Stadium is in
    play (else it is discarded as usual, PTCG:I-B-03)."""
    p = f["p"]
    pl = g.pl(p)
    st = g.s["stadium"]
    if st is None or g.name(st) != stadium or f.get("card") not in pl["playing"]:
        return True
    pl["playing"].remove(f["card"])
    pl["deck"].append(f["card"])
    g.event("to_deck", clause="PTCG:II-C-02", player=p, cards=g.card_refs([f["card"]]))
    g.shuffle_deck(p, clause="PTCG:II-E-36")
    return True


# -- Prize cards (PTCG:II-E-34) ----------------------------------------------------------------
def prize_swap(g: Game, f: dict[str, Any], what: Filter, label: str) -> bool:
    """Hisuian Heavy Ball: look at your face-down Prize cards; you may reveal a <what>, put it
    into your hand and this card in its place (else this card is discarded as usual). Then
    shuffle the Prize cards (PTCG:II-E-34)."""
    p = f["p"]
    pl = g.pl(p)
    if "ans" not in f:
        g.event("look", clause="PTCG:II-C-20", player=p, n=len(pl["prizes"]),
                secret={"cards": g.card_refs(pl["prizes"])}, to=[p])
    matches = [c for c in pl["prizes"] if what(g.d(c))]
    got = ask_or_take(g, f, p, "prize", f"You may reveal {label} from your Prize cards",
                      card_opts(g, matches), 0, min(1, len(matches)))
    if got is None:
        return False
    for c in got:
        i = pl["prizes"].index(c)
        pl["prizes"][i] = f["card"]
        pl["playing"].remove(f["card"])
        pl["hand"].append(c)
        g.event("prize_swap", clause="PTCG:II-E-34", player=p, cards=g.card_refs([c]))
    g.rng.shuffle(pl["prizes"])
    g.event("shuffle_prizes", clause="PTCG:II-E-34", player=p)
    return True


def prizes_renewed(g: Game, f: dict[str, Any]) -> bool:
    """Redeemable Ticket: "Count your Prize cards, shuffle them, and put them on the bottom of
    your deck. Then, take that many cards from the top of your deck and put them face down as
    your Prize cards." Nobody sees either set of cards (PTCG:II-E-34)."""
    pl = g.pl(f["p"])
    prizes, n = pl["prizes"], len(pl["prizes"])
    g.rng.shuffle(prizes)
    pl["deck"].extend(prizes)
    pl["prizes"] = pl["deck"][:n]
    del pl["deck"][:n]
    g.event("prizes_renewed", clause="PTCG:II-E-34", player=f["p"], n=n)
    return True


def affected(g: Game, f: dict[str, Any], slot: Slot) -> bool:
    """Whether the Trainer card ``f["card"]`` (if any) could affect ``slot`` (PTCG:II-E-29)."""
    card = f.get("card")
    return card is None or not continuous.unaffected_by_trainer(g, slot, card, f["p"])


def gust_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return any(affected(g, {"p": p, "card": a.get("card")}, b)
               for b in _gust_targets(g, p, a.get("what"), a.get("hp_at_most")))


def switch_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A Benched Pokémon of the kind to switch with, and an Active one of its kind (asked at
    every main-phase decision where a Stadium lets a player switch: a plain loop, the cards
    read as Game.top reads them)."""
    pl = g.s["players"][p]
    current = pl["active"]
    if current is None:
        return False
    tops = g.in_play_defs
    active = a.get("active")
    if active is not None and not active(tops[current["cards"][-1]]):
        return False
    what = a["what"]
    for b in pl["bench"]:  # noqa: SIM110 - a plain loop: no generator per decision
        if what(tops[b["cards"][-1]]):
            return True
    return False


def heal_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(healable(g, p, a.get("what"), a.get("conditions", False)))


def hands_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A hand card besides the Trainer played, or (into the deck) a deck to shuffle (see
    :func:`hands_to_deck`)."""
    return any([c for c in g.pl(q)["hand"] if c != a.get("card")]
               or (not a.get("bottom") and g.pl(q)["deck"])
               for q in players_of({"p": p}, a["who"]))


def down_to_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """More than n cards in that hand, not counting the Trainer card being played."""
    hand = g.pl(whose_player({"p": p}, a.get("who", "opponent")))["hand"]
    return sum(1 for c in hand if c != a.get("card")) > a["n"]


def revealed_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(g.pl(1 - p)["hand"])


def found_before(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """These move what an earlier part found: that part decides."""
    return False


def deck_to_look_through(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(g.pl(owner(p, a))["deck"])


def hammer_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    q = p if a.get("who") == "yours" else 1 - p
    f = {"p": p, "card": a.get("card")}
    return any(a["what"](g.d(c)) for s in in_play(g.s, q) if affected(g, f, s) for c in s["energy"])


def tools_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    players = (1 - p,) if a.get("whose") == "opponent" else (0, 1)
    return ((a.get("stadium", False) and g.s["stadium"] is not None)
            or any(s["tools"] for q in players for s in in_play(g.s, q)))


def candy_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(rare_candy_pairs(g, p))


def prize_swap_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return bool(g.pl(p)["prizes"])


def patch_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return (any(a["what"](g.d(c)) for c in g.pl(p)["discard"])
            and any(a["target"](g, s) for s in in_play(g.s, p)))


def switch_out_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    active = g.pl(1 - p)["active"]
    return (bool(g.pl(1 - p)["bench"]) and active is not None
            and affected(g, {"p": p, "card": a.get("card")}, active))


def _movable(g: Game, s: Slot, c: int, what: Filter, energy_type: str | None) -> bool:
    return what(g.d(c)) and (energy_type is None or is_type(g, s, c, energy_type))


def move_energy_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    p = owner(p, a)
    pl = g.pl(p)
    what, type_ = a["what"], a.get("energy_type")
    if a.get("to_self"):
        return any(_movable(g, s, c, what, type_) for s in in_play(g.s, p) if s is not slot
                   for c in s["energy"])
    if a.get("to_active"):
        return pl["active"] is not None and any(_movable(g, s, c, what, type_)
                                                for s in pl["bench"] for c in s["energy"])
    mine = in_play(g.s, p)
    return len(mine) > 1 and any(_movable(g, s, c, what, type_) for s in mine for c in s["energy"])


def check_changes_nothing(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return False  # only what it guards can change something
