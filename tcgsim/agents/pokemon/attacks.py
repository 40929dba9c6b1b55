"""What the heuristic player reads from an attack's (or an Ability's) text: its damage as
printed or as the text puts it, what it counts, copies, discards or shields against."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from tcgsim.agents.pokemon.roles import Role, attack_role
from tcgsim.agents.pokemon.scores import TYPICAL_COUNT
from tcgsim.pokemon.model.carddb import Attack, CardDef, cards

_MILL = re.compile(r"discard the top (\d+) cards? of your deck", re.IGNORECASE)
_FLIPS = re.compile(r"flip (\d+) coins", re.IGNORECASE)
#: "Place 2 damage counters on your opponent's Active Pokémon [for each card in your hand]."
_COUNTERS = re.compile(r"(?:place|put) (\d+) damage counters? on your opponent's active "
                       r"pokémon(?: for each (.+?))?\.", re.IGNORECASE)
#: "This attack does 100 damage to 1 of your opponent's Pokémon." (the Active may be it)
_CHOSEN_DAMAGE = re.compile(r"^this attack does (\d+) damage to \d of your opponent's pokémon",
                            re.IGNORECASE)
#: "… does 20 damage for each of your Benched Pokémon", "… 50 more damage for each …"
_FOR_EACH = re.compile(r"(\d+) (?:more )?damage for each (.+?)(?:\.|,| in this way)",
                       re.IGNORECASE)
#: "Put 6 damage counters on your opponent's Benched Pokémon in any way you like", "This attack
#: also does 30 damage to 1 of your opponent's Benched Pokémon"
_BENCH_HIT = re.compile(r"(?:put|place) (\d+) damage counters? on (?:1 of )?your opponent's "
                        r"benched pokémon|(\d+) damage to (?:1|2|each) of your opponent's "
                        r"benched pokémon", re.IGNORECASE)
#: "Prevent all damage from attacks done to this Pokémon by your opponent's Pokémon that have
#: an Ability."
#: "Prevent all effects of your opponent's Pokémon's attacks and Abilities done to this
#: Pokémon" (an Ability), "… of attacks used by your opponent's Pokémon done to the Pokémon
#: this card is attached to" (an attached card)
NO_EFFECTS = re.compile(r"prevent all effects of (?:your opponent's pokémon's attacks|attacks "
                         r"used by your opponent's pokémon)[^.]*? done to (?:this pokémon|the "
                         r"pokémon this card is attached to)", re.IGNORECASE)
_SHIELD_ABILITY = re.compile(r"^prevent all damage from attacks done to this pokémon by your "
                             r"opponent's pokémon that have an ability\.", re.IGNORECASE)
#: "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex." —
#: an attacker of that kind does nothing to it (only texts without a condition in front; not
#: one that protects only the Bench, Flower Curtain: :func:`bench_guard` reads that)
_SHIELD = re.compile(
    r"^prevent all damage done to (?:this pokémon|(?![^.]*benched)[^.]+?) by attacks from your "
    r"opponent's ([^.]*?)pokémon(?:[- ](ex|v|vmax|vstar|gx))?\.", re.IGNORECASE)


_RETREAT_LESS = re.compile(r"the retreat cost of the pokémon this card is attached to is "
                           r"((?:colorless)+) less", re.IGNORECASE)


@cache
def retreat_less(card_id: str) -> int:
    """How much less an attached card makes its Pokémon's Retreat Cost (Air Balloon: 2)."""
    m = _RETREAT_LESS.search(cards().get(card_id).rule_text)
    return 0 if m is None else m[1].lower().count("colorless")


@cache
def printed_damage(a: Attack) -> float:
    """An attack's damage as printed, or as its text puts it when nothing is printed: "put
    7 damage counters on your opponent's Active Pokémon" (70), "… for each card in your
    hand" (a typical count), "does 100 damage to 1 of your opponent's Pokémon" (100)."""
    if a.base_damage:
        return float(a.base_damage)
    m = _COUNTERS.search(a.text)
    if m is not None:
        return 10.0 * int(m[1]) * (TYPICAL_COUNT if m[2] else 1)
    m = _CHOSEN_DAMAGE.search(a.text)
    return float(m[1]) if m is not None else 0.0


