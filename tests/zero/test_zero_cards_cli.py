"""``tcgsim zero-cards``: listing and showing cards, the bundled decks, checking deck lists."""

from __future__ import annotations

import orjson
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.zero.model.carddb import cards
from tcgsim.zero.model.deck import bundled_decks


def _run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, ["zero-cards", *args])


def test_list_filters_by_series_keyword_and_type():
    """ZD:900: cards can be listed by keyword (id or Chinese name), series and category."""
    r = _run("list", "--keyword", "突袭", "--json")
    assert r.exit_code == 0, r.output
    ids = {c["id"] for c in orjson.loads(r.output)}
    assert ids == {d.id for d in cards().with_keyword("RUSH")}
    r = _run("list", "--series", "龙珠", "--type", "equipment", "--json")
    assert {c["id"] for c in orjson.loads(r.output)} == {"BP02-057", "BP02-058", "BP02-061"}
    r = _run("list", "--keyword", "NOPE")
    assert r.exit_code == 1 and "unknown keyword 'NOPE'" in r.output


def test_show_prints_the_text_and_origin():
    """ZD:305: a card shows its printed text and where it comes from."""
    r = _run("show", "BP02-017")
    assert r.exit_code == 0 and "【登场时】抽一张牌" in r.output and "named by ZD:305" in r.output
    r = _run("show", "BP02-017", "--json")
    assert orjson.loads(r.output)["def"] == 1000
    r = _run("show", "BP02-071X")
    assert r.exit_code == 1 and "did you mean BP02-071" in r.output


def test_decks_and_check():
    """ZD:100: the bundled decks are listed as legal; a bad list names its line; a deck mixing
    series is legal only for casual play."""
    r = _run("decks", "--json")
    rows = orjson.loads(r.output)
    assert [x["name"] for x in rows] == bundled_decks() and all(not x["problems"] for x in rows)
    assert _run("check", "dragonball").exit_code == 0


def test_check_reports_problems(tmp_path):
    """ZD:100/301: a name that does not match the id is an error with the line; rule problems
    are listed and the exit status is 1."""
    bad = tmp_path / "bad.txt"
    bad.write_text("4 BP02-001 少年悟空\n4 BP02-017 丹迪\n", encoding="utf-8")
    r = _run("check", str(bad))
    assert r.exit_code == 1 and "line 2" in r.output and "BP02-017 is 丝诺" in r.output
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("4 BP02-001\n4 TS02-001\n", encoding="utf-8")
    r = _run("check", str(mixed))
    assert r.exit_code == 1 and "the deck has 8 cards" in r.output and "one series" in r.output
    r = _run("check", str(mixed), "--casual")
    assert r.exit_code == 1 and "one series" not in r.output
