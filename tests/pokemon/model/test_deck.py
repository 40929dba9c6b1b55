"""Deck lists: PTCG Live parsing and its variants, export, construction rules, CLI.

The real tournament lists are read from ../shared/data/decklists (skipped when that
checkout is absent); everything else uses the packaged card database.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tcgsim.cli.deck import deck_app
from tcgsim.pokemon.model.deck import (
    Deck,
    DeckError,
    bundled_deck,
    bundled_decks,
    check_deck,
)

REPO = Path(__file__).resolve().parents[3]
DECKLISTS = REPO.parent / "shared" / "data" / "decklists"

needs_decklists = pytest.mark.skipif(
    not DECKLISTS.is_dir(), reason=f"shared deck lists not found at {DECKLISTS}"
)


def decklist_files() -> list[Path]:
    """The shared lists: the 2024-2026 lists and the 2026 real decks of meta2026/."""
    return sorted(DECKLISTS.glob("**/*.txt")) if DECKLISTS.is_dir() else []


def bench_lines() -> list[str]:
    """The bundled Standard-legal list without its Total line, for mutation tests."""
    text = (REPO / "tcgsim" / "pokemon" / "decks" / "bench-abomasnow.txt").read_text(
        encoding="utf-8"
    )
    return [line for line in text.splitlines() if not line.startswith("Total")]


def variant(replace: dict[str, str] | None = None, add: tuple[str, ...] = ()) -> Deck:
    """The bench deck with lines replaced (by exact text) and lines added."""
    replace = replace or {}
    lines = [replace.get(line, line) for line in bench_lines()]
    missing = set(replace) - set(bench_lines())
    assert not missing, f"lines not in the bench deck: {missing}"
    return Deck.parse("\n".join([*lines, *add]), "variant.txt")


def water(n: int) -> dict[str, str]:
    return {"33 Basic {W} Energy SVE 3": f"{n} Basic {{W}} Energy SVE 3"}


# -- the real lists -----------------------------------------------------------------------
@needs_decklists
@pytest.mark.parametrize("path", decklist_files(), ids=lambda p: p.stem)
def test_real_decklist_parses(path: Path) -> None:
    """Every line of every shared list resolves (Pitch Black, 30th Celebration and the MEP
    promos included) to 60 cards, and the canonical export reads back to the same cards."""
    deck = Deck.from_file(path)
    assert len(deck) == 60
    assert len(deck.card_ids()) == 60
    assert Deck.parse(deck.to_text()).card_ids() == deck.card_ids()


@needs_decklists
def test_the_shared_lists_include_the_2026_real_decks() -> None:
    assert len([p for p in decklist_files() if p.parent.name == "meta2026"]) == 40


@needs_decklists
def test_naic_lists_are_expanded_legal_not_standard() -> None:
    """2024 lists (marks F/G/H) pass Expanded; Standard (H and later) names their old cards."""
    for path in sorted(DECKLISTS.glob("naic2024_*.txt")):
        deck = Deck.from_file(path)
        assert check_deck(deck, "expanded") == [], path.name
        assert check_deck(deck, "unlimited") == [], path.name
        problems = check_deck(deck)
        assert problems and all("is not legal in standard: regulation mark" in p for p in problems)
    hedrick = check_deck(Deck.from_file(DECKLISTS / "naic2024_01_hedrick_lost-box.txt"))
    assert (
        "Comfey (LOR 79) is not legal in standard: regulation mark F; Standard allows marks H and later"
        in hedrick
    )


@needs_decklists
def test_shared_bench_list_matches_bundled_copy() -> None:
    shared = Deck.from_file(DECKLISTS / "bench-abomasnow.txt")
    assert shared.card_ids() == bundled_deck("bench-abomasnow").card_ids()


# -- bundled decks ------------------------------------------------------------------------
def test_bench_abomasnow_is_standard_legal() -> None:
    """PTCG:S4-DECK: 60 cards, Basics present, ≤4 per name, one ACE SPEC, marks H+."""
    deck = bundled_deck("bench-abomasnow")
    assert "bench-abomasnow" in bundled_decks()
    assert deck.name == "bench-abomasnow"
    assert len(deck) == 60
    assert check_deck(deck) == []
    assert (
        check_deck(deck, "standard")
        == check_deck(deck, "expanded")
        == check_deck(deck, "all")
        == []
    )


TOURNAMENT_DECKS = [n for n in bundled_decks() if n != "bench-abomasnow"]


@pytest.mark.parametrize("name", TOURNAMENT_DECKS)
def test_bundled_tournament_lists_load_and_are_legal_in_their_format(name: str) -> None:
    """PTCG:S4-DECK: each shipped tournament list has 60 cards and passes construction rules.

    The 2024 NAIC lists used marks F-H (legal in Expanded today); the 2026 online lists
    are Standard.
    """
    deck = bundled_deck(name)
    assert len(deck) == 60
    fmt = "expanded" if name.startswith("naic2024") else "standard"
    assert check_deck(deck, fmt) == []


def test_bundled_tournament_lists_are_real_lists() -> None:
    """The shipped lists are the NAIC 2024, the Limitless 2026 and the 2026 (Worlds, autumn
    events) lists; which of the latter are shipped is tests/pokemon/test_real_decks.py's."""
    assert len(TOURNAMENT_DECKS) >= 16
    assert all(n.startswith(("naic2024_", "limitless2026-", "2026-")) for n in TOURNAMENT_DECKS)
    assert "naic2024_01_hedrick_lost-box" in TOURNAMENT_DECKS
    # shipped once its Annihilape (PBL 41, Durable Body) became playable
    assert "limitless2026-09-07_rcc43_08_timdanklin_slowking" in TOURNAMENT_DECKS


