"""The Zero Dimension card data: every file validates, every card the rule book names is
there with its printed text, and bad data is reported clearly."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from tcgsim.zero.model import carddb
from tcgsim.zero.model.carddb import (
    KEYWORD_NAMES,
    CardDataError,
    CardDef,
    UnknownCard,
    card,
    cards,
    load_cards,
    same_card,
)

# -- the packaged files ---------------------------------------------------------------------


def test_every_card_file_loads_and_validates():
    """Every card in the packaged files passes the field checks."""
    db = load_cards()  # raises CardDataError listing every problem
    assert len(db) >= 120
    files = sorted(carddb.CARDS_DIR.glob("*.toml"))
    assert {f.stem for f in files} >= {"dragonball", "onepiece", "naruto", "saintseiya",
                                       "bleach", "marvel", "douluo"}  # fmt: skip
    assert {d.series for d in db} == set(carddb.SERIES)


def test_card_is_cached_and_reads_the_files():
    """ZD:301: card(id) gives the definition the engine plays with (loaded once)."""
    assert cards() is cards()
    d = card("BP02-017")
    assert (d.name, d.type, d.series) == ("丝诺", "character", "龙珠")
    assert d.to_dict()["def"] == d.defense == 1000


@pytest.mark.parametrize("d", load_cards().all(tokens=True), ids=lambda d: d.id)
def test_each_card_is_consistent(d: CardDef):
    """ZD:302-312: category-specific fields only where the category has them."""
    if d.type == "character":
        assert d.atk >= 0 and d.defense > 0
    else:
        assert d.atk == d.defense == 0
    if d.type != "equipment":
        assert d.atk_bonus == d.def_bonus == 0
    assert (d.speed != "") == (d.type == "tactic")
    if d.counter_text:
        assert d.type in ("tactic", "event")  # ZD:704
    if d.color == "purple":
        assert d.ccost == 0  # ZD:328
    assert d.source == "project" or d.source.startswith("ZD:")
    assert d.gloss, "every card has an English gloss for the UI"
    for kw in d.keywords:
        assert KEYWORD_NAMES[kw[0]] in d.text


# -- cards the rule book names, with their printed text ---------------------------------------


def _printed(cid: str, name: str, text: str, clause: str) -> CardDef:
    d = card(cid)
    assert d.name == name
    assert d.text == text
    assert d.source == clause
    return d


def test_bp01_001_luffy():
    """ZD:208: BP01-001 蒙奇·D·路飞 (LV3 当此牌被破坏或废弃时，将其移回持有者手牌。)"""
    d = _printed("BP01-001", "蒙奇·D·路飞", "LV3 当此牌被破坏或废弃时，将其移回持有者手牌。",
                 "ZD:208")  # fmt: skip
    assert d.type == "character" and d.series == "海贼王"


def test_bp09_034_cancer_cloth():
    """ZD:208: BP09-034 巨蟹座圣衣 (如果角色牌将从战斗区中进入休息区，改为将其移出游戏。)"""
    d = _printed("BP09-034", "巨蟹座圣衣", "如果角色牌将从战斗区中进入休息区，改为将其移出游戏。",
                 "ZD:208")  # fmt: skip
    assert "type" in d.project_values  # the rule book does not say what kind of card it is


def test_bp02_035_a_xiu():
    """ZD:301: BP02-035 阿修 calls for a {小舞}, which exists in its series."""
    d = _printed("BP02-035", "阿修", "【登场时】可以废弃我方生命区的一张牌：将手牌中的一张{小舞}登场",
                 "ZD:301")  # fmt: skip
    assert [x.series for x in cards().by_name("小舞")] == [d.series]


def test_bp02_088_shenron():
    """ZD:301: BP02-088 神龙出现 (example 1 of declaring a card name)."""
    _printed(
        "BP02-088", "神龙出现",
        "【我方回合结束时】说出一个牌名并展示我方牌组顶的五张牌，将其中一张你说出名字的牌加入手牌，"
        "其余牌以任意顺序放回牌组底。", "ZD:301",
    )  # fmt: skip


def test_bp09_057_piranha_rose():
    """ZD:301: BP09-057 食人鱼玫瑰 (example 2); its 『阿波罗狄』 is a character of the series."""
    d = _printed(
        "BP09-057", "食人鱼玫瑰",
        "宣布一个牌名，对方展示其手牌并将所有那个牌名的牌移出游戏。如果使用此牌时我方战斗区中有"
        "『阿波罗狄』，将对方休息区中那个牌名的牌移出游戏。", "ZD:301",
    )  # fmt: skip
    assert d.type == "tactic"
    assert [x.id for x in cards().with_char("阿波罗狄")] == ["TS00-004"]


def test_bp02_023_popo():
    """ZD:305: BP02-023 波波 (『天神』 as a character name); a 天神 card exists."""
    _printed("BP02-023", "波波", "当我方战斗区有『天神』时，此牌(攻)+1000，(防)+1000。", "ZD:305")
    assert cards().with_char("天神")


def test_bp02_017_snow():
    """ZD:305: BP02-017 丝诺 (【登场时】抽一张牌), the example of same-name discarding."""
    d = _printed("BP02-017", "丝诺", "【登场时】抽一张牌", "ZD:305")
    assert d.chars == ("丝诺",)


def test_bp02_005_master_roshi():
    """ZD:306: BP02-005 龟仙人 boosts other 『龟仙流』; it and others carry that attribute."""
    d = _printed("BP02-005", "龟仙人", "我方战斗区中的其他『龟仙流』(攻)+500 (防)+500。", "ZD:306")
    assert "龟仙流" in d.attrs
    assert len(cards().with_attr("龟仙流")) >= 4


def test_bp02_058_power_pole():
    """ZD:310: BP02-058 金箍棒 is an equipment with attack bonus 2000."""
    d = card("BP02-058")
    assert (d.name, d.type, d.atk_bonus, d.source) == ("金箍棒", "equipment", 2000, "ZD:310")
    assert "atk_bonus" not in d.project_values


def test_zd319_equipment_example_cards():
    """ZD:319: BP02-001 少年悟空, BP02-061 魔封波 (equipped to the opponent's character) and
    BP02-057 筋斗云 as the rule book's example uses them."""
    assert card("BP02-001").type == "character" and card("BP02-001").name == "少年悟空"
    assert card("BP02-061").name == "魔封波" and card("BP02-061").type == "equipment"
    assert "对方" in card("BP02-061").text  # it may be equipped to the opponent's character
    assert card("BP02-057").name == "筋斗云" and card("BP02-057").type == "equipment"
    for cid in ("BP02-001", "BP02-061", "BP02-057"):
        assert card(cid).source == "ZD:319" and "text" in card(cid).project_values


def test_bp05_056_candle_goo():
    """ZD:700: BP05-056 蜡烛黏液 (横置…。抽一张牌。), resolved left to right."""
    _printed("BP05-056", "蜡烛黏液", "横置战斗区中的一张角色牌。抽一张牌。", "ZD:700")


def test_bp02_042_colonel_violet():
    """ZD:702: BP02-042 紫罗兰上校 checks 『红绸军』 on trigger and on resolution."""
    d = _printed("BP02-042", "紫罗兰上校", "【登场时】若我方战斗区中有其他『红绸军』，抽一张牌。",
                 "ZD:702")  # fmt: skip
    assert "红绸军" in d.attrs and len(cards().with_attr("红绸军")) >= 2


def test_bp07_075_avengers_assemble():
    """ZD:615: BP07-075 复仇者集结; 『斯蒂夫·罗杰斯』 is a character of the series."""
    d = _printed(
        "BP07-075", "复仇者集结",
        "从牌组中找一张角色牌，然后洗切牌组，将那张牌展示后放回牌组顶。如果我方战斗区中有"
        "『斯蒂夫·罗杰斯』，抽一张牌。", "ZD:615",
    )  # fmt: skip
    assert [x.series for x in cards().with_char("斯蒂夫·罗杰斯")] == [d.series]


def test_bp22_105_formidable_foe():
    """ZD:615: BP22-105 颤栗的强敌 (find a red, a blue and a white card)."""
    _printed("BP22-105", "颤栗的强敌",
             "从牌组中找一张红色的牌、一张蓝色的牌和一张白色的牌，展示后加入手牌，并洗切牌组。",
             "ZD:615")  # fmt: skip


def test_bp11_018_mr2():
    """ZD:709: BP11-018 Mr.2 冯·克雷 (gains a character's effects on its appearing turn)."""
    _printed("BP11-018", "Mr.2 冯·克雷",
             "从手牌中使用此牌时选择战斗区中的一张角色牌，此牌在登场回合中额外获得那张牌的所有效果。",
             "ZD:709")  # fmt: skip


def test_bp05_001_luffy_drum_island():
    """ZD:709: BP05-001 路飞（磁鼓岛） ((lv2) … 『草帽一伙』 … 并获得贯通。)"""
    d = _printed("BP05-001", "路飞（磁鼓岛）",
                 "(lv2) 当我方战斗区中有三张以上『草帽一伙』时，此牌（攻）+1000（防）+2000 并获得贯通。",
                 "ZD:709")  # fmt: skip
    assert "草帽一伙" in d.attrs
    assert len(cards().with_attr("草帽一伙")) >= 3


def test_bp06_006_piccolo_and_bp06_013_dende():
    """ZD:709: BP06-006 比克（尼鲁合体） transforms onto BP06-013 丹迪, whose
    【登场时】将牌组顶的一张牌加入我方生命区。 it gains."""
    dende = _printed("BP06-013", "丹迪", "【登场时】将牌组顶的一张牌加入我方生命区。", "ZD:709")
    piccolo = card("BP06-006")
    assert piccolo.name == "比克（尼鲁合体）" and piccolo.source == "ZD:709"
    ((x, target),) = piccolo.keyword_params("TRANSFORM")
    assert target in dende.attrs and x == 3
    assert "变身形态" in piccolo.text and "移出游戏" in piccolo.text
    assert "text" in piccolo.project_values  # described by the rule book, not quoted


def test_bp02_071_great_ape_and_bp02_083_eye_beam():
    """ZD:709: BP02-071 巨猿化 and BP02-083 眼睛射线, the example of gained and lost effects."""
    _printed("BP02-071", "巨猿化",
             "我方战斗区中的一张角色牌（攻）+4000（防）+4000，获得属性『巨猿』和以下效果"
             "“回合结束时将战斗区中的此牌回到手牌。”", "ZD:709")  # fmt: skip
    _printed("BP02-083", "眼睛射线", "战斗区中的一张角色牌本回合失去所有效果。", "ZD:709")


def test_zd106_young_luffy_and_nami():
    """ZD:106: 少年路飞 (废弃此牌和…：从牌组中找一张费用 5 以下的海贼登场) and the LV2 娜美
    (此牌进入休息区时，抽一张牌), named without numbers."""
    luffy = _printed("TS00-001", "少年路飞",
                     "废弃此牌和战斗区中的另一张角色牌：从牌组中找一张费用 5 以下的海贼登场",
                     "ZD:106")  # fmt: skip
    nami = card("TS00-002")
    assert nami.name == "娜美" and nami.source == "ZD:106"
    assert "此牌进入休息区时，抽一张牌" in nami.text and nami.text.startswith("LV2")
    for d in (luffy, nami):
        assert "id" in d.project_values
    assert sum(1 for d in cards().with_attr("海贼") if d.cost <= 5) >= 10


def test_zd200_buggy():
    """ZD:200: 小丑巴基 (【战斗破坏时】舍弃两张手牌：将此牌从我方休息区横置登场。)"""
    _printed("TS00-003", "小丑巴基", "【战斗破坏时】舍弃两张手牌：将此牌从我方休息区横置登场。",
             "ZD:200")  # fmt: skip


def test_zd623_cards_with_special_uses():
    """ZD:623: 团结之力, 双鱼座圣斗士阿布罗狄 (its LV3 effect) and 双子座撒加 are named as cards
    that grant or make uses of other cards; their texts are the project's."""
    for cid, name in (("TS00-006", "团结之力"), ("TS00-004", "双鱼座圣斗士阿布罗狄"),
                      ("TS00-005", "双子座撒加")):  # fmt: skip
        d = card(cid)
        assert d.name == name and d.source == "ZD:623" and "text" in d.project_values
        assert "使用" in d.text
    assert card("TS00-004").text.startswith("LV3")


def test_every_rule_book_code_is_present():
    """Every BPnn-nnn code the rule book prints is a card in the data."""
    codes = {
        "BP01-001", "BP02-001", "BP02-005", "BP02-017", "BP02-023", "BP02-035", "BP02-042",
        "BP02-057", "BP02-058", "BP02-061", "BP02-071", "BP02-083", "BP02-088", "BP05-001",
        "BP05-056", "BP06-006", "BP06-013", "BP07-075", "BP09-034", "BP09-057", "BP11-018",
        "BP22-105",
    }  # fmt: skip
    db = cards()
    assert codes <= set(db.by_id)
    printed = {d.id for d in db if d.id.startswith("BP")}
    assert printed == codes  # no invented BP numbers
    for cid in codes:
        assert db.get(cid).source.startswith("ZD:")


# -- identity and lookups -------------------------------------------------------------------


def test_reprint_is_the_same_card():
    """ZD:327: identical text fields make the same card, whatever the number."""
    a, b = card("BP02-017"), card("TS01-P01")
    assert a.id != b.id and same_card(a, b)
    assert not same_card(a, card("BP06-013"))
    # fields outside ZD:327's list (number, rarity, gloss) do not matter; the text does
    assert same_card(a, CardDef.from_dict({**a.to_dict(), "id": "TS01-P99", "rarity": "秘"}))
    assert not same_card(a, CardDef.from_dict({**a.to_dict(), "text": "【登场时】抽两张牌"}))
    assert not same_card(a, CardDef.from_dict({**a.to_dict(), "atk": 600}))


def test_lookups_by_name_character_attribute_and_id():
    """ZD:301/305/306: look cards up by {name}, 『character name』 and 『attribute』."""
    db = cards()
    assert {d.id for d in db.by_name("丝诺")} == {"BP02-017", "TS01-P01"}
    assert {d.id for d in db.by_name("路飞(磁鼓岛)")} == {"BP05-001"}  # widths folded
    assert {d.id for d in db.with_char("路飞")} == {"BP01-001", "BP05-001", "TS00-001",
                                                   "TS02-011"}  # fmt: skip
    assert all("那美克星人" in d.attrs for d in db.with_attr("那美克星人"))
    assert db.get("bp02-017").id == "BP02-017"
    assert {d.id for d in db.with_keyword("CHAKRA")} == {"TS03-001"}
    assert db.get("TS03-901").token and "TS03-901" not in {d.id for d in db.all()}


def test_unknown_id_suggests_close_ones():
    """An unknown card number names close numbers."""
    with pytest.raises(UnknownCard, match=r"did you mean BP02-071"):
        cards().get("BP02-071X")
    with pytest.raises(KeyError, match="no Zero Dimension card"):
        card("XX99-999")


def test_register_adds_test_cards_and_refuses_conflicts():
    """ZD:325: definitions outside the files (tokens, test cards) are registered by id."""
    carddb.register({"id": "T-ZC-1", "name": "测试", "type": "character", "atk": 1000,
                     "def": 1000})  # fmt: skip
    assert card("T-ZC-1").atk == 1000
    carddb.register({"id": "T-ZC-1", "name": "测试", "type": "character", "atk": 1000,
                     "def": 1000})  # the same again is fine  # fmt: skip
    with pytest.raises(ValueError, match="registered twice"):
        carddb.register({"id": "T-ZC-1", "name": "测试", "type": "character", "atk": 2000})


def test_level_marks_follow_the_rule_book_style():
    """ZD:317: level-gated effects start with the level mark (LV2 / LV3, or (lv2) as printed)."""
    for d in cards():
        for line in d.text.splitlines():
            m = re.match(r"\(?[Ll][Vv](\d)\)?", line)
            if m:
                assert m.group(1) in ("2", "3"), (d.id, line)


# -- clear errors for bad data ---------------------------------------------------------------

_GOOD = """
    [[card]]
    id = "TS01-001"
    name = "测试角色"
    series = "龙珠"
    type = "character"
    color = "yellow"
    cost = 2
    ccost = 1
    atk = 1000
    def = 1000
    text = "突袭"
    keywords = [["RUSH"]]
    gloss = "test"
    source = "project"
"""


def _load(tmp_path: Path, body: str, name: str = "x.toml", series: str = "龙珠"):
    p = tmp_path / name
    p.write_text(f'series = "{series}"\n' + textwrap.dedent(body), encoding="utf-8")
    return load_cards([p])


def _problems(tmp_path: Path, body: str) -> list[str]:
    with pytest.raises(CardDataError) as e:
        _load(tmp_path, body)
    return e.value.problems


def test_a_good_card_loads(tmp_path):
    """ZD:318: a minimal character card passes."""
    db = _load(tmp_path, _GOOD)
    assert db.get("TS01-001").keywords == (("RUSH",),)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("cost = 2", "cost = -1"), r"field 'cost': expected an integer >= 0"),
        (("ccost = 1", "ccost = 3"), r"field 'ccost': expected at most the total cost 2"),
        (('color = "yellow"', 'color = "orange"'), r"field 'color': expected red \| yellow"),
        (('type = "character"', 'type = "spell"'), r"field 'type': expected character"),
        (('atk = 1000', 'atk = 1050'), r"field 'atk': expected an integer multiple of 100"),
        (('def = 1000', 'deff = 1000'), r"unknown field 'deff' \(did you mean 'def'\?\)"),
        (('keywords = [["RUSH"]]', 'keywords = [["RUHS"]]'), r"did you mean RUSH\?"),
        (('keywords = [["RUSH"]]', 'keywords = [["CHAKRA"]]'), r"CHAKRA takes parameters \(int\)"),
        (('keywords = [["RUSH"]]', 'keywords = [["SLOW"]]'), r"SLOW \(迟缓\) is not in the card's text"),
        (('series = "龙珠"\n    type', 'series = "海贼王"\n    type'), r"field 'series': expected the file's series"),
        (('source = "project"', 'source = "rule book"'), r"field 'source': expected the rule-book clause"),
    ],
)  # fmt: skip
def test_bad_fields_are_named(tmp_path, change, expected):
    """Each bad field is reported with the file, the card id and what was expected."""
    old, new = change
    body = _GOOD.replace(old, new, 1)
    problems = _problems(tmp_path, body)
    assert any(re.search(expected, p) for p in problems), problems
    assert all(p.startswith(str(tmp_path / "x.toml") + ": TS01-001: ") for p in problems)


