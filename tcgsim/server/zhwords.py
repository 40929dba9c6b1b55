"""The table's English words in Simplified Chinese: prompts, option labels, log lines, names.

The engines ask and log in English (Zero Dimension logs in Chinese too, with a few English
words left). The Chinese page gets every line through :func:`translate`: a table of
sentence patterns (``PATTERNS``), each with the Chinese sentence it reads as, whose parts
are translated in turn: card names (:func:`name`), players ("You" -> 你), terms (types,
card kinds, Special Conditions, as ``static/i18n/terms-*.tsv`` give them) and clauses.

Pokémon card names read in Chinese where a source has them: the species names of
``data/names-zh-CN.tsv`` (built by ``scripts/build_zh_names.py``, its source in the file's
first line), with "Mega " as 超级 and a Basic Energy as 基本草能量; then the Trainer,
Special Energy, other Pokémon card, attack and Ability names of ``data/cards-zh-CN.tsv``
(built by ``scripts/build_zh_cards.py``; ``data/SOURCE.md``), and whose Pokémon or which
region's form as that table's names read ("Marnie's" 玛俐的, "Alolan" 阿罗拉). A name without
a source stays in English, as the issue of the card printed it. A line no pattern knows stays as it is (the test of the Chinese page lists
what it finds in English outside card names).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from pathlib import Path

NAMES_FILE = Path(__file__).with_name("data") / "names-zh-CN.tsv"
CARDS_FILE = Path(__file__).with_name("data") / "cards-zh-CN.tsv"

#: types and Energy (the terms of zh_hans_terms.tsv)
TYPES = {
    "Grass": "草", "Fire": "火", "Water": "水", "Lightning": "雷", "Psychic": "超",
    "Fighting": "斗", "Darkness": "恶", "Metal": "钢", "Fairy": "妖", "Dragon": "龙",
    "Colorless": "无色",
}
#: words an event or prompt carries as a field: card kinds, conditions, places, colours
TERMS = {
    **TYPES,
    "Supporter": "支援者", "Item": "物品", "Stadium": "竞技场", "Pokémon Tool": "宝可梦道具",
    "Tool": "宝可梦道具", "Energy": "能量", "Trainer": "训练家", "Pokémon": "宝可梦",
    "Poisoned": "中毒", "Burned": "灼伤", "Paralyzed": "麻痹", "Asleep": "睡眠",
    "Confused": "混乱", "heads": "正面", "tails": "反面", "Active": "战斗场",
    "Bench": "备战区", "normal": "普通", "dimension": "次元", "red": "红", "blue": "蓝",
    "green": "绿", "yellow": "黄", "white": "白", "black": "黑", "purple": "紫",
    "effect": "效果", "an effect": "效果", "first player": "先后攻", "cost": "费用",
    "retreat cost": "撤退费用", "Knocked Out": "【昏厥】", "the attack goes on": "招式继续",
    "empty": "无", "top of deck": "牌库顶", "no Item": "不能使用物品", "card": "牌", "a card": "一张牌", "appear": "登场", "attack": "攻击",
    "activated": "发动", "leave_to_rest": "进入休息区", "revealed_from_deck": "从牌库展示",
    "effects other than damage": "伤害以外的效果", "Knock Out check": "【昏厥】检查", "retreat": "撤退", "tapped": "横置",
}


@cache
def _species() -> dict[str, str]:
    out: dict[str, str] = {}
    for line in NAMES_FILE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            en, zh = line.split("\t")
            out[en] = zh
    return out


@cache
def _cards() -> dict[str, str]:
    """English -> Chinese for card, Ability and attack names (``kind<TAB>en<TAB>zh``). A
    name is looked up without knowing what it names, so where an attack shares a card's
    English name the card's Chinese name wins, then the Ability's."""
    out: dict[str, str] = {}
    rank = {"card": 0, "ability": 1, "attack": 2}
    ranks: dict[str, int] = {}
    for line in CARDS_FILE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line == "kind\ten\tzh":
            continue
        kind, en, zh = line.split("\t")
        if rank[kind] < ranks.get(en, 3):
            out[en], ranks[en] = zh, rank[kind]
    return out


_PLACE = re.compile(r"^(?P<n>.+?) \((?P<where>Active|Bench|tapped|normal|dimension|"
                    r"red|blue|green|yellow|white|black|purple)\)$")
_ENERGY = re.compile(r"^(?:Basic )?(\w+) Energy$")


def name(en: str) -> str:
    """A card's name in Chinese where a source has it, else as it is."""
    en = en.strip()
    if m := _PLACE.match(en):
        return f"{name(m['n'])}（{TERMS[m['where']]}）"
    if m := re.match(r"^(.+?) (\[[A-Z0-9-]+\])$", en):
        return f"{name(m[1])} {m[2]}"
    if (m := _ENERGY.match(en)) and m[1] in TYPES:
        return f"基本{TYPES[m[1]]}能量"
    if (pokemon := _pokemon(en)) is not None:
        return pokemon
    # "Boss's Orders (Ghetsis)": the data's note on which printing is no part of the name
    found = _cards().get(en) or _cards().get(re.sub(r" \([^()]*\)$", "", en))
    if found:
        return found
    # "Marnie's Grimmsnarl ex" -> 玛俐的长毛巨魔ex
    if ((m := _OWNED.match(en)) and (who := _prefixes().get(m["who"]))
            and (pokemon := _pokemon(m["rest"])) is not None):
        return who + pokemon
    return en


