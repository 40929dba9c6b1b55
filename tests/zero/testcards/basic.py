"""Test cards (ids "T-..."), in the card data format, registered for the rule tests.

They exercise the engine, not a real card pool: vanilla characters of each color, an
equipment, tactics (normal, instant, with targets, with a counter effect), an event, a
purple card, characters with triggered, activated and continuous effects.
"""

from __future__ import annotations

from tcgsim.zero.model import carddb

CARDS = [
    {"id": "T-R1", "name": "红一", "type": "character", "color": "red", "cost": 1, "ccost": 1,
     "atk": 1000, "def": 1000, "chars": ["红一"], "attrs": ["海贼"]},
    {"id": "T-R2", "name": "红二", "type": "character", "color": "red", "cost": 2, "ccost": 1,
     "atk": 2000, "def": 2000, "chars": ["红二"], "attrs": ["海贼"]},
    {"id": "T-R3", "name": "红三", "type": "character", "color": "red", "cost": 3, "ccost": 2,
     "atk": 3000, "def": 3000, "chars": ["红三"], "attrs": ["海军"],
     "effects": [{"type": "trigger", "when": "appear", "label": "draw 1",
                  "do": [["draw", {"n": 1}]]}],
     "text": "【登场时】抽一张牌。"},
    {"id": "T-R2B", "name": "红二", "type": "character", "color": "red", "cost": 2, "ccost": 1,
     "atk": 2500, "def": 1500, "chars": ["红二"], "attrs": ["海贼"],
     "text": "another card with the character name 红二"},
    {"id": "T-B1", "name": "蓝一", "type": "character", "color": "blue", "cost": 1, "ccost": 1,
     "atk": 1000, "def": 2000, "chars": ["蓝一"], "attrs": ["海贼"]},
    {"id": "T-B2", "name": "蓝二", "type": "character", "color": "blue", "cost": 2, "ccost": 1,
     "atk": 1500, "def": 2500, "chars": ["蓝二"], "attrs": ["龟仙流"],
     "effects": [{"type": "continuous", "who": {"side": "own", "attr": "海贼", "other": True},
                  "mod": {"atk": 500, "def": 500}}],
     "text": "我方战斗区中的其他『海贼』(攻)+500 (防)+500。"},
    {"id": "T-B3", "name": "蓝三", "type": "character", "color": "blue", "cost": 3, "ccost": 1,
     "atk": 2000, "def": 3000, "chars": ["蓝三"],
     "effects": [{"type": "activated", "label": "tap: draw 1, discard 1",
                  "cost": [["tap_self", {}]],
                  "do": [["draw", {"n": 1}], ["discard_hand", {"n": 1}]]}],
     "text": "(横置)：抽一张牌，舍弃一张手牌。"},
    {"id": "T-B4", "name": "蓝四", "type": "character", "color": "blue", "cost": 4, "ccost": 2,
     "atk": 4000, "def": 3500, "chars": ["蓝四"],
     "effects": [{"type": "continuous", "level": 2, "who": "self", "mod": {"atk": 1000}}],
     "text": "(lv2) 此牌(攻)+1000。"},
    {"id": "T-P1", "name": "紫一", "type": "character", "color": "purple", "cost": 1,
     "atk": 1500, "def": 1500, "chars": ["紫一"]},
    {"id": "T-EQ", "name": "木棒", "type": "equipment", "color": "red", "cost": 1,
     "atk_bonus": 1000, "def_bonus": 1000},
    {"id": "T-EQ2", "name": "铁盾", "type": "equipment", "color": "blue", "cost": 1,
     "atk_bonus": 0, "def_bonus": 2000},
    {"id": "T-TAC", "name": "火球", "type": "tactic", "speed": "normal", "color": "red",
     "cost": 2, "ccost": 1,
     "effects": [{"type": "use", "targets": [{"filter": {"type": "character", "side": "opp"}}],
                  "do": [["damage", {"sel": {"t": 0}, "n": 2000}]]}],
     "text": "对对方战斗区中的一张角色牌造成2000点伤害。"},
    {"id": "T-INS", "name": "鼓舞", "type": "tactic", "speed": "instant", "color": "blue",
     "cost": 1,
     "effects": [{"type": "use", "targets": [{"filter": {"type": "character"}}],
                  "do": [["mod", {"sel": {"t": 0}, "atk": 1000, "def": 1000}]]}],
     "counter": [["draw", {"n": 1}]],
     "text": "战斗区中的一张角色牌本回合(攻)+1000(防)+1000。", "counter_text": "抽一张牌。"},
    {"id": "T-KILL", "name": "斩首", "type": "tactic", "speed": "instant", "color": "red",
     "cost": 3,
     "effects": [{"type": "use", "targets": [{"filter": {"type": "character"}}],
                  "do": [["destroy", {"sel": {"t": 0}}]]}],
     "text": "破坏战斗区中的一张角色牌。"},
    {"id": "T-EVT", "name": "集会", "type": "event", "color": "red", "cost": 1,
     "effects": [{"type": "continuous", "who": {"side": "own", "type": "character"},
                  "mod": {"atk": 500}}],
     "text": "我方战斗区中的角色牌(攻)+500。"},
    {"id": "T-X", "name": "X之力", "type": "tactic", "speed": "normal", "color": "red",
     "cost": "X", "effects": [{"type": "use", "do": [["draw", {"n": 1}]]}],
     "text": "抽一张牌。"},
]