@needs_decklists
@pytest.mark.parametrize("name", TOURNAMENT_DECKS)
def test_bundled_tournament_lists_match_shared_copies(name: str) -> None:
    folder = DECKLISTS / "meta2026" if name.startswith("2026-") else DECKLISTS
    shared = Deck.from_file(folder / f"{name}.txt")
    assert shared.card_ids() == bundled_deck(name).card_ids()


def test_bundled_deck_unknown_name() -> None:
    with pytest.raises(ValueError, match="no bundled deck 'nope'; available: .*bench-abomasnow"):
        bundled_deck("nope")


def test_card_ids_one_per_physical_card_in_order() -> None:
    deck = bundled_deck("bench-abomasnow.txt")
    ids = deck.card_ids()
    assert ids[:6] == ["me1-34", "me1-34", "me1-35", "me1-35", "me1-35", "me1-35"]
    assert ids[-33:] == ["sve-3"] * 33
    assert [e.count for e in deck.entries][:3] == [2, 4, 4]
    assert deck.entries[0].line_no == 2 and deck.entries[0].text == "2 Kyogre MEG 34"


# -- construction rules (each violated once) ----------------------------------------------
def test_rule_exactly_60_cards() -> None:
    """PTCG:S4-DECK: a deck has exactly 60 cards."""
    assert check_deck(variant(water(32))) == ["the deck has 59 cards; it must have exactly 60"]
    assert check_deck(variant(water(34))) == ["the deck has 61 cards; it must have exactly 60"]


def test_rule_four_copies_by_name_across_printings() -> None:
    """PTCG:S4-DECK: at most 4 cards with the same name; "Boss's Orders (Ghetsis)" is Boss's Orders."""
    ok = variant(water(29), ("2 Boss's Orders MEG 114", "2 Boss's Orders PAL 172"))
    assert check_deck(ok) == []
    deck = variant(water(28), ("3 Boss's Orders MEG 114", "2 Boss's Orders PAL 172"))
    assert check_deck(deck) == [
        "5 cards named Boss's Orders; at most 4 with the same name (basic Energy excepted)"
    ]


def test_rule_basic_energy_unlimited_special_energy_four() -> None:
    """PTCG:I-C: any number of basic Energy (33 here), but special Energy obeys the 4-copy rule."""
    assert check_deck(variant()) == []  # 33 Basic {W} Energy
    deck = variant(water(28), ("5 Mist Energy TEF 161",))
    assert check_deck(deck) == [
        "5 cards named Mist Energy; at most 4 with the same name (basic Energy excepted)"
    ]


def test_rule_at_least_one_basic_pokemon() -> None:
    """PTCG:S4-DECK: at least one Basic Pokémon (Mega Abomasnow ex is a Stage 1)."""
    deck = variant(
        {
            "2 Kyogre MEG 34": "2 Basic {W} Energy SVE 3",
            "4 Snover MEG 35": "4 Basic {W} Energy SVE 3",
        }
    )
    assert check_deck(deck) == ["no Basic Pokémon; a deck needs at least one"]


