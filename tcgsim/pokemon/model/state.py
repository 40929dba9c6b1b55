"""The Pokémon game state: plain data, its types, and the small accessors the rules share.

The whole game is one JSON-able dict (:class:`State`); the types below say what each key
holds (they are TypedDicts: the state stays plain dicts and lists at run time, the keys are
the JSON keys, which the exactness digests hash). A physical card is an integer (its index
into ``state["defs"]``, the card ids of both decks). A Pokémon in play is a *slot*
(:class:`Slot`): the stack of Pokémon cards (the Basic first, the current Stage last),
attached Energy and Tools, damage, Special Conditions and the effects placed on it. Zones are
lists of card integers (:class:`Player`); the Active Spot is one slot or None, the Bench a
list of slots. Pending work is data too: the work stack's frames (:class:`Frame`).
"""

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Literal, NotRequired, TypedDict

from tcgsim.core.state import BaseState, place_counts
from tcgsim.core.state import Outcome as Outcome  # the state types, as before
from tcgsim.core.state import StoredDecision as StoredDecision

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game


class CardRef(TypedDict):
    """A card as the log and the views name it (``Game.card_refs``)."""

    id: int  # the card's number in this game (its index into ``state["defs"]``)
    card: str  # its card id ("sv1-86")
    name: str  # its printed name


# (a TypedDict written as a call: one of its keys, "from", is a Python keyword)
Effect = TypedDict("Effect", {
    "kind": str,  # what it does: dmg_dealt, dmg_taken, prevent_damage, prevent_effects,
    #               cant_attack, cant_retreat, cant_use, cant_play, retreat_cost, free_retreat,
    #               attack_cost, free_attack, when_damaged, extra_prize, knocked_out,
    #               attack_flip, end_of_turn, no_hand_energy, hand_energy_punish,
    #               cant_attack_if, cant_retreat_if, confusion_counters, trainer_flip,
    #               base_damage
    "label": str,  # how the views and the log name it (the card or attack it came from)
    "from": int,  # the first turn it is live (``model.durations``; both players' turns count)
    "until": int,  # the last turn it is live; absent: for as long as it stays
    "keep": bool,  # stays when the Pokémon moves to the Bench or evolves
    "amt": int,  # dmg_dealt, dmg_taken, retreat_cost, attack_cost, base_damage: the amount
    #              (negative: less)
    "only_from": str,  # prevent_damage, dmg_taken: only against these (continuous.ATTACKERS)
    "tag": str,  # shield_yours: the kind of Pokémon it protects ("Future")
    "to": str,  # weakness: the type its Weakness is now
    "x2": bool,  # weakness: "(Apply Weakness as ×2.)" (else the printed amount stays)
    "at_most": int,  # prevent_damage: only damage of this much or less
    "attack": str,  # cant_use: the attack it forbids; dmg_dealt, base_damage: the attack
    #                 it changes
    "what": list[str],  # cant_play (on a player): the kinds of card ("Item", "evolve", …)
    "counters": int,  # when_damaged: damage counters put on the Attacking Pokémon
    "n": int,  # extra_prize: Prize cards more; attack_flip: coins; confusion_counters,
    #            end_of_turn, hand_energy_punish: damage counters
    "by": str,  # extra_prize (on a player): only for Knock Outs by attacks of this kind ("Tera")
    "vs": str,  # dmg_dealt (on a player): only against a Defending "ex" / "ex_or_v"
    "vs_active": bool,  # dmg_dealt: only damage to the opponent's Active Pokémon ("… more
    #                     damage to your opponent's Active Pokémon"), never to the Bench
    "type": str,  # dmg_dealt / dmg_taken (on a player): only that player's Pokémon of this type
    "no_rule_box": bool,  # dmg_dealt (on a player): only for attacks of Pokémon without a Rule Box
    "player": int,  # an effect on a player (``state["pfx"]``, PTCG:II-C-19): which one
    "do": str,  # end_of_turn: "discard", "knock_out" or "counters" (``n`` of them)
    "card": str,  # end_of_turn (on a player): the Trainer whose ``end_of_turn`` text runs
    #               ("At the end of this turn, …": its name key)
    "ends_turn": bool,  # hand_energy_punish: attaching ends the turn (else ``n`` counters)
    "max_energy": int,  # cant_attack_if (on a player): Pokémon with this many Energy or fewer
    "condition": str,  # cant_retreat_if (on a player): Pokémon with this Special Condition
}, total=False)
Effect.__doc__ = """An effect on a Pokémon (``slot["fx"]``) or on a player (``state["pfx"]``):
its ``kind`` says which of the other keys it has; ``from`` / ``until`` are its duration
(:mod:`tcgsim.pokemon.model.durations`)."""


