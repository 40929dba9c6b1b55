"""Effects on Pokémon in play: switching, healing, moving Energy, locks and copied attacks.

Ops for the texts of part II-C/II-D/II-E that act on Pokémon in play or on a player
(PTCG:II-C-04, 06, 10, 14, 15, 18, 19; II-D-19; II-E-24, 26, 27; the gust of II-C-05 and
healing one chosen Pokémon are in :mod:`tcgsim.pokemon.effects.ops_trainers`), and the checks
that card conditions read ("if this Pokémon was healed during this turn", …).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.filters import Filter
from tcgsim.pokemon.effects.ops_trainers import ask_or_take, card_opts, heal_slot_by, slot_opts
from tcgsim.pokemon.effects.script import (
    add_effect,
    begin_search,
    frame_vars,
    shielded,
    source_slot,
    target_slot,
)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import Attack, CardDef
from tcgsim.pokemon.model.durations import CLAUSES, timed
from tcgsim.pokemon.model.impl import lookup_trainer
from tcgsim.pokemon.model.state import Slot, find_slot, in_play, sorted_cards
from tcgsim.pokemon.rules.attack import attack_impl, attacks_of
from tcgsim.pokemon.rules.continuous import pokemon_types
from tcgsim.pokemon.rules.energy import is_type, move_energy_card


# -- switching (PTCG:II-C-04, II-C-05) --------------------------------------------------------
def switch_out_opponent(g: Game, f: dict[str, Any]) -> bool:
    """"Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new
    Active Pokémon.)": it acts on the Active Pokémon, so an Active unaffected by attack
    effects blocks it (PTCG:II-C-04)."""
    opp = 1 - f["p"]
    pl = g.pl(opp)
    active = pl["active"]
    if active is None or not pl["bench"]:
        return True  # nothing to switch with
    if shielded(g, f, active):
        g.event("switch_blocked", clause="PTCG:II-C-04", pokemon=g.top(active).name)
        return True
    if "ans" not in f and len(pl["bench"]) > 1:
        g.ask(opp, "switch", "Choose your new Active Pokémon",
              [(g.slot_label(b), b["id"]) for b in pl["bench"]])
        return False
    new = pl["bench"][f.pop("ans")[0] if "ans" in f else 0]
    g.switch_active(opp, new, clause="PTCG:II-C-04")
    frame_vars(g, f)["switched"] = True
    return True


def switch_self(g: Game, f: dict[str, Any], type_: str | None = None) -> bool:
    """"Switch this Pokémon with 1 of your Benched [<type_>] Pokémon" (PTCG:II-C-03): no
    Retreat Cost, allowed while it can't retreat (PTCG:II-C-14); it leaves its effects behind."""
    p = f["p"]
    me = source_slot(g, f)
    bench = [b for b in g.pl(p)["bench"] if type_ is None or type_ in pokemon_types(g, b)]
    if g.pl(p)["active"] is not me or not bench:
        return True
    if "ans" not in f and len(bench) > 1:
        g.ask(p, "switch", "Choose a Benched Pokémon to switch with this Pokémon",
              [(g.slot_label(b), b["id"]) for b in bench])
        return False
    g.switch_active(p, bench[f.pop("ans")[0] if "ans" in f else 0], clause="PTCG:II-C-03")
    return True


# -- healing (PTCG:II-C-06, II-E-26) ---------------------------------------------------------
def heal_each(g: Game, f: dict[str, Any], amount: int | None, whose: str = "yours",
              what: Callable[[Game, Slot], bool] | None = None, var: str | None = None) -> bool:
    """"Heal N (all) damage from each of your [<type>] Pokémon" (``whose`` "both": "from each
    Pokémon (both yours and your opponent's)", yours first). ``var``: remember how much was
    healed (``var``) and the Pokémon healed (``var``_slots), for "If you healed any damage in
    this way, … those Pokémon"."""
    who = {"yours": [f["p"]], "opponent": [1 - f["p"]], "both": [f["p"], 1 - f["p"]]}[whose]
    healed, slots = 0, []
    for slot in [s for p in who for s in in_play(g.s, p)]:
        if what is None or what(g, slot):
            n = heal_slot_by(g, slot, amount)
            if n:
                healed, slots = healed + n, [*slots, slot["id"]]
    if var is not None:
        frame_vars(g, f).update({var: healed, f"{var}_slots": slots})
    return True


