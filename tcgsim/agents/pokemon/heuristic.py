"""A rule-of-thumb Pokémon TCG player that reads only its view and the decision.

It plays the way a tournament player is taught to: develop the Bench, evolve (Rare
Candy too), attach an Energy every turn toward the attack it will use (the strongest
attacker in play), take the Knock Out worth the most Prizes, gust only when that gains
a Knock Out (or damage where the Active takes none), switch or retreat when a Benched
Pokémon attacks harder, then attack instead of passing. It counts its deck: an optional
draw or search is used only when the deck can spare the cards for the turns the game may
still last (and a draw only when the hand is short), so it does not deck itself out.
What a card does (draw, search, gust, heal, Energy acceleration) is read from its effect
script (:mod:`tcgsim.agents.pokemon.roles`), never from a list of names. Card facts (HP,
attacks, what evolves from what) come from the public card database by the card ids the
view shows; cards it cannot see (a deck search) are known by the option's label.

The agent remembers which main-phase action it chose last, because the
follow-up decisions of that action ("attach to which Pokémon?") do not say
what they are for in a machine-readable way.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Sequence
from itertools import compress, repeat
from operator import eq
from typing import Any

from tcgsim.agents.base import fits
from tcgsim.agents.pokemon.attacks import attack_text, retreat_less
from tcgsim.agents.pokemon.board import Board, Slot
from tcgsim.agents.pokemon.cardfacts import (
    alike_printings,
    card_of,
    evolves_in,
    line_strength,
    pokemon_strength,
    prize_value,
    wanted_cost,
)
from tcgsim.agents.pokemon.provides import for_a_turn
from tcgsim.agents.pokemon.roles import Role, ability_role, energy_role, trainer_role
from tcgsim.agents.pokemon.scores import (
    ABILITY,
    ACTIVE_ATTACKS_NOW,
    ACTIVE_FIRST,
    ATTACK,
    ATTACK_CAP,
    BENCH_EARLY,
    BENCH_LATE,
    BENCH_SIZE,
    BENCH_TARGET,
    COMPLETE_FIRST,
    DECK_REFILL,
    DECKS_OUT,
    DRAW_SMALL_HAND,
    END,
    ENERGY,
    ENERGY_BACK,
    ENERGY_WANTED,
    EVOLVE,
    GUST,
    GUST_MARGIN,
    HAND_ENOUGH,
    HAND_PLENTY,
    KO_VALUE,
    MAIN_ACTIONS_PER_TURN,
    NEVER,
    OTHER_ITEM,
    RETREAT_BETTER,
    SEARCH_NEEDED,
    SEARCH_SUPPORTER,
    SHORT_DECK_BAR,
    SMALL_HAND,
    SPARE,
    SPARE_STUCK,
    STADIUM,
    SWITCH_BETTER,
    TOOL,
    USEFUL_HIT,
)
from tcgsim.agents.pokemon.trainers import hand_cost, trainer_cap, trainer_text
from tcgsim.core.decision import Decision, Option
from tcgsim.pokemon.model.carddb import CardDef

#: why a retreat or switch pays (:meth:`HeuristicAgent._switch_pays`)
_ATTACKS, _MAKES_WAY = 2, 1
_USE_ABILITY = re.compile(r"Use (.+?) \(.*\)\?$")  # "Use Psychic Draw (Alakazam (Bench))?"
#: "Choose 1 Pokémon for 5 damage counters", "Put a damage counter (3 left)", "… for 100 damage"
_AMOUNT = re.compile(r"(\d+) damage counters|\((\d+) left\)|for (\d+) damage", re.IGNORECASE)


# -- the agent ------------------------------------------------------------------------------
#: :meth:`HeuristicAgent._main_cap` of the kinds of main-phase option whose cap is a
#: constant (the scores of an evolution and of the end of the turn are the caps themselves)
_MAIN_CAPS: dict[str, float] = {
    "evolve": EVOLVE, "end": END, "energy": ENERGY + 0.75, "stadium_effect": ABILITY,
    "ability": ABILITY, "zone_ability": ABILITY, "retreat": RETREAT_BETTER, "attack": ATTACK_CAP,
}


class HeuristicAgent:
    """A sensible, fast baseline that clearly beats :class:`RandomAgent`.

    ``seed`` only breaks exact ties, so the agent is deterministic for a seed.
    """

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed
        self._rng: random.Random | None = None  # see rng
        self._last: list[Any] | None = None  # the main-phase action being carried out
        self._turn = -1
        self._actions_this_turn = 0
        self._can_switch: bool | None = False  # at the last main-phase decision: a Benched
        # attacker can come in (None: not worked out yet)
        self._options: Sequence[Option] = ()  # the last main-phase decision's options

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        board = Board(view)
        choose: Callable[[Board, Decision], list[int]] = getattr(
            self, f"_{decision.kind}", self._default
        )
        answer = choose(board, decision)
        return answer if fits(answer, decision) else self._default(board, decision)

    def follow(self, decision: Decision, answer: list[int]) -> None:
        """Be told an answer someone else (a searching agent) gave for this seat, so the
        follow-ups of a main-phase action are answered for what that action is for."""
        if decision.kind == "main":
            # what :meth:`_main` keeps of its decision, for the follow-ups to read (a gust's
            # target asks whether a switch is left among these options)
            self._actions_this_turn += 1
            self._can_switch = None
            self._options = decision.options
            self._last = decision.options[answer[0]].data

    @property
    def rng(self) -> random.Random:
        """The tie-breaker, ``random.Random(seed)``, made when first asked: the same numbers as
        one made with the agent. A search makes a policy for each playout, and most of them
        never break a tie (seeding a generator takes about 9 µs, over 1% of a playout)."""
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng

    # -- helpers ----------------------------------------------------------------------------
    def _best(self, scores: list[float]) -> int:
        top = max(scores)
        # the options that score ``top``, picked out with no Python frame an option
        return self.rng.choice(list(compress(range(len(scores)), map(eq, scores, repeat(top)))))

    @staticmethod
    def _top_k(scores: list[float], k: int) -> list[int]:
        """The ``k`` best-scored options (the first ones on ties, so answers are stable)."""
        return sorted(range(len(scores)), key=scores.__getitem__, reverse=True)[:k]

    def _default(self, board: Board, d: Decision) -> list[int]:
        """Unknown kinds: the first option when one is allowed ("you may" usually helps)."""
        return list(range(max(d.min, min(d.max, 1))))

    # -- setup ------------------------------------------------------------------------------
    def _first(self, board: Board, d: Decision) -> list[int]:
        """Go first: in measured mirrors the first player wins about 70% of games
        (the first Mega Evolution attacks a turn earlier)."""
        return [next((i for i, o in enumerate(d.options) if o.data == "first"), 0)]

    def _setup_active(self, board: Board, d: Decision) -> list[int]:
        """The Basic whose line is strongest: it evolves in place and attacks soonest."""
        scores = []
        for o in d.options:
            card = board.card(o.data) or board.named(o.label)
            scores.append(line_strength(card, board.own_ids) if card else 0.0)
        return [self._best(scores)]

    def _setup_bench(self, board: Board, d: Decision) -> list[int]:
        return list(range(d.max))  # more Pokémon in play: losing the Active never loses the game

    def _mulligan_draw(self, board: Board, d: Decision) -> list[int]:
        return [max(range(len(d.options)), key=lambda i: d.options[i].data)]

    # -- the main phase ---------------------------------------------------------------------
    def _main(self, board: Board, d: Decision) -> list[int]:
        if board.view["turn"] != self._turn:
            self._turn, self._actions_this_turn = board.view["turn"], 0
        self._actions_this_turn += 1
        self._can_switch = None  # worked out when a gust asks (:meth:`_switch_left`)
        self._options = d.options
        if self._actions_this_turn > MAIN_ACTIONS_PER_TURN:
            scores = [0.0 if o.data == ["end"] else NEVER for o in d.options]
        else:
            scores = self._main_scores(board, d)
        i = self._best(scores)
        self._last = d.options[i].data
        return [i]

    def _main_scores(self, board: Board, d: Decision) -> list[float]:
        """The score of each option that can be the best; -inf for the others.

        Each kind of option has a cap on its score (:meth:`_main_cap`, most of them a
        constant), so options are scored from the highest cap down until every option left
        is capped below the best score found: the best and its ties are what :meth:`_best`
        reads. A Bench to fill or an evolution to make leaves the Trainers, the retreat
        and the attacks unscored."""
        caps = [self._main_cap(board, o.data) for o in d.options]
        scores = [-math.inf] * len(caps)
        best = -math.inf
        for i in sorted(range(len(caps)), key=caps.__getitem__, reverse=True):
            if caps[i] < best:
                break
            score = scores[i] = self._main_score(board, d.options[i].data)
            best = max(best, score)
        return scores

    def _main_cap(self, board: Board, data: Any) -> float:
        """The highest score :meth:`_main_score` can give the option (cheap to work out)."""
        kind = data[0]
        cap = _MAIN_CAPS.get(kind)
        if cap is not None:
            return cap
        if kind == "trainer":
            card = board.card(data[1])
            return trainer_cap(card) if card else OTHER_ITEM
        if kind == "bench":
            return self._main_score(board, data)  # one look-up
        return NEVER

    def _main_score(self, board: Board, data: Any) -> float:
        kind = data[0]
        if kind == "evolve":
            return EVOLVE
        if kind == "bench":
            card = board.card(data[1])
            bonus = line_strength(card, board.own_ids) / 10_000 if card else 0.0
            early = len(board.me["bench"]) < BENCH_TARGET or (
                card is not None and board.walled_in and board.gets_past(card))
            return (BENCH_EARLY if early else BENCH_LATE) + bonus
        if kind == "energy":
            # the Energy card that pays what a Pokémon in play lacks, the Active's first
            card = board.card(data[1])
            active = board.my_active
            if card is not None and for_a_turn(card) and (
                    active is None or board.attack_missing(active, board.units(card, active))
                    or not _hurts(board, active)):
                # discarded at the end of the turn: only for an attack now, and one that
                # does something (not Hacking, which is passed up for the hand's cards)
                return NEVER
            helps_active = active is not None and self._energy_pays(board, active, card)
            attached = energy_role(card) if card is not None and not card.is_basic_energy else None
            if attached is not None and attached.draws and not board.affordable(
                    attached, urgent=helps_active):
                return NEVER  # it draws when attached: not when the deck cannot spare them
            helps = any(self._energy_pays(board, s, card) for s in board.my_slots)
            if not helps and not self._energy_nearer(board, card):
                # it pays no attack of any Pokémon in play (Colorless Energy where every
                # attack lacks a type, or a type no Energy card of the list provides): kept
                # in hand for the attacker that will need it
                return NEVER
            return ENERGY + 0.5 * helps + 0.25 * helps_active
        if kind == "trainer":
            card = board.card(data[1])
            if card is None:
                return OTHER_ITEM
            # every copy in hand is an option of its own, with the same score
            score = board.trainer_scores.get(card)
            if score is None:
                score = board.trainer_scores[card] = self._trainer_score(board, card)
            return score
        if kind == "stadium_effect":
            return self._stadium_score(board)
        if kind == "retreat":
            return self._switch_score(board, RETREAT_BETTER, retreat=True)
        if kind in ("ability", "zone_ability"):
            return self._ability_score(board, board.ability_role(data), data)
        if kind == "attack":
            active = board.my_active
            value = board.attack_value(active, data[1]) if active else 0.0
            if value <= DECKS_OUT:
                return NEVER  # its draws would empty the deck: passing keeps the game going
            top = board.top(active) if active else None
            price = (attack_text(top.attacks[data[1]]).hand_discards
                     if top is not None and data[1] < len(top.attacks) else 0)
            if price and value < sum(max(0.0, v - SPARE) for v in sorted(
                    _keep_values(board.hand_defs(), board))[:price]):
                # it throws away hand cards worth more than what it does (Hacking with the
                # attacker still to evolve in hand; a spare card costs nothing): passing
                # keeps them to build an attack
                return NEVER
            return ATTACK + value / 10_000
        if kind == "end":
            return END
        return NEVER

    @staticmethod
    def _energy_pays(board: Board, slot: Slot, card: CardDef | None) -> bool:
        """The Energy card pays a unit of the attack ``slot``'s line builds toward, one the
        own list's Energy can complete (Colorless Energy on a Pokémon whose attack also needs
        a type the list lacks pays for nothing: the Energy is lost with it)."""
        return (board.energy_helps(slot, board.units(card, slot)) and not board.unreachable(slot)
                and not board.out_of_reach(slot))

    @staticmethod
    def _energy_nearer(board: Board, card: CardDef | None) -> bool:
        """The Energy card brings some own Pokémon's attack nearer, or pays the Retreat Cost
        of an Active that cannot attack (:meth:`Board.stranded`)."""
        active = board.my_active
        if active is not None and board.stranded(active):
            return True
        return any(board.attack_missing(s, board.units(card, s)) < board.attack_missing(s)
                   for s in board.my_slots)

    def _attack_again(self, board: Board, d: Decision) -> list[int]:
        """A second attack in the turn (Festival Lead): as a main-phase attack is
        judged, so not one whose draws the deck cannot spare (ending the turn instead), nor,
        the turn's attack being made, one that Knocks nothing Out and draws more than the
        deck can spare for the Prizes still needed (:meth:`Board.thin_draw`)."""
        active = board.my_active
        return [self._best([NEVER if active is not None and o.data[0] == "attack"
                            and board.thin_draw(active, o.data[1])
                            else self._main_score(board, o.data) for o in d.options])]

    def _trainer_score(self, board: Board, card: CardDef, last: bool = False) -> float:
        """Its main-phase score (``last``: before counting that the turn ends after it)."""
        kind = card.trainer_kind
        others = len(board.hand) - 1
        role = trainer_role(card)
        if role.ends_turn and not last:
            return _last_thing(self._trainer_score(board, card, True))
        if hand_cost(card) > others or not board.affordable(role, others, board.urgent(role)):
            return NEVER
        if role.deck_cost and (board.no_way or board.hoarding(role)):
            # nothing it can find gets an attack through, or the hand has cards enough:
            # the deck lasts longer
            return NEVER
        if role.devolves_own:
            return NEVER  # an evolution undone is the turns spent on it lost
        if role.energy_back and self._energy_back_pays(board, card):
            return ENERGY_BACK
        if kind == "Pokémon Tool":
            return TOOL
        if kind == "Stadium":
            return STADIUM if board.view.get("stadium") is None or self._stadium_named(
                board, card) else NEVER
        if role.evolve:
            return EVOLVE
        if role.gust:
            return GUST if self._gust_gain(board, role) > GUST_MARGIN else NEVER
        if role.switch:
            return self._switch_score(board, SWITCH_BETTER)
        if role.moves_energy and not role.deck_cost:
            return OTHER_ITEM if self._energy_move(board) is not None else NEVER
        if role.hand_back and board.deck_room() < 0 and role.draws < others:
            # a short deck: the hand goes back, fewer cards come out (the deck-out it puts
            # off comes before what a gust or a draw would gain)
            return DECK_REFILL
        if role.hand_away or role.hand_back:  # a new hand: only for a small or useless one
            return DRAW_SMALL_HAND if others <= SMALL_HAND or board.stuck else NEVER
        if role.pure_draw:
            return DRAW_SMALL_HAND if board.wants_cards() else NEVER
        if role.searches and self._pokemon_only(card) and not self._want_pokemon(board):
            return NEVER  # a Pokémon search (Dawn, Poké Pad) where no Pokémon is wanted
        if kind == "Supporter":
            return SEARCH_SUPPORTER if role.searches else OTHER_ITEM
        if role.searches:
            cost = hand_cost(card)
            if cost and not self._can_spare(board, card, cost):
                return NEVER
            return SEARCH_NEEDED
        return OTHER_ITEM

    @staticmethod
    def _stadium_named(board: Board, card: CardDef) -> bool:
        """An own Pokémon in play has an Ability that works only with this Stadium in play
        ("If Festival Grounds is in play"): it replaces the Stadium in play."""
        return any(card.name in a.text for d in board.my_tops for a in d.abilities)

    @staticmethod
    def _pokemon_only(card: CardDef) -> bool:
        """The card's search finds Pokémon and no other kind of card."""
        text = trainer_text(card).replace("pokémon tool", "tool")
        return "pokémon" in text and not any(
            w in text for w in ("trainer", "energy", "item", "tool", "supporter", "stadium"))

    @staticmethod
    def _energy_back_pays(board: Board, card: CardDef) -> bool:
        """The card puts back into the hand an Energy card of the discard pile that brings an
        own Pokémon's attack nearer, while no Energy card is in hand and an attack lacks some:
        the attack it gets going comes before the cards a draw might find (and where the
        deck holds no Energy any more, it is the only way to attack again)."""
        if not board.energy_short:
            return False
        basic = "basic energy" in trainer_text(card)
        back = {d for r in board.me["discard"] if (d := card_of(r["card"])).is_energy
                and (d.is_basic_energy or not basic)}
        return any(board.attack_missing(s, board.units(d, s)) < board.attack_missing(s)
                   for d in back for s in board.my_slots)

    def _gust_gain(self, board: Board, role: Role) -> float:
        """What bringing up the best opposing Benched Pokémon adds over attacking the Active:
        a Knock Out worth more Prizes, or damage where the Active takes none. A Benched
        attacker counts when it can come in this turn (a retreat left, or the card switches
        too); a card that switches the own Active out as well leaves only them to attack."""
        can_switch = self._switch_left(board)
        switch = can_switch or role.switch
        bench = board.opp.get("bench") or ()
        best = max((board.ko_score(s, switch, stays=not role.switch) for s in bench),
                   default=0.0)
        return best - max(0.0, board.ko_score(board.opp_active, can_switch))

    def _switch_left(self, board: Board) -> bool:
        """At this main-phase decision, a Benched attacker can still come in this turn: a
        retreat is left, or a switch card."""
        if self._can_switch is None:
            self._can_switch = any(o.data[0] == "retreat" for o in self._options) or any(
                o.data[0] == "trainer" and (c := board.card(o.data[1])) is not None
                and trainer_role(c).switch and not trainer_role(c).gust for o in self._options)
        return self._can_switch

    def _gust(self, board: Board, d: Decision) -> list[int]:
        """Bring up the Pokémon the Active (or an attacker that can come in) can Knock Out
        for the most Prizes."""
        slots = [board.slots.get(o.data) for o in d.options]
        stays = not self._switches_out(board)
        return [self._best([board.ko_score(s, True, stays) if s else -1e9 for s in slots])]

    def _switches_out(self, board: Board) -> bool:
        """The main-phase action being carried out switches the own Active out as well as
        bringing up an opposing Pokémon (its own switch comes first or is a must)."""
        card = board.card(self._last[1]) if self._last and self._last[0] == "trainer" else None
        return card is not None and trainer_role(card).gust and trainer_role(card).switch

    def _ability_score(self, board: Board, role: Role, data: list[Any]) -> float:
        """Abilities that take cards from the deck only when the deck can spare them, and
        one that only draws only when the hand is short of cards. One that Knocks Out its
        own Pokémon only for a Knock Out worth at least the Prizes it gives up; one that
        takes its Pokémon out of play only for what else it does (a draw)."""
        if role.self_ko:
            return ABILITY if self._self_ko_gain(board, role, data) else NEVER
        holder = board.slots.get(data[1]) if data[0] == "ability" else None
        if role.back_to_deck and holder is not None and holder is board.my_active:
            # the Active shuffled into the deck is a switch (a Benched Pokémon comes in),
            # and its cards back in the deck pay for the draws
            back = len(holder["cards"]) + len(holder["energy"]) + len(holder.get("tools", ()))
            if board.me["bench"] and role.deck_cost - back <= max(0, board.deck_room()):
                # its draws are a gain for a short hand; with more cards in hand they are a
                # cost, paid for a Pokémon a unit from attacking only
                return self._switch_score(board, ABILITY,
                                          costly=len(board.hand) > HAND_ENOUGH)
            return NEVER
        if role.leaves and not role.helps:
            return NEVER
        if role.switch and not role.deck_cost:  # it switches the Active: only when that pays
            return self._switch_score(board, ABILITY)
        if role.accel and not any(board.energy_need(s) > 0 for s in board.my_slots):
            return NEVER  # more Energy where every attack is paid for is Energy lost to a KO
        if not board.affordable(role, urgent=board.urgent(role)) or (
                role.deck_cost and (board.no_way or board.hoarding(role))):
            return NEVER
        if role.pure_draw and not board.wants_cards():
            return NEVER
        return _last_thing(ABILITY) if role.ends_turn else ABILITY

    @staticmethod
    def _self_ko_gain(board: Board, role: Role, data: list[Any]) -> bool:
        """Its damage counters Knock Out an opposing Pokémon (now, or with the Active's attack
        this turn) worth at least the Prizes its own Pokémon gives up, and the opponent does
        not take their last Prize cards from it."""
        holder = board.slots.get(data[1]) if data[0] == "ability" else None
        top = board.top(holder) if holder else None
        given = prize_value(top) if top else 1
        if board.opp["prize_count"] <= given:
            return False
        taken = max((board.hit_value(s, 10 * role.counters, with_attack=True, counters=True)
                     for s in board.opp_slots), default=0.0)
        return taken >= KO_VALUE * given - 1  # (less the tie-break hit_value takes off)

    def _counter_target(self, board: Board, d: Decision) -> list[int]:
        """Damage counters or damage on opposing Pokémon: where they Knock Out the most
        Prizes, else where they bring a Knock Out nearest (own Pokémon: the first ones)."""
        slots = [board.slots.get(o.data) for o in d.options]
        if not all(s is not None and s["slot"] not in board.mine for s in slots):
            return self._default(board, d)
        m = _AMOUNT.search(d.prompt)
        amount, counters = 0, "counter" in d.prompt.lower()
        if m is not None:
            n_counters = m[1] or m[2]
            amount = 10 * int(n_counters) if n_counters else int(m[3])
            counters = bool(n_counters)
        with_attack = self._last is not None and self._last[0] != "attack"  # attack still to come
        scores = [board.hit_value(s, amount, with_attack, counters) if s else -1e9 for s in slots]
        return self._top_k(scores, max(d.min, min(d.max, 1)))

    _damage_target = _counter_target

    def _stadium_score(self, board: Board) -> float:
        stadium = board.view.get("stadium")
        card = board.card(stadium["id"]) if stadium else None
        role = trainer_role(card) if card else Role()
        if not role.helps or not board.affordable(role):
            return NEVER  # an effect with nothing to gain can loop a stalled game forever
        if role.pure_draw and not board.wants_cards():
            return NEVER
        if role.searches and not role.draws and card is not None and self._pokemon_only(
                card) and not self._want_pokemon(board):
            return NEVER  # a Pokémon search where no Pokémon is wanted (Lumiose City)
        score = self._switch_score(board, SWITCH_BETTER) if role.switch else ABILITY
        return _last_thing(score) if role.ends_turn else score

    def _want_pokemon(self, board: Board) -> bool:
        """A Pokémon search helps: a thin Bench, or a Basic in play without its evolution."""
        if len(board.me["bench"]) < BENCH_TARGET - 1:
            return True
        if board.walled_in and len(board.me["bench"]) < BENCH_SIZE and any(
                d.is_basic_pokemon and board.gets_past(d) for d in board.unseen_cards):
            return True  # a Pokémon whose attack gets through the opposing Active's wall
        in_hand = {d.evolves_from for d in board.hand_cards if d.is_pokemon}
        ids = board.own_ids
        return any(name not in in_hand and evolves_in(name, ids) for name in board.names_in_play())

    @staticmethod
    def _can_spare(board: Board, played: CardDef, cost: int) -> bool:
        """The hand, less the card played, holds ``cost`` cards that could be discarded
        without loss: surplus Energy and duplicates (more of them when the hand is
        :attr:`Board.stuck`, which is asked only when it decides). Kept for this view: every
        copy of the card in hand is an option."""
        values = board.keep_values.get(played)
        if values is None:
            hand = board.hand_defs()
            # by identity (a card id has one CardDef): ``list.remove`` would compare the
            # cards before it field by field
            k = next((k for k, h in enumerate(hand) if h is played), None)
            if k is None:
                hand.remove(played)
            else:
                del hand[k]
            values = board.keep_values[played] = _keep_values(hand, board)
        if sum(1 for v in values if v <= SPARE) >= cost:
            return True
        return board.stuck and sum(1 for v in values if v <= SPARE_STUCK) >= cost

    def _switch_score(self, board: Board, score: float, retreat: bool = False,
                      costly: bool = False) -> float:
        """Retreat or switch only when a Benched Pokémon can attack harder than the Active,
        or, where nobody can attack, for one nearer to attacking: by a retreat that discards
        Energy, or a switch that costs cards of the deck (``costly``: an Ability that draws
        and shuffles the Active into the deck), only for one a unit from attacking (Energy
        paid to bring in a Pokémon that still cannot attack is an attachment lost, and a
        list with few Energy cards runs out of attacks; cards drawn for it bring the deck-out
        nearer, and the Active evolved again in its place asks again)."""
        pays = board.switch_pays
        if pays is None:
            pays = board.switch_pays = self._switch_pays(board)
        if pays == _MAKES_WAY and (costly or (retreat and self._retreat_discards(board))) and min(
                board.attack_missing(s) for s in board.me["bench"]) > 1:
            return NEVER
        return score if pays else NEVER

    @staticmethod
    def _retreat_discards(board: Board) -> bool:
        """Retreating the own Active discards Energy: it has some, and a Retreat Cost that an
        attached card (Air Balloon) does not take away."""
        active = board.my_active
        top = board.top(active) if active else None
        if active is None or not active["energy"] or top is None:
            return False
        return top.retreat > sum(retreat_less(r["card"]) for r in active.get("tools", ()))

    @staticmethod
    def _switch_pays(board: Board) -> int:
        """_ATTACKS: a Benched Pokémon attacks harder than the Active; _MAKES_WAY: nobody can
        attack, and a Benched Pokémon is nearer to attacking; 0: neither."""
        active = board.my_active
        if active is None or not board.me["bench"]:
            return 0
        best_bench = max(board.best_attack_value(s) for s in board.me["bench"])
        here = board.best_attack_value(active)
        if best_bench > max(here, 0.0):
            return _ATTACKS  # (not for one that cannot attack either: an Active whose attack
            # would empty the deck retreats into nothing, turn after turn)
        # nobody can attack yet: the Active makes way for one that is nearer to attacking (a
        # Pokémon whose Energy can never pay its attacks would otherwise stall the game)
        # (never for one the opposing Active walls off: it does no more than the Active)
        walled = here <= 0 and board.walled(active)
        missing = board.attack_missing(active)
        if not walled and (missing <= 0 or best_bench > 0):
            return 0
        through = [s for s in board.me["bench"] if not board.walled(s)]
        if walled and any(board.attack_missing(s) == 0 and board.best_attack_value(s) > DECKS_OUT
                          for s in through):
            # an Active whose attacks the opposing Active takes nothing from (Cornerstone
            # Stance against a Pokémon with an Ability) makes way for one whose attack gets
            # through, even where that attack's worth is not known (Seek Inspiration)
            return _MAKES_WAY
        # (where the Active and every Benched Pokémon are walled off alike, the nearest to
        # attacking all the same: the opposing Active may change)
        pool = through or (board.me["bench"] if walled else ())
        if missing > 0 and best_bench <= 0 and pool and min(
                map(board.attack_missing, pool)) < missing:
            return _MAKES_WAY
        return 0

    # -- follow-ups: which Pokémon ----------------------------------------------------------------
    def _target(self, board: Board, d: Decision) -> list[int]:
        slots = [board.slots.get(o.data) for o in d.options]
        last = self._last[0] if self._last else None
        if d.prompt.startswith("Attach") and "Energy" in d.prompt:
            last = "energy"  # an Ability or Trainer that attaches Energy: the same choice
        scores = [self._target_score(board, s, last) if s else 0.0 for s in slots]
        return [self._best(scores)]

    def _target_score(self, board: Board, slot: Slot, last: str | None) -> float:
        is_active = slot is board.my_active
        if slot["slot"] not in board.mine:  # an opposing Pokémon: the one closest to a KO
            return -board.remaining_hp(slot)
        top = board.top(slot)
        strength = line_strength(top, board.own_ids) if top else 0.0
        if last == "energy":
            # toward the attack it will use: the strongest Pokémon already in play that still
            # lacks Energy (an evolved attacker over the Basic in front of it), the Active a
            # little first, more when this Energy lets it attack now
            etype = self._attaching(board, slot)
            card = self._attaching_card(board)
            if not is_active and card is not None and for_a_turn(card):
                return 0.0  # discarded at the end of the turn: for the Active's attack
            if is_active and top is not None and board.stranded(slot):
                return 3_000.0  # the Energy that pays the retreat to a Benched attacker comes first
            if (not board.energy_helps(slot, etype) or board.unreachable(slot)
                    or board.out_of_reach(slot)):
                # it pays no unit the best attack lacks: where it brings any attack nearer
                nearer = board.attack_missing(slot, etype) < board.attack_missing(slot)
                return (500.0 if nearer else 0.0) + (50.0 if is_active else 0.0) + strength / 10_000
            # a Pokémon the opposing Active takes no damage from is no attacker for now, and
            # another is worth the share of the opposing Pokémon it can hurt (one whose damage
            # counters most of them shrug off, or that most of them shield against, is worth
            # as much less: the Energy goes to the attacker whose damage gets through)
            own = (0.0 if top is None or board.walled(slot) or board.unreachable(slot)
                   else pokemon_strength(top) * board.reach(slot))
            now = 0.0
            if is_active and top is not None and board.energy_need(slot) == 1:
                # the attack it lets the Active use now, the more it does the more so
                value = max((board.attack_value(slot, i) for i, a in enumerate(top.attacks)
                             if tuple(t for t in a.cost if t != "Free") == wanted_cost(top, board.own_ids)),
                            default=0.0)
                now = ACTIVE_ATTACKS_NOW * min(1.0, max(0.0, value) / USEFUL_HIT)
            elif not is_active and top is not None and self._switch_left(board):
                # a Benched Pokémon this Energy lets attack harder than the Active can comes
                # in this turn (a retreat or a switch is left): it is the attacker now
                value = board.attack_value_with(slot, etype)
                active = board.my_active
                there = 0.0 if active is None else max(
                    board.best_attack_value(active),
                    board.attack_value_with(active, self._attaching(board, active)))
                if value > max(there, 0.0):
                    now = ACTIVE_FIRST + ACTIVE_ATTACKS_NOW * min(1.0, value / USEFUL_HIT)
            if is_active and now <= 0 and board.doomed(slot):
                # it cannot attack this turn and the opposing Active Knocks it Out next turn:
                # the Energy goes to the discard pile with it, and the Bench's attacker lacks it
                return 500.0 + strength / 10_000
            # the one it completes soonest first: Energy split over two attackers pays neither
            soon = -COMPLETE_FIRST * board.energy_need(slot)
            return (1_000.0 + own + (ACTIVE_FIRST if is_active else 0.0) + now + soon
                    + strength / 100)
        if last == "evolve":
            return (1_000.0 if is_active else 0.0) + len(slot["energy"])
        return (1_000.0 if is_active else 0.0) + len(slot["energy"]) + strength / 10_000

    def _attaching(self, board: Board, slot: Slot) -> tuple[str, ...] | None:
        """The units the Energy card being attached from the hand provides on ``slot`` (None:
        not known)."""
        return board.units(self._attaching_card(board), slot)

    def _attaching_card(self, board: Board) -> CardDef | None:
        """The Energy card being attached from the hand (None: not known)."""
        if self._last and self._last[0] == "energy":
            return board.card(self._last[1])
        return None

    def _promote(self, board: Board, d: Decision) -> list[int]:
        """The Pokémon most ready to fight: usable attack, then nearest to attacking, then one
        the opposing Active does not wall off, then Energy, then HP."""
        keys = [board.readiness(board.slots[o.data]) if o.data in board.slots
                else (0.0, -99, False, 0, 0) for o in d.options]
        best = max(keys)
        return [keys.index(best)]

    _switch = _promote

    # -- follow-ups: which cards -------------------------------------------------------------------
    def _search(self, board: Board, d: Decision) -> list[int]:
        labels = [o.label for o in d.options]
        by_label: dict[str, float] = {}  # the copies of a card in the deck: one score
        for label in dict.fromkeys(labels):
            card = alike_printings(label) or board.named(label)
            by_label[label] = self._search_value(board, card) if card else 1.0
        scores = list(map(by_label.__getitem__, labels))
        # the best first, ties in the options' order (a stable sort, reversed or not)
        order = sorted(range(len(scores)), key=scores.__getitem__, reverse=True)
        picked_names: dict[str, int] = {}
        out: list[int] = []
        # an "up to" search takes what is needed when the deck is short, or the hand holds
        # more cards than it can use: each card taken is a turn less before the deck runs out
        room = 0 if len(board.hand) > HAND_PLENTY else board.deck_room()
        for i in order:  # diminishing value for a second copy of the same card
            if len(out) >= d.max:
                break
            label = labels[i]
            copies = picked_names.get(label, 0)
            value = scores[i] - 30 * copies
            if len(out) >= room:
                value -= SHORT_DECK_BAR
            if value > 0 or len(out) < d.min:
                out.append(i)
                picked_names[label] = copies + 1
        return out

    def _search_value(self, board: Board, card: CardDef) -> float:
        hand = board.hand_cards
        in_play = board.names_in_play()
        if card.is_pokemon:
            if board.walled_in and board.gets_past(card) and (
                    card.is_basic_pokemon or card.evolves_from in in_play):
                return 120.0  # the only way through the opposing Active's wall
            if card.evolves_from and card.evolves_from in in_play:
                have = sum(1 for h in hand if h.name == card.name)
                return 100.0 - 40 * have + pokemon_strength(card) / 1000  # the stronger stage first
            if card.is_basic_pokemon:
                wanted = len(board.me["bench"]) < BENCH_TARGET
                return (80.0 if wanted else 40.0) + line_strength(card, board.own_ids) / 10_000
            return 60.0
        if card.is_trainer:
            kind = card.trainer_kind
            has_kind = any(h.trainer_kind == kind for h in hand)
            if kind == "Supporter":
                return (55.0 if trainer_role(card).draws else 45.0) - (25 if has_kind else 0)
            if kind == "Stadium":
                return 5.0 if board.view.get("stadium") or has_kind else 35.0
            if kind == "Pokémon Tool":
                return 10.0 if has_kind else 35.0
            return 45.0 if trainer_role(card).deck_cost else 30.0
        # Energy: above every other card for an Active that can neither attack nor retreat
        return 110.0 if board.energy_wanted else 30.0

    def _choose_cards(self, board: Board, d: Decision) -> list[int]:
        """Cards back from the own discard pile (Super Rod, Night Stretcher): as many as
        allowed, the most useful first; each card back is a turn more before the deck runs
        out. Cards that must leave the own hand: the least useful. Anything else: the first
        ones."""
        discard = {r["id"] for r in board.me["discard"]}
        defs = [board.card(o.data) for o in d.options]
        if all(o.data in discard for o in d.options):
            values = _keep_values(defs, board)
            if board.energy_short:
                # no Energy in hand while an attack still lacks some: the first Energy back
                # is what gets an attack going (before another Pokémon to evolve)
                first = next((i for i, c in enumerate(defs) if c is not None and c.is_energy),
                             None)
                if first is not None:
                    values[first] = ENERGY_WANTED
            return self._top_k(values, d.max)
        hand = {r["id"] for r in board.me["hand"]}
        if d.min and d.min == d.max and all(o.data in hand for o in d.options):
            # cards that must leave the hand (an attack's discard, "your opponent discards a
            # card"): the ones worth least to keep, not the first ones
            return self._top_k([-v for v in _keep_values(defs, board)], d.min)
        return self._default(board, d)

    def _may(self, board: Board, d: Decision) -> list[int]:
        """ "You may …": yes, unless it draws or searches a deck that cannot spare cards.
        "Use <Ability>?" (an Ability that triggers, such as one that draws when its Pokémon
        evolves) is judged by the Ability's role as a main-phase Ability is: only what the
        deck can spare, and a draw only when the hand wants cards."""
        yes = next((i for i, o in enumerate(d.options) if o.data is True), 0)
        no = next((i for i, o in enumerate(d.options) if o.data is False), yes)
        role = self._triggered_role(board, d.prompt)
        if role is not None:
            if not board.affordable(role) or (role.pure_draw and not board.wants_cards()):
                return [no]
            return [yes]
        prompt = d.prompt.lower()
        takes = any(w in prompt for w in ("draw", "search", "look at the top"))
        if takes and board.deck_room() <= 0:
            return [no]
        return [yes]

    @staticmethod
    def _triggered_role(board: Board, prompt: str) -> Role | None:
        """The role of the own Ability a "Use <name> (<Pokémon>)?" prompt asks about (None:
        the prompt names no Ability of a Pokémon in play)."""
        m = _USE_ABILITY.match(prompt)
        if m is None:
            return None
        for slot in board.my_slots:
            top = board.top(slot)
            for a in top.abilities if top else ():
                if a.name == m[1]:
                    return ability_role(a)
        return None

    def _copy_attack(self, board: Board, d: Decision) -> list[int]:
        """Which attack to use as this attack (Night Joker, a copied opposing attack): the one
        that does the most to the opposing Active, as the attacking Pokémon uses it ("None",
        where allowed, is worth nothing)."""
        active = board.my_active
        me = board.top(active) if active else None
        if me is None:
            return self._default(board, d)
        sources = [board.top(s) for s in (*board.me["bench"], board.opp_active) if s]
        discard = board.me["discard"]
        if discard:  # the deck's top card just discarded (Seek Inspiration)
            sources.append(card_of(discard[-1]["card"]))
        by_name = {a.name: a for top in sources if top for a in top.attacks}
        scores = []
        for o in d.options:
            a = by_name.get(o.data) if isinstance(o.data, str) else None
            scores.append(-1.0 if a is None and o.data is not None
                          else 0.0 if a is None
                          else board.estimate(me, a, board.opp_active, active))
        return [self._top_k(scores, 1)[0]]

    def _discard(self, board: Board, d: Decision) -> list[int]:
        """Pay a discard cost with surplus Energy and duplicates first."""
        defs = [board.card(o.data) or board.named(o.label) for o in d.options]
        return self._top_k([-v for v in _keep_values(defs, board)], d.min)

    def _energy_cost(self, board: Board, d: Decision) -> list[int]:
        """Discard basic Energy before special Energy (which usually does more)."""
        scores = []
        for o in d.options:
            card = board.card(o.data)
            scores.append(1.0 if card is None or card.is_basic_energy else 0.0)
        return self._top_k(scores, d.min)

    _retreat_cost = _energy_cost
    _discard_energy = _energy_cost

    @staticmethod
    def _energy_move(board: Board) -> tuple[Slot, Slot] | None:
        """The own Pokémon an Energy is best moved from and the one it is best moved to, when
        that helps: it is spare where it is (:meth:`Board.spare_energy`), and the other
        still lacks Energy for an attack that can hurt the opposing Active (None: no such
        move, and moving one is Energy taken from where it works)."""
        sources = [s for s in board.my_slots if s["energy"] and board.spare_energy(s) >= 50]
        if not sources:
            return None
        src = max(sources, key=board.spare_energy)
        needy = [s for s in board.my_slots if s is not src and board.energy_need(s) > 0
                 and not board.walled(s) and not board.unreachable(s)]
        if not needy:
            return None
        dst = max(needy, key=lambda s: (s is board.my_active, -board.energy_need(s)))
        return src, dst

    def _move_energy(self, board: Board, d: Decision) -> list[int]:
        """Own Energy moved between own Pokémon: from where it is spare to where an attack
        needs it ("none" when no move helps and none is a must); Energy moved onto an
        opponent's Pokémon: onto the weakest."""
        datas = [o.data for o in d.options]
        if not datas:
            return self._default(board, d)
        if d.prompt.endswith("to which Pokémon?"):  # the Pokémon, by slot
            if all(isinstance(x, int) and x in board.slots for x in datas):
                slots = [board.slots[x] for x in datas]
                if all(s["slot"] in board.mine for s in slots):
                    return [self._best([self._target_score(board, s, "energy") for s in slots])]
                return [self._best([-self._strength(board, s) for s in slots])]
        elif not all(isinstance(x, list) and len(x) == 2 for x in datas):
            pass  # Energy cards of one Pokémon: as before
        elif "Attacking Pokémon" in d.prompt:
            # [Energy card, Pokémon]: the opponent's Energy onto one of their Benched Pokémon
            if all(x[1] in board.slots and x[1] not in board.mine for x in datas):
                return [self._best([-self._strength(board, board.slots[x[1]]) for x in datas])]
        elif all(x[0] in board.mine for x in datas):  # [Pokémon, Energy card], own ones
            if d.min == 0 and self._energy_move(board) is None:
                return []
            return [self._best([board.spare_energy(board.slots[x[0]]) for x in datas])]
        return self._default(board, d)

    @staticmethod
    def _strength(board: Board, slot: Slot) -> float:
        top = board.top(slot)
        return line_strength(top) if top else 0.0

    def _attach(self, board: Board, d: Decision) -> list[int]:
        """Energy onto which Pokémon: the one that lacks it most usefully (as an Energy
        from the hand); other "you may attach" choices: as many as allowed."""
        if d.max == 1 and d.options and all(o.data in board.slots for o in d.options):
            scores = [self._target_score(board, board.slots[o.data], "energy") for o in d.options]
            return [self._best(scores)]
        return list(range(d.max))

    def _prize(self, board: Board, d: Decision) -> list[int]:
        return list(range(d.min))  # face down: any are as good


