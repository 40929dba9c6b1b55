"""``tcgsim cards …``: what the engine can play (mounted by tcgsim.cli as the ``cards`` group)."""

from __future__ import annotations

from typing import Annotated

import orjson
import typer
from rich.console import Console
from rich.table import Table

from tcgsim.pokemon.playable import Coverage, coverage

cards_app = typer.Typer(help="Inspect the Pokémon card pool the engine plays.",
                        no_args_is_help=True)
COVERAGE_FORMATS = ("standard", "expanded", "all")


@cards_app.callback()
def _cards_group() -> None:
    """Inspect the Pokémon card pool the engine plays."""


@cards_app.command("coverage")
def coverage_cmd(
    format: Annotated[str, typer.Option(
        "--format", "-f", help=f"Card pool to count: {', '.join(COVERAGE_FORMATS)}.")] = "standard",
    missing: Annotated[bool, typer.Option(
        "--missing", help="Also list every card that is not playable and the text it lacks.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
) -> None:
    """Count distinct cards (reprints with identical text once) the engine can play.

    A card is playable when every attack, ability and rule text on it is implemented,
    hand-written or compiled from its English text; nothing is guessed.
    """
    if format not in COVERAGE_FORMATS:
        typer.echo(f"error: unknown format {format!r}; expected one of: "
                   f"{', '.join(COVERAGE_FORMATS)}", err=True)
        raise typer.Exit(1)
    cov = coverage(format)
    if as_json:
        typer.echo(orjson.dumps(_as_dict(cov, missing), option=orjson.OPT_INDENT_2).decode())
        return
    console = Console()
    console.print(_table(cov))
    if missing:
        typer.echo(f"\nNot playable ({len(cov.missing)}):")
        for d, parts in cov.missing:
            typer.echo(f"{d.name} ({d.set_code or d.set_id} {d.number})")
            for p in parts:
                typer.echo(f"    {p}")


def _table(cov: Coverage) -> Table:
    t = Table(title=f"Playable distinct cards, {cov.fmt}")
    t.add_column("card type")
    t.add_column("playable", justify="right")
    t.add_column("distinct", justify="right")
    t.add_column("%", justify="right")
    for kind in sorted(cov.total):
        n, k = cov.total[kind], cov.playable[kind]
        t.add_row(kind, str(k), str(n), f"{100 * k / n:.1f}")
    total, ok = sum(cov.total.values()), sum(cov.playable.values())
    t.add_row("all", str(ok), str(total), f"{cov.percent:.1f}", style="bold")
    return t


def _as_dict(cov: Coverage, missing: bool) -> dict[str, object]:
    out: dict[str, object] = {
        "format": cov.fmt,
        "playable": sum(cov.playable.values()),
        "distinct": sum(cov.total.values()),
        "percent": round(cov.percent, 2),
        "by_type": {k: {"playable": cov.playable[k], "distinct": n} for k, n in cov.total.items()},
    }
    if missing:
        out["missing"] = [{"card": d.id, "name": d.name, "lacks": parts} for d, parts in cov.missing]
    return out
