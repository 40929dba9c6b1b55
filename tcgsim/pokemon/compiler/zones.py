"""Cards between zones: draw, search, discard, look, shuffle, bench; and the words
"you may" (PTCG:II-E-10) and "Then," (PTCG:II-E-19) that join such sentences.

Attacks, Abilities and Trainers print the same sentences, so every pattern here is
marked for all kinds. Card phrases are read by :mod:`.filters`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tcgsim.pokemon.compiler.board import condition, count
from tcgsim.pokemon.compiler.core import (
    NUM,
    Context,
    Piece,
    Regex,
    compile_sentence,
    number,
    pattern,
)
from tcgsim.pokemon.compiler.filters import (
    TYPES,
    CardSpec,
    _named,
    card_phrase,
    names_only,
    noun_filter,
    pokemon_filter,
)
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.ops_zones import (
    same_name_as_opponents_in_play,
    same_type_as_basic_energy_on_self,
)
from tcgsim.pokemon.model.carddb import cards

IT = r"(?:it|them)"
_IN_NAME = Regex(r".*\bPokémon that (?:has|have) \"[^\"]+\" in (?:its|their) name")


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def take(spec: CardSpec, src: str, to: str, reveal: bool = False, var: str = "") -> Piece:
    args = {"src": src, "to": to, "what": spec.what, "label": spec.label, "n": spec.n,
            "mode": spec.mode, "typed": spec.typed, "reveal": reveal}
    if var:
        args["var"] = var
    if spec.one_each:
        args["one_each"] = spec.one_each
    if spec.n_var:  # "up to the number of heads": 1 card for each heads
        args["n"] = 1
        args["per"] = spec.n_var
    return Piece(("take_cards", args))


# -- "Then," and "you may" -------------------------------------------------------------------
@pattern(r"Then, shuffle your deck\.")
def then_shuffle(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After the deck was looked at, even if nothing was found (PTCG:II-E-18)."""
    return [Piece(("shuffle_searched_deck", {}))]


@pattern(r"(Shuffle your deck|Have your opponent shuffle their deck)\.")
def shuffle_deck(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"[You may] have your opponent shuffle their deck" (Inkay): their deck."""
    if m[1].startswith("Have"):
        return [Piece(("shuffle_deck", {"whose": "opponent"}))]
    return [Piece(("shuffle_deck", {}))]


# -- drawing -----------------------------------------------------------------------------------
@pattern(r"Draw a card for each (.+)\.")
def draw_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Draw a card for each of your opponent's Benched Pokémon / card in your opponent's
    hand": a count of :func:`board.count`, made when the text gets there."""
    n = count(m[1])
    return None if n is None else [Piece(("draw", {"n": n}))]


@pattern(rf"Draw {NUM} (?:more )?cards?( from the bottom of your deck)?\.")
def draw(m: re.Match[str], ctx: Context) -> list[Piece]:
    args: dict[str, Any] = {"n": number(m[1])}
    if m[2]:
        args["bottom"] = True
    return [Piece(("draw", args))]


@pattern(rf"Draw cards until you have {NUM} cards in your hand\.")
def draw_until(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("draw_until", {"n": number(m[1])}))]


