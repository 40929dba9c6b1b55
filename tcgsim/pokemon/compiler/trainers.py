"""Item and Supporter cards from their printed text (PTCG:I-B-01, I-B-03).

The effect compiles through the shared sentence patterns (``Context("trainer")``);
what only Trainers print is read here:

* conditions of play, "You can use this card only if …" (step 1 of PTCG:I-B-01), which
  are either a check ("… your opponent has 3 or fewer Prize cards remaining") or a cost
  paid before the card is played ("… you discard 2 other cards from your hand");
* "You can't use this card during your first turn.";
* "Choose 1:" / "Choose 1 or both:" followed by bullets;
* the playability rule: a Trainer whose text could change nothing cannot be played
  (PTCG:I-B-01, II-D-05), decided from the compiled ops.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tcgsim.pokemon.compiler.board import condition as board_condition
from tcgsim.pokemon.compiler.core import (
    NUM,
    Context,
    Piece,
    Regex,
    compile_sentence,
    compile_text,
    marked,
    number,
    pattern,
    sentences,
    split_parts,
)
from tcgsim.pokemon.compiler.filters import TYPES, card_phrase, hand_cost, pokemon_filter
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.effects.conditions import knocked_out_last_turn
from tcgsim.pokemon.effects.script import discard_hand_cost
from tcgsim.pokemon.model.carddb import CardDef, cards
from tcgsim.pokemon.model.impl import Check, Op, TrainerImpl
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.registry import PLAY_CONDITIONS
from tcgsim.pokemon.rules.would_change import script_can_change

KINDS = ("Item", "Supporter")

# -- conditions of play ------------------------------------------------------------------------
# the hook point registry.PLAY_CONDITIONS: (regex over what follows "only if", builder of the
# check from the match), tried in order


def condition(regex: str) -> Callable[[Callable[[re.Match[str]], Check]], Callable[[re.Match[str]], Check]]:
    """Mark a condition of play (what follows "only if", or "If …," in a Trainer's text)."""
    return marked(regex)


def _prizes(g: Any, p: int) -> int:
    return len(g.pl(p)["prizes"])


@condition(r"you have more Prize cards remaining than your opponent")
def _more_prizes(m: re.Match[str]) -> Check:
    return lambda g, p: _prizes(g, p) > _prizes(g, 1 - p)


@condition(rf"your opponent has {NUM} or fewer Prize cards remaining")
def _opponent_prizes_at_most(m: re.Match[str]) -> Check:
    n = number(m[1])
    return lambda g, p: _prizes(g, 1 - p) <= n


@condition(rf"your opponent has exactly {NUM} Prize cards? remaining")
def _opponent_prizes_exactly(m: re.Match[str]) -> Check:
    n = number(m[1])
    return lambda g, p: _prizes(g, 1 - p) == n


@condition(r"any of your Pokémon were Knocked Out during your opponent's last turn")
def _knocked_out_last_turn(m: re.Match[str]) -> Check:
    return knocked_out_last_turn


@condition(r"any of your (?:[A-Z][\w.]* )*[A-Z][\w.]*'s Pokémon were Knocked Out during your "
           r"opponent's last turn")
def _kind_knocked_out_last_turn(m: re.Match[str]) -> Check:
    """"… any of your Team Rocket's Pokémon were Knocked Out …": the board condition."""
    found = board_condition(m[0])
    assert found is not None  # a trainer-named Pokémon phrase is always understood
    return found


@condition(rf"you have {NUM} or more cards in the Lost Zone")
def _lost_zone_at_least(m: re.Match[str]) -> Check:
    n = number(m[1])
    return lambda g, p: len(g.pl(p)["lost"]) >= n


@condition(r"you have any Tera Pokémon in play")
def _tera_in_play(m: re.Match[str]) -> Check:
    return lambda g, p: any(g.top(s).is_tera for s in in_play(g.s, p))


@condition(r"you have ((?:[\w'é-]+ )*[\w'é-]+(?:, (?:and )?(?:[\w'é-]+ )*[\w'é-]+)+) in play")
def _all_named_in_play(m: re.Match[str]) -> Check | None:
    """"you have N's Darmanitan, N's Zoroark ex, …, and N's Zekrom in play": each of those
    Pokémon, by name (Anthea & Concordia)."""
    names = [n.removeprefix("and ") for n in m[1].split(", ")]
    if not all(any(d.is_pokemon for d in cards().by_name(n)) for n in names):
        return None
    return lambda g, p: all(any(g.top(s).name == n for s in in_play(g.s, p)) for n in names)


@condition(r"it is the last card in your hand")
def _last_card(m: re.Match[str]) -> Check:
    return lambda g, p: len(g.pl(p)["hand"]) == 1


@condition(r"you go second, and only during your first turn")
def _second_first_turn(m: re.Match[str]) -> Check:
    return lambda g, p: g.turn == 2


def first_turn_check(g: Any, p: int) -> bool:
    """"You can't use this card during your first turn": turn 1 and 2 are the players' first."""
    return g.turn > 2


_ONLY_IF = Regex(r"You can (?:use|play) this card only (?:if|when) (.+)\.")
_HAND_COST = Regex(rf"you discard (another|{NUM} other) cards? from your hand")
_KIND_COST = Regex(r"you discard (.+?) from your hand")
_LOST_COST = Regex(r"you put another card from your hand in the Lost Zone")


def play_condition(sentence: str) -> tuple[list[Op], list[Check]] | None:
    """A "You can use this card only if …" sentence: (costs, checks); None if not one we read."""
    m = _ONLY_IF.fullmatch(sentence)
    if m is None:
        return None
    what = m[1]
    if (c := _HAND_COST.fullmatch(what)) is not None:
        return [discard_hand_cost(1 if c[1] == "another" else number(c[2]))], []
    if _LOST_COST.fullmatch(what):
        return [("hand_to_lost", {"n": 1})], []
    if (c := _KIND_COST.fullmatch(what)) is not None and (paid := hand_cost(c[1])) is not None:
        ops, payable = paid  # "… a Basic Fire Energy card from your hand" (Blowtorch)
        return list(ops), [lambda g, p: payable(g, p, None)]
    for cond in PLAY_CONDITIONS:
        c = cond.regex.fullmatch(what)
        if c is not None:
            return [], [cond.fn(c)]
    return None


# -- "Choose 1:" ----------------------------------------------------------------------------------
_CHOOSE = Regex(r"Choose 1( or both)?:\s*•\s*(.+?)\s*•\s*(.+)", re.S)


def choose_one(text: str, ctx: Context) -> list[Piece] | None:
    """"Choose 1: • A • B": the player picks one (or, "or both", one or both); each bullet
    runs only if picked (guard ``mode<i>``)."""
    m = _CHOOSE.fullmatch(text)
    if m is None:
        return None
    out: list[Piece] = [Piece(("choose_mode", {"labels": [m[2], m[3]], "both": bool(m[1])}))]
    for i, bullet in enumerate((m[2], m[3])):
        pieces = compile_text(bullet, ctx)
        if pieces is None:
            return None
        for p in pieces:
            g = p.guarded(f"mode{i}")
            if g is None:
                return None
            out.append(g)
    return out


# -- the whole text ---------------------------------------------------------------------------------
def compile_item_or_supporter(card: CardDef) -> TrainerImpl | None:
    if card.trainer_kind not in KINDS:
        return None
    ctx = Context("trainer", card.name)
    costs: list[Op] = []
    checks: list[Check] = []
    body: list[str] = []
    first_turn = False
    for s in sentences(card.rule_text):
        if s == "You can't use this card during your first turn.":
            checks.append(first_turn_check)
            continue
        if s == "If you go first, you may use this card during your first turn.":
            first_turn = card.trainer_kind == "Supporter"
            continue
        cond = play_condition(s)
        if cond is None:
            body.append(s)
            continue
        costs += cond[0]
        checks += cond[1]
    text = " ".join(body)
    pieces = choose_one(text, ctx) if text.startswith(("Choose 1:", "Choose 1 or both:")) \
        else compile_text(text, ctx)
    if not pieces:
        return None
    parts = split_parts(pieces)
    effect = parts["before"] + parts["damage"] + parts["effects"]
    return TrainerImpl(effect=effect, cost=tuple(costs), first_turn=first_turn,
                       requires=_requires(card.name_key, checks, effect))


def _requires(key: str, checks: list[Check], effect: tuple[Op, ...]) -> Check | None:
    """Playable when every condition holds and some part of the text could change something
    (PTCG:I-B-01 step 1, II-D-05). Playing any Item or Supporter checks its script
    (:func:`tcgsim.pokemon.rules.actions.can_play_trainer`); a "Choose 1:" card asks here whether
    any one bullet could, since choosing is no change of its own."""
    if not (effect and effect[0][0] == "choose_mode"):
        return _all(checks)
    options = [tuple(o[:2] for o in effect if o[2:] == (f"mode{i}",)) for i in (0, 1)]

    def requires(g: Any, p: int) -> bool:
        # one copy of this card is in the hand: "other cards" exclude it
        card = next((c for c in g.pl(p)["hand"] if g.d(c).name_key == key), None)
        return all(c(g, p) for c in checks) and any(
            script_can_change(g, p, None, ops, card=card) for ops in options)

    return requires


def _all(checks: list[Check]) -> Check | None:
    if len(checks) < 2:
        return checks[0] if checks else None
    return lambda g, p: all(c(g, p) for c in checks)




# -- sentences only Trainers print ----------------------------------------------------------------
def pokemon_of_kind(kind: str | None) -> F.Filter:
    """"<Basic|Stage 2|Metal|Team Rocket's> Pokémon" as a card filter."""

    # decided once here, not per card: switches are checked at every decision
    if not kind:
        return F.pokemon
    if kind in TYPES:
        return F.pokemon_of_type(kind)
    if kind in ("Basic", "Stage 1", "Stage 2"):
        return F.stage(kind)
    return F.all_of(F.pokemon, F.trainers_pokemon(kind))


_KIND = r"(?:(" + "|".join(TYPES) + r"|Basic|Stage 1|Stage 2|[A-Z][\w.&' ]*'s) )?"


@pattern(rf"Switch your Active {_KIND}Pokémon with 1 of your Benched {_KIND}Pokémon\.",
         kinds=("trainer", "ability"))
def switch(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Switch your Active [Basic] Pokémon with 1 of your Benched [Team Rocket's] Pokémon"."""
    active = pokemon_of_kind(m[1]) if m[1] else None
    return [Piece(("switch_own", {"what": pokemon_of_kind(m[2]), "active": active,
                                  "label": f"{m[2] + ' ' if m[2] else ''}Pokémon"}))]


@pattern(rf"Switch in 1 of your opponent's Benched {_KIND}Pokémon to the Active Spot\.",
         kinds=("trainer",))
def gust(m: re.Match[str], ctx: Context) -> list[Piece]:
    """As a Trainer's effect the player using it chooses the Pokémon (PTCG:II-C-05)."""
    return [Piece(("gust", {"what": pokemon_of_kind(m[1]) if m[1] else None}))]


@pattern(rf"Switch in 1 of your opponent's Benched {_KIND}Pokémon to the Active Spot, and the new "
         r"Active Pokémon is now (Asleep|Burned|Confused|Paralyzed|Poisoned)\.",
         kinds=("trainer", "ability"))
def gust_and_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Florges's Captivating Invitation: the Pokémon switched in (none if none was)."""
    return [*gust(m, ctx), Piece(("apply_condition", {"condition": m[m.lastindex].lower(),
                                                      "target": "remembered"}))]


@pattern(r"(?:[Tt]he|Their) new Active Pokémon is now (Asleep|Burned|Confused|Paralyzed|"
         r"Poisoned)\.", kinds=("trainer", "ability"))
def new_active_condition(m: re.Match[str], ctx: Context) -> list[Piece]:
    """After a gust: "the new Active Pokémon" is the opponent's Active one now; an Ability that
    the opponent's switch triggers: "their new Active Pokémon" (Magcargo's Lava Zone)."""
    return [Piece(("apply_condition", {"condition": m[1].lower(), "target": "opponent_active"}))]


@pattern(r"Put an Energy attached to 1 of your opponent's Pokémon into their hand\.",
         kinds=("trainer",))
def energy_to_opponent_hand(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_attached_energy", {"what": F.energy, "to": "hand"}))]


@pattern(r"(?:[Hh]eal (\d+) damage from the Pokémon you moved to your Bench|If you moved (.+?) "
         r"to your Bench in this way, heal (\d+) damage from that Pokémon)\.", kinds=("trainer",))
def heal_moved(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Heal 60 damage from the Pokémon you moved to your Bench", "If you moved a Pokémon ex
    to your Bench in this way, heal 80 damage from that Pokémon" (AZ's Tranquility)."""
    if m[1]:
        return [Piece(("heal_remembered", {"amount": int(m[1]), "var": "switched_out"}))]
    spec = card_phrase(m[2])
    if spec is None or spec.mode != "exact" or spec.n != 1:
        return None
    return [Piece(("heal_remembered", {"amount": int(m[3]), "var": "switched_out",
                                       "what": spec.what}))]


@pattern(r"(If a player healed any damage in this way, )?[Yy]our turn ends\.", kinds=("trainer",))
def your_turn_ends(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Boxed Order: after the rest of its effect the turn ends (no attack). Celebratory
    Fanfare (a Stadium, read in the second person): only if its "heal … from each of your
    Pokémon" healed some."""
    return [Piece(("end_the_turn", {}, "healed") if m[1] else ("end_the_turn", {}))]


@pattern(rf"Choose (up to )?{NUM} Pokémon Tools? attached to Pokémon \(yours or your opponent's\) "
         r"and discard (?:it|them)\.", kinds=("trainer",))
def discard_tools(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("tools_from_play", {"n": number(m[2]), "up_to": bool(m[1])}))]


@pattern(rf"Discard (up to )?{NUM} Pokémon Tools? from your opponent's Pokémon\.",
         kinds=("attack", "trainer"))
def discard_opponents_tools(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("tools_from_play", {"n": number(m[2]), "up_to": bool(m[1]),
                                       "whose": "opponent"}))]


@pattern(r"Choose a Pokémon Tool attached to any Pokémon, or any Stadium in play, and put it in "
         r"the Lost Zone\.", kinds=("trainer",))
def tool_or_stadium_to_lost(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("tools_from_play", {"to": "lost", "stadium": True}))]


@pattern(rf"Search your deck for (any number of|up to {NUM}) Basic Energy cards of different "
         r"types, reveal them, and put them into your hand\.", kinds=("trainer", "attack"))
def energy_of_different_types(m: re.Match[str], ctx: Context) -> list[Piece]:
    n = len(TYPES) if m[1] == "any number of" else number(m[2])
    return [Piece(("search_energy_of_different_types", {"n": n, "var": "found"})),
            Piece(("found_to_hand", {"var": "found"}))]


@pattern(r"This card can't be put into your hand or deck from the discard pile\.",
         kinds=("trainer",))
def stays_in_discard(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Poké Vital A: read where cards are taken from the discard pile
    (``effects.ops_zones.STAYS_IN_DISCARD``), nothing to do when the card is played."""
    return []


@pattern(r"Each player shuffles their hand into their deck\.", kinds=("trainer",))
def each_hand_into_deck(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("hands_to_deck", {"who": "each"}))]


@pattern(r"(Each player|Your opponent) (?:shuffles their hand and puts it|counts the cards in "
         r"their hand, shuffles those cards, and puts them) on the bottom of their deck\.",
         kinds=("trainer", "ability"))
def each_hand_to_bottom(m: re.Match[str], ctx: Context) -> list[Piece]:
    who = "each" if m[1] == "Each player" else "opponent"
    return [Piece(("hands_to_deck", {"who": who, "bottom": True}))]


@pattern(rf"If they put any cards on the bottom of their deck in this way, they draw {NUM} "
         r"cards?\.|If they do, they draw (that many) cards\.", kinds=("trainer", "ability"))
def they_draw_if_moved(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Your opponent shuffles their hand and puts it on the bottom of their deck"
    ("that many": as many as they put there, Meddling Memo)."""
    if m[2]:
        if not (ctx.prior and ctx.prior[-1].op[0] == "hands_to_deck"):
            return None
        return [Piece(("players_draw", {"opponent": "moved_count"}, "moved"))]
    return [Piece(("players_draw", {"opponent": number(m[1])}, "moved"))]


@pattern(r"If either player put any cards on the bottom of their deck in this way, each player "
         r"flips a coin\.", kinds=("trainer",))
def each_flips_if_moved(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Lucian, after "Each player shuffles their hand and puts it on the bottom of their deck"."""
    return [Piece(("each_player_flips", {}, "moved"))]


@pattern(rf"If (heads|tails), (?:that player draws|they draw) {NUM} cards\.", kinds=("trainer",))
def draw_by_own_coin(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "each player flips a coin": each player by their own coin."""
    if not any(p.op[0] == "each_player_flips" for p in ctx.prior):
        return None
    return [Piece(("draw_by_own_coin", {"n": number(m[2]), "heads": m[1] == "heads"}))]


@pattern(r"If you drew any cards in this way and if (.+?) is in play, shuffle this (.+?) into your "
         r"deck instead of discarding it\.", kinds=("trainer",))
def into_deck_instead(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Caretaker: after its draw (guard ``!undone``: it drew), with the named Stadium in play."""
    if m[2] != ctx.name or not any(d.trainer_kind == "Stadium" for d in cards().by_name(m[1])):
        return None
    return [Piece(("played_card_into_deck", {"stadium": m[1]}, "!undone"))]


@pattern(rf"[Yy]ou draw {NUM} cards?, and your opponent draws {NUM} cards?\.", kinds=("trainer",))
def you_and_opponent_draw(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("players_draw", {"you": number(m[1]), "opponent": number(m[2])}))]


@pattern(rf"Your opponent discards cards from their hand until they have {NUM} cards in their "
         r"hand\.", kinds=("trainer",))
def opponent_discards_down_to(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_hand_down_to", {"n": number(m[1])}))]


# -- healing by a Trainer: only a Pokémon it would change can be chosen (PTCG:II-C-06) ---------
_TYPE = "|".join(TYPES)
SlotCheck = Callable[[Any, dict[str, Any]], bool]


def your_pokemon(active_only: bool, kind: F.Filter | None, benched: bool = False) -> SlotCheck:
    """"your Active [Dragon] Pokémon" / "1 of your [Benched] [Psychic / Ancient] Pokémon"."""

    def check(g: Any, slot: dict[str, Any]) -> bool:
        if (g.pl(g.slot_owner(slot["id"]))["active"] is slot) != active_only and (
                active_only or benched):
            return False
        return kind is None or kind(g.top(slot))

    return check


@pattern(r"Heal (\d+|all) damage from (1 of your|your Active) (Benched )?(.*?Pokémon)\.",
         kinds=("trainer", "attack", "ability"))
def heal_one(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """The Pokémon words are those of :func:`pokemon_filter` ("Psychic Pokémon", "Ancient
    Pokémon", …)."""
    pk = pokemon_filter(m[4])
    if pk is None:
        return None
    kind = None if m[4] == "Pokémon" else pk[0]
    what = your_pokemon(m[2] == "your Active", kind, benched=bool(m[3]))
    amount = None if m[1] == "all" else int(m[1])
    return [Piece(("heal_one", {"amount": amount, "what": what}))]


@pattern(rf"Heal (\d+) damage from each of your (?:({_TYPE}) )?Pokémon\.", kinds=("trainer",))
def heal_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Heal 20 damage from each of your [Grass] Pokémon" (Trainers; an attack's "heal all
    damage from each of your Tera Pokémon" is :func:`.pokemon.heal`'s)."""
    kind = F.pokemon_of_type(m[2]) if m[2] else None
    return [Piece(("heal_each", {"amount": int(m[1]), "what": your_pokemon(False, kind),
                                 "var": "healed"}))]


# -- the opponent's Pokémon ------------------------------------------------------------------------
@pattern(r"Discard an? (Special )?Energy from 1 of your opponent's Pokémon\.", kinds=("trainer",))
def discard_energy_from_opponent(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("discard_attached_energy", {"what": F.special_energy if m[1] else F.energy}))]


@pattern(r"Discard a Pokémon Tool or Special Energy card from 1 of your opponent's Pokémon, or "
         r"discard a Stadium in play\.", kinds=("trainer",))
def discard_attached_or_stadium(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Blowtorch: one card of those, the player's choice."""
    return [Piece(("discard_attached_or_stadium", {}))]


@pattern(r"Switch out your opponent's Active Pokémon to the Bench\. \(Your opponent chooses the "
         r"new Active Pokémon\.\)", kinds=("trainer", "attack", "ability"))
def switch_out_opponent(m: re.Match[str], ctx: Context) -> list[Piece]:
    return [Piece(("switch_out_opponent", {}))]


# -- your Pokémon ----------------------------------------------------------------------------------
@pattern(r"Put 1 of your (Benched )?Pokémon and all attached cards into your hand\.",
         kinds=("trainer", "attack"))
def scoop_up(m: re.Match[str], ctx: Context) -> list[Piece]:
    if m[1]:  # Happy Return
        return [Piece(("pokemon_to_hand", {"attached": "hand", "where": "bench"}))]
    return [Piece(("pokemon_to_hand", {"attached": "hand"}))]


@pattern(r"If you healed any damage in this way, discard (an|all) Energy from (that|those) "
         r"Pokémon\.", kinds=("trainer", "ability"))
def then_discard_energy(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """After "Heal … from 1 of your / your Active <kind> Pokémon" (which remembers it), or
    "… from each of your <kind> Pokémon" (those healed: ``heal_each``'s ``healed_slots``)."""
    n = 1 if m[1] == "an" else None
    if m[2] == "those":
        return None if n else [Piece(("discard_all_energy_from_each", {"var": "healed_slots"},
                                      "healed"))]
    return [Piece(("discard_energy", {"n": n, "target": "remembered"}, "healed"))]


@pattern(r"If (.+?), (.+)", kinds=("trainer",))
def if_condition(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"If your opponent has 3 or fewer Prize cards remaining, draw 2 more cards": the
    conditions Trainers print for play (above), checked when the text gets there."""
    for cond in PLAY_CONDITIONS:
        c = cond.regex.fullmatch(m[1])
        if c is None:
            continue
        pieces = compile_sentence(m[2][0].upper() + m[2][1:], ctx)
        guarded = [p.guarded("cond") for p in pieces or ()]
        if not pieces or any(p is None for p in guarded):
            return None
        return [Piece(("check_condition", {"check": cond.fn(c)})), *guarded]  # type: ignore[list-item]
    return None


# -- Energy from the discard pile (PTCG:II-C-09) ---------------------------------------------------
def your_named(benched: bool, kind: str) -> SlotCheck:
    """"1 of your [Benched] <Metal|Stage 2|N's> Pokémon"."""

    def check(g: Any, slot: dict[str, Any]) -> bool:
        top = g.top(slot)
        if benched and g.pl(g.slot_owner(slot["id"]))["active"] is slot:
            return False
        if kind in TYPES:
            return kind in top.types
        if kind in ("Basic", "Stage 1", "Stage 2"):
            return top.stage == kind
        return not kind or top.name.startswith(f"{kind} ")

    return check


@pattern(r"Attach (.+?) from your discard pile to 1 of your (Benched )?(?:(" + _TYPE
         + r"|Stage 1|Stage 2|[A-Z][\w.&' ]*'s) )?Pokémon\.", kinds=("trainer",))
def attach_from_discard(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    spec = card_phrase(m[1])
    if spec is None or spec.mode not in ("exact", "up_to") or (spec.mode == "exact" and spec.n > 1):
        return None
    return [Piece(("attach_from_discard_to", {"what": spec.what, "label": spec.label, "n": spec.n,
                                              "target": your_named(bool(m[2]), m[3] or "")}))]


@pattern(rf"Choose (up to )?{NUM} of your (Benched )?(.+?) and attach (.+?) from your discard pile "
         r"to each of them\.")
def attach_from_discard_to_each(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Choose up to 2 of your Benched Colorless Pokémon and attach a Basic Energy card from your
    discard pile to each of them" (one card for each)."""
    pk, spec = pokemon_filter(m[4]), card_phrase(m[5])
    if pk is None or spec is None or spec.mode != "exact" or spec.n != 1:
        return None
    return [Piece(("attach_from_discard_to_each", {
        "n": number(m[2]), "up_to": bool(m[1]), "what": spec.what, "label": spec.label,
        "to": pk[0], "bench": bool(m[3])}))]


@pattern(r"Attach (.+?) from your discard pile to each of your (Benched )?(.+?)\.",
         kinds=("trainer", "attack"))
def attach_from_discard_to_all(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Attach a Basic Energy card from your discard pile to each of your Future Pokémon"
    (Reboot Pod; Mudsdale: "… each of your Benched Pokémon"): every one of them, as
    :func:`attach_from_discard_to_each` with no limit."""
    pk, spec = pokemon_filter(m[3]), card_phrase(m[1])
    if pk is None or spec is None or spec.mode != "exact" or spec.n != 1:
        return None
    return [Piece(("attach_from_discard_to_each", {
        "n": 99, "up_to": False, "what": spec.what, "label": spec.label, "to": pk[0],
        "bench": bool(m[2])}))]


@pattern(r"For each of your Benched Pokémon, search your deck for (.+?) and attach it to that "
         r"Pokémon\.", kinds=("attack", "ability", "trainer"))
def search_attach_to_each_benched(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """Mega Gardevoir ex's Overflowing Wishes: every Benched Pokémon, one card each from the
    deck (a hidden zone: none may be found, PTCG:II-E-33)."""
    spec = card_phrase(m[1])
    if spec is None or spec.mode != "exact" or spec.n != 1:
        return None
    return [Piece(("attach_from_discard_to_each", {
        "n": 60, "up_to": False, "what": spec.what, "label": spec.label, "to": F.pokemon,
        "bench": True, "src": "deck"}))]


# -- moving Energy (PTCG:II-C-10) -------------------------------------------------------------------
@pattern(rf"Move an? (Basic )?(?:({_TYPE}) )?Energy from 1 of (your|your opponent's) Pokémon to "
         r"another of (?:your|their) Pokémon\.", kinds=("trainer", "ability", "attack"))
def move_basic_energy(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"Move a Basic [Grass] Energy from 1 of your Pokémon to another of your Pokémon" (Energy
    Switch, Abilities); Elgyem's Slight Shift moves one of the opponent's (you choose)."""
    if m[2]:
        what = F.basic_energy_of(m[2]) if m[1] else None
        if what is None:  # "a Grass Energy" (by what it provides): not this sentence's
            return None
    else:
        what = F.basic_energy if m[1] else F.energy
    args: dict[str, object] = {"what": what}
    if m[3] != "your":
        args["whose"] = "opponent"
    return [Piece(("move_energy_among", args))]


@pattern(r"Move an Energy from your opponent's Active Pokémon to 1 of their Benched Pokémon\.",
         kinds=("attack",))
def move_opponents_active_energy(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Team Rocket's Zapdos's Jamming Wing: the attacker chooses the card and the Pokémon."""
    return [Piece(("move_energy_among", {"what": F.energy, "whose": "opponent",
                                         "from_active": True}))]


_ANY_AMOUNT = {
    ("your other Pokémon", "this Pokémon"): {"to_self": True},
    ("the Pokémon you moved to your Bench", "the new Active Pokémon"):
        {"to_active": True, "from_var": "switched_out"},
    ("your Benched Pokémon", "your Active Pokémon"): {"to_active": True},
}


@pattern(rf"(?:You may m|M)ove (any amount of|an) (?:({_TYPE}) )?Energy from (your other Pokémon|"
         r"the Pokémon you moved to your Bench|1 of your other Pokémon|your Benched Pokémon) to "
         r"(this Pokémon|the new Active Pokémon|your Active Pokémon)\.", kinds=("ability", "trainer"))
def move_any_amount(m: re.Match[str], ctx: Context) -> list[Piece] | None:
    """"[you may] move any amount of [Metal] Energy from your other Pokémon to this Pokémon"
    (Rapid Vernier, Cobalion ex) / "… from the Pokémon you moved to your Bench to the new Active
    Pokémon" (Scramble Switch, after its switch) / "… from your Benched Pokémon to your Active
    Pokémon" (Latios): any amount is none too, so "you may" asks nothing more; "Move an Energy
    from 1 of your other Pokémon to this Pokémon" (Azumarill ex): one card."""
    if m[1] == "an":
        if m[3] != "1 of your other Pokémon" or m[4] != "this Pokémon" or m[2]:
            return None
        return [Piece(("move_energy_among", {"what": F.energy, "to_self": True}))]
    where = _ANY_AMOUNT.get((m[3], m[4]))
    if where is None:
        return None
    typed = {"energy_type": m[2]} if m[2] else {}
    return [Piece(("move_energy_among", {"what": F.energy, "n": 60, "up_to": True,
                                         "none_ok": True, **where, **typed}))]


@pattern(rf"(?:You may m|M)ove any amount of (?:({_TYPE}) )?Energy from your Pokémon to your "
         r"other Pokémon in any way you like\.", kinds=("trainer", "ability", "attack"))
def move_any_amount_any_way(m: re.Match[str], ctx: Context) -> list[Piece]:
    """Of a type (Forretress, Clefable ex) or any Energy (Delcatty's Energy Blender)."""
    return [Piece(("move_energy_any_way", {"energy_type": m[1]}))]


@pattern(rf"Move (?:up to {NUM}|an? ({'|'.join(TYPES)})) Energy from (?:1 of )?your Benched "
         r"Pokémon to your Active Pokémon\.", kinds=("trainer", "ability"))
def move_energy_to_active(m: re.Match[str], ctx: Context) -> list[Piece]:
    """"Move up to 2 Energy …" (Trainers) or "Move a Water Energy from 1 of your Benched
    Pokémon to your Active Pokémon" (Wash Out: one card that provides Water there)."""
    if m[2]:
        return [Piece(("move_energy_among", {"what": F.energy, "energy_type": m[2],
                                             "to_active": True}))]
    return [Piece(("move_energy_among", {"what": F.energy, "n": number(m[1]), "up_to": True,
                                         "to_active": True}))]
