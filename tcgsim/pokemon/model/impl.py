"""What a card *does*: static implementations keyed by printed text.

Implementations are static Python data (never stored in the game state): the
state refers to them by key, so games stay clonable. A script is a tuple of
ops, each ``(op name, arguments)`` or ``(op name, arguments, guard)``, run in
printed order by the ``script`` frame; op functions live in
:mod:`tcgsim.pokemon.effects.script`. A guard names a script variable: the op runs only
when it is true ("If heads, …"), or false when written ``"!var"`` ("If tails, …").

Where no hand-written implementation is registered for a text, the card-text
compiler (:mod:`tcgsim.pokemon.compiler`) is asked for one, through the hook point
:data:`COMPILERS` (the compiler is above the model: install.py puts its entry points there, see
:mod:`tcgsim.pokemon.registry`); what it cannot fully understand stays unimplemented (never
guessed). Texts are written by hand only where the
compiler can't read them: one it reads too must give its reason (``override=``, see
:mod:`tcgsim.pokemon.overrides`), so one text has one implementation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tcgsim.pokemon.model.carddb import cards, name_key

Op = tuple[Any, ...]  # (name, args) or (name, args, guard)
Script = tuple[Op, ...]
# (game, player) -> bool
Check = Callable[[Any, int], bool]
# (game, damage step, attacking slot, defending slot) -> amount to add (negative: less)
DamageMod = Callable[[Any, int, dict[str, Any], dict[str, Any]], int]
# (game, player, the Pokémon's slot) -> bool
SlotCheck = Callable[[Any, int, dict[str, Any]], bool]


@dataclass(frozen=True)
class TrainerImpl:
    """A Trainer card. ``cost`` is "You can use this card only if you …", paid first."""

    effect: Script = ()
    cost: Script = ()
    # extra playability: False when the card could change nothing (PTCG:I-B-01)
    requires: Check | None = None
    # Supporter: "If you go first, you may use this card during your first turn."
    first_turn: bool = False
    # Item: "You must play 2 <this card> cards at once. (This effect works one time for 2
    # cards.)": how many of it are played together (rules.actions.play_trainer)
    played_at_once: int = 1
    # Pokémon Tool: effects at the end of its owner's turn, and damage modifiers
    end_of_turn: Script = ()
    end_of_turn_if: Callable[[Any, int, dict[str, Any]], bool] | None = None
    damage_mod: DamageMod | None = None
    # Stadium: a declared effect each player may use once during their turn
    stadium_effect: Script = ()
    stadium_usable: Check | None = None
    # Stadium: "You can put this card into play only if you discard a <name> in play, and you
    # can put this card into play during the same turn you play <name>": that name
    replaces_stadium: str = ""
    # Tool or Stadium: what holds while it is in play (tcgsim.pokemon.rules.continuous.Passive)
    passives: tuple[Any, ...] = ()
    # Tool or Special Energy: "… is damaged by an attack" (PTCG:II-E-03), attack step 6
    when_damaged: Script = ()
    # Tool: "If the Pokémon this card is attached to is Knocked Out …" (PTCG:II-E-04), Knock Out
    # step 2 (tcgsim.pokemon.rules.triggers.knocked_out); knocked_out_if(game, owner, slot,
    # event) -> bool: this Knock Out is the one the text means
    knocked_out: Script = ()
    knocked_out_if: Callable[[Any, int, dict[str, Any], dict[str, Any]], bool] | None = None
    # special Energy "can be attached only to …": (game, slot) -> bool (PTCG:II-C-10)
    attach_to: Callable[[Any, dict[str, Any]], bool] | None = None
    # special Energy: the units it provides where attached, (game, slot) -> ['Colorless'], …
    provides: Callable[[Any, dict[str, Any]], list[str]] | None = None
    # "When you attach this card from your hand to a Pokémon, …" (src: that Pokémon)
    on_attach: Script = ()
    on_attach_if: SlotCheck | None = None
    # "If this card is discarded by an effect of an attack used by the [X] Pokémon this card
    # is attached to, attach this card … to that Pokémon / put this card into your hand after
    # attacking": where it goes ("attach", "hand"), and the X (None: any Pokémon)
    returns_after_attack: str = ""
    returns_if: Callable[[Any], bool] | None = None
    # Technical Machine: "The <name> this card is attached to can use the attack on this card"
    attack_holder: Callable[[Any], bool] | None = None
    # "it takes 60 less damage …, and discard this card": discarded once its change applied
    discard_when_used: bool = False
    # an Item played as a Pokémon (a Fossil): "At any time during your turn, you may discard
    # this card from play" (a main-phase action, tcgsim.pokemon.rules.actions)
    discard_from_play: bool = False


@dataclass(frozen=True)
class AttackImpl:
    """Parts of an attack's text by the attack step that runs them (PTCG:I-A-01)."""

    before: Script = ()  # step 3: "before doing damage"
    damage: Script = ()  # step 4.1b: sets vars['base'] for "+", "×", "−" damage
    effects: Script = ()  # step 5: effects other than damage
    # "If …, this attack costs only N Energy" (PTCG:II-E-32): (condition, the cost)
    cost_only: tuple[SlotCheck, tuple[str, ...]] | None = None
    # "You can use this attack only if …": (game, player) -> bool
    requires: Check | None = None


