"""The Zero Dimension game state: plain data, its types, and the accessors the rules share.

The whole game is one JSON-able dict (:class:`State`); the types below say what each key
holds (they are TypedDicts: the state stays plain dicts and lists, the keys are the JSON
keys). A physical card is an integer (its index into ``state["defs"]``). Each player has
the eight zones of ZD:200 (:class:`Player`): ``deck`` and ``life`` with their top at the
END of the list (ZD:201/202), ``hand``, ``rest`` (the discard pile, ZD:207), ``removed``
(ZD:208), ``res`` (:class:`Resource` entries, ZD:204), ``battle`` (:class:`Entry`, one per
character, ZD:205) and ``event`` (:class:`EventCard` or None, ZD:206, part of the battle
zone).

Cards that are in no zone: ``state["chain"]`` links of kind "card" (a card being used,
ZD:106/623) and ``state["limbo"]`` (cards found and not yet placed, ZD:615; a card being
paid for). ``state["gone"]`` holds tokens that left the battle zone (ZD:325).

"New object on zone change" (ZD:200/205): ``state["ver"][c]`` is bumped on every zone
change; anything that refers to a card in a zone keeps ``[c, ver]`` (a :data:`Ref`) and is
stale when the version differs (:func:`alive`).
"""

from collections.abc import Iterable, Iterator
from typing import Any, Literal, NotRequired, TypedDict

from tcgsim.core.state import BaseState, place_counts
from tcgsim.core.state import Outcome as Outcome  # the state types, as before
from tcgsim.core.state import StoredDecision as StoredDecision

Ref = list[int]
"""``[card, version]``: a card as the object it was when referred to (ZD:200/705)."""


class CardRef(TypedDict):
    """A card as the log and the views name it (``Game.card_refs``)."""

    id: int  # the card's number in this game
    card: str  # its card id (``BP02-017``...)
    name: str  # its printed name


Path = list[Any]
"""A script path: ``[card id, "effects", i, ...]`` (printed), ``["kw", keyword, i, ...]`` (what a
keyword stands for), ``[card id, "counter"]`` (``rules.continuous.effect_at`` reads it)."""


# -- the zones of a player (ZD:200) -------------------------------------------------------------
class Resource(TypedDict):
    """A card in a resource zone (ZD:204)."""

    c: int  # the card
    tap: bool  # tapped (ZD:104)
    up: bool  # face up (False: it pays colorless only and has no name, ZD:204/322)
    cnt: dict[str, int]  # counters by name (ZD:326)


class Equipment(TypedDict):
    """The equipment of a character (ZD:319)."""

    c: int
    tap: bool
    cnt: dict[str, int]
    ts: int  # timestamp: when it entered (ZD:701)


class EventCard(TypedDict):
    """The event of a player's event zone (ZD:206/321)."""

    c: int
    cnt: dict[str, int]
    ts: int


class ChargeState(TypedDict):
    """A character in the 聚气 state (ZD:900.CHARGE)."""

    path: Path  # the chosen 聚气 effect
    armed: bool  # the activation resolved: the effect happens at the next untap


class Entry(TypedDict):
    """A character in a battle zone (ZD:205). The keys after ``how`` are set by keywords."""

    c: int  # the card
    tap: bool  # tapped (ZD:104)
    dmg: int  # damage this turn (ZD:607; healed in the cleanup step, ZD:407)
    lv: list[list[Any]]  # level cards, each [card, face_up] (ZD:323/600): LV = 1 + len
    eq: Equipment | None  # its equipment (ZD:319)
    under: list[int]  # cards beneath: 变身牌 or soul cards (see ``under_kind``)
    cnt: dict[str, int]  # counters by name (ZD:326)
    turn: int  # the turn it appeared (ZD:318: no attack that turn unless e.g. RUSH)
    ts: int  # timestamp: when it appeared (ZD:701)
    how: str  # "use" | "effect": how it appeared (ZD:625)
    under_kind: NotRequired[str]  # "transform" (变身牌) | "soul" (刀魂牌)
    via: NotRequired[str]  # the special use it appeared by: "TRANSFORM", "FALSE_LIFE"
    charge: NotRequired[ChargeState]  # in the 聚气 state


