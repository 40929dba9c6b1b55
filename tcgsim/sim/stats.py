"""Statistics for simulation results: win rates with Wilson 95% intervals, game lengths, speeds.

Draws count as half a win in every win rate reported here (the usual chess-style
score), and are also reported separately as a count, so nothing is hidden.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tcgsim.core.unplayable import report as unplayable_report
from tcgsim.sim.card_stats import card_report, format_cards
from tcgsim.sim.matches import match_counts

if TYPE_CHECKING:
    from tcgsim.sim.runner import SimResult

Z95 = 1.959963984540054  # two-sided 95% normal quantile

#: How a game that ended by a deck-out says so, in each game's words (Pokémon: "opponent
#: could not draw at the start of their turn"; Zero Dimension: "… must draw from an empty deck")
DECK_OUT_REASONS = ("could not draw", "draw from an empty deck")
#: Above this share of games ended by deck-outs, a report warns: real games end by Prizes
#: (or life), and agents that deck themselves out say little about the decks
DECK_OUT_WARN_SHARE = 0.25


#: how ``--first`` reads in a report
FIRST_LABELS = {"coin": "the game's coin flip", "a": "deck A always",
                "b": "deck B always", "alternate": "A and B in turn", "random": "drawn at random"}


def is_deck_out(reason: str) -> bool:
    return any(r in reason for r in DECK_OUT_REASONS)


#: How games end, by kind, each with the words of the games' reasons that say so (both games'
#: engines; Zero Dimension's name the losing player first). First match wins: a deck-out of
#: both players is a deck-out. Neither engine has a turn limit: a game that does not end is
#: an error (GameTooLong), never a result.
END_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("prizes", ("took all Prize cards",)),
    ("no Pokémon", ("has no Pokémon in play",)),
    ("deck-out", DECK_OUT_REASONS),
    ("no life", ("no life card left",)),
    ("both at once", ("met a win condition at once",)),
    ("card text", ("a card's text decided",)),
    ("concession", ("conceded",)),
    ("endless loop", ("infinite loop",)),
)


def end_kind(reason: str) -> str:
    """The kind of end (:data:`END_KINDS`) a game's reason names; "other" for none."""
    return next((kind for kind, words in END_KINDS if any(w in reason for w in words)), "other")