class Slot(TypedDict):
    """A Pokémon in play: its cards and everything on it."""

    id: int  # its number: ``state["next_slot"]`` when it came into play
    cards: list[int]  # the Pokémon cards, the Basic first and the current Stage last
    energy: list[int]  # attached Energy cards
    tools: list[int]  # attached Pokémon Tools
    dmg: int  # damage on it (10 per damage counter)
    sp: str | None  # the rotation Special Condition: asleep | confused | paralyzed (they
    #                 replace each other, PTCG:S4-COND); None: none
    psn: int  # Poisoned: damage counters each Pokémon Checkup places; 0 = not Poisoned
    brn: int  # Burned: damage counters each Pokémon Checkup places; 0 = not Burned
    played: int  # the turn it came into play or last evolved (no evolving that turn)
    fx: list[Effect]  # effects on this Pokémon, with their durations
    down: bool  # face down (during setup, until both players have placed theirs)
    to_active: NotRequired[int]  # the turn it last moved from the Bench to the Active Spot
    healed: NotRequired[int]  # the turn it was last healed (PTCG:II-E-26)
    hit: NotRequired[list[int]]  # [turn, damage]: the damage attacks did to it in that turn
    #                              (kept only in games with a card that asks, rules.damage)


class Player(TypedDict):
    """A player's zones; lists of cards have their top at the START (``deck[0]`` is drawn)."""

    deck: list[int]
    hand: list[int]
    discard: list[int]
    prizes: list[int]  # face down (unless in ``State.prizes_up``); their order is hidden
    lost: list[int]  # the Lost Zone: out of the game for good
    playing: list[int]  # a Trainer card while its effect resolves
    taking: list[int]  # cards looked at on their way to the hand (PTCG:II-E-31)
    active: Slot | None  # the Active Spot
    bench: list[Slot]  # the Bench, in the order the Pokémon were put there
    mulligans: int  # how many times this player took a mulligan at setup (PTCG:I-G)


# -- the work stack ------------------------------------------------------------------------
class Frame(TypedDict, total=False):
    """A work unit on ``state["stack"]``: the handler registered for ``op`` advances it one
    step (``registry.HANDLERS``). Besides these keys a frame holds its own locals."""

    op: str  # its handler's name
    step: int  # where it is
    ans: list[int]  # the answer to the decision it asked (set by ``Engine.respond``)
    opts: list[Any]  # what each option of that decision stands for
    p: int  # the player it works for
    c: int  # the card it is about (a card played from the hand)
    src: int  # the slot id of the Pokémon it is about (the attacker, the Ability's Pokémon)
    idx: int  # which attack or Ability of that Pokémon


class ScriptFrame(TypedDict):
    """A card script running (op "script", ``effects.script``): its ops in printed order."""

    op: str
    ref: list[Any]  # [kind, key, part]: "trainer" / "attack" / "ability", the text's key,
    #                 the part that runs ("effect", "cost", "before", "damage", "effects", …)
    pc: int  # the next op
    p: int  # the player using the effect
    src: NotRequired[int]  # the slot id of "this Pokémon" (an attack's or Ability's)
    card: NotRequired[int]  # the card of the text: the Trainer played, the Tool, the card in
    #                         the hand or discard pile (PTCG:II-E-17)
    vi: NotRequired[int]  # an attack's script: the stack index of the attack frame, whose
    #                       variables it shares
    v: NotRequired[dict[str, Any]]  # script variables ("heads", "undone", "searched", …)
    attacker: NotRequired[int]  # attack step 6: the slot id of the Attacking Pokémon
    st: NotRequired[dict[str, Any]]  # an op's own progress while it asks more than once
    ans: NotRequired[list[int]]
    opts: NotRequired[list[Any]]


