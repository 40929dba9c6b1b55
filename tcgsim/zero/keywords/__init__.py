"""The keywords of rule 900 (ZD:900.<KW>): one module per keyword, or per family of keywords
that share their machinery (``combat``: the battle keywords; ``release``: 刀剑解放 and its
kin; ``hand``: what the keywords used by revealing a card in the hand share).

A keyword's module holds what the keyword does as plain functions: the effects it stands
for, its gate, its cost reductions, its actions and ops. It registers nothing by being
imported: ``tcgsim/zero/install.py`` names each of those functions in the hook point it
belongs to (``tcgsim/zero/registry.py``). :data:`KEYWORDS` says where each keyword of
rule 900 (``model.carddb.KEYWORD_NAMES``) is implemented.

A new keyword: its id and printed name in ``model.carddb.KEYWORD_NAMES`` (parameters in
``KEYWORD_PARAMS``), its module here, its row in :data:`KEYWORDS`, its functions in the
tables of ``install.py``, its English gloss in ``text/terms.py``.
"""

from __future__ import annotations

#: keyword id -> the module of this package that implements it, or "" for a keyword whose
#: cards write what it does in their own effects (the keyword names a timing or a family
#: of cards the effects refer to)
KEYWORDS: dict[str, str] = {
    "RUSH": "combat",  # 突袭: may attack the turn it appears
    "SLOW": "combat",  # 迟缓: appears tapped
    "LONER": "combat",  # 独行客: +1000/+1000 while alone
    "GUARD": "combat",  # 守备: cannot attack
    "SCHEME": "scheme",  # 智谋: 【登场时】 look at the top card
    "RANGED": "combat",  # 远程: no battle damage while attacking
    "QUICK": "quick",  # 速攻: used at instant timing
    "FIRST_STRIKE": "combat",  # 先制: deals battle damage first
    "PIERCE": "combat",  # 贯通: 【攻击胜利时】 1 damage to the life zone
    "CRITICAL": "combat",  # 会心一击: +1 battle damage to the life zone
    "GODSPEED": "combat",  # 神速: only GODSPEED or GUARD may defend
    "TOUGH": "combat",  # 坚韧: no battle damage while defending
    "LINK": "combat",  # 战斗连协: +1000/+1000 with a partner
    "CHARGE": "charge",  # 聚气: an effect at the next untap
    "NINJA_ART": "ninja_art",  # 忍法奥义: cheaper after another 忍术
    "EXCLUSIVE": "exclusive",  # 专用: the equipment and its partner
    "FORM_CHANGE": "form_change",  # 形态转换: revealed from the hand
    "TRANSFORM": "transform",  # 变身: a special use onto a character
    "ODIN_POWER": "odin_power",  # 奥丁之力: with four 神斗士/神斗衣 resources
    "ODIN_SAPPHIRE": "odin_sapphire",  # 奥丁蓝宝石: works in the resource zone
    "CHAKRA": "chakra",  # 查克拉: 【登场时】 untap resources
    "SUMMON": "summon",  # 通灵: appears from the resource zone
    "HERO_CALL": "",  # 英雄呼唤: "when revealed from the deck" (timing revealed_from_deck)
    "RAMPAGE": "combat",  # 肆意横行: 【攻击时】 mill
    "QUICK_CHANGE": "quick_change",  # 高速换装: revealed from the hand in a combat
    "PARAMECIA": "paramecia",  # 超人系果实
    "ZOAN": "zoan",  # 动物系果实
    "LOGIA": "combat",  # 自然系果实: no battle damage below its printed defense
    "SUPER_SAIYAN": "super_saiyan",  # 超级赛亚人
    "CURSE_SEAL": "curse_seal",  # 咒印
    "GUARDIAN_STAR": "guardian_star",  # 守护星座
    "MUTANT_BLOOD": "",  # 变种之血: an appear trigger of the cards that print it
    "REIATSU": "combat",  # 灵压: 【登场时】 a character cannot attack or defend
    "DUEL": "duel",  # 对决: an action
    "SHIKAI": "release",  # 刀剑解放
    "BANKAI": "release",  # 卍解
    "RESURRECCION": "release",  # 归刃
    "RELEASED_FORM": "release",  # 解放形态: with soul cards beneath
    "FALSE_LIFE": "false_life",  # 虚伪生命: used once from the rest zone
}
