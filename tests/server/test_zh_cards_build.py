"""scripts/build_zh_cards.py: how it reads TCGdex's card modules and decides which Chinese name
an English card, attack or Ability name gets (tcgsim/server/data/cards-zh-CN.tsv)."""

from __future__ import annotations

import pytest

from tcgsim.pokemon.model.carddb import cards
from tests.helpers import load_script

build = load_script("build_zh_cards")

MODULE = """import { Card } from "../../../interfaces"
import Set from "../SV3"

const card: Card = {
	set: Set,
	name: {
		ja: "リザードンex",
		'zh-tw': "噴火龍ex",  // a comment
	},
	hp: 330,
	attacks: [{
		cost: ["Fire", "Fire"],
		name: { 'zh-tw': "燃燒黑暗" },
		damage: "180＋",
	},],
	retreat: 2,
}

export default card
"""


def test_a_card_module_reads_as_its_object_literal() -> None:
    d = build.parse_card_module(MODULE, "SV3/066.ts")
    assert d["name"] == {"ja": "リザードンex", "zh-tw": "噴火龍ex"} and d["set"] is None
    assert d["attacks"] == [{"cost": ["Fire", "Fire"], "name": {"zh-tw": "燃燒黑暗"},
                             "damage": "180＋"}]
    assert build._damage(d["attacks"][0]["damage"]) == "180+"


def test_a_bad_card_module_names_the_file_and_line() -> None:
    with pytest.raises(build.BuildError, match=r"SV3/066.ts: line 6: unexpected"):
        build.parse_card_module(MODULE.replace("name: {", "name: {;", 1), "SV3/066.ts")


def test_names_lose_the_datas_notes() -> None:
    same = str  # no character conversion: the cleaning alone
    assert build.simplify_name("\u200c[特性]咒詛炸彈", same) == "咒詛炸彈"
    assert build.simplify_name("博士的研究（山梨博士）", same) == "博士的研究"
    assert build.simplify_name("愛吃豚[進化前分岐α]", same) == "愛吃豚"
    assert build.simplify_name("<小霞的>海星星", same) == "小霞的海星星"


def test_numbers_and_keywords_compare_an_english_and_a_chinese_text() -> None:
    assert build._numbers("Flip 2 coins. This attack does 30 damage for each heads.") == {2, 30}
    assert build._numbers("this Pokémon may use an attack it has twice") == {2}
    assert build._numbers("Search your deck for a card. Draw 1 card.") == frozenset()
    assert build._likeness("Draw 3 cards. Shuffle your deck.", "抽3張卡。並且重洗牌庫。") == 1.0
    assert build._likeness("Heal 30 damage from your Active Pokémon.", "抽3張卡。") == 0.0


def charizard_printing(name: str, attack: str) -> object:
    """An Asian printing with Charizard ex sv3-125's printed facts."""
    c = cards().get("sv3-125")
    facts = build.pokemon_facts(c.regulation_mark, c.hp, c.types, c.stage or "",
                                ((a.cost, build._damage(a.damage), a.text) for a in c.attacks),
                                (a.text for a in c.abilities), (t for t, _ in c.weaknesses),
                                c.retreat)
    return build.AsiaCard(where=f"data-asia/SV/SV3/{name}.ts", set_id="SV3", category="Pokemon",
                          name=name, kind=None, illustrator="", mark=c.regulation_mark,
                          facts=facts, attacks=[attack], abilities=["炼狱支配"])


def test_a_pokemon_matches_by_printed_facts_and_its_species_name() -> None:
    """A printing with the same facts names the attack and Ability by position; one with the
    same facts but another species' name is left out."""
    english = [build.English(cards().get("sv3-125"), (6,), "")]
    asia = [charizard_printing("喷火龙ex", "燃烧黑暗"), charizard_printing("超梦ex", "念力")]
    wit, _, stats = build.match(english, asia, {6: ("喷火龙", "リザードン")}, str)
    agreed, conflicts = wit.table()
    assert agreed[("attack", "Burning Darkness")] == "燃烧黑暗"
    assert agreed[("ability", "Infernal Reign")] == "炼狱支配"
    assert agreed[("card", "Charizard ex")] == "喷火龙ex"
    assert stats.name_mismatch == 1 and conflicts == {}


def test_witnesses_that_disagree_leave_the_english_name() -> None:
    wit = build.Witnesses()
    wit.add("attack", "Gust", "起风", "a")
    wit.add("attack", "Gust", "旋风", "b")
    agreed, conflicts = wit.table()
    assert ("attack", "Gust") not in agreed and set(conflicts[("attack", "Gust")]) == {"起风", "旋风"}


def test_a_card_name_witnessed_for_two_english_cards_stays_with_the_stronger_claim() -> None:
    """Boss's Orders once matched Team Rocket's Giovanni's printing (same illustrator): the
    name stays with the card it is the unanimous name of."""
    wit = build.Witnesses()
    for i in range(4):
        wit.add("card", "Boss's Orders", "老大的指令", f"boss-{i}")
    wit.add("card", "Boss's Orders", "火箭队的坂木", "reprint")
    for i in range(3):
        wit.add("card", "Team Rocket's Giovanni", "火箭队的坂木", f"giovanni-{i}")
    wit.add("card", "Brassius", "派帕", "one")  # a tie of one witness each: both dropped
    wit.add("card", "Arven", "派帕", "other")
    agreed, _ = wit.table()
    assert agreed[("card", "Boss's Orders")] == "老大的指令"
    assert agreed[("card", "Team Rocket's Giovanni")] == "火箭队的坂木"
    assert ("card", "Brassius") not in agreed and ("card", "Arven") not in agreed


def test_two_attacks_may_share_a_chinese_name() -> None:
    wit = build.Witnesses()
    wit.add("attack", "Ram", "冲撞", "a")
    wit.add("attack", "Tackle", "冲撞", "b")
    agreed, _ = wit.table()
    assert agreed == {("attack", "Ram"): "冲撞", ("attack", "Tackle"): "冲撞"}


def test_the_simplified_chinese_printings_confirm_contradict_or_add() -> None:
    agreed = {("attack", "Solar Beam"): "日光束", ("attack", "Psybeam"): "幻象光线"}
    conflicts: dict[tuple[str, str], dict[str, list[str]]] = {}
    counts = build.against_simplified(agreed, conflicts, {
        ("attack", "Solar Beam"): "日光束", ("attack", "Psybeam"): "幻想光线",
        ("attack", "Sunshine"): "阳光"})
    assert counts == {"same": 1, "other": 1, "only": 1}
    assert agreed == {("attack", "Solar Beam"): "日光束", ("attack", "Sunshine"): "阳光"}
    assert set(conflicts[("attack", "Psybeam")]) == {"幻象光线", "幻想光线"}


def test_the_committed_table_reads_back_and_counts_standard() -> None:
    table = build.read(build.OUT)
    assert table[("card", "Ultra Ball")] == "高级球"
    got = {what: (named, total) for what, named, total in build.coverage(table)}
    assert set(got) == {"Trainer names", "Special Energy names", "attack names", "Ability names"}
    assert all(0 < named <= total for named, total in got.values())
