"""A tcgsim Pokémon decision as the competition engine shows it: ``{"select", "current", "logs"}``.

Everything comes from what :meth:`tcgsim.pokemon.Game.view` shows the deciding seat and the
pending decision, nothing else: an observation never holds a card that seat may not see.
Each tcgsim option becomes one competition option, in the same order, so the agent's answer
(a list of option indices) is a tcgsim answer as it is. ``docs/kaggle.md`` lists where the
two engines differ.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tcgsim.core.decision import Decision, Option
from tcgsim.kaggle import schema as K
from tcgsim.kaggle.ids import UNKNOWN_ID, id_table
from tcgsim.pokemon import card_db
from tcgsim.pokemon.model.carddb import fold

Ref = dict[str, Any]  # a card in a view: {"id": card number, "card": card id, "name": ...}

#: decision kind -> (select type, context). Kinds not here: by their options' shape.
KINDS: dict[str, tuple[int, str]] = {
    "main": (K.SELECT_NONE, "Main"),
    "setup_active": (K.SELECT_CARD, "SetupActivePokemon"),
    "setup_bench": (K.SELECT_CARD, "SetupBenchPokemon"),
    "promote": (K.SELECT_CARD, "ToActive"),
    "switch": (K.SELECT_CARD, "Switch"),
    "gust": (K.SELECT_CARD, "Switch"),
    "search": (K.SELECT_CARD, "ToHand"),
    "to_hand": (K.SELECT_CARD, "ToHand"),
    "look": (K.SELECT_CARD, "Look"),
    "choose_cards": (K.SELECT_CARD, "ToHand"),
    "prize": (K.SELECT_CARD, "ToHand"),
    "discard": (K.SELECT_CARD, "Discard"),
    "to_deck": (K.SELECT_CARD, "ToDeck"),
    "order": (K.SELECT_CARD, "ToDeck"),
    # the competition's AttachFrom asks for the Pokémon a card is attached to (its AttachTo
    # for the cards to attach): read so from its observations
    "attach": (K.SELECT_CARD, "AttachFrom"),
    "target": (K.SELECT_CARD, "EffectTarget"),
    "choose_pokemon": (K.SELECT_CARD, "EffectTarget"),
    "counter_target": (K.SELECT_CARD, "DamageCounter"),
    "move_energy": (K.SELECT_ATTACHED_CARD, "SwitchEnergy"),
    "retreat_cost": (K.SELECT_ATTACHED_CARD, "DiscardEnergy"),
    "discard_energy": (K.SELECT_ATTACHED_CARD, "DiscardEnergy"),
    "pay_energy": (K.SELECT_ATTACHED_CARD, "DiscardEnergy"),
    "first": (K.SELECT_YES_NO, "IsFirst"),
    "may": (K.SELECT_YES_NO, "Activate"),
    "agree": (K.SELECT_YES_NO, "Activate"),
    "mulligan_draw": (K.SELECT_COUNT, "DrawCount"),
    "count": (K.SELECT_COUNT, "DrawCount"),
    "how_many": (K.SELECT_COUNT, "DrawCount"),
    "choose_attack": (K.SELECT_ATTACK, "Attack"),
    "copy_attack": (K.SELECT_ATTACK, "Attack"),
    "trigger_order": (K.SELECT_SKILL, "SkillOrder"),
    "checkup_order": (K.SELECT_SKILL, "SkillOrder"),
}
#: kinds whose option data is a Pokémon in play (a slot id), not a card number
SLOT_KINDS = frozenset({"promote", "switch", "gust", "attach", "target", "choose_pokemon",
                        "counter_target"})
#: kinds that offer cards from the deck: the competition lists them in ``select["deck"]``
DECK_KINDS = frozenset({"search", "to_hand", "look", "choose_cards", "order"})
#: a card's place: (area, index, owner)
Place = tuple[int, int, int]


class Board:
    """Where each card and Pokémon of a view is, and the competition ids of its cards."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me: int = view["you"]
        self.table = id_table()
        self.cards: dict[int, Place] = {}
        self.slots: dict[int, Place] = {}
        self.slot_labels: dict[int, str] = {}  # as tcgsim labels a Pokémon in play
        self.energy: dict[int, tuple[Place, int]] = {}  # card number -> its Pokémon, index
        self.tools: dict[int, tuple[Place, int]] = {}
        self.known: dict[int, str] = {}  # card number -> card id, for every card seen
        self.first = first = view["players"][0]["card_count"]
        own = view["players"][self.me]["deck_list"] or []
        for i, card in enumerate(own):  # a player knows the cards they brought
            self.known[i + (first if self.me == 1 else 0)] = card
        for p, pl in enumerate(view["players"]):
            for i, ref in enumerate(pl["hand"] or []):
                self._see(ref, (K.AREA_HAND, i, p))
            for i, ref in enumerate(pl["discard"]):
                self._see(ref, (K.AREA_DISCARD, i, p))
            for place, slot in self._in_play(p):
                self.slots[slot["slot"]] = place
                where = "Active" if place[0] == K.AREA_ACTIVE else "Bench"
                self.slot_labels[slot["slot"]] = f"{slot['name']} ({where})"
                for ref in slot["cards"]:
                    self._see(ref, place)
                for k, ref in enumerate(slot["energy"]):
                    self._see(ref, place)
                    self.energy[ref["id"]] = (place, k)
                for k, ref in enumerate(slot["tools"]):
                    self._see(ref, place)
                    self.tools[ref["id"]] = (place, k)

    def _see(self, ref: Ref, place: Place) -> None:
        self.cards.setdefault(ref["id"], place)
        self.known[ref["id"]] = ref["card"]

    def _in_play(self, p: int) -> Iterator[tuple[Place, dict[str, Any]]]:
        pl = self.view["players"][p]
        if pl["active"] and "slot" in pl["active"]:
            yield (K.AREA_ACTIVE, 0, p), pl["active"]
        for i, slot in enumerate(pl["bench"]):
            if "slot" in slot:  # the opponent's face-down Pokémon during setup: nothing to find
                yield (K.AREA_BENCH, i, p), slot

    def is_slot(self, o: Option) -> bool:
        """Whether an option names a Pokémon in play (its data a slot id), not a card: option
        data are both plain numbers, so the option's label, which tcgsim writes as the
        Pokémon's "Name (Active)" or "Name (Bench)", tells them apart."""
        return (isinstance(o.data, int) and o.data in self.slots
                and o.label.endswith(self.slot_labels[o.data]))

    def names_card(self, o: Option) -> bool:
        """Whether an option whose data is a number is a card: its label names that card
        ("Super Rod"; "Darkness Energy" for a Basic Darkness Energy), unless the card is not
        one this seat can know. A choice between texts or numbers has other labels."""
        card = self.known.get(o.data)
        if card is None:
            return True
        name, label = fold(card_db().get(card).name), fold(o.label)
        return label in name or name in label

    def owner(self, number: int) -> int:
        """Whose card a card number is: player 0's cards come first."""
        return 0 if number < self.first else 1

    def cabt_id(self, number: int) -> int:
        card = self.known.get(number)
        return UNKNOWN_ID if card is None else self.table.cabt_id(card)

    def card(self, ref: Ref, owner: int) -> dict[str, Any]:
        return {"id": self.table.cabt_id(ref["card"]), "serial": ref["id"], "playerIndex": owner}

    def pokemon(self, slot: dict[str, Any], owner: int) -> dict[str, Any]:
        db = card_db()
        top = slot["cards"][-1]
        return {
            **self.card(top, owner),
            "hp": max(0, slot["hp"] - slot["damage"]),
            "maxHp": slot["hp"],
            "appearThisTurn": slot["played_turn"] == self.view["turn"],
            "energies": [K.ENERGY_TYPES.get(db.get(e["card"]).energy_type or "Colorless", 0)
                         for e in slot["energy"]],
            "energyCards": [self.card(e, owner) for e in slot["energy"]],
            "tools": [self.card(t, owner) for t in slot["tools"]],
            "preEvolution": [self.card(c, owner) for c in slot["cards"][:-1]],
        }