@dataclass(frozen=True)
class AbilityImpl:
    """A declared ability ("once during your turn, you may") or an automatic one."""

    effect: Script = ()
    # (game, player, slot) -> bool: False when declaring could change nothing (PTCG:I-A-02)
    usable: Callable[[Any, int, dict[str, Any]], bool] | None = None
    once_per_turn: bool = True
    # "You can't use more than 1 <name> Ability each turn" (True), or "… 1 Ability that has
    # '<part>' in its name each turn" (the part of the name: a str)
    one_per_name: bool | str = False
    declared: bool = True
    damage_mod: DamageMod | None = None
    # "During Pokémon Checkup, …" (PTCG:I-F step 2); checkup_if(game, owner, slot)
    checkup: Script = ()
    checkup_if: Callable[[Any, int, dict[str, Any]], bool] | None = None
    # a checkup effect that reads how Special Conditions were checked ("If this Pokémon remains
    # Asleep during Pokémon Checkup"): always after them, its owner is not asked
    checkup_after: bool = False
    # "as long as this Pokémon is in play …" (tcgsim.pokemon.rules.continuous.Passive, PTCG:II-E-13)
    passives: tuple[Any, ...] = ()
    # "If this Pokémon is damaged by an attack, …" (PTCG:II-E-03), run at attack step 6;
    # damaged_if(game, owner, slot, damaged slot) -> bool: which of the owner's damaged Pokémon
    # the text watches ("If this Pokémon is in the Active Spot and …", "If your Active Darkness
    # Pokémon …"); None: this Pokémon only, wherever it is
    when_damaged: Script = ()
    damaged_if: Callable[[Any, int, dict[str, Any], dict[str, Any]], bool] | None = None
    # "When you play this Pokémon …": the moment it answers (tcgsim.pokemon.rules.triggers) and
    # trigger_if(game, owner, slot, event) -> bool, whether this event is the one meant
    trigger: str | None = None
    trigger_if: Callable[[Any, int, dict[str, Any], dict[str, Any]], bool] | None = None
    # "You may also use this Ability if …": other moments it answers, (trigger, trigger_if)
    also_triggers: tuple[tuple[str, Callable[..., bool] | None], ...] = ()
    # "You must discard N cards from your hand in order to use this Ability" (PTCG:II-E-30):
    # paid when declared, before the effect; cost_ok(game, player, slot) says it can be paid
    cost: Script = ()
    cost_ok: Callable[[Any, int, dict[str, Any]], bool] | None = None
    # "Once during your turn, if this Pokémon is in your hand / discard pile, …" (PTCG:II-E-17):
    # the zone it is used from ("hand", "discard"); its checks get slot None and the card
    zone: str | None = None
    # "Put this Pokémon into play only with the effect of …" (Palafin ex's Hero's Spirit): it
    # can't be played from the hand, to the Bench or to evolve (rules.actions)
    not_from_hand: bool = False
    # "If this Pokémon is in your hand when you are setting up to play, you may put it face
    # down in the Active Spot" (Cinderace's Explosiveness): a choice for the Active Spot at
    # setup besides the Basic Pokémon (rules.setup.active_candidates)
    setup_active: bool = False
    # "During your opponent's turn, if this Pokémon is discarded from your deck by an effect of
    # an attack or Ability from your opponent's Pokémon, or by an effect of your opponent's Item
    # or Supporter cards, …" (Ferrothorn's Startling Drop): run by its owner then
    # (effects.script.discarded_from_deck)
    when_discarded_from_deck: Script = ()

    @cached_property
    def knocks_itself_out(self) -> bool:
        """It requires the Pokémon using it to Knock Out itself ("If you use this Ability,
        this Pokémon is Knocked Out"): its effect has the op that does it. Kept once per
        Ability: Damp's rule point asks it whenever the Ability could be declared."""
        return any(op[0] == "knock_out_self" for op in self.effect)