CARDS += [
    {"id": "T-R1D", "name": "红一遗志", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["红一遗志"],
     "effects": [{"type": "trigger", "when": "destroyed", "label": "draw 1",
                  "do": [["draw", {"n": 1}]]}],
     "text": "【破坏时】抽一张牌。"},
    {"id": "T-TS", "name": "晨钟", "type": "character", "color": "blue", "cost": 1,
     "atk": 500, "def": 500, "chars": ["晨钟"],
     "effects": [{"type": "trigger", "when": "turn_start", "label": "draw 1",
                  "do": [["draw", {"n": 1}]]}],
     "text": "【回合开始时】抽一张牌。"},
    {"id": "T-TS2", "name": "暮鼓", "type": "character", "color": "blue", "cost": 1,
     "atk": 500, "def": 500, "chars": ["暮鼓"],
     "effects": [{"type": "trigger", "when": "turn_start", "label": "life +1",
                  "do": [["life_from_deck", {"n": 1}]]}],
     "text": "【回合开始时】将牌组顶的一张牌加入生命区。"},
    {"id": "T-END", "name": "时停", "type": "tactic", "speed": "instant", "color": "blue",
     "cost": 1, "effects": [{"type": "use", "do": [["end_turn", {}]]}],
     "text": "结束本回合。"},
    {"id": "T-CAN", "name": "反制", "type": "tactic", "speed": "instant", "color": "blue",
     "cost": 1,
     "effects": [{"type": "use", "targets": [{"zone": "chain", "filter": {}}],
                  "do": [["cancel", {"sel": {"t": 0}}]]}],
     "text": "取消连锁中的一张牌。"},
]

CARDS += [
    {"id": "T-FAMINE", "name": "饥荒", "type": "tactic", "speed": "normal", "color": "blue",
     "cost": 1, "effects": [{"type": "use", "do": [["draw", {"n": 2, "who": "each"}]]}],
     "text": "双方玩家各抽两张牌。"},
    {"id": "T-Z0", "name": "零攻", "type": "character", "color": "red", "cost": 1,
     "atk": 0, "def": 1000, "chars": ["零攻"], "text": "attack 0"},
]

CARDS += [
    {"id": "T-TE", "name": "夕照", "type": "character", "color": "blue", "cost": 1,
     "atk": 500, "def": 500, "chars": ["夕照"],
     "effects": [{"type": "trigger", "when": "my_turn_end", "label": "draw 1",
                  "do": [["draw", {"n": 1}]]}],
     "text": "【我方回合结束时】抽一张牌。"},
]

