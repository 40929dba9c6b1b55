"""Shared test helpers: the benchmark deck, an invariant checker, a random-play loop, and the
one vocabulary scenario tests answer decisions with (by what an option says or is, never by
its position: ``pick``, ``answer``, ``do``, ``attack``, ``end_turn``, ``offered``).

Other test modules may import these (``from tests.helpers import ...`` or, with
``tests`` on ``sys.path``, ``from helpers import ...``):

    g = bench_game(seed=3)
    play_random(g, random.Random(3), check=check_invariants)

``check_invariants(g)`` asserts what must hold after every step of every game
(PTCG:I-G/I-D/I-E bookkeeping): each card in exactly one place, damage never
negative, at most 5 Benched Pokémon, Special Conditions only on the Active
Pokémon, exactly one pending decision while the game runs, views JSON-able.
"""

from __future__ import annotations

import functools
import importlib.util
import random
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson

import tcgsim.pokemon as pokemon
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import (
    Effect,
    Player,
    Slot,
    State,
    card_zone_counts,
    in_play,
)
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.rules.continuous import bench_size, tool_slots

# cards the rule tests use by id
KYOGRE = "me1-34"  # Basic, 150 HP
SNOVER = "me1-35"  # Basic, 90 HP
MEGA_ABOMASNOW = "me1-36"  # Stage 1 Mega Evolution ex, 350 HP, 3 Prize cards
WATER = "sve-3"  # Basic Water Energy
PETREL = "sv10-176"  # Team Rocket's Petrel (Supporter: search a Trainer)
ULTRA_BALL = "me1-131"  # Item: discard 2, search a Pokémon
POWERGLASS = "sv6pt5-63"  # Pokémon Tool
PIKACHU_EX = "svp-106"  # Basic Pokémon ex, 200 HP, 2 Prize cards


@functools.cache
def _bench_deck() -> tuple[str, ...]:
    from tcgsim.pokemon.model.deck import bundled_deck

    return tuple(bundled_deck("bench-abomasnow").card_ids())


def bench_deck() -> list[str]:
    """The 60 card ids of the benchmark deck (bench-abomasnow)."""
    return list(_bench_deck())


def bench_game(seed: int = 0, **kw: Any) -> Game:
    """A new game of the benchmark deck against itself, at its first decision."""
    return pokemon.new_game(bench_deck(), bench_deck(), seed=seed, **kw)


# -- answering decisions -------------------------------------------------------------------
def random_answer(g: Game, rng: random.Random, end_weight: float = 0.15) -> list[int]:
    """A legal random answer to the pending decision.

    In the main phase "End your turn" is picked with probability ``end_weight`` when
    other actions exist, so random games attack, evolve and take Prize cards.
    """
    d = g.decision
    assert d is not None
    n = len(d.options)
    if d.kind == "main" and n > 1:
        ends = [i for i, o in enumerate(d.options) if list(o.data or [None])[0] == "end"]
        if ends and rng.random() < end_weight:
            return [ends[0]]
        rest = [i for i in range(n) if i not in ends]
        return [rng.choice(rest)]
    k = rng.randint(d.min, d.max)
    return sorted(rng.sample(range(n), k))


def play_random(
    g: Game,
    rng: random.Random,
    max_steps: int = 20_000,
    check: Callable[[Game], None] | None = None,
    on_step: Callable[[Game, int], None] | None = None,
    end_weight: float = 0.15,
) -> int:
    """Answer randomly until the game ends; returns the number of answers given.

    ``check(g)`` runs before the first and after every answer; ``on_step(g, i)`` runs
    before answer ``i``.
    """
    steps = 0
    if check:
        check(g)
    while g.result is None:
        assert steps < max_steps, f"game did not end in {max_steps} answers"
        if on_step:
            on_step(g, steps)
            if g.result is not None:
                break
        g.respond(random_answer(g, rng, end_weight))
        steps += 1
        if check:
            check(g)
    return steps


