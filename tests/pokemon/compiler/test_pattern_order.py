"""The compiler's pattern order, checked on every card text of the card database.

The patterns are tried in the order ``install.PATTERNS`` writes (``registry.PATTERNS``): the
first whose regex matches the whole sentence and that understands it makes its pieces. So
wherever two patterns both read one sentence, their order decides what the card does. This
test compiles every attack, Ability and Trainer / Special Energy text of the database,
collects each sentence the compiler is asked to read (with the kind of text it belongs to),
and tries it against every pattern: the pairs of patterns that both read some sentence are
exactly those listed in :data:`OVERLAPS`, each with the one that wins and why. A new overlap
fails here, naming its sentences, until it is listed (or one of its patterns is narrowed).
"""

from __future__ import annotations

import re
from functools import cache

import tcgsim.pokemon  # noqa: F401  (installs the registry)
from tcgsim.pokemon import install, registry
from tcgsim.pokemon.compiler import core
from tcgsim.pokemon.model.carddb import cards

#: (the pattern that wins, the one that also reads the sentence) -> why the winner is right;
#: patterns as "module.function" below tcgsim.pokemon.compiler
OVERLAPS: dict[tuple[str, str], str] = {
    ("zones.discard_from_revealed_hand", "zones.reveals_hand_and"):
        "the same reveal and the same choice of cards to discard either way (the general form "
        "reveals with its own op, then discards what is found there); the older specific "
        "pattern is kept so the log of the cards that print it stays as it was",
    ("zones.looked_to_hand", "zones.you_may"):
        "the same take_cards op either way: choosing among cards looked at (hidden from the "
        "opponent) already allows taking none (PTCG:II-E-33), so the specific pattern makes it one "
        "decision instead of a yes/no question before the same choice",
    ("zones.looked_to_bench", "zones.you_may"):
        "as above: \"any number of Pokémon you find there\" already allows none (PTCG:II-E-33), "
        "one decision instead of two",
    ("zones.discard_from_hand_for_each", "zones.you_may"):
        "\"You may discard up to N / any number of … from your hand, and …\" (Mega Clefable ex, "
        "Team Rocket's Honchkrow): choosing among the cards already allows discarding none "
        "(PTCG:II-D-05), and what follows counts the cards discarded, so none does nothing: one "
        "decision instead of a yes/no question before the same choice",
    ("damage.more_damage_if", "pokemon.more_if_type"):
        "both make the same op (more_damage_if, step 1 of the damage, on the type printed on the "
        "opponent's Active Pokémon, PTCG:II-D-07); the general \"If <condition>, this attack does N "
        "more damage\" comes first",
    ("damage.more_damage_if", "game_conditions.if_board"):
        "the same condition of the board (compiler.board.condition) read at the same step either "
        "way; more damage makes it one op (more_damage_if with the condition) instead of a test "
        "and a guarded op",
    ("game_conditions.if_board", "pokemon.knock_out_if"):
        "\"If your opponent's Active Pokémon <is …>, it is Knocked Out\" (Haxorus): the same "
        "condition of the board read at step 5 either way, then the Knock Out effect on the "
        "opponent's Active Pokémon (the general form reads \"it is Knocked Out\" as \"Your "
        "opponent's Active Pokémon is Knocked Out\", Iono's Electrode's sentence)",
    ("damage.does_nothing_if", "game_conditions.if_board"):
        "\"If <condition>, this attack does nothing\" is the whole attack: its condition is read "
        "at step 3, before any damage or choice; the general form would read it where the "
        "sentence is printed",
    ("damage.give_up_energy", "zones.you_may"):
        "\"You may discard any amount of / up to N … Energy\" already allows discarding none "
        "(PTCG:II-D-02, II-D-05): one choice of cards instead of a yes/no question before it",
    ("damage.give_up_energy", "pokemon.discard_and"):
        "the same pieces either way: \"Discard up to 2 Energy cards from this Pokémon, and this "
        "attack does 120 damage for each card you discarded in this way\" (Mega Diancie ex) gives "
        "up the Energy at damage step 1, then counts it; give_up_energy reads the joined sentence "
        "itself (\"…, and this attack does …\", Mega Charizard X ex), discard_and would read the "
        "two halves in the same order with the same prior pieces",
    ("trainers.move_any_amount", "zones.you_may"):
        "\"you may move any amount of Energy\" already allows moving none (PTCG:II-D-02): one "
        "choice of cards, and a sentence \"If you do, you may …\" can guard it once",
    ("trainers.move_any_amount_any_way", "zones.you_may"):
        "as above: \"you may move any amount of Metal Energy … in any way you like\" allows moving "
        "none (PTCG:II-D-02): the player stops choosing cards, no yes/no question first",
    ("zones.if_attached", "zones.if_you_do"):
        "\"If you do, … that Pokémon\" right after an attachment names the Pokémon attached to "
        "(attached_to); the general \"If you do\" knows no \"that Pokémon\"",
    ("trainers.attach_from_discard", "zones.attach_from"):
        "a Trainer's one attachment from the discard pile is the op with its own would-change "
        "check (attach_from_discard_to: the card cannot be played when nothing could be attached, "
        "PTCG:I-B-01); the general take-and-attach of attacks and Abilities comes after it",
    ("zones.then_shuffle", "zones.then"):
        "\"Then, shuffle your deck\" after a search shuffles whenever the deck was looked at, even "
        "if nothing was found (PTCG:II-E-18); the general \"Then, X\" would skip it when nothing "
        "was found (PTCG:II-E-19)",
    ("ability_sentences.may_discard_stadium", "zones.you_may"):
        "the question is asked only when a Stadium is in play (with none there is nothing to "
        "decide, PTCG:II-E-10), and it marks whether one was discarded for \"If you do, …\"; "
        "the general \"You may X\" would ask even with no Stadium",
    ("trainers.if_condition", "game_conditions.if_ko_last_turn"):
        "a Trainer's \"If <condition of play>, …\" is checked once where the text reads it, by the "
        "same condition its \"only if\" uses (check_condition); the general form reads the same "
        "fact at the same point (PTCG:II-E-11)",
    ("trainers.if_condition", "game_conditions.if_board"):
        "the same: a condition of play (here the opponent's Prize cards) is read once where the "
        "text reads it either way; the Trainer's own form keeps the label of its \"only if\"",
}


