"""Effects on a player that forbid their Pokémon to attack or retreat while a condition holds
(PTCG:II-C-14, II-C-15, II-C-19): "During your opponent's next turn, Pokémon that have 2 or
less Energy attached can't attack" (Walrein), "their Poisoned Pokémon can't retreat" (Roxie's
Performance). On the player, not on a Pokémon: Pokémon that come into play, or that meet the
condition later, are held too.
"""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.durations import player_effects
from tcgsim.pokemon.model.state import Slot


def _holds(fx: dict[str, object], slot: Slot) -> bool:
    if "max_energy" in fx:
        return len(slot["energy"]) <= fx["max_energy"]  # type: ignore[operator]
    return fx.get("condition") == "poisoned" and bool(slot["psn"])


def player_locked(g: Game, slot: Slot, kind: str) -> bool:
    """Whether an effect of ``kind`` ("cant_attack_if", "cant_retreat_if") on the Pokémon's
    owner holds it now."""
    if not g.s.get("pfx"):
        return False
    p = g.slot_owner(slot["id"])
    return any(_holds(fx, slot) for fx in player_effects(g.s, p, kind))


def trainer_fails(g: Game, f: dict[str, object], p: int, c: int) -> bool:
    """"During your opponent's next turn, whenever they try to use a Trainer card from their
    hand, they flip a coin. If tails, your opponent discards that Trainer card instead of using
    it" (Seismitoad's Quaking Fist): asked once as player p starts to play Trainer card ``c``
    (frame ``f``), before anything of the card is done. Tails: the card goes from the hand to
    the discard pile and nothing else happens (True)."""
    if f.get("flipped") or not g.s.get("pfx") or not player_effects(g.s, p, "trainer_flip"):
        return False
    f["flipped"] = True
    heads = g.rng.coin()
    g.event("coin", result="heads" if heads else "tails", why="Trainer card may be discarded")
    if heads:
        return False
    g.discard_cards(p, [c], g.pl(p)["hand"], why="tails: discarded instead of used")
    return True