def paused_clones(g: Any, answer: Callable[[Any], list[int]], every: int) -> list[Any]:
    """Clones of ``g`` (either game) at every ``every``-th decision, the first included, as
    ``answer(g)`` plays it to its end (``g`` is left finished)."""
    out = []
    i = 0
    while g.decision is not None:
        if i % every == 0:
            out.append(g.clone())
        g.respond(answer(g))
        i += 1
    return out


def answers_of(g: Game) -> list[list[int]]:
    return [list(a) for a in g.s["answers"]]


# -- invariants ----------------------------------------------------------------------------
STAGE_RANK = {"Basic": 0, "Restored": 0, "Stage 1": 1, "Stage 2": 2}


def stack_ranks(stages: list[str | None]) -> list[int]:
    """The rank of each card of a Pokémon's stack, bottom first: its stage's, or (VMAX, VSTAR,
    BREAK, Level-Up, M…) one above the card it was put on; -1 for a card of no stage."""
    ranks: list[int] = []
    for stage in stages:
        if stage in STAGE_RANK:
            ranks.append(STAGE_RANK[stage])
        else:
            ranks.append(ranks[-1] + 1 if ranks and stage else -1)
    return ranks


def check_invariants(g: Game, total: int | None = None, views: bool = True) -> None:
    """Assert the invariants every reachable game state satisfies (``views``: also that every
    view is JSON-able and hides the opponent's hand, the costliest part)."""
    s = g.s
    check_state_keys(s)
    n = len(s["defs"])
    if total is not None:
        assert n == total, f"{n} cards in the game, expected {total}"
    # every card in exactly one place
    counts = card_zone_counts(s)
    missing = sorted(set(range(n)) - set(counts))
    assert not missing, f"cards in no zone: {missing[:10]}"
    extra = sorted(set(counts) - set(range(n)))
    assert not extra, f"unknown cards in zones: {extra[:10]}"
    twice = sorted(c for c, k in counts.items() if k != 1)
    assert not twice, f"cards in more than one place: {twice[:10]}"
    assert sum(counts.values()) == n
    slot_ids: set[int] = set()
    for p in (0, 1):
        pl = s["players"][p]
        # cards stay with their owner (the card pool has no control change)
        for z in ("deck", "hand", "discard", "prizes", "lost", "playing", "taking"):
            wrong = [c for c in pl[z] if s["owner"][c] != p]
            assert not wrong, f"player {p}'s {z} holds the opponent's cards {wrong}"
        # the game's own limit (Area Zero Underdepths: 8); a Bench left over it (its Tera
        # Pokémon Knocked Out, the Stadium gone) is brought down by the Knock Out check, unless
        # the game ended first (that Knock Out took the last Prize card: nothing follows a win)
        limit = bench_size(g, p)
        shrinking = g.result is not None or any(fr["op"] in ("ko", "bench_limit")
                                                for fr in s["stack"])
        assert len(pl["bench"]) <= limit or shrinking, (
            f"player {p} has {len(pl['bench'])} Benched, more than {limit}")
        assert len(pl["prizes"]) <= s["prize_count"]
        for slot in in_play(s, p):
            assert slot["id"] not in slot_ids, "two Pokémon share a slot id"
            slot_ids.add(slot["id"])
            assert slot["cards"], "a Pokémon in play without a card"
            for c in slot["cards"]:
                assert g.d(c).is_pokemon, f"{g.name(c)} in a Pokémon stack"
                assert s["owner"][c] == p
            # each card evolves a stage up from the one below; the bottom one is Basic, or a
            # Stage 1 an effect put onto the Bench by name (Lampent's Spreading Light,
            # Parallel Placement's Charjabug), which may evolve too
            ranks = stack_ranks([g.d(c).stage for c in slot["cards"]])
            assert ranks == sorted(set(ranks)) and min(ranks) >= 0, (
                f"stack {[g.name(c) for c in slot['cards']]}")
            for c in slot["energy"] + slot["tools"]:
                assert s["owner"][c] == p
            assert slot["dmg"] >= 0, f"negative damage {slot['dmg']}"
            assert slot["dmg"] % 10 == 0, f"damage {slot['dmg']} is not counters"
            # one Tool (Multi Adapter: 2 on a Rotom); more only until the check after the
            # action that took the Ability away discards them (rules.knockout.tool_limit)
            assert len(slot["tools"]) <= tool_slots(g, slot) or g.result is not None or any(
                fr["op"] in ("ko", "tool_limit") for fr in s["stack"])
            if s["phase"] == "play":
                assert not slot["down"], "a face-down Pokémon after setup"
        for b in pl["bench"]:  # Special Conditions affect only the Active Pokémon
            assert b["sp"] is None and not b["psn"] and not b["brn"], (
                f"Benched {g.top(b).name} has Special Conditions"
            )
    # exactly one pending decision while the game runs, none after
    d = s["decision"]
    if s["result"] is None:
        assert d is not None, "the game is neither over nor waiting for a decision"
        assert d["player"] in (0, 1)
        assert 0 <= d["min"] <= d["max"] <= len(d["options"]), d
        assert d["max"] >= 1 or not d["options"], d
        if d["kind"] == "main":
            for p in (0, 1):
                assert s["players"][p]["active"] is not None, "main phase without an Active"
    else:
        assert d is None, "a decision pending after the game ended"
        assert s["result"]["winner"] in (0, 1, None)
    if not views:
        return
    # views are JSON-able and hide the opponent's hand
    for viewer in (0, 1, None):
        v = g.view(viewer)
        orjson.dumps(v)
        for p in (0, 1):
            if viewer != p:
                assert v["players"][p]["hand"] is None
            assert v["players"][p]["hand_count"] == len(s["players"][p]["hand"])