class _Table(dict[str, Any]):
    """A table of implementations. The lookups keep what they resolved (they run at every
    decision), so any change to a table (a card module registering, a test replacing one)
    makes them forget it."""

    def __setitem__(self, key: str, value: Any) -> None:
        super().__setitem__(key, value)
        _forget_resolved()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        _forget_resolved()


class _ByKind:
    """Tables of implementations by kind of text, as :class:`Registry` and :class:`Compiled`
    hold them."""

    trainers: dict[str, Any]
    attacks: dict[str, Any]
    abilities: dict[str, Any]

    def table(self, kind: str) -> dict[str, Any]:
        """The table of one kind: "trainer", "attack" or "ability"."""
        tables: dict[str, dict[str, Any]] = {
            "trainer": self.trainers, "attack": self.attacks, "ability": self.abilities}
        return tables[kind]


@dataclass
class Registry(_ByKind):
    trainers: dict[str, TrainerImpl] = field(default_factory=_Table)
    attacks: dict[str, AttackImpl] = field(default_factory=_Table)
    abilities: dict[str, AbilityImpl] = field(default_factory=_Table)


@dataclass
class Compiled(_ByKind):
    """What the compiler made of texts no card module implements (None: not understood)."""

    trainers: dict[str, TrainerImpl | None] = field(default_factory=_Table)
    attacks: dict[str, AttackImpl | None] = field(default_factory=_Table)
    abilities: dict[str, AbilityImpl | None] = field(default_factory=_Table)


REGISTRY = Registry()
COMPILED = Compiled()
#: what the lookups resolved, hand-written or compiled: Trainers by name key, attacks and
#: Abilities by name, then text; emptied by any change to REGISTRY or COMPILED (:class:`_Table`)
_TRAINERS: dict[str, TrainerImpl | None] = {}
_ATTACKS: dict[str, dict[str, AttackImpl | None]] = {}
_ABILITIES: dict[str, dict[str, AbilityImpl | None]] = {}


def _forget_resolved() -> None:
    _TRAINERS.clear()
    _ATTACKS.clear()
    _ABILITIES.clear()
#: (kind, key) -> why a hand-written implementation replaces the one the compiler makes of the
#: same text ("trainer", "attack" or "ability"; the key as in REGISTRY). A hand-written text
#: the compiler also reads must say why here, or ``tests/pokemon/cards/test_overrides.py`` fails
#: (:func:`tcgsim.pokemon.overrides.check_overrides`): one implementation per text.
OVERRIDES: dict[tuple[str, str], str] = {}
#: The compiler's entry points by kind of text ("attack": fn(name, text), "ability": fn(name,
#: text), "trainer": fn(card)) -> an implementation or None; a hook point of
#: :mod:`tcgsim.pokemon.registry`, filled by :mod:`tcgsim.pokemon.install`.
COMPILERS: dict[str, Callable[..., Any]] = {}


