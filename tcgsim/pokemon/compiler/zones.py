"""Cards between zones: draw, search, discard, look, shuffle, bench; and the words
"you may" (PTCG:II-E-10) and "Then," (PTCG:II-E-19) that join such sentences.

Attacks, Abilities and Trainers print the same sentences, so every pattern here is
registered for all kinds. Card phrases are read by :mod:`.filters`.
"""

from __future__ import annotations

import re

from tcgsim.pokemon.compiler.core import NUM, Context, Piece, compile_sentence, number, pattern
from tcgsim.pokemon.compiler.filters import CardSpec, card_phrase

IT = r"(?:it|them)"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def take(spec: CardSpec, src: str, to: str, reveal: bool = False) -> Piece:
    return Piece(("take_cards", {"src": src, "to": to, "what": spec.what, "label": spec.label,
                                 "n": spec.n, "mode": spec.mode, "typed": spec.typed,
                                 "reveal": reveal}))


# -- "Then," and "you may" -------------------------------------------------------------------
@pattern(r"Then, shuffle your deck\.")
def then_shuffle(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After the deck was looked at, even if nothing was found (PTCG:II-E-18)."""
    return [Piece(("shuffle_searched_deck", {}))]


@pattern(r"Shuffle your deck\.")
def shuffle_deck(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("shuffle_deck", {}))]


# -- drawing -----------------------------------------------------------------------------------
@pattern(rf"Draw {NUM} (?:more )?cards?\.")
def draw(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("draw", {"n": number(m[1])}))]


@pattern(rf"Draw cards until you have {NUM} cards in your hand\.")
def draw_until(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("draw_until", {"n": number(m[1])}))]


@pattern(rf"Each player shuffles their hand into their deck and draws {NUM} cards?\.")
def each_shuffle_and_draw(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("each_hand_into_deck_and_draw", {"n": number(m[1])}))]


@pattern(rf"Discard your hand and draw {NUM} cards\.")
def discard_hand_draw(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Discard your hand" is all of it (PTCG:II-D-03)."""
    spec = card_phrase("all cards")
    if spec is None:
        return None
    return [take(spec, "hand", "discard"), Piece(("draw", {"n": number(m[1])}))]


@pattern(r"Shuffle your hand into your deck\.")
def shuffle_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("shuffle_hand_into_deck", {}))]


# -- searching the deck ----------------------------------------------------------------------
@pattern(rf"Search your deck for (.+?), reveal {IT}, and put {IT} into your hand\.")
def search_reveal_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "deck", "hand", reveal=True)]


@pattern(r"Search your deck for (.+?), reveal them, and put them into your hand\.")
def search_several_reveal_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"for A and B[, and C]" (Arven, Hilda, Dawn …): one search for each, in printed order."""
    specs = [card_phrase(part) for part in re.split(r",? and |, ", m[1])]
    if len(specs) < 2 or any(s is None for s in specs):
        return None
    return [take(s, "deck", "hand", reveal=True) for s in specs]  # type: ignore[arg-type]


@pattern(rf"Search your deck for (.+?) and put {IT} into your hand\.")
def search_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "deck", "hand")]


@pattern(rf"Search your deck for (.+?) and put {IT} onto your Bench\.")
def search_to_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Only Basic Pokémon can be put onto the Bench this way (PTCG:II-C-11)."""
    spec = card_phrase(m[1])
    if spec is None or not spec.basic_pokemon_only:
        return None
    return [take(spec, "deck", "bench")]


@pattern(rf"Search your deck for (.+?) and discard {IT}\.")
def search_to_discard(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "deck", "discard")]


@pattern(r"Search your deck for a card that evolves from this Pokémon and put it onto this "
         r"Pokémon to evolve it\.")
def evolve_from_deck(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    if ctx.kind == "trainer":
        return None  # "this Pokémon" needs a Pokémon using the effect
    return [Piece(("evolve_from_deck", {}))]


# -- the discard pile --------------------------------------------------------------------------
@pattern(r"Put (.+?) from your discard pile into your hand\.")
def discard_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "discard", "hand")]


