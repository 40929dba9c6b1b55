"""Zero Dimension in plain words, English and Simplified Chinese: log events, zones, steps,
keywords, card categories and colours — for the browser (``tcgsim.server`` shows the log in
the page's language) and the terminal (``tcgsim.cli.zero_render``, English).

The Chinese words are the comprehensive rules' own (完整规则书 1.20: 战斗区, 休息区, 横置,
让过, 手牌调度, 次元升级, 反击特效, 连锁, 清算…); the English ones are the interface's
glosses. Card names stay as printed (Chinese) in both languages. The English event
templates live beside the terminal renderer (``tcgsim.cli.zero_render``), the Chinese ones
here; ``tests/server/test_zero_words.py`` checks that every event the engine logs has
words in both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from tcgsim.cli.render import card_list, card_name
from tcgsim.zero.carddb import COLORS as CARD_COLORS
from tcgsim.zero.carddb import KEYWORD_NAMES

Event = dict[str, Any]
LANGS = ("en", "zh-CN")

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


# -- log events in Chinese --------------------------------------------------------------------
def _who(p: int | None, you: int | None) -> str:
    if p is None:
        return "无人"
    if you is None:
        return f"玩家{p + 1}"
    return "你" if p == you else "对手"


def _whose(p: int | None, you: int | None) -> str:
    return _who(p, you) + "的"


def _names(refs: Iterable[Any]) -> str:
    return card_list(refs, "、", "×", "无")


_WHY: dict[str, str] = {
    "added to the life zone": "加入生命区", "appears": "登场", "becomes a soul card": "成为魂牌",
    "becomes a 变身牌": "成为变身牌", "card under a character that left": "离场角色牌下方的牌",
    "discarded": "废弃", "discarded (cost or effect)": "因费用或效果废弃",
    "discarded (same character name)": "同名角色牌废弃", "discarded from hand": "舍弃手牌",
    "draw": "抽牌", "duel": "对决", "equipped": "装备", "flipped by damage": "因伤害翻开",
    "found": "找到", "hand limit": "手牌上限", "level card": "作为等级指示牌",
    "level card of a character that left": "离场角色牌的等级指示牌", "milled": "送入休息区",
    "mulligan": "手牌调度", "put on the bottom": "放到牌组底", "put on top": "放到牌组顶",
    "removed from the game": "移出游戏", "replaced by a new equipment": "被新的装备牌替换",
    "replaced by a new event": "被新的事件牌替换", "resource step": "资源步骤",
    "returned to hand": "回到手牌", "revealed and taken": "展示后加入手牌", "setup": "准备游戏",
    "tactic resolved": "战术牌清算完毕", "used": "使用", "attacks": "攻击", "defends": "防御",
    "effect": "效果", "effect cost": "效果的费用", "defense 0 or less": "防御力为 0 以下",
    "the combat is over": "战斗结束", "the attacker left the combat": "攻击角色牌离开了战斗",
    "the character left": "角色牌已离场", "condition": "条件不成立",
    "no legal target or cost cannot be paid": "没有合法对象或无法支付费用",
    "its 变身源 left the battle zone or no longer fits": "变身源已离开战斗区或不再符合",
    "took battle damage with no life card left": "生命区没有牌时受到战斗伤害",
    "must draw from an empty deck": "需要从空牌组抽牌", "conceded": "认输",
    "the chosen character left the battle zone": "选择的角色牌已离开战斗区",
    "the card left the hand": "那张牌已离开手牌",
}
_DESTROYED = {"battle": "战斗", "effect": "效果", "lethal": "致命伤害", "rule": "规则"}


#: reasons with parts: the pattern, and the Chinese made from its groups (in the order tried)
_WHY_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"(.*), instead (\w+) \((.*)\)"),
     lambda m: f"{why_zh(m[1])}，改为{term(ZONES, m[2], 'zh-CN')}（{m[3]}）"),
    (re.compile(r"destroyed \((\w+)\)"), lambda m: f"因{_DESTROYED.get(m[1], m[1])}破坏"),
    (re.compile(r"use (.+)"), lambda m: f"使用{m[1]}"),
    (re.compile(r"(Player [12]) (.+)"), lambda m: f"玩家{m[1][-1]}{why_zh(m[2])}"),
)


def why_zh(why: str) -> str:
    """An engine reason in Chinese (known phrases and their patterns); else as it is."""
    if why in _WHY:
        return _WHY[why]
    for pattern, words in _WHY_PATTERNS:
        m = pattern.fullmatch(why)
        if m:
            return words(m)
    return why


def _reason(e: Event) -> str:
    return f"（{why_zh(str(e['why']))}）" if e.get("why") else ""


def _move(e: Event, you: int | None) -> str:
    card = card_name(e["card"]) if e.get("card") else "一张牌"
    owner = e.get("owner", e.get("player"))
    src, dest = e.get("src", ""), e.get("dest", "")
    if dest == "chain":
        return f"{_who(e.get('player'), you)}使用了{card}"
    if dest == "battle" and src in ("chain", "limbo", "hand", "rest", "deck"):
        return f"{card}在{_whose(e.get('player'), you)}战斗区登场"
    return (f"{_whose(owner, you)}{card}：{term(ZONES, src, 'zh-CN')} → "
            f"{term(ZONES, dest, 'zh-CN')}{_reason(e)}")


def _tap(verb: str) -> Callable[[Event, int | None], str]:
    def fmt(e: Event, you: int | None) -> str:
        card = card_name(e["card"]) if e.get("card") else "一张背面朝上的资源牌"
        return f"{card}{verb}{_reason(e)}"

    return fmt


def _attack(e: Event, you: int | None) -> str:
    target = e.get("target")
    if target == "life":
        target = "生命区"
    elif isinstance(target, list):
        target = _names(target)
    elif isinstance(target, dict):
        target = card_name(target)
    return f"{_whose(e.get('player'), you)}{card_name(e.get('card'))}攻击{target}"


def _damage(e: Event, you: int | None) -> str:
    kind = "战斗伤害" if e.get("battle") else "伤害"
    return f"{card_name(e.get('card'))}受到 {e.get('n', 0)} 点{kind}（本回合共 {e.get('total', '?')} 点）"


def _heal(e: Event, you: int | None) -> str:
    if e.get("n") == "all":
        return f"{card_name(e.get('card'))}的伤害全部回复"
    return f"{card_name(e.get('card'))}回复 {e.get('n')} 点伤害"


def _modify(e: Event, you: int | None) -> str:
    return f"{card_name(e.get('card'))}：（攻）{e.get('atk', 0):+}（防）{e.get('defense', 0):+}"


def _levelup_decl(e: Event, you: int | None) -> str:
    return (f"{_who(e.get('player'), you)}宣布{card_name(e.get('card'))}进行"
            f"{term(LEVELUP, str(e.get('method')), 'zh-CN')}")


def _levelup(e: Event, you: int | None) -> str:
    return f"{_whose(e.get('player'), you)}{card_name(e.get('card'))}升级为 LV{e.get('level')}"


def _counter(e: Event, you: int | None) -> str:
    n = int(e.get("n", 0))
    name = term(COUNTERS, str(e.get("name")), "zh-CN")
    verb = f"放置 {n} 个" if n >= 0 else f"移除 {-n} 个"
    return f"{card_name(e.get('card'))}：{verb}{name}指示物"


def _duel(e: Event, you: int | None) -> str:
    if not e.get("held"):
        return "对决未能进行（牌组没有牌）"
    costs = e.get("costs") or []
    shown = "、".join(str(c) for c in costs)
    if e.get("winner") is None:
        return f"对决：平局（费用 {shown}）"
    return f"对决：{_who(e['winner'], you)}获胜（费用 {shown}）"


def _replaced(e: Event, you: int | None) -> str:
    if "damage" in e:
        return (f"{card_name(e.get('card'))}将要受到的 {e['damage']} 点伤害改为 {e.get('instead')} 点"
                f"（{card_name(e.get('by'))}）")
    return (f"{card_name(e.get('card'))}改为进入{term(ZONES, str(e.get('instead')), 'zh-CN')}"
            f"，而非{term(ZONES, str(e.get('dest')), 'zh-CN')}")


def _special_use(e: Event, you: int | None) -> str:
    onto = f"（放置在{card_name(e['onto'])}上）" if e.get("onto") else ""
    return f"{_who(e.get('player'), you)}以{e.get('how', '特殊方式')}使用{card_name(e.get('card'))}{onto}"


def _release(e: Event, you: int | None) -> str:
    how = keyword_name(str(e.get("method")), "zh-CN")
    return f"{_who(e.get('player'), you)}{how}：{card_name(e.get('card'))}放置在{card_name(e.get('onto'))}上"


def _search(e: Event, you: int | None) -> str:
    p = e.get("player")
    return f"{_who(p, you)}从{_whose(p, you)}{term(ZONES, str(e.get('zone', 'deck')), 'zh-CN')}中找牌"


def _reveal(e: Event, you: int | None) -> str:
    who = _who(e["player"], you) if "player" in e else "双方"
    return f"{who}展示了{_names(e.get('cards') or [])}{_reason(e)}"


def _look(e: Event, you: int | None) -> str:
    seen = f"：{_names(e['cards'])}" if e.get("cards") else ""
    n = len(e["cards"]) if e.get("cards") else e.get("n", 1)
    return f"{_who(e.get('player'), you)}查看了 {n} 张牌{seen}"


def _game_over(e: Event, you: int | None) -> str:
    reason = why_zh(str(e.get("reason", "")))
    if e.get("winner") is None:
        return f"游戏结束：平局（{reason}）"
    return f"游戏结束：{_who(e['winner'], you)}获胜 — {reason}"


def _z(template: str) -> Callable[[Event, int | None], str]:
    """A Chinese template: {P} who, {Ps} whose, {card}/{cards}/… card names, other fields."""

    def fmt(e: Event, you: int | None) -> str:
        fields = {k: (card_name(v) if isinstance(v, dict) else v) for k, v in e.items()
                  if k != "player"}
        for k in ("cards", "of", "defenders"):
            if isinstance(e.get(k), list):
                fields[k] = _names(e[k])
        p = e.get("player")
        return template.format(P=_who(p, you), Ps=_whose(p, you), why=_reason(e), **fields)

    return fmt


ZH_EVENTS: dict[str, Callable[[Event, int | None], str]] = {
    "move": _move,
    "tap": _tap("横置"),
    "untap": _tap("重置"),
    "step": lambda e, you: f"{_whose(e.get('player'), you)}{term(STEPS, str(e.get('step')), 'zh-CN')}",
    "turn": _z("— 第 {turn} 回合：{Ps}回合 —"),
    "first_player": _z("{P}先攻"),
    "mulligan": _z("{P}进行了手牌调度"),
    "shuffle": _z("{P}洗切了牌组"),
    "pass": _z("{P}让过"),
    "use": _z("{P}使用了{card}"),
    "chain_add": _z("加入连锁（第 {depth} 环）：{link}"),
    "resolve": _z("清算：{link}"),
    "target": _z("{P}指定{cards}为对象"),
    "activate": _z("{P}使用了{card}的启动效果"),
    "declare_attack": _z("{P}宣布以{card}攻击"),
    "attack": _attack,
    "declare_defense": _z("{P}宣布以{card}防御"),
    "defense": _z("{Ps}{card}进行防御"),
    "battle": _z("战斗：{attacker} 对 {defenders}"),
    "direct_hit": _z("{Ps}{card}直接攻击生命区成功"),
    "combat_end": _z("战斗结束{why}"),
    "damage": _damage,
    "life_damage": _z("{Ps}生命区受到 {n} 点伤害"),
    "life_flip": _z("{Ps}生命牌翻开：{card}"),
    "counter_effect": _z("{card}的反击特效发动"),
    "heal": _heal,
    "modify": _modify,
    "declare_levelup": _levelup_decl,
    "levelup": _levelup,
    "levelup_failed": _z("{Ps}升级失败{why}"),
    "flip_resource": _z("{P}将{card}翻至背面"),
    "reveal": _reveal,
    "look": _look,
    "search": _search,
    "trigger_ignored": _z("{card}：触发效果被忽略{why}"),
    "trigger_declined": _z("{card}：选择不发动触发效果"),
    "effect_ignored": _z("{link}：效果被忽略{why}"),
    "fizzle": _z("{card}的对象已全部不合法，不进行清算"),
    "end_this_turn": _z("结束本回合"),
    "cancel": _z("取消：{link}"),
    "control": _z("{P}获得了{card}的控制权"),
    "game_over": _game_over,
    "allow_use": lambda e, you: (f"{_who(e.get('player'), you)}本回合可以从"
                                 f"{term(ZONES, str(e.get('zone')), 'zh-CN')}使用 {e.get('n')} 张牌"),
    "copy": _z("{card}成为{of}的复制"),
    "counter": _counter,
    "declare_name": _z("{P}宣布了牌名「{name}」"),
    "duel": _duel,
    "gain_effects": _z("{card}获得了{of}的效果"),
    "prevent": _z("{card}受到的伤害被防止 {n} 点"),
    "release": _release,
    "release_failed": _z("{card}的解放失败"),
    "removed_from_combat": _z("{card}被移出战斗"),
    "replaced": _replaced,
    "special_use": _special_use,
    "transform": _z("{card}变身：放置在{onto}上"),
    "transform_failed": _z("{card}变身失败{why}"),
    "charged": _z("{card}进入聚气状态"),
    "choose": _z("{P}选择了{cards}"),
    "exclusive": _z("{card}：专用成立"),
    "form_change_failed": _z("{Ps}形态转换失败{why}"),
    "quick_change_failed": _z("{Ps}高速换装失败{why}"),
}


def _generic(e: Event) -> str:
    skip = {"type", "clause", "secret", "to"}
    fields = "，".join(f"{k}={card_name(v) if isinstance(v, dict) else v}" for k, v in e.items()
                      if k not in skip)
    return f"{e.get('type', 'event')}：{fields}" if fields else str(e.get("type", "event"))


def event_text(event: Event, you: int | None = None, lang: str = "en") -> str:
    """One log event in plain words in ``lang`` ("en" or "zh-CN"), as player ``you`` (None: a
    spectator) sees it; an event without words reads "type: field=value"."""
    if lang != "zh-CN":
        from tcgsim.cli.zero_render import event_text as english

        return english(event, you)
    if "secret" in event:
        event = {**event, **event["secret"]}
    fmt = ZH_EVENTS.get(event.get("type", ""))
    try:
        return fmt(event, you) if fmt else _generic(event)
    except (KeyError, IndexError, TypeError, ValueError):
        return _generic(event)
