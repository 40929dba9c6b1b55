"""Deck input that cannot stall anything (both games).

A deck list is input from anyone: a count larger than a deck, a count of thousands of
digits, a list of megabytes are refused as the list is read, with a DeckError that names
the line and what was expected; the construction checks add counts and never go through
a list card by card; the commands that read lists answer such a list with one error line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tcgsim import pokemon, zero
from tcgsim.cli import app
from tcgsim.core.decklist import MAX_LINES, MAX_TEXT_CHARS, DeckEntry, DeckError
from tests.helpers import time_limit

#: The count of the line that hung ``tcgsim deck check`` (it looped once per card).
HUGE = "999999999999"


@dataclass(frozen=True)
class GameDecks:
    name: str
    module: object  # the game's package: Deck, check_deck
    head: str  # a first card line
    line: str  # a card line, "{}" where its count goes
    size: int  # the deck size

    def text(self, count: str) -> str:
        return f"{self.head}\n{self.line.format(count)}\n"


GAMES = [
    GameDecks("pokemon", pokemon, "4 Snover MEG 35", "{} Basic Water Energy SVE 3", 60),
    GameDecks("zero", zero, "4 TS01-004", "{} BP02-001 少年悟空", 50),
]
each_game = pytest.mark.parametrize("g", GAMES, ids=[g.name for g in GAMES])


@each_game
def test_a_deck_sized_count_is_read(g: GameDecks) -> None:
    deck = g.module.Deck.parse(g.text(str(g.size)))
    assert len(deck) == 4 + g.size
    assert g.module.Deck.parse(g.text("0003")).entries[1].count == 3


@each_game
@pytest.mark.parametrize(
    "count", ["size+1", HUGE, "9" * 5000], ids=["size+1", "12 digits", "5000 digits"]
)
def test_a_count_larger_than_a_deck_is_refused_naming_the_line(g: GameDecks, count: str) -> None:
    count = str(g.size + 1) if count == "size+1" else count
    with time_limit(5), pytest.raises(DeckError) as e:
        g.module.Deck.parse(g.text(count), source="list.txt")
    assert e.value.line_no == 2
    message = str(e.value)
    assert message.startswith("list.txt line 2: ")
    assert f"more than a whole deck ({g.size} cards)" in message
    assert f"expected a count from 1 to {g.size}" in message
    assert len(message) < 300  # a 5,000-digit count is quoted cut short, not echoed whole


@each_game
@pytest.mark.parametrize("count", ["0", "-3", "-999999999999"])
def test_a_zero_or_negative_count_is_refused(g: GameDecks, count: str) -> None:
    with pytest.raises(DeckError) as e:
        g.module.Deck.parse(g.text(count))
    assert e.value.line_no == 2
    assert f"the card count must be at least 1; expected a count from 1 to {g.size}" in str(e.value)


@each_game
@pytest.mark.parametrize(
    "padding, words",
    [
        (" " * (MAX_TEXT_CHARS + 1), f"a deck list has at most {MAX_TEXT_CHARS:,}"),
        ("\n" * MAX_LINES, f"a deck list has at most {MAX_LINES}"),
    ],
    ids=["characters", "lines"],
)
def test_a_text_longer_than_any_deck_list_is_refused(
    g: GameDecks, padding: str, words: str
) -> None:
    with pytest.raises(DeckError) as e:
        g.module.Deck.parse(g.text("4") + padding, source="pasted")
    assert e.value.line_no == 0 and str(e.value).startswith("pasted: ") and words in str(e.value)


@each_game
def test_a_file_longer_than_any_deck_list_is_refused_before_it_is_read(
    g: GameDecks, tmp_path: Path
) -> None:
    path = tmp_path / "big.txt"
    path.write_text(g.text("4") + " " * (4 * MAX_TEXT_CHARS))
    with pytest.raises(DeckError) as e:
        g.module.Deck.from_file(path)
    assert str(e.value).startswith(f"{path}: the file is over ")


def test_a_total_of_thousands_of_digits_is_a_deck_error() -> None:
    text = "4 Snover MEG 35\nTotal Cards: " + "1" * 5000 + "\n"
    with pytest.raises(DeckError) as e:
        pokemon.Deck.parse(text)
    assert (
        e.value.line_no == 2
        and "Total Cards says 1111111111111111111… but the card lines" in str(e.value)
    )


# -- the checks add counts -------------------------------------------------------------------------
@each_game
def test_checks_add_counts_and_never_go_card_by_card(g: GameDecks) -> None:
    """A list built in code can hold any count: the checks must still answer at once."""
    legal = g.module.Deck.parse(g.text("4"))
    huge = 10**15
    deck = g.module.Deck([*legal.entries[:1], DeckEntry(huge, legal.entries[1].card)])
    with time_limit(5):
        problems = g.module.check_deck(deck)
    assert any(f"the deck has {huge + 4} cards" in p for p in problems)
    with time_limit(5), pytest.raises(DeckError, match=f"a game takes a deck of {g.size}"):
        deck.card_ids()


def test_the_copy_limit_adds_the_lines_of_one_card() -> None:
    """Zero Dimension's four-copy rule counts lines, not cards (as Pokémon's always did)."""
    deck = zero.Deck.parse("3 BP02-001\n2 BP02-001\n")
    assert any(p.startswith("5 copies of 少年悟空") for p in zero.check_deck(deck))
    assert deck.series() == {deck.entries[0].card.series: 5}


# -- the commands ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "command, g",
    [
        (["deck", "check", "{file}"], GAMES[0]),
        (["simulate", "{file}", "bench-abomasnow", "-n", "2"], GAMES[0]),
        (["zero-cards", "check", "{file}"], GAMES[1]),
        (["simulate", "--game", "zero", "{file}", "dragonball", "-n", "2"], GAMES[1]),
    ],
    ids=["deck check", "simulate", "zero-cards check", "simulate zero"],
)
def test_commands_answer_a_huge_count_with_one_error_line(
    command: list[str], g: GameDecks, tmp_path: Path
) -> None:
    path = tmp_path / "big.txt"
    path.write_text(g.text(HUGE))
    with time_limit(20):
        result = CliRunner().invoke(app, [a.replace("{file}", str(path)) for a in command])
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"error: {path} line 2: '{g.line.format(HUGE)}': a count of ")
    assert result.output.count("\n") == 1
