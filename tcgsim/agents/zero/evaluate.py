"""How good a Zero Dimension position is for one player: a chance-like number in [0, 1].

Searching agents stop their playouts a turn or two ahead and score the position
here. The score is a logistic of a weighted sum of board features
(:func:`features`), each the player's figure less the opponent's, weighed in
resource units (what a card costs):

* life cards: a player whose life zone is empty loses to the next battle damage
  (ZD:101/202), so each card is worth more the fewer are left (like the
  heuristic agent's ``life_value``);
* characters in the battle zone: their cost, their level (ZD:600) and their
  equipment (ZD:319), and their attack and defense as the rules compute them;
* resources (ZD:404: what pays for everything later) and cards in hand (the
  cards to pay with and to play), both with diminishing returns;
* a thin deck: drawing from an empty deck loses (ZD:101);
* the threat of the player whose turn it is: attacks the other side cannot block, one
  untapped character stopping one attacker (ZD:502; a character tapped by its attack stays
  tapped through the opponent's turn), each worth the life card it would take.

A finished game scores 1, 0 or one half for a draw. The weights are set by hand:
what a search needs is what an action changes, counted the way a player counts.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tcgsim.agents.evaluation import win_chance
from tcgsim.zero.rules.continuous import character_values, reading

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

FEATURES = ("life", "board", "stats", "resources", "hand", "thin_deck", "threat")
WEIGHTS = (1.0, 1.0, 0.5, 0.6, 0.5, -0.4, 0.5)
SCALE = 0.3  # logistic slope: a lead of one cost-4 character is worth about 77%
LIFE = 0.4  # the flat part of a life card's worth; 3/n more for the n-th card left
RESOURCE_CAP = 8  # resources past this many pay for little more
HAND_CAP = 7
LOW_DECK = 8  # fewer cards than this in the deck: decking out is near
LETHAL = 6.0  # the threat of a hit on an empty life zone, on top of the cards before it


def evaluate(g: Game, p: int) -> float:
    """The estimated chance that player ``p`` wins from here."""
    result = g.s["result"]
    # a finished game's features are never computed (its board may be half torn down)
    return win_chance(result, p, WEIGHTS, features(g, p) if result is None else (), SCALE)


def features(g: Game, p: int) -> list[float]:
    """The position as numbers, from player ``p``'s side (see :data:`FEATURES`)."""
    with reading(g):  # the continuous effects found once for every character's numbers
        mine, theirs = _side(g, p), _side(g, 1 - p)
    cur = g.current
    threat = _threat(g, cur)
    return [a - b for a, b in zip(mine, theirs, strict=True)] + [
        threat if cur == p else -threat]


def life_worth(n: int) -> float:
    """What ``n`` life cards are worth: the last ones most."""
    return sum(LIFE + 3.0 / k for k in range(1, n + 1))


def _threat(g: Game, p: int) -> float:
    """The life worth player ``p``'s untapped characters could take from the other side's
    life zone this turn if each blocker stops one of them (an empty zone: the game)."""
    attackers = sum(1 for e in g.pl(p)["battle"] if not e["tap"])
    other = g.pl(1 - p)
    hits = attackers - sum(1 for e in other["battle"] if not e["tap"])
    if hits <= 0:
        return 0.0
    life = len(other["life"])
    if hits > life:
        return life_worth(life) + LETHAL
    return life_worth(life) - life_worth(life - hits)


def _side(g: Game, p: int) -> list[float]:
    pl = g.pl(p)
    board = stats = 0.0
    for e in pl["battle"]:
        c = e["c"]
        cost = g.d(c).cost
        board += max(0.5, float(cost) if isinstance(cost, int) else 0.0) + 0.5 * len(e["lv"])
        if e["eq"] is not None:
            eq_cost = g.d(e["eq"]["c"]).cost
            board += float(eq_cost) if isinstance(eq_cost, int) else 0.0
        atk, dfn, _ = character_values(g, c, e, p)  # as the view shows them (never below 0)
        stats += (atk + dfn) / 2000
    return [
        life_worth(len(pl["life"])),
        board,
        stats,
        math.sqrt(min(len(pl["res"]), RESOURCE_CAP)) * 2,
        math.sqrt(min(len(pl["hand"]), HAND_CAP)) * 2,
        float(max(0, LOW_DECK - len(pl["deck"]))),
    ]
