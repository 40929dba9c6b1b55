"""Ops for damage to chosen Pokémon and for damage counters (PTCG:II-B-08, II-C-07, II-C-08).

Damage done by an attack to Pokémon other than the Defending one goes through the same
damage steps (Benched Pokémon without Weakness and Resistance). Damage counters that
are "put" or "moved" are not damage: no Weakness, Resistance or effects change them, and
"prevent all damage" does not stop them; a Pokémon unaffected by the effects of attacks
(PTCG:II-C-17) can still be chosen but gets none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.effects.script import frame_vars, shielded, source_slot, target_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot, find_slot, in_play
from tcgsim.pokemon.rules.continuous import counters_cant_move, has_ability
from tcgsim.pokemon.rules.damage import deal_attack_damage

#: a test of a Pokémon in play ("that has any damage counters on it")
SlotTest = Callable[[Game, Slot], bool]

PUT = "PTCG:II-C-07"
MOVE = "PTCG:II-C-08"


def pool(g: Game, f: dict[str, Any], whose: str, where: str) -> list[Slot]:
    """Pokémon a text names: ``whose`` 'yours'/'opponent'/'both', ``where``
    'active'/'bench'/'any' (Active first, then the Bench in order); ``whose`` 'self': this
    Pokémon (the one using the effect)."""
    if whose == "self":
        return [source_slot(g, f)]
    players = {"yours": [f["p"]], "opponent": [1 - f["p"]], "both": [f["p"], 1 - f["p"]]}[whose]
    out: list[Slot] = []
    for p in players:
        pl = g.pl(p)
        if where in ("active", "any") and pl["active"] is not None:
            out.append(pl["active"])
        if where in ("bench", "any"):
            out.extend(pl["bench"])
    return out


def _is_active(g: Game, slot: Slot) -> bool:
    found = find_slot(g.s, slot["id"])
    return found is not None and g.pl(found[0])["active"] is slot


def _hit(g: Game, f: dict[str, Any], slot: Slot, amount: int, sign: str = "") -> None:
    active = _is_active(g, slot)
    # the attack's damage options ("isn't affected by Weakness or Resistance, or by any
    # effects on those Pokémon") hold for each Pokémon it damages
    deal_attack_damage(g, source_slot(g, f), slot, amount, sign, to_active=active,
                       options=frame_vars(g, f),
                       clause="PTCG:I-A-01" if active else "PTCG:II-B-08")


def _ask_targets(g: Game, f: dict[str, Any], slots: list[Slot], k: int, prompt: str,
                 kind: str = "counter_target") -> bool:
    g.ask(f["p"], kind, prompt, [(g.slot_label(s), s["id"]) for s in slots], k, k)
    return False


def _chosen(g: Game, f: dict[str, Any], slots: list[Slot], n: int, what: str,
            kind: str = "counter_target") -> list[Slot] | None:
    """The n of ``slots`` the player chooses (all of them when there are no more than n);
    None when the choice is asked now (the op waits for the answer)."""
    k = min(n, len(slots))
    if k == len(slots):
        return slots  # no choice: all of them
    if "ans" not in f:
        _ask_targets(g, f, slots, k, f"Choose {k} Pokémon for {what}", kind=kind)
        return None
    return [slots[i] for i in f.pop("ans")]


def damage_each(g: Game, f: dict[str, Any], amount: int, whose: str = "opponent",
                where: str = "bench", what: Callable[[Any], bool] | None = None,
                count: Callable[[Game, int], int] | None = None,
                slot_test: SlotTest | None = None, damaged: bool = False,
                but_self: bool = False) -> bool:
    """"This attack also does N damage to each of your [opponent's] Benched Pokémon [ex]
    [for each …]" (``what``: which ones, by their top card; ``count``: N times that many;
    ``slot_test``: "… that has any damage counters on it", read before any is damaged);
    ``damaged``: "… each Pokémon that has any damage counters on it" (those that have some
    before any of this damage is done); ``but_self``: "…, except for this Pokémon"."""
    if count is not None:
        amount *= count(g, f["p"])
    me = source_slot(g, f)
    hit = [slot for slot in pool(g, f, whose, where)
           if (what is None or what(g.top(slot))) and (slot_test is None or slot_test(g, slot))
           and (not damaged or slot["dmg"] > 0) and not (but_self and slot is me)]
    for slot in hit:
        _hit(g, f, slot, amount)
    return True


def flip_for_each_pokemon(g: Game, f: dict[str, Any], whose: str = "opponent",
                          var: str = "heads_on") -> bool:
    """"For each of your opponent's Pokémon, flip a coin": one coin per Pokémon, Active
    first; the slot ids that came up heads are remembered in ``var`` ("… to that Pokémon")."""
    heads = []
    for slot in pool(g, f, whose, "any"):
        result = g.rng.coin()
        g.event("coin", result="heads" if result else "tails", why="effect",
                pokemon=g.top(slot).name)
        if result:
            heads.append(slot["id"])
    frame_vars(g, f)[var] = heads
    return True


def damage_remembered(g: Game, f: dict[str, Any], amount: int, var: str = "heads_on",
                      per: str | None = None) -> bool:
    """"If heads, this attack does N damage to that Pokémon": each Pokémon remembered in
    ``var`` still in play (Weakness and Resistance for the Active one only, PTCG:II-B-08);
    ``per``: "50 damage to the chosen Pokémon for each heads" (× damage: none for 0)."""
    if per is not None:
        amount *= int(frame_vars(g, f).get(per, 0))
        if amount == 0:
            return True
    for sid in frame_vars(g, f).get(var, []):
        found = find_slot(g.s, sid)
        if found is not None:
            _hit(g, f, found[1], amount)
    return True


def damage_chosen(g: Game, f: dict[str, Any], amount: int | Callable[[Game, Slot], int],
                  n: int = 1, whose: str = "opponent", where: str = "bench",
                  what: Callable[[Any], bool] | None = None, of_target: bool = False,
                  slot_test: SlotTest | None = None, per_var: str | None = None) -> bool:
    """"does N damage to n of your opponent's [Benched] Pokémon [ex]" (``what``: which ones
    count, by their top card; ``damaged``: "that has any damage counters on it"): the
    attacker chooses; with
    fewer there, as many as there are (PTCG:II-A). A protected one can be chosen and takes
    none; a chosen Active Pokémon gets Weakness and Resistance, Benched ones do not.
    ``amount`` may be counted from the attacking Pokémon ("N damage … for each …": ×
    damage, where 0 ends the calculation, PTCG:II-B-02), or with ``of_target`` from each
    chosen Pokémon ("… for each damage counter on that Pokémon"), or (``per_var``) for each
    card an earlier part of the text remembered ("… for each Energy card you discarded in
    this way"); ``slot_test``: only those it holds for ("… that has any Special Energy
    attached")."""
    slots = [s for s in pool(g, f, whose, where) if (what is None or what(g.top(s)))
             and (slot_test is None or slot_test(g, s))]
    if not slots:
        return True
    # "N damage … for each …" counted from the attacking Pokémon: × damage (PTCG:II-B-02)
    hit, sign = (0 if of_target else amount(g, source_slot(g, f)), "×") if callable(amount) \
        else (amount, "")
    if per_var is not None:
        per = amount if isinstance(amount, int) else 0
        hit, sign = per * len(frame_vars(g, f).get(per_var) or ()), "×"
        if hit <= 0:
            return True  # × damage of 0: none to do, no Pokémon to choose
    picked = _chosen(g, f, slots, n, "damage" if of_target else f"{hit} damage",
                     kind="damage_target")
    if picked is None:
        return False
    for slot in picked:
        _hit(g, f, slot, amount(g, slot) if of_target and callable(amount) else hit, sign)
    return True


def choose_times(g: Game, f: dict[str, Any], n: int, whose: str = "opponent",
                 where: str = "any", distinct: bool = False) -> bool:
    """"Choose 1 of your opponent's Pokémon 6 times. (You can choose the same Pokémon more
    than once.)": n choices, one at a time, each among all of them (``where`` 'bench': "1 of
    your opponent's Benched Pokémon"; ``distinct``: "Choose 2 of …", each a different one,
    fewer if there are fewer); remembered (as the attack's variable ``chosen``) for the
    sentence that says what each choice does."""
    v = frame_vars(g, f)
    chosen: list[int] = v.setdefault("chosen", [])

    def choices() -> list[Slot]:
        return [s for s in pool(g, f, whose, where) if not distinct or s["id"] not in chosen]

    if "ans" in f:
        chosen.append(choices()[f.pop("ans")[0]]["id"])
    slots = choices()
    if len(chosen) >= n or not slots:
        return True
    _ask_targets(g, f, slots, 1, f"Choose a Pokémon ({len(chosen) + 1} of {n})",
                 kind="damage_target")
    return False


def damage_per_choice(g: Game, f: dict[str, Any], amount: int) -> bool:
    """"For each time you chose a Pokémon, do N damage to it": each chosen Pokémon takes N
    for each time it was chosen, as one damage (one calculation, in the order first chosen),
    with the attack's damage options ("This damage isn't affected by Weakness or
    Resistance")."""
    v = frame_vars(g, f)
    times: dict[int, int] = {}
    for sid in v.get("chosen", []):
        times[sid] = times.get(sid, 0) + 1
    for sid, k in times.items():
        found = find_slot(g.s, sid)
        if found is not None:
            _hit(g, f, found[1], amount * k)
    return True


# -- damage counters ----------------------------------------------------------------------
def put_on(g: Game, f: dict[str, Any], slot: Slot, n: int, clause: str = PUT) -> bool:
    """Put n counters on a Pokémon unless an attack's effects cannot reach it."""
    if shielded(g, f, slot):
        return False
    g.place_counters(slot, n, clause=clause, why=f.get("why", "effect"), by=f["p"])
    return True


def counters_on_self_up_to(g: Game, f: dict[str, Any], n: int, var: str = "placed") -> bool:
    """"Put up to 9 damage counters on this Pokémon" (Walking Wake): the player chooses how
    many, none included; how many were placed is remembered for "… for each damage counter
    you placed in this way"."""
    if "ans" not in f:
        g.ask(f["p"], "how_many", f"Put up to {n} damage counters on this Pokémon",
              [(str(k), k) for k in range(n + 1)])
        return False
    k = f.pop("ans")[0]
    placed = k > 0 and put_on(g, f, source_slot(g, f), k)
    frame_vars(g, f)[var] = k if placed else 0
    return True


def put_counters(g: Game, f: dict[str, Any], n: int, whose: str = "opponent",
                 where: str = "active", k: int = 0, damaged: bool = False,
                 times: Callable[[Game, int], int] | None = None,
                 with_ability: bool = False) -> bool:
    """"Put N damage counters on your opponent's Active Pokémon" (k=0: on each Pokémon named)
    or "… on k of your opponent's Pokémon" (chosen; fewer if there are fewer); ``damaged``:
    only those that have any damage counters on them; ``with_ability``: only those that have
    an Ability now (Cofagrigus, PTCG:II-D-13); ``times``: "… for each <count>", N times that
    count (counted now)."""
    slots = [s for s in pool(g, f, whose, where) if (not damaged or s["dmg"] > 0)
             and (not with_ability or has_ability(g, s))]
    if times is not None:
        n *= times(g, f["p"])
        if n <= 0:
            return True
    if not k:
        for slot in slots:
            put_on(g, f, slot, n)
        return True
    if not slots:
        return True
    picked = _chosen(g, f, slots, k, f"{n} damage counters")
    if picked is None:
        return False
    for slot in picked:
        put_on(g, f, slot, n)
    return True


def multiply_counters(g: Game, f: dict[str, Any], factor: int, k: int, whose: str = "opponent",
                      where: str = "any") -> bool:
    """"Choose k of your opponent's Pokémon and quadruple the number of damage counters on each
    of them": each gets (factor - 1) counters for each counter on it now (PTCG:II-C-07)."""
    slots = pool(g, f, whose, where)
    if not slots:
        return True
    picked = _chosen(g, f, slots, k, f"×{factor} damage counters")
    if picked is None:
        return False
    for slot in picked:
        have = slot["dmg"] // 10
        if have:
            put_on(g, f, slot, have * (factor - 1))
    return True


def spread_counters(g: Game, f: dict[str, Any], n: int, whose: str = "opponent",
                    where: str = "any") -> bool:
    """"Put N damage counters on your opponent's Pokémon in any way you like": one counter at
    a time, each on a Pokémon the player chooses."""
    slots = pool(g, f, whose, where)
    left = f.get("left", n)
    if "ans" in f:
        put_on(g, f, slots[f.pop("ans")[0]], 1)
        left -= 1
    f["left"] = left
    if left <= 0 or not slots:
        f.pop("left")
        return True
    return _ask_targets(g, f, slots, 1, f"Put a damage counter ({left} left)")


def move_counters(g: Game, f: dict[str, Any], n: int, source: str = "self",
                  dest: str = "opponent_active") -> bool:
    """"Move N damage counters from A to B" (n=0: all of them): not damage; the counters
    leave A even when B is unaffected by the attack's effects (PTCG:II-C-08 FAQ)."""
    src = _named(g, f, source)
    dst = _named(g, f, dest)
    if src is None or dst is None:
        return True  # nowhere to move them to: nothing happens (PTCG:II-C-08)
    have = src["dmg"] // 10
    move_between(g, f, src, dst, have if n == 0 else min(n, have))
    return True


def move_between(g: Game, f: dict[str, Any], src: Slot, dst: Slot, k: int) -> None:
    """Move k damage counters from ``src`` to ``dst`` (PTCG:II-C-08): they leave ``src`` even
    when ``dst`` is unaffected by the attack's effects (FAQ); none move while an effect says
    the counters on ``src`` can't be moved (Patrat's Watchful Eye)."""
    if k <= 0:
        return
    lock = counters_cant_move(g, src)
    if lock is not None:
        g.event("counters_not_moved", clause="PTCG:II-E-13", pokemon=g.top(src).name, why=lock)
        return
    src["dmg"] -= 10 * k
    g.event("counters_moved", clause=MOVE, source=g.top(src).name, counters=k,
            dest=g.top(dst).name)
    put_on(g, f, dst, k, clause=MOVE)


def _named(g: Game, f: dict[str, Any], name: str) -> Slot | None:
    if name == "self":
        return source_slot(g, f)
    if name == "attacker":
        found = find_slot(g.s, f["attacker"])
        return found[1] if found else None
    return g.pl(1 - f["p"])["active"] if name == "opponent_active" else g.pl(f["p"])["active"]


def counters_on_attacker(g: Game, f: dict[str, Any], n: int, var: str = "placed",
                         per_energy: str | None = None) -> bool:
    """"… put N damage counters on the Attacking Pokémon" (when damaged, PTCG:II-E-03); ``var``
    remembers whether any were placed ("If you placed any damage counters in this way");
    ``per_energy``: "… for each Grass Energy attached to this Pokémon", the Energy of that
    type the Pokémon with the text has now (PTCG:II-D-08)."""
    if per_energy is not None:
        n *= g.energy_of_type(source_slot(g, f), per_energy)
    slot = _named(g, f, "attacker")
    placed = slot is not None and n > 0 and not shielded(g, f, slot)
    if placed:
        g.place_counters(slot, n, clause="PTCG:II-E-03", why="Attacking Pokémon")
    frame_vars(g, f)[var] = placed
    return True


def counters_until_remaining(g: Game, f: dict[str, Any], hp: int, bench: bool = False) -> bool:
    """"Put damage counters on your opponent's Active Pokémon until its remaining HP is N":
    none if it already has N or less (PTCG:II-C-07, II-D-16). ``bench``: "… on each of your
    opponent's Benched Pokémon …", each on its own (one protected is skipped, PTCG:II-C-17)."""
    slots = (list(g.pl(1 - f["p"])["bench"]) if bench
             else [s for s in [target_slot(g, f, "opponent_active")] if s is not None])
    for slot in slots:
        put_on(g, f, slot, max(0, g.remaining_hp(slot) - hp) // 10)
    return True


def poison_counters(g: Game, f: dict[str, Any], n: int) -> bool:
    """"During Pokémon Checkup, put N damage counters on that Pokémon instead of 1": the
    Poison this text just gave (none: nothing); it replaces any earlier one (PTCG:II-E-16)."""
    found = find_slot(g.s, frame_vars(g, f).get("now_poisoned", -1))
    if found is not None and found[1]["psn"]:
        found[1]["psn"] = n
        g.event("poison_counters", clause="PTCG:II-E-16", pokemon=g.top(found[1]).name, counters=n)
    return True


def confusion_counters(g: Game, f: dict[str, Any], n: int) -> bool:
    """"Put N damage counters instead of 3 on that Pokémon for this Special Condition": the
    Confusion this text just gave (none: nothing), read when the Confused Pokémon's attack
    fails (rules.attack step 2); an effect on the Pokémon, gone when that Confusion is replaced
    (script.apply_condition) or the Pokémon leaves the Active Spot."""
    found = find_slot(g.s, frame_vars(g, f).get("now_confused", -1))
    if found is not None and found[1]["sp"] == "confused":
        found[1]["fx"].append({"kind": "confusion_counters", "n": n})
        g.event("effect", clause="PTCG:S4-COND", pokemon=g.top(found[1]).name,
                effect=f"Confused: {n} damage counters")
    return True


def discard_tools(g: Game, f: dict[str, Any], target: str = "opponent_active", tools: bool = True,
                  special_energy: bool = False, stadium: bool = False) -> bool:
    """"Discard all Pokémon Tools from your opponent's Active Pokémon": before doing damage
    (PTCG:II-E-09) they no longer change the damage. ``target`` "opponent_all": "… from all of
    your opponent's Pokémon" (each one the effect reaches, PTCG:II-C-17, II-E-29);
    ``special_energy``: "… and Special Energy" too (Mega Dragalge ex), or only that (``tools``
    False: Ceruledge); ``stadium``: "…, and discard a Stadium in play" (Megaton Blower). The
    script variable ``tool_discarded`` says whether a Tool was discarded ("If you discarded a
    Pokémon Tool in this way, …")."""
    slots = ([s for s in pool(g, f, "opponent", "any") if not shielded(g, f, s)]
             if target == "opponent_all" else [target_slot(g, f, target)])
    found = False
    for slot in slots:
        if slot is None:
            continue
        owner = g.slot_owner(slot["id"])
        if tools and slot["tools"]:
            found = True
            g.discard_cards(owner, list(slot["tools"]), slot["tools"], why="effect")
        special = [c for c in slot["energy"] if g.d(c).is_special_energy] if special_energy else []
        if special:
            g.discard_cards(owner, special, slot["energy"], why="effect")
    frame_vars(g, f)["tool_discarded"] = found
    if stadium and g.s["stadium"] is not None:
        g.stadium_leaves()
    return True


def discard_tools_would_change(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """A Trainer that discards Tools / Special Energy from the opponent's Pokémon (and the
    Stadium) changes something only when one of them is there (PTCG:II-D-05)."""
    where = (in_play(g.s, 1 - p) if a.get("target") == "opponent_all"
             else [g.pl(1 - p)["active"]])
    return ((a.get("stadium", False) and g.s["stadium"] is not None)
            or any((a.get("tools", True) and s["tools"])
                   or (a.get("special_energy", False)
                       and any(g.d(c).is_special_energy for c in s["energy"]))
                   for s in where if s is not None))


def counters_total(g: Game, p: int, whose: str = "opponent", where: str = "any") -> int:
    """Damage counters on the Pokémon named (for "for each damage counter on …")."""
    f = {"p": p}
    return sum(s["dmg"] // 10 for s in pool(g, f, whose, where))


def own_pokemon(g: Game, p: int) -> list[Slot]:
    return in_play(g.s, p)