class AttackFrame(TypedDict):
    """An attack being used (op "attack", ``rules.attack``): steps 1-8 of PTCG:I-A-01."""

    op: str
    step: int
    p: int  # the attacking player
    src: int  # the slot id of the Attacking Pokémon
    idx: int  # which of its attacks (``rules.attack.attacks_of``)
    v: dict[str, Any]  # the attack's variables, shared with its scripts ("base", "heads", …)
    a: NotRequired[list[Any]]  # the attack used: [name, text, base damage, damage sign]
    key: NotRequired[str]  # its text's key ("name\ntext")
    energy0: NotRequired[list[int]]  # the Energy attached before the attack
    damaged: NotRequired[list[int]]  # slot ids its damage was placed on (attack step 6)
    ans: NotRequired[list[int]]
    opts: NotRequired[list[Any]]


# -- the whole state -------------------------------------------------------------------------
class Options(TypedDict):
    """The game's options as it began (a sudden-death restart keeps them, PTCG:I-E)."""

    prizes: int
    sudden_death: bool


class State(BaseState[Frame]):
    """The whole game: JSON-able, so it can be cloned, saved and resumed at any decision.
    What every game of the engine has comes from ``core.state.BaseState``."""

    # the Pokémon TCG
    defs: list[str]  # the card id of each card number
    owner: list[int]  # the owner of each card number
    decks: list[list[str]]  # the decks as dealt (replays, views)
    players: list[Player]
    turn: int  # the turn number (1 = the first player's first turn; 0 during setup)
    cur: int  # the player whose turn it is
    first: int  # who went first
    stadium: int | None  # the Stadium in play
    tf: dict[str, Any]  # this turn's once-per-turn flags, cleared each turn: "supporter",
    #                     "energy", "retreat", "stadium", "stadium_effect", "turn_ends",
    #                     "ab:<slot id>:<name>" / "abname:<name>" / "abcard:<card>:<name>"
    #                     Abilities used, "evolved:<slot id>" what a Pokémon evolved from
    prize_count: int  # the Prize cards each player set aside (6; fewer in sudden death)
    sudden_death: bool  # this game is a sudden-death game (PTCG:I-E)
    options: Options
    next_slot: int  # the last slot id given
    phase: str  # "setup" | "play"
    pfx: NotRequired[list[Effect]]  # effects on players (PTCG:II-C-19), with ``player``
    kod_turns: NotRequired[list[list[int]]]  # per player: turns one of their Pokémon was
    #                                          Knocked Out (PTCG:II-E-11)
    kod_by_attack_turns: NotRequired[list[list[int]]]  # per player: … by damage from an attack
    kod_pokemon: NotRequired[list[list[list[Any]]]]  # per player: [turn, by damage from an
    #                  attack, card id] of each of their Pokémon Knocked Out in their
    #                  opponent's last two turns ("any of your Hop's Pokémon were Knocked Out…")
    prizes_turn: NotRequired[list[list[int]]]  # per player: [turn, Prize cards they took in
    #                  it] of the last turn they took any (rules.before_hand.take_prizes)
    attacks_used: NotRequired[list[list[list[Any]]]]  # per player: [turn, slot id, attack,
    #                  card id] of the attacks they declared this turn and their last turn
    #                  (rules.attack.remember_attack)
    applied_once: NotRequired[list[list[str]]]  # per player: the once-per-game effects
    #                                           they applied, by card name (Legacy Energy)
    sudden_round: NotRequired[int]  # sudden-death restarts so far
    prizes_up: NotRequired[list[list[int]]]  # per player: their Prize cards turned face up
    #                  ("That Prize card remains face up for the rest of the game"); a card
    #                  that left the Prize cards counts no more
    allow_unplayable: NotRequired[bool]  # the game opted in to cards whose text is missing
    #                                       (``new_game(allow_unplayable=True)``; replays too)