class Player(TypedDict):
    """A player's zones (ZD:200). Lists of cards have their top at the END."""

    deck: list[int]  # ZD:201
    life: list[int]  # ZD:202
    hand: list[int]  # ZD:203
    res: list[Resource]  # ZD:204
    battle: list[Entry]  # ZD:205
    event: EventCard | None  # ZD:206
    rest: list[int]  # the discard pile (休息区, ZD:207)
    removed: list[int]  # removed from the game (ZD:208)
    mulligan: bool  # used the one mulligan (ZD:100)


# -- the chain (ZD:106) ---------------------------------------------------------------------
class Link(TypedDict):
    """A chain link. ``kind`` says which of the other keys it has: "card" (a card being
    used, ZD:106/623), "effect" (a triggered or activated effect, ZD:702/703), "levelup"
    (ZD:600), "charge" (ZD:900.CHARGE)."""

    id: int  # its number: ``state["next_link"]`` when it was added
    kind: str
    ctl: int  # the player who controls it
    c: NotRequired[int]  # card: the card
    how: NotRequired[str]  # card: "use"
    special: NotRequired[str]  # card: a special use (ZD:623 case 1: "TRANSFORM"...)
    onto: NotRequired[Ref]  # card used by 变身: the character it goes onto
    onto_what: NotRequired[str]  # ... and the name it must still fit
    tg: NotRequired[list[list[Ref]]]  # card, effect: the targets of each target spec
    x: NotRequired[int]  # card, effect: the value chosen for X (ZD:303)
    path: NotRequired[Path]  # effect, charge: the effect
    src: NotRequired[Ref]  # effect, charge: the card it came from
    ev: NotRequired[dict[str, Any]]  # effect: the event that triggered it
    trigger: NotRequired[bool]  # effect: triggered (True) or activated
    tgt: NotRequired[Ref]  # levelup: the character
    method: NotRequired[str]  # levelup: "normal" | "dimension"
    card: NotRequired[int | None]  # levelup: the dimension level card
    used: NotRequired[list[int]]  # card: the ops whose "if_used" held when it was used (ZD:707)


class PendingTrigger(TypedDict):
    """A triggered effect waiting to be put on the chain (ZD:106/702)."""

    path: Path
    src: Ref  # the card whose effect it is
    ctl: int  # its controller (who orders and answers it)
    ev: dict[str, Any]  # the event that triggered it (JSON-able fields only)
    card: str  # the card id, for the log
    in_order: NotRequired[bool]  # waited while counter effects resolved: goes on first (ZD:704)


class LastKnown(TypedDict, total=False):
    """A card that left the battle zone as it was (its last known information, ZD:802/811)."""

    c: int
    ver: int  # its version while it was there
    ctl: int  # its controller then
    lv: int  # its level then
    effects: bool  # whether it had its effects
    how: str  # how it had appeared
    kind: str  # character | equipment | event
    tap: bool
    cnt: dict[str, int]
    entry: dict[str, Any]  # its entry as it was (a character's), for gates and 变身牌
    to: str  # the zone it went to


class TriggerEvent(TypedDict, total=False):
    """What ``rules.triggers.fire`` reports; a timing's predicate reads it."""

    kind: str  # the event kind ("appear", "destroyed", "leave_battle"...)
    subject: Ref  # the card it is about
    player: int
    lki: LastKnown  # the card that left the battle zone, as it was (ZD:802/811)
    how: str  # destroyed: "battle" | "effect" | "lethal" | "rule"; appear: "use" | "effect"
    role: str  # "attacker" | "defender"
    why: str  # leave_battle: why it moved
    method: str  # levelup, released: how
    winner: int | None  # duel: the player who won (None: a tie)
    up: bool  # enter_res: face up
    c: int  # untapped: the card


# -- combat (ZD:500-507) ---------------------------------------------------------------------
class Declared(TypedDict):
    c: Ref  # a declared defender
    slot: int  # the battle target it takes over (ZD:507)


class Defender(TypedDict):
    c: Ref
    declared: bool  # False: an attacked character that defends itself (ZD:503)


