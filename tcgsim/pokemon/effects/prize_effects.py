"""Effects on Prize cards taken: "If your opponent's Pokémon is Knocked Out by damage from this
attack, take 1 more Prize card" (read by the Knock Out procedure, PTCG:I-D step 3)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import op
from tcgsim.pokemon.game import Game


@op
def more_prizes_if_knocked_out(g: Game, f: dict[str, Any], n: int) -> bool:
    """Step 5 marks the Defending Pokémon this attack damaged at step 4; the mark lasts this
    turn, so only the Knock Out check of this attack (step 7) finds it."""
    attack_frame = g.s["stack"][f["vi"]]
    for sid in attack_frame.get("damaged", []):
        slot = g.slot(sid)
        slot["fx"].append({"kind": "extra_prize", "n": n, "until": g.turn,
                           "label": f"{n} more Prize card if Knocked Out by this attack"})
    return True