def _pokemon(en: str) -> str | None:
    """A Pokémon's name by its species ("Mega Abomasnow ex" -> 超级暴雪王ex); None if no
    species table entry names it."""
    mega = en.startswith("Mega ")
    core = en[5:] if mega else en
    suffix = ""
    if m := re.match(r"^(.+?) (ex|V|VSTAR|VMAX|GX)$", core):
        core, suffix = m[1], m[2]
    species = _species().get(core)
    return None if species is None else ("超级" if mega else "") + species + suffix


#: whose Pokémon ("Team Rocket's"), or which region's form ("Alolan")
_OWNED = re.compile(r"^(?P<who>.+?'s|Alolan|Galarian|Hisuian|Paldean) (?P<rest>.+)$")


@cache
def _prefixes() -> dict[str, str]:
    """"Team Rocket's" -> 火箭队的, "Alolan" -> "阿罗拉 ": what the card-name table's names show
    such a word reads as. From a Pokémon ("Team Rocket's Mewtwo ex" 火箭队的超梦ex: what stands
    before the species), and for an owner also from a Trainer ("Larry's Skill" 青木的手法: up to
    the first 的). A word read two ways is left out."""
    seen: dict[str, set[str]] = {}
    for en, zh in _cards().items():
        if not (m := _OWNED.match(en)):
            continue
        zh = re.sub(r"\s+", " ", zh)
        pokemon = _pokemon(m["rest"])
        if pokemon is not None and zh.endswith(pokemon) and len(zh) > len(pokemon):
            seen.setdefault(m["who"], set()).add(zh[:-len(pokemon)])
        elif pokemon is None and m["who"].endswith("'s") and "的" in zh:
            seen.setdefault(m["who"], set()).add(zh[:zh.index("的") + 1])
    return {who: next(iter(zh)) for who, zh in seen.items() if len(zh) == 1}


def names(text: str) -> str:
    """A list of card names ("Super Rod, Gardevoir ex ×2")."""
    def one(part: str) -> str:
        m = re.match(r"^(.+?)( ×\d+)?$", part)
        return name(m[1]) + (m[2] or "") if m else part
    return "、".join(TERMS.get(p) or one(p) for p in text.split(", ")) if text else text


_SUBJECT = {"You": "你", "you": "你", "The opponent": "对手", "the opponent": "对手",
            "Opponent": "对手", "Nobody": "无人", "your opponent": "对手", "Your opponent": "对手"}
_POSSESSIVE = {"Your": "你的", "your": "你的", "The opponent's": "对手的",
               "the opponent's": "对手的", "their": "其", "Their": "其", "its": "其",
               "Opponent's": "对手的", "your opponent's": "对手的"}