def test_rule_one_ace_spec() -> None:
    """PTCG:S4-DECK (ACE SPEC rule box): at most 1 ACE SPEC card."""
    deck = variant(water(32), ("1 Prime Catcher TEF 157",))
    assert check_deck(deck) == [
        "2 ACE SPEC cards (1× Secret Box, 1× Prime Catcher); at most 1 per deck"
    ]


def test_rule_one_radiant() -> None:
    """PTCG:S4-DECK: at most 1 Radiant Pokémon (checked in "unlimited" to isolate the rule)."""
    deck = variant(water(31), ("2 Radiant Greninja ASR 46",))
    assert check_deck(deck, "unlimited") == [
        "2 Radiant Pokémons (2× Radiant Greninja); at most 1 per deck"
    ]


def test_rule_standard_regulation_marks() -> None:
    """Standard: regulation mark H or later; a legal reprint with the same text suffices."""
    old = variant(water(32), ("1 Radiant Greninja ASR 46",))
    assert check_deck(old) == [
        "Radiant Greninja (ASR 46) is not legal in standard: regulation mark F; "
        "Standard allows marks H and later"
    ]
    assert check_deck(old, "expanded") == []
    # PAL 172 "Boss's Orders (Ghetsis)" is mark G, reprinted with the same text as MEG 114 (I).
    assert check_deck(variant(water(32), ("1 Boss's Orders PAL 172",))) == []
    # BRS 132 words the effect differently, so no H+ printing has its text.
    brs = check_deck(variant(water(32), ("1 Boss's Orders BRS 132",)))
    assert brs == [
        "Boss's Orders (BRS 132) is not legal in standard: regulation mark D/F; "
        "Standard allows marks H and later"
    ]


def test_rule_expanded_legality() -> None:
    """Expanded: the data's Expanded legality of any same-text printing (Lysandre's Trump Card is banned)."""
    deck = variant(water(32), ("1 Lysandre's Trump Card PHF 99",))
    assert check_deck(deck, "expanded") == [
        "Lysandre's Trump Card (PHF 99) is not legal in expanded: not legal in Expanded in any printing"
    ]
    assert check_deck(deck, "unlimited") == []


def test_rules_report_all_problems_together() -> None:
    deck = variant(
        {"2 Kyogre MEG 34": "5 Mist Energy TEF 161", "4 Snover MEG 35": "1 Prime Catcher TEF 157"}
    )
    problems = check_deck(deck)
    assert len(problems) == 3
    assert problems[0].startswith("5 cards named Mist Energy")
    assert problems[1] == "no Basic Pokémon; a deck needs at least one"
    assert problems[2].startswith("2 ACE SPEC cards")


def test_unknown_format() -> None:
    with pytest.raises(ValueError, match="unknown format 'modified'"):
        check_deck(bundled_deck("bench-abomasnow"), "modified")


# -- format variants ----------------------------------------------------------------------
def ids(text: str) -> list[str]:
    return Deck.parse(text).card_ids()


def test_ptcg_live_export_with_unreliable_section_numbers() -> None:
    """Headers' N is ignored (PTCG Live writes distinct lines); only Total Cards is checked."""
    text = "Pokémon: 1\n4 Ralts ASR 60\n\nTrainer: 99\n1 Ultra Ball MEG 131\n\nEnergy: 1\n8 Basic {D} Energy MEE 7\n\nTotal Cards: 13\n"
    assert ids(text) == ["swsh10-60"] * 4 + ["me1-131"] + ["mee-7"] * 8


@pytest.mark.parametrize(
    "header",
    [
        "Pokémon: 4",
        "Pokemon: 4",
        "Pok?mon: 4",
        "PokÃ©mon: 4",
        "##Pokémon - 4",
        "Pokémon (4)",
        "Pokémon",
        "Entrenador: 1",
        "Energía: 2",
        "Trainer (36)",
        "Energy: 1",
    ],
)
def test_section_header_spellings(header: str) -> None:
    assert ids(f"{header}\n4 Ralts ASR 60\n") == ["swsh10-60"] * 4


