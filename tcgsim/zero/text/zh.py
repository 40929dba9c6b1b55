"""Zero Dimension's log events in Simplified Chinese, in the comprehensive rules' own words
(完整规则书 1.20: 战斗区, 休息区, 横置, 让过, 手牌调度, 次元升级, 反击特效, 连锁, 清算…).
Card names stay as printed. Registered with the one dispatcher by :mod:`tcgsim.zero.text`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from tcgsim.core.text import Event, Words, card_list, card_name
from tcgsim.zero.text.terms import COUNTERS, LEVELUP, STEPS, ZONES, keyword_name, term


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


def _tap(verb: str) -> Words:
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


def _z(template: str) -> Words:
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


#: Chinese words for each event type the engine logs
EVENTS: dict[str, Words] = {
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
    "target_link": _z("{P}指定{link}为对象"),
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
    "loop": _z("无人打破的死循环：{P}选择视为额外重复 {repeated} 次（{link}）"),
    "loop_ended": _z("死循环结束：{card}的效果不会触发"),
    "not_destroyed": _z("{card}不能被破坏"),
    "counter_moved": _z("{card}上的 {n} 个{name}指示物移动到{to}上"),
}


def generic(e: Event) -> str:
    """An event without words: "type：field=value，…"."""
    skip = {"type", "clause", "secret", "to"}
    fields = "，".join(f"{k}={card_name(v) if isinstance(v, dict) else v}" for k, v in e.items()
                      if k not in skip)
    return f"{e.get('type', 'event')}：{fields}" if fields else str(e.get("type", "event"))