def end_report(reasons: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Games and share of games per kind of end, the most frequent first."""
    n = len(reasons)
    counts = Counter(end_kind(r) for r in reasons).most_common()
    return {kind: {"games": k, "share": k / n} for kind, k in counts}


def format_ends(ends: dict[str, dict[str, Any]]) -> str:
    """"how games ended: prizes 80 (80.0%); deck-out 20 (20.0%)"."""
    return "how games ended: " + "; ".join(
        f"{kind} {e['games']} ({100 * e['share']:.1f}%)" for kind, e in ends.items())


def deck_out_report(reasons: Sequence[str]) -> dict[str, Any]:
    """``deck_outs`` (games ended by a deck-out), their share, and ``warnings``: one line
    when the share is above :data:`DECK_OUT_WARN_SHARE`, else none."""
    n = len(reasons)
    outs = sum(1 for r in reasons if is_deck_out(r))
    share = outs / n if n else 0.0
    warnings = []
    if share > DECK_OUT_WARN_SHARE:
        warnings.append(
            f"WARNING: {outs} of {n} games ({100 * share:.0f}%) ended by a deck-out: "
            "these results may not reflect real play"
        )
    return {"deck_outs": outs, "deck_out_share": share, "warnings": warnings}


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion; (0, 1) when there is no data.

    Wilson rather than the normal approximation because it stays inside [0, 1] and
    is honest near 0% and 100%, which lopsided match-ups produce. ``successes`` may
    be fractional (draws as half wins).
    """
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if p <= 0 else max(0.0, centre - half)
    hi = 1.0 if p >= 1 else min(1.0, centre + half)
    return lo, hi


def rate(score: float, n: int) -> dict[str, Any]:
    """A win rate as data: score (wins + draws/2), games, rate and its 95% interval."""
    lo, hi = wilson_interval(score, n)
    return {"score": score, "games": n, "rate": score / n if n else None, "ci95": [lo, hi]}


def distribution(values: Sequence[int], bins: int = 10) -> dict[str, Any]:
    """Min, median, mean, 90th percentile and max of ``values``, and a histogram.

    The percentile is the nearest-rank one (a value that occurred), and histogram
    bins are whole numbers wide, so both read naturally for turns and decisions.
    ``histogram`` is a list of ``[low, high, count]`` with ``high`` inclusive.
    """
    if not values:
        return {"min": None, "median": None, "mean": None, "p90": None, "max": None,
                "histogram": []}
    ordered = sorted(values)
    lo, hi = ordered[0], ordered[-1]
    width = max(1, math.ceil((hi - lo + 1) / bins))
    counts = Counter((v - lo) // width for v in ordered)
    return {
        "min": lo,
        "median": statistics.median(ordered),
        "mean": statistics.fmean(ordered),
        "p90": ordered[math.ceil(0.9 * len(ordered)) - 1],
        "max": hi,
        "histogram": [[lo + k * width, lo + (k + 1) * width - 1, counts.get(k, 0)]
                      for k in range((hi - lo) // width + 1)],
    }


def format_distribution(title: str, d: dict[str, Any], bar_width: int = 30) -> list[str]:
    """A distribution as text: its figures on one line, then one bar per histogram bin."""
    if d["min"] is None:
        return [f"{title}: no games"]
    lines = [f"{title}: min {d['min']}  median {d['median']:g}  mean {d['mean']:.1f}  "
             f"p90 {d['p90']}  max {d['max']}"]
    top = max(count for _, _, count in d["histogram"])
    label_width = len(str(d["histogram"][-1][1]))
    for low, high, count in d["histogram"]:
        label = f"{low}" if low == high else f"{low}-{high}"
        bar = "█" * round(bar_width * count / top) if top else ""
        lines.append(f"  {label:>{2 * label_width + 1}} │{bar} {count}")
    return lines


def summarize(result: SimResult) -> dict[str, Any]:
    """Everything ``tcgsim simulate`` reports, as JSON-able data."""
    games = result.games
    n = len(games)
    wins_a, wins_b, draws = result.wins_a, result.wins_b, result.draws

    def score_a(sel: list[Any]) -> float:
        return sum(1.0 if g.winner_deck == "A" else 0.5 if g.winner_deck is None else 0.0
                   for g in sel)

    a_first = [g for g in games if g.a_first]
    a_second = [g for g in games if not g.a_first]
    first_score = sum(
        0.5 if g.record.winner is None else float(g.record.winner == g.record.first) for g in games
    )
    turns = sum(g.record.turns for g in games)
    decisions = sum(g.record.decisions for g in games)
    secs = result.seconds
    return {
        "game": result.game,
        "deck_a": result.deck_a,
        "deck_b": result.deck_b,
        "agent_a": result.agent_a,
        "agent_b": result.agent_b,
        "seed": result.seed,
        "first": result.first,
        "games": n,
        "wins_a": wins_a,
        "wins_b": wins_b,
        "draws": draws,
        "draws_count_as": "half a win",
        "win_rate_a": rate(score_a(games), n),
        "win_rate_a_going_first": rate(score_a(a_first), len(a_first)),
        "win_rate_a_going_second": rate(score_a(a_second), len(a_second)),
        "first_player_win_rate": rate(first_score, n),
        # best of 3, as the Kaggle competition scores a pairing (tcgsim.sim.matches)
        "match_bo3": match_summary([g.winner_deck for g in games]),
        "avg_turns": turns / n if n else None,
        "avg_decisions": decisions / n if n else None,
        "length": {
            "turns": distribution([g.record.turns for g in games]),
            "decisions": distribution([g.record.decisions for g in games]),
        },
        "end_reasons": end_report([g.record.reason for g in games]),
        "reasons": dict(Counter(g.record.reason for g in games).most_common()),
        "seconds": secs,
        "workers": result.workers,
        "backend": result.backend,
        "games_per_s": n / secs if secs > 0 else None,
        "decisions_per_s": decisions / secs if secs > 0 else None,
        **with_warnings(unplayable_report(result.unplayable),
                        deck_out_report([g.record.reason for g in games])),
        **({"cards": deck_cards(games)} if games and games[0].record.cards is not None else {}),
    }


def deck_cards(games: Sequence[Any]) -> dict[str, Any]:
    """Per-card figures of decks A and B (:func:`tcgsim.sim.card_stats.card_report`), each
    game's counts taken from the seat the deck sat in."""
    return card_report({
        "A": [g.record.cards[g.a_seat] for g in games],
        "B": [g.record.cards[1 - g.a_seat] for g in games],
    })


def match_summary(winners: Sequence[str | None]) -> dict[str, Any]:
    """Best-of-3 matches of the games in order (:mod:`tcgsim.sim.matches`), with A's match
    win rate (a drawn match counts half) and its interval."""
    m = match_counts(winners)
    return m | {"win_rate_a": rate(m["wins_a"] + m["draws"] / 2, m["matches"])}


def with_warnings(*parts: dict[str, Any]) -> dict[str, Any]:
    """Report parts merged, their ``warnings`` lists joined (none is lost to another)."""
    out: dict[str, Any] = {}
    for part in parts:
        out.update({k: v for k, v in part.items() if k != "warnings"})
    out["warnings"] = [w for part in parts for w in part.get("warnings", ())]
    return out


def format_rate(r: dict[str, Any]) -> str:
    """"54.0% (95% CI 50.9–57.1%, 1000 games)"."""
    if not r["games"]:
        return "n/a (0 games)"
    lo, hi = r["ci95"]
    return f"{100 * r['rate']:.1f}% (95% CI {100 * lo:.1f}–{100 * hi:.1f}%, {r['games']} games)"


def format_matches(m: dict[str, Any]) -> str:
    """"match win rate of A (best of 3): 60.0% (95% CI …, 10 matches)"."""
    if not m["matches"]:
        return f"match win rate of A (best of {m['best_of']}): n/a (fewer than {m['best_of']} games)"
    r = format_rate(m["win_rate_a"]).replace(" games)", " matches)")
    return (f"match win rate of A (best of {m['best_of']}, draws count half): {r}   "
            f"matches won A: {m['wins_a']}  B: {m['wins_b']}  drawn: {m['draws']}")


def format_summary(s: dict[str, Any]) -> str:
    """The human-readable report of :func:`summarize`."""
    lines = [
        *s.get("warnings", ()),  # first, where they cannot be missed
        f"A: {s['deck_a']} ({s['agent_a']})   B: {s['deck_b']} ({s['agent_b']})   "
        f"games: {s['games']}   seed: {s['seed']}   who goes first: {FIRST_LABELS[s['first']]}",
        f"wins A: {s['wins_a']}   wins B: {s['wins_b']}   draws: {s['draws']}",
        f"win rate of A (draws count half): {format_rate(s['win_rate_a'])}",
        f"  A going first:  {format_rate(s['win_rate_a_going_first'])}",
        f"  A going second: {format_rate(s['win_rate_a_going_second'])}",
        f"first-player win rate: {format_rate(s['first_player_win_rate'])}",
        format_matches(s["match_bo3"]),
        f"average turns: {s['avg_turns']:.1f}   average decisions: {s['avg_decisions']:.1f}",
        format_ends(s["end_reasons"]),
        "  in the games' words: " + "; ".join(f"{k}: {v}" for k, v in s["reasons"].items()),
        *format_distribution("game length in turns", s["length"]["turns"]),
        *format_distribution("game length in decisions", s["length"]["decisions"]),
        *(format_cards(s["cards"], s["game"]) if "cards" in s else ()),
        f"speed: {s['games_per_s']:.1f} games/s, {s['decisions_per_s']:.0f} decisions/s "
        f"({s['seconds']:.2f} s, {s['workers']} worker(s), {s['backend']})",
    ]
    return "\n".join(lines)