def test_ptcgo_export() -> None:
    """Older PTCGO exports: banner lines, "##Section - N" headers, "* " prefixes."""
    text = (
        "****** Pokémon Trading Card Game Deck List ******\n\n"
        "##Pokémon - 4\n\n* 4 Ralts ASR 60\n\n"
        "##Trainer Cards - 1\n\n* 1 Nest Ball PAF 84\n\n"
        "##Energy - 2\n\n* 2 Psychic Energy Energy 5\n\n"
        "Total Cards - 7\n\n"
        "****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******\n"
    )
    assert ids(text) == ["swsh10-60"] * 4 + ["sv4pt5-84"] + ["sve-5"] * 2


def test_limitless_title_line() -> None:
    text = "Gardevoir ex by Someone\nPokémon (4)\n4 Ralts ASR 60\nTrainer (1)\n1 Nest Ball PAF 84\n"
    deck = Deck.parse(text, "x.txt")
    assert deck.name == "Gardevoir ex by Someone"
    assert len(deck) == 5


def test_trailing_variant_token() -> None:
    assert ids("1 Gallade ASR 62 PH\n") == ["swsh10-62"]


@pytest.mark.parametrize(
    ("line", "card_id"),
    [
        ("7 Basic {P} Energy SVE 5", "sve-5"),
        ("7 Psychic Energy SVE 5", "sve-5"),
        ("7 Basic Psychic Energy", "sve-5"),
        ("7 Psychic Energy Energy 5", "sve-5"),
        ("7 Psychic Energy CRE 232", "swsh6-232"),
        ("11 Basic Fire Energy", "sve-2"),
        ("3 Basic {W} Energy MEE 3", "mee-3"),
        ("3 Basic {W} Energy MEE 11", "mee-3"),  # MEE 9-16: other arts, same types
        ("8 Basic {F} Energy MEE 14", "mee-6"),
        ("2 Basic {D} Energy SV3a 7", "sve-7"),  # an unknown code: by type
        ("2 Darkness Energy", "sve-7"),
    ],
)
def test_basic_energy_spellings(line: str, card_id: str) -> None:
    """PTCG:I-C: basic Energy resolves by type in every spelling exports use."""
    deck = Deck.parse(line)
    assert {c.id for c in deck} == {card_id}
    assert all(c.is_basic_energy for c in deck)


def test_lines_without_set_and_number_take_newest_printing() -> None:
    assert ids("4 Boss's Orders\n1 Pokegear 3.0\n") == ["me2pt5-183"] * 4 + ["zsv10pt5-84"]


@pytest.mark.parametrize(
    ("line", "card_id"),
    [
        ("2 Greninja ex 30C 21", "me30c-21"),  # a set code that begins with a digit
        ("1 Genesect-EX 30C 4", "me30cc-4"),  # 30C's Classic Collection
        ("1 Annihilape PBL 41", "me5-41"),
        ("1 Mew VMAX FST 114", "swsh8-114"),  # a capital word before the code stays in the name
        ("1 Zacian V CEL 16", "cel25-16"),
        ("1 Pokégear 3.0", "zsv10pt5-84"),  # "3.0" is no collector number
    ],
)
def test_set_codes_and_names_split_from_the_right(line: str, card_id: str) -> None:
    assert ids(line) == [card_id] * int(line.split()[0])


def test_promo_and_gallery_codes() -> None:
    text = "1 Scream Tail PR-SV 65\n1 Scream Tail SVP 65\n4 Kirlia PR-SW 271\n1 Manaphy CRZ GG06\n"
    assert ids(text) == ["svp-65", "svp-65"] + ["swshp-SWSH271"] * 4 + ["swsh12pt5gg-GG06"]


def test_to_text_is_canonical_and_round_trips() -> None:
    text = "Pokemon: 2\n* 2 Gardevoir ex SVI 86\nTrainer: 1\n1 Boss's Orders PAL 172\nEnergy: 1\n3 Psychic Energy Energy 5\n"
    deck = Deck.parse(text)
    assert deck.to_text() == (
        "Pokémon: 2\n2 Gardevoir ex SVI 86\n\n"
        "Trainer: 1\n1 Boss's Orders PAL 172\n\n"
        "Energy: 3\n3 Basic {P} Energy SVE 5\n\n"
        "Total Cards: 6\n"
    )
    assert Deck.parse(deck.to_text()).card_ids() == deck.card_ids()