def _keys_fit(what: str, d: Any, typed: Any) -> None:
    """A dict holds every required key of its TypedDict and no key the type doesn't name."""
    keys = set(d)
    missing = typed.__required_keys__ - keys
    unknown = keys - typed.__required_keys__ - typed.__optional_keys__
    assert not missing and not unknown, (
        f"{what}: missing {sorted(missing)}, not in {typed.__name__} {sorted(unknown)}")


def check_state_keys(s: Any) -> None:
    """The state, its players, slots and effects hold exactly the keys their types in
    ``tcgsim/pokemon/model/state.py`` name (so the types, and their comments, stay true)."""
    _keys_fit("state", s, State)
    for fx in s.get("pfx", []):
        _keys_fit("player effect", fx, Effect)
    for p, pl in enumerate(s["players"]):
        _keys_fit(f"player {p}", pl, Player)
        for slot in in_play(s, p):
            _keys_fit(f"slot {slot['id']}", slot, Slot)
            for fx in slot["fx"]:
                _keys_fit(f"an effect on slot {slot['id']}", fx, Effect)


def check_bench_invariants(g: Game) -> None:
    """check_invariants for two benchmark decks (120 cards)."""
    check_invariants(g, total=120)


# -- log queries ---------------------------------------------------------------------------
def events(g: Game, etype: str | None = None, start: int = 0, **match: Any) -> list[dict[str, Any]]:
    """Log events of a type whose fields equal ``match``."""
    return [
        e for e in g.log[start:]
        if (etype is None or e["type"] == etype) and all(e.get(k) == v for k, v in match.items())
    ]


def option_labels(g: Game) -> list[str]:
    """The labels of the options of the decision the game asks."""
    assert g.decision is not None
    return [o.label for o in g.decision.options]


def agent_picks(g: Game, agent: Any, play: bool = True) -> list[str]:
    """Ask ``agent`` the game's decision from its seat's view and return the labels it chose;
    ``play``: the game goes on with that answer."""
    d = g.decision
    assert d is not None
    answer = agent.act(g.view(d.player), d)
    chosen = [d.options[i].label for i in answer]
    if play:
        g.respond(answer)
    return chosen


def pick(g: Game, *labels: str) -> None:
    """Answer with the options whose label contains each text (in order, distinct)."""
    chosen: list[int] = []
    for text in labels:
        for i, o in enumerate(g.decision.options):
            if i not in chosen and text in o.label:
                chosen.append(i)
                break
        else:
            raise AssertionError(f"no option {text!r} in {[o.label for o in g.decision.options]}")
    g.respond(chosen)


