"""Card database: packaged data, lookups by id / set+number / name, CardDef helpers.

Runs against the committed tcgsim/pokemon/data/cards.json.gz only.
"""

from __future__ import annotations

import pytest

from tcgsim.pokemon.model.carddb import (
    Attack,
    CardDB,
    UnknownCard,
    basic_energy_type,
    cards,
    fold,
    name_key,
)


@pytest.fixture(scope="module")
def db() -> CardDB:
    return cards()


# -- loading ------------------------------------------------------------------------------
def test_packaged_db_is_complete() -> None:
    """A fresh load of the packaged database holds every set (its speed is a benchmark's job)."""
    fresh = CardDB.load()
    assert len(fresh) > 20_000
    assert "sv1-86" in fresh and "me4-22" in fresh and "mee-7" in fresh and "mep-001" in fresh
    # the sets after Chaos Rising, from TCGdex
    assert "me5-41" in fresh and "me30c-21" in fresh and "me30cc-4" in fresh and "mep-099" in fresh


def test_default_db_is_loaded_once(db: CardDB) -> None:
    assert cards() is db is CardDB.default()


def test_get_unknown_id_has_clear_message(db: CardDB) -> None:
    with pytest.raises(KeyError) as exc:
        db.get("nope-1")
    assert str(exc.value) == "no card with id 'nope-1' in the card database"
    assert isinstance(exc.value, UnknownCard)


# -- set code + number ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "number", "card_id"),
    [
        ("SVI", "86", "sv1-86"),
        ("svi", "86", "sv1-86"),  # codes are case-insensitive
        ("PR-SV", "65", "svp-65"),
        ("SVP", "65", "svp-65"),  # Limitless spelling
        ("PR-SW", "271", "swshp-SWSH271"),  # PTCG Live drops the SWSH prefix
        ("PR-SW", "SWSH271", "swshp-SWSH271"),
        ("CRZ", "GG59", "swsh12pt5gg-GG59"),  # gallery subset shares the parent's code
        ("CRZ", "135", "swsh12pt5-135"),
        ("SIT", "TG03", "swsh12tg-TG03"),
        ("MEE", "7", "mee-7"),  # set missing from sets/en.json
        ("MEP", "1", "mep-001"),  # zero-padded promo numbers
        ("MEP", "099", "mep-099"),
        ("PBL", "41", "me5-41"),  # TCGdex sets
        ("30C", "21", "me30c-21"),  # a code that begins with a digit
        ("30C", "4", "me30c-4"),  # the main set before its Classic Collection
        ("POR", "62", "me3-62"),
        ("CRI", "22", "me4-22"),
        ("SVE", "3", "sve-3"),
        ("ASC", "142", "me2pt5-142"),
    ],
)
def test_by_set_number(db: CardDB, code: str, number: str, card_id: str) -> None:
    card = db.by_set_number(code, number)
    assert card is not None and card.id == card_id


@pytest.mark.parametrize(("code", "number"), [("SV3a", "41"), ("SVI", "9999"), ("XYZ", "1")])
def test_by_set_number_missing(db: CardDB, code: str, number: str) -> None:
    assert db.by_set_number(code, number) is None


def test_mep_and_mee_cards_have_set_codes(db: CardDB) -> None:
    mep = db.get("mep-001")
    assert (mep.set_id, mep.set_code, mep.name) == ("mep", "MEP", "Meganium")
    assert mep.image == "https://assets.tcgdex.net/en/me/mep/001/low.png"
    mee = db.get("mee-3")
    assert (mee.set_id, mee.set_code, mee.energy_type) == ("mee", "MEE", "Water")


# -- names --------------------------------------------------------------------------------
def test_by_name_strips_parenthetical_and_folds(db: CardDB) -> None:
    names = {c.name for c in db.by_name("Boss's Orders")}
    assert {"Boss's Orders", "Boss's Orders (Ghetsis)"} <= names
    assert {c.name for c in db.by_name("boss’s orders (ghetsis)")} == {"Boss's Orders (Ghetsis)"}
    assert {c.name for c in db.by_name("Pokegear 3.0")} == {"Pokégear 3.0"}
    assert {c.name for c in db.by_name("POKESTOP")} == {"PokéStop"}
    assert db.by_name("No Such Card") == []


