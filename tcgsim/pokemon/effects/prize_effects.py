"""Effects on Prize cards taken: "If your opponent's Pokémon is Knocked Out by damage from this
attack, take 1 more Prize card" (read by the Knock Out procedure, PTCG:I-D step 3)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import frame_vars, target_slot
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.before_hand import CLAUSE as BEFORE_HAND
from tcgsim.pokemon.rules.before_hand import take_prizes


def more_prizes_if_knocked_out(g: Game, f: dict[str, Any], n: int) -> bool:
    """Step 5 marks the Defending Pokémon this attack damaged at step 4; the mark lasts this
    turn, so only the Knock Out check of this attack (step 7) finds it."""
    attack_frame = g.s["stack"][f["vi"]]
    for sid in attack_frame.get("damaged", []):
        slot = g.slot(sid)
        slot["fx"].append({"kind": "extra_prize", "n": n, "until": g.turn,
                           "label": f"{n} more Prize card if Knocked Out by this attack"})
    return True


def effects_if_knocked_out(g: Game, f: dict[str, Any], effects: list[Any]) -> bool:
    """Step 5 keeps the effects that begin "if your opponent's Pokémon is Knocked Out by
    damage from this attack" for this attack's Knock Out check
    (rules.damage.record_attack_knock_outs)."""
    frame_vars(g, f)["if_knocked_out"] = [list(e) for e in effects]
    return True


def more_prizes_for_that(g: Game, f: dict[str, Any], n: int) -> bool:
    """A Knock Out trigger's "take N more Prize cards": the Pokémon being Knocked Out ("that
    Pokémon" of the event) gives N more at step 3 of this Knock Out."""
    slot = target_slot(g, f, "that")
    if slot is not None:
        slot["fx"].append({"kind": "extra_prize", "n": n, "until": g.turn,
                           "label": f"{n} more Prize card"})
    return True


def take_more_prizes(g: Game, f: dict[str, Any], n: int = 1) -> bool:
    """"Take N more Prize cards": the player picks face-down ones."""
    p = f["p"]
    prizes = g.pl(p)["prizes"]
    k = min(n, len(prizes))
    if "ans" in f:
        picked = f.pop("ans")
    elif 0 < k < len(prizes):
        g.ask(p, "prize", f"Take {k} more Prize card(s)",
              [(f"Prize card {i + 1}", i) for i in range(len(prizes))], k, k)
        return False
    else:
        picked = list(range(k))
    frame_vars(g, f)["undone"] = not picked
    take_prizes(g, p, picked, BEFORE_HAND, more=True)
    return True


def opponent_agrees(g: Game, f: dict[str, Any], prompt: str, var: str = "yes") -> bool:
    """"Ask your opponent if …": the opponent answers yes or no (``var``)."""
    if "ans" not in f:
        g.ask(1 - f["p"], "agree", prompt, [("Yes", True), ("No", False)])
        return False
    frame_vars(g, f)[var] = f.pop("ans")[0] == 0
    g.event("agreed" if frame_vars(g, f)[var] else "declined", player=1 - f["p"], what=prompt)
    return True


def each_player_takes_prize(g: Game, f: dict[str, Any]) -> bool:
    """"Each player takes a Prize card": the player using the effect first, each picking one
    of their own face-down Prize cards (PTCG:I-D step 4's way of taking them)."""
    st = f.setdefault("st", {"order": [f["p"], 1 - f["p"]]})
    while st["order"]:
        q = st["order"][0]
        prizes = g.pl(q)["prizes"]
        if "ans" in f:
            picked = f.pop("ans")
        elif len(prizes) > 1:
            g.ask(q, "prize", "Take 1 Prize card",
                  [(f"Prize card {i + 1}", i) for i in range(len(prizes))])
            return False
        else:
            picked = list(range(len(prizes)))
        st["order"].pop(0)
        take_prizes(g, q, picked, BEFORE_HAND, more=True)
    f.pop("st")
    return True
