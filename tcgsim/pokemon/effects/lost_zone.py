"""The Lost Zone (state zone "lost"): cards put there stay out of the game, face up, for good;
effects count them ("If you have 4 or more cards in the Lost Zone, …")."""

from __future__ import annotations

from tcgsim.pokemon.game import Game


def lost_zone_count(g: Game, p: int) -> int:
    return len(g.pl(p)["lost"])


def lost_zone_at_least(n: int):  # type: ignore[no-untyped-def]
    """A check "(game, player) -> bool": the player has n or more cards in the Lost Zone."""

    def check(g: Game, p: int) -> bool:
        return lost_zone_count(g, p) >= n

    return check
