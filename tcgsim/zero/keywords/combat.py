"""The combat keywords of rule 900 (ZD:900.<KW>), each written once, as hooks into the rules.

Card data names them in ``keywords`` (printed), effects grant them (``grant`` op, continuous
``"grant"``); several instances of one keyword each apply where the rule book says so.

- RUSH 突袭 (continuous): may attack the turn it appears; losing it while the attack is
  declared means the attack is not made (``registry.ATTACK_ON_ARRIVAL``, checked again when the
  declaration's free timing ends).
- SLOW 迟缓 (continuous): appears already tapped (``registry.APPEAR_TAPPED``: no "tap" happens).
- LONER 独行客 (continuous): (攻)+1000 (防)+1000 while it is its controller's only character
  (equipment and events do not count); each instance adds its own.
- GUARD 守备 (continuous): cannot attack = cannot be declared as an attacker.
- RANGED 远程 (continuous): takes no battle damage from its combatants while attacking (other
  damage still counts).
- FIRST_STRIKE 先制 (continuous): deals its battle damage before those without it; what it
  battle-destroys deals none; two first strikers deal theirs at the same time (ZD:507).
- PIERCE 贯通 (trigger): 【攻击胜利时】 1 damage to the opponent's life zone; each instance
  triggers; that damage never wins the game.
- CRITICAL 会心一击 (continuous): +1 battle damage to the life zone on a direct attack, per
  instance; the cards to flip are fixed first, so one life card left never loses to it.
- GODSPEED 神速 (continuous): attacking characters, it can only be defended by characters
  with GODSPEED or GUARD.
- TOUGH 坚韧 (continuous): takes no battle damage while defending (declared as a defender);
  attacked and not defended by another, it takes battle damage as usual.
- LINK 战斗连协【X】 (continuous): (攻)+1000 (防)+1000 while another card of its controller's
  battle zone (character, equipment or event) has the character name or attribute X; each
  instance on its own.
- LOGIA 自然系果实 (continuous): takes no battle damage lower than its printed (防), even
  damage that cannot be prevented; each exchange of battle damage is judged alone.
- REIATSU 灵压 (trigger): 【登场时】 one of the opponent's characters cannot attack or defend
  this turn and the next; instances trigger separately, may choose the same character, and
  do not add up to later turns; the target losing its effects does not end it.
- RAMPAGE 肆意横行 X (trigger): 【攻击时】 put up to X cards from the top of the opponent's
  deck into their rest zone; effects that refer to "its RAMPAGE value" use the sum of its
  instances (condition ``["rampage_min", {"n": k}]``).
(DUEL 对决, an action, is in ``keywords.duel``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.carddb import card
from tcgsim.zero.model.state import Entry
from tcgsim.zero.registry import Mod
from tcgsim.zero.rules.combat import effect_key_in_play
from tcgsim.zero.rules.continuous import (
    base_def,
    base_keywords,
    battle_attributes,
    continuous_lost,
    extra_defs,
    fx_on,
    game_may_have,
    granted_keywords,
    has_keyword,
    has_own_effects,
    keyword_count,
    keyword_instances,
    keywords,
    may_have,
    stretch_memo,
)

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

BONUS = 1000  # LONER and LINK: (攻)+1000 (防)+1000 per instance


def _grants_in_play(g: Game) -> bool:
    return effect_key_in_play(g, "grant")


def has(g: Game, c: int, kw: str) -> bool:
    """``continuous.has_keyword`` with a fast path when no effect in play grants keywords."""
    if _grants_in_play(g):
        return has_keyword(g, c, kw)
    if not may_have(g, c, "kw:" + kw):  # most cards: not printed, given or under it
        return False
    return any(k[0] == kw for k in base_keywords(g, c))


def count(g: Game, c: int, kw: str) -> int:
    if _grants_in_play(g):
        return keyword_count(g, c, kw)
    if not may_have(g, c, "kw:" + kw):
        return 0
    return sum(1 for k in base_keywords(g, c) if k[0] == kw)


# -- RUSH / GUARD / SLOW -------------------------------------------------------------------
def rush(g: Game, c: int, e: Entry) -> bool:
    """May attack the turn it appeared (``registry.ATTACK_ON_ARRIVAL``)."""
    return has(g, c, "RUSH")


def guard(g: Game, c: int, e: Entry) -> bool:
    """False: it cannot attack (``registry.ATTACK_CHECKS``)."""
    return not has(g, c, "GUARD")


def slow(g: Game, c: int, p: int) -> bool:
    """Appears tapped (``registry.APPEAR_TAPPED``)."""
    return has(g, c, "SLOW")


# -- LONER / LINK --------------------------------------------------------------------------
def _having(g: Game, p: int, what: str) -> list[int]:
    """The cards of player ``p``'s battle zone with the character name or attribute (with
    effects in force: copies, changed attributes)."""
    pl = g.pl(p)
    cards: list[int] = []
    for e in pl["battle"]:
        cards.append(e["c"])
        if e["eq"] is not None:
            cards.append(e["eq"]["c"])
    if pl["event"] is not None:
        cards.append(pl["event"]["c"])
    # cards of a battle zone: never resources, so their names and attributes are read as
    # those of a card in play (char_names and attributes would look for it among resources)
    return [x for x in cards if what in base_def(g, x).chars or what in battle_attributes(g, x)]


def loner_and_link(g: Game, c: int, e: Entry, p: int) -> tuple[list[Mod], list[Mod]]:
    """(攻)+1000 (防)+1000 per LONER or LINK instance that holds (``registry.STAT_SOURCES``),
    dated like the keyword instance: the same modifications of 攻 and of 防."""
    # the instances are printed, gained from an effect in force on the card, or granted by a
    # continuous effect of the board (keyword_instances): most cards have none of these
    fx = g.s["fx"]
    by_card, kinds = g.card_kinds, g.kinds  # asked of every character: inlined tests
    if not fx and by_card is not None and kinds is not None and \
            kinds.isdisjoint(_GRANT_KINDS):  # no effect in force, no card grants one
        # its instances are its printed ones and its 变身牌's (on a card under it, EXTRA_DEFS)
        if (by_card[c].isdisjoint(_BONUS_KINDS) and not e["under"]) or \
                (g.any_lose is not False and c in continuous_lost(g)):
            return _NONE  # none, or it lost its effects
        # worked out at once (as cheap as a reading stretch's memo)
        found = _printed_bonuses(g, c, e, p)
        return (found, found) if found else _NONE
    fx_on_it = bool(fx and fx_on(g, c))
    gained = fx_on_it or (game_may_have(g, *_GRANT_KINDS) and
                          not _BONUS_KEYWORDS.isdisjoint(granted_keywords(g)))
    if not gained and not may_have(g, c, *_BONUS_KINDS, e=e):
        return _NONE
    # a reading stretch (a view, combat) works it out once (memoized, inlined)
    memo = stretch_memo(g)
    if memo is None:
        found = _loner_and_link(g, c, e, p, gained)
        return found, found
    key = ("loner_link", c)
    both: tuple[list[Mod], list[Mod]] | None = memo.get(key)
    if both is None:
        found = _loner_and_link(g, c, e, p, gained)
        both = memo[key] = (found, found)
    return both


_BONUS_KEYWORDS = frozenset(("LONER", "LINK"))
_BONUS_KINDS = frozenset(f"kw:{kw}" for kw in _BONUS_KEYWORDS)  # see continuous.def_kinds
_NO_MODS: list[Mod] = []  # never changed: the callers extend their own lists with it
_NONE = (_NO_MODS, _NO_MODS)
_GRANT_KINDS = tuple(f"grant:{kw}" for kw in sorted(_BONUS_KEYWORDS))  # the same


def _loner_and_link(g: Game, c: int, e: Entry, p: int, gained: bool) -> list[Mod]:
    """``gained``: an effect in force is on the card or the board grants LONER or LINK; else
    its instances are its printed ones, dated from its entry (keyword_instances), unless it
    lost its effects."""
    out: list[Mod] = []
    found: list[tuple[int, Any]]
    if gained:
        found = keyword_instances(g, c)
    elif has_own_effects(g, c):
        return _printed_bonuses(g, c, e, p)
    else:
        return out
    for ts, kw in found:
        if _bonus_holds(g, c, p, kw):
            out.append((ts, "add", BONUS))
    return out


def _printed_bonuses(g: Game, c: int, e: Entry, p: int) -> list[Mod]:
    """The bonuses of character ``c``'s printed instances, and those printed on its 变身牌
    (its own too: ZD:900.TRANSFORM), dated from its entry (it has its own effects)."""
    out: list[Mod] = []
    for kw in g.defs[c].keywords:
        if kw[0] in _BONUS_KEYWORDS and _bonus_holds(g, c, p, kw):
            out.append((e["ts"], "add", BONUS))
    if e["under"]:  # its extra definitions (EXTRA_DEFS) are cards under it
        for cid in extra_defs(g, c, e):
            for kw in card(cid).keywords:
                if kw[0] in _BONUS_KEYWORDS and _bonus_holds(g, c, p, kw):
                    out.append((e["ts"], "add", BONUS))
    return out


def _bonus_holds(g: Game, c: int, p: int, kw: Any) -> bool:
    """Whether keyword instance ``kw`` of character ``c`` of player ``p`` gives its bonus:
    LONER while it is the only character of the zone, LINK while another card of it
    (character, equipment or event) has the character name or attribute."""
    if kw[0] == "LONER":
        return len(g.pl(p)["battle"]) == 1
    if kw[0] != "LINK" or len(kw) < 2:
        return False
    what = str(kw[1])
    pl = g.pl(p)
    if not g.s["fx"]:  # no copy, no attribute changed: the printed ones (base_def, inlined)
        defs = g.defs
        for e in pl["battle"]:
            x = e["c"]
            if x != c and (what in defs[x].chars or what in defs[x].attrs):
                return True
            if e["eq"] is not None:
                x = e["eq"]["c"]
                if what in defs[x].chars or what in defs[x].attrs:
                    return True
        x = pl["event"]["c"] if pl["event"] is not None else None
        return x is not None and (what in defs[x].chars or what in defs[x].attrs)
    memo = stretch_memo(g)
    if memo is None:
        found = _having(g, p, what)
    else:
        key = ("link_partners", p, what)  # the same for each LINK card of that zone: found once
        found = memo.get(key)
        if found is None:
            found = memo[key] = _having(g, p, what)
    # the cards are distinct: one other than c is there unless c is the only one (no generator)
    return len(found) > 1 or (bool(found) and found[0] != c)


# -- RANGED / TOUGH / LOGIA (``registry.BATTLE_DAMAGE``) / FIRST_STRIKE ---------------------
def ranged(g: Game, tgt: int, n: int, role: str) -> int:
    return 0 if role == "attacker" and has(g, tgt, "RANGED") else n


def tough(g: Game, tgt: int, n: int, role: str) -> int:
    return 0 if role == "defender" and has(g, tgt, "TOUGH") else n


def logia(g: Game, tgt: int, n: int, role: str) -> int:
    return 0 if n < g.d(tgt).defense and has(g, tgt, "LOGIA") else n


def first_strike(g: Game, c: int) -> bool:
    """Deals its battle damage first (``registry.STRIKES_FIRST``)."""
    return has(g, c, "FIRST_STRIKE")


# -- CRITICAL / GODSPEED -------------------------------------------------------------------------
def critical(g: Game, c: int) -> int:
    """+1 battle damage to the life zone per instance (``registry.LIFE_DAMAGE_BONUS``)."""
    return count(g, c, "CRITICAL")


def godspeed(g: Game, attacker: int, c: int, cb: dict[str, Any]) -> bool:
    """Only characters with GODSPEED or GUARD may defend against it
    (``registry.DEFEND_CHECKS``)."""
    if cb["life"] or not has(g, attacker, "GODSPEED"):
        return True
    return has(g, c, "GODSPEED") or has(g, c, "GUARD")


# -- the trigger keywords: PIERCE / REIATSU / RAMPAGE -------------------------------------------
def pierce_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "attack_win", "label": "贯通: 1 damage to the life zone",
             "do": [["life_damage", {"n": 1, "who": "opp"}]]}]


def reiatsu_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "appear", "label": "灵压: cannot attack or defend",
             "targets": [{"filter": {"type": "character", "side": "opp"},
                          "prompt": "灵压: choose a character that cannot attack or defend"}],
             "do": [["cant", {"sel": {"t": 0}, "what": "attack", "until": "next_turn"}],
                    ["cant", {"sel": {"t": 0}, "what": "defend", "until": "next_turn"}]]}]


def rampage_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"type": "trigger", "when": "attack", "label": f"肆意横行 {kw[1]}: mill",
             "do": [["mill", {"n": int(kw[1]), "who": "opp", "up_to": True}]]}]


def rampage_total(g: Game, c: int) -> int:
    """The sum of a card's RAMPAGE values (ZD:900.RAMPAGE: what effects refer to)."""
    return sum(int(k[1]) for k in keywords(g, c) if k[0] == "RAMPAGE")


def rampage_min(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return ctx.get("src") is not None and rampage_total(g, ctx["src"]) >= args.get("n", 1)

