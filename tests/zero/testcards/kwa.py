"""Test cards (ids "T-A-...") for the keywords QUICK, NINJA_ART, CHAKRA, SUMMON, CURSE_SEAL,
SUPER_SAIYAN, CHARGE and TRANSFORM (ZD:900): each card carries the keyword in a form the
rule book describes, so a test can check one sentence of the keyword's ruling text."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model import carddb

from . import basic as _basic  # noqa: F401  (the basic test cards)


def char(cid: str, name: str, *kws: list[Any], cost: int = 1, atk: int = 1000,
         df: int = 1000, chars: list[str] | None = None, attrs: list[str] | None = None,
         effects: list[dict[str, Any]] | None = None, color: str = "green") -> dict[str, Any]:
    return {"id": cid, "name": name, "type": "character", "color": color, "cost": cost,
            "atk": atk, "def": df, "chars": chars if chars is not None else [name],
            "attrs": attrs or [], "keywords": [list(k) for k in kws],
            "effects": effects or []}


def tactic(cid: str, name: str, do: list[Any], *kws: list[Any], speed: str = "normal",
           cost: int = 0, attrs: list[str] | None = None,
           targets: list[dict[str, Any]] | None = None, color: str = "green") -> dict[str, Any]:
    eff: dict[str, Any] = {"type": "use", "do": do}
    if targets:
        eff["targets"] = targets
    return {"id": cid, "name": name, "type": "tactic", "speed": speed, "color": color,
            "cost": cost, "attrs": attrs or [], "keywords": [list(k) for k in kws],
            "effects": [eff]}


DRAW = [["draw", {"n": 1}]]
OPP_CHAR = [{"filter": {"type": "character", "side": "opp"}}]
ANY_CHAR = [{"filter": {"type": "character"}}]

CARDS: list[dict[str, Any]] = [
    # -- QUICK -------------------------------------------------------------------------------
    char("T-A-QCHAR", "快人", ["QUICK"], cost=2),
    char("T-A-SLOWPOKE", "慢人", cost=1),
    tactic("T-A-QTAC", "快计", DRAW, ["QUICK"]),
    tactic("T-A-NTAC", "慢计", DRAW),
    {"id": "T-A-QEQ", "name": "快刃", "type": "equipment", "color": "green", "cost": 1,
     "atk_bonus": 1000, "def_bonus": 0, "keywords": [["QUICK"]]},
    {"id": "T-A-QEVT", "name": "快事", "type": "event", "color": "green", "cost": 1,
     "keywords": [["QUICK"]]},
    tactic("T-A-HASTE", "加速", [
        ["choose", {"zone": "hand", "filter": {"type": "character"}, "as": "x"}],
        ["grant", {"sel": {"var": "x"}, "kw": ["QUICK"]}]], speed="instant"),
    # -- NINJA_ART -------------------------------------------------------------------------------
    tactic("T-A-JUTSU", "忍术一", DRAW, attrs=["忍术"], speed="instant"),
    tactic("T-A-TAIJUTSU", "体术一", DRAW, attrs=["体术"], speed="instant"),
    tactic("T-A-GENJUTSU", "幻术一", DRAW, attrs=["幻术"], speed="instant"),
    tactic("T-A-PLAIN", "杂务", DRAW, attrs=["木叶"], speed="instant"),
    tactic("T-A-ART2", "奥义二", DRAW, ["NINJA_ART", 2], cost=4, attrs=["忍术"]),
    tactic("T-A-ART11", "奥义双", DRAW, ["NINJA_ART", 1], ["NINJA_ART", 1], cost=4),
    char("T-A-ARTCHAR", "奥义人", ["NINJA_ART", 3], cost=4, attrs=["忍术"]),
    {"id": "T-A-ARTEQ", "name": "奥义刃", "type": "equipment", "color": "green", "cost": 3,
     "atk_bonus": 1000, "def_bonus": 0, "keywords": [["NINJA_ART", 2]]},
    # -- CHAKRA --------------------------------------------------------------------------------
    char("T-A-CHAKRA11", "双查克拉", ["CHAKRA", 1], ["CHAKRA", 1], cost=3),
    # -- TRANSFORM ----------------------------------------------------------------------------
    char("T-A-KID", "小悟饭", cost=1, chars=["悟饭"], attrs=["赛亚人"], effects=[
        {"type": "trigger", "when": "appear", "label": "draw 1", "do": DRAW},
        {"type": "continuous", "level": 2, "who": "self", "mod": {"atk": 1000}}]),
    char("T-A-KIDD", "遗愿悟饭", chars=["悟饭"], attrs=["赛亚人"], effects=[
        {"type": "trigger", "when": "destroyed", "label": "draw 1", "do": DRAW}]),
    char("T-A-TFD", "悟饭（终极）", ["TRANSFORM", 1, "悟饭"], cost=6, atk=3000, df=3000,
         chars=["悟饭"], attrs=["赛亚人"], effects=[
             {"type": "trigger", "gate": "TRANSFORM", "when": "destroyed", "label": "draw 2",
              "do": [["draw", {"n": 2}]]}]),
    char("T-A-ARTTF", "奥义悟饭", ["TRANSFORM", 3, "悟饭"], ["NINJA_ART", 2], cost=6,
         chars=["悟饭"], attrs=["赛亚人"]),
    char("T-A-GUARDKID", "守备悟饭", ["GUARD"], chars=["悟饭"], attrs=["赛亚人"]),
    char("T-A-TF", "悟饭（觉醒）", ["TRANSFORM", 2, "悟饭"], cost=6, atk=3000, df=3000,
         chars=["悟饭"], attrs=["赛亚人"], effects=[
             {"type": "continuous", "who": "self", "mod": {"def": 500}},
             {"type": "continuous", "gate": "TRANSFORM", "who": "self", "mod": {"atk": 2000}}]),
    char("T-A-TFQ", "超级悟饭", ["TRANSFORM", 1, "赛亚人"], ["QUICK"], cost=6, atk=4000,
         df=4000, chars=["悟饭"], attrs=["赛亚人"]),
    char("T-A-DONOR", "捐赠者", cost=1, attrs=["赛亚人"], effects=[
        {"type": "trigger", "when": "appear", "label": "draw 1", "do": DRAW}]),
    char("T-A-UNITYC", "召回", effects=[{"type": "grant_use", "zone": "rest",
                                        "filter": {"type": "character"}}]),
    tactic("T-A-PUTUNDER", "垫底", [
        ["choose", {"zone": "hand", "filter": {"type": "character"}, "as": "x"}],
        ["put_under", {"sel": {"var": "x"}, "onto": {"t": 0}}]],
        targets=[{"filter": {"type": "character", "side": "own"}}], speed="instant"),
    tactic("T-A-BURY", "埋没", [
        ["choose", {"filter": {"type": "character", "side": "own", "other": True}, "as": "x"}],
        ["put_under", {"sel": {"var": "x"}, "onto": {"t": 0}}]],
        targets=[{"filter": {"type": "character", "side": "own"}}], speed="instant"),
    tactic("T-A-ASIF", "如变身", [
        ["choose", {"zone": "hand", "filter": {"type": "character"}, "as": "x"}],
        ["transform_onto", {"sel": {"var": "x"}, "onto": {"t": 0}}]],
        targets=[{"filter": {"type": "character", "side": "own"}}], speed="instant"),
    tactic("T-A-GIFT", "恩赐", [
        ["mod", {"sel": {"t": 0}, "atk": 500}],
        ["grant", {"sel": {"t": 0}, "kw": ["TOUGH"]}]], targets=ANY_CHAR, speed="instant"),
    tactic("T-A-RENAME", "改籍", [["set_attr", {"sel": {"t": 0}, "attrs": ["人造人"]}]],
           targets=ANY_CHAR, speed="instant"),
    # -- CURSE_SEAL ---------------------------------------------------------------------------
    char("T-A-SEAL", "咒印佐助", ["CURSE_SEAL"], cost=3, chars=["佐助"]),
    char("T-A-SASUKE2", "佐助二", cost=2, chars=["佐助"]),
    char("T-A-SASUKE4", "佐助四", cost=4, chars=["佐助"]),
    char("T-A-SASUKE5", "佐助五", cost=5, chars=["佐助"]),
    char("T-A-OTHER4", "鹿丸四", cost=4, chars=["鹿丸"]),
    {"id": "T-A-SASEVT", "name": "佐助的回忆", "type": "event", "color": "green", "cost": 4,
     "chars": ["佐助"]},
    {**char("T-A-SEALX", "咒印大蛇丸", ["CURSE_SEAL"], chars=["大蛇丸"]), "cost": "X"},
    char("T-A-ORO1", "大蛇丸一", cost=1, chars=["大蛇丸"]),
    char("T-A-SEAL2", "咒印人柱力", ["CURSE_SEAL", "my_turn_start"], cost=2,
         chars=["鸣人", "九尾"]),
    char("T-A-KYUBI", "九尾", cost=3, chars=["九尾"]),
    # -- SUMMON -------------------------------------------------------------------------------
    char("T-A-FROG", "小蛤蟆", ["SUMMON", "鸣人"], cost=2, chars=["蛤蟆"]),
    char("T-A-JINCHURIKI", "人柱力", chars=["九尾", "鸣人"]),
    # -- CHARGE -------------------------------------------------------------------------------
    char("T-A-CHARGER", "蓄力者", ["CHARGE"], effects=[
        {"type": "trigger", "gate": "CHARGE", "when": "charge", "label": "draw 1", "do": DRAW}]),
    char("T-A-CHARGE2", "双蓄力", ["CHARGE"], ["CHARGE"], effects=[
        {"type": "trigger", "gate": "CHARGE", "when": "charge", "label": "draw 1", "do": DRAW},
        {"type": "trigger", "gate": "CHARGE", "when": "charge", "label": "draw 2",
         "do": [["draw", {"n": 2}]]}]),
    tactic("T-A-FOCUS", "凝神", [["enter_charge", {"sel": {"t": 0}}]], targets=ANY_CHAR,
           speed="instant"),
    tactic("T-A-WAKE", "唤醒", [["untap", {"sel": {"t": 0}}]], targets=ANY_CHAR,
           speed="instant"),
    tactic("T-A-BOUNCE", "收回", [["to_hand", {"sel": {"t": 0}}]], targets=ANY_CHAR,
           speed="instant"),
]


carddb.register(*CARDS)