def test_purple_cards_have_no_colored_cost(tmp_path):
    """ZD:328: purple resources pay no color, so a purple card cannot ask for purple."""
    body = _GOOD.replace('color = "yellow"', 'color = "purple"')
    assert any("0 for a purple card (ZD:328" in p for p in _problems(tmp_path, body))


def test_counter_effects_only_on_tactics_and_events(tmp_path):
    """ZD:704: only tactics and events have 反击特效."""
    body = _GOOD + '    counter_text = "抽一张牌。"\n'
    assert any("only tactics and events have 反击特效" in p for p in _problems(tmp_path, body))


def test_category_fields_are_checked(tmp_path):
    """ZD:311/319: speed only on tactics, bonuses only on equipment."""
    body = _GOOD + '    atk_bonus = 1000\n    speed = "instant"\n'
    problems = _problems(tmp_path, body)
    assert any("'atk_bonus': only equipment has it" in p for p in problems)
    assert any("'speed': only tactics have it" in p for p in problems)
    tactic = _GOOD.replace('type = "character"', 'type = "tactic"').replace(
        "atk = 1000\n    def = 1000\n", ""
    )
    assert any("normal | instant (ZD:311)" in p for p in _problems(tmp_path, tactic))


def test_rule_book_cards_must_mark_project_values(tmp_path):
    """ZD:318: a rule-book character without project_values is refused (its cost is never printed)."""
    body = _GOOD.replace('id = "TS01-001"', 'id = "BP01-001"').replace(
        'source = "project"', 'source = "ZD:208"'
    )
    problems = _problems(tmp_path, body)
    assert any("list the fields the project chose" in p for p in problems)


