"""``tcgsim zero-cards …``: the Zero Dimension card pool and deck lists (mounted by tcgsim.cli).

  tcgsim zero-cards list [--series 龙珠] [--keyword RUSH] [--type character] [--json]
  tcgsim zero-cards show BP02-017 [--json]
  tcgsim zero-cards decks [--json]
  tcgsim zero-cards check DECK [--casual]

Problems with a deck list or an unknown card are the user's to fix: one ``error: …``
line (naming the file and line) and exit status 1, not a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from rich.console import Console
from rich.table import Table

from tcgsim.zero.model.carddb import (
    CARD_TYPES,
    COLORS,
    KEYWORD_NAMES,
    SERIES,
    CardDef,
    UnknownCard,
    cards,
)
from tcgsim.zero.model.deck import Deck, DeckError, bundled_deck, bundled_decks, check_deck

zero_cards_app = typer.Typer(
    help="Inspect the Zero Dimension cards and deck lists.", no_args_is_help=True
)


@zero_cards_app.callback()
def _group() -> None:
    """Inspect the Zero Dimension cards (tcgsim/zero/cards) and check deck lists."""


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(1)


def _summary(d: CardDef) -> dict[str, Any]:
    return {
        "id": d.id,
        "name": d.name,
        "series": d.series,
        "type": d.type,
        "color": d.color,
        "cost": d.cost,
        "ccost": d.ccost,
        "keywords": [list(k) for k in d.keywords],
        "gloss": d.gloss,
    }


@zero_cards_app.command("list")
def list_cmd(
    series: Annotated[
        str | None, typer.Option("--series", "-s", help=f"Only this series: {', '.join(SERIES)}.")
    ] = None,
    keyword: Annotated[
        str | None,
        typer.Option(
            "--keyword",
            "-k",
            help="Only cards printing this keyword (an id such as RUSH, or its "
            "Chinese name such as 突袭).",
        ),
    ] = None,
    card_type: Annotated[
        str | None,
        typer.Option("--type", "-t", help=f"Only this category: {', '.join(CARD_TYPES)}."),
    ] = None,
    tokens: Annotated[
        bool, typer.Option("--tokens", help="Include token definitions (代替物) made by effects.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the cards as JSON.")] = False,
) -> None:
    """List cards, filtered by series, keyword and category."""
    if series is not None and series not in SERIES:
        raise _fail(f"unknown series {series!r}; expected one of: {', '.join(SERIES)}")
    if card_type is not None and card_type not in CARD_TYPES:
        raise _fail(f"unknown card type {card_type!r}; expected one of: {', '.join(CARD_TYPES)}")
    kw = None
    if keyword is not None:
        by_name = {v: k for k, v in KEYWORD_NAMES.items()}
        kw = keyword.upper() if keyword.upper() in KEYWORD_NAMES else by_name.get(keyword)
        if kw is None:
            raise _fail(f"unknown keyword {keyword!r}; expected one of: {', '.join(KEYWORD_NAMES)}")
    found = [
        d for d in cards().all(tokens=tokens)
        if (series is None or d.series == series)
        and (card_type is None or d.type == card_type)
        and (kw is None or d.has_keyword(kw))
    ]  # fmt: skip
    if as_json:
        typer.echo(orjson.dumps([_summary(d) for d in found], option=orjson.OPT_INDENT_2).decode())
        return
    t = Table(title=f"Zero Dimension cards ({len(found)})")
    for col in ("id", "name", "series", "type", "color", "cost", "keywords"):
        t.add_column(col)
    for d in found:
        kws = " ".join(KEYWORD_NAMES[k[0]] for k in d.keywords)
        t.add_row(d.id, d.name, d.series, d.type, COLORS[d.color], f"{d.cost}({d.ccost})", kws)
    Console().print(t)


@zero_cards_app.command("show")
def show_cmd(
    card_id: Annotated[str, typer.Argument(help="A card id such as BP02-017.")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the whole definition as JSON.")
    ] = False,
) -> None:
    """Show one card: its values, text, counter effect, structured effects and origin."""
    try:
        d = cards().get(card_id)
    except UnknownCard as e:
        raise _fail(str(e)) from None
    if as_json:
        typer.echo(orjson.dumps(d.to_dict(), option=orjson.OPT_INDENT_2).decode())
        return
    lines = [
        f"{d.id} {d.name}  [{d.series}] {d.type}, {COLORS[d.color]}, cost {d.cost} "
        f"({d.ccost} {COLORS[d.color]})"
    ]
    if d.type == "character":
        lines.append(f"攻 {d.atk}  防 {d.defense}")
    if d.type == "equipment":
        lines.append(f"攻击加成 {d.atk_bonus}  防御加成 {d.def_bonus}")
    if d.speed:
        lines.append("瞬间战术" if d.speed == "instant" else "普通战术")
    if d.chars or d.attrs:
        lines.append(
            "角色名 "
            + " ".join(f"『{c}』" for c in d.chars)
            + "  属性 "
            + " ".join(f"『{a}』" for a in d.attrs)
        )
    if d.text:
        lines.append(d.text)
    if d.counter_text:
        lines.append(f"反击特效：{d.counter_text}")
    if d.gloss:
        lines.append(f"({d.gloss})")
    origin = "written for the project" if d.source == "project" else f"named by {d.source}"
    lines.append(f"source: {origin}")
    if d.project_values:
        lines.append("values chosen by the project: " + ", ".join(d.project_values))
    lines.append(
        f"structured effects: {len(d.effects)}" + (", counter script" if d.counter else "")
    )
    if d.unscripted:
        lines.append(f"not yet in effects: {d.unscripted}")
    typer.echo("\n".join(lines))


@zero_cards_app.command("decks")
def decks_cmd(
    as_json: Annotated[bool, typer.Option("--json", help="Print the decks as JSON.")] = False,
) -> None:
    """List the bundled deck lists with their series, colors and legality."""
    rows = []
    for name in bundled_decks():
        deck = bundled_deck(name)
        colors = dict(deck.count_by(lambda c: c.color))
        rows.append({"name": name, "title": deck.title, "cards": len(deck),
                     "series": sorted(deck.series()), "colors": colors,
                     "problems": check_deck(deck)})  # fmt: skip
    if as_json:
        typer.echo(orjson.dumps(rows, option=orjson.OPT_INDENT_2).decode())
        return
    t = Table(title="Bundled Zero Dimension decks")
    for col in ("name", "title", "cards", "colors", "legal"):
        t.add_column(col)
    for r in rows:
        cols = " ".join(f"{COLORS[c]}{n}" for c, n in r["colors"].items())
        t.add_row(
            r["name"], r["title"], str(r["cards"]), cols, "yes" if not r["problems"] else "no"
        )
    Console().print(t)


@zero_cards_app.command("check")
def check_cmd(
    deck: Annotated[
        str,
        typer.Argument(
            help="A deck list file ('<count> <id> [<name>]' lines) or the name of a bundled deck."
        ),
    ],
    casual: Annotated[
        bool,
        typer.Option(
            "--casual",
            help="Allow cards of several series (the one-series rule is for official "
            "play, ZD:100).",
        ),
    ] = False,
) -> None:
    """Check a deck list against the deck-building rules (ZD:100/327/903)."""
    try:
        d = Deck.from_file(deck) if not _is_bundled(deck) else bundled_deck(deck)
    except DeckError as e:
        raise _fail(str(e)) from None
    except OSError as e:
        raise _fail(f"cannot read {deck}: {e.strerror or e}") from None
    problems = check_deck(d, official=not casual)
    rules = "casual" if casual else "official"
    if problems:
        for p in problems:
            typer.echo(p)
        typer.echo(f"{len(problems)} problem(s): not legal for {rules} play")
        raise typer.Exit(1)
    typer.echo(f"OK: {len(d)} cards, legal for {rules} play")


def _is_bundled(spec: str) -> bool:
    return not Path(spec).exists() and spec.removesuffix(".txt") in bundled_decks()
