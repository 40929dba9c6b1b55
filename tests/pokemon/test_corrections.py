"""The card database's sources and their corrections (tcgsim/pokemon/data/corrections.toml).

Each correction is checked in the packaged database, by its own test where the card plays
differently; the build script's checks of the table are tested on small inputs; and, where
the shared source data is present, the packaged file is exactly what the build makes of it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tcgsim.pokemon.model.carddb import CardDB, CardDef, cards
from tests.helpers import load_script

REPO = Path(__file__).resolve().parents[2]
CORRECTIONS = REPO / "tcgsim" / "pokemon" / "data" / "corrections.toml"
SHARED = REPO.parent / "shared" / "data"


build_carddb = load_script("build_carddb")


@pytest.fixture(scope="module")
def db() -> CardDB:
    return cards()


def table() -> list[dict[str, Any]]:
    return tomllib.loads(CORRECTIONS.read_text(encoding="utf-8"))["fix"]


#: pokemon-tcg-data field -> how the packaged CardDef shows it
AS_CARD = {
    "evolvesFrom": lambda c: c.evolves_from,
    "hp": lambda c: str(c.hp),
    "subtypes": lambda c: list(c.subtypes),
    "rules": lambda c: list(c.rules),
    "regulationMark": lambda c: c.regulation_mark,
}


@pytest.mark.parametrize(
    ("card_id", "fix"),
    [(card_id, fix) for fix in table() for card_id in fix["cards"]],
    ids=lambda x: x if isinstance(x, str) else x["field"],
)
def test_every_correction_is_in_the_packaged_database(db: CardDB, card_id: str, fix: dict) -> None:
    assert fix["field"] in AS_CARD, f"add {fix['field']!r} to AS_CARD to check it"
    assert AS_CARD[fix["field"]](db.get(card_id)) == fix["value"]
    assert fix["why"].strip()


# -- each correction, as play sees it ---------------------------------------------------------
def test_archen_evolves_from_antique_plume_fossil(db: CardDB) -> None:
    """PTCG:I-F (evolution): Archen names the card it evolves from as that card is named."""
    for archen in (db.get("rsv10pt5-50"), db.get("rsv10pt5-131")):
        assert archen.evolves_from == "Antique Plume Fossil"
        assert [c.id for c in db.by_name(archen.evolves_from)] == ["rsv10pt5-79"]


@pytest.mark.parametrize("card_id", ["rsv10pt5-79", "swsh10-157", "sv7-129", "me3-68"])
def test_fossils_played_as_basic_pokemon_have_their_hp(db: CardDB, card_id: str) -> None:
    """A Fossil Item "played as if it were a 60-HP Basic Pokémon" has 60 HP in the data."""
    fossil = db.get(card_id)
    assert fossil.trainer_kind == "Item" and "60-HP Basic" in fossil.rule_text
    assert fossil.hp == 60


def test_terapagos_ex_pre_92_is_tera(db: CardDB) -> None:
    """Every Terapagos ex is a Tera Pokémon: PRE 92 plays as PRE 169 does."""
    pre92, pre169 = db.get("sv8pt5-92"), db.get("sv8pt5-169")
    assert pre92.is_tera and pre169.is_tera
    assert (pre92.subtypes, pre92.rules) == (pre169.subtypes, pre169.rules)
    assert pre92.prize_value == 2


def test_pikachu_ex_pre_28_is_a_tera_pokemon_as_printed(db: CardDB) -> None:
    """Checked, no correction: PRE 28 (Tail Whap / Thunder, 190 HP) is a Tera Pokémon ex in
    pokemon-tcg-data, with the Tera rule; TCGdex cannot mark Tera, so it is no counter-witness."""
    pikachu = db.get("sv8pt5-28")
    assert pikachu.is_tera and pikachu.hp == 190
    assert [a.name for a in pikachu.attacks] == ["Tail Whap", "Thunder"]
    assert any(r.startswith("As long as this Pokémon is on your Bench") for r in pikachu.rules)


def is_novelty(card: CardDef) -> bool:
    """The jumbo "Pikachu at the Museum" card: a promo not made for play (no legality at all)."""
    return card.id == "mep-Museum"


@pytest.mark.parametrize("set_id", ["svp", "mep"])
def test_promos_of_standard_have_a_regulation_mark(db: CardDB, set_id: str) -> None:
    """The MEP promos came without marks from pokemon-tcg-data (mep1.json); TCGdex has them,
    so Standard can judge every Scarlet & Violet and Mega Evolution promo."""
    promos = [c for c in db if c.set_id == set_id]
    assert len(promos) > 100
    unmarked = [c.id for c in promos if c.regulation_mark is None and not is_novelty(c)]
    assert unmarked == []


# -- the build script's checks --------------------------------------------------------------
def fix(**kw: Any) -> Any:
    row = {"cards": ["x-1"], "field": "hp", "was": None, "value": "60", "why": "a reason"} | kw
    return build_carddb.Correction(tuple(row["cards"]), row["field"], row["was"], row["value"],
                                   row["why"])  # fmt: skip


def test_a_correction_applies_to_its_card() -> None:
    cards_by_id = {"x-1": {"id": "x-1", "name": "Fossil"}}
    build_carddb.apply_corrections(cards_by_id, [fix()], Path("t.toml"))
    assert cards_by_id["x-1"]["hp"] == "60"


def test_a_correction_whose_source_changed_stops_the_build() -> None:
    """When the source fixes (or changes) the value, the table must be looked at again."""
    cards_by_id = {"x-1": {"id": "x-1", "hp": "70"}}
    with pytest.raises(SystemExit) as exc:
        build_carddb.apply_corrections(cards_by_id, [fix()], Path("t.toml"))
    assert str(exc.value) == (
        "t.toml: fix #1: x-1 hp is '70' in the source, not None as the table says: the source "
        "changed; check whether the correction is still needed"
    )


def test_a_correction_of_an_unknown_card_stops_the_build() -> None:
    with pytest.raises(SystemExit, match="t.toml: fix #1: no card x-1 in the sources"):
        build_carddb.apply_corrections({}, [fix()], Path("t.toml"))


def test_an_incomplete_table_entry_is_named(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text('[[fix]]\ncards = ["x-1"]\nfield = "hp"\nvalue = "60"\n', encoding="utf-8")
    with pytest.raises(SystemExit, match=r"c.toml: fix #1: .* missing \['why'\]"):
        build_carddb.read_corrections(path)


def test_the_table_reads() -> None:
    assert len(build_carddb.read_corrections(CORRECTIONS)) == len(table()) >= 5


# -- the packaged file is the build of the sources ---------------------------------------------
@pytest.mark.skipif(not (SHARED / "tcgdex").is_dir(), reason=f"source data not found at {SHARED}")
def test_packaged_database_is_the_build_of_both_sources(tmp_path: Path) -> None:
    """Rebuilding from pokemon-tcg-data, TCGdex and the corrections gives the committed file,
    byte for byte (so no correction or source change is left unbuilt)."""
    out = tmp_path / "cards.json.gz"
    assert build_carddb.main(["--out", str(out)]) == 0
    assert out.read_bytes() == (REPO / "tcgsim" / "pokemon" / "data" / "cards.json.gz").read_bytes()


def test_one_source_per_set(db: CardDB) -> None:
    """The sets after Chaos Rising are TCGdex's; MEP is TCGdex's whole promo set, not the four
    cards pokemon-tcg-data has."""
    codes = {s.id: s.code for s in db.sets}
    assert {codes[s] for s in ("me5", "me30c", "me30cc", "mep")} == {"PBL", "30C", "MEP"}
    assert db.set_info("mep").name == "MEP Black Star Promos"
    assert len([c for c in db if c.set_id == "mep"]) == 115