def _tactic(cid: str, name: str, do: list, targets: list | None = None,  # type: ignore[type-arg]
            cost: list | None = None, speed: str = "instant") -> dict:  # type: ignore[type-arg]
    eff: dict = {"type": "use", "do": do}  # type: ignore[type-arg]
    if targets:
        eff["targets"] = targets
    if cost:
        eff["cost"] = cost
    return {"id": cid, "name": name, "type": "tactic", "speed": speed, "color": "blue",
            "cost": 0, "effects": [eff]}


_OPP_CHAR = [{"filter": {"type": "character", "side": "opp"}}]
_OWN_CHAR = [{"filter": {"type": "character", "side": "own"}}]
CARDS += [
    {"id": "T-SELF", "name": "自强", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["自强"],
     "effects": [{"type": "trigger", "when": "appear",
                  "do": [["mod", {"sel": "self", "atk": 1000}]]}],
     "text": "【登场时】此牌本回合(攻)+1000。"},
    _tactic("T-SAC", "献祭", [["draw", {"n": 1}]], cost=[["discard_life", {"n": 1}]]),
    _tactic("T-DISC", "弃牌", [["discard_hand", {"n": 1}], ["draw", {"n": 2}]]),
    _tactic("T-SEARCH", "寻人", [["search", {"filter": {"type": "character", "cost_max": 2},
                                              "n": 1}]]),
    _tactic("T-SEARCH2", "双寻", [["search", {"filter": {"type": "character"}, "n": 2}]]),
    _tactic("T-CALL", "召唤", [["search", {"filter": {"type": "character", "cost_max": 3},
                                            "n": 1, "to": "battle"}]]),
    _tactic("T-LOOK", "窥视", [["look_top", {"n": 2}]]),
    _tactic("T-REV", "揭示", [["reveal_top", {"n": 1}]]),
    _tactic("T-STEAL", "夺取", [["take_control", {"sel": {"t": 0}}]], _OPP_CHAR),
    _tactic("T-SWAP", "替身", [["choose", {"zone": "hand", "filter": {"type": "character"},
                                           "as": "in"}],
                               ["swap_with", {"out": {"t": 0}, "into": {"var": "in"}}]],
            _OWN_CHAR),
    _tactic("T-HEAL", "治疗", [["heal", {"sel": {"t": 0}, "n": 1000}]],
            [{"filter": {"type": "character"}}]),
    _tactic("T-SHUF", "洗牌", [["shuffle", {}]]),
    {"id": "T-PHOENIX", "name": "不死鸟", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["不死鸟"],
     "effects": [{"type": "trigger", "when": "destroyed",
                  "do": [["appear_card", {"sel": "self"}]]}],
     "text": "【破坏时】将此牌从休息区登场。"},
    {"id": "T-HUNTER", "name": "猎手", "type": "character", "color": "red", "cost": 1,
     "atk": 1000, "def": 1000, "chars": ["猎手"],
     "effects": [{"type": "trigger", "when": "appear", "who": {"other": True},
                  "do": [["destroy", {"sel": {"event": "subject"}}]]}],
     "text": "当其他角色牌登场时，破坏那张牌。"},
]

def _char(cid: str, name: str, effects: list, atk: int = 1000, df: int = 1000,  # type: ignore[type-arg]
          attrs: tuple[str, ...] = (), color: str = "red") -> dict:  # type: ignore[type-arg]
    return {"id": cid, "name": name, "type": "character", "color": color, "cost": 1,
            "atk": atk, "def": df, "chars": [name], "attrs": list(attrs), "effects": effects}


