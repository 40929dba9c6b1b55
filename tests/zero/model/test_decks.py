"""Zero Dimension deck lists: the bundled decks are legal and playable, every keyword is in
one of them, bad lists give clear errors, and the deck-building rules hold."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tcgsim.zero.model.carddb import CARDS_DIR, KEYWORD_NAMES, cards
from tcgsim.zero.model.deck import (
    DECK_SIZE,
    BanList,
    Deck,
    DeckError,
    banlist,
    bundled_deck,
    bundled_decks,
    check_deck,
)

DECKS = bundled_decks()


def _deck(lines: str) -> Deck:
    return Deck.parse(lines, "test.txt")


def _legal_text() -> str:
    return bundled_deck("dragonball").to_text()


# -- the bundled decks ---------------------------------------------------------------------


def test_at_least_four_bundled_decks():
    """ZD:100: the project ships at least four decks, each of a different series."""
    assert len(DECKS) >= 4
    series = [next(iter(bundled_deck(n).series())) for n in DECKS]
    assert len(set(series)) == len(series)


@pytest.mark.parametrize("name", DECKS)
def test_bundled_deck_is_legal(name):
    """ZD:100: 50 cards, at most four of the same card, one series; ZD:903 respected."""
    deck = bundled_deck(name)
    assert len(deck) == DECK_SIZE
    assert check_deck(deck) == []
    assert len(deck.series()) == 1
    assert deck.title and deck.name == name
    assert len(deck.card_ids()) == DECK_SIZE


@pytest.mark.parametrize("name", DECKS)
def test_bundled_deck_has_a_playable_curve(name):
    """ZD:303/204: enough cheap characters to start, and colors the deck's resources can pay.

    A resource pays its own color (ZD:204), purple pays none (ZD:328); a card asking for k
    resources of its color needs that color to be common in the deck (8 cards per colored
    point, so about four of them are among the first 25 cards seen).
    """
    deck = list(bundled_deck(name))
    chars = [c for c in deck if c.type == "character"]
    assert len(chars) >= 30
    assert sum(1 for c in chars if c.cost <= 2) >= 12
    assert sum(1 for c in deck if c.cost <= 2) >= 18
    assert 2.0 <= sum(c.cost for c in deck) / len(deck) <= 3.2
    assert max(c.cost for c in deck) <= 6
    colors = Counter(c.color for c in deck if c.color != "purple")
    need: dict[str, int] = {}
    for c in deck:
        need[c.color] = max(need.get(c.color, 0), c.ccost)
    for color, k in need.items():
        if k:
            assert colors[color] >= 8 * k, (color, colors[color], k)
    assert len(colors) <= 2  # one or two colors (plus purple)


def test_every_keyword_appears_in_a_bundled_deck():
    """ZD:900: every keyword of the rule book is printed on a card of some bundled deck."""
    printed = {k[0] for name in DECKS for c in bundled_deck(name) for k in c.keywords}
    assert printed == set(KEYWORD_NAMES)


def test_source_md_keyword_table_matches_the_data():
    """ZD:900: the keyword -> card table in cards/SOURCE.md lists exactly the cards that
    print each keyword, so keyword engineers can trust it."""
    table = (CARDS_DIR / "SOURCE.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| ZD:900\.([A-Z_]+) \| \S+ \| (.*) \|$", table, re.M))
    assert set(rows) == set(KEYWORD_NAMES)
    for kw, cell in rows.items():
        listed = set(re.findall(r"\b(?:BP|TS)\d\d-[0-9P]\d\d\b", cell))
        assert listed == {d.id for d in cards().with_keyword(kw)}, kw


def test_rule_book_cards_appear_in_decks():
    """Most cards the rule book names are played by a bundled deck."""
    used = {c.id for name in DECKS for c in bundled_deck(name)}
    named = {d.id for d in cards() if d.source.startswith("ZD:")}
    assert len(named & used) >= len(named) - 3


# -- reading deck lists --------------------------------------------------------------------


def test_parse_reads_counts_ids_names_and_comments():
    """ZD:100: a list names each card by id, optionally by name; '#' starts a comment."""
    deck = _deck("# 测试\n\n4 BP02-001 少年悟空\n3x TS01-006  # no name\nx2 bp02-017 丝诺\n")
    assert deck.title == "测试"
    assert [(e.count, e.card.id, e.line_no) for e in deck.entries] == [
        (4, "BP02-001", 3), (3, "TS01-006", 4), (2, "BP02-017", 5)
    ]  # fmt: skip
    assert deck.card_ids()[:5] == ["BP02-001"] * 4 + ["TS01-006"]


def test_name_must_match_the_id():
    """ZD:301: the name on a line is the card's name, so a wrong id cannot slip through."""
    with pytest.raises(DeckError) as e:
        _deck("4 BP02-001 少年悟空\n4 BP02-017 丹迪\n")
    assert e.value.line_no == 2
    assert "BP02-017 is 丝诺, not 丹迪" in str(e.value)
    assert str(e.value).startswith("test.txt line 2: '4 BP02-017 丹迪': ")
    # full/half width and spaces do not matter
    assert _deck("1 BP05-001 路飞(磁鼓岛)\n").entries[0].card.id == "BP05-001"