def test_duplicate_ids_and_dangling_names(tmp_path):
    """ZD:900: an id used twice and a keyword naming a card that does not exist."""
    (tmp_path / "a.toml").write_text('series = "龙珠"\n' + textwrap.dedent(_GOOD), "utf-8")
    (tmp_path / "b.toml").write_text('series = "龙珠"\n' + textwrap.dedent(_GOOD), "utf-8")
    with pytest.raises(CardDataError) as e:
        load_cards([tmp_path / "a.toml", tmp_path / "b.toml"])
    assert any("TS01-001: id already used in" in p for p in e.value.problems)
    link = _GOOD.replace('keywords = [["RUSH"]]', 'keywords = [["LINK", "不存在"]]').replace(
        'text = "突袭"', 'text = "战斗连协【不存在】"'
    )
    problems = _problems(tmp_path, link)
    assert any("keyword LINK names '不存在'" in p for p in problems)


def test_unreadable_file_is_reported(tmp_path):
    """A file that is not TOML is named with the parser's message."""
    p = tmp_path / "broken.toml"
    p.write_text("series = \n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"broken.toml: cannot read the file"):
        load_cards([p])


# -- structured effects ---------------------------------------------------------------------

_KW_NAMES = "|".join(sorted(map(re.escape, KEYWORD_NAMES.values()), key=len, reverse=True))
#: A text line that is a keyword alone ("突袭", "查克拉 2", "战斗连协【天神】", "(3) 虚伪生命",
#: "【我方回合结束时】咒印", "守护星座：天马座", "专用天马座星矢", "通灵[鸣人]").
_KEYWORD_LINE = re.compile(
    rf"^(?:\(\d\) )?(?:【[^】]+】)?(?:{_KW_NAMES})"
    r"(?: \d+|【[^】]+】|「[^」]+」|『[^』]+』|\[[^\]]+\]|：[^，。：]+|[^\s，。：（）()]+)?$"
)


def test_every_card_text_is_scripted_or_listed():
    """ZD:700: a card's text is carried by its effects, its keywords, or is named as not yet
    scripted (``unscripted``), so no card silently does less than it says."""
    missing = []
    for d in cards().all(tokens=True):
        if d.effects or d.counter or d.unscripted or not d.text:
            continue
        if not all(_KEYWORD_LINE.match(line) for line in d.text.splitlines()):
            missing.append(d.id)
    assert missing == []
    for d in cards().all(tokens=True):
        if d.counter_text:
            assert d.counter, f"{d.id}: 反击特效 without a script (ZD:704)"


def test_source_md_lists_the_unscripted_cards():
    """ZD:700: cards/SOURCE.md lists exactly the cards whose text waits for engine vocabulary."""
    text = (carddb.CARDS_DIR / "SOURCE.md").read_text(encoding="utf-8")
    section = text.split("## Structured effects", 1)[1].split("\n## ", 1)[0]
    listed = set(re.findall(r"^\| ((?:BP|TS)\d\d-[0-9P]\d\d) \|", section, re.M))
    assert listed == {d.id for d in cards().all(tokens=True) if d.unscripted}


def test_effects_are_checked_against_the_engine_vocabulary(tmp_path):
    """ZD:700: an unknown op, timing, filter key or op argument is an error naming the card."""
    body = _GOOD + textwrap.dedent("""
        [[card.effects]]
        type = "trigger"
        when = "apear"
        do = [["drow", {}], ["draw", {m = 1}], ["tap", {sel = {t = 0}, filter = {colour = "red"}}]]
    """)
    problems = _problems(tmp_path, body)
    for expected in ("when 'apear' is not a timing", "unknown op 'drow'",
                     "draw: unknown argument 'm'", "unknown filter key 'colour'"):  # fmt: skip
        assert any(expected in p for p in problems), (expected, problems)
    assert all(p.startswith(str(tmp_path / "x.toml") + ": TS01-001: ") for p in problems)