def current(board: Board, wins: tuple[int, int] = (0, 0), draws: int = 0) -> dict[str, Any]:
    """``current``: the turn, whose decision it is, this turn's flags and both players' sides."""
    v, me = board.view, board.me
    tf = v["turn_flags"]
    players = []
    for p, pl in enumerate(v["players"]):
        active = pl["active"] if pl["active"] and "slot" in pl["active"] else None
        conds = set(active["conditions"]) if active else set()
        # the opponent's face-down Pokémon during setup: None, as the competition shows them
        face_up = {r["id"]: r for r in v.get("face_up_prizes", [[], []])[p]}
        players.append({
            "active": [board.pokemon(active, p) if active else None] if pl["active"] else [],
            "bench": [board.pokemon(b, p) if "slot" in b else None for b in pl["bench"]],
            "benchMax": 5,
            "deckCount": pl["deck_count"],
            "discard": [board.card(r, p) for r in pl["discard"]],
            # a face-up Prize card shows; tcgsim does not say which of the Prize cards it is
            "prize": [board.card(r, p) for r in face_up.values()]
                     + [None] * (pl["prize_count"] - len(face_up)),
            "handCount": pl["hand_count"],
            "hand": [board.card(r, p) for r in pl["hand"]] if p == me else None,
            **{c: c in conds for c in ("poisoned", "burned", "asleep", "paralyzed", "confused")},
            "win": wins[p],
        })
    return {
        "turn": v["turn"],
        "turnActionCount": 0,
        "yourIndex": me,
        "firstPlayer": v["first"],
        "supporterPlayed": bool(tf.get("supporter")),
        "stadiumPlayed": bool(tf.get("stadium")),
        "energyAttached": bool(tf.get("energy")),
        "retreated": bool(tf.get("retreat")),
        "result": -1,
        "draw": draws,
        "round": wins[0] + wins[1] + draws + 1,
        "stadium": [board.card(v["stadium"], board.owner(v["stadium"]["id"]))] if v["stadium"] else [],
        "looking": None,
        "players": players,
    }