class Combat(TypedDict):
    """``state["combat"]``: the participants as refs, so one that moves is no longer seen."""

    att: Ref  # the attacker
    ctl: int  # the attacking player
    life: bool  # the life zone is attacked
    targets: list[Ref]  # attacked characters
    slots: list[Any]  # battle targets: "life" or a ref, one per attacked thing
    declared: list[Declared]  # declared defenders (ZD:502)
    defs: list[Defender] | None  # the defenders once the defense step is done (ZD:503)
    established: bool  # the attack is established (ZD:501)
    battle: bool  # the battle step began (ZD:504)
    resolved: bool  # the resolution step began (ZD:505)


# -- effects in force (``rules.continuous``) -----------------------------------------------------
# (a TypedDict written as a call: one of its keys, "def", is a Python keyword)
InForce = TypedDict("InForce", {
    "kind": str,  # what it does (below)
    "tgt": Ref,  # the object it applies to; it ends when that object is gone (ZD:200)
    "ts": int,  # timestamp (ZD:701)
    "until": Any,  # "turn", "combat", ["turn", n]; absent: while the object stays
    "stat": str,  # mod: "atk" | "def" | "atk_bonus" | "def_bonus"
    "op": str,  # mod: "add" | "set"
    "v": int,  # mod: the value
    "kw": list[Any],  # kw: the keyword gained
    "what": str,  # cant, must: "attack", "defend", "target"...
    "add": list[str],  # attr: attributes gained
    "set": list[str],  # attr: attributes it has instead
    "def": str,  # gain, copy: the card id whose printed effects it gains / it is a copy of
    "path": Path,  # gain_eff: the effect gained
    "n": int | None,  # prevent: damage left to prevent (None: all); use_right: uses left
    "battle_only": bool,  # prevent: battle damage only
    "p": int,  # use_right: the player; control: the player it gives control to
    "was": int,  # control: who controlled the card before any control effect (ZD:612)
    "zone": str,  # use_right: the zone cards may be used from
    "filter": dict[str, Any],  # use_right: which cards
}, total=False)
InForce.__doc__ = """An effect in force from a resolved effect (``state["fx"]``). ``kind`` says
which keys it has: "mod", "kw", "lose", "attr", "cant", "must", "prevent", "gain", "gain_eff",
"copy", "exclusive", "control" (on a card: ``tgt``), "use_right" (for a player: ``p``)."""


# -- the work stack ------------------------------------------------------------------------
class Frame(TypedDict, total=False):
    """A work unit on ``state["stack"]``: the handler registered for ``op`` advances it one
    step (``registry.HANDLERS``). Besides these keys a frame holds its own locals."""

    op: str  # its handler's name
    step: Any  # where it is (an int or a step name)
    ans: list[int]  # the answer to the decision it asked (set by ``Engine.respond``)
    opts: list[Any]  # what each option of that decision stands for
    p: int  # the player it works for
    c: int  # the card it is about


class ScriptFrame(TypedDict):
    """A card script running (op "script", ``rules.scripts``)."""

    op: str
    step: int
    path: Path  # the op list
    pc: int  # the next op
    p: int  # the effect's controller ("me")
    src: Ref | None  # the effect's card ("self")
    tg: list[list[Ref]]  # targets, per target spec ({"t": i})
    x: int  # X (ZD:303)
    ev: dict[str, Any]  # the event that triggered it ({"event": ...})
    v: dict[str, Any]  # variables earlier ops set ({"var": ...})
    used: NotRequired[list[int]]  # the ops whose "if_used" held when the card was used
    ans: NotRequired[list[int]]
    opts: NotRequired[list[Any]]
    sub: NotRequired[dict[str, Any]]  # an op's own locals while it waits for answers


