"""Per-card figures of a game, read from its event log: which cards each player played, and
which attacker took the Prize cards (Zero Dimension: the life cards) each player took.

Read in the simulation worker that played the game (``simulate(..., card_stats=True)``), so
only the small counts travel back, locally or from Ray; games played without it pay nothing.
Cards are named as the events name them (the card's name; all copies of a card together).

"Played" counts what a player put into play or used from the hand as a turn's action:
Pokémon: Trainer cards played, Basic Pokémon put onto the Bench (PTCG:I-A-04), evolutions
(the card evolved into), Energy (PTCG:I-C) and Pokémon Tools (PTCG:I-B-02) attached from the
hand; Zero Dimension: cards used (ZD:623). Cards put out during setup are not counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

#: credited with the Prizes (life cards) taken without an attack (Poison, an Ability, …)
NO_ATTACK = "(no attack)"

#: Pokémon events that mean "a card was played": event type -> (clauses or None for any,
#: the field that names the card)
POKEMON_PLAYED: dict[str, tuple[tuple[str, ...] | None, str]] = {
    "play_trainer": (None, "card"),
    "bench": (("PTCG:I-A-04",), "pokemon"),
    "evolve": (None, "into"),
    "attach": (("PTCG:I-C", "PTCG:I-B-02"), "card"),
}


def _name(x: Any) -> str:
    """A card as an event names it: a name, or (Zero Dimension) a dict with its name."""
    return str(x["name"]) if isinstance(x, dict) else str(x)


def pokemon_counts(log: Iterable[dict[str, Any]]) -> list[dict[str, Counter[str]]]:
    """Per seat: ``played`` (card name -> times) and ``prizes`` (attacker name -> Prize cards
    its player took). An attack's attacker is credited until the turn ends (PTCG:I-D: the
    attacking player takes the Prizes for the Knock Outs the attack caused)."""
    seats: list[dict[str, Counter[str]]] = [{"played": Counter(), "prizes": Counter()}
                                            for _ in (0, 1)]
    attacker: dict[int, str] = {}
    for e in log:
        t = e["type"]
        if t in POKEMON_PLAYED:
            clauses, field = POKEMON_PLAYED[t]
            if clauses is None or e.get("clause") in clauses:
                seats[e["player"]]["played"][_name(e[field])] += 1
        elif t == "attack":
            attacker[e["player"]] = _name(e["pokemon"])
        elif t == "turn_end":
            attacker.clear()
        elif t == "prizes_taken":
            seats[e["player"]]["prizes"][attacker.get(e["player"], NO_ATTACK)] += e["n"]
    return seats


def zero_counts(log: Iterable[dict[str, Any]]) -> list[dict[str, Counter[str]]]:
    """Per seat: ``played`` (cards used, ZD:623) and ``prizes`` (attacker name -> the
    opponent's life cards flipped (ZD:324) by the damage of its direct hits, ZD:504-505)."""
    seats: list[dict[str, Counter[str]]] = [{"played": Counter(), "prizes": Counter()}
                                            for _ in (0, 1)]
    attacker: dict[int, str] = {}
    hit_by: dict[int, str] = {}  # player whose life cards are being flipped -> credited card
    for e in log:
        t = e["type"]
        if t == "use":
            seats[e["player"]]["played"][_name(e["card"])] += 1
        elif t == "direct_hit":
            attacker[e["player"]] = _name(e["card"])
        elif t == "combat_end":
            attacker.clear()
        elif t == "life_damage":
            p = e["player"]
            hit_by[p] = attacker.get(1 - p, NO_ATTACK) if e.get("battle") else NO_ATTACK
        elif t == "life_flip":
            p = e["player"]
            seats[1 - p]["prizes"][hit_by.get(p, NO_ATTACK)] += 1
    return seats


COUNTERS = {"pokemon": pokemon_counts, "zero": zero_counts}


def game_counts(game: str, log: Iterable[dict[str, Any]]) -> tuple[dict[str, dict[str, int]], ...]:
    """Both seats' counts of one game as plain dicts (what a worker sends back)."""
    return tuple({k: dict(c) for k, c in seat.items()} for seat in COUNTERS[game](log))


def card_report(per_deck_games: dict[str, list[dict[str, dict[str, int]]]]) -> dict[str, Any]:
    """Deck -> ``played`` and ``prizes_by_attacker``: card -> total and per game, the most
    first, over that deck's games (each game's counts for the seat the deck sat in)."""
    out: dict[str, Any] = {}
    for deck, games in per_deck_games.items():
        n = len(games)
        entry: dict[str, Any] = {"games": n}
        for key, label in (("played", "played"), ("prizes", "prizes_by_attacker")):
            total: Counter[str] = Counter()
            for g in games:
                total.update(g[key])
            entry[label] = {name: {"total": k, "per_game": k / n if n else 0.0}
                            for name, k in sorted(total.items(), key=lambda x: (-x[1], x[0]))}
        out[deck] = entry
    return out


#: what each game's attackers take, in a report's words
TAKEN = {"pokemon": "Prize cards", "zero": "life cards"}


def format_cards(report: dict[str, Any], game: str = "pokemon", top: int = 8) -> list[str]:
    """The most played cards and the attackers that took the most Prizes, per deck."""
    lines = []
    for deck, entry in report.items():
        played = ", ".join(f"{name} {v['per_game']:.1f}"
                           for name, v in list(entry["played"].items())[:top])
        prizes = ", ".join(f"{name} {v['total']} ({v['per_game']:.2f}/game)"
                           for name, v in list(entry["prizes_by_attacker"].items())[:top])
        lines.append(f"cards of {deck}, played per game: {played or 'none'}")
        lines.append(f"  {TAKEN.get(game, 'Prize cards')} taken by attacker: {prizes or 'none'}")
    return lines