@pattern(r"Draw cards until you have as many cards in your hand as you have (.+) in play\.")
def draw_until_count(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Mystery Garden: "… as you have Psychic Pokémon in play" (counted when it draws)."""
    counted = count(f"{m[1]} you have in play")
    return None if counted is None else [Piece(("draw_until", {"n": counted}))]


@pattern(rf"If (.+), draw cards until you have {NUM} cards in your hand instead\.")
def draw_until_instead(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Draw cards until you have 5 cards in your hand.": up to the larger number when the
    condition holds (the op reads it, so "could it change anything" sees it too)."""
    cond = condition(m[1])
    return None if cond is None else [Piece(("draw_until", {"n": number(m[2]), "when": cond}))]


@pattern(rf"If (.+), draw {NUM} cards instead\.", kinds=("trainer",))
def draw_instead(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "[Then, ]draw 4 cards." (Lacey): "If <condition>, draw 8 cards instead" draws the
    difference after the first draw when the condition holds (drawing 4 then 4 more draws what
    drawing 8 does), under the first draw's own guard."""
    cond = condition(m[1])
    last = ctx.prior[-1].op if ctx.prior else None
    if cond is None or last is None or last[0] != "draw" or not isinstance(last[1]["n"], int):
        return None
    more, guard = number(m[2]) - last[1]["n"], last[2:]

    def n(g: Any, p: int) -> int:
        return more if cond(g, p) else 0

    return [Piece(("draw", {"n": n}, *guard))]


@pattern(rf"(?:Each player draws|Have each player draw) {NUM} cards?\.")
def each_player_draws(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("each_player_draws", {"n": number(m[1])}))]


@pattern(rf"(?:(Each player|Your opponent) shuffles their hand into their deck and draws|Have "
         rf"your opponent shuffle their hand into their deck and draw) {NUM} cards?\.")
def each_shuffle_and_draw(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Both hands (or the opponent's: Distorted Future) go into their decks, then they draw,
    as "Then, …" (Judge's Japanese and Chinese text print その後 / 然后, PTCG:II-E-19); the
    shuffle is done even with no card in a hand (PTCG:II-E-36, its FAQ on Shauna), so only
    with nothing at all is nothing drawn."""
    n = number(m[2])
    if m[1] == "Each player":
        return [Piece(("hands_to_deck", {"who": "each"})),
                Piece(("players_draw", {"you": n, "opponent": n}, "!undone"))]
    return [Piece(("hands_to_deck", {"who": "opponent"})),
            Piece(("players_draw", {"opponent": n}, "!undone"))]


@pattern(rf"Discard your hand and draw {NUM} cards\.")
def discard_hand_draw(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Discard your hand" is all of it (PTCG:II-D-03)."""
    spec = card_phrase("all cards")
    if spec is None:
        return None
    return [take(spec, "hand", "discard"), Piece(("draw", {"n": number(m[1])}))]


@pattern(r"Discard your hand\.", kinds=("attack",))
def discard_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """All of it (PTCG:II-D-03), remembered as ``taken`` ("If you discarded any cards in this
    way, …"); in the step of what follows (Veluza ex: before the damage it adds to)."""
    spec = card_phrase("all cards")
    return None if spec is None else [Piece(take(spec, "hand", "discard").op, part=None)]


@pattern(r"Discard your hand and (search your deck for .+)")
def discard_hand_and_search(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Larry's Skill: "Discard your hand and search your deck for a Pokémon, a Supporter card,
    and a Basic Energy card, reveal them, …": all of the hand first, then the search."""
    spec = card_phrase("all cards")
    rest = compile_sentence(m[1][0].upper() + m[1][1:], ctx)
    return None if spec is None or rest is None else [take(spec, "hand", "discard"), *rest]


@pattern(r"Shuffle your hand into your deck\.")
def shuffle_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("shuffle_hand_into_deck", {}))]


# -- searching the deck ----------------------------------------------------------------------
_LIKE_ENERGY_ON_SELF = " that are the same type as any Basic Energy attached to this Pokémon"
#: kinds read on the board when the text is used: (suffix of the card phrase, the kinds of
#: text it may end, what it reads)
_KINDS_NOW = (
    (_LIKE_ENERGY_ON_SELF, ("attack",), same_type_as_basic_energy_on_self),
    (" with the same name as 1 of your opponent's Pokémon in play", ("trainer",),
     same_name_as_opponents_in_play),
)


@pattern(rf"Search your deck for (.+?), reveal {IT}, and put {IT} into your hand\.")
def search_reveal_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… for up to 5 Pokémon that are the same type as any Basic Energy attached to this
    Pokémon, …" (Alcremie), "a Pokémon with the same name as 1 of your opponent's Pokémon in
    play" (Love Ball): that kind is read when the text is used."""
    now = next(((suffix, kinds, read) for suffix, kinds, read in _KINDS_NOW
                if m[1].endswith(suffix)), None)
    phrase = m[1] if now is None else m[1].removesuffix(now[0])
    spec = card_phrase(phrase)
    if spec is None:
        return None
    piece = take(spec, "deck", "hand", reveal=True)
    if now is not None:
        if ctx.kind not in now[1] or not phrase.endswith("Pokémon"):
            return None
        piece.op[1]["what_now"] = now[2]
    return [piece]


@pattern(r"Search your deck for (.+?), reveal them, and put them into your hand\.")
def search_several_reveal_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"for A and B[, and C]" (Arven, Hilda, Dawn …): one search for each, in printed order."""
    specs = several_kinds(m[1])
    return None if specs is None else [take(s, "deck", "hand", reveal=True) for s in specs]


@pattern(rf"Search your deck for (.+?) or ({NUM} .+?), reveal them, and put them into your hand\.",
         kinds=("trainer", "attack"))
def search_either_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… for up to 2 Basic Pokémon or 1 Evolution Pokémon, …" (Brock's Scouting): the player
    says which of the two searches it is, then makes it (effects.ops_trainers.choose_mode)."""
    a, b = card_phrase(m[1]), card_phrase(m[2])
    if a is None or b is None:
        return None
    return [Piece(("choose_mode", {"labels": [a.label, b.label]})),
            *(Piece(take(spec, "deck", "hand", reveal=True).op + (f"mode{i}",))
              for i, spec in enumerate((a, b)))]


def several_kinds(text: str) -> list[CardSpec] | None:
    """"a Pokémon and a Trainer card", "A, B, and C": one card phrase each (None: not a list)."""
    specs = [card_phrase(part) for part in re.split(r",? and |, ", text)]
    if len(specs) < 2 or any(s is None for s in specs):
        return None
    return specs  # type: ignore[return-value]


@pattern(r"Reveal (.+?) in your hand and put them into your deck\.", kinds=("trainer",))
def reveal_hand_to_deck(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Perrin: "Reveal up to 2 Pokémon in your hand and put them into your deck." (remembered
    as ``taken``: "If you do, search your deck for up to that many Pokémon")."""
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "hand", "deck", reveal=True)]


@pattern(rf"Search your deck for (.+?) and put {IT} into your hand\.")
def search_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "deck", "hand")]


@pattern(rf"Search your deck for {NUM} cards, shuffle your deck, then put those cards on top of "
         r"it in any order\.", kinds=("attack", "trainer"))
def search_to_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Ciphermaniac's Codebreaking, Dialga's Time Manipulation (effects.ops_trainers.
    search_to_top)."""
    return [Piece(("search_to_top", {"n": number(m[1])}))]


@pattern(rf"Search your deck for (.+?) and put {IT} onto your Bench\.")
def search_to_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Only Basic Pokémon can be put onto the Bench this way (PTCG:II-C-11: "a Pokémon" is a
    Basic one, :func:`bench_spec`; "any number of Pokémon that have "Rotom" in their name": the
    Basic ones), unless the text names the cards it puts there (Parallel Placement's
    Charjabug, a Stage 1)."""
    spec = card_phrase(m[1]) if names_only(m[1]) else bench_spec(m[1], in_name=True)
    return None if spec is None else [take(spec, "deck", "bench")]


@pattern(rf"Search your deck for (.+?) and discard {IT}\.")
def search_to_discard(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "deck", "discard")]


@pattern(r"For each of (your Benched Pokémon|those Pokémon), search your deck for a card that "
         r"evolves from that Pokémon and put it onto that Pokémon to evolve it\.")
def evolve_each_benched(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Evolving by an effect: also on the first turn and on Pokémon new this turn
    (PTCG:II-C-12); "those Pokémon": the ones chosen before ("Choose up to 2 of your Darkness
    Pokémon.", :func:`choose_own`)."""
    evolve = Piece(("evolve_from_deck_onto", {"onto": "var", "var": "chosen"}))
    if m[1] == "your Benched Pokémon":
        return [Piece(("remember_own_bench", {"var": "chosen"})), evolve]
    chose = any(p.op[0] == "choose_own_bench" for p in ctx.prior)
    return [evolve] if chose else None


@pattern(rf"Choose up to {NUM} of your (Benched )?(.+)\.", kinds=("attack",))
def choose_own(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Choose up to 2 of your [Benched] [Darkness] Pokémon": remembered for "those Pokémon"."""
    kind = pokemon_filter(m[3])
    if kind is None:
        return None
    args: dict[str, Any] = {"n": number(m[1]), "var": "chosen", "where": "bench" if m[2] else "any"}
    if m[3] != "Pokémon":
        args.update(what=kind[0], label=m[3])
    return [Piece(("choose_own_bench", args))]


@pattern(r"Search your deck for (an? [A-Z].+?) and put it onto this (?:Pokémon|[A-Z][\w'\- ]+) to "
         r"evolve it\.", kinds=("attack", "ability"))
def evolve_from_deck_named(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Pidove's Emergency Evolution: "search your deck for an Unfezant or Unfezant ex and put it
    onto this Pidove": only cards of those names, onto it although they evolve from Tranquill
    (as the text says, PTCG:II-C-12)."""
    names = [re.sub(r"^an? ", "", n) for n in m[1].split(" or ")]
    # a name printed before its card exists ("Unfezant ex") is a Pokémon's name all the same
    if not all(any(d.is_pokemon for d in cards().by_name(n.removesuffix(" ex"))) for n in names):
        return None
    return [Piece(("evolve_from_deck_onto", {"onto": "self", "var": "evolved", "named": True,
                                             "what": F.either(*map(F.named, names))}))]


@pattern(r"Search your deck for a card that (has no Abilities and )?evolves from (this Pokémon "
         r"and put it onto this|1 of your Pokémon,? and put it onto that) Pokémon to evolve it\.")
def evolve_from_deck(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Evolving by an effect (PTCG:II-C-12): this Pokémon, or 1 of the player's Pokémon
    (Salvatore), with a card that [has no Abilities and] evolves from it."""
    self_ = m[2].startswith("this")
    if self_ and ctx.kind == "trainer":
        return None  # "this Pokémon" needs a Pokémon using the effect
    args: dict[str, Any] = {"onto": "self" if self_ else "any", "var": "evolved"}
    if m[1]:
        args["what"] = F.no_abilities
    return [Piece(("evolve_from_deck_onto", args))]


@pattern(r"You can use this card on a Pokémon you put down when you were setting up to play or on "
         r"a Pokémon that was put into play this turn\.", kinds=("trainer",))
def evolve_new_pokemon_too(m: re.Match[str], ctx: Context) -> list[Piece]:
    """A reminder: evolving by an effect has no first-turn or played-this-turn limit
    (PTCG:II-C-12), which ``evolve_from_deck_onto`` keeps unless told otherwise."""
    return []


# -- attaching cards to Pokémon (PTCG:II-C-09) ------------------------------------------------
_TO = r"(this Pokémon|(?:1 of )?your (?:Active |Benched )?.+?)"
_ENERGY = Regex(r".*\bEnergy(?: cards?)?(?: up to the number of heads)?")
_ONE_EACH = re.compile(r",? or 1 of each$")


def attach_target(text: str, ctx: Context, n: int, each_way: bool) -> dict | None:
    """"this Pokémon", "1 of your Benched Pokémon", "your Future Pokémon" … -> the arguments of
    ``attach_chosen``. Several cards go to one Pokémon ("to 1 of your Pokémon", "to this
    Pokémon") or to each as the player likes ("in any way you like"); "them to your
    Pokémon" saying neither is not guessed."""
    if text == "this Pokémon":
        return None if ctx.kind == "trainer" else {"where": "self", "to": None, "same": True}
    m = re.fullmatch(r"(1 of )?your (Active |Benched )?(.+)", text)
    if m is None:
        return None
    # "your Psychic Pokémon and Metal Pokémon", "your Electivire and Magmortar": a Pokémon of
    # either kind or name
    kinds = [_kind_or_name(part) for part in m[3].split(" and ")]
    if any(pk is None for pk in kinds):
        return None
    what = F.either(*(pk for pk in kinds if pk is not None))
    where = {"Active ": "active", "Benched ": "bench", None: "any"}[m[2]]
    one = bool(m[1]) or where == "active"
    if one == each_way or (n > 1 and not one and not each_way):
        return None  # "1 of your Pokémon in any way you like" is no printed sentence
    return {"where": where, "to": None if m[3] == "Pokémon" else what, "same": one}


def _kind_or_name(words: str) -> F.Filter | None:
    kind = pokemon_filter(words)
    return kind[0] if kind is not None else _named(words)


def attach_pieces(phrase: str, src: str, target: str, each_way: bool,
                  ctx: Context) -> list[Piece] | None:
    """"… and attach them …"; "up to 2 Basic Grass Energy cards and up to 2 Basic Lightning
    Energy cards" (Joltik): each kind chosen on its own, then all attached."""
    spec = card_phrase(phrase)
    specs = [spec] if spec is not None else several_kinds(phrase) if each_way else None
    if not specs:
        return None
    if spec is not None and spec.label == "a Pokémon Tool card" and target == "this Pokémon":
        pass  # Farfetch'd: one Tool, to this Pokémon (attach_chosen keeps to 1 Tool a Pokémon)
    elif not all(_ENERGY.fullmatch(_ONE_EACH.sub("", s.label.split(" that ")[0])) for s in specs):
        return None  # Energy cards, else a Tool to this Pokémon: Tools attach by their own rule
    args = attach_target(target, ctx, sum(s.n for s in specs), each_way)
    if args is None:
        return None
    if len(specs) == 1:
        return [take(specs[0], src, "stay"), Piece(("attach_chosen", {"src": src, **args}))]
    names = [f"taken{i}" for i in range(len(specs))]
    return ([take(s, src, "stay", var=name) for s, name in zip(specs, names, strict=True)]
            + [Piece(("attach_chosen", {"src": src, **args, "var": name})) for name in names])


_DIFFERENT_TYPES = Regex(rf"(any number of|up to {NUM}) [Bb]asic Energy cards of different types")


@pattern(rf"Search your deck for (.+?) and attach {IT} to {_TO}( in any way you like)?\.")
def search_attach(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Search your deck for up to 3 Basic Energy cards of different types and attach them to
    your Tera Pokémon in any way you like" (Terapagos, Xerneas): chosen one type at a time as
    "… and put them into your hand" does, then attached card by card."""
    kinds = _DIFFERENT_TYPES.fullmatch(m[1])
    if kinds is None:
        return attach_pieces(m[1], "deck", m[2], bool(m[3]), ctx)
    args = attach_target(m[2], ctx, 2, bool(m[3]))
    if args is None:
        return None
    n = len(TYPES) if kinds[1] == "any number of" else number(kinds[2])
    return [Piece(("search_energy_of_different_types", {"n": n, "var": "taken"})),
            Piece(("attach_chosen", {"src": "deck", **args}))]


@pattern(r"If you put any Pokémon onto your Bench in this way, move an Energy from this Pokémon to "
         r"the new Benched Pokémon\.", kinds=("attack",))
def energy_to_new_benched(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Jynx's Inviting Kiss, after "Search your deck for a Basic Pokémon and put it onto your
    Bench": the Pokémon benched (none: nothing moves)."""
    if not any(p.op[0] == "take_cards" and p.op[1]["to"] == "bench" for p in ctx.prior):
        return None
    return [Piece(("move_energy", {"to": "taken"}))]


@pattern(r"For each heads, (search your deck for .+ and attach them to .+)", kinds=("attack",))
def search_attach_per_heads(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Mega Audino ex: "Flip 3 coins. For each heads, search your deck for up to 2 Basic Energy
    cards and attach them to your Pokémon in any way you like." (up to 2 for each heads)."""
    pieces = compile_sentence(m[1][0].upper() + m[1][1:], ctx)
    if not pieces or pieces[0].op[0] != "take_cards" or pieces[0].op[1]["src"] != "deck":
        return None
    first = pieces[0]
    return [Piece((first.op[0], {**first.op[1], "per": "heads"}), part=first.part), *pieces[1:]]


@pattern(rf"Attach (.+?) from your (discard pile|hand) to {_TO}( in any way you like)?\.")
def attach_from(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    src = "discard" if m[2] == "discard pile" else "hand"
    return attach_pieces(m[1], src, m[3], bool(m[4]), ctx)


@pattern(r"Attach (.+?) from your opponent's discard pile to their Pokémon in any way you like\.",
         kinds=("attack",))
def attach_to_opponents(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Grafaiai's Mischievous Painting: the attacker chooses the cards and where each goes."""
    pieces = attach_pieces(m[1], "discard", "your Pokémon", True, ctx)
    if pieces is None:
        return None
    return [Piece((p.op[0], {**p.op[1], "whose": "opponent"}), p.part) for p in pieces]


_OPPONENT_FIRST = "Your opponent does this first."


@pattern(r"Each player may attach (.+?) from their hand to their Pokémon in any way they like\.",
         kinds=("attack",))
def each_player_attaches(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Delibird's Pleasing Present: each player chooses from their own hand ("may": up to)
    and where each card goes; the attacker first unless "Your opponent does this first."
    follows."""
    mine = attach_pieces(m[1], "hand", "your Pokémon", True, ctx)
    if mine is None or mine[0].op[1]["mode"] != "up_to":
        return None
    theirs = [Piece((p.op[0], {**p.op[1], "whose": "opponent", "owner_chooses": True}), p.part)
              for p in mine]
    return theirs + mine if ctx.ahead[:1] == (_OPPONENT_FIRST,) else mine + theirs


@pattern(re.escape(_OPPONENT_FIRST), kinds=("attack",))
def opponent_first(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Read with the sentence before it (:func:`each_player_attaches` put the opponent's
    part first)."""
    if not ctx.prior or ctx.prior[-1].op[1].get("whose") == "opponent":
        return None
    return []


#: what "that Pokémon" (the one the attachment before went to) gets: op name and its amount
_TO_THAT_POKEMON = (
    (Regex(r"(?:put|place) (\d+) damage counters on that Pokémon\."), "counters_on_remembered", "n"),
    (Regex(r"heal (\d+|all) damage from that Pokémon\."), "heal_remembered", "amount"),
)


@pattern(r"If (you attached Energy (?:to a Pokémon )?in this way|you do), (.+)")
def if_attached(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The rest happens only if the attachment before attached a card (PTCG:II-E-23);
    "that Pokémon" is the one it went to (none attached: nothing, PTCG:II-C-07). "If you do"
    right after an attachment ("Attach a Basic Grass Energy card from your hand to 1 of your
    Benched Pokémon. If you do, heal all damage from that Pokémon") says the same."""
    if m[1] == "you do" and not (ctx.prior and ctx.prior[-1].op[0] == "attach_chosen"):
        return None  # any other "If you do": zones.if_you_do
    for rx, op, amount in _TO_THAT_POKEMON:
        mm = rx.fullmatch(m[2])
        if mm is not None:
            n = None if mm[1] == "all" else int(mm[1])
            return [Piece((op, {amount: n, "var": "attached_to"}, "attached_to"))]
    pieces = compile_sentence(_cap(m[2]), ctx)
    if pieces is None:
        return None
    out = [p.guarded("attached_to") for p in pieces]
    return None if any(p is None for p in out) else out  # type: ignore[return-value]


@pattern(r"Put (.+?) from your discard pile into your hand\.")
def discard_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "discard", "hand")]


@pattern(r"Shuffle (.+?) from your discard pile into your deck\.")
def discard_to_deck(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "discard", "deck")]


_IN_THEIR_NAME = Regex(r"Pokémon that have \"[^\"]+\" in their name$")
_ITEM_CARDS = Regex(r"\bItem cards?\b")


def bench_spec(phrase: str, in_name: bool = False) -> CardSpec | None:
    """Pokémon put onto the Bench by an effect are Basic Pokémon (PTCG:II-C-11): "1 Water
    Pokémon from your discard pile", "up to 2 Pokémon that have "Koffing" in their name"
    mean Basic ones (``in_name``: so does "any number of Pokémon that have "Rotom" in their
    name" however it is worded)."""
    spec = card_phrase(phrase)
    if spec is None or spec.basic_pokemon_only:
        return spec
    if _ITEM_CARDS.search(phrase):  # Fossil Quarry: only Items played as Basic Pokémon
        return replace(spec, what=F.all_of(spec.what, F.played_as_basic_pokemon))
    words = phrase.removesuffix(" up to the number of heads")
    if not (words.endswith("Pokémon") or _IN_THEIR_NAME.search(words)
            or (in_name and _IN_NAME.fullmatch(phrase))):
        return None
    return replace(spec, what=F.all_of(spec.what, F.basic_pokemon), basic_pokemon_only=True)


@pattern(r"Put (.+?) from your discard pile onto your Bench\.")
def discard_to_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = bench_spec(m[1])
    return None if spec is None else [take(spec, "discard", "bench")]


# -- discarding --------------------------------------------------------------------------------
@pattern(r"Discard (.+?) from your hand(?:\.|, and (.+))")
def discard_from_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """An attack's discard printed before the rest of its text is done before its damage
    (step 3), so that "If you can't …, this attack does nothing" (:func:`if_not_discarded`)
    can still stop that damage and "If you do, this attack does …" sees it. "…, and Knock Out
    your opponent's Active Pokémon" (Hydrapple): the rest is a sentence of its own."""
    spec = card_phrase(m[1])
    if spec is None:
        return None
    piece = take(spec, "hand", "discard")
    out = [Piece(piece.op, part="before")] if ctx.kind == "attack" else [piece]
    if m[2] is None:
        return out
    rest = compile_sentence(_cap(m[2]), ctx)
    return None if rest is None else out + rest


@pattern(rf"If you (?:can't(?: discard (?:any|{NUM} cards?(?: in this way)?))?|don't), this attack "
         r"does nothing\.", kinds=("attack",))
def if_not_discarded(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Discard 4 Basic Fire Energy cards from your hand." (Ceruledge, Lurantis,
    Hydrapple, Decidueye): fewer than that many discarded, and the whole attack does nothing
    (no damage, no other effect: read before the damage, PTCG:II-D-01). After "Discard a
    Stadium in play." (Eternatus): no Stadium was there to discard; after "Before doing
    damage, discard all Pokémon Tools from this Pokémon." (Melmetal): no Tool was."""
    last = ctx.prior[-1].op[0] if ctx.prior else None
    if last == "discard_stadium" and m[0].startswith("If you can't,"):
        return [Piece(("attack_does_nothing", {}, "undone"), part="before")]
    if last == "discard_tools" and m[0].startswith("If you can't discard any,"):
        return [Piece(("attack_does_nothing", {}, "!tool_discarded"), part="before")]
    took = [p.op[1] for p in ctx.prior if p.op[0] == "take_cards"]
    if not took or took[-1]["src"] != "hand" or took[-1]["to"] != "discard":
        return None
    n = number(m[1]) if m[1] else took[-1]["n"]
    return [Piece(("fewer_than", {"var": "taken", "n": n, "out": "short"}), part="before"),
            Piece(("attack_does_nothing", {}, "short"), part="before")]


@pattern(r"(?:You may d|D)iscard (.+?) from your hand, and (?:draw (\d+) cards|this attack does "
         r"(\d+) (more )?damage) for each card you discarded in this way\."
         r"(?: \(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\))?")
def discard_from_hand_for_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Gwynn, Skarmory, Mawile: the cards discarded (any of them may be left: "up to", "any
    number") count for what follows. An attack's discard is done in the damage step, before its
    damage is counted (PTCG:II-B-01, II-B-02); the drawing is the rest of the same effect, so it
    is done only if something was discarded (a Supporter with nothing to discard changes nothing,
    PTCG:II-D-05)."""
    spec = card_phrase(m[1])
    if spec is None:
        return None
    discard = take(spec, "hand", "discard")
    if m[2] is not None:
        return [discard, Piece(("draw", {"n": int(m[2]), "for_each": "taken"}, "!undone"))]
    if ctx.kind != "attack":
        return None
    op = "more_damage_for_each" if m[4] else "damage_for_each"
    return [Piece(discard.op, part="damage"),
            Piece((op, {"per": int(m[3]), "var": "taken"}), part="damage")]


@pattern(rf"Your opponent discards (?:{NUM} cards? from their hand|{NUM} more cards)\.")
def opponent_discards(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """They choose which, the stated number if they have it (PTCG:II-E-33); "N more cards"
    after a first discard from their hand ("If …, your opponent discards 2 more cards")."""
    spec = card_phrase(f"{m[1] or m[2]} cards")
    if spec is None:
        return None
    piece = take(spec, "hand", "discard")
    return [Piece((piece.op[0], {**piece.op[1], "whose": "opponent", "owner_chooses": True}))]


@pattern(rf"Discard the top {NUM} cards? of (your|your opponent's) deck\.")
def discard_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Done in the step of what follows: "This attack does 80 damage for each Energy card you
    discarded in this way" counts them at the damage step (PTCG:I-A-01)."""
    whose = "yours" if m[2] == "your" else "opponent"
    return [Piece(("discard_top_of_deck", {"n": number(m[1]), "whose": whose}), part=None)]


@pattern(rf"Discard the top {NUM} cards of your deck and put {NUM} of them into your hand\.")
def discard_top_take(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Morpeko's Select a Snack: chosen among the cards just discarded (public: the stated
    number if there are that many, PTCG:II-D-04)."""
    spec = card_phrase(f"{m[2]} cards")
    return None if spec is None else [
        Piece(("discard_top_of_deck", {"n": number(m[1])})), take(spec, "milled", "hand")]


@pattern(r"Discard the (top|bottom) card of (your|your opponent's|each player's) deck\.")
def discard_top_card(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"… of each player's deck. This attack does 140 more damage for each Energy card
    discarded in this way" (Magcargo ex): done in the damage step that counts the cards;
    "the bottom card of your deck" (Misty's Psyduck)."""
    whose = {"your": "yours", "your opponent's": "opponent", "each player's": "both"}[m[2]]
    args: dict[str, Any] = {"n": 1, "whose": whose}
    if m[1] == "bottom":
        args["bottom"] = True
    counted = bool(ctx.ahead) and ctx.ahead[0].endswith(" discarded in this way.")
    return [Piece(("discard_top_of_deck", args), part="damage" if counted else "effects")]


@pattern(r"Discard all cards from this Pokémon and put this Pokémon on top of your deck\.",
         kinds=("ability", "attack"))
def self_to_deck_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Misty's Psyduck's Flustered Leap: the attached cards to the discard pile, the Pokémon
    on top of the deck (PTCG:II-C-02)."""
    return [Piece(("return_self", {"to": "deck_top", "discard_attached": True}))]


@pattern(rf"Discard {NUM} more cards in this way\.", kinds=("attack",))
def discard_top_more(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If …, discard 3 more cards in this way" (Great Tusk): the discard from the top of the
    deck printed before it, again, that many cards."""
    prior = next((p for p in reversed(ctx.prior) if p.op[0] == "discard_top_of_deck"), None)
    if prior is None:
        return None
    return [Piece(("discard_top_of_deck", {**prior.op[1], "n": number(m[1])}))]


@pattern(rf"For each heads, discard the top (?:card|{NUM} cards) of (your|your opponent's) deck\.")
def discard_top_per_heads(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After "Flip N coins.": 1 card (or N: Maushold) for each heads."""
    whose = "yours" if m[2] == "your" else "opponent"
    args = {"n": "heads", "whose": whose}
    if m[1]:
        args["per"] = number(m[1])
    return [Piece(("discard_top_of_deck", args))]


@pattern(r"For each heads, discard a random card from your opponent's hand\.")
def discard_random_per_heads(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_random_from_hand", {"n": "heads"}))]


@pattern(rf"Discard random cards from your opponent's hand until they have {NUM} cards in their "
         r"hand\.")
def discard_random_down_to(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_random_from_hand", {"down_to": number(m[1])}))]


@pattern(rf"Discard {NUM} random cards? from your opponent's hand\.")
def discard_random(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_random_from_hand", {"n": number(m[1])}))]


# -- looking and revealing (PTCG:II-C-20) ---------------------------------------------------
@pattern(r"Your opponent reveals their hand\.")
def opponent_reveals_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Revealed in the step of what is done with it next ("This attack does 50 damage for each
    Trainer card you find there": before the damage)."""
    return [Piece(("reveal_hand", {"whose": "opponent"}), part=None)]


@pattern(r"Your opponent reveals their hand, and you draw a card for each (.+?) you find there\.")
def draw_per_revealed(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Emma: "… and you draw a card for each Pokémon you find there" (PTCG:II-C-20)."""
    noun = noun_filter(m[1])
    if noun is None:
        return None
    what = noun[0]
    return [Piece(("reveal_hand", {"whose": "opponent"})),
            Piece(("draw", {"n": lambda g, p: sum(1 for c in g.pl(1 - p)["hand"]
                                                  if what(g.d(c)))}))]


@pattern(r"Your opponent reveals their hand, and you discard (.+?) you find there\.")
def discard_from_revealed_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Eri's "up to 2 Item cards", Mega Absol ex's "a card" (PTCG:II-C-20)."""
    spec = card_phrase(m[1])
    if spec is None or spec.mode not in ("exact", "up_to"):
        return None
    return [Piece(("discard_from_revealed_hand", {"what": spec.what, "n": spec.n,
                                                  "label": spec.label, "mode": spec.mode}))]


@pattern(r"(?:Your opponent reveals|[Hh]ave your opponent reveal) their hand,? and (?:you )?(.+)")
def reveals_hand_and(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Your opponent reveals their hand, and <what is done with it>" (Lillie's Ribombee: "you
    may have your opponent reveal their hand and you put …"): the reveal, then the rest read as
    a sentence of its own, whose "you find there" is that hand."""
    reveal = opponent_reveals_hand(m, ctx)
    rest = compile_sentence(m[1][0].upper() + m[1][1:],
                            replace(ctx, prior=(*ctx.prior, *reveal)))
    return None if rest is None else reveal + rest


def revealed_hand(ctx: Context) -> bool:
    """Whether an earlier part of the text revealed the opponent's hand ("you find there")."""
    return any(p.op[0] == "reveal_hand" for p in ctx.prior)


_FOUND_TO = {"on the bottom of their deck": "deck_bottom",
             "on the bottom of your opponent's deck": "deck_bottom",
             "onto your opponent's Bench": "bench", "onto their Bench": "bench",
             "into your opponent's deck": "deck"}


@pattern(r"(For each heads, )?(?:[Cc]hoose (.+?) you find there and (?:put|shuffle) it|Put (.+?) "
         r"(?:that )?you find there) (" + "|".join(map(re.escape, _FOUND_TO)) + r")\.")
def found_in_hand_to(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After the opponent's hand is revealed: a card found there put on the bottom of their
    deck, shuffled into it, or (a Basic Pokémon) onto their Bench (PTCG:II-C-20); "For each
    heads, choose a card": one for each heads."""
    spec = card_phrase(m[2] or m[3])
    if not revealed_hand(ctx) or spec is None or spec.mode not in ("exact", "up_to", "any"):
        return None
    n: int | str = "heads" if m[1] else spec.n
    return [Piece(("discard_from_revealed_hand", {
        "what": spec.what, "n": n, "label": spec.label, "mode": spec.mode,
        "to": _FOUND_TO[m[4]], "reveal": False}))]


@pattern(r"Discard (.+?) you find there\.")
def discard_found_in_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After the opponent's hand is revealed: "Discard a card", "Discard all Item cards and
    Pokémon Tool cards you find there"."""
    words = m[1].split(" and ")
    if words[0].startswith("all "):  # "all Item cards and Pokémon Tool cards": all of each
        words = [w if w.startswith("all ") else f"all {w}" for w in words]
    specs = [card_phrase(w) for w in words]
    if not revealed_hand(ctx) or any(s is None for s in specs):
        return None
    found = [s for s in specs if s is not None]
    if len(found) > 1 and any(s.mode != "all" for s in found):
        return None
    return [Piece(("discard_from_revealed_hand", {
        "what": F.either(*(s.what for s in found)), "n": found[0].n, "label": m[1],
        "mode": found[0].mode, "reveal": False}))]


@pattern(rf"(?:You may )?[Rr]eveal (.+?) you find there and put {IT} into your hand\.")
def looked_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """From the cards looked at: a named kind may be left there (PTCG:II-E-33 by analogy:
    the cards are hidden from the opponent)."""
    specs = [card_phrase(m[1])]
    if specs[0] is None:
        specs = several_kinds(m[1]) or [None]  # type: ignore[list-item]
    if specs[0] is None:
        return None
    return [take(s, "looked", "hand", reveal=True) for s in specs]  # type: ignore[arg-type]


@pattern(rf"Look at the top {NUM} cards of your deck and (?:put ((?:up to )?{NUM}) of them into "
         r"your hand|(discard) any number of them)\.")
def look_top_take(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"… and put 2 of them into your hand" or "… and discard any number of them" (Raifort)."""
    spec = card_phrase("any number of cards" if m[4] else f"{m[2]} cards")
    return None if spec is None else [Piece(("look_top", {"n": number(m[1])})),
                                      take(spec, "looked", "discard" if m[4] else "hand")]


@pattern(r"Discard the other cards\.")
def discard_others(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase("all cards")
    return None if spec is None else [take(spec, "looked", "discard")]


@pattern(r"Shuffle the other cards (?:back )?into your deck\.")
def shuffle_others_back(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The cards looked at never left the deck: shuffling it puts them back (PTCG:II-E-36)."""
    return [Piece(("shuffle_searched_deck", {}))]


@pattern(rf"Look at the (top|bottom) (?:{NUM} cards|card) of (your|your opponent's) deck\.")
def look_top_of(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Look at the top 6 cards of your deck." ("the bottom 7 cards": Dusk Ball)."""
    whose = "yours" if m[3] == "your" else "opponent"
    args: dict[str, Any] = {"n": number(m[2] or "1"), "whose": whose}
    if m[1] == "bottom":
        args["bottom"] = True
    return [Piece(("look_top", args))]


@pattern(rf"Look at the top {NUM} cards of your deck and put them back in any order, or shuffle "
         r"them and put them on the bottom of your deck\.", kinds=("trainer",))
def look_then_reorder_or_bottom(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Deduction Kit: after looking, the player chooses one of the two (PTCG:II-C-20,
    II-E-35)."""
    return [Piece(("look_top", {"n": number(m[1])})),
            Piece(("choose_mode", {"labels": ["Put them back in any order",
                                              "Shuffle them and put them on the bottom"]})),
            Piece(("put_back_in_any_order", {}, "mode0")),
            Piece(("looked_to_bottom", {}, "mode1"))]


@pattern(rf"Look at the top {NUM} cards of your deck,? and (.+)")
def look_top_and(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Look at the top 6 cards of your deck, and you may reveal any number of Pokémon you find
    there and put them into your hand" (Tropius, Mega Delphox ex, Grimsley's Move): the rest
    is a sentence of its own about the cards looked at."""
    rest = compile_sentence(_cap(m[2]), ctx)
    return None if rest is None else [Piece(("look_top", {"n": number(m[1])})), *rest]


@pattern(rf"Look at the top {NUM} cards of (your|your opponent's) deck and put them back in any "
         r"order\.")
def look_and_reorder(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The player using the effect sees them and chooses their order (PTCG:II-C-20)."""
    whose = "yours" if m[2] == "your" else "opponent"
    return [Piece(("look_top", {"n": number(m[1]), "whose": whose})),
            Piece(("put_back_in_any_order", {"whose": whose}))]


@pattern(rf"Reveal the top {NUM} cards of your opponent's deck\.", kinds=("trainer",))
def reveal_opponents_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Accompanying Flute: both players see them."""
    return [Piece(("look_top", {"n": number(m[1]), "whose": "opponent", "reveal": True}))]


@pattern(r"You may choose (.+?) you find there and put those Pokémon onto their Bench\.",
         kinds=("trainer",))
def revealed_to_their_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Reveal the top 5 cards of your opponent's deck": the player using the card
    chooses; Basic Pokémon only (PTCG:II-C-11), onto their owner's Bench."""
    spec = bench_spec(m[1])
    if spec is None or not any(p.op[0] == "look_top" for p in ctx.prior):
        return None
    piece = take(spec, "looked", "bench")
    return [Piece((piece.op[0], {**piece.op[1], "whose": "opponent"}))]


@pattern(r"Your opponent shuffles the other cards back into their deck\.", kinds=("trainer",))
def opponent_shuffles_others(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("shuffle_deck", {"whose": "opponent"}))]


@pattern(r"Put the other cards back in any order\.")
def others_back_in_any_order(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Look at the top 5 cards of your deck and discard any number of them" (Raifort):
    the player using the effect orders what is left of them (PTCG:II-C-20)."""
    if not any(p.op[0] == "look_top" for p in ctx.prior):
        return None
    return [Piece(("put_back_in_any_order", {"whose": "yours"}))]


@pattern(r"Discard that card\.")
def discard_looked_card(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Look at the top card of your deck. You may discard that card.\""""
    spec = card_phrase("a card")
    return None if spec is None else [take(spec, "looked", "discard", reveal=True)]


@pattern(r"(?:You may )?[Pp]ut (.+?) you find there onto your Bench\.")
def looked_to_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Only Basic Pokémon are put onto the Bench this way (PTCG:II-C-11): "any number of
    Pokémon you find there" are the Basic ones."""
    spec = bench_spec(m[1])
    return None if spec is None else [take(spec, "looked", "bench")]


# -- the opponent's hand -----------------------------------------------------------------------
_RANDOM = r"[Cc]hoose a random card from your opponent's hand"
_SHUFFLED = r"your opponent reveals that card and shuffles it into their deck"


@pattern(rf"{_RANDOM}\.")
def random_from_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("choose_random_from_hand", {}))]


@pattern(r"For each heads, choose a random card from your opponent's hand\.")
def random_from_hand_per_heads(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("choose_random_from_hand", {"per": "heads"}))]


@pattern(r"Your opponent reveals (?:that card and shuffles it|those cards and shuffles them) "
         r"into their deck\.")
def reveal_and_shuffle(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("reveal_and_shuffle_into_deck", {}))]


@pattern(rf"Your opponent chooses {NUM} cards? from their hand and shuffles (?:it|those cards) "
         r"into their deck\.")
def opponent_shuffles_chosen(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """They choose which, the stated number if they have it (PTCG:II-E-33)."""
    spec = card_phrase(f"{m[1]} cards")
    if spec is None:
        return None
    piece = take(spec, "hand", "deck")
    return [Piece((piece.op[0], {**piece.op[1], "whose": "opponent", "owner_chooses": True}))]


@pattern(rf"{_RANDOM}, and {_SHUFFLED}\.")
def random_shuffled(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("choose_random_from_hand", {})), Piece(("reveal_and_shuffle_into_deck", {}))]


# -- devolving (PTCG:II-C-13) ----------------------------------------------------------------
_HIGHEST = "the highest Stage Evolution card on it"
_TYPE = "(" + "|".join(TYPES) + ")"


@pattern(rf"[Dd]evolve 1 of your (opponent's )?evolved (?:{_TYPE} )?Pokémon (?:by|and) (put|shuffl)"
         r"(?:ting|ing|e)? (the highest [Ss]tage Evolution card|any number of Evolution cards) on "
         r"it into your (opponent's )?(hand|deck)\.(?: \(That Pokémon can't evolve this turn\.\))?")
def devolve_one(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The opponent's (into their hand), or your own [Psychic] Pokémon: Devolution Spray (Z),
    Strange Timepiece (PTCG:II-C-13; a devolved Pokémon is new in play, so it can't evolve
    this turn, as the reminder says)."""
    if (m[3] == "put") != (m[6] == "hand") or bool(m[1]) != bool(m[5]):
        return None
    what = F.pokemon_of_type(m[2]) if m[2] else None
    return [Piece(("devolve_chosen", {"whose": "opponent" if m[1] else "yours", "to": m[6],
                                      "what": what, "any_number": m[4].startswith("any")}))]


@pattern(rf"If your opponent's Active Pokémon is an evolved Pokémon, devolve it by putting "
         rf"{_HIGHEST} into your opponent's hand\.")
def devolve_active(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("devolve_opponent_active", {"to": "hand"}))]


@pattern(rf"Devolve each of your opponent's evolved Pokémon by (putting|shuffling) {_HIGHEST} "
         r"into your opponent's (hand|deck)\.")
def devolve_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    if (m[1] == "putting") != (m[2] == "hand"):
        return None
    return [Piece(("devolve_each", {"to": m[2]}))]


# -- Pokémon back to the hand or deck (PTCG:II-C-02) -----------------------------------------
@pattern(r"Put this Pokémon and all attached cards into your hand\.", kinds=("attack", "ability"))
def return_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("return_self", {"to": "hand"}))]


@pattern(r"Put this Pokémon into your hand\. \(Discard all cards attached to this Pokémon\.\)",
         kinds=("attack", "ability"))
def return_self_discard_attached(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("return_self", {"to": "hand", "discard_attached": True}))]


@pattern(r"Discard (this|your opponent's Active) Pokémon and all attached cards\.",
         kinds=("attack",))
def discard_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After the attack's damage (step 5); a new Active Pokémon comes with the Knock Out
    check that follows (PTCG:I-D step 5)."""
    return [Piece(("discard_self", {} if m[1] == "this" else {"target": "opponent_active"}))]


@pattern(r"(?:[Ss]huffle|Put) this Pokémon and all attached cards into your deck\.",
         kinds=("attack", "ability"))
def shuffle_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Put … into your deck" (Eldegoss, Delibird) is followed by a search and "Then, shuffle
    your deck": the cards are shuffled in either way."""
    return [Piece(("return_self", {"to": "deck"}))]


@pattern(rf"Shuffle {NUM} of (your|your opponent's) Benched Pokémon and all attached cards into "
         r"(your|their) deck\.")
def shuffle_opponent_benched(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Its owner's deck: "your Benched Pokémon … into your deck" (Chimecho) or the opponent's."""
    yours = m[2] == "your"
    if yours != (m[3] == "your"):
        return None
    return [Piece(("shuffle_benched_into_deck", {"n": number(m[1]),
                                                 "whose": "yours" if yours else "opponent"}))]


@pattern(r"[Cc]hoose (\d+) of your opponent's (Benched )?Pokémon\.", kinds=("attack",))
def choose_opponents_pokemon(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Remembered (the attack's variable ``chosen``) for the sentence after it that says what
    happens to "that Pokémon" / "those Pokémon"; done in that sentence's step. "Benched"
    (Sylveon's Mystical Return): only among the Bench; "Choose 2" (Sylveon ex's Angelite): 2
    different ones."""
    n = int(m[1])
    return [Piece(("choose_times", {"n": n, **({"where": "bench"} if m[2] else {}),
                                    **({"distinct": True} if n > 1 else {})}), part=None)]


@pattern(r"Shuffle (?:that|those) Pokémon and all attached cards into (?:their|your opponent's) "
         r"deck\.", kinds=("attack",))
def shuffle_chosen(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Shiftry: the Pokémon chosen before ("If heads, choose 1 of your opponent's Pokémon."),
    none if none was."""
    if not any(p.op[0] == "choose_times" for p in ctx.prior):
        return None
    return [Piece(("shuffle_benched_into_deck", {"var": "chosen"}))]


@pattern(r"[Ss]huffle all of your opponent's Benched Pokémon that you didn't choose, and all "
         r"cards attached to those Pokémon, into their deck\.", kinds=("attack",))
def shuffle_unchosen(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Shiftry's Expelling Tornado: after "Choose 3 of your opponent's Benched Pokémon.", the
    Benched Pokémon not chosen."""
    if not any(p.op[0] == "choose_times" for p in ctx.prior):
        return None
    return [Piece(("shuffle_benched_into_deck", {"all_but": "chosen"}))]


# -- looking at the top and attaching what is found (PTCG:II-C-09, II-C-20) ---------------
@pattern(rf"[Ll]ook at the top {NUM} cards of your deck and attach (.+?) you find there to "
         rf"{_TO}( in any way you like)?\.")
def look_and_attach(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    attach = attach_pieces(m[2], "looked", m[3], bool(m[4]), ctx)
    return None if attach is None else [Piece(("look_top", {"n": number(m[1])})), *attach]


@pattern(r"(?:Shuffle the other cards and put them|Put the other card) on the bottom of your "
         r"deck\.")
def others_to_bottom(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The cards looked at and not taken go under the deck ("the other card": one is left)."""
    return [Piece(("looked_to_bottom", {}))]


# -- last: the general forms wrap the sentences above ---------------------------------------
@pattern(r"You may (.+)")
def you_may(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The player using the effect decides whether to do it (PTCG:II-E-10)."""
    pieces = compile_sentence(_cap(m[1]), ctx)
    if pieces is None:
        return None
    out = [p.guarded("may") for p in pieces]
    if any(p is None for p in out):
        return None
    part = pieces[0].part
    return [Piece(("may", {"prompt": m[0]}), part=part), *out]  # type: ignore[list-item]


@pattern(r"Then, (.+)")
def then(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"X. Then, Y": Y only if some of X was done (PTCG:II-E-19)."""
    pieces = compile_sentence(_cap(m[1]), ctx)
    if pieces is None:
        return None
    if m[1].startswith("if "):  # "Then, if you have 10 or more cards in your hand, draw 2 more
        # cards": both must hold (effects.script.guard_holds reads "a&b")
        return [Piece((p.op[0], p.op[1], f"!undone&{p.op[2]}" if len(p.op) == 3 else "!undone"),
                      p.part) for p in pieces]
    out = [p.guarded("!undone") for p in pieces]
    return None if any(p is None for p in out) else out  # type: ignore[return-value]


@pattern(r"If you do, (.+)")
def if_you_do(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Only if what the sentence before offered or asked was done (PTCG:II-E-10: "in that
    case" text is skipped when the "you may" part was not done)."""
    return then(m, ctx)
