"""Zero Dimension's rule words in English and Simplified Chinese: zones, steps, card
categories, colours, speeds, level-up methods, counters and the keywords of ZD:900 — for
the log (:mod:`tcgsim.zero.text`) and the card details the browser shows
(:mod:`tcgsim.zero.card_info`).

The Chinese words are the comprehensive rules' own (完整规则书 1.20: 战斗区, 休息区, 横置,
让过, 手牌调度, 次元升级, 反击特效, 连锁, 清算…); the English ones are the interface's
glosses. Card names stay as printed (Chinese) in both languages.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tcgsim.zero.model.carddb import COLORS as CARD_COLORS
from tcgsim.zero.model.carddb import KEYWORD_NAMES

#: English glosses of the keywords of ZD:900 (the Chinese names are ``carddb.KEYWORD_NAMES``)
KEYWORD_EN: dict[str, str] = {
    "RUSH": "Rush", "SLOW": "Slow", "LONER": "Loner", "GUARD": "Guard", "SCHEME": "Scheme",
    "RANGED": "Ranged", "QUICK": "Quick", "FIRST_STRIKE": "First Strike", "PIERCE": "Pierce",
    "CRITICAL": "Critical Hit", "GODSPEED": "Godspeed", "TOUGH": "Tough",
    "LINK": "Battle Link", "CHARGE": "Charge", "NINJA_ART": "Ninja Art Secret",
    "EXCLUSIVE": "Exclusive", "FORM_CHANGE": "Form Change", "TRANSFORM": "Transform",
    "ODIN_POWER": "Odin's Power", "ODIN_SAPPHIRE": "Odin Sapphire", "CHAKRA": "Chakra",
    "SUMMON": "Summoning", "HERO_CALL": "Hero Call", "RAMPAGE": "Rampage",
    "QUICK_CHANGE": "Quick Change", "PARAMECIA": "Paramecia Fruit", "ZOAN": "Zoan Fruit",
    "LOGIA": "Logia Fruit", "SUPER_SAIYAN": "Super Saiyan", "CURSE_SEAL": "Curse Mark",
    "GUARDIAN_STAR": "Guardian Constellation", "MUTANT_BLOOD": "Mutant Blood",
    "REIATSU": "Spiritual Pressure", "DUEL": "Duel", "SHIKAI": "Shikai", "BANKAI": "Bankai",
    "RESURRECCION": "Resurrección", "RELEASED_FORM": "Released Form",
    "FALSE_LIFE": "False Life", "MULTI_ATTACK": "Multiple Attack",
}
#: words that are not in ZD:900's list but that cards or rules use like keywords
KEYWORD_ZH_EXTRA = {"MULTI_ATTACK": "多重攻击"}

ZONES: dict[str, tuple[str, str]] = {  # zone: (English, Chinese), ZD:200-208
    "deck": ("deck", "牌组"), "life": ("life zone", "生命区"), "hand": ("hand", "手牌"),
    "res": ("resource zone", "资源区"), "battle": ("battle zone", "战斗区"),
    "event": ("event zone", "事件区"), "rest": ("rest zone", "休息区"),
    "removed": ("removed from the game", "移出游戏"), "eq": ("equipment", "装备"),
    "lv": ("level cards", "等级指示牌"), "under": ("cards under a character", "角色牌下方"),
    "limbo": ("play", "使用中"), "chain": ("chain", "连锁"), "gone": ("nowhere (a token)", "消失"),
}
STEPS: dict[str, tuple[str, str]] = {  # ZD:401-408
    "untap": ("untap step", "重置步骤"), "start": ("start step", "开始步骤"),
    "draw": ("draw step", "抽牌步骤"), "resource": ("resource step", "资源步骤"),
    "action": ("action phase", "行动阶段"), "end": ("end step", "结束步骤"),
    "cleanup": ("cleanup step", "清算步骤"), "discard": ("discard step", "弃牌步骤"),
}
TYPES: dict[str, tuple[str, str]] = {  # ZD:302
    "character": ("Character", "角色牌"), "equipment": ("Equipment", "装备牌"),
    "tactic": ("Tactic", "战术牌"), "event": ("Event", "事件牌"),
}
#: ZD:103/304: the seven colours (the Chinese names are ``carddb.COLORS``)
COLORS: dict[str, tuple[str, str]] = {k: (k.title(), zh) for k, zh in CARD_COLORS.items()}
SPEEDS: dict[str, tuple[str, str]] = {"normal": ("Normal", "普通"), "instant": ("Instant", "瞬间")}
LEVELUP: dict[str, tuple[str, str]] = {  # ZD:600
    "normal": ("normal level up", "通常的升级"), "dimension": ("dimension level up", "次元升级"),
}
COUNTERS: dict[str, tuple[str, str]] = {"undead": ("undead", "亡灵")}  # ZD:326


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "zh-CN" else pair[0]


def term(table: dict[str, tuple[str, str]], key: str, lang: str = "en") -> str:
    """A word of one of the tables above in ``lang``; the key itself when unknown."""
    pair = table.get(key)
    return _pick(pair, lang) if pair is not None else key


def keyword_name(kw: str, lang: str = "en") -> str:
    if lang == "zh-CN":
        return KEYWORD_NAMES.get(kw) or KEYWORD_ZH_EXTRA.get(kw, kw)
    return KEYWORD_EN.get(kw, kw.replace("_", " ").title())


def keyword_label(kw: Iterable[Any], lang: str = "en") -> str:
    """A keyword instance as a card prints it: "战斗连协『天神』" / "Battle Link 『天神』",
    "查克拉 2" / "Chakra 2", "(3) 变身：『那美克星人』" / "(3) Transform: 『那美克星人』"."""
    k = list(kw)
    name = keyword_name(str(k[0]), lang)
    if len(k) == 3 and isinstance(k[1], int):  # (X) 变身：『那美克星人』, as printed
        return f"({k[1]}) {name}{'：' if lang == 'zh-CN' else ': '}『{k[2]}』"
    params = [f"『{p}』" if isinstance(p, str) else str(p) for p in k[1:]]
    sep = "" if lang == "zh-CN" and params and params[0].startswith("『") else " "
    return name + (sep + " ".join(params) if params else "")