def _name(pat: core.Pattern) -> str:
    return f"{pat.fn.__module__.removeprefix('tcgsim.pokemon.compiler.')}.{pat.fn.__name__}"


@cache
def asked_sentences() -> dict[tuple[str, str], core.Context]:
    """Every (sentence, kind of text) the compiler is asked to read while compiling every text
    of the card database, with the context it was read in: a spy pattern tried first records
    each one and understands none, so the compiler goes on as usual."""
    seen: dict[tuple[str, str], core.Context] = {}

    def spy(m: re.Match[str], ctx: core.Context) -> None:
        seen.setdefault((m.string, ctx.kind), ctx)

    attacks, abilities, trainers = set(), set(), {}
    for card in cards():
        attacks.update((a.name, a.text) for a in card.attacks if a.text)
        abilities.update((a.name, a.text) for a in card.abilities)
        if card.is_trainer or card.is_special_energy:
            trainers[card.name_key] = card
    registry.PATTERNS.insert(0, core.Pattern(r"(?s:.*)", spy, core.KINDS))
    try:
        for name, text in sorted(attacks):
            core.compile_attack(name, text)
        for name, text in sorted(abilities):
            core.compile_ability(name, text)
        for card in trainers.values():
            core.compile_trainer(card)
    finally:
        registry.PATTERNS.pop(0)
    return seen


def overlaps() -> dict[tuple[str, ...], list[str]]:
    """Patterns (in the order tried) that all read one sentence -> those sentences."""
    found: dict[tuple[str, ...], list[str]] = {}
    for (sentence, kind), ctx in asked_sentences().items():
        hits = []
        for pat in registry.PATTERNS:
            if kind not in pat.kinds:
                continue
            m = pat.regex.fullmatch(sentence)
            if m is not None and pat.fn(m, ctx) is not None:
                hits.append(_name(pat))
        if len(hits) > 1:
            found.setdefault(tuple(hits), []).append(f"[{kind}] {sentence}")
    return found


def test_the_patterns_are_tried_in_the_written_order() -> None:
    assert [p.fn for p in registry.PATTERNS] == list(install.PATTERNS)


def test_every_card_text_is_asked_of_the_compiler() -> None:
    """The spy sees the database's sentences of all three kinds (thousands of them)."""
    kinds = {kind for _, kind in asked_sentences()}
    assert kinds == set(core.KINDS)
    assert len(asked_sentences()) > 5000


def test_sentences_two_patterns_read_are_listed_with_the_winner() -> None:
    found = overlaps()
    pairs = {(hits[0], other) for hits in found for other in hits[1:]}
    new = sorted(pairs - OVERLAPS.keys())
    gone = sorted(OVERLAPS.keys() - pairs)
    detail = "\n".join(f"  {' > '.join(hits)}:\n" + "\n".join(f"    {s}" for s in sents[:3])
                       for hits, sents in sorted(found.items()))
    assert not new, f"two patterns read these sentences; list them in OVERLAPS: {new}\n{detail}"
    assert not gone, f"no sentence is read by both any more; remove from OVERLAPS: {gone}"
    order = [_name(p) for p in registry.PATTERNS]
    for winner, other in OVERLAPS:
        assert order.index(winner) < order.index(other), (winner, other)