def test_name_key_and_fold() -> None:
    assert name_key("Boss's Orders (Ghetsis)") == name_key("Boss’s Orders") == "boss's orders"
    assert name_key("Professor's Research (Professor Turo)") == "professor's research"
    assert fold("  Pokégear   3.0 ") == "pokegear 3.0"


def test_text_key_equal_for_identical_reprints(db: CardDB) -> None:
    """Reprints with the same text compare equal, whatever their name suffix or art."""
    ghetsis, meg = db.get("sv2-172"), db.get("me1-114")
    assert ghetsis.name != meg.name and ghetsis.name_key == meg.name_key
    assert ghetsis.text_key == meg.text_key
    assert db.get("sv6pt5-63").text_key == db.get("sv6pt5-97").text_key  # Powerglass
    # The Sword & Shield wording ("Switch 1 of your opponent's Benched Pokémon with
    # their Active Pokémon.") is different text, so it is a different text_key.
    assert db.get("swsh9-132").text_key != meg.text_key
    assert {c.id for c in db.printings(meg)} >= {"sv2-172", "me1-114", "me2pt5-183"}


# -- basic energy -------------------------------------------------------------------------
@pytest.mark.parametrize("type_name", ["Water", "W", "water"])
def test_basic_energy_is_the_sve_printing(db: CardDB, type_name: str) -> None:
    assert db.basic_energy(type_name).id == "sve-3"


def test_basic_energy_unknown_type(db: CardDB) -> None:
    with pytest.raises(UnknownCard, match="no basic Energy of type 'Plasma'"):
        db.basic_energy("Plasma")


@pytest.mark.parametrize(
    ("spelling", "type_name"),
    [
        ("Basic {P} Energy", "Psychic"),
        ("Basic Psychic Energy", "Psychic"),
        ("Psychic Energy", "Psychic"),
        ("basic {d} energy", "Darkness"),
        ("Basic Fire Energy", "Fire"),
        ("Telepathic Psychic Energy", None),
        ("Double Turbo Energy", None),
        ("Energy", None),
    ],
)
def test_basic_energy_type_spellings(spelling: str, type_name: str | None) -> None:
    assert basic_energy_type(spelling) == type_name


# -- resolve_line -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "code", "number", "card_id"),
    [
        ("Gardevoir ex", "SVI", "86", "sv1-86"),
        ("Boss's Orders", "PAL", "172", "sv2-172"),  # data name "Boss's Orders (Ghetsis)"
        ("Pokegear 3.0", "SVI", "186", "sv1-186"),
        ("Basic {P} Energy", "SVE", "5", "sve-5"),
        ("Basic {D} Energy", "MEE", "7", "mee-7"),
        ("Psychic Energy", "CRE", "232", "swsh6-232"),  # its own basic printing
        ("Psychic Energy", "Energy", "5", "sve-5"),  # legacy pseudo-code: by type
        ("Psychic Energy", "SVE", "3", "sve-5"),  # wrong number for the type: by type
        ("Basic Fire Energy", None, None, "sve-2"),
        ("Boss's Orders", None, None, "me2pt5-183"),  # no printing given: newest
        ("Greninja ex", "30C", "21", "me30c-21"),
        ("Genesect-EX", "30C", "4", "me30cc-4"),  # the Classic Collection shares 30C and 1-30
        ("Basic {W} Energy", "MEE", "9", "mee-3"),  # MEE 9+ are other arts: by type, in MEE
        ("Basic {M} Energy", "MEE", "16", "mee-8"),
        ("Basic {F} Energy", "SV3a", "6", "sve-6"),  # a code the data lacks: by type
    ],
)
def test_resolve_line(
    db: CardDB, name: str, code: str | None, number: str | None, card_id: str
) -> None:
    assert db.resolve_line(name, code, number).id == card_id