def discard_all_energy_from_each(g: Game, f: dict[str, Any], var: str) -> bool:
    """"… discard all Energy from those Pokémon": each Pokémon an earlier part remembered in
    ``var`` (PTCG:II-C-01)."""
    for sid in frame_vars(g, f).get(var, []):
        found = find_slot(g.s, sid)
        if found is not None and found[1]["energy"]:
            slot = found[1]
            g.discard_cards(found[0], list(slot["energy"]), slot["energy"], why="effect")
    return True


def benched(g: Game, slot: Slot) -> bool:
    """"each of your Benched Pokémon": not the Active one."""
    return g.pl(g.slot_owner(slot["id"]))["active"] is not slot


def any_damaged(g: Game, p: int) -> bool:
    """A healing Trainer or Ability can be used only if some Pokémon it may heal has damage
    counters (PTCG:II-C-06); one damaged Pokémon is enough for "each of your Pokémon"."""
    return any(slot["dmg"] for slot in in_play(g.s, p))


def heal(g: Game, f: dict[str, Any], amount: int | None, target: str = "self") -> bool:
    """"Heal N damage from this Pokémon" / "… from your opponent's Active Pokémon"."""
    slot = target_slot(g, f, target)
    if slot is not None:
        heal_slot_by(g, slot, amount)
    return True


def heal_damage_done(g: Game, f: dict[str, Any]) -> bool:
    """"Heal from this Pokémon the same amount of damage you did to your opponent's Active
    Pokémon": the damage this attack placed on it at step 4 (none if it was prevented)."""
    opp = g.pl(1 - f["p"])["active"]
    done = g.s["stack"][f["vi"]].get("damage_done", {}) if "vi" in f else {}
    amount = done.get(str(opp["id"]), 0) if opp is not None else 0
    me = source_slot(g, f)
    if amount and me is not None:
        heal_slot_by(g, me, amount)
    return True


def healed_this_turn(g: Game, p: int) -> bool:
    """"If this Pokémon was healed during this turn" (PTCG:II-E-26): a condition, not an
    effect, so it holds even if the Pokémon was healed on the Bench."""
    slot = g.pl(p)["active"]
    return slot is not None and slot.get("healed") == g.turn


def moved_to_active_this_turn(g: Game, p: int) -> bool:
    """"If this Pokémon moved from your Bench to the Active Spot this turn" (PTCG:II-E-24):
    by retreating, a switching effect or a promotion; any number of times counts once."""
    slot = g.pl(p)["active"]
    return slot is not None and slot.get("to_active") == g.turn


def played_supporter_this_turn(g: Game, p: int) -> bool:
    """"If you played a Supporter card from your hand during this turn" (PTCG:II-E-25)."""
    return g.current == p and bool(g.s["tf"].get("supporter"))


# -- moving Energy (PTCG:II-C-10) --------------------------------------------------------------
def move_energy(g: Game, f: dict[str, Any], n: int = 1, energy_type: str | None = None,
                to: str = "bench", basic: bool = False, up_to: bool = False,
                any_way: bool = False) -> bool:
    """"Move an Energy from this Pokémon to 1 of your Benched Pokémon": only to the player's
    own Pokémon; a card that provides 2 Energy moves as one card (PTCG:II-C-10); ``basic``:
    "a Basic Energy", Basic Energy cards only; ``up_to``: "up to N", none at all if the player
    likes; ``any_way``: "… to your Benched Pokémon in any way you like", a Pokémon chosen for
    each card. ``to`` "taken": "to the new Benched Pokémon", the one an earlier part of the
    text put onto the Bench (none: nothing moves)."""
    p = f["p"]
    me = source_slot(g, f)
    if to == "taken":
        new = frame_vars(g, f).get("taken", [])
        targets = [s for s in g.pl(p)["bench"] if s["cards"][0] in new]
    else:
        targets = [s for s in (g.pl(p)["bench"] if to == "bench" else in_play(g.s, p))
                   if s is not me]
    energy = sorted(c for c in me["energy"]
                    if (energy_type is None or is_type(g, me, c, energy_type))
                    and (not basic or g.d(c).is_basic_energy))
    if not targets or not energy:
        return True  # no Pokémon fits: nothing moves
    k = min(n, len(energy))
    if any_way and k == len(energy):  # all of them: no choice of cards, one of Pokémon each
        return _move_each(g, f, me, sorted_cards(g, energy), targets)
    if "ans" not in f:
        f["stage"] = "cards"
        g.ask(p, "move_energy", f"Choose {'up to ' if up_to else ''}{k} Energy to move",
              [(g.name(c), c) for c in energy], 0 if up_to else k, k)
        return False
    if f["stage"] == "cards":
        f["cards"] = [energy[i] for i in f.pop("ans")]
        if not f["cards"]:  # "up to": none chosen, nothing moves
            del f["stage"], f["cards"]
            return True
        f["stage"] = "target"
        g.ask(p, "move_energy", "Move it to which Pokémon?",
              [(g.slot_label(s), s["id"]) for s in targets])
        return False
    dst = targets[f.pop("ans")[0]]
    for c in f.pop("cards"):
        move_energy_card(g, c, me, dst)
    del f["stage"]
    return True