def face_up_prizes(s: State, p: int) -> list[int]:
    """Player p's Prize cards that are face up now (both players see them)."""
    up = s.get("prizes_up")
    return [c for c in s["players"][p]["prizes"] if c in up[p]] if up else []


Zone = Literal["deck", "hand", "discard", "prizes", "lost", "playing", "taking"]
ZONES: tuple[Zone, ...] = ("deck", "hand", "discard", "prizes", "lost", "playing", "taking")
ROTATION_CONDITIONS = ("asleep", "confused", "paralyzed")  # one at a time (PTCG:S4-COND)


def new_player(cards: list[int]) -> Player:
    return {
        "deck": list(cards),
        "hand": [],
        "discard": [],
        "prizes": [],
        "lost": [],
        "playing": [],  # a Trainer card while its effect resolves
        "taking": [],  # cards looked at on their way to the hand (PTCG:II-E-31)
        "active": None,
        "bench": [],
        "mulligans": 0,
    }


def new_slot(s: State, card: int, turn: int, facedown: bool = False) -> Slot:
    s["next_slot"] += 1
    return {
        "id": s["next_slot"],
        "cards": [card],
        "energy": [],
        "tools": [],
        "dmg": 0,
        "sp": None,  # asleep | confused | paralyzed (they replace each other)
        "psn": 0,  # damage counters a Poisoned checkup places; 0 = not Poisoned
        "brn": 0,  # damage counters a Burned checkup places; 0 = not Burned
        "played": turn,  # turn it came into play or last evolved
        "fx": [],  # effects on this Pokémon: dicts with a kind and an expiry
        "down": facedown,
    }


def in_play(s: State, p: int) -> list[Slot]:
    """The player's Pokémon in play, Active first."""
    pl = s["players"][p]
    return ([pl["active"]] if pl["active"] is not None else []) + pl["bench"]


def all_in_play(s: State) -> list[tuple[int, Slot]]:
    return [(p, slot) for p in (0, 1) for slot in in_play(s, p)]


def find_slot(s: State, slot_id: int) -> tuple[int, Slot] | None:
    # the order of in_play (player 0 first, Active first), without building its lists:
    # slots are looked up by id at nearly every step of an attack or effect
    for p, pl in enumerate(s["players"]):
        active = pl["active"]
        if active is not None and active["id"] == slot_id:
            return p, active
        for slot in pl["bench"]:
            if slot["id"] == slot_id:
                return p, slot
    return None


def slot_cards(slot: Slot) -> list[int]:
    return slot["cards"] + slot["energy"] + slot["tools"]


def clear_conditions_and_effects(slot: Slot) -> None:
    """Moving to the Bench or evolving ends Special Conditions and attack effects."""
    slot["sp"] = None
    slot["psn"] = 0
    slot["brn"] = 0
    slot["fx"] = [fx for fx in slot["fx"] if fx.get("keep")]


def conditions(slot: Slot) -> list[str]:
    out = []
    if slot["psn"]:
        out.append("poisoned")
    if slot["brn"]:
        out.append("burned")
    if slot["sp"]:
        out.append(slot["sp"])
    return out


def card_zone_counts(s: State) -> dict[int, int]:
    """How many places each card is in; every card must be in exactly one (an invariant)."""
    return place_counts(_card_places(s))


def _card_places(s: State) -> Iterator[int]:
    """Every card of every place (a card in two places comes twice)."""
    for p in (0, 1):
        pl = s["players"][p]
        for z in ZONES:
            yield from pl[z]
        for slot in in_play(s, p):
            yield from slot_cards(slot)
    if s["stadium"] is not None:
        yield s["stadium"]


def sorted_cards(g: "Game", cs: list[int]) -> list[int]:
    """Options over hidden zones are sorted by card, never by position (no order leaks)."""
    # by card id, then by card: a stable sort by id of the cards in order is the same, and
    # needs no key function of Python's (the searches sort whole decks)
    return sorted(sorted(cs), key=g.s["defs"].__getitem__)
