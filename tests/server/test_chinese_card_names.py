"""Trainer, Special Energy, attack and Ability names on the Chinese page: from
tcgsim/server/data/cards-zh-CN.tsv (built by scripts/build_zh_cards.py from TCGdex's
Asian printings), in prompts, options, the log and on card faces; a name the table does not
have stays as printed."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from tcgsim.server import zhwords
from tcgsim.server.zhwords import name, translate

TABLE = Path(zhwords.__file__).with_name("data") / "cards-zh-CN.tsv"


def test_known_trainers_read_in_chinese() -> None:
    assert name("Boss's Orders") == "老大的指令"
    assert name("Ultra Ball") == "高级球"
    assert name("Rare Candy") == "神奇糖果"
    # the data's note on which printing ("(Ghetsis)") is no part of the name
    assert name("Boss's Orders (Ghetsis)") == "老大的指令"


def test_known_attack_and_ability_read_in_chinese() -> None:
    assert name("Burning Darkness") == "燃烧黑暗"  # Charizard ex's attack
    assert name("Psychic Embrace") == "精神拥抱"  # Gardevoir ex's Ability


def test_whose_pokemon_and_regional_forms_read_as_the_table_shows_them() -> None:
    """"Marnie's" reads as her Trainer cards show it (Marnie's Pride 玛俐的骄傲), "Alolan" as
    the Alolan Pokémon of the table; the Pokémon by its species."""
    assert name("Marnie's Grimmsnarl ex") == "玛俐的长毛巨魔ex"
    assert name("Team Rocket's Kangaskhan ex") == "火箭队的袋兽ex"
    assert name("Alolan Exeggutor") == "阿罗拉 椰蛋树"
    assert name("Steven's Beldum") == "Steven's Beldum"  # no Chinese card names Steven


def test_a_name_without_a_source_stays_english() -> None:
    assert name("Lillie's Determination") == "Lillie's Determination"  # no Asian zh-tw printing
    assert name("Run Errand") == "Run Errand"  # Mega Kangaskhan ex: no zh-tw printing yet
    assert name("Teal Dance") == "碧绿之舞"  # zh-tw 厄鬼椪 matched by its Japanese species name
    assert translate("The opponent played Lillie's Determination (Supporter)") == (
        "对手使用了Lillie's Determination（支援者）")


def test_prompts_options_and_log_lines_name_them_in_chinese() -> None:
    assert translate("The opponent played Ultra Ball (Item)") == "对手使用了高级球（物品）"
    assert translate("Your Gardevoir ex used its Ability Psychic Embrace") == (
        "你的沙奈朵ex使用了特性「精神拥抱」")
    assert translate("The opponent's Charizard ex used Burning Darkness") == (
        "对手的喷火龙ex使用了招式「燃烧黑暗」")
    assert translate("Attack: Burning Darkness (180+)") == "招式：燃烧黑暗（180+）"
    assert translate("Play Rare Candy") == "使用神奇糖果"


def test_card_faces_get_the_chinese_names_of_card_attacks_and_abilities(client: TestClient) -> None:
    found = client.get("/api/cards/pokemon", params={"ids": "sv3-125"}).json()
    assert found["sv3-125"]["names"] == {"Charizard ex": "喷火龙ex",
                                         "Burning Darkness": "燃烧黑暗",
                                         "Infernal Reign": "炼狱支配"}


def test_the_table_names_its_source_and_holds_one_name_per_line() -> None:
    lines = TABLE.read_text(encoding="utf-8").splitlines()
    assert "tcgdex/cards-database @ " in lines[0] and "MIT" in lines[0]
    rows = [line.split("\t") for line in lines[2:]]
    assert all(len(r) == 3 and r[0] in ("card", "attack", "ability") and r[2] for r in rows)
    assert len({(r[0], r[1]) for r in rows}) == len(rows)  # one Chinese name per English name