def _subject(s: str) -> str:
    if m := re.fullmatch(r"[Pp]layer (\d+)('s)?", s):
        return f"玩家{m[1]}" + ("的" if m[2] else "")
    return _SUBJECT.get(s) or _POSSESSIVE.get(s) or s


S = r"(?P<s>You|The opponent|Player \d|Nobody)"
P = r"(?P<p>Your|your|The opponent's|the opponent's|their|Player \d's)"

#: (English sentence, Chinese sentence). Groups: s* a player, p* whose, n* a card's name,
#: l* a list of names, t* a clause translated in turn, k* a term, any other as it is.
PATTERNS: list[tuple[str, str]] = [
    # -- the log ----------------------------------------------------------------------------
    (r"— Turn (?P<turn>\d+): (?P<p>.+?) turn —", "— 第{turn}回合：{p}回合 —"),
    (rf"{P} turn (?P<turn>\d+) ends", "{p}第{turn}回合结束"),
    (rf"{S} ended the turn", "{s}结束了回合"),
    (rf"{S} drew (?P<num>\d+) cards?", "{s}抽了{num}张牌"),
    (rf"{S} drew (?P<l>.+)", "{s}抽到了{l}"),
    (rf"{S} shuffled {P} deck", "{s}重洗了{p}牌库"),
    (rf"{S} shuffled {P} Prize cards", "{s}重洗了{p}奖赏卡"),
    (rf"{S} shuffled {P} hand \((?P<num>\d+) cards?\) into {P} deck",
     "{s}将手牌（{num}张）洗回牌库"),
    (rf"{S} put {P} hand \((?P<num>\d+) cards?\) on the bottom of {P} deck",
     "{s}将手牌（{num}张）放回牌库底"),
    (rf"{S} shuffled (?P<num>\d+) cards? into {P} deck", "{s}将{num}张牌洗回牌库"),
    (rf"{S} shuffled (?P<l>.+) into {P} deck", "{s}将{l}洗回牌库"),
    (rf"{S} put (?P<num>\d+) cards? on the bottom of {P} deck", "{s}将{num}张牌放回牌库底"),
    (rf"{S} put (?P<num>\d+) cards? on top of {P} deck", "{s}将{num}张牌放回牌库顶"),
    (rf"{S} put (?P<l>.+) on top of {P} deck", "{s}将{l}放回牌库顶"),
    (rf"{S} put (?P<num>\d+) cards? into {P} hand(?P<r> \(revealed\))?",
     "{s}将{num}张牌加入手牌{r}"),
    (rf"{S} put (?P<l>.+?) into {P} hand(?P<r> \(revealed\))?", "{s}将{l}加入手牌{r}"),
    (rf"{S} put (?P<n>.+) onto {P} Bench", "{s}将{n}放于备战区"),
    (rf"{S} attached (?P<n>.+?) to (?P<n2>.+)", "{s}将{n}附着于{n2}"),
    (rf"{S} attached (?P<n>.+)", "{s}附着了{n}"),
    (rf"{S} played (?P<n>.+) \((?P<k>[^()]+)\)", "{s}使用了{n}（{k}）"),
    (rf"{P} (?P<n>.+) used its Ability (?P<n2>.+)", "{p}{n}使用了特性「{n2}」"),
    (rf"{P} (?P<n>.+) used (?P<n2>.+)", "{p}{n}使用了招式「{n2}」"),
    (r"Attack step (?P<num>\d+): (?P<t>.+)", "招式步骤{num}：{t}"),
    (r"The attack failed: (?P<t>.+)", "招式失败：{t}"),
    (r"(?P<pn>.+?) took (?P<num>\d+) damage(?: \((?P<t>.+)\))?", "{pn}受到了{num}点伤害"),
    (r"(?P<num>\d+) damage counters?(?:\(s\))? on (?P<n>.+?) \((?P<t>.*)\); "
     r"(?P<total>\d+) damage in all",
     "{n}被放置了{num}个伤害指示物；共{total}点伤害"),
    (rf"{S} searched {P} deck for (?P<t>.+)", "{s}从牌库中检索{t}"),
    (rf"{S} discarded (?P<l>.+?) \((?P<t>.+)\)", "{s}丢弃了{l}（{t}）"),
    (r"replaced by another Stadium", "被其他竞技场替换"),
    (rf"{P} (?P<n>.+) is now the Active Pokémon; (?P<n2>.+) went to the Bench",
     "{p}{n}成为战斗宝可梦；{n2}回到备战区"),
    (rf"{P} (?P<n>.+) is now the Active Pokémon", "{p}{n}成为战斗宝可梦"),
    (rf"{P} (?P<n>.+) is the new Active Pokémon", "{p}{n}成为新的战斗宝可梦"),
    (rf"{S} used (?P<n>.+)", "{s}使用了{n}"),
    (rf"{S} evolved {P} (?P<n>.+) into (?P<n2>.+)", "{s}将{p}{n}进化为{n2}"),
    (rf"{S} retreated {P} (?P<n>.+)", "{s}撤退了{p}{n}"),
    (rf"{P} (?P<n>.+) was Knocked Out", "{p}{n}【昏厥】了"),
    (rf"{S} took (?P<num>\d+) Prize cards?(?: \((?P<l>.+)\))?; (?P<left>\d+) left",
     "{s}拿取了{num}张奖赏卡；剩余{left}张"),
    (rf"{S} set aside (?P<num>\d+) Prize cards?", "{s}放置了{num}张奖赏卡"),
    (rf"{S} put (?P<num>\d+) Prize cards? back", "{s}放回了{num}张奖赏卡"),
    (rf"{P} Prize card (?P<l>.+) is turned face up", "{p}奖赏卡{l}被翻为正面"),
    (rf"{P} Active: (?P<n>.+?); Bench: (?P<l>.+)", "{p}战斗场：{n}；备战区：{l}"),
    (rf"{S} had no Basic Pokémon: mulligan \(hand shown: (?P<l>.+)\)",
     "{s}没有基础宝可梦：重新抽牌（展示手牌：{l}）"),
    (rf"{S} had no Basic Pokémon: mulligan", "{s}没有基础宝可梦：重新抽牌"),
    (r"Coin flip for (?P<t>.+?): (?P<k>heads|tails)(?: — (?P<s>.+?) chooses?)?",
     "为{t}抛掷硬币：{k}"),
    (rf"{S} will go first", "{s}先攻"),
    (rf"{S} cannot draw a card at the start of the turn", "{s}在回合开始时无法抽牌"),
    (r"Pokémon Checkup", "宝可梦检查"),
    (rf"{S} looked at (?P<num>\d+) cards?(?: \((?P<l>.+)\))?", "{s}查看了{num}张牌"),
    (rf"{S} chose not to use (?P<n>.+)", "{s}选择不使用{n}"),
    (rf"{S} revealed {P} hand: (?P<l>.+)", "{s}展示了手牌：{l}"),
    (rf"{S} revealed (?P<l>.+)", "{s}展示了{l}"),
    (rf"{P} Bench is full", "{p}备战区已满"),
    (r"(?P<n>.+?) moved from (?P<n2>.+) to (?P<n3>.+)", "{n}从{n2}转移到{n3}"),
    (r"(?P<n>.+?) is now (?P<k>Poisoned|Burned|Paralyzed|Asleep|Confused)", "{n}陷入{k}状态"),
    (r"(?P<n>.+?) is no longer (?P<k>Poisoned|Burned|Paralyzed|Asleep|Confused)",
     "{n}的{k}状态解除了"),
    (r"(?P<n>.+?): its effect when attached from hand", "{n}：从手牌附着时的效果"),
    (r"devolve: player=\d, pokemon=(?P<n>.+?), into=(?P<n2>.+)", "{n}退化为{n2}"),
    (rf"{S}: (?P<n>.+?): no Item(?: \(.*\))?", "{s}：{n}：不能使用物品"),
    (rf"{S} declined: (?P<t>.+)", "{s}放弃了：{t}"),
    (rf"{S} switched a face-up Prize card and a hand card: (?P<l>.+)",
     "{s}交换了一张正面的奖赏卡和一张手牌：{l}"),
    (r"(?P<n>.+?) healed (?P<num>\d+) damage", "{n}恢复了{num}点伤害"),
    # Zero Dimension's Chinese lines with English words left in them
    (r"(?P<head>.+?[：:])level up (?P<n>.+?) \((?P<k>normal|dimension)\)",
     "{head}升级{n}（{k}）"),
    (r"(?P<head>.+?)（(?P<kw>\S+?) cost）", "{head}（{kw}的费用）"),
    (rf"{P} (?P<n>.+?): triggered effect ignored \(no legal target or cost cannot be paid\)",
     "{p}{n}：诱发效果被忽略（没有合法目标或无法支付费用）"),
    # -- prompts ----------------------------------------------------------------------------
    (r"Choose (?P<num>\d+) Pokémon for (?P<d>\d+) damage counters?",
     "选择{num}只宝可梦（放置{d}个伤害指示物）"),
    (r"Choose (?P<num>\d+) cards?(?:\(s\))?", "选择{num}张牌"),
    (r"Choose (?P<num>\d+) targets?(?:\(s\))?", "选择{num}个目标"),
    (r"Choose up to (?P<num>\d+) in any combination of (?P<t>.+) and (?P<t2>.+)",
     "选择{t}和{t2}任意组合共至多{num}张"),
    (r"Evolve which Pokémon\?", "进化哪只宝可梦？"),
    (r"How many Evolution cards\?", "几张进化卡？"),
    (r"Move it to which Pokémon\?", "将它转移到哪只宝可梦？"),
    (r"Put up to (?P<num>\d+) of the revealed cards into your hand", "将至多{num}张展示的牌加入手牌"),
    (r"Search your deck for (?P<num>\d+) cards?", "从你的牌库中检索{num}张牌"),
    (r"Tap a resource: (?P<num>\d+) left to pay \(at least (?P<m>\d+) (?P<k>\w+)\)",
     "横置一张资源：还需支付{num}（至少{m}个{k}色）"),
    (r"Untap up to (?P<num>\d+) resources?(?:\(s\))?", "重置至多{num}张资源"),
    (r"Your opponent took (?P<num>\d+) mulligans?(?:\(s\))?: draw how many extra cards\?",
     "对手重新抽牌{num}次：多抽几张牌？"),
    (r"(?P<n>.+?): leave it on top or put it on the bottom\?", "{n}：留在顶上还是放到底部？"),
    (r"(?P<st>[a-z ]+): you have priority \((?P<num>\d+) on the chain\)",
     "{st}：你拥有优先权（连锁上有{num}个）"),
    (r"(?P<st>[a-z ]+): you have priority", "{st}：你拥有优先权"),
    (r"Discard (?P<num>\d+) cards?(?:\(s\))? down to (?P<to>\d+)", "丢弃{num}张牌（保留{to}张）"),
    (r"Discard (?P<num>\d+) cards?(?:\(s\))? from your battle zone", "从你的战斗区丢弃{num}张牌"),
    (r"Discard (?P<num>\d+) cards?(?:\(s\))? from your hand", "从你的手牌丢弃{num}张牌"),
    (r"Take (?P<num>\d+) Prize cards?(?:\(s\))?", "拿取{num}张奖赏卡"),
    (r"Choose a Benched Pokémon to switch with your Active", "选择一只备战宝可梦与战斗宝可梦互换"),
    (r"Choose an action", "选择一个行动"),
    (r"Choose (?P<num>\d+)", "选择{num}个"),
    (r"Choose (?P<num>\d+) cards?", "选择{num}张牌"),
    (r"Choose (?P<num>\d+) targets?", "选择{num}个目标"),
    (r"Choose (?P<num>\d+) Pokémon for (?P<d>\d+) damage( counters)?",
     "选择{num}只宝可梦（{d}点伤害）"),
    (r"Choose up to (?P<num>\d+) (?P<t>.+)", "选择至多{num}个：{t}"),
    (r"Choose (?:a|an) (?P<t>.+)", "选择{t}"),
    (r"Choose what (?P<n>.+) attacks", "选择{n}攻击的目标"),
    (r"Choose your new Active Pokémon", "选择你新的战斗宝可梦"),
    (r"Choose your Active Pokémon \(face down\)", "选择你的战斗宝可梦（背面朝上）"),
    (r"Choose the Benched Pokémon to become Active", "选择要成为战斗宝可梦的备战宝可梦"),
    (r"Choose the character to equip", "选择要装备的角色"),
    (r"choose the character to put it on", "选择放置它的角色"),
    (r"choose a character that cannot attack or defend", "选择一个不能攻击或防御的角色"),
    (r"Choose the next card to put on the bottom of your deck", "选择下一张放回牌库底的牌"),
    (r"Choose the next triggered effect to put on the chain", "选择下一个加入连锁的诱发效果"),
    (r"Choose (?P<num>\d+) (?P<t>.+)", "选择{num}个：{t}"),
    (r"Attach (?P<n>.+) to which Pokémon\?", "将{n}附着于哪只宝可梦？"),
    (r"Evolve which Pokémon into (?P<n>.+)\?", "将哪只宝可梦进化为{n}？"),
    (r"Devolve which Pokémon\?", "让哪只宝可梦退化？"),
    (r"Declare a defender against (?P<n>.+)\?", "宣言防御{n}的角色？"),
    (r"Discard (?P<num>\d+) Energy to retreat", "丢弃{num}个能量以撤退"),
    (r"Discard (?P<num>\d+) cards? down to (?P<to>\d+)", "丢弃{num}张牌（保留{to}张）"),
    (r"Discard (?P<num>\d+) cards? from your battle zone", "从你的战斗区丢弃{num}张牌"),
    (r"Discard (?P<num>\d+) cards? from your hand", "从你的手牌丢弃{num}张牌"),
    (r"Discard up to (?P<num>\d+) (?P<t>.+)", "丢弃至多{num}张{t}"),
    (r"Discard which Energy\?", "丢弃哪个能量？"),
    (r"Take (?P<num>\d+) Prize cards?", "拿取{num}张奖赏卡"),
    (r"Search your deck for (?P<t>.+)", "从你的牌库中检索{t}"),
    (r"Search your deck", "检索你的牌库"),
    (r"Put Basic Pokémon onto your Bench \(face down\)", "将基础宝可梦放于备战区（背面朝上）"),
    (r"Put a card from your hand into your resource zone\?", "将一张手牌放入你的资源区？"),
    (r"Put up to (?P<num>\d+) (?P<t>.+?) into your hand", "将至多{num}张{t}加入手牌"),
    (r"Mulligan\? \(hand and life cards shuffled back, dealt again\)",
     "重新抽牌？（手牌和生命区的牌洗回后重新发牌）"),
    (r"Player (?P<num>\d) won the coin flip: go first or second\?",
     "玩家{num}赢得了抛硬币：先攻还是后攻？"),
    (rf"{S} won the coin flip: go first or second\?", "{s}赢得了抛硬币：先攻还是后攻？"),
    (r"Your opponent took (?P<num>\d+) mulligans?: draw how many extra cards\?",
     "对手重新抽牌{num}次：多抽几张牌？"),
    (r"Tap a resource: (?P<num>\d+) left to pay(?: \(at least (?P<m>\d+) (?P<k>\w+)\))?",
     "横置一张资源：还需支付{num}"),
    (r"Turn a face-up resource face down", "将一张正面的资源翻为背面"),
    (r"Two characters share a character name: choose one to discard",
     "两张角色牌角色名相同：选择一张丢弃"),
    (r"Untap up to (?P<num>\d+) resources?(?:\(s\))?", "重置至多{num}张资源"),
    (r"Use (?P<n>.+?) \((?P<n2>.+)\)\?", "使用{n}（{n2}）？"),
    (r"Use (?P<n>.+?): pay its cost, it appears from the resource zone\?",
     "使用{n}：支付费用，从资源区登场？"),
    (r"Use (?P<n>.+?): discard a card to untap this card\?", "使用{n}：丢弃一张牌以重置此牌？"),
    (r"Which card goes on top \(next\)\?", "哪张牌放在顶上（下一张）？"),
    (r"You may reveal a Basic Pokémon from your Prize cards", "你可以从奖赏卡中展示一只基础宝可梦"),
    (r"leave it on top or put it on the bottom\?", "留在顶上还是放到底部？"),
    (r"Switch in (?P<num>\d+) of your opponent's Benched Pokémon", "将对手的{num}只备战宝可梦换上场"),
    # -- options ----------------------------------------------------------------------------
    (r"End your turn", "结束你的回合"),
    (r"Pass", "跳过"),
    (r"Yes", "是"),
    (r"No", "否"),
    (r"Don't", "不使用"),
    (r"Use it", "使用"),
    (r"Keep", "保留"),
    (r"Mulligan", "重新抽牌"),
    (r"Go first", "先攻"),
    (r"Go second", "后攻"),
    (r"top", "顶部"),
    (r"bottom", "底部"),
    (r"Pay automatically", "自动支付"),
    (r"No resource this turn", "本回合不放资源"),
    (r"No \(more\) defenders", "不再宣言防御"),
    (r"Opponent's life zone", "对手的生命区"),
    (r"face-down resource(?: \((?P<n>.+)\))?", "背面的资源{n}"),
    (r"Draw (?P<num>\d+)", "抽{num}张"),
    (r"Prize card (?P<num>\d+)", "奖赏卡{num}"),
    (r"(?P<num>\d+) Evolution cards?", "{num}张进化卡"),
    (r"Attack: (?P<n>.+) \((?P<d>[^()]*)\)", "招式：{n}（{d}）"),
    (r"Attack with (?P<n>.+)", "用{n}攻击"),
    (r"Attach (?P<n>.+)", "附着{n}"),
    (r"Evolve into (?P<n>.+)", "进化为{n}"),
    (r"Play (?P<n>.+)", "使用{n}"),
    (r"Use (?P<n>.+?) \((?P<n2>.+)\)", "使用{n}（{n2}）"),
    (r"Use (?P<n>.+)", "使用{n}"),
    (r"Retreat (?P<n>.+)", "撤退{n}"),
    (r"Put (?P<n>.+) onto your Bench", "将{n}放于备战区"),
    (r"[Ll]evel up (?P<n>.+) \((?P<k>normal|dimension)\)", "升级{n}（{k}）"),
    (r"Activate (?P<n>.+?): (?P<t>.+)", "发动{n}：{t}"),
    (r"(?P<n>.+?) \(player (?P<num>\d)'s battle\)", "{n}（玩家{num}的战斗区）"),
    (r"(?P<kw>\S+?): tap (?P<n>.+)", "{kw}：横置{n}"),
    (r"(?P<kw>\S+?): use (?P<n>.+) onto (?P<n2>.+) for \((?P<c>\d+)\)",
     "{kw}：将{n}用于{n2}（{c}）"),
    (r"(?P<n>[^:]+?) onto (?P<n2>[^:]+ \((?:Active|Bench)\))", "{n}放到{n2}上"),
    (r"(?P<n>[^:]+?) on (?P<n2>[^:]+ \((?:Active|Bench)\))", "{n2}上的{n}"),
    (r"(?P<n>.+?): (?P<t>.+)", "{n}：{t}"),
    (r"end of turn(?: \(.*\))?", "回合结束"),
    # Zero Dimension's effects as a chain link names them
    (r"discard a card to untap this card", "丢弃一张牌以重置此牌"),
    (r"look at the top card of the deck", "查看牌库顶的一张牌"),
    (r"cannot attack or defend", "不能攻击或防御"),
    (r"untap up to (?P<num>\d+) resources?", "重置至多{num}张资源"),
    (r"(?P<num>\d+) damage to the life zone", "对生命区造成{num}点伤害"),
    (r"(?P<num>\d+) damage to an opponent's character", "对对手的一张角色牌造成{num}点伤害"),
    # -- what a search or a choice is for ---------------------------------------------------
    (r"(?P<t>.+?) \(Bench\)", "{t}（放于备战区）"),
    (r"(?P<t>.+?) \(one at a time\)", "{t}（每次一张）"),
    (r"(?P<t>.+?) \(of a type not chosen yet\)", "{t}（尚未选择过的属性）"),
    (r"(?P<t>.+?) with (?P<num>\d+) HP or less", "HP在{num}以下的{t}"),
    (r"(?P<t>.+?), (?P<t2>.+?), or (?P<num>\d+) of each", "{t}、{t2}或各{num}张"),
    (r"(?P<t>.+?) or (?P<t2>.+)", "{t}或{t2}"),
    (r"(?P<t>.+?) (?:without a Rule Box|that doesn't have a Rule Box|that don't have a Rule Box)",
     "没有规则框的{t}"),
    (r"(?P<t>.+?) that has \"(?P<q>.+)\" in its name", "名字中带有“{q}”的{t}"),
    (r"(?:a|an) (?P<t>.+)", "{t}"),
    (r"(?P<num>\d+) cards?", "{num}张牌"),
    (r"up to (?P<num>\d+) (?P<t>.+)", "至多{num}张{t}"),
    (r"(?P<t>.+?) cards?", "{t}"),
    (r"Basic Pokémon", "基础宝可梦"),
    (r"Basic Energy", "基本能量"),
    (r"Basic (?P<k>\w+) Pokémon", "基础{k}宝可梦"),
    (r"Basic (?P<k>\w+) Energy", "基本{k}能量"),
    (r"Evolution Pokémon", "进化宝可梦"),
    (r"Evolution (?P<k>\w+) Pokémon", "{k}属性进化宝可梦"),
    (r"(?P<k>\w+) Pokémon", "{k}宝可梦"),
    (r"Stage (?P<num>\d) Pokémon", "{num}阶进化宝可梦"),
    (r"Benched Pokémon", "备战宝可梦"),
    (r"effect", "效果"),
    (r"normal", "普通"),
]