@pytest.mark.parametrize(
    ("name", "code", "number", "message"),
    [
        (
            "Snorlax",
            "SV3a",
            "41",
            "unknown card Snorlax (set SV3a number 41): set code SV3a is not in the card database",
        ),
        ("Pikachu", "30C", "999", "unknown card Pikachu (set 30C number 999): no card 999 in 30C"),
        (
            "Pikachu",
            "30C",
            "4",  # neither 30C 4 (Illumise) nor Classic Collection 4 (Genesect-EX): names the first
            "unknown card Pikachu (set 30C number 4): 30C 4 is 'Illumise'",
        ),
        ("Ralts", "ASR", "999", "unknown card Ralts (set ASR number 999): no card 999 in ASR"),
        (
            "Pikachu",
            "SVI",
            "86",
            "unknown card Pikachu (set SVI number 86): SVI 86 is 'Gardevoir ex'",
        ),
        ("Nonexistent Mon", None, None, "unknown card Nonexistent Mon: no card with that name"),
    ],
)
def test_resolve_line_errors(
    db: CardDB, name: str, code: str | None, number: str | None, message: str
) -> None:
    with pytest.raises(UnknownCard) as exc:
        db.resolve_line(name, code, number)
    assert str(exc.value) == message


# -- CardDef helpers ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("damage", "base", "sign"),
    [
        ("120", 120, ""),
        ("30+", 30, "+"),
        ("20×", 20, "×"),
        ("20x", 20, "×"),
        ("30-", 30, "-"),
        ("?", 0, ""),
        ("", 0, ""),
    ],
)
def test_attack_damage_parts(damage: str, base: int, sign: str) -> None:
    attack = Attack("Test", ("Colorless",), damage, "")
    assert (attack.base_damage, attack.damage_sign) == (base, sign)


def test_pokemon_fields(db: CardDB) -> None:
    c = db.get("me1-36")  # Mega Abomasnow ex
    assert c.is_pokemon and not c.is_basic_pokemon
    assert (c.stage, c.hp, c.types, c.evolves_from, c.retreat) == (
        "Stage 1",
        350,
        ("Water",),
        "Snover",
        4,
    )
    assert c.weaknesses == (("Metal", "×2"),) and c.resistances == ()
    assert [(a.name, a.cost, a.base_damage, a.damage_sign) for a in c.attacks] == [
        ("Hammer-lanche", ("Water", "Water"), 100, "×"),
        ("Frost Barrier", ("Water", "Water", "Water"), 200, ""),
    ]
    assert c.regulation_mark == "I" and (c.set_code, c.number) == ("MEG", "36")
    assert c.image == "https://images.pokemontcg.io/me1/36.png"
    assert c.has_rule_box and c.rule_text == ""
    snover = db.get("me1-35")
    assert snover.is_basic_pokemon and snover.stage == "Basic" and not snover.has_rule_box


def test_abilities(db: CardDB) -> None:
    meganium = db.get("mep-001")
    assert [(a.name, a.kind) for a in meganium.abilities] == [("Wild Growth", "Ability")]


def test_trainer_kinds_and_rule_text(db: CardDB) -> None:
    secret_box = db.get("sv6-163")
    assert secret_box.trainer_kind == "Item" and secret_box.is_ace_spec and secret_box.has_rule_box
    # ACE SPEC lines (twice in the data) and the Item reminder are not effect text.
    assert secret_box.rule_text.startswith(
        "You can use this card only if you discard 3 other cards"
    )
    assert "ACE SPEC" not in secret_box.rule_text and "Item cards" not in secret_box.rule_text

    lillie = db.get("me1-119")
    assert lillie.trainer_kind == "Supporter"
    assert lillie.rule_text == (
        "Shuffle your hand into your deck. Then, draw 6 cards. "
        "If you have exactly 6 Prize cards remaining, draw 8 cards instead."
    )
    powerglass = db.get("sv6pt5-63")
    assert powerglass.trainer_kind == "Pokémon Tool" and not powerglass.is_ace_spec
    assert "You may attach any number" not in powerglass.rule_text
    assert db.get("me1-129").trainer_kind == "Stadium"  # Surfing Beach
    assert db.get("sv1-86").trainer_kind is None