def test_from_file_names_the_file_and_accepts_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "old.txt"
    path.write_bytes("Pokémon: 1\n1 Pokégear 3.0 SVI 186\n".encode("cp1252"))
    deck = Deck.from_file(path)
    assert deck.card_ids() == ["sv1-186"] and deck.name == "old"
    bad = tmp_path / "deck.txt"
    bad.write_text("Pokémon: 10\n1 Ralts ASR 60\n\n\n\n\n4 Foo BAR 12\n", encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        Deck.from_file(bad)
    assert str(exc.value) == (
        f"{bad} line 7: '4 Foo BAR 12': unknown card Foo (set BAR number 12): "
        "set code BAR is not in the card database"
    )


# -- malformed lists ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "line_no", "fragment"),
    [
        (
            "Pokémon: 4\n4 Ralts ASR 60\nRalts ASR 60\n",
            3,
            "expected '<count> <name> <SET> <number>'",
        ),
        ("Pokémon: 4\n4 Ralts ASR 60\n\n4\n", 4, "expected '<count> <name> <SET> <number>'"),
        ("4 Ralts ASR 60\n0 Kirlia SIT 68\n", 2, "card count must be at least 1"),
        ("4 Ralts ASR 60\n1 Kirlia SIT 9999\n", 2, "no card 9999 in SIT"),
        ("4 Ralts ASR 60\n4 Pikachu SVI 86\n", 2, "SVI 86 is 'Gardevoir ex'"),
        ("4 Ralts ASR 60\n1 Snorlax SV3a 41\n", 2, "set code SV3a is not in the card database"),
        ("4 Ralts ASR 60\n1 Snorlax 151C 41\n", 2, "set code 151C is not in the card database"),
        (
            "4 Ralts ASR 60\n4 Mystery Card\n",
            2,
            "unknown card Mystery Card: no card with that name",
        ),
        (
            "Pokémon: 4\n4 Ralts ASR 60\n\nTotal Cards: 60\n",
            4,
            "Total Cards says 60 but the card lines add up to 4",
        ),
    ],
)
def test_malformed_lines_name_their_line(text: str, line_no: int, fragment: str) -> None:
    with pytest.raises(DeckError) as exc:
        Deck.parse(text, "deck.txt")
    err = exc.value
    assert err.line_no == line_no
    assert err.line == text.splitlines()[line_no - 1]
    assert str(err).startswith(f"deck.txt line {line_no}: '{err.line}': ")
    assert fragment in str(err)


def test_unknown_card_message_format() -> None:
    text = "Pokémon: 1\n1 Ralts ASR 60\n\nTrainer: 1\n1 Nest Ball PAF 84\n\n4 Foo BAR 12\n"
    with pytest.raises(DeckError) as exc:
        Deck.parse(text, "deck.txt")
    assert str(exc.value).startswith(
        "deck.txt line 7: '4 Foo BAR 12': unknown card Foo (set BAR number 12)"
    )


def test_empty_list_is_an_error() -> None:
    with pytest.raises(DeckError) as exc:
        Deck.parse("Pokémon: 0\n\nTotal Cards: 0\n", "empty.txt")
    assert exc.value.line_no == 0
    assert str(exc.value).startswith("empty.txt: no card lines found")


# -- CLI ----------------------------------------------------------------------------------
runner = CliRunner()


def test_cli_check_ok() -> None:
    path = REPO / "tcgsim" / "pokemon" / "decks" / "bench-abomasnow.txt"
    result = runner.invoke(deck_app, ["check", str(path)])
    assert result.exit_code == 0
    assert result.output.strip() == "OK: legal in standard"


def test_cli_check_reports_problems(tmp_path: Path) -> None:
    path = tmp_path / "short.txt"
    path.write_text("\n".join(bench_lines()).replace("33 Basic", "32 Basic"), encoding="utf-8")
    result = runner.invoke(deck_app, ["check", str(path), "--format", "expanded"])
    assert result.exit_code == 1
    assert "the deck has 59 cards; it must have exactly 60" in result.output


def test_cli_check_deck_error_without_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("4 Ralts ASR 60\n4 Foo BAR 12\n", encoding="utf-8")
    result = runner.invoke(deck_app, ["check", str(path)])
    assert result.exit_code == 1
    assert "line 2: '4 Foo BAR 12': unknown card Foo" in result.output
    assert "Traceback" not in result.output
    missing = runner.invoke(deck_app, ["check", str(tmp_path / "nope.txt")])
    assert missing.exit_code == 1 and "cannot read" in missing.output