def _move_each(g: Game, f: dict[str, Any], me: Slot, energy: list[int], targets: list[Slot]
               ) -> bool:
    """Each card of ``energy`` to the Pokémon the player chooses for it, one card at a time."""
    for c in energy:
        if c not in me["energy"]:
            continue  # moved already
        if len(targets) > 1 and "ans" not in f:
            g.ask(f["p"], "move_energy", f"Move {g.name(c)} to which Pokémon?",
                  [(g.slot_label(s), s["id"]) for s in targets])
            return False
        dst = targets[f.pop("ans")[0]] if "ans" in f else targets[0]
        move_energy_card(g, c, me, dst)
    return True


# -- effects and locks (PTCG:II-C-14, II-C-15, II-C-19, II-E-01/02/21/22) ---------------------
def add_player_effect(g: Game, f: dict[str, Any], fx: dict[str, Any], until: str,
                      whose: str = "opponent") -> bool:
    """"Your opponent can't play any Item cards from their hand during their next turn": an
    effect on the player, so it holds whatever happens to the Pokémon (PTCG:II-C-19)."""
    players = {"opponent": [1 - f["p"]], "yours": [f["p"]], "both": [0, 1]}[whose]
    for q in players:
        g.s.setdefault("pfx", []).append({**timed(fx, g.turn, until), "player": q})
        g.event("player_effect", clause="PTCG:II-C-19", player=q,
                effect=fx.get("label", fx["kind"]), duration=CLAUSES.get(until))
    return True


def usable_even_if(g: Game, f: dict[str, Any], what: str) -> bool:
    """"You can use this attack even if …" is a rule of the attack's legality, read before the
    attack is declared (:func:`even_if`); when the attack runs it has nothing left to do."""
    return True


# -- attacks used as this attack (PTCG:II-C-18, II-D-06) --------------------------------------
def use_as_this_attack(g: Game, f: dict[str, Any], attacks: list[Attack],
                       may: bool = False) -> bool:
    """"Choose 1 of <those> attacks and use it as this attack": only the attacks printed on
    the card count (PTCG:II-D-06); no Energy is needed; the chosen one's damage and effects
    replace this attack's, which is still the attack used (PTCG:II-C-18). Run from an
    attack's step 3, the chosen attack's own step-3 part runs next. The attack being used
    itself (a Benched N's Zoroark ex's Night Joker) is not offered: it would only ask the
    same question again, without end."""
    using = g.s["stack"][f["vi"]]["key"]
    printed = [a for a in attacks if attack_impl(a) is not None and f"{a.name}\n{a.text}" != using]
    if not printed:
        return True
    if "ans" not in f:
        g.ask(f["p"], "copy_attack", "Choose an attack to use as this attack",
              [(f"{a.name} ({a.damage or '-'})", a.name) for a in printed]
              + ([("None", None)] if may else []))
        return False
    i = f.pop("ans")[0]
    if i >= len(printed):
        return True  # "You may choose an attack": none
    chosen = printed[i]
    attack_frame = g.s["stack"][f["vi"]]
    attack_frame["a"] = [chosen.name, chosen.text, chosen.base_damage, chosen.damage_sign]
    attack_frame["key"] = f"{chosen.name}\n{chosen.text}"
    g.event("copy_attack", clause="PTCG:II-C-18", attack=chosen.name)
    impl = attack_impl(chosen)
    if impl is not None and impl.before:
        g.push("script", ref=["attack", attack_frame["key"], "before"], pc=0, p=f["p"],
               src=f["src"], vi=f["vi"])
    return True