_DRAW = [["draw", {"n": 1}]]
CARDS += [
    _char("T-MAY", "或许", [{"type": "trigger", "when": "appear", "may": True, "do": _DRAW}]),
    _char("T-COND", "紫罗兰", [{"type": "trigger", "when": "appear", "do": _DRAW,
                               "cond": [["in_battle", {"attr": "海军", "other": True}]]}]),
    _char("T-PAID", "代价", [{"type": "trigger", "when": "appear", "do": [["draw", {"n": 2}]],
                             "cost": [["discard_hand", {"n": 1}]]}]),
    _char("T-ORDER", "顺序", [{"type": "trigger", "when": "appear",
                              "do": [["draw", {"n": 1}], ["discard_hand", {"n": 1}]]}]),
    _char("T-SET1", "变一", [{"type": "continuous", "who": {"type": "character"},
                             "set": {"atk": 1000}}]),
    _char("T-SET2", "变二", [{"type": "continuous", "who": {"type": "character"},
                             "set": {"atk": 2000}}]),
    _char("T-HONE", "磨刀", [{"type": "continuous", "who": {"side": "own", "type": "equipment"},
                             "mod": {"atk_bonus": 1000}}]),
    _char("T-WEAKEN", "衰弱", [{"type": "continuous", "who": {"side": "opp", "type": "character"},
                               "mod": {"def": -1000}}]),
    _char("T-ONCE", "一次", [{"type": "activated", "once_per_turn": True, "do": _DRAW}]),
    _char("T-NORMAL", "主动", [{"type": "activated", "timing": "normal", "do": _DRAW}]),
    _char("T-MYTURN", "我方", [{"type": "continuous", "who": "self", "mod": {"atk": 1000},
                               "cond": [["my_turn", {}]]}]),
    _char("T-RESTSTART", "余烬", [{"type": "trigger", "when": "my_turn_start", "zone": "rest",
                                  "do": _DRAW}]),
    _char("T-LEAVE", "离场", [{"type": "trigger", "when": "leave_to_rest", "do": _DRAW}]),
    _char("T-ENTER", "入墓", [{"type": "trigger", "when": "enter_rest", "do": _DRAW}]),
    _tactic("T-BLIND", "失明", [["lose_effects", {"sel": {"t": 0}}]],
            [{"filter": {"type": "character"}}]),
    _tactic("T-BOOST", "强化", [["mod", {"sel": {"t": 0}, "atk": 1000}],
                                ["mod", {"sel": {"t": 1}, "atk": 1000}]],
            [{"filter": {"type": "character"}}, {"filter": {"type": "character"}}]),
]

