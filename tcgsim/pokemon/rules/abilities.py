"""Abilities (PTCG:I-A-02): declared ones ("once during your turn, you may") and automatic ones."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import Ability, CardDef
from tcgsim.pokemon.model.impl import AbilityImpl, attack_key, lookup_ability
from tcgsim.pokemon.model.per_card import any_card, by_card
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.continuous import has_no_abilities, loses_self_ko_abilities

CLAUSE = "PTCG:I-A-02"


def ability_impl(a: Ability) -> AbilityImpl | None:
    return lookup_ability(a.name, a.text)


def ability_ready(g: Game, p: int, slot: Slot, a: Ability, impl: AbilityImpl) -> bool:
    """Whether a declared ability may be used now: not yet used by this Pokémon this turn
    (a Pokémon that left play and came back is a new one, with a new slot id: PTCG:II-E-12),
    no other of its name used this turn (PTCG:II-E-14), its cost payable (PTCG:II-E-30) and
    its text able to change something (PTCG:I-A-02)."""
    tf = g.s["tf"]
    if impl.once_per_turn and tf.get(f"ab:{slot['id']}:{a.name}"):
        return False
    if impl.one_per_name and _name_used(tf, a.name, impl.one_per_name):
        return False
    if impl.cost_ok is not None and not impl.cost_ok(g, p, slot):
        return False
    if impl.knocks_itself_out and loses_self_ko_abilities(g, slot):
        return False  # Damp: the Pokémon has lost this Ability
    return impl.usable is None or impl.usable(g, p, slot)


def _name_used(tf: dict[str, Any], name: str, rule: bool | str) -> bool:
    """PTCG:II-E-14: an Ability of this name (``rule`` True), or one that has ``rule`` in its
    name, was used this turn, by any Pokémon, even one that has left play since."""
    if rule is True:
        return bool(tf.get(f"abname:{name}"))
    return any(k.startswith("abname:") and rule in k[len("abname:"):] for k in tf)


def usable_abilities(g: Game, p: int) -> list[tuple[Slot, int]]:
    """(slot, ability index) for every declared ability p may declare now (triggered ones
    are offered when their moment comes: tcgsim.pokemon.rules.triggers)."""
    out = []
    declared = g.deck_fact("declared_abilities", _declared_abilities)
    pl = g.s["players"][p]
    active = pl["active"]
    for slot in pl["bench"] if active is None else (active, *pl["bench"]):
        mine = declared[slot["cards"][-1]]
        if not mine or has_no_abilities(g, slot):  # the printed ones first: cheaper
            continue
        for i, a, impl in mine:
            if ability_ready(g, p, slot, a, impl):
                out.append((slot, i))
    return out


def any_declared(g: Game) -> bool:
    """Whether a card of either deck prints an Ability declared from play (else
    :func:`usable_abilities` finds none, whatever the board)."""
    return any(g.deck_fact("declared_abilities", _declared_abilities))


def _declared_abilities(g: Game) -> list[tuple[tuple[int, Ability, AbilityImpl], ...]]:
    """Card number -> (index, Ability, implementation) of each Ability its card in play
    (``Game.top``) prints that is declared from play: asked for each Pokémon in play at
    every main-phase decision, so the printed Abilities are sorted out once."""
    return by_card(g, _DECLARED, _declared, in_play=True)


#: card id -> _declared of its card in play (see by_card)
_DECLARED: dict[str, tuple[tuple[int, Ability, AbilityImpl], ...]] = {}


def _declared(d: CardDef) -> tuple[tuple[int, Ability, AbilityImpl], ...]:
    mine = []
    for i, a in enumerate(d.abilities):
        impl = ability_impl(a)
        if (impl is None or not impl.declared or not impl.effect or impl.trigger
                or impl.zone):  # used from the hand or discard pile only (PTCG:II-E-17)
            continue
        mine.append((i, a, impl))
    return tuple(mine)


def start_ability(g: Game, p: int, slot_id: int, idx: int) -> None:
    g.push("ability", p=p, src=slot_id, idx=idx)


def use_ability(g: Game, f: dict[str, Any]) -> None:
    """1. declare (once-per-turn flags set; a cost is paid: PTCG:II-E-30), 2. carry out the
    text in order, then KO check (``no_ko``: used inside a Knock Out's own step 2)."""
    p = f["p"]
    if f["step"] == 0:
        slot = g.slot(f["src"])
        a = g.top(slot).abilities[f["idx"]]
        tf = g.s["tf"]
        tf[f"ab:{slot['id']}:{a.name}"] = True
        tf[f"abname:{a.name}"] = True
        g.event("ability", clause=CLAUSE, step=1, player=p, pokemon=g.top(slot).name, ability=a.name)
        f["step"] = 1
        key = attack_key(a.name, a.text)
        v = f.get("v", {})
        g.push("script", ref=["ability", key, "effect"], pc=0, p=p, src=slot["id"], v=v)
        impl = ability_impl(a)
        if impl is not None and impl.cost:  # pushed last: paid first
            g.push("script", ref=["ability", key, "cost"], pc=0, p=p, src=slot["id"], v=v)
    else:
        g.pop()
        if not f.get("no_ko"):
            g.push("ko")


def _checkup_abilities(g: Game) -> bool:
    """Whether a Pokémon of either deck has a "During Pokémon Checkup" Ability."""
    return any_card(g, _CHECKUP, _checkup)


_CHECKUP: dict[str, bool] = {}  # card id -> _checkup (see by_card)


def _checkup(d: CardDef) -> bool:
    return any(impl is not None and impl.checkup for impl in map(ability_impl, d.abilities))


def checkup_effects(g: Game, ended: int) -> list[dict[str, Any]]:
    """Script frames for "During Pokémon Checkup" abilities in play, the ended player's first."""
    out: list[dict[str, Any]] = []
    if not g.deck_fact("checkup_abilities", _checkup_abilities):
        return out
    for p in (ended, 1 - ended):
        for slot in in_play(g.s, p):
            if has_no_abilities(g, slot):
                continue
            for a in g.top(slot).abilities:
                impl = ability_impl(a)
                if impl is None or not impl.checkup:
                    continue
                if impl.checkup_if is not None and not impl.checkup_if(g, p, slot):
                    continue
                out.append({"ref": ["ability", attack_key(a.name, a.text), "checkup"], "pc": 0,
                            "p": p, "src": slot["id"], "label": f"{g.top(slot).name}: {a.name}",
                            **({"after": True} if impl.checkup_after else {})})
    return out