def _hurts(board: Board, slot: Slot) -> bool:
    """Some attack of ``slot`` is worth something against the opposing Active now."""
    top = board.top(slot)
    return top is not None and any(board.attack_value(slot, i) > 0
                                   for i in range(len(top.attacks)))


def _last_thing(score: float) -> float:
    """The score of an effect after which the turn ends (Lumiose City's search): taken only
    where the turn would end anyway, after everything else and never before an attack."""
    return min(score, END + 0.5)


def _keep_values(defs: Sequence[CardDef | None], board: Board) -> list[float]:
    """How much each card in hand is worth keeping (for paying discard costs).

    Second copies are worth less than first ones, so duplicates go before singles;
    Energy beyond the first is the cheapest card to lose.
    """
    seen: dict[str, int] = {}  # not a Counter: a name not there yet is a Python call
    in_play = board.names_in_play()
    fuel = board.energy_from_discard()
    # the Pokémon an evolution card in hand evolves from, where none is in play to evolve
    awaited = {h.evolves_from for h in board.hand_cards if h.evolves_from} - in_play
    out = []
    for d in defs:
        if d is None:
            out.append(50.0)
            continue
        if d.is_basic_energy and fuel:
            value = SPARE / 4  # discarded, it is attached again from the discard pile
        elif d.is_energy:
            value = 40.0 if d.name not in seen else SPARE / 2
        elif d.is_pokemon:
            if d.evolves_from and d.evolves_from in in_play:
                value = 90.0
            elif d.name in awaited:
                value = 80.0  # without it the evolution in hand is a dead card
            else:
                value = 70.0 if len(board.me["bench"]) < BENCH_TARGET else 45.0
        elif d.trainer_kind == "Supporter":
            value = 60.0
        else:
            value = 35.0
        copies = seen.get(d.name, 0)
        if copies and not d.is_energy:
            value /= 2
        seen[d.name] = copies + 1
        out.append(value)
    return out