def attack_key(name: str, text: str) -> str:
    key = _KEYS.get((name, text))
    if key is None:
        key = _KEYS[name, text] = f"{name}\n{text}"
    return key


#: (name, text) -> its key, one string object per text: a key built anew would be hashed
#: anew (its whole text) at each lookup, and attacks and Abilities are looked up at every
#: decision; a tuple of the card's own strings hashes from their cached hashes.
_KEYS: dict[tuple[str, str], str] = {}


def trainer(name: str, impl: TrainerImpl, override: str = "") -> TrainerImpl:
    """Register a Trainer by printed name; reprints share it through the name key.
    ``override``: why this replaces what the compiler makes of the card's text (see OVERRIDES)."""
    return _register("trainer", name_key(name), impl, f"Trainer {name!r}", override)


def attack(name: str, text: str, impl: AttackImpl, override: str = "") -> AttackImpl:
    return _register("attack", attack_key(name, text), impl, f"attack {name!r}", override)


def ability(name: str, text: str, impl: AbilityImpl, override: str = "") -> AbilityImpl:
    return _register("ability", attack_key(name, text), impl, f"ability {name!r}", override)


def _register(kind: str, key: str, impl: Any, what: str, override: str) -> Any:
    """One implementation per printed text: a second one is a mistake, not an override."""
    table = REGISTRY.table(kind)
    if key in table:
        raise ValueError(f"{what} implemented twice")
    table[key] = impl
    if override:
        OVERRIDES[kind, key] = override
    return impl


def lookup_attack(name: str, text: str) -> AttackImpl | None:
    """The implementation of an attack's text: hand-written first, else compiled."""
    try:  # by name, then text: two lookups of the card's own strings, no key to build
        return _ATTACKS[name][text]
    except KeyError:
        impl = _ATTACKS.setdefault(name, {})[text] = _resolve("attack", attack_key(name, text),
                                                              name, text)
        return impl


def lookup_ability(name: str, text: str) -> AbilityImpl | None:
    try:
        return _ABILITIES[name][text]
    except KeyError:
        impl = _ABILITIES.setdefault(name, {})[text] = _resolve(
            "ability", attack_key(name, text), name, text)
        return impl


def lookup_trainer(key: str) -> TrainerImpl | None:
    """A Trainer (or special Energy) by name key; compiled from its printed rule text."""
    try:
        return _TRAINERS[key]
    except KeyError:
        impl = _TRAINERS[key] = _resolve("trainer", key)
        return impl


def _resolve(kind: str, key: str, name: str = "", text: str = "") -> Any:
    """The hand-written implementation of ``key``, else what the compiler makes of its text
    (compiled once per process, kept in COMPILED: None when not understood). (No closures
    in the lookups above: a variable an inner function reads costs a cell at every call.)"""
    impl = REGISTRY.table(kind).get(key)
    if impl is None:
        compiled = COMPILED.table(kind)
        if key not in compiled:
            if kind == "trainer":
                printings = cards().by_name(key)
                compiled[key] = COMPILERS["trainer"](printings[-1]) if printings else None
            else:
                compiled[key] = COMPILERS[kind](name, text)
        impl = compiled[key]
    return impl


def script_for(ref: list[Any]) -> Script:
    """Find the ops a script frame runs: ref = [kind, key, part]."""
    kind, key, part = ref
    impl: Any
    if kind == "trainer":
        impl = lookup_trainer(key)
    else:
        name, text = key.split("\n", 1)
        impl = lookup_attack(name, text) if kind == "attack" else lookup_ability(name, text)
    return getattr(impl, part)