@dataclass(frozen=True)
class AttackText:
    """What a damage estimate reads from an attack's text, read once per attack (the text
    is fixed; estimates are asked for every attack at most decisions)."""

    lower: str
    #: "place N damage counters on your opponent's Active Pokémon [for each …]": N, "…"
    counters: tuple[int, str | None] | None
    printed: float  # :func:`printed_damage`
    #: "N [more] damage for each …": N, "…"
    each: tuple[int, str] | None
    #: "discard the top N cards of your deck" / "flip N coins": N
    times: int | None
    #: damage or counters on the Bench as well (:data:`_BENCH_HIT`)
    bench: int | None
    bench_counters: bool  # … as damage counters (an effect), not damage
    discards_energy: bool  # it discards Energy from the attacker
    less_damage: bool  # the attacker takes less damage afterwards
    role: Role
    #: "Choose 1 of your Benched N's Pokémon's attacks and use it as this attack": "bench" and
    #: the words before "Pokémon" ("n's"); "opponent" for the opposing Active's attacks; "deck"
    #: and the words after "Pokémon" for an attack of a Pokémon the own deck's top card is
    copies: tuple[str, str] | None = None
    #: "Discard a card from your hand. If you do, …" (Team Rocket's Porygon's Hacking): the
    #: cards of the own hand it must discard, its price (0: none, or only "you may")
    hand_discards: int = 0
    #: "This attack does 100 damage to 1 of your opponent's Pokémon": the damage goes to the
    #: Pokémon chosen, a Benched one as well as the Active
    chosen: bool = False


@cache
def attack_text(a: Attack) -> AttackText:
    text = a.text.lower()
    m = _COUNTERS.search(a.text)
    each = _FOR_EACH.search(a.text)
    times = _MILL.search(a.text) or _FLIPS.search(a.text)
    bench = _BENCH_HIT.search(a.text)
    return AttackText(
        lower=text,
        counters=None if m is None else (int(m[1]), m[2]),
        printed=printed_damage(a),
        each=None if each is None else (int(each[1]), each[2]),
        times=None if times is None else int(times.group(1)),
        bench=None if bench is None else (10 * int(bench[1]) if bench[1] else int(bench[2])),
        bench_counters=bench is not None and bool(bench[1]),
        discards_energy="energy from this pokémon" in text and "discard" in text,
        less_damage="takes" in text and "less damage" in text,
        role=attack_role(a),
        copies=_copied(text),
        hand_discards=_hand_discards(text),
        chosen=_CHOSEN_DAMAGE.search(a.text) is not None,
    )


_HAND_DISCARD = re.compile(r"^discard (a|an|\d+) cards? from your hand")


def _hand_discards(text: str) -> int:
    """The cards the attack's text makes the attacker discard from the own hand first (a
    price, not a choice: "you may discard …" is no cost)."""
    m = _HAND_DISCARD.match(text)
    if m is None:
        return 0
    return 1 if m[1] in ("a", "an") else int(m[1])


#: what :meth:`Board.count` counts, by the words that begin a "for each …" (the last one:
#: anywhere in them)
_COUNTED = ("card in your opponent's hand", "card in your hand", "benched pokémon (both",
            "of your opponent's benched pokémon", "of your benched pokémon",
            "damage counter on this pokémon", "damage counter on your opponent's active",
            "energy attached to your opponent's active", "energy attached to this pokémon",
            "prize card your opponent has taken", "prize card you have taken",
            "in your discard pile")


@cache
def counted_phrase(what: str) -> str | None:
    """The phrase of :data:`_COUNTED` that ``what`` counts (None: none the view shows)."""
    what = what.lower()
    return next((phrase for phrase in _COUNTED if what.startswith(phrase)
                 or (phrase.startswith("in ") and phrase in what)), None)


#: an attack that is another Pokémon's attack: one of the own Benched Pokémon's, or the
#: opposing Active's ("the Defending Pokémon's", "your opponent's [Active] Pokémon's")
_COPY_BENCH = re.compile(r"choose 1 of your benched ([^.]*?)pokémon's attacks and use it as this "
                         r"attack")
_COPY_OPPONENT = re.compile(r"^choose 1 of (?:the defending pokémon's|your opponent's (?:active )?"
                            r"pokémon's) (?:non-gx )?attacks and use it as this attack")


#: "Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule
#: Box, choose 1 of its attacks and use it as this attack": an attack of whatever Pokémon the
#: deck holds (the words after "Pokémon": which of them)
_COPY_DECK = re.compile(r"top card of your deck, and if that card is a pokémon([^,.]*), choose 1 "
                        r"of its attacks and use it as this attack")