@pytest.mark.parametrize(
    ("text", "line_no", "message"),
    [
        ("4 BP02-001 少年悟空\nfour BP02-017\n", 2, r"expected '<count> <card id> \[<card name>\]'"),
        ("0 BP02-001\n", 1, "the card count must be at least 1"),
        ("4 BP02-0O1 少年悟空\n", 1, r"no Zero Dimension card with id 'BP02-0O1'; did you mean"),
        ("2 TS03-901 影分身\n", 1, r"is a token \(代替物, ZD:325\)"),
        ("# only a comment\n\n", 0, "no card lines found"),
    ],
)  # fmt: skip
def test_bad_lines_are_named(text, line_no, message):
    """ZD:100: every unreadable line is reported with its number and what was expected."""
    with pytest.raises(DeckError) as e:
        _deck(text)
    assert e.value.line_no == line_no
    assert re.search(message, str(e.value)), str(e.value)
    assert str(e.value).startswith("test.txt")


def test_from_file_names_the_file(tmp_path):
    """ZD:100: errors from a file name that file; a non-UTF-8 file is refused clearly."""
    p = tmp_path / "mine.txt"
    p.write_text("4 BP02-001 少年悟空\n1 NOPE\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"mine.txt line 2: '1 NOPE'"):
        Deck.from_file(p)
    p.write_bytes("4 BP02-001 少年悟空\n".encode("gb18030"))
    with pytest.raises(DeckError, match=r"mine.txt: not UTF-8 text"):
        Deck.from_file(p)
    p.write_text("\ufeff" + _legal_text(), encoding="utf-8")
    assert Deck.from_file(p).name == "mine"


def test_to_text_round_trips():
    """ZD:100: the canonical text reads back to the same cards."""
    for name in DECKS:
        deck = bundled_deck(name)
        again = Deck.parse(deck.to_text())
        assert again.card_ids() == deck.card_ids() or sorted(again.card_ids()) == sorted(
            deck.card_ids()
        )
        assert again.title == deck.title


def test_bundled_deck_unknown_name():
    """ZD:100: asking for a deck that is not bundled names the bundled ones."""
    with pytest.raises(ValueError, match=r"bundled decks: .*dragonball"):
        bundled_deck("nope")
    assert bundled_deck("dragonball.txt").name == "dragonball"


# -- deck-building rules -------------------------------------------------------------------


def test_deck_must_have_fifty_cards():
    """ZD:100: a deck has exactly 50 cards."""
    deck = _deck(_legal_text().replace("4 BP02-001 少年悟空", "3 BP02-001 少年悟空"))
    assert check_deck(deck) == ["the deck has 49 cards; a deck has exactly 50 (ZD:100)"]


def test_at_most_four_of_a_card():
    """ZD:100: at most four copies of the same card."""
    text = _legal_text().replace("4 BP02-001 少年悟空", "5 BP02-001 少年悟空")
    text = text.replace("4 TS01-004 克林", "3 TS01-004 克林")
    problems = check_deck(_deck(text))
    assert problems == ["5 copies of 少年悟空 (BP02-001); at most 4 of the same card (ZD:100)"]


def test_reprints_count_together():
    """ZD:327: cards with identical text fields are the same card, whatever their numbers."""
    text = _legal_text()
    assert "2 BP02-017 丝诺" in text and "2 TS01-P01 丝诺" in text
    text = text.replace("2 TS01-P01 丝诺", "3 TS01-P01 丝诺").replace(
        "3 TS01-006 雅木茶", "2 TS01-006 雅木茶"
    )
    (problem,) = check_deck(_deck(text))
    assert "5 copies of 丝诺 (BP02-017, TS01-P01 are the same card, ZD:327)" in problem


def test_one_series_per_deck_in_official_play():
    """ZD:100: cards of different series cannot share a deck in official play."""
    text = _legal_text().replace("4 TS01-004 克林", "4 TS02-001 托尼托尼·乔巴")
    deck = _deck(text)
    (problem,) = check_deck(deck)
    assert "cards of 2 series (龙珠: 46, 海贼王: 4)" in problem and "(ZD:100)" in problem
    assert check_deck(deck, official=False) == []


def test_banned_and_restricted_cards():
    """ZD:903: banned cards cannot be played; restricted ones only up to their limit,
    counting every copy of the same card."""
    deck = bundled_deck("dragonball")
    bans = BanList(banned={"BP02-061": "测试"}, restricted={"TS01-P01": 3})
    problems = check_deck(deck, bans=bans)
    assert problems == [
        "魔封波 (BP02-061) is banned (ZD:903): 测试",
        "4 copies of 丝诺 (TS01-P01); it is restricted to 3 (ZD:903)",
    ]
    assert check_deck(deck, bans=BanList()) == []


def test_project_list_restricts_shenron():
    """ZD:903: the project's list restricts BP02-088 神龙出现 to two copies."""
    assert banlist().restricted == {"BP02-088": 2}
    text = _legal_text().replace("1 BP02-088 神龙出现", "3 BP02-088 神龙出现")
    text = text.replace("3 TS01-006 雅木茶", "1 TS01-006 雅木茶")
    assert check_deck(_deck(text)) == [
        "3 copies of 神龙出现 (BP02-088); it is restricted to 2 (ZD:903)"
    ]


def test_banlist_file_errors(tmp_path):
    """ZD:903: a bad banned/restricted file names the file and the problem."""
    p = tmp_path / "bans.toml"
    p.write_text('[restricted]\n"BP02-088" = 7\n"ZZ00-000" = 1\n', encoding="utf-8")
    with pytest.raises(ValueError) as e:
        BanList.from_file(p)
    assert "count from 1 to 3" in str(e.value) and "no card with id 'ZZ00-000'" in str(e.value)


def test_problems_are_all_reported_at_once():
    """ZD:100: size, copies and series problems come together, not one per try."""
    deck = _deck("5 BP02-001 少年悟空\n4 TS02-001 托尼托尼·乔巴\n")
    problems = check_deck(deck)
    assert len(problems) == 3
    assert problems[0].startswith("the deck has 9 cards")
