"""PNG charts of simulation results: a match's game lengths, a tournament's win-rate heat map.

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


def plot_heatmap(names: list[str], matrix: list[list[float | None]], games: int, path: Path,
                 title: str = "") -> Path:
    """Win rate of each row deck against each column deck, as a red-to-green grid.

    Cells are annotated with the percentage; cells without games (the diagonal
    unless mirrors were played) are left blank.
    """
    k = len(names)
    side = max(4.0, 0.6 * k + 3)
    fig = _figure(side + 1.5, side)
    ax = fig.subplots()
    values = [[math.nan if v is None else v for v in row] for row in matrix]
    image = ax.imshow(values, cmap="RdYlGn", vmin=0.0, vmax=1.0)
    ax.set_xticks(range(k), labels=names, rotation=45, ha="right", rotation_mode="anchor")
    ax.set_yticks(range(k), labels=names)
    ax.set_xlabel("opponent")
    ax.set_ylabel("deck")
    if k <= 25:  # past that the numbers no longer fit in their cells
        for i, row in enumerate(matrix):
            for j, v in enumerate(row):
                if v is not None:
                    ax.text(j, i, f"{100 * v:.0f}", ha="center", va="center", fontsize=8,
                            color="black")
    fig.colorbar(image, ax=ax, label="win rate of the row deck", shrink=0.8)
    ax.set_title(title or f"win rates, {games} games per pair", fontsize=10)
    return _save(fig, path)
