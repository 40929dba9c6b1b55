"""How good a Pokémon TCG position is for one player: a chance-like number in [0, 1].

Searching agents stop their playouts a turn or two ahead and score the position
here instead of playing to the end, which is both faster and less noisy. The
score is a logistic of a weighted sum of board features (:func:`features`),
each a difference between the player and the opponent or a flag, weighed in
Prize cards: Prize cards taken, damage already on the other side's Pokémon (as
a share of the Prizes they give up), Pokémon in play, evolutions, attached
Energy, cards in hand, cards in hand that could be played at once (an evolution
of a Pokémon in play, a Basic for an empty Bench spot, an Energy to attach: a
search that fetches next turn's evolution is worth something before the
evolution happens), an Active that can attack, an Active that the other Active
can Knock Out (the side whose turn it is with one more Energy attached: it attacks
first), a lone Active (one Knock Out from losing), a thin deck. A finished game
scores 1, 0 or one half for a draw.

The weights are set by hand, in Prize-card units. Weights fitted to who won in
heuristic games came out with the wrong sign for some features (more Pokémon in
play "loses": decks that bench a lot are slower ones), which a search then
exploits against its own interest; what a search needs is what an action
changes, so the hand weights follow how a player counts.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress, repeat
from operator import attrgetter, itemgetter

from tcgsim.agents.evaluation import win_chance
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.per_card import per_card
from tcgsim.pokemon.model.state import Slot, in_play
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.rules.continuous import bench_size
from tcgsim.pokemon.rules.energy import covers_units

ENERGY_CAP = 4  # attached Energy counted per Pokémon: more rarely helps
HAND_CAP = 10
LOW_DECK = 6  # fewer cards than this in the deck: decking out is near

FEATURES = (
    "prizes_taken", "damage_progress", "pokemon_in_play", "evolutions", "energy_attached",
    "hand", "ready_in_hand", "active_can_attack", "threat_to_move", "threat_waiting",
    "lone_active", "opponent_lone_active", "thin_deck",
)
#: the threat of the side to move is a Knock Out next (0.7 of its Prizes); the other side's
#: comes a turn later, if the Pokémon is still there (0.3)
WEIGHTS = (1.0, 0.6, 0.35, 0.25, 0.18, 0.04, 0.2, 0.2, 0.7, 0.3, -0.5, 0.5, -0.08)
SCALE = 0.5  # logistic slope: a one-Prize lead is worth about 62%


def evaluate(g: Game, p: int) -> float:
    """The estimated chance that player ``p`` wins from here."""
    result = g.s["result"]
    # a finished game's features are never computed (its board may be half torn down)
    return win_chance(result, p, WEIGHTS, features(g, p) if result is None else (), SCALE)


def features(g: Game, p: int) -> list[float]:
    """The position as numbers, from player ``p``'s side (see :data:`FEATURES`)."""
    s = g.s
    o = 1 - p
    mine, theirs = in_play(s, p), in_play(s, o)
    pl, opp = s["players"][p], s["players"][o]
    act, opp_act = pl["active"], opp["active"]
    moving = s["cur"] == p
    mover, waiting = (act, opp_act) if moving else (opp_act, act)
    sign = 1.0 if moving else -1.0
    # a Knock Out of a side's last Pokémon in play wins: worth all the Prizes the other has left
    wins = [len(opp["prizes"]) if len(theirs) <= 1 else 0,
            len(pl["prizes"]) if len(mine) <= 1 else 0]  # [by p, by o]
    win_mover, win_waiting = wins if moving else wins[::-1]
    # each Active's best printed damage: now, and the side to move's with one more Energy
    energy = g.deck_fact("evaluate_energy_cards", _energy_cards)
    reach = not energy.isdisjoint(s["players"][s["cur"]]["hand"])
    best_mover, reached = _best_damage(g, mover, reach)
    best_waiting = _best_damage(g, waiting, False)[0]
    best = (best_mover, best_waiting) if moving else (best_waiting, best_mover)
    prizes = g.deck_fact("evaluate_prize_values", _prize_values)
    pokemon = g.deck_fact("evaluate_pokemon_cards", _pokemon_cards)
    return [
        float(len(opp["prizes"]) - len(pl["prizes"])),
        _damage_progress(g, theirs, prizes) - _damage_progress(g, mine, prizes),
        float(len(mine) - len(theirs)),
        float(_stages(mine) - _stages(theirs)),
        float(_energy(mine) - _energy(theirs)),
        float(min(len(pl["hand"]), HAND_CAP) - min(len(opp["hand"]), HAND_CAP)),
        _ready(g, p, mine, energy, pokemon) - _ready(g, o, theirs, energy, pokemon),
        float((best[0] > 0) - (best[1] > 0)),
        sign * _threat(g, reached, mover, waiting, win_mover, prizes),
        -sign * _threat(g, best_waiting, waiting, mover, win_waiting, prizes),
        float(len(mine) <= 1),
        float(len(theirs) <= 1),
        float(max(0, LOW_DECK - len(pl["deck"])) - max(0, LOW_DECK - len(opp["deck"]))),
    ]