def test_rule_text_drops_every_generic_line(db: CardDB) -> None:
    """No card's effect text still carries a reminder or rule-box line."""
    generic = (
        "Supporter card during your turn",
        "Item cards during your turn",
        "Item cards as you like",
        "Pokémon Tools to your Pokémon during your turn",
        "ACE SPEC card in your deck",
        "rule: When",
        "Rule: When",
    )
    offenders = [c.id for c in db if any(g in c.rule_text for g in generic)]
    assert offenders == []


def test_energy_helpers(db: CardDB) -> None:
    water = db.get("sve-3")
    assert water.is_energy and water.is_basic_energy and water.energy_type == "Water"
    mist = db.by_set_number("TEF", "161")
    assert mist is not None and mist.is_special_energy and mist.energy_type is None


def test_radiant(db: CardDB) -> None:
    greninja = db.get("swsh10-46")
    assert greninja.is_radiant and greninja.is_basic_pokemon and greninja.prize_value == 1


def test_prize_values_from_rule_boxes(db: CardDB) -> None:
    """PTCG:S4-PRIZE: every Pokémon in the data gives the Prize count its rule box states.

    ex / V / GX / EX / VSTAR: 2; VMAX, TAG TEAM, V-UNION and Mega Evolution ex: 3
    (even where the data also lists the generic "Pokémon ex rule"); Radiant and
    Pokémon without a Prize rule (BREAK, Prism Star): 1.
    """
    seen: dict[str, int] = {}
    for card in db:
        if not card.is_pokemon:
            continue
        st = set(card.subtypes)
        if st & {"VMAX", "TAG TEAM", "V-UNION"} or st >= {"MEGA", "ex"}:
            kind, expected = "3-prize", 3
        elif st & {"ex", "EX", "GX", "V", "VSTAR"}:
            kind, expected = "2-prize", 2
        elif card.is_radiant:
            kind, expected = "Radiant", 1
        elif any("Knocked Out, your opponent takes 2" in r for r in card.rules):
            kind, expected = "old 2-prize", 2  # "When this Pokémon has been Knocked Out…"
        else:
            kind, expected = "plain", 1  # BREAK and Prism Star rule boxes included
        assert card.prize_value == expected, f"{card.id} {card.name}: {card.prize_value}"
        seen[kind] = seen.get(kind, 0) + 1
    assert set(seen) == {"3-prize", "2-prize", "old 2-prize", "Radiant", "plain"}
    assert db.get("me1-36").prize_value == 3  # Mega Abomasnow ex
    assert db.get("me3-21").prize_value == 3  # Mega Starmie ex: data lists both rules
    assert db.get("sv1-86").prize_value == 2  # Gardevoir ex


def test_no_prize_cards(db: CardDB) -> None:
    """Trainers played as Pokémon that say "your opponent can't take any Prize cards"."""
    doll = db.by_set_number("PAR", "175")  # Snorlax Doll
    assert doll is not None and doll.prize_value == 0


def test_evolutions_of_match_every_card_that_names_it(db: CardDB) -> None:
    """``evolutions_of`` answers from the rows what a scan of every card would find, in
    release order."""
    scanned: dict[str, list[str]] = {}
    for card in db:
        if card.evolves_from:
            scanned.setdefault(card.evolves_from, []).append(card.id)
    assert {name: [d.id for d in db.evolutions_of(name)] for name in scanned} == scanned
    assert "Charmeleon" in {d.name for d in db.evolutions_of("Charmander")}
    assert db.evolutions_of("Professor's Research") == []