@pattern(r"Shuffle (.+?) from your discard pile into your deck\.")
def discard_to_deck(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "discard", "deck")]


@pattern(r"Put (.+?) from your discard pile onto your Bench\.")
def discard_to_bench(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    if spec is None or not spec.basic_pokemon_only:
        return None
    return [take(spec, "discard", "bench")]


# -- discarding --------------------------------------------------------------------------------
@pattern(r"Discard (.+?) from your hand\.")
def discard_from_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "hand", "discard")]


@pattern(rf"Your opponent discards {NUM} cards? from their hand\.")
def opponent_discards(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """They choose which, the stated number if they have it (PTCG:II-E-33)."""
    spec = card_phrase(f"{m[1]} cards")
    if spec is None:
        return None
    piece = take(spec, "hand", "discard")
    return [Piece((piece.op[0], {**piece.op[1], "whose": "opponent", "owner_chooses": True}))]


@pattern(rf"Discard the top {NUM} cards? of (your|your opponent's) deck\.")
def discard_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    whose = "yours" if m[2] == "your" else "opponent"
    return [Piece(("discard_top_of_deck", {"n": number(m[1]), "whose": whose}))]


@pattern(r"Discard the top card of (your|your opponent's) deck\.")
def discard_top_card(m: re.Match[str], ctx: Context) -> list[Piece]:
    whose = "yours" if m[1] == "your" else "opponent"
    return [Piece(("discard_top_of_deck", {"n": 1, "whose": whose}))]


@pattern(rf"Discard {NUM} random cards? from your opponent's hand\.")
def discard_random(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_random_from_hand", {"n": number(m[1])}))]


# -- looking and revealing (PTCG:II-C-20) ---------------------------------------------------
@pattern(r"Your opponent reveals their hand\.")
def opponent_reveals_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("reveal_hand", {"whose": "opponent"}))]


@pattern(rf"Look at the top {NUM} cards of your deck\.")
def look_top(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("look_top", {"n": number(m[1])}))]


@pattern(rf"(?:You may )?[Rr]eveal (.+?) you find there and put {IT} into your hand\.")
def looked_to_hand(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """From the cards looked at: a named kind may be left there (PTCG:II-E-33 by analogy:
    the cards are hidden from the opponent)."""
    spec = card_phrase(m[1])
    return None if spec is None else [take(spec, "looked", "hand", reveal=True)]


@pattern(rf"Look at the top {NUM} cards of your deck and put ((?:up to )?{NUM}) of them into your "
         r"hand\.")
def look_top_take(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(f"{m[2]} cards")
    return None if spec is None else [Piece(("look_top", {"n": number(m[1])})),
                                      take(spec, "looked", "hand")]


@pattern(r"Discard the other cards\.")
def discard_others(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase("all cards")
    return None if spec is None else [take(spec, "looked", "discard")]


@pattern(r"Shuffle the other cards (?:back )?into your deck\.")
def shuffle_others_back(m: re.Match[str], ctx: Context) -> list[Piece]:
    """The cards looked at never left the deck: shuffling it puts them back (PTCG:II-E-36)."""
    return [Piece(("shuffle_searched_deck", {}))]


# -- Pokémon back to the hand (PTCG:II-C-02) -------------------------------------------------
@pattern(r"Put this Pokémon and all attached cards into your hand\.", kinds=("attack", "ability"))
def return_self(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("return_self", {"to": "hand"}))]


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
    out = [p.guarded("!undone") for p in pieces]
    return None if any(p is None for p in out) else out  # type: ignore[return-value]


@pattern(r"If you do, (.+)")
def if_you_do(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Only if what the sentence before offered or asked was done (PTCG:II-E-10: "in that
    case" text is skipped when the "you may" part was not done)."""
    return then(m, ctx)