def _compile(pattern: str) -> re.Pattern[str]:
    """A pattern whose repeated groups ("their … their") are renamed: only the first is
    read."""
    seen: dict[str, int] = {}

    def rename(m: re.Match[str]) -> str:
        seen[m[1]] = seen.get(m[1], 0) + 1
        return m[0] if seen[m[1]] == 1 else f"(?P<{m[1]}_{seen[m[1]]}>"

    return re.compile(re.sub(r"\(\?P<(\w+)>", rename, pattern))


_COMPILED = [(_compile(p), z) for p, z in PATTERNS]
#: Zero Dimension's steps as its rule book names them (terms-zd-zh-CN.tsv)
_STEPS = {"untap step": "重置步骤", "start step": "开始步骤", "draw step": "抽牌步骤",
          "resource step": "资源步骤", "action phase": "行动阶段", "end step": "结束步骤",
          "attack step": "攻击步骤", "defense step": "防御步骤", "battle step": "战斗步骤",
          "attack declared": "攻击宣言后", "defense declared": "防御宣言后",
          "combat resolution": "战斗结算"}


def _part(key: str, value: str | None) -> str:
    if not value:
        return ""
    head = key.split("_")[0].rstrip("0123456789")
    if head == "s" or head == "p":
        return _subject(value)
    if head == "n":
        return name(value)
    if head == "pn":  # a card name that may start with whose it is
        m = re.match(r"^(Your|The opponent's|Player \d's) (.+)$", value)
        return (_subject(m[1]) + name(m[2])) if m else name(value)
    if head == "l":
        return names(value)
    if head == "t":
        return translate(value)
    if head == "k":
        return TERMS.get(value, translate(value))
    if head == "st":
        return _STEPS.get(value, value)
    if head == "r":
        return "（已展示）"
    return value


@lru_cache(maxsize=8192)
def translate(text: str) -> str:
    """``text`` in Chinese where a pattern knows it (its parts translated in turn); a card
    name alone reads as :func:`name`; anything else as it is."""
    for pattern, zh in _COMPILED:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        parts = {k: _part(k, v) for k, v in m.groupdict().items()}
        return zh.format(**parts)
    return TERMS.get(text) or name(text)