# -- the whole state -------------------------------------------------------------------------
class State(BaseState[Frame]):
    """The whole game: JSON-able, so it can be cloned, saved and resumed at any decision.
    What every game of the engine has comes from ``core.state.BaseState``."""

    # Zero Dimension
    game: str  # "zero"
    defs: list[str]  # the card id of each card number (tokens appended, ZD:325)
    owner: list[int]  # the owner of each card (ZD:102)
    ver: list[int]  # each card's version, bumped on every zone change (ZD:200)
    decks: list[list[str]]  # the decks as dealt (replays, views)
    players: list[Player]
    turn: int  # the turn number (1 = the first turn)
    cur: int  # the active player (主动玩家)
    first: int  # who went first
    step: str  # setup untap start draw resource action end cleanup discard
    chain: list[Link]  # the top is the last element (ZD:106)
    pending: list[PendingTrigger]  # triggered effects waiting for the chain
    combat: Combat | None
    limbo: list[int]  # cards in no zone: found and not yet placed, being paid for (ZD:615)
    gone: list[int]  # tokens that left the battle zone (ZD:325)
    fx: list[InForce]  # effects in force
    tf: dict[str, Any]  # this turn's flags (level up done, effects used this turn...)
    ts: int  # the last timestamp given (ZD:701)
    next_link: int  # the last link number given
    tokdefs: dict[str, dict[str, Any]]  # definitions of the tokens made (ZD:325)


ListZone = Literal["deck", "life", "hand", "rest", "removed"]
LIST_ZONES: tuple[ListZone, ...] = ("deck", "life", "hand", "rest", "removed")
ZONE_NAMES = ("deck", "life", "hand", "res", "battle", "event", "rest", "removed")
HAND_LIMIT = 6  # ZD:203/408
LIFE_START = 6  # ZD:100
HAND_START = 6  # ZD:100
DECK_SIZE = 50  # ZD:100


Place = tuple[int, str, Any]
"""Where a card is: (player whose zone, zone, detail), see :func:`locate`."""


def new_player(cards: list[int]) -> Player:
    return {
        "deck": list(cards),
        "life": [],
        "hand": [],
        "res": [],
        "battle": [],
        "event": None,
        "rest": [],
        "removed": [],
        "mulligan": False,
    }


def new_character(c: int, turn: int, ts: int, tapped: bool = False, how: str = "use") -> Entry:
    return {"c": c, "tap": tapped, "dmg": 0, "lv": [], "eq": None, "under": [], "cnt": {},
            "turn": turn, "ts": ts, "how": how}


def by_card_id(s: State, cards: Iterable[int]) -> list[int]:
    """``cards`` sorted by card id, then card number: the order options of identical cards
    are offered in (the order of a hand stays hidden). Two C-level sorts (the second is
    stable), no Python key function per card."""
    return sorted(sorted(cards), key=s["defs"].__getitem__)


def entry_cards(e: Entry) -> list[int]:
    """Every card an entry in the battle zone holds (the card, level cards, equipment, under)."""
    out = [e["c"]]
    out += [lc for lc, _ in e["lv"]]
    out += e["under"]
    eq = e["eq"]
    if eq:
        out.append(eq["c"])
    return out


def card_zone_counts(s: State) -> dict[int, int]:
    """How many places each card is in; every card must be in exactly one (an invariant)."""
    return place_counts(_card_places(s))


def _card_places(s: State) -> Iterator[int]:
    """Every card of every place (a card in two places comes twice)."""
    for pl in s["players"]:
        for z in LIST_ZONES:
            yield from pl[z]
        for r in pl["res"]:
            yield r["c"]
        for e in pl["battle"]:
            yield from entry_cards(e)
        if pl["event"] is not None:
            yield pl["event"]["c"]
    for link in s["chain"]:
        if link["kind"] == "card":
            yield link["c"]
    yield from s["limbo"]
    yield from s["gone"]


def locate(s: State, c: int) -> Place:
    """Where card ``c`` is: (player whose zone, zone, detail).

    ``detail`` is the index in a list zone, the entry for "res"/"battle"/"event", the holding
    character entry for "eq"/"lv"/"under", the link for "chain", None for "limbo"/"gone".
    """
    # a card is in one place (card_zone_counts) and the list zones are its owner's: most
    # moves take a card from a deck, a hand or limbo, found by membership tests (in C) first
    owner = s["owner"][c]
    opl = s["players"][owner]
    for z in LIST_ZONES:
        lst = opl[z]
        if c in lst:
            return owner, z, lst.index(c)
    if c in s["limbo"]:
        return owner, "limbo", None
    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            if e["c"] == c:
                return p, "battle", e
            if e["eq"] is not None and e["eq"]["c"] == c:
                return p, "eq", e
            for lc, _ in e["lv"]:
                if lc == c:
                    return p, "lv", e
            if c in e["under"]:
                return p, "under", e
        if pl["event"] is not None and pl["event"]["c"] == c:
            return p, "event", pl["event"]
        for r in pl["res"]:
            if r["c"] == c:
                return p, "res", r
        for z in LIST_ZONES:
            lst = pl[z]
            if c in lst:
                return p, z, lst.index(c)
    for link in s["chain"]:
        if link["kind"] == "card" and link["c"] == c:
            return link["ctl"], "chain", link
    if c in s["limbo"]:
        return s["owner"][c], "limbo", None
    return s["owner"][c], "gone", None


