"""How good a Pokémon TCG position is for one player: a number in [0, 1].

Searching agents stop their playouts a turn or two ahead and score the position
here instead of playing to the end, which is both faster and less noisy. The
score is a logistic of the material difference, measured in Prize cards: Prize
cards taken, damage already on the opponent's Pokémon (as a share of the Prizes
they give up), and a small value for a developed board (Pokémon in play,
evolutions, attached Energy) and cards in hand, more for the cards in hand that
can be played at once (an evolution of a Pokémon in play, a Basic for an empty
Bench spot, an Energy to attach): a search that fetches the next turn's
evolution is worth something before the evolution happens. A finished game
scores 1, 0 or one half for a draw.
"""

from __future__ import annotations

import math
from collections import Counter

from tcgsim.pokemon.continuous import bench_size
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.state import Slot, in_play

DAMAGE = 0.6  # damage dealt is Prize progress, discounted: it can be healed or the target retreat
POKEMON = 0.35  # a Pokémon in play: a future attacker and insurance against losing the Active
STAGE = 0.25  # each evolution already done
ENERGY = 0.18  # each attached Energy, up to ENERGY_CAP on one Pokémon
ENERGY_CAP = 4
HAND = 0.04  # each card in hand, up to HAND_CAP
HAND_CAP = 8
NO_BENCH = 0.5  # a lone Active: one Knock Out loses the game
LOW_DECK = 6  # fewer cards than this in the deck: decking out is near
LOW_DECK_COST = 0.08  # per card short of LOW_DECK
READY = 0.8  # a card in hand that can be played at once: this share of its value in play
SCALE = 0.5  # logistic slope: a one-Prize lead is worth about 62%


def evaluate(g: Game, p: int) -> float:
    """The chance-like value of the position for player ``p``."""
    result = g.s["result"]
    if result is not None:
        w = result["winner"]
        return 0.5 if w is None else float(w == p)
    diff = material(g, p) - material(g, 1 - p)
    return 1.0 / (1.0 + math.exp(-SCALE * diff))


def material(g: Game, p: int) -> float:
    """Player ``p``'s position in Prize-card units (see the module text)."""
    s = g.s
    pl = s["players"][p]
    score = float(s["prize_count"] - len(pl["prizes"]))
    for slot in in_play(s, 1 - p):
        hp = g.hp(slot)
        if hp > 0 and slot["dmg"] > 0:
            score += DAMAGE * min(1.0, slot["dmg"] / hp) * g.top(slot).prize_value
    mine = in_play(s, p)
    for slot in mine:
        score += POKEMON + STAGE * (len(slot["cards"]) - 1)
        score += ENERGY * min(len(slot["energy"]), ENERGY_CAP)
    if len(mine) <= 1:
        score -= NO_BENCH
    score += HAND * min(len(pl["hand"]), HAND_CAP) + READY * _ready(g, p, mine)
    score -= LOW_DECK_COST * max(0, LOW_DECK - len(pl["deck"]))
    return score


def _ready(g: Game, p: int, mine: list[Slot]) -> float:
    """The value of the cards in hand that could be played at once, in material units."""
    names = Counter(g.top(slot).name for slot in mine)
    space = max(0, bench_size(g, p) - (len(mine) - 1))
    value = 0.0
    energy = False
    for c in g.s["players"][p]["hand"]:
        d = g.d(c)
        if d.is_pokemon:
            if d.evolves_from and names[d.evolves_from] > 0:
                names[d.evolves_from] -= 1
                value += STAGE
            elif d.is_basic_pokemon and space > 0:
                space -= 1
                value += POKEMON
        elif d.is_energy:
            energy = True
    return value + (ENERGY if energy else 0.0)