def use_attack_of_pokemon(g: Game, f: dict[str, Any], whose: str,
                          what: Callable[[CardDef], bool]) -> bool:
    """"Choose 1 of your opponent's Active Pokémon's attacks" / "… of your Benched N's
    Pokémon's attacks" / "an attack from 1 of your opponent's Pokémon in play" ("whose"
    "opponent_in_play") "and use it as this attack": the attacks of the Pokémon in play there
    that are ``what`` (as the top card printed, PTCG:II-D-06), chosen when the text is used."""
    slots = ([g.pl(1 - f["p"])["active"]] if whose == "opponent_active"
             else in_play(g.s, 1 - f["p"]) if whose == "opponent_in_play"
             else list(g.pl(f["p"])["bench"]))
    return use_as_this_attack(g, f, [a for s in slots if s is not None and what(g.top(s))
                                     for a in g.top(s).attacks])


def choose_opponent_attack(g: Game, f: dict[str, Any]) -> bool:
    """"Choose 1 of your opponent's Active Pokémon's attacks": the name of the one chosen is
    remembered (``chosen_attack``) for what the text does with it next."""
    defender = target_slot(g, f, "opponent_active")
    names = list(dict.fromkeys(a.name for a in attacks_of(g, defender))) if defender else []
    if not names:
        return True
    if len(names) == 1:
        frame_vars(g, f)["chosen_attack"] = names[0]
        return True
    if "ans" not in f:
        g.ask(f["p"], "choose_attack", f"Choose 1 of {g.top(defender).name}'s attacks",
              [(n, n) for n in names])
        return False
    frame_vars(g, f)["chosen_attack"] = names[f.pop("ans")[0]]
    return True


def forbid_chosen_attack(g: Game, f: dict[str, Any]) -> bool:
    """"During your opponent's next turn, that Pokémon can't use that attack" (PTCG:II-C-15):
    the attack chosen before, by its name."""
    name = frame_vars(g, f).get("chosen_attack")
    if name is None:
        return True
    return add_effect(g, f, {"kind": "cant_use", "attack": name, "label": f"can't use {name}"},
                      "opponent_next_turn", "opponent_active")


def use_attack_of_remembered(g: Game, f: dict[str, Any], var: str,
                             what: Callable[[CardDef], bool], may: bool = False) -> bool:
    """"… and if that card is <what>, choose 1 of its attacks and use it as this attack": the
    card an earlier op of the text remembered in ``var`` (e.g. the card it discarded); ``may``:
    "You may choose an attack from a Pokémon you find there" (none if the player likes)."""
    found = [c for c in frame_vars(g, f).get(var, []) if what(g.d(c))]
    return use_as_this_attack(g, f, [a for c in found for a in g.d(c).attacks], may)


def use_supporter_effect(g: Game, f: dict[str, Any], var: str | None = None,
                         may: bool = False) -> bool:
    """"… if that card is a Supporter card, use the effect of that card as the effect of this
    attack" (the cards an earlier op remembered in ``var``), "You may use the effect of a
    Supporter card you find there …" (``var`` None: the opponent's hand, just revealed;
    ``may``: none if the player likes): the Supporter's effect runs as this attack's effect,
    for the attacking player; the card stays where it is, and no Supporter is played."""
    pool = (frame_vars(g, f).get(var, []) if var is not None else g.pl(1 - f["p"])["hand"])
    found = [c for c in pool if g.d(c).trainer_kind == "Supporter"
             and (impl := lookup_trainer(g.d(c).name_key)) is not None and impl.effect]
    if not found:
        return True
    if "ans" not in f and (may or len(found) > 1):
        g.ask(f["p"], "copy_supporter", "Use the effect of which Supporter?",
              [(g.name(c), c) for c in found] + ([("None", None)] if may else []))
        return False
    i = f.pop("ans")[0] if "ans" in f else 0
    if i >= len(found):
        return True  # "you may": none
    c = found[i]
    g.event("copy_supporter", clause="PTCG:II-C-18", player=f["p"], card=g.name(c))
    g.push("script", ref=["trainer", g.d(c).name_key, "effect"], pc=0, p=f["p"], src=f["src"],
           as_attack=True)
    return True


