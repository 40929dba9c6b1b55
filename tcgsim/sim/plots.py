"""PNG charts of simulation results: a match's win rates with their 95% intervals, how its
games ended and their lengths; a tournament's win-rate heat map with intervals and standings.

Each chart is drawn from data a plain function computes (``win_rate_bars``, ``end_bars``,
``heatmap_labels``), so what a chart shows is tested as data, not as pixels. Colours are
readable with colour-blind vision: the heat map uses cividis (blue to yellow, even in
lightness), bars a single hue with black interval whiskers.

Figures are drawn with matplotlib's object API on the Agg canvas (no pyplot, no
display, no global backend switch), so they work on servers and inside workers.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from tcgsim.core.extras import require


def _figure(width: float, height: float) -> Any:
    require("plot", "drawing charts")
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _save(fig: Any, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120, bbox_inches="tight")  # long deck names must not be cut off
    return path


def plot_lengths(summary: dict[str, Any], path: Path) -> Path:
    """Histograms of game length in turns and in decisions, from a ``summarize`` dict."""
    fig = _figure(10, 4)
    axes = fig.subplots(1, 2)
    for ax, key, label in zip(axes, ("turns", "decisions"), ("turns", "decisions"), strict=True):
        d = summary["length"][key]
        bins = d["histogram"]
        ax.bar([low for low, _, _ in bins], [count for _, _, count in bins],
               width=[high - low + 1 for low, high, _ in bins], align="edge",
               color="#4c72b0", edgecolor="white")
        if d["median"] is not None:
            ax.axvline(d["median"], color="#dd8452", linestyle="--", label=f"median {d['median']:g}")
            ax.axvline(d["p90"], color="#c44e52", linestyle=":", label=f"90th percentile {d['p90']}")
            ax.legend()
        ax.set_xlabel(f"game length ({label})")
        ax.set_ylabel("games")
    first = summary["first_player_win_rate"]
    fig.suptitle(f"{summary['deck_a']} vs {summary['deck_b']}: {summary['games']} games; "
                 f"first player wins {100 * (first['rate'] or 0):.1f}%")
    return _save(fig, path)


BAR = "#3b6ea8"  # one hue for every bar chart: no meaning carried by colour alone


def win_rate_bars(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """The win rates a match's chart shows (label, rate, 95% interval, games), those with no
    games left out: A's overall, going first and going second, the first player's, A's
    best-of-3 match win rate."""
    rows = [("A overall", summary["win_rate_a"], "games"),
            ("A going first", summary["win_rate_a_going_first"], "games"),
            ("A going second", summary["win_rate_a_going_second"], "games"),
            ("first player", summary["first_player_win_rate"], "games"),
            ("A, best-of-3 matches", summary["match_bo3"]["win_rate_a"], "matches")]
    return [{"label": label, "rate": r["rate"], "ci95": r["ci95"], "n": r["games"], "of": of}
            for label, r, of in rows if r["games"]]


def plot_win_rates(summary: dict[str, Any], path: Path) -> Path:
    """Horizontal bars of :func:`win_rate_bars` with 95% interval whiskers and a 50% line."""
    bars = win_rate_bars(summary)
    fig = _figure(8, 1.0 + 0.55 * len(bars))
    ax = fig.subplots()
    y = list(range(len(bars)))[::-1]
    rates = [100 * b["rate"] for b in bars]
    err = [[100 * (b["rate"] - b["ci95"][0]) for b in bars],
           [100 * (b["ci95"][1] - b["rate"]) for b in bars]]
    ax.barh(y, rates, xerr=err, color=BAR, ecolor="black", capsize=4)
    ax.set_yticks(y, labels=[f"{b['label']} ({b['n']} {b['of']})" for b in bars])
    for yi, b in zip(y, bars, strict=True):
        text = f"{100 * b['rate']:.1f}%  [{100 * b['ci95'][0]:.0f}–{100 * b['ci95'][1]:.0f}]"
        if b["rate"] >= 0.25:  # inside a bar long enough to hold it
            ax.text(1, yi, text, va="center", color="white", fontsize=8)
        else:  # past the whisker
            ax.text(100 * b["ci95"][1] + 1, yi, text, va="center", color="black", fontsize=8)
    ax.axvline(50, color="black", linestyle=":", linewidth=1)
    ax.set_xlim(0, 100)
    ax.set_xlabel("win rate (%), draws count half; whiskers: 95% interval")
    ax.set_title(f"{summary['deck_a']} (A) vs {summary['deck_b']} (B), {summary['games']} games",
                 fontsize=10)
    return _save(fig, path)


def end_bars(ends: dict[str, dict[str, Any]]) -> list[tuple[str, int, float]]:
    """(kind of end, games, share) as the end-reasons chart shows them, the most first."""
    return [(kind, e["games"], e["share"]) for kind, e in ends.items()]


def plot_end_reasons(ends: dict[str, dict[str, Any]], path: Path, title: str = "") -> Path:
    """How games ended (``end_report``): one bar per kind, labelled with games and share."""
    bars = end_bars(ends)
    fig = _figure(7, 1.0 + 0.5 * max(1, len(bars)))
    ax = fig.subplots()
    y = list(range(len(bars)))[::-1]
    ax.barh(y, [100 * share for _, _, share in bars], color=BAR)
    ax.set_yticks(y, labels=[kind for kind, _, _ in bars])
    for yi, (_, games, share) in zip(y, bars, strict=True):
        ax.text(100 * share + 1, yi, f"{games} ({100 * share:.1f}%)", va="center", fontsize=8)
    ax.set_xlim(0, 115)
    ax.set_xlabel("share of games (%)")
    ax.set_title(title or "how games ended", fontsize=10)
    return _save(fig, path)


def heatmap_labels(matrix: list[list[float | None]],
                   ci95: list[list[list[float] | None]] | None = None) -> list[list[str]]:
    """Each cell's text: the row deck's win rate (%) and, given, its 95% interval below it;
    "" where the decks did not play."""
    out = []
    for i, row in enumerate(matrix):
        cells = []
        for j, v in enumerate(row):
            ci = ci95[i][j] if ci95 is not None else None
            text = "" if v is None else f"{100 * v:.0f}"
            if v is not None and ci is not None:
                text += f"\n{100 * ci[0]:.0f}–{100 * ci[1]:.0f}"
            cells.append(text)
        out.append(cells)
    return out


def plot_heatmap(names: list[str], matrix: list[list[float | None]], games: int, path: Path,
                 title: str = "", ci95: list[list[list[float] | None]] | None = None,
                 standings: list[dict[str, Any]] | None = None) -> Path:
    """Win rate of each row deck against each column deck on the cividis scale (colour-blind
    safe), cells annotated with :func:`heatmap_labels`; cells without games (the diagonal
    unless mirrors were played) left blank. With ``standings`` (``TournamentResult.standings``)
    a second panel ranks the decks with their 95% intervals.
    """
    k = len(names)
    side = max(4.0, 0.8 * k + 2)
    # columns by number (their names are the rows'), standings under the grid: long deck
    # names then take one line each, not both axes of a squashed grid
    fig = _figure(side + 5, side + (0.45 * k + 1.5 if standings else 0))
    if standings:
        ax, ranks = fig.subplots(2, 1, height_ratios=[side, 0.45 * k + 1.5])
    else:
        ax, ranks = fig.subplots(), None
    values = [[math.nan if v is None else v for v in row] for row in matrix]
    image = ax.imshow(values, cmap="cividis", vmin=0.0, vmax=1.0)
    ax.set_xticks(range(k), labels=[str(n) for n in range(1, k + 1)])
    ax.set_yticks(range(k), labels=[f"{name}  {n}" for n, name in enumerate(names, 1)])
    ax.set_xlabel("opponent (by number)")
    ax.set_ylabel("deck")
    if k <= 25:  # past that the numbers no longer fit in their cells
        for i, row in enumerate(heatmap_labels(matrix, ci95)):
            for j, text in enumerate(row):
                if text:
                    v = matrix[i][j] or 0.0
                    # cividis is dark below the middle: light text there, dark above
                    ax.text(j, i, text, ha="center", va="center", fontsize=8,
                            color="white" if v < 0.5 else "black")
    fig.colorbar(image, ax=ax, label="win rate of the row deck", shrink=0.8)
    fig.suptitle(title or f"win rates, {games} games per pair", fontsize=10)
    if ranks is not None and standings:
        y = list(range(len(standings)))[::-1]
        rates = [100 * (r["rate"] or 0.0) for r in standings]
        err = [[rate - 100 * r["ci95"][0] for rate, r in zip(rates, standings, strict=True)],
               [100 * r["ci95"][1] - rate for rate, r in zip(rates, standings, strict=True)]]
        ranks.barh(y, rates, xerr=err, color=BAR, ecolor="black", capsize=3)
        ranks.set_yticks(y, labels=[f"{n}. {r['deck']}" for n, r in enumerate(standings, 1)])
        ranks.axvline(50, color="black", linestyle=":", linewidth=1)
        ranks.set_xlim(0, 100)
        ranks.set_xlabel("win rate (%) over all its games, whiskers: 95% interval")
        ranks.set_title("standings", fontsize=10)
    return _save(fig, path)


def write_match_plots(summary: dict[str, Any], outdir: Path) -> dict[str, Path]:
    """A match's charts in ``outdir``: win_rates.png, end_reasons.png and lengths.png."""
    return {
        "win_rates": plot_win_rates(summary, outdir / "win_rates.png"),
        "end_reasons": plot_end_reasons(
            summary["end_reasons"], outdir / "end_reasons.png",
            f"how {summary['games']} games of {summary['deck_a']} vs {summary['deck_b']} ended"),
        "lengths": plot_lengths(summary, outdir / "lengths.png"),
    }