def locations(s: State) -> dict[int, Place]:
    """:func:`locate` of every card in a zone or on the chain, in one pass (what ``locate``
    answers for each: the first place found, in the same order)."""
    out: dict[int, Place] = {}
    # the first place found is kept (``locate``'s order); written out rather than with a
    # helper function: a reading stretch locates every card of the game once
    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            c = e["c"]
            if c not in out:
                out[c] = (p, "battle", e)
            if e["eq"] is not None and e["eq"]["c"] not in out:
                out[e["eq"]["c"]] = (p, "eq", e)
            for c, _ in e["lv"]:
                if c not in out:
                    out[c] = (p, "lv", e)
            for c in e["under"]:
                if c not in out:
                    out[c] = (p, "under", e)
        if pl["event"] is not None and pl["event"]["c"] not in out:
            out[pl["event"]["c"]] = (p, "event", pl["event"])
        for r in pl["res"]:
            if r["c"] not in out:
                out[r["c"]] = (p, "res", r)
        for z in LIST_ZONES:
            for i, c in enumerate(pl[z]):
                if c not in out:
                    out[c] = (p, z, i)
    for link in s["chain"]:
        if link["kind"] == "card" and link["c"] not in out:
            out[link["c"]] = (link["ctl"], "chain", link)
    return out

def where(g: Any, c: int) -> Place:
    """:func:`locate` for code that reads the game: inside a reading stretch
    (``continuous.reading``, ``g.memo``) every card is located once."""
    memo = g.memo
    if memo is None:
        return locate(g.s, c)
    index = memo.get("where")
    if index is None:
        # most stretches locate a card or two: the index of every card pays from the fourth
        asked = memo.get("where?", 0)
        if asked < 3:
            memo["where?"] = asked + 1
            return locate(g.s, c)
        index = memo["where"] = locations(g.s)
    found = index.get(c)
    return found if found is not None else locate(g.s, c)


def character(s: State, c: int) -> tuple[int, Entry] | None:
    """The character entry of card ``c`` in a battle zone, with its controller."""
    for p, pl in enumerate(s["players"]):
        for e in pl["battle"]:
            if e["c"] == c:
                return p, e
    return None


def resource(g: Any, c: int) -> Resource | None:
    """The resource-zone entry of card ``c``, or None when it is not a resource (cheaper than
    :func:`locate`: only the resource zones are looked at; inside a reading stretch, once)."""
    memo = g.memo
    if memo is None:
        for pl in g.s["players"]:
            for r in pl["res"]:
                if r["c"] == c:
                    return r
        return None
    index = memo.get("res")
    if index is None:
        index = memo["res"] = {r["c"]: r for pl in g.s["players"] for r in pl["res"]}
    found: Resource | None = index.get(c)
    return found


def ref(s: State, c: int) -> Ref:
    return [c, s["ver"][c]]


def alive(s: State, r: Ref | None) -> bool:
    """Whether the object ``r`` refers to is still the same object (no zone change since). A
    ref of three numbers names an effect on the chain (``[source card, its version, link
    id]``, a target of 取消, ZD:620): alive while that link is on the chain."""
    if r is not None and len(r) == 3:
        return any(link["id"] == r[2] for link in s["chain"])
    return r is not None and s["ver"][r[0]] == r[1]


def link_ref(link: Link) -> Ref:
    """The ref of an effect on the chain (see :func:`alive`)."""
    return [link["src"][0], link["src"][1], link["id"]]