def _place_option(kind: int, place: Place, **extra: Any) -> dict[str, Any]:
    area, index, owner = place
    return {"type": kind, "area": area, "index": index, "playerIndex": owner, **extra}


def main_option(board: Board, data: list[Any], view: dict[str, Any]) -> dict[str, Any]:
    """One action of the main step (``tcgsim.pokemon.rules.actions.main_options``)."""
    what = data[0]
    if what in ("bench", "trainer"):
        return {"type": K.OPT_PLAY, "index": board.cards[data[1]][1]}
    if what in ("energy", "evolve"):  # the Pokémon is asked next, not named in the option
        kind = K.OPT_ATTACH if what == "energy" else K.OPT_EVOLVE
        return {"type": kind, "area": K.AREA_HAND, "index": board.cards[data[1]][1],
                "inPlayArea": None, "inPlayIndex": None}
    if what == "ability":
        area, index, _ = board.slots[data[1]]
        return {"type": K.OPT_ABILITY, "area": area, "index": index}
    if what == "stadium_effect":
        return {"type": K.OPT_ABILITY, "area": K.AREA_STADIUM, "index": 0}
    if what == "discard_from_play":
        area, index, _ = board.slots[data[1]]
        return {"type": K.OPT_DISCARD, "area": area, "index": index}
    if what == "retreat":
        return {"type": K.OPT_RETREAT}
    if what == "attack":
        active = view["players"][board.me]["active"]
        cabt = board.table.cabt_id(active["cards"][-1]["card"])
        ids = board.table.attacks.get(cabt, ())
        return {"type": K.OPT_ATTACK, "attackId": ids[data[1]] if data[1] < len(ids) else -1,
                "attackIndex": data[1]}
    return {"type": K.OPT_END}


def pair_option(board: Board, d: Decision, data: list[Any]) -> dict[str, Any] | None:
    """An option naming a card and a Pokémon: ``[slot, attached card]`` (an Energy or a Tool
    on it), ``[None, Stadium]``, or ``[card in hand, slot]`` (evolve or attach onto it)."""
    a, b = data
    if a in board.slots and b in board.energy:
        place, k = board.energy[b]
        return _place_option(K.OPT_ENERGY_CARD, place, energyIndex=k)
    if a in board.slots and b in board.tools:
        place, k = board.tools[b]
        return _place_option(K.OPT_TOOL_CARD, place, toolIndex=k)
    if a is None and board.view["stadium"] and board.view["stadium"]["id"] == b:
        return _place_option(K.OPT_CARD, (K.AREA_STADIUM, 0, board.owner(b)))
    if b in board.slots and board.cards.get(a, (0,))[0] == K.AREA_HAND:
        area, index, _ = board.slots[b]
        return {"type": K.OPT_EVOLVE if d.kind == "evolve" else K.OPT_ATTACH,
                "area": K.AREA_HAND, "index": board.cards[a][1],
                "inPlayArea": area, "inPlayIndex": index}
    return None