# -- inherit (PTCG:II-D-19) --------------------------------------------------------------------
def inherit(g: Game, slot: Slot, old: int, new: int) -> None:
    """Put card ``new`` in place of ``old`` in a Pokémon's stack: the Pokémon keeps its
    attached cards, damage counters, Special Conditions, effects and the record of the
    Abilities it used this turn (those are kept by the slot, not the card)."""
    i = slot["cards"].index(old)
    slot["cards"][i] = new
    g.event("inherit", clause="PTCG:II-D-19", old=g.name(old), new=g.name(new))


def basics_in_play(g: Game, p: int) -> list[Slot]:
    """"your Basic Pokémon in play": the Pokémon whose card (its top card) is a Basic Pokémon."""
    return [s for s in in_play(g.s, p) if g.top(s).is_basic_pokemon]


def swap_basic_from_discard(g: Game, f: dict[str, Any]) -> bool:
    """"Choose a Basic Pokémon in your discard pile and switch it with 1 of your Basic Pokémon
    in play. Any attached cards, damage counters, Special Conditions, turns in play, and any
    other effects remain on the new Pokémon" (Transformation Tome): :func:`swap_in`."""
    return swap_in(g, f, "discard", F.basic_pokemon, F.basic_pokemon, "discard",
                   "a Basic Pokémon in your discard pile")


def swap_in(g: Game, f: dict[str, Any], src: str, what: Filter, onto: Filter | None,
            old_to: str, label: str, var: str = "switched") -> bool:
    """A card from the ``src`` zone ("discard" or "deck": a search, found or not) that ``what``
    matches is switched with one of your Pokémon in play that ``onto`` matches (None: the
    Pokémon using the effect): it takes the old card's place (:func:`inherit`, PTCG:II-D-19),
    and the old card goes to the ``old_to`` zone ("discard", or "deck": "If you switched a
    Pokémon in this way, put this card into your deck"). ``var``: whether it switched."""
    p = f["p"]
    zone = g.pl(p)[src]
    st = f.setdefault("st", {})
    if "new" not in st:
        if src == "deck" and not st.get("searched"):
            begin_search(g, f, p, label)
            st["searched"] = True
        found = [c for c in zone if g.d(c).is_pokemon and what(g.d(c))]
        # a deck is hidden: its search may find nothing (PTCG:II-E-18)
        got = ask_or_take(g, f, p, "choose_cards", f"Choose {label}", card_opts(g, found),
                          0 if src == "deck" else 1, 1) if found else []
        if got is None:
            return False
        if not got:
            f.pop("st")
            frame_vars(g, f)[var] = False
            return True
        st["new"] = got[0]
    targets = ([source_slot(g, f)] if onto is None
               else [s for s in in_play(g.s, p) if onto(g.top(s))])
    got = ask_or_take(g, f, p, "choose_pokemon", f"Switch {g.name(st['new'])} with which Pokémon?",
                      slot_opts(g, targets))
    if got is None:
        return False
    new = f.pop("st")["new"]
    if got:
        slot = g.slot(got[0])
        old = slot["cards"][-1]
        zone.remove(new)
        inherit(g, slot, old, new)
        g.pl(p)[old_to].append(old)
        g.event("discard" if old_to == "discard" else "to_deck", player=p,
                cards=g.card_refs([old]), why="switched out")
    frame_vars(g, f)[var] = bool(got)
    return True


def swap_basic_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    return (any(g.d(c).is_basic_pokemon for c in g.pl(p)["discard"])
            and bool(basics_in_play(g, p)))


def swap_in_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """Something to switch in (a deck may always be searched) and something to switch with."""
    found = a["src"] == "deck" or any(g.d(c).is_pokemon and a["what"](g.d(c))
                                      for c in g.pl(p)[a["src"]])
    return found and (a["onto"] is None or any(a["onto"](g.top(s)) for s in in_play(g.s, p)))



# -- types and Prize cards (PTCG:II-D-07, II-D-17) ---------------------------------------------
def opponent_active_is(type_: str) -> Any:
    """"If your opponent's Active Pokémon is a <type> Pokémon": the types it has in play, as
    printed on its card (PTCG:II-D-07)."""

    def check(g: Game, p: int) -> bool:
        slot = g.pl(1 - p)["active"]
        return slot is not None and type_ in pokemon_types(g, slot)

    return check


def prizes_taken(g: Game, p: int) -> int:
    """Prize cards player ``p`` has already taken: how many fewer than were set aside at setup
    (6, or 4/3 in shorter games) they now have (PTCG:II-D-17)."""
    return g.s["prize_count"] - len(g.pl(p)["prizes"])
