"""The heuristic player's main-phase scores and the counts it plays by."""

from __future__ import annotations

#: Main-phase scores: the highest-scored option is taken; below 0 means "never".
EVOLVE = 95
BENCH_EARLY = 90
ENERGY = 85
DRAW_SMALL_HAND = 70
ENERGY_BACK = 80  # an Energy card back from the discard pile when none is in hand or to find
GUST = 75
DECK_REFILL = 76  # a hand shuffled back into a deck too short for the game: before a gust
GUST_MARGIN = 15  # a gust is spent only for clearly more than attacking the Active gives
ACTIVE_FIRST = 100  # Energy: the Active's attack comes before a Benched one's
ACTIVE_ATTACKS_NOW = 200  # … and more so when this Energy lets it attack this turn
COMPLETE_FIRST = 40  # … and per unit the attack still lacks, Energy goes elsewhere first
DECKS_OUT = -500  # an attack valued at most this takes more cards than the deck can spare
NEVER_PAID = 50  # how far an Energy unit no card of the own list provides is (never)
USEFUL_HIT = 60  # … with an attack worth this much or more (a 10-damage attack counts a sixth)
SEARCH_NEEDED = 65
TOOL = 60
STADIUM = 55
SWITCH_BETTER = 50
ABILITY = 50
SEARCH_SUPPORTER = 45
OTHER_ITEM = 40
RETREAT_BETTER = 40
BENCH_LATE = 35
ATTACK = 20
#: an attack scores ATTACK + its value / 10,000: a value (damage, Knock Out and Bench
#: bonuses) stays far below 100,000, so an attack never scores this much
ATTACK_CAP = ATTACK + 10
END = 0
NEVER = -1
KO_VALUE = 100.0  # a Knock Out, per Prize card it takes

BENCH_SIZE = 5  # the usual Bench (a Stadium may change it; the view does not say)
BENCH_TARGET = 4  # basics benched eagerly: enough that losing the Active never loses the game
SMALL_HAND = 4  # at or below this, a draw Supporter is worth shuffling the hand away
MAIN_ACTIONS_PER_TURN = 60  # a safety net: end the turn rather than loop on odd options
SPARE = 20  # a card in hand worth at most this is fine to discard
ENERGY_WANTED = 100  # the first Energy back from the discard pile when none is in hand
SPARE_STUCK = 45  # … and at most this when nothing can attack (the search is what is needed)
#: The deck keeps one card for each own turn the game may still last: the slower side's
#: Prizes left times this, plus RESERVE. Optional draws and searches spend only the rest.
TURNS_PER_PRIZE = 1.5
RESERVE = 2
SHORT_DECK_BAR = 75  # a search past the deck's room takes only cards worth more than this
HAND_ENOUGH = 5  # with more cards than this in hand, an effect that only draws is not needed
#: … and with more than this, not even when no attack gets going: a hand this large that
#: holds no attack is short of a way to hurt the opposing Active, not of cards, and each
#: card drawn is a turn less before the deck runs out
HAND_FULL = 10
#: … and with more than this, no optional draw or search at all (unless it gets the Energy an
#: attack lacks, or the way past a wall): more than a turn can play is already in hand, and
#: the cards taken only wait there while the deck runs out
HAND_PLENTY = 8
#: less per card an attack draws from a deck too thin for the game (a Knock Out still wins)
THIN_DRAW = 20
TYPICAL_COUNT = 4  # "… for each <thing>" judged away from the board: about this many things
