"""The script runner (the "script" frame) and the ops every kind of text uses.

A card script is a tuple of ops run in printed order; each op is ``fn(game, frame, **args)
-> bool``: True when it is done (the script moves on), False when it asked a decision (it
runs again with frame['ans']). The runner finds an op by name in ``registry.OPS``, which
:mod:`tcgsim.pokemon.install` fills (this module's ops and those of ``effects/ops_*.py``).
The constructors at the bottom build ``(op name, args)`` pairs so card definitions read like
their printed text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.durations import CLAUSES, timed
from tcgsim.pokemon.model.impl import Op, attack_key, lookup_ability, script_for
from tcgsim.pokemon.model.state import Slot, find_slot, in_play, sorted_cards
from tcgsim.pokemon.registry import OPS
from tcgsim.pokemon.rules.continuous import (
    coin_reflips,
    condition_immune,
    has_ability,
    kept_from_hand,
    prevents_ability_effects,
    unaffected_by_trainer,
)
from tcgsim.pokemon.rules.energy import is_type
from tcgsim.pokemon.rules.protection import unaffected_by_attack_effects

Filter = Callable[[CardDef], bool]
def frame_vars(g: Game, f: dict[str, Any]) -> dict[str, Any]:
    """Attack scripts share their variables with the attack frame that holds them."""
    if "vi" in f:
        return g.s["stack"][f["vi"]]["v"]
    return f.setdefault("v", {})


def source_slot(g: Game, f: dict[str, Any]) -> Slot:
    return g.slot(f["src"])


def guard_holds(g: Game, f: dict[str, Any], guard: str) -> bool:
    """A guard names a script variable; "!var" holds when the variable is false, "var=N" when
    it is exactly N, "var>=N" when it is at least N ("If 2 of them are heads", "If at least 2
    of them are heads"); "a&b" when both hold ("Then, if …")."""
    if "&" in guard:
        return all(guard_holds(g, f, part) for part in guard.split("&"))
    if guard.startswith("!"):
        return not frame_vars(g, f).get(guard[1:])
    if "=" in guard:
        var, at_least, n = guard.partition(">=") if ">=" in guard else guard.partition("=")
        value = int(frame_vars(g, f).get(var) or 0)
        return value >= int(n) if at_least == ">=" else value == int(n)
    return bool(frame_vars(g, f).get(guard))


def run_script(g: Game, f: dict[str, Any]) -> None:
    ops = script_for(f["ref"])
    stack = g.s["stack"]
    while f["pc"] < len(ops):
        o = ops[f["pc"]]
        if len(o) == 3 and "ans" not in f and not guard_holds(g, f, o[2]):
            f["pc"] += 1  # "If heads, …" after tails: this part of the text does nothing
            continue
        if not OPS[o[0]](g, f, **o[1]):
            return
        f["pc"] += 1
        if g.s["decision"] is not None or stack[-1] is not f or g.s["result"] is not None:
            return
    g.pop()


# -- cards from zones (PTCG:II-C-01, II-C-02, I-H) ----------------------------------------
def discard_from_hand(g: Game, f: dict[str, Any], n: int, what: Filter | None = None,
                      label: str = "cards") -> bool:
    """Cost "discard n other cards (of a kind) from your hand": the card being played is not
    offered."""
    p = f["p"]
    hand = sorted_cards(g, [c for c in g.pl(p)["hand"]
                            if c != f.get("card") and (what is None or what(g.d(c)))])
    if "ans" not in f:
        g.ask(p, "discard", f"Discard {n} {label} from your hand",
              [(g.name(c), c) for c in hand], n, n)
        return False
    picked = [hand[i] for i in f.pop("ans")]
    g.discard_cards(p, picked, g.pl(p)["hand"], why="cost")
    return True


# -- searching the deck (PTCG:I-H, II-E-18) ----------------------------------------------
def begin_search(g: Game, f: dict[str, Any], p: int, label: str) -> None:
    """Player p looks through their deck for ``label``. Every op that searches a deck starts
    here, so "Then, shuffle your deck" (:func:`shuffle_searched_deck`) shuffles exactly when a
    deck was looked at, even if nothing was found (PTCG:II-E-18)."""
    frame_vars(g, f)["searched"] = True
    g.event("search", clause="PTCG:I-H", player=p, what=label)


def shuffle_searched_deck(g: Game, f: dict[str, Any]) -> bool:
    """"Then, shuffle your deck": after the deck was looked at, even if nothing was found;
    not when the effect ended before looking (a full Bench, PTCG:II-C-11)."""
    if frame_vars(g, f).pop("searched", False):
        g.shuffle_deck(f["p"], clause="PTCG:II-E-18")
    return True


def shuffle_deck(g: Game, f: dict[str, Any], whose: str = "yours") -> bool:
    """"Shuffle your deck." printed on its own: whether or not it was looked at; ``whose``
    "opponent": "Shuffle the revealed cards into your opponent's deck", "Have your opponent
    shuffle their deck", "Your opponent shuffles the other cards back into their deck"."""
    g.shuffle_deck(f["p"] if whose == "yours" else 1 - f["p"], clause="PTCG:II-E-18")
    return True


def shuffle_hand_into_deck(g: Game, f: dict[str, Any]) -> bool:
    """"Shuffle your hand into your deck": done even with no card in the hand, the deck is
    shuffled (PTCG:II-E-36, its FAQ on Shauna); "Then, …" follows unless there was no card at
    all (PTCG:II-E-19)."""
    pl = g.pl(f["p"])
    pl["deck"].extend(pl["hand"])
    n = len(pl["hand"])
    pl["hand"].clear()
    g.event("hand_to_deck", player=f["p"], n=n)
    g.shuffle_deck(f["p"], clause="PTCG:II-E-36")
    frame_vars(g, f)["undone"] = not pl["deck"]
    return True


def draw(g: Game, f: dict[str, Any], n: int | Callable[[Game, int], int],
         for_each: str | None = None, bottom: bool = False) -> bool:
    """Draw n cards; ``for_each``: n for each card an earlier part remembers under that name
    ("draw 3 cards for each card you discarded in this way"); ``bottom``: "from the bottom of
    your deck"."""
    count = n(g, f["p"]) if callable(n) else n
    if for_each is not None:
        count *= counted(g, f, for_each)
    # "undone" for "Then, …" (PTCG:II-E-19)
    frame_vars(g, f)["undone"] = g.draw(f["p"], count, bottom=bottom) == 0
    return True


def count_discard(g: Game, f: dict[str, Any], what: Filter, var: str) -> bool:
    """Remember the matching cards in your discard pile (for "for each … in your discard")."""
    v = frame_vars(g, f)
    v[var] = [c for c in g.pl(f["p"])["discard"] if what(g.d(c))]
    return True


def discard_top_of_deck(g: Game, f: dict[str, Any], n: int | str, var: str = "milled",
                        whose: str = "yours", per: int = 1, bottom: bool = False) -> bool:
    """n cards (a name: ``per`` cards for each that script variable counts, e.g. "for each
    heads") of the player's deck, the opponent's, or "both": each player's, the user's first;
    the cards are remembered in ``var``. ``bottom``: "Discard the bottom card of your deck"
    (Misty's Psyduck), whose "If you do, …" needs a card discarded."""
    players = {"yours": [f["p"]], "opponent": [1 - f["p"]], "both": [f["p"], 1 - f["p"]]}[whose]
    n = per * int(frame_vars(g, f).get(n, 0)) if isinstance(n, str) else n
    found: list[int] = []
    for who in players:
        pl = g.pl(who)
        if bottom:
            cards = pl["deck"][len(pl["deck"]) - n:] if n else []
            del pl["deck"][len(pl["deck"]) - len(cards):]
            frame_vars(g, f)["undone"] = not cards
        else:
            cards = pl["deck"][:n]
            del pl["deck"][: len(cards)]
        pl["discard"].extend(cards)
        g.event("discard", clause="PTCG:II-C-01", player=who, cards=g.card_refs(cards),
                why="top of deck")
        found += cards
        if who != f["p"]:
            discarded_from_deck(g, f, who, cards)
    frame_vars(g, f)[var] = found
    return True


def discarded_from_deck(g: Game, f: dict[str, Any], owner: int, cards: list[int]) -> None:
    """What the cards just discarded from ``owner``'s deck by the script ``f`` of the other
    player answer: "During your opponent's turn, if this Pokémon is discarded from your deck by
    an effect of an attack or Ability from your opponent's Pokémon, or by an effect of your
    opponent's Item or Supporter cards, …" (each such card's text runs for its owner, after
    this part of the script)."""
    kind, _key, part = f["ref"]
    by_card = kind == "trainer" and part == "effect" and "card" in f and bool(
        {"Item", "Supporter"} & set(g.d(f["card"]).subtypes))
    if g.current == owner or not (kind in ("attack", "ability") or by_card):
        return
    for c in cards:
        for a in g.d(c).abilities:
            impl = lookup_ability(a.name, a.text)
            if impl is not None and impl.when_discarded_from_deck:
                g.event("ability", player=owner, card=g.name(c), ability=a.name)
                g.push("script", ref=["ability", attack_key(a.name, a.text),
                                      "when_discarded_from_deck"], pc=0, p=owner, card=c)


def shuffle_into_deck(g: Game, f: dict[str, Any], var: str) -> bool:
    """Shuffle the remembered cards (where they still are in the discard pile) into the deck."""
    pl = g.pl(f["p"])
    moving = [c for c in frame_vars(g, f).get(var, []) if c in pl["discard"]]
    for c in moving:
        pl["discard"].remove(c)
    pl["deck"].extend(moving)
    g.event("to_deck", clause="PTCG:II-C-02", player=f["p"], cards=g.card_refs(moving))
    g.shuffle_deck(f["p"], clause="PTCG:II-E-36")
    return True


# -- coin flips -------------------------------------------------------------------------------
def flip(g: Game, f: dict[str, Any], n: int, var: str = "heads",
         count: Callable[[Game, int], int] | None = None) -> bool:
    """Flip n coins (0: until tails) and remember how many came up heads (and, of 2 or more
    coins, how many came up tails: ``tails``); ``count``: "a coin for each …", as many as
    counted now (none if 0). An attack's coins may be flipped again once (:func:`_reflip`)."""
    if "reflip" in f:  # the answer to "flip those coins again?"
        badge, (heads, flips) = f.pop("reflip"), f.pop("coins")
        n = f.pop("n_flips")
        if f.pop("ans") == [0]:
            g.s["tf"].setdefault("reflipped", []).append(badge)
            g.event("reflip", card=g.name(badge), ignored=heads)
            heads, flips = _toss(g, n)
    else:
        if count is not None:
            n = count(g, f["p"])
            if n <= 0:
                frame_vars(g, f)[var] = 0
                return True
        heads, flips = _toss(g, n)
        if _reflip(g, f, n, heads, flips):
            return False
    v = frame_vars(g, f)
    v[var] = heads
    if n > 1 or count is not None:  # "If both / all of them are heads", "… for each tails"
        v["tails"] = flips - heads
    return True


def _toss(g: Game, n: int) -> tuple[int, int]:
    """n coins (0: until tails): (heads, coins flipped)."""
    heads = flips = 0
    while True:
        flips += 1
        result = g.rng.coin()
        g.event("coin", result="heads" if result else "tails", why="effect")
        heads += int(result)
        if (n == 0 and not result) or (n and flips >= n):
            return heads, flips


def _reflip(g: Game, f: dict[str, Any], n: int, heads: int, flips: int) -> bool:
    """"Once during your turn, after you flip any coins for an attack of the Colorless Pokémon
    this card is attached to, you may ignore all results of those coin flips and begin
    flipping those coins again" (Backtrack Badge): asked when such a card not used this turn
    is on the attacking Pokémon (True: asked)."""
    if f.get("ref", [None])[0] != "attack":
        return False
    used = g.s["tf"].get("reflipped", [])
    badges = [c for c in coin_reflips(g, source_slot(g, f)) if c not in used]
    if not badges:
        return False
    f["reflip"], f["coins"], f["n_flips"] = badges[0], (heads, flips), n
    g.ask(f["p"], "may", f"{g.name(badges[0])}: ignore {heads} heads of {flips} and flip again?",
          [("Yes", True), ("No", False)])
    return True


def attack_does_nothing(g: Game, f: dict[str, Any]) -> bool:
    """"This attack does nothing": no damage (step 4) and no other effect (step 5)."""
    frame_vars(g, f)["nothing"] = True
    g.event("attack_does_nothing", clause="PTCG:II-D-01")
    return True


# -- damage ("+", "×", "−": PTCG:II-B-02) ---------------------------------------------------
Count = Callable[[Game, int], int]


def counted(g: Game, f: dict[str, Any], var: str | None = None, what: Filter | None = None,
            count: Count | None = None) -> int:
    """How many "for each …" counts: a remembered list of cards (those matching ``what``),
    a remembered number (e.g. "heads"), or ``count(game, player)`` on the board now."""
    if count is not None:
        return count(g, f["p"])
    got = frame_vars(g, f).get(var or "", 0)
    if isinstance(got, int):
        return got
    return len([c for c in got if what is None or what(g.d(c))])


def damage_for_each(g: Game, f: dict[str, Any], per: int, var: str | None = None,
                    what: Filter | None = None, count: Count | None = None) -> bool:
    """"This attack does N damage for each …" (×): the step 1 base damage (PTCG:II-B-02)."""
    v = frame_vars(g, f)
    n = counted(g, f, var, what, count)
    v["base"] = per * n
    v["count"] = n
    return True


def _base_so_far(g: Game, f: dict[str, Any]) -> int:
    """Step 1 base damage so far: vars['base'] if set, else the printed number."""
    v = frame_vars(g, f)
    if "base" in v:
        return int(v["base"])
    return int(g.s["stack"][f["vi"]]["a"][2]) if "vi" in f else 0


def more_damage_if(g: Game, f: dict[str, Any], amount: int,
                   cond: Callable[[Game, int], bool] | None = None) -> bool:
    """"this attack does N more damage" (+): part of the step 1 base damage (PTCG:II-B-01).
    No ``cond``: always (the text's condition is a guard, e.g. "If heads, …")."""
    base = _base_so_far(g, f)
    frame_vars(g, f)["base"] = base + amount if cond is None or cond(g, f["p"]) else base
    return True


def base_damage_if(g: Game, f: dict[str, Any], amount: int,
                   cond: Callable[[Game, int], bool]) -> bool:
    """"If …, this attack's base damage is N": the step 1 base damage (PTCG:II-B-01)."""
    if cond(g, f["p"]):
        frame_vars(g, f)["base"] = amount
    return True


def more_damage_for_each(g: Game, f: dict[str, Any], per: int, var: str | None = None,
                         what: Filter | None = None, count: Count | None = None) -> bool:
    """"this attack does N more damage for each …" (+): step 1 base damage (PTCG:II-B-01)."""
    frame_vars(g, f)["base"] = _base_so_far(g, f) + per * counted(g, f, var, what, count)
    return True


def less_damage_for_each(g: Game, f: dict[str, Any], per: int,
                         count: Callable[[Game, int], int]) -> bool:
    """"this attack does N less damage for each …" (−): step 1, never below 0 (PTCG:II-B-03)."""
    frame_vars(g, f)["base"] = max(0, _base_so_far(g, f) - per * count(g, f["p"]))
    return True


def damage_ignores(g: Game, f: dict[str, Any], weakness: bool = False, resistance: bool = False,
                   defender_effects: bool = False, target_effects: bool = False) -> bool:
    """"This attack's damage isn't affected by Weakness or Resistance" (PTCG:II-B-06) /
    "… by any effects on your opponent's Active Pokémon" (PTCG:II-B-07) / "… on those
    Pokémon" (every Pokémon the attack damages, Benched ones too)."""
    v = frame_vars(g, f)
    if target_effects:
        v["ignore_target_effects"] = True
    if weakness:
        v["no_weakness"] = True
    if resistance:
        v["no_resistance"] = True
    if defender_effects:
        v["ignore_defender_effects"] = True
    return True


def damage_self(g: Game, f: dict[str, Any], amount: int, count: Count | None = None) -> bool:
    """"This Pokémon also does N damage to itself [for each …]": placed at attack step 4 after
    the damage to the opponent, unmodified (PTCG:II-B-09)."""
    frame_vars(g, f)["self_damage"] = amount * (1 if count is None else count(g, f["p"]))
    return True


# -- energy (PTCG:II-C-09, II-C-01) ------------------------------------------------------------
def target_slot(g: Game, f: dict[str, Any], target: str) -> Slot | None:
    """'self' (the Pokémon using the effect), 'your_active' or 'opponent_active'; for
    triggered texts 'attacker' ("the Attacking Pokémon") and 'that' ("that Pokémon": the one
    the trigger's event names); None when there is none or an attack's effects cannot reach
    it (PTCG:II-C-17)."""
    if target == "self":
        return source_slot(g, f)
    if target in ("attacker", "that"):
        sid = f.get("attacker") if target == "attacker" else frame_vars(g, f).get("slot")
        found = None if sid is None else find_slot(g.s, sid)
        return None if found is None else found[1]
    if target == "your_active":
        return g.pl(f["p"])["active"]
    if target == "remembered":  # "that Pokémon": the one an earlier part of the text chose
        sid = frame_vars(g, f).get("target")
        return None if sid is None else g.slot(sid)
    slot = g.pl(1 - f["p"])["active"]
    return None if slot is None or shielded(g, f, slot) else slot


def shielded(g: Game, f: dict[str, Any], slot: Slot) -> bool:
    """Whether this script is an attack's step 5 effect that ``slot`` is unaffected by
    (PTCG:II-C-17: "isn't affected by the effects of attacks" skips step 5 for it), an
    opponent's Item or Supporter whose effects ``slot`` prevents (PTCG:II-E-29), or an
    opponent's Ability whose effects it prevents."""
    if f.get("ref", [None])[0] == "trainer" and f.get("card") is not None:
        if unaffected_by_trainer(g, slot, f["card"], f["p"]):  # PTCG:II-E-29
            g.event("unaffected", clause="PTCG:II-E-29", pokemon=g.top(slot).name)
            return True
        return False
    if f.get("ref", [None])[0] == "ability":
        if prevents_ability_effects(g, slot, f["p"]):  # Hide 'n' Sneak
            g.event("unaffected", clause="PTCG:II-C-17", pokemon=g.top(slot).name, by="Ability")
            return True
        return False
    # an attack's step 5, or a Supporter's effect used as an attack's effect ("as_attack")
    if (f.get("ref", [None])[0] != "attack" or f["ref"][2] != "effects") and not f.get("as_attack"):
        return False
    if unaffected_by_attack_effects(g, slot, f["p"], source_slot(g, f)):
        g.event("unaffected", clause="PTCG:II-C-17", step=5, pokemon=g.top(slot).name)
        return True
    return False




def discard_energy(g: Game, f: dict[str, Any], n: int | str | None, target: str = "self",
                   what: Filter | None = None, energy_type: str | None = None,
                   to: str = "discard", holder: Filter | None = None) -> bool:
    """Discard n Energy (None: all; a name: as many as that script variable counts, e.g.
    "for each heads") from a Pokémon, of ``energy_type`` (PTCG:II-D-08) and matching ``what``
    if given; the player using the effect chooses (PTCG:II-C-01). ``to`` "hand": "put … into
    your (their) hand" instead, its owner's hand (PTCG:II-C-02); "deck": "shuffle … into your
    deck" (fewer than n: not done, for "If you do, …", PTCG:II-E-10). ``holder``: only from a
    Pokémon of that kind ("… from your opponent's Active Pokémon ex")."""
    slot = target_slot(g, f, target)
    if slot is None or (holder is not None and not holder(g.top(slot))):
        return True
    energy = [c for c in slot["energy"] if (what is None or what(g.d(c)))
              and (energy_type is None or is_type(g, slot, c, energy_type))]
    n = len(energy) if n is None else int(frame_vars(g, f).get(n, 0)) if isinstance(n, str) else n
    if n == 0 or len(energy) <= n or len({g.s["defs"][c] for c in energy}) == 1:
        picked = energy[:n]  # no real choice: all of them, or identical cards
    elif "ans" not in f:
        verb = "Shuffle into the deck" if to == "deck" else "Discard"
        g.ask(f["p"], "discard_energy", f"{verb} {n} Energy from {g.top(slot).name}",
              [(g.name(c), c) for c in energy], n, n)
        return False
    else:
        picked = [energy[i] for i in f.pop("ans")]
    owner = g.slot_owner(slot["id"])
    if to == "deck":
        if len(picked) < n:  # "shuffle 3 Energy …" can't be done in part
            frame_vars(g, f)["undone"] = True
            return True
        for c in picked:
            slot["energy"].remove(c)
        g.pl(owner)["deck"].extend(picked)
        g.event("to_deck", clause="PTCG:II-C-02", player=owner, cards=g.card_refs(picked),
                source=g.top(slot).name)
        g.shuffle_deck(owner, clause="PTCG:II-E-36")
        return True
    if to == "hand":
        if kept_from_hand(g, slot):  # Mentally Calm
            return True
        for c in picked:
            slot["energy"].remove(c)
        g.pl(owner)["hand"].extend(picked)
        g.event("to_hand", clause="PTCG:II-C-02", player=owner, cards=g.card_refs(picked),
                source=g.top(slot).name)
        return True
    g.discard_cards(owner, list(picked), slot["energy"], why="effect")
    v = frame_vars(g, f)
    v["undone"] = not picked  # "If you do, …" (PTCG:II-E-10)
    v["discarded"] = len(picked)  # "… for each card you discarded in this way"
    return True


def attach_from_discard(g: Game, f: dict[str, Any], what: Filter, label: str) -> bool:
    """"You may attach a … from your discard pile to it": up to 1 (PTCG:II-C-09, II-E-10)."""
    p = f["p"]
    discard = g.pl(p)["discard"]
    defs = g.defs
    matches = sorted_cards(g, [c for c in discard if what(defs[c])])
    if not matches:
        return True
    if "ans" not in f:
        g.ask(p, "attach", f"You may attach {label} from your discard pile",
              [(g.name(c), c) for c in matches], 0, 1)
        return False
    for i in f.pop("ans"):
        c = matches[i]
        discard.remove(c)
        slot = source_slot(g, f)
        slot["energy"].append(c)
        g.event("attach", clause="PTCG:II-C-09", player=p, card=g.name(c), target=g.top(slot).name)
    return True


# -- effects on Pokémon and their durations (PTCG:II-E-01, 02, 21, 22: durations.py) ----------
def add_effect(g: Game, f: dict[str, Any], fx: dict[str, Any], until: str,
               target: str = "self", cond: Callable[[Game, int], bool] | None = None,
               what: Filter | None = None) -> bool:
    """An effect on a Pokémon ('self' or 'opponent_active', the Defending Pokémon) for one of
    the durations of :mod:`tcgsim.pokemon.model.durations`; ``cond``: "If <condition>, …" checked
    when the effect would begin; ``what``: only on a Pokémon it matches ("If the Defending
    Pokémon is a Basic Pokémon, …")."""
    slot = target_slot(g, f, target)
    if slot is None or (cond is not None and not cond(g, f["p"])):
        return True
    if what is not None and not what(g.top(slot)):
        return True
    slot["fx"].append(timed(fx, g.turn, until))
    g.event("effect", clause=CLAUSES.get(until), pokemon=g.top(slot).name,
            effect=fx.get("label", fx["kind"]))
    return True


# -- Special Conditions (PTCG:S4-COND) --------------------------------------------------------
def apply_condition(g: Game, f: dict[str, Any], condition: str, target: str = "opponent_active",
                    counters: int | None = None, what: Filter | None = None) -> bool:
    """Asleep, Confused and Paralyzed replace each other; Poisoned and Burned stack with them.

    ``counters``: "put N damage counters for this Poison instead of 1": the latest Poison
    replaces any earlier one, a plain one too (PTCG:II-E-16); of Burns the highest number
    applies (PTCG:II-E-28). ``what``: only a Pokémon it matches ("Both Active non-Darkness
    Pokémon")."""
    slot = target_slot(g, f, target)
    if slot is None or condition_immune(g, slot, condition):
        return True
    if what is not None and not what(g.top(slot)):
        return True
    if condition == "poisoned":
        slot["psn"] = counters or 1
        frame_vars(g, f)["now_poisoned"] = slot["id"]  # "… instead of 1" may follow
    elif condition == "burned":
        slot["brn"] = max(slot["brn"], counters or 2)
    else:
        slot["sp"] = condition
        if condition == "confused":  # a new Confusion: its own number of counters, if any
            slot["fx"] = [fx for fx in slot["fx"] if fx["kind"] != "confusion_counters"]
            frame_vars(g, f)["now_confused"] = slot["id"]
    g.event("condition", clause="PTCG:S4-COND", pokemon=g.top(slot).name, condition=condition)
    return True


def condition_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """:func:`apply_condition`'s check: on a Pokémon an earlier part chose ("the new Active
    Pokémon is now Confused"), that part decides."""
    return a.get("target") != "remembered"


# -- damage counters (PTCG:II-C-07); healing is in ops_pokemon (PTCG:II-C-06) ----------------
def counters_on_each(g: Game, f: dict[str, Any], n: int, what: Filter, whose: str = "opponent",
                     with_ability: bool = False) -> bool:
    """"Put N damage counters on each of your opponent's <what>" (``whose``: "opponent",
    "yours", "both": "(both yours and your opponent's)"); ``with_ability``: only those that
    have an Ability now (:func:`has_ability`, PTCG:II-D-13). PTCG:II-C-07."""
    players = {"yours": (f["p"],), "opponent": (1 - f["p"],), "both": (f["p"], 1 - f["p"])}
    for who in players[whose]:
        for slot in in_play(g.s, who):
            if what(g.top(slot)) and (not with_ability or has_ability(g, slot)):
                g.place_counters(slot, n, clause="PTCG:II-C-07", by=f["p"])
    return True


# -- Stadiums --------------------------------------------------------------------------------
def may_discard_stadium(g: Game, f: dict[str, Any]) -> bool:
    """"You may discard a Stadium in play" (PTCG:II-E-10); "If you do, …" after it reads
    whether it was discarded (the script variable ``undone``)."""
    st = g.s["stadium"]
    v = frame_vars(g, f)
    if st is None:
        v["undone"] = True
        return True
    if "ans" not in f:
        g.ask(f["p"], "may", f"Discard {g.name(st)}?", [("Discard it", True), ("Keep it", False)])
        return False
    done = f.pop("ans")[0] == 0
    v["undone"] = not done
    if done:
        g.stadium_leaves()
    return True


# -- switching (PTCG:II-C-03) ---------------------------------------------------------------
def switch_own(g: Game, f: dict[str, Any], what: Filter, label: str,
               active: Filter | None = None) -> bool:
    """"Switch your Active [<active>] Pokémon with 1 of your Benched <what>"; ``undone`` tells
    "If you do, …" whether it happened."""
    p = f["p"]
    bench = [b for b in g.pl(p)["bench"] if what(g.top(b))]
    current = g.pl(p)["active"]
    frame_vars(g, f)["undone"] = True
    if not bench or current is None or (active is not None and not active(g.top(current))):
        return True
    if "ans" not in f:
        g.ask(p, "switch", f"Choose a Benched {label} to switch with your Active",
              [(g.slot_label(b), b["id"]) for b in bench])
        return False
    frame_vars(g, f).update(switched_out=current["id"], undone=False)
    g.switch_active(p, bench[f.pop("ans")[0]], clause="PTCG:II-C-03")
    return True


# -- constructors that cards use -----------------------------------------------------------
def discard_hand_cost(n: int) -> Op:
    return ("discard_from_hand", {"n": n})


def search(what: Filter, label: str, n: int = 1, any_card: bool = False,
           reveal: bool = False, to: str = "hand") -> Op:
    """"Search your deck for <label>[, reveal it,] and put it into your hand (onto your
    Bench)": the one search primitive the compiler uses too (``take_cards``: fewer may be
    found unless "any card", PTCG:I-H; a full Bench ends it first, PTCG:II-C-11)."""
    return ("take_cards", {"src": "deck", "to": to, "what": what, "label": label, "n": n,
                           "typed": not any_card, "reveal": reveal})


def shuffle() -> Op:
    """"Then, shuffle your deck" after a search (PTCG:II-E-18)."""
    return ("shuffle_searched_deck", {})


def then_draw(n: int | Callable[[Game, int], int]) -> Op:
    return ("draw", {"n": n})