def option(board: Board, d: Decision, i: int, o: Option, deck: list[int]) -> dict[str, Any]:
    """One tcgsim option as a competition option."""
    data = o.data
    if d.kind == "main":
        return main_option(board, data, board.view)
    if isinstance(data, bool) or d.kind == "first":
        return {"type": K.OPT_YES if data in (True, "first") else K.OPT_NO}
    if d.kind == "prize" and isinstance(data, int):
        return _place_option(K.OPT_CARD, (K.AREA_PRIZE, data, board.me))
    if board.is_slot(o) or (d.kind in SLOT_KINDS and isinstance(data, int)
                            and data in board.slots):
        return _place_option(K.OPT_CARD, board.slots[data])
    if isinstance(data, int) and board.names_card(o):
        if d.kind not in DECK_KINDS:
            for attached, kind, key in ((board.energy, K.OPT_ENERGY_CARD, "energyIndex"),
                                        (board.tools, K.OPT_TOOL_CARD, "toolIndex")):
                if data in attached:
                    place, k = attached[data]
                    return _place_option(kind, place, **{key: k})
            if data in board.cards:
                return _place_option(K.OPT_CARD, board.cards[data])
        # a card from the deck or looked at: listed in select["deck"]
        deck.append(board.cabt_id(data))
        return _place_option(K.OPT_CARD, (K.AREA_DECK, len(deck) - 1, board.me))
    if isinstance(data, list) and len(data) == 2:
        return pair_option(board, d, data) or {"type": K.OPT_NUMBER, "number": i}
    return {"type": K.OPT_NUMBER, "number": i}


def select(board: Board, d: Decision, context_card: int | None = None) -> dict[str, Any]:
    deck: list[int] = []
    options = [option(board, d, i, o, deck) for i, o in enumerate(d.options)]
    sel_type, context = KINDS.get(d.kind, (K.SELECT_CARD, "EffectTarget"))
    if d.kind == "target" and d.prompt.startswith("Attach "):  # the Pokémon for a card played
        context = "AttachFrom"
    shown_card = None
    if context == "AttachFrom" and context_card is not None and context_card in board.known:
        shown_card = {"id": board.cabt_id(context_card), "serial": context_card,
                      "playerIndex": board.owner(context_card)}
    if d.kind not in KINDS and options and all(o["type"] == K.OPT_NUMBER for o in options):
        sel_type = K.SELECT_COUNT
    return {
        "type": sel_type,
        "context": K.CONTEXTS[context],
        "minCount": d.min,
        "maxCount": d.max,
        "remainDamageCounter": 0,
        "remainEnergyCost": 0,
        "option": options,
        "deck": [{"id": cid, "serial": -1, "playerIndex": board.me} for cid in deck] or None,
        "contextCard": shown_card,
        "effect": None,
        # tcgsim's own words for the decision and each option, for agents that read them
        "prompt": d.prompt,
        "labels": [o.label for o in d.options],
    }


def observation(view: dict[str, Any], d: Decision, wins: tuple[int, int] = (0, 0),
                draws: int = 0, context_card: int | None = None) -> dict[str, Any]:
    """The competition's observation of seat ``view["you"]`` for decision ``d``;
    ``context_card``: the card (number) the seat just chose to attach, shown as
    ``contextCard`` when ``d`` asks where it goes."""
    board = Board(view)
    return {
        "select": select(board, d, context_card),
        "current": current(board, wins, draws),
        "logs": [],
        "remainingOverageTime": 600,
    }


def deck_request() -> dict[str, Any]:
    """The observation that asks a submission for its deck: ``select`` is None."""
    return {"select": None, "current": None, "logs": [], "remainingOverageTime": 600}