# mirrors of the rule book's example cards (ZD:208/701/706/707/709), with their texts
_BACK = [["to_hand", {"sel": "self", "zone": "rest"}]]
CARDS += [
    {**_char("T-LUFFY1", "路飞", [
        {"type": "trigger", "when": "destroyed", "level": 3, "do": _BACK},
        {"type": "trigger", "when": "discarded", "level": 3, "do": _BACK}],
        atk=5000, df=4000, attrs=("海贼", "草帽一伙")),
     "text": "LV3 当此牌被破坏或废弃时，将其移回持有者手牌。"},
    {"id": "T-CANCER", "name": "巨蟹座圣衣", "type": "equipment", "color": "white", "cost": 2,
     "atk_bonus": 1000, "def_bonus": 1000, "attrs": ["圣衣"],
     "effects": [{"type": "replacement", "on": "move", "from": "battle", "to": "rest",
                  "filter": {"type": "character"}, "instead": "removed"}],
     "text": "如果角色牌将从战斗区中进入休息区，改为将其移出游戏。"},
    {**_char("T-DRUM", "路飞（磁鼓岛）", [
        {"type": "continuous", "level": 2, "who": "self", "mod": {"atk": 1000, "def": 2000},
         "grant": [["PIERCE"]], "cond": [["in_battle", {"attr": "草帽一伙", "min": 3}]]}],
        atk=3000, df=2000, attrs=("海贼", "草帽一伙")),
     "chars": ["路飞D"],
     "text": "(lv2) 当我方战斗区中有三张以上『草帽一伙』时，此牌（攻）+1000（防）+2000 并获得贯通。"},
    _char("T-STRAW1", "索隆", [], attrs=("海贼", "草帽一伙")),
    _char("T-STRAW2", "娜美", [], attrs=("海贼", "草帽一伙")),
    {**_char("T-MR2", "冯·克雷", [
        {"type": "use", "targets": [{"choose": True, "up_to": True,
                                     "filter": {"type": "character"}}],
         "do": [["gain_effects_of", {"sel": {"t": 0}, "into": "self", "until": "turn"}]]}],
        atk=2000, df=2000, attrs=("海贼", "巴洛克工作社"), color="blue"),
     "text": "从手牌中使用此牌时选择战斗区中的一张角色牌，此牌在登场回合中额外获得那张牌的所有效果。"},
    {**_tactic("T-APE", "巨猿化", [
        ["mod", {"sel": {"t": 0}, "atk": 4000, "def": 4000, "until": None}],
        ["add_attr", {"sel": {"t": 0}, "attrs": ["巨猿"]}],
        ["gain_effect", {"sel": {"t": 0}, "effect": {
            "type": "trigger", "when": "turn_end", "label": "return to hand",
            "do": [["to_hand", {"sel": "self"}]]}}]], _OWN_CHAR, speed="normal"),
     "text": "我方战斗区中的一张角色牌（攻）+4000（防）+4000，获得属性『巨猿』和以下效果“回合结束时将战斗区中的此牌回到手牌。”"},
    {**_tactic("T-EYE", "眼睛射线", [["lose_effects", {"sel": {"t": 0}}]],
               [{"filter": {"type": "character"}}]),
     "text": "战斗区中的一张角色牌本回合失去所有效果。"},
    _char("T-DOUBLE", "倍伤一", [{"type": "replacement", "on": "damage", "mult": 2,
                                 "filter": {"type": "character"}}]),
    _char("T-DOUBLE2", "倍伤二", [{"type": "replacement", "on": "damage", "mult": 2,
                                  "filter": {"type": "character"}}]),
    _char("T-HUSH", "沉默", [{"type": "continuous", "lose": True,
                             "who": {"side": "opp", "type": "character"}}]),
    _tactic("T-COPY", "模仿", [["choose", {"filter": {"type": "character", "other": True},
                                           "as": "model"}],
                               ["copy_of", {"sel": {"t": 0}, "of": {"var": "model"}}]],
            _OWN_CHAR),
    _char("T-ONAPP", "先声", [{"type": "on_appear", "do": _DRAW}]),
    _char("T-SELFT", "自指", [{"type": "trigger", "when": "appear",
                              "targets": [{"filter": {"type": "character"}}],
                              "do": [["mod", {"sel": {"t": 0}, "atk": 500}]]}]),
    _tactic("T-PING", "点射", [["life_damage", {"n": 1}]]),
    _char("T-ACTT", "瞄准", [{"type": "activated", "targets": [{"filter": {"type": "character"}}],
                             "cost": [["discard_hand", {"n": 1}]],
                             "do": [["tap", {"sel": {"t": 0}}]]}]),
]

CARDS += [
    {"id": "T-SEAL", "name": "魔封", "type": "equipment", "color": "yellow", "cost": 1,
     "atk_bonus": -1000, "def_bonus": 0, "effects": [{"type": "use", "equip_side": "any"}],
     "text": "可以装备给对方的角色牌。"},
    _tactic("T-GEMINI", "双子", [["choose", {"zone": "hand", "filter": {"type": "tactic"},
                                             "as": "u"}],
                                 ["use_card", {"sel": {"var": "u"}, "pay": False}]]),
    _char("T-UNITY", "团结", [{"type": "grant_use", "zone": "rest",
                              "filter": {"type": "tactic"}}]),
]

carddb.register(*CARDS)

# a 50-card test deck: red/blue, at most 4 of a card
DECK = (
    ["T-R1"] * 4 + ["T-R2"] * 4 + ["T-R3"] * 4 + ["T-R2B"] * 2 + ["T-B1"] * 4 + ["T-B2"] * 4
    + ["T-B3"] * 4 + ["T-B4"] * 4 + ["T-P1"] * 2 + ["T-EQ"] * 3 + ["T-EQ2"] * 2 + ["T-TAC"] * 4
    + ["T-INS"] * 4 + ["T-KILL"] * 2 + ["T-EVT"] * 2 + ["T-X"] * 1
)
assert len(DECK) == 50, len(DECK)
