"""Every hook point of the Zero Dimension engine, declared in one place.

The rule modules look things up here instead of importing the modules that extend them:
a frame's handler by its op name, a link's resolver by its kind, the ops a card script is
written with, the keywords' hooks into combat, costs, using cards... Each hook point is an
empty dict or list below, with what goes in it; nothing in this module imports the engine,
so the rules stay below the effects and keywords that register into them (no import
cycle). :mod:`tcgsim.zero.install` fills every hook point, in the order it writes down, when
the package is imported; nothing depends on the order modules are imported in.

Lists are called in order (their order is part of the rules: each function sees what the
one before it made); dicts are looked up by name. ``describe()`` prints the registry:
every hook point with its functions, in order (``tests/zero/test_registry.py`` holds it
to the table it expects).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from tcgsim.zero.model.carddb import CARD_CHECKS

if TYPE_CHECKING:
    from tcgsim.zero.game import Game
    from tcgsim.zero.keywords.hand import HandAction
    from tcgsim.zero.model.state import Entry, Link, Ref, TriggerEvent

H = TypeVar("H", list[Any], dict[str, Any])


@dataclass(frozen=True)
class HookPoint:
    """One hook point: its name, the container the engine reads, what goes in it."""

    name: str
    hooks: list[Any] | dict[str, Any]
    doc: str


POINTS: list[HookPoint] = []


def _point(name: str, hooks: H, doc: str) -> H:
    POINTS.append(HookPoint(name, hooks, " ".join(doc.split())))
    return hooks


# -- the work stack and the chain -------------------------------------------------------------
Handler = Callable[["Game", Any], None]  # its frame: a Frame, or its own type (ScriptFrame)
HANDLERS: dict[str, Handler] = _point("HANDLERS", {}, """
    frame op -> fn(g, frame): advances a frame of the work stack by one step (pushes
    frames, pops itself, or asks a decision and returns); ``Game.run`` calls it.""")

Resolver = Callable[["Game", "Link"], None]
RESOLVERS: dict[str, Resolver] = _point("RESOLVERS", {}, """
    link kind -> fn(g, link): pushes the frames that resolve a chain link (ZD:106).""")

Options = Callable[["Game", int], list[tuple[str, list[Any]]]]
Start = Callable[["Game", int, list[Any]], None]
ACTIONS: dict[str, tuple[Options, Start]] = _point("ACTIONS", {}, """
    action kind -> (options(g, player) -> [(label, data)], start(g, player, data)): what a
    player with priority may do (ZD:105); the options are offered in this order.""")

OffMain = Callable[["Game", int], bool]
OFF_MAIN: dict[str, OffMain] = _point("OFF_MAIN", {}, """
    action kind -> fn(g, player) -> False when that kind surely offers the player nothing at a
    timing other than the main timing (a quick, conservative test; a kind without one is
    always asked). At the free timings of a turn most players can only pass: priority asks
    only the kinds whose test holds.""")

ACTION_KINDS: dict[str, tuple[str, ...]] = _point("ACTION_KINDS", {}, """
    action kind -> kinds of effect (``continuous.may_have``) without which that kind offers
    nothing: where no card of the game can have any of them (``continuous.game_may_have``),
    priority asks neither its options nor its ``OFF_MAIN`` test (known once per deck pair
    while no effect is in force).""")

PASS_ALLOWED: list[Callable[[Game, int], bool]] = _point("PASS_ALLOWED", [], """
    fn(g, player) -> False when that player may not pass now (a character that must attack
    and can: its controller cannot end the action phase, ZD:405.1).""")

# -- card effects: the script vocabulary ----------------------------------------------------
OpFn = Callable[..., bool]
OPS: dict[str, OpFn] = _point("OPS", {}, """
    op name -> fn(g, script frame, **args) -> done: one step of a card script (``[name,
    {args}]``); False when it asked a decision (it runs again with the answer). The card
    files are checked against these names and their signatures (``cards.check``).""")

AbleFn = Callable[..., bool]
ABLE: dict[str, AbleFn] = _point("ABLE", {}, """
    op name -> fn(g, ctx, **args) -> whether that op can be done now as a cost (ZD:702/703:
    an effect whose cost cannot be paid cannot be used).""")

FilterKey = Callable[["Game", int, Any, dict[str, Any]], bool]
FILTER_KEYS: dict[str, FilterKey] = _point("FILTER_KEYS", {}, """
    filter key -> fn(g, card, value, ctx) -> whether the card matches (``rules.filters``).""")

STATIC_FILTER_KEYS: list[str] = _point("STATIC_FILTER_KEYS", [], """
    the filter keys whose answer for a character in a battle zone with no effect in force on
    it depends only on its printed definition, whether the effect's controller controls it and
    whether it is the effect's own card: a filter of only these keys is answered once per such
    case (``rules.continuous``: whom a continuous effect applies to).""")

Cond = Callable[["Game", dict[str, Any], dict[str, Any]], bool]
CONDS: dict[str, Cond] = _point("CONDS", {}, """
    condition name -> fn(g, args, ctx) -> whether it holds (``cond`` of effects, ``if`` of
    ops).""")

# -- triggered effects (rule 800) ---------------------------------------------------------------
Pred = Callable[["Game", "TriggerEvent", int], bool]
TIMINGS: dict[str, tuple[str, Pred | None]] = _point("TIMINGS", {}, """
    trigger timing (an effect's ``when``) -> (the event kind it listens to, predicate(g,
    event, controller) or None): rule 800's timings, then the keywords' own.""")

Source = tuple[int, int, Any, bool, str]  # card, controller, level or None, has effects, zone
EXTRA_SOURCES: dict[str, Callable[[Game, TriggerEvent], list[Source]]] = _point(
    "EXTRA_SOURCES", {}, """
    event kind -> fn(g, event) -> more cards that may hold a trigger for it, beyond the
    battle zones (a card revealed in its deck, a card entering a rest or resource zone).""")

Listener = Callable[["Game", "TriggerEvent"], None]
LISTENERS: dict[str, list[Listener]] = _point("LISTENERS", {}, """
    event kind -> [fn(g, event)]: rules that react to an event themselves, not card effects
    (a charged character's untap, ZD:900.CHARGE); called first by ``triggers.fire``.""")

# -- derived values (continuous effects, ZD:701) --------------------------------------------
Gate = Callable[["Game", int, "Entry | None"], bool]
GATES: dict[str, Gate] = _point("GATES", {}, """
    gate name (a keyword) -> fn(g, card, entry or None) -> whether the effects that card
    data gates with it (``"gate": ...``) are active.""")

KeywordEffects = Callable[[tuple[Any, ...]], list[dict[str, Any]]]
KEYWORD_EFFECTS: dict[str, KeywordEffects] = _point("KEYWORD_EFFECTS", {}, """
    keyword id -> fn(keyword instance) -> the effect dicts that keyword stands for
    (ZD:900), with script paths ``["kw", keyword, i]``.""")

EXTRA_DEFS: list[Callable[[Game, int, Entry | None], list[str]]] = _point("EXTRA_DEFS", [], """
    fn(g, card, its entry or None) -> ids of other cards whose printed effects and keywords
    the card has as its own (the 变身牌 under a transformed character, ZD:900.TRANSFORM): cards
    under a character, so none for a card that is no character or has nothing under it (the
    scans of a board ask only those that have).""")

Mod = tuple[int, str, int]  # (timestamp, "add"|"set", value)
StatSource = Callable[["Game", int, "Entry", int], tuple[list[Mod], list[Mod]]]
STAT_SOURCES: list[StatSource] = _point("STAT_SOURCES", [], """
    fn(g, card, entry, controller) -> (modifications of the character's 攻, of its 防), applied
    in timestamp order with the others (LONER / LINK, ZD:701); asked once for both (a view
    shows both of every character). They only raise a value (the immediate checks skip a 防
    that nothing can lower, ``continuous.defense_may_drop``).""")

STAT_KEYWORDS: list[str] = _point("STAT_KEYWORDS", [], """
    the keywords whose instances ``STAT_SOURCES`` look at: a character that can have none of
    them (printed, on a card under it, given by an effect in force or granted by a continuous
    effect) gets nothing from those sources, so a view does not ask them of it
    (``continuous.board_values``).""")

# -- costs ----------------------------------------------------------------------------------
Cost = tuple[int, dict[str, int]]
CostMod = Callable[["Game", int, int, int, dict[str, int], str], Cost]
COST_MODS: list[CostMod] = _point("COST_MODS", [], """
    fn(g, player, card, total, colors, how) -> (total, colors): reductions of a cost, in
    order; ``how`` says what is paid for ("use", "transform", "form_change"...) (ZD:303).""")

# -- using cards (ZD:318-321/623) --------------------------------------------------------------
INSTANT_TIMING: dict[str, Callable[[Game, int, int], bool]] = _point("INSTANT_TIMING", {}, """
    kind of effect (``continuous.may_have``: e.g. "kw:QUICK") -> fn(g, player, card) -> True
    when the card may be used at instant timing (QUICK); a card with no effect of that kind
    is never allowed by it, so a game none of whose cards can have one skips it.""")

APPEAR_TAPPED: list[Callable[[Game, int, int], bool]] = _point("APPEAR_TAPPED", [], """
    fn(g, card, controller) -> True when the character appears tapped (SLOW).""")

USE_ALLOWED: list[Callable[[Game, int, int], bool]] = _point("USE_ALLOWED", [], """
    fn(g, player, card) -> False when something forbids using the card now (a use
    condition, ZD:328).""")

OnEnter = Callable[["Game", int, int, "Entry", "Link | None"], None]
ON_ENTER: list[OnEnter] = _point("ON_ENTER", [], """
    fn(g, card, controller, entry, link or None), run as a character enters the battle zone
    before "when it appears" fires: what a special use does as it appears (ZD:623 case 1,
    "于此牌登场时", ZD:801); ``link["special"]`` names the use.""")

# -- zones -------------------------------------------------------------------------------------
MoveReplacement = Callable[["Game", int, str, str, str], "tuple[str, str] | None"]
REPLACE_MOVE: list[MoveReplacement] = _point("REPLACE_MOVE", [], """
    fn(g, card, from zone, to zone, why) -> (new destination, why) or None: rule
    replacements of a move (改为, ZD:707), each at most once per move, before those of cards
    in the battle zones.""")

SUBSTITUTED: list[Callable[[Game, Ref, Ref], None]] = _point("SUBSTITUTED", [], """
    fn(g, old ref, new ref): a card took another's place inheriting its state
    (``zones.inheritance``); what referred to the old object follows the new one (its place
    in a combat).""")

# -- level up (ZD:600) ------------------------------------------------------------------------
EXTRA_LEVELUPS: list[Callable[[Game, int, str], bool]] = _point("EXTRA_LEVELUPS", [], """
    fn(g, card, method) -> True when this level up does not count as the turn's one
    (SUPER_SAIYAN).""")

# -- rules that apply at once --------------------------------------------------------------------
RULE_CHECKS: list[Callable[[Game], None]] = _point("RULE_CHECKS", [], """
    fn(g): rules applied at once after every op and action, before the lethal-damage checks
    (a combat interrupted when a participant left, ZD:500).""")

# -- combat (ZD:500-507) ---------------------------------------------------------------------
ATTACK_CHECKS: list[Callable[[Game, int, Entry], bool]] = _point("ATTACK_CHECKS", [], """
    fn(g, card, entry) -> False when the character may not attack (GUARD).""")

ATTACK_ON_ARRIVAL: list[Callable[[Game, int, Entry], bool]] = _point("ATTACK_ON_ARRIVAL", [], """
    fn(g, card, entry) -> True when it may attack the turn it appeared (RUSH).""")

TARGET_CHECKS: list[Callable[[Game, int, Any], bool]] = _point("TARGET_CHECKS", [], """
    fn(g, attacker, target) -> False when the attacker may not attack that target ("life"
    or a character card).""")

DEFEND_CHECKS: list[Callable[[Game, int, int, dict[str, Any]], bool]] = _point(
    "DEFEND_CHECKS", [], """
    fn(g, attacker, candidate defender, combat state) -> False when it may not defend
    (GODSPEED).""")

LIFE_DAMAGE_BONUS: list[Callable[[Game, int], int]] = _point("LIFE_DAMAGE_BONUS", [], """
    fn(g, attacker) -> extra battle damage to the life zone of a direct attack
    (CRITICAL).""")

BATTLE_DAMAGE: list[Callable[[Game, int, int, str], int]] = _point("BATTLE_DAMAGE", [], """
    fn(g, target card, n, role) -> n: the battle damage one character takes in one exchange,
    in order; role "attacker", "defender" (declared) or "attacked" (defends itself, ZD:503)
    (RANGED, TOUGH, LOGIA).""")

STRIKES_FIRST: list[Callable[[Game, int], bool]] = _point("STRIKES_FIRST", [], """
    fn(g, card) -> True when it deals battle damage first (FIRST_STRIKE).""")

DAMAGE_MODS: list[Callable[[Game, Entry, int, bool], int]] = _point("DAMAGE_MODS", [], """
    fn(g, entry, n, battle) -> n: replacements of any damage to a character, in order
    (ZD:607/707).""")

# -- life zones (ZD:324/505/704) ----------------------------------------------------------------
LIFE_DAMAGE_MODS: list[Callable[[Game, int, int, bool], int]] = _point("LIFE_DAMAGE_MODS", [], """
    fn(g, player whose life zone, n, battle) -> n: prevention or change of damage to a
    life zone, before its cards are fixed.""")

# -- keywords --------------------------------------------------------------------------------
HAND_ACTIONS: dict[str, HandAction] = _point("HAND_ACTIONS", {}, """
    keyword id -> ``keywords.hand.HandAction``: a keyword used by revealing its card in the
    hand (FORM_CHANGE, QUICK_CHANGE): when, its cost, which characters it may choose.""")

# -- card data ----------------------------------------------------------------------------------
_point("CARD_CHECKS", CARD_CHECKS, """
    fn(card dict) -> problems: checks of a card's ``effects`` and ``counter`` against this
    vocabulary, run as the card files load (declared in ``model.carddb``).""")


def _name(fn: Any) -> str:
    """A hook as the registry prints it: its module (below ``tcgsim.zero``) and name."""
    if isinstance(fn, tuple):
        return ", ".join(_name(x) for x in fn)
    if fn is None:
        return "None"
    if not callable(fn):  # a table entry such as a HandAction
        return f"{type(fn).__name__}({fn.clause})" if hasattr(fn, "clause") else repr(fn)
    module = fn.__module__.removeprefix("tcgsim.zero.")
    return f"{module}.{fn.__qualname__}"


def describe() -> str:
    """The whole registry, one hook point after the other: its name, then each entry (``key:
    function`` for dicts) in order."""
    lines: list[str] = []
    for point in POINTS:
        lines.append(point.name)
        hooks = point.hooks
        if isinstance(hooks, dict):
            for key, value in hooks.items():
                if isinstance(value, list):
                    value = tuple(value)
                elif isinstance(value, tuple) and all(isinstance(x, str) for x in value):
                    lines.append(f"  {key}: {', '.join(value)}")  # names (ACTION_KINDS)
                    continue
                elif isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
                    value = f"{value[0]}" + (f" if {_name(value[1])}" if value[1] else "")
                    lines.append(f"  {key}: {value}")
                    continue
                lines.append(f"  {key}: {_name(value)}")
        else:
            lines.extend(f"  {_name(fn)}" for fn in hooks)
    return "\n".join(lines) + "\n"