def do(g: Game, kind: str, name: str | None = None) -> None:
    """Choose the main-phase option of ``kind`` (for card options: the card ``name``)."""
    d = g.decision
    assert d is not None and d.kind == "main", d
    for i, o in enumerate(d.options):
        a = list(o.data)
        if a[0] != kind:
            continue
        if name is not None and not (len(a) > 1 and isinstance(a[1], int) and g.name(a[1]) == name):
            continue
        g.respond([i])
        return
    raise AssertionError(f"no {kind} {name or ''} option in {[o.label for o in d.options]}")


def attack(g: Game, attack_name: str) -> None:
    """Declare the attack of the current Active Pokémon named ``attack_name``."""
    attacks = attacks_of(g, g.pl(g.current)["active"])
    for i, o in enumerate(g.decision.options):
        a = list(o.data)
        if a[0] == "attack" and attacks[a[1]].name == attack_name:
            g.respond([i])
            return
    raise AssertionError(f"{attack_name} not offered: {[o.label for o in g.decision.options]}")


def end_turn(g: Game) -> None:
    do(g, "end")


def answer(g: Game, kind: str, label_part: str) -> None:
    """Answer a decision of ``kind`` with the option whose label contains ``label_part``."""
    d = g.decision
    assert d is not None and d.kind == kind, d
    pick(g, label_part)


def offered(g: Game, kind: str, name: str | None = None) -> list[list[Any]]:
    """The data of the main-phase options of ``kind`` (for card options: the card ``name``)."""
    d = g.decision
    assert d is not None and d.kind == "main", d
    return [list(o.data) for o in d.options if o.data[0] == kind and (
        name is None or (len(o.data) > 1 and isinstance(o.data[1], int) and g.name(o.data[1]) == name))]


# -- the board -------------------------------------------------------------------------------
def names(g: Game, cs: list[int]) -> list[str]:
    """The names of cards, sorted."""
    return sorted(g.name(c) for c in cs)


def active(g: Game, p: int) -> Any:
    """Player p's Active Pokémon (its slot)."""
    return g.pl(p)["active"]


def zone(g: Game, p: int, z: str) -> list[str]:
    """The names of the cards in one of player p's zones, sorted."""
    return names(g, g.pl(p)[z])


def check_cards(g: Game) -> None:
    """Every card is in exactly one place."""
    counts = card_zone_counts(g.s)
    assert sorted(counts) == list(range(len(g.s["defs"]))), "a card in no zone"
    assert set(counts.values()) == {1}, "a card in two places"


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail with TimeoutError when the block runs longer than ``seconds`` (main thread only).

    For tests of work that must stay bounded whatever the input: without the limit a
    regression would hang the suite instead of failing it."""

    def expired(signum: int, frame: Any) -> None:
        raise TimeoutError(f"took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` as a module: the build scripts are no package, their tests read
    them by path."""
    path = Path(__file__).resolve().parents[1] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def containers(x: Any, out: dict[int, Any] | None = None) -> dict[int, Any]:
    """Every dict and list in ``x`` by identity (tuples looked into, not counted: JSON has
    none), to check that two states or views share no mutable container."""
    out = {} if out is None else out
    if isinstance(x, dict):
        out[id(x)] = x
        for v in x.values():
            containers(v, out)
    elif isinstance(x, (list, tuple)):
        if isinstance(x, list):
            out[id(x)] = x
        for v in x:
            containers(v, out)
    return out


def check_clone(g: Any) -> Any:
    """``g.clone()``, checked: its state is the JSON round trip's (``==`` and the key order of
    every dict) and shares no container with the original but the log's events and the
    answers (never changed once appended). Either game's."""
    s = g.s
    c = g.clone()
    copy = c.s
    assert copy == orjson.loads(orjson.dumps(s))
    assert orjson.dumps(copy) == orjson.dumps(s)  # the key order of every dict
    allowed = set(containers(s["log"] + s["answers"]))
    assert not (set(containers(copy)) & set(containers(s))) - allowed
    assert copy["log"] is not s["log"] and copy["answers"] is not s["answers"]
    return c
