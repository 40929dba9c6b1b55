"""What a Trainer or an Ability does for its player, read from its implementation.

The engine runs a card's text as a script of named ops (:mod:`tcgsim.pokemon.model.impl`);
the same ops tell a player what the card is for: ``draw`` draws, ``take_cards`` from the
deck searches it, ``gust`` brings up an opposing Benched Pokémon, ``heal`` heals. The
heuristic plans with these roles, so any card the engine plays gets a role without a list
of card names, and a card's role matches what it really does in a game.

The deck count matters most: a player who takes cards from the deck when the game will
last longer than the deck does loses by decking out. :attr:`Role.deck_cost` is the most
cards the effect can take out of the deck.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from tcgsim.pokemon.effects.filters import any_card
from tcgsim.pokemon.model.carddb import Ability, Attack, CardDef
from tcgsim.pokemon.model.impl import Script, lookup_ability, lookup_attack, lookup_trainer

#: ops that draw a number of cards given by their "n" argument (or "you", for "you draw 6")
_DRAWS = {"draw", "draw_until", "each_player_draws", "players_draw"}
#: ops that attach Energy beyond the one attachment from the hand a turn: Energy acceleration
_ACCEL = {"attach_from_discard", "attach_from_discard_to", "attach_from_discard_with_counters",
          "search_energy_of_different_types", "attach_each_to_your_pokemon", "attach_chosen",
          "attach_from_discard_to_each"}
_EVOLVE = {"skip_stage_evolve", "evolve_from_deck_onto"}
_GUST = {"gust", "switch_out_opponent"}
_HEAL = {"heal", "heal_each", "heal_one", "heal_remembered"}
_SWITCH = {"switch_own", "switch_self", "switch_in_this_pokemon"}
#: ops that take the card's own Pokémon out of play without a Knock Out
_LEAVES = {"shuffle_self_into_deck", "discard_self"}
#: "you draw as many cards as you have Prizes left" and the like: at most six
_PER_PRIZE = 6


@dataclass(frozen=True)
class Role:
    """What one card text does, as counts and flags (all zero / False: none of these)."""

    draws: int = 0  # cards drawn
    searches: int = 0  # cards taken from the deck by a search or a look at its top
    mills: int = 0  # cards of the own deck discarded or put in the Lost Zone
    refills: int = 0  # cards put back into the deck from the discard pile
    hand_back: bool = False  # the hand is shuffled into the deck / put under it first
    hand_away: bool = False  # the hand is discarded first
    accel: bool = False
    gust: bool = False
    heal: bool = False
    switch: bool = False
    energy_search: bool = False  # what it takes from the deck is Energy, or may be (any card)
    evolve: bool = False  # it evolves a Pokémon (Rare Candy)
    from_discard: bool = False  # it attaches Energy from the discard pile: discarded Energy is fuel
    energy_back: bool = False  # it puts Energy cards from the discard pile into the hand
    counters: int = 0  # damage counters put on one opposing Pokémon (a fixed number)
    self_ko: bool = False  # its own Pokémon is Knocked Out: the opponent takes its Prizes
    leaves: bool = False  # its own Pokémon leaves play (shuffled into the deck, discarded)
    back_to_deck: bool = False  # … shuffled into the deck with its cards (they can be drawn again)
    devolves_own: bool = False  # it devolves one of the player's own Pokémon
    moves_energy: bool = False  # it moves Energy between the player's own Pokémon
    ends_turn: bool = False  # the player's turn ends after it (no attack this turn)
    known: bool = True  # False: no implementation to read

    @property
    def deck_cost(self) -> int:
        """The most cards this effect can take out of the deck."""
        return self.draws + self.searches + self.mills

    @property
    def helps(self) -> bool:
        """It does something the heuristic plays for: draws, searches, recovers, attaches,
        moves, heals or evolves (a Stadium's "put a card from your hand on top of your
        deck" alone is none of these), or puts damage counters on the opponent's Pokémon."""
        return bool(self.deck_cost or self.refills or self.accel or self.gust or self.heal
                    or self.switch or self.evolve or self.counters)

    @property
    def pure_draw(self) -> bool:
        """It only draws: worth it when the hand lacks something, never to thin the deck."""
        return self.draws > 0 and not self.searches


NO_ROLE = Role(known=False)


def read_script(ops: Script) -> Role:
    """The role of a script: what its ops do, added up."""
    draws = searches = mills = refills = counters = 0
    flags: dict[str, bool] = {}
    for op in ops:
        name, args = op[0], op[1]
        if name in _DRAWS:
            draws += _drawn(args)
        elif name == "take_cards":
            n = int(args.get("n", 1))
            if args.get("src") in ("deck", "looked"):
                searches += n
                # the filter's own words: "up to 2 Basic Energy cards"; a search for any card
                # finds the Energy an attack lacks just as well
                label = str(args.get("label", "")).lower()
                if args.get("what") is any_card or ("energy" in label and "pokémon" not in label):
                    flags["energy_search"] = True
            elif args.get("to") == "deck":
                refills += n
            elif (args.get("src") == "discard" and args.get("to") == "hand"
                  and "energy" in str(args.get("label", "")).lower()):
                flags["energy_back"] = True  # "a Pokémon or a Basic Energy card"
            if args.get("src") == "hand" and args.get("to") == "discard" and n >= 60:
                flags["hand_away"] = True
        elif name == "look_at_top":
            # the cards looked at all leave the deck when the rest goes away, else only k
            rest_leaves = args.get("rest") in ("lost", "discard")
            searches += int(args.get("n", 1)) if rest_leaves else int(args.get("k", 1))
        elif name in ("evolve_from_deck_onto", "search_to_top"):
            searches += 1
        elif name == "discard_top_of_deck":
            mills += int(args.get("n", 1))
        elif name in ("hands_to_deck", "shuffle_hand_into_deck", "shuffle_hand_to_bottom"):
            flags["hand_back"] = True
        elif (name == "put_counters" and args.get("whose", "opponent") == "opponent"
              and "times" not in args):
            counters = max(counters, int(args.get("n", 0)))
        elif name == "knock_out_self":
            flags["self_ko"] = True
        elif name in _LEAVES:
            flags["leaves"] = True
            flags["back_to_deck"] = name == "shuffle_self_into_deck"
        elif name == "devolve_chosen" and args.get("whose") == "yours":
            flags["devolves_own"] = True
        elif name == "move_energy_among" and args.get("whose", "yours") == "yours":
            flags["moves_energy"] = True
        elif name == "end_the_turn":
            flags["ends_turn"] = True
        if name in _ACCEL:
            flags["accel"] = True
            from_deck = args.get("src") == "deck"  # "search your deck for … and attach it"
            flags["from_discard"] = flags.get("from_discard", False) or (
                name.startswith("attach_from_discard") and not from_deck)
            if from_deck:  # (one card for each Benched Pokémon: five at most)
                searches += min(int(args.get("n", 1)), 5)
                flags["energy_search"] = True
            if name == "search_energy_of_different_types":
                searches += int(args.get("n", 1))
                flags["energy_search"] = True
        flags["evolve"] = flags.get("evolve", False) or name in _EVOLVE
        flags["gust"] = flags.get("gust", False) or name in _GUST
        flags["heal"] = flags.get("heal", False) or name in _HEAL
        flags["switch"] = flags.get("switch", False) or name in _SWITCH
    return Role(draws=draws, searches=searches, mills=mills, refills=refills, counters=counters,
                **flags)


def _drawn(args: dict[str, Any]) -> int:
    if args.get("per_prize"):
        return _PER_PRIZE
    for key in ("n", "you"):
        if isinstance(args.get(key), int):
            return int(args[key])
    return _PER_PRIZE


@cache
def trainer_role(d: CardDef) -> Role:
    """The role of a Trainer card: its cost and its effect (a Stadium's declared effect too)."""
    impl = lookup_trainer(d.name_key)
    if impl is None:
        return NO_ROLE
    return read_script(impl.cost + impl.effect + impl.stadium_effect)


@cache
def energy_role(d: CardDef) -> Role:
    """What attaching a special Energy card from the hand does besides providing Energy
    (Enriching Energy draws 4 cards)."""
    impl = lookup_trainer(d.name_key)
    return NO_ROLE if impl is None else read_script(impl.on_attach)


@cache
def ability_role(a: Ability) -> Role:
    impl = lookup_ability(a.name, a.text)
    if impl is None:
        return NO_ROLE
    return read_script(impl.cost + impl.effect)


@cache
def attack_role(a: Attack) -> Role:
    impl = lookup_attack(a.name, a.text)
    if impl is None:
        return NO_ROLE
    # what the attacker "may" do is asked later (and declined on a short deck): no cost here
    return read_script(tuple(op for op in impl.before + impl.damage + impl.effects
                             if not (len(op) > 2 and op[2] == "may")))
