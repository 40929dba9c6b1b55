"""A game's board as HTML, for notebooks (``_repr_html_``): built from a view only, so what
it shows is what the view's reader may see (a spectator's view by default: no hidden card).

Each game lays out its own zones (``tcgsim/pokemon/board_html.py``,
``tcgsim/zero/board_html.py``); the frame around them is shared here: the turn, whose turn
it is, the pending decision (its prompt and options only for the player it is for), the
result, and one block per player. Every text from the view is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from tcgsim.core.text import card_list, game_over, who, whose

#: a cell or a row of a table, as text (escaped when the table is built)
Cell = str | int | None

# one style for the board's tables, scoped to it (notebooks show many outputs on one page)
_STYLE = ("<style>.tcgsim-board table{border-collapse:collapse;margin:2px 0 6px 0}"
          ".tcgsim-board th,.tcgsim-board td{border:1px solid #999;padding:2px 6px;"
          "text-align:left;vertical-align:top}</style>")


def cards(refs: Iterable[Any], none: str = "—") -> str:
    """Card references by name, grouped ("Basic Water Energy ×3, Ultra Ball")."""
    return card_list(refs, none=none)


def table(header: Sequence[str], rows: Sequence[Sequence[Cell]]) -> str:
    """An HTML table, every cell escaped ("—" for None)."""
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape('—' if c is None else str(c))}</td>" for c in row)
        + "</tr>"
        for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def counts(pairs: Iterable[tuple[str, Cell]]) -> str:
    """One line of "name: value" figures (hand, deck, Prize cards…), escaped."""
    return "<div>" + escape(" · ".join(f"{k}: {v}" for k, v in pairs)) + "</div>"


def player_block(view: dict[str, Any], p: int, body: str) -> str:
    """Player ``p``'s block: a heading (marked when it is their turn) and ``body``."""
    mark = " (this turn's player)" if view["current"] == p else ""
    heading = escape(who(p, view["you"]) + mark)
    return f"<div style=\"margin:4px 0\"><b>{heading}</b>{body}</div>"


def status(view: dict[str, Any]) -> str:
    """The turn, the pending decision and the result, in words."""
    you = view["you"]
    lines = [f"Turn {view['turn']}: {whose(view['current'], you)} turn"]
    result = view["result"]
    if result is not None:
        lines.append(game_over(result, you))
    elif view["decision"] is not None:  # only in a view for the player who decides
        d = view["decision"]
        lines.append(f"Your decision: {d['prompt']} (pick {d['min']}–{d['max']} of: "
                     f"{'; '.join(d['options'])})")
    elif view["waiting_for"] is not None:
        lines.append(f"Waiting for {who(view['waiting_for'], you)} to decide")
    return "".join(f"<div>{escape(line)}</div>" for line in lines)


def board(view: dict[str, Any], title: str, players: Sequence[str], extra: str = "") -> str:
    """The whole board: ``title``, the status, ``extra`` (shared zones) and each player's
    block (``players``: HTML built from the view with the helpers above)."""
    seen = "a spectator's view" if view["you"] is None else f"{who(view['you'])}'s view"
    return (f'{_STYLE}<div class="tcgsim-board" style="font-family:sans-serif;font-size:13px">'
            f"<div><b>{escape(title)}</b> ({escape(seen)})</div>"
            f"{status(view)}{extra}{''.join(players)}</div>")