def _copied(text: str) -> tuple[str, str] | None:
    m = _COPY_BENCH.search(text)
    if m is not None:
        return "bench", m[1].strip()
    m = _COPY_DECK.search(text)
    if m is not None:
        return "deck", m[1].strip()
    return ("opponent", "") if _COPY_OPPONENT.search(text) else None


#: "Prevent all effects of attacks used by your opponent's Pokémon done to your Basic Team
#: Rocket's Pokémon": the Pokémon of one kind, on the Ability's side
_NO_EFFECTS_TEAM = re.compile(r"prevent all effects of attacks used by your opponent's pokémon "
                              r"done to your (basic )?([^.]*?)pokémon\.", re.IGNORECASE)


@cache
def covers_team(text: str, d: CardDef) -> bool:
    """An Ability's text prevents the effects of attacks on ``d``, a Pokémon of its side."""
    m = _NO_EFFECTS_TEAM.search(text)
    if m is None or (m[1] and not d.is_basic_pokemon):
        return False
    return m[2].strip().lower() in d.name.lower()


@cache
def no_effects(d: CardDef) -> bool:
    """The Pokémon has an Ability that prevents all effects of the opponent's attacks on it."""
    return any(NO_EFFECTS.search(a.text) is not None for a in d.abilities)


@cache
def deck_upkeep(d: CardDef) -> int:
    """The fewest cards one of the Pokémon's damaging attacks takes from the own deck."""
    return min((attack_text(a).role.deck_cost for a in d.attacks if printed_damage(a) > 0),
               default=0)


@cache
def shielded(target: CardDef, attacker: CardDef) -> bool:
    """``target`` has an Ability that prevents all damage from attacks of ``attacker``'s kind."""
    for a in target.abilities:
        if attacker.abilities and _SHIELD_ABILITY.match(a.text):
            return True
        m = _SHIELD.match(a.text)
        if m is None:
            continue
        words, rule = m.group(1).strip().lower(), (m.group(2) or "").lower()
        kinds = {k.lower() for k in attacker.subtypes}
        if rule and rule not in kinds:
            continue
        if words and words.rstrip() not in kinds:  # "Basic Pokémon", "Evolution Pokémon"…
            continue
        return True
    return False


@dataclass(frozen=True)
class BenchGuard:
    """What an Ability or a Stadium prevents on Benched Pokémon ("Prevent all damage done to
    your Benched Pokémon that don't have a Rule Box by attacks from your opponent's
    Pokémon")."""

    damage: bool  # the damage attacks do
    counters: bool  # damage counters attacks' (or Abilities') effects put
    active_only: bool  # only while the Pokémon with the Ability is the Active
    no_rule_box: bool  # only Pokémon without a Rule Box
    kind: str  # only Pokémon of this type ("" any)


_TYPES = ("grass", "fire", "water", "lightning", "psychic", "fighting", "darkness", "metal",
          "dragon", "colorless", "fairy")
_BENCHED_KIND = re.compile(r"benched (?:pokémon|(\w+) pokémon)")


@cache
def bench_guard(text: str) -> BenchGuard | None:
    """The protection a text gives Benched Pokémon against the opponent's attacks (None:
    none; also for one it does not read, such as one for some named Pokémon only)."""
    for sentence in text.lower().split(". "):
        if ("prevent all" not in sentence or "benched" not in sentence
                or "supporter" in sentence or "until the end" in sentence
                or "δ" in sentence or "opponent's basic pokémon" in sentence):
            continue
        kind = _BENCHED_KIND.search(sentence)
        if kind is None or (kind[1] and kind[1] not in _TYPES):
            continue
        counters_only = "damage counters from being placed" in sentence
        return BenchGuard(
            damage=not counters_only and "damage" in sentence,
            counters=counters_only or "effects" in sentence or "damage counters" in sentence,
            active_only="active" in sentence.split("prevent all")[0],
            no_rule_box="rule box" in sentence,
            kind=kind[1] or "")
    return None


@cache
def card_guards(card_id: str) -> tuple[BenchGuard, ...]:
    """The bench protections a card's Abilities (a Stadium's text) give (asked for the cards
    in play at every decision that values damage on the Bench)."""
    d = cards().get(card_id)
    texts = [a.text for a in d.abilities] if d.is_pokemon else [d.rule_text]
    return tuple(g for t in texts if (g := bench_guard(t)) is not None)