def _energy_cards(g: Game) -> frozenset[int]:
    """The card numbers of Energy cards (a deck fact: asked of both hands at every
    evaluation)."""
    is_energy = per_card(g.s["defs"], g.defs, _IS_ENERGY, _is_energy)
    return frozenset(compress(range(len(is_energy)), is_energy))


def _prize_values(g: Game) -> list[int]:
    """Each card's Prize value as the top card of a Pokémon in play, by card number (a deck
    fact: ``prize_value`` reads the card's rule box at every look)."""
    return per_card(g.s["defs"], g.in_play_defs, _PRIZE_VALUE, _prize_value)


#: card id -> a value of the card (:func:`~tcgsim.pokemon.model.per_card.per_card`)
_IS_ENERGY: dict[str, bool] = {}
_IS_POKEMON: dict[str, bool] = {}
_PRIZE_VALUE: dict[str, int] = {}
_is_energy: Callable[[CardDef], bool] = attrgetter("is_energy")
_is_pokemon: Callable[[CardDef], bool] = attrgetter("is_pokemon")
_prize_value: Callable[[CardDef], int] = attrgetter("prize_value")


def _damage_progress(g: Game, slots: list[Slot], prizes: list[int]) -> float:
    """Prizes' worth of damage on these Pokémon: damage as a share of HP, times their Prizes."""
    total = 0.0
    for slot in slots:
        if slot["dmg"] > 0:
            hp = g.hp(slot)
            if hp > 0:
                total += min(1.0, slot["dmg"] / hp) * prizes[slot["cards"][-1]]
    return total


def _stages(slots: list[Slot]) -> int:
    return sum(map(len, map(_CARDS, slots))) - len(slots)


def _energy(slots: list[Slot]) -> int:
    return sum(map(min, map(len, map(_ENERGY, slots)), repeat(ENERGY_CAP)))


_CARDS, _ENERGY = itemgetter("cards"), itemgetter("energy")  # a Pokémon's card lists


def _ready(g: Game, p: int, mine: list[Slot], energy_cards: frozenset[int],
           pokemon: frozenset[int]) -> float:
    """Cards in hand that could be played at once: evolutions of Pokémon in play, Basics for
    empty Bench spots, and one Energy to attach (``energy_cards``, ``pokemon``: the card
    numbers of Energy and Pokémon cards)."""
    hand = g.s["players"][p]["hand"]
    if not hand:
        return 0.0
    count = 0
    in_hand = list(compress(hand, map(pokemon.__contains__, hand)))  # most hands hold few
    if in_hand:
        top = g.in_play_defs
        names: dict[str, int] = {}
        for slot in mine:
            name = top[slot["cards"][-1]].name
            names[name] = names.get(name, 0) + 1
        space = max(0, bench_size(g, p) - (len(mine) - 1))
        defs = g.defs
        for c in in_hand:
            d = defs[c]
            evolves_from = d.evolves_from
            if evolves_from and names.get(evolves_from, 0) > 0:
                names[evolves_from] -= 1
                count += 1
            elif d.is_basic_pokemon and space > 0:
                space -= 1
                count += 1
    return float(count + (not energy_cards.isdisjoint(hand)))


def _pokemon_cards(g: Game) -> frozenset[int]:
    """The card numbers of Pokémon cards (a deck fact, as :func:`_energy_cards`)."""
    is_pokemon = per_card(g.s["defs"], g.defs, _IS_POKEMON, _is_pokemon)
    return frozenset(compress(range(len(is_pokemon)), is_pokemon))


def _best_damage(g: Game, attacker: Slot | None, reach: bool) -> tuple[int, int]:
    """The attacker's best printed damage among the attacks its Energy pays (0: none, or no
    attacker); and (``reach``) among those that it pays or one more Energy of a type the
    cost names would (the side to move attaches before it attacks), else the same."""
    if attacker is None:
        return 0, 0
    provided = tuple(g.energy_provided(attacker))
    best = reached = 0
    for a in attacks_of(g, attacker):
        damage = a.base_damage
        if damage <= best:
            continue  # changes neither
        if covers_units(a.cost, provided):
            best = damage
            reached = max(reached, damage)
        elif (reach and damage > reached
              and any(covers_units(a.cost, (*provided, unit)) for unit in set(a.cost))):
            reached = damage
    return best, reached if reach else best


def _threat(g: Game, best: int, attacker: Slot | None, target: Slot | None,
            wins: int, prizes: list[int]) -> float:
    """The target's Prizes (or ``wins``, if more: what a Knock Out that ends the game is worth)
    if the attacker's ``best`` damage (Weakness applied) reaches its remaining HP, else 0:
    a Knock Out waiting to happen."""
    if attacker is None or target is None or best <= 0:
        return 0.0
    top = g.in_play_defs
    kind = top[attacker["cards"][-1]].types
    for wtype, value in top[target["cards"][-1]].weaknesses:
        if wtype in kind:
            best = best * 2 if value.startswith("×") else best + int(value.lstrip("+") or 0)
    if best < g.remaining_hp(target):
        return 0.0
    return float(max(prizes[target["cards"][-1]], wins))
